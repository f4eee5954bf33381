import Foundation
import Testing

/// The built binary against Docs/command-line.md: exit codes, streams, output files.
@Suite struct CommandLineTests {
    @Test func defaultRunIsAThirtyFrameFlipbook() throws {
        let run = try Binary.run(["--frames", "30"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        let html = run.stdoutText
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(count("data-frame=\"", in: html) == 30)
        // Self-contained: the only URLs are XML namespace names, which are never fetched.
        let withoutNamespaces = html.replacingOccurrences(of: "http://www.w3.org/", with: "")
        #expect(!withoutNamespaces.contains("http://") && !withoutNamespaces.contains("https://"))
    }

    @Test func outputIsDeterministic() throws {
        let a = try Binary.run(["--frames", "30"]).stdout
        let b = try Binary.run(["--frames", "30"]).stdout
        #expect(a == b)
        let j1 = try Binary.run(["--format", "json"]).stdout
        let j2 = try Binary.run(["--format", "json"]).stdout
        #expect(j1 == j2)
    }

    static let badArguments: [([String], Int32)] = [
        (["--frames", "0"], 64),
        (["--frames", "many"], 64),
        (["--frames", "1000000"], 64),
        (["--format", "pdf"], 64),
        (["--offsets", "1,x"], 64),
        (["--frames", "3", "--offsets", "1,2"], 64),
        (["--bogus"], 64),
        (["--device", "iphone-99"], 64),
        (["--chrome", "some"], 64),
        (["--chrome"], 64),
        (["blog", "--content-size", "huge"], 64),
        (["no-such-screen"], 66),
        (["missing/screen.json"], 66),
    ]

    /// `--chrome none` takes the status bar, cutout and home indicator out of every frame; the
    /// default draws them (the iPhone 15 Pro's island: a 125 pt wide black capsule at x 134).
    @Test func chromeIsDrawnUnlessSwitchedOff() throws {
        let dir = try Binary.scratchDirectory()
        let with = try Binary.run(["ably", "--format", "svg", "--offsets", "0", "--out", dir.appendingPathComponent("a").path])
        let without = try Binary.run([
            "ably", "--format", "svg", "--offsets", "0", "--chrome", "none",
            "--out", dir.appendingPathComponent("b").path,
        ])
        #expect(with.exitCode == 0 && without.exitCode == 0, "\(with.stderr)\(without.stderr)")
        let a = try String(contentsOf: dir.appendingPathComponent("a/ably-000.svg"), encoding: .utf8)
        let b = try String(contentsOf: dir.appendingPathComponent("b/ably-000.svg"), encoding: .utf8)
        #expect(
            a.contains(">9:41</text>")
                && a.contains(##"x="134" y="11.333" width="125" height="36.667" rx="18.333" fill="#000000""##))
        #expect(!b.contains("9:41") && !b.contains(##"width="125""##))
    }

    /// An Android preset draws Android's chrome (AndroidChrome.swift): the Pixel 9's punch hole,
    /// 16 dp in radius around (205.524, 32.952); the clock from x 24 in 14 sp medium Roboto (the
    /// frame's family), its baseline 0.35 em below the hole's centre line (32.952 + 4.9); the
    /// 108 x 4 dp gesture handle 10 dp above the bottom (923.429 - 14); no
    /// iOS battery outline (its 0.4 opacity). `--chrome none` draws none of it.
    @Test func androidChromeIsDrawnUnlessSwitchedOff() throws {
        let dir = try Binary.scratchDirectory()
        let common = ["ably", "--device", "pixel-9", "--format", "svg", "--offsets", "0"]
        let with = try Binary.run(common + ["--out", dir.appendingPathComponent("a").path])
        let without = try Binary.run(common + ["--chrome", "none", "--out", dir.appendingPathComponent("b").path])
        #expect(with.exitCode == 0 && without.exitCode == 0, "\(with.stderr)\(without.stderr)")
        let a = try String(contentsOf: dir.appendingPathComponent("a/ably-000.svg"), encoding: .utf8)
        let b = try String(contentsOf: dir.appendingPathComponent("b/ably-000.svg"), encoding: .utf8)
        #expect(
            a.hasPrefix(
                ##"<svg xmlns="http://www.w3.org/2000/svg" width="411.429" height="923.429" viewBox="0 0 411.429 923.429" font-family="Roboto"##
            ))
        #expect(a.contains(##"<rect x="189.524" y="16.952" width="32" height="32" rx="16" fill="#000000"/>"##))
        #expect(a.contains(##"<text x="24" y="37.852" font-size="14" font-weight="500" fill="#000000">9:41</text>"##))
        #expect(a.contains(##"<rect x="151.714" y="909.429" width="108" height="4" rx="2""##))
        #expect(!a.contains("fill-opacity=\"0.4\"") && !a.contains("text-anchor=\"middle\" fill=\"#000000\">9:41"))
        #expect(!b.contains("9:41") && !b.contains(##"rx="16""##) && !b.contains(##"width="108""##))
    }

    @Test(arguments: badArguments)
    func badInputFailsWithSysexitsAndNothingOnStdout(arguments: [String], code: Int32) throws {
        let run = try Binary.run(arguments)
        #expect(run.exitCode == code, "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        // One line, in the contract's form.
        #expect(run.stderr.hasPrefix("mockgen: "))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func unknownScenarioListsTheBuiltIns() throws {
        let run = try Binary.run(["no-such-screen"])
        #expect(run.stderr.contains("ably"))
    }

    @Test func tooManyFramesStatesTheLimit() throws {
        let run = try Binary.run(["--frames", "1000000"])
        #expect(run.stderr.contains("2000"))
    }

    @Test func badScenarioFileNamesFileLineAndKey() throws {
        let dir = try Binary.scratchDirectory()
        let file = dir.appendingPathComponent("screen.json")
        try Data(
            """
            {
              "name": "broken",
              "list": { "kind": "table", "rowHieght": 44, "sections": [ { "rows": { "count": 3 } } ] }
            }
            """.utf8
        ).write(to: file)
        let run = try Binary.run(["screen.json"], in: dir)
        #expect(run.exitCode == 65)
        #expect(run.stdout.isEmpty)
        // "rowHieght" opens on line 3, column 30 (two spaces, then `"list": { "kind": "table", `).
        #expect(
            run.stderr == "mockgen: screen.json:3:30: list.rowHieght: unknown key \"rowHieght\"; did you mean \"rowHeight\"?\n")
    }

    @Test func helpVersionAndList() throws {
        let help = try Binary.run(["--help"])
        #expect(help.exitCode == 0)
        #expect(help.stdoutText.contains("--frames"))
        let version = try Binary.run(["--version"])
        #expect(version.stdoutText.hasPrefix("mockgen "))
        let list = try Binary.run(["--list"])
        #expect(list.stdoutText.hasPrefix("ably"))
    }

    @Test func svgFormatWritesOneFileAFrameAndAContactSheet() throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.run(["--format", "svg", "--frames", "5", "--out", "frames"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("frames").path).sorted()
        #expect(files == ["ably-000.svg", "ably-001.svg", "ably-002.svg", "ably-003.svg", "ably-004.svg", "ably-contact.svg"])
    }

    @Test func svgFormatDefaultsToTheOutputFolder() throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.run(["--format", "svg", "--frames", "2"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("Output/ably-001.svg").path))
    }

    @Test func unwritableOutputExits73() throws {
        let dir = try Binary.scratchDirectory()
        try Data("x".utf8).write(to: dir.appendingPathComponent("taken"))
        // A file where the folder should be.
        let run = try Binary.run(["--out", "taken/sub"], in: dir)
        #expect(run.exitCode == 73)
        #expect(run.stdout.isEmpty)
    }

    @Test func jsonFormatHasEveryFrame() throws {
        let run = try Binary.run(["--format", "json", "--frames", "7"])
        #expect(run.exitCode == 0)
        let object = try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any]
        #expect(object?["scenario"] as? String == "ably")
        #expect((object?["frames"] as? [Any])?.count == 7)
    }

    @Test func binaryWorksAfterBeingCopiedElsewhere() throws {
        let dir = try Binary.scratchDirectory()
        let copy = dir.appendingPathComponent("mockgen")
        try FileManager.default.copyItem(at: Binary.url, to: copy)
        let process = Process()
        process.executableURL = copy
        process.arguments = ["--frames", "3"]
        process.currentDirectoryURL = dir
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(count("data-frame=\"", in: String(decoding: data, as: UTF8.self)) == 3)
    }
}
