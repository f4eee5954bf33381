import Foundation
import Testing

/// The built-ins `settings` and `profile` (Docs/seed-screens.md#settings) through the built binary, on their
/// device, the iPhone 15 Pro: 393 x 852, safe area top 59, a 54 pt status bar (rule 7.4,
/// Docs/uikit-rules.md: 5 pt above the safe-area top under the Dynamic Island).
@Suite struct SettingsAndProfileBuiltInTests {
    static let statusBar = 59.0 - 5  // rule 7.4
    static let inlineBar = 44.0  // rule 7.1
    static let collapsedBarBottom = statusBar + inlineBar  // 98

    static func frames(_ arguments: [String]) throws -> [[String: Any]] {
        let run = try Binary.run(arguments + ["--format", "json"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        return try #require(root["frames"] as? [[String: Any]])
    }

    static func element(_ id: String, in frame: [String: Any]) -> [String: Double]? {
        let elements = frame["elements"] as? [[String: Any]] ?? []
        return elements.first { $0["id"] as? String == id }?["frame"] as? [String: Double]
    }

    static func number(_ frame: [String: Any], _ path: String...) -> Double? {
        var value: Any? = frame
        for key in path { value = (value as? [String: Any])?[key] }
        return value as? Double
    }

    static func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 0.001 } ?? false }

    // MARK: - settings

    /// The path [drag -80, start, end, start], one frame a point.
    static func settings() throws -> [[String: Any]] { try frames(["settings", "--frames", "4"]) }

    /// Rule 7.6: at rest the bar holds the status bar, the inline bar, the large title (52, rule 7.1)
    /// and the search bar (52): 54 + 44 + 52 + 52 = 202, and `adjustedContentInset.top` follows it.
    @Test func settingsAtRestShowsTheSearchBarAndTheLargeTitle() throws {
        let rest = try Self.settings()[1]
        let expanded = Self.collapsedBarBottom + 52 + 52
        #expect(Self.near(Self.number(rest, "navigationBar", "frame", "height"), expanded))
        #expect(Self.near(Self.number(rest, "adjustedContentInset", "top"), expanded))
        #expect(Self.near(Self.number(rest, "contentOffset"), -expanded))
        #expect(Self.near(Self.number(rest, "navigationBar", "largeTitleProgress"), 1))
    }

    /// Rules 7.4 and 7.6: at the end the search bar and the large title have collapsed into the
    /// 44 pt inline bar, which ends at 54 + 44 = 98, and the inset follows.
    @Test func settingsAtTheEndHasTheInlineTitleOnly() throws {
        let end = try Self.settings()[2]
        #expect(Self.near(Self.number(end, "navigationBar", "frame", "height"), Self.collapsedBarBottom))
        #expect(Self.near(Self.number(end, "adjustedContentInset", "top"), Self.collapsedBarBottom))
        #expect(Self.near(Self.number(end, "navigationBar", "largeTitleProgress"), 0))
        // And back at the start, the whole bar again.
        let back = try Self.settings()[3]
        #expect(Self.near(Self.number(back, "navigationBar", "frame", "height"), 202))
    }

    /// Rule 7.4: overscrolled at the top, the large-title area stretches with the content: the
    /// bar's bottom is the content's top edge, window y = -contentOffset.y, beyond 202.
    @Test func settingsOverscrollStretchesTheBar() throws {
        let drag = try Self.settings()[0]
        let offset = try #require(Self.number(drag, "contentOffset"))
        #expect(offset < -202)
        #expect(Self.near(Self.number(drag, "navigationBar", "frame", "height"), -offset))
    }

