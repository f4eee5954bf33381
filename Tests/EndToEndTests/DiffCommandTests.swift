import Foundation
import Testing

/// `mockgen diff OLD NEW` through the built binary (Docs/command-line.md#mockgen-diff).
@Suite struct DiffCommandTests {
    // MARK: - mypage's old and new rules as two files (seed 002, Docs/seed-screens.md)

    /// Seed 002 without the tag row: the header is 332 pt at rest, the list starts at window y 59
    /// (the safe area), and the new rule switches when the header's bottom reaches window y 195:
    /// 59 + 332 - 195 = 196. The old rule switches at the fixed offset 202 + 6 + 12 + 12 = 232.
    static let newSwitch = 59.0 + 332 - 195
    static let oldSwitch = 202.0 + 6 + 12 + 12
    /// After the switch `sectionInset.top` becomes offset + 12, so the old rule leaves the cards
    /// 232 - 196 = 36 pt lower than the new one: the gap the seed describes (the tag row's height).
    static let gap = oldSwitch - newSwitch

    /// `mypage`'s variants `old-no-tags` and `new-no-tags`, each written as a scenario file of its
    /// own: the base with the variant's merge patch applied (RFC 7396, as Docs/decisions.md says).
    static func mypageSides(in dir: URL) throws -> (old: String, new: String) {
        let printed = try Binary.run(["--print-scenario", "mypage"])
        #expect(printed.exitCode == 0, "\(printed.stderr)")
        var base = try #require(try JSONSerialization.jsonObject(with: printed.stdout) as? [String: Any])
        let variants = try #require(base.removeValue(forKey: "variants") as? [[String: Any]])
        base.removeValue(forKey: "$schema")
        var names: [String] = []
        for name in ["old-no-tags", "new-no-tags"] {
            var patch = try #require(variants.first { $0["name"] as? String == name })
            patch.removeValue(forKey: "name")
            var side = mergePatch(base, patch) as! [String: Any]
            side["name"] = name
            let file = dir.appendingPathComponent("\(name).json")
            try JSONSerialization.data(withJSONObject: side, options: [.sortedKeys]).write(to: file)
            names.append(file.lastPathComponent)
        }
        return (names[0], names[1])
    }

    /// RFC 7396: objects merge key by key, null removes, anything else replaces.
    static func mergePatch(_ target: Any, _ patch: Any) -> Any {
        guard let patch = patch as? [String: Any] else { return patch }
        var result = target as? [String: Any] ?? [:]
        for (key, value) in patch {
            if value is NSNull { result.removeValue(forKey: key) } else { result[key] = mergePatch(result[key] as Any, value) }
        }
        return result
    }

