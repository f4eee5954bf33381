import MockgenDecoding
import MockgenTestSupport
import Testing

@testable import MockgenLayout

/// The section-bounds overlay (Docs/command-line.md#overlays) of a flow layout, on the built-in `mypage` (seed 002):
/// one section from the list's top (window y 59), header 368 pt with tags; and the threshold
/// overlay's window line at 195.
@Suite struct FlowSectionBoundsTests {
    @Test func mypageSectionAndThreshold() throws {
        let builtin = try #require(ScenarioLibrary.builtin(named: "mypage"))
        let doc = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "mypage.json")
        let board = try LayoutRun.layOut(base: doc.base, variants: doc.variants, selection: .offsets([0, 100]))
        let newTags = try #require(board.variants.first { $0.name == "new-tags" })
        for frame in newTags.frames {
            let bound = try #require(frame.sectionBounds.first)
            #expect(frame.sectionBounds.count == 1 && bound.section == 0)
            // Section 0 starts at content y 0: window y = list top 59 - offset.
            #expect(bound.frame.y == 59 - frame.contentOffset)
            #expect(bound.frame.height == frame.contentSize.height)
            #expect(bound.frame.width == 393)
        }
        // Large at both offsets: the switch is where the header's bottom reaches 195.
        #expect(
            newTags.frameArray[1].behaviorThresholds.first { $0.name == "collapsingHeader" }
                .map { [$0.offset, $0.windowY ?? .nan] } == [59 + 368 - 195, 195])
    }
}
