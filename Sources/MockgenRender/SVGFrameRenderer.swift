import MockgenLayout
import MockgenText

// MARK: - Public API

/// One frame as a standalone SVG document (`--format svg`), at the device's size in points.
public func renderSVGFrame(_ frame: FrameLayout, variant: VariantLayout) -> String {
    FrameSVG(frame: frame, variant: variant).markup(clipID: "list") + "\n"
}

// MARK: - Drawing

/// Fixed drawing choices shared by the frame, the contact sheet and the schema
/// (Templates/schemas/svg-frame.rng lists the same attribute values).
enum SVGStyle {
    /// Docs/decisions.md, Text: free fonts with metrics close to SF Pro and Apple SD Gothic Neo.
    static let fontFamily: StaticString = "Inter, 'Noto Sans CJK KR', 'Noto Color Emoji', 'DejaVu Sans', sans-serif"
    /// An Android device's frames: Roboto first (`FontSet.androidFamilies`), the same fallbacks.
    static let androidFontFamily: StaticString = "Roboto, 'Noto Sans CJK KR', 'Noto Color Emoji', 'DejaVu Sans', sans-serif"
    static func fontFamily(of device: Device) -> StaticString { device.isAndroid ? androidFontFamily : fontFamily }
    /// Each of `FontSet.families` as a text run names it (`<tspan font-family>`), in the same
    /// order; the first is the root's first family, which runs in it inherit (Roboto, on an
    /// Android device, is never named: only the fallbacks are, and both sets share them).
    static let runFamilies: [StaticString] = ["Inter", "'Noto Sans CJK KR'", "'Noto Color Emoji'"]
    /// Overlay labels use a monospaced face so their chips' widths follow from the number of characters.
    static let captionFontFamily: StaticString = "'DejaVu Sans Mono', monospace"
    /// DejaVu Sans Mono advance width: 1233 / 2048 em.
    static let captionAdvance = 0.602
    static let cellFontSize = 17.0
    static let headerFontSize = 15.0
    static let footerFontSize = 13.0
    static let captionFontSize = 11.0
    static let semibold: StaticString = "600"
    /// Baseline below the vertical centre, in em: half the cap height of Inter / DejaVu (about 0.7 em).
    static let baselineShift = 0.35
    /// One pixel at 3x (rule 2.6 of Docs/uikit-rules.md: separators are 1 px thick).
    static let hairline = 1.0 / 3.0
    static let namespace: StaticString = "http://www.w3.org/2000/svg"
}

/// The semantic colours the drawing itself uses, resolved once for an appearance rather than by
/// name (a dictionary lookup) wherever they are drawn.
struct Palette {
    let appearance: Appearance
    let systemBackground: RGBA
    let separator: RGBA
    /// `label` and `secondaryLabel` in this appearance and in the other one (see `textColor`).
    let label: (own: RGBA, other: RGBA)
    let secondaryLabel: (own: RGBA, other: RGBA)

    init(_ appearance: Appearance) {
        let other: Appearance = appearance == .light ? .dark : .light
        func resolved(_ name: String) -> (own: RGBA, other: RGBA) {
            (ColorSpec.semantic(name).resolved(in: appearance), ColorSpec.semantic(name).resolved(in: other))
        }
        self.appearance = appearance
        systemBackground = ColorSpec.semantic("systemBackground").resolved(in: appearance)
        separator = ColorSpec.semantic("separator").resolved(in: appearance)
        label = resolved("label")
        secondaryLabel = resolved("secondaryLabel")
    }

    /// The text colour of this appearance, or of the other one when it would not stand out from
    /// an opaque fill (black text on a black bar, say).
    func textColor(on fill: RGBA, secondary: Bool = false) -> RGBA {
        let pair = secondary ? secondaryLabel : label
        guard fill.a >= 128 else { return pair.own }
        return contrast(pair.own, fill) >= contrast(pair.other, fill) ? pair.own : pair.other
    }
}

/// The SVG of one frame. Elements are drawn in the layout's order, clipped to the list's frame,
/// under the navigation bar and the status bar; each element and the bar sits in its own
/// `<g data-id="ID">` with the layout JSON's id (Docs/layout-json.md#elements), so an inspector or Figma
/// shows named layers. Overlays, when asked for, come last, their labels in a gutter right of the
/// screen.
struct FrameSVG {
    let frame: FrameLayout
    let variant: VariantLayout
    let palette: Palette
    /// Content laid out for the frames drawn before this one, when the caller draws a walk.
    let placements: ContentPlacements?
    /// Labels' lines off the screen are left out: for the raster formats, whose pixels cannot
    /// show them (`isOffScreen`). The SVG files and the flipbook keep them, since the live view
    /// moves a frame's cells over the screen.
    var leavesOutOffScreenLines = false
    /// Titles name their faces only where content is measured: the fonts are loaded then anyway,
    /// and a screen without content opens no text library (Docs/performance.md; TextLibraryLoadingTests).
    var titleFonts: FontSet? { variant.fonts }

    init(frame: FrameLayout, variant: VariantLayout, palette: Palette? = nil, placements: ContentPlacements? = nil) {
        self.frame = frame
        self.variant = variant
        self.palette = palette ?? Palette(variant.scenario.appearance)
        self.placements = placements
    }

    var scenario: Scenario { variant.scenario }
    var appearance: Appearance { scenario.appearance }
    private var width: Double { scenario.device.width }
    private var height: Double { scenario.device.height }

    /// The whole `<svg>` element. `clipID` must be unique in the document that holds it (a flipbook
    /// or contact sheet holds many frames); `placement` nests the frame at a spot of a larger SVG.
    /// `overlays` are drawn on top, one group each (Overlays.swift); with any, the SVG is wider by
    /// the gutter that holds their labels.
    func markup(clipID: String, placement: Rect? = nil, overlays: [Overlay] = []) -> String {
        var out = MarkupBuffer(capacity: 4096)
        write(into: &out, clipID: clipID, placement: placement, overlays: overlays)
        return out.text
    }

