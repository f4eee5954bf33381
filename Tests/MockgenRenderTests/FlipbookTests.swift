import MockgenFormat
import MockgenLayout
import MockgenTemplates
import MockgenTestSupport
import Testing

@testable import MockgenRender

@Suite struct FlipbookTests {
    static func count(_ needle: String, in haystack: String) -> Int {
        haystack.components(separatedBy: needle).count - 1
    }

    @Test func oneSVGPerFrame() {
        let html = renderFlipbook(ContactSheetTests.ablyLayoutRun(frames: 30))
        // One <svg> a frame, plus the curves chart (FlipbookCharts.swift), the one holding the
        // shapes frames share (SharedShapes.swift) and the live view (LiveView.swift).
        #expect(Self.count("<svg data-live=", in: html) == 1)
        #expect(Self.count("<svg ", in: html) == 30 + Self.count(" class=\"chart\"", in: html) + 1 + 1)
        #expect(Self.count(" class=\"shared-shapes\"", in: html) == 1)
        #expect(Self.count(" class=\"chart\"", in: html) == 1)
        #expect(Self.count(" data-frame=\"", in: html) == 30)
        for index in [0, 17, 29] {
            #expect(html.contains(" data-frame=\"\(index)\" data-offset=\"\(formatNumber(Double(index) * 45))\""))
        }
        #expect(!html.contains("data-variant"))
        // Frame 0 is shown without script; the print sheet reuses the same figures.
        #expect(Self.count("<figure class=\"frame current", in: html) == 1)
        #expect(Self.count("<figure class=\"frame", in: html) == 30)
        #expect(html.contains(#"max="29""#))
    }

    @Test func oneSVGPerVariantPerFrame() {
        let layoutRun = ContactSheetTests.variantsLayoutRun()  // 3 frames x 2 variants
        let html = renderFlipbook(layoutRun)
        #expect(Self.count(" data-frame=\"", in: html) == 3 * 2)
        #expect(Self.count(#" data-variant="plain""#, in: html) == 3)
        #expect(Self.count(#" data-variant="inset &quot;grouped&quot;""#, in: html) == 3)
        // Each frame names its variants, and so does the live view.
        #expect(Self.count("<h2>plain</h2>", in: html) == 3 + 1)
        #expect(Self.count("<h2>inset &quot;grouped&quot;</h2>", in: html) == 3 + 1)
        #expect(html.contains(#"style="--variants: 2""#))
        // Clip ids are unique across the page.
        let ids = html.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(Set(ids).count == ids.count)
    }

