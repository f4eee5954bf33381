import Testing

@testable import MockgenLayout

/// Plain-style floating headers and footers (Docs/uikit-rules.md, rules 2.1-2.3).
/// Sections of 30 rows x 44 pt under a 40 pt header: each section is L = 40 + 30 x 44 = 1360 tall.
@Suite struct PlainTableTests {
    let header = 40.0
    let sectionHeight = 40.0 + 30 * 44

    func y(_ id: String, _ frame: FrameLayout) -> Double? { frame.element(id)?.frame.y }

    @Test func rule2_2_headerScrollsWithContentBeforeItsSectionReachesThePinLine() {
        let f = frames(plainTable(sections: 3, rows: 30), offsets: [0])[0]
        #expect(y("header.0", f) == 0)
        #expect(f.element("header.0")?.pinned == false)
        // header.1 is at content y L: off screen at offset 0 (852 < 1360), so not produced.
        #expect(f.element("header.1") == nil)
    }

    @Test func rule2_2_headerFloatsAtThePinLineInsideItsSection() {
        let f = frames(plainTable(sections: 3, rows: 30), offsets: [100])[0]
        // T = off + adj.top = 100 (.never, no inset): y = max(0, 100) -> window 100 - 100 = 0.
        #expect(y("header.0", f) == 0)
        #expect(f.element("header.0")?.pinned == true)
    }

    @Test func rule2_2_endOfSectionPushesTheHeaderOff() {
        // y = min(max(natY, T), nextTop - H): at off = L - 20, nextTop - H = L - 40 < T.
        let off = sectionHeight - 20
        let f = frames(plainTable(sections: 3, rows: 30), offsets: [off])[0]
        #expect(y("header.0", f) == (sectionHeight - header) - off)  // -20: half pushed off
        #expect(f.element("header.0")?.pinned == true)
        #expect(y("header.1", f) == sectionHeight - off)  // 20, natural place
        #expect(f.element("header.1")?.pinned == false)
    }

    @Test func rule2_2_nextHeaderTakesOverAtTheBoundary() {
        let f = frames(plainTable(sections: 3, rows: 30), offsets: [sectionHeight])[0]
        #expect(f.element("header.0") == nil)  // pushed fully above the bounds
        #expect(y("header.1", f) == 0)
        #expect(f.element("header.1")?.pinned == false)  // T == natY: in place, not displaced
    }

    @Test func rule2_2_lastSectionHeaderFloatsUntilItsOwnEnd() {
        let off = 2 * sectionHeight + 300
        let f = frames(plainTable(sections: 3, rows: 30), offsets: [off])[0]
        #expect(y("header.2", f) == 0)
        #expect(f.element("header.2")?.pinned == true)
    }

    @Test func rule2_2_pinLineIncludesTheAdjustedTopInset() {
        // A system bar (44 pt, rule 7.1, Docs/uikit-rules.md) under .automatic starts at the 54 pt status bar of the
        // Dynamic Island, not the 59 pt safe area (rule 7.4, Docs/uikit-rules.md): adj.top = 54 + 44 = 98 (rule 1.2).
        let bar = NavigationBarSpec(kind: .system, height: 44, title: "Title")
        let scenario = plainTable(sections: 3, rows: 30, behavior: .automatic, bar: bar)
        let f = frames(scenario, offsets: [-98, 0, 200])
        #expect(f[0].adjustedContentInset == Insets(top: 98, bottom: 34))
        #expect(y("header.0", f[0]) == 98)  // at rest, natural place
        #expect(f[0].element("header.0")?.pinned == false)
        #expect(y("header.0", f[1]) == 98)  // pinned under the bar
        #expect(f[1].element("header.0")?.pinned == true)
        #expect(y("header.0", f[2]) == 98)
    }

    @Test func rule2_5_topPaddingSitsAboveEachHeader() {
        let f = frames(plainTable(sections: 3, rows: 30, padding: 22), offsets: [0])[0]
        #expect(y("header.0", f) == 22)
        #expect(f.contentSize.height == 3 * (22 + sectionHeight))
    }

    // MARK: - Footers (rule 2.3 of Docs/uikit-rules.md, mirror of 2.2)
    // With a 30 pt footer each section is 40 + 1320 + 30 = 1390; footer.0 natY = 1360.

    @Test func rule2_3_footerFloatsAtTheBottomLine() {
        let f = frames(plainTable(sections: 2, rows: 30, footer: 30), offsets: [0, 600])
        // B = off + 852: y = max(min(1360, 852 - 30), 0) = 822 at offset 0.
        #expect(y("footer.0", f[0]) == 852.0 - 30)
        #expect(f[0].element("footer.0")?.pinned == true)
        // At 600 the bottom line passed its natural place: 1360 - 600 = 760.
        #expect(y("footer.0", f[1]) == 1360.0 - 600)
        #expect(f[1].element("footer.0")?.pinned == false)
    }

    @Test func rule2_3_footerStopsAtTheStartOfItsSection() {
        let sectionTop = 1390.0
        // off 560: B - F = 1382 < section top 1390, so footer.1 sits at 1390 (window 830).
        let f = frames(plainTable(sections: 2, rows: 30, footer: 30), offsets: [560, 600])
        #expect(y("footer.1", f[0]) == sectionTop - 560)
        #expect(y("footer.1", f[1]) == 852.0 - 30)
    }

    // MARK: - Only what is on screen

    @Test func onlyVisibleElementsAreProduced() {
        let scenario = plainTable(sections: 1, rows: 1_000_000)
        let off = 44.0 * 500_000
        let f = frames(scenario, offsets: [off])[0]
        let cells = f.elements.filter { $0.kind == .cell }
        // The bounds [off, off + 852] (rule 1.1, Docs/uikit-rules.md) hold rows floor((off - 40) / 44) ... : 20 rows of 44
        // cover 852 = 19 x 44 + 16, plus a partial one at each end.
        #expect(cells.count == 20)
        #expect(cells.first?.item == Int(((off - 40) / 44).rounded(.down)))
        #expect(f.elements.last?.id == "header.0")  // the floating header draws last, on top
    }
}
