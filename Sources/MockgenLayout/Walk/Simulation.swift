import MockgenText

/// One scenario made ready to lay out frames: the list's place on screen, its scroll view and
/// behaviours, and the layout for a given set of behaviour effects.
public struct Simulation: Sendable {
    public let scenario: Scenario
    /// `scenario.hasContent`: some view carries content, so the fonts are needed.
    public let hasContent: Bool
    /// Window coordinates.
    public let listFrame: Rect
    /// The navigation bar at rest: with a large title, expanded (rule 7.4, Docs/uikit-rules.md).
    public let barFrame: Rect?
    /// The tab bar or toolbar, bottom bar area included (rule 7.5, Docs/uikit-rules.md).
    public let bottomBarFrame: Rect?
    /// 52 with a large title (rule 7.4, Docs/uikit-rules.md), else 0.
    public let largeTitleHeight: Double
    /// 52 with a search controller (rule 7.6, Docs/uikit-rules.md), else 0.
    public let searchBarHeight: Double
    /// How far the bar collapses as the list scrolls: the large title, and the search bar when it
    /// hides while scrolling (rules 7.4, 7.6, Docs/uikit-rules.md). The search bar tucks away first.
    public let collapsibleHeight: Double
    /// The part of `collapsibleHeight` that is the search bar.
    let searchCollapsible: Double
    /// The bar button items in the inline bar (rule 7.7, Docs/uikit-rules.md).
    let barItems: [PlacedBarItem]
    let baseScrollView: ScrollView
    private(set) var behaviors: [any ScrollBehavior]
    /// Rule 4.3 (Docs/uikit-rules.md): per section and run, whether the rows have an automatic height (so the table
    /// lays them out from `estimatedRowHeight` until realised); nil when the table has no estimate.
    let selfSizedRuns: [[Bool]]?
    /// Runs whose strings hold `{n}` (`Scenario/RunNumbering.swift`): their rows' elements are numbered.
    let numberedRuns: NumberedRuns
    /// The list under no behaviour effects, built once: the walk, the rest range and every frame
    /// before a behaviour changes the layout share it (building it costs a pass over the sections).
    private var restGeometry: (any ListGeometry)!
    /// Rule 1.3 with the scenario as written (no behaviour effects): the range "at rest"; with
    /// estimated rows, before any is realised (rule 4.3).
    public private(set) var restRange: ClosedRange<Double> = 0...0

    /// `behaviors` replaces the scenario's own state machines (tests of the walk itself).
    init(_ scenario: Scenario, fonts: FontSet? = nil, behaviors machines: [any ScrollBehavior]) throws(FontError) {
        try self.init(scenario, fonts: fonts)
        behaviors = machines
    }

