import MockgenLayout
import MockgenText

/// System bars in an SVG frame (Docs/uikit-rules.md): the navigation bar with its large title
/// and appearances, its search bar, and the tab bar or toolbar. The frame puts each bar in its own
/// `<g data-id="...">` layer named as in Docs/decisions.md, Output identity.
extension FrameSVG {
    /// Type sizes of the bar titles: the large title is the `largeTitle` text style, 34 pt, bold;
    /// the inline title the `headline` style, 17 pt semibold (Apple HIG, Typography, "Dynamic
    /// Type sizes"); tab bar titles 10 pt medium (Docs/uikit-rules.md, Assumptions).
    enum BarStyle {
        static let largeTitleSize = 34.0
        static let inlineTitleSize = 17.0
        static let tabTitleSize = 10.0
        /// The leading edge of the large title: the layout margin (rule 3.4, Docs/uikit-rules.md).
        static let bold = FontWeight.bold
        static let medium = FontWeight.medium
        /// The default background is a material: drawn as the bar colour at this opacity.
        static let materialOpacity = 0.8
    }

    /// A system navigation bar: its background for the appearance in force, the large title while
    /// the large-title area shows and the inline title once it has collapsed (rules 7.2, 7.4, Docs/uikit-rules.md).
    func writeSystemNavigationBar(_ bar: NavigationBarState, into out: inout MarkupBuffer) {
        let fill = bar.spec.color?.resolved(in: variant.scenario.appearance) ?? palette.systemBackground
        // Rule 9.1 (Docs/uikit-rules.md): from iOS 26 the default appearance draws no backing,
        // content shows under the bar behind the scroll edge effect; an opaque one still fills it.
        let background = bar.background ?? .default
        if !(bar.hasLiquidGlass && background == .default) {
            writeBarBackground(background, fill: fill, frame: bar.frame, hairlineAtTop: false, into: &out)
        }
        if bar.alpha > 0, let title = bar.spec.title, !title.isEmpty {
            let inlineTop = bar.titleTop ?? variant.scenario.device.safeArea.top
            let progress = bar.largeTitleProgress ?? 0
            // Assumption (Docs/uikit-rules.md, Assumptions): the titles cross-fade with the collapse.
            barText(
                title, x: variant.scenario.device.width / 2, centreY: inlineTop + BarMetrics.inlineHeight / 2,
                size: BarStyle.inlineTitleSize,
                weight: .semibold, color: palette.textColor(on: fill), opacity: (1 - progress) * bar.alpha,
                anchor: "middle", into: &out)
            if bar.largeTitleProgress != nil {
                // The large-title area ends where the search bar, if any, begins (rule 7.6, Docs/uikit-rules.md).
                let areaBottom = bar.searchBar?.frame.y ?? bar.frame.maxY
                barText(
                    title, x: variant.scenario.device.layoutMargin, centreY: areaBottom - BarMetrics.largeTitleHeight / 2,
                    size: BarStyle.largeTitleSize, weight: BarStyle.bold, color: palette.textColor(on: fill),
                    opacity: progress * bar.alpha, anchor: nil, into: &out)
            }
        }
        writeBarItems(bar.items, into: &out)
    }

    /// Bar buttons in the tint colour (systemBlue): text, or a 22 pt placeholder for a symbol,
    /// centred in their hit areas (rule 7.7, Docs/uikit-rules.md).
    private func writeBarItems(_ items: [PlacedBarItem], into out: inout MarkupBuffer) {
        let tint = ColorSpec.semantic("systemBlue").resolved(in: variant.scenario.appearance)
        let glass = variant.scenario.iosVersion.hasLiquidGlass
        if glass { writeGlassCapsules(items, tint: tint, into: &out) }
        for placed in items {
            let box = placed.frame
            // A prominent item's title and symbol are white on its tinted capsule (rule 9.4).
            let ink = glass && placed.item.glass.prominent ? RGBA(r: 255, g: 255, b: 255) : tint
            switch placed.item {
            case .text(let text, let done, _):
                barText(
                    text, x: box.x + box.width / 2, centreY: box.y + box.height / 2, size: BarMetrics.itemFontSize,
                    weight: done ? .semibold : .regular, color: ink, opacity: 1, anchor: "middle", into: &out)
            case .symbol:
                let s = BarMetrics.itemSymbolSize
                guard let paint = Paint(ink, opacity: ink == tint ? 0.35 : 0.8) else { continue }
                out.openRect(Rect(x: box.x + (box.width - s) / 2, y: box.y + (box.height - s) / 2, width: s, height: s))
                out.attribute("rx", 6)
                out.append(paint)
                out.append("/>\n")
            }
        }
    }

