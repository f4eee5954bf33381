/// A UICollectionView with a vertical UICollectionViewFlowLayout, in content coordinates
/// (rules 5.1-5.5): per section header, sectionInset.top, lines, sectionInset.bottom, footer.
public struct FlowGeometry: ListGeometry {
    struct Section: Sendable {
        var top: Double
        var header: ViewSpec
        var headerHeight: Double
        var blocks: [LineBlock]
        var footerY: Double
        var footer: ViewSpec
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
    public let contentSize: Size

    public init(spec: FlowSpec, sections specs: [SectionSpec], boundsWidth: Double, contentInset: Insets) {
        self.spec = spec
        width = max(0, boundsWidth - contentInset.left - contentInset.right)
        originX = contentInset.left
        let inset = spec.sectionInset
        // Rule 5.3 with sectionInsetReference .fromContentInset (rule 5.1).
        let available = max(0, width - inset.left - inset.right)
        var y = 0.0
        var sections: [Section] = []
        sections.reserveCapacity(specs.count)
        for section in specs {
            let top = y
            let headerHeight = Self.supplementaryHeight(section.header, reference: spec.headerReferenceSize)
            y += headerHeight + inset.top
            var lines = FlowLineBuilder(left: inset.left, top: y, available: available,
                                        lineSpacing: spec.minimumLineSpacing, interitemSpacing: spec.minimumInteritemSpacing)
            var item = 0
            for run in section.rows where run.count > 0 {
                lines.add(run: run.count, firstItem: item, size: Self.itemSize(run.view, spec: spec, available: available),
                          view: run.view)
                item += run.count
            }
            lines.finish()
            y = lines.bottom + inset.bottom
            let footerHeight = Self.supplementaryHeight(section.footer, reference: spec.footerReferenceSize)
            sections.append(Section(top: top, header: section.header ?? ViewSpec(), headerHeight: headerHeight,
                                    blocks: lines.blocks, footerY: y, footer: section.footer ?? ViewSpec(),
                                    footerHeight: footerHeight))
            y += footerHeight
        }
        self.sections = sections
        contentSize = Size(width: width, height: y)
    }

    /// Rule 5.1: a header or footer is as tall as its reference size (0 = none) unless its view
    /// gives a height; a section without the view gets the reference size, as UIKit asks the data
    /// source for a view whenever the size is not zero.
    static func supplementaryHeight(_ view: ViewSpec?, reference: Size) -> Double {
        if case let .points(h)? = view?.height { return h }
        return reference.height
    }

    /// decisions.md: an item's `width` is points, "full" (W) or n columns with the interitem
    /// spacing between them; its height is its own or `itemSize.height`.
    static func itemSize(_ view: ViewSpec, spec: FlowSpec, available: Double) -> Size {
        let width: Double
        switch view.width {
        case let .points(w)?: width = w
        case .full?: width = available
        case let .columns(n)?:
            width = max(0, (available - Double(n - 1) * spec.minimumInteritemSpacing) / Double(n))
        case nil: width = spec.itemSize.width
        }
        let height: Double
        if case let .points(h)? = view.height { height = h } else { height = spec.itemSize.height }
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
        var footers: [Element] = []
        var headers: [Element] = []
        let pins = pinLines(viewport)
        // A pinned header or footer never leaves its section, so the visible sections hold them all.
        var s = firstIndex(in: sections.count) { sections[$0].bottom > viewport.visibleMinY }
        while s < sections.count, sections[s].top < viewport.visibleMaxY {
            let section = sections[s]
            appendCells(of: section, index: s, viewport: viewport, into: &cells)
            if section.footerHeight > 0 {
                let y = spec.sectionFootersPinToVisibleBounds
                    ? floatingFooterY(naturalY: section.footerY, height: section.footerHeight,
                                      bottomLine: pins.bottom, sectionStart: section.top)
                    : section.footerY
                if viewport.isVisible(minY: y, height: section.footerHeight) {
                    footers.append(supplementary(.footer, s, y: y, height: section.footerHeight,
                                                 natural: section.footerY, view: section.footer, viewport: viewport))
                }
            }
            if section.headerHeight > 0 {
                let y = spec.sectionHeadersPinToVisibleBounds
                    ? floatingHeaderY(naturalY: section.headerY, height: section.headerHeight,
                                      pinLine: pins.top, sectionEnd: section.bottom)
                    : section.headerY
                if viewport.isVisible(minY: y, height: section.headerHeight) {
                    headers.append(supplementary(.header, s, y: y, height: section.headerHeight,
                                                 natural: section.headerY, view: section.header, viewport: viewport))
                }
            }
            s += 1
        }
        // Pinned supplementary views draw above the items they cover.
        return cells + footers + headers
    }

