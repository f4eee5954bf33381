import MockgenLayout

/// The system-bar keys of `navigationBar` and the `tabBar` / `toolbar` objects
/// (Docs/scenario-format.md).
extension ScenarioDecoder {
    static let navigationBarKeys = ScenarioKeys.navigationBar.names

    /// Keys of iOS 26 and 27 whose geometry no source gives (Docs/uikit-rules.md, rule 9.7): refused,
    /// each with why, rather than drawn at an invented height.
    static let unpublishedBarKeys: [(String, String)] = [
        (
            "subtitle",
            "iOS 26's UINavigationItem.subtitle is not modelled: how much it adds to the bar's height is unpublished"
        ),
        (
            "largeSubtitle",
            "iOS 26's UINavigationItem.largeSubtitle is not modelled: how much it adds to the large-title area is unpublished"
        ),
        (
            "navigationBarMinimization",
            "iOS 27's navigation bar minimisation is not modelled yet: the minimised bar's height, and how far its title moves, are unpublished"
        ),
    ]
    static let systemOnlyBarKeys = ScenarioKeys.systemOnlyBar.names
    static let bottomBarKeys = ScenarioKeys.bottomBar.names
    /// Keys of UITabBarController and iOS 26's tab bar (rule 9.6, Docs/uikit-rules.md).
    static let tabBarOnlyKeys = ScenarioKeys.tabBar.names

    static func decodeSystemBarKeys(_ o: ObjectReader, into bar: inout NavigationBarSpec) throws(ScenarioError) {
        for (key, why) in unpublishedBarKeys { if let r = o.optional(key) { throw r.fail(why) } }
        if bar.kind == .overlay, let key = systemOnlyBarKeys.first(where: { o.optional($0) != nil }) {
            throw o[key]!.fail("\(key) belongs to a system bar (\"kind\": \"system\"); an overlay bar is the app's own view")
        }
        if let r = o.optional("scrollEdgeElementContainer") {
            // Rule 9.3 (Docs/uikit-rules.md): a system bar draws its own effect; the interaction is
            // for the app's own views.
            guard bar.kind == .overlay else {
                throw r.fail(
                    "scrollEdgeElementContainer belongs to an overlay bar (the app's own view); a system bar has its edge effect already"
                )
            }
            bar.scrollEdgeElementContainer = try r.bool()
        }
        bar.prefersLargeTitles = try o.optional("prefersLargeTitles")?.bool() ?? false
        bar.largeTitleDisplayMode =
            try o.optional("largeTitleDisplayMode")?
            .oneOf(LargeTitleDisplayMode.allCases.map { ($0.rawValue, $0) }) ?? .automatic
        bar.standardAppearance = try o.optional("standardAppearance").map(decodeBackground) ?? .default
        bar.scrollEdgeAppearance = try o.optional("scrollEdgeAppearance").map(decodeBackground)
        if let r = o.optional("searchController") {
            let so = try r.object(ScenarioKeys.searchController.names)
            var search = SearchControllerSpec()
            // Rule 9.7 (Docs/uikit-rules.md): the stacked bar under the title is the one placement
            // with a known height (rule 7.6); iOS 26's integrated placements have none published.
            if let p = so.optional("searchBarPlacement") {
                let placement = try p.oneOf(
                    ["automatic", "stacked", "inline", "integrated", "integratedButton", "integratedCentered"].map { ($0, $0) })
                if placement != "automatic" && placement != "stacked" {
                    throw p.fail(
                        "the \(placement) search bar placement is not modelled: its geometry in the bar is unpublished; use \"stacked\""
                    )
                }
            }
            search.allowsToolbarIntegration = try so.optional("searchBarPlacementAllowsToolbarIntegration")?.bool() ?? true
            search.hidesSearchBarWhenScrolling = try so.optional("hidesSearchBarWhenScrolling")?.bool() ?? true
            search.placeholder = try so.optional("placeholder")?.string() ?? "Search"
            bar.searchController = search
        }
        bar.leftItems = try o.optional("leftItems").map(decodeItems) ?? []
        bar.rightItems = try o.optional("rightItems").map(decodeItems) ?? []
    }

