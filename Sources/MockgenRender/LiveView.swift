import MockgenFormat
import MockgenLayout
import MockgenText

/// The flipbook's live view of one variant (Docs/command-line.md, The live view): the phone
/// scrolled directly, without the layout engine in the page.
///
/// The engine lays the variant out at sample offsets over its scroll range and draws each as a
/// frame. What never pins (cells, items, decorations) moves with the content: each is drawn once, in
/// content coordinates, into tiles the page builds when they come near the screen, and the page
/// moves them as one layer. Everything else (bars, pinned headers, fades, search bars) is a track:
/// its markup at every sample where it shows. Between two samples whose markup has the same shape
/// the page interpolates its numbers linearly, and the samples are refined (halving each interval)
/// until the midpoint's markup lies within `tolerance` of that interpolation: positions, heights and
/// opacities are piecewise linear between events, so a few samples around each event make the
/// tracks exact at every offset. An interval whose ends differ in shape (an element that appears, a
/// title that shows) is halved down to `breakpointWidth`: the page shows the nearer end's.
///
/// A variant whose only state of the way there is one number `LiveDirection` follows (a
/// direction-aware bar's hidden part, bars held together, the tab bar's minimise) is sampled over
/// (offset, that number) instead (LiveView+Direction.swift). A table with estimated rows keeps
/// the farthest offset reached (LiveView+Estimated.swift). Any other variant whose frames depend
/// on the way there has no live view: the samples are laid out walking down and walking up, and
/// when the two disagree it is left out.
public struct LiveView: Sendable {
    /// How far an interpolated coordinate may be from the engine's (points), and an opacity.
    public static let tolerance = 0.25
    public static let opacityTolerance = 0.005
    public static let breakpointWidth = 0.05
    /// Where an element's shape changes with a direction-aware bar's hidden part, the samples
    /// around the change are this close (points hidden).
    public static let levelBreakpointWidth = 0.25
    /// Content tiles are this many points of content tall.
    public static let tileHeight = 1024.0
    /// No more samples than this for one variant (a page stays small).
    public static let maxSamples = 4_000

    public var range: ClosedRange<Double>
    public var physics: ScrollPhysics
    /// The live `<svg>`, the content layer's tiles and the tracks' slots empty.
    public var svg: String
    /// Each tile's markup, in content order.
    public var tiles: [String]
    public var tracks: [Track]
    public var sampleCount: Int
    /// The list's viewport height.
    public var height: Double
    /// Two samples of a track further apart than this have the element absent between them.
    public var gap: Double
    /// The direction-aware bar the page follows (LiveView+Direction.swift), nil without one.
    public var direction: LiveDirection? = nil
    /// Estimated rows (LiveView+Estimated.swift): the range in force as the farthest offset
    /// reached grows, and that offset as the frames' walk left it at each frame; nil without.
    public var realised: RealisedRange? = nil
    public var frameFarthest: [Double]? = nil
    /// Each content element's top in content coordinates, as the tiles draw it (for tests).
    var contentTops: [String: Double] = [:]

    public struct Track: Sendable, Equatable {
        public var id: String
        public var offsets: [Double]
        /// The group's inner markup at each offset.
        public var markup: [String]
        /// With a direction-aware bar: at each offset, the bar's hidden parts sampled there and
        /// the group's markup at each ("" where it does not show).
        public var levels: [Level]? = nil
        /// With direction-aware bars apart, the bar whose hidden part the levels are of, past the first.
        public var bar: Int? = nil
        /// The samples just before the first and just after the last where the element shows, where
        /// the variant has such samples: it does not show there, so the page continues the track past
        /// its ends only up to them (an element that appears in place, as iOS 26's top edge effect
        /// once the large title has gone, is not drawn before it appears). Without one, past the
        /// range's end, the track goes on up to `gap`.
        public var absentBefore: Double? = nil
        public var absentAfter: Double? = nil

        /// Sets `absentBefore` and `absentAfter` from every offset the variant sampled.
        mutating func bound(by sampled: [Double]) {
            guard let first = offsets.first, let last = offsets.last else { return }
            absentBefore = sampled.last { $0 < first }
            absentAfter = sampled.first { $0 > last }
        }
    }

    /// One offset of a track that follows a direction-aware bar.
    public struct Level: Sendable, Equatable {
        public var hidden: [Double]
        public var markup: [String]
    }

