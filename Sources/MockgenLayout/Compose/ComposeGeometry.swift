/// A `LazyColumn` laid out in content coordinates (dp): its children one under the other,
/// `spacedBy` apart, inside its content padding. The padding is part of the scrolled content, as
/// in Compose (androidx foundation `LazyColumn(contentPadding =)`: "padding around the whole
/// content ... after it has been clipped"), so contentOffset 0 is the list at rest.
///
/// Sticky headers follow Compose's own rule, one at a time (Docs/platform-rules.md, Compose 3:
/// androidx foundation lazy/layout/LazyLayoutStickyItems.kt, `StickToTopPlacement`): the header
/// shown is the last one at or before the first child still composed, it pins at the bounds' top
/// edge, not at the content padding, and the next header pushes it off. The pin lines, and so the
/// offsets where pins change, are the one sticky rule's (`Sticky/StickySupplementaryViews.swift`).
public struct ComposeGeometry: ListGeometry, StickySections {
    struct Section: Sendable {
        var top: Double
        var header: ViewSpec?
        var headerHeight: Double
        /// Children of one height, `spacedBy` apart.
        var runs: [RowRun]
        /// Each run's view, same index as `runs`.
        var views: [ViewSpec]
    }

    let sections: [Section]
    /// `Arrangement.spacedBy`: part of each child's size with spacings, which the sticky rule uses.
    let spacing: Double
    /// x and width of every child: the list's width less the start and end padding.
    let column: (x: Double, width: Double)
    public let contentSize: Size
    /// Headers and items: LazyListMeasure.kt never drops the last child, so a list of one keeps
    /// it first.
    let childCount: Int

    /// Compose's rule (`Compose/ComposeKind.swift`).
    public let stickyRule: StickyRule

    /// `padding` is the whole content padding: the Scaffold's inner padding plus the list's own.
    public init(spec: ComposeSpec, sections specs: [SectionSpec], width: Double, padding: Insets) {
        column = (padding.left, max(0, width - padding.left - padding.right))
        stickyRule = spec.stickyRule
        spacing = spec.spacing
        var y = padding.top
        var first = true
        var out: [Section] = []
        var children = 0
        out.reserveCapacity(specs.count)
        func place(_ height: Double) -> Double {
            if !first { y += spec.spacing }
            first = false
            let at = y
            y += height
            return at
        }
        for section in specs {
            var s = Section(top: y + (first ? 0 : spec.spacing), header: section.header, headerHeight: 0, runs: [], views: [])
            if let header = section.header {
                children += 1
                s.headerHeight = Self.height(header)
                s.top = place(s.headerHeight)
            }
            var item = 0
            for (k, run) in section.rows.enumerated() where run.count > 0 {
                let h = Self.height(run.view)
                let start = place(h)
                if section.header == nil && k == 0 { s.top = start }
                let r = RowRun(first: item, count: run.count, top: start, height: h, pitch: h + spec.spacing)
                // The run's end as the layout sums it: its children, and the spacings between them.
                y = r.top + Double(r.count) * r.height + Double(max(0, r.count - 1)) * (r.pitch - r.height)
                item += run.count
                children += run.count
                s.runs.append(r)
                s.views.append(run.view)
            }
            out.append(s)
        }
        sections = out
        childCount = children
        contentSize = Size(width: width, height: y + padding.bottom)
    }

    /// A child's height: fixed, or measured before layout (SelfSizing); an automatic height
    /// without content is 0, as a Compose child with nothing in it.
    static func height(_ view: ViewSpec) -> Double {
        if case .points(let h)? = view.height { return h }
        return 0
    }

    // MARK: - StickySections

    public var sectionCount: Int { sections.count }
    public func sectionMinY(_ s: Int) -> Double { sections[s].top }
    /// Up to the next section; the last runs to the end of the content, so no header ever
    /// follows it and its header stays pinned to the end (Compose: no next header, nothing pushes).
    public func sectionMaxY(_ s: Int) -> Double { s + 1 < sections.count ? sections[s + 1].top : contentSize.height }
    public func headerSpan(_ s: Int) -> (y: Double, height: Double) {
        (sections[s].top, sections[s].header == nil ? 0 : sections[s].headerHeight)
    }
    public func footerSpan(_ s: Int) -> (y: Double, height: Double) { (sectionMaxY(s), 0) }
    public var sectionColumn: (x: Double, width: Double) { column }

    // MARK: - ListGeometry

    public func sectionTop(_ section: Int) -> Double? { sections.indices.contains(section) ? sections[section].top : nil }

    public func naturalHeaderFrame(_ section: Int) -> Rect? {
        guard sections.indices.contains(section), sections[section].header != nil else { return nil }
        return Rect(x: column.x, y: sections[section].top, width: column.width, height: sections[section].headerHeight)
    }

