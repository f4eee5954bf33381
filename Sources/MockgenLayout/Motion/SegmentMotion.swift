/// How the frames of an animation are placed in time (Docs/command-line.md, Motion).
public enum Motion: String, Sendable, CaseIterable {
    /// Each segment of the path a drag that lets go and coasts to rest by the variant's physics.
    case fling
    /// One even speed over `--duration` (the frames placed by distance).
    case steady
}

/// `--motion fling`'s frames: how many, and whether free frames move onto events.
public struct FlingFrames: Sendable, Equatable {
    /// `--frames N`: exactly N frames, spread evenly in time; nil: one a 1 / `fps` s.
    public var count: Int?
    public var fps: Double
    public var snapToEvents: Bool
    /// The most frames `fps` may make; more would be over the command line's limit.
    public var maxCount: Int
    /// `--offsets`: they are the path and its only frames; the motion gives each its moment.
    public var offsets: [Double]?

    public init(count: Int? = nil, fps: Double, snapToEvents: Bool = true, maxCount: Int = 2_000, offsets: [Double]? = nil) {
        self.count = count
        self.fps = fps
        self.snapToEvents = snapToEvents
        self.maxCount = maxCount
        self.offsets = offsets
    }
}

/// One variant's movement along one segment of the path under `--motion fling` (Docs/platform-rules.md,
/// Scroll physics: the path as gestures). Fractions are of the segment's virtual length, as
/// `ScrollWalk.virtualOffset(fraction:segment:)` reads them; times are seconds from the segment's start.
struct SegmentMotion: Sendable {
    /// The finger's last moment on the glass before a fling: it moves at the release velocity for
    /// this long (an assumption: a flick's contact; it shapes the start only, not where it stops).
    static let dragTime = 0.1
    /// How fast a finger pulls past an edge, in points a second (an assumption: the steady default's
    /// pace, `ably`'s 2,100 pt in 5 s).
    static let pullSpeed = 420.0

    enum Phase: Sendable {
        /// Drag for `dragTime` at `velocity`, then coast.
        case fling(velocity: Double)
        /// The finger at `pullSpeed` the whole way.
        case pull
        /// Released `shown` points past an edge: the spring brings that back over `springTime`; the
        /// virtual part past the edge is `finger` long (rubber band), and what lies beyond the edge
        /// in the segment follows as a fling.
        case springBack(shown: Double, finger: Double, dimension: Double, springTime: Double, then: Double)
        case still
    }

    var distance: Double
    var phase: Phase
    var physics: ScrollPhysics
    var duration: Double

    /// The motion from virtual offset `a` to `b` in a list resting in `range`, the shown distance
    /// past an edge following the rubber band of `dimension` when `bounces`.
    init(
        from a: Double, to b: Double, range: ClosedRange<Double>, startIsDrag: Bool, endIsDrag: Bool,
        physics: ScrollPhysics, dimension: Double, bounces: Bool
    ) {
        self.physics = physics
        distance = abs(b - a)
        guard distance > 0 else {
            phase = .still
            duration = 0
            return
        }
        if endIsDrag {
            phase = .pull
            duration = distance / Self.pullSpeed
        } else if startIsDrag, !range.contains(a) {
            let edge = a < range.lowerBound ? range.lowerBound : range.upperBound
            let finger = min(abs(a - edge), distance)
            let shown = bounces ? ScrollView.rubberBand(finger, dimension: dimension) : 0
            // UIKit settles within half a pixel; the springs of Android and Flutter within a pixel.
            let tolerance: Double
            if case .uiKit(_, let scale) = physics { tolerance = 0.5 / scale } else { tolerance = 1 / 3 }
            let springTime = physics.springDuration(distance: shown, tolerance: tolerance)
            let rest = distance - finger
            let velocity = physics.releaseVelocity(forDistance: rest, dragTime: Self.dragTime)
            let then = rest > 0 ? Self.dragTime + physics.coastDuration(velocity: velocity) : 0
            phase = .springBack(shown: shown, finger: finger, dimension: dimension, springTime: springTime, then: then)
            duration = springTime + then
        } else {
            let velocity = physics.releaseVelocity(forDistance: distance, dragTime: Self.dragTime)
            phase = .fling(velocity: velocity)
            duration = Self.dragTime + physics.coastDuration(velocity: velocity)
        }
    }

    /// The release velocity, for a fling (points a second).
    var releaseVelocity: Double? { if case .fling(let v) = phase { return v } else { return nil } }

