import MockgenTestSupport
import Testing

@testable import MockgenLayout

/// A table of `style` on the iPhone 15 Pro, full screen, `.never`: window y = content y - offset.
/// Sections of 30 rows x 44 pt under a 40 pt header.
func styledTable(
    _ style: TableStyle, sections: Int = 3, rows: Int = 30, header: Double? = 40,
    sectionFooterHeight: Dimension = .automatic, tableHeader: ViewSpec? = nil,
    device: Device = .iPhone15Pro
) -> Scenario {
    Scenario(
        name: "styled", device: device,
        list: ListSpec(
            kind: .table(
                TableSpec(
                    style: style, rowHeight: .points(44), sectionFooterHeight: sectionFooterHeight,
                    sectionHeaderTopPadding: 0, tableHeaderView: tableHeader)),
            contentInsetAdjustmentBehavior: .never,
            sections: (0..<sections).map { s in
                SectionSpec(
                    header: header.map { ViewSpec(height: .points($0), title: "S\(s)") },
                    rows: [ViewRun(count: rows, view: ViewSpec())])
            }),
        // Rule 3.4's 10 pt corners are iOS 17 and 18's (rule 9.8 has 26's).
        iosVersion: .iOS18)
}

/// Grouped and insetGrouped tables (Docs/uikit-rules.md, rules 3.1-3.4). Values UIKit does not publish
/// come from `TableMetrics` (Docs/uikit-rules.md, Assumptions): top gap 35, default section spacing 18.
@Suite struct GroupedTableTests {
    let gap = TableMetrics.groupedTopGap
    let spacing = TableMetrics.groupedDefaultSupplementaryHeight
    let section = 40.0 + 30 * 44

    @Test func rule3_3_aGroupedTableWithoutTableHeaderStartsBelowABlankArea() {
        let f = frames(styledTable(.grouped), offsets: [0])[0]
        #expect(f.element("header.0")?.frame.y == 35)
        #expect(gap == 35)
    }

    @Test func rule3_3_aTableHeaderViewRemovesTheBlankArea() {
        let f = frames(styledTable(.grouped, tableHeader: ViewSpec(height: .points(60))), offsets: [0])[0]
        #expect(f.element("header.0")?.frame.y == 60)
    }

    @Test(arguments: [TableStyle.grouped, .insetGrouped])
    func rule3_3_aTableHeaderViewZeroTallCountsAsNone(style: TableStyle) {
        // sunnyxx 2015 (S11, Docs/uikit-rules.md): a header of height 0 is taken as "default" and the gap stays; iZettle/Form
        // PR #23 saw the same. Only a height above 0 removes it (the CGFLOAT_MIN workaround).
        let zero = frames(styledTable(style, tableHeader: ViewSpec(height: .points(0))), offsets: [0])[0]
        #expect(zero.element("header.0")?.frame.y == 35)
        let tiny = frames(styledTable(style, tableHeader: ViewSpec(height: .points(0.001))), offsets: [0])[0]
        #expect(tiny.element("header.0")?.frame.y == 0.001)
    }

    @Test func rule3_3_aPlainTableHasNoBlankAreaWhateverItsTableHeader() {
        let zero = frames(styledTable(.plain, tableHeader: ViewSpec(height: .points(0))), offsets: [0])[0]
        #expect(zero.element("header.0")?.frame.y == 0)
    }

    @Test func rule3_1_groupedHeadersScrollWithTheContent() {
        let f = frames(styledTable(.grouped), offsets: [20, 35 + section + 10])
        #expect(f[0].element("header.0")?.frame.y == 35.0 - 20)
        #expect(f[0].element("header.0")?.pinned == false)
        // header.1 sits after section 0 and its default footer space; it never floats either.
        let header1 = 35 + section + spacing
        #expect(f[1].element("header.1")?.frame.y == header1 - (35 + section + 10))
        #expect(f[1].element("header.1")?.pinned == false)
    }

    @Test func rule3_1_insetGroupedHeadersDoNotFloatEither() {
        let f = frames(styledTable(.insetGrouped), offsets: [300])[0]
        #expect(f.element("header.0") == nil)  // 35..75 is above the bounds at offset 300
    }

    @Test func rule3_2_groupedSectionsGetTheDefaultFooterSpaceWithoutAFooterView() {
        let f = frames(styledTable(.grouped), offsets: [0])[0]
        #expect(f.contentSize.height == 35 + 3 * (section + spacing))
        // No footer view: space only, nothing drawn.
        #expect(!f.elements.contains { $0.kind == .footer })
    }

    @Test func rule3_2_sectionFooterHeightZeroIsATrueZeroOnIOS11AndLater() {
        let f = frames(styledTable(.grouped, sectionFooterHeight: .points(0)), offsets: [0, section])
        #expect(f[0].contentSize.height == 35 + 3 * section)
        #expect(f[1].element("header.1")?.frame.y == 35 + section - section)
    }