    /// Why a variant has no live view, said in the page.
    public enum Refusal: Error, Equatable {
        case pathDependent
        /// Direction-aware bars that one move changes differently (`LiveDirection.Unfollowed.barsApart`).
        case barsApart
        /// A snapping header beside another direction-aware bar (`LiveDirection.Unfollowed.snap`).
        case snaps
        /// Estimated rows realised from below the top: the path starts there (or at `end`), or
        /// the insets change as the content grows (LiveView+Estimated.swift).
        case realisedFromBelow
        /// Estimated rows beside a direction-aware bar whose state is not independent of the rows
        /// realised (a minimise on the way up) or bars followed apart (LiveView+Estimated.swift).
        case estimatedWithDirection
        case tooManySamples
        case noLayout
    }

    public static func build(_ variant: VariantLayout) throws(Refusal) -> LiveView {
        let scenario = variant.scenario
        // Estimated rows (LiveView+Estimated.swift): the farthest offset reached is the state.
        if case .table(let table) = scenario.list.kind, table.rowEstimate != nil,
            let simulation = try? Simulation(scenario, fonts: variant.fonts), simulation.geometry(LayoutEffects()).isEstimating
        {
            return try build(variant, realising: simulation)
        }
        // Said in the page when the frames then depend on the way there.
        var unfollowed = Refusal.pathDependent
        switch LiveDirection.follow(scenario, fonts: variant.fonts) {
        case .success(let direction?): return try build(variant, following: direction)
        case .success(nil), .failure(.other): break
        case .failure(.barsApart): unfollowed = .barsApart
        case .failure(.snap): unfollowed = .snaps
        }
        func layOut(_ offsets: [Double]) throws(Refusal) -> VariantLayout {
            try Self.layOut(scenario, at: offsets, fonts: variant.fonts)
        }
        // The range, from the layout at the top (rule 1.3).
        guard let top = try layOut([-1e9]).frames.first else { throw Refusal.noLayout }
        let range = ScrollView.offsetRange(
            contentHeight: top.contentSize.height, boundsHeight: top.listFrame.height, adjusted: top.adjustedContentInset)
        do { return try sampled(variant, range: range, height: top.listFrame.height, fromTop: false) } catch .pathDependent {
            throw unfollowed
        }
    }

    /// The live view sampled over `range`: each sample's walk from the sample itself (down) or the
    /// largest (up), or with `fromTop` from the top (down) and after the bottom (up); where the two
    /// draw a sample differently, from the top if not yet (`Refusal.pathDependent` if still).
    static func sampled(_ variant: VariantLayout, range: ClosedRange<Double>, height: Double, fromTop startsAtTop: Bool)
        throws(Refusal) -> LiveView
    {
        let scenario = variant.scenario
        func layOut(_ offsets: [Double]) throws(Refusal) -> VariantLayout {
            try Self.layOut(scenario, at: offsets, fonts: variant.fonts)
        }
        // Samples: both ends, every half screen, and every event of a walk down and back.
        var samples = Set([range.lowerBound, range.upperBound])
        let step = max(height / 2, 1)
        var y = range.lowerBound
        while y < range.upperBound {
            samples.insert(y)
            y += step
        }
        let round = try layOut([range.lowerBound, range.upperBound, range.lowerBound])
        for event in round.events where range.contains(event.offset) { samples.insert(event.offset) }

        // A frame exactly on a threshold shows the state past it in the direction of travel, so
        // event offsets may differ by direction; anywhere else a difference is the way there.
        let thresholds = Set(round.events.map(\.offset))
        // Each sample's walk sets off from the sample itself (down) or the largest (up); where
        // those disagree, both walks set off from the top instead, as the page's does (the
        // frames' walk starts there): a switch with a memory that a walk from the top always
        // finds at one offset (`mypage`'s collapsing header, stored where it switched) is then a
        // state of the offset alone.
        func sampleAll(fromTop: Bool) throws(Refusal) -> [Double: Sample] {
            var sampled: [Double: Sample] = [:]
            func sample(_ offsets: [Double]) throws(Refusal) {
                let wanted = offsets.filter { sampled[$0] == nil }.sorted()
                guard !wanted.isEmpty else { return }
                let lead = fromTop ? [range.lowerBound] : []
                let laid = try layOut(lead + wanted)
                for frame in laid.frames.dropFirst(lead.count) { sampled[frame.contentOffset] = Sample(frame, variant: laid) }
                // The same offsets walked up: a frame that differs depends on the way there.
                let back = try layOut((fromTop ? [range.lowerBound, range.upperBound] : []) + wanted.reversed())
                for frame in back.frames.dropFirst(fromTop ? 2 : 0) where !thresholds.contains(frame.contentOffset) {
                    guard let down = sampled[frame.contentOffset], down.sameDrawing(as: Sample(frame, variant: back)) else {
                        throw Refusal.pathDependent
                    }
                }
            }
            try sample(Array(samples))
            let sorted = samples.sorted()
            var intervals = Array(zip(sorted, sorted.dropFirst()))
            while !intervals.isEmpty {
                let mids = intervals.map { ($0.0 + $0.1) / 2 }
                try sample(mids)
                var next: [(Double, Double)] = []
                for ((a, b), mid) in zip(intervals, mids) where b - a > breakpointWidth && !fits(a, b, mid, sampled) {
                    next += [(a, mid), (mid, b)]
                }
                intervals = next
                guard sampled.count <= maxSamples else { throw Refusal.tooManySamples }
            }
            return sampled
        }
        let sampled: [Double: Sample]
        do { sampled = try sampleAll(fromTop: startsAtTop) } catch .pathDependent where !startsAtTop {
            // Only for frames whose walk starts at the top too (or above it, pulled).
            guard let first = variant.frames.first, first.contentOffset <= range.lowerBound else { throw .pathDependent }
            sampled = try sampleAll(fromTop: true)
        }
        var view = assemble(range: range, sampled: sampled, physics: ScrollPhysics.of(scenario), height: height)
        view.gap = step + breakpointWidth
        return view
    }

