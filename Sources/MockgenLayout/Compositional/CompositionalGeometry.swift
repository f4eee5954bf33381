/// A UICollectionView with a vertical UICollectionViewCompositionalLayout, in content coordinates
/// (rules 6.1-6.9, Docs/uikit-rules.md). Per section, top to bottom: [headerTopPadding]
/// header (when it extends the boundary), contentInsets.top, groups (interGroupSpacing between),
/// contentInsets.bottom, footer; interSectionSpacing between sections. An orthogonally scrolling
/// section is one row of groups laid out across, drawn at its horizontal offset.
public struct CompositionalGeometry: ListGeometry {
    /// Identical groups one after another: down the section, or across an orthogonal row.
    struct Block: Sendable {
        var firstItem: Int
        var groups: Int
        /// Items in each group (the last block of a section may hold a partial group alone).
        var perGroup: Int
        /// Content y (or, across an orthogonal row, x) of the first group; the next is `pitch` on.
        var origin: Double
        var pitch: Double
        /// The group's size.
        var size: Size
        /// Each item's frame in group coordinates.
        var slots: [Rect]
        /// One view for every item, or one per slot.
        var views: [ViewSpec]

        /// Where the last group ends along the block's axis.
        func end(vertical: Bool) -> Double {
            origin + Double(groups - 1) * pitch + (vertical ? size.height : size.width)
        }
        func view(_ slot: Int) -> ViewSpec { views.count == 1 ? views[0] : views[slot] }
    }

    struct Section: Sendable {
        var spec: CompositionalSectionSpec
        var top: Double
        var headerY: Double
        var headerHeight: Double
        var header: ViewSpec
        var footerY: Double
        var footerHeight: Double
        var footer: ViewSpec
        var bottom: Double
        /// Content x of the groups (the orthogonal row's x at offset 0 is in `blocks`).
        var groupX: Double
        /// Orthogonal sections: the row's top and height.
        var rowY: Double
        var rowHeight: Double
        var blocks: [Block]
        var supplementaryColumn: (x: Double, width: Double)
        var headerWidth: Double
        var footerWidth: Double
    }

    let spec: CompositionalSpec
    let container: CompositionalContainer
    /// contentInset.left: content x 0 is drawn this far from the view's left edge.
    let originX: Double
    /// contentInset.right: the view's right edge is this far past the content width.
    let trailingInset: Double
    let sections: [Section]
    public let contentSize: Size

    /// `sections` carry the views, with every height the content decides already measured
    /// (`SelfSizing`); `spec.sections` their layout, same index.
    public init(
        spec: CompositionalSpec, sections specs: [SectionSpec], container: CompositionalContainer,
        contentInset: Insets
    ) {
        self.spec = spec
        self.container = container
        originX = contentInset.left
        trailingInset = contentInset.right
        var y = 0.0
        var sections: [Section] = []
        sections.reserveCapacity(specs.count)
        for (s, section) in specs.enumerated() {
            if s > 0 { y += spec.interSectionSpacing }
            let layout = spec.sections[s]
            let built = Self.layOut(section, layout, top: y, container: container)
            sections.append(built)
            y = built.bottom
        }
        self.sections = sections
        contentSize = Size(width: container.contentWidth, height: y)
    }

    /// The height of a boundary item: a fixed dimension, else the view's own (measured) height,
    /// else the estimate.
    static func boundaryHeight(
        _ item: BoundaryItemSpec?, view: ViewSpec?, container: CompositionalContainer,
        width: Double
    ) -> Double {
        guard let item, view != nil else { return 0 }
        let dimension = item.layoutSize.heightDimension
        if case .estimated(let e) = dimension {
            if case .points(let h)? = view?.height { return h }
            return e
        }
        return dimension.resolved(in: Size(width: width, height: container.boundsHeight)) ?? 0
    }

