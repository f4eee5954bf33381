/// A UICollectionView with a vertical UICollectionViewFlowLayout, in content coordinates
/// (rules 5.1-5.5, Docs/uikit-rules.md): per section header, sectionInset.top, lines, sectionInset.bottom, footer.
public struct FlowGeometry: ListGeometry {
    struct Section: Sendable {
        var top: Double
        var headerHeight: Double
        /// Its lines in `FlowGeometry.blocks`.
        var blocks: Range<Int>
        var footerY: Double
        var footerHeight: Double
        var bottom: Double { footerY + footerHeight }
        var headerY: Double { top }
    }

    let spec: FlowSpec
    /// The collection view's content width: bounds minus contentInset left and right.
    let width: Double
    /// contentInset.left: content x 0 is drawn this far from the view's left edge.
    let originX: Double
    let sections: [Section]
    /// Every section's lines, in order.
    let blocks: [LineBlock]
    /// The sections as the scenario gives them, shared with it: headers and footers are looked up
    /// there when drawn rather than copied into every laid-out section (Docs/performance.md#many-sections).
    let specs: [SectionSpec]
    public let contentSize: Size

    public init(spec: FlowSpec, sections specs: [SectionSpec], boundsWidth: Double, contentInset: Insets) {
        self.spec = spec
        width = max(0, boundsWidth - contentInset.left - contentInset.right)
        originX = contentInset.left
        let inset = spec.sectionInset
        // Rule 5.3 (Docs/uikit-rules.md) with sectionInsetReference .fromContentInset (rule 5.1).
        let available = max(0, width - inset.left - inset.right)
        var y = 0.0
        var sections: [Section] = []
        sections.reserveCapacity(specs.count)
        self.specs = specs
        var lines = FlowLineBuilder(
            left: inset.left, available: available, lineSpacing: spec.minimumLineSpacing,
            interitemSpacing: spec.minimumInteritemSpacing)
        // In place: `for in` and `specs[s]` would copy each section, its views included.
        specs.forEachInPlace { _, section in
            let top = y
            let headerHeight = Self.supplementaryHeight(
                section.pointee.header?.height,
                reference: spec.headerReferenceSize)
            y += headerHeight + inset.top
            lines.startSection(top: y)
            var item = 0
            section.pointee.rows.withUnsafeBufferPointer { rows in
                for r in rows.indices where rows[r].count > 0 {
                    let size = Self.itemSize(
                        width: rows[r].view.width, height: rows[r].view.height, spec: spec,
                        available: available)
                    lines.add(run: rows[r].count, firstItem: item, size: size, source: r)
                    item += rows[r].count
                }
            }
            lines.finish()
            y = lines.bottom + inset.bottom
            let footerHeight = Self.supplementaryHeight(
                section.pointee.footer?.height,
                reference: spec.footerReferenceSize)
            sections.append(
                Section(
                    top: top, headerHeight: headerHeight, blocks: lines.sectionBlocks, footerY: y,
                    footerHeight: footerHeight))
            y += footerHeight
        }
        self.sections = sections
        blocks = lines.blocks
        contentSize = Size(width: width, height: y)
    }

    /// Rule 5.1 (Docs/uikit-rules.md): a header or footer is as tall as its reference size (0 = none) unless its view
    /// gives a height; a section without the view gets the reference size, as UIKit asks the data
    /// source for a view whenever the size is not zero.
    static func supplementaryHeight(_ height: Dimension?, reference: Size) -> Double {
        if case .points(let h)? = height { return h }
        return reference.height
    }

    /// Docs/decisions.md: an item's `width` is points, "full" (W) or n columns with the interitem
    /// spacing between them; its height is its own or `itemSize.height`.
    static func itemSize(
        width itemWidth: ItemWidth?, height itemHeight: Dimension?, spec: FlowSpec,
        available: Double
    ) -> Size {
        let width: Double
        switch itemWidth {
        case .points(let w)?: width = w
        case .full?: width = available
        case .columns(let n)?:
            width = max(0, (available - Double(n - 1) * spec.minimumInteritemSpacing) / Double(n))
        case nil: width = spec.itemSize.width
        }
        let height: Double
        if case .points(let h)? = itemHeight { height = h } else { height = spec.itemSize.height }
        return Size(width: width, height: height)
    }

    public func sectionTop(_ section: Int) -> Double? {
        sections.indices.contains(section) ? sections[section].top : nil
    }

