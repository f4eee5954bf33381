/// A UITableView laid out in content coordinates (rules 2.1, 3.x, Docs/uikit-rules.md): table header, then per
/// section [top padding] header, rows, footer, then the table footer.
public struct TableGeometry: ListGeometry {
    /// A section as laid out before any row is realised; `runs` indexes `TableGeometry.runs`.
    struct Section: Sendable {
        var top: Double
        var headerY: Double
        var headerHeight: Double
        var hasHeader: Bool
        var runs: Range<Int>
        var rowCount: Int
        var footerY: Double
        var footerHeight: Double
        var hasFooter: Bool
        var bottom: Double { footerY + footerHeight }
    }

    let spec: TableSpec
    let width: Double
    let layoutMargin: Double
    let tableHeader: (view: ViewSpec, height: Double)?
    let sections: [Section]
    /// The sections as the scenario gives them, shared with it (an array is copied on write):
    /// the laid-out sections and runs name their views by index rather than copy them, so that
    /// laying out a long list moves a few numbers a section (Docs/performance.md#many-sections).
    let specs: [SectionSpec]
    /// Every run of every section, in order, as laid out before any row is realised (an
    /// estimated run is laid out at its estimate: `EstimatedRows` holds what realising has changed).
    let runs: [RowRun]
    /// Each run's place in its section's `rows`, same index as `runs`: the view is looked up
    /// there when a cell is drawn.
    let runSources: [Int]
    let tableFooter: (view: ViewSpec, y: Double, height: Double)?
    /// Which supplementary views float: the table style's rule, or a SwiftUI List's that reuses
    /// this geometry (`SwiftUI/SwiftUIList.swift`).
    let sticky: StickyRule
    /// The content height before any row is realised.
    let laidOutHeight: Double
    /// Rules 4.2, 4.3 (Docs/uikit-rules.md): the self-sized rows laid out from `estimatedRowHeight`; nil when every
    /// height is known before the first frame (no estimate, or no self-sized rows).
    var estimates: EstimatedRows?

    public var contentSize: Size { Size(width: width, height: laidOutHeight + (estimates?.totalShift ?? 0)) }

