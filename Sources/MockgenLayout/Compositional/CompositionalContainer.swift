/// Where a compositional section's content and boundary items may sit across the width
/// (NSCollectionLayoutContainer): the collection's content width, narrowed by the insets
/// reference (UIContentInsetsReference) and then by the section's `contentInsets`.
public struct CompositionalContainer: Sendable, Equatable {
    /// The collection view's bounds width less contentInset left and right (content x 0 is drawn
    /// at contentInset.left, as in a flow layout).
    public var contentWidth: Double
    /// The collection view's bounds height: what a group's `fractionalHeight` is a fraction of.
    public var boundsHeight: Double
    /// UIView.layoutMargins left/right of the collection view (16 or 20 by width, rule 3.4).
    public var layoutMargin: Double
    /// What a section's `automatic` reference resolves to: the layout configuration's.
    public var configurationReference: ContentInsetsReference

    public init(
        contentWidth: Double, boundsHeight: Double, layoutMargin: Double,
        configurationReference: ContentInsetsReference
    ) {
        self.contentWidth = contentWidth
        self.boundsHeight = boundsHeight
        self.layoutMargin = layoutMargin
        self.configurationReference = configurationReference
    }

    /// The inset each side that a reference adds before the section's own insets. Portrait
    /// iPhones have no left or right safe area, so `safeArea` and `none` agree; the readable
    /// content guide is as wide as the layout margins on a phone (its readable width, 672 pt
    /// at the default size, is wider than any phone): both assumptions, Docs/uikit-rules.md, Assumptions.
    public func edge(_ reference: ContentInsetsReference) -> Double {
        switch reference {
        case .automatic: return configurationReference == .automatic ? 0 : edge(configurationReference)
        case .none, .safeArea: return 0
        case .layoutMargins, .readableContent: return layoutMargin
        }
    }

    /// x and width of the section's content: the reference's edges, then `contentInsets`.
    public func contentColumn(_ section: CompositionalSectionSpec) -> (x: Double, width: Double) {
        column(edge(section.contentInsetsReference), section.contentInsets)
    }

    /// x and width of the section's header and footer: NSCollectionLayoutSection's
    /// `supplementariesFollowContentInsets` (default true, Apple) keeps them inside the section's
    /// insets; `supplementaryContentInsetsReference` chooses the edges they start from.
    public func supplementaryColumn(_ section: CompositionalSectionSpec) -> (x: Double, width: Double) {
        column(edge(section.supplementaryContentInsetsReference), section.contentInsets)
    }

    private func column(_ edge: Double, _ insets: Insets) -> (x: Double, width: Double) {
        (edge + insets.left, max(0, contentWidth - 2 * edge - insets.left - insets.right))
    }

    /// The size a section's group resolves its fractional dimensions against: the content
    /// column's width, and the bounds height less the section's vertical insets (assumption).
    public func groupContainer(_ section: CompositionalSectionSpec) -> Size {
        Size(
            width: contentColumn(section).width,
            height: max(0, boundsHeight - section.contentInsets.top - section.contentInsets.bottom))
    }

    /// Rule 6.3 (Docs/uikit-rules.md): the width of each item of the section's group,
    /// less the item's own leading and trailing content insets. Self-sizing measures at this width.
    public func itemWidth(_ section: CompositionalSectionSpec) -> Double {
        GroupSolver(group: section.group, container: groupContainer(section)).itemWidth
    }

    /// The width of a boundary item of the section.
    public func supplementaryWidth(_ item: BoundaryItemSpec, in section: CompositionalSectionSpec) -> Double {
        let column = supplementaryColumn(section)
        return item.layoutSize.widthDimension.resolved(in: Size(width: column.width, height: boundsHeight)) ?? column.width
    }
}
