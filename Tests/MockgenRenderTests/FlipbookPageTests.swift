import MockgenLayout
import Testing

@testable import MockgenRender

/// The page around the frames: one scale for side-by-side variants (Docs/command-line.md#the-flipbook) and pages
/// with many pinned headers.
@Suite struct FlipbookPageTests {
    /// ably's frames (393 x 852) with `count` pinned headers: in frame k, header.(k + 1) sits on the
    /// pin line (list y 0 + adjustedContentInset.top 109, Fixtures.ablyFrame) and header.(k + 2)
    /// below it at y 400, not pinned; each frame names its pinned header in an event.
    static func manyHeadersVariant(count: Int) -> VariantLayout {
        let frames = (0..<count).map { k -> FrameLayout in
            var frame = Fixtures.ablyFrame(index: k, offset: 150 + Double(k) * 50)
            frame.elements =
                frame.elements.filter { $0.kind != .header } + [
                    Element(
                        kind: .header, section: k + 1, frame: Rect(x: 0, y: 109, width: 393, height: 50), pinned: true,
                        view: ViewSpec(height: .points(50), title: "Day \(k + 1)")),
                    Element(
                        kind: .header, section: k + 2, frame: Rect(x: 0, y: 400, width: 393, height: 50),
                        view: ViewSpec(height: .points(50), title: "Day \(k + 2)")),
                ]
            frame.events = ["header.\(k + 1) pins"]
            return frame
        }
        return Fixtures.ablyVariant(frames: frames)
    }

    /// Two devices: ably on the iPhone 15 Pro (393 x 852) and settings on the iPhone 14 (390 x 844).
    /// Flipbook frames carry the overlays' 172-unit gutter beside the screen, so the row is
    /// (393 + 172) + (390 + 172) = 1127 units wide and 852 tall; the side padding is 32 px and one
    /// gap of 16 px sits between the two, so 32 + 16 = 48 px of the page's width are not frames.
    @Test func variantsShareOnePixelsPerPoint() {
        let html = renderFlipbook(ContactSheetTests.variantsLayoutRun())
        // On a phone the variants stand one under the other: the widest frame is 393 + 172 = 565
        // units, the widest screen 393 (Docs/command-line.md#the-flipbook-on-a-phone).
        #expect(
            html.contains(
                #"<div class="variants" style="--ppu: min(1px, (100vw - 48px) / 1127, (100vh - 170px) / 852); --widest: 565; --widest-screen: 393">"#
            ))
        // Each variant's frame, and its screen without the gutter: the phone's outline encloses that.
        #expect(html.contains(#"<div class="variant" style="--w: 565; --screen: 393">"#))
        #expect(html.contains(#"<div class="variant" style="--w: 562; --screen: 390">"#))
        // One variant: nothing but the page's padding, 32 px.
        let single = renderFlipbook(ContactSheetTests.ablyLayoutRun(frames: 2))
        #expect(
            single.contains(
                #"style="--ppu: min(1px, (100vw - 32px) / 565, (100vh - 170px) / 852); --widest: 565; --widest-screen: 393""#
            ))
    }

    /// The scale is taken per SVG user unit from the viewBox, which may be wider than the device.
    @Test func svgSizeIsTheRootViewBox() {
        #expect(
            svgSize(#"<svg xmlns="x" width="433" height="852" viewBox="0 0 433 852"><svg viewBox="0 0 1 1"/></svg>"#) == (
                433, 852
            ))
        #expect(svgSize("<svg/>") == (1, 1))
    }

    /// Contact sheet: every thumbnail at 0.3 of its own device, so the iPhone 14 frame is
    /// 390 x 0.3 = 117 wide beside the iPhone 15 Pro's 393 x 0.3 = 117.9.
    @Test func contactSheetDrawsEveryVariantAtOneScale() {
        let sheet = renderContactSheetSVG(ContactSheetTests.variantsLayoutRun())
        #expect(sheet.contains(#" width="117.9" height="255.6" viewBox="0 0 393 852">"#))
        #expect(sheet.contains(#" width="117" height="253.2" viewBox="0 0 390 844">"#))
    }

    /// Four pinned headers still read as sentences (PinnedHeaders.summaryThreshold).
    @Test func fewHeadersGetASentenceEach() {
        let variant = Self.manyHeadersVariant(count: 4)
        let why = whySentence(variant)
        #expect(why.contains(#"<b class="c-pinned">header.4</b> is pinned on the pin line at window y 109 (frame 3)."#))
        #expect(PinnedHeaders(variant).list() == "")
    }

    /// Six pinned headers: said once, then one line each; header.7 (never pinned, no event) is
    /// behind the toggle.
    @Test func manyHeadersAreSummarisedOnce() {
        let variant = Self.manyHeadersVariant(count: 6)
        let why = whySentence(variant)
        #expect(
            why.contains(
                #"<b class="c-pinned">6 headers</b> are pinned on the pin line at window y 109, each while its section passes under it."#
            ))
        #expect(!why.contains("header.1"))
        let list = PinnedHeaders(variant).list()
        #expect(list.components(separatedBy: "<li>").count - 1 == 6)
        #expect(list.contains("<li><b>header.3</b>: on the line at y 109 in frame 2</li>"))
        #expect(
            list.contains(
                "<details class=\"headers\"><summary>1 more header only scrolls by in these frames</summary>\n<p>header.7</p></details>"
            ))
        let page = renderFlipbook(LayoutRun(scenarioName: "many", hasVariants: false, variants: [variant]))
        #expect(page.contains("<ul class=\"headers\">"))
    }

    /// The y panel is 150 tall; keys start 10 below its top (26) and step 12, and the last keeps 3
    /// clear of its bottom: (150 - 10 - 3) / 12 = 11.4, so 11 + 1 = 12 lines. With 20 headers that
    /// is 10 header keys, "+ 10 more headers" and the pin line, the last at 26 + 10 + 11 x 12 = 168.
    @Test func legendFitsItsPanel() throws {
        #expect(CurveChart.legendRoom(panelHeight: 150) == 12)
        let chart = CurveChart(variant: Self.manyHeadersVariant(count: 19), named: false).markup()
        let legend = try #require(chart.split(separator: "<g class=\"legend\">").last?.split(separator: "</g>").first)
        let keys = legend.components(separatedBy: "<text").dropFirst()
        #expect(keys.count == 12)
        #expect(legend.contains(">+ 10 more headers</text>"))
        #expect(legend.contains(##"y="168" text-anchor="end" fill="#ff2d55" class="key">pin line</text>"##))
        // A short legend is not cut: 4 headers + 2 unpinned in view = 5 header keys and the pin line.
        let short = CurveChart(variant: Self.manyHeadersVariant(count: 4), named: false).markup()
        #expect(!short.contains("more header"))
    }
}
