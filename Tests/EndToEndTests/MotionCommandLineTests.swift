import Foundation
import Testing

/// `--motion` and `--fps` on the command line (Docs/command-line.md, Motion).
@Suite struct MotionCommandLineTests {
    struct Layout: Decodable {
        struct Frame: Decodable {
            var index: Int
            var time: Double?
            var contentOffset: Double
            var events: [String]?
        }
        var frames: [Frame]
    }

    func layout(_ arguments: [String]) throws -> Layout {
        let run = try Binary.run(arguments + ["--format", "json"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        return try JSONDecoder().decode(Layout.self, from: run.stdout)
    }

    @Test func layoutJSONKeepsItsFramesWithoutAMotion() throws {
        let plain = try layout(["ably"])
        #expect(plain.frames.count == 30)
        #expect(plain.frames.allSatisfy { $0.time == nil })
    }

    @Test func aFlingGivesEachFrameItsTime() throws {
        let fling = try layout(["ably", "--motion", "fling"])
        let times = fling.frames.map { $0.time ?? -1 }
        #expect(times.first == 0)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
        // 30 a second, and the pin's frame held 700 ms (FrameTiming.hold) before the next. The frame
        // moved onto the pin stands at the moment the fling passes 91, within half a frame of its tick.
        let pin = try #require(fling.frames.firstIndex { $0.events?.contains("header.1 pins") == true })
        #expect(fling.frames[pin].contentOffset == 91)
        let gap = times[pin + 1] - times[pin] - 0.7
        #expect(gap > 0 && gap <= 1.5 / 30 + 0.001)
        #expect(abs(times[1] - 1.0 / 30) < 0.002)
        // Ends at rest on the path's end.
        #expect(fling.frames.last?.contentOffset == 198)
    }

    @Test func framesNGivesNFramesSpacedInTime() throws {
        let fling = try layout(["ably", "--motion", "fling", "--frames", "10"])
        #expect(fling.frames.count == 10)
        #expect(fling.frames.allSatisfy { $0.time != nil })
        // A fling is fast first: the first step covers more than the last.
        let offsets = fling.frames.map(\.contentOffset)
        #expect(offsets[1] - offsets[0] > offsets[9] - offsets[8])
    }

    @Test func steadyTimesFollowTheDistance() throws {
        // 30 frames over 5 s of steady scroll by distance (FrameTiming), the pin's frame held 700 ms.
        let steady = try layout(["ably", "--motion", "steady"])
        #expect(steady.frames.count == 30)
        let times = steady.frames.map { $0.time ?? -1 }
        #expect(abs(times[1] - 5.0 * (steady.frames[1].contentOffset - steady.frames[0].contentOffset) / 198) < 0.001)
        // --fps under steady: a frame every 1 / fps of --duration, both ends.
        #expect(try layout(["ably", "--motion", "steady", "--fps", "10", "--duration", "2"]).frames.count == 21)
    }

    @Test func gifAboveFiftyFPSIsDrawnAtFifty() throws {
        let run = try Binary.run(["ably", "--format", "gif", "--fps", "60", "--frames", "3"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(
            run.stderr
                == "mockgen: note: a GIF shows no frame shorter than 20 ms: --fps 60 is drawn at 50 (apng, webp or mp4 play 60)\n"
        )
    }

    @Test(arguments: [
        (["--motion", "slow"], "mockgen: arguments: --motion: expected fling or steady, got \"slow\"\n"),
        (["--format", "gif", "--fps", "0"], "mockgen: arguments: --fps: expected frames a second from 1 to 60, got \"0\"\n"),
        (["--format", "gif", "--fps", "120"], "mockgen: arguments: --fps: expected frames a second from 1 to 60, got \"120\"\n"),
        (
            ["--fps", "30"],
            "mockgen: arguments: --fps applies to the animation formats gif, apng, webp and mp4, or with --motion\n"
        ),
        (
            ["--format", "gif", "--motion", "fling", "--duration", "3"],
            "mockgen: arguments: --duration applies to --motion steady: a fling takes the time its physics does\n"
        ),
        (
            ["--format", "gif", "--fps", "30", "--offsets", "0,100"],
            "mockgen: arguments: --fps and --offsets exclude each other: the offsets are the frames\n"
        ),
    ])
    func badMotionOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let run = try Binary.run(arguments)
        #expect(run.exitCode == 64)
        #expect(run.stderr == message)
        #expect(run.stdout.isEmpty)
    }
}
