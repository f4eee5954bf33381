import MockgenText

/// The layout of one scroll offset: everything a renderer needs, in window coordinates.
/// This is the value the SVG, flipbook and JSON renderers turn into bytes (Docs/layout-json.md).
public struct FrameLayout: Sendable, Equatable {
    /// 0-based position in the flipbook.
    public var index: Int
    /// contentOffset.y actually shown (after clamping or rubber-banding).
    public var contentOffset: Double
    /// The path's offset when it was outside this variant's range and got clamped.
    public var clampedFrom: Double?
    public var contentInset: Insets
    public var adjustedContentInset: Insets
    public var contentSize: Size
    /// The list's frame on screen (window coordinates); elements are clipped to it.
    public var listFrame: Rect
    public var navigationBar: NavigationBarState?
    /// The tab bar or toolbar (rule 7.5, Docs/uikit-rules.md), nil without one.
    public var bottomBar: BottomBarState?
    /// Headers, footers, cells and table header/footer that intersect the screen, in drawing order.
    public var elements: [Element]
    /// What changed at this offset, e.g. "header.1 pins" (Docs/decisions.md, Output identity).
    public var events: [String]
    /// The state of each behaviour by name, e.g. ["pinUnderNavigationBar": "active"].
    public var behaviorStates: [BehaviorStateLabel]
    /// The sections that intersect the list's bounds, whole, in window coordinates (overlays).
    public var sectionBounds: [SectionBound]
    /// Where each behaviour switches, as its own code sees it (overlays and the flipbook legend).
    public var behaviorThresholds: [BehaviorThreshold]
    /// Direction-aware bars (`DirectionalBar`) by id: how much of each is hidden here.
    public var directionalBars: [DirectionalBarState]
    /// iOS 26 and later, a SwiftUI `safeAreaBar` without a navigation bar: the top scroll edge
    /// effect under it (rule 9.9, Docs/uikit-rules.md). Under a bar the bar's own carries it.
    public var safeAreaBarEffect: ScrollEdgeEffectState?

    public init(
        index: Int, contentOffset: Double, clampedFrom: Double? = nil, contentInset: Insets,
        adjustedContentInset: Insets, contentSize: Size, listFrame: Rect,
        navigationBar: NavigationBarState?, bottomBar: BottomBarState? = nil, elements: [Element], events: [String] = [],
        behaviorStates: [BehaviorStateLabel] = [], sectionBounds: [SectionBound] = [],
        behaviorThresholds: [BehaviorThreshold] = [], directionalBars: [DirectionalBarState] = []
    ) {
        self.index = index
        self.contentOffset = contentOffset
        self.clampedFrom = clampedFrom
        self.contentInset = contentInset
        self.adjustedContentInset = adjustedContentInset
        self.contentSize = contentSize
        self.listFrame = listFrame
        self.navigationBar = navigationBar
        self.bottomBar = bottomBar
        self.elements = elements
        self.events = events
        self.behaviorStates = behaviorStates
        self.sectionBounds = sectionBounds
        self.behaviorThresholds = behaviorThresholds
        self.directionalBars = directionalBars
    }

    /// The pin line in window coordinates: where floating headers stop (rule 2.2 of Docs/uikit-rules.md, T = off + adj.top).
    public var pinLineY: Double { listFrame.y + adjustedContentInset.top }
}

/// A section's whole area (`rectForSection`, header and footer included), in window coordinates.
public struct SectionBound: Sendable, Equatable {
    public var section: Int
    public var frame: Rect
    public init(section: Int, frame: Rect) {
        self.section = section
        self.frame = frame
    }
}

/// Where a behaviour changes state, for drawing and explaining: the contentOffset of the switch,
/// the window y of the line that its condition watches (if it watches one), and one sentence.
public struct BehaviorThreshold: Sendable, Equatable {
    public var name: String
    /// contentOffset.y at which the condition flips (seed 004: 91).
    public var offset: Double
    /// Window y of the line the watched edge crosses at `offset` (seed 004: the bar's bottom, 109).
    public var windowY: Double?
    /// What happens there, e.g. "contentInset.top = 109 past offset 91".
    public var explanation: String
    public init(name: String, offset: Double, windowY: Double?, explanation: String) {
        self.name = name
        self.offset = offset
        self.windowY = windowY
        self.explanation = explanation
    }
}

public struct BehaviorStateLabel: Sendable, Equatable {
    public var name: String
    public var state: String
    public init(name: String, state: String) {
        self.name = name
        self.state = state
    }
}

