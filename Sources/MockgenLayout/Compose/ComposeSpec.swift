/// A Jetpack Compose screen (Docs/platform-rules.md#jetpack-compose): a `Scaffold` whose `topBar` is a Material 3 top app bar,
/// around a `LazyColumn` that takes the Scaffold's inner padding as its `contentPadding` (the
/// idiom of the Material 3 samples, androidx material3 AppBar.kt `@sample ... EnterAlwaysTopAppBar`).
/// Lengths are dp. The LazyColumn's children are the list's sections: a `stickyHeader` opens a
/// section (its header, `header.S`), `item` and `items` are the section's rows (`cell.S.I`); the
/// children before the first sticky header are section 0, without a header.
public struct ComposeSpec: Sendable, Equatable {
    /// `LazyColumn(contentPadding =)`, added to the Scaffold's inner padding: top is the top app
    /// bar's expanded height (the status bar without a bar), bottom the navigation bar's inset.
    /// `left` and `right` stand for start and end (left to right).
    public var contentPadding: Insets
    /// `verticalArrangement = Arrangement.spacedBy(s)`: the gap between two children.
    public var spacing: Double
    public var topBar: TopAppBarSpec?
    public var innerPadding: InnerPadding
    /// The Scaffold's `bottomBar` and `floatingActionButton` (Compose/ScaffoldParts.swift).
    public var bottomBar: ComposeBottomBarSpec?
    public var floatingActionButton: FloatingActionButtonSpec?
    public var floatingActionButtonPosition = FloatingActionButtonSpec.Position.end
    /// A `HorizontalFloatingToolbar` over the content (Compose/FloatingToolbar.swift).
    public var floatingToolbar: FloatingToolbarSpec?

    /// How the LazyColumn takes the Scaffold's inner padding (the `content` lambda's argument).
    public enum InnerPadding: String, Sendable, Equatable, CaseIterable {
        /// `LazyColumn(contentPadding = innerPadding)`, as the Material 3 samples do: the list
        /// spans the screen and the padding scrolls with it; a sticky header pins at the screen's
        /// top edge, under the top app bar and the status bar.
        case contentPadding
        /// `LazyColumn(Modifier.padding(innerPadding))`: the list starts under the top app bar
        /// and follows it as it moves; a sticky header pins at the bar's bottom.
        case modifier
    }

    public init(
        contentPadding: Insets = .zero, spacing: Double = 0, topBar: TopAppBarSpec? = nil,
        innerPadding: InnerPadding = .contentPadding
    ) {
        self.contentPadding = contentPadding
        self.spacing = spacing
        self.topBar = topBar
        self.innerPadding = innerPadding
    }
}

/// A Material 3 top app bar in a `Scaffold`'s `topBar`: a one-row bar (`TopAppBar`,
/// `CenterAlignedTopAppBar`) or a two-row one (`MediumTopAppBar`, `LargeTopAppBar` and the
/// Expressive `MediumFlexibleTopAppBar`, `LargeFlexibleTopAppBar`).
public struct TopAppBarSpec: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case topAppBar = "TopAppBar"
        case centerAlignedTopAppBar = "CenterAlignedTopAppBar"
        case mediumTopAppBar = "MediumTopAppBar"
        case largeTopAppBar = "LargeTopAppBar"
        case mediumFlexibleTopAppBar = "MediumFlexibleTopAppBar"
        case largeFlexibleTopAppBar = "LargeFlexibleTopAppBar"

        /// `TwoRowsTopAppBar`: a collapsed top row and a larger title row under it.
        public var isTwoRows: Bool { self != .topAppBar && self != .centerAlignedTopAppBar }
    }

    /// `TopAppBarTitleAlignment` (`titleHorizontalAlignment`).
    public enum TitleAlignment: String, Sendable, Equatable, CaseIterable {
        case start = "Start"
        case center = "Center"
    }

    /// `TopAppBarDefaults.*ScrollBehavior`.
    public enum ScrollBehavior: String, Sendable, Equatable, CaseIterable {
        /// Never moves (androidx material3 AppBar.kt, `PinnedScrollBehavior`: only `contentOffset`).
        case pinned
        /// Hides with every delta up and comes back with every delta down (`EnterAlwaysScrollBehavior`).
        case enterAlways
        /// Collapses to its collapsed height as the content goes up, expands only once the list
        /// is back at its top (`ExitUntilCollapsedScrollBehavior`: pre-scroll collapses,
        /// post-scroll expands with what the list left over).
        case exitUntilCollapsed
    }

    public var kind: Kind
    public var title: String?
    /// The Expressive bars' `subtitle`; it makes the flexible bars taller.
    public var subtitle: String?
    /// nil: the kind's own (centred for `CenterAlignedTopAppBar`, else the start).
    public var titleHorizontalAlignment: TitleAlignment?
    public var color: ColorSpec?
    public var scrollBehavior: ScrollBehavior

    public init(
        kind: Kind = .topAppBar, title: String? = nil, subtitle: String? = nil,
        titleHorizontalAlignment: TitleAlignment? = nil, color: ColorSpec? = nil,
        scrollBehavior: ScrollBehavior = .pinned
    ) {
        self.kind = kind
        self.title = title
        self.subtitle = subtitle
        self.titleHorizontalAlignment = titleHorizontalAlignment
        self.color = color
        self.scrollBehavior = scrollBehavior
    }

    /// The bar's id in events and `barsHidden` (Docs/decisions.md: bars by name).
    public static let id = "topAppBar"

    /// Whether the title is centred: `CenterAlignedTopAppBar` always, the others when asked.
    public var centresTitle: Bool { kind == .centerAlignedTopAppBar || titleHorizontalAlignment == .center }

    /// Heights below the status bar, from the compose-material3 token files
    /// (Docs/platform-rules.md, Compose 4): the one-row bars 64 (`AppBarSmallTokens.ContainerHeight`);
    /// `MediumTopAppBar` 112 (`AppBarMediumTokens`), `LargeTopAppBar` 152 (`AppBarLargeTokens`);
    /// `MediumFlexibleTopAppBar` 112, 136 with a subtitle (`AppBarMediumFlexibleTokens`
    /// `ContainerHeight`, `LargeContainerHeight`); `LargeFlexibleTopAppBar` 120, 152 with a
    /// subtitle (`AppBarLargeFlexibleTokens`); every two-row bar collapses to 64.
    public var expandedHeight: Double {
        let sub = subtitle?.isEmpty == false
        switch kind {
        case .topAppBar, .centerAlignedTopAppBar: return 64
        case .mediumTopAppBar: return 112
        case .largeTopAppBar: return 152
        case .mediumFlexibleTopAppBar: return sub ? 136 : 112
        case .largeFlexibleTopAppBar: return sub ? 152 : 120
        }
    }
    public var collapsedHeight: Double { 64 }

    /// How far the bar can shrink (`TopAppBarState.heightOffsetLimit`, negated), set by the bar,
    /// not by the behaviour (androidx material3 AppBar.kt): `SingleRowTopAppBar` sets minus its
    /// whole height (the small bar can leave entirely), `TwoRowsTopAppBar` the collapsed minus the
    /// expanded height (the large bar keeps its top row). A pinned behaviour never moves it.
    public var travel: Double {
        scrollBehavior == .pinned ? 0 : (kind.isTwoRows ? expandedHeight - collapsedHeight : expandedHeight)
    }
}