    /// Rule 9.4 (Docs/uikit-rules.md): on iOS 26 and later adjacent items of a side share one
    /// glass capsule, 44 pt tall over their hit areas; an item with `hidesSharedBackground` or the
    /// `prominent` style has its own, a prominent one in the tint colour. The glass is drawn as a
    /// light fill with a faint rim (the look is chosen: Docs/uikit-rules.md, Assumptions).
    private func writeGlassCapsules(_ items: [PlacedBarItem], tint: RGBA, into out: inout MarkupBuffer) {
        let middle = variant.scenario.device.width / 2
        var groups: [(frame: Rect, prominent: Bool)] = []
        var previous: (leading: Bool, alone: Bool)?
        for placed in items {
            let leading = placed.frame.x + placed.frame.width / 2 < middle
            let alone = placed.item.glass.standsAlone
            if let p = previous, p.leading == leading, !p.alone, !alone, let last = groups.last {
                let minX = min(last.frame.x, placed.frame.x)
                let maxX = max(last.frame.maxX, placed.frame.maxX)
                groups[groups.count - 1].frame = Rect(x: minX, y: last.frame.y, width: maxX - minX, height: last.frame.height)
            } else {
                groups.append((placed.frame, placed.item.glass.prominent))
            }
            previous = (leading, alone)
        }
        let fill = palette.systemBackground
        for group in groups {
            let box = group.frame
            let radius = box.height / 2
            if group.prominent {
                writeRect(box, Paint(tint), radius: radius, into: &out)
            } else {
                let rim = Rect(x: box.x - 0.5, y: box.y - 0.5, width: box.width + 1, height: box.height + 1)
                writeRect(rim, Paint(palette.separator, opacity: 0.6), radius: radius + 0.5, into: &out)
                writeRect(box, Paint(fill, opacity: 0.92), radius: radius, into: &out)
            }
        }
    }

    /// The navigation bar's search field, if it has one: a layer of its own (`searchBar`).
    func writeSearchBar(of bar: NavigationBarState, into out: inout MarkupBuffer) {
        guard let search = bar.searchBar else { return }
        writeSearchBar(search, placeholder: bar.spec.searchController?.placeholder ?? "", into: &out)
    }

    /// The search field, centred in the search bar's strip and fading as the strip tucks away.
    private func writeSearchBar(_ search: SearchBarState, placeholder: String, into out: inout MarkupBuffer) {
        let fieldHeight = min(BarMetrics.searchFieldHeight, search.frame.height)
        guard fieldHeight > 0 else { return }
        let margin = variant.scenario.device.layoutMargin
        let field = Rect(
            x: margin, y: search.frame.y + (search.frame.height - fieldHeight) / 2,
            width: search.frame.width - 2 * margin, height: fieldHeight)
        let fill = ColorSpec.semantic("tertiarySystemFill").resolved(in: variant.scenario.appearance)
        if let paint = Paint(fill, opacity: search.progress), field.width > 0 {
            out.openRect(field)
            out.attribute("rx", 10)
            out.append(paint)
            out.append("/>\n")
        }
        guard !placeholder.isEmpty, field.width > 0 else { return }
        // While the strip tucks away the field is shorter than its text: UIKit clips the field's
        // contents to it as they fade (rule 7.6, Docs/uikit-rules.md), so the placeholder goes in a
        // nested viewport at the field's frame, which clips to it (SVG 1.1, 14.3.3). At full height
        // the text fits and is drawn as is.
        let clipped = fieldHeight < BarMetrics.searchFieldHeight
        let origin = clipped ? (x: field.x, y: field.y) : (x: 0.0, y: 0.0)
        if clipped { out.openViewport(field) }
        barText(
            placeholder, x: field.x + 12 - origin.x, centreY: field.y + field.height / 2 - origin.y,
            size: BarStyle.inlineTitleSize, weight: .regular, color: palette.secondaryLabel.own,
            opacity: search.progress, anchor: nil, into: &out)
        if clipped { out.append("</svg>\n") }
    }

