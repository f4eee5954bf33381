import MockgenLayout
import MockgenValidation
import Testing

@testable import MockgenRender

/// Frames kept inert as data blocks (Docs/command-line.md#the-flipbook) are the very frames drawn and validated:
/// each figure after the first holds its whole content as one data block, the page holds each
/// frame's SVG text byte for byte as `renderFlipbookFrames` returns it (the markup `Mockgen`
/// validates against svg-frame.rng), and taking the wrapping away gives the page as it was before
/// frames were kept inert.
@Suite struct FlipbookInertFramesTests {
    static let open = #"<script type="application/xhtml+xml"><![CDATA["#, close = "]]></script>"
    var open: String { Self.open }
    var close: String { Self.close }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// The text of every data block, in page order.
    static func blocks(_ html: String) -> [String] {
        html.components(separatedBy: open).dropFirst().map { $0.components(separatedBy: close)[0] }
    }

    @Test(arguments: [false, true])
    func everyFrameIsTheDrawnFrameByteForByte(variants: Bool) {
        let layoutRun = variants ? ContactSheetTests.variantsLayoutRun() : ContactSheetTests.ablyLayoutRun(frames: 5)
        let frames = renderFlipbookFrames(layoutRun)
        let html = renderFlipbook(layoutRun)
        let blocks = Self.blocks(html)
        // One block a figure after the first: 2 of 3 frames with two variants, 4 of 5 with one.
        let figures = frames.map(\.count).max() ?? 0
        #expect(blocks.count == figures - 1 && figures == (variants ? 3 : 5))
        // Each figure opens its block at once and closes the figure right after it.
        #expect(Self.count(#"">"# + open, in: html) == blocks.count)
        #expect(Self.count(close + "</figure>\n", in: html) == blocks.count)
        for (position, svgs) in frames.enumerated() {
            for (index, svg) in svgs.enumerated() {
                // The first frame is live (shown before any script runs); every later one is in
                // its figure's block, whole, nothing inserted inside it.
                #expect(Self.count(svg, in: html) == 1, "variant \(position) frame \(index)")
                let inside = index == 0 ? nil : blocks[index - 1]
                #expect(inside.map { Self.count(svg, in: $0) == 1 } ?? blocks.allSatisfy { !$0.contains(svg) })
            }
        }
        // The page's own script closes the same way once (`//]]></script>`, flipbook.xhtml).
        #expect(Self.count(close, in: html) == blocks.count + 1)
        // Nothing inside a figure could end its block early (Flipbook.swift says why).
        #expect(frames.joined().allSatisfy { !$0.contains("]]>") && !$0.contains("</script") })
        #expect(blocks.allSatisfy { !$0.contains("]]>") && !$0.contains("</script") })
    }

    /// The page's script parses a block as XML inside an XHTML `<div>` (flipbook.js): libxml2
    /// reads each the same way, and finds the figure's parts.
    @Test func everyBlockIsWellFormedXHTML() throws {
        let html = renderFlipbook(ContactSheetTests.variantsLayoutRun())
        let blocks = Self.blocks(html)
        #expect(blocks.count == 2)
        for (k, block) in blocks.enumerated() {
            try XMLCheck.wellFormed(
                #"<div xmlns="http://www.w3.org/1999/xhtml">"# + block + "</div>", document: "block \(k + 1)")
            // Two variants: two names, two drawings, two info lines, one caption of frame k + 1 of 0...2.
            #expect(Self.count("<h2>", in: block) == 2 && Self.count(" data-frame=\"\(k + 1)\"", in: block) == 2)
            #expect(Self.count(#"<p class="vinfo">"#, in: block) == 2)
            #expect(block.contains("<figcaption>Frame \(k + 1) / 2</figcaption>"))
        }
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
        // Figures 1 and 2 inert, and the page's own script.
        #expect(Self.count(Self.close, in: html) == 2 + 1)
    }
}
