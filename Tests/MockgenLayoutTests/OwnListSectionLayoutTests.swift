import MockgenDecoding
import Testing

@testable import MockgenLayout

/// One section as a list among group sections (rule 6.10, Docs/uikit-rules.md) on the iPhone 15 Pro
/// (393 x 852), full screen with `.never`: window y = content y - offset.
@Suite struct OwnListSectionLayoutTests {
    /// A first section of one 44 pt row of `fullRow44` (44 pt), then a list section of `rows` 44 pt
    /// items under a 40 pt header, laid out by `configuration`.
    func screen(_ configuration: String, rows: Int = 30) -> Scenario {
        compositionalScenario(
            """
            "sections": [ { \(fullRow44), "items": { "count": 1 } },
              { "list": { \(configuration) }, "header": { "height": 40, "title": "S" }, "items": { "count": \(rows), "height": 44 } } ]
            """)
    }

    /// The same list section alone, under the layout-wide configuration.
    func alone(_ configuration: String, rows: Int = 30) -> Scenario {
        compositionalScenario(
            """
            "listConfiguration": { \(configuration) },
            "sections": [ { "header": { "height": 40, "title": "S" }, "items": { "count": \(rows), "height": 44 } } ]
            """)
    }

    @Test(arguments: ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"])
    func rule6_10_itemsAndHeaderLookAsUnderTheLayoutWideConfiguration(_ appearance: String) throws {
        // The section starts 44 pt down (the first section's one row), so offset 44 in the screen
        // shows what offset 0 shows in the list alone, decorations included (rules 2.6, 3.4, 6.2);
        // 30 rows, so both lists scroll that far.
        let configuration = "\"appearance\": \"\(appearance)\", \"headerMode\": \"supplementary\""
        let a = frames(screen(configuration), offsets: [44])[0]
        let b = frames(alone(configuration), offsets: [0])[0]
        let header = try #require(a.element("header.1"))
        #expect(header.frame == b.element("header.0")?.frame)
        #expect(header.decoration == b.element("header.0")?.decoration)
        // Items on screen in both, and the same ones off screen (nil) in both.
        #expect(a.element("item.1.0") != nil)
        for i in 0..<30 {
            let item = a.element("item.1.\(i)")
            let twin = b.element("item.0.\(i)")
            #expect(item?.frame == twin?.frame && item?.decoration == twin?.decoration, "item \(i)")
        }
    }

    @Test func rule6_10_aPlainListSectionPinsItsHeaderWhileTheSectionIsOnScreen() throws {
        // Rule 6.2: plain with headerMode supplementary pins. The header's natural y is 44 + 22 (the
        // plain automatic top padding, rule 2.5); at offset 200 it is held at the top, y 0.
        let f = frames(screen("\"appearance\": \"plain\", \"headerMode\": \"supplementary\""), offsets: [0, 200])
        let rest = try #require(f[0].element("header.1"))
        let pinned = try #require(f[1].element("header.1"))
        #expect(rest.frame.y == 44 + TableMetrics.plainHeaderTopPadding && TableMetrics.plainHeaderTopPadding == 22)
        #expect(pinned.frame.y == 0 && pinned.pinned)
    }

    @Test func rule6_10_theSectionPaintsItsAppearancesBackground() throws {
        // Grouped appearances: systemGroupedBackground over the section's bounds (content y 44 to
        // its bottom), across the 393 pt content width; the group section above has none.
        let grouped = frames(
            screen("\"appearance\": \"insetGrouped\", \"headerMode\": \"supplementary\"", rows: 5), offsets: [0])[0]
        let background = try #require(grouped.element("decoration.1"))
        // insetGrouped with a header: header 40, items 5 x 44, grouped default bottom inset 18 (rule 3.2).
        #expect(background.frame == Rect(x: 0, y: 44, width: 393, height: 40 + 5 * 44 + 18))
        #expect(background.decoration.defaultFill == .semantic("systemGroupedBackground"))
        #expect(grouped.element("decoration.0") == nil)
        let plain = frames(screen("\"appearance\": \"plain\"", rows: 5), offsets: [0])[0]
        #expect(plain.element("decoration.1")?.decoration.defaultFill == .semantic("systemBackground"))
        // The layout-wide list paints the collection view instead (SVGFrameRenderer): no element.
        let wide = frames(alone("\"appearance\": \"insetGrouped\"", rows: 5), offsets: [0])[0]
        #expect(!wide.elements.contains { $0.kind == .decoration })
    }
}
