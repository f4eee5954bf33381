import Foundation
import MockgenTestSupport
import Testing

/// `--format png | gif | apng | webp | mp4` (Docs/command-line.md#raster-formats) through the built binary, each file read
/// back by Pillow (Scripts/check-raster.py), a decoder independent of the libraries that wrote it.
///
/// Sizes: ably and alarm use the iphone-15-pro preset, 393 x 852 pt (Device.swift). A picture is
/// gap + phones (gaps between) + gap wide, and gap + 852 + caption strip tall, gap = 8 pt
/// (RasterComposition); the strip is 2 x 8 pt padding + lines x 15 pt (CaptionStrip): ably has
/// 4 lines (offset, behaviours, 2 event lines), alarm 5 (its variant names too).
@Suite(.serialized) struct RasterFormatTests {
    static let ablyWidth = 8 + 393 + 8  // 409
    static let ablyHeight = 8 + 852 + (16 + 4 * 15)  // 936
    static let alarmWidth = 8 + 3 * (393 + 8)  // 1211: three variants side by side
    static let alarmHeight = 8 + 852 + (16 + 5 * 15)  // 951

    struct Decoded: Decodable {
        var format: String
        var size: [Int]
        var frames: Int
        var durations: [Double?]
        var pixels: [String: [Int]]
    }

