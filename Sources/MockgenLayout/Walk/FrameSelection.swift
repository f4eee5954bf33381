import MockgenFormat

/// How the offsets of the frames are chosen (Docs/command-line.md; Docs/decisions.md, Frames and paths).
public enum FrameSelection: Sendable, Equatable {
    /// `--frames N`: N frames spread by distance along the scenario's path, every path node
    /// included when N allows; with `snapToEvents` a free frame nearest each event moves onto it.
    case spread(count: Int, snapToEvents: Bool)
    /// `--offsets`: exactly these contentOffset.y values, in order; they are the path.
    case offsets([Double])
    /// `--motion fling`: frames at moments of the path played as flings (`FlingTimeline`), each node
    /// a frame; with `snapToEvents` the free frame nearest each event in time moves onto it.
    case fling(FlingFrames)
}

/// A path value as each variant resolves it against its own range (Docs/decisions.md, Frames
/// and paths: `start` and `end` are the ends of each variant's own scroll range).
enum PathNode: Sendable, Equatable {
    case fixed(Double)
    /// `start` (`upper` false) or `end`. With estimated rows the walk arrives at the end of the
    /// range in force instead of the range at rest (rule 4.3 (Docs/uikit-rules.md): the real top or bottom).
    case rangeEnd(upper: Bool)
    case drag(Double)

    init(_ value: PathValue) {
        switch value {
        case .offset(let y): self = .fixed(y)
        case .start: self = .rangeEnd(upper: false)
        case .end: self = .rangeEnd(upper: true)
        case .drag(let d): self = .drag(d)
        }
    }

    /// The node's position in a variant's "virtual" offsets: past the range for a drag.
    func virtualOffset(range: ClosedRange<Double>) -> Double {
        switch self {
        case .fixed(let y): return y
        case .rangeEnd(let upper): return upper ? range.upperBound : range.lowerBound
        case .drag(let d): return d < 0 ? range.lowerBound + d : range.upperBound + d
        }
    }

    /// For `start` / `end`: which end of the range.
    var upperEnd: Bool? { if case .rangeEnd(let upper) = self { return upper } else { return nil } }

    var isDrag: Bool { if case .drag = self { return true } else { return false } }

    /// How the scenario wrote it: `start`, `end`, `120`, `drag -120`.
    var text: String {
        switch self {
        case .fixed(let y): return formatNumber(y)
        case .rangeEnd(let upper): return upper ? "end" : "start"
        case .drag(let d): return "drag \(formatNumber(d))"
        }
    }
}

/// Where a frame sits on the path: `fraction` of the way along segment `segment` (from node
/// `segment` to the next). Node j is (j, 0), so a node's frame is the same stop in every variant.
struct PathStop: Sendable, Equatable {
    var segment: Int
    var fraction: Double
    /// Variants (by position) that have an event here: they stop at its exact offset, which the
    /// fraction only approximates in floating point.
    var exact: [Int: Double] = [:]

    var isNode: Bool { fraction == 0 }
}

/// A place on the path where something happened in one variant, for snapping frames onto it.
struct EventPlace: Sendable, Equatable {
    var variant: Int
    var segment: Int
    var fraction: Double
    var offset: Double
}