    static func layOut(
        _ section: SectionSpec, _ layout: CompositionalSectionSpec, top: Double,
        container: CompositionalContainer
    ) -> Section {
        let supplementary = container.supplementaryColumn(layout)
        let headerWidth = layout.header.map { container.supplementaryWidth($0, in: layout) } ?? 0
        let footerWidth = layout.footer.map { container.supplementaryWidth($0, in: layout) } ?? 0
        let headerHeight = boundaryHeight(layout.header, view: section.header, container: container, width: headerWidth)
        let footerHeight = boundaryHeight(layout.footer, view: section.footer, container: container, width: footerWidth)
        var y = top
        // A list's header top padding sits above the header, inside the section (as rule 2.5 for tables).
        if headerHeight > 0 { y += layout.headerTopPadding }
        let headerY = y
        if headerHeight > 0, layout.header?.extendsBoundary != false { y += headerHeight }
        y += layout.contentInsets.top
        let column = container.contentColumn(layout)
        let solver = GroupSolver(group: layout.group, container: container.groupContainer(layout))
        let contentTop = y
        var blocks: [Block] = []
        var rowHeight = 0.0
        if layout.scrollsOrthogonally {
            // Rule 6.5 (Docs/uikit-rules.md): the row starts at the section's leading inset, moved by the scroller's
            // offset; groupPagingCentered rests with the first group centred (IBPCollectionView-
            // CompositionalLayout centres it with a leading inset of (width - group width) / 2).
            var x = column.x - layout.orthogonalOffset
            if layout.orthogonalScrollingBehavior == .groupPagingCentered {
                x = (container.contentWidth - solver.groupWidth) / 2 - layout.orthogonalOffset
            }
            blocks = buildBlocks(
                section.rows, solver: solver, origin: x, vertical: false,
                spacing: layout.interGroupSpacing)
            rowHeight = blocks.map(\.size.height).max() ?? 0
            y += rowHeight
        } else {
            blocks = buildBlocks(section.rows, solver: solver, origin: y, vertical: true, spacing: layout.interGroupSpacing)
            if let last = blocks.last { y = last.end(vertical: true) }
        }
        y += layout.contentInsets.bottom
        var footerY = y
        if footerHeight > 0 {
            if layout.footer?.extendsBoundary != false { y += footerHeight } else { footerY = y - footerHeight }
        }
        return Section(
            spec: layout, top: top, headerY: headerY, headerHeight: headerHeight,
            header: section.header ?? ViewSpec(), footerY: footerY, footerHeight: footerHeight,
            footer: section.footer ?? ViewSpec(), bottom: y, groupX: column.x, rowY: contentTop,
            rowHeight: rowHeight, blocks: blocks, supplementaryColumn: supplementary,
            headerWidth: headerWidth, footerWidth: footerWidth)
    }

    /// The section's items in groups: a run of alike items makes one block of full groups (its
    /// position follows by arithmetic, whatever the count); a group that mixes runs, or the last
    /// partial one, is a block of its own.
    static func buildBlocks(
        _ runs: [ViewRun], solver: GroupSolver, origin: Double, vertical: Bool,
        spacing: Double
    ) -> [Block] {
        let n = solver.capacity
        var blocks: [Block] = []
        var position = origin
        var item = 0
        var pending: [ViewSpec] = []
        var pendingFirst = 0

        func height(_ view: ViewSpec) -> Double? {
            if case .points(let h)? = view.height { return h }
            return nil
        }
        func emit(first: Int, groups: Int, views: [ViewSpec], perGroup: Int) {
            let heights = views.count == 1 ? Array(repeating: height(views[0]), count: perGroup) : views.map(height)
            let (slots, size) = solver.solve(heights: heights)
            let pitch = (vertical ? size.height : size.width) + spacing
            blocks.append(
                Block(
                    firstItem: first, groups: groups, perGroup: perGroup, origin: position, pitch: pitch,
                    size: size, slots: slots, views: views))
            position += Double(groups) * pitch
        }
        func flush() {
            guard !pending.isEmpty else { return }
            emit(first: pendingFirst, groups: 1, views: pending, perGroup: pending.count)
            pending = []
        }
        for run in runs where run.count > 0 {
            var left = run.count
            // Fill a group that earlier items started.
            while !pending.isEmpty, left > 0 {
                pending.append(run.view)
                left -= 1
                item += 1
                if pending.count == n { flush() }
            }
            let full = left / n
            if full > 0 {
                emit(first: item, groups: full, views: [run.view], perGroup: n)
                item += full * n
                left -= full * n
            }
            if left > 0 {
                pendingFirst = item
                pending = Array(repeating: run.view, count: left)
                item += left
            }
        }
        flush()
        return blocks
    }

    public func sectionTop(_ section: Int) -> Double? {
        sections.indices.contains(section) ? sections[section].top : nil
    }

    public func naturalHeaderFrame(_ section: Int) -> Rect? {
        guard sections.indices.contains(section) else { return nil }
        let s = sections[section]
        return Rect(x: originX + s.supplementaryColumn.x, y: s.headerY, width: s.headerWidth, height: s.headerHeight)
    }

    // MARK: - Per frame

    /// What draws in which order: by zIndex, and at equal zIndex a decoration under a boundary
    /// item under the cells (rule 6.6 of Docs/uikit-rules.md: a header left at zIndex 0 goes under the cells that scroll
    /// beneath it, the reason public issue trackers give for raising it).
    private struct Layered {
        var zIndex: Int
        var rank: Int
        var order: Int
        var element: Element
    }

