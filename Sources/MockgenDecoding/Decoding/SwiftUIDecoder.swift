import MockgenLayout

/// `"list": { "kind": "swiftui", ... }` (Docs/platform-rules.md): SwiftUI's `List` or
/// `ScrollView { LazyVStack }`, keys named as SwiftUI names its views and modifiers.
extension ScenarioDecoder {
    static let swiftUIKeys = ScenarioKeys.swiftUI.names
    /// The list keys a SwiftUI list shares with UIKit's.
    static let swiftUICommonKeys = ScenarioKeys.swiftUICommon.names
    /// UIScrollView properties SwiftUI does not expose (`ScenarioKeys.scrollViewOnly`).
    static let scrollViewOnlyKeys = ScenarioKeys.scrollViewOnly.names
    /// Table row keys a `List` row takes (a NavigationLink's chevron, a Toggle's switch) and a lazy stack's row does not.
    static let listRowOnlyKeys = ScenarioKeys.tableRow.names
    static let safeAreaInsetKeys = viewKeys + ["edge", "spacing"]
    /// `LazyVStack(spacing: nil)`: the stack picks a spacing per pair of views; between plain
    /// shapes it is about 8 pt (an assumption: fatbobman, "What does spacing = nil mean in SwiftUI?").
    public static let defaultStackSpacing = 8.0

    static func decodeSwiftUIList(_ r: Reader) throws(ScenarioError) -> ListSpec {
        let own = swiftUIKeys + swiftUICommonKeys
        try refuseOtherKindKeys(
            try r.object(uikitAndSwiftUIListKeys), thisList: "SwiftUI list",
            passes: [uikitAndSwiftUIListKeys.filter { !own.contains($0) }]
        ) { key in
            if key == "topEdgeEffect" || key == "bottomEdgeEffect" {
                return
                    "\"\(key)\" is UIScrollView's; a SwiftUI list takes scrollEdgeEffectStyle (\"hard\", or { \"top\": \"hard\" })"
            }
            guard scrollViewOnlyKeys.contains(key) else { return nil }
            return
                "\"\(key)\" is a UIScrollView key; a SwiftUI list fills the screen inside its safe area (a safeAreaInset moves its top)"
        }
        let o = try r.object(own)
        let isList: Bool = try o.optional("container")?.oneOf([("List", true), ("LazyVStack", false)]) ?? true
        let container: SwiftUISpec.Container
        if isList {
            if let key = ["spacing", "pinnedViews"].first(where: { o.has($0) }) {
                throw o[key]!.fail("\(key) belongs to a LazyVStack (\"container\": \"LazyVStack\"), not a List")
            }
            // ListStyle.automatic is an inset grouped list on iPhone (an assumption: Docs/platform-rules.md).
            let style = try o.optional("listStyle")?.oneOf(SwiftUIListStyle.allCases.map { ($0.rawValue, $0) }) ?? .insetGrouped
            container = .list(style)
        } else {
            if let style = o.optional("listStyle") {
                throw style.fail("listStyle belongs to a List (\"container\": \"List\"), not a LazyVStack")
            }
            let spacing = try o.optional("spacing")?.size() ?? defaultStackSpacing
            container = .lazyVStack(
                spacing: spacing, pinnedViews: try o.optional("pinnedViews").map(decodePinnedViews) ?? .init())
        }
        var spec = SwiftUISpec(container: container)
        if o.has("safeAreaInset"), let bar = o.optional("safeAreaBar") {
            throw bar.fail("a list takes a safeAreaInset or a safeAreaBar at its top, not both")
        }
        // `.safeAreaBar(edge: .top)` (iOS 26): laid out as a safeAreaInset, with the edge effect (rule 9.9).
        if let r = o.optional("safeAreaBar") {
            let inset = try decodeSafeAreaInset(r)
            spec.safeAreaInsetTop = inset.view
            spec.safeAreaInsetTopSpacing = inset.spacing
            spec.safeAreaInsetIsBar = true
        }
        if let inset = try o.optional("safeAreaInset").map(decodeSafeAreaInset) {
            spec.safeAreaInsetTop = inset.view
            spec.safeAreaInsetTopSpacing = inset.spacing
        }
        spec.navigationTitle = try o.optional("navigationTitle")?.string()
        if let mode = o.optional("navigationBarTitleDisplayMode") {
            guard spec.navigationTitle != nil else {
                throw mode.fail("navigationBarTitleDisplayMode needs a navigationTitle (no title, no navigation bar)")
            }
            spec.titleDisplayMode = try mode.oneOf(TitleDisplayMode.allCases.map { ($0.rawValue, $0) })
        }
        if let r = o.optional("searchable") {
            guard spec.navigationTitle != nil else {
                throw r.fail("searchable needs a navigationTitle: its field sits in the navigation bar")
            }
            spec.searchable = try decodeSearchable(r)
        }
        // SwiftUI's scroll view insets its content by the safe area whether or not it is in a
        // navigation stack, and bounces even when its content is short (Docs/platform-rules.md).
        var list = ListSpec(
            kind: .swiftUI(spec), contentInsetAdjustmentBehavior: .always, alwaysBounceVertical: true,
            sections: [])
        list.bounces = try o.optional("bounces")?.bool() ?? true
        list.backgroundColor = try o.optional("backgroundColor")?.color()
        // `.scrollEdgeEffectStyle(_:for:)`, and "hidden" for `.scrollEdgeEffectHidden(true, for:)`
        // (rule 9.2, Docs/uikit-rules.md): one style for both edges, or one an edge.
        if let r = o.optional("scrollEdgeEffectStyle") {
            if r.node.value.string != nil {
                list.topEdgeEffect = try decodeEdgeEffect(r)
                list.bottomEdgeEffect = list.topEdgeEffect
            } else {
                let edges = try r.object(ScenarioKeys.scrollEdgeEffectEdges.names)
                list.topEdgeEffect = try edges.optional("top").map(decodeEdgeEffect) ?? .automatic
                list.bottomEdgeEffect = try edges.optional("bottom").map(decodeEdgeEffect) ?? .automatic
            }
        }
        list.sections = try decodeSections(o, rows: "rows") { s throws(ScenarioError) in
            // A SwiftUI section's rows are written as a table's: `rows`, runs with `count`.
            let section = try decodeSection(s, isTable: true, platform: .swiftUI)
            if !isList { try checkPlainStackRows(section, reader: s) }
            return section
        }
        return list
    }

