/// Frame assembly: one offset's `FrameLayout` from the scene the set-up built (`Simulation.swift`):
/// the bars in their state at that offset, their edge effects, and the list's elements.
extension Simulation {
    /// Rule 9.2 (Docs/uikit-rules.md): the top edge effect of iOS 26 and later, under a system bar
    /// (or an overlay bar that is a scroll edge element container, rule 9.3) while the content is
    /// under it (the bar's standard appearance, rule 7.2: at the scroll edge nothing is under the
    /// bar to blur, an assumption). `hard` ends at the bottom of the item row under an inline
    /// title and at the bar's bottom under a large title or search bar, as measured on an iPhone
    /// 17 (106 and 116); `soft` covers the bar and fades out 6 pt below it.
    func topEdgeEffect(of bar: NavigationBarState, state: BarAppearanceState) -> ScrollEdgeEffectState? {
        guard scenario.iosVersion.hasLiquidGlass, state == .standard else { return nil }
        let isSystem = bar.spec.kind == .system
        guard isSystem || bar.spec.scrollEdgeElementContainer else { return nil }
        let style = scenario.list.topEdgeEffect.resolved
        guard style != .hidden else { return nil }
        var bottom = bar.frame.maxY
        if style == .hard, isSystem, largeTitleHeight == 0, searchBarHeight == 0, let top = bar.titleTop {
            bottom = min(bottom, top + BarMetrics.glassItemRowHeight)
        }
        return ScrollEdgeEffectState(
            edge: .top, style: style, band: Rect(x: 0, y: 0, width: bar.frame.width, height: bottom),
            fade: style == .soft ? ScrollEdgeEffectState.softFade : 0)
    }

    /// Rule 9.2 at the bottom edge: under a tab bar or toolbar while content is under it, the
    /// band from the bar's top edge to the screen's bottom; `soft` fades out 6 pt above it (an
    /// assumption: only the top edge was measured).
    func bottomEdgeEffect(of bar: BottomBarState) -> ScrollEdgeEffectState? {
        guard bar.appearance == .standard else { return nil }
        let style = scenario.list.bottomEdgeEffect.resolved
        guard style != .hidden else { return nil }
        return ScrollEdgeEffectState(
            edge: .bottom, style: style, band: bar.frame, fade: style == .soft ? ScrollEdgeEffectState.softFade : 0)
    }

    /// A Compose Scaffold's bottom bar and FAB, fixed over the content (Compose/ScaffoldParts.swift);
    /// an extended FAB that follows the list is expanded while its first child is composed, and an
    /// `exitAlways` bar goes down as far as its behaviour has hidden it.
    func composeScaffoldElements(
        _ geometry: any ListGeometry, _ viewport: Viewport, effects: LayoutEffects, at offset: Double
    ) -> [Element] {
        guard case .compose(let spec) = scenario.list.kind else { return [] }
        let first = (geometry as? ComposeGeometry)?.isFirstChildComposed(in: viewport) ?? true
        let hidden = effects.bars[ComposeBottomBarSpec.id]?.hidden(at: offset) ?? 0
        let toolbar = effects.bars[FloatingToolbarSpec.id]?.hidden(at: offset) ?? 0
        return spec.scaffoldElements(on: scenario.device, firstItemVisible: first, barHidden: hidden, toolbarHidden: toolbar)
    }

