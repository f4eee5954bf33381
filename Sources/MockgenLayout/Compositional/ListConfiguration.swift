/// UICollectionLayoutListConfiguration (rules 6.2, 6.9 and 6.10, Docs/uikit-rules.md):
/// `UICollectionViewCompositionalLayout.list(using:)` builds every section from it, and
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` one section.
public struct ListConfigurationSpec: Sendable, Equatable {
    public enum Appearance: String, Sendable, Equatable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }
    public enum HeaderMode: String, Sendable, Equatable, CaseIterable {
        case none, supplementary, firstItemInSection
    }
    public enum FooterMode: String, Sendable, Equatable, CaseIterable {
        case none, supplementary
    }

    public var appearance: Appearance
    /// Default `.none` (Apple, headerMode): no headers at all.
    public var headerMode: HeaderMode
    /// Default `.none` (Apple, footerMode).
    public var footerMode: FooterMode
    /// nil = automatic (Apple, headerTopPadding, iOS 15).
    public var headerTopPadding: Double?
    /// Default true (Apple, showsSeparators).
    public var showsSeparators: Bool

    public init(
        appearance: Appearance = .plain, headerMode: HeaderMode = .none, footerMode: FooterMode = .none,
        headerTopPadding: Double? = nil, showsSeparators: Bool = true
    ) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.headerTopPadding = headerTopPadding
        self.showsSeparators = showsSeparators
    }

    /// Rule 6.2 (Docs/uikit-rules.md): headers pin in `.plain` and `.sidebarPlain` lists, when
    /// there are headers (Apple's documentation of HeaderMode.supplementary).
    public var pinsHeaders: Bool { headerMode == .supplementary && (appearance == .plain || appearance == .sidebarPlain) }

    var isPlain: Bool { appearance == .plain || appearance == .sidebarPlain }

    /// Whether the list sits on the grouped background (every appearance but the plain ones).
    public var isGroupedAppearance: Bool { !isPlain }

    /// The padding above each header when `headerTopPadding` is nil: the plain table's
    /// automatic padding in the plain appearances, none in the others (an assumption carried
    /// over from Docs/decisions.md's table default; Apple publishes no value).
    public var resolvedHeaderTopPadding: Double {
        headerTopPadding ?? (isPlain ? TableMetrics.plainHeaderTopPadding : 0)
    }

    /// An item's height when its cell has no content to measure: a list cell is as tall as a
    /// table's standard cell (assumption, TableMetrics.defaultRowHeight).
    public static let estimatedItemHeight = TableMetrics.defaultRowHeight

    /// The layout section the configuration makes for `section`: one full-width item per row,
    /// self-sized; a header and footer when the modes ask for them and the section has the view.
    /// insetGrouped insets the section by the layout margins as an insetGrouped table insets its
    /// cells (rule 3.4, Docs/uikit-rules.md; assumption that the list matches).
    public func layoutSection(for section: SectionSpec) -> CompositionalSectionSpec {
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.estimatedItemHeight))
        var layout = CompositionalSectionSpec(group: GroupSpec(direction: .horizontal, layoutSize: row, itemSize: row, count: 1))
        layout.listConfiguration = self
        if appearance == .insetGrouped {
            layout.contentInsetsReference = .layoutMargins
            layout.supplementaryContentInsetsReference = .layoutMargins
        }
        let supplementary = LayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .estimated(TableMetrics.titledHeaderHeight))
        if headerMode == .supplementary, section.header != nil {
            // Pinned list headers draw above the cells (zIndex 1: an assumption; every list
            // screen shows them over the rows).
            layout.header = BoundaryItemSpec(layoutSize: supplementary, pinToVisibleBounds: pinsHeaders, zIndex: 1)
            layout.headerTopPadding = resolvedHeaderTopPadding
        }
        if footerMode == .supplementary, section.footer != nil {
            layout.footer = BoundaryItemSpec(layoutSize: supplementary, zIndex: 1)
        }
        if !isPlain {
            // Rule 3.2 (Docs/uikit-rules.md) carried over: a grouped section without a header or footer
            // keeps the grouped default space there (assumption).
            if layout.header == nil { layout.contentInsets.top = TableMetrics.groupedDefaultSupplementaryHeight }
            if layout.footer == nil { layout.contentInsets.bottom = TableMetrics.groupedDefaultSupplementaryHeight }
        }
        return layout
    }
}

extension CompositionalSpec {
    /// UICollectionViewCompositionalLayout.list(using:): every section from `configuration`.
    public static func list(using configuration: ListConfigurationSpec, sections: [SectionSpec]) -> CompositionalSpec {
        CompositionalSpec(sections: sections.map(configuration.layoutSection(for:)), listConfiguration: configuration)
    }
}

/// How a list configuration draws its items and boundary items; compositional layouts without
/// one draw items as a flow layout does.
enum ListConfigurationLook {
    static func itemDecoration(_ configuration: ListConfigurationSpec?, item: Int, of count: Int, margin: Double) -> Decoration {
        guard let configuration else { return Decoration(defaultFill: .semantic("secondarySystemBackground")) }
        // Rule 2.6 (Docs/uikit-rules.md) as for table rows: separators from the text margin to the edge.
        let separator: Decoration.Separator? = configuration.showsSeparators ? .init(left: margin, right: 0) : nil
        switch configuration.appearance {
        case .plain, .sidebarPlain:
            return Decoration(separator: separator, defaultFill: .semantic("systemBackground"))
        case .grouped, .sidebar:
            return Decoration(separator: separator, defaultFill: .semantic("secondarySystemGroupedBackground"))
        case .insetGrouped:
            // Rule 3.4 (Docs/uikit-rules.md) as for an insetGrouped table: rounded outer corners, no separator under the last.
            let isFirst = item == 0
            let isLast = item == count - 1
            let radius = TableMetrics.insetGroupedCornerRadius
            return Decoration(
                separator: isLast ? nil : separator, topCornerRadius: isFirst ? radius : 0,
                bottomCornerRadius: isLast ? radius : 0,
                defaultFill: .semantic("secondarySystemGroupedBackground"))
        }
    }

    /// Plain lists' headers are filled as a plain table's are; other boundary items are clear.
    static func supplementaryFill(_ configuration: ListConfigurationSpec?) -> ColorSpec {
        configuration?.isPlain == true ? .semantic("secondarySystemBackground") : .semantic("clear")
    }

    /// Rule 6.10 (Docs/uikit-rules.md): a list section among other sections paints the system
    /// background of its appearance behind itself, as the layout-wide list paints the collection
    /// view's (the grouped background in every appearance but the plain ones).
    static func sectionBackgroundFill(_ configuration: ListConfigurationSpec) -> ColorSpec {
        configuration.isGroupedAppearance ? .semantic("systemGroupedBackground") : .semantic("systemBackground")
    }
}
