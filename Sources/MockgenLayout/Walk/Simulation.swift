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
        let resolved = hasContent ? try Self.resolvingAutomaticHeights(scenario, fonts: fonts, numbered: numberedRuns) : scenario
        self.scenario = try Self.measuringScaffoldLabel(resolved, fonts: fonts)
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
        behaviors =
            scenario.behaviors.map(\.machine) + Self.composeScaffoldBars(scenario) + FlutterGeometry.floatingHeaderBars(scenario)
        if let held = scenario.heldBar {
            behaviors = behaviors.map { behavior in
                guard let bar = (behavior as? DirectionalBar)?.spec.bar, let hidden = held.bars[bar] else { return behavior }
                return HeldBarBehavior(bar: bar, hidden: hidden)
            }
        }
        restGeometry = build(LayoutEffects())
        let adjusted = baseScrollView.adjustedContentInset(contentHeight: restGeometry.contentSize.height)
        restRange = ScrollView.offsetRange(
            contentHeight: restGeometry.contentSize.height, boundsHeight: listFrame.height,
            adjusted: adjusted)
        // Rule 9.6 (Docs/uikit-rules.md): iOS 26's tab bar minimises by the scroll and expands at
        // the content's edge: the top for `onScrollDown`, the bottom for `onScrollUp`.
        if version.hasLiquidGlass, let tab = scenario.bottomBar, tab.kind == .tabBar, tab.minimizeBehavior.minimizes {
            let edge = tab.minimizeBehavior == .onScrollDown ? restRange.lowerBound : restRange.upperBound
            if let minimized = scenario.heldBar?.tabBarMinimized {
                behaviors.append(HeldMinimizeBehavior(minimized: minimized))
            } else {
                behaviors.append(TabBarMinimize(behavior: tab.minimizeBehavior, edge: edge))
            }
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

    /// Rule 7.3 (Docs/uikit-rules.md) with contentOffset.y as the driver (Docs/decisions.md): 0 -> 1 from fade.from to fade.to.
    public func barAlpha(at offset: Double) -> Double {
        guard let fade = scenario.navigationBar?.fade else { return 1 }
        if fade.to <= fade.from { return offset >= fade.to ? 1 : 0 }
        return min(max((offset - fade.from) / (fade.to - fade.from), 0), 1)
    }
}

extension Simulation {
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

extension Simulation {
    /// An extended FAB's label (Docs/platform-rules.md#compose-11): labelLarge's advance in the
    /// device's fonts (Roboto on an Android preset), plus the 0.1 sp tracking of each character,
    /// up to a whole device pixel (Compose's `Text` is as wide as its paragraph, rounded up).
    static func measuringScaffoldLabel(_ scenario: Scenario, fonts: FontSet?) throws(FontError) -> Scenario {
        guard case .compose(var spec) = scenario.list.kind, var fab = spec.floatingActionButton, fab.kind == .extended,
            let text = fab.text
        else { return scenario }
        guard let fonts else { throw FontError.notGiven }
        let advance = fonts.layout(text, font: FloatingActionButtonSpec.labelFont, width: .infinity, lines: 1).width
        let tracked = advance + FloatingActionButtonSpec.labelTracking * Double(text.count)
        let scale = scenario.device.scale
        fab.labelWidth = (tracked * scale - 1e-9).rounded(.up) / scale
        spec.floatingActionButton = fab
        var out = scenario
        out.list.kind = .compose(spec)
        return out
    }
}
