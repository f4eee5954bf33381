import MockgenDecoding
import Testing

@testable import MockgenLayout

/// `UICollectionViewCompositionalLayout.list(using:)` (rules 6.2 and 6.9, Docs/uikit-rules.md) against
/// a plain table laid out from the same sections.
@Suite struct ListConfigurationTests {
    /// `sections` sections of a 40 pt header and `rows` items of 44 pt, under `configuration`.
    func list(_ configuration: String, sections: Int = 3, rows: Int = 10) -> Scenario {
        let section = "{ \"header\": { \"height\": 40, \"title\": \"S\" }, \"items\": { \"count\": \(rows), \"height\": 44 } }"
        return compositionalScenario(
            """
            "listConfiguration": { \(configuration) },
            "sections": [\(Array(repeating: section, count: sections).joined(separator: ","))]
            """)
    }

    @Test func rule6_2_aPlainListWithSupplementaryHeadersMatchesAPlainTableAtEveryOffset() throws {
        // Same sections as a plain table with sectionHeaderTopPadding 0: headers float by rule 2.2 in
        // both, rows and items sit alike (a list cell spans the width as a table cell does).
        let offsets = stride(from: 0.0, through: 1200, by: 53).map { $0 }
        let l = frames(
            list("\"appearance\": \"plain\", \"headerMode\": \"supplementary\", \"headerTopPadding\": 0"), offsets: offsets)
        let t = frames(plainTable(sections: 3, rows: 10, header: 40), offsets: offsets)
        for (lf, tf) in zip(l, t) {
            #expect(lf.contentSize == tf.contentSize)
            for s in 0..<3 {
                #expect(lf.element("header.\(s)")?.frame == tf.element("header.\(s)")?.frame, "offset \(lf.contentOffset)")
                #expect(lf.element("header.\(s)")?.pinned == tf.element("header.\(s)")?.pinned)
                for i in 0..<10 { #expect(lf.element("item.\(s).\(i)")?.frame == tf.element("cell.\(s).\(i)")?.frame) }
            }
            // Pinned list headers draw over the items, as a table's float over its rows.
            if let header = lf.elements.lastIndex(where: { $0.kind == .header }),
                let item = lf.elements.lastIndex(where: { $0.kind == .item })
            {
                #expect(header > item)
            }
        }
    }

    @Test func rule6_2_headerModeDefaultsToNoneSoAListShowsNoHeaders() throws {
        // Apple, headerMode: the default is .none. A plain table shows a header whenever it has a view.
        let f = frames(list("\"appearance\": \"plain\""), offsets: [0])[0]
        #expect(!f.elements.contains { $0.kind == .header })
        #expect(f.element("item.0.0")?.frame == Rect(x: 0, y: 0, width: 393, height: 44))
        #expect(f.element("item.1.0")?.frame.y == Double(10 * 44))
    }

    @Test(arguments: ["plain", "sidebarPlain"])
    func rule6_2_plainAppearancesPinTheirHeaders(_ appearance: String) throws {
        let f = frames(
            list("\"appearance\": \"\(appearance)\", \"headerMode\": \"supplementary\", \"headerTopPadding\": 0"),
            offsets: [100])[0]
        #expect(f.element("header.0")?.frame.y == 0)
        #expect(f.element("header.0")?.pinned == true)
    }

    @Test(arguments: ["grouped", "insetGrouped", "sidebar"])
    func rule6_2_groupedAppearancesDoNotPinTheirHeaders(_ appearance: String) throws {
        let f = frames(
            list("\"appearance\": \"\(appearance)\", \"headerMode\": \"supplementary\", \"headerTopPadding\": 0"),
            offsets: [100])[0]
        // The header scrolls with its section: at offset 100 it is above the screen (0 + 40 <= 100),
        // where a pinned one would sit at T = 100, window 0.
        #expect(f.element("header.0") == nil)
        #expect(f.elements.allSatisfy { !$0.pinned })
    }

    @Test func rule6_9_automaticHeaderTopPaddingIsThePlainTablesAndKeptOutWhenPinned() throws {
        // headerTopPadding nil = automatic (Apple). In plain lists it is the plain table's automatic
        // sectionHeaderTopPadding (22 pt, Docs/decisions.md); a pinned header sits at T, not T + 22.
        let scenario = list("\"appearance\": \"plain\", \"headerMode\": \"supplementary\"")
        let fs = frames(scenario, offsets: [0, 100])
        #expect(fs[0].element("header.0")?.frame.y == 22)
        #expect(fs[0].element("item.0.0")?.frame.y == Double(22 + 40))
        #expect(fs[1].element("header.0")?.frame.y == 0)
        let table = plainTable(sections: 3, rows: 10, header: 40, padding: 22)
        #expect(frames(table, offsets: [0])[0].element("header.1")?.frame == fs[0].element("header.1")?.frame)
        // insetGrouped: no automatic padding (the table's grouped default is 0 too).
        let inset = frames(list("\"appearance\": \"insetGrouped\", \"headerMode\": \"supplementary\""), offsets: [0])[0]
        #expect(inset.element("header.0")?.frame.y == 0)
    }

    @Test func rule6_9_insetGroupedInsetsItsSectionsByTheLayoutMarginsAndRoundsTheirEnds() throws {
        let f = frames(list("\"appearance\": \"insetGrouped\"", rows: 3), offsets: [0])[0]
        // Layout margins 16 on a 393 pt phone (rule 3.4); no header: the grouped default space above (18).
        let first = try #require(f.element("item.0.0"))
        #expect(first.frame == Rect(x: 16, y: TableMetrics.groupedDefaultSupplementaryHeight, width: 393 - 32, height: 44))
        #expect(first.decoration.topCornerRadius == 10)
        let last = try #require(f.element("item.0.2"))
        #expect(last.decoration.bottomCornerRadius == 10)
        #expect(last.decoration.separator == nil)
        #expect(try #require(f.element("item.0.1")).decoration.separator?.left == 16)
    }

    @Test func showsSeparatorsFalseDrawsNone() throws {
        let f = frames(list("\"showsSeparators\": false"), offsets: [0])[0]
        #expect(f.elements.allSatisfy { $0.decoration.separator == nil })
    }
}
