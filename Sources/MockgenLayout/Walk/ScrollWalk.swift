/// Walks one variant along the path, continuously: behaviours see every crossing at its exact
/// offset, as if `scrollViewDidScroll` fired there, and the frames are snapshots on the way.
struct ScrollWalk {
    let sim: Simulation
    /// The variant's resting range (rule 1.3, Docs/uikit-rules.md), used to clamp or rubber-band path values.
    let restRange: ClosedRange<Double>
    let nodes: [PathNode]
    /// The variant's virtual offset at each node, on its own range (Docs/decisions.md, Frames and paths).
    let resolved: [Double]

    private(set) var states: [BehaviorState] = []
    private(set) var effects = LayoutEffects()
    private var geometry: any ListGeometry
    private var offset: Double {
        didSet { if offset != oldValue { standingFrame = nil } }
    }
    /// The last frame taken, while the walk still stands where it was taken: a change recorded
    /// there before the walk moves on (the path turning at the frame's node) is on that frame.
    private var standingFrame: (index: Int, offset: Double)?
    private var pinned: Set<String> = []
    private var barOpaque = false
    private var barTransparent = false
    private var bottomVisible = false
    /// A Compose extended FAB that follows the list's first child: whether it shows its label.
    private var fabExpanded: Bool?
    /// Which way the walk is scrolling, kept on each event it records: the frames around an event
    /// cannot tell where the path turns between them.
    private var heading: ScrollEvent.Direction?
    /// Snaps noted where the scroll stopped, each with the state its animation leaves its
    /// header's behaviour in, applied as the walk leaves that offset (`noteSnaps`).
    private var pendingSnaps: [(behavior: Int, state: BehaviorState, offset: Double)] = []
    private var segment = 0
    /// The last segment walked to its end: a node's frame finishes the segment arriving there,
    /// and walking it again from its end would judge the node's thresholds a second time, with
    /// nothing left to travel (the state the frame settled into switched back and forth).
    private var finishedSegment = -1
    /// Rule 4.3 (Docs/uikit-rules.md), with estimated rows only. The walk moves like a finger: the offset is the path's
    /// value plus `correction`, the sum of actual - estimate of the rows realised above the bounds.
    private var correction = 0.0
    /// Each node's value without the corrections, once the walk has arrived there: where the
    /// segment leaving it starts (for `start` / `end`, the end of the range in force then).
    private var arrived: [Double?]
    /// What each node showed when the walk arrived there: its exact resolved offset.
    private(set) var arrivals: [(offset: Double, clampedFrom: Double?)?]
    /// What changed where, in the order it happened.
    private(set) var events: [WalkEvent] = []
    /// Frames taken so far, and the first event recorded after the last of them.
    private var framesTaken = 0
    private var firstUnframed = 0
    /// Where pin changes are looked for, per segment: offset intervals, ascending and apart. Nil
    /// (the usual case) looks along the whole path; set by `lookForPins(near:)` when the path
    /// passes too many pin thresholds to list every change.
    private(set) var pinWindows: [[ClosedRange<Double>]]?
    /// The offset `pinned` was last brought up to date at: outside the windows it is not kept.
    private var pinsAt: Double?
    /// How many pin thresholds the path passes (an upper bound), once `lookForPins(near:)` has counted.
    private(set) var pinThresholdsOnPath = 0

    static let epsilon = 1e-6

    init(sim: Simulation, nodes: [PathNode]) {
        self.sim = sim
        self.restRange = sim.restRange
        self.nodes = nodes
        let range = self.restRange
        resolved = nodes.map { $0.virtualOffset(range: range) }
        arrived = Array(repeating: nil, count: nodes.count)
        arrivals = Array(repeating: nil, count: nodes.count)
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
        pinsAt = offset
        (barOpaque, barTransparent) = barFlags(at: offset)
        bottomVisible = bottomBarVisible(at: offset)
        fabExpanded = composeFABExpanded(at: offset)
        if !nodes.isEmpty { arrivals[0] = display(virtual(0), drag: nodes.count > 1 ? isDragSegment(0) : nodes[0].isDrag) }
    }

    // MARK: - Estimated rows (rule 4.3, Docs/uikit-rules.md)

