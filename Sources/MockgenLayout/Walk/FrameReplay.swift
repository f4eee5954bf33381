/// How much of each frame a `LayoutRun` keeps (Docs/architecture.md#frames-kept-or-replayed).
public enum FrameDetail: Sendable {
    /// Every frame whole: what `--format json`, `svg`, the raster formats, `check` and `diff` read.
    case full
    /// Each frame's summary (`FrameSummary`), and a `FrameReplay` per variant that lays the
    /// frames out again, one at a time, when they are drawn: the flipbook's memory then holds one
    /// frame of each variant and what the page reads of every frame, however many frames there are.
    case summaries
}

/// A variant's frames laid out again on demand, in order, exactly as `LayoutRun.layOut` first laid
/// them out: the same walk along the same stops, with the events it put on each frame. The walk is
/// continuous (a behaviour sees every crossing on the way, Docs/decisions.md, Frames and paths), so
/// frame k is only known after frames 0 to k-1: a replay goes forward, never back.
public struct FrameReplay: Sendable, Sequence, Equatable {
    let simulation: SimulationOfScenario
    let nodes: [PathNode]
    /// Where the frames stand before snapping, for `ScrollWalk.lookForPins(near:)`.
    let unsnapped: [PathStop]
    let stops: [PathStop]
    /// The variant's position, for the stops that carry exact event offsets per variant.
    let variant: Int
    /// The events the first walk put on a frame, in frame order, each with its frame.
    let eventsOnFrames: [EventOnFrame]

    struct EventOnFrame: Sendable, Equatable {
        var frame: Int
        var label: String
    }

    public var count: Int { stops.count }

    public func makeIterator() -> Iterator {
        Iterator(replay: self, walk: ScrollWalk.along(sim: simulation.sim, nodes: nodes, lookingNear: unsnapped))
    }

    public struct Iterator: IteratorProtocol {
        let replay: FrameReplay
        var walk: ScrollWalk
        var index = 0
        var event = 0

        public mutating func next() -> FrameLayout? {
            guard index < replay.stops.count else { return nil }
            var frame = walk.frame(at: replay.stops[index], variant: replay.variant, index: index)
            while event < replay.eventsOnFrames.count, replay.eventsOnFrames[event].frame == index {
                frame.events.append(replay.eventsOnFrames[event].label)
                event += 1
            }
            index += 1
            return frame
        }
    }
}

/// A simulation, equal to another when built from the same scenario (its automatic heights
/// resolved with the fonts): everything else in it is built from that, and its behaviours are
/// existentials (`any ScrollBehavior`), which cannot be compared.
struct SimulationOfScenario: Sendable, Equatable {
    let sim: Simulation

    static func == (a: SimulationOfScenario, b: SimulationOfScenario) -> Bool { a.sim.scenario == b.sim.scenario }
}

extension ScrollWalk {
    /// A walk along `nodes`, looking for pin changes near `stops` when the path passes too many.
    static func along(sim: Simulation, nodes: [PathNode], lookingNear stops: [PathStop]) -> ScrollWalk {
        var walk = ScrollWalk(sim: sim, nodes: nodes)
        walk.lookForPins(near: stops)
        return walk
    }
}

extension VariantLayout {
    /// Every frame whole, in order: `frames` themselves, or, when the run keeps summaries, laid
    /// out again by the replay.
    public func wholeFrames() -> WholeFrames {
        WholeFrames(source: replay.map { .replayed($0.makeIterator()) } ?? .kept(frames.makeIterator()))
    }
}

/// A variant's whole frames in order, however the run keeps them (`VariantLayout.wholeFrames`).
public struct WholeFrames: Sequence, IteratorProtocol {
    enum Source {
        case kept(IndexingIterator<[FrameLayout]>)
        case replayed(FrameReplay.Iterator)
    }
    var source: Source

    public mutating func next() -> FrameLayout? {
        switch source {
        case .kept(var frames):
            defer { source = .kept(frames) }
            return frames.next()
        case .replayed(var frames):
            // The enum lets go of the walk first, so that stepping it copies none of its arrays.
            source = .kept([].makeIterator())
            defer { source = .replayed(frames) }
            return frames.next()
        }
    }
}
