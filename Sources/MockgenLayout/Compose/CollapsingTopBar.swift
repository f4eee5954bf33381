import MockgenFormat

/// Compose's `exitUntilCollapsedScrollBehavior`: the bar collapses as the content goes up and
/// expands only as the list comes back to its top (androidx material3 AppBar.kt,
/// `ExitUntilCollapsedScrollBehavior`: `onPreScroll` takes an upward delta into the bar first;
/// `onPostScroll` gives a downward one back to it only once the list has consumed what it could).
///
/// With the path's offset counting both the list's scroll and the bar's collapse (the bar takes
/// the delta first going up, last going down), the collapsed part is a function of the offset
/// alone: min(offset, extent). So this is an offset behaviour, unlike enterAlways
/// (`DirectionalBar`), which depends on the way the list got there.
public struct CollapsingTopBar: ScrollBehavior {
    public var bar: String
    public var extent: Double
    public var name: String { bar }

    public static let expanded = "expanded"
    public static let collapsing = "collapsing"
    public static let collapsed = "collapsed"

    public init(bar: String, extent: Double) {
        self.bar = bar
        self.extent = extent
    }

    func phase(at offset: Double) -> String {
        offset <= 0 ? Self.expanded : offset >= extent ? Self.collapsed : Self.collapsing
    }

    public func initialState(at offset: Double, context: BehaviorContext) -> BehaviorState {
        BehaviorState(phase: phase(at: offset))
    }

    /// The nearer end of the collapse (offset 0 or `extent`) between `from` and `to` past which
    /// the phase differs from `state`'s.
    public func crossing(from: Double, to: Double, state: BehaviorState, context: BehaviorContext) -> Double? {
        guard to != from else { return nil }
        let d = to > from ? 1e-9 : -1e-9
        let lo = min(from, to)
        let hi = max(from, to)
        let marks = [0, extent].filter { lo <= $0 && $0 <= hi }.sorted { abs($0 - from) < abs($1 - from) }
        return marks.first { phase(at: $0 + d) != state.phase }
    }

    public func transition(at offset: Double, towards to: Double, state: BehaviorState, context: BehaviorContext) -> BehaviorState
    {
        BehaviorState(phase: phase(at: offset + (to > offset ? 1e-9 : -1e-9)))
    }

    public func apply(_ state: BehaviorState, to effects: inout LayoutEffects, context: BehaviorContext) {
        effects.bars[bar] = BarPlacement(travel: .tracking(base: 0), extent: extent)
    }

    public func thresholds(state: BehaviorState, context: BehaviorContext) -> [BehaviorThreshold] {
        [
            BehaviorThreshold(
                name: name, offset: extent, windowY: nil,
                explanation:
                    "collapsed by \(formatNumber(extent)) from offset \(formatNumber(extent)); expands only back at the top")
        ]
    }
}