    /// The engine's layout of `scenario` at `offsets`, walked in that order.
    static func layOut(_ scenario: Scenario, at offsets: [Double], fonts: FontSet?) throws(Refusal) -> VariantLayout {
        do {
            let run = try LayoutRun.layOut(base: scenario, selection: .offsets(offsets), fonts: fonts)
            guard let laid = run.variants.first else { throw Refusal.noLayout }
            return laid
        } catch let refusal as Refusal {
            throw refusal
        } catch {
            throw Refusal.noLayout
        }
    }

    /// Whether the floating groups at `mid` lie within the tolerances of the interpolation between
    /// `a` and `b` (an interval whose ends differ in shape never fits).
    static func fits(_ a: Double, _ b: Double, _ mid: Double, _ sampled: [Double: Sample]) -> Bool {
        guard let sa = sampled[a], let sb = sampled[b], let sm = sampled[mid] else { return false }
        return fits(sa, sb, sm, t: (mid - a) / (b - a))
    }

    /// Whether `sm` lies within the tolerances of the interpolation at `t` between `sa` and `sb`.
    static func fits(_ sa: Sample, _ sb: Sample, _ sm: Sample, t: Double) -> Bool {
        // Content that moves in content coordinates is checked as a track too.
        var ids = Set(sa.floating.keys).union(sb.floating.keys).union(sm.floating.keys)
        for (id, y) in sm.contentY {
            if let ya = sa.contentY[id], abs(ya - y) > 0.01 { ids.insert(id) }
            if let yb = sb.contentY[id], abs(yb - y) > 0.01 { ids.insert(id) }
        }
        for id in ids {
            guard let ga = sa.group(id), let gb = sb.group(id), let gm = sm.group(id) else { return false }
            guard let expected = interpolate(ga, gb, t), let shape = MarkupNumbers(gm), shape.text == expected.text
            else { return false }
            for (k, value) in shape.values.enumerated() {
                let limit = shape.isOpacity[k] ? opacityTolerance : tolerance
                if abs(value - expected.values[k]) > limit { return false }
            }
        }
        return true
    }

    static func interpolate(_ a: String, _ b: String, _ t: Double) -> MarkupNumbers? {
        guard var x = MarkupNumbers(a), let y = MarkupNumbers(b), x.text == y.text else { return nil }
        for k in x.values.indices { x.values[k] += (y.values[k] - x.values[k]) * t }
        return x
    }