    /// Rule 5.5: the lines headers pin to (T) and footers to (B), with the offset held inside the
    /// scroll range: while overscrolled nothing pins anew, pinned views move with the content (S7).
    func pinLines(_ viewport: Viewport) -> (top: Double, bottom: Double) {
        let range = ScrollView.offsetRange(contentHeight: contentSize.height, boundsHeight: viewport.listFrame.height,
                                           adjusted: viewport.adjustedInset)
        var held = viewport
        held.offset = min(max(viewport.offset, range.lowerBound), range.upperBound)
        return (held.pinLine, held.bottomLine)
    }

    private func supplementary(_ kind: Element.Kind, _ s: Int, y: Double, height: Double, natural: Double,
                               view: ViewSpec, viewport: Viewport) -> Element {
        Element(kind: kind, section: s, frame: viewport.toWindow(Rect(x: originX, y: y, width: width, height: height)),
                pinned: y != natural, view: view, decoration: Decoration(defaultFill: .semantic("clear")))
    }

    private func appendCells(of section: Section, index s: Int, viewport: Viewport, into out: inout [Element]) {
        var b = firstIndex(in: section.blocks.count) { section.blocks[$0].bottom > viewport.visibleMinY }
        while b < section.blocks.count, section.blocks[b].top < viewport.visibleMaxY {
            switch section.blocks[b] {
            case let .line(line):
                for item in line.items where viewport.isVisible(minY: item.frame.y, height: item.frame.height) {
                    out.append(cell(s, item.item, item.frame, item.view, viewport))
                }
            case let .uniform(u):
                // Lines of equal items: the visible ones follow by arithmetic.
                let first = max(0, Int(((viewport.visibleMinY - u.top) / u.pitch).rounded(.down)))
                let end = min(u.lines, Int(((viewport.visibleMaxY - u.top) / u.pitch).rounded(.up)))
                guard first < end else { break }
                for line in first..<end {
                    let y = u.top + Double(line) * u.pitch
                    guard viewport.isVisible(minY: y, height: u.size.height) else { continue }
                    for k in 0..<u.perLine {
                        let frame = Rect(x: u.firstX + Double(k) * u.step, y: y, width: u.size.width, height: u.size.height)
                        out.append(cell(s, u.firstItem + line * u.perLine + k, frame, u.view, viewport))
                    }
                }
            }
            b += 1
        }
    }

    /// UICollectionViewCell has no background of its own; items are filled so the grid shows
    /// (a drawing choice, README).
    private func cell(_ s: Int, _ item: Int, _ frame: Rect, _ view: ViewSpec, _ viewport: Viewport) -> Element {
        Element(kind: .cell, section: s, item: item, frame: viewport.toWindow(frame.offsetBy(dx: originX)), view: view,
                decoration: Decoration(defaultFill: .semantic("secondarySystemBackground")))
    }

    // MARK: - Events

    public func pinThresholds(adjustedInset: Insets, boundsHeight: Double, offsets: ClosedRange<Double>) -> [Double] {
        // Past the scroll range nothing changes (rule 5.5: pins are held while overscrolled).
        let range = ScrollView.offsetRange(contentHeight: contentSize.height, boundsHeight: boundsHeight, adjusted: adjustedInset)
        let lo = max(offsets.lowerBound, range.lowerBound), hi = min(offsets.upperBound, range.upperBound)
        guard lo <= hi else { return [] }
        var result: [Double] = []
        if spec.sectionHeadersPinToVisibleBounds {
            // A header is displaced once T passes its natural y: off = natY - adj.top.
            var s = firstIndex(in: sections.count) { sections[$0].headerY - adjustedInset.top >= lo }
            while s < sections.count, sections[s].headerY - adjustedInset.top <= hi {
                if sections[s].headerHeight > 0 { result.append(sections[s].headerY - adjustedInset.top) }
                s += 1
            }
        }
        if spec.sectionFootersPinToVisibleBounds {
            // A footer is displaced while B is above its natural bottom: off = bottom - h + adj.bottom.
            let shift = boundsHeight - adjustedInset.bottom
            var s = firstIndex(in: sections.count) { sections[$0].bottom - shift >= lo }
            while s < sections.count, sections[s].bottom - shift <= hi {
                if sections[s].footerHeight > 0 { result.append(sections[s].bottom - shift) }
                s += 1
            }
        }
        return result
    }
}
