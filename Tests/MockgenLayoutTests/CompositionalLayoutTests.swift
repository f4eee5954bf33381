import MockgenDecoding
import Testing

@testable import MockgenLayout

/// A full-screen compositional layout on the iPhone 15 Pro (393 x 852), `.never` unless `extra`
/// says otherwise: window y = content y - offset.
func compositionalScenario(_ list: String, extra: String = "", behavior: String = "never") -> Scenario {
    let json = """
        { "name": "c", \(extra) "list": { "kind": "compositional", "contentInsetAdjustmentBehavior": "\(behavior)", \(list) } }
        """
    do { return try ScenarioDecoder.decode(Array(json.utf8), source: "c.json").base } catch {
        Issue.record("\(error)")
        fatalError()
    }
}

/// `{ "widthDimension": ..., "heightDimension": ... }` from two dimension objects.
func size(_ width: String, _ height: String) -> String {
    "{ \"widthDimension\": \(width), \"heightDimension\": \(height) }"
}

/// A group of `direction` of `group` size holding items of `item` size.
func group(_ group: String, item: String, direction: String = "horizontal", more: String = "") -> String {
    "\"group\": { \"direction\": \"\(direction)\", \"layoutSize\": \(group), \"subitem\": { \"layoutSize\": \(item) } \(more) }"
}

let fullRow44 = group(
    size("{\"fractionalWidth\": 1}", "{\"absolute\": 44}"),
    item: size("{\"fractionalWidth\": 1}", "{\"fractionalHeight\": 1}"))

func header(_ height: Double, _ more: String = "") -> String {
    """
    "boundarySupplementaryItems": [ { "alignment": "top", "title": "H", \(more)
      "layoutSize": \(size("{\"fractionalWidth\": 1}", "{\"absolute\": \(height)}")) } ]
    """
}

func item(_ f: FrameLayout, _ s: Int, _ i: Int) -> Rect? { f.element("item.\(s).\(i)")?.frame }

/// UICollectionViewCompositionalLayout, vertical (rules 6.1-6.9, Docs/uikit-rules.md).
@Suite struct CompositionalLayoutTests {
    // MARK: - Sections and groups (rules 6.3, 6.8)

    @Test func rule6_8_aSectionStacksHeaderInsetsGroupsSpacingInsetsFooterThenInterSectionSpacing() throws {
        let footer = """
            { "alignment": "bottom", "layoutSize": \(size("{\"fractionalWidth\": 1}", "{\"absolute\": 30}")) }
            """
        let section = """
            { \(fullRow44), "interGroupSpacing": 10,
              "contentInsets": { "top": 8, "leading": 16, "bottom": 8, "trailing": 16 },
              "boundarySupplementaryItems": [ { "alignment": "top", "layoutSize": \(size("{\"fractionalWidth\": 1}", "{\"absolute\": 40}")) }, \(footer) ],
              "items": { "count": 3 } }
            """
        let scenario = compositionalScenario("\"interSectionSpacing\": 20, \"sections\": [\(section), \(section)]")
        let f = frames(scenario, offsets: [0])[0]
        // supplementariesFollowContentInsets (Apple, default true): the header is inset like the items.
        #expect(f.element("header.0")?.frame == Rect(x: 16, y: 0, width: 393 - 16 - 16, height: 40))
        // Items: below the header, then contentInsets.top; 44 tall, 10 apart (interGroupSpacing).
        #expect(item(f, 0, 0) == Rect(x: 16, y: 40 + 8, width: 361, height: 44))
        #expect(item(f, 0, 1)?.y == Double(40 + 8 + 44 + 10))
        #expect(item(f, 0, 2)?.y == Double(40 + 8 + 2 * (44 + 10)))
        // Footer after the last group and contentInsets.bottom.
        let footerY: Double = 40 + 8 + 3 * 44 + 2 * 10 + 8
        #expect(f.element("footer.0")?.frame == Rect(x: 16, y: footerY, width: 361, height: 30))
        // Section 1 starts interSectionSpacing (20) below section 0's end.
        let top1: Double = footerY + 30 + 20
        #expect(f.element("header.1")?.frame.y == top1)
        #expect(f.contentSize.height == 2 * (footerY + 30) + 20)
    }

