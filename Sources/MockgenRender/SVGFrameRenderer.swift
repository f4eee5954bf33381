import MockgenLayout

// MARK: - Public API

/// One frame as a standalone SVG document (`--format svg`), at the device's size in points.
public func renderSVGFrame(_ frame: FrameLayout, variant: VariantLayout) -> String {
    FrameSVG(frame: frame, variant: variant).markup(clipID: "list") + "\n"
}

// MARK: - Drawing

/// Fixed drawing choices shared by the frame, the contact sheet and the schema
/// (Templates/schemas/svg-frame.rng lists the same attribute values).
enum SVGStyle {
    /// decisions.md, Text: free fonts with metrics close to SF Pro and Apple SD Gothic Neo.
    static let fontFamily: StaticString = "Inter, 'Noto Sans CJK KR', 'Noto Color Emoji', 'DejaVu Sans', sans-serif"
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
    /// One pixel at 3x (rule 2.6: separators are 1 px thick).
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
/// `<g data-id="ID">` with the layout JSON's id (contracts.md section 5), so an inspector or Figma
/// shows named layers. Overlays, when asked for, come last, their labels in a gutter right of the
/// screen.
struct FrameSVG {
    let frame: FrameLayout
    let variant: VariantLayout
    let palette: Palette

    init(frame: FrameLayout, variant: VariantLayout, palette: Palette? = nil) {
        self.frame = frame
        self.variant = variant
        self.palette = palette ?? Palette(variant.scenario.appearance)
    }

