import MockgenTestSupport
import Testing

@testable import MockgenLayout

/// Rules 4.2 and 4.3 (Docs/uikit-rules.md): `estimatedRowHeight`. Apple: estimates defer "the cost of geometry
/// calculation from load time to scrolling time" and the table "actively manages the
/// contentOffset and contentSize" (UITableView.estimatedRowHeight); the contentSize starts as
/// estimate x rows and grows as rows are shown (itworkman.com, "Explain the estimatedRowHeight
/// property in ios11"). Numbers below: iPhone 15 Pro bounds 852 pt tall, `.never` (no insets),
/// self-sized rows whose content is a box of `actual` points.
@Suite struct EstimatedRowHeightTests {
    static let bounds = 852.0

    /// `runs` of self-sized rows (count, actual height) in one plain section, under a `header`.
    static func table(
        _ runs: [(count: Int, actual: Double)], estimate: Dimension = .points(44), header: Double? = nil,
        path: [PathValue] = [.start, .end]
    ) -> Scenario {
        var table = TableSpec(style: .plain, sectionHeaderTopPadding: 0)
        table.estimatedRowHeight = estimate
        return Scenario(
            name: "estimated", device: .iPhone15Pro,
            list: ListSpec(
                kind: .table(table), contentInsetAdjustmentBehavior: .never,
                sections: [
                    SectionSpec(
                        header: header.map { ViewSpec(height: .points($0), title: "Today") },
                        rows: runs.map {
                            ViewRun(
                                count: $0.count, view: ViewSpec(height: .automatic, content: ContentNode(.box, height: $0.actual))
                            )
                        })
                ]),
            scrollPath: path)
    }

    static func frames(_ scenario: Scenario, _ selection: FrameSelection = .spread(count: 30, snapToEvents: true))
        -> [FrameLayout]
    {
        try! LayoutRun.layOut(base: scenario, selection: selection, fonts: fonts(for: scenario)).variants[0].frameArray
    }

    static func cells(_ frame: FrameLayout) -> [Element] { frame.elements.filter { $0.kind == .cell } }

    // MARK: - Rule 4.2 (Docs/uikit-rules.md): only an explicit estimate estimates

    @Test func rule42_automaticAndZeroMeasureEveryRowBeforeTheFirstFrame() {
        for estimate in [Dimension.automatic, .points(0)] {
            let first = Self.frames(Self.table([(100, 60)], estimate: estimate))[0]
            #expect(first.contentSize.height == 100 * 60)
        }
    }

    @Test func rule42_rowsOfFixedHeightAreNotEstimated() {
        var scenario = Self.table([(10, 60)])
        scenario.list.sections[0].rows.append(ViewRun(count: 100, view: ViewSpec(height: .points(50))))
        // 10 self-sized rows, all on screen (600 pt), then 100 rows of 50 known from the start.
        #expect(Self.frames(scenario)[0].contentSize.height == 10 * 60 + 100 * 50)
    }

    // MARK: - Rule 4.3 (Docs/uikit-rules.md): contentSize = Σ(realised ? actual : estimate)

    @Test func rule43_firstFrameCountsRowsOffScreenAtTheEstimate() {
        let first = Self.frames(Self.table([(100, 60)], header: 28))[0]
        // The header takes 0..<28; rows of 60 from 28 reach 852 after ceil((852 - 28) / 60) = 14.
        let k = 14
        #expect(Self.cells(first).count == k)
        #expect(Self.cells(first).last?.frame == Rect(x: 0, y: 28 + 13 * 60, width: 393, height: 60))
        let height: Double = 28 + 60 * Double(k) + 44 * Double(100 - k)
        #expect(first.contentSize.height == height)
    }

