import MockgenFormat
import MockgenLayout
import Testing

@testable import MockgenRender

/// Titles start at the same layout margin as the separators (rule 2.6 of Docs/uikit-rules.md: a separator's left inset
/// is the cell's text margin; rule 3.4 (Docs/uikit-rules.md): that margin is 16 pt, 20 pt on phones 414 pt and wider).
@Suite struct LayoutMarginTests {
    /// A plain table of one 44 pt row titled "Row", under a 40 pt titled header, full screen.
    func svg(_ device: Device, style: TableStyle = .plain) throws -> String {
        let scenario = Scenario(
            name: "margins", device: device,
            list: ListSpec(
                kind: .table(TableSpec(style: style, rowHeight: .points(44), sectionHeaderTopPadding: 0)),
                contentInsetAdjustmentBehavior: .never,
                sections: [
                    SectionSpec(
                        header: ViewSpec(height: .points(40), title: "Header"),
                        rows: [ViewRun(count: 2, view: ViewSpec(title: "Row"))])
                ]))
        let variant = try LayoutRun.layOut(base: scenario, selection: .offsets([0])).variants[0]
        return renderSVGFrame(try #require(variant.frames.first), variant: variant)
    }

    @Test(arguments: [
        ("iphone-se", 16.0), ("iphone-x", 16), ("iphone-13-mini", 16), ("iphone-14", 16),
        ("iphone-15-pro", 16), ("iphone-15-pro-max", 20),
    ])
    func titlesStartWhereSeparatorsStart(device name: String, margin: Double) throws {
        let device = try #require(Device.preset(named: name))
        let text = try svg(device)
        // Row 0 spans 40 ..< 84: its separator is 1 px at the bottom, from the margin to the right edge.
        let separator =
            "<rect x=\"\(formatNumber(margin))\" y=\"\(formatNumber(84 - 1.0 / 3))\" "
            + "width=\"\(formatNumber(device.width - margin))\" height=\"0.333\""
        #expect(text.contains(separator), "\(name): \(separator)")
        // The row's and the header's titles, baseline 0.35 em below the centre; a plain table's
        // header is a plainHeader, headline at 17 pt (ListContentLook).
        #expect(text.contains("<text x=\"\(formatNumber(margin))\" y=\"\(formatNumber(62 + 0.35 * 17))\""), "\(name)")
        #expect(
            text.contains("<text x=\"\(formatNumber(margin))\" y=\"\(formatNumber(20 + 0.35 * 17))\" font-weight=\"600\""),
            "\(name)")
    }

    @Test func insetGroupedTitlesKeepTheMarginInsideTheInsetRow() throws {
        // Rule 3.4 (Docs/uikit-rules.md): the row is inset by 20 on the 430 pt phone, and its separator and title start
        // 20 further in: x = 20 + 20. Grouped without a table header: the 35 pt gap, then the header.
        let text = try svg(.preset(named: "iphone-15-pro-max")!, style: .insetGrouped)
        let rowTop = 35.0 + 40
        #expect(text.contains("<rect x=\"40\" y=\"\(formatNumber(rowTop + 44 - 1.0 / 3))\" width=\"370\" height=\"0.333\""))
        #expect(text.contains("<text x=\"40\" y=\"\(formatNumber(rowTop + 22 + 0.35 * 17))\""))
    }
}
