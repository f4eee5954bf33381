import MockgenDecoding
import MockgenTestSupport
import Testing

@testable import MockgenLayout

/// A full-screen flow layout on the iPhone 15 Pro (393 x 852), `.never`: window y = content y - offset.
func flowScenario(_ flow: FlowSpec, sections: [SectionSpec]) -> Scenario {
    Scenario(
        name: "flow",
        list: ListSpec(
            kind: .collection(flow), contentInsetAdjustmentBehavior: .never,
            sections: sections))
}

/// One item of `width` x `height` points.
func item(_ width: Double, _ height: Double) -> ViewRun {
    ViewRun(count: 1, view: ViewSpec(height: .points(height), width: .points(width)))
}

func cell(_ frame: FrameLayout, _ section: Int, _ item: Int) -> Rect? {
    frame.element("cell.\(section).\(item)")?.frame
}

/// UICollectionViewFlowLayout, vertical (Docs/uikit-rules.md, rules 5.x). W = 393 unless insets say otherwise.
@Suite struct FlowLayoutTests {
    let spacing = FlowSpec(minimumLineSpacing: 10, minimumInteritemSpacing: 10)

    // MARK: - Lines (rules 5.3, 5.4, Docs/uikit-rules.md)

    @Test func rule5_3_linesBreakWhenTheNextItemDoesNotFitWithMixedSizes() throws {
        let items = [item(150, 40), item(150, 60), item(150, 50), item(80, 30), item(200, 40)]
        let f = frames(flowScenario(spacing, sections: [SectionSpec(rows: items)]), offsets: [0])[0]
        // Line 1: 150 + 10 + 150 = 310 fits, + 10 + 150 = 470 > 393. Justified: gap = 10 + (393 - 310) / 1.
        #expect(try #require(cell(f, 0, 0)) == Rect(x: 0, y: (60 - 40) / 2, width: 150, height: 40))
        #expect(cell(f, 0, 1) == Rect(x: 150 + 10 + (393 - 310), y: 0, width: 150, height: 60))
        // Line 2 starts 60 + 10 down: 150 + 10 + 80 = 240 fits, + 10 + 200 > 393. The line is 50 tall and
        // its items are centred vertically; justified, the last item ends at the right edge.
        #expect(cell(f, 0, 2) == Rect(x: 0, y: 70, width: 150, height: 50))
        #expect(cell(f, 0, 3) == Rect(x: 393 - 80, y: 70 + (50 - 30) / 2, width: 80, height: 30))
        // Line 3 is the last, and the section mixes sizes: it sits at the left (rule 5.4 of Docs/uikit-rules.md, S5).
        #expect(cell(f, 0, 4) == Rect(x: 0, y: 70 + 50 + 10, width: 200, height: 40))
        #expect(f.contentSize.height == 60 + 10 + 50 + 10 + 40)
    }

    @Test func rule5_4_fullLinesOfEqualItemsAreJustifiedAndTheLastLineKeepsTheirColumns() {
        var flow = spacing
        flow.itemSize = Size(width: 100, height: 100)
        let f = frames(
            flowScenario(flow, sections: [SectionSpec(rows: [ViewRun(count: 8, view: ViewSpec())])]),
            offsets: [0])[0]
        // 3 fit (3 x 100 + 2 x 10 = 320 <= 393; 4 would need 430): gap = 10 + (393 - 320) / 2 = 46.5.
        let step = 100 + 10 + (393.0 - 320) / 2
        #expect(cell(f, 0, 0)?.x == 0)
        #expect(cell(f, 0, 1)?.x == step)
        #expect(cell(f, 0, 2)?.x == 2 * step)
        #expect(cell(f, 0, 3)?.y == 100.0 + 10)
        // Items 6 and 7 are the last line: the full lines' columns (rule 5.4 of Docs/uikit-rules.md, PSTCollectionView S4).
        #expect(cell(f, 0, 6) == Rect(x: 0, y: 2 * 110, width: 100, height: 100))
        #expect(cell(f, 0, 7)?.x == step)
    }

