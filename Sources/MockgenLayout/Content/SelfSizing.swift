import MockgenText

/// automaticDimension (rules 2.7, 4.1, Docs/uikit-rules.md): a view whose height is automatic, and that has content,
/// gets the height its content needs at its width. Each distinct (content, width) is measured
/// once, so a `{ "count": N, ... }` run costs one measurement whatever N is.
public struct SelfSizing: Sendable {
    let layout: ContentLayout
    private var cache: [Key: Double] = [:]

    private struct Key: Hashable {
        var content: ContentNode
        var width: Double
    }

    /// The release whose list looks size title-only headers (rule 9.8: no capitals from iOS 26).
    public var iosVersion = IOSVersion.current

    public init(layout: ContentLayout) { self.layout = layout }

    /// Title-only header and footer heights, once per distinct (text, font, width).
    private var titleHeights: [TitleKey: Double?] = [:]
    private struct TitleKey: Hashable {
        var text: String
        var font: FontSpec
        var width: Double
    }

    /// The content's height at `width`, measured once per distinct pair.
    public mutating func measuredHeight(_ content: ContentNode, width: Double) -> Double {
        let key = Key(content: content, width: width)
        if let h = cache[key] { return h }
        let h = layout.fittingHeight(content, width: width)
        cache[key] = h
        return h
    }

    /// `view` with its automatic height (its own, else `fallback`, the table's property) replaced
    /// by the measured one; views without content keep UIKit's defaults for their kind.
    public mutating func resolve(_ view: ViewSpec, fallback: Dimension, width: Double) -> ViewSpec {
        guard let content = view.content, (view.height ?? fallback) == .automatic else { return view }
        var v = view
        v.height = .points(measuredHeight(content, width: width))
        return v
    }

    /// The table with every automatic height that has content measured at `width` (headers,
    /// footers and the table header/footer span the table; rows the cell's content view, which an
    /// accessory narrows).
    /// With `layoutMargin`, a header or footer with only a title and an automatic height is sized
    /// to its title's lines (rule 2.7, `SupplementaryTitle`); without, it keeps the one-line height.
    public mutating func resolve(
        _ table: TableSpec, sections: [SectionSpec], width: Double, rowWidth: Double, layoutMargin: Double? = nil
    ) -> (table: TableSpec, sections: [SectionSpec]) {
        var t = table
        t.tableHeaderView = t.tableHeaderView.map { resolve($0, fallback: .automatic, width: width) }
        t.tableFooterView = t.tableFooterView.map { resolve($0, fallback: .automatic, width: width) }
        let resolved = sections.map { section -> SectionSpec in
            var s = section
            s.header = s.header.map { resolve($0, fallback: table.sectionHeaderHeight, width: width) }
            s.footer = s.footer.map { resolve($0, fallback: table.sectionFooterHeight, width: width) }
            if let layoutMargin {
                s.header = s.header.map {
                    resolveTitle(
                        $0, kind: .header, fallback: table.sectionHeaderHeight, style: table.style, tableWidth: width,
                        margin: layoutMargin)
                }
                s.footer = s.footer.map {
                    resolveTitle(
                        $0, kind: .footer, fallback: table.sectionFooterHeight, style: table.style, tableWidth: width,
                        margin: layoutMargin)
                }
            }
            // An accessory takes its strip from the content view (CellAccessories).
            s.rows = s.rows.map { run in
                let width = max(0, rowWidth - CellAccessories.stripWidth(run.view.accessory))
                return ViewRun(count: run.count, view: resolve(run.view, fallback: table.rowHeight, width: width))
            }
            return s
        }
        return (t, resolved)
    }

    /// A title-only header or footer at automatic height with the height its wrapped title needs
    /// (`SupplementaryTitle`); one that fits on a line, or that has content or points, as it is.
    private mutating func resolveTitle(
        _ view: ViewSpec, kind: Element.Kind, fallback: Dimension, style: TableStyle, tableWidth: Double, margin: Double
    ) -> ViewSpec {
        guard view.content == nil, (view.height ?? fallback) == .automatic, let title = view.title, !title.isEmpty else {
            return view
        }
        let look = (view.configuration ?? ListContentStyle.default(for: kind, in: style)).look(on: iosVersion)
        // insetGrouped insets header and footer views like its cells.
        let viewWidth = style.sectionViewWidth(tableWidth: tableWidth, layoutMargin: margin)
        let width = SupplementaryTitle.lineWidth(viewWidth: viewWidth, layoutMargin: margin)
        let (text, font) = SupplementaryTitle.drawn(title, look: look, contentSize: layout.contentSize)
        let key = TitleKey(text: text, font: font, width: width)
        let height: Double?
        if let known = titleHeights[key] {
            height = known
        } else {
            let block = layout.fonts.layout(text, font: font, width: width, scale: layout.scale)
            height = SupplementaryTitle.height(of: block, scale: layout.scale)
            titleHeights[key] = height
        }
        guard let height else { return view }
        var v = view
        v.height = .points(height)
        return v
    }