    /// `fonts` measures the views' content; a scenario with content and no fonts is an error.
    public init(_ scenario: Scenario, fonts: FontSet? = nil) throws(FontError) {
        let device = scenario.device
        // A pass over every section: taken once here, for the walk and the variant's drawing.
        hasContent = scenario.hasContent
        numberedRuns = NumberedRuns(scenario.list.sections)
        self.scenario = hasContent ? try Self.resolvingAutomaticHeights(scenario, fonts: fonts, numbered: numberedRuns) : scenario
        if case .table(let table) = scenario.list.kind, table.rowEstimate != nil {
            selfSizedRuns = scenario.list.sections.map { $0.rows.map { ($0.view.height ?? table.rowHeight) == .automatic } }
        } else {
            selfSizedRuns = nil
        }
        let bar = scenario.navigationBar
        let version = scenario.iosVersion
        // Rule 7.4 (Docs/uikit-rules.md): a system bar starts at the status bar's bottom before
        // iOS 26 and at the safe-area top from 26 (rule 9.1); an overlay bar (the app's own view)
        // at the safe-area top.
        let barTop = bar.map { $0.kind == .system ? BarMetrics.systemBarTop(device, version) : device.safeArea.top }
        let large = bar?.showsLargeTitle == true ? BarMetrics.largeTitleHeight : 0
        largeTitleHeight = large
        let search = bar?.kind == .system && bar?.searchController != nil ? BarMetrics.searchBarHeight : 0
        searchBarHeight = search
        searchCollapsible = bar?.searchController?.hidesSearchBarWhenScrolling == true ? search : 0
        collapsibleHeight = large + searchCollapsible
        if let bar, bar.kind == .system, !(bar.leftItems.isEmpty && bar.rightItems.isEmpty) {
            let top = barTop!
            // Text buttons are as wide as their titles (rule 7.7), so they are measured too.
            let measure = { () throws(FontError) -> FontSet in
                guard let fonts else { throw FontError.notGiven }
                return fonts
            }
            let needsFonts = (bar.leftItems + bar.rightItems).contains { if case .text = $0 { true } else { false } }
            let itemFonts = needsFonts ? try measure() : nil
            barItems =
                BarMetrics.place(bar.leftItems, leading: true, top: top, screenWidth: device.width, fonts: itemFonts!)
                + BarMetrics.place(bar.rightItems, leading: false, top: top, screenWidth: device.width, fonts: itemFonts!)
        } else {
            barItems = []
        }
        let barBottom = bar.map { barTop! + $0.inlineHeight(on: version) + large + search }
        barFrame = barBottom.map { Rect(x: 0, y: 0, width: device.width, height: $0) }
        // Rule 7.5 (Docs/uikit-rules.md): a bottom bar stands on the bottom safe area and extends it.
        bottomBarFrame = scenario.bottomBar.map { spec in
            // Rule 9.6: from iOS 26 a bottom accessory adds 56 pt over the tab bar (139 in all).
            let accessory = version.hasLiquidGlass && spec.kind == .tabBar && spec.bottomAccessory != nil
            let height =
                (spec.kind == .tabBar ? BarMetrics.tabBarHeight : BarMetrics.toolbarHeight(version)) + device.safeArea.bottom
                + (accessory ? BarMetrics.glassAccessoryInset : 0)
            return Rect(x: 0, y: device.height - height, width: device.width, height: height)
        }
        let top: Double
        switch scenario.list.frameTop {
        case .points(let y): top = y
        case .safeArea: top = device.safeArea.top
        case .belowBar: top = barBottom ?? device.safeArea.top
        }
        let bottom: Double
        switch scenario.list.frameBottom {
        case .points(let y)?: bottom = y
        case .safeArea?: bottom = device.height - device.safeArea.bottom
        case .belowBar?, nil: bottom = device.height
        }
        listFrame = Rect(x: 0, y: top, width: device.width, height: max(0, bottom - top))
        // A system bar extends the safe area (Docs/decisions.md, Geometry); an overlay bar does not.
        let windowSafeTop = bar?.kind == .system ? max(barBottom ?? 0, device.safeArea.top) : device.safeArea.top
        let windowSafeBottom = bottomBarFrame?.y ?? device.height - device.safeArea.bottom
        // A SwiftUI safeAreaInset(edge: .top) view adds its height to the safe area (SwiftUI/SwiftUIGeometry.swift).
        var insetTop = 0.0
        if case .swiftUI(let ui) = scenario.list.kind { insetTop = ui.safeAreaInsetTopExtent }
        let safe = Insets(top: max(0, windowSafeTop - top) + insetTop, bottom: max(0, bottom - windowSafeBottom))
        baseScrollView = ScrollView(
            frame: listFrame, safeAreaInsets: safe, contentInset: scenario.list.contentInset,
            adjustmentBehavior: scenario.list.contentInsetAdjustmentBehavior,
            alwaysBounceVertical: scenario.list.alwaysBounceVertical ?? scenario.list.kind.rules.bouncesWhenShort,
            isInNavigationController: bar?.kind == .system || scenario.bottomBar != nil)
        behaviors = scenario.behaviors.map(\.machine) + FlutterGeometry.floatingHeaderBars(scenario)
        restGeometry = build(LayoutEffects())
        let adjusted = baseScrollView.adjustedContentInset(contentHeight: restGeometry.contentSize.height)
        restRange = ScrollView.offsetRange(
            contentHeight: restGeometry.contentSize.height, boundsHeight: listFrame.height,
            adjusted: adjusted)
        // Rule 9.6 (Docs/uikit-rules.md): iOS 26's tab bar minimises by the scroll and expands at
        // the content's edge: the top for `onScrollDown`, the bottom for `onScrollUp`.
        if version.hasLiquidGlass, let tab = scenario.bottomBar, tab.kind == .tabBar, tab.minimizeBehavior.minimizes {
            let edge = tab.minimizeBehavior == .onScrollDown ? restRange.lowerBound : restRange.upperBound
            behaviors.append(TabBarMinimize(behavior: tab.minimizeBehavior, edge: edge))
        }
    }

