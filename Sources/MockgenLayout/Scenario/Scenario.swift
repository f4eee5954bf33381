/// One screen to simulate, with UIKit's defaults filled in. Decoded from a scenario file
/// (Docs/scenario-format.md); variants are separate `Scenario` values.
public struct Scenario: Sendable, Equatable {
    public var name: String
    public var title: String?
    public var description: String?
    public var device: Device
    /// The iOS release drawn (Docs/uikit-rules.md, "iOS versions"); default the current one.
    public var iosVersion: IOSVersion
    public var navigationBar: NavigationBarSpec?
    /// A UITabBar or UIToolbar at the bottom edge; nil: none.
    public var bottomBar: BottomBarSpec?
    public var list: ListSpec
    public var behaviors: [BehaviorSpec]
    public var scrollPath: [PathValue]
    public var appearance: Appearance
    /// UIContentSizeCategory, e.g. "large" (the default) or "accessibilityExtraExtraExtraLarge".
    public var contentSize: String
    /// Whether frames show the device's status bar, cutout and home indicator (DeviceChrome). Not
    /// a scenario key: `--chrome none` turns it off for every variant.
    public var showsDeviceChrome = true
    /// Direction-aware bars held at their hidden parts, and iOS 26's tab bar held minimised or not,
    /// at every offset, in place of their behaviours.
    /// Not a scenario key: the flipbook's live view samples the layout so (`LiveDirection`).
    public var heldBar: HeldBar? = nil

    public init(
        name: String, title: String? = nil, description: String? = nil,
        device: Device = .iPhone15Pro, navigationBar: NavigationBarSpec? = nil, list: ListSpec,
        behaviors: [BehaviorSpec] = [], scrollPath: [PathValue] = [.start, .end],
        appearance: Appearance = .light, contentSize: String = "large", iosVersion: IOSVersion = .current
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.device = device
        self.iosVersion = iosVersion
        self.navigationBar = navigationBar
        self.list = list
        self.behaviors = behaviors
        self.scrollPath = scrollPath
        self.appearance = appearance
        self.contentSize = contentSize
    }
}

// MARK: - Views

/// A height as UIKit takes it: a fixed number of points or `automaticDimension`.
public enum Dimension: Sendable, Equatable, Hashable {
    case points(Double)
    case automatic
}

/// A header, footer, row, item or table header/footer view.
public struct ViewSpec: Sendable, Equatable {
    public var height: Dimension?
    /// Collection items only (Docs/decisions.md: points, "full" or columns).
    public var width: ItemWidth?
    public var title: String?
    public var color: ColorSpec?
    /// What the view shows; with an automatic height, what sizes it (rule 4.1, Docs/uikit-rules.md).
    public var content: ContentNode? {
        get { contentBox?.node }
        set { contentBox = newValue.map(ContentBox.init) }
    }
    /// A content node is about 110 bytes and most views of a long list have none: boxed, a
    /// million one-by-one rows take 8 bytes each for it rather than 110 (Docs/performance.md#a-big-file).
    private var contentBox: ContentBox?
    /// `content != nil` without copying the node out of its box.
    var hasContentNode: Bool { contentBox != nil }
    /// A section header's content in a collapsing header's compact state, laid out at the compact
    /// height instead of `content`.
    public var compactContent: ContentNode? {
        get { compactBox?.node }
        set { compactBox = newValue.map(ContentBox.init) }
    }
    /// Boxed as `content` is: inline, it made every row of a million-row file 110 bytes bigger
    /// (Docs/performance.md#a-big-file: decoding went from 0.70x Python's memory to 1.29x).
    private var compactBox: ContentBox?
    /// UIView.clipsToBounds: content outside the view's frame is not drawn. Off, as in UIKit,
    /// unless a behaviour turns it on (a compact header without `compactContent`).
    public var clipsToBounds = false
    /// Table rows only: the cell's accessory (`accessoryType`, or a switch as `accessoryView`);
    /// nil = none. The content view shrinks by `CellAccessories.stripWidth`.
    public var accessory: Accessory?
    /// Table rows, headers and footers: the UIListContentConfiguration that styles `title` and
    /// `secondaryText`; nil = the one the table's style gives (`ListContentStyle.default`).
    public var configuration: ListContentStyle?
    /// Table rows: UIListContentConfiguration.secondaryText, drawn as the configuration places it.
    public var secondaryText: String?

