import MockgenFormat
import MockgenLayout

/// The live view of a variant whose frames depend on the way there only through one number that
/// `LiveDirection`'s rule follows (Docs/command-line.md, The live view;
/// Docs/platform-rules.md#direction-in-the-live-view): a direction-aware bar's hidden part (or
/// several bars' held together), or iOS 26's tab bar minimised or not. The engine lays the variant out at sample points (offset, hidden):
/// each is the engine's layout with the bar held at that hidden part (`Scenario.heldBar`), which is
/// what a walk arriving at that offset with that much hidden lays out: never a layout written
/// again. At each sample offset the hidden parts are sampled at 0 and the extent and refined
/// (halving) until the midpoint lies within the tolerances of the interpolation; between two
/// offsets, the midpoint is checked the same way at every hidden part kept at either end. The page
/// interpolates in the hidden part at the two offsets around the live one, then between them.
extension LiveView {
    struct Point: Hashable {
        var y: Double
        var h: Double
    }

    static func build(_ variant: VariantLayout, following rule: LiveDirection) throws(Refusal) -> LiveView {
        guard rule.apart else {
            let axis = try sampleAxis(variant, extent: rule.extent, refines: rule.response == .scrollDelta) { rule.held($0) }
            var view = assemble(
                range: axis.range, grids: [axis.grid], barOf: [:], physics: ScrollPhysics.of(variant.scenario),
                height: axis.height)
            view.gap = axis.gap
            view.direction = rule
            return view
        }
        // Bars apart (Docs/platform-rules.md#direction-in-the-live-view): each bar's own axis, the
        // others held wholly shown; every element follows one bar, or the variant is refused.
        var axes: [Axis] = []
        for (k, bar) in rule.bars.enumerated() {
            axes.append(
                try sampleAxis(variant, extent: bar.extent, refines: true) { h in
                    rule.held(parts: rule.bars.indices.map { $0 == k ? h : 0 })
                })
        }
        var barOf: [String: Int] = [:]
        for (k, axis) in axes.enumerated() {
            for id in axis.following() {
                if let other = barOf[id], other != k { throw Refusal.barsApart }
                barOf[id] = k
            }
        }
        var view = assemble(
            range: axes[0].range, grids: axes.map(\.grid), barOf: barOf, physics: ScrollPhysics.of(variant.scenario),
            height: axes[0].height)
        view.gap = axes[0].gap
        view.direction = rule
        return view
    }

    /// One axis of samples: offsets × the hidden parts of one held state.
    struct Axis {
        var range: ClosedRange<Double>
        var height: Double
        var gap: Double
        /// At each offset, the hidden parts kept and their samples.
        var grid: [Double: [Double: Sample]]

        /// The elements whose markup changes with the hidden part at some offset.
        func following() -> Set<String> {
            var ids = Set<String>()
            for (_, samples) in grid {
                let all = samples.values.map { $0 }
                guard let first = all.first, all.count > 1 else { continue }
                var seen = Set(first.floating.keys)
                for s in all { seen.formUnion(s.floating.keys) }
                for (id, _) in first.contentY { seen.insert(id) }
                for id in seen where all.contains(where: { $0.group(id) != first.group(id) }) { ids.insert(id) }
            }
            return ids
        }
    }

