/// How the offsets of the frames are chosen (contracts section 1; decisions.md, Frames and paths).
public enum FrameSelection: Sendable, Equatable {
    /// `--frames N`: N frames spread by distance along the scenario's path, first and last
    /// included; with `snapToEvents` the frame nearest each event moves onto its exact offset.
    case spread(count: Int, snapToEvents: Bool)
    /// `--offsets`: exactly these contentOffset.y values, in order; they are the path.
    case offsets([Double])
}

/// A path value resolved against the base scenario: `start` / `end` become numbers once,
/// before the walk; a drag stays relative to each variant's own range.
enum PathNode: Sendable, Equatable {
    case fixed(Double)
    /// `start` (`upper` false) or `end`, resolved once from the base's range. With estimated rows
    /// the walk arrives at the end of the range in force instead (rule 4.3: the real top or bottom).
    case rangeEnd(Double, upper: Bool)
    case drag(Double)

    static func resolve(_ values: [PathValue], baseRange: ClosedRange<Double>) -> [PathNode] {
        values.map {
            switch $0 {
            case let .offset(y): return .fixed(y)
            case .start: return .rangeEnd(baseRange.lowerBound, upper: false)
            case .end: return .rangeEnd(baseRange.upperBound, upper: true)
            case let .drag(d): return .drag(d)
            }
        }
    }

    /// The node's position in a variant's "virtual" offsets: past the range for a drag.
    func virtualOffset(range: ClosedRange<Double>) -> Double {
        switch self {
        case let .fixed(y), let .rangeEnd(y, _): return y
        case let .drag(d): return d < 0 ? range.lowerBound + d : range.upperBound + d
        }
    }

    /// For `start` / `end`: which end of the range.
    var upperEnd: Bool? { if case let .rangeEnd(_, upper) = self { return upper } else { return nil } }

    var isDrag: Bool { if case .drag = self { return true } else { return false } }
}

/// Cumulative distance travelled along the path at each node (the base scenario's offsets).
func cumulativeDistances(_ offsets: [Double]) -> [Double] {
    var result: [Double] = []
    result.reserveCapacity(offsets.count)
    var total = 0.0
    for (i, v) in offsets.enumerated() {
        if i > 0 { total += abs(v - offsets[i - 1]) }
        result.append(total)
    }
    return result
}

/// N positions spread evenly over `total`, then, event by event, the nearest position that is
/// still free and can take the event without breaking the order is moved onto it. The path's
/// first and last frames stay where they are: they show its ends.
func framePositions(count: Int, total: Double, events: [Double]) -> [Double] {
    guard count > 0 else { return [] }
    var positions = (0..<count).map { count == 1 ? 0 : total * Double($0) / Double(count - 1) }
    var moved = Set<Int>()
    let movable = count > 2 ? Array(1..<(count - 1)) : Array(0..<count)
    for e in Set(events).sorted() where !positions.contains(e) {
        let nearest = movable.filter { !moved.contains($0) }.sorted {
            (abs(positions[$0] - e), $0) < (abs(positions[$1] - e), $1)
        }
        for k in nearest {
            let lower = k > 0 ? positions[k - 1] : -Double.infinity
            let upper = k + 1 < count ? positions[k + 1] : Double.infinity
            guard lower <= e, e <= upper else { continue }
            positions[k] = e
            moved.insert(k)
            break
        }
    }
    return positions
}