    public func elements(in viewport: Viewport) -> [Element] {
        var layered: [Layered] = []
        let visible = sections(meeting: viewport)
        for s in visible {
            if let background = decoration(s, viewport: viewport) {
                layered.append(
                    Layered(
                        zIndex: sections[s].spec.background?.zIndex ?? 0, rank: 0, order: layered.count,
                        element: background))
            }
        }
        for p in supplementaryViews(in: viewport, sections: visible) {
            let item = p.kind == .header ? sections[p.section].spec.header : sections[p.section].spec.footer
            layered.append(
                Layered(
                    zIndex: item?.zIndex ?? 0, rank: 1, order: layered.count,
                    element: supplementary(p, viewport: viewport)))
        }
        var cells: [Element] = []
        for s in visible { appendItems(of: s, viewport: viewport, into: &cells) }
        for cell in cells { layered.append(Layered(zIndex: 0, rank: 2, order: layered.count, element: cell)) }
        layered.sort { ($0.zIndex, $0.rank, $0.order) < ($1.zIndex, $1.rank, $1.order) }
        return layered.map(\.element)
    }

    public func supplementaryElements(in viewport: Viewport) -> [Element] {
        supplementaryViews(in: viewport, sections: sections(meeting: viewport)).map { supplementary($0, viewport: viewport) }
    }

    private func supplementary(_ p: StickyPlacement, viewport: Viewport) -> Element {
        let section = sections[p.section]
        let isHeader = p.kind == .header
        let width = isHeader ? section.headerWidth : section.footerWidth
        let frame = Rect(x: originX + section.supplementaryColumn.x, y: p.y, width: width, height: p.height)
        return Element(
            kind: p.kind, section: p.section, frame: viewport.toWindow(frame), pinned: p.pinned,
            view: isHeader ? section.header : section.footer,
            decoration: Decoration(defaultFill: ListConfigurationLook.supplementaryFill(listConfiguration(p.section))))
    }

    /// The list configuration that draws section `s`: its own (a list section), else the layout's.
    private func listConfiguration(_ s: Int) -> ListConfigurationSpec? {
        sections[s].spec.listConfiguration ?? spec.listConfiguration
    }

    /// Rule 6.7 (Docs/uikit-rules.md): a section background spans the section's bounds across the content width, less
    /// its own insets (as IBPCollectionViewCompositionalLayout places it).
    private func decoration(_ s: Int, viewport: Viewport) -> Element? {
        let section = sections[s]
        guard let background = section.spec.background else { return listSectionBackground(s, viewport: viewport) }
        let insets = background.contentInsets
        let frame = Rect(
            x: originX + insets.left, y: section.top + insets.top,
            width: max(0, container.contentWidth - insets.left - insets.right),
            height: max(0, section.bottom - section.top - insets.top - insets.bottom))
        guard viewport.isVisible(minY: frame.y, height: frame.height), frame.width > 0 else { return nil }
        return Element(
            kind: .decoration, section: s, frame: viewport.toWindow(frame), view: ViewSpec(color: background.color),
            decoration: Decoration(
                topCornerRadius: background.cornerRadius,
                bottomCornerRadius: background.cornerRadius,
                defaultFill: .semantic("secondarySystemBackground")))
    }

    /// Rule 6.10 (Docs/uikit-rules.md): a list section of a layout that is not a list all through
    /// paints its appearance's background over the section's bounds, across the content width.
    private func listSectionBackground(_ s: Int, viewport: Viewport) -> Element? {
        let section = sections[s]
        guard spec.listConfiguration == nil, let configuration = section.spec.listConfiguration else { return nil }
        let frame = Rect(
            x: originX, y: section.top, width: container.contentWidth, height: max(0, section.bottom - section.top))
        guard viewport.isVisible(minY: frame.y, height: frame.height), frame.width > 0 else { return nil }
        return Element(
            kind: .decoration, section: s, frame: viewport.toWindow(frame), view: ViewSpec(),
            decoration: Decoration(defaultFill: ListConfigurationLook.sectionBackgroundFill(configuration)))
    }

