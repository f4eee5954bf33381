import Foundation
import MockgenTestSupport
import Testing

/// Tests/Fixtures/docs-floating-toolbar.json, a screen written for the tests (not a built-in): a
/// Google Docs-like list under a TopAppBar with an exitAlways HorizontalFloatingToolbar and its
/// FAB (Docs/platform-rules.md#compose-12), on the path start, 600, 450, end.
@Suite struct DocsFloatingToolbarTests {
    static let fixture = Repository.fixture("docs-floating-toolbar.json")

    /// The layout is 80 tall with its FAB, its bottom 16 above the gesture bar: top
    /// 914.286 - 24 - 16 - 80 = 794.286, the pill 8 lower. It travels 80 + 16 = 96: hidden from 96
    /// on the way down; 600 turns it back, wholly shown by 600 - 96 = 504; 450 turns it down again,
    /// gone by 450 + 96 = 546. The 30 frames land one on each event.
    @Test func theToolbarLeavesAndComesBack() throws {
        let run = try Binary.run([Self.fixture.path, "--format", "json"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let layout = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        let frames = try #require(layout["frames"] as? [[String: Any]])
        var seen: [String] = []
        for frame in frames {
            let offset = try #require(frame["contentOffset"] as? Double)
            for label in frame["events"] as? [String] ?? [] where label.hasPrefix("floatingToolbar") {
                seen.append("\(label)@\(offset)")
            }
            let toolbar = try #require(
                (frame["elements"] as? [[String: Any]])?.first { $0["id"] as? String == "floatingToolbar" })
            let box = try #require(toolbar["frame"] as? [String: Double])
            #expect(box["width"] == 208 && box["height"] == 64)
            #expect(box["y"]! >= 802.286 - 0.0005 && box["y"]! <= 802.286 + 96 + 0.0005, "\(offset): \(box)")
        }
        #expect(
            seen == [
                "floatingToolbar hiding@0.0", "floatingToolbar hidden@96.0", "floatingToolbar showing@600.0",
                "floatingToolbar shown@504.0", "floatingToolbar hiding@450.0", "floatingToolbar hidden@546.0",
            ], "\(seen)")
    }
}
