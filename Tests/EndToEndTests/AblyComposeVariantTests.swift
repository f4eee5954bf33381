import Foundation
import MockgenTestSupport
import Testing

/// Tests/Fixtures/ably-compose-variant.json: `ably` as a UIKit table and as a Compose LazyColumn
/// (sticky tab strip under an enterAlways TopAppBar, `Modifier.padding(innerPadding)`, Pixel 8),
/// side by side. The lead builds the cross-platform built-in from it.
@Suite struct AblyComposeVariantTests {
    static let fixture = Repository.fixture("ably-compose-variant.json")

    static func layout(_ extra: [String]) throws -> [[String: Any]] {
        let run = try Binary.run([fixture.path, "--format", "json"] + extra)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        return try #require(json["variants"] as? [[String: Any]])
    }

    static func events(_ variant: [String: Any]) -> [String] {
        ((variant["frames"] as? [[String: Any]]) ?? []).flatMap { frame in
            ((frame["eventOffsets"] as? [[String: Any]]) ?? []).map { "\($0["event"]!)@\($0["offset"]!)" }
        }
    }

    /// On the Pixel 8 (status bar 54.1 dp) the Compose list is padded by the bar: 54.1 + 64, then
    /// the 200 dp image, so the strip's natural y is 318.1. The bar is gone by offset 64 (its
    /// 64 dp, each point of travel hiding one), so the strip pins under the status bar's edge of
    /// the bar at 318.1 - 54.1 = 264. Back up from the end, 277.814 (content 54.1 + 64 + 200 + 50 +
    /// 4 x 200 + 24 = 1192.1, less the 914.286 dp screen), the bar is back whole 64 dp later, at
    /// 213.814, and the strip unpins where its natural place meets the bar's bottom: 318.1 - 118.1 = 200.
    @Test func theComposeStripPinsUnderTheBarAndFollowsIt() throws {
        let variants = try Self.layout(["--frames", "12"])
        #expect(variants.map { $0["name"] as? String } == ["uikit", "compose"])
        let compose = Self.events(variants[1])
        #expect(compose.contains("header.1 pins@264"))
        #expect(compose.contains("topAppBar hidden@64"))
        #expect(compose.contains("topAppBar showing@277.814"))
        #expect(compose.contains("topAppBar shown@213.814"))
        #expect(compose.contains("header.1 unpins@200"))
        // The UIKit variant keeps seed 004's threshold: 200 - 109 = 91.
        #expect(Self.events(variants[0]).contains("header.1 pins@91"))
    }

    @Test func theFlipbookRendersBothPlatforms() throws {
        let run = try Binary.run([Self.fixture.path, "--frames", "8"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let html = String(decoding: run.stdout, as: UTF8.self)
        #expect(html.contains(#"data-variant="compose""#))
        #expect(html.contains(#"data-variant="uikit""#))
        // Device.androidPresets are in dp: the legend says so (1080 / 2.625 x 2400 / 2.625).
        #expect(html.contains("Device: Pixel 8, 411.429 x 914.286 dp, safe area 54.1 / 24."))
        #expect(html.contains("Device: iPhone 15 Pro, 393 x 852 pt, safe area 59 / 34."))
    }
}
