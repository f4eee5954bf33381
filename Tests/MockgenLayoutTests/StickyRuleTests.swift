import Testing

@testable import MockgenLayout

/// Sections laid end to end, each a header of `header` points, `body` points of items and a
/// footer of `footer` points: section s starts at s x (header + body + footer).
struct EvenSections: StickySections {
    var stickyRule: StickyRule
    var count = 10
    var header = 40.0, body = 300.0, footer = 0.0
    var pitch: Double { header + body + footer }
    var sectionCount: Int { count }
    var contentSize: Size { Size(width: 393, height: Double(count) * pitch) }
    func sectionMinY(_ s: Int) -> Double { Double(s) * pitch }
    func sectionMaxY(_ s: Int) -> Double { Double(s + 1) * pitch }
    func headerSpan(_ s: Int) -> (y: Double, height: Double) { (sectionMinY(s), header) }
    func footerSpan(_ s: Int) -> (y: Double, height: Double) { (sectionMaxY(s) - footer, footer) }
    var sectionColumn: (x: Double, width: Double) { (0, 393) }
}

/// The one sticky rule (Sticky/StickySupplementaryViews.swift) with the parameters of the list
/// kinds planned next, on a 393 x 852 list whose adjusted top inset is 100.
@Suite struct StickyRuleTests {
    static func viewport(_ offset: Double) -> Viewport {
        Viewport(offset: offset, adjustedInset: Insets(top: 100), listFrame: Rect(x: 0, y: 0, width: 393, height: 852))
    }

    /// Compose `stickyHeader` (androidx LazyListHeaders.kt, findOrComposeLazyListHeader): the header
    /// sits at max(-beforeContentPadding, its offset), so at the viewport's edge and not below the
    /// top padding, then at most the next header's offset less its own size.
    @Test func composeStickyHeaderPinsAtTheBoundsAndIsReplacedByTheNextHeader() throws {
        let list = EvenSections(stickyRule: StickyRule(headers: true, footers: false, headerLimit: .nextHeader, edges: .bounds))
        // Offset 100: header 0 (natural y 0) sits at the bounds' top, y = 100, not at 100 + 100.
        let lines = list.pinLines(Self.viewport(100))
        #expect(lines.top == 100)
        #expect(try #require(list.header(0, lines: lines)).y == 100)
        // Offset 320: the next header's natural y is 340, so header 0 stops at 340 - 40 = 300.
        #expect(try #require(list.header(0, lines: list.pinLines(Self.viewport(320)))).y == 340 - 40)
        // Header 1 starts to move once the bounds' top passes 340: the threshold is 340, no inset.
        let thresholds = list.stickyThresholds(adjustedInset: Insets(top: 100), boundsHeight: 852, offsets: 0...700)
        #expect(thresholds == [0, 340, 680])
    }

    /// Rules 2.2 and 6.1 (Docs/uikit-rules.md): pushed off by the end of its own section, footer included. With a
    /// 30-point footer the section ends at 40 + 300 + 30 = 370.
    @Test func sectionEndIncludesTheFooter() throws {
        let list = EvenSections(stickyRule: StickyRule(headers: true, footers: false), footer: 30)
        // T = 300 + 100 = 400 is past 370 - 40 = 330: the header stops there.
        #expect(try #require(list.header(0, lines: list.pinLines(Self.viewport(300)))).y == 370 - 40)
        // T = 150 + 100 = 250: pinned at T.
        #expect(try #require(list.header(0, lines: list.pinLines(Self.viewport(150)))).y == 250)
    }

    /// Rule 5.5 (Docs/uikit-rules.md; S7): with the lines held in the scroll range, a pull past the top (offset -250,
    /// range starting at -100) pins nothing anew: header 0 stays at its natural 0 and the pin line
    /// is that of offset -100, T = -100 + 100 = 0.
    @Test func heldLinesDoNotMoveWhileOverscrolled() throws {
        let held = EvenSections(stickyRule: StickyRule(headers: true, footers: false, heldInScrollRange: true))
        let lines = held.pinLines(Self.viewport(-250))
        #expect(lines.top == 0)
        let header = try #require(held.header(0, lines: lines))
        #expect(header.y == 0 && !header.pinned)
        // Without holding (a plain table, rule 2.2, Docs/uikit-rules.md) T = -250 + 100 = -150 < 0: the header also stays
        // at 0, as it moves with the content when pulled down.
        let table = EvenSections(stickyRule: .table(style: .plain))
        #expect(try #require(table.header(0, lines: table.pinLines(Self.viewport(-250)))).y == 0)
    }

    /// The sections meeting the bounds are found by binary search: offset 700 shows
    /// 700..<1552, that is sections 2 (680..<1020) through 4 (1360..<1700).
    @Test func sectionsMeetingTheBounds() {
        let list = EvenSections(stickyRule: .table(style: .plain), count: 100_000)
        #expect(list.sections(meeting: Self.viewport(700)) == 2..<5)
    }
}
