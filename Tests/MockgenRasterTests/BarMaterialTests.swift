import MockgenDecoding
import MockgenLayout
import MockgenRender
import MockgenTestSupport
import Testing

@testable import MockgenRaster

/// A translucent bar blurs what scrolls under it (Docs/uikit-rules.md, "Bar materials"), in the
/// pixels librsvg draws: the letters of a row under the navigation bar keep no pixel at the
/// contrast they would have through the bar's tint alone, and a row below the bar stays sharp.
@Suite(.enabled(if: EncodingTests.fontsInstalled)) struct BarMaterialTests {
    static let scale = 3.0

    /// A plain table of dense black titles under an iOS 18 system bar (44 pt below the 54 pt status
    /// bar: the bar covers y 0 ..< 98, its hairline at the bottom) scrolled by `offset`, drawn at 3x.
    /// From iOS 26 a bar has no backing and so no material (rule 9.2).
    static func picture(offset: Double, iosVersion: Int = 18) throws -> (svg: String, image: RasterImage) {
        let rows = (0..<20).map { _ in #"{"title":"MMMMMMMMMM"}"# }.joined(separator: ",")
        let json =
            #"{"name":"m","iosVersion":\#(iosVersion),"navigationBar":{"kind":"system","title":"Bar"},"list":{"sections":[{"rows":[\#(rows)]}]}}"#
        let document = try ScenarioDecoder.decode(Array(json.utf8), source: "m.json")
        let run = try LayoutRun.layOut(base: document.base, variants: document.variants, selection: .offsets([offset]))
        let svg = renderSVGFrame(run.variants[0].frameArray[0], variant: run.variants[0])
        try Renderer.prepare()
        let canvas = try #require(Canvas(width: Int(393 * scale), height: Int(852 * scale), background: 0xFFFF_FFFF))
        try canvas.draw(svg, x: 0, y: 0, width: 393 * scale, height: 852 * scale, name: "material")
        return (svg, canvas.image)
    }

    /// The darkest channel sum in a box of points.
    static func darkest(_ image: RasterImage, x: ClosedRange<Double>, y: ClosedRange<Double>) -> Int {
        var low = Int.max
        for py in Int(y.lowerBound * scale)...Int(y.upperBound * scale) {
            for px in Int(x.lowerBound * scale)...Int(x.upperBound * scale) {
                let p = image.pixel(x: px, y: py)
                low = min(low, Int(p.r) + Int(p.g) + Int(p.b))
            }
        }
        return low
    }

    @Test func textUnderTheBarIsBlurredAndTextBelowItIsSharp() throws {
        // Row 0 spans y 63 ..< 107, its letters (17 pt, x 16 to about 170) under the bar, left of
        // the centred title and above the bar's hairline.
        let (svg, image) = try Self.picture(offset: -63)
        // 20 pt: the radius chosen in BarMaterialSVG (Docs/uikit-rules.md, "Bar materials").
        #expect(svg.contains("<feGaussianBlur stdDeviation=\"20\"/>"))
        #expect(
            svg.contains(
                "<g filter=\"url(#list-top)\"><g clip-path=\"url(#list-top-clip)\"><use href=\"#list-list\"/></g></g>"))
        // Through the bar's white tint at 0.8 alone, black letters would show at 0.2 x 0 + 0.8
        // x 255 = 204 a channel; blurred by 20 pt, none of them comes near.
        let under = Self.darkest(image, x: 16...140, y: 66...94)
        #expect(under > 3 * 230, "a letter under the bar keeps its contrast: \(under / 3) a channel")
        // Row 2 (y 151 ..< 195) is below the bar: its letters are black.
        let below = Self.darkest(image, x: 16...140, y: 160...185)
        #expect(below < 3 * 40, "row 2 is not sharp: \(below / 3)")
    }

    /// At the top of the list the bar is in its scroll-edge appearance (transparent by default,
    /// rule 7.2): no material, and no copy of the list is made.
    @Test func aTransparentBarHasNoMaterial() throws {
        let (svg, _) = try Self.picture(offset: -103)
        #expect(!svg.contains("<filter"))
        #expect(!svg.contains("id=\"list-list\""))
    }

    /// On iOS 27 the same bar over the same rows draws no material: its scroll edge effect does
    /// the separating (rule 9.2), in its own layer.
    @Test func aLiquidGlassBarHasNoMaterial() throws {
        let (svg, _) = try Self.picture(offset: -63, iosVersion: 27)
        #expect(!svg.contains("id=\"list-list\""))
        #expect(svg.contains("data-id=\"scrollEdgeEffect.top\""))
    }
}
