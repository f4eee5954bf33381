import Foundation
import MockgenTestSupport
import Testing

/// The example scenario of Docs/scenario-format.md (also in the README) broken on purpose, each way with the exact line on stderr and the
/// exit code (Docs/errors.md; the goal: "breaks it in twenty ways and gets twenty precise errors").
@Suite struct BrokenScenarioMessageTests {
    /// The example of Docs/scenario-format.md (also in the README), byte for byte: `minimalScenario`
    /// with a final newline. Columns below count from 1; line 9 reads
    ///
    ///     `      { "header": { "height": 40, "title": "First" }, "rows": { "count": 24, "height": 44 } },`
    ///
    /// 6 spaces, `{` at 7, `"header"` at 9, `{` at 19, `"height"` at 21, `40` at 31, `"title"` at 35,
    /// `"First"` at 44..50, `"rows"` at 55, `{` at 63, `"count"` at 65, `24` at 74, `"height"` at 78,
    /// `44` at 88. Line 10 has the same prefix with `"Second"` at 44, `"rows"` at 56, and its last
    /// row `{ "height": 44 }` puts `44` at 96 and the closing `}` at 99.
    static let example = minimalScenario + "\n"

    struct Break: Sendable, CustomTestStringConvertible {
        var name: String
        /// The scenario file's bytes; nil when the case is about the command line only.
        var file: [UInt8]?
        var arguments: [String] = ["screen.json"]
        var stderr: String
        var exitCode: Int32 = 65
        var testDescription: String { name }
    }

    /// The example with `find` (which must occur once) replaced.
    static func edited(_ find: String, _ replacement: String) -> [UInt8] {
        Array(example.replacingOnce(find, with: replacement).utf8)
    }

