/// A Flutter `CustomScrollView` laid out as its viewport lays out slivers
/// (rendering/viewport.dart, `RenderViewportBase.layoutChildSequence`): each sliver's scroll
/// extent follows the one before, so content y is Flutter's scroll offset, and contentOffset.y
/// is `ScrollPosition.pixels` (a Flutter scroll view has no content inset). Header slivers
/// (SliverAppBar, SliverPersistentHeader) take their place at each offset from the one sticky
/// rule (`stackedHeaderYs` in Sticky/StickySupplementaryViews.swift); lists and grids stay where
/// they are laid out.
public struct FlutterGeometry: ListGeometry {
    enum Body: Sendable {
        case header(PersistentHeaderSpec, ViewSpec)
        /// A SliverList's or SliverFixedExtentList's children, as runs of alike children, and
        /// each run's view.
        case list([RowRun], views: [ViewSpec])
        /// Tiles of `tile` size; each child's view is that of the run its index falls in (the
        /// first index of each run, and its view).
        case grid(SliverGridSpec, tile: Size, count: Int, views: [(first: Int, view: ViewSpec)])
    }

    struct Laid: Sendable {
        var top: Double
        /// SliverGeometry.scrollExtent.
        var extent: Double
        var body: Body
        /// The end of the SliverMainAxisGroup it is in, if any.
        var groupEnd: Double?
        /// Across: where its children start and how wide they are, inside the paddings that wrap it.
        var x = 0.0
        var width: Double
        /// A `SliverAppBar.medium` or `.large`, whose collapsed title follows `isScrolledUnder`.
        var scrollsUnder = false
    }

    let slivers: [Laid]
    let width: Double
    /// The slivers before the first list, grid or group: while overscrolled at the start, Flutter
    /// paints them from the top of the viewport.
    let leadingHeaders: Int
    /// Indices of the header slivers, in order.
    let headerIndices: [Int]
    /// The floating headers' travel by id (`header.S`), as their `DirectionalBar`s leave it.
    let bars: [String: BarPlacement]
    public let contentSize: Size

    /// `statusBar`: MediaQuery's top padding, which a `primary` SliverAppBar adds to its extents;
    /// `safeArea`: all of MediaQuery's padding, for `SliverSafeArea`.
    /// `bars`: where the floating headers' direction-aware travel stands (`floatingHeaderBars`).
    public init(
        spec: FlutterSpec, sections: [SectionSpec], width: Double, statusBar: Double,
        safeArea: Insets = Insets(), bars: [String: BarPlacement] = [:]
    ) {
        self.width = width
        self.bars = bars
        var y = 0.0
        var laid: [Laid] = []
        laid.reserveCapacity(spec.slivers.count)
        for (s, sliver) in spec.slivers.enumerated() {
            let section = sections.indices.contains(s) ? sections[s] : SectionSpec(rows: [])
            // RenderSliverEdgeInsetsPadding: the child starts `before` into the padding's scroll
            // extent and is `left + right` narrower; the padding's extent adds both ends.
            let pad = spec.padding(of: s, safeArea: safeArea)
            let across = max(0, width - pad.left - pad.right)
            y += pad.before
            let top = y
            let body: Body
            var scrollsUnder = false
            switch sliver {
            case .appBar(let bar):
                body = .header(bar.extents(statusBar: statusBar), section.header ?? ViewSpec())
                y += bar.extents(statusBar: statusBar).maxExtent
                scrollsUnder = bar.variant != .small
            case .persistentHeader(let header):
                body = .header(header, section.header ?? ViewSpec())
                y += header.maxExtent
            case .list(let itemExtent):
                var runs: [RowRun] = []
                var views: [ViewSpec] = []
                var first = 0
                for run in section.rows where run.count > 0 {
                    let height: Double
                    if let itemExtent {
                        height = itemExtent
                    } else if case .points(let h)? = run.view.height {
                        height = h
                    } else {
                        height = 0
                    }
                    runs.append(RowRun(first: first, count: run.count, top: y, height: height))
                    views.append(run.view)
                    first += run.count
                    y += Double(run.count) * height
                }
                body = .list(runs, views: views)
            case .grid(let grid):
                let tile = grid.tileSize(width: across)
                var views: [(first: Int, view: ViewSpec)] = []
                var count = 0
                for run in section.rows where run.count > 0 {
                    views.append((count, run.view))
                    count += run.count
                }
                // SliverGridRegularTileLayout.computeMaxScrollOffset: lines x stride less one spacing.
                let lines = count == 0 ? 0 : (count - 1) / grid.crossAxisCount + 1
                if lines > 0 { y += Double(lines) * (tile.height + grid.mainAxisSpacing) - grid.mainAxisSpacing }
                body = .grid(grid, tile: tile, count: count, views: views)
            }
            laid.append(
                Laid(
                    top: top, extent: y - top, body: body, groupEnd: nil, x: pad.left, width: across,
                    scrollsUnder: scrollsUnder))
            y += pad.after
        }
        for group in spec.groups where !group.isEmpty {
            let end = laid[group.upperBound - 1].top + laid[group.upperBound - 1].extent
            for s in group { laid[s].groupEnd = end }
        }
        slivers = laid
        leadingHeaders =
            laid.firstIndex { sliver in
                if case .header = sliver.body, sliver.groupEnd == nil { return false } else { return true }
            } ?? laid.count
        headerIndices = laid.indices.filter { if case .header = laid[$0].body { true } else { false } }
        contentSize = Size(width: width, height: y)
    }