    /// `markup`, written into `out`; with `shared`, the parts drawn alike in other frames of the
    /// flipbook are placed with `<use>` and the others are drawn in place.
    func write(
        into out: inout MarkupBuffer, clipID: String, placement: Rect? = nil, overlays: [Overlay] = [],
        shared: (shapes: SharedShapes, parts: FrameParts)? = nil
    ) {
        let gutter = overlays.isEmpty ? 0 : OverlaySVG.gutterWidth
        out.append("<svg")
        if let placement {
            out.attribute("x", placement.x)
            out.attribute("y", placement.y)
            out.attribute("width", placement.width)
            out.attribute("height", placement.height)
        } else {
            out.attribute("xmlns", SVGStyle.namespace)
            out.attribute("width", width + gutter)
            out.attribute("height", height)
        }
        out.viewBox(width: width + gutter, height: height)
        // Nested in a contact sheet, a frame inherits the sheet's Inter; an Android one names Roboto.
        if placement != nil, variant.scenario.device.isAndroid { out.attribute("font-family", SVGStyle.androidFontFamily) }
        if placement == nil {
            out.attribute("font-family", SVGStyle.fontFamily(of: variant.scenario.device))
            out.attribute("font-size", SVGStyle.cellFontSize)
            out.append(" data-frame=\"")
            out.appendInteger(frame.index)
            out.append("\"")
            out.attribute("data-offset", frame.contentOffset)
            if let name = variant.name {
                out.append(" data-variant=\"")
                out.appendEscaped(name)
                out.append("\"")
            }
        }
        out.append(">\n<title>")
        writeAccessibleTitle(into: &out)
        out.append("</title>\n")
        writeScreen(into: &out, clipID: clipID, clipList: gutter > 0, shared: shared)
        if gutter > 0 { writeGutter(gutter, into: &out) }
        if let shared {
            shared.shapes.writeOverlays(shared.parts, of: frame, OverlaySVG(scenario: scenario), into: &out)
        } else {
            OverlaySVG(scenario: scenario).write(overlays, of: frame, into: &out)
        }
        // A frame of its own defines the pictures it placed; nested in a sheet, the sheet does,
        // and in the flipbook the page (ColorGlyphSVG.swift).
        if shared == nil, placement == nil { ColorGlyphSVG.writeDefinitions(out.colorGlyphs, into: &out) }
        out.append("</svg>")
    }

    /// "ably, frame 3, contentOffset 120" (with the variant name when there is one), escaped.
    /// The scenario's title is cut to `captionTitleLength` characters and an ellipsis: it is
    /// repeated in every frame, and a 1 MiB title made a 100-frame page of 170 MB
    /// (Docs/command-line.md, "Output safety"). The page's own title and heading keep it whole.
    private func writeAccessibleTitle(into out: inout MarkupBuffer) {
        out.appendEscaped(shortenedCaption(scenario.title ?? scenario.name))
        if let name = variant.name {
            out.append(", ")
            out.appendEscaped(name)
        }
        out.append(", frame ")
        out.appendInteger(frame.index)
        out.append(", contentOffset ")
        out.appendNumber(frame.contentOffset)
    }

    /// The screen: backgrounds, the list's elements, bar and status bar. `clipList` clips the list
    /// even when it covers the screen: beside a gutter, the SVG's own edge no longer does.
    private func writeScreen(
        into out: inout MarkupBuffer, clipID: String, clipList: Bool,
        shared: (shapes: SharedShapes, parts: FrameParts)?
    ) {
        if shared?.shapes.writeUse(of: shared?.parts.background, into: &out) != true { writeBackground(into: &out) }

        // The list, clipped to its frame unless that is the whole screen (the viewport clips then).
        // A bar with a material blurs a copy of it (BarMaterialSVG.swift): the group then has an id.
        let clipped = clipList || !coversScreen(frame.listFrame)
        let materials = materialBars
        let grouped = clipped || !materials.isEmpty
        let listID = clipID + "-list"
        let start = out.count
        if clipped {
            out.append("<clipPath id=\"")
            out.append(unescaped: clipID)
            out.append("\">")
            writeRect(onScreen(frame.listFrame), Paint(RGBA(r: 0, g: 0, b: 0)), into: &out, newline: false)
            out.append("</clipPath>\n")
        }
        if grouped {
            out.append("<g")
            if !materials.isEmpty {
                out.append(" id=\"")
                out.append(unescaped: listID)
                out.append("\"")
            }
            if clipped {
                out.append(" clip-path=\"url(#")
                out.append(unescaped: clipID)
                out.append(")\"")
            }
            out.append(">\n")
        }
        let listStart = out.count
        // A SwiftUI safeAreaBar's edge effect sits under the bar view, over the rows (rule 9.9).
        let barEffect = frame.elements.contains { $0.kind == .safeAreaInset } ? topEdgeEffect : nil
        for (position, element) in frame.elements.enumerated() {
            if element.kind == .safeAreaInset, let effect = barEffect {
                Self.openGroup(effect.edge.effectID, into: &out)
                writeScrollEdgeEffect(effect, into: &out)
                out.append("</g>\n")
            }
            Self.openGroup(element.id, into: &out)
            if shared?.shapes.writeUse(of: shared?.parts.element(position), at: element.frame, into: &out) != true {
                write(element, into: &out)
            }
            out.append("</g>\n")
        }
        var listDrawn = true
        if grouped {
            // An empty list leaves no clip path behind.
            if out.count == listStart {
                out.removeLast(out.count - start)
                listDrawn = false
            } else {
                out.append("</g>\n")
            }
        }
        let backdrop = Paint(listBackground.resolved(in: appearance))
        func material(_ box: Rect, _ name: StaticString) {
            guard listDrawn else { return }
            var id = clipID + "-"
            id += "\(name)"
            BarMaterialSVG.write(layer: listID, box: box, backdrop: backdrop, id: id, into: &out)
        }

        if barEffect == nil, let effect = topEdgeEffect {
            Self.openGroup(effect.edge.effectID, into: &out)
            writeScrollEdgeEffect(effect, into: &out)
            out.append("</g>\n")
        }
        if let bar = frame.navigationBar {
            Self.openGroup("navigationBar", into: &out)
            if materials.contains(.top) { material(bar.frame, "top") }
            if shared?.shapes.writeUse(of: shared?.parts.bar, into: &out) != true { writeNavigationBar(bar, into: &out) }
            out.append("</g>\n")
        }
        if let bar = frame.navigationBar, bar.searchBar != nil {
            Self.openGroup("searchBar", into: &out)
            if shared?.shapes.writeUse(of: shared?.parts.searchBar, into: &out) != true { writeSearchBar(of: bar, into: &out) }
            out.append("</g>\n")
        }
        if let effect = frame.bottomBar?.scrollEdgeEffect {
            Self.openGroup(effect.edge.effectID, into: &out)
            writeScrollEdgeEffect(effect, into: &out)
            out.append("</g>\n")
        }
        if let bottom = frame.bottomBar {
            Self.openGroup(bottom.spec.id, into: &out)
            if materials.contains(.bottom) { material(bottom.frame, "bottom") }
            if shared?.shapes.writeUse(of: shared?.parts.bottomBar, into: &out) != true { writeBottomBar(into: &out) }
            out.append("</g>\n")
        }
        if shared?.shapes.writeUse(of: shared?.parts.status, into: &out) != true { writeStatusBar(into: &out) }
    }