    /// `selfSized[s][r]`: whether run r of section s had an automatic height (it is measured
    /// now); with the table's `estimatedRowHeight` > 0 such runs start at the estimate (rule 4.3, Docs/uikit-rules.md).
    public init(
        spec: TableSpec, sections specs: [SectionSpec], width: Double, layoutMargin: Double,
        selfSized: [[Bool]]? = nil, stickyRule: StickyRule? = nil, keepsGroupedTopGap: Bool = true
    ) {
        self.spec = spec
        sticky = stickyRule ?? .table(style: spec.style)
        self.width = width
        self.layoutMargin = layoutMargin
        var y = 0.0
        if let view = spec.tableHeaderView {
            let h = Self.fixedHeight(view.height, fallback: 0)
            tableHeader = (view, h)
            y += h
        } else {
            tableHeader = nil
        }
        // Rule 3.3 (Docs/uikit-rules.md): a grouped table without a table header keeps a blank area at the top, and a
        // table header 0 pt tall counts as none (TableMetrics.groupedTopGap has the sources).
        // A SwiftUI List has no table header to leave the gap for (`keepsGroupedTopGap`, SwiftUI 1 of Docs/platform-rules.md).
        if keepsGroupedTopGap, spec.style != .plain, (tableHeader?.height ?? 0) == 0 { y += TableMetrics.groupedTopGap }
        let padding = spec.sectionHeaderTopPadding ?? (spec.style == .plain ? TableMetrics.plainHeaderTopPadding : 0)
        var sections: [Section] = []
        sections.reserveCapacity(specs.count)
        var runs: [RowRun] = []
        var runSources: [Int] = []
        // At least a run a section: growing by doubling copies the runs again at every step.
        runs.reserveCapacity(specs.count)
        runSources.reserveCapacity(specs.count)
        var estimated: [EstimatedRows.Run?] = []
        let estimate = selfSized == nil ? nil : spec.rowEstimate
        self.specs = specs
        // In place: `for in` and `specs[s]` would copy each section, its views included.
        specs.forEachInPlace { s, section in
            let top = y
            // Optional chains on the section in place: a getter on the view would copy it first.
            let headerExists = if case .some = section.pointee.header { true } else { false }
            let footerExists = if case .some = section.pointee.footer { true } else { false }
            let headerTitled = section.pointee.header?.title != nil
            let footerTitled = section.pointee.footer?.title != nil
            let headerHeight = Self.supplementaryHeight(
                height: section.pointee.header?.height, exists: headerExists,
                hasTitle: headerTitled, default: spec.sectionHeaderHeight, style: spec.style)
            // Rule 2.5 (Docs/uikit-rules.md): the padding sits above a header; a section without one gets none.
            if headerHeight > 0, headerExists { y += padding }
            let headerY = y
            y += headerHeight
            let firstRun = runs.count
            var item = 0
            section.pointee.rows.withUnsafeBufferPointer { rows in
                for r in rows.indices where rows[r].count > 0 {
                    let count = rows[r].count
                    let h = Self.fixedHeight(rows[r].view.height ?? spec.rowHeight, fallback: TableMetrics.defaultRowHeight)
                    var laidOut = h
                    if let estimate {
                        let isSelfSized = selfSized?[s][r] == true
                        estimated.append(isSelfSized ? EstimatedRows.Run(estimate: estimate, actual: h, count: count) : nil)
                        if isSelfSized { laidOut = estimate }
                    }
                    runs.append(RowRun(first: item, count: count, top: y, height: laidOut))
                    runSources.append(r)
                    y += Double(count) * laidOut
                    item += count
                }
            }
            let footerHeight = Self.supplementaryHeight(
                height: section.pointee.footer?.height, exists: footerExists,
                hasTitle: footerTitled, default: spec.sectionFooterHeight, style: spec.style)
            sections.append(
                Section(
                    top: top, headerY: headerY, headerHeight: headerHeight,
                    hasHeader: headerExists, runs: firstRun..<runs.count,
                    rowCount: item, footerY: y, footerHeight: footerHeight,
                    hasFooter: footerExists))
            y += footerHeight
        }
        self.sections = sections
        self.runs = runs
        self.runSources = runSources
        estimates = estimated.contains { $0 != nil } ? EstimatedRows(runs: estimated) : nil
        if let view = spec.tableFooterView {
            let h = Self.fixedHeight(view.height, fallback: 0)
            tableFooter = (view, y, h)
            y += h
        } else {
            tableFooter = nil
        }
        laidOutHeight = y
    }

    static func fixedHeight(_ d: Dimension?, fallback: Double) -> Double {
        if case .points(let p)? = d { return p }
        return fallback
    }

    /// Rule 2.7 (Docs/uikit-rules.md): the view's own height, else the table's section header/footer height; automatic
    /// fits a title. Plain: no view means no header. Grouped styles (rule 3.2, Docs/uikit-rules.md) keep the section
    /// height as space where there is no view, `automaticDimension` being the grouped default,
    /// and 0 is a true zero (iOS 11+, Docs/decisions.md).
    static func supplementaryHeight(
        height: Dimension?, exists: Bool, hasTitle: Bool, default d: Dimension,
        style: TableStyle
    ) -> Double {
        let grouped = style != .plain
        guard exists else {
            guard grouped else { return 0 }
            if case .points(let p) = d { return p }
            return TableMetrics.groupedDefaultSupplementaryHeight
        }
        switch height ?? d {
        case .points(let p): return p
        case .automatic:
            if hasTitle { return TableMetrics.titledHeaderHeight }
            return grouped ? TableMetrics.groupedDefaultSupplementaryHeight : 0
        }
    }

    // MARK: - Positions (rule 4.3 of Docs/uikit-rules.md: what lies below a realised row moves by its change)

    private func shift(_ run: Int) -> Double { estimates?.shift(before: run) ?? 0 }
    func top(_ s: Int) -> Double { sections[s].top + shift(sections[s].runs.lowerBound) }
    func headerY(_ s: Int) -> Double { sections[s].headerY + shift(sections[s].runs.lowerBound) }
    func footerY(_ s: Int) -> Double { sections[s].footerY + shift(sections[s].runs.upperBound) }
    func bottom(_ s: Int) -> Double { sections[s].bottom + shift(sections[s].runs.upperBound) }
    func top(ofRun g: Int) -> Double { runs[g].top + shift(g) }
    /// The sum the layout moved down by (count x height), which is where the next run starts.
    func bottom(ofRun g: Int) -> Double { runs[g].top + Double(runs[g].count) * runs[g].height + shift(g + 1) }

