import Foundation
import Testing

/// The page explains a pin line only where something can pin, as the frames draw one
/// (Docs/command-line.md#overlays): a grouped table's headers scroll with their sections (rule 3.1, Docs/uikit-rules.md),
/// so `weather`'s two grouped variants say so instead of naming a line that is not drawn.
@Suite struct PinLineExplanationTests {
    @Test func groupedVariantsSayNothingPins() throws {
        let run = try Binary.run(["weather", "--frames", "10"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let page = run.stdoutText
        // weather's variants: plain (its headers float), grouped, grouped with footer 0.
        #expect(page.components(separatedBy: "Nothing pins in this list").count - 1 == 2)
        #expect(page.components(separatedBy: "The pin line stays at window y").count - 1 == 1)
        // The curves key a pin line once, for the plain variant.
        #expect(page.components(separatedBy: ">pin line</text>").count - 1 == 1)
    }
}
