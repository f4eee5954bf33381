import MockgenLayout

/// `"kind": "compose"` (Docs/scenario-format.md#jetpack-compose): a Jetpack Compose `LazyColumn` in a `Scaffold`, in dp.
/// Docs/platform-rules.md has the keys and their sources.
extension ScenarioDecoder {
    static let composeListKeys = ScenarioKeys.composeList.names
    static let composeChildKinds = ScenarioKeys.composeChild.names
    static let topBarKeys = ScenarioKeys.topAppBar.names

    /// The list's `kind` if it is written as a string, read without checking the other keys.
    static func listKindName(_ r: Reader) -> String? {
        if let (tape, index) = r.node.parsed, tape.entries[index].kind == .object {
            return ObjectReader(parsedObjectOf: r)["kind"]?.node.value.string
        }
        guard let object = r.node.value.object else { return nil }
        return ObjectReader(object: object, reader: r)["kind"]?.node.value.string
    }

    static func decodeComposeList(_ r: Reader) throws(ScenarioError) -> ListSpec {
        let o = try r.object(composeListKeys)
        var spec = ComposeSpec()
        if let p = o.optional("contentPadding") {
            // PaddingValues(start, top, end, bottom); mockgen lays out left to right.
            let po = try p.object(ScenarioKeys.composePadding.names)
            spec.contentPadding = Insets(
                top: try po.optional("top")?.size() ?? 0, left: try po.optional("start")?.size() ?? 0,
                bottom: try po.optional("bottom")?.size() ?? 0, right: try po.optional("end")?.size() ?? 0)
        }
        if let a = o.optional("verticalArrangement") {
            spec.spacing = try a.object(ScenarioKeys.composeArrangement.names).required("spacedBy").size()
        }
        spec.topBar = try o.optional("topBar").map(decodeTopBar)
        if let b = o.optional("bottomBar") {
            let bo = try b.object(ScenarioKeys.composeBottomBar.names)
            var bar = ComposeBottomBarSpec(
                kind: try bo.required("kind").oneOf(ComposeBottomBarSpec.Kind.allCases.map { ($0.rawValue, $0) }))
            if let behaviour = bo.optional("scrollBehavior") {
                bar.scrollBehavior = try behaviour.oneOf(ComposeBottomBarSpec.ScrollBehavior.allCases.map { ($0.rawValue, $0) })
                guard bar.takesScrollBehavior else {
                    throw behaviour.fail(
                        "\(bar.kind.rawValue) takes no scroll behaviour (only BottomAppBar and FlexibleBottomAppBar do); the bar stays where the Scaffold puts it"
                    )
                }
            }
            bar.color = try bo.optional("color")?.color()
            if let items = bo.optional("items") {
                for item in try items.array() {
                    let io = try item.object(ScenarioKeys.composeItem.names)
                    bar.items.append(
                        ComposeBottomBarSpec.Item(
                            title: try io.optional("title")?.string(), icon: try io.optional("icon")?.string()))
                }
            }
            spec.bottomBar = bar
        }
        if let f = o.optional("floatingActionButton") {
            let fo = try f.object(ScenarioKeys.floatingActionButton.names)
            var fab = FloatingActionButtonSpec()
            if let k = fo.optional("kind") {
                fab.kind = try k.oneOf(FloatingActionButtonSpec.Kind.allCases.map { ($0.rawValue, $0) })
            }
            fab.icon = try fo.optional("icon")?.string()
            fab.text = try fo.optional("text")?.string()
            fab.color = try fo.optional("color")?.color()
            if fab.kind == .extended, fab.text?.isEmpty ?? true {
                throw (fo.optional("text") ?? f).fail(
                    "an extended FAB needs its label as \"text\": ExtendedFloatingActionButton is as wide as it")
            }
            if let e = fo.optional("expanded") {
                guard fab.kind == .extended else {
                    throw e.fail("only an extended FAB takes \"expanded\"; set \"kind\": \"extended\"")
                }
                if let flag = e.node.value.bool {
                    fab.expansion = flag ? .expanded : .collapsed
                } else if e.node.value.string == "firstItemVisible" {
                    fab.expansion = .whileFirstItemVisible
                } else {
                    throw e.fail("expected true, false or \"firstItemVisible\", got \(e.got)")
                }
                if fab.expansion != .expanded, fab.icon == nil {
                    throw e.fail(
                        "a collapsing extended FAB needs an \"icon\": collapsed, ExtendedFloatingActionButton shows only its icon"
                    )
                }
            }
            spec.floatingActionButton = fab
        }
        spec.floatingToolbar = try o.optional("floatingToolbar").map(decodeFloatingToolbar)
        spec.floatingActionButtonPosition =
            try o.optional("floatingActionButtonPosition")?
            .oneOf(FloatingActionButtonSpec.Position.allCases.map { ($0.rawValue, $0) }) ?? .end
        spec.innerPadding =
            try o.optional("innerPadding")?
            .oneOf(ComposeSpec.InnerPadding.allCases.map { ($0.rawValue, $0) }) ?? .contentPadding
        var list = ListSpec(
            kind: .compose(spec), contentInsetAdjustmentBehavior: .never,
            // Android does not rubber-band: an overscroll stretches the content
            // (not drawn), so a drag past an end is clamped.
            bounces: false, alwaysBounceVertical: false, sections: [])
        list.backgroundColor = try o.optional("backgroundColor")?.color()
        let contentReader = try o.required("content")
        let children = try contentReader.array()
        guard !children.isEmpty else { throw contentReader.fail("a LazyColumn needs at least one child") }
        var section = SectionSpec(rows: [])
        var total = 0
        for child in children {
            let c = try child.object(composeChildKinds)
            let present = composeChildKinds.filter { c.has($0) }
            guard present.count == 1, let key = present.first, let value = c.optional(key) else {
                throw child.fail(
                    "a child is one of { \"item\": ... }, { \"items\": ... } or { \"stickyHeader\": ... }"
                        + (present.count > 1 ? ", got \(present.map { "\"\($0)\"" }.joined(separator: " and "))" : ""))
            }
            switch key {
            case "stickyHeader":
                if section.header != nil || !section.rows.isEmpty {
                    list.sections.append(section)
                    guard list.sections.count < maxSections else {
                        throw child.fail("more than \(maxSections) sticky headers in the list; that is the limit")
                    }
                }
                section = SectionSpec(header: try decodeView(value, item: false, platform: .composeOrFlutter), rows: [])
            case "item":
                section.rows.append(ViewRun(count: 1, view: try decodeView(value, item: false, platform: .composeOrFlutter)))
                total += 1
            default:
                let count = try value.object(rowViewCountKeys).required("count").integer(in: 0...maxRows)
                section.rows.append(
                    ViewRun(
                        count: count, view: try decodeView(value, item: false, extraKeys: ["count"], platform: .composeOrFlutter))
                )
                total += count
            }
            try checkTotal(total, of: "children", in: "list", at: child)
        }
        list.sections.append(section)
        return list
    }