    public func sectionTop(_ section: Int) -> Double? {
        sections.indices.contains(section) ? top(section) : nil
    }

    public func naturalHeaderFrame(_ section: Int) -> Rect? {
        guard sections.indices.contains(section) else { return nil }
        return sectionViewFrame(y: headerY(section), height: sections[section].headerHeight)
    }

    // MARK: - Per frame

    public func elements(in viewport: Viewport) -> [Element] { elements(in: viewport, cells: true) }

    private func elements(in viewport: Viewport, cells: Bool) -> [Element] {
        var content: [Element] = []
        if let (view, h) = tableHeader, viewport.isVisible(minY: 0, height: h) {
            content.append(
                Element(
                    kind: .tableHeader, frame: viewport.toWindow(Rect(x: 0, y: 0, width: width, height: h)),
                    view: view, decoration: Decoration(defaultFill: .semantic("clear"))))
        }
        let visible = sections(meeting: viewport)
        if cells { for s in visible { appendRows(of: sections[s], index: s, viewport: viewport, into: &content) } }
        if let (view, laidOutY, h) = tableFooter, case let y = laidOutY + shift(runs.count),
            viewport.isVisible(minY: y, height: h)
        {
            content.append(
                Element(
                    kind: .tableFooter, frame: viewport.toWindow(Rect(x: 0, y: y, width: width, height: h)),
                    view: view, decoration: Decoration(defaultFill: .semantic("clear"))))
        }
        // Floating supplementary views draw above the cells they cover (rules 2.2, 2.3, Docs/uikit-rules.md).
        return content + supplementaryViews(in: viewport, sections: visible).map { supplementary($0, viewport: viewport) }
    }

    public func supplementaryElements(in viewport: Viewport) -> [Element] {
        elements(in: viewport, cells: false)
    }

    /// A section header or footer where the sticky rule put it; pinned when that is not its natural place.
    private func supplementary(_ p: StickyPlacement, viewport: Viewport) -> Element {
        let view = (p.kind == .header ? specs[p.section].header : specs[p.section].footer) ?? ViewSpec()
        return Element(
            kind: p.kind, section: p.section, frame: viewport.toWindow(sectionViewFrame(y: p.y, height: p.height)),
            pinned: p.pinned, view: view, decoration: Decoration(defaultFill: supplementaryFill))
    }

    /// Rule 3.4 (Docs/uikit-rules.md): insetGrouped insets rows, section headers and footers by the table's
    /// layout margins (TOInsetGroupedTableView, S8 of Docs/uikit-rules.md, frames them alike), so their text lines
    /// up; other styles span the width.
    private func sectionViewFrame(y: Double, height: Double) -> Rect {
        guard spec.style == .insetGrouped else { return Rect(x: 0, y: y, width: width, height: height) }
        return Rect(x: layoutMargin, y: y, width: max(0, width - 2 * layoutMargin), height: height)
    }

    private var supplementaryFill: ColorSpec {
        spec.style == .plain ? .semantic("secondarySystemBackground") : .semantic("clear")
    }

    private func appendRows(of section: Section, index s: Int, viewport: Viewport, into out: inout [Element]) {
        let first = section.runs.lowerBound
        var g = first + firstIndex(in: section.runs.count) { bottom(ofRun: first + $0) > viewport.visibleMinY }
        while g < section.runs.upperBound, top(ofRun: g) < viewport.visibleMaxY {
            let (run, view) = (runs[g], specs[s].rows[runSources[g]].view)
            if let estimated = estimates?.runs[g] {
                appendRows(
                    of: estimated, run, view: view, top: top(ofRun: g), of: section, index: s,
                    viewport: viewport, into: &out)
                g += 1
                continue
            }
            g += 1
            for i in run.visibleRange(in: viewport) {
                appendCell(
                    view, section: section, index: s, item: run.first + i,
                    frame: viewport.toWindow(sectionViewFrame(y: run.y(i), height: run.height)), into: &out)
            }
        }
    }