    /// The flow layout's sections with `"height": "automatic"` measured (rule 5.6 of Docs/uikit-rules.md, self-sizing
    /// cells): headers and footers at the collection's content width, items at the width their
    /// `width` gives them (rule 5.3 of Docs/uikit-rules.md: points, the full line, or columns).
    public mutating func resolve(_ flow: FlowSpec, sections: [SectionSpec], contentWidth: Double) -> [SectionSpec] {
        let available = max(0, contentWidth - flow.sectionInset.left - flow.sectionInset.right)
        // Without "automatic" a flow view keeps its reference or item size.
        let fixed = Dimension.points(0)
        return sections.map { section -> SectionSpec in
            var s = section
            s.header = s.header.map { resolve($0, fallback: fixed, width: contentWidth) }
            s.footer = s.footer.map { resolve($0, fallback: fixed, width: contentWidth) }
            s.rows = s.rows.map { run in
                let width = FlowGeometry.itemSize(
                    width: run.view.width, height: run.view.height, spec: flow,
                    available: available
                ).width
                return ViewRun(count: run.count, view: resolve(run.view, fallback: fixed, width: width))
            }
            return s
        }
    }
}

extension SelfSizing {
    /// A compositional layout's sections with the heights content decides measured (rule 6.4,
    /// Docs/uikit-rules.md): a view with content whose dimension is `estimated` self-sizes, as does
    /// one with `"height": "automatic"`; items at their group's item width, boundary items at theirs.
    public mutating func resolve(
        _ layout: CompositionalSpec, sections: [SectionSpec],
        container: CompositionalContainer
    ) -> [SectionSpec] {
        sections.enumerated().map { s, section -> SectionSpec in
            let spec = layout.sections[s]
            var out = section
            func sized(_ view: ViewSpec, _ dimension: LayoutDimension, width: Double) -> ViewSpec {
                resolve(view, fallback: dimension.isEstimated ? .automatic : .points(0), width: width)
            }
            if let item = spec.header {
                out.header = out.header.map {
                    sized(
                        $0, item.layoutSize.heightDimension,
                        width: container.supplementaryWidth(item, in: spec))
                }
            }
            if let item = spec.footer {
                out.footer = out.footer.map {
                    sized(
                        $0, item.layoutSize.heightDimension,
                        width: container.supplementaryWidth(item, in: spec))
                }
            }
            let width = container.itemWidth(spec)
            out.rows = section.rows.map { run in
                ViewRun(count: run.count, view: sized(run.view, spec.group.itemSize.heightDimension, width: width))
            }
            return out
        }
    }
}

extension Scenario {
    /// True when some view carries content, or a header's or footer's title may need more than
    /// one line (`titlesNeedMeasuring`), so the fonts are needed.
    /// Without a pass over the sections when the decoder has remembered the answer
    /// (`ListSpec.rememberSectionContent`), else one pass over the sections in place.
    public var hasContent: Bool {
        if case .table(let t) = list.kind,
            t.tableHeaderView.carriesContent || t.tableFooterView.carriesContent
        {
            return true
        }
        return list.sectionsCarryContent || hasBarTextItems || titlesNeedMeasuring || hasExtendedFABLabel
    }

    /// A Compose extended FAB is as wide as its measured label (Docs/platform-rules.md#compose-11).
    var hasExtendedFABLabel: Bool {
        guard case .compose(let spec) = list.kind, let fab = spec.floatingActionButton else { return false }
        return fab.kind == .extended && fab.text != nil
    }

    /// A system bar's text buttons are measured to place them (rule 7.7), like content.
    var hasBarTextItems: Bool {
        guard let bar = navigationBar else { return false }
        return (bar.leftItems + bar.rightItems).contains { if case .text = $0 { true } else { false } }
    }
}

extension Scenario {
    /// The fonts are needed: to measure content (`hasContent`), or to draw a title that holds an
    /// emoji, whose picture stands where the shaping puts it (Docs/text.md, "Emoji drawn as
    /// pictures"). Titles alone move no layout, so they load the fonts without measuring.
    public var needsFonts: Bool { hasContent || titlesDrawEmoji }

    /// Some title, secondary text or bar item holds an emoji: one pass over the sections in place,
    /// stopping at the first; a title of bytes below 0xE2 is answered from its bytes.
    var titlesDrawEmoji: Bool {
        if navigationBar?.title?.mayDrawEmoji == true { return true }
        if bottomBar?.items.contains(where: \.mayDrawEmoji) == true { return true }
        func draws(_ view: ViewSpec?) -> Bool {
            view?.title?.mayDrawEmoji == true || view?.secondaryText?.mayDrawEmoji == true
        }
        if case .table(let t) = list.kind, draws(t.tableHeaderView) || draws(t.tableFooterView) { return true }
        var found = false
        list.sections.forEachInPlace { _, section in
            guard !found else { return }
            if draws(section.pointee.header) || draws(section.pointee.footer) {
                found = true
                return
            }
            section.pointee.rows.withUnsafeBufferPointer { rows in
                found = rows.contains { draws($0.view) }
            }
        }
        return found
    }
}