    public func naturalHeaderFrame(_ section: Int) -> Rect? {
        guard sections.indices.contains(section) else { return nil }
        return Rect(x: originX, y: sections[section].headerY, width: width, height: sections[section].headerHeight)
    }

    // MARK: - Per frame

    public func elements(in viewport: Viewport) -> [Element] {
        var cells: [Element] = []
        let visible = sections(meeting: viewport)
        for s in visible { appendCells(of: sections[s], index: s, viewport: viewport, into: &cells) }
        // Pinned supplementary views draw above the items they cover (rule 5.5, Docs/uikit-rules.md).
        return cells + supplementaryViews(in: viewport, sections: visible).map { supplementary($0, viewport: viewport) }
    }

    public func supplementaryElements(in viewport: Viewport) -> [Element] {
        supplementaryViews(in: viewport, sections: sections(meeting: viewport)).map { supplementary($0, viewport: viewport) }
    }

    private func supplementary(_ p: StickyPlacement, viewport: Viewport) -> Element {
        let view = (p.kind == .header ? specs[p.section].header : specs[p.section].footer) ?? ViewSpec()
        return Element(
            kind: p.kind, section: p.section,
            frame: viewport.toWindow(Rect(x: originX, y: p.y, width: width, height: p.height)),
            pinned: p.pinned, view: view, decoration: Decoration(defaultFill: .semantic("clear")))
    }

    private func appendCells(of section: Section, index s: Int, viewport: Viewport, into out: inout [Element]) {
        let first = section.blocks.lowerBound
        var b = first + firstIndex(in: section.blocks.count) { blocks[first + $0].bottom > viewport.visibleMinY }
        while b < section.blocks.upperBound, blocks[b].top < viewport.visibleMaxY {
            switch blocks[b] {
            case .line(let line):
                for item in line.items where viewport.isVisible(minY: item.frame.y, height: item.frame.height) {
                    out.append(cell(s, item.item, item.frame, specs[s].rows[item.run].view, viewport))
                }
            case .uniform(let u):
                // Lines of equal items: the visible ones follow by arithmetic.
                let lines = u.rows
                for line in lines.visibleRange(in: viewport) {
                    let y = lines.y(line)
                    for k in 0..<u.perLine {
                        let frame = Rect(x: u.firstX + Double(k) * u.step, y: y, width: u.size.width, height: u.size.height)
                        out.append(cell(s, u.firstItem + line * u.perLine + k, frame, specs[s].rows[u.run].view, viewport))
                    }
                }
            }
            b += 1
        }
    }

    /// UICollectionViewCell has no background of its own; items are filled so the grid shows
    /// (a drawing choice, Docs/uikit-rules.md, Assumptions).
    private func cell(_ s: Int, _ item: Int, _ frame: Rect, _ view: ViewSpec, _ viewport: Viewport) -> Element {
        Element(
            kind: .cell, section: s, item: item, frame: viewport.toWindow(frame.offsetBy(dx: originX)), view: view,
            decoration: Decoration(defaultFill: .semantic("secondarySystemBackground")))
    }
}

/// Rule 5.5 (Docs/uikit-rules.md) through the one sticky rule (`Sticky/StickySupplementaryViews.swift`).
extension FlowGeometry: StickySections {
    var stickyRule: StickyRule { spec.stickyRule }
    var sectionCount: Int { sections.count }
    /// The section from its header through its footer, sectionInset included.
    func sectionMinY(_ s: Int) -> Double { sections[s].top }
    func sectionMaxY(_ s: Int) -> Double { sections[s].bottom }
    func headerSpan(_ s: Int) -> (y: Double, height: Double) { (sections[s].headerY, sections[s].headerHeight) }
    func footerSpan(_ s: Int) -> (y: Double, height: Double) { (sections[s].footerY, sections[s].footerHeight) }
    var sectionColumn: (x: Double, width: Double) { (originX, width) }

    public func sectionBounds(in viewport: Viewport) -> [SectionBound] { stickySectionBounds(in: viewport) }

    public func pinThresholds(adjustedInset: Insets, boundsHeight: Double, offsets: ClosedRange<Double>) -> [Double] {
        stickyThresholds(adjustedInset: adjustedInset, boundsHeight: boundsHeight, offsets: offsets)
    }

    public func pinThresholdCount(adjustedInset: Insets, boundsHeight: Double, offsets: ClosedRange<Double>) -> Int {
        stickyThresholdCount(adjustedInset: adjustedInset, boundsHeight: boundsHeight, offsets: offsets)
    }
}