    /// Equal by the node it holds, so ViewSpec's `==` stays synthesised.
    private final class ContentBox: Sendable, Equatable {
        let node: ContentNode
        init(_ node: ContentNode) { self.node = node }
        static func == (a: ContentBox, b: ContentBox) -> Bool { a.node == b.node }
    }

    public init(
        height: Dimension? = nil, width: ItemWidth? = nil, title: String? = nil, color: ColorSpec? = nil,
        content: ContentNode? = nil
    ) {
        self.height = height
        self.width = width
        self.title = title
        self.color = color
        self.content = content
    }
}

/// A table cell's accessory: UITableViewCell.AccessoryType's four glyphs, or a UISwitch set as the
/// cell's `accessoryView` (the "switch accessory").
public enum Accessory: Sendable, Equatable, Hashable {
    case disclosureIndicator, checkmark, detailButton, detailDisclosureButton
    /// A UISwitch, on or off.
    case toggle(isOn: Bool)

    /// True for a view set as `accessoryView`, false for an `accessoryType` glyph.
    public var isView: Bool { if case .toggle = self { return true } else { return false } }

    /// The `accessoryType` names (UITableViewCell.AccessoryType), `none` aside.
    public static let typeNames: [(String, Accessory)] = [
        ("disclosureIndicator", .disclosureIndicator), ("checkmark", .checkmark),
        ("detailButton", .detailButton), ("detailDisclosureButton", .detailDisclosureButton),
    ]
}

/// UIListContentConfiguration's system configurations for table rows, headers and footers
/// (Apple: UIListContentConfiguration, "Creating cell configurations" and "Creating header and
/// footer configurations").
public enum ListContentStyle: String, Sendable, Equatable, Hashable, CaseIterable {
    case cell, subtitleCell, valueCell
    case plainHeader, groupedHeader, prominentInsetGroupedHeader
    case plainFooter, groupedFooter

    public static let rowStyles: [ListContentStyle] = [.cell, .subtitleCell, .valueCell]
    public static let headerStyles: [ListContentStyle] = [.plainHeader, .groupedHeader, .prominentInsetGroupedHeader]
    public static let footerStyles: [ListContentStyle] = [.plainFooter, .groupedFooter]

    /// What `defaultContentConfiguration()` gives a cell, header or footer in a table of `style`:
    /// `cell()` for rows; the plain configurations in a plain table, the grouped ones in grouped
    /// and insetGrouped tables (Apple's documentation of groupedHeader() and groupedFooter()
    /// names both grouped styles).
    public static func `default`(for kind: Element.Kind, in style: TableStyle) -> ListContentStyle {
        switch kind {
        case .header: return style == .plain ? .plainHeader : .groupedHeader
        case .footer: return style == .plain ? .plainFooter : .groupedFooter
        default: return .cell
        }
    }
}

public enum ItemWidth: Sendable, Equatable, Hashable {
    case points(Double)
    case full
    case columns(Int)
}

/// `count` consecutive rows or items built from the same view, so a 10,000,000-row list is one value.
public struct ViewRun: Sendable, Equatable {
    public var count: Int
    public var view: ViewSpec
    public init(count: Int, view: ViewSpec) {
        self.count = count
        self.view = view
    }
}

public struct SectionSpec: Sendable, Equatable {
    public var header: ViewSpec?
    public var footer: ViewSpec?
    /// Rows of a table or items of a collection view, in order.
    public var rows: [ViewRun]

    public init(header: ViewSpec? = nil, footer: ViewSpec? = nil, rows: [ViewRun]) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }

    public var rowCount: Int { rows.reduce(0) { $0 + $1.count } }
}

// MARK: - The list

public enum TableStyle: String, Sendable, Equatable, CaseIterable {
    case plain, grouped, insetGrouped
}

/// UITableViewCell.SeparatorStyle.
public enum SeparatorStyle: String, Sendable, Equatable, CaseIterable {
    case none, singleLine
}

