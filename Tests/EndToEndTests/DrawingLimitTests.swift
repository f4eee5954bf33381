import Foundation
import Testing

/// The limit on drawings, variants × frames (Docs/command-line.md#drawing-limit): 20,000 (DrawingLimit.swift says
/// how it was measured). Checked before any layout, said in one line, nothing on stdout.
@Suite struct DrawingLimitTests {
    /// ably with `count` variants that change nothing but their name.
    static func scenario(variants count: Int) -> String {
        let names = (0..<count).map { #"{ "name": "v\#($0)" }"# }.joined(separator: ", ")
        return """
            { "name": "many", "device": "iphone-15-pro",
              "list": { "kind": "table", "style": "plain", "sections": [ { "rows": { "count": 20 } } ] },
              "variants": [ \(names) ] }
            """
    }

    static func write(variants: Int) throws -> URL {
        let dir = try Binary.scratchDirectory()
        try scenario(variants: variants).write(to: dir.appendingPathComponent("many.json"), atomically: true, encoding: .utf8)
        return dir
    }

    /// 11 variants × 2,000 frames = 22,000 > 20,000, while 11 × 30 = 330 is fine: the command
    /// line's --frames is what is over, so exit 64, and 20,000 / 11 = 1,818 frames would do.
    @Test func framesFromTheCommandLinePushItOver() throws {
        let run = try Binary.run(["many.json", "--frames", "2000"], in: try Self.write(variants: 11))
        #expect(run.exitCode == 64)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "mockgen: arguments: --frames: 11 variants × 2000 frames is 22000 drawings, more than the limit of 20000; at most 1818 frames for this scenario\n"
        )
        // Those 1,818 frames: 11 × 1,818 = 19,998, under the limit (checked on --format json, the
        // cheapest output).
        let atLimit = try Binary.run(["many.json", "--frames", "1818", "--format", "json"], in: try Self.write(variants: 11))
        #expect(atLimit.exitCode == 0, "\(atLimit.stderr)")
    }

    /// --offsets counts as frames: 11 variants × 1,819 offsets = 20,009.
    @Test func offsetsCountAsFrames() throws {
        let offsets = (0..<1819).map { "\($0)" }.joined(separator: ",")
        let run = try Binary.run(["many.json", "--offsets", offsets], in: try Self.write(variants: 11))
        #expect(run.exitCode == 64)
        #expect(run.stderr.hasPrefix("mockgen: arguments: --offsets: 11 variants × 1819 frames is 20009 drawings"))
    }

    /// 667 variants × the default 30 frames = 20,010 > 20,000 (666 × 30 = 19,980 would fit): the
    /// scenario alone is over, exit 65, named by its file and key.
    @Test func theScenarioAlonePushesItOver() throws {
        let run = try Binary.run(["many.json"], in: try Self.write(variants: 667))
        #expect(run.exitCode == 65)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "mockgen: many.json: variants: 667 variants × 30 frames is 20010 drawings, more than the limit of 20000; give --frames 29 or fewer, or split the variants into several files\n"
        )
    }
}
