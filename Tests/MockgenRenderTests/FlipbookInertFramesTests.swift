import MockgenLayout
import Testing

@testable import MockgenRender

/// Frames kept inert as data blocks (issue 16, item 5) are the very frames drawn and validated:
/// the page holds each frame's SVG text byte for byte as `renderFlipbookFrames` returns it (the
/// markup `Mockgen` validates against svg-frame.rng), and taking the wrapping away gives the page
/// as it was before frames were kept inert.
@Suite struct FlipbookInertFramesTests {
    static let open = #"<script type="image/svg+xml"><![CDATA["#, close = "]]></script>"
    var open: String { Self.open }
    var close: String { Self.close }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test(arguments: [false, true])
    func everyFrameIsTheDrawnFrameByteForByte(variants: Bool) {
        let layoutRun = variants ? ContactSheetTests.variantsLayoutRun() : ContactSheetTests.ablyLayoutRun(frames: 5)
        let frames = renderFlipbookFrames(layoutRun)
        let html = renderFlipbook(layoutRun)
        for (position, svgs) in frames.enumerated() {
            for (index, svg) in svgs.enumerated() {
                // The first frame is live (shown before any script runs); every later one is
                // wrapped whole, nothing inserted inside it.
                let wrapped = index == 0 ? svg : open + svg + close
                #expect(Self.count(wrapped, in: html) == 1, "variant \(position) frame \(index)")
                #expect(index > 0 || !html.contains(open + svg), "frame 0 of variant \(position) is live")
            }
        }
        // One data block for each variant's frame after the first: 2 × 2 of 3 frames × 2 variants,
        // or 4 of 5 frames × 1.
        let inert = frames.reduce(0) { $0 + $1.count - 1 }
        #expect(inert == 4)
        // The page's own script closes the same way once (`//]]></script>`, flipbook.xhtml).
        #expect(Self.count(open, in: html) == inert && Self.count(close, in: html) == inert + 1)
        // Nothing inside a frame could end its block early (Flipbook.swift says why).
        #expect(frames.joined().allSatisfy { !$0.contains("]]>") && !$0.contains("</script") })
    }

    /// The page with the templates taken out holds the frames in order, as before: frame by frame,
    /// variant by variant.
    @Test func framesInPageOrder() {
        let layoutRun = ContactSheetTests.variantsLayoutRun()
        let frames = renderFlipbookFrames(layoutRun)
        let html = renderFlipbook(layoutRun)
            .replacingOccurrences(of: Self.open, with: "").replacingOccurrences(of: Self.close, with: "")
        var cursor = html.startIndex
        for index in 0..<3 {
            for position in 0..<2 {
                guard let found = html.range(of: frames[position][index], range: cursor..<html.endIndex) else {
                    Issue.record("frame \(index) of variant \(position) out of order")
                    return
                }
                cursor = found.upperBound
            }
        }
    }

    /// Scenario text that tries to end the block early is escaped like any text (`<` and `>` as
    /// entities), so the block ends where mockgen ends it.
    @Test func scenarioTextCannotEndTheBlock() {
        let hostile = "]]></script><script>alert(1)</script>"
        let frames = (0..<3).map { Fixtures.ablyFrame(index: $0, offset: Double($0) * 45, rowTitle: hostile) }
        let layoutRun = LayoutRun(scenarioName: "ably", hasVariants: false, variants: [Fixtures.ablyVariant(frames: frames)])
        let html = renderFlipbook(layoutRun)
        #expect(!html.contains(hostile))
        #expect(html.contains("]]&gt;&lt;/script&gt;"))
        // Frames 1 and 2 inert, and the page's own script.
        #expect(Self.count(Self.close, in: html) == 2 + 1)
    }
}
