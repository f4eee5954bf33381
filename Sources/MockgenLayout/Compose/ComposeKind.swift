/// A Jetpack Compose `LazyColumn` in a `Scaffold` as a list kind (`Scenario/ListKindRules.swift`).
extension ComposeSpec: ListKindRules {
    public var kindName: String { "compose" }
    public var platform: ListPlatform { .android }

    /// Compose's sticky headers (Docs/platform-rules.md, Compose 3: androidx foundation
    /// lazy/LazyListHeaders.kt, `findOrComposeLazyListHeader`): a header sits at
    /// `max(-beforeContentPadding, its offset)`, then at most the next header's offset less its
    /// own size, so the next header ends a pin; footers do not stick. The pin line is the bounds'
    /// top, not the content padding; with `Modifier.padding(innerPadding)` the list's own top
    /// edge is the top app bar's bottom, which the simulation gives as the adjusted inset's top
    /// (`Simulation.composeViewportTop`).
    public var stickyRule: StickyRule {
        StickyRule(
            headers: true, footers: false, headerLimit: .nextHeader,
            edges: innerPadding == .modifier ? .adjustedInsets : .bounds)
    }

    public func headersCanPin(_ list: ListSpec) -> Bool { stickyRule.headers && list.hasSectionHeader }

    public func pinRuleSentence(on device: Device) -> String {
        var text =
            "Jetpack Compose LazyColumn: a stickyHeader pins at the viewport's edge, ignoring the top contentPadding, and the next stickyHeader replaces it (LazyListHeaders.kt)."
        if let bar = topBar {
            switch bar.scrollBehavior {
            case .pinned: text += " The top app bar stays (pinnedScrollBehavior)."
            case .enterAlways:
                text +=
                    " The top app bar leaves as the content scrolls up and comes back on any scroll the other way, so the same offset shows it or not by the direction of travel (enterAlwaysScrollBehavior)."
            case .exitUntilCollapsed:
                text +=
                    " The top app bar collapses to its small row and expands again only at the top (exitUntilCollapsedScrollBehavior)."
            }
        }
        if bottomBar?.scrollBehavior == .exitAlways {
            text +=
                " The bottom bar slides down as the content scrolls up and back on any scroll the other way, the FAB with it (BottomAppBarDefaults.exitAlwaysScrollBehavior)."
        }
        if let toolbar = floatingToolbar, toolbar.scrollBehavior == .exitAlways {
            text +=
                " The floating toolbar slides off towards the \(toolbar.exitDirection.rawValue.lowercased()) as the content scrolls up and back on any scroll the other way (FloatingToolbarDefaults.exitAlwaysScrollBehavior)."
        }
        return text
    }

    /// A Compose screen is Android's: it names no iOS release.
    public func releaseSentence(_ version: IOSVersion, on device: Device) -> String { "" }
    /// Android's fling (`SplineBasedFloatDecayAnimationSpec`).
    public func scrollPhysics(on device: Device) -> ScrollPhysics { .androidSpline }
    public var bouncesWhenShort: Bool { false }
    /// The Scaffold's top app bar; its `bottomBar`, `floatingActionButton` and `floatingToolbar` answer for themselves.
    public var topAppBar: TopAppBarSpec? { topBar }

    public func geometry(_ list: ListSpec, in scene: ListScene) -> any ListGeometry {
        ComposeGeometry(spec: self, sections: list.sections, width: scene.listFrame.width, padding: padding(on: scene.device))
    }

    /// Children with `"height": "automatic"` and content measured at the column's width.
    public func measuringAutomaticHeights(_ list: ListSpec, on device: Device, sizing: inout SelfSizing) -> ListSpec {
        let padding = padding(on: device)
        let width = max(0, device.width - padding.left - padding.right)
        var out = list
        out.sections = list.sections.map { section in
            var s = section
            s.header = s.header.map { sizing.resolve($0, fallback: .automatic, width: width) }
            s.rows = s.rows.map { ViewRun(count: $0.count, view: sizing.resolve($0.view, fallback: .automatic, width: width)) }
            return s
        }
        return out
    }

    /// One child a line, `Arrangement.spacedBy(spacing)` after each; every child is at
    /// `list.content`, as the scenario gives them.
    public func viewDensities(_ list: ListSpec, on device: Device) -> [ViewDensity] {
        list.stackedDensities(keyPath: "list.content") { run in run.view.pointHeight().map { $0 + spacing } }
    }
}