    /// The tab bar or toolbar: background, hairline on its top edge, items in equal slots above
    /// the bottom safe area (rule 7.5, Docs/uikit-rules.md).
    func writeBottomBar(into out: inout MarkupBuffer) {
        guard let bar = frame.bottomBar else { return }
        // Rule 9.6 (Docs/uikit-rules.md): from iOS 26 the bars float as glass, with no backing.
        if bar.hasLiquidGlass {
            return bar.spec.kind == .tabBar ? writeGlassTabBar(bar, into: &out) : writeGlassToolbar(bar, into: &out)
        }
        let fill = palette.systemBackground
        writeBarBackground(bar.background, fill: fill, frame: bar.frame, hairlineAtTop: true, into: &out)
        let items = bar.spec.items
        if !items.isEmpty {
            let slot = variant.scenario.device.width / Double(items.count)
            let barHeight = bar.frame.height - variant.scenario.device.safeArea.bottom
            let selected = ColorSpec.semantic("systemBlue").resolved(in: variant.scenario.appearance)
            let other = ColorSpec.semantic("systemGray").resolved(in: variant.scenario.appearance)
            for (i, title) in items.enumerated() {
                let centre = slot * (Double(i) + 0.5)
                // UITabBarController.selectedIndex is drawn in the tint colour, as iOS 18 does.
                let color = bar.spec.kind == .tabBar && i != bar.spec.selectedIndex ? other : selected
                if bar.spec.kind == .tabBar {
                    // A square placeholder for the item's symbol, the title under it.
                    let icon = Rect(x: centre - 12, y: bar.frame.y + 5, width: 24, height: 24)
                    barRect(icon, Paint(color, opacity: 0.35), into: &out)
                    barText(
                        title, x: centre, centreY: bar.frame.y + 38, size: BarStyle.tabTitleSize, weight: BarStyle.medium,
                        color: color, opacity: 1, anchor: "middle", into: &out)
                } else {
                    barText(
                        title, x: centre, centreY: bar.frame.y + barHeight / 2, size: BarStyle.inlineTitleSize,
                        weight: .regular, color: color, opacity: 1, anchor: "middle", into: &out)
                }
            }
        }
    }

    /// `default`: the bar colour as a translucent material and a hairline; `opaque`: the colour
    /// and a hairline; `transparent`: nothing (UIBarAppearance's three configurations).
    private func writeBarBackground(
        _ background: BarBackground, fill: RGBA, frame box: Rect, hairlineAtTop: Bool,
        into out: inout MarkupBuffer
    ) {
        guard background != .transparent else { return }
        barRect(box, Paint(fill, opacity: background == .default ? BarStyle.materialOpacity : 1), into: &out)
        let line = Rect(
            x: box.x, y: hairlineAtTop ? box.y : box.maxY - BarMetrics.hairline, width: box.width,
            height: BarMetrics.hairline)
        barRect(line, Paint(palette.separator), into: &out)
    }

    private func barRect(_ box: Rect, _ paint: Paint?, into out: inout MarkupBuffer) {
        guard let paint, box.width > 0, box.height > 0 else { return }
        out.openRect(box)
        out.append(paint)
        out.append("/>\n")
    }

    private func barText(
        _ content: String, x: Double, centreY: Double, size: Double, weight: FontWeight, color: RGBA,
        opacity: Double, anchor: StaticString?, into out: inout MarkupBuffer
    ) {
        writeText(
            content, x: x, centreY: centreY, size: size, weight: weight, color: color, opacity: opacity, anchor: anchor,
            into: &out)
    }
}