    private var scenario: Scenario { variant.scenario }
    private var appearance: Appearance { scenario.appearance }
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
    /// flipbook are placed with `<use>` and the others are taken as SharedShapes drew them.
    func write(into out: inout MarkupBuffer, clipID: String, placement: Rect? = nil, overlays: [Overlay] = [],
               shared: (shapes: SharedShapes, parts: FrameParts, defs: Bool)? = nil) {
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
        if placement == nil {
            out.attribute("font-family", SVGStyle.fontFamily)
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
        if let shared, shared.defs { shared.shapes.writeDefs(into: &out) }
        writeScreen(into: &out, clipID: clipID, clipList: gutter > 0, shared: shared.map { ($0.shapes, $0.parts) })
        if gutter > 0 { writeGutter(gutter, into: &out) }
        if let shared {
            shared.shapes.writeOverlays(shared.parts, into: &out)
        } else {
            OverlaySVG(scenario: scenario).write(overlays, of: frame, into: &out)
        }
        out.append("</svg>")
    }

    /// "ably, frame 3, contentOffset 120" (with the variant name when there is one), escaped.
    private func writeAccessibleTitle(into out: inout MarkupBuffer) {
        out.appendEscaped(scenario.title ?? scenario.name)
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
    private func writeScreen(into out: inout MarkupBuffer, clipID: String, clipList: Bool,
                              shared: (shapes: SharedShapes, parts: FrameParts)?) {
        if let shared {
            shared.shapes.write(shared.parts.background, into: &out)
        } else {
            writeBackground(into: &out)
        }

        // The list, clipped to its frame unless that is the whole screen (the viewport clips then).
        let clipped = clipList || !coversScreen(frame.listFrame)
        let start = out.count
        if clipped {
            out.append("<clipPath id=\"")
            out.append(unescaped: clipID)
            out.append("\">")
            writeRect(onScreen(frame.listFrame), Paint(RGBA(r: 0, g: 0, b: 0)), into: &out, newline: false)
            out.append("</clipPath>\n<g clip-path=\"url(#")
            out.append(unescaped: clipID)
            out.append(")\">\n")
        }
        let listStart = out.count
        for (position, element) in frame.elements.enumerated() {
            Self.openGroup(element.id, into: &out)
            if shared?.shapes.writeUse(of: shared?.parts.elements[position], at: element.frame, into: &out) != true {
                write(element, into: &out)
            }
            out.append("</g>\n")
        }
        if clipped {
            // An empty list leaves no clip path behind.
            if out.count == listStart { out.removeLast(out.count - start) } else { out.append("</g>\n") }
        }

        if let bar = frame.navigationBar {
            Self.openGroup("navigationBar", into: &out)
            if let shared { shared.shapes.write(shared.parts.bar, into: &out) } else { writeNavigationBar(bar, into: &out) }
            out.append("</g>\n")
        }
        if let shared { shared.shapes.write(shared.parts.status, into: &out) } else { writeStatusBar(into: &out) }
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
        writeRect(Rect(x: width, y: 0, width: gutter, height: height),
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

    func write(_ element: Element, into out: inout MarkupBuffer) {
        let box = element.frame
        guard box.width > 0, box.height > 0 else { return }
        let fill = (element.view.color ?? element.decoration.defaultFill).resolved(in: appearance)
        writeShape(box, top: element.decoration.topCornerRadius, bottom: element.decoration.bottomCornerRadius,
                   fill: fill, into: &out)
        if let separator = element.decoration.separator {
            let line = Rect(x: box.x + separator.left, y: box.maxY - SVGStyle.hairline,
                            width: box.width - separator.left - separator.right, height: SVGStyle.hairline)
            if line.width > 0 { writeRect(line, Paint(palette.separator), into: &out) }
        }
        if let content = element.view.content {
            // Content laid out without fonts has no measured text to draw (a hand-made VariantLayout).
            guard let fonts = variant.fonts else { return }
            if element.view.clipsToBounds {
                // A nested viewport clips what it holds to its box (SVG 1.1, 14.3.3).
                out.append("<svg")
                out.attribute("x", box.x)
                out.attribute("y", box.y)
                out.attribute("width", box.width)
                out.attribute("height", box.height)
                out.append(">\n")
                writeContentNode(content, in: Rect(x: 0, y: 0, width: box.width, height: box.height), fonts: fonts,
                                 contentSize: scenario.contentSize, scale: scenario.device.scale,
                                 appearance: appearance, into: &out)
                out.append("</svg>\n")
            } else {
                writeContentNode(content, in: box, fonts: fonts, contentSize: scenario.contentSize, scale: scenario.device.scale,
                                 appearance: appearance, into: &out)
            }
            return
        }
        if let title = element.view.title, !title.isEmpty {
            let size: Double, weight: StaticString?, color: RGBA
            switch element.kind {
            case .header:
                size = SVGStyle.headerFontSize; weight = SVGStyle.semibold; color = palette.textColor(on: fill)
            case .footer:
                size = SVGStyle.footerFontSize; weight = nil; color = palette.textColor(on: fill, secondary: true)
            case .cell, .tableHeader, .tableFooter:
                size = SVGStyle.cellFontSize; weight = nil; color = palette.textColor(on: fill)
            }
            // Titles start at the layout margin the separators start at (rule 2.6).
            writeText(title, x: box.x + scenario.device.layoutMargin, centreY: box.y + box.height / 2,
                      size: size, weight: weight, color: color, into: &out)
        }
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
        let base = bar.spec.color?.resolved(in: appearance) ?? palette.systemBackground
        writeRect(bar.frame, Paint(base, opacity: bar.alpha), into: &out)
        if bar.titleVisible, let title = bar.spec.title, !title.isEmpty {
            let top = min(scenario.device.safeArea.top, bar.frame.maxY)
            writeText(title, x: bar.frame.x + bar.frame.width / 2, centreY: (top + bar.frame.maxY) / 2,
                      size: SVGStyle.cellFontSize, weight: SVGStyle.semibold, color: palette.textColor(on: base),
                      anchor: "middle", into: &out)
        }
    }

    /// "9:41" in the left half of the status bar: decoration only, it carries no scenario data.
    func writeStatusBar(into out: inout MarkupBuffer) {
        let safeTop = scenario.device.safeArea.top
        guard safeTop >= 20 else { return }
        var behind = listBackground.resolved(in: appearance)
        if let bar = frame.navigationBar, bar.alpha >= 0.5 {
            behind = bar.spec.color?.resolved(in: appearance) ?? palette.systemBackground
        }
        let size = safeTop >= 44 ? SVGStyle.cellFontSize : 12
        writeText("9:41", x: (width * 0.17).rounded(), centreY: safeTop / 2, size: size,
                  weight: SVGStyle.semibold, color: palette.textColor(on: behind), anchor: "middle", into: &out)
    }

    // MARK: Helpers

    /// UIKit's default list background when the scenario names none: grouped tables sit on the
    /// grouped background, plain tables and collection views on the system background.
    private var listBackground: ColorSpec {
        if let color = scenario.list.backgroundColor { return color }
        if case let .table(table) = scenario.list.kind, table.style != .plain {
            return .semantic("systemGroupedBackground")
        }
        return .semantic("systemBackground")
    }

    private func coversScreen(_ box: Rect) -> Bool {
        box.x <= 0 && box.y <= 0 && box.maxX >= width && box.maxY >= height
    }

    private func onScreen(_ box: Rect) -> Rect {
        let x = max(box.x, 0), y = max(box.y, 0)
        return Rect(x: x, y: y, width: max(0, min(box.maxX, width) - x), height: max(0, min(box.maxY, height) - y))
    }

    /// Nothing when the paint shows nothing.
    private func writeRect(_ box: Rect, _ paint: Paint?, into out: inout MarkupBuffer, newline: Bool = true) {
        guard let paint else { return }
        out.openRect(box)
        out.append(paint)
        out.append(newline ? "/>\n" : "/>")
    }

    private func writeText(_ content: String, x: Double, centreY: Double, size: Double, weight: StaticString?,
                           color: RGBA, anchor: StaticString? = nil, into out: inout MarkupBuffer) {
        guard let paint = Paint(color) else { return }
        out.append("<text")
        out.attribute("x", x)
        out.attribute("y", centreY + SVGStyle.baselineShift * size)
        if size != SVGStyle.cellFontSize { out.attribute("font-size", size) }
        if let weight { out.attribute("font-weight", weight) }
        if let anchor { out.attribute("text-anchor", anchor) }
        out.append(paint)
        out.append(">")
        out.appendEscaped(content)
        out.append("</text>\n")
    }
}

// MARK: - Shared helpers

/// WCAG-style contrast ratio, with gamma 2 standing in for the sRGB curve (good enough to pick
/// between black and white text).
func contrast(_ a: RGBA, _ b: RGBA) -> Double {
    func luminance(_ c: RGBA) -> Double {
        func channel(_ v: UInt8) -> Double { let x = Double(v) / 255; return x * x }
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }
    let (l1, l2) = (luminance(a), luminance(b))
    return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
}