    /// `"Edit"`, `{ "title": "Done", "style": "done" }` or `{ "symbol": "gear" }`; at most 3 a
    /// side (more do not fit beside a title on a phone; UIKit moves them to an overflow menu).
    static func decodeItems(_ r: Reader) throws(ScenarioError) -> [BarItem] {
        let list = try r.array()
        guard list.count <= 3 else { throw r.fail("at most 3 items a side, got \(list.count)") }
        return try list.map { i throws(ScenarioError) -> BarItem in
            if let text = i.node.value.string { return .text(text, done: false) }
            let io = try i.object(ScenarioKeys.barTextItem.names)
            // Rule 9.4 (Docs/uikit-rules.md): iOS 26's shared glass capsules; drawn from 26 on.
            var glass = BarItemGlass()
            glass.hidesSharedBackground = try io.optional("hidesSharedBackground")?.bool() ?? false
            switch (io.optional("title"), io.optional("symbol")) {
            case (let title?, nil):
                let style = try io.optional("style")?.oneOf([("plain", 0), ("done", 1), ("prominent", 2)]) ?? 0
                glass.prominent = style == 2
                return .text(try title.string(), done: style == 1, glass: glass)
            case (nil, let symbol?):
                if let style = io.optional("style") {
                    guard style.node.value.string == "prominent" else {
                        throw style.fail("style belongs to a text item (\"title\"); a symbol item takes only \"prominent\"")
                    }
                    glass.prominent = true
                }
                return .symbol(try symbol.string(), glass: glass)
            default:
                throw i.fail("an item is a string, or an object with exactly one of \"title\" and \"symbol\"")
            }
        }
    }

    static func decodeBackground(_ r: Reader) throws(ScenarioError) -> BarBackground {
        try r.oneOf(BarBackground.allCases.map { ($0.rawValue, $0) })
    }

    /// `tabBar` or `toolbar`: at most one of them (the list's view controller shows one bar at
    /// the bottom edge).
    static func decodeBottomBar(_ o: ObjectReader) throws(ScenarioError) -> BottomBarSpec? {
        let tab = o.optional("tabBar")
        let tool = o.optional("toolbar")
        if tab != nil, let tool { throw tool.fail("a screen has a tabBar or a toolbar at its bottom edge, not both") }
        guard let r = tab ?? tool else { return nil }
        let bo = try r.object(bottomBarKeys + tabBarOnlyKeys)
        var bar = BottomBarSpec(kind: tab != nil ? .tabBar : .toolbar)
        if bar.kind == .toolbar, let key = tabBarOnlyKeys.first(where: { bo.optional($0) != nil }) {
            throw bo[key]!.fail("\(key) belongs to a tabBar")
        }
        if let items = bo.optional("items") {
            let list = try items.array()
            // UITabBarController shows five tabs on iPhone at most; more go behind a "More" tab
            // (Apple, UITabBarController.moreNavigationController), which mockgen does not draw.
            guard bar.kind == .toolbar || list.count <= 5 else {
                throw items.fail("a tabBar shows at most 5 items on iPhone, got \(list.count)")
            }
            for i in list {
                // A string, or `{ "title", "symbol" }` (Docs/decisions.md) for a tab.
                if bar.kind == .tabBar, case .object = i.node.value {
                    let io = try i.object(["title", "symbol"])
                    bar.items.append(try io.optional("title")?.string() ?? "")
                    bar.symbols.append(try io.optional("symbol")?.string())
                } else {
                    bar.items.append(try i.string())
                    bar.symbols.append(nil)
                }
            }
        }
        if let r = bo.optional("selectedIndex") {
            let index = try r.size()
            guard index == index.rounded(), Int(index) < max(bar.items.count, 1) else {
                throw r.fail("selectedIndex is one of the \(bar.items.count) items' indices, from 0")
            }
            bar.selectedIndex = Int(index)
        }
        bar.minimizeBehavior =
            try bo.optional("tabBarMinimizeBehavior")?
            .oneOf(TabBarMinimizeBehavior.allCases.map { ($0.rawValue, $0) }) ?? .automatic
        if let r = bo.optional("bottomAccessory") {
            let ao = try r.object(["title"])
            bar.bottomAccessory = BottomAccessorySpec(title: try ao.optional("title")?.string())
        }
        bar.standardAppearance = try bo.optional("standardAppearance").map(decodeBackground) ?? .default
        bar.scrollEdgeAppearance = try bo.optional("scrollEdgeAppearance").map(decodeBackground)
        return bar
    }
}