    @Test func rule43_walkToTheEndRealisesEveryRow_actualTallerThanEstimate() {
        let frames = Self.frames(Self.table([(100, 60)], header: 28))
        let last = frames[frames.count - 1]
        #expect(last.contentSize.height == 28 + 100 * 60)
        // `end` is the real bottom once the walk gets there (rule 1.3 of Docs/uikit-rules.md with the content in force).
        #expect(last.contentOffset == 28 + 100 * 60 - Self.bounds)
        #expect(last.clampedFrom == nil)
        #expect(Self.cells(last).last?.item == 99 && Self.cells(last).last?.frame.maxY == Self.bounds)
        // Rows only ever get realised on the way down: the content never shrinks.
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.contentSize.height <= $1.contentSize.height })
    }

    @Test func rule43_walkToTheEndRealisesEveryRow_actualShorterThanEstimate() {
        let frames = Self.frames(Self.table([(100, 30)]))
        // First frame: ceil(852 / 30) = 29 rows realised, 71 at 44.
        let first: Double = 30 * 29 + 44 * 71
        #expect(frames[0].contentSize.height == first)
        let last = frames[frames.count - 1]
        #expect(last.contentSize.height == 100 * 30)
        #expect(last.contentOffset == 100 * 30 - Self.bounds)
        #expect(Self.cells(last).last?.frame.maxY == Self.bounds)
    }

    @Test func rule43_runsOfDifferentHeightsAddUp() {
        // 10 rows of 30, 10 of 60, 10 of 90; estimate 44. The bounds (0..<852) reach the first
        // two runs (300 + 600 = 900 > 852); the third counts at the estimate until the end.
        let frames = Self.frames(Self.table([(10, 30), (10, 60), (10, 90)]))
        let first: Double = 10 * 30 + 10 * 60 + 10 * 44
        let all: Double = 10 * 30 + 10 * 60 + 10 * 90
        #expect(frames[0].contentSize.height == first)
        #expect(frames[frames.count - 1].contentSize.height == all)
    }

    // MARK: - Rule 4.3 (Docs/uikit-rules.md): realising a row above the bounds' top moves contentOffset

    /// 100 rows, estimate 44, actual 60 (+16 each). `--offsets 3000,2900`: at 3000 the bounds'
    /// top falls in row 68 (68 x 44 = 2992 ... 3036), which is realised with the rows below it
    /// still: offset 3000 + 16. Scrolling up 100 pt: row 67's bottom is 3016 - 2992 = 24 pt above
    /// the top, so ceil((100 - 24) / 60) = 2 rows (66, 67) come in, each adding 16 to the offset.
    @Test func rule43_scrollingUpAfterAJumpShiftsTheOffsetByTheRealisedRows() {
        let frames = Self.frames(Self.table([(100, 60)]), .offsets([3000, 2900]))
        #expect(frames[0].contentOffset == 3000 + 16)
        #expect(Self.cells(frames[0]).first?.item == 68)
        let rowTop: Double = 68 * 44 - (3000 + 16)
        #expect(Self.cells(frames[0]).first?.frame.minY == rowTop)
        #expect(frames[1].contentOffset == 2900 + 16 + 2 * 16)
        // Rows 68...82 fill the first bounds (row 68 ends at 3052; ceil((3868 - 3052) / 60) = 14 more).
        #expect(frames[0].contentSize.height == 100 * 44 + 15 * 16)
        #expect(frames[1].contentSize.height == 100 * 44 + 17 * 16)
        // The rows on screen moved by the finger's 100 pt, not by the corrections.
        let before = try! #require(Self.cells(frames[0]).first { $0.item == 68 })
        let after = try! #require(Self.cells(frames[1]).first { $0.item == 68 })
        #expect(after.frame.minY - before.frame.minY == 100)
        #expect(Self.cells(frames[1]).first?.item == 66)
    }

    /// A path from 3000 back to `start` realises every row above (68 of them, each +16) and
    /// arrives at the real top: offset 0, row 0 at the top of the screen.
    @Test func rule43_startIsTheRealTopAfterAJump() {
        let frames = Self.frames(Self.table([(100, 60)], path: [.offset(3000), .start]), .spread(count: 2, snapToEvents: false))
        #expect(frames[1].contentOffset == 0)
        #expect(Self.cells(frames[1]).first?.item == 0 && Self.cells(frames[1]).first?.frame.minY == 0)
        #expect(frames[1].contentSize.height == 100 * 44 + (68 + 15) * 16)
    }

    /// Up across two runs (50 rows of 30, then 50 of 60; estimate 44): at 3000 the top falls in
    /// row 18 of the second run ((3000 - 50 x 44) / 44 = 18.2), realised with rows 18...32 below it
    /// (ceil((3868 - 3052) / 60) = 14 more). Going to `start` realises every row above: the first
    /// run shrinks by 14 a row, rows 0...17 of the second grow by 16; 17 rows stay estimated.
    @Test func rule43_startAcrossRunsRealisesEveryRowAbove() {
        let frames = Self.frames(
            Self.table([(50, 30), (50, 60)], path: [.offset(3000), .start]), .spread(count: 2, snapToEvents: false))
        #expect(frames[0].contentOffset == 3000 + 16)
        let height: Double = 50 * 30 + 33 * 60 + 17 * 44
        #expect(frames[1].contentSize.height == height)
        #expect(frames[1].contentOffset == 0)
        #expect(Self.cells(frames[1]).first?.item == 0 && Self.cells(frames[1]).count == 29)
    }

    /// `end` first is a jump to the bottom: the last rows are realised from the end of the
    /// content up while they reach into the bounds (ceil(852 / 60) = 15 rows), and the offset is
    /// the end of the range they leave.
    @Test func rule43_startingAtTheEndRealisesTheLastRows() {
        let frames = Self.frames(Self.table([(100, 60)], path: [.end, .start]), .spread(count: 2, snapToEvents: false))
        let height = 85 * 44 + 15 * 60.0
        #expect(frames[0].contentSize.height == height)
        #expect(frames[0].contentOffset == height - Self.bounds)
        #expect(Self.cells(frames[0]).first?.item == 85 && Self.cells(frames[0]).last?.item == 99)
        #expect(frames[1].contentOffset == 0 && frames[1].contentSize.height == 100 * 60)
    }

    /// Seed 004's behaviour on an estimated list: past 200 - 109 = 91 the inset changes and the
    /// geometry is rebuilt; the rows realised so far stay realised (effects never change rows),
    /// so the content never falls back to the estimate, and the end has every row: 200 + 50 + 100 x 60.
    @Test func rule43_realisedRowsSurviveABehavioursEffect() {
        var scenario = ablyScenario(rows: 0)
        guard case .table(var table) = scenario.list.kind else { return }
        table.estimatedRowHeight = .points(44)
        scenario.list.kind = .table(table)
        scenario.list.sections[1].rows = [
            ViewRun(count: 100, view: ViewSpec(height: .automatic, content: ContentNode(.box, height: 60)))
        ]
        let frames = Self.frames(scenario)
        #expect(frames.contains { $0.contentInset.top == 109 })
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.contentSize.height <= $1.contentSize.height })
        #expect(frames[frames.count - 1].contentSize.height == 200 + 50 + 100 * 60)
    }

    // MARK: - The intervals of a run

    @Test func realisedIntervalsMergeAndPlaceRows() {
        var run = EstimatedRows.Run(estimate: 44, actual: 60, count: 100)
        run.realise(10..<20)
        run.realise(30..<40)
        run.realise(20..<30)
        #expect(run.realised == [10..<40])
        #expect(run.offset(ofRow: 50) == 50 * 44 + 30 * 16)
        #expect(run.row(at: 50 * 44 + 30 * 16) == 50)
        #expect(run.row(at: 10 * 44 + 5) == 10)
        #expect(run.row(at: 10 * 44 + 30 * 60 - 0.5) == 39)
        #expect(run.row(at: 1e9) == 99)
        #expect(run.stretch(containing: 45).realised == false && run.stretch(containing: 45).rows == 40..<100)
    }
}
