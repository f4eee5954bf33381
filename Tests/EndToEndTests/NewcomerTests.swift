import Foundation
import Testing

/// A newcomer's first hour (Docs/errors.md#key-hints): built-ins to start from, the schema beside
/// them, standard input, and messages that say why and what to do. Every message is checked whole,
/// with its exit code (sysexits, Docs/decisions.md "Errors").
@Suite struct NewcomerTests {
    static func builtIns() throws -> [String] {
        try Binary.run(["--list"]).stdoutText.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
    }

    // MARK: - Starting from a built-in

    /// `--print-scenario NAME > mine.json` beside `--print-schema > scenario.schema.json` is a
    /// scenario of its own: it lays out exactly as the built-in does, and its `$schema` names the
    /// schema file beside it instead of a path into the checkout.
    @Test func everyPrintedBuiltInRendersAsTheBuiltIn() throws {
        let dir = try Binary.scratchDirectory()
        let schema = try Binary.run(["--print-schema"], in: dir)
        #expect(schema.exitCode == 0)
        try schema.stdout.write(to: dir.appendingPathComponent("scenario.schema.json"))
        for name in try Self.builtIns() {
            let printed = try Binary.run(["--print-scenario", name], in: dir)
            #expect(printed.exitCode == 0 && printed.stderr.isEmpty, "\(name): \(printed.stderr)")
            #expect(printed.stdoutText.hasPrefix("{\n  \"$schema\": \"scenario.schema.json\",\n"), "\(name)")
            #expect(!printed.stdoutText.contains("../schemas"), "\(name)")
            try printed.stdout.write(to: dir.appendingPathComponent("mine.json"))
            let own = try Binary.run(["mine.json", "--format", "json", "--frames", "3"], in: dir)
            let builtIn = try Binary.run([name, "--format", "json", "--frames", "3"], in: dir)
            #expect(own.exitCode == 0, "\(name): \(own.stderr)")
            #expect(own.stdout == builtIn.stdout, "\(name)")
        }
    }