/// UIScrollView.ContentInsetAdjustmentBehavior (rule 1.2, Docs/uikit-rules.md).
public enum ContentInsetAdjustmentBehavior: String, Sendable, Equatable, CaseIterable {
    case automatic, scrollableAxes, never, always
}

public struct TableSpec: Sendable, Equatable {
    public var style: TableStyle
    public var rowHeight: Dimension
    public var sectionHeaderHeight: Dimension
    public var sectionFooterHeight: Dimension
    /// nil = automatic (Docs/decisions.md: 22 pt in plain, 0 in grouped styles).
    public var sectionHeaderTopPadding: Double?
    public var tableHeaderView: ViewSpec?
    public var tableFooterView: ViewSpec?
    /// UITableView.separatorStyle: `.none` draws no separators (seed 003).
    public var separatorStyle: SeparatorStyle = .singleLine
    /// UITableView.estimatedRowHeight (rules 4.2, 4.3, Docs/uikit-rules.md). Only `.points(e)` with e > 0 simulates
    /// estimation: self-sized rows count as `e` until they are realised. `.automatic` (UIKit's
    /// default; the value the table picks is not published) and `.points(0)` (estimation off)
    /// measure every row before the first frame, a perfect estimate (Docs/uikit-rules.md, Assumptions).
    public var estimatedRowHeight: Dimension = .automatic
    /// insetGrouped: the section's corner radius, 10 before iOS 26 and 26 from it (rules 3.4,
    /// 9.8, Docs/uikit-rules.md); the simulation sets it from the scenario's version.
    public var sectionCornerRadius = TableMetrics.insetGroupedCornerRadius

    /// The estimate that rows are laid out from until realised; nil when every row is measured up front.
    public var rowEstimate: Double? {
        if case .points(let e) = estimatedRowHeight, e > 0 { return e }
        return nil
    }

    public init(
        style: TableStyle = .plain, rowHeight: Dimension = .automatic,
        sectionHeaderHeight: Dimension = .automatic, sectionFooterHeight: Dimension = .automatic,
        sectionHeaderTopPadding: Double? = nil, tableHeaderView: ViewSpec? = nil, tableFooterView: ViewSpec? = nil
    ) {
        self.style = style
        self.rowHeight = rowHeight
        self.sectionHeaderHeight = sectionHeaderHeight
        self.sectionFooterHeight = sectionFooterHeight
        self.sectionHeaderTopPadding = sectionHeaderTopPadding
        self.tableHeaderView = tableHeaderView
        self.tableFooterView = tableFooterView
    }
}

/// UICollectionViewFlowLayout, vertical (rule 5.1 of Docs/uikit-rules.md defaults).
public struct FlowSpec: Sendable, Equatable {
    public var itemSize: Size
    public var minimumLineSpacing: Double
    public var minimumInteritemSpacing: Double
    public var sectionInset: Insets
    public var headerReferenceSize: Size
    public var footerReferenceSize: Size
    public var sectionHeadersPinToVisibleBounds: Bool
    public var sectionFootersPinToVisibleBounds: Bool

    public init(
        itemSize: Size = Size(width: 50, height: 50), minimumLineSpacing: Double = 10,
        minimumInteritemSpacing: Double = 10, sectionInset: Insets = .zero,
        headerReferenceSize: Size = Size(width: 0, height: 0), footerReferenceSize: Size = Size(width: 0, height: 0),
        sectionHeadersPinToVisibleBounds: Bool = false, sectionFootersPinToVisibleBounds: Bool = false
    ) {
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
    }
}

public enum ListKind: Sendable, Equatable {
    case table(TableSpec)
    case collection(FlowSpec)
    /// A SwiftUI `List` or `ScrollView { LazyVStack }` (`SwiftUI/SwiftUISpec.swift`).
    case swiftUI(SwiftUISpec)
    /// UICollectionViewCompositionalLayout (`Compositional/`).
    case compositional(CompositionalSpec)
    /// A Jetpack Compose `LazyColumn` in a `Scaffold` (Compose/ComposeSpec.swift).
    case compose(ComposeSpec)
    /// A Flutter CustomScrollView of slivers (Flutter/FlutterSpec.swift).
    case flutter(FlutterSpec)
}

/// One edge of `list.frame` (Docs/decisions.md, Geometry).
public enum FrameEdge: Sendable, Equatable {
    case points(Double)
    case safeArea
    case belowBar
}