    @Test func rule5_4_aLastLineOfOneEqualItemTakesTheFirstColumn() {
        var flow = spacing
        flow.itemSize = Size(width: 100, height: 100)
        let f = frames(
            flowScenario(flow, sections: [SectionSpec(rows: [ViewRun(count: 7, view: ViewSpec())])]),
            offsets: [0])[0]
        #expect(cell(f, 0, 6) == Rect(x: 0, y: 2 * 110, width: 100, height: 100))
    }

    @Test func rule5_4_anItemAloneOnItsLineIsCentred() {
        // A section of one item (IGListKit #520, S6, Docs/uikit-rules.md), and items too wide for two on a line.
        let f = frames(
            flowScenario(
                spacing,
                sections: [
                    SectionSpec(rows: [item(100, 50)]),
                    SectionSpec(rows: [ViewRun(count: 2, view: ViewSpec(height: .points(50), width: .points(250)))]),
                ]), offsets: [0])[0]
        #expect(cell(f, 0, 0)?.x == (393.0 - 100) / 2)
        #expect(cell(f, 1, 0) == Rect(x: (393 - 250) / 2, y: 50, width: 250, height: 50))
        #expect(cell(f, 1, 1) == Rect(x: (393 - 250) / 2, y: 50 + 50 + 10, width: 250, height: 50))
    }

    @Test func rule5_4_aLastLineOfUnequalItemsSitsAtMinimumSpacing() {
        var flow = spacing
        flow.itemSize = Size(width: 100, height: 100)
        let rows = [ViewRun(count: 3, view: ViewSpec()), item(120, 100), item(50, 100)]
        let f = frames(flowScenario(flow, sections: [SectionSpec(rows: rows)]), offsets: [0])[0]
        // 320 + 10 + 120 > 393: the 120 pt item opens the last line (openradar 1301, S5, Docs/uikit-rules.md).
        #expect(cell(f, 0, 3) == Rect(x: 0, y: 110, width: 120, height: 100))
        #expect(cell(f, 0, 4) == Rect(x: 120 + 10, y: 110, width: 50, height: 100))
    }

    @Test func rule5_4_aOneLineSectionOfEqualItemsIsSpreadLikeAFullLine() {
        var flow = spacing
        flow.itemSize = Size(width: 100, height: 100)
        let f = frames(
            flowScenario(flow, sections: [SectionSpec(rows: [ViewRun(count: 2, view: ViewSpec())])]),
            offsets: [0])[0]
        // 3 would fit: the two items take the first two columns of a full line, step 146.5.
        let step: Double = 100 + 10 + (393 - 320) / 2
        #expect(cell(f, 0, 0)?.x == 0)
        #expect(cell(f, 0, 1)?.x == step)
    }

    @Test func rule5_4_oneTallerItemAnywhereInTheSectionLeftAlignsTheLastLine() {
        // Radar 20825965 (openradar-mirror #1301, S5, Docs/uikit-rules.md): the grid holds only while every item of the
        // section has one size, heights included. Here widths are all 100; item 0 is 120 tall.
        var flow = spacing
        flow.itemSize = Size(width: 100, height: 100)
        let rows = [item(100, 120), ViewRun(count: 4, view: ViewSpec())]
        let f = frames(flowScenario(flow, sections: [SectionSpec(rows: rows)]), offsets: [0])[0]
        // Line 1 (full, justified as before): 0, 146.5, 293. Line 2 = items 3, 4 at the minimum spacing.
        let step: Double = 100 + 10 + (393 - 320) / 2
        #expect(cell(f, 0, 2)?.x == 2 * step)
        #expect(cell(f, 0, 3) == Rect(x: 0, y: 120 + 10, width: 100, height: 100))
        #expect(cell(f, 0, 4) == Rect(x: 100 + 10, y: 120 + 10, width: 100, height: 100))
    }

