import Foundation
import MockgenTestSupport
import Testing

/// The `today` built-in: one large-title screen with a search bar and a tab bar on an iPhone 17,
/// as iOS 18 and iOS 27 side by side (Docs/uikit-rules.md, rule 9).
@Suite struct TodayBuiltInTests {
    static func layout() throws -> [[String: Any]] {
        let run = try Binary.run(["today", "--format", "json"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any]
        return json?["variants"] as? [[String: Any]] ?? []
    }

    static func inset(_ frame: [String: Any]?) -> [String: Double] {
        frame?["adjustedContentInset"] as? [String: Double] ?? [:]
    }

    /// At rest: iOS 18's bar under the 57 pt status bar (62 - 5, rule 7.4): 57 + 44 + 52 + 52 = 205;
    /// iOS 27's from the safe-area top: 62 + 54 + 52 + 52 = 220 (rule 9.1; 116 and 168 on source G1's
    /// iPhone 17, with the 52 pt search bar of rule 7.6 under the large title). The
    /// bottom inset is 83 on both (code-payments pull request 640).
    @Test func theBarsStartWhereEachReleasePutsThem() throws {
        let variants = try Self.layout()
        #expect(variants.map { $0["name"] as? String } == ["ios18", "ios27"])
        let rest = variants.map { ($0["frames"] as? [[String: Any]])?.first }
        #expect(Self.inset(rest[0])["top"] == 205)
        #expect(Self.inset(rest[1])["top"] == 220)
        #expect(rest.map { Self.inset($0)["bottom"] } == [83, 83])
    }

    /// Down, back to 300, then the top: iOS 27's tab bar minimises 1 pt past the top (an
    /// assumption, rule 9.6) and expands only back at it; iOS 18's has no such behaviour.
    @Test func onlyIOS27MinimisesTheTabBar() throws {
        let variants = try Self.layout()
        let events = variants.map { v in
            (v["frames"] as? [[String: Any]] ?? []).flatMap { $0["events"] as? [String] ?? [] }
                .filter { $0.hasSuffix("minimizes") || $0.hasSuffix("expands") }
        }
        #expect(events[0].isEmpty)
        #expect(events[1] == ["tabBar minimizes", "tabBar expands"])
    }

    @Test func thePageNamesEachVariantsRelease() throws {
        let html = try Binary.run(["today", "--frames", "4"]).stdoutText
        #expect(html.contains("<h2>ios18 · iOS 18</h2>") && html.contains("<h2>ios27 · iOS 27</h2>"))
        #expect(html.contains("<b>ios27</b>: Device: iPhone 17, 402 x 874 pt, safe area 62 / 34. iOS 27.</p>"))
        // A Flutter screen on an iPhone says its Cupertino bars are not Liquid Glass (Docs/decisions.md).
        let platforms = try Binary.run(["ably-platforms", "--frames", "4"]).stdoutText
        #expect(platforms.contains("Flutter&#39;s Cupertino bars (44 and 52 pt, no Liquid Glass) on iOS 18.</p>"))
        #expect(platforms.contains("<b>compose</b>: Device: Pixel 8, 411.429 x 914.286 dp, safe area 54.1 / 24.</p>"))
        // Flutter on an Android device names no iOS release, as Compose does.
        let store = try Binary.run([Repository.fixture("flutter-store.json").path, "--frames", "4"]).stdoutText
        #expect(store.contains("Device: Pixel 9, 411.429 x 923.429 dp, safe area 54.1 / 24.</p>"))
        #expect(!store.contains("Cupertino"))
    }
}