public struct ListSpec: Sendable, Equatable {
    public var kind: ListKind
    public var frameTop: FrameEdge
    /// nil = the bottom of the screen.
    public var frameBottom: FrameEdge?
    public var contentInset: Insets
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
    public var bounces: Bool
    /// nil = UIKit's default for the kind: tables bounce vertically even when short, collection views don't.
    public var alwaysBounceVertical: Bool?
    public var backgroundColor: ColorSpec?
    /// UIScrollView.topEdgeEffect / bottomEdgeEffect (iOS 26 and later; rule 9.2,
    /// Docs/uikit-rules.md): the style of the effect under the bar at each edge. Earlier releases
    /// have no such property and draw none.
    public var topEdgeEffect = ScrollEdgeEffectStyle.automatic
    public var bottomEdgeEffect = ScrollEdgeEffectStyle.automatic
    public var sections: [SectionSpec] {
        get { storedSections }
        // In place, as a stored property is, so appending one section does not copy the others.
        _modify {
            contentMemo = SectionContentMemo()
            yield &storedSections
        }
        set {
            contentMemo = SectionContentMemo()
            storedSections = newValue
        }
    }
    private var storedSections: [SectionSpec]
    /// Whether some section carries content, once `rememberSectionContent()` has looked; any
    /// change to `sections` forgets it (`Scenario/SectionFacts.swift`).
    var contentMemo = SectionContentMemo()

    public init(
        kind: ListKind, frameTop: FrameEdge = .points(0), frameBottom: FrameEdge? = nil,
        contentInset: Insets = .zero, contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic,
        bounces: Bool = true, alwaysBounceVertical: Bool? = nil, backgroundColor: ColorSpec? = nil,
        sections: [SectionSpec]
    ) {
        self.kind = kind
        self.frameTop = frameTop
        self.frameBottom = frameBottom
        self.contentInset = contentInset
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.bounces = bounces
        self.alwaysBounceVertical = alwaysBounceVertical
        self.backgroundColor = backgroundColor
        storedSections = sections
    }
}

// MARK: - Bar, behaviours, path

/// One of a scenario file's variants: its name and the scenario it decodes to.
public struct ScenarioVariant: Sendable, Equatable {
    public var name: String
    public var scenario: Scenario

    public init(name: String, scenario: Scenario) {
        self.name = name
        self.scenario = scenario
    }
}

public struct NavigationBarSpec: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// A UINavigationBar: it extends the list's safe area.
        case system
        /// A plain view drawn over the list (seed 004): the safe area is unchanged.
        case overlay
    }
    public var kind: Kind
    /// Height below the bar's top (the safe-area top for an overlay bar; for a system bar the status
    /// bar's bottom before iOS 26, the safe-area top from 26); nil: 44, or 54 for a system bar
    /// from iOS 26 (rules 7.1, 9.1, Docs/uikit-rules.md). `inlineHeight(on:)` resolves it.
    public var height: Double?
    public var title: String?
    public var color: ColorSpec?
    /// Alpha goes 0 -> 1 as contentOffset.y goes from `from` to `to`; nil = always opaque.
    public var fade: Fade?
    /// UINavigationBar.prefersLargeTitles (system bars only).
    public var prefersLargeTitles = false
    /// UINavigationItem.largeTitleDisplayMode (system bars only).
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// UINavigationBar.standardAppearance's background (system bars only).
    public var standardAppearance = BarBackground.default
    /// UINavigationBar.scrollEdgeAppearance's background; nil: the standard appearance with a
    /// transparent background (rule 7.2, Docs/uikit-rules.md).
    public var scrollEdgeAppearance: BarBackground?
    /// UINavigationItem.searchController (system bars only); nil: no search field.
    public var searchController: SearchControllerSpec?
    /// UINavigationItem.leftBarButtonItems / rightBarButtonItems (system bars only), outermost first.
    public var leftItems: [BarItem] = []
    public var rightItems: [BarItem] = []
    /// An overlay bar with a `UIScrollEdgeElementContainerInteraction` (SwiftUI: a view placed with
    /// `safeAreaBar`): the scroll edge effect sits under it on iOS 26 and later (rule 9.3,
    /// Docs/uikit-rules.md). Without it an overlay bar, the app's own view, gets none.
    public var scrollEdgeElementContainer = false

    /// Whether the bar shows a large title: `never` never; `always` and `automatic` when the bar
    /// prefers large titles (`largeTitleDisplayMode` is only honoured when `prefersLargeTitles`
    /// is true: Apple, `prefersLargeTitles`; rule 7.4, Docs/uikit-rules.md).
    public var showsLargeTitle: Bool {
        kind == .system && prefersLargeTitles && largeTitleDisplayMode != .never
    }

    public func background(_ state: BarAppearanceState) -> BarBackground {
        state == .standard ? standardAppearance : scrollEdgeAppearance ?? .transparent
    }

    /// The bar's height below its top on `version` (`height`, or the system's).
    public func inlineHeight(on version: IOSVersion) -> Double {
        height ?? (kind == .system ? BarMetrics.inlineHeight(version) : BarMetrics.inlineHeight)
    }

    public init(
        kind: Kind = .system, height: Double? = nil, title: String? = nil, color: ColorSpec? = nil,
        fade: Fade? = nil
    ) {
        self.kind = kind
        self.height = height
        self.title = title
        self.color = color
        self.fade = fade
    }

    /// The offsets over which the bar's alpha goes from 0 to 1.
    public struct Fade: Sendable, Equatable {
        public var from: Double
        public var to: Double

        public init(from: Double, to: Double) {
            self.from = from
            self.to = to
        }
    }
}