    /// The frame at `offset` with behaviours in `states`.
    func frame(
        index: Int, offset: Double, clampedFrom: Double?, states: [BehaviorState],
        effects: LayoutEffects, geometry: any ListGeometry, events: [String],
        appearanceProbe: Double? = nil
    ) -> FrameLayout {
        let sv = scrollView(effects)
        let height = geometry.contentSize.height
        let adjusted = adjustedInset(effects, contentHeight: height, at: offset)
        let viewport = Viewport(offset: offset, adjustedInset: adjusted, listFrame: listFrame)
        let hidden = hiddenBars(effects, at: offset)
        var bar = scenario.navigationBar.flatMap { spec -> NavigationBarState? in
            guard !hidden.navigationBar else { return nil }
            let alpha = barAlpha(at: offset)
            var state = NavigationBarState(frame: barFrame!, alpha: alpha, titleVisible: alpha >= 1, spec: spec)
            guard spec.kind == .system else { return state }
            let shown = collapse(effects, contentHeight: height, at: offset)
            state.frame.height +=
                shown.stretch - (1 - shown.largeTitle) * largeTitleHeight
                - (1 - shown.search) * searchCollapsible
            if largeTitleHeight > 0 { state.largeTitleProgress = shown.largeTitle }
            if searchBarHeight > 0 {
                // Rule 7.6 (Docs/uikit-rules.md): the search bar is the bottom of the bar, as tall as it still shows.
                let visible = searchCollapsible > 0 ? shown.search * searchBarHeight : searchBarHeight
                state.searchBar = SearchBarState(
                    frame: Rect(x: 0, y: state.frame.maxY - visible, width: state.frame.width, height: visible),
                    progress: shown.search)
            }
            state.appearance = navigationBarState(effects, contentHeight: height, at: appearanceProbe ?? offset)
            state.titleTop = BarMetrics.systemBarTop(scenario.device, scenario.iosVersion)
            state.items = barItems
            return state
        }
        if var shown = bar {
            shown.scrollEdgeEffect = topEdgeEffect(
                of: shown, state: navigationBarState(effects, contentHeight: height, at: appearanceProbe ?? offset))
            shown.hasLiquidGlass = shown.spec.kind == .system && scenario.iosVersion.hasLiquidGlass
            bar = shown
        }
        let navigationBar = bar ?? composeTopBar(effects, at: offset)
        let bottomBar = scenario.bottomBar.flatMap { spec -> BottomBarState? in
            guard !hidden.bottomBar else { return nil }
            var state = BottomBarState(
                frame: bottomBarFrame!, spec: spec,
                appearance: bottomBarState(effects, contentHeight: height, at: appearanceProbe ?? offset))
            if scenario.iosVersion.hasLiquidGlass {
                state.hasLiquidGlass = true
                state.minimized = spec.kind == .tabBar && effects.tabBarMinimized
                state.scrollEdgeEffect = bottomEdgeEffect(of: state)
            }
            return state
        }
        var layout = FrameLayout(
            index: index, contentOffset: offset, clampedFrom: clampedFrom, contentInset: sv.contentInset,
            adjustedContentInset: adjusted, contentSize: geometry.contentSize, listFrame: listFrame,
            navigationBar: navigationBar, bottomBar: bottomBar,
            elements: stretched(
                numberedRuns.isEmpty ? geometry.elements(in: viewport) : geometry.elements(in: viewport).map(numberedRuns.number),
                offset: offset, adjustedTop: adjusted.top)
                + composeScaffoldElements(geometry, viewport, effects: effects, at: offset),
            events: events,
            behaviorStates: zip(behaviors, states).map { BehaviorStateLabel(name: $0.name, state: $1.phase) },
            sectionBounds: geometry.sectionBounds(in: viewport),
            behaviorThresholds: zip(behaviors, states).flatMap { $0.thresholds(state: $1, context: context(geometry)) },
            directionalBars: effects.bars.sorted { $0.key < $1.key }.map {
                DirectionalBarState(bar: $0.key, hidden: $0.value.hidden(at: offset), extent: $0.value.extent)
            })
        applySafeAreaBarEffect(
            to: &layout, state: navigationBarState(effects, contentHeight: height, at: appearanceProbe ?? offset))
        return layout
    }

    /// Rule 9.9 (Docs/uikit-rules.md): a SwiftUI `safeAreaBar` gets the top edge effect under it,
    /// down to its bottom, with or without a navigation bar above it; with the iOS 27 SDK its
    /// `automatic` style is `hard` (dev.classmethod.jp, "iOS 27 safeAreaBar scroll edge effect").
    private func applySafeAreaBarEffect(to layout: inout FrameLayout, state: BarAppearanceState) {
        guard scenario.iosVersion.hasLiquidGlass, case .swiftUI(let ui) = scenario.list.kind, ui.safeAreaInsetIsBar,
            state == .standard, let inset = layout.elements.first(where: { $0.kind == .safeAreaInset })
        else { return }
        var style = scenario.list.topEdgeEffect
        if style == .automatic { style = scenario.iosVersion >= .iOS27 ? .hard : .soft }
        guard style != .hidden else {
            layout.navigationBar?.scrollEdgeEffect = nil
            return
        }
        let effect = ScrollEdgeEffectState(
            edge: .top, style: style, band: Rect(x: 0, y: 0, width: listFrame.width, height: inset.frame.maxY),
            fade: style == .soft ? ScrollEdgeEffectState.softFade : 0)
        if layout.navigationBar != nil {
            layout.navigationBar?.scrollEdgeEffect = effect
        } else {
            layout.safeAreaBarEffect = effect
        }
    }

    /// The elements with a stretchy header's view placed by `StretchyHeader` (rule 10.1 of
    /// Docs/uikit-rules.md): the table header, or a collection view's `header.0`.
    func stretched(_ elements: [Element], offset: Double, adjustedTop: Double) -> [Element] {
        guard let header = behaviors.lazy.compactMap({ $0 as? StretchyHeader }).first else { return elements }
        var elements = elements
        let isTable: Bool
        if case .table = scenario.list.kind { isTable = true } else { isTable = false }
        for k in elements.indices
        where isTable ? elements[k].kind == .tableHeader : elements[k].kind == .header && elements[k].section == 0 {
            elements[k].frame = header.frame(elements[k].frame, offset: offset, restOffset: -adjustedTop)
        }
        return elements
    }
}