    @Test func rule6_3_aGroupWithCountSharesItsWidthAmongItsItems() throws {
        let grid = group(
            size("{\"fractionalWidth\": 1}", "{\"absolute\": 100}"),
            item: size("{\"fractionalWidth\": 1}", "{\"fractionalHeight\": 1}"),
            more: ", \"count\": 2, \"interItemSpacing\": 10")
        let f = frames(
            compositionalScenario("\"sections\": [{ \(grid), \"interGroupSpacing\": 10, \"items\": { \"count\": 5 } }]"),
            offsets: [0])[0]
        // horizontal(layoutSize:subitem:count:): (393 - 10) / 2 = 191.5 each, 10 between.
        let w = (393.0 - 10) / 2
        #expect(item(f, 0, 0) == Rect(x: 0, y: 0, width: w, height: 100))
        #expect(item(f, 0, 1) == Rect(x: w + 10, y: 0, width: w, height: 100))
        #expect(item(f, 0, 2) == Rect(x: 0, y: 110, width: w, height: 100))
        // Five items: the third group holds item 4 alone, in the first column.
        #expect(item(f, 0, 4) == Rect(x: 0, y: 220, width: w, height: 100))
        #expect(f.contentSize.height == 3 * 100 + 2 * 10)
    }

    @Test func rule6_3_withoutCountAHorizontalGroupRepeatsItsItemAsOftenAsItFits() throws {
        let row = group(
            size("{\"fractionalWidth\": 1}", "{\"absolute\": 50}"),
            item: size("{\"absolute\": 100}", "{\"fractionalHeight\": 1}"),
            more: ", \"interItemSpacing\": 10")
        let f = frames(compositionalScenario("\"sections\": [{ \(row), \"items\": { \"count\": 4 } }]"), offsets: [0])[0]
        // (393 + 10) / (100 + 10) = 3.66: three a group, at 0, 110, 220; the fourth starts the next group.
        #expect(item(f, 0, 0)?.x == 0)
        #expect(item(f, 0, 2)?.x == 220)
        #expect(item(f, 0, 3) == Rect(x: 0, y: 50, width: 100, height: 50))
    }

    @Test func rule6_3_itemContentInsetsShrinkTheItemInItsSlotButNotAlongAnEstimatedAxis() throws {
        let fixed = """
            "group": { "layoutSize": \(size("{\"fractionalWidth\": 1}", "{\"absolute\": 100}")), "count": 2,
              "subitem": { "layoutSize": \(size("{\"fractionalWidth\": 1}", "{\"fractionalHeight\": 1}")),
                           "contentInsets": { "top": 5, "leading": 5, "bottom": 5, "trailing": 5 } } }
            """
        var f = frames(compositionalScenario("\"sections\": [{ \(fixed), \"items\": { \"count\": 2 } }]"), offsets: [0])[0]
        // Slots of 393 / 2 = 196.5; the item is 5 in from every edge of its slot (Apple, contentInsets).
        #expect(item(f, 0, 1) == Rect(x: 196.5 + 5, y: 5, width: 196.5 - 10, height: 90))
        let estimated = """
            "group": { "layoutSize": \(size("{\"fractionalWidth\": 1}", "{\"estimated\": 100}")), "count": 2,
              "subitem": { "layoutSize": \(size("{\"fractionalWidth\": 1}", "{\"estimated\": 100}")),
                           "contentInsets": { "top": 5, "leading": 5, "bottom": 5, "trailing": 5 } } }
            """
        f =
            frames(
                compositionalScenario("\"sections\": [{ \(estimated), \"items\": [ { \"height\": 80 }, { \"height\": 60 } ] }]"),
                offsets: [0])[0]
        // Apple's note on contentInsets: ignored along an estimated axis, so the heights stay 80 and 60, at y 0.
        #expect(item(f, 0, 0) == Rect(x: 5, y: 0, width: 196.5 - 10, height: 80))
        #expect(item(f, 0, 1) == Rect(x: 196.5 + 5, y: 0, width: 196.5 - 10, height: 60))
    }

    @Test func rule6_8_layoutMarginsReferenceMeasuresContentInsetsFromTheMargins() throws {
        let section =
            "{ \(fullRow44), \"contentInsetsReference\": \"layoutMargins\", \"contentInsets\": { \"leading\": 4 }, \"items\": { \"count\": 1 } }"
        let f = frames(compositionalScenario("\"sections\": [\(section)]"), offsets: [0])[0]
        // UIView.layoutMargins on a 393 pt phone: 16 (rule 3.4); the section's insets start there.
        #expect(item(f, 0, 0) == Rect(x: 16 + 4, y: 0, width: 393 - 16 - 4 - 16, height: 44))
        // The configuration's default reference, safeArea, adds nothing in portrait (no side safe area).
        let plain = frames(compositionalScenario("\"sections\": [{ \(fullRow44), \"items\": { \"count\": 1 } }]"), offsets: [0])[
            0]
        #expect(item(plain, 0, 0)?.x == 0)
    }