    enum BarEdge { case top, bottom }

    /// The bars drawn with the default background, a material that blurs what lies under it
    /// (BarMaterialSVG.swift): a system navigation bar, a tab bar or a toolbar in its standard
    /// appearance. A transparent or opaque background has none, nor an app's own overlay bar, nor
    /// a Liquid Glass bar of iOS 26 and later, which draws no backing (its scroll edge effect
    /// stands where the material was, rule 9.2).
    var materialBars: [BarEdge] {
        var edges: [BarEdge] = []
        if let bar = frame.navigationBar, bar.appearance != nil, bar.background == .default, !bar.hasLiquidGlass {
            edges.append(.top)
        }
        if let bottom = frame.bottomBar, bottom.background == .default, !bottom.hasLiquidGlass { edges.append(.bottom) }
        return edges
    }

    /// `<g data-id="ID">`: one element's layer, named with the layout JSON's id (ASCII, made by
    /// `Element.id`, so nothing to escape).
    private static func openGroup(_ id: String, into out: inout MarkupBuffer) {
        out.append("<g data-id=\"")
        out.append(unescaped: id)
        out.append("\">\n")
    }

    /// The gutter's panel right of the screen: a grey of the frame's appearance, so the overlays'
    /// labels read apart from the screen.
    private func writeGutter(_ gutter: Double, into out: inout MarkupBuffer) {
        writeRect(
            Rect(x: width, y: 0, width: gutter, height: height),
            Paint(ColorSpec.semantic("systemGray5").resolved(in: appearance)), into: &out)
    }

    // MARK: Elements

    /// Each element drawn at its own origin, for `SharedShapes` to find the ones that repeat.
    /// Which row an element is (section, item) is left out: the drawing does not show it, so row
    /// 5 and row 5,000,000 of a feed share one shape. (Should it ever, it goes on the `<use>`.)
    static func atOrigin(_ element: Element) -> Element {
        var local = element
        local.frame.x = 0
        local.frame.y = 0
        local.section = nil
        local.item = nil
        return local
    }

    /// `atOrigin`, keeping the section where the drawing does depend on it: a Flutter
    /// SliverAppBar's header, whose title row, alignment and `bottom` come from its sliver.
    func atOrigin(_ element: Element) -> Element {
        var local = Self.atOrigin(element)
        if element.kind == .header, let s = element.section, scenario.list.kind.rules.appBar(inSection: s) != nil {
            local.section = s
        }
        return local
    }

    func write(_ element: Element, into out: inout MarkupBuffer) {
        let box = element.frame
        guard box.width > 0, box.height > 0 else { return }
        defer { writeAppBarBottom(element, into: &out) }
        if element.kind == .accessory { return writeAccessory(element, into: &out) }
        let fill = floatingToolbarFill(element) ?? (element.view.color ?? element.decoration.defaultFill).resolved(in: appearance)
        writeShape(
            box, top: element.decoration.topCornerRadius, bottom: element.decoration.bottomCornerRadius,
            fill: fill, into: &out)
        if let separator = element.decoration.separator {
            let line = Rect(
                x: box.x + separator.left, y: box.maxY - SVGStyle.hairline,
                width: box.width - separator.left - separator.right, height: SVGStyle.hairline)
            if line.width > 0 { writeRect(line, Paint(palette.separator), into: &out) }
        }
        if element.kind == .bottomBar || element.kind == .floatingActionButton {
            return writeScaffoldPart(element, fill: fill, into: &out)
        }
        if element.kind == .floatingToolbar || element.kind == .floatingToolbarButton {
            return writeFloatingToolbar(element, fill: fill, into: &out)
        }
        // The content view gives the accessory its strip (CellAccessories).
        let strip = element.kind == .cell ? CellAccessories.stripWidth(element.view.accessory) : 0
        if let content = element.view.content {
            let box = Rect(x: box.x, y: box.y, width: max(0, box.width - strip), height: box.height)
            // Content laid out without fonts has no measured text to draw (a hand-made VariantLayout).
            guard let fonts = variant.fonts else { return }
            if element.view.clipsToBounds {
                out.openViewport(box)
                writeContentNode(
                    content, in: Rect(x: 0, y: 0, width: box.width, height: box.height), fonts: fonts,
                    contentSize: scenario.contentSize, scale: scenario.device.scale,
                    appearance: appearance, placements: placements.map { ($0, frame.index) },
                    visible: visibleBand(from: box.y), into: &out)
                out.append("</svg>\n")
            } else {
                writeContentNode(
                    content, in: box, fonts: fonts, contentSize: scenario.contentSize, scale: scenario.device.scale,
                    appearance: appearance, placements: placements.map { ($0, frame.index) },
                    visible: visibleBand(from: 0), into: &out)
            }
            return
        }
        if let look = listLook(of: element) {
            writeListText(element, look: look, fill: fill, strip: strip, into: &out)
            return
        }
        if let title = element.view.title, !title.isEmpty, element.kind == .header, let s = element.section,
            let bar = scenario.list.kind.rules.appBar(inSection: s), bar.variant != .small
        {
            return writeFlutterScrollUnderTitles(
                title, bar: bar, box: box, scrolledUnder: element.scrolledUnder,
                centred: bar.centersTitle(onAndroid: scenario.device.isAndroid), ink: palette.textColor(on: fill),
                into: &out)
        }
        if let title = element.view.title, !title.isEmpty {
            let size: Double
            let weight: FontWeight
            let color: RGBA
            switch element.kind {
            case .header where isFlutterAppBar(element):
                // An AppBar's title style, titleLarge (Docs/platform-rules.md#flutter-21).
                size = Self.flutterTitleLarge.size
                weight = .regular
                color = palette.textColor(on: fill)
            case .header:
                size = SVGStyle.headerFontSize
                weight = .semibold
                color = palette.textColor(on: fill)
            case .footer:
                size = SVGStyle.footerFontSize
                weight = .regular
                color = palette.textColor(on: fill, secondary: true)
            case .cell, .tableHeader, .tableFooter, .accessory, .safeAreaInset, .item, .decoration, .floatingActionButton,
                .bottomBar, .floatingToolbar, .floatingToolbarButton:
                size = SVGStyle.cellFontSize
                weight = .regular
                color = palette.textColor(on: fill)
            }
            // Titles start at the layout margin the separators start at (rule 2.6, Docs/uikit-rules.md);
            // a Flutter app bar's may be centred (Docs/platform-rules.md, Flutter 15).
            if centresFlutterTitle(element) {
                writeText(
                    title, x: box.x + box.width / 2, centreY: titleCentreY(element, box: box),
                    size: size, weight: weight, color: color, anchor: "middle", into: &out)
            } else {
                // An app bar's title starts NavigationToolbar.kMiddleSpacing in (Flutter 21).
                let inset = isFlutterAppBar(element) ? Self.flutterTitleStart : scenario.device.layoutMargin
                writeText(
                    title, x: box.x + inset, centreY: titleCentreY(element, box: box),
                    size: size, weight: weight, color: color, into: &out)
            }
        }
    }

