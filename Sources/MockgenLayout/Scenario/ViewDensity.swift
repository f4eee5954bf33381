/// How densely a run of views can fill a screen (Docs/errors.md#limits): `count` views laid
/// `perLine` a line, one line every `pitch` points. Each list kind says this of its runs from its
/// own rules (`ListKindRules.viewDensities`), so the work a frame can take is bounded before any
/// layout, whatever the kind.
public struct ViewDensity: Sendable, Equatable {
    /// Where the run is in the scenario, for the message that refuses it.
    public var keyPath: String
    public var count: Int
    public var perLine: Int
    /// The distance from one line to the next: a line's height and the spacing after it. nil for
    /// a run sized by its content, counted as 1 pt lines (no line of views is shorter on a screen
    /// whose frames are drawn at whole points or more).
    public var pitch: Double?
    /// At most this many lines show at once: 1 for a section that scrolls across; nil, no bound.
    public var maxLines: Int?

    public init(keyPath: String, count: Int, perLine: Int = 1, pitch: Double?, maxLines: Int? = nil) {
        self.keyPath = keyPath
        self.count = count
        self.perLine = perLine
        self.pitch = pitch
        self.maxLines = maxLines
    }

    /// The views of this run a screen `screen` points tall could show if the run were long enough:
    /// the lines that fit, and one more cut at each end, times the views of a line.
    public func fill(screen: Double) -> Int {
        let step = max(pitch ?? 1, 0)
        var lines = step > 0 ? Int(min((screen / step).rounded(.up) + 1, 1e12)) : Int(1e12)
        if let maxLines { lines = min(lines, maxLines) }
        return perLine.multipliedClamped(by: lines)
    }

    /// Rule 5.3 (Docs/uikit-rules.md): as many views `width` wide as fit in `available`, with
    /// `spacing` between two; at least one.
    public static func fitting(_ width: Double, in available: Double, spacing: Double) -> Int {
        guard width + spacing > 0 else { return Int.max }
        return max(1, Int(min(((available + spacing) / (width + spacing)).rounded(.down), 1e12)))
    }
}

extension ViewSpec {
    /// The view's fixed height, or `fallback`'s when it has none; nil when sized by its content.
    func pointHeight(or fallback: Dimension? = nil) -> Double? {
        if case .points(let h)? = height ?? fallback { return h }
        return nil
    }
}

extension ListSpec {
    /// The densities of a list whose rows stack one a line, each `pitch(run)` apart, with each
    /// section's header and footer one view of their own: at `list.sections[S].rows`, or all at
    /// `keyPath` where the scenario writes them as one array.
    func stackedDensities(rows: String = "rows", keyPath: String? = nil, pitch: (ViewRun) -> Double?) -> [ViewDensity] {
        var out: [ViewDensity] = []
        for (s, section) in sections.enumerated() {
            let path = keyPath ?? "list.sections[\(s)]"
            for view in [section.header, section.footer].compactMap({ $0 }) {
                out.append(ViewDensity(keyPath: path, count: 1, pitch: view.pointHeight()))
            }
            for run in section.rows {
                out.append(ViewDensity(keyPath: keyPath ?? "\(path).\(rows)", count: run.count, pitch: pitch(run)))
            }
        }
        return out
    }
}

extension Scenario {
    /// What bounds the views one frame of this scenario can show: its list kind's rule.
    public var viewDensities: [ViewDensity] { list.kind.rules.viewDensities(list, on: device) }
}

extension Int {
    /// `self + other`, or `Int.max` where that overflows: a bound, never a wrapped count.
    public func addingClamped(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? Int.max : sum
    }

    /// `self × other`, or `Int.max` where that overflows.
    public func multipliedClamped(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? Int.max : product
    }
}
