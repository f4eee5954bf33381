/// UIKit's default sizes for table views, in one place. Values marked "assumption" are not
/// published by Apple; Docs/uikit-rules.md lists them under Assumptions.
public enum TableMetrics {
    /// Plain style `sectionHeaderTopPadding` when not set (Docs/decisions.md; rule 2.5 of Docs/uikit-rules.md reports ~22 pt, S13).
    public static let plainHeaderTopPadding = 22.0
    /// Row height when automatic and the row has no content to measure: the standard cell
    /// height (UITableView's historical `rowHeight` of 44 pt). Assumption until self-sizing applies.
    public static let defaultRowHeight = 44.0
    /// Header height when automatic with a title and no content. Assumption, not measured: one
    /// line of the header font plus UIKit's default vertical margins, until text metrics size it.
    public static let titledHeaderHeight = 28.0
    /// Grouped and insetGrouped: the height of a section header or footer left at
    /// `automaticDimension` without a title, and the space a section gets where it has no header
    /// or footer view. Assumption: UIKit's value is unpublished; iOS 11+ reports "about 20 px"
    /// for the automatic default (rule 3.2 and source S11 of Docs/uikit-rules.md), recalled values are 17.5-18 pt.
    public static let groupedDefaultSupplementaryHeight = 18.0
    /// Grouped and insetGrouped without a `tableHeaderView`: the blank area above the first
    /// section (rule 3.3 of Docs/uikit-rules.md, ~35 pt: sunnyxx 2015, kouhan.cn/en/article/00015815). Assumption: 35 pt.
    /// A table header of height 0 leaves it in place: UIKit takes 0 as "use the default", and only
    /// a height above 0 (sunnyxx uses CGFLOAT_MIN, and notes 0.1 does the same) removes it.
    /// Sources: sunnyxx, "0 代码隐藏 GroupedTableView 上边多余的间隔", 2015
    /// (blog.sunnyxx.com/2015/04/15/ios-hide-grouped-tableview-header/, copy at
    /// e-com-net.com/article/1244419015472959488.htm); iZettle/Form PR #23 (2018: a zero-height
    /// table header and footer fall back to the default height); wordpress-mobile/WordPress-iOS
    /// PR #19064 (2022: a table footer of 0 is not really 0, CGFLOAT_MIN is).
    public static let groupedTopGap = 35.0
    /// insetGrouped: corner radius of the first and last cell of a section (rule 3.4 of Docs/uikit-rules.md, TOInsetGroupedTableView S8).
    public static let insetGroupedCornerRadius = 10.0
    /// Rule 9.8 (Docs/uikit-rules.md): 26 pt from iOS 26 (RevenueCat/purchases-ios, a single SDK's
    /// constant; another app uses 24).
    public static let glassInsetGroupedCornerRadius = 26.0

    public static func insetGroupedCornerRadius(_ version: IOSVersion) -> Double {
        version.hasLiquidGlass ? glassInsetGroupedCornerRadius : insetGroupedCornerRadius
    }
    /// Separator thickness: 1 pixel on a 3x screen (rule 2.6, Docs/uikit-rules.md).
    public static let separatorThickness = 1.0 / 3.0
}
