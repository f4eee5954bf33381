/// `count` rows of one height, one `pitch` apart, the first at `top` (content coordinates): how
/// every geometry holds a run of equal rows, whether they are a table's rows, a lazy stack's or
/// a LazyColumn's children, a Flutter list's children, or the lines of a flow layout or a
/// Flutter grid. Which of them a viewport shows is found here, and only here.
public struct RowRun: Sendable, Equatable {
    /// The first row's index in its section (its item); lines of a grid count from 0.
    public var first: Int
    public var count: Int
    public var top: Double
    public var height: Double
    /// From one row's top to the next one's: the height, plus the spacing between children
    /// where the list has one (`spacedBy`, a stack's `spacing`, a flow layout's line spacing).
    public var pitch: Double

    /// Rows with no spacing between them are `height` apart.
    public init(first: Int, count: Int, top: Double, height: Double, pitch: Double? = nil) {
        self.first = first
        self.count = count
        self.top = top
        self.height = height
        self.pitch = pitch ?? height
    }

    /// The top of row `i` of the run (0 is its first row), the sum every row is drawn at.
    public func y(_ i: Int) -> Double { top + Double(i) * pitch }

    /// The last row's bottom; with no rows, the top.
    public var bottom: Double { count > 0 ? y(count - 1) + height : top }

    /// The rows of the run (0 is its first row) that meet the viewport's bounds, as
    /// `Viewport.isVisible` decides for one row: its top above the bounds' bottom and its bottom
    /// below their top. Rows 0 pt tall, or 0 pt apart, show nothing.
    ///
    /// `composedBelow` is a line that a row's end, spacing included, must pass to be drawn at
    /// all: Compose composes no child that ends at or above the LazyColumn's top edge
    /// (`ComposeGeometry.boundsTop`), even where the bounds begin higher, under the top app bar.
    /// The other lists draw every row their bounds meet, the default.
    public func visibleRange(in viewport: Viewport, composedBelow line: Double = -.infinity) -> Range<Int> {
        guard count > 0, height > 0, pitch > 0 else { return 0..<0 }
        let minY = viewport.visibleMinY
        let maxY = viewport.visibleMaxY
        func reaches(_ i: Int) -> Bool { y(i) + height > minY && y(i) + pitch > line }
        func startsAbove(_ i: Int) -> Bool { y(i) < maxY }
        // The division guesses each end; a step or two makes it exact under the sums the rows
        // are drawn at (`y(_:)`), whatever the rounding of the division.
        var lo = index(near: (max(minY - height, line - pitch) - top) / pitch, rounding: .down)
        while lo > 0, reaches(lo - 1) { lo -= 1 }
        while lo < count, !reaches(lo) { lo += 1 }
        var hi = max(lo, index(near: (maxY - top) / pitch, rounding: .up))
        while hi > lo, !startsAbove(hi - 1) { hi -= 1 }
        while hi < count, startsAbove(hi) { hi += 1 }
        return lo..<hi
    }

    /// A row index from a position measured in pitches, held in 0...count before it becomes an
    /// Int (a tiny pitch far down a long list would not fit one).
    private func index(near x: Double, rounding rule: FloatingPointRoundingRule) -> Int {
        guard !x.isNaN else { return 0 }
        return Int(min(max(x, 0), Double(count)).rounded(rule))
    }
}