    /// With `fromTop` (estimated rows, LiveView+Estimated.swift), the axis spans that range and
    /// every walk sets off from its top, so the rows are realised as a run from the top.
    static func sampleAxis(
        _ variant: VariantLayout, extent: Double, refines: Bool, fromTop: ClosedRange<Double>? = nil,
        held: (Double) -> HeldBar
    ) throws(Refusal) -> Axis {
        let scenario = variant.scenario
        func layOut(_ offsets: [Double], hidden: Double? = nil) throws(Refusal) -> VariantLayout {
            var base = scenario
            base.heldBar = hidden.map(held)
            return try LiveView.layOut(base, at: (fromTop.map { [$0.lowerBound] } ?? []) + offsets, fonts: variant.fonts)
        }
        guard let top = try layOut([-1e9]).frames.first else { throw Refusal.noLayout }
        let height = top.listFrame.height
        // The walk's range (rule 1.3): a Compose list padded by its bar starts at 0 whatever its
        // viewport's inset.
        guard let range = try? fromTop ?? Simulation(scenario, fonts: variant.fonts).restRange else { throw Refusal.noLayout }
        // Offsets: both ends, every half screen, every event of a walk down and back, and where
        // the bar can first be wholly hidden.
        var offsets = Set([range.lowerBound, range.upperBound])
        let step = max(height / 2, 1)
        var y = range.lowerBound
        while y < range.upperBound {
            offsets.insert(y)
            y += step
        }
        let round = try layOut([range.lowerBound, range.upperBound, range.lowerBound])
        for event in round.events where range.contains(event.offset) { offsets.insert(event.offset) }

        // Every layout sampled, and at each offset the hidden parts the page interpolates between
        // (the others only check).
        var grid: [Double: [Double: Sample]] = [:]
        var kept: [Double: Set<Double>] = [:]
        var count = 0
        func levels(_ y: Double) -> [Double] { kept[y].map { $0.sorted() } ?? [] }
        // Sampled one walk a hidden part, the bar held there (`Scenario.heldBar`).
        func sample(_ points: [Point], keep: Bool = true) throws(Refusal) {
            if keep { for p in points { kept[p.y, default: []].insert(p.h) } }
            var byHidden: [Double: Set<Double>] = [:]
            for p in points where grid[p.y]?[p.h] == nil { byHidden[p.h, default: []].insert(p.y) }
            for h in byHidden.keys.sorted() {
                let ys = byHidden[h]!.sorted()
                let laid = try layOut(ys, hidden: h)
                // Past the walk's lead from the top, if any.
                let frames = Array(laid.frames).dropFirst(fromTop == nil ? 0 : 1)
                guard frames.count == ys.count else { throw Refusal.noLayout }
                for (y, frame) in zip(ys, frames) { grid[y, default: [:]][h] = Sample(frame, variant: laid) }
                count += ys.count
                guard count <= maxSamples * 4 else { throw Refusal.tooManySamples }
            }
        }
        func initial(_ y: Double) -> [Point] { [Point(y: y, h: 0), Point(y: y, h: extent)] }
        // The hidden parts at each offset, halved until they fit (a swipe has two states, no more).
        func refineLevels(_ ys: [Double]) throws(Refusal) {
            guard refines else { return }
            var pending = ys.flatMap { y in zip(levels(y), levels(y).dropFirst()).map { (y, $0.0, $0.1) } }
            while !pending.isEmpty {
                try sample(pending.map { Point(y: $0.0, h: ($0.1 + $0.2) / 2) })
                var next: [(Double, Double, Double)] = []
                for (y, a, b) in pending where b - a > levelBreakpointWidth {
                    let m = (a + b) / 2
                    if !fits(grid[y]![a]!, grid[y]![b]!, grid[y]![m]!, t: 0.5) { next += [(y, a, m), (y, m, b)] }
                }
                pending = next
            }
            for y in ys { prune(y) }
        }
        // The hidden parts at `y` that its neighbours interpolate to for every element that is not
        // content dropped (`pruned`): a new offset starts from those of the offsets around it.
        func prune(_ y: Double) {
            let hs = levels(y)
            guard hs.count > 2, let samples = grid[y] else { return }
            var ids = Set<String>()
            for h in hs { ids.formUnion(samples[h]!.floating.keys) }
            let base = samples[hs[0]]!
            for h in hs.dropFirst() {
                for (id, top) in samples[h]!.contentY where base.contentY[id].map({ abs($0 - top) > 0.01 }) ?? true {
                    ids.insert(id)
                }
            }
            let order = ids.sorted()
            let drawn = hs.map { h in order.map { samples[h]!.group($0) ?? "\u{2}" }.joined(separator: "\u{3}") }
            kept[y] = Set(pruned(Level(hidden: hs, markup: drawn)).hidden)
        }
        try sample(offsets.flatMap(initial))
        try refineLevels(Array(offsets))
        let sorted = offsets.sorted()
        var intervals = Array(zip(sorted, sorted.dropFirst()))
        while !intervals.isEmpty {
            let mids = intervals.map { ($0.0 + $0.1) / 2 }
            // A midpoint starts from the hidden parts kept at either end; every one is checked.
            var seeds: [Point] = []
            for ((a, b), m) in zip(intervals, mids) {
                seeds += Set(levels(a) + levels(b) + initial(m).map(\.h)).map { Point(y: m, h: $0) }
            }
            try sample(seeds)
            try refineLevels(mids)
            var probes: [Point] = []
            for ((a, b), m) in zip(intervals, mids) {
                probes += Set(levels(a) + levels(b) + levels(m)).map { Point(y: m, h: $0) }
            }
            try sample(probes, keep: false)
            var next: [(Double, Double)] = []
            for ((a, b), m) in zip(intervals, mids) where b - a > breakpointWidth {
                if !fitsBetween(a, b, m, grid, kept) { next += [(a, m), (m, b)] }
            }
            intervals = next
        }
        var shown: [Double: [Double: Sample]] = [:]
        for (y, hs) in kept { for h in hs { shown[y, default: [:]][h] = grid[y]![h]! } }
        return Axis(range: range, height: height, gap: step + breakpointWidth, grid: shown)
    }