public struct NavigationBarState: Sendable, Equatable {
    /// Window coordinates: from the top of the screen to safe-area top + bar height.
    public var frame: Rect
    public var alpha: Double
    /// Shown only while the bar is opaque (seed 004: the title appears with the bar).
    public var titleVisible: Bool
    public var spec: NavigationBarSpec
    /// With a large title (rule 7.4, Docs/uikit-rules.md): 1 while the large-title area is fully shown (and while an
    /// overscroll stretches it), 0 once only the inline bar is left.
    public var largeTitleProgress: Double?
    /// System bars: which appearance is in force (rule 7.2, Docs/uikit-rules.md).
    public var appearance: BarAppearanceState?
    /// System bars: the window y where the bar's 44 pt begin (the status bar's bottom, rule 7.4, Docs/uikit-rules.md).
    public var titleTop: Double?
    /// With a search controller (rule 7.6, Docs/uikit-rules.md): the search bar's part of the bar.
    public var searchBar: SearchBarState?
    /// The bar button items (rule 7.7, Docs/uikit-rules.md), left ones first.
    public var items: [PlacedBarItem] = []
    /// iOS 26 and later: the top scroll edge effect under the bar while content is under it
    /// (rule 9.2, Docs/uikit-rules.md); nil: none.
    public var scrollEdgeEffect: ScrollEdgeEffectState?
    /// iOS 26 and later: a system bar draws no backing for its default appearance (rule 9.1).
    public var hasLiquidGlass = false

    public init(
        frame: Rect, alpha: Double, titleVisible: Bool, spec: NavigationBarSpec,
        largeTitleProgress: Double? = nil, appearance: BarAppearanceState? = nil, titleTop: Double? = nil
    ) {
        self.frame = frame
        self.alpha = alpha
        self.titleVisible = titleVisible
        self.spec = spec
        self.largeTitleProgress = largeTitleProgress
        self.appearance = appearance
        self.titleTop = titleTop
    }

    /// The background in force: the fade's alpha for a bar with `fade` or an overlay bar, the
    /// appearance's for a system bar.
    public var background: BarBackground? { appearance.map { spec.background($0) } }

    /// How much of the bar's background shows: the alpha, and 0 while a system bar's appearance
    /// in force has a transparent background (the flipbook's curve).
    public var shownOpacity: Double { background == .transparent ? 0 : alpha }
}

/// A tab bar or toolbar in one frame (rule 7.5, Docs/uikit-rules.md).
public struct BottomBarState: Sendable, Equatable {
    /// Window coordinates, the bottom safe area included.
    public var frame: Rect
    public var spec: BottomBarSpec
    public var appearance: BarAppearanceState
    /// iOS 26 and later: the floating glass bar (rule 9.6, Docs/uikit-rules.md).
    public var hasLiquidGlass = false
    /// iOS 26 and later: minimised to its selected tab (`TabBarMinimize`).
    public var minimized = false
    /// iOS 26 and later: the bottom scroll edge effect while content is under the bar (rule 9.2).
    public var scrollEdgeEffect: ScrollEdgeEffectState?

    public init(frame: Rect, spec: BottomBarSpec, appearance: BarAppearanceState) {
        self.frame = frame
        self.spec = spec
        self.appearance = appearance
    }

    public var background: BarBackground { spec.background(appearance) }
}

/// One header, footer, cell, or table header/footer on screen.
public struct Element: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case header, footer, cell, tableHeader, tableFooter
        /// A table cell's accessory, drawn in its own layer over the cell (Docs/decisions.md,
        /// Output identity: `accessory.S.I`); its frame is the accessory's own.
        case accessory
        /// A SwiftUI `safeAreaInset(edge: .top)` view, fixed under the navigation bar
        /// (`SwiftUI/SwiftUIGeometry.swift`); its id is `safeAreaInset`.
        case safeAreaInset
        /// A compositional layout's item (`item.S.I`, Docs/decisions.md).
        case item
        /// A compositional section's background (`decoration.S`): its decoration item, or a list section's own.
        case decoration
        /// A Compose Scaffold's `floatingActionButton` and `bottomBar`, over the content (ids
        /// `floatingActionButton`, `bottomBar`; Compose/ScaffoldParts.swift).
        case floatingActionButton
        case bottomBar
        /// A Material 3 `HorizontalFloatingToolbar` and its own FAB, over the content (ids
        /// `floatingToolbar`, `floatingToolbar.floatingActionButton`; Compose/FloatingToolbar.swift).
        case floatingToolbar
        case floatingToolbarButton
    }

    public var kind: Kind
    public var section: Int?
    public var item: Int?
    /// Window coordinates.
    public var frame: Rect
    /// Displaced from its natural place by floating or pinning.
    public var pinned: Bool
    public var view: ViewSpec
    /// How the list style decorates it: separators, rounded corners, default fills.
    public var decoration: Decoration
    /// A Flutter `SliverAppBar.medium` or `.large` with content scrolled under it
    /// (`isScrolledUnder`): its toolbar's collapsed title shows (Docs/platform-rules.md#flutter-21).
    /// False for every other element.
    public var scrolledUnder = false

    public init(
        kind: Kind, section: Int? = nil, item: Int? = nil, frame: Rect, pinned: Bool = false,
        view: ViewSpec, decoration: Decoration = Decoration()
    ) {
        self.kind = kind
        self.section = section
        self.item = item
        self.frame = frame
        self.pinned = pinned
        self.view = view
        self.decoration = decoration
    }

    /// `header.S`, `footer.S`, `cell.S.I`, `accessory.S.I`, `item.S.I`, `decoration.S`, `tableHeader`,
    /// `tableFooter` (Docs/decisions.md).
    public var id: String {
        switch kind {
        case .header: return "header.\(section ?? 0)"
        case .footer: return "footer.\(section ?? 0)"
        case .cell: return "cell.\(section ?? 0).\(item ?? 0)"
        case .tableHeader: return "tableHeader"
        case .tableFooter: return "tableFooter"
        case .accessory: return "accessory.\(section ?? 0).\(item ?? 0)"
        case .safeAreaInset: return "safeAreaInset"
        case .item: return "item.\(section ?? 0).\(item ?? 0)"
        case .decoration: return "decoration.\(section ?? 0)"
        case .floatingActionButton: return "floatingActionButton"
        case .bottomBar: return "bottomBar"
        case .floatingToolbar: return FloatingToolbarSpec.id
        case .floatingToolbarButton: return FloatingToolbarSpec.fabID
        }
    }
}

