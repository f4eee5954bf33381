/// Rule 4.3 [I]: estimated rows are realised (swapped for their actual height) when they
/// intersect the table's bounds. The walk passes every offset between frames, so it asks for
/// the stretch the bounds sweep, not for each offset. Each call costs the stretches it crosses
/// (runs, realised intervals), never the rows: a run's rows have one actual height, so how many
/// of them fit is one division.
extension TableGeometry {
    public var isEstimating: Bool { estimates != nil }

    /// Realises the rows that intersect `minY..<maxY` once realised, top to bottom: the bounds, or
    /// the stretch their bottom edge sweeps going down. A row straddling `minY` (its top above the
    /// bounds' top, after a jump) keeps the rows below it still: the offset takes its change, and
    /// so does the rest of the stretch. Returns that offset correction.
    public mutating func realiseRows(from minY: Double, to maxY: Double) -> Double {
        guard estimates != nil else { return 0 }
        var minY = minY
        var maxY = maxY
        var correction = 0.0
        var g = firstIndex(in: runs.count) { bottom(ofRun: $0) > minY }
        while g < runs.count, top(ofRun: g) < maxY {
            let runTop = top(ofRun: g)
            guard var run = estimates?.runs[g] else {
                g += 1
                continue
            }
            var i = run.row(at: minY - runTop)
            while i < run.count {
                let rowTop = runTop + run.offset(ofRow: i)
                guard rowTop < maxY else { break }
                let stretch = run.stretch(containing: i)
                if stretch.realised {
                    i = stretch.rows.upperBound
                    continue
                }
                if rowTop < minY {
                    estimates?.realise(i..<(i + 1), inRun: g)
                    correction += run.delta
                    minY += run.delta
                    maxY += run.delta
                    i += 1
                } else {
                    // Realised rows are `actual` tall: k of them reach maxY.
                    let n = stretch.rows.upperBound - i
                    let k = run.actual > 0 ? Int(min(Double(n), ((maxY - rowTop) / run.actual).rounded(.up))) : n
                    estimates?.realise(i..<(i + k), inRun: g)
                    i += k
                }
                run = estimates!.runs[g]!
            }
            g += 1
        }
        return correction
    }

    /// Realises the rows within `distance` above `edge`, nearest first, as the bounds' top sweeps
    /// up by `distance` (`.infinity`: to the top). Each row realised above the bounds adds
    /// actual - estimate to contentOffset, so the rows on screen stay where they are and the
    /// distance still to travel is measured in actual heights. Returns the total correction.
    public mutating func realiseRows(above edge: Double, within distance: Double) -> Double {
        guard estimates != nil, distance > 0 else { return 0 }
        var edge = edge
        var correction = 0.0
        var g = firstIndex(in: runs.count) { top(ofRun: $0) >= edge } - 1
        while g >= 0, edge - bottom(ofRun: g) < distance {
            let runTop = top(ofRun: g)
            if var run = estimates?.runs[g] {
                // Rows 0..<end start above the edge.
                let at = run.row(at: edge - runTop)
                var end = runTop + run.offset(ofRow: at) < edge ? at + 1 : at
                while end > 0 {
                    let stretch = run.stretch(containing: end - 1)
                    let reach = distance - max(0, edge - (runTop + run.offset(ofRow: end)))
                    guard reach > 0 else { return correction }
                    if !stretch.realised {
                        let n = end - stretch.rows.lowerBound
                        let k = run.actual > 0 ? Int(min(Double(n), (reach / run.actual).rounded(.up))) : n
                        estimates?.realise((end - k)..<end, inRun: g)
                        correction += Double(k) * run.delta
                        edge += Double(k) * run.delta
                        if k < n { return correction }
                        run = estimates!.runs[g]!
                    }
                    end = stretch.rows.lowerBound
                }
            }
            g -= 1
        }
        return correction
    }

    /// Behaviour effects rebuild the geometry; the rows realised so far stay realised (effects
    /// never change the rows).
    public mutating func keepRealisedRows(of previous: any ListGeometry) {
        guard let previous = previous as? TableGeometry, let kept = previous.estimates,
            kept.runs.count == runs.count
        else { return }
        estimates = kept
    }
}
