import MockgenFormat
import MockgenLayout
import MockgenTemplates
import MockgenTestSupport
import Testing

@testable import MockgenRender

/// Overlays drawn on the frames (Docs/command-line.md#overlays), the legend that explains them, and the curves chart.
/// Frames come from the layout engine's `ably` (seed 004): threshold 200 - 109 = 91.
@Suite struct OverlayTests {
    static let layoutRun = EngineOutputTests.layoutRun
    static var frames: [FrameLayout] { layoutRun.variants[0].frameArray }
    static var variant: VariantLayout { layoutRun.variants[0] }

    @Test func offLeavesTheFrameAsItWas() {
        for frame in Self.frames {
            #expect(renderSVGFrame(frame, variant: Self.variant, overlays: []) == renderSVGFrame(frame, variant: Self.variant))
            #expect(!renderSVGFrame(frame, variant: Self.variant).contains("overlay"))
        }
        // In the page every group is hidden unless a class on the stage shows it.
        let css = Templates.text("flipbook/flipbook.css")
        #expect(css.contains(".overlay { display: none; }"))
        for overlay in Overlay.allCases { #expect(css.contains(".show-\(overlay.rawValue) .overlay-\(overlay.rawValue)")) }
    }

    @Test func groupsCarryTheirClassesInAFixedOrder() {
        // Frame past the threshold: the header is pinned at 109, the pin line at 0 + 109.
        let frame = Self.frames.first { $0.contentOffset > 91 && $0.elements.contains { $0.pinned } }!
        let svg = renderSVGFrame(frame, variant: Self.variant, overlays: Overlay.allCases)
        var last = svg.startIndex
        for overlay in [Overlay.pin, .insets, .safeArea, .sections, .thresholds, .pinned, .badge] {
            let range = svg.range(of: "<g class=\"overlay overlay-\(overlay.rawValue)\">")
            #expect(range != nil, "\(overlay)")
            if let range {
                #expect(range.lowerBound > last)
                last = range.lowerBound
            }
        }
        #expect(
            svg.contains(##"<line x1="0" y1="109" x2="393" y2="109" stroke="#ff2d55" stroke-width="2" stroke-dasharray="6 3"/>"##)
        )
        // Labels: one <text> a line.
        #expect(svg.contains(">pin line y=109</text>") && svg.contains(">inset.top 109</text>"))
        #expect(svg.contains(">pinUnderNavigationBar</text>") && svg.contains(">switches at offset 91</text>"))
        #expect(svg.contains(">header.1 pinned</text>"))
        #expect(svg.contains(">adjustedContentInset</text>") && svg.contains(">top 109</text>"))
        #expect(svg.contains(">safe area top 59</text>") && svg.contains(">safe area bottom 34</text>"))
        #expect(svg.contains(">section 1</text>"))
        #expect(svg.contains(">#\(frame.index) y=\(formatNumber(frame.contentOffset))</text>"))
        // Only the ones asked for.
        let some = renderSVGFrame(frame, variant: Self.variant, overlays: [.pin])
        #expect(FlipbookTests.count("<g class=\"overlay", in: some) == 1)
    }

    @Test func beforeTheThresholdNothingIsPinnedAndNoInsetBand() {
        let frame = Self.frames[0]  // offset 0: inset 0, header at its natural y 200
        let svg = renderSVGFrame(frame, variant: Self.variant, overlays: Overlay.allCases)
        #expect(!svg.contains("overlay-pinned") && !svg.contains("overlay-insets"))
        #expect(svg.contains(">pin line y=0</text>") && svg.contains(">inset.top 0</text>"))
    }

    @Test(.enabled(if: XMLLint.isAvailable, "xmllint (libxml2-utils) is not installed"))
    func everyOverlaidFrameIsSchemaValid() throws {
        for frame in Self.frames {
            let svg = renderSVGFrame(frame, variant: Self.variant, overlays: Overlay.allCases)
            #expect(try XMLLint.check(svg, extension: "svg", schema: XMLLint.frameSchema) == nil, "frame \(frame.index)")
        }
        let files = renderSVGFiles(Self.layoutRun, overlays: [.pin, .sections])
        for file in files {
            #expect(try XMLLint.check(file.contents, extension: "svg", schema: XMLLint.frameSchema) == nil, "\(file.name)")
        }
    }

    @Test func legendExplainsWhereAndWhyTheHeaderPins() {
        let html = renderFlipbook(Self.layoutRun)
        #expect(html.contains("<b class=\"c-thresholds\">pinUnderNavigationBar</b>: contentInset.top = 109 past offset 91"))
        #expect(html.contains("Along this path the pin line is at window y 0, then 109."))
        #expect(html.contains("window y = list top (0) + adjustedContentInset.top"))
        // Where: the frames past the threshold (frame 13 sits on it, 14 is the first past it).
        let first = Self.frames.first { $0.contentOffset > 91 }!.index
        #expect(
            html.contains(
                "<b class=\"c-pinned\">header.1</b> is pinned on the pin line at window y 109 (frames \(first)–\(Self.frames.count - 1))."
            ))
        #expect(FlipbookTests.count("<input type=\"checkbox\" data-overlay=", in: html) == Overlay.allCases.count)
        for overlay in Overlay.allCases {
            let checked = Overlay.flipbookDefault.contains(overlay)
            #expect(html.contains("data-overlay=\"\(overlay.rawValue)\"\(checked ? " checked=\"checked\"" : "")/>"))
            #expect(html.contains("<b>\(overlay.title)</b>"))
        }
        #expect(html.contains("<main id=\"stage\" class=\"show-pin show-thresholds show-pinned\""))
        // Events jump to their frame.
        let event = Self.frames.first { $0.events.contains("header.1 pins") }!
        #expect(html.contains("<button type=\"button\" class=\"jump\" data-to=\"\(event.index)\">"))
        #expect(html.contains("<figure class=\"frame has-event\">"))
        // --overlays none: nothing switched on, still every group in every frame.
        let plain = renderFlipbook(Self.layoutRun, overlays: [])
        #expect(plain.contains("<main id=\"stage\" class=\"\""))
        #expect(FlipbookTests.count("<g class=\"overlay overlay-pin\">", in: plain) == Self.frames.count)
    }

