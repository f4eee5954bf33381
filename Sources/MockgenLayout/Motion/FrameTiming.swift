/// How long each frame of an animation shows (Docs/command-line.md#frame-timing). The frames are offsets, not
/// moments: by default the animation moves at one steady scroll speed, so a frame stays up for a
/// time proportional to the distance to the next one, and the whole scroll takes `duration`.
/// Frames that carry an event are held `hold` longer so a viewer sees the change; the last frame
/// is held too, before the loop starts again. `evenTime` gives every frame duration / count.
public struct FrameTiming: Sendable, Equatable {
    /// `--duration`'s default, in seconds: the default run (ably, about 2,100 pt of scroll) then
    /// moves about 400 pt a second, a slow drag (an assumption; no UIKit speed applies).
    public static let defaultDuration = 5.0
    /// Added to an event frame and to the last frame, in milliseconds (an assumption: long
    /// enough to read a one-line caption's change).
    public static let hold = 700.0
    /// Browsers show a frame of 10 ms or less for 100 ms (Firefox's image/FrameTimeout.h, Blink's
    /// deferred_image_decoder.cc, WebKit's ScalableImageDecoder.cpp), so no frame is made shorter
    /// than 20 ms, the next GIF can say (Docs/uikit-rules.md, Assumptions).
    public static let shortest = 20

    public var duration: Double
    public var evenTime: Bool

    public init(duration: Double = defaultDuration, evenTime: Bool = false) {
        self.duration = duration
        self.evenTime = evenTime
    }

    /// Each frame's time in milliseconds, a multiple of `unit` (GIF counts hundredths: 10).
    /// Rounded on the running total, so the whole keeps to the exact sum however many frames.
    /// `moments` (seconds) are the frames' places in time under a fling (`LayoutRun.motionTimes`):
    /// each frame then shows until the next one's moment, and the holds come on top.
    public func delays(offsets: [Double], events: [Bool], unit: Int, moments: [Double]? = nil) -> [Int] {
        Self.rounded(exactDelays(offsets: offsets, events: events, moments: moments), unit: unit)
    }

    /// Each frame's time in milliseconds before rounding.
    public func exactDelays(offsets: [Double], events: [Bool], moments: [Double]? = nil) -> [Double] {
        let count = offsets.count
        guard count > 0 else { return [] }
        if let moments, moments.count == count {
            var exact = (0..<count).map { $0 + 1 < count ? max(moments[$0 + 1] - moments[$0], 0) * 1000 : 0 }
            for k in 0..<count where events[k] || k == count - 1 { exact[k] += Self.hold }
            return exact
        }
        let total = duration * 1000
        var exact = [Double](repeating: total / Double(count), count: count)
        if !evenTime {
            let steps = (0..<count).map { $0 + 1 < count ? abs(offsets[$0 + 1] - offsets[$0]) : 0 }
            let distance = steps.reduce(0, +)
            // A path that never moves (one offset, or all equal) falls back to even time.
            if distance > 0 { exact = steps.map { total * $0 / distance } }
            for k in 0..<count where events[k] || k == count - 1 { exact[k] += Self.hold }
        }
        return exact
    }

    /// When each frame appears, in seconds from the first: the running total of `exactDelays`.
    public func startTimes(offsets: [Double], events: [Bool], moments: [Double]? = nil) -> [Double] {
        var times: [Double] = []
        var sum = 0.0
        for delay in exactDelays(offsets: offsets, events: events, moments: moments) {
            times.append(sum / 1000)
            sum += delay
        }
        return times
    }

    /// `exact` in multiples of `unit`, rounded on the running total, none under `shortest`.
    static func rounded(_ exact: [Double], unit: Int) -> [Int] {
        var delays: [Int] = []
        var sum = 0.0
        var shown = 0
        for time in exact {
            sum += time
            let end = Int((sum / Double(unit)).rounded()) * unit
            let delay = max(end - shown, Self.shortest.roundedUp(to: unit))
            delays.append(delay)
            shown += delay
        }
        return delays
    }
}

extension Int {
    fileprivate func roundedUp(to unit: Int) -> Int { (self + unit - 1) / unit * unit }
}
