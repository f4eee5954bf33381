import MockgenLayout
import MockgenTestSupport
import Testing

@testable import MockgenRender

/// Titles drawn the way UIListContentConfiguration styles them in each table style, and cell
/// accessories in their own layers (Docs/uikit-rules.md). Light appearance, iPhone 15 Pro
/// (393 pt, layout margin 16), content size large: body 17, headline 17 semibold, footnote 13,
/// title3 20 (Apple's Dynamic Type sizes at Large), baselines 0.35 em below the text's centre.
@Suite struct ListContentStyleTests {
    /// One section: a 40 pt header, 44 pt rows (one unless given), a 30 pt footer, under a 100 pt
    /// table header (so no grouped blank top): header 100...140, rows from 140, the footer after.
    func svg(
        _ style: TableStyle, header: ViewSpec = ViewSpec(height: .points(40), title: "Network"),
        footer: ViewSpec? = ViewSpec(height: .points(30), title: "Shown to others"), rows: [ViewSpec] = [ViewSpec(title: "Wi-Fi")]
    ) -> String {
        let scenario = Scenario(
            name: "styles",
            list: ListSpec(
                kind: .table(
                    TableSpec(
                        style: style, rowHeight: .points(44), sectionHeaderTopPadding: 0,
                        tableHeaderView: ViewSpec(height: .points(100)))),
                contentInsetAdjustmentBehavior: .never,
                sections: [SectionSpec(header: header, footer: footer, rows: rows.map { ViewRun(count: 1, view: $0) })]),
            // The capitals are iOS 17 and 18's (rule 9.8 has 26's title case).
            iosVersion: .iOS18)
        // No content, so no fonts: layOut cannot throw here.
        let variant = try! LayoutRun.layOut(base: scenario, selection: .offsets([0])).variants[0]
        return renderSVGFrame(variant.frameArray[0], variant: variant)
    }

    /// The `<text ...>` element whose content is `text`, or nil.
    func textElement(_ svg: String, _ text: String) -> String? {
        svg.split(separator: "\n").first { $0.hasPrefix("<text") && $0.hasSuffix(">\(text)</text>") }.map(String.init)
    }

    /// secondaryLabel, light: #3C3C43 at 60 % (Apple's HIG colour values, SemanticColors).
    let secondaryLabel = ##"fill="#3c3c43" fill-opacity="0.6""##

    /// groupedHeader in an insetGrouped table: footnote (13), secondaryLabel, capitals; the header
    /// is inset like the cells (x 16), so its text starts at 16 + 16 = 32, the cells' text margin.
    /// Its line (13 x 1.2 = 15.6) ends 6 above the header's bottom (140): baseline
    /// 140 - 6 - 7.8 + 0.35 x 13 = 130.75.
    @Test func anInsetGroupedHeaderIsAGreyCaptionAlignedWithTheCells() throws {
        let s = svg(.insetGrouped)
        let header = try #require(textElement(s, "NETWORK"))
        #expect(header.contains(##"x="32" y="130.75" font-size="13" "##))
        #expect(header.contains(secondaryLabel))
        #expect(!header.contains("font-weight"))
        #expect(try #require(textElement(s, "Wi-Fi")).contains(##"x="32""##))
    }

    /// groupedHeader in a grouped table: the same caption at the cells' margin, x 16.
    @Test func aGroupedHeaderIsAGreyCaptionAtTheMargin() throws {
        let header = try #require(textElement(svg(.grouped), "NETWORK"))
        #expect(header.contains(##"x="16" y="130.75" font-size="13" "##))
        #expect(header.contains(secondaryLabel))
    }

    /// plainHeader: headline (17 semibold) in label, centred: baseline 120 + 0.35 x 17 = 125.95.
    @Test func aPlainHeaderIsAHeadlineInLabel() throws {
        let header = try #require(textElement(svg(.plain), "Network"))
        #expect(header.contains(##"x="16" y="125.95" font-weight="600" fill="#000000""##))
    }