/// The frames' stops, shared by every variant (Docs/decisions.md, Frames and paths).
///
/// `lengths[i]` is segment i's length on the common clock. With at least one frame a node, every
/// node gets a frame and the others go to the segments in proportion to their lengths (largest
/// remainder), evenly spaced inside each. With fewer, they are spread evenly over the whole path,
/// both ends included. Then, place by place along the path, the nearest free frame (not a node's)
/// that keeps the order moves onto an event; an event exactly on a node is that node's.
func framePlan(count: Int, lengths: [Double], events: [EventPlace]) -> [PathStop] {
    guard count > 0 else { return [] }
    guard !lengths.isEmpty else { return Array(repeating: PathStop(segment: 0, fraction: 0), count: count) }
    let nodes = lengths.count + 1
    var stops: [PathStop]
    if count >= nodes {
        stops = []
        let share = apportion(count - nodes, weights: lengths.reduce(0, +) > 0 ? lengths : lengths.map { _ in 1 })
        for (i, m) in share.enumerated() {
            stops.append(PathStop(segment: i, fraction: 0))
            stops += (0..<m).map { PathStop(segment: i, fraction: Double($0 + 1) / Double(m + 1)) }
        }
        stops.append(PathStop(segment: nodes - 1, fraction: 0))
    } else {
        let clock = cumulative(lengths)
        let total = clock.last ?? 0
        stops = (0..<count).map { k in
            if k == 0 { return PathStop(segment: 0, fraction: 0) }
            if k == count - 1 { return PathStop(segment: nodes - 1, fraction: 0) }
            return stop(atDistance: total * Double(k) / Double(count - 1), clock: clock)
        }
    }
    let clock = cumulative(lengths)
    func distance(_ s: PathStop) -> Double {
        s.segment >= lengths.count ? clock[s.segment] : clock[s.segment] + s.fraction * lengths[s.segment]
    }
    func key(_ s: PathStop) -> (Int, Double) { (s.segment, s.fraction) }

    // The places, each once, with every variant's exact offset there; those on a node are its.
    var places: [PathStop] = []
    for event in events.sorted(by: { ($0.segment, $0.fraction, $0.variant) < ($1.segment, $1.fraction, $1.variant) })
    where event.fraction > 0 {
        if let last = places.last, key(last) == (event.segment, event.fraction) {
            if last.exact[event.variant] == nil { places[places.count - 1].exact[event.variant] = event.offset }
        } else {
            places.append(PathStop(segment: event.segment, fraction: event.fraction, exact: [event.variant: event.offset]))
        }
    }
    let free = stops.indices.filter { !stops[$0].isNode }
    guard !places.isEmpty, !free.isEmpty else { return stops }
    // A free frame can take a place between the node frames around it.
    var below = [Int?](repeating: nil, count: stops.count)
    var above = below
    for k in stops.indices.dropFirst() { below[k] = stops[k - 1].isNode ? k - 1 : below[k - 1] }
    for k in stops.indices.reversed().dropFirst() { above[k] = stops[k + 1].isNode ? k + 1 : above[k + 1] }
    func fits(_ place: PathStop, _ k: Int) -> Bool {
        below[k].map { key(stops[$0]) <= key(place) } ?? true && above[k].map { key(place) <= key(stops[$0]) } ?? true
    }
    // Order-keeping matching of places to free frames: as many places as possible get a frame,
    // then the least total distance moved (dynamic programming over places x free frames).
    let width = free.count + 1
    var best = [(count: Int, cost: Double)](repeating: (0, 0), count: (places.count + 1) * width)
    func better(_ a: (count: Int, cost: Double), _ b: (count: Int, cost: Double)) -> Bool {
        a.count != b.count ? a.count > b.count : a.cost < b.cost
    }
    for i in 1...places.count {
        for j in 1..<width {
            var pick = best[(i - 1) * width + j]
            if better(best[i * width + j - 1], pick) { pick = best[i * width + j - 1] }
            if fits(places[i - 1], free[j - 1]) {
                let prior = best[(i - 1) * width + j - 1]
                let match = (prior.count + 1, prior.cost + abs(distance(stops[free[j - 1]]) - distance(places[i - 1])))
                if better(match, pick) { pick = match }
            }
            best[i * width + j] = pick
        }
    }
    var matched = Set<Int>()
    var i = places.count
    var j = free.count
    while i > 0 && j > 0 {
        let here = best[i * width + j]
        if here == best[(i - 1) * width + j] {
            i -= 1
            continue
        }
        if here == best[i * width + j - 1] {
            j -= 1
            continue
        }
        stops[free[j - 1]] = places[i - 1]
        matched.insert(free[j - 1])
        i -= 1
        j -= 1
    }
    // Frames left on the even spread keep the order: a run of them that a moved frame overtook
    // is spread evenly again between its neighbours.
    var k = 0
    while k < stops.count {
        guard !stops[k].isNode, !matched.contains(k) else {
            k += 1
            continue
        }
        var end = k
        while end + 1 < stops.count, !stops[end + 1].isNode, !matched.contains(end + 1) { end += 1 }
        let lower = k > 0 ? key(stops[k - 1]) : (0, 0)
        let upper = end + 1 < stops.count ? key(stops[end + 1]) : (Int.max, 0)
        if (k...end).contains(where: { key(stops[$0]) < lower || upper < key(stops[$0]) }), k > 0, end + 1 < stops.count {
            let from = distance(stops[k - 1])
            let to = distance(stops[end + 1])
            for m in k...end {
                let at = from + (to - from) * Double(m - k + 1) / Double(end - k + 2)
                stops[m] = stop(atDistance: at, clock: clock)
            }
        }
        k = end + 1
    }
    return stops
}

