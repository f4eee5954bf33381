/// A SwiftUI screen's scrolling container (Docs/platform-rules.md#swiftui): a `List` in one of
/// its list styles, or a `ScrollView` holding a `LazyVStack(spacing:pinnedViews:)`, each with
/// `Section` headers and footers, an optional `safeAreaInset(edge: .top)` bar and a navigation title.
public struct SwiftUISpec: Sendable, Equatable {
    public enum Container: Sendable, Equatable {
        /// `List { Section ... }.listStyle(style)`.
        case list(SwiftUIListStyle)
        /// `ScrollView { LazyVStack(spacing:pinnedViews:) { Section ... } }`.
        case lazyVStack(spacing: Double, pinnedViews: PinnedScrollableViews)
    }

    public var container: Container
    /// `.safeAreaInset(edge: .top) { view }`: a view of `height` laid over the top of the scroll
    /// view, below the navigation bar; it moves the visible top down by its height. nil: none.
    public var safeAreaInsetTop: ViewSpec?
    /// `safeAreaInset(edge: .top, spacing:)`: extra distance between the inset view and the
    /// content. Apple: nil is "the default amount of spacing", not published; 0 is an assumption
    /// (Docs/platform-rules.md).
    public var safeAreaInsetTopSpacing = 0.0
    /// The view is placed with iOS 26's `.safeAreaBar(edge: .top)` rather than `.safeAreaInset`:
    /// laid out the same, with the top scroll edge effect under it (rules 9.3, 9.9, Docs/uikit-rules.md).
    public var safeAreaInsetIsBar = false
    /// `.navigationTitle(_:)`; nil: no navigation stack, so no bar.
    public var navigationTitle: String?
    /// `.navigationBarTitleDisplayMode(_:)`.
    public var titleDisplayMode: TitleDisplayMode

    public init(
        container: Container, safeAreaInsetTop: ViewSpec? = nil, navigationTitle: String? = nil,
        titleDisplayMode: TitleDisplayMode = .automatic
    ) {
        self.container = container
        self.safeAreaInsetTop = safeAreaInsetTop
        self.navigationTitle = navigationTitle
        self.titleDisplayMode = titleDisplayMode
    }

    /// The safeAreaInset view's height (its view's fixed height; the decoder requires one).
    public var safeAreaInsetTopHeight: Double {
        if case .points(let h)? = safeAreaInsetTop?.height { return h }
        return 0
    }

    /// How far the safeAreaInset moves the visible top down: its view and the spacing below it.
    public var safeAreaInsetTopExtent: Double {
        safeAreaInsetTop == nil ? 0 : safeAreaInsetTopHeight + safeAreaInsetTopSpacing
    }

    /// An inset grouped List's corner radius (rule 9.8): set by the simulation from the version.
    public var sectionCornerRadius = TableMetrics.insetGroupedCornerRadius
    /// `.searchable(text:placement:prompt:)` on the stack's root: a search field stacked under the
    /// title as a search controller's (`navigationBarDrawer`; rules 7.6, 9.7, Docs/uikit-rules.md).
    public var searchable: SearchControllerSpec?

    /// The navigation bar a `NavigationStack` shows for `navigationTitle`: a system bar whose title
    /// is large or inline as `titleDisplayMode` says. `automatic` on the stack's root content is
    /// large when a title is set (Apple, `ToolbarTitleDisplayMode.automatic`), which is what the
    /// bar's `automatic` does for the first item when it prefers large titles (rule 7.4,
    /// Docs/uikit-rules.md), so the bar of the bars issue is reused as it is.
    public var navigationBar: NavigationBarSpec? {
        guard let navigationTitle else { return nil }
        var bar = NavigationBarSpec(kind: .system, title: navigationTitle)
        switch titleDisplayMode {
        case .automatic:
            bar.prefersLargeTitles = true
            bar.largeTitleDisplayMode = .automatic
        case .large:
            bar.prefersLargeTitles = true
            bar.largeTitleDisplayMode = .always
        case .inline:
            bar.prefersLargeTitles = false
            bar.largeTitleDisplayMode = .never
        }
        bar.searchController = searchable
        return bar
    }
}

/// The list styles of SwiftUI's `List` that mockgen lays out (`.listStyle(.plain)` ...).
public enum SwiftUIListStyle: String, Sendable, Equatable, CaseIterable {
    case plain, grouped, insetGrouped, sidebar
}

/// `PinnedScrollableViews`: which section views of a lazy stack pin to the scroll view's edges.
public struct PinnedScrollableViews: Sendable, Equatable, Hashable {
    public var sectionHeaders: Bool
    public var sectionFooters: Bool
    public init(sectionHeaders: Bool = false, sectionFooters: Bool = false) {
        self.sectionHeaders = sectionHeaders
        self.sectionFooters = sectionFooters
    }
}

/// `NavigationBarItem.TitleDisplayMode`.
public enum TitleDisplayMode: String, Sendable, Equatable, CaseIterable {
    case automatic, inline, large
}
