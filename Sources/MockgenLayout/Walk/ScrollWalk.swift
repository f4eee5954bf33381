/// Walks one variant along the path, continuously: behaviours see every crossing at its exact
/// offset, as if `scrollViewDidScroll` fired there, and the frames are snapshots on the way.
struct ScrollWalk {
    let sim: Simulation
    /// The variant's resting range (rule 1.3), used to clamp or rubber-band path values.
    let restRange: ClosedRange<Double>
    let nodes: [PathNode]
    /// The variant's virtual offset at each node.
    let resolved: [Double]
    /// Distance along the base path at each node: the frames' common clock.
    let distance: [Double]

    private(set) var states: [BehaviorState] = []
    private(set) var effects = LayoutEffects()
    private var geometry: any ListGeometry
    private var offset: Double
    private var pinned: Set<String> = []
    private var barOpaque = false
    private var barTransparent = false
    private var bottomVisible = false
    private var segment = 0
    /// Rule 4.3, with estimated rows only. The walk moves like a finger: the offset is the path's
    /// value plus `correction`, the sum of actual - estimate of the rows realised above the bounds.
    private var correction = 0.0
    /// Each node's value without the corrections, once the walk has arrived there: where the
    /// segment leaving it starts (for `start` / `end`, the end of the range in force then).
    private var arrived: [Double?]
    /// What changed where. `rank` orders events at one offset the same way whatever the
    /// frames are: behaviours first (they cause the rest), then pins, then the bar.
    private(set) var events: [(position: Double, rank: Int, label: String)] = []

    static let epsilon = 1e-6

    init(sim: Simulation, nodes: [PathNode], distance: [Double]) {
        self.sim = sim
        self.restRange = sim.restRange
        self.nodes = nodes
        self.distance = distance
        let range = self.restRange
        resolved = nodes.map { $0.virtualOffset(range: range) }
        arrived = Array(repeating: nil, count: nodes.count)
        geometry = sim.geometry(LayoutEffects())
        offset = 0
        if geometry.isEstimating, !nodes.isEmpty {
            realiseFirstBounds()
        } else {
            offset = display(resolved.first ?? 0, drag: nodes.first?.isDrag ?? false).offset
        }
        let context = sim.context(geometry)
        states = sim.behaviors.map { $0.initialState(at: offset, context: context) }
        recomputeLayout()
        pinned = pinnedIDs(at: offset)
        (barOpaque, barTransparent) = barFlags(at: offset)
        bottomVisible = bottomBarVisible(at: offset)
    }

    // MARK: - Estimated rows (rule 4.3)

    /// Rule 1.3 with the content height in force: realising estimated rows changes it.
    var range: ClosedRange<Double> {
        guard geometry.isEstimating else { return restRange }
        let height = geometry.contentSize.height
        let adjusted = sim.scrollView(LayoutEffects()).adjustedContentInset(contentHeight: height)
        return ScrollView.offsetRange(contentHeight: height, boundsHeight: sim.listFrame.height, adjusted: adjusted)
    }

    /// Node `i` as the segment leaving it starts: where the walk arrived, plus later corrections.
    func virtual(_ i: Int) -> Double {
        guard geometry.isEstimating, let value = arrived[i] else { return approach(i) }
        return value + correction
    }

    /// Node `i` as a segment travels towards it: the resolved value (`start` / `end` from the
    /// base, as without estimates) plus the corrections so far, so that frame positions map to
    /// offsets the same way in every walk; a drag, from the end of the range in force. Arriving
    /// at `start` / `end` goes to the end of the range in force instead (`travel`).
    func approach(_ i: Int) -> Double {
        guard geometry.isEstimating else { return resolved[i] }
        if case let .drag(d) = nodes[i] { return (d < 0 ? range.lowerBound : range.upperBound) + d }
        return resolved[i] + correction
    }

    /// The first frame's bounds show realised rows. A path that starts at `end` is a jump to
    /// the bottom: the last rows are realised from the end of the content up, as far as the
    /// bounds reach, and the offset is the end of the range they leave. Elsewhere the rows in
    /// the bounds are realised top down; one straddling the top moves the offset (rule 4.3).
    private mutating func realiseFirstBounds() {
        let height = sim.listFrame.height
        if nodes[0].upperEnd == true {
            let adjusted = sim.scrollView(LayoutEffects()).adjustedContentInset(contentHeight: geometry.contentSize.height)
            _ = geometry.realiseRows(above: geometry.contentSize.height, within: height - adjusted.bottom)
            offset = range.upperBound
        } else {
            offset = display(virtual(0), drag: nodes[0].isDrag).offset
            correction = geometry.realiseRows(from: offset, to: offset + height)
            offset += correction
        }
        arrived[0] = offset - correction
    }