    @Test func infoLineHasOffsetEventsAndBehaviours() {
        let layoutRun = LayoutRun(
            scenarioName: "ably", hasVariants: false,
            variants: [
                Fixtures.ablyVariant(frames: [Fixtures.ablyFrame(index: 0, offset: 198, clampedFrom: 250)])
            ])
        let html = renderFlipbook(layoutRun)
        #expect(
            html.contains(
                "<figcaption>Frame 0 / 0 · contentOffset 198 (clamped from 250) · <span class=\"event\">header.1 pins</span> · pinUnderNavigationBar: active</figcaption>"
            ))
    }

    /// An offset typed from a caption (3 decimals) can pass the end by less than the caption
    /// shows: the frame is clamped, but "198 (clamped from 198)" would say nothing, so the
    /// captions leave it out; the layout JSON keeps `clampedFrom`.
    @Test func aClampTheCaptionCannotShowIsLeftOut() {
        let layoutRun = LayoutRun(
            scenarioName: "ably", hasVariants: false,
            variants: [
                Fixtures.ablyVariant(frames: [Fixtures.ablyFrame(index: 0, offset: 198, clampedFrom: 198.0004)])
            ])
        let html = renderFlipbook(layoutRun)
        #expect(html.contains("<figcaption>Frame 0 / 0 · contentOffset 198 · "))
        #expect(!html.contains("clamped from"))
        #expect(renderLayoutJSON(layoutRun).contains("\"clampedFrom\": 198"))
    }

    @Test func selfContainedAndPolyglot() {
        let html = renderFlipbook(ContactSheetTests.variantsLayoutRun())
        #expect(
            html.hasPrefix(
                "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>"))
        let withoutNamespaces =
            html
            .replacingOccurrences(of: "xmlns=\"http://www.w3.org/1999/xhtml\"", with: "")
            .replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
        #expect(!withoutNamespaces.contains("http://") && !withoutNamespaces.contains("https://"))
        // The only references are to shapes defined in the page itself (`<use href="#d0"/>`).
        #expect(!html.contains(" src=") && !html.contains("@import"))
        #expect(html.components(separatedBy: " href=\"").dropFirst().allSatisfy { $0.hasPrefix("#") })
        #expect(html.contains("<script>//<![CDATA[\n") && html.contains("//]]></script>"))
        #expect(html.hasSuffix("</html>\n"))
    }

    /// The page is XML too: CSS may not hold `<` or `&`, the script may not end its CDATA section.
    @Test func templatesStayXMLSafe() {
        let css = Templates.text("flipbook/flipbook.css")
        let js = Templates.text("flipbook/flipbook.js")
        #expect(!css.contains("<") && !css.contains("&"))
        #expect(!js.contains("]]>") && !js.lowercased().contains("</script"))
        #expect(css.contains("@media print") && css.contains("prefers-color-scheme"))
        #expect(js.contains("prefers-reduced-motion") && js.contains("history.replaceState"))
    }

    @Test func controlsAreLabelled() {
        let html = renderFlipbook(ContactSheetTests.ablyLayoutRun())
        for label in ["Previous frame", "Play", "Next frame", "Frame"] {
            #expect(html.contains("aria-label=\"\(label)\""))
        }
        #expect(html.contains(#"<input type="range" id="slider" min="0" max="4""#))
        #expect(Templates.text("flipbook/flipbook.css").contains(":focus-visible"))
    }

    @Test func hostileTextIsEscapedEverywhere() throws {
        var scenario = Fixtures.ablyScenario(title: Fixtures.hostile + " {{frames}}", barTitle: Fixtures.hostile)
        scenario.description = Fixtures.hostile
        var frame = Fixtures.ablyFrame(rowTitle: Fixtures.hostile, titleVisible: true)
        frame.events = [Fixtures.hostile]
        frame.behaviorStates = [BehaviorStateLabel(name: Fixtures.hostile, state: Fixtures.hostile)]
        frame.navigationBar?.spec = scenario.navigationBar!
        let layoutRun = LayoutRun(
            scenarioName: Fixtures.hostile, hasVariants: true,
            variants: [
                VariantLayout(name: Fixtures.hostile, scenario: scenario, frames: [frame])
            ])
        let html = renderFlipbook(layoutRun)
        #expect(!html.contains("<script>alert"))
        #expect(Self.count("<script>", in: html) == 1)
        // The frame, the curves chart, the live view.
        #expect(Self.count("</svg>", in: html) == 2 + Self.count("<svg data-live=", in: html))
        // The placeholder in the title was not expanded: still one frame.
        #expect(html.contains("{{frames}}") && Self.count("<figure class=\"frame", in: html) == 1)
        if XMLLint.isAvailable {
            #expect(try XMLLint.check(html, extension: "xhtml") == nil)
        }
    }

    @Test(.enabled(if: XMLLint.isAvailable, "xmllint (libxml2-utils) is not installed"))
    func wellFormedXML() throws {
        #expect(try XMLLint.check(renderFlipbook(ContactSheetTests.ablyLayoutRun(frames: 30)), extension: "xhtml") == nil)
        #expect(try XMLLint.check(renderFlipbook(ContactSheetTests.variantsLayoutRun()), extension: "xhtml") == nil)
    }

    @Test func emptyLayoutRunStillRenders() {
        let html = renderFlipbook(LayoutRun(scenarioName: "empty", hasVariants: false, variants: []))
        #expect(html.contains("<title>empty</title>") && !html.contains("data-frame"))
    }

    @Test func fillTemplateIsOnePass() {
        #expect(fillTemplate("a{{x}}b{{y}}c", ["x": "{{y}}", "y": "Y"]) == "a{{y}}bYc")
    }
}