/// Style-dependent drawing details decided by the layout, so renderers need not know list styles.
public struct Decoration: Sendable, Equatable {
    /// A separator line at the bottom of the element, inset from the left and right (rule 2.6, Docs/uikit-rules.md).
    public var separator: Separator?
    /// Corner radius of the top and bottom corners (insetGrouped first/last cell, rule 3.4, Docs/uikit-rules.md).
    public var topCornerRadius: Double
    public var bottomCornerRadius: Double
    /// The fill used when the view names no colour.
    public var defaultFill: ColorSpec

    public init(
        separator: Separator? = nil, topCornerRadius: Double = 0,
        bottomCornerRadius: Double = 0, defaultFill: ColorSpec = .semantic("systemBackground")
    ) {
        self.separator = separator
        self.topCornerRadius = topCornerRadius
        self.bottomCornerRadius = bottomCornerRadius
        self.defaultFill = defaultFill
    }

    /// A separator's insets from the element's left and right edges.
    public struct Separator: Sendable, Equatable {
        public var left: Double
        public var right: Double

        public init(left: Double, right: Double) {
            self.left = left
            self.right = right
        }
    }
}

/// The search bar of a navigation bar's search controller in one frame (rule 7.6, Docs/uikit-rules.md).
public struct SearchBarState: Sendable, Equatable {
    /// Window coordinates: the bottom strip of the bar, as tall as the search bar still shows.
    public var frame: Rect
    /// 1 while fully shown, 0 once tucked away.
    public var progress: Double

    public init(frame: Rect, progress: Double) {
        self.frame = frame
        self.progress = progress
    }
}

/// Something that changed during the walk (Docs/decisions.md, Output identity: event labels), where
/// it happened, and which frame shows it.
public struct ScrollEvent: Sendable, Equatable {
    /// Orders events at one offset the same way whatever the frames are: behaviours first (they
    /// cause the rest), then pins, then the bar.
    public enum Kind: Int, Sendable, Comparable {
        case behavior, pin, bar
        public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    public var kind: Kind
    /// "header.1 pins", "navigationBar opaque", "collapsingHeader compact".
    public var label: String
    /// contentOffset.y where it happened.
    public var offset: Double
    /// The frame drawn exactly there, if any.
    public var frame: Int?
    /// `frame`, or else the frame nearest it along the path.
    public var nearestFrame: Int
    /// Which way the path was scrolling when it happened, as the walk saw it; nil where it stood.
    public var direction: Direction?
    /// True when it happened at `nearestFrame`'s offset as the path set off from there (a turn
    /// on a threshold): the frame shows the state before it (Docs/decisions.md, Events).
    public var leavesFrame = false

    /// `down`: contentOffset.y growing.
    public enum Direction: String, Sendable { case down, up }

    public init(
        kind: Kind, label: String, offset: Double, frame: Int?, nearestFrame: Int, direction: Direction? = nil,
        leavesFrame: Bool = false
    ) {
        self.leavesFrame = leavesFrame
        self.kind = kind
        self.label = label
        self.offset = offset
        self.frame = frame
        self.nearestFrame = nearestFrame
        self.direction = direction
    }
}

/// A path node as written (`start`, `end`, `120`, `drag -120`) and the offset it resolved to.
public struct ResolvedNode: Sendable, Equatable {
    public var value: String
    public var offset: Double
    public init(value: String, offset: Double) {
        self.value = value
        self.offset = offset
    }
}