    /// Realises the rows the bounds pass on the way from the offset to `want`, and returns
    /// `want` as it stands after them: moved by the corrections going up; for an arrival at
    /// `start` / `end`, the end of the range in force once every row up to it is realised.
    private mutating func realiseRows(towards want: Double, arrivingAt node: PathNode?) -> Double {
        let height = sim.listFrame.height
        switch node?.upperEnd {
        case true?:
            _ = geometry.realiseRows(from: offset, to: .infinity)
            return range.upperBound
        case false?:
            let c = geometry.realiseRows(above: offset, within: .infinity)
            offset += c
            correction += c
            return range.lowerBound
        case nil:
            if want > offset { _ = geometry.realiseRows(from: offset, to: want + height) }
            guard want < offset else { return want }
            let c = geometry.realiseRows(above: offset, within: offset - want)
            offset += c
            correction += c
            return want + c
        }
    }

    /// Walks segment `i` to path position `s` with estimated rows: realise, then move.
    private mutating func travel(to s: Double, segment i: Int) -> (offset: Double, clampedFrom: Double?) {
        let arrives = s >= distance[i + 1]
        let want = arrives ? approach(i + 1) : virtualOffset(atPosition: s, segment: i)
        let target = realiseRows(towards: want, arrivingAt: arrives ? nodes[i + 1] : nil)
        if arrives, arrived[i + 1] == nil { arrived[i + 1] = target - correction }
        let shown = display(target, drag: isDragSegment(i))
        advance(to: shown.offset)
        return shown
    }

    // MARK: - Mapping the path to offsets

    /// What the screen shows for a virtual offset: itself inside the range; past it, the rubber
    /// band for a drag when `bounces` (rule 1.4), else the nearest end with the value it came from.
    func display(_ v: Double, drag: Bool) -> (offset: Double, clampedFrom: Double?) {
        if range.contains(v) { return (v, nil) }
        let edge = v < range.lowerBound ? range.lowerBound : range.upperBound
        if drag {
            guard effects.bounces ?? sim.scenario.list.bounces else { return (edge, nil) }
            let b = ScrollView.rubberBand(abs(v - edge), dimension: sim.listFrame.height)
            return (v < edge ? edge - b : edge + b, nil)
        }
        return (edge, v)
    }

    func virtualOffset(atPosition s: Double, segment i: Int) -> Double {
        let span = distance[i + 1] - distance[i]
        guard span > 0 else { return approach(i + 1) }
        return virtual(i) + (approach(i + 1) - virtual(i)) * (s - distance[i]) / span
    }

    func isDragSegment(_ i: Int) -> Bool { nodes[i].isDrag || nodes[min(i + 1, nodes.count - 1)].isDrag }

    /// Where along the path (base distance) the current segment shows `offset`.
    func position(ofOffset shown: Double) -> Double {
        let i = segment
        guard i + 1 < nodes.count else { return distance.last ?? 0 }
        var v = shown
        if !range.contains(shown), isDragSegment(i) {
            let edge = shown < range.lowerBound ? range.lowerBound : range.upperBound
            let finger = ScrollView.fingerDistance(forRubberBand: abs(shown - edge), dimension: sim.listFrame.height)
            v = shown < edge ? edge - finger : edge + finger
        }
        let dv = approach(i + 1) - virtual(i)
        guard dv != 0 else { return distance[i] }
        let t = min(max((v - virtual(i)) / dv, 0), 1)
        return distance[i] + t * (distance[i + 1] - distance[i])
    }

    // MARK: - Walking