    @Test func rule5_4_theSameSectionWithOneSizeKeepsItsColumns() {
        // The control for the test above: all five 100 x 100, so the last line takes columns 0 and 1.
        var flow = spacing
        flow.itemSize = Size(width: 100, height: 100)
        let f = frames(
            flowScenario(flow, sections: [SectionSpec(rows: [item(100, 100), ViewRun(count: 4, view: ViewSpec())])]),
            offsets: [0])[0]
        let step: Double = 100 + 10 + (393 - 320) / 2
        #expect(cell(f, 0, 4)?.x == step)
    }

    @Test func rule5_2_sectionInsetsHeaderAndFooterReferenceSizesAndColumnWidths() {
        let flow = FlowSpec(
            itemSize: Size(width: 0, height: 50), minimumLineSpacing: 10, minimumInteritemSpacing: 10,
            sectionInset: Insets(top: 5, left: 20, bottom: 15, right: 20),
            headerReferenceSize: Size(width: 0, height: 40), footerReferenceSize: Size(width: 0, height: 30))
        let columns = ViewRun(count: 4, view: ViewSpec(width: .columns(2)))
        let f = frames(
            flowScenario(flow, sections: [SectionSpec(rows: [columns]), SectionSpec(rows: [columns])]),
            offsets: [0])[0]
        // W = 393 - 20 - 20 = 353; two columns: (353 - 10) / 2 = 171.5 wide.
        let w = (353.0 - 10) / 2
        #expect(f.element("header.0")?.frame == Rect(x: 0, y: 0, width: 393, height: 40))
        #expect(cell(f, 0, 0) == Rect(x: 20, y: 40 + 5, width: w, height: 50))
        #expect(cell(f, 0, 1) == Rect(x: 20 + w + 10, y: 40 + 5, width: w, height: 50))
        #expect(cell(f, 0, 3)?.y == 40.0 + 5 + 50 + 10)
        // Footer after the last line and inset.bottom; the next section starts below it.
        let footerY = 40.0 + 5 + 50 + 10 + 50 + 15
        #expect(f.element("footer.0")?.frame == Rect(x: 0, y: footerY, width: 393, height: 30))
        #expect(f.element("header.1")?.frame.y == footerY + 30)
    }

    @Test func rule5_1_zeroReferenceSizeMeansNoHeader() {
        let f = frames(
            flowScenario(spacing, sections: [SectionSpec(header: ViewSpec(title: "A"), rows: [item(50, 50)])]),
            offsets: [0])[0]
        #expect(f.element("header.0") == nil)
        #expect(cell(f, 0, 0)?.y == 0)
    }

    // MARK: - Pinning (rule 5.5, Docs/uikit-rules.md)
    // Three sections: a 40 pt header and 10 full-width items of 100 pt, no spacing: span = 1040 each.

    func pinned(headers: Bool = true, footer: Double = 0, footers: Bool = false) -> Scenario {
        let flow = FlowSpec(
            itemSize: Size(width: 393, height: 100), minimumLineSpacing: 0, minimumInteritemSpacing: 0,
            headerReferenceSize: Size(width: 0, height: 40), footerReferenceSize: Size(width: 0, height: footer),
            sectionHeadersPinToVisibleBounds: headers, sectionFootersPinToVisibleBounds: footers)
        return flowScenario(
            flow,
            sections: (0..<3).map { s in
                SectionSpec(
                    header: ViewSpec(title: "S\(s)"), footer: footer > 0 ? ViewSpec(title: "F\(s)") : nil,
                    rows: [ViewRun(count: 10, view: ViewSpec())])
            })
    }

    @Test func rule5_5_withoutTheFlagHeadersScrollAway() {
        let f = frames(pinned(headers: false), offsets: [20])[0]
        #expect(f.element("header.0")?.frame.y == 0.0 - 20)
        #expect(f.element("header.0")?.pinned == false)
    }

