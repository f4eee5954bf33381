import Foundation
import Testing

/// The built-in `ably-platforms` (Docs/seed-screens.md#ably-platforms): seed 004's screen as a UIKit table, a Compose
/// LazyColumn and a Flutter sliver list in one flipbook, from Tests/Fixtures/ably-compose-variant.json
/// and Tests/Fixtures/ably-flutter-variant.json, along the down-up-down path [start, end, 100, end].
@Suite struct AblyPlatformsBuiltInTests {
    static func variants(_ extra: [String] = []) throws -> [[String: Any]] {
        let run = try Binary.run(["ably-platforms", "--format", "json", "--frames", "12"] + extra)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        return try #require(json["variants"] as? [[String: Any]])
    }

    static func events(_ variant: [String: Any]) -> [String] {
        ((variant["frames"] as? [[String: Any]]) ?? []).flatMap { frame in
            ((frame["eventOffsets"] as? [[String: Any]]) ?? []).map { "\($0["event"]!)@\($0["offset"]!)" }
        }
    }

    @Test func threePlatformsPinTheTabStripByTheirOwnRules() throws {
        let variants = try Self.variants()
        #expect(variants.map { $0["name"] as? String } == ["uikit", "compose", "flutter"])
        // UIKit, seed 004: the strip's top (200) meets the bar's bottom (109) at 200 - 109 = 91.
        #expect(Self.events(variants[0]).contains("header.1 pins@91"))
        // Compose, enterAlways on the Pixel 8 (status bar 54.1 dp, bar 64 dp, image 200 dp): the bar
        // has left by 64, so the strip's natural y 54.1 + 64 + 200 = 318.1 reaches the status bar's
        // edge at 318.1 - 54.1 = 264, both times down; on the way up the bar is back whole 64 dp
        // after the turn at the end (277.814), at 213.814 (AblyComposeVariantTests has the sums).
        let compose = Self.events(variants[1])
        #expect(compose.filter { $0 == "header.1 pins@264" }.count == 2)
        #expect(compose.contains("topAppBar shown@213.814"))
        #expect(compose.contains("topAppBar hidden@164"))  // the second way down: 100 + 64
        // Flutter: the pinned SliverAppBar collapses from 200 to its 56 toolbar over 200 - 56 = 144;
        // the pinned strip then stacks under it at 59 + 56 = 115 instead of being pushed.
        let flutter = variants[2]
        #expect(Self.events(flutter).contains("header.1 pins@144"))
        let frames = try #require(flutter["frames"] as? [[String: Any]])
        let end = try #require(frames.last)
        let strip = ((end["elements"] as? [[String: Any]]) ?? []).first { $0["id"] as? String == "header.1" }
        #expect((strip?["frame"] as? [String: Double])?["y"] == 115)
    }

    @Test func theFlipbookSaysWhereThePlatformsDiffer() throws {
        let run = try Binary.run(["ably-platforms", "--frames", "8"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let html = String(decoding: run.stdout, as: UTF8.self)
        for name in ["uikit", "compose", "flutter"] { #expect(html.contains("data-variant=\"\(name)\"")) }
        #expect(html.contains("The variants follow different platforms' rules"))
        #expect(html.contains("the end of its own section pushes it up (rule 2.2)"))
        #expect(html.contains("the next stickyHeader replaces it (LazyListHeaders.kt)"))
        #expect(html.contains("pinned SliverPersistentHeaders stack under those pinned before them"))
    }
}