    // MARK: - Boundary items (rule 6.1, through the sticky rule)

    func pinned(
        _ pin: Bool, sections: Int = 3, extra: String = "", behavior: String = "never",
        zIndex: Int = 2
    ) -> Scenario {
        let section =
            "{ \(fullRow44), \(header(40, "\"pinToVisibleBounds\": \(pin), \"zIndex\": \(zIndex),")), \"items\": { \"count\": 10 } }"
        return compositionalScenario(
            "\"sections\": [\(Array(repeating: section, count: sections).joined(separator: ","))]",
            extra: extra, behavior: behavior)
    }

    @Test func rule6_1_aPinnedHeaderStaysWhileItsSectionShowsAndIsPushedOffByItsEnd() throws {
        // Each section: header 40 + 10 x 44 = 480.
        let pitch = 40 + 10 * 44.0
        let offsets = [100, pitch - 20, pitch + 100]
        let fs = frames(pinned(true), offsets: offsets)
        // Offset 100: T = 100 (no insets): at the top of the screen, pinned.
        #expect(fs[0].element("header.0")?.frame.y == 0)
        #expect(fs[0].element("header.0")?.pinned == true)
        // Offset 460: the section ends at 480, so the header sits at 480 - 40 = 440: window 440 - 460.
        #expect(
            fs[1].element("header.0")?.frame.y == floatingHeaderY(
                naturalY: 0, height: 40, pinLine: pitch - 20,
                sectionEnd: pitch) - (pitch - 20))
        #expect(fs[1].element("header.0")?.frame.y == -20)
        // Offset 580: section 0 is gone; header 1 pins.
        #expect(fs[2].element("header.0") == nil)
        #expect(fs[2].element("header.1")?.frame.y == 0)
    }

    @Test func rule6_1_pinnedHeadersFollowThePlainTablesFormulaAtEveryOffset() throws {
        // Same sections as a plain table with 40 pt headers, 10 rows of 44 and no padding: rule 2.2
        // places both kinds' headers by the one formula.
        let table = plainTable(sections: 3, rows: 10, header: 40)
        let offsets = stride(from: 0.0, through: 1000, by: 37).map { $0 }
        let c = frames(pinned(true), offsets: offsets)
        let t = frames(table, offsets: offsets)
        for (cf, tf) in zip(c, t) {
            for s in 0..<3 {
                #expect(cf.element("header.\(s)")?.frame == tf.element("header.\(s)")?.frame, "offset \(cf.contentOffset)")
                #expect(cf.element("header.\(s)")?.pinned == tf.element("header.\(s)")?.pinned)
            }
        }
    }

    @Test func rule6_1_withoutPinToVisibleBoundsAHeaderScrollsAwayUnlikeAPlainTables() throws {
        // Apple: pinToVisibleBounds defaults to false; a plain table's header floats (rule 2.2).
        let f = frames(pinned(false), offsets: [20])[0]
        #expect(f.element("header.0")?.frame == Rect(x: 0, y: -20, width: 393, height: 40))
        #expect(f.element("header.0")?.pinned == false)
        let t = frames(plainTable(sections: 3, rows: 10, header: 40), offsets: [20])[0]
        #expect(t.element("header.0")?.frame.y == 0)
    }

    @Test func rule6_1_aPinnedHeaderPinsAtTheAdjustedContentInsetLine() throws {
        // automatic under a system navigation bar: adj.top = the bar's bottom, the status bar (54 on
        // the iPhone 15 Pro: 59 - 5, rule 7.4) + 44 (rule 7.1) = 98 (rule 1.2).
        // Rules 7.1 and 7.4 are iOS 17 and 18's bars (rule 9.1 has 26's).
        let scenario = pinned(
            true, extra: "\"iosVersion\": 18, \"navigationBar\": { \"title\": \"Feed\" },", behavior: "automatic")
        let f = frames(scenario, offsets: [200])[0]
        #expect(f.adjustedContentInset.top == 59 - 5 + 44)
        // T = off + 98: the header's window y is 98, just under the bar.
        #expect(f.element("header.0")?.frame.y == Double(59 - 5 + 44))
    }

    @Test func rule6_1_theWalkReportsWhereAPinnedHeaderStartsToPin() throws {
        // Content 3 x 480 = 1440 on 852 pt: the range ends at 588.
        let layout = try LayoutRun.layOut(base: pinned(true), selection: .offsets([0, 588]), fonts: nil)
        let labels = layout.variants[0].events.map { "\($0.label) \($0.offset)" }
        // Header 0 pins at once (T = 0 = its y); header 1's natural y is 480: it pins as T passes it,
        // when header 0, pushed off by its section's end, leaves the screen.
        #expect(labels == ["header.0 pins 0.0", "header.0 unpins 480.0", "header.1 pins 480.0"])
    }

    @Test func rule6_1_aPinnedFooterFloatsAtTheBottomLineAsAPlainTablesDoes() throws {
        let footer = """
            "boundarySupplementaryItems": [ { "alignment": "bottom", "pinToVisibleBounds": true, "title": "F",
              "layoutSize": \(size("{\"fractionalWidth\": 1}", "{\"absolute\": 30}")) } ]
            """
        let section = "{ \(fullRow44), \(footer), \"items\": { \"count\": 10 } }"
        let f = frames(compositionalScenario("\"sections\": [\(section), \(section)]"), offsets: [0])[0]
        // Section 1 spans 470...940 (10 x 44 + 30 each); its footer's natural y is 910, below B = 852:
        // rule 2.3 holds it at B - 30, no higher than its section's start.
        let y = floatingFooterY(naturalY: 910, height: 30, bottomLine: 852, sectionStart: 470)
        #expect(y == 852 - 30)
        #expect(f.element("footer.1")?.frame.y == y)
        #expect(f.element("footer.1")?.pinned == true)
        // Section 0's footer is at its natural place (440 + 30 <= 852).
        #expect(f.element("footer.0")?.frame.y == 440)
        #expect(f.element("footer.0")?.pinned == false)
    }

    @Test func rule6_8_supplementaryContentInsetsReferenceChoosesTheHeadersEdges() throws {
        let section = """
            { \(fullRow44), "supplementaryContentInsetsReference": "layoutMargins", \(header(40)), "items": { "count": 1 } }
            """
        let f = frames(compositionalScenario("\"sections\": [\(section)]"), offsets: [0])[0]
        // The header starts at the layout margins (16 on a 393 pt phone), the items at the safe area (0).
        #expect(f.element("header.0")?.frame == Rect(x: 16, y: 0, width: 393 - 32, height: 40))
        #expect(item(f, 0, 0) == Rect(x: 0, y: 40, width: 393, height: 44))
    }

    @Test func rule6_1_aHeaderThatDoesNotExtendTheBoundaryOverlapsTheItems() throws {
        let section = "{ \(fullRow44), \(header(40, "\"extendsBoundary\": false,")), \"items\": { \"count\": 2 } }"
        let f = frames(compositionalScenario("\"sections\": [\(section)]"), offsets: [0])[0]
        // Apple, extendsBoundary: false does not add to the section's area: items start at the section's top.
        #expect(f.element("header.0")?.frame.y == 0)
        #expect(item(f, 0, 0)?.y == 0)
        #expect(f.contentSize.height == 2 * 44)
    }

    @Test func rule6_6_aHeaderAtZIndex0DrawsUnderTheCellsAndARaisedOneOverThem() throws {
        let under = frames(pinned(true, zIndex: 0), offsets: [100])[0]
        let ids = under.elements.map(\.id)
        // Later elements draw on top: at zIndex 0 the pinned header is drawn before the items it covers.
        #expect(try #require(ids.firstIndex(of: "header.0")) < #require(ids.firstIndex(of: "item.0.2")))
        let over = frames(pinned(true, zIndex: 2), offsets: [100])[0].elements.map(\.id)
        #expect(try #require(over.firstIndex(of: "header.0")) > #require(over.lastIndex { $0.hasPrefix("item.") }))
    }

    // MARK: - Decoration (rule 6.7)

    @Test func rule6_7_aSectionBackgroundSpansItsSectionLessItsInsetsBehindEverything() throws {
        let section = """
            { \(fullRow44), "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 },
              "decorationItems": [ { "contentInsets": { "top": 4, "leading": 4, "bottom": 4, "trailing": 4 }, "color": "systemGray6" } ],
              "items": { "count": 3 } }
            """
        let f = frames(compositionalScenario("\"sections\": [\(section)]"), offsets: [0])[0]
        // Section height 10 + 3 x 44 + 10 = 152; the background is inset 4 on every side.
        #expect(f.element("decoration.0")?.frame == Rect(x: 4, y: 4, width: 393 - 8, height: 152 - 8))
        #expect(f.elements.first?.id == "decoration.0")
    }

    // MARK: - Orthogonal scrolling (rule 6.5)

    func carousel(_ behavior: String, offset: Double? = nil) -> Scenario {
        let row = group(
            size("{\"fractionalWidth\": 0.8}", "{\"absolute\": 120}"),
            item: size("{\"fractionalWidth\": 1}", "{\"fractionalHeight\": 1}"))
        let offsetKey = offset.map { ", \"orthogonalOffset\": \($0)" } ?? ""
        return compositionalScenario(
            """
            "sections": [ { \(row), "interGroupSpacing": 10, "contentInsets": { "leading": 16, "trailing": 16 },
                            "orthogonalScrollingBehavior": "\(behavior)"\(offsetKey), "items": { "count": 6 } },
                          { \(fullRow44), "items": { "count": 1 } } ]
            """)
    }

    @Test func rule6_5_anOrthogonalSectionIsOneRowAtItsRestPositionClippedAtTheScreen() throws {
        let f = frames(carousel("continuous"), offsets: [0])[0]
        // Groups are 0.8 of the section's width (393 - 32 = 361): 288.8, 10 apart from the leading inset 16.
        let w = 0.8 * 361
        #expect(item(f, 0, 0) == Rect(x: 16, y: 0, width: w, height: 120))
        #expect(item(f, 0, 1)?.x == 16 + w + 10)
        // The third starts at 16 + 2 x 298.8 = 613.6, past the screen's right edge (393): not drawn.
        #expect(item(f, 0, 2) == nil)
        // The section is one row tall: the next section starts at 120.
        #expect(item(f, 1, 0)?.y == 120)
    }

    @Test func rule6_5_aScenarioOffsetMovesTheRowAcross() throws {
        let f = frames(carousel("groupPaging", offset: 300), offsets: [0])[0]
        let w = 0.8 * 361
        // Everything moves 300 to the left: item 0 at 16 - 300 (partly on screen), item 2 at 613.6 - 300.
        #expect(item(f, 0, 0)?.x == Double(16 - 300))
        #expect(item(f, 0, 2)?.x == 16 + 2 * (w + 10) - 300)
        #expect(item(f, 0, 3) == nil)
    }

    @Test func rule6_5_groupPagingCenteredRestsWithTheFirstGroupCentred() throws {
        let f = frames(carousel("groupPagingCentered"), offsets: [0])[0]
        #expect(item(f, 0, 0)?.x == (393 - 0.8 * 361) / 2)
    }

    // MARK: - Self-sizing (rule 6.4)

    @Test func rule6_4_aTwoColumnGridWithEstimatedHeightsTakesEachRowFromItsTallestItem() throws {
        let grid = """
            "group": { "layoutSize": \(size("{\"fractionalWidth\": 1}", "{\"estimated\": 200}")), "count": 2, "interItemSpacing": 8,
              "subitem": { "layoutSize": \(size("{\"fractionalWidth\": 1}", "{\"estimated\": 200}")) } }
            """
        let items =
            "[ { \"height\": 100 }, { \"height\": 150 }, { \"content\": { \"box\": true, \"height\": 90 } }, { \"height\": 60 } ]"
        let f = frames(
            compositionalScenario("\"sections\": [{ \(grid), \"interGroupSpacing\": 8, \"items\": \(items) }]"),
            offsets: [0])[0]
        let w = (393.0 - 8) / 2
        // Row 1: 100 and 150 tall items; the row (group) is 150. Items keep their own heights.
        #expect(item(f, 0, 0) == Rect(x: 0, y: 0, width: w, height: 100))
        #expect(item(f, 0, 1) == Rect(x: w + 8, y: 0, width: w, height: 150))
        // Row 2 starts 150 + 8 down; item 2 is measured from its content (a 90 pt box), as a table row is.
        #expect(item(f, 0, 2) == Rect(x: 0, y: 158, width: w, height: 90))
        #expect(f.contentSize.height == 150 + 8 + 90)
    }

    @Test func rule6_4_anItemWithNothingToMeasureKeepsItsEstimate() throws {
        let list = """
            "sections": [ { "group": { "layoutSize": \(size("{\"fractionalWidth\": 1}", "{\"estimated\": 70}")),
              "subitem": { "layoutSize": \(size("{\"fractionalWidth\": 1}", "{\"estimated\": 70}")) } }, "items": { "count": 2 } } ]
            """
        let f = frames(compositionalScenario(list), offsets: [0])[0]
        #expect(item(f, 0, 1) == Rect(x: 0, y: 70, width: 393, height: 70))
    }

    // MARK: - Many items

    @Test func tenMillionItemsCostWhatIsVisible() throws {
        let list = "\"sections\": [ { \(fullRow44), \"items\": { \"count\": 10000000 } } ]"
        let f = frames(compositionalScenario(list), offsets: [44 * 5_000_000])[0]
        #expect(item(f, 0, 5_000_000)?.y == 0)
        #expect(f.elements.count == Int((852.0 / 44).rounded(.up)))
    }
}
