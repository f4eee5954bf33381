/// Seed 002 (`mypage`): a profile header, large at rest, that turns compact and pins once its
/// bottom crosses a window y, and expands again only back at the offset where it switched.
///
/// The seed's `scrollViewDidScroll`, in its order:
/// - while large, when the header's bottom converted to window coordinates reaches y <= 195:
///   compact header, `sectionHeadersPinToVisibleBounds = true`, the current offset stored as the
///   transition offset, `sectionInset.top = offset + 12`;
/// - while compact, when contentOffset.y comes back to <= the stored offset: large header,
///   unpinned, `sectionInset.top` back to the layout's own (18).
/// The old rule switched at a fixed offset (232) instead of the window y: without the tag row
/// the header is 36 pt shorter, the switch 36 pt late, and the cards jump (Docs/seed-screens.md).
public struct CollapsingHeader: ScrollBehavior {
    public var spec: CollapsingHeaderSpec
    public var name: String { "collapsingHeader" }

    public static let large = "large"
    public static let compact = "compact"

    /// The offset at which the large header switches, given the layout while large.
    func switchOffset(_ context: BehaviorContext) -> Double {
        switch spec.trigger {
        case .offset(let offset):
            return offset
        case .headerBottomInWindow(let y):
            // Rule 8.3 (Docs/uikit-rules.md): bottom in window = list top + natY + H - off while unpinned; <= y from here.
            let header = context.geometry.naturalHeaderFrame(spec.section) ?? Rect(x: 0, y: 0, width: 0, height: 0)
            return context.listFrame.minY + header.maxY - y
        }
    }

    public func initialState(at offset: Double, context: BehaviorContext) -> BehaviorState {
        offset >= switchOffset(context)
            ? BehaviorState(phase: Self.compact, storedOffset: offset) : BehaviorState(phase: Self.large)
    }

    public func crossing(from: Double, to: Double, state: BehaviorState, context: BehaviorContext) -> Double? {
        if state.phase == Self.large {
            let t = switchOffset(context)
            // Moving down onto or past the switch offset.
            guard to >= t, from <= t || from > to else { return nil }
            return max(min(t, max(from, to)), min(from, to))
        }
        let stored = state.storedOffset ?? 0
        guard to <= stored else { return nil }
        return min(max(stored, min(from, to)), max(from, to))
    }

    public func transition(at offset: Double, towards to: Double, state: BehaviorState, context: BehaviorContext) -> BehaviorState
    {
        state.phase == Self.large ? BehaviorState(phase: Self.compact, storedOffset: offset) : BehaviorState(phase: Self.large)
    }

    public func apply(_ state: BehaviorState, to effects: inout LayoutEffects, context: BehaviorContext) {
        guard state.phase == Self.compact, let stored = state.storedOffset else { return }
        effects.headerHeights[spec.section] = spec.compactHeight
        effects.sectionHeadersPinToVisibleBounds = true
        effects.sectionInsetTop = stored + spec.compactInsetAfterOffset
    }
}

/// Seed 002: `bounces` is on only while contentOffset.y > `offset`, so the page can't be pulled
/// down at the top but still bounces at the end.
public struct BouncesAbove: ScrollBehavior {
    public var offset: Double
    public var name: String { "bouncesAbove" }

    func wanted(_ y: Double) -> String { y > offset ? "on" : "off" }

    public func initialState(at y: Double, context: BehaviorContext) -> BehaviorState { BehaviorState(phase: wanted(y)) }

    public func crossing(from: Double, to: Double, state: BehaviorState, context: BehaviorContext) -> Double? {
        guard wanted(to) != state.phase else { return nil }
        return min(max(offset, min(from, to)), max(from, to))
    }

    public func transition(at y: Double, towards to: Double, state: BehaviorState, context: BehaviorContext) -> BehaviorState {
        BehaviorState(phase: wanted(to))
    }

    public func apply(_ state: BehaviorState, to effects: inout LayoutEffects, context: BehaviorContext) {
        effects.bounces = state.phase == "on"
    }
}
