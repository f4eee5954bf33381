import MockgenLayout
import MockgenRaster

/// Each frame's `time` under a motion (Docs/layout-json.md, `time`): when it appears, in seconds
/// from the first frame, the holds at events included, as the animation formats show it before
/// their frame times are rounded to the format's unit.
enum FrameTimes {
    /// Frames where some variant's frame lists an event: they are held (`FrameTiming.hold`).
    static func eventFrames(_ run: LayoutRun) -> [Bool] {
        let summaries = run.variants.map(\.frames.summaries)
        let count = summaries.map(\.count).max() ?? 0
        return (0..<count).map { k in summaries.contains { k < $0.count && !$0[k].events.isEmpty } }
    }

    static func compute(_ run: LayoutRun, options: Options) -> [Double]? {
        guard let motion = options.motionInForce, let first = run.variants.first else { return nil }
        let offsets = first.frames.summaries.map(\.contentOffset)
        return options.timing.startTimes(
            offsets: offsets, events: eventFrames(run), moments: motion == .fling ? run.motionTimes : nil)
    }
}

extension Options {
    /// The steady motion's timing (`--duration`, `--even-time`); a fling reads only its hold.
    /// A fling of the default frames (no `--fps`, no `--frames`): an animation may draw fewer.
    var thinsFrames: Bool { motionInForce == .fling && fps == nil && !framesGiven && offsets == nil }

    var timing: FrameTiming { FrameTiming(duration: duration ?? FrameTiming.defaultDuration, evenTime: evenTime) }
}
