import MockgenFormat
import MockgenLayout
import MockgenTestSupport
import Testing

@testable import MockgenRender

@Suite struct SVGFrameTests {
    // MARK: Goldens (looked at as PNGs before they were committed)

    @Test func ablyGolden() {
        let frame = Fixtures.ablyFrame()
        expectGolden(renderSVGFrame(frame, variant: Fixtures.ablyVariant(frames: [frame])), named: "ably-150.svg")
    }

    @Test func insetGroupedDarkGolden() {
        let variant = Fixtures.settingsVariant()
        expectGolden(renderSVGFrame(variant.frameArray[0], variant: variant), named: "settings-dark.svg")
    }

    // MARK: Drawing rules

    @Test func rootCarriesSizeAndFrameData() {
        let frame = Fixtures.ablyFrame(index: 4, offset: 12.3456)
        let svg = renderSVGFrame(frame, variant: Fixtures.ablyVariant(frames: [frame], name: "plain"))
        #expect(svg.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="393" height="852" viewBox="0 0 393 852""##))
        #expect(svg.contains(##" data-frame="4" data-offset="12.346" data-variant="plain">"##))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    /// Rule 2.6 (Docs/uikit-rules.md): a 1 px (1/3 pt at 3x) separator at the bottom of the row, inset 16 on the left.
    @Test func separatorIsOnePixelAtTheBottom() {
        let frame = Fixtures.ablyFrame()
        let svg = renderSVGFrame(frame, variant: Fixtures.ablyVariant(frames: [frame]))
        // cell.1.0 spans y 100 ..< 300: the line is at 300 - 0.333, from x 16, 393 - 16 wide.
        #expect(svg.contains(##"<rect x="16" y="299.667" width="377" height="0.333" fill="#3c3c43" fill-opacity="0.29"/>"##))
    }

    /// Title: 16 pt in from the element's left edge, baseline 0.35 em below the centre; the plain
    /// table's header is a plainHeader, headline (17 semibold).
    @Test func titlesSitAtTheMarginAndCentre() {
        let frame = Fixtures.ablyFrame()
        let svg = renderSVGFrame(frame, variant: Fixtures.ablyVariant(frames: [frame]))
        #expect(svg.contains(##"<text x="16" y="\##(formatNumber(100 + 200 / 2 + 0.35 * 17))" fill="#000000">Row 0</text>"##))
        #expect(
            svg.contains(
                ##"<text x="16" y="\##(formatNumber(109 + 50 / 2 + 0.35 * 17))" font-weight="600" fill="#000000">Section1 헤더 뷰</text>"##
            ))
    }

    @Test func navigationBarAlphaAndTitle() {
        let hidden = Fixtures.ablyFrame(barAlpha: 0.5, titleVisible: false)
        let svgHidden = renderSVGFrame(hidden, variant: Fixtures.ablyVariant(frames: [hidden]))
        #expect(svgHidden.contains(##"<rect x="0" y="0" width="393" height="109" fill="#ffffff" fill-opacity="0.5"/>"##))
        #expect(!svgHidden.contains("상품 상세"))

        let shown = Fixtures.ablyFrame(barAlpha: 1, titleVisible: true)
        let svgShown = renderSVGFrame(shown, variant: Fixtures.ablyVariant(frames: [shown]))
        // Centred between the safe-area top 59 and the bar's bottom 109.
        #expect(
            svgShown.contains(
                ##"<text x="196.5" y="\##(formatNumber((59 + 109) / 2 + 0.35 * 17))" font-weight="600" text-anchor="middle" fill="#000000">상품 상세</text>"##
            ))

