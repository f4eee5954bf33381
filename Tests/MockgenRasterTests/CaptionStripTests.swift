import MockgenDecoding
import MockgenLayout
import MockgenRender
import MockgenTestSupport
import Testing

/// The caption strip's text (Docs/command-line.md#caption-strip).
@Suite struct CaptionStripTests {
    static func ablyFrames(_ offsets: [Double]) throws -> [FrameLayout] {
        let builtin = ScenarioLibrary.builtin(named: "ably")!
        let document = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "ably.json")
        return try LayoutRun.layOut(base: document.base, variants: document.variants, selection: .offsets(offsets))
            .variants[0].frameArray
    }

    /// The caption face is monospaced, 0.602 em an advance (SVGStyle.captionAdvance) at 11 pt:
    /// a 393 pt phone less 2 x 8 pt padding fits Int(377 / 6.622) = 56 characters.
    static let width = 393.0

    @Test func offsetAndBehaviourStatesWithoutEvents() throws {
        // ably's pinUnderNavigationBar is active once the header reaches the bar (seed 004).
        let frame = try Self.ablyFrames([0, 100])[1]
        #expect(frame.events.isEmpty)
        let lines = CaptionStrip.lines(frame, variantName: nil, width: Self.width)
        #expect(lines == ["#1  contentOffset.y 100", "pinUnderNavigationBar: active", "", ""])
    }

    @Test func variantNameComesFirst() throws {
        let frame = try Self.ablyFrames([0])[0]
        let lines = CaptionStrip.lines(frame, variantName: "plain", width: Self.width)
        #expect(lines == ["plain", "#0  contentOffset.y 0", "pinUnderNavigationBar: inactive", "", ""])
    }

    @Test func eventsWrapOntoTwoLinesAtASpaceAndEndInAnEllipsis() throws {
        var frame = try Self.ablyFrames([0])[0]
        frame.events = ["pinUnderNavigationBar active", "header.1 pins", "navigationBar opaque", "a", "b", "c", "d"]
        let lines = CaptionStrip.lines(frame, variantName: nil, width: Self.width)
        // "event: pinUnderNavigationBar active; header.1 pins; navigationBar opaque; a; b; c; d"
        // is 83 characters; the first line breaks at the last space within 56 characters.
        #expect(lines[2] == "event: pinUnderNavigationBar active; header.1 pins;")
        #expect(lines[3] == "navigationBar opaque; a; b; c; d")
        frame.events = [String(repeating: "x", count: 120)]
        let long = CaptionStrip.lines(frame, variantName: nil, width: Self.width)
        #expect(long[3].count == 56)
        #expect(long[3].hasSuffix("…"))
    }

    @Test func scenarioTextIsEscapedInTheStrip() throws {
        let svg = CaptionStrip.svg(lines: ["<b>&", "x", "", "event: \"q\""], width: Self.width)
        #expect(svg.contains("&lt;b&gt;&amp;"))
        #expect(svg.contains("event: &quot;q&quot;"))
        #expect(!svg.contains("<b>"))
        // 2 x 8 pt padding + 4 lines x 15 pt.
        #expect(svg.contains("height=\"76\""))
    }
}