    static func assemble(range: ClosedRange<Double>, sampled: [Double: Sample], physics: ScrollPhysics, height: Double)
        -> LiveView
    {
        let offsets = sampled.keys.sorted()
        // The frame with the most floating groups gives the skeleton: the order in which the layers draw.
        let reference = offsets.max { sampled[$0]!.floating.count < sampled[$1]!.floating.count } ?? offsets[0]
        let skeleton = sampled[reference]!
        // Content: each group once, where it was first seen, moved to content coordinates.
        var seen = Set<String>()
        var content: [(y: Double, markup: String)] = []
        var tracks: [String: Track] = [:]
        var order = skeleton.order
        // Content keeps its place in content coordinates at every sample; anything else (pinned,
        // fixed under a bar, moved with a list frame that moves) is a track at every sample, so the
        // page never draws it twice.
        var floatingIDs = Set(offsets.flatMap { sampled[$0]!.floating.keys })
        var contentTop: [String: ClosedRange<Double>] = [:]
        for offset in offsets {
            for (id, y) in sampled[offset]!.contentY {
                contentTop[id] = contentTop[id].map { min($0.lowerBound, y)...max($0.upperBound, y) } ?? y...y
            }
        }
        for (id, tops) in contentTop where tops.upperBound - tops.lowerBound > 0.01 { floatingIDs.insert(id) }
        for offset in offsets {
            let s = sampled[offset]!
            // In drawing order, never a dictionary's: the page is the same bytes every run.
            for id in s.order where !floatingIDs.contains(id) && !seen.contains(id) {
                guard let group = s.content[id] else { continue }
                seen.insert(id)
                content.append((s.contentY[id] ?? offset, "<g transform=\"translate(0 \(formatNumber(offset)))\">\(group)</g>"))
            }
            for id in s.order where floatingIDs.contains(id) {
                guard let group = s.floating[id] ?? s.content[id] else { continue }
                if tracks[id] == nil {
                    tracks[id] = Track(id: id, offsets: [], markup: [])
                    if !order.contains(id) { order.append(id) }
                }
                tracks[id]!.offsets.append(offset)
                tracks[id]!.markup.append(group)
            }
        }
        for id in tracks.keys { tracks[id]!.bound(by: offsets) }
        var view = finish(
            content: content, tracks: tracks, order: order, skeleton: skeleton, range: range, physics: physics,
            sampleCount: offsets.count, height: height)
        for (id, tops) in contentTop where !floatingIDs.contains(id) { view.contentTops[id] = tops.lowerBound }
        return view
    }

    /// The live view from its content and tracks: the content, in order of height (stable: elements
    /// at one height keep their drawing order), cut into tiles of `tileHeight`; the `<svg>` of the
    /// reference frame `skeleton` with an empty group where each track goes and the tiles' layer in
    /// the first content element's place (at the end when it shows none); tracks the reference
    /// does not show last, over everything.
    static func finish(
        content: [(y: Double, markup: String)], tracks: [String: Track], order: [String], skeleton: Sample,
        range: ClosedRange<Double>, physics: ScrollPhysics, sampleCount: Int, height: Double
    ) -> LiveView {
        let content = content.enumerated().sorted { ($0.element.y, $0.offset) < ($1.element.y, $1.offset) }.map(\.element)
        var tiles: [String] = []
        for item in content {
            let k = max(Int(((item.y - range.lowerBound) / tileHeight).rounded(.down)), 0)
            while tiles.count <= k { tiles.append("") }
            tiles[k] += item.markup
        }
        let floatingOrder = order.filter { tracks[$0] != nil }
        var svg = skeleton.head.replacingOccurrences(of: "<svg ", with: "<svg data-live=\"\" ")
        var layerWritten = false
        let layer =
            "<g class=\"live-content\">"
            + tiles.indices.map { "<g class=\"live-tile\" data-tile=\"\($0)\"></g>" }.joined() + "</g>"
        for part in skeleton.parts {
            switch part {
            case .text(let text): svg += text
            case .slot(let id):
                if tracks[id] != nil {
                    if let k = floatingOrder.firstIndex(of: id) { svg += "<g data-id=\"\(id)\" data-track=\"\(k)\"></g>" }
                } else if !layerWritten {
                    layerWritten = true
                    svg += layer
                }
            }
        }
        if !layerWritten, let close = svg.range(of: "</svg>", options: .backwards) {
            svg.replaceSubrange(close, with: layer + "</svg>")
        }
        if let close = svg.range(of: "</svg>", options: .backwards) {
            let missing = floatingOrder.filter { id in !skeleton.parts.contains { $0 == .slot(id) } }
            let extra = missing.map { "<g data-id=\"\($0)\" data-track=\"\(floatingOrder.firstIndex(of: $0)!)\"></g>" }
                .joined()
            svg.replaceSubrange(close, with: extra + "</svg>")
        }
        return LiveView(
            range: range, physics: physics, svg: svg, tiles: tiles, tracks: floatingOrder.map { tracks[$0]! },
            sampleCount: sampleCount, height: height, gap: height / 2)
    }
}

