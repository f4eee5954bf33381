import Foundation
import Testing

/// File names as bytes, messages that stay one line, and the command line's small traps
/// (Docs/command-line.md, "Arguments"; Docs/errors.md).
@Suite struct SmallHostileCasesTests {
    static let table = #"{"name":"NAME","list":{"kind":"table","sections":[{"rows":{"count":30,"height":44}}]}}"#

    /// A file name that is not UTF-8 is read, and an output folder that is not is written, as
    /// given; a message shows the byte escaped. (Decoded with U+FFFD before: "no such file", and
    /// another folder written.)
    @Test func pathsAreBytes() throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.shell(
            #"""
            printf '%s' '\#(Self.table.replacingOccurrences(of: "NAME", with: "lat"))' > "$(printf 'lat\351.json')"
            "$MOCKGEN" "$(printf 'lat\351.json')" --format svg --frames 2 --out "$(printf 'd\377/out')" || exit 1
            ls "$(printf 'd\377/out')"
            "$MOCKGEN" "$(printf 'nope\351.json')"
            """#, in: dir)
        #expect(run.stdoutText == "lat-000.svg\nlat-001.svg\nlat-contact.svg\n", "\(run.stderr)")
        #expect(run.stderr.hasPrefix(#"mockgen: nope\xE9.json: no such file; "#))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("d\u{FFFD}").path))
    }

    /// ESC and BEL from a scenario are escaped in a message; the line stays one line.
    @Test func messagesEscapeControlCharacters() throws {
        let dir = try Binary.scratchDirectory()
        try Data(#"{"name":"x\u001b[31m\u0007red","list":{}}"#.utf8).write(to: dir.appendingPathComponent("esc.json"))
        let run = try Binary.run(["esc.json"], in: dir)
        #expect(run.exitCode == 65)
        #expect(run.stderr.hasSuffix(#"got "x\u001B[31m\u0007red"\#n"#))
        #expect(!run.stderr.contains("\u{1B}") && !run.stderr.contains("\u{7}"))
    }

    /// A scenario file whose name has a newline cannot add a line to check's report.
    @Test func checkReportsANameWithANewlineOnOneLine() throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.shell(
            #"""
            mkdir goldens
            printf '%s' '\#(Self.table.replacingOccurrences(of: "NAME", with: "a"))' > "$(printf 'a\nok     fake.json')"
            exec "$MOCKGEN" check "$(printf 'a\nok     fake.json')" --goldens goldens --frames 2
            """#, in: dir)
        #expect(run.exitCode == 1)
        #expect(!run.stdoutText.split(separator: "\n").contains { $0.hasPrefix("ok") }, "\(run.stdoutText)")
        #expect(run.stdoutText.contains(#"a\u000Aok     fake"#))
    }

    /// A file named like a built-in is read, with a note that the built-in exists.
    @Test func aFileOfABuiltInsNameWins() throws {
        let dir = try Binary.scratchDirectory()
        try Data(Self.table.replacingOccurrences(of: "NAME", with: "mine").utf8).write(to: dir.appendingPathComponent("alarm"))
        let run = try Binary.run(["alarm", "--format", "json", "--frames", "2"], in: dir)
        #expect(run.exitCode == 0)
        #expect(run.stdoutText.contains(#""scenario": "mine""#))
        #expect(
            run.stderr
                == "mockgen: note: read the file ./alarm, not the built-in scenario alarm"
                + " (for the built-in: mockgen --print-scenario alarm | mockgen -)\n")
    }

    @Test(arguments: [
        ["--frames", "2", "--frames", "3"], ["--even", "--even"], ["--format=svg", "--format", "png"], ["-h", "--help"],
    ])
    func aRepeatedOptionIsAnError(_ arguments: [String]) throws {
        let run = try Binary.run(arguments)
        #expect(run.exitCode == 64)
        #expect(run.stderr.hasSuffix(" is given more than once; give each option once\n"))
        #expect(run.stdout.isEmpty)
    }

    @Test func aRepeatedCheckOptionIsAnError() throws {
        let run = try Binary.run(["check", "ably", "--goldens", "a", "--goldens", "b"])
        #expect(run.exitCode == 64)
        #expect(run.stderr == "mockgen: arguments: --goldens is given more than once; give each option once\n")
    }

    /// `0x10` was read as 16; offsets are decimal, exponents included.
    @Test func offsetsAreDecimal() throws {
        for text in ["0x10", "inf", "nan", "1-2", "0x1p4"] {
            let run = try Binary.run(["--offsets", text])
            #expect(run.exitCode == 64)
            #expect(run.stderr == "mockgen: arguments: --offsets: expected comma-separated decimal numbers, got \"\(text)\"\n")
        }
        // A scroll path's word says where the top is found instead.
        let named = try Binary.run(["--offsets", "start,150"])
        #expect(named.exitCode == 64)
        #expect(
            named.stderr
                == "mockgen: arguments: --offsets: expected comma-separated decimal numbers, got \"start\" (\"start\" and "
                + "\"end\" are for a scenario's scroll path; the layout JSON's first frame gives the top's contentOffset.y)\n")
        let run = try Binary.run(["--offsets", "1e2,-5,.5,+3", "--format", "json"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdoutText.contains(#""contentOffset": 100"#))
    }

    /// The name rule states its limit of 64, and a name cannot start with `-` (`-`, `--help`).
    @Test(arguments: [String(repeating: "a", count: 65), "-", "--help"])
    func theNameRuleStatesItsLimit(_ name: String) throws {
        let dir = try Binary.scratchDirectory()
        try Data(Self.table.replacingOccurrences(of: "NAME", with: name).utf8).write(to: dir.appendingPathComponent("n.json"))
        let run = try Binary.run(["n.json"], in: dir)
        #expect(run.exitCode == 65)
        #expect(
            run.stderr
                == "mockgen: n.json:1:9: name: a scenario name is 1 to 64 letters, digits, '-' and '_', not starting with '-'"
                + " (it names files), got \"\(name)\"\n")
        let at = try Binary.run(
            ["-"], in: dir, input: Data(Self.table.replacingOccurrences(of: "NAME", with: String(repeating: "a", count: 64)).utf8)
        )
        #expect(at.exitCode == 0)
    }
}
