import Foundation
import MockgenTestSupport
import Testing

/// Starting from a built-in (Docs/command-line.md): `--print-scenario NAME` beside
/// `--print-schema` is a scenario of its own, and an unknown name lists the built-ins. Every
/// message is checked whole, with its exit code (sysexits, Docs/decisions.md "Errors").
@Suite struct PrintedBuiltInTests {
    static func builtIns() throws -> [String] {
        try Binary.run(["--list"]).stdoutText.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
    }

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
        let file = try Data(contentsOf: Repository.file("Templates/schemas/scenario.schema.json"))
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
}