        let transparent = Fixtures.ablyFrame(barAlpha: 0)
        #expect(!renderSVGFrame(transparent, variant: Fixtures.ablyVariant(frames: [transparent])).contains(##"height="109""##))
    }

    /// A black bar in light appearance gets white text: `label` of the other appearance.
    @Test func barTitleStandsOutFromADarkBar() {
        var scenario = Fixtures.ablyScenario()
        scenario.navigationBar?.color = .rgba(0, 0, 0, 255)
        var frame = Fixtures.ablyFrame(barAlpha: 1, titleVisible: true)
        frame.navigationBar?.spec = scenario.navigationBar!
        let svg = renderSVGFrame(frame, variant: Fixtures.ablyVariant(frames: [frame], scenario: scenario))
        #expect(svg.contains(##"text-anchor="middle" fill="#ffffff">상품 상세</text>"##))
        #expect(svg.contains(##"text-anchor="middle" fill="#ffffff">9:41</text>"##))
    }

    /// The `#N y=…` badge is an overlay (Docs/command-line.md#overlays): in the gutter when asked for, absent otherwise.
    @Test func badgeShowsIndexOffsetAndClampOnlyWhenAskedFor() {
        let frame = Fixtures.ablyFrame(index: 29, offset: 198, clampedFrom: 250)
        let variant = Fixtures.ablyVariant(frames: [frame])
        let svg = renderSVGFrame(frame, variant: variant, overlays: [.badge])
        #expect(svg.contains("<g class=\"overlay overlay-badge\">"))
        #expect(svg.contains(">#29 y=198</text>") && svg.contains(">clamped from 250</text>"))
        // No leader: the badge points at no line of the screen.
        #expect(!svg.contains("<line"))
        #expect(!renderSVGFrame(frame, variant: variant).contains("#29"))
    }

    @Test func roundedCornersUseAPath() {
        let variant = Fixtures.settingsVariant()
        let svg = renderSVGFrame(variant.frameArray[0], variant: variant)
        // Wi-Fi: x 16 ..< 374, y 129 ..< 173, top corners radius 10.
        #expect(svg.contains(##"<path d="M16 139A10 10 0 0 1 26 129H364A10 10 0 0 1 374 139V173H16Z" fill="#1c1c1e"/>"##))
    }

    /// The list below the bar is clipped to its frame (alarm, mypage); a full-screen list is not.
    @Test func listIsClippedToItsFrame() {
        let variant = Fixtures.settingsVariant()
        let svg = renderSVGFrame(variant.frameArray[0], variant: variant)
        #expect(svg.contains(##"<clipPath id="list"><rect x="0" y="91" width="390" height="753" fill="#000000"/></clipPath>"##))
        #expect(svg.contains(##"<g clip-path="url(#list)">"##))
        let ably = Fixtures.ablyFrame()
        #expect(!renderSVGFrame(ably, variant: Fixtures.ablyVariant(frames: [ably])).contains("clipPath"))
    }

    @Test func neverPrintsNegativeZero() {
        var frame = Fixtures.ablyFrame(offset: -0.0)
        frame.elements[0].frame = Rect(x: -0.0001, y: -0.0, width: 393, height: 200)
        let svg = renderSVGFrame(frame, variant: Fixtures.ablyVariant(frames: [frame]))
        #expect(!svg.contains("\"-0\"") && !svg.contains("-0 ") && !svg.contains("=-0"))
        #expect(svg.contains(##"data-offset="0""##))
    }

    // MARK: Escaping

    @Test func hostileTextIsEscaped() throws {
        let frame = Fixtures.ablyFrame(rowTitle: Fixtures.hostile, titleVisible: true)
        let scenario = Fixtures.ablyScenario(title: Fixtures.hostile, barTitle: Fixtures.hostile)
        var barFrame = frame
        barFrame.navigationBar?.spec = scenario.navigationBar!
        let svg = renderSVGFrame(
            barFrame,
            variant: Fixtures.ablyVariant(
                frames: [barFrame], name: Fixtures.hostile,
                scenario: scenario))
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("</svg><"))
        #expect(
            svg.contains("&lt;/svg&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quoted&quot; &#39;single&#39; \u{FFFD}"))
        #expect(svg.components(separatedBy: "</svg>").count == 2)
        if XMLLint.isAvailable {
            #expect(try XMLLint.check(svg) == nil)
        }
    }

    @Test func escapeXMLReplacesSpecialsAndForbiddenCharacters() {
        #expect(escapeXML("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e&#39;f")
        #expect(escapeXML("tab\tnew\nline\u{0}\u{1b}\u{FFFE}") == "tab\tnew\nline\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(escapeXML("헤더 뷰") == "헤더 뷰")
    }

    // MARK: Schema

    @Test(.enabled(if: XMLLint.isAvailable, "xmllint (libxml2-utils) is not installed"))
    func framesValidateAgainstTheSchema() throws {
        let ably = Fixtures.ablyFrame(offset: 12.5, rowTitle: Fixtures.hostile, titleVisible: true, clampedFrom: -3)
        let settings = Fixtures.settingsVariant()
        let documents = [
            renderSVGFrame(ably, variant: Fixtures.ablyVariant(frames: [ably], name: Fixtures.hostile)),
            renderSVGFrame(settings.frameArray[0], variant: settings),
            renderSVGFrame(Fixtures.ablyFrame(barAlpha: 0), variant: Fixtures.ablyVariant(frames: [])),
        ]
        for document in documents {
            #expect(try XMLLint.check(document, extension: "svg", schema: XMLLint.frameSchema) == nil)
        }
    }

    @Test(.enabled(if: XMLLint.isAvailable, "xmllint (libxml2-utils) is not installed"))
    func schemaRejectsMisspeltNames() throws {
        let variant = Fixtures.settingsVariant()
        let svg = renderSVGFrame(variant.frameArray[0], variant: variant)
        let broken = [
            svg.replacingOccurrences(of: "<rect ", with: "<rekt ").replacingOccurrences(of: "</rect>", with: "</rekt>"),
            svg.replacingOccurrences(of: "fill-opacity=", with: "fill-opacty="),
            svg.replacingOccurrences(of: "<title>", with: "<titel>").replacingOccurrences(of: "</title>", with: "</titel>"),
            svg.replacingOccurrences(of: ##"data-offset="0""##, with: ##"data-offset="-0""##),
            svg.replacingOccurrences(of: ##"fill="#1c1c1e""##, with: ##"fill="red""##),
            svg.replacingOccurrences(of: "<svg ", with: ##"<svg onload="alert(1)" "##),
        ]
        for document in broken {
            #expect(document != svg)
            #expect(try XMLLint.check(document, extension: "svg", schema: XMLLint.frameSchema) != nil)
        }
    }
}
