/// Rows laid out from `estimatedRowHeight` until they are realised (rules 4.2, 4.3, Docs/uikit-rules.md).
///
/// Apple (UITableView.estimatedRowHeight): estimation defers "the cost of geometry calculation
/// from load time to scrolling time", and the table then "actively manages the contentOffset and
/// contentSize properties". Rule 4.3 (Docs/uikit-rules.md) [I] simulates that: `contentSize.height = Σ(realised ? actual
/// : estimate)`, as reported for iOS 11 (itworkman.com, "Explain the estimatedRowHeight property in
/// ios11": the initial contentSize is estimate x rows and grows as real heights arrive on scroll).
///
/// The rows of one run share their content, hence one actual height, so a run's realised rows
/// are kept as sorted disjoint intervals and the height changes of all runs in a Fenwick tree:
/// realising rows and finding a position cost O(log runs + log intervals), never a pass over the
/// rows, and memory grows with the intervals (one per stretch the walk passed), not the rows.
struct EstimatedRows: Sendable {
    /// One self-sized run: `count` rows of height `actual`, laid out at `estimate` until realised.
    struct Run: Sendable {
        let estimate: Double
        let actual: Double
        let count: Int
        /// Realised rows: sorted, disjoint and never adjacent (neighbours are merged).
        private(set) var realised: [Range<Int>] = []
        /// `realisedBefore[j]` = rows in `realised[0..<j]`; one more entry: the run's total.
        private(set) var realisedBefore: [Int] = [0]

        init(estimate: Double, actual: Double, count: Int) {
            self.estimate = estimate
            self.actual = actual
            self.count = count
        }

        /// What realising costs in height: actual - estimate a row.
        var delta: Double { actual - estimate }

        /// Index of the first interval that ends after row `i`.
        private func interval(after i: Int) -> Int {
            firstIndex(in: realised.count) { realised[$0].upperBound > i }
        }

        func isRealised(_ i: Int) -> Bool {
            let j = interval(after: i)
            return j < realised.count && realised[j].lowerBound <= i
        }

        func height(ofRow i: Int) -> Double { isRealised(i) ? actual : estimate }

        /// Top of row `i` (0...count) from the top of the run.
        func offset(ofRow i: Int) -> Double {
            let j = interval(after: i)
            var before = realisedBefore[j]
            if j < realised.count, realised[j].lowerBound < i { before += i - realised[j].lowerBound }
            return Double(i) * estimate + Double(before) * delta
        }

        private func top(ofInterval j: Int) -> Double {
            Double(realised[j].lowerBound) * estimate + Double(realisedBefore[j]) * delta
        }

        /// The row whose span holds `y` (from the top of the run), clamped to the run's rows:
        /// a binary search over the intervals, then one division inside the stretch found.
        func row(at y: Double) -> Int {
            guard count > 0, y > 0 else { return 0 }
            // The last interval starting at or above y.
            let j = firstIndex(in: realised.count) { top(ofInterval: $0) > y } - 1
            var start = 0
            var startY = 0.0
            var height = estimate
            var end = count
            if j >= 0 {
                let r = realised[j]
                let top = top(ofInterval: j)
                let bottom = top + Double(r.count) * actual
                if y < bottom {
                    (start, startY, height, end) = (r.lowerBound, top, actual, r.upperBound)
                } else {
                    (start, startY) = (r.upperBound, bottom)
                    end = j + 1 < realised.count ? realised[j + 1].lowerBound : count
                }
            } else if let first = realised.first {
                end = first.lowerBound
            }
            guard height > 0 else { return min(start, count - 1) }
            let k = ((y - startY) / height).rounded(.down)
            return min(start + Int(min(k, Double(end - start - 1))), count - 1)
        }

        /// The realised interval or the unrealised gap that holds row `i`.
        func stretch(containing i: Int) -> (realised: Bool, rows: Range<Int>) {
            let j = interval(after: i)
            if j < realised.count, realised[j].lowerBound <= i { return (true, realised[j]) }
            let lower = j > 0 ? realised[j - 1].upperBound : 0
            let upper = j < realised.count ? realised[j].lowerBound : count
            return (false, lower..<upper)
        }

        /// Marks `rows` (all unrealised) realised, merging with the neighbouring intervals.
        mutating func realise(_ rows: Range<Int>) {
            guard !rows.isEmpty else { return }
            let j = interval(after: rows.lowerBound)
            precondition(j == realised.count || realised[j].lowerBound >= rows.upperBound, "rows already realised")
            var merged = rows
            var from = j
            var to = j
            if j > 0, realised[j - 1].upperBound == rows.lowerBound {
                merged = realised[j - 1].lowerBound..<merged.upperBound
                from = j - 1
            }
            if j < realised.count, realised[j].lowerBound == rows.upperBound {
                merged = merged.lowerBound..<realised[j].upperBound
                to = j + 1
            }
            realised.replaceSubrange(from..<to, with: [merged])
            realisedBefore = [0]
            realisedBefore.reserveCapacity(realised.count + 1)
            for r in realised { realisedBefore.append(realisedBefore.last! + r.count) }
        }
    }

    /// One entry per row run of the table, in order; nil for a run whose height is known (fixed).
    private(set) var runs: [Run?]
    /// Height change of each run so far: (actual - estimate) x realised rows.
    private var changes: FenwickTree

    init(runs: [Run?]) {
        self.runs = runs
        changes = FenwickTree(count: runs.count)
    }

    /// How much the runs before `run` have grown (or shrunk) as rows were realised.
    func shift(before run: Int) -> Double { changes.prefixSum(run) }
    var totalShift: Double { changes.prefixSum(runs.count) }

    mutating func realise(_ rows: Range<Int>, inRun g: Int) {
        guard var run = runs[g] else { return }
        run.realise(rows)
        runs[g] = run
        changes.add(Double(rows.count) * run.delta, at: g)
    }
}

/// Prefix sums with point updates in O(log n) (Fenwick, 1994).
struct FenwickTree: Sendable {
    private var tree: [Double]

    init(count: Int) { tree = Array(repeating: 0, count: count + 1) }

    mutating func add(_ value: Double, at index: Int) {
        var i = index + 1
        while i < tree.count {
            tree[i] += value
            i += i & -i
        }
    }

    /// Sum of the values at 0..<end.
    func prefixSum(_ end: Int) -> Double {
        var i = end
        var sum = 0.0
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }
}
