import MockgenText

/// One scenario made ready to lay out frames: the list's place on screen, its scroll view and
/// behaviours, and the layout for a given set of behaviour effects.
public struct Simulation: Sendable {
    public let scenario: Scenario
    /// Window coordinates.
    public let listFrame: Rect
    public let barFrame: Rect?
    let baseScrollView: ScrollView
    let behaviors: [any ScrollBehavior]
    /// Rule 4.3: per section and run, whether the rows have an automatic height (so the table
    /// lays them out from `estimatedRowHeight` until realised); nil when the table has no estimate.
    let selfSizedRuns: [[Bool]]?

    /// `fonts` measures the views' content; a scenario with content and no fonts is an error.
    public init(_ scenario: Scenario, fonts: FontSet? = nil) throws(FontError) {
        let device = scenario.device
        self.scenario = try Self.resolvingAutomaticHeights(scenario, fonts: fonts)
        if case let .table(table) = scenario.list.kind, table.rowEstimate != nil {
            selfSizedRuns = scenario.list.sections.map { $0.rows.map { ($0.view.height ?? table.rowHeight) == .automatic } }
        } else {
            selfSizedRuns = nil
        }
        let bar = scenario.navigationBar
        let barBottom = bar.map { device.safeArea.top + $0.height }
        barFrame = barBottom.map { Rect(x: 0, y: 0, width: device.width, height: $0) }
        let top: Double
        switch scenario.list.frameTop {
        case let .points(y): top = y
        case .safeArea: top = device.safeArea.top
        case .belowBar: top = barBottom ?? device.safeArea.top
        }
        let bottom: Double
        switch scenario.list.frameBottom {
        case let .points(y)?: bottom = y
        case .safeArea?: bottom = device.height - device.safeArea.bottom
        case .belowBar?, nil: bottom = device.height
        }
        listFrame = Rect(x: 0, y: top, width: device.width, height: max(0, bottom - top))
        // A system bar extends the safe area (decisions.md, Geometry); an overlay bar does not.
        let windowSafeTop = bar?.kind == .system ? (barBottom ?? device.safeArea.top) : device.safeArea.top
        let safe = Insets(top: max(0, windowSafeTop - top),
                          bottom: max(0, bottom - (device.height - device.safeArea.bottom)))
        let isTable: Bool
        if case .table = scenario.list.kind { isTable = true } else { isTable = false }
        baseScrollView = ScrollView(
            frame: listFrame, safeAreaInsets: safe, contentInset: scenario.list.contentInset,
            adjustmentBehavior: scenario.list.contentInsetAdjustmentBehavior,
            // UITableView bounces vertically even when its content is short; UICollectionView
            // needs alwaysBounceVertical for that.
            alwaysBounceVertical: scenario.list.alwaysBounceVertical ?? isTable,
            isInNavigationController: bar?.kind == .system)
        behaviors = scenario.behaviors.map(\.machine)
    }

    /// The list laid out under `effects`.
    public func geometry(_ effects: LayoutEffects) -> any ListGeometry {
        let list = effects.applied(to: scenario.list)
        switch list.kind {
        case let .table(table):
            return TableGeometry(spec: table, sections: list.sections, width: listFrame.width,
                                 layoutMargin: scenario.device.layoutMargin, selfSized: selfSizedRuns)
        case let .collection(flow):
            return FlowGeometry(spec: flow, sections: list.sections, boundsWidth: listFrame.width,
                                contentInset: list.contentInset)
        }
    }

    public func scrollView(_ effects: LayoutEffects) -> ScrollView {
        var view = baseScrollView
        if let top = effects.contentInsetTop { view.contentInset.top = top }
        return view
    }

    func context(_ geometry: any ListGeometry) -> BehaviorContext {
        BehaviorContext(geometry: geometry, listFrame: listFrame, barBottom: barFrame?.maxY)
    }

    /// Rule 1.3 with the scenario as written (no behaviour effects): the range "at rest"; with
    /// estimated rows, before any is realised (rule 4.3).
    public var restRange: ClosedRange<Double> {
        let g = geometry(LayoutEffects())
        let sv = scrollView(LayoutEffects())
        let adjusted = sv.adjustedContentInset(contentHeight: g.contentSize.height)
        return ScrollView.offsetRange(contentHeight: g.contentSize.height, boundsHeight: listFrame.height, adjusted: adjusted)
    }

    /// Rule 7.3 with contentOffset.y as the driver (decisions.md): 0 -> 1 from fade.from to fade.to.
    public func barAlpha(at offset: Double) -> Double {
        guard let fade = scenario.navigationBar?.fade else { return 1 }
        if fade.to <= fade.from { return offset >= fade.to ? 1 : 0 }
        return min(max((offset - fade.from) / (fade.to - fade.from), 0), 1)
    }

    /// The frame at `offset` with behaviours in `states`.
    func frame(index: Int, offset: Double, clampedFrom: Double?, states: [BehaviorState],
               effects: LayoutEffects, geometry: any ListGeometry, events: [String]) -> FrameLayout {
        let sv = scrollView(effects)
        let adjusted = sv.adjustedContentInset(contentHeight: geometry.contentSize.height)
        let viewport = Viewport(offset: offset, adjustedInset: adjusted, listFrame: listFrame)
        let bar = scenario.navigationBar.map { spec -> NavigationBarState in
            let alpha = barAlpha(at: offset)
            return NavigationBarState(frame: barFrame!, alpha: alpha, titleVisible: alpha >= 1, spec: spec)
        }
        return FrameLayout(
            index: index, contentOffset: offset, clampedFrom: clampedFrom, contentInset: sv.contentInset,
            adjustedContentInset: adjusted, contentSize: geometry.contentSize, listFrame: listFrame,
            navigationBar: bar, elements: geometry.elements(in: viewport), events: events,
            behaviorStates: zip(behaviors, states).map { BehaviorStateLabel(name: $0.name, state: $1.phase) },
            sectionBounds: geometry.sectionBounds(in: viewport),
            behaviorThresholds: zip(behaviors, states).flatMap { $0.thresholds(state: $1, context: context(geometry)) })
    }
}

extension Simulation {
    /// Automatic heights measured once, before any frame (rule 4.1; `Content/SelfSizing.swift`).
    static func resolvingAutomaticHeights(_ scenario: Scenario, fonts: FontSet?) throws(FontError) -> Scenario {
        guard scenario.hasContent else { return scenario }
        guard let fonts else { throw FontError.notGiven }
        var sizing = SelfSizing(layout: ContentLayout(fonts: fonts, contentSize: scenario.contentSize,
                                                          scale: scenario.device.scale))
        let width = scenario.device.width
        var s = scenario
        switch scenario.list.kind {
        case let .table(table):
            // Rule 3.4: insetGrouped rows are inset by the layout margins on both sides.
            let rowWidth = table.style == .insetGrouped ? width - 2 * scenario.device.layoutMargin : width
            let resolved = sizing.resolve(table, sections: scenario.list.sections, width: width, rowWidth: rowWidth)
            s.list.kind = .table(resolved.table)
            s.list.sections = resolved.sections
        case let .collection(flow):
            let inset = scenario.list.contentInset
            s.list.sections = sizing.resolve(flow, sections: scenario.list.sections,
                                             contentWidth: max(0, width - inset.left - inset.right))
        }
        return s
    }
}
