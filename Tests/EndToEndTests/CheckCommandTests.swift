import Foundation
import MockgenTestSupport
import Testing

/// `mockgen check SCENARIO... --goldens DIR [--record] [--junit FILE]` through the built binary
/// (Docs/command-line.md#mockgen-check).
@Suite struct CheckCommandTests {
    /// The minimal example of Docs/scenario-format.md#a-first-scenario (`minimalScenario`), with 20
    /// rows in the first section (so the content is taller than the screen): a plain table on the
    /// iPhone 15 Pro without bars, so the list covers the screen from window y 0 and
    /// `sectionHeaderTopPadding` is 0.
    static func twoSections(firstHeaderHeight: Int = 40) -> String {
        minimalScenario.replacingOnce(#""count": 24"#, with: #""count": 20"#).replacingOnce(
            #"{ "height": 40, "title": "First" }"#, with: #"{ "height": \#(firstHeaderHeight), "title": "First" }"#)
    }

    /// A folder holding `two-sections.json`; goldens go to `goldens/` inside it.
    static func project() throws -> URL {
        let dir = try Binary.scratchDirectory()
        try Data(twoSections().utf8).write(to: dir.appendingPathComponent("two-sections.json"))
        return dir
    }

    static func lines(_ run: Run) -> [String] { run.stdoutText.split(separator: "\n").map(String.init) }

    /// The rulesVersion a golden was recorded with: its first line after `{` (bumped by hand when a
    /// layout rule changes, so the tests read it rather than name it).
    static func rulesVersion(_ golden: String) throws -> Int {
        let line = try #require(golden.split(separator: "\n").dropFirst().first)
        let prefix = "  \"rulesVersion\": "
        #expect(line.hasPrefix(prefix) && line.hasSuffix(","), "\(line)")
        return try #require(Int(line.dropFirst(prefix.count).dropLast()))
    }

    @Test func recordThenCheckPasses() throws {
        let dir = try Self.project()
        let missing = try Binary.run(["check", "ably", "two-sections.json", "--goldens", "goldens"], in: dir)
        #expect(missing.exitCode == 1, "\(missing.stderr)")
        #expect(
            Self.lines(missing) == [
                "missing  ably: no golden at goldens/ably.json; record it with: mockgen check ably --goldens goldens --record",
                "missing  two-sections: no golden at goldens/two-sections.json; record it with: mockgen check two-sections.json --goldens goldens --record",
            ])
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens").path))

        // Recording writes them, and fails like a recording snapshot test, so it is never left on by accident.
        let record = try Binary.run(["check", "ably", "two-sections.json", "--goldens", "goldens", "--record"], in: dir)
        #expect(record.exitCode == 1, "\(record.stderr)")
        #expect(
            Self.lines(record) == [
                "recorded ably → goldens/ably.json (was missing)",
                "recorded two-sections → goldens/two-sections.json (was missing)",
                "Recorded 2 goldens: review them (git diff goldens) and commit them; a run without --record then passes.",
            ])
        let golden = try String(contentsOf: dir.appendingPathComponent("goldens/two-sections.json"), encoding: .utf8)
        // The layout JSON with rulesVersion and the options that shaped it first (the default 30 frames).
        let layout = try Binary.run(["two-sections.json", "--format", "json"], in: dir).stdoutText
        let version = try Self.rulesVersion(golden)
        #expect(golden == "{\n  \"rulesVersion\": \(version),\n  \"options\": { \"frames\": 30 }," + layout.dropFirst())
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("goldens").path)
        #expect(leftovers.sorted() == ["ably.json", "two-sections.json"], "no temporary files left")

        let pass = try Binary.run(["check", "ably", "two-sections.json", "--goldens", "goldens"], in: dir)
        #expect(pass.exitCode == 0, "\(pass.stderr)")
        #expect(Self.lines(pass) == ["ok       ably", "ok       two-sections"])
        // Recording again writes nothing and passes.
        let again = try Binary.run(["check", "ably", "--goldens", "goldens", "--record"], in: dir)
        #expect(again.exitCode == 0 && Self.lines(again) == ["ok       ably"])
    }

    /// The first header 40 → 50 pt, checked at offset 0 only. Rule 2.2 (Docs/uikit-rules.md): a
    /// plain table's header floats at the pin line, window y 0 + adjustedContentInset.top 59 (the
    /// safe area, `.automatic`), so header.0 stays at 59 and only its height changes; the first row
    /// starts under the header, at content y 40 → 50, which at offset 0 is window y 40 → 50; the
    /// content grows by 10: 40 + 20 x 44 + 40 + 80 + 44 = 1084 → 1094 (taller than the 852 - 59 - 34
    /// = 759 pt it shows at once, so offset 0 is inside the scroll range, rule 1.3).
    @Test func aChangeFailsWithReadableLines() throws {
        let dir = try Self.project()
        let record = try Binary.run(["check", "two-sections.json", "--goldens", "g", "--offsets", "0", "--record"], in: dir)
        #expect(record.exitCode == 1, "\(record.stderr)")
        try Data(Self.twoSections(firstHeaderHeight: 50).utf8).write(to: dir.appendingPathComponent("two-sections.json"))
        let run = try Binary.run(
            ["check", "two-sections.json", "--goldens", "g", "--offsets", "0", "--junit", "out/report.xml"],
            in: dir)
        #expect(run.exitCode == 1, "\(run.stderr)")
        let lines = Self.lines(run)
        // 21 differences: the content size, header.0's height, and the rows on screen, each 10 pt
        // lower: row k at window y 40 + 44k < 852 for k <= 18, so 19 of them. Twenty lines are
        // shown, in the layout JSON's order (the header is drawn after the rows), then a count.
        #expect(lines.first == "differs  two-sections: 21 differences from g/two-sections.json", "\(lines)")
        #expect(lines.contains("  frame 0 (offset 0): contentSize.height 1084 → 1094"), "\(lines)")
        #expect(lines.contains("  frame 0 (offset 0): cell.0.0 frame.y 40 → 50"), "\(lines)")
        #expect(lines.contains("  frame 0 (offset 0): cell.0.18 frame.y 832 → 842"), "\(lines)")
        #expect(lines.last == "  … and 1 more", "\(lines)")

        // The JUnit report: one failing test case, valid against the committed schema.
        let report = try String(contentsOf: dir.appendingPathComponent("out/report.xml"), encoding: .utf8)
        #expect(report.contains("<testsuite name=\"mockgen check g\" tests=\"1\" failures=\"1\" errors=\"0\" skipped=\"0\" "))
        #expect(report.contains("<testcase name=\"two-sections\" classname=\"mockgen.check\" time=\"0\">"))
        #expect(report.contains("type=\"differs\">differs  two-sections: "))
        #expect(report.contains("frame 0 (offset 0): cell.0.0 frame.y 40 → 50"))
        if let problems = try Self.xmllint(report) { Issue.record("report.xml: \(problems)") }
    }

    /// At most 20 difference lines a scenario, then a count of the rest.
    @Test func differencesAreCapped() throws {
        let dir = try Self.project()
        _ = try Binary.run(["check", "two-sections.json", "--goldens", "g", "--record"], in: dir)
        try Data(Self.twoSections(firstHeaderHeight: 50).utf8).write(to: dir.appendingPathComponent("two-sections.json"))
        let run = try Binary.run(["check", "two-sections.json", "--goldens", "g"], in: dir)
        let lines = Self.lines(run)
        #expect(run.exitCode == 1)
        let total = try #require(Int(lines[0].split(separator: " ").dropFirst(2).first ?? ""), "\(lines[0])")
        #expect(total > 20)
        #expect(lines.count == 1 + 20 + 1)
        #expect(lines.last == "  … and \(total - 20) more")
    }

    /// Equal within 0.001 pt (the layout JSON's rounding step): 1084.001 matches 1084, 1084.002 does not.
    @Test func numbersAreEqualWithinAThousandthOfAPoint() throws {
        let dir = try Self.project()
        _ = try Binary.run(["check", "two-sections.json", "--goldens", "g", "--offsets", "0", "--record"], in: dir)
        let file = dir.appendingPathComponent("g/two-sections.json")
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(golden.contains("\"height\": 1084 }"))
        try golden.replacingOccurrences(of: "\"height\": 1084 }", with: "\"height\": 1084.001 }").write(
            to: file, atomically: true, encoding: .utf8)
        let near = try Binary.run(["check", "two-sections.json", "--goldens", "g", "--offsets", "0"], in: dir)
        #expect(near.exitCode == 0, "\(near.stdoutText)")
        try golden.replacingOccurrences(of: "\"height\": 1084 }", with: "\"height\": 1084.002 }").write(
            to: file, atomically: true, encoding: .utf8)
        let far = try Binary.run(["check", "two-sections.json", "--goldens", "g", "--offsets", "0"], in: dir)
        #expect(far.exitCode == 1)
        #expect(Self.lines(far).contains("  frame 0 (offset 0): contentSize.height 1084.002 → 1084"), "\(far.stdoutText)")
    }

    /// A golden recorded under other layout rules is stale: its own line, no crash, no differences.
    @Test func otherRulesVersionIsStale() throws {
        let dir = try Self.project()
        _ = try Binary.run(["check", "two-sections.json", "--goldens", "g", "--record"], in: dir)
        let file = dir.appendingPathComponent("g/two-sections.json")
        let golden = try String(contentsOf: file, encoding: .utf8)
        // Recorded by a later mockgen, whose rules moved on.
        let version = try Self.rulesVersion(golden)
        try golden.replacingOccurrences(of: "\"rulesVersion\": \(version),", with: "\"rulesVersion\": \(version + 1),")
            .write(to: file, atomically: true, encoding: .utf8)
        let run = try Binary.run(["check", "two-sections.json", "--goldens", "g", "--junit", "r.xml"], in: dir)
        #expect(run.exitCode == 1, "\(run.stderr)")
        #expect(
            Self.lines(run) == [
                "stale    two-sections: the golden has rulesVersion \(version + 1), this mockgen lays out by rulesVersion \(version): "
                    + "re-record after review: mockgen check two-sections.json --goldens g --record"
            ])
        let report = try String(contentsOf: dir.appendingPathComponent("r.xml"), encoding: .utf8)
        #expect(report.contains("type=\"stale\""))
        if let problems = try Self.xmllint(report) { Issue.record("r.xml: \(problems)") }
        // Without the field at all: stale too.
        try golden.replacingOccurrences(of: "  \"rulesVersion\": \(version),\n", with: "").write(
            to: file, atomically: true, encoding: .utf8)
        let none = try Binary.run(["check", "two-sections.json", "--goldens", "g"], in: dir)
        #expect(
            Self.lines(none).first?.hasPrefix("stale    two-sections: the golden has no rulesVersion") == true,
            "\(none.stdoutText)")
    }

    static let badArguments: [([String], Int32, String)] = [
        (["check", "ably"], 64, "mockgen: arguments: check needs --goldens DIR"),
        (["check", "--goldens", "g"], 64, "mockgen: arguments: check needs at least one scenario"),
        (["check", "-", "--goldens", "g"], 64, "mockgen: arguments: check reads scenarios from files or built-ins"),
        (["check", "ably", "--goldens", "g", "--format", "json"], 64, "mockgen: arguments: check writes no pictures"),
        (["check", "ably", "ably", "--goldens", "g"], 64, "mockgen: arguments: ably and ably would share the golden ably.json"),
    ]

    @Test(arguments: badArguments)
    func badInputFailsWithNothingOnStdout(arguments: [String], code: Int32, message: String) throws {
        let run = try Binary.run(arguments)
        #expect(run.exitCode == code, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    }

    /// A golden that is not JSON (a merge conflict left in it) is bad input: that scenario is an
    /// error (exit 65) with the golden's place, and the others are still checked.
    @Test func aBrokenGoldenNamesItsLine() throws {
        let dir = try Self.project()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("g"), withIntermediateDirectories: true)
        _ = try Binary.run(["check", "ably", "--goldens", "g", "--record"], in: dir)
        try Data("{\n<<<<<<< HEAD\n".utf8).write(to: dir.appendingPathComponent("g/two-sections.json"))
        let run = try Binary.run(["check", "two-sections.json", "ably", "--goldens", "g"], in: dir)
        #expect(run.exitCode == 65)
        #expect(
            Self.lines(run).first?.hasPrefix("error    two-sections: not checked: g/two-sections.json:2:1: not a layout golden: ")
                == true, "\(run.stdoutText)")
        #expect(Self.lines(run).last == "ok       ably")
        #expect(run.stderr.hasPrefix("mockgen: g/two-sections.json:2:1: not a layout golden: "), "\(run.stderr)")
    }

    /// `Scenarios/*.json` with the schema the README saves beside the scenarios, a broken scenario
    /// and a missing file among them: the schema is skipped and says so, the broken and the missing
    /// are errors in the report, the rest are checked; exit 65, the first failure's code.
    @Test func aSchemaAndABrokenScenarioAmongTheInputs() throws {
        let dir = try Self.project()
        let schema = try Binary.run(["--print-schema"]).stdout
        try schema.write(to: dir.appendingPathComponent("scenario.schema.json"))
        try Data(#"{ "name": "broken", "list": { "kind": "tabel" } }"#.utf8).write(to: dir.appendingPathComponent("broken.json"))
        _ = try Binary.run(["check", "two-sections.json", "--goldens", "g", "--record"], in: dir)
        let inputs = ["broken.json", "scenario.schema.json", "two-sections.json", "gone.json"]
        let run = try Binary.run(["check"] + inputs + ["--goldens", "g", "--junit", "r.xml"], in: dir)
        #expect(run.exitCode == 65, "\(run.stderr)")
        #expect(
            Self.lines(run) == [
                #"error    broken: not checked: broken.json:1:39: list.kind: unknown value "tabel"; did you mean "table"?"#,
                "skipped  scenario.schema.json: a JSON Schema document, not a scenario",
                "ok       two-sections",
                "error    gone: not checked: gone.json: no such file; built-in scenarios: "
                    + (try Binary.run(["--list"]).stdoutText.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
                        .joined(separator: ", ")),
            ])
        #expect(run.stderr.hasPrefix("mockgen: broken.json:1:39: list.kind: unknown value"), "\(run.stderr)")
        let report = try String(contentsOf: dir.appendingPathComponent("r.xml"), encoding: .utf8)
        #expect(report.contains(#"tests="4" failures="0" errors="2" skipped="1""#))
        #expect(report.contains(#"<skipped message="scenario.schema.json: a JSON Schema document, not a scenario"/>"#))
        #expect(report.contains(#"<error message="mockgen: broken.json:1:39: list.kind: unknown value &quot;tabel&quot;"#))
        #expect(report.contains(#"type="missing-input">error    gone: not checked: gone.json: no such file"#))
        #expect(report.contains(#"<testcase name="two-sections" classname="mockgen.check" time="0"/>"#))
        if let problems = try Self.xmllint(report) { Issue.record("r.xml: \(problems)") }
        // Without the broken and the missing, the exit code is the differences' again.
        let rest = try Binary.run(["check", "scenario.schema.json", "two-sections.json", "--goldens", "g"], in: dir)
        #expect(rest.exitCode == 0, "\(rest.stdoutText)")
    }

    /// A golden keeps the options that shape its layout; a check without them uses them, and one
    /// that gives others says both under its differences.
    @Test func aGoldenKeepsItsOptions() throws {
        let dir = try Self.project()
        let record = try Binary.run(
            [
                "check", "two-sections.json", "--goldens", "g", "--frames", "10", "--device", "iphone-se", "--ios", "18",
                "--appearance", "dark", "--content-size", "extraLarge", "--even", "--record",
            ], in: dir)
        #expect(record.exitCode == 1, "\(record.stderr)")
        let golden = try String(contentsOf: dir.appendingPathComponent("g/two-sections.json"), encoding: .utf8)
        #expect(
            golden.split(separator: "\n")[2]
                == #"  "options": { "frames": 10, "even": true, "device": "iphone-se", "ios": 18, "appearance": "dark", "contentSize": "extraLarge" },"#
        )
        let layout = try Binary.run(
            [
                "two-sections.json", "--format", "json", "--frames", "10", "--device", "iphone-se", "--ios", "18",
                "--appearance", "dark", "--content-size", "extraLarge", "--even",
            ], in: dir
        ).stdoutText
        #expect(golden.split(separator: "\n").dropFirst(3) == layout.split(separator: "\n").dropFirst())
        let plain = try Binary.run(["check", "two-sections.json", "--goldens", "g"], in: dir)
        #expect(plain.exitCode == 0, "\(plain.stdoutText)")
        let other = try Binary.run(["check", "two-sections.json", "--goldens", "g", "--offsets", "0,100"], in: dir)
        #expect(other.exitCode == 1)
        #expect(
            Self.lines(other).dropFirst().first
                == "  (recorded with --frames 10 --even --device iphone-se --ios 18 --appearance dark --content-size extraLarge; "
                + "checked with --offsets 0,100 --device iphone-se --ios 18 --appearance dark --content-size extraLarge)",
            "\(other.stdoutText)")
        // Re-recording without options keeps the golden's.
        try Data(Self.twoSections(firstHeaderHeight: 50).utf8).write(to: dir.appendingPathComponent("two-sections.json"))
        _ = try Binary.run(["check", "two-sections.json", "--goldens", "g", "--record"], in: dir)
        let again = try String(contentsOf: dir.appendingPathComponent("g/two-sections.json"), encoding: .utf8)
        #expect(again.split(separator: "\n")[2] == golden.split(separator: "\n")[2])
        // A recorded option the command line would refuse makes that golden an error.
        try again.replacingOccurrences(of: #""frames": 10"#, with: #""frames": 0"#).write(
            to: dir.appendingPathComponent("g/two-sections.json"), atomically: true, encoding: .utf8)
        let bad = try Binary.run(["check", "two-sections.json", "--goldens", "g"], in: dir)
        #expect(bad.exitCode == 65)
        #expect(
            bad.stderr.hasPrefix(#"mockgen: g/two-sections.json:3:14: options: --frames: expected a whole number >= 1, got "0""#),
            "\(bad.stderr)")
    }

    /// Documents read the same way by each RELAX NG schema as by the XSD it stands for (checked once
    /// with `xmllint --schema` against jenkinsci/xunit-plugin's junit-10.xsd and windyroad/JUnit-Schema's
    /// JUnit.xsd; Docs/command-line.md, "The JUnit report"): true where the document is valid.
    static let readerCases: [(String, xunit: Bool, ant: Bool)] = [
        (Self.suite(case: #"<testcase name="a" classname="c" time="0"/>"#), true, true),
        (Self.suite(case: #"<testcase name="a" classname="c" time="0" file="g/a.json"/>"#), false, false),
        (Self.suite(case: #"<testcase name="a" classname="c" time="0"><error message="m">t</error></testcase>"#), true, false),
        (Self.suite(case: #"<testcase name="a" classname="c" time="0"><skipped message="m"/></testcase>"#), true, true),
        (Self.suite(case: #"<testcase name="a" time="0"/>"#), true, false),
        (Self.suite(case: "").replacingOccurrences(of: #" timestamp="1970-01-01T00:00:00""#, with: ""), true, false),
        (Self.suite(case: "").replacingOccurrences(of: "  <properties/>\n", with: ""), true, false),
        (#"<testsuites name="n" tests="0"><testsuite name="s" tests="0" failures="0" errors="0"/></testsuites>"#, true, false),
    ]

    static func suite(case testcase: String) -> String {
        """
        <testsuite name="s" tests="1" failures="0" errors="0" time="0" timestamp="1970-01-01T00:00:00" hostname="localhost">
          <properties/>
          \(testcase)
          <system-out/>
          <system-err/>
        </testsuite>
        """
    }

    @Test(arguments: readerCases)
    func theReadersSchemasAgreeWithTheirXSDs(document: String, xunit: Bool, ant: Bool) throws {
        guard XMLLint.isAvailable else { return }
        #expect((try Self.xmllint(document, schemas: ["junit-jenkins-xunit.rng"]) == nil) == xunit, "\(document)")
        #expect((try Self.xmllint(document, schemas: ["junit-ant.rng"]) == nil) == ant, "\(document)")
    }

    /// xmllint against each of the report's schemas in Templates/schemas (the project's, the
    /// Jenkins xunit plugin's, Ant's); nil when valid against all (or when xmllint is missing:
    /// .ci/run installs it).
    static func xmllint(_ xml: String, schemas: [String] = ["junit.rng", "junit-jenkins-xunit.rng", "junit-ant.rng"]) throws
        -> String?
    {
        var problems: [String] = []
        for name in schemas {
            if let message = try XMLLint.check(xml, schemaFile: Repository.file("Templates/schemas/" + name)) {
                problems.append(name + ": " + message)
            }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }
}
