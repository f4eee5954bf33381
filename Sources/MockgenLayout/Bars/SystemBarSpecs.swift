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
    /// Tab bars: UITabBarController.selectedIndex, the tab drawn as selected (default 0).
    public var selectedIndex = 0
    /// Tab bars: each item's SF Symbol (`{ "title", "symbol" }`), nil for a title alone; drawn
    /// as a placeholder, like bar button symbols.
    public var symbols: [String?] = []
    /// Tab bars, iOS 26 and later: `tabBarMinimizeBehavior` (rule 9.6, Docs/uikit-rules.md).
    public var minimizeBehavior = TabBarMinimizeBehavior.automatic
    /// Tab bars, iOS 26 and later: a bottom accessory (`UITabAccessory`,
    /// `.tabViewBottomAccessory`) with its title; it raises the content's bottom inset to 139.
    public var bottomAccessory: BottomAccessorySpec?

    public init(
        kind: Kind, items: [String] = [], standardAppearance: BarBackground = .default,
        scrollEdgeAppearance: BarBackground? = nil
    ) {
        self.kind = kind
        self.items = items
        symbols = Array(repeating: nil, count: items.count)
        self.standardAppearance = standardAppearance
        self.scrollEdgeAppearance = scrollEdgeAppearance
    }

    /// The id of its `<g data-id>` and of its events (Docs/decisions.md, Output identity).
    public var id: String { kind.rawValue }

    public func background(_ state: BarAppearanceState) -> BarBackground {
        state == .standard ? standardAppearance : scrollEdgeAppearance ?? .transparent
    }
}

/// `UITabBarController.tabBarMinimizeBehavior` (iOS 26): `automatic` does not minimise on an
/// iPhone (Apple's SwiftUI `TabBarMinimizeBehavior.automatic`), `never` never does.
public enum TabBarMinimizeBehavior: String, Sendable, Equatable, CaseIterable {
    case automatic, never, onScrollDown, onScrollUp

    /// Whether the bar minimises at all on an iPhone.
    public var minimizes: Bool { self == .onScrollDown || self == .onScrollUp }
}

/// A tab bar's bottom accessory (iOS 26): a glass capsule above the bar, inline beside the
/// minimised tab (rule 9.6, Docs/uikit-rules.md).
public struct BottomAccessorySpec: Sendable, Equatable {
    public var title: String?
    public init(title: String? = nil) { self.title = title }
}

/// A UISearchController in the navigation item: its search bar sits under the title (rule 7.6, Docs/uikit-rules.md).
public struct SearchControllerSpec: Sendable, Equatable {
    /// UINavigationItem.hidesSearchBarWhenScrolling (default true): the search bar shows only at
    /// the top of the content and tucks into the bar as the content scrolls.
    public var hidesSearchBarWhenScrolling: Bool
    /// The search field's placeholder text.
    public var placeholder: String
    /// UINavigationItem.searchBarPlacementAllowsToolbarIntegration (iOS 26, default true): on an
    /// iPhone with a toolbar the field moves into it, which mockgen refuses (rule 9.7).
    public var allowsToolbarIntegration = true

    public init(hidesSearchBarWhenScrolling: Bool = true, placeholder: String = "Search") {
        self.hidesSearchBarWhenScrolling = hidesSearchBarWhenScrolling
        self.placeholder = placeholder
    }
}