    @Test func rule5_5_headersPinAtTheTopAndTheNextSectionPushesThemOff() {
        let span = 40.0 + 10 * 100
        let f = frames(pinned(), offsets: [0, 100, span - 20, span, span + 1])
        #expect(f[0].element("header.0")?.frame.y == 0)
        #expect(f[0].element("header.0")?.pinned == false)
        // y = min(max(natY, T), nextTop - H): T = 100.
        #expect(f[1].element("header.0")?.frame.y == 100.0 - 100)
        #expect(f[1].element("header.0")?.pinned == true)
        // At span - 20 the next section's top pushes it: (span - 40) - (span - 20) = -20.
        #expect(f[2].element("header.0")?.frame.y == (span - 40) - (span - 20))
        #expect(f[2].element("header.1")?.frame.y == span - (span - 20))
        // At span header.1 meets the top in its own place; one point later it is pinned.
        #expect(f[3].element("header.0") == nil)
        #expect(f[3].element("header.1")?.frame.y == 0)
        #expect(f[3].element("header.1")?.pinned == false)
        #expect(f[4].element("header.1")?.frame.y == 0)
        #expect(f[4].element("header.1")?.pinned == true)
        // Pinned headers draw above the items.
        #expect(f[4].elements.last?.id == "header.1")
    }

    @Test func rule5_5_theSectionEndIncludingItsFooterPushesTheHeader() {
        let span = 40.0 + 1000 + 30
        let f = frames(pinned(footer: 30), offsets: [span - 20])[0]
        #expect(f.element("header.0")?.frame.y == (span - 40) - (span - 20))
    }

    @Test func rule5_5_footersPinAtTheBottomLineAndStopAtTheStartOfTheirSection() {
        let span = 40.0 + 1000 + 30
        let footerY = 40.0 + 1000
        // B = off + 852: footer.0 is displaced while B - 30 < 1040, i.e. below offset span - 852 = 218.
        let f = frames(pinned(headers: false, footer: 30, footers: true), offsets: [0, span - 852 - 1, span - 852 + 1, 230])
        #expect(f[0].element("footer.0")?.frame.y == 852.0 - 30)
        #expect(f[0].element("footer.0")?.pinned == true)
        #expect(f[1].element("footer.0")?.frame.y == 852.0 - 30)
        #expect(f[2].element("footer.0")?.frame.y == footerY - (span - 852 + 1))
        #expect(f[2].element("footer.0")?.pinned == false)
        // footer.1 would sit at B - 30 = 1052 but stops at its section's top, 1070.
        #expect(f[3].element("footer.1")?.frame.y == span - 230)
        #expect(f[3].element("footer.1")?.pinned == true)
    }

    @Test func rule5_5_pinEventsAreAtTheExactOffsets() throws {
        let span = 40.0 + 10 * 100
        var scenario = pinned()
        scenario.scrollPath = [.offset(0), .offset(2000)]
        let f = try LayoutRun.layOut(base: scenario, selection: .spread(count: 30, snapToEvents: true)).variants[0].frameArray
        let atBoundary = f.first { $0.contentOffset == span }
        #expect(atBoundary?.events.contains("header.1 pins") == true)
        #expect(atBoundary?.events.contains("header.0 unpins") == true)
    }

