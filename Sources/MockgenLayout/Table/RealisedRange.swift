/// Rule 4.3 (Docs/uikit-rules.md) on a path that starts at the top and scrolls continuously (the
/// flipbook's live view, Docs/command-line.md#the-live-view): the rows realised are
/// always a run from the top, those whose top (every row above it realised) lies above
/// `farthest + boundsHeight`, where `farthest` is the largest offset the bounds have reached. No
/// row is ever realised above the bounds' top, so no correction moves the offset, and the state of
/// the way there is that one number. What depends on it is the content height, so the range in
/// force (rule 1.3); each self-sized run realises its rows `actual` apart.
public struct RealisedRange: Sendable, Equatable {
    /// A self-sized run as it lies with every row above it realised.
    public struct Run: Sendable, Equatable {
        /// Top of the run's first row.
        public var top: Double
        public var actual: Double
        public var count: Int
        /// What realising one row adds to the content height: actual - estimate.
        public var delta: Double
    }

    /// Runs whose rows change the content height when realised (actual ≠ estimate), in order.
    public var runs: [Run]
    public var boundsHeight: Double
    /// The content height before any row is realised.
    public var emptyContentHeight: Double
    /// `adjustedContentInset` top and bottom (the same at every content height: checked).
    public var insetTop: Double
    public var insetBottom: Double

    /// Rows of run `run` realised once the bounds have reached `farthest`: those whose top lies
    /// above the bounds' bottom (`realiseRows(from:to:)` realises a row while `rowTop < maxY`).
    public func realised(_ run: Run, farthest: Double) -> Int {
        guard run.actual > 0 else { return farthest + boundsHeight > run.top ? run.count : 0 }
        let k = ((farthest + boundsHeight - run.top) / run.actual).rounded(.up)
        return Int(min(max(k, 0), Double(run.count)))
    }

    public func contentHeight(farthest: Double) -> Double {
        runs.reduce(emptyContentHeight) { $0 + Double(realised($1, farthest: farthest)) * $1.delta }
    }

    /// The range in force once the bounds have reached `farthest` (rule 1.3).
    public func range(farthest: Double) -> ClosedRange<Double> {
        ScrollView.offsetRange(
            contentHeight: contentHeight(farthest: farthest), boundsHeight: boundsHeight,
            adjusted: Insets(top: insetTop, bottom: insetBottom))
    }

    /// The range once every row is realised: where the farthest offset ends.
    public var fullRange: ClosedRange<Double> { range(farthest: .infinity) }

    /// A `farthest` that realises what a frame of `contentHeight` shows, the walk that took it
    /// having realised rows from the top only and passed every offset up to `atLeast`. The rows
    /// realised are a run from the top: at or past those `atLeast` realises, the first such run
    /// that gives `contentHeight`, as the top of its first row left unrealised less the bounds and
    /// `margin` (which realises exactly those rows), at least `atLeast`, at most the full range's
    /// end. Nil when none gives it.
    public func farthest(contentHeight: Double, atLeast: Double) -> Double? {
        let end = fullRange.upperBound
        var height = emptyContentHeight
        for run in runs {
            let k0 = realised(run, farthest: atLeast)
            // k rows of this run realised (k0 ..< count), the earlier runs wholly, none later.
            let k = ((contentHeight - height) / run.delta).rounded()
            if k >= Double(k0), k < Double(run.count), abs(height + k * run.delta - contentHeight) < 1e-6 {
                let next = run.top + k * run.actual - boundsHeight - Self.margin
                return min(max(atLeast, next), end)
            }
            height += Double(run.count) * run.delta
        }
        return abs(height - contentHeight) < 1e-6 ? end : nil
    }

    /// How far below a row's top less the bounds `farthest(contentHeight:atLeast:)` stays, so
    /// that rounding never realises that row (a row is at least this tall).
    static let margin = 0.01
}

extension Simulation {
    /// Whether a behaviour keeps a state of the direction of travel (a direction-aware bar, the
    /// tab bar's minimise): beside estimated rows, a second state of the way there.
    public var keepsDirection: Bool { behaviors.contains { $0 is DirectionalBar || $0 is TabBarMinimize } }

    /// The range in force along a path from the top (`RealisedRange`); nil for a list without
    /// estimated rows, or whose adjusted insets change as the content grows past the bounds.
    public var realisedRange: RealisedRange? {
        guard var table = geometry(LayoutEffects()) as? TableGeometry, let estimates = table.estimates else { return nil }
        let empty = table.contentSize.height
        _ = table.realiseRows(from: -.infinity, to: .infinity)
        var runs: [RealisedRange.Run] = []
        for (g, run) in estimates.runs.enumerated() {
            guard let run, run.delta != 0, run.count > 0 else { continue }
            runs.append(.init(top: table.top(ofRun: g), actual: run.actual, count: run.count, delta: run.delta))
        }
        let view = scrollView(LayoutEffects())
        let a = view.adjustedContentInset(contentHeight: empty)
        let b = view.adjustedContentInset(contentHeight: table.contentSize.height)
        guard a == b else { return nil }
        return RealisedRange(
            runs: runs, boundsHeight: listFrame.height, emptyContentHeight: empty, insetTop: a.top, insetBottom: a.bottom)
    }
}
