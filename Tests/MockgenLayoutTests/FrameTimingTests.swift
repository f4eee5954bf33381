import MockgenLayout
import Testing

/// Frame times (Docs/command-line.md#frame-timing): a steady scroll speed over the duration, events held.
@Suite struct TimingTests {
    @Test func timeIsProportionalToDistance() {
        let timing = FrameTiming(duration: 1)
        // 0 → 100 → 300: 300 pt in 1000 ms; 100 pt take 333.3 ms, 200 pt 666.7 ms; the last
        // frame has no distance after it and gets the hold (700 ms). Rounded on the running
        // total: 333, 1000 - 333 = 667.
        #expect(timing.delays(offsets: [0, 100, 300], events: [false, false, false], unit: 1) == [333, 667, 700])
        // GIF counts hundredths: 330, 1000 - 330 = 670, 700.
        #expect(timing.delays(offsets: [0, 100, 300], events: [false, false, false], unit: 10) == [330, 670, 700])
    }

    @Test func backAndForthCountsEveryStep() {
        // 0 → 200 → 100 → 200: 200 + 100 + 100 = 400 pt in 2000 ms, 5 ms a point.
        let delays = FrameTiming(duration: 2).delays(offsets: [0, 200, 100, 200], events: [false, false, false, false], unit: 1)
        #expect(delays == [1000, 500, 500, 700])
    }

    @Test func eventFramesAreHeld() {
        let delays = FrameTiming(duration: 1).delays(offsets: [0, 100, 200], events: [false, true, false], unit: 1)
        // 500 ms each for the two steps, +700 on the event frame and on the last.
        #expect(delays == [500, 1200, 700])
    }

    @Test func evenTimeIgnoresDistanceAndEvents() {
        let delays = FrameTiming(duration: 3, evenTime: true).delays(
            offsets: [0, 10, 500], events: [true, false, false], unit: 10)
        #expect(delays == [1000, 1000, 1000])
    }

    @Test func noFrameIsShorterThanTwentyMilliseconds() {
        // 1 pt of 1001 in 1 s is 1 ms: browsers would show a 0 or 10 ms GIF frame for 100 ms.
        let delays = FrameTiming(duration: 1).delays(offsets: [0, 1, 1001], events: [false, false, false], unit: 10)
        #expect(delays[0] == 20)
    }

    @Test func aPathThatNeverMovesFallsBackToEvenTime() {
        let delays = FrameTiming(duration: 1).delays(offsets: [50, 50], events: [false, false], unit: 1)
        // 500 ms each, and the hold on the last.
        #expect(delays == [500, 1200])
    }
}