    public func sectionTop(_ section: Int) -> Double? {
        slivers.indices.contains(section) ? slivers[section].top : nil
    }

    public func naturalHeaderFrame(_ section: Int) -> Rect? {
        guard slivers.indices.contains(section), case .header(let spec, _) = slivers[section].body else { return nil }
        return Rect(x: slivers[section].x, y: slivers[section].top, width: slivers[section].width, height: spec.maxExtent)
    }

    // MARK: - Headers at one offset

    /// A header sliver where it paints at one offset, content coordinates.
    struct PlacedHeader {
        var sliver: Int
        var y: Double
        var height: Double
        /// Held below its natural place by pinning (not by an overscroll at the start).
        var pinned: Bool
        /// `isScrolledUnder`, for the slivers that draw by it (`Laid.scrollsUnder`).
        var scrolledUnder = false
    }

    /// The header slivers at contentOffset `p`, in sliver order.
    func headers(at p: Double) -> [PlacedHeader] {
        var placed: [PlacedHeader] = []
        placed.reserveCapacity(headerIndices.count)
        var rest: [(sliver: Int, header: StackingHeader, under: Bool)] = []
        // While overscrolled at the start (p < 0) the viewport hands the first slivers a negative
        // overlap and a header paints from its paintOrigin, max(overlap, ...), so the leading
        // headers stay at the top of the viewport and the gap opens below them (flutter/flutter
        // PR #8383, "Overscrolls should appear below pinned headers"). A stretching SliverAppBar
        // grows into the gap instead (`layoutChild`: the child's extent gains |overlap|).
        var leadingBottom = p
        var overlap = min(0, p)
        for s in headerIndices {
            guard case .header(let spec, _) = slivers[s].body else { continue }
            let n = slivers[s].top
            if p < 0, s < leadingHeaders {
                let stretch = spec.stretch ? -overlap : 0
                if spec.stretch { overlap = 0 }
                placed.append(PlacedHeader(sliver: s, y: leadingBottom, height: spec.maxExtent + stretch, pinned: false))
                leadingBottom += spec.maxExtent + stretch
                continue
            }
            let scrolled = max(0, p - n)
            // RenderSliverFloatingPersistentHeader.performLayout: a floating header lays out at its
            // effective scroll offset, which grows with every move down the content and shrinks
            // with every move up, never beyond 0...scrollOffset: the DirectionalBar's hidden part,
            // clamped to how far the sliver has scrolled.
            let effective = spec.floating ? min(bars[Self.barID(s)]?.hidden(at: p) ?? 0, scrolled) : scrolled
            // RenderSliverPersistentHeader.layoutChild: the child is max(minExtent, maxExtent -
            // shrinkOffset) tall, shrinkOffset = min(scroll offset, maxExtent).
            let height = max(spec.minExtent, spec.maxExtent - min(effective, spec.maxExtent))
            let limit: Double
            switch (spec.pinned, spec.floating) {
            case (true, _): limit = slivers[s].groupEnd ?? .infinity
            // Back by as much as the content has come down since it began to leave.
            case (false, true): limit = n + spec.maxExtent + (scrolled - effective)
            case (false, false): limit = n + spec.maxExtent
            }
            let stacks = spec.pinned && !spec.floating
            // _SliverAppBarDelegate.build: isScrolledUnder when pinned and shrunk past
            // maxExtent - minExtent, or when the header says it overlaps content: a floating one
            // while its effective offset is short of its scroll offset
            // (RenderSliverFloatingPersistentHeader); a pinned one (below) while painted past its
            // layout start (RenderSliverPinnedPersistentHeader, `overlap > 0`).
            let under =
                (spec.pinned && min(effective, spec.maxExtent) > spec.maxExtent - spec.minExtent)
                || (spec.floating && effective < scrolled)
            rest.append((s, StackingHeader(naturalY: n, height: height, stacks: stacks, limit: limit), under))
        }
        let ys = stackedHeaderYs(rest.map(\.header), pinLine: p)
        for (k, entry) in rest.enumerated() {
            guard case .header(let spec, _) = slivers[entry.sliver].body else { continue }
            let overlaps = spec.pinned && !spec.floating && ys[k] > max(entry.header.naturalY, p) + 1e-9
            placed.append(
                PlacedHeader(
                    sliver: entry.sliver, y: ys[k], height: entry.header.height,
                    pinned: spec.pinned && ys[k] > entry.header.naturalY,
                    scrolledUnder: slivers[entry.sliver].scrollsUnder && (entry.under || overlaps)))
        }
        return placed
    }