    /// Distance along a fling of `velocity` that covers `length` at time `t`.
    private func flung(_ velocity: Double, length: Double, at t: Double) -> Double {
        let drag = Self.dragTime
        if t <= drag { return min(velocity * t, length) }
        let coast = physics.coastProgress(velocity: velocity, at: t - drag).distance
        // The coast's share of what is left after the drag: exact at both ends.
        return min(velocity * drag + coast * max(length - velocity * drag, 0), length)
    }

    /// The share of the segment travelled at time `t`.
    func fraction(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < duration else { return 1 }
        switch phase {
        case .still: return 1
        case .pull: return min(t * Self.pullSpeed / distance, 1)
        case .fling(let velocity): return flung(velocity, length: distance, at: t) / distance
        case .springBack(let shown, let finger, let dimension, let springTime, _):
            if t <= springTime {
                // What the screen shows past the edge, back through the rubber band to the finger.
                let left = shown * (1 - min(physics.springProgress(at: t), 1))
                let fingerLeft = shown > 0 ? ScrollView.fingerDistance(forRubberBand: left, dimension: dimension) : 0
                return min(max((finger - min(fingerLeft, finger)) / distance, 0), 1)
            }
            let rest = distance - finger
            guard rest > 0 else { return 1 }
            let velocity = physics.releaseVelocity(forDistance: rest, dragTime: Self.dragTime)
            return (finger + flung(velocity, length: rest, at: t - springTime)) / distance
        }
    }

    /// When the segment reaches `fraction` of its length (the first time, for the spring's overshoot).
    func time(atFraction f: Double) -> Double {
        guard f > 0 else { return 0 }
        guard f < 1 else { return duration }
        var low = 0.0
        var high = duration
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if fraction(at: mid) < f { low = mid } else { high = mid }
        }
        return high
    }
}

/// The path under `--motion fling`: for every segment each variant's motion, and the segment's
/// time on the common clock, the longest of them (side-by-side variants move together: the same
/// finger, each list by its own physics, the quicker ones resting until the slowest arrives).
struct FlingTimeline: Sendable {
    /// `[segment][variant]`.
    var motions: [[SegmentMotion]]
    var durations: [Double]

    init(nodes: [PathNode], sims: [Simulation]) {
        var motions: [[SegmentMotion]] = []
        for i in 0..<max(nodes.count - 1, 0) {
            motions.append(
                sims.map { sim in
                    let range = sim.restRange
                    return SegmentMotion(
                        from: nodes[i].virtualOffset(range: range), to: nodes[i + 1].virtualOffset(range: range),
                        range: range, startIsDrag: nodes[i].isDrag, endIsDrag: nodes[i + 1].isDrag,
                        physics: ScrollPhysics.of(sim.scenario), dimension: sim.listFrame.height,
                        bounces: sim.scenario.list.bounces)
                })
        }
        self.motions = motions
        durations = motions.map { $0.map(\.duration).max() ?? 0 }
    }

    /// When each segment starts on the common clock, and the end of the last.
    var starts: [Double] { cumulative(durations) }

    /// `stop` (a fraction of its segment's time) as variant `v` sees it: the share of the segment's
    /// length travelled then.
    func place(_ stop: PathStop, variant v: Int) -> PathStop {
        guard stop.segment < motions.count, !stop.isNode else { return stop }
        var placed = stop
        let motion = motions[stop.segment][v]
        placed.fraction = motion.fraction(at: stop.fraction * durations[stop.segment])
        // A variant that has already arrived stands just short of the end node: the node's own frame
        // is the arrival (the walk takes a node's frame once, on arrival).
        if placed.fraction >= 1 { placed.fraction = 1 }
        return placed
    }

    /// An event at `fraction` of segment `segment`'s length in variant `v`, as a fraction of the
    /// segment's time.
    func timeFraction(segment: Int, fraction: Double, variant v: Int) -> Double {
        guard segment < motions.count, durations[segment] > 0 else { return fraction }
        return motions[segment][v].time(atFraction: fraction) / durations[segment]
    }

    /// The seconds from the path's start of each stop (before holds).
    func times(_ stops: [PathStop]) -> [Double] {
        let starts = self.starts
        return stops.map { stop in
            stop.segment < durations.count ? starts[stop.segment] + stop.fraction * durations[stop.segment] : starts.last ?? 0
        }
    }
}