    /// The content's height at rest, and whether it is known (no estimated rows wait to be realised).
    var restContent: (height: Double, known: Bool) { (restGeometry.contentSize.height, !restGeometry.isEstimating) }

    /// The list laid out under `effects`.
    public func geometry(_ effects: LayoutEffects) -> any ListGeometry {
        listEffects(effects) == LayoutEffects() ? restGeometry : build(effects)
    }

    /// What of `effects` the list's layout depends on: not the bars, but for Flutter, whose
    /// floating headers are slivers of the list.
    func listEffects(_ effects: LayoutEffects) -> LayoutEffects {
        if case .flutter = scenario.list.kind { return effects }
        return effects.onList
    }

    private func build(_ effects: LayoutEffects) -> any ListGeometry {
        let list = effects.applied(to: scenario.list)
        let scene = ListScene(
            listFrame: listFrame, device: scenario.device, iosVersion: scenario.iosVersion,
            selfSizedRuns: selfSizedRuns, bars: effects.bars)
        return list.kind.rules.geometry(list, in: scene)
    }

    public func scrollView(_ effects: LayoutEffects) -> ScrollView {
        var view = baseScrollView
        if let top = effects.contentInsetTop { view.contentInset.top = top }
        return view
    }

    /// The scroll view with the bars that `hiding` names hidden: a hidden UINavigationBar or
    /// UITabBar / UIToolbar no longer extends the safe area (Docs/decisions.md, Geometry; rule
    /// 7.5), so the list's safe area falls back to the device's there, and
    /// adjustedContentInset with it (rule 1.2, Docs/uikit-rules.md).
    func scrollView(_ effects: LayoutEffects, hiding: (navigationBar: Bool, bottomBar: Bool)) -> ScrollView {
        var view = scrollView(effects)
        let device = scenario.device
        if hiding.navigationBar { view.safeAreaInsets.top = max(0, device.safeArea.top - listFrame.y) }
        if hiding.bottomBar { view.safeAreaInsets.bottom = max(0, listFrame.maxY - (device.height - device.safeArea.bottom)) }
        return view
    }

    /// Which UIKit bars a direction-aware behaviour (`hidesBarsOnSwipe`, `hidesTabBarOnScroll`)
    /// has wholly hidden at `offset`. Apple, UINavigationController.hidesBarsOnSwipe: the swipe
    /// hides the navigation bar and the toolbar, unless the toolbar has no items.
    func hiddenBars(_ effects: LayoutEffects, at offset: Double) -> (navigationBar: Bool, bottomBar: Bool) {
        if effects.bars.isEmpty { return (false, false) }
        // A Flutter list's direction-aware bars are its floating slivers (FlutterGeometry).
        if case .flutter = scenario.list.kind { return (false, false) }
        func isHidden(_ id: String) -> Bool { (effects.bars[id]?.hidden(at: offset) ?? 0) > 0 }
        let navigation = scenario.navigationBar?.kind == .system && isHidden("navigationBar")
        let bottom: Bool
        switch scenario.bottomBar?.kind {
        case .tabBar?: bottom = isHidden(BottomBarSpec.Kind.tabBar.rawValue)
        case .toolbar?: bottom = navigation && !(scenario.bottomBar?.items.isEmpty ?? true)
        case nil: bottom = false
        }
        return (navigation, bottom)
    }

