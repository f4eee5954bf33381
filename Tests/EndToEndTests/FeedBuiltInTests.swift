import Foundation
import Testing

/// The built-in `feed` (Docs/seed-screens.md#feed) through the built binary, on the iPhone 15 Pro (393 x 852)
/// under a system bar: the list's adjusted top inset is the bar's bottom, 54 (status bar, rule 7.4,
/// Docs/uikit-rules.md) + 44 (rule 7.1) = 98, and the rest offset is -98 (rule 1.3).
@Suite struct FeedBuiltInTests {
    static let barBottom = 59.0 - 5 + 44
    static let width = 393.0
    /// Section content width: 393 less contentInsets leading and trailing (16 each).
    static let column = 393.0 - 16 - 16
    /// Section 0: header 44, contentInsets.top 8, a row of 180, contentInsets.bottom 16 (rule 6.8).
    static let section0 = 44.0 + 8 + 180 + 16
    /// Section 1 starts interSectionSpacing (8) below section 0.
    static let section1Top = section0 + 8

    static func frames(_ arguments: [String] = []) throws -> [[String: Any]] {
        try SettingsAndProfileBuiltInTests.frames(["feed"] + arguments)
    }

    static func element(_ id: String, _ frame: [String: Any]) -> [String: Double]? {
        SettingsAndProfileBuiltInTests.element(id, in: frame)
    }

    static func near(_ a: Double?, _ b: Double) -> Bool { SettingsAndProfileBuiltInTests.near(a, b) }

    static func events(_ frame: [String: Any]) -> [String] { frame["events"] as? [String] ?? [] }

    @Test func atRestTheCarouselSitsOnItsBackgroundUnderTheBar() throws {
        let rest = try #require(try Self.frames(["--frames", "2"]).first)
        #expect(Self.near(SettingsAndProfileBuiltInTests.number(rest, "contentOffset"), -Self.barBottom))
        // Rule 6.7: the background spans the whole section across the content width.
        let background = try #require(Self.element("decoration.0", rest))
        #expect(background == ["x": 0, "y": Self.barBottom, "width": Self.width, "height": Self.section0])
        // The header follows the section's insets (supplementariesFollowContentInsets, Apple).
        #expect(Self.element("header.0", rest) == ["x": 16, "y": Self.barBottom, "width": Self.column, "height": 44])
        // Rule 6.5: groups 0.42 of the section's width, 12 apart, from the leading inset; the third
        // runs past the right edge and is clipped there, the fourth is not drawn.
        let groupWidth = 0.42 * Self.column
        let y = Self.barBottom + 44 + 8
        let first = try #require(Self.element("item.0.0", rest))
        #expect(first["x"] == 16 && first["y"] == y && first["height"] == 180)
        #expect(Self.near(first["width"], groupWidth))
        #expect(Self.near(Self.element("item.0.1", rest)?["x"], 16 + groupWidth + 12))
        #expect(Self.near(Self.element("item.0.2", rest)?["x"], 16 + 2 * (groupWidth + 12)))
        #expect(Self.element("item.0.3", rest) == nil)
    }

    @Test func theGridSelfSizesItsCardsAndEachRowTakesItsTallest() throws {
        let rest = try #require(try Self.frames(["--frames", "2"]).first)
        // Two columns of (361 - 12) / 2 = 174.5, 12 apart (rule 6.3).
        let w = (Self.column - 12) / 2
        let top = Self.barBottom + Self.section1Top + 44 + 8
        // Rule 6.4: a card is its photo (width x aspect ratio), 6 of spacing and its caption: one
        // line of subheadline (15 pt: 15 x 2444 / 2048 = 17.9, rounded up to the 1/3 pt pixel: 18,
        // Docs/decisions.md, Text), two lines 36.
        let one = w * 1.25 + 6 + 18
        #expect(Self.element("item.1.0", rest) == ["x": 16, "y": top, "width": w, "height": one])
        #expect(Self.near(Self.element("item.1.1", rest)?["x"], 16 + w + 12))
        // Row 2: a tall photo with two lines, and a square with one: each keeps its own height, the
        // row is as tall as the taller.
        let tall = w * 0.75 + 6 + 36
        let square = w * 1 + 6 + 18
        #expect(Self.near(Self.element("item.1.2", rest)?["height"], tall))
        #expect(Self.near(Self.element("item.1.3", rest)?["height"], square))
        #expect(Self.near(Self.element("item.1.2", rest)?["y"], top + one + 12))
        let later = try #require(try Self.frames(["--offsets", "200"]).first)
        // Row 3 starts after the taller of row 2 and the spacing: at offset 200, 298 higher on screen.
        #expect(
            Self.near(Self.element("item.1.4", later)?["y"], top + one + 12 + max(tall, square) + 12 - (200 + Self.barBottom)))
    }

    @Test func theGridHeaderPinsUnderTheBarAndIsPushedOffByTheNextPinnedHeader() throws {
        let frames = try Self.frames(["--frames", "12"])
        // Rule 6.1: "For you" pins when T = offset + 98 reaches its natural y (section 1's top).
        let pins = try #require(frames.first { Self.events($0).contains("header.1 pins") })
        #expect(Self.near(SettingsAndProfileBuiltInTests.number(pins, "contentOffset"), Self.section1Top - Self.barBottom))
        #expect(Self.near(Self.element("header.1", pins)?["y"], Self.barBottom))
        // While "Recent" pins, the end of section 1 (8 above header 2) has pushed "For you" up:
        // y = sectionEnd - 44 = (98 - 8) - 44.
        let next = try #require(frames.first { Self.events($0).contains("header.2 pins") })
        #expect(Self.near(Self.element("header.2", next)?["y"], Self.barBottom))
        #expect(Self.near(Self.element("header.1", next)?["y"], Self.barBottom - 8 - 44))
        // Pinned headers (zIndex 2) draw over the cards that scroll under them.
        let ids = (next["elements"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(try #require(ids.firstIndex(of: "header.2")) > #require(ids.lastIndex { $0.hasPrefix("item.") }))
    }

    @Test func theFlipbookRendersAndValidates() throws {
        let run = try Binary.run(["feed", "--frames", "6"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let page = String(decoding: run.stdout, as: UTF8.self)
        #expect(page.contains("data-id=\"decoration.0\""))
        #expect(page.contains("data-id=\"item.1.0\""))
        let list = try Binary.run(["--list"])
        #expect(String(decoding: list.stdout, as: UTF8.self).contains("feed"))
    }
}