    /// A group's numbers at hidden part `h` among the samples of one offset: interpolated between
    /// the two around it (clamped to the ones sampled), the nearer one's where their shapes
    /// differ; nil where it does not show.
    static func group(_ id: String, at h: Double, in levels: [Double], _ samples: [Double: Sample]) -> String? {
        group(id, resolving: h, in: levels, samples).markup
    }

    /// `group(_:at:in:_:)`, and whether `h` lies between two hidden parts of one shape (false
    /// between the two samples around a change of shape, which the hidden parts' refinement
    /// resolves to `levelBreakpointWidth`).
    static func group(_ id: String, resolving h: Double, in levels: [Double], _ samples: [Double: Sample])
        -> (markup: String?, resolved: Bool)
    {
        guard let first = levels.first, let last = levels.last else { return (nil, true) }
        let h = min(max(h, first), last)
        var hi = levels.firstIndex { $0 >= h } ?? levels.count - 1
        if hi == 0 { hi = min(1, levels.count - 1) }
        let lo = max(hi - 1, 0)
        let a = samples[levels[lo]]?.group(id)
        let b = samples[levels[hi]]?.group(id)
        let t = levels[hi] > levels[lo] ? (h - levels[lo]) / (levels[hi] - levels[lo]) : 0
        if a == nil, b == nil { return (nil, true) }
        guard let ga = a, let gb = b, let numbers = interpolate(ga, gb, t) else {
            return (t < 0.5 ? a : b, t == 0 || t == 1)
        }
        return (numbers.joined, true)
    }

    /// Whether every hidden part sampled at `m` lies within the tolerances of the interpolation
    /// between the offsets `a` and `b` (each interpolated in the hidden part first).
    static func fitsBetween(
        _ a: Double, _ b: Double, _ m: Double, _ grid: [Double: [Double: Sample]], _ kept: [Double: Set<Double>]
    ) -> Bool {
        guard let ga = grid[a], let gb = grid[b], let gm = grid[m], let ka = kept[a], let kb = kept[b] else { return false }
        let la = ka.sorted()
        let lb = kb.sorted()
        let t = (m - a) / (b - a)
        for (h, sm) in gm {
            var ids = Set(sm.floating.keys)
            for s in [ga[la.last!], gb[lb.last!], ga[0], gb[0]].compactMap({ $0 }) {
                ids.formUnion(s.floating.keys)
                for (id, y) in sm.contentY where s.contentY[id].map({ abs($0 - y) > 0.01 }) ?? false { ids.insert(id) }
            }
            for id in ids {
                let (x, xs) = group(id, resolving: h, in: la, ga)
                let (z, zs) = group(id, resolving: h, in: lb, gb)
                let actual = sm.group(id)
                if x == nil && z == nil && actual == nil { continue }
                // Between two samples around a change of shape in the hidden part: the offsets' interval is not at fault.
                if !xs || !zs { continue }
                guard let x, let z, let actual, let expected = interpolate(x, z, t), let shape = MarkupNumbers(actual),
                    shape.text == expected.text
                else { return false }
                for (k, value) in shape.values.enumerated() {
                    let limit = shape.isOpacity[k] ? opacityTolerance : tolerance
                    if abs(value - expected.values[k]) > limit { return false }
                }
            }
        }
        return true
    }

    /// The live view from one grid a held state's axis (one for bars apart a bar, `barOf` naming
    /// the axis each track follows; the first otherwise).
    static func assemble(
        range: ClosedRange<Double>, grids: [[Double: [Double: Sample]]], barOf: [String: Int], physics: ScrollPhysics,
        height: Double
    ) -> LiveView {
        let all = grids.flatMap { grid in
            grid.keys.sorted().flatMap { y in grid[y]!.keys.sorted().map { (y, $0, grid[y]![$0]!) } }
        }
        let skeleton = all.max { $0.2.floating.count < $1.2.floating.count }!.2
        // Content keeps its place in content coordinates at every sample, whatever is hidden.
        var floatingIDs = Set(all.flatMap { $0.2.floating.keys })
        var contentTop: [String: ClosedRange<Double>] = [:]
        for (_, _, s) in all {
            for (id, y) in s.contentY {
                contentTop[id] = contentTop[id].map { min($0.lowerBound, y)...max($0.upperBound, y) } ?? y...y
            }
        }
        for (id, tops) in contentTop where tops.upperBound - tops.lowerBound > 0.01 { floatingIDs.insert(id) }
        var seen = Set<String>()
        var content: [(y: Double, markup: String)] = []
        var order = skeleton.order
        var trackOrder: [String] = []
        for (y, _, s) in all {
            for id in s.order where !floatingIDs.contains(id) && !seen.contains(id) {
                guard let group = s.content[id] else { continue }
                seen.insert(id)
                content.append((s.contentY[id] ?? y, "<g transform=\"translate(0 \(formatNumber(y)))\">\(group)</g>"))
            }
            for id in s.order where floatingIDs.contains(id) && !trackOrder.contains(id) {
                trackOrder.append(id)
                if !order.contains(id) { order.append(id) }
            }
        }
        var tracks: [String: Track] = [:]
        for id in trackOrder {
            let k = barOf[id] ?? 0
            let grid = grids[k]
            var track = Track(id: id, offsets: [], markup: [], levels: [], bar: k > 0 ? k : nil)
            for y in grid.keys.sorted() {
                let hs = grid[y]!.keys.sorted()
                let markups = hs.map { grid[y]![$0]!.group(id) ?? "" }
                guard markups.contains(where: { !$0.isEmpty }) else { continue }
                track.offsets.append(y)
                track.markup.append(markups[0])
                track.levels!.append(pruned(Level(hidden: hs, markup: markups)))
            }
            track.bound(by: grid.keys.sorted())
            tracks[id] = track
        }
        var view = finish(
            content: content, tracks: tracks, order: order, skeleton: skeleton, range: range, physics: physics,
            sampleCount: all.count, height: height)
        for (id, tops) in contentTop where !floatingIDs.contains(id) { view.contentTops[id] = tops.lowerBound }
        return view
    }