    /// Travels segment by segment to path position `s`, then returns the frame shown there.
    mutating func frame(atPosition s: Double, index: Int) -> FrameLayout {
        var shown = (offset: offset, clampedFrom: Double?.none)
        while segment + 1 < nodes.count {
            let i = segment
            if s <= distance[i + 1] {
                if geometry.isEstimating {
                    shown = travel(to: s, segment: i)
                } else {
                    shown = display(virtualOffset(atPosition: s, segment: i), drag: isDragSegment(i))
                    advance(to: shown.offset)
                }
                break
            }
            finishSegment(i)
            segment += 1
        }
        if nodes.count == 1 { shown = display(virtual(0), drag: nodes[0].isDrag) }
        settle()
        // A frame on a bar's switch shows the appearance just past it, as for behaviours.
        return sim.frame(index: index, offset: shown.offset, clampedFrom: shown.clampedFrom, states: states,
                         effects: effects, geometry: geometry, events: [],
                         appearanceProbe: shown.offset + travelDirection() * Self.epsilon)
    }

    /// Walks the rest of the path, so that every event is recorded.
    mutating func finish() {
        while segment + 1 < nodes.count {
            finishSegment(segment)
            segment += 1
        }
    }

    private mutating func finishSegment(_ i: Int) {
        if geometry.isEstimating {
            _ = travel(to: distance[i + 1], segment: i)
        } else {
            advance(to: display(approach(i + 1), drag: isDragSegment(i)).offset)
        }
    }

    /// A frame exactly on a threshold shows the state just past it in the direction of travel:
    /// the moment of change, with its event (going up at `ably`'s 91 the inset is already in place).
    private mutating func settle() {
        let direction = travelDirection()
        guard direction != 0 else { return }
        let context = sim.context(geometry)
        let probe = offset + direction * Self.epsilon
        for (k, behavior) in sim.behaviors.enumerated() {
            guard behavior.crossing(from: offset, to: probe, state: states[k], context: context) == offset else { continue }
            let next = behavior.transition(at: offset, towards: probe, state: states[k], context: context)
            if next != states[k] {
                states[k] = next
                events.append((position(ofOffset: offset), 0, "\(behavior.name) \(next.phase)"))
            }
        }
        recomputeLayout()
        notePins(at: offset, direction: direction)
    }

    /// +1 down the content, -1 up, 0 standing: the direction of the segment the walk is on.
    private func travelDirection() -> Double {
        let i = min(segment, max(0, nodes.count - 2))
        guard nodes.count > 1 else { return 0 }
        let end = display(approach(i + 1), drag: isDragSegment(i)).offset
        let start = display(virtual(i), drag: isDragSegment(i)).offset
        return end > start ? 1 : end < start ? -1 : 0
    }

    private mutating func advance(to target: Double) {
        var guardSteps = 0
        while offset != target || guardSteps == 0 {
            guardSteps += 1
            if guardSteps > 10_000 { break }  // a behaviour that flips forever at one offset
            let context = sim.context(geometry)
            var crossing: Double?
            for (k, behavior) in sim.behaviors.enumerated() {
                guard let c = behavior.crossing(from: offset, to: target, state: states[k], context: context) else { continue }
                if let best = crossing, abs(best - offset) <= abs(c - offset) { continue }
                crossing = c
            }
            let end = crossing ?? target
            scanThresholds(to: end, includingEnd: crossing == nil)
            offset = end
            guard let c = crossing else { break }
            let position = position(ofOffset: c)
            for (k, behavior) in sim.behaviors.enumerated() {
                guard behavior.crossing(from: offset, to: target, state: states[k], context: context) == c else { continue }
                let next = behavior.transition(at: c, towards: target, state: states[k], context: context)
                if next != states[k] {
                    states[k] = next
                    events.append((position, 0, "\(behavior.name) \(next.phase)"))
                }
            }
            recomputeLayout()
            notePins(at: c, direction: target >= c ? 1 : -1)
            if offset == target { break }
        }
    }

    private mutating func recomputeLayout() {
        var next = LayoutEffects()
        let context = sim.context(geometry)
        for (k, behavior) in sim.behaviors.enumerated() { behavior.apply(states[k], to: &next, context: context) }
        // The geometry is a function of the effects alone; rebuilding it costs O(sections + runs).
        if next != effects {
            effects = next
            let previous = geometry
            geometry = sim.geometry(next)
            geometry.keepRealisedRows(of: previous)
        }
    }

