/// SwiftUI's `List` laid out as the UITableView of the matching style: the table geometry is
/// reused, not copied (Docs/platform-rules.md). What a List shares with its table counterpart
/// and where it differs:
///
/// | List style | table style | same as the table | differs |
/// |---|---|---|---|
/// | `.plain` | plain | rows, headers, 44 pt rows, header top padding, headers stick | footers do not float (`StickyRule.swiftUIList`) |
/// | `.grouped` | grouped | everything | |
/// | `.insetGrouped` | insetGrouped | everything | |
/// | `.sidebar` | insetGrouped | everything (an assumption: on iPhone a sidebar list is drawn inset) | |
///
/// Sources and assumptions: Docs/platform-rules.md.
extension SwiftUIListStyle {
    /// The UITableView style whose geometry the List reuses.
    public var tableStyle: TableStyle {
        switch self {
        case .plain: return .plain
        case .grouped: return .grouped
        case .insetGrouped, .sidebar: return .insetGrouped
        }
    }
}

extension SwiftUISpec {
    /// The table a `List` is laid out as; nil for a lazy stack. Heights left to the list are the
    /// table's defaults: 44 pt rows (SwiftUI's `defaultMinListRowHeight`, whose value Apple does not
    /// publish, taken as the table's) and the table's header top padding (SwiftUI has no key for
    /// it); both are assumptions named in Docs/platform-rules.md.
    public var tableCounterpart: TableSpec? {
        guard case .list(let style) = container else { return nil }
        var table = TableSpec(style: style.tableStyle)
        table.sectionCornerRadius = sectionCornerRadius
        return table
    }
}