    static let repository = Repository.root
    /// CI sets MOCKGEN_REQUIRE_PILLOW=1 so that a machine without Pillow fails instead of skipping.
    static let pillow: Bool =
        ProcessInfo.processInfo.environment["MOCKGEN_REQUIRE_PILLOW"] == "1"
        || (try? python(["-c", "import PIL"]).status) == 0

    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) { try Python.run(arguments) }

    func decode(_ file: URL, points: [String] = []) throws -> Decoded {
        let script = Self.repository.appendingPathComponent("Scripts/check-raster.py").path
        let run = try Self.python([script, file.path] + points)
        #expect(run.status == 0, "\(run.output)")
        return try JSONDecoder().decode(Decoded.self, from: Data(run.output.utf8))
    }

    /// `arguments` run in a scratch folder; the file the run wrote to stdout, saved as `name`.
    func animation(_ arguments: [String], name: String) throws -> URL {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.run(arguments, in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        let url = dir.appendingPathComponent(name)
        try run.stdout.write(to: url)
        return url
    }

    /// `--motion steady` keeps the even speed: 30 frames over 5 s (FrameTiming).
    @Test(.enabled(if: pillow)) func steadyGIFIsThirtyFramesUnderTwoMegabytes() throws {
        let url = try animation(["--format", "gif", "--motion", "steady"], name: "ably.gif")
        // Slack previews images up to about 2 MB on mobile (Docs/command-line.md#where-each-format-previews).
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as! Int
        #expect(size < 2_000_000)
        let gif = try decode(url, points: ["0,0"])
        #expect(gif.format == "GIF")
        #expect(gif.size == [Self.ablyWidth, Self.ablyHeight])  // --scale 1 is GIF's default
        #expect(gif.frames == 30)
        // The picture's background, RasterComposition.background (#f2f2f7), is in every palette exactly.
        #expect(gif.pixels["0,0"] == [0xf2, 0xf2, 0xf7])
        // The default timing: 5 s of scrolling, plus 700 ms on the last frame and on each event
        // frame (FrameTiming); ably's pin arrives in one frame of the default 30.
        let total = gif.durations.compactMap { $0 }.reduce(0, +)
        #expect(gif.durations.count == 30)
        #expect(abs(total - (5000 + 700 + 700)) <= 10 * 30)
        #expect(gif.durations.last == 700)
    }

    /// The default GIF is a fling (Docs/command-line.md, Motion): ably's 198 pt from start to end
    /// as one UIScrollView fling, at 25 fps, frames that move less than a pixel left out.
    @Test(.enabled(if: pillow)) func defaultGIFIsAFlingUnderTwoMegabytes() throws {
        let url = try animation(["--format", "gif"], name: "ably.gif")
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as! Int
        #expect(size < 2_000_000)
        let gif = try decode(url, points: ["0,0"])
        #expect(gif.size == [Self.ablyWidth, Self.ablyHeight])
        // The fling: a 100 ms drag at v, then v e^(-k t) down to the stop speed k × 0.5 / 3 (half a
        // pixel from rest on the 3x iPhone 15 Pro), k = -1000 ln 0.998; v × 0.1 + (v - v_s) / k = 198.
        let k = -1000 * log(0.998)
        let stop = k * 0.5 / 3
        let v = (198 + stop / k) / (0.1 + 1 / k)
        let fling = 0.1 + log(v / stop) / k
        let durations = gif.durations.compactMap { $0 }
        // Holds: 700 ms on the pin's frame and on the last; rounded on the running total to hundredths.
        #expect(abs(durations.reduce(0, +) - (fling * 1000 + 700 + 700)) <= 10)
        #expect(durations.last == 700)
        // 25 fps is 40 ms a frame while the list moves a pixel a frame or more: the first frames.
        #expect(durations.prefix(5).allSatisfy { $0 == 40 })
        // Fewer frames than 25 a second for the whole: the slow tail moves less than a pixel a frame.
        #expect(gif.frames < Int(fling * 25) + 1)
        #expect(gif.frames > 25)
    }

    /// --even-time: 3 s over 30 frames is 100 ms a frame, a whole number of GIF hundredths.
    @Test(
        .enabled(if: pillow), arguments: [("gif", "ably.gif", "GIF"), ("apng", "ably.png", "PNG"), ("webp", "ably.webp", "WEBP")])
    func evenTimeGivesEveryFrameTheSameTime(format: String, name: String, pillowName: String) throws {
        let url = try animation(["--format", format, "--even-time", "--duration", "3", "--scale", "1"], name: name)
        let decoded = try decode(url)
        #expect(decoded.format == pillowName)
        #expect(decoded.size == [Self.ablyWidth, Self.ablyHeight])
        #expect(decoded.frames == 30)
        #expect(decoded.durations == [Double?](repeating: 100, count: 30))
    }

    /// A steady scroll: alarm at 0, 100, 300 over 1 s moves 300 pt, so 100 pt take 333.3 ms and
    /// 200 pt 666.7 ms; frame 0 carries an event (the plain variant's "header.0 pins") and is held
    /// 700 ms more, as is the last frame. On the running total: 1033, 1700 - 1033 = 667, 700.
    @Test(.enabled(if: pillow)) func timeFollowsTheDistanceAndHoldsEvents() throws {
        let url = try animation(["alarm", "--offsets", "0,100,300", "--duration", "1", "--format", "apng"], name: "alarm.png")
        let apng = try decode(url, points: ["0,0"])
        #expect(apng.frames == 3)
        #expect(apng.durations == [1033, 667, 700])
        // Three variants side by side at 2x, APNG's default scale.
        #expect(apng.size == [2 * Self.alarmWidth, 2 * Self.alarmHeight])
        #expect(apng.pixels["0,0"] == [0xf2, 0xf2, 0xf7])
    }

    @Test(.enabled(if: pillow)) func pngWritesAFileAFrameAndTheContactSheet() throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.run(["--format", "png", "--frames", "3", "--scale", "3", "--out", "shots"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("shots").path).sorted()
        // Named as --format svg names its frames, the index padded to 3 digits (SVGFiles.swift).
        #expect(names == ["ably-000.png", "ably-001.png", "ably-002.png", "ably-contact.png"])
        let frame = try decode(dir.appendingPathComponent("shots/ably-001.png"))
        #expect(frame.size == [3 * Self.ablyWidth, 3 * Self.ablyHeight])
        #expect(frame.frames == 1)
        let sheet = try decode(dir.appendingPathComponent("shots/ably-contact.png"))
        #expect(sheet.size[0] <= 32_767 && sheet.size[1] <= 32_767)
    }

    @Test func mp4IsWrittenWhenFFmpegIsInstalled() throws {
        guard (try? Self.python(["-c", "import shutil, sys; sys.exit(0 if shutil.which('ffprobe') else 1)"]).status) == 0 else {
            return
        }
        let url = try animation(["--format", "mp4", "--frames", "5", "--scale", "1"], name: "ably.mp4")
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = [
            "ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=codec_name,width,height",
            "-of", "csv=p=0", url.path,
        ]
        let out = Pipe()
        probe.standardOutput = out
        try probe.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        probe.waitUntilExit()
        // H.264 at 4:2:0 needs even sides: 409 x 936 is padded to 410 x 936.
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "h264,410,936")
    }

    /// The default motion's MP4 (a fling at 30 fps, frames 33 ms apart) keeps every frame at the
    /// time the layout JSON gives it, to a millisecond: read at a PNG's default 25 fps, ffmpeg
    /// rounded each time to 40 ms and dropped the frames that then met (Video.swift).
    @Test func mp4KeepsEveryFrameOfAFlingAtItsTime() throws {
        guard (try? Self.python(["-c", "import shutil, sys; sys.exit(0 if shutil.which('ffprobe') else 1)"]).status) == 0 else {
            return
        }
        let url = try animation(["--format", "mp4", "--scale", "1"], name: "ably.mp4")
        let layout = try JSONDecoder().decode(
            MotionCommandLineTests.Layout.self,
            from: try Binary.run(["--format", "json", "--motion", "fling", "--fps", "30"]).stdout)
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = [
            "ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "packet=pts_time", "-of", "csv=p=0", url.path,
        ]
        let out = Pipe()
        probe.standardOutput = out
        try probe.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        probe.waitUntilExit()
        let times = text.split(separator: "\n").compactMap { Double($0) }.sorted()
        let expected = layout.frames.compactMap(\.time)
        #expect(expected.count > 90)
        // The list repeats the last file, which may become one more frame.
        #expect(times.count == expected.count || times.count == expected.count + 1)
        // To a millisecond, but where the 20 ms floor of a frame's time lengthens the 18 ms frame
        // that arrives at the pin by 2 ms; the running total gives them back from the hold after it
        // (Docs/command-line.md, "Frame times").
        for (k, time) in expected.enumerated() where k < times.count {
            let floor = k > 0 && time - expected[k - 1] < 0.020 ? 0.020 - (time - expected[k - 1]) : 0
            #expect(abs(times[k] - time) <= 0.001 + floor, "frame \(k): \(times[k]) s, not \(time) s")
        }
    }

    // MARK: Errors

    @Test func aMissingLibraryIsExit70NamingThePackage() throws {
        let run = try Binary.run(["--format", "gif"], environment: ["MOCKGEN_RASTER_HIDE": "librsvg-2.so.2"])
        #expect(run.exitCode == 70)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == "mockgen: librsvg: librsvg-2.so.2 cannot be loaded (hidden by MOCKGEN_RASTER_HIDE); "
                + "install the Debian package librsvg2-2\n")
        let gif = try Binary.run(["--format", "gif"], environment: ["MOCKGEN_RASTER_HIDE": "libgif.so.7"])
        #expect(gif.exitCode == 70)
        #expect(gif.stderr.hasSuffix("install the Debian package libgif7\n"))
        let webp = try Binary.run(["--format", "webp"], environment: ["MOCKGEN_RASTER_HIDE": "libwebpmux.so.3"])
        #expect(webp.exitCode == 70)
        #expect(webp.stderr.hasSuffix("install the Debian package libwebpmux3\n"))
    }

    @Test func missingFFmpegIsExit70NamingThePackage() throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.run(
            ["--format", "mp4", "--frames", "2", "--out", "out"], in: dir,
            environment: ["MOCKGEN_RASTER_HIDE": "ffmpeg"])
        #expect(run.exitCode == 70)
        #expect(
            run.stderr == "mockgen: ffmpeg: no ffmpeg executable on PATH; install the Debian package ffmpeg "
                + "(mockgen runs it as a separate program, so its GPL code stays out of mockgen)\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/ably.mp4").path))
    }

    @Test func unwritableOutputIsExit73WithNoFile() throws {
        let dir = try Binary.scratchDirectory()
        // A file where the output folder should be.
        FileManager.default.createFile(atPath: dir.appendingPathComponent("taken").path, contents: Data("x".utf8))
        let run = try Binary.run(["--format", "gif", "--frames", "2", "--out", "taken/inside"], in: dir)
        #expect(run.exitCode == 73)
        #expect(run.stderr.hasPrefix("mockgen: taken/inside: cannot create the output folder: "))
        #expect(run.stdout.isEmpty)
    }

    @Test(arguments: [
        (["--format", "png", "--scale", "4"], "mockgen: arguments: --scale: expected 1, 2 or 3, got \"4\"\n"),
        (["--scale", "2"], "mockgen: arguments: --scale applies to the formats png, gif, apng, webp and mp4\n"),
        (
            ["--format", "png", "--duration", "3"],
            "mockgen: arguments: --duration applies to the formats gif, apng, webp and mp4\n"
        ),
        (
            ["--format", "gif", "--duration", "0"],
            "mockgen: arguments: --duration: expected seconds above 0, at most 600, got \"0\"\n"
        ),
        (["--even-time"], "mockgen: arguments: --even-time applies to the formats gif, apng, webp and mp4\n"),
    ])
    func badRasterOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let run = try Binary.run(arguments)
        #expect(run.exitCode == 64)
        #expect(run.stderr == message)
        #expect(run.stdout.isEmpty)
    }

    /// An animation holds every picture while it is encoded: 2,000 pictures of 1,227 x 2,808 px
    /// (409 x 936 pt at 3x) are 1,227 x 2,808 x 3 x 2,000 = 20,672,712,000 bytes, 19,714 MB,
    /// past the 1,024 MB limit (animationPixelBudget); refused before anything is drawn.
    @Test func anAnimationTooLargeForMemoryIsAUsageError() throws {
        let run = try Binary.run(["--format", "gif", "--frames", "2000", "--scale", "3"])
        #expect(run.exitCode == 64)
        #expect(
            run.stderr == "mockgen: arguments: --format gif: 2000 pictures at --scale 3 hold 19714 MB of pixels, "
                + "more than the 1024 MB an animation may; use fewer --frames or a smaller --scale\n")
        #expect(run.stdout.isEmpty)
    }

    /// librsvg and cairo are opened on first use (RasterShim.c): a flipbook run never loads them.
    @Test func htmlRunsLoadNoRasterLibrary() throws {
        let run = try Binary.run(["--frames", "2"], environment: ["LD_DEBUG": "files"])
        #expect(run.exitCode == 0)
        for soname in ["librsvg-2.so.2", "libcairo.so.2", "libgif.so.7", "libwebp.so.7"] {
            #expect(!run.stderr.contains(soname), "\(soname) loaded by an HTML run")
        }
    }
}