    /// The screen's top to bottom in coordinates whose 0 is at `origin` of the frame, when
    /// off-screen lines are left out.
    private func visibleBand(from origin: Double) -> ClosedRange<Double>? {
        leavesOutOffScreenLines ? (-origin)...(height - origin) : nil
    }

    /// A Compose bottom bar's items, each in an equal share of the container above the inset,
    /// an icon's name over its title (NavigationBar's items share the width equally); a FAB's
    /// icon name centred. Icons are drawn as their names: mockgen ships no icon font.
    private func writeScaffoldPart(_ element: Element, fill: RGBA, into out: inout MarkupBuffer) {
        let rules = scenario.list.kind.rules
        let box = element.frame
        let ink = palette.textColor(on: fill)
        if element.kind == .floatingActionButton, let fab = rules.floatingActionButton {
            let centreY = box.y + box.height / 2
            // An extended FAB's row (Docs/platform-rules.md#compose-11): the icon in its 24 dp
            // after 16, the label 12 after it; a label alone is centred; collapsed, the icon alone.
            guard fab.kind == .extended, let text = element.view.title else {
                writeText(
                    fab.icon ?? fab.text ?? "+", x: box.x + box.width / 2, centreY: centreY,
                    size: SVGStyle.footerFontSize, weight: .semibold, color: ink, anchor: "middle", into: &out)
                return
            }
            let font = FloatingActionButtonSpec.labelFont
            guard let icon = fab.icon else {
                writeText(text, x: box.x + box.width / 2, centreY: centreY, font: font, color: ink, anchor: "middle", into: &out)
                return
            }
            let iconX = box.x + FloatingActionButtonSpec.startIconPadding
            writeText(
                icon, x: iconX + FloatingActionButtonSpec.iconSize / 2, centreY: centreY, size: SVGStyle.footerFontSize,
                weight: .semibold, color: ink, anchor: "middle", into: &out)
            writeText(
                text, x: iconX + FloatingActionButtonSpec.iconSize + FloatingActionButtonSpec.iconLabelSpacing,
                centreY: centreY, font: font, color: ink, into: &out)
            return
        }
        guard let bar = rules.bottomBar, !bar.items.isEmpty else { return }
        let share = box.width / Double(bar.items.count)
        let container = bar.containerHeight
        for (k, item) in bar.items.enumerated() {
            let x = box.x + share * (Double(k) + 0.5)
            if let icon = item.icon, !icon.isEmpty {
                writeText(
                    icon, x: x, centreY: box.y + container / 2 - 9, size: SVGStyle.footerFontSize, weight: .regular,
                    color: palette.textColor(on: fill, secondary: true), anchor: "middle", into: &out)
            }
            if let title = item.title, !title.isEmpty {
                writeText(
                    title, x: x, centreY: box.y + container / 2 + (item.icon == nil ? 0 : 11), size: 12, weight: .semibold,
                    color: ink, anchor: "middle", into: &out)
            }
        }
    }

    /// A floating toolbar's container colour when the scenario names none: the Material 3
    /// baseline scheme's, by `colors` and the appearance (Docs/platform-rules.md#compose-12).
    private func floatingToolbarFill(_ element: Element) -> RGBA? {
        guard element.view.color == nil, element.kind == .floatingToolbar || element.kind == .floatingToolbarButton,
            let bar = scenario.list.kind.rules.floatingToolbar
        else { return nil }
        return element.kind == .floatingToolbar ? bar.containerColor(in: appearance) : bar.fabColor(in: appearance)
    }

    /// A floating toolbar's icon buttons, each icon's name centred in its 48 dp slot after the
    /// 8 dp leading space (as the bottom bar draws its icons: mockgen ships no icon font), those
    /// the pill's width cuts off left out; its FAB's icon name centred.
    private func writeFloatingToolbar(_ element: Element, fill: RGBA, into out: inout MarkupBuffer) {
        guard let bar = scenario.list.kind.rules.floatingToolbar else { return }
        let box = element.frame
        let ink = palette.textColor(on: fill)
        let centreY = box.y + box.height / 2
        // A name stands for a 24 dp glyph: a long one is drawn smaller so that it keeps to its
        // slot (about 0.55 em a character; a drawing choice, fonts or not).
        func size(_ name: String, in slot: Double) -> Double {
            max(6, min(SVGStyle.footerFontSize, (slot - 6) / (0.55 * Double(max(1, name.count)))))
        }
        if element.kind == .floatingToolbarButton {
            let name = element.view.title ?? "+"
            writeText(
                name, x: box.x + box.width / 2, centreY: centreY, size: size(name, in: box.width), weight: .semibold,
                color: ink, anchor: "middle", into: &out)
            return
        }
        let slot = FloatingToolbarSpec.itemSize
        for (k, item) in bar.items.enumerated() {
            let left = box.x + FloatingToolbarSpec.leadingSpace + slot * Double(k)
            guard left + slot <= box.maxX - FloatingToolbarSpec.trailingSpace + 1e-9 else { break }
            guard let name = item.icon ?? item.title, !name.isEmpty else { continue }
            writeText(
                name, x: left + slot / 2, centreY: centreY, size: size(name, in: slot), weight: .regular, color: ink,
                anchor: "middle", into: &out)
        }
    }

