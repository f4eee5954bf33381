/// Where a stack's arranged views go along its axis, by UIStackView.Distribution (Apple's
/// documentation of each case, UIStackView.Distribution):
/// - `fill`: the lengths the priorities give (`HorizontalWidths`), packed with the spacing;
/// - `fillEqually`: every view the same length, together filling the stack;
/// - `fillProportionally`: lengths in proportion to the views' intrinsic lengths, filling the stack;
/// - `equalSpacing`: intrinsic lengths kept, the room left shared equally between neighbours;
/// - `equalCentering`: intrinsic lengths kept, the centres equally far apart, first and last
///   view at the stack's edges (every distribution pins them there).
/// The three that need intrinsic lengths answer nil when a view has none or the views do not fit;
/// the caller then lays the stack out as `fill`, which is what UIKit's documentation says those
/// cases do when the views do not fit (shrink by compression resistance). For a view with no
/// intrinsic length the documentation is silent: assumption, Docs/uikit-rules.md, Assumptions.
public enum StackDistribution {
    public struct Placement: Sendable, Equatable {
        /// Each view's length along the axis, padding included.
        public var lengths: [Double]
        /// Each view's start along the axis, from the stack's start.
        public var origins: [Double]
    }

    /// Views one after the other, each followed by its gap (`spacing` or `spacingAfter`).
    public static func packed(_ lengths: [Double], gaps: [Double]) -> Placement {
        var origins: [Double] = []
        var at = 0.0
        for (i, length) in lengths.enumerated() {
            origins.append(at)
            at += length + (i < gaps.count ? gaps[i] : 0)
        }
        return Placement(lengths: lengths, origins: origins)
    }

    /// `fill` in a stack longer than its views (UIKit content; along a horizontal axis
    /// `HorizontalWidths` does the same with the priorities of each view's constraints): views
    /// without an intrinsic length (`resistance` nil) share the room left equally; without any,
    /// it goes to the view whose growing breaks the lowest priority, the first on a tie (Apple,
    /// UIStackView.Distribution.fill, and its "Start Developing iOS Apps" lesson: equal
    /// priorities expand the first view); a required one (1000) never grows.
    public static func filled(_ natural: [Double], length: Double, gaps: [Double], resistance: [Double?]) -> Placement {
        var lengths = natural
        let room = length - natural.reduce(0, +) - gaps.reduce(0, +)
        guard room > 0 else { return packed(lengths, gaps: gaps) }
        let free = resistance.indices.filter { resistance[$0] == nil }
        if !free.isEmpty {
            for i in free { lengths[i] += room / Double(free.count) }
        } else if let (i, priority) = resistance.enumerated().map({ ($0.offset, $0.element ?? 0) })
            .min(by: { ($0.1, $0.0) < ($1.1, $1.0) }), priority < HorizontalWidths.required
        {
            lengths[i] += room
        }
        return packed(lengths, gaps: gaps)
    }

    /// `fillEqually`: (length - the gaps) / n each.
    public static func equal(count: Int, length: Double, gaps: [Double]) -> Placement {
        guard count > 0 else { return Placement(lengths: [], origins: []) }
        let each = max(0, length - gaps.reduce(0, +)) / Double(count)
        return packed([Double](repeating: each, count: count), gaps: gaps)
    }

    /// `fillProportionally`: natural_i x (length - the gaps) / the sum of the naturals.
    public static func proportional(_ natural: [Double], length: Double, gaps: [Double]) -> Placement? {
        let sum = natural.reduce(0, +)
        guard sum > 0 else { return nil }
        let room = max(0, length - gaps.reduce(0, +))
        return packed(natural.map { $0 * room / sum }, gaps: gaps)
    }

    /// `equalSpacing`: the naturals, with (length - their sum) / (n - 1) between neighbours; nil when
    /// that gap would be below a neighbour pair's spacing (the views do not fit at equal gaps).
    public static func equalSpacing(_ natural: [Double], length: Double, gaps: [Double]) -> Placement? {
        guard natural.count > 1 else { return packed(natural, gaps: gaps) }
        let gap = (length - natural.reduce(0, +)) / Double(natural.count - 1)
        guard gaps.allSatisfy({ gap >= $0 - 1e-9 }) else { return nil }
        return packed(natural, gaps: [Double](repeating: gap, count: natural.count - 1))
    }

    /// `equalCentering`: the first view starts at 0, the last ends at `length`, the centres between
    /// are evenly spaced; nil when two neighbours would come closer than their spacing.
    public static func equalCentering(_ natural: [Double], length: Double, gaps: [Double]) -> Placement? {
        let n = natural.count
        guard n > 1 else { return packed(natural, gaps: gaps) }
        let first = natural[0] / 2
        let last = length - natural[n - 1] / 2
        let step = (last - first) / Double(n - 1)
        let origins = natural.indices.map { first + Double($0) * step - natural[$0] / 2 }
        for i in 0..<(n - 1) where origins[i + 1] - (origins[i] + natural[i]) < gaps[i] - 1e-9 { return nil }
        return Placement(lengths: natural, origins: origins)
    }
}
