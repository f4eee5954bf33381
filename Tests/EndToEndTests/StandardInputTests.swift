import Foundation
import Testing

/// `-` reads the scenario from standard input, and its errors name it `<stdin>`
/// (Docs/errors.md#source-names).
@Suite struct StandardInputTests {
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
}
