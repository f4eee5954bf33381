/// `ScrollView { LazyVStack(spacing:pinnedViews:) { Section ... } }` in content coordinates: every
/// section's header, rows and footer are children of one stack, `spacing` apart, each as wide as
/// the scroll view (Apple, `LazyVStack.init(alignment:spacing:pinnedViews:content:)`: spacing is
/// "the distance between adjacent subviews"). A `Section` draws nothing of its own ("Grouping data
/// with lazy stack views"): its bounds run from its first child's top to its last child's bottom.
public struct LazyVStackGeometry: ListGeometry {
    struct Section: Sendable {
        var top: Double
        var bottom: Double
        var header: ViewSpec?
        var headerY: Double
        var headerHeight: Double
        var runs: Range<Int>
        var footer: ViewSpec?
        var footerY: Double
        var footerHeight: Double
    }

    let width: Double
    let sections: [Section]
    /// Every section's rows, in order: alike rows, `spacing` apart.
    let runs: [RowRun]
    /// Each run's view, same index as `runs`.
    let runViews: [ViewSpec]
    let rule: StickyRule
    public let contentSize: Size

    /// A row without a height of its own or content to measure: 44 pt, a List row's minimum
    /// (an assumption: a lazy stack's child has no default height; Docs/platform-rules.md).
    public static let defaultRowHeight = TableMetrics.defaultRowHeight

    public init(spacing: Double, pinned: PinnedScrollableViews, sections specs: [SectionSpec], width: Double) {
        self.width = width
        rule = .lazyVStack(pinned)
        var y = 0.0
        var placedAny = false
        // The stack puts `spacing` between adjacent children, wherever their sections begin or end.
        func place(_ height: Double) -> Double {
            if placedAny { y += spacing }
            placedAny = true
            let top = y
            y += height
            return top
        }
        var sections: [Section] = []
        sections.reserveCapacity(specs.count)
        var runs: [RowRun] = []
        var runViews: [ViewSpec] = []
        for spec in specs {
            var top: Double?
            let headerHeight = spec.header.map(Self.supplementaryHeight) ?? 0
            var headerY = y
            if spec.header != nil {
                headerY = place(headerHeight)
                top = headerY
            }
            let firstRun = runs.count
            var item = 0
            for run in spec.rows where run.count > 0 {
                let h: Double
                if case .points(let p)? = run.view.height { h = p } else { h = Self.defaultRowHeight }
                let first = place(h)
                top = top ?? first
                y += Double(run.count - 1) * (spacing + h)
                runs.append(RowRun(first: item, count: run.count, top: first, height: h, pitch: h + spacing))
                runViews.append(run.view)
                item += run.count
            }
            let footerHeight = spec.footer.map(Self.supplementaryHeight) ?? 0
            var footerY = y
            if spec.footer != nil {
                footerY = place(footerHeight)
                top = top ?? footerY
            }
            sections.append(
                Section(
                    top: top ?? y, bottom: y, header: spec.header, headerY: headerY,
                    headerHeight: headerHeight, runs: firstRun..<runs.count, footer: spec.footer,
                    footerY: footerY, footerHeight: footerHeight))
        }
        self.sections = sections
        self.runs = runs
        self.runViews = runViews
        contentSize = Size(width: width, height: y)
    }

    /// A header or footer's own height; one with only a title is one line of the header font with
    /// UIKit's margins (`TableMetrics.titledHeaderHeight`, an assumption), one with neither 0.
    static func supplementaryHeight(_ view: ViewSpec) -> Double {
        if case .points(let h)? = view.height { return h }
        return view.title == nil ? 0 : TableMetrics.titledHeaderHeight
    }

    public func sectionTop(_ section: Int) -> Double? {
        sections.indices.contains(section) ? sections[section].top : nil
    }

    public func naturalHeaderFrame(_ section: Int) -> Rect? {
        guard sections.indices.contains(section) else { return nil }
        return Rect(x: 0, y: sections[section].headerY, width: width, height: sections[section].headerHeight)
    }

    // MARK: - Per frame

    public func elements(in viewport: Viewport) -> [Element] {
        var cells: [Element] = []
        let visible = sections(meeting: viewport)
        for s in visible { appendRows(of: sections[s], index: s, viewport: viewport, into: &cells) }
        // Pinned views draw over the rows they cover.
        return cells + supplementaryElements(in: viewport)
    }

    public func supplementaryElements(in viewport: Viewport) -> [Element] {
        supplementaryViews(in: viewport, sections: sections(meeting: viewport)).map { p in
            let view = (p.kind == .header ? sections[p.section].header : sections[p.section].footer) ?? ViewSpec()
            // A Section's header has no background of its own: rows show through a pinned one
            // unless the scenario gives it a colour.
            return Element(
                kind: p.kind, section: p.section,
                frame: viewport.toWindow(Rect(x: 0, y: p.y, width: width, height: p.height)),
                pinned: p.pinned, view: view, decoration: Decoration(defaultFill: .semantic("clear")))
        }
    }

    private func appendRows(of section: Section, index s: Int, viewport: Viewport, into out: inout [Element]) {
        let first = section.runs.lowerBound
        var g = first + firstIndex(in: section.runs.count) { runs[first + $0].bottom > viewport.visibleMinY }
        while g < section.runs.upperBound, runs[g].top < viewport.visibleMaxY {
            let (run, view) = (runs[g], runViews[g])
            g += 1
            for i in run.visibleRange(in: viewport) {
                // A stack child has no background; rows are filled so the stack shows (a drawing
                // choice, as for flow items).
                out.append(
                    Element(
                        kind: .cell, section: s, item: run.first + i,
                        frame: viewport.toWindow(Rect(x: 0, y: run.y(i), width: width, height: run.height)),
                        view: view, decoration: Decoration(defaultFill: .semantic("secondarySystemBackground"))))
            }
        }
    }
}

/// `LazyVStack(pinnedViews:)` through the one sticky rule (`Sticky/StickySupplementaryViews.swift`).
extension LazyVStackGeometry: StickySections {
    var stickyRule: StickyRule { rule }
    var sectionCount: Int { sections.count }
    func sectionMinY(_ s: Int) -> Double { sections[s].top }
    func sectionMaxY(_ s: Int) -> Double { sections[s].bottom }
    func headerSpan(_ s: Int) -> (y: Double, height: Double) {
        (sections[s].headerY, sections[s].header == nil ? 0 : sections[s].headerHeight)
    }
    func footerSpan(_ s: Int) -> (y: Double, height: Double) {
        (sections[s].footerY, sections[s].footer == nil ? 0 : sections[s].footerHeight)
    }
    var sectionColumn: (x: Double, width: Double) { (0, width) }

    public func sectionBounds(in viewport: Viewport) -> [SectionBound] { stickySectionBounds(in: viewport) }

    public func pinThresholds(adjustedInset: Insets, boundsHeight: Double, offsets: ClosedRange<Double>) -> [Double] {
        stickyThresholds(adjustedInset: adjustedInset, boundsHeight: boundsHeight, offsets: offsets)
    }
}