    /// The top of the LazyColumn's bounds in content coordinates: the screen's top with
    /// `contentPadding = innerPadding`, the top app bar's bottom with `Modifier.padding`
    /// (`stickyRule`'s pin line). Compose composes no child that ends, spacing included, at or
    /// above it (LazyListMeasure.kt: a child whose end is at or before `-beforeContentPadding` is
    /// dropped), and a LazyColumn clips what it draws to its bounds.
    func boundsTop(_ viewport: Viewport) -> Double { pinLines(viewport).top }

    /// `LazyListState.firstVisibleItemIndex == 0`: the list's first child (the first section's
    /// header, or its first item) is still composed, its end, spacing included, below the bounds'
    /// top (the rule that drops children, above).
    public func isFirstChildComposed(in viewport: Viewport) -> Bool {
        guard let end = firstChildEnd else { return true }
        return end > boundsTop(viewport)
    }

    /// The first child's end with its spacing, content coordinates: it stays composed while this
    /// lies below the bounds' top. Nil when it is never dropped (a list of one child, or none).
    public var firstChildEnd: Double? {
        guard childCount > 1, let first = sections.first else { return nil }
        if first.header != nil { return first.top + first.headerHeight + spacing }
        if let run = first.runs.first { return run.top + run.height + spacing }
        return nil
    }

    public func elements(in viewport: Viewport) -> [Element] {
        let top = boundsTop(viewport)
        let visible = sections(meeting: viewport)
        var out: [Element] = []
        for s in visible {
            // A header at its natural place is one of the column's children; sticking, it is the
            // one item `StickToTopPlacement` places over the others. Both are drawn with the
            // headers, after the items (assumption, Docs/platform-rules.md).
            for (run, view) in zip(sections[s].runs, sections[s].views) {
                for k in run.visibleRange(in: viewport, composedBelow: top) {
                    out.append(
                        Element(
                            kind: .cell, section: s, item: run.first + k,
                            frame: viewport.toWindow(Rect(x: column.x, y: run.y(k), width: column.width, height: run.height)),
                            view: view))
                }
            }
        }
        return out + supplementaryElements(in: viewport)
    }

    /// The headers in `viewport`: those at their natural places below the first composed child,
    /// then the sticking one, drawn last (LazyLayoutStickyItems.kt, `applyStickyItems`).
    ///
    /// The sticking header is the last header at or before the first child whose end, spacing
    /// included, lies below the bounds' top T (`getStickingIndices`): the header of the first
    /// section that ends below T, a section ending where the next one's header starts. Its y is
    /// max(T, its own y), then at most the next header's y less its size with spacing
    /// (`calculateStickingItemOffset`, `mainAxisSizeWithSpacings`), when that header is composed.
    /// So one header shows at a time: the next takes over exactly as it reaches T, where the one
    /// it pushed is wholly above T.
    public func supplementaryElements(in viewport: Viewport) -> [Element] {
        guard !sections.isEmpty else { return [] }
        let top = boundsTop(viewport)
        let sticking = firstIndex(in: sections.count) { sectionMaxY($0) > top }
        var out: [Element] = []
        func element(_ s: Int, y: Double, pinned: Bool) -> Element {
            Element(
                kind: .header, section: s,
                frame: viewport.toWindow(Rect(x: column.x, y: y, width: column.width, height: sections[s].headerHeight)),
                pinned: pinned, view: sections[s].header ?? ViewSpec())
        }
        for s in sections(meeting: viewport) where s != sticking && sections[s].header != nil {
            let y = sections[s].top
            guard y + sections[s].headerHeight + spacing > top, viewport.isVisible(minY: y, height: sections[s].headerHeight)
            else { continue }
            out.append(element(s, y: y, pinned: false))
        }
        guard sections.indices.contains(sticking), sections[sticking].header != nil else { return out }
        let natural = sections[sticking].top
        let height = sections[sticking].headerHeight
        var y = max(top, natural)
        if sticking + 1 < sections.count, sections[sticking + 1].header != nil, sections[sticking + 1].top < viewport.visibleMaxY
        {
            y = min(y, sections[sticking + 1].top - (height + spacing))
        }
        if viewport.isVisible(minY: y, height: height) { out.append(element(sticking, y: y, pinned: y != natural)) }
        return out
    }

    public func pinThresholds(adjustedInset: Insets, boundsHeight: Double, offsets: ClosedRange<Double>) -> [Double] {
        stickyThresholds(adjustedInset: adjustedInset, boundsHeight: boundsHeight, offsets: offsets)
    }

    public func sectionBounds(in viewport: Viewport) -> [SectionBound] { stickySectionBounds(in: viewport) }
}