    @Test func rule3_2_aSectionWithoutHeaderViewGetsTheDefaultHeaderSpace() {
        let f = frames(styledTable(.grouped, header: nil), offsets: [0])[0]
        #expect(f.element("cell.0.0")?.frame.y == 35 + spacing)
        #expect(f.element("header.0") == nil)
    }

    @Test func rule3_2_plainTablesKeepNoSpaceForMissingViews() {
        let f = frames(styledTable(.plain, header: nil), offsets: [0])[0]
        #expect(f.element("cell.0.0")?.frame.y == 0)
        #expect(f.contentSize.height == 3 * 30 * 44)
    }

    /// Seed 001 (`weather`): one section, the current weather as a header, 40 forecast rows of 60.
    /// Grouped adds a footer gap below the last row unless `sectionFooterHeight = 0`.
    @Test func seed001_groupedAddsAFooterGapBelowTheLastRowThatFooterHeightZeroRemoves() {
        func weather(_ style: TableStyle, footer: Dimension = .automatic) -> Scenario {
            Scenario(
                name: "weather",
                list: ListSpec(
                    kind: .table(
                        TableSpec(
                            style: style, rowHeight: .points(60), sectionFooterHeight: footer,
                            sectionHeaderTopPadding: 0)),
                    contentInsetAdjustmentBehavior: .never,
                    sections: [
                        SectionSpec(
                            header: ViewSpec(height: .points(120), title: "Seoul"),
                            rows: [ViewRun(count: 40, view: ViewSpec())])
                    ]))
        }
        let plain = frames(weather(.plain), offsets: [0])[0]
        let grouped = frames(weather(.grouped), offsets: [0])[0]
        let zero = frames(weather(.grouped, footer: .points(0)), offsets: [0])[0]
        #expect(plain.contentSize.height == 120 + 40 * 60)
        #expect(grouped.contentSize.height == 35 + 120 + 40 * 60 + spacing)
        #expect(zero.contentSize.height == 35 + 120 + 40 * 60)
        // At the end of the scroll range the last row ends `spacing` above the bottom, or at it.
        let end = frames(weather(.grouped), offsets: [1e9])[0]
        #expect(end.element("cell.0.39")?.frame.maxY == 852 - spacing)
        let endZero = frames(weather(.grouped, footer: .points(0)), offsets: [1e9])[0]
        #expect(endZero.element("cell.0.39")?.frame.maxY == 852)
    }

    @Test func rule3_4_insetGroupedRowsAreInsetByTheLayoutMarginsWithRoundedOuterCorners() throws {
        let f = frames(styledTable(.insetGrouped, rows: 3), offsets: [0])[0]
        let first = try #require(f.element("cell.0.0"))
        let middle = try #require(f.element("cell.0.1"))
        let last = try #require(f.element("cell.0.2"))
        // layoutMargins 16 on a 393 pt phone (rule 3.4 of Docs/uikit-rules.md, S16).
        #expect(first.frame == Rect(x: 16, y: 35 + 40, width: 393 - 2 * 16, height: 44))
        #expect(first.decoration.topCornerRadius == 10 && first.decoration.bottomCornerRadius == 0)
        #expect(middle.decoration.topCornerRadius == 0 && middle.decoration.bottomCornerRadius == 0)
        #expect(last.decoration.topCornerRadius == 0 && last.decoration.bottomCornerRadius == 10)
        // The outer separator below the last row is hidden; inner ones start at the text margin.
        #expect(last.decoration.separator == nil)
        #expect(middle.decoration.separator?.left == 16)
        #expect(first.decoration.defaultFill == .semantic("secondarySystemGroupedBackground"))
    }

    @Test func rule3_4_insetGroupedMarginsAre20OnWidePhones() {
        let max = Device.preset(named: "iphone-15-pro-max")!
        let f = frames(styledTable(.insetGrouped, device: max), offsets: [0])[0]
        #expect(f.element("cell.0.0")?.frame == Rect(x: 20, y: 35 + 40, width: 430 - 2 * 20, height: 44))
    }

    @Test func rule3_4_aSingleRowSectionIsRoundedTopAndBottom() throws {
        let only = try #require(frames(styledTable(.insetGrouped, rows: 1), offsets: [0])[0].element("cell.0.0"))
        #expect(only.decoration.topCornerRadius == 10 && only.decoration.bottomCornerRadius == 10)
    }

    @Test func groupedStylesHaveNoPinEvents() throws {
        var scenario = styledTable(.grouped)
        scenario.scrollPath = [.offset(0), .offset(3000)]
        let f = try LayoutRun.layOut(base: scenario, selection: .spread(count: 30, snapToEvents: true)).variants[0].frameArray
        #expect(f.allSatisfy { $0.events.isEmpty })
        #expect(f.allSatisfy { $0.elements.allSatisfy { !$0.pinned } })
    }
}
