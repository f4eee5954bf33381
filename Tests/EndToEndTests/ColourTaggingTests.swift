import Foundation
import Testing

/// The picture formats say their colours are sRGB, and an MP4 says BT.709 in the limited range
/// (Docs/command-line.md, "Colour"), so a player shows the colours drawn. Each file is read by a
/// decoder that did not write it: ffmpeg for the MP4 (mockgen hands it PNGs and reads none of its
/// output but this check's), Pillow and LittleCMS (Pillow's ImageCms) for the others.
@Suite(.serialized) struct ColourTaggingTests {
    /// Two rows of flat systemRed and systemBlue, #FF3B30 and #007AFF in light mode (UIColor's
    /// documented values, Docs/uikit-rules.md's colour table), under the status bar's white.
    static let scenario = Data(
        #"{"name":"flat","list":{"sections":[{"rows":[{"height":300,"color":"systemRed"},{"height":300,"color":"systemBlue"}]}]}}"#
            .utf8)
    static let red = [0xFF, 0x3B, 0x30]
    static let blue = [0x00, 0x7A, 0xFF]
    /// At scale 1 the first row spans y 8 + 59 ..< 8 + 359 of the picture (gap, safe area), the
    /// second the 300 points below it: a point in the middle of each.
    static let points = [(100, 200), (100, 520)]

    static var ffmpeg: Bool {
        (try? RasterFormatTests.python([
            "-c", "import shutil, sys; sys.exit(0 if shutil.which('ffmpeg') and shutil.which('ffprobe') else 1)",
        ])
        .status) == 0
    }

    func write(_ format: String, name: String) throws -> URL {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.run(["-", "--format", format, "--frames", "2", "--scale", "1"], in: dir, input: Self.scenario)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let url = dir.appendingPathComponent(name)
        try run.stdout.write(to: url)
        return url
    }

    static func command(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(arguments[0]) failed")
        return data
    }

    func expectNear(_ pixel: [Int], _ colour: [Int], _ what: String) {
        #expect(pixel.count == 3 && zip(pixel, colour).allSatisfy { abs($0 - $1) <= 4 }, "\(what): \(pixel), drawn \(colour)")
    }

    @Test(.enabled(if: ffmpeg)) func mp4IsTaggedBT709AndDecodesToTheColoursDrawn() throws {
        let url = try write("mp4", name: "flat.mp4")
        let tags = String(
            decoding: try Self.command([
                "ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries",
                "stream=color_space,color_primaries,color_transfer,color_range,width", "-of", "default=nw=1", url.path,
            ]), as: UTF8.self)
        for tag in ["color_space=bt709", "color_primaries=bt709", "color_transfer=bt709", "color_range=tv"] {
            #expect(tags.contains(tag), "\(tags)")
        }
        let width = Int(tags.split(separator: "\n").first { $0.hasPrefix("width=") }!.dropFirst(6))!
        // ffmpeg's own conversion to RGB, from the stream's tags.
        let rgb = [UInt8](
            try Self.command([
                "ffmpeg", "-v", "error", "-i", url.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-",
            ]))
        for ((x, y), colour) in zip(Self.points, [Self.red, Self.blue]) {
            let i = 3 * (y * width + x)
            expectNear(rgb[i..<i + 3].map(Int.init), colour, "MP4 at \(x),\(y)")
        }
    }

    /// PNG and APNG carry `sRGB` (with gAMA and cHRM), the WebP an sRGB ICC profile; through the
    /// profile to sRGB, each flat colour stays within 4 levels of the SVG's.
    @Test(
        .enabled(if: RasterFormatTests.pillow),
        arguments: [("png", "flat.png"), ("apng", "flat.png"), ("webp", "flat.webp")])
    func picturesCarrySRGB(format: String, name: String) throws {
        let url: URL
        if format == "png" {
            let dir = try Binary.scratchDirectory()
            let run = try Binary.run(
                ["-", "--format", "png", "--frames", "2", "--scale", "1", "--out", dir.path], in: dir, input: Self.scenario)
            #expect(run.exitCode == 0, "\(run.stderr)")
            url = dir.appendingPathComponent("flat-000.png")
        } else {
            url = try write(format, name: name)
        }
        let script = """
            import io, sys
            from PIL import Image, ImageCms
            im = Image.open(sys.argv[1])
            icc = im.info.get("icc_profile")
            if icc:
                profile = ImageCms.ImageCmsProfile(io.BytesIO(icc))
                tag = "icc " + ImageCms.getProfileDescription(profile).strip()
                rgb = ImageCms.applyTransform(im.convert("RGB"), ImageCms.buildTransform(profile, ImageCms.createProfile("sRGB"), "RGB", "RGB"))
            else:
                tag = "srgb %s" % im.info.get("srgb")
                rgb = im.convert("RGB")
            print(tag)
            for x, y in [\(Self.points.map { "(\($0.0), \($0.1))" }.joined(separator: ", "))]:
                print(" ".join(str(v) for v in rgb.getpixel((x, y))))
            """
        let run = try RasterFormatTests.python(["-c", script, url.path])
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == (format == "webp" ? "icc sRGB IEC61966-2.1 (mockgen)" : "srgb 0"), "\(run.output)")
        for (line, colour) in zip(lines.dropFirst(), [Self.red, Self.blue]) {
            expectNear(line.split(separator: " ").compactMap { Int($0) }, colour, "\(format)")
        }
    }
}