    static func diffJSON(_ arguments: [String], in dir: URL) throws -> (Run, [String: Any]) {
        let run = try Binary.run(["diff"] + arguments + ["--format", "json"], in: dir)
        let root = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any], "\(run.stderr)")
        return (run, root)
    }

    @Test func mypageOldAndNewRulesDifferAtTheSwitchOffsets() throws {
        let dir = try Binary.scratchDirectory()
        let sides = try Self.mypageSides(in: dir)
        let (run, root) = try Self.diffJSON([sides.old, sides.new], in: dir)
        #expect(run.exitCode == 1, "differ: exit 1, like diff(1). \(run.stderr)")
        #expect(root["same"] as? Bool == false)
        let events = try #require(root["events"] as? [[String: Any]])
        func event(_ label: String) -> [String: Any]? { events.first { $0["event"] as? String == label } }
        // Down the path the header turns compact (and pins) at the switch; back up it turns large
        // (and unpins) at the stored offset, which is the same offset (seed 002's hysteresis).
        for (label, direction) in [
            ("collapsingHeader compact", "down"), ("header.0 pins", "down"),
            ("collapsingHeader large", "up"), ("header.0 unpins", "up"),
        ] {
            let e = try #require(event(label), "\(label) in \(events)")
            #expect(e["old"] as? Double == Self.oldSwitch && e["new"] as? Double == Self.newSwitch, "\(e)")
            #expect(e["direction"] as? String == direction, "\(e)")
        }
        let summary = try #require(root["summary"] as? [String])
        #expect(summary.contains("collapsingHeader switches to compact at 232 → 196 (down)"), "\(summary)")
        #expect(summary.contains("header.0 pins at 232 → 196 (down)"), "\(summary)")

        // The gap: once both have switched, every card of the old rule is 36 pt lower.
        let differences = try #require(root["differences"] as? [[String: Any]])
        let cardMoves = differences.filter {
            ($0["element"] as? String)?.hasPrefix("cell.") == true && $0["key"] as? String == "frame.y"
                && ($0["offset"] as? Double ?? 0) > Self.oldSwitch
        }
        #expect(!cardMoves.isEmpty)
        for move in cardMoves {
            let old = try #require(move["old"] as? Double)
            let new = try #require(move["new"] as? Double)
            #expect(abs(old - new - Self.gap) < 0.001, "\(move)")
        }
        // New − old: the cards sit 232 − 196 = 36 pt higher on the new side.
        #expect(summary.contains { $0.hasPrefix("cell.0.0, cell.0.1: y moved by −36 at frames") }, "\(summary)")
    }

    @Test func mypageFlipbookOutlinesAndSummarises() throws {
        let dir = try Binary.scratchDirectory()
        let sides = try Self.mypageSides(in: dir)
        let run = try Binary.run(["diff", sides.old, sides.new, "--frames", "12"], in: dir)
        #expect(run.exitCode == 1, "\(run.stderr)")
        let html = run.stdoutText
        #expect(html.contains("<title>mockgen diff: old-no-tags.json → new-no-tags.json</title>"))
        #expect(html.contains("id=\"diff-summary\"") && html.contains("data-same=\"false\""))
        #expect(html.contains("<li>collapsingHeader switches to compact at 232 → 196 (down)</li>"))
        // The two sides as the variants `old` and `new` of every frame, 12 each.
        #expect(count("data-variant=\"old\"", in: html) == 12 && count("data-variant=\"new\"", in: html) == 12)
        #expect(html.contains("<g class=\"diff-outlines\">"))
        // Each chart draws both sides: its own solid, the other dashed.
        #expect(html.contains("old (solid), with new dashed") && html.contains("new (solid), with old dashed"))
        #expect(html.contains("header.0 y of new</title>"))
    }

    /// `--format gif`: both sides in one picture a frame (RasterComposition: 8 pt around and
    /// between the phones, 1x for a GIF), so the GIF is 8 + w + 8 + w + 8 px wide.
    @Test func aGIFHoldsBothSides() throws {
        let dir = try Binary.scratchDirectory()
        let sides = try Self.mypageSides(in: dir)
        let layout = try Binary.run([sides.old, "--format", "json", "--offsets", "0"], in: dir)
        let root = try #require(try JSONSerialization.jsonObject(with: layout.stdout) as? [String: Any])
        let width = try #require((root["viewport"] as? [String: Any])?["width"] as? Double)
        let run = try Binary.run(["diff", sides.old, sides.new, "--format", "gif", "--frames", "4"], in: dir)
        #expect(run.exitCode == 1, "differ: exit 1. \(run.stderr)")
        let bytes = [UInt8](run.stdout)
        #expect(bytes.starts(with: Array("GIF89a".utf8)))
        #expect(bytes.count > 10 && Int(bytes[6]) | Int(bytes[7]) << 8 == Int(8 + width + 8 + width + 8))
    }

    /// `--format png`: a picture a frame and a contact sheet into --out, named after the old side
    /// with `-diff`, where the cards the rules move are outlined in the diff's magenta (#d500f9) on both phones.
    @Test func aPNGOutlinesTheDifferencesOnBothSides() throws {
        let dir = try Binary.scratchDirectory()
        let sides = try Self.mypageSides(in: dir)
        let run = try Binary.run(
            ["diff", sides.old, sides.new, "--format", "png", "--offsets", "0,300", "--scale", "1", "--out", "d"], in: dir)
        #expect(run.exitCode == 1, "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("d").path).sorted()
        #expect(
            files == ["old-no-tags-diff-000.png", "old-no-tags-diff-001.png", "old-no-tags-diff-contact.png"], "\(files)")
        guard RasterFormatTests.pillow else { return }
        // Offset 300: both rules have switched, the old side's cards 36 pt lower (see above).
        let frame = "old-no-tags-diff-001.png"
        let script = """
            import sys
            from PIL import Image
            im = Image.open(sys.argv[1]).convert("RGB")
            w, h = im.size
            def magenta(x0, x1):
                return sum(1 for x in range(x0, x1) for y in range(h)
                           if all(abs(a - b) <= 24 for a, b in zip(im.getpixel((x, y)), (0xd5, 0x00, 0xf9))))
            print(magenta(0, w // 2), magenta(w // 2, w))
            """
        let out = try RasterFormatTests.python(["-c", script, dir.appendingPathComponent("d/" + frame).path])
        let counts = out.output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        #expect(counts.count == 2 && counts.allSatisfy { $0 > 100 }, "\(out.output)")
    }

    @Test func aScenarioAgainstItselfExitsZero() throws {
        let (run, root) = try Self.diffJSON(["ably", "ably"], in: try Binary.scratchDirectory())
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(root["same"] as? Bool == true)
        #expect((root["differences"] as? [Any])?.isEmpty == true && (root["events"] as? [Any])?.isEmpty == true)
        let page = try Binary.run(["diff", "ably", "ably", "--frames", "5"])
        #expect(page.exitCode == 0, "\(page.stderr)")
        #expect(page.stdoutText.contains("data-same=\"true\"") && !page.stdoutText.contains("diff-outlines\">"))
    }

    /// Both sides travel the union of their paths: `ably` (start, end) against itself with the
    /// path start, end, start travels start, end, start on both sides, so the layouts agree and
    /// the last frame is back at the start (ably's list has no inset at the top: start is 0).
    @Test func bothSidesTravelTheUnionOfTheirPaths() throws {
        let dir = try Binary.scratchDirectory()
        let ably = try Binary.run(["--print-scenario", "ably"]).stdoutText
        #expect(ably.contains(#""path": ["start", "end"]"#))
        try Data(ably.replacingOccurrences(of: #""path": ["start", "end"]"#, with: #""path": ["start", "end", "start"]"#).utf8)
            .write(to: dir.appendingPathComponent("there-and-back.json"))
        let run = try Binary.run(["diff", "ably", "there-and-back.json", "--frames", "5"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let offsets = run.stdoutText.components(separatedBy: "data-variant=\"new\"").count - 1
        #expect(offsets == 5)
        // Frames 0 and 4 are the path's ends, both at start (0); frame 2 is its middle node, end.
        #expect(run.stdoutText.contains(#"data-frame="4" data-offset="0""#), "the last frame is back at the start")
    }

    /// One side from standard input, the other from a built-in: the same scenario, so no difference.
    @Test func oneSideFromStandardInput() throws {
        let ably = try Binary.run(["--print-scenario", "ably"]).stdout
        let run = try Binary.run(["diff", "-", "ably", "--format", "json", "--frames", "5"], input: ably)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdoutText.contains("\"old\": \"<stdin>\""))
    }

    /// File names reach the page's title and summary escaped, and the page stays well-formed.
    @Test func fileNamesAreEscaped() throws {
        let dir = try Binary.scratchDirectory()
        let ably = try Binary.run(["--print-scenario", "ably"]).stdout
        try ably.write(to: dir.appendingPathComponent("a<b&c.json"))
        let run = try Binary.run(["diff", "a<b&c.json", "ably", "--frames", "3"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdoutText.contains("mockgen diff: a&lt;b&amp;c.json → ably.json"))
        #expect(!run.stdoutText.contains("a<b"))
    }

    static let badArguments: [([String], Int32, String)] = [
        (["diff", "ably"], 64, "mockgen: arguments: diff needs two scenarios"),
        (["diff", "ably", "ably", "ably"], 64, "mockgen: arguments: more than 2 scenarios given"),
        (["diff", "-", "-"], 64, "mockgen: arguments: diff reads at most one side from standard input"),
        (["diff", "ably", "ably", "--format", "svg"], 64, "mockgen: arguments: --format: diff writes html, json, or a picture"),
        (
            ["diff", "mypage", "ably"], 64,
            "mockgen: mypage.json: declares 4 variants; diff compares two scenarios without variants"
        ),
        (["diff", "ably", "missing.json"], 66, "mockgen: missing.json: no such file"),
    ]

    @Test(arguments: badArguments)
    func badInputFailsWithNothingOnStdout(arguments: [String], code: Int32, message: String) throws {
        let run = try Binary.run(arguments)
        #expect(run.exitCode == code, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    }

    /// Subcommands come first (Docs/command-line.md#subcommands); a scenario file named `diff` is still
    /// rendered when given as a path.
    @Test func aFileNamedDiffRendersAsAPath() throws {
        let dir = try Binary.scratchDirectory()
        try Binary.run(["--print-scenario", "ably"]).stdout.write(to: dir.appendingPathComponent("diff"))
        let run = try Binary.run(["./diff", "--frames", "3"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(count("data-frame=\"", in: run.stdoutText) == 3)
    }

    @Test func helpNamesTheSubcommands() throws {
        let help = try Binary.run(["--help"]).stdoutText
        #expect(help.contains("mockgen diff OLD NEW") && help.contains("mockgen check SCENARIO... --goldens DIR"))
        let diffHelp = try Binary.run(["diff", "--help"])
        #expect(diffHelp.exitCode == 0 && diffHelp.stdoutText.hasPrefix("USAGE: mockgen diff OLD NEW"))
    }
}