/// A scroll-driven behaviour, as a `scrollViewDidScroll` delegate would implement it.
public enum BehaviorSpec: Sendable, Equatable {
    /// Seed 004: while contentOffset.y > (top of `section` - bar bottom), contentInset.top = bar bottom.
    case pinUnderNavigationBar(section: Int)
    /// Seed 002: a large section header that turns compact and pins (see `CollapsingHeader`).
    case collapsingHeader(CollapsingHeaderSpec)
    /// Seed 002: `bounces` only while contentOffset.y > `offset` (no pull-down at the top).
    case bouncesAbove(offset: Double)
    /// A bar that leaves and comes back by the direction of travel (`DirectionalBar`).
    case directionalBar(DirectionalBarSpec)
    /// A bar that collapses by the offset, up to `extent` (`CollapsingTopBar`, Compose exitUntilCollapsed).
    case collapsingTopBar(bar: String, extent: Double)
    /// A table's `tableHeaderView`, or a collection view's `header.0`, that stretches when pulled
    /// down and moves at `parallax` of the content when scrolled up (`StretchyHeader`).
    case stretchyHeader(parallax: Double)

    public var name: String {
        switch self {
        case .stretchyHeader: return "stretchyHeader"
        case .directionalBar(let spec): return spec.bar
        case .collapsingTopBar(let bar, _): return bar
        case .pinUnderNavigationBar: return "pinUnderNavigationBar"
        case .collapsingHeader: return "collapsingHeader"
        case .bouncesAbove: return "bouncesAbove"
        }
    }
}

/// The parameters of seed 002's dynamic profile header.
public struct CollapsingHeaderSpec: Sendable, Equatable {
    public enum Trigger: Sendable, Equatable {
        /// The new rule: the header's bottom, in window coordinates, reaches y <= this value.
        case headerBottomInWindow(Double)
        /// The old rule: contentOffset.y reaches this value.
        case offset(Double)
    }

    public var section: Int
    public var trigger: Trigger
    /// Header height while compact (the name row and the tab row).
    public var compactHeight: Double
    /// While compact, `sectionInset.top` = the stored offset + this (seed: 12).
    public var compactInsetAfterOffset: Double

    public init(section: Int, trigger: Trigger, compactHeight: Double, compactInsetAfterOffset: Double) {
        self.section = section
        self.trigger = trigger
        self.compactHeight = compactHeight
        self.compactInsetAfterOffset = compactInsetAfterOffset
    }
}

/// One value of `scroll.path` (Docs/decisions.md, Frames and paths).
public enum PathValue: Sendable, Equatable {
    case offset(Double)
    case start
    case end
    /// Finger distance past the top (< 0) or past the end (> 0).
    case drag(Double)
}
