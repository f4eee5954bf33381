// Where the seed-002 behaviours switch, for the flipbook's threshold overlay and legend
// (`ScrollBehavior.thresholds`). Kept apart from the state machines they describe.
import MockgenFormat

extension CollapsingHeader {
    /// While large: the switch offset, and for the window-y rule the window line the header's
    /// bottom crosses (195 in the seed). While compact: the stored offset it expands back at.
    public func thresholds(state: BehaviorState, context: BehaviorContext) -> [BehaviorThreshold] {
        if state.phase == Self.compact, let stored = state.storedOffset {
            return [
                BehaviorThreshold(
                    name: name, offset: stored, windowY: nil,
                    explanation:
                        "large header again once contentOffset.y is back at \(formatNumber(stored)) or less (the offset stored at the switch)"
                )
            ]
        }
        let t = switchOffset(context)
        let rule: String
        let windowY: Double?
        switch spec.trigger {
        case .headerBottomInWindow(let y):
            rule = "once section \(spec.section)'s header bottom reaches window y \(formatNumber(y)) (offset \(formatNumber(t)))"
            windowY = y
        case .offset:
            rule = "at the fixed offset \(formatNumber(t))"
            windowY = nil
        }
        return [
            BehaviorThreshold(
                name: name, offset: t, windowY: windowY,
                explanation:
                    "compact \(formatNumber(spec.compactHeight)) pt header, pinned, sectionInset.top = offset + \(formatNumber(spec.compactInsetAfterOffset)), \(rule)"
            )
        ]
    }
}

extension BouncesAbove {
    public func thresholds(state: BehaviorState, context: BehaviorContext) -> [BehaviorThreshold] {
        [
            BehaviorThreshold(
                name: name, offset: offset, windowY: nil,
                explanation: "bounces only while contentOffset.y > \(formatNumber(offset))")
        ]
    }
}