    static let floatingToolbarKeys = ScenarioKeys.floatingToolbar.names

    /// `list.floatingToolbar` (Docs/platform-rules.md#compose-12): a `HorizontalFloatingToolbar`.
    static func decodeFloatingToolbar(_ r: Reader) throws(ScenarioError) -> FloatingToolbarSpec {
        let o = try r.object(floatingToolbarKeys)
        let itemsReader = try o.required("items")
        var bar = FloatingToolbarSpec(items: [])
        for item in try itemsReader.array() {
            let io = try item.object(ScenarioKeys.composeItem.names)
            let entry = FloatingToolbarSpec.Item(
                title: try io.optional("title")?.string(), icon: try io.optional("icon")?.string())
            guard entry.icon != nil || entry.title != nil else {
                throw item.fail("a toolbar item is an icon button: give it an \"icon\" (and a \"title\" for its description)")
            }
            bar.items.append(entry)
        }
        guard !bar.items.isEmpty else { throw itemsReader.fail("a floating toolbar needs at least one item") }
        bar.colors = try o.optional("colors")?.oneOf(FloatingToolbarSpec.Colors.allCases.map { ($0.rawValue, $0) }) ?? .standard
        bar.color = try o.optional("color")?.color()
        bar.scrollBehavior =
            try o.optional("scrollBehavior")?.oneOf(FloatingToolbarSpec.ScrollBehavior.allCases.map { ($0.rawValue, $0) })
        if let direction = o.optional("exitDirection") {
            bar.exitDirection = try direction.oneOf(FloatingToolbarSpec.ExitDirection.allCases.map { ($0.rawValue, $0) })
            guard bar.scrollBehavior != nil else {
                throw direction.fail(
                    "exitDirection is where an exitAlways toolbar leaves; add \"scrollBehavior\": \"exitAlways\"")
            }
        }
        if let f = o.optional("floatingActionButton") {
            let fo = try f.object(ScenarioKeys.floatingToolbarActionButton.names)
            bar.floatingActionButton = FloatingToolbarSpec.FAB(
                icon: try fo.optional("icon")?.string(), color: try fo.optional("color")?.color())
        }
        if let position = o.optional("floatingActionButtonPosition") {
            bar.floatingActionButtonPosition = try position.oneOf(
                FloatingToolbarSpec.FABPosition.allCases.map { ($0.rawValue, $0) })
            guard bar.floatingActionButton != nil else {
                throw position.fail("only a toolbar with a \"floatingActionButton\" places one")
            }
        }
        return bar
    }