    @Test func chartPointsComeFromTheFrames() throws {
        let chart = CurveChart(variant: Self.variant, named: false)
        let html = chart.markup()
        // One x per frame, in frame order, growing with the offset (the path only goes down).
        let xsText = try #require(html.split(separator: "data-xs=\"").dropFirst().first?.prefix { $0 != "\"" })
        let xs = xsText.split(separator: " ").compactMap { Double($0) }
        #expect(xs.count == Self.frames.count)
        #expect(xs == Self.frames.map { Double(formatNumber(chart.x($0.contentOffset)))! })
        #expect(xs.first == CurveChart.left && xs.last == CurveChart.width - CurveChart.right)
        // The pin line's curve has a point per frame; the header curve, the bar alpha and the state too.
        for name in ["pin line", "header.1 y", "bar alpha", "pinUnderNavigationBar state"] {
            #expect(html.contains("<title>\(name)</title>"), "\(name)")
        }
        let pinLine = try #require(html.components(separatedBy: "<polyline points=\"").dropFirst().first?.prefix { $0 != "\"" })
        #expect(pinLine.split(separator: " ").count == Self.frames.count)
        // The threshold is marked at its offset, and events as marks.
        #expect(html.contains("<title>pinUnderNavigationBar switches at offset 91</title>"))
        #expect(html.contains("class=\"event-mark\""))
        #expect(html.contains("<line class=\"cursor\" x1=\"\(formatNumber(CurveChart.left))\""))
    }

    @Test func overlayListParses() {
        #expect(Overlay.parseList("all") == Overlay.allCases)
        #expect(Overlay.parseList("none") == [])
        #expect(Overlay.parseList("pinned,pin,pin") == [.pin, .pinned])
        #expect(Overlay.parseList("safe-area") == [.safeArea])
        #expect(Overlay.parseList("pin,bogus") == nil)
        #expect(Overlay.parseList("badge") == [.badge])
    }
}

/// With variants, the legend lists each variant's events, not the first one's only: in `alarm`
/// the plain table's headers pin and unpin (rule 2.2, Docs/uikit-rules.md) while the flow layout's scroll away.
@Suite struct VariantEventLegendTests {
    @Test func everyVariantWithEventsHasItsOwnLine() throws {
        let board = try ContentOutputTests.layoutRun("alarm")
        let html = renderFlipbook(board)
        let withEvents = board.variants.filter { $0.frames.contains { !$0.events.isEmpty } }
        #expect(withEvents.contains { $0.name == "plain" })
        for variant in withEvents {
            let line = try #require(
                html.split(separator: "\n").first { $0.hasPrefix("<p class=\"events\">Events of \(variant.name!):") })
            for frame in variant.frames where !frame.events.isEmpty {
                #expect(line.contains("data-to=\"\(frame.index)\">\(frame.events.joined(separator: ", "))"))
            }
        }
        for variant in board.variants where !withEvents.contains(where: { $0.name == variant.name }) {
            #expect(!html.contains("Events of \(variant.name!):"))
        }
    }
}
