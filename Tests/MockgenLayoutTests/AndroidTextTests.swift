import MockgenDecoding
import MockgenTestSupport
import MockgenText
import Testing

@testable import MockgenLayout

/// Text on an Android device (Docs/text.md#text-on-other-platforms): a variant on one of Device.androidPresets measures
/// with Roboto (`FontSet.androidFamilies`), the others with the iOS stand-ins, in the same run.
@Suite struct AndroidTextTests {
    static let scenario = #"""
        { "name": "hello", "device": "iphone-15-pro", "list": { "kind": "table", "rowHeight": 44,
          "sections": [{ "rows": [{ "height": "automatic", "content": { "label": "Hello" } }] }] },
          "variants": [
            { "name": "uikit" },
            { "name": "compose", "device": "pixel-8", "list": { "kind": "compose", "style": null, "rowHeight": null,
              "sections": null, "content": [{ "items": { "count": 1, "height": "automatic", "content": { "label": "Hello" } } }] } }
          ] }
        """#

    static func layOut() throws -> LayoutRun {
        let doc = try ScenarioDecoder.decode(Array(scenario.utf8), source: "hello.json")
        return try LayoutRun.layOut(base: doc.base, variants: doc.variants, selection: .offsets([0]), fonts: try FontSet.load())
    }

    /// The Compose variant carries the Android set; "Hello" in it is Roboto Regular's advances,
    /// 1461 + 1086 + 498 + 498 + 1168 = 4711 units of 2048 (hmtx, read with the script in
    /// Docs/text.md), at the body style's 17: 4711 * 17 / 2048.
    @Test func aComposeVariantOnPixel8MeasuresHelloWithRoboto() throws {
        let run = try Self.layOut()
        let uikit = try #require(run.variants[0].fonts)
        let compose = try #require(run.variants[1].fonts)
        #expect(uikit.pinned[0].family == "Inter")
        #expect(compose.pinned[0].family == "Roboto")
        #expect(compose.layout("Hello", font: FontSpec(size: 17), width: 400).width == 4711.0 * 17 / 2048)
    }

    /// The automatic heights show which metrics each variant measured with. Compose, Pixel 8
    /// (2.625 px a dp): one line of Roboto at 17 is (1900 + 500) * 17 / 2048 = 19.921875, 52.29 px,
    /// rounded up to 53 px = 53 / 2.625 dp. UIKit, iPhone 15 Pro (3 px a point): SF's 20.287109375,
    /// 60.86 px, rounded up to 61 px = 61 / 3 points.
    @Test func eachVariantTakesItsPlatformsLineHeight() throws {
        let run = try Self.layOut()
        func height(_ v: Int) -> Double? { run.variants[v].frameArray[0].elements.first { $0.id == "cell.0.0" }?.frame.height }
        #expect(height(1).map { abs($0 - 53 / 2.625) < 1e-9 } == true, "\(String(describing: height(1)))")
        #expect(height(0).map { abs($0 - 61.0 / 3) < 1e-9 } == true, "\(String(describing: height(0)))")
    }
}
