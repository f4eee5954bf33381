import Foundation
import MockgenTestSupport
import Testing

/// The Settings-like fixture (`Tests/Browser/fixtures/settings-bars.json`) end to end: a large
/// title and a search bar over an insetGrouped table and a tab bar on an iPhone 15 Pro
/// (Docs/uikit-rules.md).
@Suite struct SettingsBarsTests {
    static let fixture = Repository.file("Tests/Browser/fixtures/settings-bars.json").path

    static func frames(_ selection: [String]) throws -> [[String: Any]] {
        let run = try Binary.run([fixture, "--format", "json"] + selection)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let root = try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any]
        return root?["frames"] as? [[String: Any]] ?? []
    }

    static func number(_ object: Any?, _ path: String...) -> Double? {
        var value = object
        for key in path { value = (value as? [String: Any])?[key] }
        return (value as? NSNumber)?.doubleValue
    }

    @Test func barsAndInsetsAlongThePath() throws {
        // At rest, then at the end of the range (1.3); the path's first node is the drag's peak.
        let f = try Self.frames(["--offsets", "-202,100000"])
        let peak = try #require(Self.frames(["--frames", "3"]).first)
        try #require(f.count == 2)
        // At rest: status bar 54 + inline 44 + large title 52 + search bar 52 = 202 (rules 7.1 of Docs/uikit-rules.md,
        // 7.4, 7.6); tab bar
        // 49 + home indicator 34 = 83 (rule 7.5, Docs/uikit-rules.md), so it starts at 852 − 83 = 769.
        #expect(Self.number(f[0], "contentOffset") == -202)
        #expect(Self.number(f[0], "navigationBar", "frame", "height") == 202)
        #expect(Self.number(f[0], "searchBar", "frame", "y") == 150)
        #expect(Self.number(f[0], "searchBar", "progress") == 1)
        #expect(Self.number(f[0], "navigationBar", "largeTitleProgress") == 1)
        #expect((f[0]["navigationBar"] as? [String: Any])?["background"] as? String == "transparent")
        #expect(Self.number(f[0], "adjustedContentInset", "top") == 202)
        #expect(Self.number(f[0], "adjustedContentInset", "bottom") == 83)
        #expect(Self.number(f[0], "tabBar", "frame", "y") == 769)
        #expect(Self.number(f[0], "tabBar", "frame", "height") == 83)
        // Under the bar, the grouped table's 35 pt blank top and the 18 pt of section 0's missing
        // header (both Assumptions of Docs/uikit-rules.md, rules 3.2/3.3): 202 + 35 + 18.
        let cell = (f[0]["elements"] as? [[String: Any]])?.first { $0["id"] as? String == "cell.0.0" }
        #expect(Self.number(cell, "frame", "y") == 255)

        // Dragged 80 pt past the top: rule 1.4 (Docs/uikit-rules.md) with d = 852 moves the content 0.55·80·852/(852 + 44).
        let b = 0.55 * 80 * 852 / (852 + 0.55 * 80)
        let stretched = try #require(Self.number(peak, "navigationBar", "frame", "height"))
        #expect(abs(stretched - (202 + b)) < 0.001)
        #expect(Self.number(peak, "adjustedContentInset", "top") == 202)

        // At the end: collapsed to 54 + 44 = 98, content under the bar; the tab bar at its edge.
        #expect(Self.number(f[1], "navigationBar", "frame", "height") == 98)
        #expect(Self.number(f[1], "navigationBar", "largeTitleProgress") == 0)
        #expect(Self.number(f[1], "searchBar", "progress") == 0)
        #expect((f[1]["navigationBar"] as? [String: Any])?["appearance"] as? String == "standard")
        #expect((f[1]["tabBar"] as? [String: Any])?["appearance"] as? String == "scrollEdge")
    }

    @Test func framesNameTheBarsAndThePageCharts() throws {
        let dir = try Binary.scratchDirectory()
        let svg = try Binary.run([Self.fixture, "--format", "svg", "--out", dir.path, "--frames", "3"])
        #expect(svg.exitCode == 0, "\(svg.stderr)")
        let first = try String(contentsOf: dir.appendingPathComponent("settings-bars-000.svg"), encoding: .utf8)
        #expect(first.contains("<g data-id=\"navigationBar\">"))
        #expect(first.contains("<g data-id=\"tabBar\">"))
        #expect(first.contains("<g data-id=\"searchBar\">"))
        let page = try Binary.run([Self.fixture, "--frames", "6"])
        #expect(page.exitCode == 0, "\(page.stderr)")
        #expect(page.stdoutText.contains("bar background"))
        #expect(page.stdoutText.contains("tabBar background"))
    }
}