/// Largest-remainder shares of `total` in proportion to `weights` (ties to the earlier one).
func apportion(_ total: Int, weights: [Double]) -> [Int] {
    let sum = weights.reduce(0, +)
    guard total > 0, sum > 0 else { return weights.map { _ in 0 } }
    let exact = weights.map { Double(total) * $0 / sum }
    var shares = exact.map { Int($0.rounded(.down)) }
    let remainder = exact.indices.map { exact[$0] - Double(shares[$0]) }
    let order = exact.indices.sorted { remainder[$0] != remainder[$1] ? remainder[$0] > remainder[$1] : $0 < $1 }
    for i in order.prefix(total - shares.reduce(0, +)) { shares[i] += 1 }
    return shares
}

/// Distance along the path at each node.
func cumulative(_ lengths: [Double]) -> [Double] {
    var result = [0.0]
    for length in lengths { result.append(result[result.count - 1] + length) }
    return result
}

/// The stop at distance `s` along the path: on the first segment that reaches it.
func stop(atDistance s: Double, clock: [Double]) -> PathStop {
    for i in 0..<(clock.count - 1) where s < clock[i + 1] {
        let span = clock[i + 1] - clock[i]
        return PathStop(segment: i, fraction: span > 0 ? max(0, s - clock[i]) / span : 0)
    }
    return PathStop(segment: clock.count - 1, fraction: 0)
}

/// The part of its segment each frame answers for when pin events are looked for near the frames
/// only (`ScrollWalk.lookForPins(near:)`): from halfway to the frame before it on the same
/// segment to halfway to the one after (the segment's ends where there is none). A node's frame
/// stands at the end of one segment and the start of the next, so it has a part on each. Parts
/// meet but do not overlap, so a frame moved inside its own part keeps the frames' order.
struct FrameWindow: Sendable, Equatable {
    var stop: Int
    /// Where the frame stands on the segment, and its part of it, as fractions of the segment.
    var at: Double
    var from: Double
    var to: Double
}

/// `FrameWindow`s of `stops` on each of `segments` segments, in path order on each.
func frameWindows(_ stops: [PathStop], segments: Int) -> [[FrameWindow]] {
    var standing = [[(at: Double, stop: Int)]](repeating: [], count: segments)
    for (k, s) in stops.enumerated() {
        if s.segment < segments { standing[s.segment].append((s.fraction, k)) }
        if s.isNode, s.segment >= 1, s.segment - 1 < segments { standing[s.segment - 1].append((1, k)) }
    }
    return standing.map { here in
        let sorted = here.sorted { ($0.at, $0.stop) < ($1.at, $1.stop) }
        return sorted.indices.map { m in
            let from = m > 0 ? (sorted[m - 1].at + sorted[m].at) / 2 : 0
            let to = m + 1 < sorted.count ? (sorted[m].at + sorted[m + 1].at) / 2 : 1
            return FrameWindow(stop: sorted[m].stop, at: sorted[m].at, from: from, to: to)
        }
    }
}

/// Snapping when pin events were looked for near the frames only (Docs/decisions.md, Frames and
/// paths; Docs/performance.md#many-sections): each free frame moves onto the event nearest it inside its own part of the
/// path, so the work and the frames' spread depend on the frames, not on how many events the path
/// holds. Node frames do not move. `stops` is the even spread the walks looked near.
func snapEachFrame(_ stops: [PathStop], lengths: [Double], events: [EventPlace]) -> [PathStop] {
    let windows = frameWindows(stops, segments: lengths.count)
    var bySegment = [[EventPlace]](repeating: [], count: lengths.count)
    for event in events where event.fraction > 0 && event.segment < lengths.count { bySegment[event.segment].append(event) }
    var result = stops
    for (i, parts) in windows.enumerated() where !bySegment[i].isEmpty {
        let here = bySegment[i].sorted { ($0.fraction, $0.variant) < ($1.fraction, $1.variant) }
        for part in parts where !stops[part.stop].isNode {
            var best: EventPlace?
            var k = firstIndex(in: here.count) { here[$0].fraction >= part.from }
            while k < here.count, here[k].fraction <= part.to {
                let e = here[k]
                k += 1
                guard let b = best else {
                    best = e
                    continue
                }
                let d = abs(e.fraction - part.at)
                let db = abs(b.fraction - part.at)
                if d < db || d == db && (e.fraction, e.variant) < (b.fraction, b.variant) { best = e }
            }
            guard let place = best else { continue }
            var stop = PathStop(segment: i, fraction: place.fraction)
            var j = firstIndex(in: here.count) { here[$0].fraction >= place.fraction }
            while j < here.count, here[j].fraction == place.fraction {
                if stop.exact[here[j].variant] == nil { stop.exact[here[j].variant] = here[j].offset }
                j += 1
            }
            result[part.stop] = stop
        }
    }
    return result
}