    /// Header/footer pin changes and bar alpha limits between the current offset and `end`.
    private mutating func scanThresholds(to end: Double, includingEnd: Bool) {
        guard end != offset else { return }
        let direction: Double = end > offset ? 1 : -1
        let lo = min(offset, end), hi = max(offset, end)
        let height = geometry.contentSize.height
        let adjusted = sim.scrollView(effects).adjustedContentInset(contentHeight: height)
        var candidates = geometry.pinThresholds(adjustedInset: adjusted, boundsHeight: sim.listFrame.height, offsets: lo...hi)
        if sim.collapsibleHeight > 0 {
            // Rule 7.4: past the large title's collapse the inset is the inline bar's; while it
            // collapses the pin line stays at the content's top, where nothing starts to pin.
            var collapsed = adjusted
            collapsed.top = sim.adjustedInset(effects, contentHeight: height, at: .infinity).top
            candidates += geometry.pinThresholds(adjustedInset: collapsed, boundsHeight: sim.listFrame.height, offsets: lo...hi)
        }
        if let fade = sim.scenario.navigationBar?.fade { candidates += [fade.from, fade.to].filter { lo <= $0 && $0 <= hi } }
        candidates += sim.appearanceThresholds(effects, contentHeight: height).filter { lo <= $0 && $0 <= hi }
        // The start was judged when the walk got there; at a behaviour crossing the layout
        // changes, so what happens there is judged after it.
        candidates.removeAll { $0 == offset || (!includingEnd && $0 == end) }
        for p in Set(candidates).sorted(by: { direction > 0 ? $0 < $1 : $0 > $1 }) {
            notePins(at: p, direction: direction)
        }
    }

    /// Records what changed at offset `p`: pins judged just past it, bar limits judged at it.
    private mutating func notePins(at p: Double, direction: Double) {
        let position = position(ofOffset: p)
        let after = pinnedIDs(at: p + direction * Self.epsilon)
        if after != pinned {
            for id in pinned.subtracting(after).sorted() { events.append((position, 1, "\(id) unpins")) }
            for id in after.subtracting(pinned).sorted() { events.append((position, 1, "\(id) pins")) }
            pinned = after
        }
        if let bar = sim.scenario.navigationBar, bar.kind == .system, bar.fade == nil {
            // Rule 7.2: like a pin, the appearance is judged just past `p` in the direction of travel.
            let after = barFlags(at: p + direction * Self.epsilon)
            if after.opaque != barOpaque { events.append((position, 2, after.opaque ? "navigationBar opaque" : "navigationBar transparent")) }
            (barOpaque, barTransparent) = after
        } else if sim.scenario.navigationBar != nil {
            let at = barFlags(at: p)
            if at.opaque && !barOpaque { events.append((position, 2, "navigationBar opaque")) }
            if at.transparent && !barTransparent { events.append((position, 2, "navigationBar transparent")) }
            (barOpaque, barTransparent) = barFlags(at: p + direction * Self.epsilon)
        }
        if let bottom = sim.scenario.bottomBar {
            let after = bottomBarVisible(at: p + direction * Self.epsilon)
            if after != bottomVisible { events.append((position, 2, "\(bottom.id) \(after ? "opaque" : "transparent")")) }
            bottomVisible = after
        }
    }

    private func pinnedIDs(at offset: Double) -> Set<String> {
        let adjusted = sim.adjustedInset(effects, contentHeight: geometry.contentSize.height, at: offset)
        let viewport = Viewport(offset: offset, adjustedInset: adjusted, listFrame: sim.listFrame)
        return Set(geometry.elements(in: viewport).lazy.filter { $0.pinned && $0.kind != .cell }.map(\.id))
    }

    /// A bar with `fade` (or an overlay bar) is opaque at alpha 1 and transparent at 0; a system
    /// bar without `fade` by the background of the appearance in force (rule 7.2).
    private func barFlags(at offset: Double) -> (opaque: Bool, transparent: Bool) {
        if let bar = sim.scenario.navigationBar, bar.kind == .system, bar.fade == nil {
            let state = sim.navigationBarState(effects, contentHeight: geometry.contentSize.height, at: offset)
            let visible = bar.background(state) != .transparent
            return (visible, !visible)
        }
        let alpha = sim.barAlpha(at: offset)
        return (alpha >= 1, alpha <= 0)
    }

    private func bottomBarVisible(at offset: Double) -> Bool {
        guard let bar = sim.scenario.bottomBar else { return false }
        return bar.background(sim.bottomBarState(effects, contentHeight: geometry.contentSize.height, at: offset)) != .transparent
    }
}
