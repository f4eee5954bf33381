import Foundation
import Testing

/// `mockgen alarm` through the built binary: three variants a frame (seed 000, Docs/command-line.md, "The flipbook").
@Suite struct AlarmEndToEndTests {
    @Test func alarmFlipbookHasThirtyFramesOfThreeVariants() throws {
        let run = try Binary.run(["alarm", "--frames", "30"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        let html = run.stdoutText
        #expect(count("data-frame=\"", in: html) == 30 * 3)
        for variant in ["flow", "plain", "grouped"] {
            #expect(count("data-variant=\"\(variant)\"", in: html) == 30)
        }
    }

    @Test func alarmJSONCarriesOneLayoutAVariant() throws {
        let run = try Binary.run(["alarm", "--format", "json", "--frames", "5"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let json = run.stdoutText
        #expect(json.contains("\"variants\": ["))
        #expect(count("\"name\": ", in: json) == 3)
        // Each variant scrolls to its own end (Docs/decisions.md#frames-and-paths): none is
        // clamped to the base's end any more (the plain table used to stop at 511 "clamped from 520"),
        // and the variants whose end differs from the base's say so.
        #expect(!json.contains("\"clampedFrom\""))
        #expect(count("\"pathOffsets\": ", in: json) == 2)
    }
}