    /// The id of sliver `s`'s header: its element id and its DirectionalBar's name.
    public static func barID(_ s: Int) -> String { "header.\(s)" }

    // MARK: - Per frame

    public func elements(in viewport: Viewport) -> [Element] {
        let headers = headers(at: viewport.offset)
        var byIndex: [Int: PlacedHeader] = [:]
        for h in headers { byIndex[h.sliver] = h }
        // RenderViewport.childrenInPaintOrder paints the slivers after the centre last first, so
        // an earlier sliver covers a later one (a pinned bar covers the list scrolling under it).
        var out: [Element] = []
        for s in slivers.indices.reversed() {
            switch slivers[s].body {
            case .header(_, let view):
                guard let h = byIndex[s], viewport.isVisible(minY: h.y, height: h.height) else { continue }
                out.append(header(h, view: view, viewport: viewport))
            case .list(let runs, let views):
                appendListCells(runs, views: views, sliver: slivers[s], section: s, viewport: viewport, into: &out)
            case .grid(let grid, let tile, let count, let views):
                appendGridCells(
                    grid, tile: tile, count: count, views: views, sliver: slivers[s], section: s,
                    viewport: viewport, into: &out)
            }
        }
        return out
    }

    public func supplementaryElements(in viewport: Viewport) -> [Element] {
        headers(at: viewport.offset).compactMap { h in
            guard case .header(_, let view) = slivers[h.sliver].body, viewport.isVisible(minY: h.y, height: h.height) else {
                return nil
            }
            return header(h, view: view, viewport: viewport)
        }
    }

    private func header(_ h: PlacedHeader, view: ViewSpec, viewport: Viewport) -> Element {
        var element = Element(
            kind: .header, section: h.sliver,
            frame: viewport.toWindow(Rect(x: slivers[h.sliver].x, y: h.y, width: slivers[h.sliver].width, height: h.height)),
            pinned: h.pinned, view: view, decoration: Decoration(defaultFill: .semantic("secondarySystemBackground")))
        element.scrolledUnder = h.scrolledUnder
        return element
    }

    private func appendListCells(
        _ runs: [RowRun], views: [ViewSpec], sliver: Laid, section s: Int, viewport: Viewport,
        into out: inout [Element]
    ) {
        var r = firstIndex(in: runs.count) { runs[$0].bottom > viewport.visibleMinY }
        while r < runs.count, runs[r].top < viewport.visibleMaxY {
            let run = runs[r]
            for i in run.visibleRange(in: viewport) {
                let frame = Rect(x: sliver.x, y: run.y(i), width: sliver.width, height: run.height)
                out.append(cell(s, run.first + i, frame, views[r], viewport))
            }
            r += 1
        }
    }

    private func appendGridCells(
        _ grid: SliverGridSpec, tile: Size, count: Int, views: [(first: Int, view: ViewSpec)], sliver: Laid,
        section s: Int, viewport: Viewport, into out: inout [Element]
    ) {
        guard count > 0 else { return }
        // The grid's lines, `mainAxisSpacing` apart, as a run of rows.
        let lines = RowRun(
            first: 0, count: (count - 1) / grid.crossAxisCount + 1, top: sliver.top, height: tile.height,
            pitch: tile.height + grid.mainAxisSpacing)
        for line in lines.visibleRange(in: viewport) {
            let y = lines.y(line)
            for column in 0..<grid.crossAxisCount {
                let index = line * grid.crossAxisCount + column
                guard index < count else { break }
                let view = views[firstIndex(in: views.count) { views[$0].first > index } - 1].view
                let frame = Rect(
                    x: sliver.x + Double(column) * (tile.width + grid.crossAxisSpacing), y: y, width: tile.width,
                    height: tile.height)
                out.append(cell(s, index, frame, view, viewport))
            }
        }
    }

    private func cell(_ s: Int, _ item: Int, _ frame: Rect, _ view: ViewSpec, _ viewport: Viewport) -> Element {
        Element(
            kind: .cell, section: s, item: item, frame: viewport.toWindow(frame), view: view,
            decoration: Decoration(defaultFill: .semantic("systemBackground")))
    }

    // MARK: - Where pins start

