import MockgenFormat

/// iOS 26's `UITabBarController.tabBarMinimizeBehavior` (SwiftUI `.tabBarMinimizeBehavior(_:)`)
/// on an iPhone (rule 9.6, Docs/uikit-rules.md): the floating tab bar shrinks to its selected tab
/// as the content scrolls the named way, stays minimised on a reverse scroll, and expands once the
/// content is back at its edge. An overscroll past that edge does not minimise it.
///
/// Its phases name its events, `tabBar minimizes` and `tabBar expands` (Docs/decisions.md). The
/// minimised bar keeps the content's insets (83, or 139 with an accessory): no source says they
/// change, an assumption.
public struct TabBarMinimize: ScrollBehavior, Equatable {
    public static let expands = "expands"
    public static let minimizes = "minimizes"

    /// `onScrollDown` or `onScrollUp` (`automatic` and `never` do not minimise on an iPhone).
    public var behavior: TabBarMinimizeBehavior
    /// The content's top (`onScrollDown`) or bottom (`onScrollUp`) edge: the offset where the
    /// bar expands again.
    public var edge: Double
    public var name: String { BottomBarSpec.Kind.tabBar.rawValue }

    /// Assumption (rule 9.6): how far past its edge the content must travel the trigger way before
    /// the bar minimises. No source gives a distance: 1 pt stands for "as soon as it scrolls", and
    /// keeps a frame resting at the edge (or coming back to it from an overscroll) expanded.
    public static let threshold = 1.0

    public init(behavior: TabBarMinimizeBehavior, edge: Double) {
        self.behavior = behavior
        self.edge = edge
    }

    private var down: Bool { behavior == .onScrollDown }
    /// Where a trigger-way move minimises the bar: past the edge by the threshold.
    private var trigger: Double { down ? edge + Self.threshold : edge - Self.threshold }

    public func initialState(at offset: Double, context: BehaviorContext) -> BehaviorState {
        BehaviorState(phase: Self.expands)
    }

    public func crossing(from: Double, to: Double, state: BehaviorState, context: BehaviorContext) -> Double? {
        guard to != from else { return nil }
        let triggerWay = down ? to > from : to < from
        if state.phase == Self.expands {
            // Only a move the trigger way, beyond the threshold: an overscroll at the edge never is.
            guard triggerWay else { return nil }
            if down { return to > trigger ? max(from, trigger) : nil }
            return to < trigger ? min(from, trigger) : nil
        }
        // Minimised: a reverse scroll keeps it so until the content is back at its edge.
        guard !triggerWay else { return nil }
        if down { return to <= edge ? min(from, edge) : nil }
        return to >= edge ? max(from, edge) : nil
    }

    public func transition(at offset: Double, towards to: Double, state: BehaviorState, context: BehaviorContext) -> BehaviorState
    {
        BehaviorState(phase: state.phase == Self.expands ? Self.minimizes : Self.expands)
    }

    public func apply(_ state: BehaviorState, to effects: inout LayoutEffects, context: BehaviorContext) {
        effects.tabBarMinimized = state.phase == Self.minimizes
    }

    public func thresholds(state: BehaviorState, context: BehaviorContext) -> [BehaviorThreshold] {
        let way = down ? "down" : "up"
        if state.phase == Self.expands {
            return [
                BehaviorThreshold(
                    name: name, offset: trigger, windowY: nil,
                    explanation: "minimises to its selected tab once the content scrolls \(way) past \(formatNumber(trigger))")
            ]
        }
        return [
            BehaviorThreshold(
                name: name, offset: edge, windowY: nil,
                explanation:
                    "expands again only when the content is back at \(formatNumber(edge)); a reverse scroll keeps it minimised")
        ]
    }
}