    /// One track's hidden parts at one offset without those its neighbours interpolate to within
    /// a tenth of the tolerances: where the element follows the bar in one straight piece (a bar,
    /// a header pinned under it) two are left, and offsets that draw alike write them once.
    static func pruned(_ level: Level) -> Level {
        let n = level.hidden.count
        guard n > 2 else { return level }
        let numbers = level.markup.map { MarkupNumbers($0) }
        func between(_ i: Int, _ k: Int) -> Bool {
            for j in (i + 1)..<k {
                if level.markup[i].isEmpty || level.markup[k].isEmpty || level.markup[j].isEmpty {
                    guard level.markup[i] == level.markup[j], level.markup[j] == level.markup[k] else { return false }
                    continue
                }
                let t = (level.hidden[j] - level.hidden[i]) / (level.hidden[k] - level.hidden[i])
                guard let a = numbers[i], let b = numbers[k], let shape = numbers[j], a.text == b.text,
                    shape.text == a.text
                else { return false }
                for (q, value) in shape.values.enumerated() {
                    let limit = (shape.isOpacity[q] ? opacityTolerance : tolerance) / 10
                    if abs(value - (a.values[q] + (b.values[q] - a.values[q]) * t)) > limit { return false }
                }
            }
            return true
        }
        var keep = [0]
        var i = 0
        while i < n - 1 {
            var k = i + 1
            while k + 1 < n, between(i, k + 1) { k += 1 }
            keep.append(k)
            i = k
        }
        return Level(hidden: keep.map { level.hidden[$0] }, markup: keep.map { level.markup[$0] })
    }

    /// What the page draws for `track` at offset `y` with `hidden` of the bar hidden
    /// (flipbook.js, `trackAt`, says the same): at the two offsets around `y` the numbers
    /// interpolated in the hidden part, then between the offsets.
    /// Bars apart: what the page draws with bar k hidden `parts[k]` (the track's own bar's part).
    func markup(of track: Track, at y: Double, parts: [Double]) -> String? {
        markup(of: track, at: y, hidden: parts[track.bar ?? 0])
    }

    func markup(of track: Track, at y: Double, hidden: Double) -> String? {
        guard let levels = track.levels else { return markup(of: track, at: y) }
        var flat = track
        flat.levels = nil
        flat.markup = levels.map { level in
            let samples = Dictionary(uniqueKeysWithValues: zip(level.hidden, level.markup))
            return Self.levelMarkup(samples, level.hidden, at: hidden) ?? ""
        }
        let shown = markup(of: flat, at: y)
        return shown?.isEmpty == true ? nil : shown
    }

    static func levelMarkup(_ samples: [Double: String], _ levels: [Double], at h: Double) -> String? {
        guard let first = levels.first, let last = levels.last else { return nil }
        let h = min(max(h, first), last)
        var hi = levels.firstIndex { $0 >= h } ?? levels.count - 1
        if hi == 0 { hi = min(1, levels.count - 1) }
        let lo = max(hi - 1, 0)
        let a = samples[levels[lo]].flatMap { $0.isEmpty ? nil : $0 }
        let b = samples[levels[hi]].flatMap { $0.isEmpty ? nil : $0 }
        let t = levels[hi] > levels[lo] ? (h - levels[lo]) / (levels[hi] - levels[lo]) : 0
        guard let ga = a, let gb = b, let numbers = interpolate(ga, gb, t) else { return t < 0.5 ? a : b }
        return numbers.joined
    }
}
