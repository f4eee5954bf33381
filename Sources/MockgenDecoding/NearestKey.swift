/// The candidate an unknown key most likely meant, for "did you mean" hints, or nil.
///
/// Distance is case-insensitive Damerau-Levenshtein (optimal string alignment: insert, delete,
/// substitute, swap two adjacent characters, each costing 1), counted in Unicode scalars of the
/// lowercased keys. A candidate qualifies within `max(1, unknown.count / 3)`; the closest wins,
/// and among equally close ones the first in `candidates`.
///
///     "rowHieght" -> "rowHeight"    "colour" -> "color"    "zzz" -> nil
public func nearestKey(to unknown: String, among candidates: [String]) -> String? {
    let a = Array(unknown.lowercased().unicodeScalars)
    let limit = max(1, a.count / 3)
    var best: (key: String, distance: Int)?
    for candidate in candidates {
        let b = Array(candidate.lowercased().unicodeScalars)
        guard abs(a.count - b.count) <= limit else { continue }
        let d = optimalStringAlignmentDistance(a, b)
        if d <= limit && d < (best?.distance ?? .max) {
            best = (candidate, d)
        }
    }
    return best?.key
}

/// Edit distance with adjacent transpositions (each substring edited at most once).
func optimalStringAlignmentDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    // Three rows of the (a.count + 1) x (b.count + 1) table: i - 2, i - 1, i.
    var previous2 = [Int](repeating: 0, count: width)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: width)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = min(d, previous2[j - 2] + 1)
            }
            current[j] = d
        }
        (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
}
