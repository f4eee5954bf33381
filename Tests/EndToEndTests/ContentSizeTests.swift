import Foundation
import Testing

/// `--content-size` (Dynamic Type) on the self-sizing `blog`: larger text, taller content.
@Suite struct ContentSizeTests {
    func contentHeight(_ arguments: [String]) throws -> Double {
        let run = try Binary.run(["blog", "--format", "json", "--frames", "1"] + arguments)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: run.stdout) as! [String: Any]
        let frame = (json["frames"] as! [[String: Any]])[0]
        return (frame["contentSize"] as! [String: Any])["height"] as! Double
    }

    @Test func largerCategoriesMakeTallerContent() throws {
        let small = try contentHeight(["--content-size", "extraSmall"])
        let large = try contentHeight([])
        let ax = try contentHeight(["--content-size", "accessibilityExtraExtraExtraLarge"])
        #expect(small < large && large < ax)
        #expect(try contentHeight(["--content-size", "large"]) == large)
    }
}

/// A machine without the pinned fonts: content cannot be measured, so mockgen stops and names the
/// package, rather than measure with another font (README, "Text").
@Suite struct MissingFontTests {
    @Test func contentWithoutItsFontsIsAnError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-fc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // A fontconfig that knows only DejaVu.
        let config = dir.appendingPathComponent("fonts.conf")
        try """
            <?xml version="1.0"?><fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir>\
            <cachedir>\(dir.path)/cache</cachedir></fontconfig>
            """.write(to: config, atomically: true, encoding: .utf8)
        func run(_ arguments: [String]) throws -> (Int32, Data, String) {
            let process = Process()
            process.executableURL = Binary.url
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(["FONTCONFIG_FILE": config.path]) { $1 }
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let stdout = out.fileHandleForReading.readDataToEndOfFile()
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, stdout, stderr)
        }
        let (code, stdout, stderr) = try run(["blog"])
        #expect(code == 70)
        #expect(stdout.isEmpty)
        #expect(stderr.hasPrefix("mockgen: fonts: font \"Inter\""))
        #expect(stderr.contains("install the Debian package fonts-inter"))
        // A screen without content does not measure text and still renders.
        #expect(try run(["ably", "--frames", "2"]).0 == 0)
    }
}