    /// A Flutter SliverAppBar's `bottom` (a TabBar, say) along the bar's bottom edge, as tall as
    /// its PreferredSize (material/app_bar.dart: the bottom ends the bar's Column), over the bar.
    private func writeAppBarBottom(_ element: Element, into out: inout MarkupBuffer) {
        guard element.kind == .header, let s = element.section, let bottom = scenario.list.kind.rules.appBar(inSection: s)?.bottom
        else { return }
        let box = Rect(
            x: element.frame.x, y: element.frame.maxY - bottom.height, width: element.frame.width, height: bottom.height)
        let fill = (bottom.view.color ?? element.view.color ?? element.decoration.defaultFill).resolved(in: appearance)
        writeRect(box, Paint(fill), into: &out)
        if let content = bottom.view.content, let fonts = variant.fonts {
            writeContentNode(
                content, in: box, fonts: fonts, contentSize: scenario.contentSize, scale: scenario.device.scale,
                appearance: appearance, placements: placements.map { ($0, frame.index) },
                visible: visibleBand(from: 0), into: &out)
        } else if let title = bottom.view.title, !title.isEmpty {
            writeText(
                title, x: box.x + box.width / 2, centreY: box.y + box.height / 2, size: SVGStyle.headerFontSize,
                weight: .semibold, color: palette.textColor(on: fill), anchor: "middle", into: &out)
        }
    }

    /// Whether `element` is a Flutter SliverAppBar's header.
    private func isFlutterAppBar(_ element: Element) -> Bool {
        guard element.kind == .header, let s = element.section else { return false }
        return scenario.list.kind.rules.appBar(inSection: s) != nil
    }

    /// Whether `element` is a Flutter SliverAppBar whose title is centred (`centersTitle`: by
    /// platform unless `centerTitle` says).
    private func centresFlutterTitle(_ element: Element) -> Bool {
        guard element.kind == .header, let s = element.section, let bar = scenario.list.kind.rules.appBar(inSection: s)
        else { return false }
        return bar.centersTitle(onAndroid: scenario.device.isAndroid)
    }

    /// The middle of the view, or for a Flutter SliverAppBar the middle of its toolbar row, below
    /// the status bar (material/app_bar.dart: the toolbar follows the top padding; the bar is
    /// never shorter than the two, minExtent being at least toolbarHeight + topPadding).
    private func titleCentreY(_ element: Element, box: Rect) -> Double {
        guard element.kind == .header, let s = element.section, let bar = scenario.list.kind.rules.appBar(inSection: s)
        else { return box.y + box.height / 2 }
        let top = bar.primary ? scenario.device.safeArea.top : 0
        return box.y + top + bar.toolbarHeight / 2
    }

    // MARK: List content and accessories

    /// The UIListContentConfiguration look of a table's row, header or footer (its own
    /// `configuration`, else the table style's default); nil for other lists and views.
    private func listLook(of element: Element) -> ListContentLook? {
        guard let table = scenario.list.kind.rules.tableCounterpart else { return nil }
        switch element.kind {
        case .cell, .header, .footer:
            return (element.view.configuration ?? ListContentStyle.default(for: element.kind, in: table.style)).look(
                on: scenario.iosVersion)
        default:
            return nil
        }
    }

    /// `title` and `secondaryText` as the look places them. The text starts at the view's layout
    /// margin (an insetGrouped header is inset like its cells, so its text lines up with theirs:
    /// rule 3.4, Docs/uikit-rules.md). A trailing secondary text ends at the content view's edge, short of the accessory.
    private func writeListText(
        _ element: Element, look: ListContentLook, fill: RGBA, strip: Double,
        into out: inout MarkupBuffer
    ) {
        let box = element.frame
        let margin = scenario.device.layoutMargin
        let x = box.x + margin
        let title = element.view.title.flatMap { $0.isEmpty ? nil : $0 }
        let secondary = element.kind == .cell ? element.view.secondaryText.flatMap { $0.isEmpty ? nil : $0 } : nil
        let font = look.text.font(contentSize: scenario.contentSize)
        let secondaryFont = look.secondary.font(contentSize: scenario.contentSize)
        let below = secondary != nil && title != nil && look.secondaryPlacement == .below
        let line = ListContentLook.lineHeight
        let wrapped = wrappedTitle(element, look: look)
        // Lines after the first lengthen the text as they lengthened the view (SupplementaryTitle).
        let further = wrapped.map { $0.height - ceilToPixel($0.lines[0].height, scale: scenario.device.scale) } ?? 0
        let textHeight = font.size * line + (below ? secondaryFont.size * line : 0) + further
        let top: Double
        switch look.vertical {
        case .centred: top = box.y + (box.height - textHeight) / 2
        case .bottom(let m): top = box.maxY - m - textHeight
        case .top(let m): top = box.y + m
        }
        if let wrapped {
            // The first line where a one-line title sits, each further one a line lower.
            for l in wrapped.lines {
                writeText(
                    String(l.text.reversed().drop(while: \.isWhitespace).reversed()), x: x,
                    centreY: top + font.size * line / 2 + l.top, font: font, color: textColor(look.text, on: fill),
                    into: &out)
            }
        } else if let title {
            writeText(
                look.text.uppercased ? title.uppercased() : title, x: x, centreY: top + font.size * line / 2,
                font: font, color: textColor(look.text, on: fill), into: &out)
        }
        guard let secondary else { return }
        if below || title == nil {
            let y = title == nil ? top : top + font.size * line
            writeText(
                secondary, x: x, centreY: y + secondaryFont.size * line / 2, font: secondaryFont,
                color: textColor(look.secondary, on: fill), into: &out)
        } else {
            // A system accessory's strip ends with its gap to the content; a switch's does not.
            let gap =
                element.view.accessory == nil
                ? margin
                : strip + (element.view.accessory?.isView == true ? CellAccessories.contentGap : 0)
            writeText(
                secondary, x: box.maxX - gap, centreY: top + font.size * line / 2, font: secondaryFont,
                color: textColor(look.secondary, on: fill), anchor: "end", into: &out)
        }
    }