    /// The schema printed is the one the repository keeps (Templates/schemas/), byte for byte.
    @Test func printSchemaIsTheRepositorySchema() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = try Data(contentsOf: root.appendingPathComponent("Templates/schemas/scenario.schema.json"))
        let run = try Binary.run(["--print-schema"])
        #expect(run.exitCode == 0)
        #expect(run.stdout == file)
    }

    @Test func printScenarioOfAnUnknownNameListsTheBuiltIns() throws {
        let list = try Self.builtIns().joined(separator: ", ")
        let run = try Binary.run(["--print-scenario", "ablyy"])
        #expect(
            run.stderr
                == "mockgen: ablyy: no built-in scenario or file named \"ablyy\"; did you mean \"ably\"?; built-in scenarios: \(list)\n"
        )
        #expect(run.exitCode == 66)
        #expect(run.stdout.isEmpty)
        let bare = try Binary.run(["--print-scenario"])
        #expect(bare.stderr == "mockgen: arguments: --print-scenario needs a value\n")
        #expect(bare.exitCode == 64)
    }

    // MARK: - Standard input

    @Test func dashReadsTheScenarioFromStandardInput() throws {
        let dir = try Binary.scratchDirectory()
        let example = Data(BrokenScenarioMessageTests.example.utf8)
        try example.write(to: dir.appendingPathComponent("screen.json"))
        let fromFile = try Binary.run(["screen.json", "--format", "json", "--frames", "4"], in: dir)
        let fromStdin = try Binary.run(["-", "--format", "json", "--frames", "4"], in: dir, input: example)
        #expect(fromStdin.exitCode == 0, "\(fromStdin.stderr)")
        #expect(fromStdin.stdout == fromFile.stdout)
    }

    /// Errors in a scenario read from standard input name it `<stdin>` (Docs/errors.md#source-names).
    @Test func standardInputErrorsNameStdin() throws {
        // `{ "name": "x", "list": { "sections": ` is 2 + 8 + 5 + 8 + 2 + 12 = 37 characters: `[` at 38.
        let run = try Binary.run(["-"], input: Data(#"{ "name": "x", "list": { "sections": [] } }"#.utf8))
        #expect(run.stderr == "mockgen: <stdin>:1:38: list.sections: a list needs at least one section\n")
        #expect(run.exitCode == 65)
        #expect(run.stdout.isEmpty)
        let empty = try Binary.run(["-"], input: Data())
        #expect(empty.stderr == "mockgen: <stdin>:1:1: empty file\n")
        #expect(empty.exitCode == 65)
    }

    // MARK: - Files that cannot be read or written say why

    /// A sysctl file that is write-only (mode 0200): reading it is EACCES even for root, as
    /// procfs checks the mode bits itself.
    @Test func anUnreadableFileSaysPermissionDenied() throws {
        let path = "/proc/sys/vm/compact_memory"
        try #require(FileManager.default.fileExists(atPath: path))
        let run = try Binary.run([path])
        #expect(run.stderr == "mockgen: \(path): cannot read the file: Permission denied\n")
        #expect(run.exitCode == 66)
        #expect(run.stdout.isEmpty)
    }

    /// Reading a process's memory from offset 0 reads an unmapped page: EIO.
    @Test func aFileThatFailsToReadSaysInputOutputError() throws {
        let run = try Binary.run(["/proc/self/mem"])
        #expect(run.stderr == "mockgen: /proc/self/mem: cannot read the file: Input/output error\n")
        #expect(run.exitCode == 66)
    }

    /// A file where the output folder, or a folder on its path, should be: ENOTDIR.
    @Test func anOutputFolderThatIsAFileSaysNotADirectory() throws {
        let dir = try Binary.scratchDirectory()
        try Data("x".utf8).write(to: dir.appendingPathComponent("taken"))
        for out in ["taken", "taken/sub"] {
            let run = try Binary.run(["--format", "json", "--frames", "2", "--out", out], in: dir)
            #expect(run.stderr == "mockgen: \(out): cannot create the output folder: Not a directory\n")
            #expect(run.exitCode == 73)
            #expect(run.stdout.isEmpty)
        }
    }

    /// A folder mockgen may not write into: the reason is the one the kernel gives for creating
    /// a file there (sysfs refuses new files: EACCES, or EROFS where it is mounted read-only).
    @Test func anUnwritableOutputFileSaysWhy() throws {
        let folder = "/sys/kernel"
        try #require(FileManager.default.fileExists(atPath: folder))
        let probe = open(folder + "/.mockgen-probe", O_WRONLY | O_CREAT, 0o666)
        let reason = String(cString: strerror(errno))
        try #require(probe < 0)
        let run = try Binary.run(["--format", "json", "--frames", "2", "--out", folder])
        #expect(run.stderr == "mockgen: \(folder)/layout.json: cannot write the file: \(reason)\n")
        #expect(run.exitCode == 73)
    }

    // MARK: - Hints a near-miss deserves

    struct Hint: Sendable, CustomTestStringConvertible {
        var name: String
        /// The file up to the key or value the message points at, and the rest of it: the column
        /// is `before`'s length + 1.
        var before: String
        var after: String
        var keyPath: String
        var message: String
        var testDescription: String { name }
        var file: String { before + after }
        var stderr: String { "mockgen: screen.json:1:\(before.utf8.count + 1): \(keyPath): \(message)\n" }
    }

    static let hints: [Hint] = [
        Hint(
            name: "sections at the top level", before: #"{ "name": "x", "#,
            after: #""sections": [ {} ], "list": { "sections": [ {} ] } }"#,
            keyPath: "sections", message: #"unknown key "sections"; it belongs under "list""#),
        Hint(
            name: "a list key at the top level", before: #"{ "name": "x", "#,
            after: #""rowHeight": 44, "list": { "sections": [ {} ] } }"#,
            keyPath: "rowHeight", message: #"unknown key "rowHeight"; it belongs under "list""#),
        Hint(
            name: "the scroll path at the top level", before: #"{ "name": "x", "#,
            after: #""path": [0, "end"], "list": { "sections": [ {} ] } }"#,
            keyPath: "path", message: #"unknown key "path"; it belongs under "scroll""#),
        Hint(
            name: "the device inside the list", before: #"{ "name": "x", "list": { "#,
            after: #""device": "iphone-se", "sections": [ {} ] } }"#,
            keyPath: "list.device", message: #"unknown key "device"; it belongs at the top level of the scenario"#),
        Hint(
            name: "a header at the list level", before: #"{ "name": "x", "list": { "#,
            after: #""header": null, "sections": [ {} ] } }"#,
            keyPath: "list.header", message: #"unknown key "header"; it belongs in a section of "list.sections""#),
        Hint(
            name: "a label's style on the row", before: #"{ "name": "x", "list": { "sections": [ { "rows": { "count": 2, "#,
            after: #""style": "body" } } ] } }"#,
            keyPath: "list.sections[0].rows.style", message: #"unknown key "style"; it belongs in a view's "content""#),
        Hint(
            name: "numberOfLines",
            before: #"{ "name": "x", "list": { "sections": [ { "rows": { "count": 2, "content": { "label": "Hi", "#,
            after: #""numberOfLines": 2 } } } ] } }"#,
            keyPath: "list.sections[0].rows.content.numberOfLines",
            message: #"unknown key "numberOfLines"; UILabel's numberOfLines is "lines" here"#),
        Hint(
            name: "lineLimit",
            before:
                #"{ "name": "x", "list": { "kind": "swiftui", "sections": [ { "rows": { "count": 2, "content": { "label": "Hi", "#,
            after: #""lineLimit": 2 } } } ] } }"#,
            keyPath: "list.sections[0].rows.content.lineLimit",
            message: #"unknown key "lineLimit"; SwiftUI's lineLimit is "lines" here"#),
        Hint(
            name: "maxLines",
            before: #"{ "name": "x", "list": { "sections": [ { "rows": { "count": 2, "content": { "label": "Hi", "#,
            after: #""maxLines": 2 } } } ] } }"#,
            keyPath: "list.sections[0].rows.content.maxLines",
            message: #"unknown key "maxLines"; Compose's and Flutter's maxLines is "lines" here"#),
        Hint(
            name: "items in a table", before: #"{ "name": "x", "list": { "sections": [ { "#,
            after: #""items": { "count": 3 } } ] } }"#,
            keyPath: "list.sections[0].items",
            message: #"unknown key "items"; a table's sections hold "rows" ("items" is for a collection view)"#),
        Hint(
            name: "rows in a collection", before: #"{ "name": "x", "list": { "kind": "collection", "sections": [ { "#,
            after: #""rows": { "count": 3 } } ] } }"#, keyPath: "list.sections[0].rows",
            message: #"unknown key "rows"; a collection view's sections hold "items" ("rows" is for a table)"#),
        Hint(
            name: "a bare count of rows", before: #"{ "name": "x", "list": { "sections": [ { "rows": "#, after: "12 } ] } }",
            keyPath: "list.sections[0].rows", message: #"expected an array or an object, got 12; a count goes in { "count": 12 }"#
        ),
        Hint(
            name: "a bare count of items", before: #"{ "name": "x", "list": { "kind": "collection", "sections": [ { "items": "#,
            after: "40 } ] } }", keyPath: "list.sections[0].items",
            message: #"expected an array or an object, got 40; a count goes in { "count": 40 }"#),
        Hint(
            name: "numberOfRows", before: #"{ "name": "x", "list": { "sections": [ { "rows": { "#,
            after: #""numberOfRows": 3 } } ] } }"#,
            keyPath: "list.sections[0].rows.numberOfRows",
            message: #"unknown key "numberOfRows"; a number of rows goes in "count": { "count": 12 }"#),
        Hint(
            name: "a negative count", before: #"{ "name": "x", "list": { "sections": [ { "rows": { "count": "#,
            after: "-3 } } ] } }",
            keyPath: "list.sections[0].rows.count", message: "expected a whole number >= 0, got -3"),
        Hint(
            name: "a negative count in an array", before: #"{ "name": "x", "list": { "sections": [ { "rows": [ { "count": "#,
            after: "-1 } ] } ] } }", keyPath: "list.sections[0].rows[0].count", message: "expected a whole number >= 0, got -1"),
        Hint(
            name: "a misspelt device", before: #"{ "name": "x", "device": "#,
            after: #""iphone-15pro", "list": { "sections": [ {} ] } }"#,
            keyPath: "device", message: #"unknown device "iphone-15pro"; did you mean "iphone-15-pro"?"#),
        Hint(
            name: "a misspelt new device", before: #"{ "name": "x", "device": "#,
            after: #""iphone-16pro", "list": { "sections": [ {} ] } }"#,
            keyPath: "device", message: #"unknown device "iphone-16pro"; did you mean "iphone-16-pro"?"#),
    ]

    @Test(arguments: hints)
    func aNearMissGetsItsHint(_ hint: Hint) throws {
        let dir = try Binary.scratchDirectory()
        try Data(hint.file.utf8).write(to: dir.appendingPathComponent("screen.json"))
        let run = try Binary.run(["screen.json"], in: dir)
        #expect(run.stderr == hint.stderr)
        #expect(run.exitCode == 65)
        #expect(run.stdout.isEmpty)
    }

    @Test func commandLineNearMisses() throws {
        let device = try Binary.run(["--device", "iphone-15pro"])
        #expect(
            device.stderr.hasPrefix(
                #"mockgen: arguments: --device: unknown device "iphone-15pro"; did you mean "iphone-15-pro"?; presets: iphone-se, "#
            ))
        #expect(device.exitCode == 64)
        let format = try Binary.run(["--format", "jsn"])
        #expect(
            format.stderr
                == #"mockgen: arguments: --format: expected html, svg, json, png, gif, apng, webp or mp4, got "jsn"; did you mean "json"?"#
                + "\n")
        #expect(format.exitCode == 64)
        let far = try Binary.run(["--format", "pdf"])
        #expect(
            far.stderr == #"mockgen: arguments: --format: expected html, svg, json, png, gif, apng, webp or mp4, got "pdf""#
                + "\n")
        #expect(far.exitCode == 64)
    }

    /// Format names in any case: `JSON` is `json`.
    @Test func formatNamesInAnyCase() throws {
        let lower = try Binary.run(["--format", "json", "--frames", "2"])
        for name in ["JSON", "Json"] {
            let run = try Binary.run(["--format", name, "--frames", "2"])
            #expect(run.exitCode == 0, "\(run.stderr)")
            #expect(run.stdout == lower.stdout)
        }
    }
}

/// The README's first scenario is the first thing a new user runs: it must scroll, and a list
/// that cannot scroll says so (rule 1.3, Docs/uikit-rules.md: content that fits the bounds has
/// one resting offset).
@Suite struct ListThatCannotScrollTests {
    /// The JSON block of the README that follows "Or write one from nothing".
    static func readmeExample() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let after = try #require(readme.range(of: "Or write one from nothing"))
        let open = try #require(readme.range(of: "```json\n", range: after.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "```", range: open.upperBound..<readme.endIndex))
        return String(readme[open.upperBound..<close.lowerBound])
    }

    @Test func theReadmeExampleScrolls() throws {
        let run = try Binary.run(["-", "--format", "json", "--frames", "5"], input: Data(try Self.readmeExample().utf8))
        #expect(run.exitCode == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any]
        let offsets = (json?["frames"] as? [[String: Any]] ?? []).compactMap { $0["contentOffset"] as? Double }
        // 24 rows of 44, headers of 40, rows of 80 and 44: 1260 pt of content. On the iPhone 15
        // Pro (852 pt, safe area 59 and 34, rule 1.3) it rests at -59 and ends at 1260 + 34 - 852.
        #expect(offsets.first == -59)
        let end: Double = 1260 + 34 - 852
        #expect(offsets.last.map { abs($0 - end) < 1e-9 } == true)
    }

    @Test func aListThatFitsItsBoundsSaysItCannotScroll() throws {
        let twelve = try Self.readmeExample().replacingOccurrences(of: #""count": 24"#, with: #""count": 12"#)
        let run = try Binary.run(["-", "--format", "json", "--frames", "5"], input: Data(twelve.utf8))
        #expect(run.exitCode == 0)
        // 12 x 44 + 40 + 40 + 80 + 44 = 732 pt, with 59 + 34 of insets, inside 852 pt.
        #expect(
            run.stderr
                == "mockgen: warning: the list cannot scroll: its content is 732 pt, which with its insets fits the "
                + "852 pt bounds, so every frame shows contentOffset.y -59; add rows to scroll, or a { \"drag\": d } "
                + "to pull it past its top\n")
        // A drag pulls on purpose: no warning.
        let pulled = twelve.replacingOccurrences(
            of: #""sections": ["#, with: #""sections": ["#, options: [], range: nil
        )
        .replacingOccurrences(
            of: "\n  \"list\"", with: "\n  \"scroll\": { \"path\": [\"start\", { \"drag\": -80 }] },\n  \"list\"")
        let drag = try Binary.run(["-", "--format", "json"], input: Data(pulled.utf8))
        #expect(drag.exitCode == 0 && drag.stderr.isEmpty, "\(drag.stderr)")
    }
}
