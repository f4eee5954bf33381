import MockgenFormat
import MockgenText

/// The flipbook's live view follows a direction-aware bar by this rule
/// (Docs/platform-rules.md#direction-in-the-live-view): the bar's hidden part, updated on every
/// move of the live offset. It says in two lines what `DirectionalBar` does along a walk, for the
/// page's script (`steer` in flipbook.js) to say the same in JavaScript.
public struct LiveDirection: Sendable, Equatable {
    public var spec: DirectionalBarSpec

    public init(spec: DirectionalBarSpec) { self.spec = spec }

    /// The hidden part after a move from `from` to `to` (offsets within the range), from `hidden`:
    /// `scrollDelta` adds the move, clamped to 0...extent (Compose's `heightOffset`); `swipe` hides
    /// wholly on any move down the content and shows wholly on any move up (`hidesBarsOnSwipe`).
    public func hidden(after hidden: Double, from: Double, to: Double) -> Double {
        guard to != from else { return hidden }
        switch spec.response {
        case .scrollDelta: return min(max(hidden + to - from, 0), spec.extent)
        case .swipe: return to > from ? spec.extent : 0
        }
    }

    /// The scenario's one direction-aware bar, when it is the only state that depends on the way
    /// there; nil when it has none, more than one, or other such state (a snap, a collapsing
    /// header's switch, estimated rows, the tab bar's minimise).
    public static func of(_ scenario: Scenario, fonts: FontSet?) -> LiveDirection? {
        guard let sim = try? Simulation(scenario, fonts: fonts) else { return nil }
        var bars: [DirectionalBar] = []
        for behavior in sim.behaviors {
            switch behavior {
            case let bar as DirectionalBar: bars.append(bar)
            case is PinUnderNavigationBar, is BouncesAbove, is CollapsingTopBar, is StretchyHeader: continue
            default: return nil
            }
        }
        guard bars.count == 1, !sim.geometry(LayoutEffects()).isEstimating else { return nil }
        if case .flutter(let spec) = scenario.list.kind {
            for sliver in spec.slivers {
                switch sliver {
                case .appBar(let bar): if bar.extents(statusBar: scenario.device.safeArea.top).snap { return nil }
                case .persistentHeader(let header): if header.snap { return nil }
                case .list, .grid: continue
                }
            }
        }
        return LiveDirection(spec: bars[0].spec)
    }
}

/// A direction-aware bar held at `hidden` points hidden (`Scenario.heldBar`).
public struct HeldBar: Sendable, Equatable, Hashable {
    public var bar: String
    public var hidden: Double

    public init(bar: String, hidden: Double) {
        self.bar = bar
        self.hidden = hidden
    }
}

/// The behaviour of a held bar: the same placement at every offset, so that the layout at an
/// offset with the bar hidden by `hidden` is what a walk arriving there with that much hidden
/// lays out (`DirectionalBar.apply` places the bar by its hidden part alone).
struct HeldBarBehavior: ScrollBehavior {
    var held: HeldBar
    var name: String { held.bar }
    func initialState(at offset: Double, context: BehaviorContext) -> BehaviorState {
        BehaviorState(phase: DirectionalBar.shown, storedOffset: nil)
    }
    func crossing(from: Double, to: Double, state: BehaviorState, context: BehaviorContext) -> Double? { nil }
    func transition(at offset: Double, towards to: Double, state: BehaviorState, context: BehaviorContext) -> BehaviorState {
        state
    }
    func apply(_ state: BehaviorState, to effects: inout LayoutEffects, context: BehaviorContext) {
        // `.hidden` hides the whole extent: here the extent is the part held hidden.
        effects.bars[held.bar] = BarPlacement(travel: held.hidden > 0 ? .hidden : .shown, extent: held.hidden)
    }
}
