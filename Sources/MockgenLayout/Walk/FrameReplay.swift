/// A variant's frames laid out again on demand, in order, exactly as `LayoutRun.layOut` first laid
/// them out: the same walk along the same stops, with the events it put on each frame. The walk is
/// continuous (a behaviour sees every crossing on the way, Docs/decisions.md, Frames and paths), so
/// frame k is only known after frames 0 to k-1: a replay goes forward, never back.
struct FrameReplay: Sendable, Sequence, Equatable {
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

    var count: Int { stops.count }

    func makeIterator() -> Iterator {
        Iterator(replay: self, walk: ScrollWalk.along(sim: simulation.sim, nodes: nodes, lookingNear: unsnapped))
    }

    struct Iterator: IteratorProtocol {
        let replay: FrameReplay
        var walk: ScrollWalk
        var index = 0
        var event = 0

        mutating func next() -> FrameLayout? {
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