    static func decodeTopBar(_ r: Reader) throws(ScenarioError) -> TopAppBarSpec {
        let o = try r.object(topBarKeys)
        var bar = TopAppBarSpec()
        bar.kind = try o.optional("kind")?.oneOf(TopAppBarSpec.Kind.allCases.map { ($0.rawValue, $0) }) ?? .topAppBar
        bar.title = try o.optional("title")?.string()
        bar.subtitle = try o.optional("subtitle")?.string()
        bar.titleHorizontalAlignment =
            try o.optional("titleHorizontalAlignment")?
            .oneOf(TopAppBarSpec.TitleAlignment.allCases.map { ($0.rawValue, $0) })
        bar.color = try o.optional("color")?.color()
        bar.scrollBehavior =
            try o.optional("scrollBehavior")?
            .oneOf(TopAppBarSpec.ScrollBehavior.allCases.map { ($0.rawValue, $0) }) ?? .pinned
        return bar
    }

    /// The behaviour that moves a Compose top app bar: enterAlways follows the direction of travel
    /// (`DirectionalBar`), exitUntilCollapsed the offset (`CollapsingTopBar`), pinned none. The
    /// bars whose travel depends on the device (an exitAlways bottom bar or floating toolbar) are
    /// the simulation's, which knows the device in force (`Simulation.composeScaffoldBars`).
    static func composeBarBehaviors(_ list: ListSpec) -> [BehaviorSpec] {
        guard case .compose(let spec) = list.kind else { return [] }
        var out: [BehaviorSpec] = []
        switch spec.topBar?.scrollBehavior {
        case .pinned?, nil: break
        case .enterAlways?:
            out.append(
                .directionalBar(DirectionalBarSpec(bar: TopAppBarSpec.id, extent: spec.topBar!.travel, response: .scrollDelta)))
        case .exitUntilCollapsed?:
            out.append(.collapsingTopBar(bar: TopAppBarSpec.id, extent: spec.topBar!.travel))
        }
        return out
    }

    /// A Compose screen has its own bar: UIKit's bars next to it are a slip (often a variant that
    /// switched the kind and kept the base's bar), said at the key.
    static func checkComposeScreen(_ o: ObjectReader, list: ListSpec) throws(ScenarioError) {
        guard case .compose = list.kind else { return }
        for key in ["navigationBar", "tabBar", "toolbar"] {
            if let r = o.optional(key) {
                throw r.fail("a Compose screen's bar is list.topBar; \"\(key)\" is UIKit's (a variant removes it with null)")
            }
        }
    }
}
