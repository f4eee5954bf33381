import MockgenFormat

/// A bar that leaves and comes back by the direction of travel, not by the offset alone:
/// Compose's `enterAlwaysScrollBehavior`, Flutter's `SliverAppBar(floating: true)`, UIKit's
/// `hidesBarsOnSwipe`. The same offset can show the bar or not, depending on the way there.
///
/// The walk (`Walk/ScrollWalk.swift`) asks each behaviour, in path order, where its state next
/// changes between two offsets. A move from `from` to `to` carries its direction: `to > from` is
/// contentOffset.y growing, the content going up the screen. That is all this behaviour needs: it
/// never looks at the path's nodes, so a turn anywhere (at a node, or between frames) is seen
/// where it happens.
///
/// Assumption (Docs/platform-rules.md, Assumptions): the path's direction of travel stands for
/// the gesture's. `enterAlways` and `floating` follow the scroll delta (the content's motion);
/// `hidesBarsOnSwipe` follows the finger. mockgen has no finger apart from the path, so a path
/// travelling down the content is a swipe up, and the reverse.
public struct DirectionalBar: ScrollBehavior {
    /// How the bar answers a move.
    public enum Response: String, Sendable, Equatable, Hashable, CaseIterable {
        /// The hidden part follows the delta, clamped to 0...extent: it hides point for point as
        /// the content goes up and comes back point for point on any move the other way.
        /// Compose `enterAlwaysScrollBehavior` (androidx material3 AppBar.kt: `onPreScroll` adds
        /// every delta to `heightOffset`, which `heightOffsetLimit` and 0 clamp), Flutter
        /// `SliverAppBar(floating: true)` without `snap`.
        case scrollDelta
        /// The bar goes wholly on a move down the content and comes back wholly on a move up, at
        /// the offset where the move begins; the animation between is not drawn. UIKit
        /// `hidesBarsOnSwipe` (Apple: "an upward swipe hides the navigation bar ... a downward
        /// swipe shows the bars again").
        case swipe
    }

    /// The phases, which name the events (`topAppBar hiding`, ...; Docs/decisions.md, Output identity).
    public static let shown = "shown"
    public static let hiding = "hiding"
    public static let hidden = "hidden"
    public static let showing = "showing"

    public var spec: DirectionalBarSpec
    public var name: String { spec.bar }

    public init(spec: DirectionalBarSpec) { self.spec = spec }

    /// The bar starts wholly shown wherever the path starts (Compose: `heightOffset` starts at 0).
    public func initialState(at offset: Double, context: BehaviorContext) -> BehaviorState {
        BehaviorState(phase: Self.shown, storedOffset: offset)
    }

    /// While it moves, the hidden part is `offset - base`; `storedOffset` holds the base, the
    /// offset where the bar would be wholly shown on the current run.
    public func crossing(from: Double, to: Double, state: BehaviorState, context: BehaviorContext) -> Double? {
        guard spec.extent > 0, to != from else { return nil }
        let down = to > from
        switch state.phase {
        case Self.shown: return down ? from : nil
        case Self.hidden: return down ? nil : from
        case Self.hiding:
            // A turn mid-way: the bar starts back from where it is.
            if !down { return from }
            let end = (state.storedOffset ?? from) + spec.extent
            return to >= end ? max(end, from) : nil
        default:
            if down { return from }
            let base = state.storedOffset ?? from
            return to <= base ? min(base, from) : nil
        }
    }

    public func transition(at offset: Double, towards to: Double, state: BehaviorState, context: BehaviorContext) -> BehaviorState
    {
        let down = to > offset
        switch (spec.response, state.phase, down) {
        case (.swipe, _, true): return BehaviorState(phase: Self.hidden, storedOffset: offset)
        case (.swipe, _, false): return BehaviorState(phase: Self.shown, storedOffset: offset)
        case (_, Self.shown, true): return BehaviorState(phase: Self.hiding, storedOffset: offset)
        case (_, Self.hidden, false): return BehaviorState(phase: Self.showing, storedOffset: offset - spec.extent)
        case (_, Self.hiding, true): return BehaviorState(phase: Self.hidden, storedOffset: offset - spec.extent)
        case (_, Self.hiding, false): return BehaviorState(phase: Self.showing, storedOffset: state.storedOffset)
        case (_, Self.showing, true): return BehaviorState(phase: Self.hiding, storedOffset: state.storedOffset)
        default: return BehaviorState(phase: Self.shown, storedOffset: offset)
        }
    }

