import Testing

@testable import MockgenLayout

/// Cell accessories (Docs/uikit-rules.md): the content view loses 34 / 40 / 48 / 68 pt, or
/// 16 + the view's width for a custom accessoryView (forkingdog/UITableView-FDTemplateLayoutCell);
/// the accessory ends 16 pt before the cell's trailing edge, centred vertically.
@Suite struct CellAccessoryTests {
    /// One section of 44 pt rows on the iPhone 15 Pro (393 pt), one accessory a row.
    func table(_ style: TableStyle, accessories: [Accessory?]) -> FrameLayout {
        let rows = accessories.map { a -> ViewRun in
            var v = ViewSpec(title: "Row")
            v.accessory = a
            return ViewRun(count: 1, view: v)
        }
        let scenario = Scenario(
            name: "acc",
            list: ListSpec(
                kind: .table(
                    TableSpec(
                        style: style, rowHeight: .points(44), sectionHeaderTopPadding: 0,
                        tableHeaderView: ViewSpec(height: .points(1)))),
                contentInsetAdjustmentBehavior: .never, sections: [SectionSpec(rows: rows)]))
        return frames(scenario, offsets: [0])[0]
    }

    @Test func stripsAreFDTemplateLayoutCellsWidths() {
        #expect(CellAccessories.stripWidth(nil) == 0)
        #expect(CellAccessories.stripWidth(.disclosureIndicator) == 34)
        #expect(CellAccessories.stripWidth(.checkmark) == 40)
        #expect(CellAccessories.stripWidth(.detailButton) == 48)
        #expect(CellAccessories.stripWidth(.detailDisclosureButton) == 68)
        // A custom accessoryView costs 16 + its width: the 51 pt switch, 67.
        #expect(CellAccessories.stripWidth(.toggle(isOn: true)) == 16 + 51)
    }

    /// Plain table, cell 0...393 at y 1 (under a 1 pt table header): each accessory ends at
    /// 393 - 16 = 377 and is centred on the row's middle, y 1 + 22 = 23.
    @Test func accessoriesEndSixteenPointsBeforeTheTrailingEdge() {
        let all: [Accessory] = [.disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton, .toggle(isOn: true)]
        let f = table(.plain, accessories: all)
        // Widths: chevron 8 (34 - 16 - 10), checkmark 14 (40 - 26), info 22 (48 - 26),
        // info + 12 + chevron = 42 (68 - 26), the switch 51.
        let widths: [Double] = [8, 14, 22, 42, 51]
        let heights: [Double] = [13, 11, 22, 22, 31]
        for (i, width) in widths.enumerated() {
            let frame = f.element("accessory.0.\(i)")?.frame
            #expect(frame?.maxX == 377, "row \(i)")
            #expect(frame?.width == width, "row \(i)")
            #expect(frame.map { $0.y + $0.height / 2 } == 1 + 44 * Double(i) + 22, "row \(i)")
            #expect(frame?.height == heights[i], "row \(i)")
        }
    }

    /// The detail disclosure button: the info button at its leading edge, the chevron at its
    /// trailing edge, 12 pt apart (68 - 16 - 8 - 22 - 10).
    @Test func aDetailDisclosureButtonHoldsTwoGlyphs() {
        let glyphs = CellAccessories.glyphs(.detailDisclosureButton)
        #expect(glyphs.map(\.kind) == [.info, .chevron])
        #expect(glyphs[0].frame == Rect(x: 0, y: 0, width: 22, height: 22))
        #expect(glyphs[1].frame == Rect(x: 34, y: 4.5, width: 8, height: 13))
    }

    /// insetGrouped (rule 3.4, Docs/uikit-rules.md): the cell spans 16...377, so the accessory ends at 377 - 16 = 361.
    @Test func insetGroupedAccessoriesFollowTheInsetCell() {
        let f = table(.insetGrouped, accessories: [.disclosureIndicator, nil])
        #expect(f.element("cell.0.0")?.frame.maxX == 377)
        #expect(f.element("accessory.0.0")?.frame.maxX == 361)
        #expect(f.element("accessory.0.1") == nil)
    }

    /// Each accessory comes right after its cell in drawing order and has its own id.
    @Test func anAccessoryIsItsOwnElementAfterItsCell() {
        let f = table(.plain, accessories: [.checkmark, nil, .toggle(isOn: false)])
        #expect(f.elements.map(\.id) == ["tableHeader", "cell.0.0", "accessory.0.0", "cell.0.1", "cell.0.2", "accessory.0.2"])
        #expect(f.element("accessory.0.2")?.kind == .accessory)
    }

    /// An automatic row's content is measured at the content view's width: the cell less the
    /// strip. A 2:1 image fills that width, so a row with a disclosure indicator on the 393 pt
    /// plain table is (393 - 34) / 2 = 179.5 tall, one without 196.5.
    @Test func selfSizingMeasuresTheNarrowerContentView() throws {
        var with = ViewSpec(height: .automatic, content: ContentNode(.image(name: "i", aspectRatio: 0.5)))
        with.accessory = .disclosureIndicator
        let without = ViewSpec(height: .automatic, content: ContentNode(.image(name: "i", aspectRatio: 0.5)))
        let scenario = Scenario(
            name: "acc",
            list: ListSpec(
                kind: .table(TableSpec(style: .plain, sectionHeaderTopPadding: 0)),
                contentInsetAdjustmentBehavior: .never,
                sections: [SectionSpec(rows: [ViewRun(count: 1, view: with), ViewRun(count: 1, view: without)])]))
        let f = frames(scenario, offsets: [0])[0]
        #expect(f.element("cell.0.0")?.frame.height == 179.5)
        #expect(f.element("cell.0.1")?.frame.height == 196.5)
    }
}
