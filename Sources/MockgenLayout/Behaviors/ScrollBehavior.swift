/// The state of one behaviour along the walk: a named phase and, for behaviours that remember
/// where they switched (seed 002), the stored offset.
public struct BehaviorState: Sendable, Equatable, Hashable {
    public var phase: String
    public var storedOffset: Double?
    public init(phase: String, storedOffset: Double? = nil) {
        self.phase = phase
        self.storedOffset = storedOffset
    }
}

/// What behaviours change on the list, applied before layout, as a delegate setting properties would.
public struct LayoutEffects: Sendable, Equatable, Hashable {
    /// Replaces `contentInset.top` (seed 004). Rule 1.5 (Docs/uikit-rules.md): the offset does not move.
    public var contentInsetTop: Double?
    /// Replaces the height of these sections' headers and turns them compact (seed 002's compact header).
    public var headerHeights: [Int: Double] = [:]
    /// Replaces the flow layout's `sectionHeadersPinToVisibleBounds`.
    public var sectionHeadersPinToVisibleBounds: Bool?
    /// Replaces the flow layout's `sectionInset.top`.
    public var sectionInsetTop: Double?
    /// Replaces the scroll view's `bounces`.
    public var bounces: Bool?
    /// Direction-aware bars by id (`DirectionalBar`): they move over the list, never change it.
    public var bars: [String: BarPlacement] = [:]
    /// iOS 26's tab bar minimised to its selected tab (`TabBarMinimize`); over the list too.
    public var tabBarMinimized = false

    public init(contentInsetTop: Double? = nil) { self.contentInsetTop = contentInsetTop }

    /// These effects without the bars: what the list's layout depends on.
    public var onList: LayoutEffects {
        var effects = self
        effects.bars = [:]
        effects.tabBarMinimized = false
        return effects
    }

    /// The list as the delegate has left it: the scenario's list with these properties set.
    public func applied(to list: ListSpec) -> ListSpec {
        var list = list
        for (section, height) in headerHeights where list.sections.indices.contains(section) {
            list.sections[section].header?.height = .points(height)
            // The compact state draws the header's compactContent; without one, the large
            // content is kept but clipped to the compact frame (assumption, Docs/uikit-rules.md, Assumptions).
            if let header = list.sections[section].header, header.content != nil || header.compactContent != nil {
                if let compact = header.compactContent {
                    list.sections[section].header?.content = compact
                } else {
                    list.sections[section].header?.clipsToBounds = true
                }
            }
        }
        if case .collection(var flow) = list.kind {
            if let pin = sectionHeadersPinToVisibleBounds { flow.sectionHeadersPinToVisibleBounds = pin }
            if let top = sectionInsetTop { flow.sectionInset.top = top }
            list.kind = .collection(flow)
        }
        if let bounces { list.bounces = bounces }
        return list
    }
}

/// What a behaviour may read, as `scrollViewDidScroll` would: layout and window positions.
public struct BehaviorContext {
    public var geometry: any ListGeometry
    /// Window coordinates.
    public var listFrame: Rect
    /// Window y of the navigation bar's bottom edge, if there is a bar.
    public var barBottom: Double?
}

/// A scroll-driven behaviour as a small state machine. The walk asks where its condition next
/// disagrees with its state, moves exactly there, and applies `transition`: a threshold crossed
/// between two frames takes effect at the crossing offset (Docs/decisions.md, Frames and paths).
public protocol ScrollBehavior: Sendable {
    var name: String { get }
    func initialState(at offset: Double, context: BehaviorContext) -> BehaviorState
    /// The offset between `from` and `to` (either direction) where the state must change, or
    /// nil if it holds all the way to `to`.
    func crossing(from: Double, to: Double, state: BehaviorState, context: BehaviorContext) -> Double?
    /// The state just past `offset` when travelling towards `to`.
    func transition(at offset: Double, towards to: Double, state: BehaviorState, context: BehaviorContext) -> BehaviorState
    func apply(_ state: BehaviorState, to effects: inout LayoutEffects, context: BehaviorContext)
    /// Where the behaviour switches from `state`, for overlays and the legend.
    func thresholds(state: BehaviorState, context: BehaviorContext) -> [BehaviorThreshold]
}

extension ScrollBehavior {
    /// A behaviour that does not describe its thresholds draws no threshold line.
    public func thresholds(state: BehaviorState, context: BehaviorContext) -> [BehaviorThreshold] { [] }
}

extension BehaviorSpec {
    /// The state machine that implements this scenario behaviour.
    public var machine: any ScrollBehavior {
        switch self {
        case .pinUnderNavigationBar(let section): return PinUnderNavigationBar(section: section)
        case .collapsingHeader(let spec): return CollapsingHeader(spec: spec)
        case .bouncesAbove(let offset): return BouncesAbove(offset: offset)
        case .directionalBar(let spec): return DirectionalBar(spec: spec)
        case .collapsingTopBar(let bar, let extent): return CollapsingTopBar(bar: bar, extent: extent)
        case .stretchyHeader(let parallax): return StretchyHeader(parallax: parallax)
        }
    }
}