    @Test func rule5_5_nothingPinsWhileOverscrolled() throws {
        let geometry = try #require(
            try Simulation(pinned(headers: true, footer: 30, footers: true)).geometry(LayoutEffects()) as? FlowGeometry)
        let screen = Rect(x: 0, y: 0, width: 393, height: 852)
        // Pulled down 20 pt past the top: footer.0 keeps the place it had at offset 0 (852 - 30) and
        // moves down with the content instead of staying at the bottom line (S7, Docs/uikit-rules.md).
        let top = geometry.elements(in: Viewport(offset: -20, adjustedInset: .zero, listFrame: screen))
        #expect(top.first { $0.id == "footer.0" }?.frame.y == 852.0 - 30 + 20)
        #expect(top.first { $0.id == "header.0" }?.frame.y == 0.0 + 20)
        // Pushed 20 pt past the end: header.2, pinned at the last resting offset, moves up with the content.
        let end = geometry.contentSize.height - 852
        let bottom = geometry.elements(in: Viewport(offset: end + 20, adjustedInset: .zero, listFrame: screen))
        #expect(bottom.first { $0.id == "header.2" }?.frame.y == -20.0)
        #expect(bottom.first { $0.id == "header.2" }?.pinned == true)
    }

    // MARK: - Cost

    @Test func tenMillionEqualItemsLayOutAFrameWithoutVisitingThem() throws {
        let spec = FlowSpec()  // rule 5.1 defaults: 50 x 50, spacing 10
        let scenario = flowScenario(spec, sections: [SectionSpec(rows: [ViewRun(count: 10_000_000, view: ViewSpec())])])
        let clock = ContinuousClock()
        var geometry: FlowGeometry?
        var f: FrameLayout?
        let elapsed = clock.measure {
            geometry = try! Simulation(scenario).geometry(LayoutEffects()) as? FlowGeometry
            f = frames(scenario, offsets: [5_000_000])[0]
        }
        let g = try #require(geometry)
        // 6 a line (6 x 50 + 5 x 10 = 350 <= 393): one block of whole lines and one open last line.
        #expect(g.sections[0].blocks.count == 2)
        #expect(g.contentSize.height == Double((10_000_000 + 5) / 6) * 60 - 10)
        let cells = try #require(f).elements.filter { $0.kind == .cell }
        // 852 pt of 60 pt lines: 14 or 15 lines of 6.
        #expect(cells.count <= 15 * 6 && cells.count >= 14 * 6)
        #expect(elapsed < .seconds(1))
    }

    // MARK: - Decoding

    @Test func flowKeysDecodeAndATableKeyInACollectionIsNamed() throws {
        let text = """
            { "name": "f", "list": { "kind": "collection", "itemSize": { "width": 20, "height": 30 },
              "minimumLineSpacing": 1, "minimumInteritemSpacing": 2, "sectionInset": { "top": 3, "left": 4 },
              "headerReferenceSize": { "height": 44 }, "sectionHeadersPinToVisibleBounds": true,
              "sections": [ { "items": { "count": 3, "width": { "columns": 3 } } },
                            { "items": [ { "width": "full", "height": 9 }, { "width": 12 } ] } ] } }
            """
        let doc = try ScenarioDecoder.decode(Array(text.utf8), source: "f.json")
        guard case .collection(let flow) = doc.base.list.kind else {
            Issue.record("not a collection")
            return
        }
        #expect(flow.itemSize == Size(width: 20, height: 30))
        #expect(flow.minimumLineSpacing == 1 && flow.minimumInteritemSpacing == 2)
        #expect(flow.sectionInset == Insets(top: 3, left: 4))
        #expect(flow.headerReferenceSize.height == 44 && flow.sectionHeadersPinToVisibleBounds)
        #expect(doc.base.list.sections[0].rows[0].view.width == .columns(3))
        #expect(doc.base.list.sections[1].rows.map(\.view.width) == [.full, .points(12)])

        let bad = #"{ "name": "f", "list": { "kind": "collection", "rowHeight": 4, "sections": [ { "items": [] } ] } }"#
        #expect(
            decodeError(bad)?.hasSuffix(
                "list.rowHeight: \"rowHeight\" is a table key and this list is a collection view; a variant removes it with null")
                == true)
        let width = #"{ "name": "f", "list": { "kind": "collection", "sections": [ { "items": [ { "width": "ful" } ] } ] } }"#
        let zero =
            #"{ "name": "f", "list": { "kind": "collection", "minimumInteritemSpacing": 0, "sections": [ { "items": { "count": 9, "width": 0 } } ] } }"#
        #expect(decodeError(zero)?.contains("list.sections[0]: 9 items 0 pt wide with minimumInteritemSpacing 0") == true)
        #expect(
            decodeError(width)?.hasSuffix("list.sections[0].items[0].width: unknown value \"ful\"; did you mean \"full\"?")
                == true)
    }
}

/// The one-line message the decoder gives for `text`, or nil when it decodes.
func decodeError(_ text: String) -> String? {
    do {
        _ = try ScenarioDecoder.decode(Array(text.utf8), source: "f.json")
        return nil
    } catch {
        return error.description
    }
}
