/// The scenario's description of UIKit's system bars beyond the inline navigation bar: large
/// titles, bar appearances, the tab bar and the toolbar (Docs/uikit-rules.md).

/// UINavigationItem.LargeTitleDisplayMode. The list's view controller is the root of its
/// navigation stack, so `automatic` has no previous item to inherit from and follows the bar's
/// `prefersLargeTitles`, as Apple's header comment for `.automatic` says of the first item pushed.
public enum LargeTitleDisplayMode: String, Sendable, Equatable, CaseIterable {
    case automatic, always, never
}

/// The background of a UIBarAppearance: `configureWithDefaultBackground` (the material: a
/// translucent fill and a hairline shadow), `configureWithOpaqueBackground`,
/// `configureWithTransparentBackground`.
public enum BarBackground: String, Sendable, Equatable, CaseIterable {
    case `default`, opaque, transparent
}

/// Which of the bar's two appearances is in force (rule 7.2, Docs/uikit-rules.md).
public enum BarAppearanceState: String, Sendable, Equatable {
    case scrollEdge, standard
}

/// A bar at the bottom edge: UITabBar (49 pt) or UIToolbar.
public struct BottomBarSpec: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case tabBar, toolbar
    }
    public var kind: Kind
    /// Tab titles, or the toolbar's text items, left to right.
    public var items: [String]
    public var standardAppearance: BarBackground
    /// nil: UIKit's default, the standard appearance with a transparent background.
    public var scrollEdgeAppearance: BarBackground?

    public init(
        kind: Kind, items: [String] = [], standardAppearance: BarBackground = .default,
        scrollEdgeAppearance: BarBackground? = nil
    ) {
        self.kind = kind
        self.items = items
        self.standardAppearance = standardAppearance
        self.scrollEdgeAppearance = scrollEdgeAppearance
    }

    /// The id of its `<g data-id>` and of its events (Docs/decisions.md, Output identity).
    public var id: String { kind.rawValue }

    public func background(_ state: BarAppearanceState) -> BarBackground {
        state == .standard ? standardAppearance : scrollEdgeAppearance ?? .transparent
    }
}

/// A UISearchController in the navigation item: its search bar sits under the title (rule 7.6, Docs/uikit-rules.md).
public struct SearchControllerSpec: Sendable, Equatable {
    /// UINavigationItem.hidesSearchBarWhenScrolling (default true): the search bar shows only at
    /// the top of the content and tucks into the bar as the content scrolls.
    public var hidesSearchBarWhenScrolling: Bool
    /// The search field's placeholder text.
    public var placeholder: String

    public init(hidesSearchBarWhenScrolling: Bool = true, placeholder: String = "Search") {
        self.hidesSearchBarWhenScrolling = hidesSearchBarWhenScrolling
        self.placeholder = placeholder
    }
}