    static let breaks: [Break] = [
        // Line 6 `    "style": "plain",`: 4 spaces and `"style": ` (9) put the value at 14.
        Break(
            name: "misspelt style", file: edited(#""plain""#, #""plian""#),
            stderr: #"mockgen: screen.json:6:14: list.style: unknown value "plian"; did you mean "plain"?"#),
        // Line 9, the run's height at 88.
        Break(
            name: "height in words", file: edited(#""height": 44 } }"#, #""height": "tall" } }"#),
            stderr: #"mockgen: screen.json:9:88: list.sections[0].rows.height: expected a number >= 0 or "automatic", got "tall""#
        ),
        Break(
            name: "negative height", file: edited(#""height": 44 } }"#, #""height": -44 } }"#),
            stderr: #"mockgen: screen.json:9:88: list.sections[0].rows.height: expected a number >= 0 or "automatic", got -44"#),
        // Line 7 `    "sectionHeaderTopPadding": 0,`: 4 spaces and 27 characters of key, colon and space.
        Break(
            name: "negative padding", file: edited(#""sectionHeaderTopPadding": 0"#, #""sectionHeaderTopPadding": -8"#),
            stderr: #"mockgen: screen.json:7:32: list.sectionHeaderTopPadding: expected a number >= 0, got -8"#),
        Break(
            name: "padding as a string", file: edited(#""sectionHeaderTopPadding": 0"#, #""sectionHeaderTopPadding": "22""#),
            stderr: #"mockgen: screen.json:7:32: list.sectionHeaderTopPadding: expected a number >= 0, got "22""#),
        Break(
            name: "huge padding", file: edited(#""sectionHeaderTopPadding": 0"#, #""sectionHeaderTopPadding": 1e308"#),
            stderr: "mockgen: screen.json:7:32: list.sectionHeaderTopPadding: 1e308 is more than the limit of 1000000 points"),
        // JSON has no infinity; the nearest a file gets is a number no double holds.
        Break(
            name: "infinite padding", file: edited(#""sectionHeaderTopPadding": 0"#, #""sectionHeaderTopPadding": 1e400"#),
            stderr: "mockgen: screen.json:7:32: number out of range"),
        // Line 6 becomes `    "style": "plain", "rowHieght": 44,`: the new key after 4 + 18 characters.
        Break(
            name: "misspelt key", file: edited(#""style": "plain","#, #""style": "plain", "rowHieght": 44,"#),
            stderr: #"mockgen: screen.json:6:23: list.rowHieght: unknown key "rowHieght"; did you mean "rowHeight"?"#),
        // Line 9, the count at 74.
        Break(
            name: "too many rows", file: edited(#""count": 24"#, #""count": 2000000000"#),
            stderr:
                "mockgen: screen.json:9:74: list.sections[0].rows.count: 2000000000 is outside 0...1000000000: the limit is 1000000000"
        ),
        Break(
            name: "half a row", file: edited(#""count": 24"#, #""count": 1.5"#),
            stderr:
                "mockgen: screen.json:9:74: list.sections[0].rows.count: expected a whole number from 0 to 1000000000, got 1.5"),
        // Line 3 `  "device": "iphone-15-pro",`: the value at 2 + 10 + 1.
        Break(
            name: "unknown device", file: edited(#""iphone-15-pro""#, #""iphone-15pro""#),
            stderr: #"mockgen: screen.json:3:13: device: unknown device "iphone-15pro"; did you mean "iphone-15-pro"?"#),
        // Line 2 `  "name": "two-sections",`: the value at 2 + 8 + 1.
        Break(
            name: "name with a space", file: edited(#""two-sections""#, #""two sections""#),
            stderr:
                #"mockgen: screen.json:2:11: name: a scenario name is 1 to 64 letters, digits, '-' and '_', not starting with '-' (it names files), got "two sections""#
        ),
        // Line 9 gains `, "color": "crimson"` after `"First"` (44..50): `"color"` at 53, its value at 62.
        Break(
            name: "unknown colour", file: edited(#""title": "First" }"#, #""title": "First", "color": "crimson" }"#),
            stderr:
                #"mockgen: screen.json:9:62: list.sections[0].header.color: expected #RRGGBB, #RRGGBBAA or a UIKit colour name such as "systemBackground", got "crimson""#
        ),
        Break(
            name: "short hex colour", file: edited(#""title": "First" }"#, ##""title": "First", "color": "#ff00" }"##),
            stderr:
                ##"mockgen: screen.json:9:62: list.sections[0].header.color: expected #RRGGBB, #RRGGBBAA or a UIKit colour name such as "systemBackground", got "#ff00""##
        ),
        Break(
            name: "misspelt colour", file: edited(#""title": "First" }"#, #""title": "First", "color": "systemRod" }"#),
            stderr:
                #"mockgen: screen.json:9:62: list.sections[0].header.color: unknown colour "systemRod"; did you mean "systemRed"?"#
        ),
        // Line 10, the title's value at 44.
        Break(
            name: "title as a number", file: edited(#""Second""#, "2"),
            stderr: "mockgen: screen.json:10:44: list.sections[1].header.title: expected a string, got 2"),
        // Line 10, the header's first key at 21.
        Break(
            name: "misspelt header key", file: edited(#""height": 40, "title": "Second""#, #""heigth": 40, "title": "Second""#),
            stderr: #"mockgen: screen.json:10:21: list.sections[1].header.heigth: unknown key "heigth"; did you mean "height"?"#),
        // Line 10, the rows: `null` where the array was, at 56 + 8.
        Break(
            name: "rows null", file: edited(#"[ { "height": 80 }, { "height": 44 } ]"#, "null"),
            stderr: "mockgen: screen.json:10:64: list.sections[1].rows: expected an object, got null"),
        // Line 10: a comma right after the last row's `}` (99), at 100.
        Break(
            name: "trailing comma", file: edited(#"{ "height": 44 } ] }"#, #"{ "height": 44 }, ] }"#),
            stderr: "mockgen: screen.json:10:100: trailing comma before ']'"),
        // Line 5 `    "kind": "table", "kind": "table",`: the second key after 4 + 17 characters.
        Break(
            name: "duplicate key", file: edited(#""kind": "table","#, #""kind": "table", "kind": "table","#),
            stderr: #"mockgen: screen.json:5:22: duplicate key "kind""#),
        // Line 6 `    "style": "plain", // ...`: the comment after 4 + 18 characters.
        Break(
            name: "comment", file: edited(#""style": "plain","#, #""style": "plain", // UITableView.Style"#),
            stderr: "mockgen: screen.json:6:23: comments are not allowed"),
        // The last `}` and its newline cut off: the file ends at line 13, column 1.
        Break(
            name: "cut short", file: Array(example.dropLast(2).utf8),
            stderr: "mockgen: screen.json:13:1: expected ',' or '}' after object member, got end of file"),
        // Line 9: `"First"` opens at 44, so F, i, r are 45...47 and the bad byte is column 48.
        Break(
            name: "invalid UTF-8",
            file: Array(example.utf8).replacingFirst(Array("First".utf8), with: Array("Fir".utf8) + [0xFF] + Array("st".utf8)),
            stderr: "mockgen: screen.json:9:48: invalid UTF-8"),
        Break(
            name: "YAML, not JSON", file: Array("name: two-sections\nlist:\n  sections: []\n".utf8),
            stderr: "mockgen: screen.json:1:1: expected a value, got 'name'"),
        Break(name: "empty file", file: [], stderr: "mockgen: screen.json:1:1: empty file"),
        // `{ "name": "empty", "list": { "sections": ` is 41 characters: `[` at 42.
        Break(
            name: "no sections", file: Array(#"{ "name": "empty", "list": { "sections": [] } }"#.utf8),
            stderr: "mockgen: screen.json:1:42: list.sections: a list needs at least one section"),
        Break(
            name: "a folder given as the file", file: nil, arguments: ["screens"],
            stderr: "mockgen: screens: is a folder, not a scenario file", exitCode: 66),
        Break(
            name: "too many frames", file: example.utf8.map { $0 }, arguments: ["screen.json", "--frames", "5000"],
            stderr: "mockgen: arguments: --frames: 5000 is more than the limit of 2000 frames", exitCode: 64),
    ]

    @Test func thereAreTwentyOrMore() {
        #expect(Self.breaks.count >= 20)
    }

    @Test func theExampleItselfRenders() throws {
        let dir = try Binary.scratchDirectory()
        try Data(Self.example.utf8).write(to: dir.appendingPathComponent("screen.json"))
        let run = try Binary.run(["screen.json", "--frames", "4"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(count("data-frame=\"", in: run.stdoutText) == 4)
    }

    @Test(arguments: breaks)
    func brokenExample(_ b: Break) throws {
        let dir = try Binary.scratchDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("screens"), withIntermediateDirectories: true)
        if let file = b.file { try Data(file).write(to: dir.appendingPathComponent("screen.json")) }
        let before = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        let run = try Binary.run(b.arguments + ["--out", "out"], in: dir)
        #expect(run.stderr == b.stderr + "\n")
        #expect(run.exitCode == b.exitCode)
        #expect(run.stdout.isEmpty)
        // No file written: the folder holds what it held.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == before)
    }

    @Test func missingFileAndUnknownBuiltInListTheBuiltIns() throws {
        let builtIns = try Binary.run(["--list"]).stdoutText.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        let list = builtIns.joined(separator: ", ")
        let missing = try Binary.run(["nothere.json"])
        #expect(missing.stderr == "mockgen: nothere.json: no such file; built-in scenarios: \(list)\n")
        #expect(missing.exitCode == 66)
        let unknown = try Binary.run(["ablyy"])
        #expect(
            unknown.stderr
                == "mockgen: ablyy: no built-in scenario or file named \"ablyy\"; did you mean \"ably\"?; built-in scenarios: \(list)\n"
        )
        #expect(unknown.exitCode == 66)
        // Nothing close enough: no guess (the same edit-distance limit as unknown keys).
        let far = try Binary.run(["preferences"])
        #expect(
            far.stderr
                == "mockgen: preferences: no built-in scenario or file named \"preferences\"; built-in scenarios: \(list)\n")
        #expect(missing.stdout.isEmpty && unknown.stdout.isEmpty && far.stdout.isEmpty)
    }

    /// Docs/decisions.md: a count limit admits at least 10,000,000 rows; such a list renders.
    @Test func tenMillionRowsRender() throws {
        let dir = try Binary.scratchDirectory()
        let file = Self.example.replacingOccurrences(of: #""count": 24"#, with: #""count": 10000000"#)
        try Data(file.utf8).write(to: dir.appendingPathComponent("screen.json"))
        let run = try Binary.run(["screen.json", "--format", "json", "--frames", "3"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        // 22 pt padding is 0 here: header 40 + 10,000,000 rows of 44 + header 40 + 80 + 44.
        #expect(run.stdoutText.contains(#""contentSize": { "width": 393, "height": 440000204 }"#))
    }
}

extension Array where Element == UInt8 {
    /// The bytes with the first occurrence of `pattern` replaced.
    fileprivate func replacingFirst(_ pattern: [UInt8], with replacement: [UInt8]) -> [UInt8] {
        for i in 0...(count - pattern.count) where Array(self[i..<i + pattern.count]) == pattern {
            return Array(self[..<i]) + replacement + Array(self[(i + pattern.count)...])
        }
        return self
    }
}