    /// Where a snap animation that starts at `offset` leaves the bar: wholly shown, or wholly
    /// hidden (Flutter's floating headers, `FlutterGeometry.snaps`), so that the next move starts
    /// from there.
    func snapped(showing: Bool, at offset: Double) -> BehaviorState {
        showing
            ? BehaviorState(phase: Self.shown, storedOffset: offset)
            : BehaviorState(phase: Self.hidden, storedOffset: offset - spec.extent)
    }

    public func apply(_ state: BehaviorState, to effects: inout LayoutEffects, context: BehaviorContext) {
        let travel: BarTravel
        switch (spec.response, state.phase) {
        // A swipe's state changes where the move begins, so that the offset there still shows
        // the bar as it was: a frame at rest at the path's start shows the bar.
        case (.swipe, Self.hidden): travel = .hiddenPast(state.storedOffset ?? -.infinity)
        case (.swipe, _): travel = .shownPast(state.storedOffset ?? .infinity)
        case (_, Self.shown): travel = .shown
        case (_, Self.hidden): travel = .hidden
        default: travel = .tracking(base: state.storedOffset ?? 0)
        }
        effects.bars[spec.bar] = BarPlacement(travel: travel, extent: spec.extent)
    }

    public func thresholds(state: BehaviorState, context: BehaviorContext) -> [BehaviorThreshold] {
        guard let base = state.storedOffset else { return [] }
        let extent = formatNumber(spec.extent)
        if spec.response == .swipe {
            let way =
                state.phase == Self.shown
                ? "hides wholly on a move down the content" : "comes back wholly on a move up the content"
            return [BehaviorThreshold(name: name, offset: base, windowY: nil, explanation: "\(way), whatever the offset")]
        }
        switch state.phase {
        case Self.hiding:
            return [
                BehaviorThreshold(
                    name: name, offset: base + spec.extent, windowY: nil,
                    explanation:
                        "wholly hidden (\(extent) pt) at \(formatNumber(base + spec.extent)) if the content keeps going up")
            ]
        case Self.showing:
            return [
                BehaviorThreshold(
                    name: name, offset: base, windowY: nil,
                    explanation: "wholly shown again at \(formatNumber(base)) if the content keeps coming down")
            ]
        default:
            let way = state.phase == Self.shown ? "up (contentOffset.y growing)" : "down (contentOffset.y shrinking)"
            return [
                BehaviorThreshold(
                    name: name, offset: state.phase == Self.shown ? base : base + spec.extent, windowY: nil,
                    explanation: "moves as soon as the content goes \(way), whatever the offset")
            ]
        }
    }
}

/// What a scenario says about a direction-aware bar.
public struct DirectionalBarSpec: Sendable, Equatable, Hashable {
    /// The bar's id (`topAppBar`, `navigationBar`, `sliverAppBar.0`, ...): the behaviour's name
    /// and the key of its placement in `LayoutEffects.bars`.
    public var bar: String
    /// How far it hides, in points (dp): the part of the bar that leaves the screen.
    public var extent: Double
    public var response: DirectionalBar.Response

    public init(bar: String, extent: Double, response: DirectionalBar.Response) {
        self.bar = bar
        self.extent = extent
        self.response = response
    }
}

/// Where a direction-aware bar stands, as a behaviour leaves it: shown, hidden, or following the
/// offset from a base.
public enum BarTravel: Sendable, Equatable, Hashable {
    case shown
    case hidden
    /// Hidden by `offset - base`, clamped to the extent.
    case tracking(base: Double)
    /// Wholly hidden below the offset (contentOffset.y greater), shown at it: a swipe that began there.
    case hiddenPast(Double)
    /// Wholly shown above the offset, hidden at it: a swipe back that began there.
    case shownPast(Double)
}

/// A bar's travel and how far it can go, in `LayoutEffects.bars`.
public struct BarPlacement: Sendable, Equatable, Hashable {
    public var travel: BarTravel
    public var extent: Double

    public init(travel: BarTravel, extent: Double) {
        self.travel = travel
        self.extent = extent
    }

    /// How much of the bar is hidden at `offset`, 0...extent.
    public func hidden(at offset: Double) -> Double {
        switch travel {
        case .shown: return 0
        case .hidden: return extent
        case .tracking(let base): return min(max(offset - base, 0), extent)
        case .hiddenPast(let start): return offset > start ? extent : 0
        case .shownPast(let start): return offset < start ? 0 : extent
        }
    }
}

/// A direction-aware bar in one frame, for renderers and the layout JSON.
public struct DirectionalBarState: Sendable, Equatable {
    /// The bar's id.
    public var bar: String
    /// Points hidden, 0...extent.
    public var hidden: Double
    public var extent: Double

    public init(bar: String, hidden: Double, extent: Double) {
        self.bar = bar
        self.hidden = hidden
        self.extent = extent
    }
}
