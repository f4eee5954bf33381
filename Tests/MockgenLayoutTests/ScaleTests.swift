import MockgenTestSupport
import Testing

@testable import MockgenLayout

/// What a frame holds and what the layout keeps depend on the screen, not the list (Docs/performance.md#many-sections).
@Suite struct ScaleTests {
    static let rows = 10_000_000
    static let rowHeight = 44.0
    static let headerHeight = 28.0

    static func feed(rows: Int) -> Scenario {
        Scenario(
            name: "feed", device: .iPhone15Pro,
            list: ListSpec(
                kind: .table(TableSpec(rowHeight: .points(rowHeight), sectionHeaderTopPadding: 0)),
                sections: [
                    SectionSpec(
                        header: ViewSpec(height: .points(headerHeight), title: "Today"),
                        rows: [ViewRun(count: rows, view: ViewSpec(title: "Row"))])
                ]))
    }

    /// A file that lists a million rows one by one holds a million `ViewRun`s (Docs/performance.md#a-big-file:
    /// decoding in no more memory than Python's `json.load`). Most rows have no content, so a
    /// view keeps its content nodes boxed, a pointer each: the view inline is then smaller than
    /// one node. `compactContent` inline took a million rows from 0.70x Python's memory to 1.29x.
    @Test func aViewHoldsItsContentNodesBoxed() {
        #expect(MemoryLayout<ViewSpec>.stride < MemoryLayout<ContentNode>.stride)
    }

    /// Every frame of a 10,000,000-row list holds the rows its 852-pt screen shows (rows
    /// intersecting [offset, offset + 852), at most ceil(852 / 44) + 1 = 21) and the pinned header.
    @Test func aFrameOfTenMillionRowsHoldsTheVisibleRows() throws {
        let layoutRun = try LayoutRun.layOut(base: Self.feed(rows: Self.rows), selection: .spread(count: 30, snapToEvents: true))
        let frames = layoutRun.variants[0].frameArray
        #expect(frames.count == 30)
        for frame in frames {
            let cells = frame.elements.filter { $0.kind == .cell }
            let visibleHeight = frame.listFrame.height
            // Rows are 44 pt from y = 28: the first visible one is the row under the top edge.
            let top = frame.contentOffset - Self.headerHeight
            let first = max(0, Int((top / Self.rowHeight).rounded(.down)))
            let end = min(Self.rows, Int(((top + visibleHeight) / Self.rowHeight).rounded(.up)))
            #expect(cells.count == end - first, "offset \(frame.contentOffset)")
            #expect(cells.count <= Int((visibleHeight / Self.rowHeight).rounded(.up)) + 1)
            #expect(cells.first?.item == first && cells.last?.item == end - 1)
            #expect(frame.elements.filter { $0.kind == .header }.count == 1)
        }
        // Content size from the runs, without a row laid out: header + rows x height.
        #expect(frames[0].contentSize.height == Self.headerHeight + Double(Self.rows) * Self.rowHeight)
    }

    /// A fixed-height list is one run whatever its length: memory does not grow with the rows.
    @Test func fixedHeightRowsAreOneRun() throws {
        for rows in [100, 10_000, 1_000_000, 10_000_000] {
            let scenario = Self.feed(rows: rows)
            let geometry = try Simulation(scenario).geometry(LayoutEffects()) as! TableGeometry
            #expect(geometry.sections.map(\.runs.count) == [1])
        }
    }

    /// Rule 4.3 at scale: 10,000,000 self-sized rows in three runs (30, 60 and 90 pt; estimate
    /// 44, wrong both ways) walked from start to end. Every frame holds only what its screen
    /// shows (at most ceil(852 / 30) + 1 = 30 rows), the last frame has every row realised, and
    /// the realised rows of a run stay one interval: memory grows with the runs, not the rows.
    @Test func tenMillionEstimatedRowsWalkedToTheEnd() throws {
        let runs: [(count: Int, actual: Double)] = [(3_000_000, 30), (4_000_000, 60), (3_000_000, 90)]
        let scenario = EstimatedRowHeightTests.table(runs, header: Self.headerHeight)
        let frames = try LayoutRun.layOut(
            base: scenario, selection: .spread(count: 30, snapToEvents: true),
            fonts: fonts(for: scenario)
        ).variants[0].frameArray
        for frame in frames {
            #expect(frame.elements.filter { $0.kind == .cell }.count <= 30, "offset \(frame.contentOffset)")
        }
        let total = Self.headerHeight + runs.map { Double($0.count) * $0.actual }.reduce(0, +)
        #expect(frames[frames.count - 1].contentSize.height == total)
        #expect(frames[frames.count - 1].elements.last { $0.kind == .cell }?.item == 9_999_999)

        // The same sweep by hand, a screen at a time for 10,000 screens from the top.
        var geometry = try Simulation(scenario, fonts: fonts(for: scenario)).geometry(LayoutEffects()) as! TableGeometry
        var offset = 0.0
        for _ in 0..<10_000 {
            _ = geometry.realiseRows(from: offset, to: offset + 2 * 852)
            offset += 852
        }
        #expect(geometry.estimates?.runs.map { $0?.realised.count } == [1, 0, 0])
        _ = geometry.realiseRows(from: offset, to: .infinity)
        #expect(geometry.estimates?.runs.map { $0?.realised.count } == [1, 1, 1])
        #expect(geometry.contentSize.height == total)
    }
}
