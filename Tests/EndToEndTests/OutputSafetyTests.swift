import Foundation
import Testing

/// Scenario text never becomes markup, and output files appear whole or not at all (Docs/command-line.md, "Output safety").
@Suite struct OutputSafetyTests {
    static let hostile = "</svg><script>alert(1)</script>{{subtitle}}]]>&amp;"

    /// Every text a scenario can carry holds the hostile string.
    static let scenario = """
        {
          "name": "hostile",
          "iosVersion": 18,
          "title": \(jsonLiteral(hostile)),
          "description": \(jsonLiteral(hostile)),
          "navigationBar": { "title": \(jsonLiteral(hostile)) },
          "list": {
            "sectionHeaderTopPadding": 0,
            "sections": [
              { "header": { "height": 40, "title": \(jsonLiteral(hostile)) },
                "footer": { "height": 30, "title": \(jsonLiteral(hostile)) },
                "rows": { "count": 30, "height": 44, "title": \(jsonLiteral(hostile)) } }
            ]
          }
        }
        """

    static func jsonLiteral(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static func scratchWithScenario() throws -> URL {
        let dir = try Binary.scratchDirectory()
        try Data(scenario.utf8).write(to: dir.appendingPathComponent("hostile.json"))
        return dir
    }

    /// The text as character data: what an XML writer must turn the hostile string into.
    static let escaped = "&lt;/svg&gt;&lt;script&gt;alert(1)&lt;/script&gt;{{subtitle}}]]&gt;&amp;amp;"

    @Test func htmlShowsTheTitleAsText() throws {
        let dir = try Self.scratchWithScenario()
        let run = try Binary.run(["hostile.json", "--frames", "3"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let html = run.stdoutText
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("</svg><script>"))
        #expect(html.contains(Self.escaped))
        // The only script that runs is the flipbook's own: the others are data blocks of a type
        // no browser runs (a later frame's figure, the shapes only later frames place, the live
        // view's samples as JSON whose strings carry no markup characters).
        func running(_ page: String) -> Int {
            count("<script", in: page) - count(#"<script type="application/xhtml+xml">"#, in: page)
                - count(#"<script type="image/svg+xml" class="shared-shapes-rest">"#, in: page)
                - count(#"<script type="application/json" id="live-data">"#, in: page)
        }
        let plain = try Binary.run(["--frames", "3"]).stdoutText
        #expect(running(html) == 1 && running(plain) == 1)
    }

    @Test func svgFilesShowTheTitleAsText() throws {
        let dir = try Self.scratchWithScenario()
        let run = try Binary.run(["hostile.json", "--frames", "3", "--format", "svg", "--out", "svg"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let folder = dir.appendingPathComponent("svg")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["hostile-000.svg", "hostile-001.svg", "hostile-002.svg", "hostile-contact.svg"])
        for file in files {
            let svg = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(!svg.contains("<script"), "\(file)")
            #expect(count("</svg>", in: svg) == count("<svg", in: svg), "\(file)")
            #expect(svg.contains(Self.escaped), "\(file)")
        }
    }

    @Test func jsonCarriesNoMarkupAndStaysJSON() throws {
        let dir = try Self.scratchWithScenario()
        let run = try Binary.run(["hostile.json", "--frames", "3", "--format", "json"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(!run.stdoutText.contains("<script>"))
        let object = try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any]
        #expect(object?["scenario"] as? String == "hostile")
    }

    // MARK: - Atomic output

    static func files(in folder: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            out[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) ?? Data()
        }
        return out
    }

    /// A folder with the files of an earlier run, each saying so.
    static func folderWithOldFiles(in dir: URL) throws -> URL {
        let folder = dir.appendingPathComponent("Output")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["hostile-000.svg", "hostile-001.svg", "hostile-contact.svg", "notes.txt"] {
            try Data("old \(name)".utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test func aBadScenarioLeavesOldFilesAlone() throws {
        let dir = try Self.scratchWithScenario()
        let folder = try Self.folderWithOldFiles(in: dir)
        let before = try Self.files(in: folder)
        try Data(Self.scenario.replacingOccurrences(of: "\"count\": 30", with: "\"count\": -30").utf8)
            .write(to: dir.appendingPathComponent("hostile.json"))
        let run = try Binary.run(["hostile.json", "--format", "svg", "--frames", "3"], in: dir)
        #expect(run.exitCode == 65)
        #expect(try Self.files(in: folder) == before)
    }

    /// A write that fails half way (a folder where the third frame should go) renames nothing into
    /// place and leaves no temporary file behind.
    @Test func aFailedWriteLeavesOldFilesAndNoTemporaries() throws {
        let dir = try Self.scratchWithScenario()
        let folder = try Self.folderWithOldFiles(in: dir)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("hostile-002.svg"), withIntermediateDirectories: false)
        let before = try Self.files(in: folder)
        let run = try Binary.run(["hostile.json", "--format", "svg", "--frames", "3"], in: dir)
        #expect(run.exitCode == 73, "\(run.stderr)")
        #expect(run.stderr == "mockgen: Output/hostile-002.svg: a folder is in the way of the output file\n")
        #expect(try Self.files(in: folder) == before)
    }

    @Test func aFailedFlipbookWriteLeavesNoFile() throws {
        let dir = try Self.scratchWithScenario()
        let folder = dir.appendingPathComponent("book")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("index.html"), withIntermediateDirectories: true)
        let run = try Binary.run(["hostile.json", "--frames", "3", "--out", "book"], in: dir)
        #expect(run.exitCode == 73)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["index.html"])
    }

    @Test func aBadScenarioCreatesNoOutputFolder() throws {
        let dir = try Binary.scratchDirectory()
        try Data(#"{ "name": "x", "list": { "sections": [] } }"#.utf8).write(to: dir.appendingPathComponent("x.json"))
        for format in ["html", "svg", "json"] {
            let run = try Binary.run(["x.json", "--format", format, "--out", "out"], in: dir)
            #expect(run.exitCode == 65)
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        }
    }
}

/// stdout that cannot take the output (here /dev/full: every write fails with ENOSPC) is an
/// error of its own, EX_IOERR, said on stderr, not a crash or a silent truncation.
@Suite struct FullStdoutTests {
    @Test func aFullDiskOnStdoutExitsWith74() throws {
        let process = Process()
        process.executableURL = Binary.url
        process.arguments = ["--frames", "2"]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let err = Pipe()
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
        #expect(stderr == "mockgen: stdout: cannot write the output\n")
    }
}
