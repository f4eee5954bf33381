/// UIKit's default sizes for table views, in one place. Values marked "assumption" are not
/// published by Apple; the README lists them.
public enum TableMetrics {
    /// Plain style `sectionHeaderTopPadding` when not set (decisions.md; rule 2.5 reports ~22 pt, S13).
    public static let plainHeaderTopPadding = 22.0
    /// Row height when automatic and the row has no content to measure: the standard cell
    /// height (UITableView's historical `rowHeight` of 44 pt). Assumption until self-sizing applies.
    public static let defaultRowHeight = 44.0
    /// Header height when automatic with a title and no content. Assumption, not measured: one
    /// line of the header font plus UIKit's default vertical margins, until text metrics size it.
    public static let titledHeaderHeight = 28.0
    /// Separator thickness: 1 pixel on a 3x screen (rule 2.6).
    public static let separatorThickness = 1.0 / 3.0
}