    /// Rule 3.4: insetGrouped rows are inset by the 16 pt layout margin (393 pt wide), so a cell
    /// spans x 16 to 377. Cell accessories (Docs/uikit-rules.md, "Cells: accessories and content
    /// configurations"): the accessory ends 16 pt before the cell's trailing edge; the switch is 51 x 31, so
    /// x = 377 - 16 - 51 = 310; the chevron 8 wide: x = 377 - 16 - 8 = 353.
    @Test func settingsSwitchAndChevronSitAtTheTrailingMargin() throws {
        let rest = try Self.settings()[1]
        let cellTrailing = 393.0 - 16
        let airplane = try #require(Self.element("accessory.1.0", in: rest))
        #expect(Self.near(airplane["x"], cellTrailing - 16 - 51))
        #expect(Self.near(airplane["width"], 51) && Self.near(airplane["height"], 31))
        let wifi = try #require(Self.element("accessory.1.1", in: rest))
        #expect(Self.near(wifi["x"], cellTrailing - 16 - 8))
        // Centred vertically in its 44 pt row: (44 - 31) / 2 = 6.5 below the row's top.
        let row = try #require(Self.element("cell.1.0", in: rest))
        #expect(Self.near(airplane["y"], (row["y"] ?? .nan) + (44 - 31) / 2))
        #expect(Self.near(row["x"], 16) && Self.near(row["width"], 393 - 32))
    }

    // MARK: - profile

    /// Rule 5.1 with `{ "columns": 3 }` and 1 pt gaps: (393 - 2 x 1) / 3 = 130.333 wide, square
    /// (`aspectRatio` 1), three a line at x 0, 131.333 and 262.667; the fourth starts the next line
    /// 130.333 + 1 lower.
    @Test func profilePostsAreThreeSquaresALine() throws {
        let start = try Self.frames(["profile", "--frames", "1"])[0]
        let side = (393.0 - 2) / 3
        let first = try #require(Self.element("cell.1.0", in: start))
        for column in 0..<3 {
            let item = try #require(Self.element("cell.1.\(column)", in: start))
            #expect(Self.near(item["x"], Double(column) * (side + 1)))
            #expect(Self.near(item["y"], first["y"] ?? .nan))
            #expect(Self.near(item["width"], side) && Self.near(item["height"], side))
        }
        let fourth = try #require(Self.element("cell.1.3", in: start))
        #expect(Self.near(fourth["x"], 0))
        #expect(Self.near(fourth["y"], (first["y"] ?? .nan) + side + 1))
    }

    /// Rule 5.5 with rules 7.4 and 2.2: the Posts/Reels/Tagged strip (section 1's header, 44 pt) pins
    /// at `off + adj.top`: at the path's end the large title has collapsed, so in the window that is
    /// the bottom of the inline bar, 54 + 44 = 98. The profile header above it has scrolled away.
    @Test func profileStripPinsUnderTheBar() throws {
        // At rest the bar has its large title: 54 + 44 + 52 (rule 7.4).
        let start = try Self.frames(["profile", "--frames", "3"])[0]
        #expect(Self.near(Self.number(start, "navigationBar", "frame", "height"), 54 + 44 + 52))
        let end = try Self.frames(["profile", "--frames", "3"])[1]  // the path is [start, end, start]
        #expect(Self.near(Self.number(end, "navigationBar", "frame", "height"), Self.collapsedBarBottom))
        #expect(Self.near(Self.number(end, "adjustedContentInset", "top"), Self.collapsedBarBottom))
        let strip = try #require(Self.element("header.1", in: end))
        #expect(Self.near(strip["y"], Self.collapsedBarBottom))
        #expect(Self.near(strip["height"], 44))
        let elements = end["elements"] as? [[String: Any]] ?? []
        let pinned = elements.first { $0["id"] as? String == "header.1" }?["pinned"] as? Bool
        #expect(pinned == true)
        if let header = Self.element("cell.0.0", in: end) {
            #expect((header["y"] ?? 0) + (header["height"] ?? 0) <= Self.collapsedBarBottom)
        }
    }

    /// Both are listed, with their descriptions, after the seed screens (ScenarioLibrary.order).
    @Test func bothAreListed() throws {
        let names = try Binary.run(["--list"]).stdoutText.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        // Other built-ins (feed, ...) join the alphabetical tail.
        #expect(Array(names.prefix(5)) == ["ably", "alarm", "weather", "mypage", "blog"])
        #expect(Array(names.dropFirst(5)) == names.dropFirst(5).sorted())
        #expect(names.contains("profile") && names.contains("settings"))
    }
}