    /// The visible rows of a run laid out from its estimate: realised rows at their actual height,
    /// the others at the estimate (rule 4.3, Docs/uikit-rules.md); found by binary search over the realised intervals.
    private func appendRows(
        of estimated: EstimatedRows.Run, _ run: RowRun, view: ViewSpec, top: Double, of section: Section, index s: Int,
        viewport: Viewport, into out: inout [Element]
    ) {
        var i = estimated.row(at: viewport.visibleMinY - top)
        while i < run.count {
            let y = top + estimated.offset(ofRow: i)
            guard y < viewport.visibleMaxY else { break }
            let h = estimated.height(ofRow: i)
            let item = run.first + i
            if viewport.isVisible(minY: y, height: h) {
                appendCell(
                    view, section: section, index: s, item: item,
                    frame: viewport.toWindow(sectionViewFrame(y: y, height: h)), into: &out)
            }
            i += 1
        }
    }

    /// A cell, and right after it its accessory in a layer of its own (`accessory.S.I`), so the
    /// accessory draws over its cell and under anything that floats.
    private func appendCell(
        _ view: ViewSpec, section: Section, index s: Int, item: Int, frame: Rect,
        into out: inout [Element]
    ) {
        let decoration = separatorStyled(cellDecoration(item: item, of: section))
        out.append(Element(kind: .cell, section: s, item: item, frame: frame, view: view, decoration: decoration))
        if let accessory = view.accessory, frame.width > 0, frame.height > 0 {
            // The cell's fill comes along: an info button's ring is cut out of it.
            out.append(
                Element(
                    kind: .accessory, section: s, item: item, frame: CellAccessories.frame(accessory, in: frame),
                    view: view, decoration: Decoration(defaultFill: decoration.defaultFill)))
        }
    }

    /// Rule 2.6 (Docs/uikit-rules.md): separators start at the cell's text margin and run to the right edge. Rule 3.4:
    /// insetGrouped rounds the outer corners of a section's first and last cell and hides the
    /// separator below the last. Grouped cells sit on the grouped background (rule 3 of Docs/uikit-rules.md, Apple HIG).
    private func cellDecoration(item: Int, of section: Section) -> Decoration {
        switch spec.style {
        case .plain:
            return Decoration(separator: .init(left: layoutMargin, right: 0), defaultFill: .semantic("systemBackground"))
        case .grouped:
            return Decoration(
                separator: .init(left: layoutMargin, right: 0),
                defaultFill: .semantic("secondarySystemGroupedBackground"))
        case .insetGrouped:
            let isFirst = item == 0
            let isLast = item == section.rowCount - 1
            let radius = spec.sectionCornerRadius
            return Decoration(
                separator: isLast ? nil : .init(left: layoutMargin, right: 0),
                topCornerRadius: isFirst ? radius : 0, bottomCornerRadius: isLast ? radius : 0,
                defaultFill: .semantic("secondarySystemGroupedBackground"))
        }
    }

    /// `separatorStyle = .none` keeps the style's decoration without its separator.
    private func separatorStyled(_ decoration: Decoration) -> Decoration {
        guard spec.separatorStyle == .none else { return decoration }
        var d = decoration
        d.separator = nil
        return d
    }
}

/// Rules 2.2, 2.3 and 3.1 (Docs/uikit-rules.md) through the one sticky rule (`Sticky/StickySupplementaryViews.swift`).
extension TableGeometry: StickySections {
    var stickyRule: StickyRule { sticky }
    var sectionCount: Int { sections.count }
    /// rectForSection(s): top padding, header, rows and footer.
    func sectionMinY(_ s: Int) -> Double { top(s) }
    func sectionMaxY(_ s: Int) -> Double { bottom(s) }
    /// A grouped section without a view keeps its height as space, which is no header to place.
    func headerSpan(_ s: Int) -> (y: Double, height: Double) {
        (headerY(s), sections[s].hasHeader ? sections[s].headerHeight : 0)
    }
    func footerSpan(_ s: Int) -> (y: Double, height: Double) {
        (footerY(s), sections[s].hasFooter ? sections[s].footerHeight : 0)
    }
    var sectionColumn: (x: Double, width: Double) { (0, width) }

    public func sectionBounds(in viewport: Viewport) -> [SectionBound] { stickySectionBounds(in: viewport) }

    public func pinThresholds(adjustedInset: Insets, boundsHeight: Double, offsets: ClosedRange<Double>) -> [Double] {
        stickyThresholds(adjustedInset: adjustedInset, boundsHeight: boundsHeight, offsets: offsets)
    }

    public func pinThresholdCount(adjustedInset: Insets, boundsHeight: Double, offsets: ClosedRange<Double>) -> Int {
        stickyThresholdCount(adjustedInset: adjustedInset, boundsHeight: boundsHeight, offsets: offsets)
    }
}