    /// A header's or footer's title broken into its lines inside the view's layout margins, when
    /// it takes more than one (rule 2.7, Docs/uikit-rules.md; `SupplementaryTitle`), whatever the
    /// view's height; nil for one line, for other views, and where no fonts were loaded (no title
    /// may wrap then: `Scenario.titlesNeedMeasuring`).
    private func wrappedTitle(_ element: Element, look: ListContentLook) -> TextBlock? {
        guard element.kind == .header || element.kind == .footer, let fonts = titleFonts,
            let title = element.view.title, !title.isEmpty
        else { return nil }
        let width = SupplementaryTitle.lineWidth(viewWidth: element.frame.width, layoutMargin: scenario.device.layoutMargin)
        // Drawn every frame: a title the no-fonts bound keeps on one line is not broken into lines.
        let (text, font) = SupplementaryTitle.drawn(title, look: look, contentSize: scenario.contentSize)
        guard SupplementaryTitle.mayWrap(text, size: font.size, width: width) else { return nil }
        let block = fonts.layout(text, font: font, width: width, scale: scenario.device.scale)
        return block.lines.count > 1 ? block : nil
    }

    /// label and secondaryLabel turn to the other appearance's on a fill they would vanish on.
    private func textColor(_ text: ListContentLook.Text, on fill: RGBA) -> RGBA {
        switch text.color {
        case "label": return palette.textColor(on: fill)
        case "secondaryLabel": return palette.textColor(on: fill, secondary: true)
        default: return ColorSpec.semantic(text.color).resolved(in: appearance)
        }
    }

    /// A cell's accessory at its frame (CellAccessories): the chevron in tertiaryLabel, the
    /// checkmark and info button in the default tint (systemBlue), a switch's track in systemGreen
    /// when on and systemGray5 when off with a white 27 pt knob 2 pt inside it. The colours and the
    /// glyphs' shapes are drawing choices (Docs/uikit-rules.md, Assumptions).
    private func writeAccessory(_ element: Element, into out: inout MarkupBuffer) {
        guard let accessory = element.view.accessory else { return }
        let origin = element.frame
        let tint = ColorSpec.semantic("systemBlue").resolved(in: appearance)
        let behind = (element.view.color ?? element.decoration.defaultFill).resolved(in: appearance)
        for glyph in CellAccessories.glyphs(accessory) {
            let f = Rect(
                x: origin.x + glyph.frame.x, y: origin.y + glyph.frame.y, width: glyph.frame.width, height: glyph.frame.height)
            switch glyph.kind {
            case .chevron:
                // A right-pointing V two points thick.
                writePolygon(
                    [
                        (0, 1.4), (1.4, 0), (f.width, f.height / 2), (1.4, f.height), (0, f.height - 1.4),
                        (f.width - 2.8, f.height / 2),
                    ], at: f, ColorSpec.semantic("tertiaryLabel").resolved(in: appearance), into: &out)
            case .checkmark:
                writePolygon(
                    [
                        (0, f.height * 0.6), (1.4, f.height * 0.47), (f.width * 0.36, f.height * 0.75),
                        (f.width * 0.9, 0), (f.width, f.height * 0.13), (f.width * 0.36, f.height),
                    ],
                    at: f, tint, into: &out)
            case .info:
                writeRect(f, Paint(tint), radius: f.width / 2, into: &out)
                writeRect(
                    Rect(x: f.x + 1.5, y: f.y + 1.5, width: f.width - 3, height: f.height - 3), Paint(behind),
                    radius: (f.width - 3) / 2, into: &out)
                writeRect(Rect(x: f.x + f.width / 2 - 1, y: f.y + 5.5, width: 2, height: 2), Paint(tint), radius: 1, into: &out)
                writeRect(Rect(x: f.x + f.width / 2 - 1, y: f.y + 9, width: 2, height: 8), Paint(tint), into: &out)
            case .toggle(let isOn):
                let track = ColorSpec.semantic(isOn ? "systemGreen" : "systemGray5").resolved(in: appearance)
                writeRect(f, Paint(track), radius: f.height / 2, into: &out)
                let knob = f.height - 4
                writeRect(
                    Rect(x: isOn ? f.maxX - 2 - knob : f.x + 2, y: f.y + 2, width: knob, height: knob),
                    Paint(ColorSpec.semantic("white").resolved(in: appearance)), radius: knob / 2, into: &out)
            }
        }
    }

    /// A closed polygon, its points relative to `box`'s origin.
    private func writePolygon(_ points: [(Double, Double)], at box: Rect, _ color: RGBA, into out: inout MarkupBuffer) {
        guard let paint = Paint(color), let first = points.first else { return }
        out.append("<path d=\"M")
        out.appendNumber(box.x + first.0)
        out.append(" ")
        out.appendNumber(box.y + first.1)
        for p in points.dropFirst() {
            out.append("L")
            out.appendNumber(box.x + p.0)
            out.append(" ")
            out.appendNumber(box.y + p.1)
        }
        out.append("Z\"")
        out.append(paint)
        out.append("/>\n")
    }