    private func appendItems(of s: Int, viewport: Viewport, into out: inout [Element]) {
        let section = sections[s]
        if section.spec.scrollsOrthogonally {
            guard viewport.isVisible(minY: section.rowY, height: section.rowHeight) else { return }
            // Across: the items that meet the screen's width (the row is clipped at its edges).
            let minX = -originX
            let maxX = container.contentWidth + trailingInset
            for block in section.blocks {
                guard block.end(vertical: false) > minX, block.origin < maxX, block.pitch > 0 else { continue }
                let first = Self.groupIndex((minX - block.origin - block.size.width) / block.pitch, block.groups)
                let end = Self.groupIndex((maxX - block.origin) / block.pitch + 1, block.groups, up: true)
                guard first < end else { continue }
                for g in first..<end {
                    let origin = (x: block.origin + Double(g) * block.pitch, y: section.rowY)
                    appendGroup(
                        block, group: g, origin: origin, section: s, viewport: viewport, minX: minX, maxX: maxX,
                        into: &out)
                }
            }
            return
        }
        let blocks = section.blocks
        var b = firstIndex(in: blocks.count) { blocks[$0].end(vertical: true) > viewport.visibleMinY }
        while b < blocks.count, blocks[b].origin < viewport.visibleMaxY {
            let block = blocks[b]
            b += 1
            guard block.pitch > 0 else { continue }
            let first = Self.groupIndex((viewport.visibleMinY - block.origin - block.size.height) / block.pitch, block.groups)
            let end = Self.groupIndex((viewport.visibleMaxY - block.origin) / block.pitch + 1, block.groups, up: true)
            guard first < end else { continue }
            for g in first..<end {
                let origin = (x: section.groupX, y: block.origin + Double(g) * block.pitch)
                appendGroup(
                    block, group: g, origin: origin, section: s, viewport: viewport,
                    minX: -.infinity, maxX: .infinity, into: &out)
            }
        }
    }

    /// A group index from a position measured in pitches, held in 0...groups before it becomes
    /// an Int (a tiny pitch far down a long list would not fit one).
    private static func groupIndex(_ x: Double, _ groups: Int, up: Bool = false) -> Int {
        let clamped = min(max(x, 0), Double(groups))
        return min(groups, Int(up ? clamped.rounded(.up) : clamped.rounded(.down)))
    }

    private func appendGroup(
        _ block: Block, group g: Int, origin: (x: Double, y: Double), section s: Int,
        viewport: Viewport, minX: Double, maxX: Double, into out: inout [Element]
    ) {
        let rowCount = sectionItemCount(s)
        for (k, slot) in block.slots.enumerated() {
            let frame = Rect(x: origin.x + slot.x, y: origin.y + slot.y, width: slot.width, height: slot.height)
            guard viewport.isVisible(minY: frame.y, height: frame.height), frame.maxX > minX, frame.x < maxX,
                frame.width > 0
            else { continue }
            let item = block.firstItem + g * block.perGroup + k
            out.append(
                Element(
                    kind: .item, section: s, item: item, frame: viewport.toWindow(frame.offsetBy(dx: originX)),
                    view: block.view(k),
                    decoration: ListConfigurationLook.itemDecoration(
                        listConfiguration(s), item: item,
                        of: rowCount,
                        margin: container.layoutMargin)))
        }
    }

    private func sectionItemCount(_ s: Int) -> Int {
        guard let last = sections[s].blocks.last else { return 0 }
        return last.firstItem + last.groups * last.perGroup
    }
}

/// Rule 6.1 (Docs/uikit-rules.md) through the one sticky rule (`Sticky/StickySupplementaryViews.swift`):
/// each boundary item pins by its own `pinToVisibleBounds`.
extension CompositionalGeometry: StickySections {
    var stickyRule: StickyRule { .compositional }
    var sectionCount: Int { sections.count }
    func sectionMinY(_ s: Int) -> Double { sections[s].top }
    func sectionMaxY(_ s: Int) -> Double { sections[s].bottom }
    func headerSpan(_ s: Int) -> (y: Double, height: Double) { (sections[s].headerY, sections[s].headerHeight) }
    func footerSpan(_ s: Int) -> (y: Double, height: Double) { (sections[s].footerY, sections[s].footerHeight) }
    func headerPins(_ s: Int) -> Bool { sections[s].spec.header?.pinToVisibleBounds == true }
    func footerPins(_ s: Int) -> Bool { sections[s].spec.footer?.pinToVisibleBounds == true }
    var sectionColumn: (x: Double, width: Double) { (originX, container.contentWidth) }

    public func sectionBounds(in viewport: Viewport) -> [SectionBound] { stickySectionBounds(in: viewport) }

    public func pinThresholds(adjustedInset: Insets, boundsHeight: Double, offsets: ClosedRange<Double>) -> [Double] {
        stickyThresholds(adjustedInset: adjustedInset, boundsHeight: boundsHeight, offsets: offsets)
    }
}
