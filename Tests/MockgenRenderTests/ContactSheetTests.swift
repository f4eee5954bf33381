import MockgenFormat
import MockgenLayout
import MockgenTestSupport
import Testing

@testable import MockgenRender

@Suite struct ContactSheetTests {
    static func ablyLayoutRun(frames: Int = 5) -> LayoutRun {
        let frames = (0..<frames).map { Fixtures.ablyFrame(index: $0, offset: Double($0) * 45) }
        return LayoutRun(scenarioName: "ably", hasVariants: false, variants: [Fixtures.ablyVariant(frames: frames)])
    }

    static func variantsLayoutRun() -> LayoutRun {
        let frames = (0..<3).map { Fixtures.ablyFrame(index: $0, offset: Double($0) * 90) }
        let settings = Fixtures.settingsVariant()
        var settingsFrames = settings.frameArray
        settingsFrames += [1, 2].map {
            var f = settingsFrames[0]
            f.index = $0
            return f
        }
        return LayoutRun(
            scenarioName: "mixed", hasVariants: true,
            variants: [
                Fixtures.ablyVariant(frames: frames, name: "plain"),
                VariantLayout(name: settings.name, scenario: settings.scenario, frames: settingsFrames),
            ])
    }

    /// 5 frames, one variant: 5 groups per row at most 6 / 1 = 6, so one row of 5.
    /// Thumbnails are 393 x 852 at 0.3 = 117.9 x 255.6; the sheet is 16 + 5 x 117.9 + 4 x 24 + 16 wide.
    @Test func gridGeometry() {
        let sheet = renderContactSheetSVG(Self.ablyLayoutRun())
        let width = 16 + 5 * 117.9 + 4 * 24 + 16
        let height = 40 + (255.6 + 18 + 16) + 16
        #expect(
            sheet.hasPrefix(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(formatNumber(width))" height="\#(formatNumber(height))""#))
        #expect(sheet.contains(#"<svg x="16" y="40" width="117.9" height="255.6" viewBox="0 0 393 852">"#))
        #expect(
            sheet.contains(
                #"<svg x="\#(formatNumber(16 + 117.9 + 24))" y="40" width="117.9" height="255.6" viewBox="0 0 393 852">"#))
        #expect(sheet.components(separatedBy: "<svg ").count - 1 == 1 + 5)
        #expect(sheet.contains(">#4 y=180</text>"))
    }

    /// A thumbnail is the frame's own drawing: same root font, same body.
    @Test func thumbnailsDrawWhatTheFrameFilesDraw() {
        let layoutRun = Self.ablyLayoutRun(frames: 2)
        let sheet = renderContactSheetSVG(layoutRun)
        let variant = layoutRun.variants[0]
        let file = renderSVGFrame(variant.frameArray[1], variant: variant)
        let rootEnd = file.firstRange(of: ">\n")!.upperBound
        #expect(sheet.contains(String(file[rootEnd...].dropLast())))
        #expect(sheet.contains(#" font-family="\#(SVGStyle.fontFamily)" font-size="17">"#))
    }

    @Test func variantsSitSideBySideUnderTheirNames() {
        let sheet = renderContactSheetSVG(Self.variantsLayoutRun())
        #expect(sheet.components(separatedBy: "<svg ").count - 1 == 1 + 3 * 2)
        #expect(sheet.components(separatedBy: ">plain</text>").count - 1 == 3)
        #expect(sheet.contains(">inset &quot;grouped&quot;</text>"))
        // Clip ids stay unique in the one document.
        let ids = sheet.components(separatedBy: "<clipPath id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(ids.count == 3 && Set(ids).count == 3)
    }

    @Test(.enabled(if: XMLLint.isAvailable, "xmllint (libxml2-utils) is not installed"))
    func validatesAgainstTheSchema() throws {
        for layoutRun in [Self.ablyLayoutRun(frames: 13), Self.variantsLayoutRun()] {
            #expect(try XMLLint.check(renderContactSheetSVG(layoutRun), extension: "svg", schema: XMLLint.frameSchema) == nil)
        }
    }

    @Test func svgFilesAreNamedPerDecisions() {
        let single = renderSVGFiles(Self.ablyLayoutRun(frames: 2)).map(\.name)
        #expect(single == ["ably-000.svg", "ably-001.svg", "ably-contact.svg"])
        let variants = renderSVGFiles(Self.variantsLayoutRun()).map(\.name)
        #expect(variants.first == "mixed-plain-000.svg")
        #expect(variants.contains("mixed-inset--grouped--002.svg"))
        #expect(variants.last == "mixed-contact.svg")
        #expect(fileNameComponent("../../etc/passwd") == "..-..-etc-passwd")
        #expect(fileNameComponent("..") == "_..")
        #expect(fileNameComponent("헤더 뷰") == "헤더-뷰")
    }
}