    /// A rectangle, or a path when the decoration rounds its top or bottom corners (insetGrouped).
    private func writeShape(_ box: Rect, top: Double, bottom: Double, fill: RGBA, into out: inout MarkupBuffer) {
        let top = max(0, min(top, box.width / 2, box.height / 2))
        let bottom = max(0, min(bottom, box.width / 2, box.height / 2))
        guard top > 0 || bottom > 0 else { return writeRect(box, Paint(fill), into: &out) }
        guard let paint = Paint(fill) else { return }
        func arc(_ r: Double, to x: Double, _ y: Double) {
            out.append("A")
            out.appendNumber(r)
            out.append(" ")
            out.appendNumber(r)
            out.append(" 0 0 1 ")
            out.appendNumber(x)
            out.append(" ")
            out.appendNumber(y)
        }
        out.append("<path d=\"M")
        out.appendNumber(box.x)
        out.append(" ")
        out.appendNumber(box.y + top)
        if top > 0 { arc(top, to: box.x + top, box.y) }
        out.append("H")
        out.appendNumber(box.maxX - top)
        if top > 0 { arc(top, to: box.maxX, box.y + top) }
        out.append("V")
        out.appendNumber(box.maxY - bottom)
        if bottom > 0 { arc(bottom, to: box.maxX - bottom, box.maxY) }
        out.append("H")
        out.appendNumber(box.x + bottom)
        if bottom > 0 { arc(bottom, to: box.x, box.maxY - bottom) }
        out.append("Z\"")
        out.append(paint)
        out.append("/>\n")
    }

    // MARK: Chrome

    /// The screen's background, and the list's where it differs or leaves part of the screen.
    func writeBackground(into out: inout MarkupBuffer) {
        let screenFill = palette.systemBackground
        writeRect(Rect(x: 0, y: 0, width: width, height: height), Paint(screenFill), into: &out)
        let listFill = listBackground.resolved(in: appearance)
        if listFill != screenFill || !coversScreen(frame.listFrame) {
            writeRect(frame.listFrame, Paint(listFill), into: &out)
        }
    }

    /// The bar from the top of the screen to its bottom, at the frame's alpha; its title is centred
    /// between the safe-area top and the bar's bottom, shown only while `titleVisible`.
    func writeNavigationBar(_ bar: NavigationBarState, into out: inout MarkupBuffer) {
        if bar.appearance != nil { return writeSystemNavigationBar(bar, into: &out) }
        if let top = scenario.list.kind.rules.topAppBar {
            return writeTopAppBar(bar, top, into: &out)
        }
        let base = bar.spec.color?.resolved(in: appearance) ?? palette.systemBackground
        writeRect(bar.frame, Paint(base, opacity: bar.alpha), into: &out)
        if bar.titleVisible, let title = bar.spec.title, !title.isEmpty {
            let top = min(scenario.device.safeArea.top, bar.frame.maxY)
            writeText(
                title, x: bar.frame.x + bar.frame.width / 2, centreY: (top + bar.frame.maxY) / 2,
                size: SVGStyle.cellFontSize, weight: .semibold, color: palette.textColor(on: base),
                anchor: "middle", into: &out)
        }
    }

    /// The device's chrome over everything (DeviceChrome): the cutout in black, "9:41", the
    /// cellular bars, Wi-Fi and battery in the status bar, the home indicator; nothing with
    /// `--chrome none`. Decoration only: it carries no scenario data. The status bar's items take
    /// the label colour that stands out from what is behind them (the bar once it is mostly opaque,
    /// else the list), the home indicator the label colour of the appearance. An Android preset
    /// draws Android's instead (AndroidChromeSVG.swift).
    func writeStatusBar(into out: inout MarkupBuffer) {
        guard scenario.showsDeviceChrome else { return }
        if let android = AndroidChrome(scenario.device) { return writeAndroidChrome(android, into: &out) }
        let chrome = DeviceChrome(scenario.device)
        let ink = statusBarInk
        let black = RGBA(r: 0, g: 0, b: 0)
        switch chrome.cutout {
        case .notch(let box, let radius)?: writeShape(box, top: 0, bottom: radius, fill: black, into: &out)
        case .island(let box)?: writeRect(box, Paint(black), radius: box.height / 2, into: &out)
        case nil: break
        }
        writeText(
            "9:41", x: chrome.timeCentre.x, centreY: chrome.timeCentre.y, size: chrome.timeSize,
            weight: .semibold, color: ink, anchor: "middle", into: &out)
        // Four bars rising left to right (BZ: 9 of 51 units wide, 14 apart, 12 / 18 / 25 / 32 of 32 tall).
        let bars = chrome.signal
        for (i, tall) in [12.0, 18, 25, 32].enumerated() {
            let h = bars.height * tall / 32
            writeRect(
                Rect(x: bars.x + bars.width * 14 * Double(i) / 51, y: bars.maxY - h, width: bars.width * 9 / 51, height: h),
                Paint(ink), radius: 0.6, into: &out)
        }
        // Wi-Fi as a quarter-circle fan opening upwards from the bottom centre.
        let fan = chrome.wifi
        let r = fan.height
        let half = r * 0.7071
        out.append("<path d=\"M")
        out.appendPoint(fan.x + fan.width / 2, fan.maxY)
        out.append("L")
        out.appendPoint(fan.x + fan.width / 2 - half, fan.maxY - half)
        out.append("A")
        out.appendPoint(r, r)
        out.append(" 0 0 1 ")
        out.appendPoint(fan.x + fan.width / 2 + half, fan.maxY - half)
        out.append("Z\"")
        if let paint = Paint(ink) { out.append(paint) }
        out.append("/>\n")
        // The battery: a faint body (66 of 73 units), a full charge inside, a faint cap.
        let battery = chrome.battery
        let body = Rect(x: battery.x, y: battery.y, width: battery.width * 66 / 73, height: battery.height)
        writeRect(body, Paint(ink, opacity: 0.4), radius: 2.667, into: &out)
        writeRect(
            Rect(x: body.x + 2, y: body.y + 2, width: body.width - 4, height: body.height - 4), Paint(ink),
            radius: 1.333, into: &out)
        writeRect(
            Rect(x: body.maxX + 1, y: battery.y + battery.height / 2 - 2, width: battery.width - body.width - 1, height: 4),
            Paint(ink, opacity: 0.4), into: &out)
        if let indicator = chrome.homeIndicator {
            writeRect(
                indicator, Paint(ColorSpec.semantic("label").resolved(in: appearance)), radius: indicator.height / 2, into: &out)
        }
    }

    // MARK: Helpers

    /// The label colour that stands out from what is behind the status bar: the bar once it is
    /// mostly opaque, else the list.
    var statusBarInk: RGBA {
        if let style = flutterOverlayStyle {
            return ColorSpec.semantic("label").resolved(in: style == .light ? .dark : .light)
        }
        var behind = listBackground.resolved(in: appearance)
        if let bar = frame.navigationBar, bar.alpha >= 0.5 {
            behind = bar.spec.color?.resolved(in: appearance) ?? palette.systemBackground
        }
        return palette.textColor(on: behind)
    }