    /// Rule 1.3 (Docs/uikit-rules.md) with the content height in force: realising estimated rows changes it.
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
        if case .drag(let d) = nodes[i] { return (d < 0 ? range.lowerBound : range.upperBound) + d }
        return resolved[i] + correction
    }

    /// The first frame's bounds show realised rows. A path that starts at `end` is a jump to
    /// the bottom: the last rows are realised from the end of the content up, as far as the
    /// bounds reach, and the offset is the end of the range they leave. Elsewhere the rows in
    /// the bounds are realised top down; one straddling the top moves the offset (rule 4.3, Docs/uikit-rules.md).
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
            if case .drag(let d)? = node {
                // A drag is an overscroll past the end of the range in force, once every row the
                // bounds pass on the way is realised: the corrections move the range, not the finger.
                if d > 0 {
                    _ = geometry.realiseRows(from: offset, to: .infinity)
                    return range.upperBound + d
                }
                let c = geometry.realiseRows(above: offset, within: .infinity)
                offset += c
                correction += c
                return range.lowerBound + d
            }
            if want > offset { _ = geometry.realiseRows(from: offset, to: want + height) }
            guard want < offset else { return want }
            let c = geometry.realiseRows(above: offset, within: offset - want)
            offset += c
            correction += c
            return want + c
        }
    }

    /// Walks segment `i` with estimated rows, to `fraction` of it or, when nil, to its end node:
    /// realise, then move. `exact` is an offset to stop at instead (an event's, from an earlier walk).
    private mutating func travel(fraction: Double?, exact: Double? = nil, segment i: Int) -> (
        offset: Double, clampedFrom: Double?
    ) {
        var exact = exact
        // An event's offset from an earlier walk, which realised each segment's rows at once: its
        // corrections can differ from this walk's, so an offset behind the walk, or past the end
        // of the range, is not on this walk's way; the frame keeps its place on the path instead.
        if let e = exact, (e - offset) * (approach(i + 1) - offset) < 0 || !range.contains(e) { exact = nil }
        let arrives = fraction == nil && exact == nil
        let want = exact ?? fraction.map { virtualOffset(fraction: $0, segment: i) } ?? approach(i + 1)
        let target = realiseRows(towards: want, arrivingAt: arrives ? nodes[i + 1] : nil)
        if arrives, arrived[i + 1] == nil { arrived[i + 1] = target - correction }
        // An event's offset from an earlier walk is kept inside the range in force: that walk
        // realised a whole segment's rows at once, so its corrections can differ from this one's,
        // and nothing but a drag's overscroll stands past an end (rule 1.3, Docs/uikit-rules.md).
        let shown: (offset: Double, clampedFrom: Double?)
        if exact == nil {
            shown = display(target, drag: isDragSegment(i))
        } else {
            shown = (min(max(target, range.lowerBound), range.upperBound), nil)
        }
        advance(to: shown.offset)
        return shown
    }

    // MARK: - Mapping the path to offsets

    /// What the screen shows for a virtual offset: itself inside the range; past it, the rubber
    /// band for a drag when `bounces` (rule 1.4, Docs/uikit-rules.md), else the nearest end with the value it came from.
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

    /// The virtual offset `fraction` of the way along segment `i`.
    func virtualOffset(fraction t: Double, segment i: Int) -> Double {
        virtual(i) + (approach(i + 1) - virtual(i)) * t
    }

    func isDragSegment(_ i: Int) -> Bool { nodes[i].isDrag || nodes[min(i + 1, nodes.count - 1)].isDrag }

    /// Where on the path the current segment shows `offset`: a node as (j, 0).
    func place(ofOffset shown: Double) -> (segment: Int, fraction: Double) {
        let i = segment
        guard i + 1 < nodes.count else { return (nodes.count - 1, 0) }
        var v = shown
        if !range.contains(shown), isDragSegment(i) {
            let edge = shown < range.lowerBound ? range.lowerBound : range.upperBound
            let finger = ScrollView.fingerDistance(forRubberBand: abs(shown - edge), dimension: sim.listFrame.height)
            v = shown < edge ? edge - finger : edge + finger
        }
        let dv = approach(i + 1) - virtual(i)
        guard dv != 0 else { return (i, 0) }
        let t = min(max((v - virtual(i)) / dv, 0), 1)
        return t == 1 ? (i + 1, 0) : (i, t)
    }

    // MARK: - Walking

    /// Travels segment by segment to `stop`, then returns the frame shown there. Variant
    /// `variant` stops at the exact offset of its own event when the stop was moved onto one.
    /// A node's frame is taken on arrival, so it shows the state reached in the direction of travel.
    mutating func frame(at stop: PathStop, variant: Int, index: Int) -> FrameLayout {
        let last = nodes.count - 1
        let exact = stop.exact[variant]
        let shown: (offset: Double, clampedFrom: Double?)
        if stop.isNode && exact == nil || stop.segment >= last {
            let j = min(stop.segment, last)
            if j == 0 {
                shown = arrivals[0] ?? (offset, nil)
            } else {
                while segment < j - 1 {
                    finishSegment(segment)
                    segment += 1
                }
                shown = finishSegment(j - 1)
            }
        } else {
            while segment < stop.segment {
                finishSegment(segment)
                segment += 1
            }
            if geometry.isEstimating {
                shown = travel(fraction: stop.fraction, exact: exact, segment: segment)
            } else {
                shown =
                    exact.map { ($0, nil) }
                    ?? display(virtualOffset(fraction: stop.fraction, segment: segment), drag: isDragSegment(segment))
                advance(to: shown.offset)
            }
        }
        settle()
        // A frame on a bar's switch shows the appearance just past it, as for behaviours.
        // The events of this frame: those recorded on the way here, where it stands.
        for k in firstUnframed..<events.count where events[k].offset == shown.offset && events[k].frame == nil {
            events[k].frame = index
        }
        for k in firstUnframed..<events.count { events[k].after = index - 1 }
        firstUnframed = events.count
        framesTaken = index + 1
        standingFrame = offset == shown.offset ? (index, shown.offset) : nil
        return sim.frame(
            index: index, offset: shown.offset, clampedFrom: shown.clampedFrom, states: states,
            effects: effects, geometry: geometry, events: [],
            appearanceProbe: shown.offset + travelDirection() * Self.epsilon)
    }

    /// Walks the rest of the path, so that every event is recorded.
    mutating func finish() {
        while segment + 1 < nodes.count {
            finishSegment(segment)
            segment += 1
        }
        for k in firstUnframed..<events.count { events[k].after = framesTaken - 1 }
        firstUnframed = events.count
    }

    /// Walks to the end of segment `i` and returns what its end node shows.
    @discardableResult
    private mutating func finishSegment(_ i: Int) -> (offset: Double, clampedFrom: Double?) {
        if i <= finishedSegment, let arrival = arrivals[i + 1] { return arrival }
        finishedSegment = i
        let shown: (offset: Double, clampedFrom: Double?)
        if geometry.isEstimating {
            shown = travel(fraction: nil, segment: i)
        } else {
            shown = display(approach(i + 1), drag: isDragSegment(i))
            advance(to: shown.offset)
        }
        if arrivals[i + 1] == nil {
            arrivals[i + 1] = shown
            noteSnaps(arrivingAt: i + 1, offset: shown.offset)
        }
        return shown
    }

    /// A path node where the scroll stops or turns is where a finger lifts: there an animation
    /// the scroll starts may run (Flutter's snapping floating headers, `Simulation.snaps`).
    /// The frames stay at the path's offsets (a frame at the node shows the header as the finger
    /// left it); the event says where the snap runs, and the walk sets off from where the snap
    /// leaves the header (`pendingSnaps`): the animation ends before the next scroll begins
    /// (Docs/platform-rules.md, Flutter 12).
    private mutating func noteSnaps(arrivingAt j: Int, offset: Double) {
        let direction = travelDirection()
        guard direction != 0 else { return }
        heading = direction > 0 ? .down : .up
        if j + 1 < nodes.count {
            let next = display(approach(j + 1), drag: isDragSegment(j)).offset
            guard (next - offset) * direction <= 0 else { return }
        }
        for snap in sim.snaps(effects, geometry: geometry, at: offset, movingDown: direction > 0) {
            record(.behavior, snap.label, at: offset)
            guard let k = sim.behaviors.firstIndex(where: { $0.name == snap.bar }),
                let bar = sim.behaviors[k] as? DirectionalBar
            else { continue }
            pendingSnaps.append((k, bar.snapped(showing: snap.showing, at: offset), offset))
        }
    }

    /// Puts the snapped headers where their animations leave them, as the walk leaves the offset
    /// where they snapped.
    private mutating func applyPendingSnaps() {
        guard !pendingSnaps.isEmpty else { return }
        let due = pendingSnaps.filter { $0.offset == offset }
        pendingSnaps.removeAll()
        guard !due.isEmpty else { return }
        for snap in due { states[snap.behavior] = snap.state }
        recomputeLayout()
    }

    /// A frame exactly on a threshold shows the state just past it in the direction of travel:
    /// the moment of change, with its event (going up at `ably`'s 91 the inset is already in place).
    private mutating func settle() {
        let direction = travelDirection()
        guard direction != 0 else { return }
        heading = direction > 0 ? .down : .up
        let context = sim.context(geometry)
        let probe = offset + direction * Self.epsilon
        for (k, behavior) in sim.behaviors.enumerated() {
            guard behavior.crossing(from: offset, to: probe, state: states[k], context: context) == offset else { continue }
            let next = behavior.transition(at: offset, towards: probe, state: states[k], context: context)
            if next != states[k] {
                states[k] = next
                record(.behavior, "\(behavior.name) \(next.phase)", at: offset)
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

    /// Moves to `target`, stopping at each behaviour's crossing on the way.
    ///
    /// A state changes at most once per crossing (Docs/decisions.md, Frames and paths): a behaviour that
    /// has switched at this offset is not asked again until the walk moves on, so one that would
    /// flip back and forth at one offset switches once. That makes the loop finite by
    /// construction: each turn either moves strictly towards `target` (through finitely many
    /// Doubles) or adds a behaviour to those done at this offset (finitely many).
    private mutating func advance(to target: Double) {
        var done = Set<Int>()
        if target != offset {
            heading = target > offset ? .down : .up
            applyPendingSnaps()
        } else if travelDirection() == 0 {
            // A segment that stays where it is (the node written twice) is the scroll at rest:
            // the snap has run, and its frames show where it left the header (Docs/platform-rules.md, Flutter 12).
            applyPendingSnaps()
        }
        repeat {
            let context = sim.context(geometry)
            var nearest: Double?
            for k in sim.behaviors.indices {
                guard let c = crossing(of: k, to: target, context), c != offset || !done.contains(k) else { continue }
                if let best = nearest, abs(best - offset) <= abs(c - offset) { continue }
                nearest = c
            }
            let end = nearest ?? target
            scanThresholds(to: end, includingEnd: nearest == nil)
            if end != offset { done = [] }
            offset = end
            guard let c = nearest else { return }
            for (k, behavior) in sim.behaviors.enumerated() where !done.contains(k) && crossing(of: k, to: target, context) == c {
                done.insert(k)
                let next = behavior.transition(at: c, towards: target, state: states[k], context: context)
                if next != states[k] {
                    states[k] = next
                    record(.behavior, "\(behavior.name) \(next.phase)", at: c)
                }
            }
            recomputeLayout()
            notePins(at: c, direction: target >= c ? 1 : -1)
        } while offset != target
    }

    /// Behaviour `k`'s next switch between the offset and `target`, kept inside that interval.
    private func crossing(of k: Int, to target: Double, _ context: BehaviorContext) -> Double? {
        guard let c = sim.behaviors[k].crossing(from: offset, to: target, state: states[k], context: context) else { return nil }
        return min(max(c, min(offset, target)), max(offset, target))
    }

    private mutating func record(_ kind: WalkEvent.Kind, _ label: String, at shown: Double) {
        // A frame that stops exactly on a change sees it on arrival, and the walk can see it
        // again as it sets off from there: one change at one offset is one event.
        // "Exactly" within 1e-6 pt: the two sightings come from different arithmetic (the stop's
        // offset, and a pushed header's edge worked back from the content), far below a pixel.
        // A second sighting follows the first with no other change of that view or behaviour
        // between; a path that turns away and comes back (header.1 pins, unpins, pins at one
        // offset) changes it again each time.
        let subject = eventSubject(label)
        let last = events.reversed().prefix(while: { abs($0.offset - shown) < 1e-6 }).first {
            eventSubject($0.label) == subject
        }
        if last?.label == label { return }
        let place = place(ofOffset: shown)
        var event = WalkEvent(
            kind: kind, label: label, offset: shown, direction: heading, segment: place.segment, fraction: place.fraction)
        // Setting off from a turn where a frame stands: the change happens at its offset, so it
        // is on that frame (a direction-aware bar turns there), unless the frame already shows a
        // change of the same subject that it arrived with (Docs/uikit-rules.md, Assumptions, "The
        // walk"): then it is the threshold crossed back, just after the frame (Docs/decisions.md, Events).
        if let standing = standingFrame, standing.offset == shown {
            let arrivedWith = events.contains { $0.frame == standing.index && eventSubject($0.label) == subject }
            if arrivedWith { event.leaving = standing.index } else { event.frame = standing.index }
        }
        events.append(event)
    }

    private mutating func recomputeLayout() {
        var next = LayoutEffects()
        let context = sim.context(geometry)
        for (k, behavior) in sim.behaviors.enumerated() { behavior.apply(states[k], to: &next, context: context) }
        // The geometry is a function of the effects alone; rebuilding it costs O(sections + runs).
        if sim.listEffects(next) != sim.listEffects(effects) {
            let previous = geometry
            geometry = sim.geometry(next)
            geometry.keepRealisedRows(of: previous)
        }
        effects = next
    }

    /// Header/footer pin changes and bar alpha limits between the current offset and `end`.
    private mutating func scanThresholds(to end: Double, includingEnd: Bool) {
        guard end != offset else { return }
        let direction: Double = end > offset ? 1 : -1
        let lo = min(offset, end)
        let hi = max(offset, end)
        let height = geometry.contentSize.height
        // With windows, pins are looked for only in the parts of this move that lie in them.
        let pieces: [ClosedRange<Double>]? = pinWindows.map { windows in
            guard windows.indices.contains(segment) else { return [] }
            return windows[segment].compactMap { w in
                w.upperBound < lo || w.lowerBound > hi ? nil : max(w.lowerBound, lo)...min(w.upperBound, hi)
            }
        }
        var candidates: [Double] = []
        for range in pieces ?? [lo...hi] { candidates += pinThresholds(in: range) }
        if let fade = sim.scenario.navigationBar?.fade { candidates += [fade.from, fade.to].filter { lo <= $0 && $0 <= hi } }
        candidates += sim.appearanceThresholds(effects, contentHeight: height).filter { lo <= $0 && $0 <= hi }
        candidates += sim.composeFABThresholds(effects, geometry).filter { lo <= $0 && $0 <= hi }
        // The start was judged when the walk got there; at a behaviour crossing the layout
        // changes, so what happens there is judged after it.
        candidates.removeAll { $0 == offset || (!includingEnd && $0 == end) }
        let order = Set(candidates).sorted(by: { direction > 0 ? $0 < $1 : $0 > $1 })
        guard let pieces else {
            var last = offset
            for p in order {
                noteChangesBetween(last, p)
                notePins(at: p, direction: direction)
                last = p
            }
            noteChangesBetween(last, end)
            return
        }
        // Entering a window, the pins are taken as they stand just before it; leaving one, the
        // changes up to its edge are noted.
        func piece(of p: Double) -> Int? { pieces.firstIndex { $0.contains(p) } }
        var current = piece(of: offset)
        if current != nil, pinsAt != offset { syncPins(at: offset - direction * Self.epsilon) }
        var last = offset
        func enter(_ h: Int?) {
            guard h != current else { return }
            if let c = current { noteChangesBetween(last, direction > 0 ? pieces[c].upperBound : pieces[c].lowerBound) }
            current = h
            guard let h else { return }
            last = direction > 0 ? pieces[h].lowerBound : pieces[h].upperBound
            syncPins(at: last - direction * Self.epsilon)
        }
        for p in order {
            enter(piece(of: p))
            if current != nil { noteChangesBetween(last, p) }
            notePins(at: p, direction: direction)
            last = p
        }
        enter(piece(of: end))
        if current != nil {
            noteChangesBetween(last, end)
            pinsAt = end
        }
    }

    /// Every adjusted inset whose top a header or footer can pin at in the current state: the
    /// insets in force, and the ones the bars can move the line to.
    private func pinInsets() -> [Insets] {
        let height = geometry.contentSize.height
        let adjusted = sim.scrollView(effects).adjustedContentInset(contentHeight: height)
        var insets = [adjusted]
        if sim.collapsibleHeight > 0 {
            // Rule 7.4 (Docs/uikit-rules.md): past the large title's collapse the inset is the inline bar's; while it
            // collapses the pin line stays at the content's top, where nothing starts to pin.
            var collapsed = adjusted
            collapsed.top = sim.adjustedInset(effects, contentHeight: height, at: .infinity).top
            insets.append(collapsed)
        }
        for top in sim.composePinLines(effects) {
            // A LazyColumn padded by the Scaffold pins under the top app bar, wherever the bar's
            // behaviour has left it: at rest or wholly moved (while the bar moves, the line moves
            // with the content, so nothing starts to pin there).
            var line = adjusted
            line.top = top
            insets.append(line)
        }
        // A swipe-hidden bar moves the pin line (hidesBarsOnSwipe, hidesTabBarOnScroll).
        if let hidden = sim.insetWithBarsHidden(effects, contentHeight: height) { insets.append(hidden) }
        return insets
    }

    /// The offsets in `range` where a header or footer starts or stops being displaced, under each
    /// of `pinInsets()`.
    private func pinThresholds(in range: ClosedRange<Double>) -> [Double] {
        pinInsets().flatMap { geometry.pinThresholds(adjustedInset: $0, boundsHeight: sim.listFrame.height, offsets: range) }
    }

    /// At least the number of offsets `pinThresholds(in:)` returns, by binary search.
    private func pinThresholdCount(in range: ClosedRange<Double>) -> Int {
        pinInsets().reduce(0) {
            $0 + geometry.pinThresholdCount(adjustedInset: $1, boundsHeight: sim.listFrame.height, offsets: range)
        }
    }

    /// Takes the pins as they stand at `p` without recording a change: where a window starts.
    private mutating func syncPins(at p: Double) {
        pinned = pinnedIDs(at: p)
        pinsAt = p
    }

    /// A pushed header leaves the screen (and one coming back enters it) where no threshold is
    /// listed: where the end of its section passes the top of the bounds. Such changes between
    /// `a` and `b` are found exactly, so that their events carry the offset where they happened,
    /// not the next place the walk looked. Pins that start or stop on screen happen at the listed
    /// thresholds (`notePins`).
    private mutating func noteChangesBetween(_ a: Double, _ b: Double) {
        guard a != b, !sim.listFrame.height.isZero else { return }
        let direction: Double = b > a ? 1 : -1
        var from = a
        var before = onScreen(at: from)
        let after = onScreen(at: b)
        while true {
            let shown = before.ids
            func change(in now: OnScreen) -> (gone: Set<String>, came: Set<String>) {
                (pinned.subtracting(now.ids), now.pinned.subtracting(shown))
            }
            func change(at x: Double) -> (gone: Set<String>, came: Set<String>) { change(in: onScreen(at: x)) }
            let atB = change(in: after)
            guard !atB.gone.isEmpty || !atB.came.isEmpty else { return }
            // A header pushed by its section's end moves with the content: its bottom reaches the
            // top of the bounds after (bottom - list top) points. Try that first, then bisect.
            var guesses = before.views.filter { atB.gone.contains($0.id) }.map { from + direction * ($0.maxY - sim.listFrame.y) }
            guesses += after.views.filter { atB.came.contains($0.id) }.map { b - direction * ($0.maxY - sim.listFrame.y) }
            var at: Double?
            if let q = guesses.min(by: { abs($0 - from) < abs($1 - from) }), (min(from, b)...max(from, b)).contains(q) {
                let past = change(at: q + direction * q.ulp)
                let short = change(at: q - direction * q.ulp)
                if (!past.gone.isEmpty || !past.came.isEmpty) && short.gone.isEmpty && short.came.isEmpty { at = q }
            }
            if at == nil {
                var lo = from
                var hi = b
                while true {
                    let mid = lo + (hi - lo) / 2
                    if mid == lo || mid == hi { break }
                    let c = change(at: mid)
                    if c.gone.isEmpty && c.came.isEmpty { lo = mid } else { hi = mid }
                }
                at = hi
            }
            let q = at ?? b
            let found = q == b ? atB : change(at: q + direction * q.ulp)
            for id in found.gone.sorted() { record(.pin, "\(id) unpins", at: q) }
            for id in found.came.sorted() { record(.pin, "\(id) pins", at: q) }
            pinned = pinned.subtracting(found.gone).union(found.came)
            guard q != b, q != from else { return }
            from = q
            before = onScreen(at: from + direction * q.ulp)
        }
    }

    /// Records what changed at offset `p`: pins judged just past it, bar limits judged at it.
    private mutating func notePins(at p: Double, direction: Double) {
        if isLookingForPins(at: p) {
            let after = pinnedIDs(at: p + direction * Self.epsilon)
            if after != pinned {
                for id in pinned.subtracting(after).sorted() { record(.pin, "\(id) unpins", at: p) }
                for id in after.subtracting(pinned).sorted() { record(.pin, "\(id) pins", at: p) }
                pinned = after
            }
            pinsAt = p
        }
        if let bar = sim.scenario.navigationBar, bar.kind == .system, bar.fade == nil {
            // Rule 7.2 (Docs/uikit-rules.md): like a pin, the appearance is judged just past `p` in the direction of travel.
            let after = barFlags(at: p + direction * Self.epsilon)
            if after.opaque != barOpaque {
                record(.bar, after.opaque ? "navigationBar opaque" : "navigationBar transparent", at: p)
            }
            (barOpaque, barTransparent) = after
        } else if sim.scenario.navigationBar != nil {
            let at = barFlags(at: p)
            if at.opaque && !barOpaque { record(.bar, "navigationBar opaque", at: p) }
            if at.transparent && !barTransparent { record(.bar, "navigationBar transparent", at: p) }
            (barOpaque, barTransparent) = barFlags(at: p + direction * Self.epsilon)
        }
        if let bottom = sim.scenario.bottomBar {
            let after = bottomBarVisible(at: p + direction * Self.epsilon)
            if after != bottomVisible { record(.bar, "\(bottom.id) \(after ? "opaque" : "transparent")", at: p) }
            bottomVisible = after
        }
        // Like a pin, judged just past `p` in the direction of travel (Docs/platform-rules.md#compose-11).
        if fabExpanded != nil, let after = composeFABExpanded(at: p + direction * Self.epsilon), after != fabExpanded {
            record(.bar, "floatingActionButton \(after ? "expands" : "collapses")", at: p)
            fabExpanded = after
        }
    }

    private func pinnedIDs(at offset: Double) -> Set<String> { onScreen(at: offset).pinned }

    private func composeFABExpanded(at offset: Double) -> Bool? {
        let adjusted = sim.adjustedInset(effects, contentHeight: geometry.contentSize.height, at: offset)
        return sim.composeFABExpanded(geometry, Viewport(offset: offset, adjustedInset: adjusted, listFrame: sim.listFrame))
    }

    private func isLookingForPins(at p: Double) -> Bool {
        guard let windows = pinWindows else { return true }
        return windows.indices.contains(segment) && windows[segment].contains { $0.contains(p) }
    }

    // MARK: - Pins near the frames only (Docs/performance.md#many-sections)

    /// Beyond this many pin thresholds on a variant's path, pin changes are looked for near the
    /// frames only. An assumption, chosen so that every built-in and every list of a few hundred
    /// sections keeps all its events (the walk then costs what those thresholds cost), while a
    /// frame's cost stays flat in the sections past it.
    static let pinThresholdLimit = 1_000
    /// How many pin thresholds nearest each frame are looked at past the limit.
    static let thresholdsPerFrame = 8

    /// Decides where this walk looks for pin changes, given the frames' stops before snapping
    /// (`stops`: the even spread, or the nodes). A path passing at most `pinThresholdLimit` pin
    /// thresholds is looked at all along, as before. Past that, each frame looks only in its own
    /// part of the path (`frameWindows`), at the `thresholdsPerFrame` thresholds nearest it
    /// (binary search), so the walk's work depends on the frames and not on the sections. Lists
    /// with estimated rows are always looked at all along: their offsets move as rows are realised.
    mutating func lookForPins(near stops: [PathStop]) {
        guard !geometry.isEstimating, nodes.count > 1 else { return }
        let segments = nodes.count - 1
        func shown(_ i: Int, _ f: Double) -> Double {
            display(resolved[i] + (resolved[i + 1] - resolved[i]) * f, drag: isDragSegment(i)).offset
        }
        func span(_ a: Double, _ b: Double) -> ClosedRange<Double> { min(a, b)...max(a, b) }
        var total = 0
        for i in 0..<segments { total += pinThresholdCount(in: span(shown(i, 0), shown(i, 1))) }
        pinThresholdsOnPath = total
        guard total > Self.pinThresholdLimit else { return }
        let k = Self.thresholdsPerFrame
        pinWindows = frameWindows(stops, segments: segments).enumerated().map { i, parts in
            let windows = parts.map { part -> ClosedRange<Double> in
                let whole = span(shown(i, part.from), shown(i, part.to))
                let x = shown(i, part.at)
                guard pinThresholdCount(in: whole) > k else { return whole }
                // Widen around the frame until it holds k thresholds, then keep the k nearest.
                var reach = max(sim.listFrame.height, 1)
                var near = whole
                while true {
                    near = max(whole.lowerBound, x - reach)...min(whole.upperBound, x + reach)
                    if near == whole || pinThresholdCount(in: near) >= k { break }
                    reach *= 2
                }
                let nearest = pinThresholds(in: near).sorted { (abs($0 - x), $0) < (abs($1 - x), $1) }.prefix(k)
                return min(x, nearest.min() ?? x)...max(x, nearest.max() ?? x)
            }
            // Neighbours' parts meet at their edges: one interval where they touch.
            var merged: [ClosedRange<Double>] = []
            for w in windows.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if let last = merged.last, w.lowerBound <= last.upperBound {
                    merged[merged.count - 1] = last.lowerBound...max(last.upperBound, w.upperBound)
                } else {
                    merged.append(w)
                }
            }
            return merged
        }
    }

    /// The headers and footers on screen at an offset as the walk compares them: each id made
    /// once, whatever the number of comparisons.
    private struct OnScreen {
        /// In drawing order, window coordinates.
        var views: [(id: String, maxY: Double)] = []
        var ids: Set<String> = []
        var pinned: Set<String> = []
    }

    private func onScreen(at offset: Double) -> OnScreen {
        var result = OnScreen()
        for element in headers(at: offset) {
            let id = element.id
            result.views.append((id, element.frame.maxY))
            result.ids.insert(id)
            if element.pinned { result.pinned.insert(id) }
        }
        return result
    }

    /// The headers and footers on screen at `offset`.
    private func headers(at offset: Double) -> [Element] {
        let adjusted = sim.adjustedInset(effects, contentHeight: geometry.contentSize.height, at: offset)
        let viewport = Viewport(offset: offset, adjustedInset: adjusted, listFrame: sim.listFrame)
        return geometry.supplementaryElements(in: viewport)
    }

    /// A bar with `fade` (or an overlay bar) is opaque at alpha 1 and transparent at 0; a system
    /// bar without `fade` by the background of the appearance in force (rule 7.2, Docs/uikit-rules.md).
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

extension ScrollWalk {
    /// A walk along `nodes`, looking for pin changes near `stops` when the path passes too many.
    static func along(sim: Simulation, nodes: [PathNode], lookingNear stops: [PathStop]) -> ScrollWalk {
        var walk = ScrollWalk(sim: sim, nodes: nodes)
        walk.lookForPins(near: stops)
        return walk
    }
}

/// One change the walk saw: where it happened, and the frame drawn there once frames are taken.
struct WalkEvent: Sendable, Equatable {
    typealias Kind = ScrollEvent.Kind
    var kind: Kind
    var label: String
    /// contentOffset.y where it happened (shown, after rubber-banding).
    var offset: Double
    var direction: ScrollEvent.Direction?
    /// Its place on the path, for moving a frame onto it.
    var segment: Int
    var fraction: Double
    /// The frame that stands exactly where it happened.
    var frame: Int?
    /// The last frame taken before it (-1 when none was).
    var after = -1
    /// The frame the walk set off from when this happened at that frame's offset, as the path
    /// turned there: the frame shows the state before it.
    var leaving: Int?
}
