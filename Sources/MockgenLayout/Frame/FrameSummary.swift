/// What the flipbook reads of every frame, not only of the one it draws: the offset, events and
/// states (captions), the pin line, thresholds and headers (legend), and the bars' opacity
/// (curves). A run keeps one for every frame however it keeps the frames themselves
/// (`FrameDetail`): a few numbers a frame, where a `FrameLayout` with its elements is over a
/// kilobyte, so that the flipbook's memory grows with the frames only by these (Docs/architecture.md#frames-kept-or-replayed).
public struct FrameSummary: Sendable, Equatable {
    public var index: Int
    public var contentOffset: Double
    public var clampedFrom: Double?
    /// The list's top in window coordinates (`listFrame.y`).
    public var listTop: Double
    public var pinLineY: Double
    /// The section headers on screen, in drawing order.
    public var headers: [HeaderPlace]
    public var events: [String]
    public var behaviorStates: [BehaviorStateLabel]
    public var behaviorThresholds: [BehaviorThreshold]
    public var bars: Bars

    /// A section header's place in one frame.
    public struct HeaderPlace: Sendable, Equatable {
        public var section: Int
        /// Window y of its top.
        public var y: Double
        /// Displaced from its natural place by floating or pinning.
        public var pinned: Bool

        /// `header.S` (Docs/decisions.md), as `Element.id`.
        public var id: String { "header.\(section)" }
    }

    /// What the curves plot of the bars.
    public struct Bars: Sendable, Equatable {
        /// `NavigationBarState.shownOpacity`; nil without a navigation bar.
        public var navigationOpacity: Double?
        /// A system navigation bar, whose background follows an appearance (rule 7.2).
        public var systemNavigationBar: Bool
        /// The tab bar's or toolbar's id; nil without one.
        public var bottomBarID: String?
        /// The bottom bar's background is transparent here (at the scroll edge, rule 7.2).
        public var bottomBarTransparent: Bool
    }

    /// The summary of `frame`. Arrays equal to `previous`'s share its storage, so that a state
    /// that holds for many frames is kept once.
    public init(_ frame: FrameLayout, after previous: FrameSummary? = nil) {
        index = frame.index
        contentOffset = frame.contentOffset
        clampedFrom = frame.clampedFrom
        listTop = frame.listFrame.y
        pinLineY = frame.pinLineY
        headers = frame.elements.compactMap { element in
            element.kind == .header
                ? HeaderPlace(section: element.section ?? 0, y: element.frame.y, pinned: element.pinned) : nil
        }
        events = frame.events
        behaviorStates = frame.behaviorStates
        behaviorThresholds = frame.behaviorThresholds
        bars = Bars(
            navigationOpacity: frame.navigationBar?.shownOpacity,
            systemNavigationBar: frame.navigationBar?.appearance != nil,
            bottomBarID: frame.bottomBar?.spec.id,
            bottomBarTransparent: frame.bottomBar?.background == .transparent)
        guard let previous else { return }
        if headers == previous.headers { headers = previous.headers }
        if behaviorStates == previous.behaviorStates { behaviorStates = previous.behaviorStates }
        if behaviorThresholds == previous.behaviorThresholds { behaviorThresholds = previous.behaviorThresholds }
    }
}

extension Array where Element == FrameLayout {
    /// Each frame's summary, in order.
    public func summaries() -> [FrameSummary] {
        var out: [FrameSummary] = []
        out.reserveCapacity(count)
        for frame in self { out.append(FrameSummary(frame, after: out.last)) }
        return out
    }
}