    /// The adjusted insets with every swipe-hidden bar hidden, for the walk to find where pins
    /// start under them; nil without such bars.
    func insetWithBarsHidden(_ effects: LayoutEffects, contentHeight: Double) -> Insets? {
        // Far down the content every swipe bar is hidden (`BarPlacement.hidden(at:)`).
        let hiding = hiddenBars(effects, at: .infinity)
        guard hiding.navigationBar || hiding.bottomBar else { return nil }
        return scrollView(effects, hiding: hiding).adjustedContentInset(contentHeight: contentHeight)
    }

    /// Rule 1.2 (Docs/uikit-rules.md) at `offset`: with a large title the bar's height, and so the safe area and the
    /// adjusted top inset, follow the scroll (rule 7.4, Docs/uikit-rules.md).
    public func adjustedInset(_ effects: LayoutEffects, contentHeight: Double, at offset: Double) -> Insets {
        let sv = scrollView(effects, hiding: hiddenBars(effects, at: offset))
        var adjusted = sv.adjustedContentInset(contentHeight: contentHeight)
        if let top = composeViewportTop(effects, at: offset) { adjusted.top = top }
        guard collapsibleHeight > 0, adjusted.top > sv.contentInset.top else { return adjusted }
        let collapse = min(max(offset + adjusted.top, 0), collapsibleHeight)
        adjusted.top -= min(collapse, adjusted.top - sv.contentInset.top)
        return adjusted
    }

    /// Rules 7.4 and 7.6 (Docs/uikit-rules.md): how much of the search bar and of the large-title area show at
    /// `offset` (1 at rest, 0 collapsed; the search bar goes first), and how far an overscroll
    /// stretches the bar.
    func collapse(_ effects: LayoutEffects, contentHeight: Double, at offset: Double)
        -> (search: Double, largeTitle: Double, stretch: Double)
    {
        guard collapsibleHeight > 0 else { return (1, 1, 0) }
        let expanded = scrollView(effects).adjustedContentInset(contentHeight: contentHeight).top
        let c = min(max(offset + expanded, 0), collapsibleHeight)
        let search = searchCollapsible > 0 ? 1 - min(c, searchCollapsible) / searchCollapsible : 1
        let large = largeTitleHeight > 0 ? 1 - max(c - searchCollapsible, 0) / largeTitleHeight : 1
        return (search, large, max(0, -(offset + expanded)))
    }

    /// Rule 7.2 (Docs/uikit-rules.md): the navigation bar shows its scroll-edge appearance while the content's top edge
    /// is at or below it (`off ≤ −adj.top`, with the adjusted inset of that offset).
    public func navigationBarState(_ effects: LayoutEffects, contentHeight: Double, at offset: Double) -> BarAppearanceState {
        let adjusted = adjustedInset(effects, contentHeight: contentHeight, at: offset)
        return offset + adjusted.top <= Self.edgeTolerance ? .scrollEdge : .standard
    }

    /// Rule 7.2 (Docs/uikit-rules.md) at the bottom edge: the bottom bar shows its scroll-edge appearance while the
    /// content's bottom edge is at or above the bar (B = off + h − adj.bottom ≥ contentSize.height).
    public func bottomBarState(_ effects: LayoutEffects, contentHeight: Double, at offset: Double) -> BarAppearanceState {
        let adjusted = adjustedInset(effects, contentHeight: contentHeight, at: offset)
        let bottomLine = offset + listFrame.height - adjusted.bottom
        return bottomLine >= contentHeight - Self.edgeTolerance ? .scrollEdge : .standard
    }

    /// Offsets within this of an edge count as at it (the walk's own epsilon is 1e-6).
    static let edgeTolerance = 1e-9

