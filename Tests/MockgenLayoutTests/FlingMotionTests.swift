import Foundation
import MockgenTestSupport
import Testing

@testable import MockgenLayout

/// `--motion fling` frames (Docs/command-line.md, Motion): each segment a drag that lets go, the
/// frames at 1 / fps s, their speed falling by UIScrollView's rate between frames.
@Suite struct FlingMotionTests {
    func run(_ scenario: Scenario, _ plan: FlingFrames) -> LayoutRun {
        try! LayoutRun.layOut(base: scenario, selection: .fling(plan), fonts: fonts(for: scenario))
    }

    @Test func framesAreOneOverFPSApartAndSlowByTheRate() {
        // 8 rows of 200 pt under the seed's bar: start → end is one fling.
        let scenario = ablyScenario(rows: 8)
        let layout = run(scenario, FlingFrames(fps: 30, snapToEvents: false))
        let times = layout.motionTimes!
        let offsets = layout.variants[0].frames.map(\.contentOffset)
        #expect(times.first == 0)
        // Evenly spaced at about 1/30 s (each segment's time split evenly among its frames).
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
        #expect(gaps.allSatisfy { abs($0 - 1.0 / 30) < 0.002 })
        #expect(offsets.last == layout.variants[0].frameArray.last?.contentOffset)
        // After the 100 ms drag the coast is v0 e^(-k t): the distance between frames falls by
        // e^(-k Δt) = 0.998^(1000 Δt) from one frame to the next, Δt their spacing.
        let k = -1000 * log(0.998)
        let dt = gaps[0]
        let steps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
        for j in 5..<30 {
            let ratio = steps[j + 1] / steps[j]
            #expect(abs(ratio - exp(-k * dt)) < 1e-6, "frame \(j)")
        }
        // The fling comes to rest on the end node.
        #expect(offsets.last == (try! Simulation(scenario)).restRange.upperBound)
    }

    @Test func frameCountGivesExactlyThatManyFrames() {
        let layout = run(ablyScenario(rows: 8), FlingFrames(count: 12, fps: 30))
        #expect(layout.variants[0].frames.count == 12)
        #expect(layout.motionTimes!.count == 12)
    }

    @Test func anEventFrameStandsOnTheEvent() {
        // The pin under the bar at 91 (seed 004): a frame moves onto it, at the moment the fling passes it.
        let layout = run(ablyScenario(rows: 8), FlingFrames(fps: 30))
        let frames = layout.variants[0].frameArray
        let pin = frames.firstIndex { $0.events.contains("header.1 pins") }
        #expect(pin.map { frames[$0].contentOffset } == 91)
    }

    @Test func variantsMoveByTheirOwnPhysics() {
        // The same list as UIKit and as Compose: both start and land together, Compose's spline
        // arriving sooner and resting until the UIKit fling ends.
        let base = ablyScenario(rows: 8)
        let uiKit = try! Simulation(base)
        #expect(ScrollPhysics.of(base) == .uiKit(decelerationRate: 0.998, screenScale: base.device.scale))
        let timeline = FlingTimeline(nodes: [.rangeEnd(upper: false), .rangeEnd(upper: true)], sims: [uiKit])
        let android = SegmentMotion(
            from: uiKit.restRange.lowerBound, to: uiKit.restRange.upperBound, range: uiKit.restRange, startIsDrag: false,
            endIsDrag: false, physics: .androidSpline, dimension: 874, bounces: false)
        #expect(android.duration < timeline.durations[0])
    }
}