    /// prominentInsetGroupedHeader: title3 (20) bold in label, not in capitals; baseline
    /// 140 - 6 - 12 + 7 = 129.
    @Test func aProminentHeaderIsTitle3Bold() throws {
        let s = svg(
            .insetGrouped, header: ViewSpec(height: .points(40), title: "Network").configured(.prominentInsetGroupedHeader))
        let header = try #require(textElement(s, "Network"))
        #expect(header.contains(##"x="32" y="129" font-size="20" font-weight="700" fill="#000000""##))
    }

    /// groupedFooter: footnote in secondaryLabel, its line starting 6 below the footer's top
    /// (140 + 44 = 184): baseline 184 + 6 + 7.8 + 4.55 = 202.35; plainFooter: the same font,
    /// centred: 184 + 15 + 4.55 = 203.55.
    @Test func footersAreFootnotesInSecondaryLabel() throws {
        let grouped = try #require(textElement(svg(.insetGrouped), "Shown to others"))
        #expect(grouped.contains(##"x="32" y="202.35" font-size="13" "##) && grouped.contains(secondaryLabel))
        let plain = try #require(textElement(svg(.plain), "Shown to others"))
        #expect(plain.contains(##"x="16" y="203.55" font-size="13" "##) && plain.contains(secondaryLabel))
    }

    /// valueCell: the secondary text ends at the content view's trailing edge: 393 - 16 = 377
    /// without an accessory, 393 - 34 = 359 with a disclosure indicator (its strip); body (17)
    /// in secondaryLabel, on the title's line (row 140...184: baseline 162 + 5.95 = 167.95).
    @Test func aValueCellsSecondaryTextEndsBeforeTheAccessory() throws {
        var plainValue = ViewSpec(title: "Wi-Fi").configured(.valueCell)
        plainValue.secondaryText = "Home"
        var withChevron = ViewSpec(title: "Bluetooth").configured(.valueCell)
        withChevron.secondaryText = "On"
        withChevron.accessory = .disclosureIndicator
        let s = svg(.plain, rows: [plainValue, withChevron])
        let home = try #require(textElement(s, "Home"))
        #expect(home.contains(##"x="377" y="167.95" text-anchor="end" "##) && home.contains(secondaryLabel))
        let on = try #require(textElement(s, "On"))
        #expect(on.contains(##"x="359" y="211.95" text-anchor="end" "##))
    }

    /// subtitleCell: title and secondary text stacked, 17 x 1.2 + 15 x 1.2 = 38.4 tall, centred
    /// in the 44 pt row (140): title centre 142.8 + 10.2 = 153, baseline 158.95; the subheadline
    /// (15) below it: centre 163.2 + 9 = 172.2, baseline 177.45.
    @Test func aSubtitleCellStacksItsTexts() throws {
        var row = ViewSpec(title: "Title").configured(.subtitleCell)
        row.secondaryText = "Detail"
        let s = svg(.plain, rows: [row])
        #expect(try #require(textElement(s, "Title")).contains(##"x="16" y="158.95" fill="#000000""##))
        let detail = try #require(textElement(s, "Detail"))
        #expect(detail.contains(##"x="16" y="177.45" font-size="15" "##) && detail.contains(secondaryLabel))
    }

    /// Each accessory is drawn in its own `<g data-id="accessory.S.I">` right after its cell's.
    @Test func accessoriesHaveTheirOwnLayer() throws {
        var on = ViewSpec(title: "Airplane Mode")
        on.accessory = .toggle(isOn: true)
        var check = ViewSpec(title: "English")
        check.accessory = .checkmark
        let s = svg(.insetGrouped, rows: [on, check])
        let cell = try #require(s.range(of: ##"<g data-id="cell.0.0">"##))
        let layer = try #require(s.range(of: ##"<g data-id="accessory.0.0">"##))
        #expect(cell.lowerBound < layer.lowerBound)
        #expect(s.contains(##"<g data-id="accessory.0.1">"##))
        // The switch: 51 x 31 ending 16 before the inset cell's edge (377 - 16 = 361), centred on
        // the row (162): x 310, y 146.5, a systemGreen track with radius 15.5.
        #expect(s.contains(##"<rect x="310" y="146.5" width="51" height="31" rx="15.5" fill="#34c759"/>"##))
    }
}

extension ViewSpec {
    func configured(_ style: ListContentStyle) -> ViewSpec {
        var v = self
        v.configuration = style
        return v
    }
}