    /// Where the bars switch appearance (rule 7.2, Docs/uikit-rules.md), for the walk to stop at: the navigation bar
    /// where the collapsed inset meets the offset, the bottom bar at the end of the range.
    func appearanceThresholds(_ effects: LayoutEffects, contentHeight: Double) -> [Double] {
        var offsets: [Double] = []
        let expanded = scrollView(effects).adjustedContentInset(contentHeight: contentHeight)
        if scenario.navigationBar?.kind == .system {
            offsets.append(-(expanded.top - collapsibleHeight))
        }
        if scenario.bottomBar != nil { offsets.append(contentHeight - listFrame.height + expanded.bottom) }
        return offsets
    }

    /// The animations a scroll that stops at `offset` would start: Flutter's snapping floating
    /// headers (FlutterGeometry.snaps).
    func snaps(_ effects: LayoutEffects, geometry: any ListGeometry, at offset: Double, movingDown: Bool) -> [HeaderSnap] {
        (geometry as? FlutterGeometry)?.snaps(at: offset, movingDown: movingDown) ?? []
    }

    func context(_ geometry: any ListGeometry) -> BehaviorContext {
        BehaviorContext(geometry: geometry, listFrame: listFrame, barBottom: barFrame?.maxY)
    }

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

    /// Rule 7.3 (Docs/uikit-rules.md) with contentOffset.y as the driver (Docs/decisions.md): 0 -> 1 from fade.from to fade.to.
    public func barAlpha(at offset: Double) -> Double {
        guard let fade = scenario.navigationBar?.fade else { return 1 }
        if fade.to <= fade.from { return offset >= fade.to ? 1 : 0 }
        return min(max((offset - fade.from) / (fade.to - fade.from), 0), 1)
    }

    /// A Compose Scaffold's bottom bar and FAB, fixed over the content (Compose/ScaffoldParts.swift).
    var composeScaffoldElements: [Element] {
        guard case .compose(let spec) = scenario.list.kind else { return [] }
        return spec.scaffoldElements(on: scenario.device)
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
                offset: offset, adjustedTop: adjusted.top) + composeScaffoldElements, events: events,
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
}

extension Simulation {
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

    /// Automatic heights measured once, before any frame, with a numbered run's strings as its
    /// widest row reads them; the run keeps its template and takes the height measured.
    static func resolvingAutomaticHeights(_ scenario: Scenario, fonts: FontSet?, numbered: NumberedRuns) throws(FontError)
        -> Scenario
    {
        guard !numbered.isEmpty else { return try resolvingAutomaticHeights(scenario, fonts: fonts) }
        var measuring = scenario
        measuring.list.sections = NumberedRuns.forMeasuring(scenario.list.sections)
        var resolved = try resolvingAutomaticHeights(measuring, fonts: fonts)
        for s in scenario.list.sections.indices where resolved.list.sections[s].rows.count == scenario.list.sections[s].rows.count
        {
            for k in scenario.list.sections[s].rows.indices where scenario.list.sections[s].rows[k].view.isNumbered {
                var view = scenario.list.sections[s].rows[k].view
                view.height = resolved.list.sections[s].rows[k].view.height
                resolved.list.sections[s].rows[k].view = view
            }
        }
        return resolved
    }

    /// Automatic heights measured once, before any frame (rule 4.1 of Docs/uikit-rules.md; `Content/SelfSizing.swift`).
    static func resolvingAutomaticHeights(_ scenario: Scenario, fonts: FontSet?) throws(FontError) -> Scenario {
        guard scenario.hasContent else { return scenario }
        guard let fonts else { throw FontError.notGiven }
        var sizing = SelfSizing(
            layout: ContentLayout(
                fonts: fonts, contentSize: scenario.contentSize,
                scale: scenario.device.scale))
        sizing.iosVersion = scenario.iosVersion
        var s = scenario
        s.list = scenario.list.kind.rules.measuringAutomaticHeights(scenario.list, on: scenario.device, sizing: &sizing)
        return s
    }
}