    /// The style a Flutter SliverAppBar under the status bar hands to it: rendering/view.dart
    /// (`RenderView._updateSystemChrome`) takes the `SystemUiOverlayStyle` annotated at the
    /// status bar's vertical centre, which material/app_bar.dart annotates over the whole bar
    /// (its `systemOverlayStyle`, else the style for its colour's brightness). nil where no app
    /// bar covers that point: the status bar then keeps mockgen's contrast rule.
    private var flutterOverlayStyle: SystemOverlayStyle? {
        let rules = scenario.list.kind.rules
        let probe = scenario.device.safeArea.top / 2
        for element in frame.elements where element.kind == .header {
            guard let s = element.section, let bar = rules.appBar(inSection: s), element.frame.y <= probe,
                probe < element.frame.maxY
            else { continue }
            if let style = bar.systemOverlayStyle { return style }
            let fill = (element.view.color ?? element.decoration.defaultFill).resolved(in: appearance)
            return SystemOverlayStyle.forBackground(fill)
        }
        return nil
    }

    /// UIKit's default list background when the scenario names none: grouped tables sit on the
    /// grouped background, plain tables and collection views on the system background.
    private var listBackground: ColorSpec {
        if let color = scenario.list.backgroundColor { return color }
        return scenario.list.kind.rules.sitsOnGroupedBackground
            ? .semantic("systemGroupedBackground") : .semantic("systemBackground")
    }

    private func coversScreen(_ box: Rect) -> Bool {
        box.x <= 0 && box.y <= 0 && box.maxX >= width && box.maxY >= height
    }

    private func onScreen(_ box: Rect) -> Rect {
        let x = max(box.x, 0)
        let y = max(box.y, 0)
        return Rect(x: x, y: y, width: max(0, min(box.maxX, width) - x), height: max(0, min(box.maxY, height) - y))
    }

    /// Nothing when the paint shows nothing.
    func writeRect(
        _ box: Rect, _ paint: Paint?, radius: Double = 0, into out: inout MarkupBuffer,
        newline: Bool = true
    ) {
        guard let paint else { return }
        out.openRect(box)
        if radius > 0 { out.attribute("rx", radius) }
        out.append(paint)
        out.append(newline ? "/>\n" : "/>")
    }

    private func writeText(
        _ content: String, x: Double, centreY: Double, font: FontSpec, color: RGBA,
        anchor: StaticString? = nil, into out: inout MarkupBuffer
    ) {
        writeText(content, x: x, centreY: centreY, size: font.size, weight: font.weight, color: color, anchor: anchor, into: &out)
    }

    /// One line of text centred on `centreY`, its faces named where the variant has fonts: titles,
    /// bar titles and items (SystemBarsSVG.swift).
    func writeText(
        _ content: String, x: Double, centreY: Double, size: Double, weight: FontWeight,
        color: RGBA, opacity: Double = 1, anchor: StaticString? = nil, into out: inout MarkupBuffer
    ) {
        guard let paint = Paint(color, opacity: opacity) else { return }
        if let fonts = titleFonts, content.mayDrawEmoji,
            let line = fonts.line(content, font: FontSpec(size: size, weight: weight))
        {
            // The text-anchor would centre each chunk after a picture on its own: the start is
            // placed from the shaped width instead.
            let start: Double
            switch anchor.map({ "\($0)" }) {
            case "middle": start = x - line.width / 2
            case "end": start = x - line.width
            default: start = x
            }
            ColorGlyphSVG.writeLine(
                line, x: start, baseline: centreY + SVGStyle.baselineShift * size, size: size, weight: weight,
                paint: paint, fonts: fonts, into: &out)
            return
        }
        out.append("<text")
        out.attribute("x", x)
        out.attribute("y", centreY + SVGStyle.baselineShift * size)
        if size != SVGStyle.cellFontSize { out.attribute("font-size", size) }
        if weight != .regular {
            out.append(" font-weight=\"")
            out.appendInteger(weight.cssWeight)
            out.append("\"")
        }
        if let anchor { out.attribute("text-anchor", anchor) }
        out.append(paint)
        out.append(">")
        out.appendFaceRuns(
            visibleText(content, size: size, anchor: anchor), fonts: titleFonts, weight: weight)
        out.append("</text>\n")
    }

    /// The part of a one-line `content` that can show on the screen (Docs/text.md, "Drawing"):
    /// a character narrower than 1/20 em is blank, so no more than 20 × width / size characters
    /// fit across the screen. The rest is not drawn: librsvg lays out every character it is given,
    /// and a 40,000-character title took 46 s to draw as PNG though 30 of them showed. A text
    /// anchored in its middle keeps that many characters either side of it; one anchored at
    /// its end keeps its last ones.
    func visibleText(_ content: String, size: Double, anchor: StaticString?) -> String {
        let fit = Int((scenario.device.width * 20 / max(size, 1)).rounded(.up)) + 1
        guard content.utf8.count > fit else { return content }
        let count = content.count
        guard count > fit else { return content }
        switch anchor?.description {
        case "middle"?:
            let cut = count / 2 - fit
            guard cut > 0 else { return content }
            return String(content.dropFirst(cut).prefix(2 * fit))
        case "end"?: return String(content.suffix(fit))
        default: return String(content.prefix(fit))
        }
    }
}

// MARK: - Shared helpers

/// Characters of a scenario's title that each frame's caption and accessible title keep.
let captionTitleLength = 200

/// `text` cut to `captionTitleLength` characters and "…" when longer.
func shortenedCaption(_ text: String) -> String {
    guard text.utf8.count > captionTitleLength else { return text }
    guard text.count > captionTitleLength else { return text }
    return String(text.prefix(captionTitleLength)) + "…"
}

/// WCAG-style contrast ratio, with gamma 2 standing in for the sRGB curve (good enough to pick
/// between black and white text).
func contrast(_ a: RGBA, _ b: RGBA) -> Double {
    func luminance(_ c: RGBA) -> Double {
        func channel(_ v: UInt8) -> Double {
            let x = Double(v) / 255
            return x * x
        }
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }
    let (l1, l2) = (luminance(a), luminance(b))
    return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
}
