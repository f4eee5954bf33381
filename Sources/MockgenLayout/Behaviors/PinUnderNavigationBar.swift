import MockgenFormat

/// Seed 004 (Ably / Baemin): a full-screen plain table under an overlay bar. In
/// `scrollViewDidScroll`, while contentOffset.y > threshold the delegate sets
/// `contentInset.top` to the bar's height, otherwise back to 0; threshold = top of the section
/// minus the bar's bottom (200 - 109 = 91 for `ably`). With the inset in place the floating
/// header's pin line (rule 2.2 of Docs/uikit-rules.md, T = off + adj.top) is the bar's bottom, so the header stops
/// right under the bar instead of sliding beneath it (rule 2.4, Docs/uikit-rules.md).
public struct PinUnderNavigationBar: ScrollBehavior {
    public var section: Int
    public var name: String { "pinUnderNavigationBar" }

    public static let active = "active"
    public static let inactive = "inactive"

    /// The part of the list the bar covers, in the list's own coordinates.
    func barCover(_ context: BehaviorContext) -> Double {
        max(0, (context.barBottom ?? context.listFrame.minY) - context.listFrame.minY)
    }

    func threshold(_ context: BehaviorContext) -> Double {
        (context.geometry.sectionTop(section) ?? 0) - barCover(context)
    }

    func wanted(at offset: Double, _ context: BehaviorContext) -> String {
        offset > threshold(context) ? Self.active : Self.inactive
    }

    public func initialState(at offset: Double, context: BehaviorContext) -> BehaviorState {
        BehaviorState(phase: wanted(at: offset, context))
    }

    public func crossing(from: Double, to: Double, state: BehaviorState, context: BehaviorContext) -> Double? {
        guard wanted(at: to, context) != state.phase else { return nil }
        let t = threshold(context)
        return min(max(t, min(from, to)), max(from, to))
    }

    public func transition(at offset: Double, towards to: Double, state: BehaviorState, context: BehaviorContext) -> BehaviorState
    {
        BehaviorState(phase: wanted(at: to, context))
    }

    /// One threshold: the offset where section `section`'s top reaches the bar's bottom (window y).
    public func thresholds(state: BehaviorState, context: BehaviorContext) -> [BehaviorThreshold] {
        let cover = barCover(context)
        let t = threshold(context)
        return [
            BehaviorThreshold(
                name: name, offset: t, windowY: context.listFrame.minY + cover,
                explanation: "contentInset.top = \(formatNumber(cover)) past offset \(formatNumber(t))")
        ]
    }

    public func apply(_ state: BehaviorState, to effects: inout LayoutEffects, context: BehaviorContext) {
        if state.phase == Self.active { effects.contentInsetTop = barCover(context) }
    }
}
