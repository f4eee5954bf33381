import MockgenLayout

/// The system-bar keys of `navigationBar` and the `tabBar` / `toolbar` objects
/// (Docs/scenario-format.md).
extension ScenarioDecoder {
    static let navigationBarKeys = [
        "kind", "height", "title", "color", "fade",
        "prefersLargeTitles", "largeTitleDisplayMode", "standardAppearance", "scrollEdgeAppearance", "searchController",
        "leftItems", "rightItems",
    ]
    static let systemOnlyBarKeys = [
        "prefersLargeTitles", "largeTitleDisplayMode", "standardAppearance", "scrollEdgeAppearance", "searchController",
        "leftItems", "rightItems",
    ]
    static let bottomBarKeys = ["items", "standardAppearance", "scrollEdgeAppearance"]

    static func decodeSystemBarKeys(_ o: ObjectReader, into bar: inout NavigationBarSpec) throws(ScenarioError) {
        if bar.kind == .overlay, let key = systemOnlyBarKeys.first(where: { o.optional($0) != nil }) {
            throw o[key]!.fail("\(key) belongs to a system bar (\"kind\": \"system\"); an overlay bar is the app's own view")
        }
        bar.prefersLargeTitles = try o.optional("prefersLargeTitles")?.bool() ?? false
        bar.largeTitleDisplayMode =
            try o.optional("largeTitleDisplayMode")?
            .oneOf(LargeTitleDisplayMode.allCases.map { ($0.rawValue, $0) }) ?? .automatic
        bar.standardAppearance = try o.optional("standardAppearance").map(decodeBackground) ?? .default
        bar.scrollEdgeAppearance = try o.optional("scrollEdgeAppearance").map(decodeBackground)
        if let r = o.optional("searchController") {
            let so = try r.object(["hidesSearchBarWhenScrolling", "placeholder"])
            var search = SearchControllerSpec()
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
            let io = try i.object(["title", "style", "symbol"])
            switch (io.optional("title"), io.optional("symbol")) {
            case (let title?, nil):
                let done = try io.optional("style")?.oneOf([("plain", false), ("done", true)]) ?? false
                return .text(try title.string(), done: done)
            case (nil, let symbol?):
                if let style = io.optional("style") { throw style.fail("style belongs to a text item (\"title\")") }
                return .symbol(try symbol.string())
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
        let bo = try r.object(bottomBarKeys)
        var bar = BottomBarSpec(kind: tab != nil ? .tabBar : .toolbar)
        if let items = bo.optional("items") {
            let list = try items.array()
            // UITabBarController shows five tabs on iPhone at most; more go behind a "More" tab
            // (Apple, UITabBarController.moreNavigationController), which mockgen does not draw.
            guard bar.kind == .toolbar || list.count <= 5 else {
                throw items.fail("a tabBar shows at most 5 items on iPhone, got \(list.count)")
            }
            bar.items = try list.map { i throws(ScenarioError) in try i.string() }
        }
        bar.standardAppearance = try bo.optional("standardAppearance").map(decodeBackground) ?? .default
        bar.scrollEdgeAppearance = try bo.optional("scrollEdgeAppearance").map(decodeBackground)
        return bar
    }
}