/// One sample: the frame's markup split into its element groups.
struct Sample: Equatable {
    enum Part: Equatable {
        case text(String)
        case slot(String)
    }
    /// The `<svg ...>` start tag, without the frame's number and offset.
    var head: String
    var parts: [Part]
    var order: [String]
    var content: [String: String]
    /// Each content element's top in content coordinates.
    var contentY: [String: Double]
    var floating: [String: String]
    var markup: String

    func group(_ id: String) -> String? { floating[id] ?? content[id] }

    /// The same picture, whatever the frame's number.
    func sameDrawing(as other: Sample) -> Bool {
        head == other.head && parts == other.parts && content == other.content && floating == other.floating
    }

    init(_ frame: FrameLayout, variant: VariantLayout) {
        let svg = renderSVGFrame(frame, variant: variant, overlays: [])
        markup = svg
        var content: [String: String] = [:]
        var contentY: [String: Double] = [:]
        var floating: [String: String] = [:]
        var parts: [Part] = []
        var order: [String] = []
        let moving = Dictionary(
            frame.elements.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        // The start tag and the title change with the frame; the page writes its own.
        var rest = Substring(svg)
        var head = ""
        if let end = rest.firstIndex(of: ">") {
            head = String(rest[...end])
            rest = rest[rest.index(after: end)...]
        }
        if let title = rest.range(of: "</title>") { rest = rest[title.upperBound...] }
        head = head.replacingOccurrences(of: #" data-frame="[^"]*""#, with: "", options: .regularExpression)
        head = head.replacingOccurrences(of: #" data-offset="[^"]*""#, with: "", options: .regularExpression)
        self.head = head
        while let start = rest.range(of: "<g data-id=\"") {
            parts.append(.text(String(rest[..<start.lowerBound])))
            let idEnd = rest[start.upperBound...].firstIndex(of: "\"")!
            let id = String(rest[start.upperBound..<idEnd])
            // The group's end: the </g> that closes it, counting nested groups.
            var depth = 0
            var cursor = start.lowerBound
            var close = rest.endIndex
            while cursor < rest.endIndex {
                guard let shut = rest[cursor...].range(of: "</g>") else { break }
                // "<g " or "<g>": not "<glyph" or the like.
                let open = rest[cursor...].range(of: "<g ").map { $0 } ?? rest[cursor...].range(of: "<g>")
                if let open, open.lowerBound < shut.lowerBound {
                    depth += 1
                    cursor = open.upperBound
                } else {
                    depth -= 1
                    cursor = shut.upperBound
                    if depth == 0 {
                        close = shut.upperBound
                        break
                    }
                }
            }
            let group = String(rest[start.lowerBound..<close])
            parts.append(.slot(id))
            order.append(id)
            if let element = moving[id], !element.pinned {
                content[id] = group
                contentY[id] = element.frame.y + frame.contentOffset
            } else {
                floating[id] = group
            }
            rest = rest[close...]
        }
        parts.append(.text(String(rest)))
        self.parts = parts
        self.order = order
        self.content = content
        self.contentY = contentY
        self.floating = floating
    }
}

extension LiveView {
    /// What the page draws for `track` at offset `y` (flipbook.js, `trackAt`, says the same in
    /// JavaScript): the numbers of the samples around `y` interpolated, or the nearer sample's
    /// markup where their shapes differ; nil where the element does not show.
    func markup(of track: Track, at y: Double) -> String? {
        let o = track.offsets
        guard let firstOffset = o.first, let lastOffset = o.last else { return nil }
        guard o.count > 1 else { return abs(y - firstOffset) < 0.5 ? track.markup[0] : nil }
        guard y >= firstOffset - gap, y <= lastOffset + gap else { return nil }
        if let before = track.absentBefore, y < before { return nil }
        if let after = track.absentAfter, y > after { return nil }
        var lo = 0
        var hi = o.count - 1
        if y <= firstOffset {
            hi = 1
        } else if y >= lastOffset {
            lo = o.count - 2
        } else {
            while hi - lo > 1 {
                let mid = (lo + hi) / 2
                if o[mid] <= y { lo = mid } else { hi = mid }
            }
        }
        let t = (y - o[lo]) / (o[hi] - o[lo])
        if o[hi] - o[lo] > gap {
            if y > o[lo] + gap / 2, y < o[hi] - gap / 2 { return nil }
            return t < 0.5 ? track.markup[lo] : track.markup[hi]
        }
        guard let numbers = Self.interpolate(track.markup[lo], track.markup[hi], t) else {
            return t < 0.5 ? track.markup[lo] : track.markup[hi]
        }
        return numbers.joined
    }
}
