import MockgenLayout

/// UIKit's direction-aware bars, as behaviours on the direction-of-travel mechanism
/// (Behaviors/DirectionalBar.swift):
/// - `{ "type": "hidesBarsOnSwipe" }`: UINavigationController.hidesBarsOnSwipe. Apple: an upward
///   swipe hides the navigation bar and the toolbar, a downward swipe shows them again; a toolbar
///   without items stays.
/// - `{ "type": "hidesTabBarOnScroll" }`: an app's `scrollViewDidScroll` hiding the tab bar while
///   the content goes up and showing it when the content comes down (UIKit has no property for it
///   on iOS 17).
/// Both take the path's direction of travel as the gesture's (an assumption, Docs/platform-rules.md).
extension ScenarioDecoder {
    static func decodeSwipeBars(
        _ type: String, _ r: Reader, bar: NavigationBarSpec?, version: IOSVersion
    ) throws(ScenarioError) -> BehaviorSpec {
        if type == "hidesTabBarOnScroll" {
            // The bar's own 49 pt (rule 7.5, Docs/uikit-rules.md); the bottom safe area goes with it.
            return .directionalBar(
                DirectionalBarSpec(
                    bar: BottomBarSpec.Kind.tabBar.rawValue, extent: BarMetrics.tabBarHeight,
                    response: .swipe))
        }
        guard let bar else { throw r.fail("hidesBarsOnSwipe needs a navigationBar") }
        guard bar.kind == .system else {
            throw r.fail(
                "hidesBarsOnSwipe is UINavigationController's and hides a system bar; an overlay bar is the app's own view")
        }
        // The bar below its top: 44 pt (54 from iOS 26), a large title's 52 and a search bar's 52
        // (rules 7.4, 7.6, 9.1).
        let extent =
            bar.inlineHeight(on: version) + (bar.showsLargeTitle ? BarMetrics.largeTitleHeight : 0)
            + (bar.searchController != nil ? BarMetrics.searchBarHeight : 0)
        return .directionalBar(DirectionalBarSpec(bar: "navigationBar", extent: extent, response: .swipe))
    }

    static func checkTabBarBehavior(_ o: ObjectReader, behaviors: [BehaviorSpec], bottomBar: BottomBarSpec?) throws(ScenarioError)
    {
        guard let list = o.optional("behaviors") else { return }
        if let tab = bottomBar, tab.kind == .tabBar {
            // One tab bar cannot both hide by the app's code and minimise by iOS 26's (rule 9.6).
            guard tab.minimizeBehavior.minimizes else { return }
            for (behavior, reader) in zip(behaviors, try list.array()) {
                if case .directionalBar(let spec) = behavior, spec.bar == BottomBarSpec.Kind.tabBar.rawValue {
                    throw reader.fail("hidesTabBarOnScroll and tabBar.tabBarMinimizeBehavior both move the tab bar; keep one")
                }
            }
            return
        }
        for (behavior, reader) in zip(behaviors, try list.array()) {
            if case .directionalBar(let spec) = behavior, spec.bar == BottomBarSpec.Kind.tabBar.rawValue {
                throw reader.fail("hidesTabBarOnScroll needs a tabBar")
            }
        }
    }
}
