/// UICollectionViewCompositionalLayout, vertical, as a scenario describes it (rule 6 of
/// Docs/uikit-rules.md; keys in Docs/scenario-format.md). Names follow UIKit's: a section holds one
/// group of one repeated item, boundary supplementary items (a header and a footer) and a
/// background decoration item.
public struct CompositionalSpec: Sendable, Equatable {
    /// One layout section per `ListSpec.sections` entry, same index.
    public var sections: [CompositionalSectionSpec]
    /// UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing (default 0).
    public var interSectionSpacing: Double
    /// UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference: what a section's
    /// `automatic` reference resolves to (Apple: the configuration's default is `safeArea`).
    public var contentInsetsReference: ContentInsetsReference
    /// Set when the layout is `UICollectionViewCompositionalLayout.list(using:)`: the sections
    /// were built from this configuration, which also decides the items' look.
    public var listConfiguration: ListConfigurationSpec?

    public init(
        sections: [CompositionalSectionSpec], interSectionSpacing: Double = 0,
        contentInsetsReference: ContentInsetsReference = .safeArea, listConfiguration: ListConfigurationSpec? = nil
    ) {
        self.sections = sections
        self.interSectionSpacing = interSectionSpacing
        self.contentInsetsReference = contentInsetsReference
        self.listConfiguration = listConfiguration
    }
}

/// NSCollectionLayoutDimension.
public enum LayoutDimension: Sendable, Equatable, Hashable {
    case fractionalWidth(Double)
    case fractionalHeight(Double)
    case absolute(Double)
    /// Sized from content (self-sizing); the value stands in until measured.
    case estimated(Double)

    public var isEstimated: Bool { if case .estimated = self { true } else { false } }

    /// The dimension against a container of `container` points; nil for `estimated`, which the
    /// content decides.
    func resolved(in container: Size) -> Double? {
        switch self {
        case .fractionalWidth(let f): return f * container.width
        case .fractionalHeight(let f): return f * container.height
        case .absolute(let p): return p
        case .estimated: return nil
        }
    }
}

/// NSCollectionLayoutSize.
public struct LayoutSize: Sendable, Equatable, Hashable {
    public var widthDimension: LayoutDimension
    public var heightDimension: LayoutDimension
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
}

/// UIContentInsetsReference.
public enum ContentInsetsReference: String, Sendable, Equatable, CaseIterable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// UICollectionLayoutSectionOrthogonalScrollingBehavior.
public enum OrthogonalScrollingBehavior: String, Sendable, Equatable, CaseIterable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// NSCollectionLayoutGroup with one subitem: `horizontal(layoutSize:subitem:count:)` or
/// `horizontal(layoutSize:subitems: [item])`, and the vertical ones.
public struct GroupSpec: Sendable, Equatable {
    public enum Direction: String, Sendable, Equatable, CaseIterable { case horizontal, vertical }
    public var direction: Direction
    public var layoutSize: LayoutSize
    /// The subitem's NSCollectionLayoutItem.layoutSize.
    public var itemSize: LayoutSize
    /// The subitem's NSCollectionLayoutItem.contentInsets (leading = left).
    public var itemContentInsets: Insets
    /// `count`: that many items share the group's length; nil: as many as fit.
    public var count: Int?
    /// NSCollectionLayoutGroup.interItemSpacing, `.fixed(n)`.
    public var interItemSpacing: Double

    public init(
        direction: Direction = .horizontal, layoutSize: LayoutSize, itemSize: LayoutSize,
        itemContentInsets: Insets = .zero, count: Int? = nil, interItemSpacing: Double = 0
    ) {
        self.direction = direction
        self.layoutSize = layoutSize
        self.itemSize = itemSize
        self.itemContentInsets = itemContentInsets
        self.count = count
        self.interItemSpacing = interItemSpacing
    }
}

/// NSCollectionLayoutBoundarySupplementaryItem (rule 6.1, Docs/uikit-rules.md); the view it shows
/// is the section's `header` (alignment top) or `footer` (alignment bottom).
public struct BoundaryItemSpec: Sendable, Equatable {
    public var layoutSize: LayoutSize
    /// Default false (Apple, pinToVisibleBounds).
    public var pinToVisibleBounds: Bool
    /// Default true (Apple, extendsBoundary): the item takes room in the section; false: it
    /// overlaps the section's content.
    public var extendsBoundary: Bool
    /// UICollectionViewLayoutAttributes.zIndex, default 0.
    public var zIndex: Int

    public init(layoutSize: LayoutSize, pinToVisibleBounds: Bool = false, extendsBoundary: Bool = true, zIndex: Int = 0) {
        self.layoutSize = layoutSize
        self.pinToVisibleBounds = pinToVisibleBounds
        self.extendsBoundary = extendsBoundary
        self.zIndex = zIndex
    }
}

/// NSCollectionLayoutDecorationItem.background(elementKind:): a view behind the section.
public struct DecorationSpec: Sendable, Equatable {
    public var contentInsets: Insets
    public var zIndex: Int
    public var color: ColorSpec?
    /// The background view's layer corner radius (a drawing detail, not a layout key of UIKit's).
    public var cornerRadius: Double

    public init(contentInsets: Insets = .zero, zIndex: Int = 0, color: ColorSpec? = nil, cornerRadius: Double = 0) {
        self.contentInsets = contentInsets
        self.zIndex = zIndex
        self.color = color
        self.cornerRadius = cornerRadius
    }
}

/// NSCollectionLayoutSection.
public struct CompositionalSectionSpec: Sendable, Equatable {
    public var group: GroupSpec
    public var interGroupSpacing: Double
    public var contentInsets: Insets
    public var contentInsetsReference: ContentInsetsReference
    public var supplementaryContentInsetsReference: ContentInsetsReference
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// Not UIKit's: the orthogonal scroller's contentOffset.x in this scenario (0 = at rest).
    public var orthogonalOffset: Double
    public var header: BoundaryItemSpec?
    public var footer: BoundaryItemSpec?
    public var background: DecorationSpec?
    /// A list section's padding above its header (UICollectionLayoutListConfiguration.headerTopPadding).
    public var headerTopPadding: Double
    /// The configuration a list section was built from (`ListConfigurationSpec.layoutSection(for:)`):
    /// it decides how the section's items, header and footer are drawn. nil for a section built
    /// from a group.
    public var listConfiguration: ListConfigurationSpec?

    public init(
        group: GroupSpec, interGroupSpacing: Double = 0, contentInsets: Insets = .zero,
        contentInsetsReference: ContentInsetsReference = .automatic,
        supplementaryContentInsetsReference: ContentInsetsReference = .automatic,
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none, orthogonalOffset: Double = 0,
        header: BoundaryItemSpec? = nil, footer: BoundaryItemSpec? = nil, background: DecorationSpec? = nil,
        headerTopPadding: Double = 0, listConfiguration: ListConfigurationSpec? = nil
    ) {
        self.group = group
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.contentInsetsReference = contentInsetsReference
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.orthogonalOffset = orthogonalOffset
        self.header = header
        self.footer = footer
        self.background = background
        self.headerTopPadding = headerTopPadding
        self.listConfiguration = listConfiguration
    }

    public var scrollsOrthogonally: Bool { orthogonalScrollingBehavior != .none }
}