    /// `["sectionHeaders", "sectionFooters"]`, either or both (`PinnedScrollableViews`).
    static func decodePinnedViews(_ r: Reader) throws(ScenarioError) -> PinnedScrollableViews {
        var pinned = PinnedScrollableViews()
        for v in try r.array() {
            let isHeader = try v.oneOf([("sectionHeaders", true), ("sectionFooters", false)])
            if isHeader ? pinned.sectionHeaders : pinned.sectionFooters {
                throw v.fail("\(isHeader ? "sectionHeaders" : "sectionFooters") is listed twice")
            }
            if isHeader { pinned.sectionHeaders = true } else { pinned.sectionFooters = true }
        }
        return pinned
    }

    /// `{ "edge": "top", "spacing": 0, "height": 50, "title", "color", "content" }`: the view of
    /// `.safeAreaInset(edge: .top, spacing:)`, with a height in points, and its spacing.
    /// `.searchable(text:placement:prompt:)` (rules 7.6, 9.7, Docs/uikit-rules.md): `automatic`
    /// and `navigationBarDrawer` stack the field under the title, hidden while scrolling unless
    /// `displayMode` is `always`; the toolbar placements have no published geometry.
    static func decodeSearchable(_ r: Reader) throws(ScenarioError) -> SearchControllerSpec {
        let o = try r.object(ScenarioKeys.searchable.names)
        if let p = o.optional("placement") {
            let placement = try p.oneOf(
                ["automatic", "navigationBarDrawer", "toolbar", "toolbarPrincipal", "sidebar"].map { ($0, $0) })
            guard placement == "automatic" || placement == "navigationBarDrawer" else {
                throw p.fail(
                    "the \(placement) search placement is not modelled: its geometry is unpublished; use \"navigationBarDrawer\"")
            }
        }
        var search = SearchControllerSpec()
        search.hidesSearchBarWhenScrolling =
            try o.optional("displayMode")?.oneOf([("automatic", true), ("always", false)]) ?? true
        search.placeholder = try o.optional("prompt")?.string() ?? "Search"
        // SwiftUI has no toolbar here; a drawer field stays under the title.
        search.allowsToolbarIntegration = false
        return search
    }

    static func decodeSafeAreaInset(_ r: Reader) throws(ScenarioError) -> (view: ViewSpec, spacing: Double) {
        let o = try r.object(safeAreaInsetKeys)
        if let edge = o.optional("edge") {
            if edge.node.value.string == "bottom" {
                throw edge.fail("safeAreaInset(edge: .bottom) is not laid out yet; only \"top\" is")
            }
            _ = try edge.oneOf([("top", ())])
        }
        let view = try decodeView(r, item: false, extraKeys: ["edge", "spacing"], platform: .swiftUI)
        guard case .points? = view.height else { throw r.fail("a safeAreaInset view needs a \"height\" in points") }
        return (view, try o.optional("spacing")?.size() ?? 0)
    }

    /// A lazy stack's rows are plain views: the cell keys of a List row have nothing to style.
    static func checkPlainStackRows(_ section: SectionSpec, reader: Reader) throws(ScenarioError) {
        let styled = { (v: ViewSpec) in v.accessory != nil || v.configuration != nil || v.secondaryText != nil }
        if section.rows.contains(where: { styled($0.view) })
            || [section.header, section.footer].contains(where: { $0.map(styled) == true })
        {
            let keys = listRowOnlyKeys.joined(separator: ", ")
            throw reader.fail("a LazyVStack's rows, headers and footers are plain views; \(keys) belong to a List")
        }
    }

    /// The navigation bar of a SwiftUI list's `navigationTitle` (`SwiftUISpec.navigationBar`); the
    /// scenario's own `navigationBar` when the list has no title. Both at once is refused: the
    /// title's navigation stack makes the bar.
    static func swiftUIBar(_ list: ListSpec, declared: NavigationBarSpec?, top: ObjectReader) throws(ScenarioError)
        -> NavigationBarSpec?
    {
        guard case .swiftUI(let ui) = list.kind, let bar = ui.navigationBar else { return declared }
        if declared != nil, let r = top.optional("navigationBar") {
            throw r.fail(
                "a SwiftUI list with a navigationTitle gets its bar from it; remove navigationBar (a variant sets it to null)")
        }
        return bar
    }
}