    /// The offsets in `offsets` where a pinned header reaches the bottom of the headers pinned
    /// above it (or the top of the bounds) and starts to be held there.
    public func pinThresholds(adjustedInset: Insets, boundsHeight: Double, offsets: ClosedRange<Double>) -> [Double] {
        var result: [Double] = []
        for s in headerIndices {
            guard case .header(let spec, _) = slivers[s].body, spec.pinned else { continue }
            func isPinned(_ p: Double) -> Bool { headers(at: p).first { $0.sliver == s }?.pinned ?? false }
            var lo = offsets.lowerBound
            var hi = offsets.upperBound
            guard !isPinned(lo), isPinned(hi) else { continue }
            // Pinning only starts as the offset grows (the stack above only shrinks), so bisect.
            for _ in 0..<200 {
                let mid = lo + (hi - lo) / 2
                if mid == lo || mid == hi { break }
                if isPinned(mid) { hi = mid } else { lo = mid }
            }
            // The stack's bottom S there is still while the headers above keep their size: the
            // header meets it at exactly n - S.
            let n = slivers[s].top
            let stack = stackBottom(before: s, at: hi) - hi
            let exact = n - stack
            result.append(offsets.contains(exact) && isPinned(exact + 1e-9) && !isPinned(exact - 1e-9) ? exact : hi)
        }
        return result
    }

    /// The bottom of what the headers before sliver `s` paint at `p`, content coordinates.
    private func stackBottom(before s: Int, at p: Double) -> Double {
        headers(at: p).filter { $0.sliver < s }.reduce(p) { max($0, $1.y + $1.height) }
    }
}

extension FlutterGeometry {
    /// One `DirectionalBar` (Behaviors/DirectionalBar.swift) for each floating header: the
    /// direction of travel decides how far it has left, point for point (`.scrollDelta`), up to
    /// its maxExtent. Added by the simulation, as the device gives a SliverAppBar's extents.
    public static func floatingHeaderBars(_ scenario: Scenario) -> [any ScrollBehavior] {
        guard case .flutter(let spec) = scenario.list.kind else { return [] }
        return spec.slivers.enumerated().compactMap { s, sliver in
            let header: PersistentHeaderSpec
            switch sliver {
            case .appBar(let bar): header = bar.extents(statusBar: scenario.device.safeArea.top)
            case .persistentHeader(let h): header = h
            case .list, .grid: return nil
            }
            guard header.floating else { return nil }
            return DirectionalBar(spec: DirectionalBarSpec(bar: barID(s), extent: header.maxExtent, response: .scrollDelta))
        }
    }
}

extension FlutterGeometry {
    /// Where a scroll that stops at `p` starts a snap: widgets/sliver_persistent_header.dart
    /// (`_FloatingHeaderState`) asks a floating header to snap when the position stops
    /// scrolling, and RenderSliverFloatingPersistentHeader.maybeStartSnapAnimation animates its
    /// effective offset to 0 (wholly in) after a move up the content, to maxExtent (out) after a
    /// move down, unless it is there already. A snap out never hides more than the sliver has
    /// scrolled (performLayout clamps the offset again), so it runs only where the header shows
    /// more than it would without floating. Labels `header.S snaps in` / `header.S snaps out`.
    func snaps(at p: Double, movingDown: Bool) -> [HeaderSnap] {
        headerIndices.compactMap { s in
            guard case .header(let spec, _) = slivers[s].body, spec.floating, spec.snap else { return nil }
            let hidden = bars[Self.barID(s)]?.hidden(at: p) ?? 0
            let showing = HeaderSnap.showing(
                hidden: hidden, scrolled: p - slivers[s].top, extent: spec.maxExtent, movingDown: movingDown)
            return showing.map { HeaderSnap(bar: Self.barID(s), showing: $0) }
        }
    }
}

/// A snap a floating header starts where a scroll stops: the header's DirectionalBar and whether
/// the animation brings it wholly in (`showing`) or takes it wholly out.
struct HeaderSnap: Equatable {
    var bar: String
    var showing: Bool
    var label: String { "\(bar) snaps \(showing ? "in" : "out")" }

    /// Which way a header hidden `hidden` (its `DirectionalBar`'s part) snaps where a scroll
    /// stops with `scrolled` of its sliver scrolled away: in (true) after a move up while any of
    /// it is hidden, out (false) after a move down while it shows more than it would without
    /// floating; nil where the snap would leave it as it is. The walk (`FlutterGeometry.snaps`)
    /// and the live view (`LiveDirection.snapped`) ask this one rule.
    static func showing(hidden: Double, scrolled: Double, extent: Double, movingDown: Bool) -> Bool? {
        let scrolled = max(0, scrolled)
        let effective = min(hidden, scrolled)
        if movingDown { return effective < min(extent, scrolled) ? false : nil }
        return effective > 0 ? true : nil
    }
}
