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
    static let fontFamily = "Inter, 'Noto Sans CJK KR', 'DejaVu Sans', sans-serif"
    /// The caption pill uses a monospaced face so its width follows from the number of characters.
    static let captionFontFamily = "'DejaVu Sans Mono', monospace"
    /// DejaVu Sans Mono advance width: 1233 / 2048 em.
    static let captionAdvance = 0.602
    static let cellFontSize = 17.0
    static let headerFontSize = 15.0
    static let footerFontSize = 13.0
    static let captionFontSize = 11.0
    static let semibold = "600"
    /// Cell text starts at the layout margin (rule 3.4: 16 pt on most iPhones).
    static let textInset = 16.0
    /// Baseline below the vertical centre, in em: half the cap height of Inter / DejaVu (about 0.7 em).
    static let baselineShift = 0.35
    /// One pixel at 3x (rule 2.6: separators are 1 px thick).
    static let hairline = 1.0 / 3.0
    static let namespace = "http://www.w3.org/2000/svg"
}

/// The SVG of one frame. Elements are drawn in the layout's order, clipped to the list's frame,
/// under the navigation bar, the status bar and the caption pill.
struct FrameSVG {
    let frame: FrameLayout
    let variant: VariantLayout
    /// Per element, the `<use>` that places a shape shared by the document, or nil to draw it
    /// inline (the flipbook, see SharedShapes).
    var uses: [String?] = []
    /// The document's `<defs>` of shared shapes, carried by the flipbook's first frame.
    var defs = ""
    /// The document's shared shapes, for the parts around the list (see `chrome()`).
    var shapes: SharedShapes? = nil

    private var scenario: Scenario { variant.scenario }
    private var appearance: Appearance { scenario.appearance }
    private var width: Double { scenario.device.width }
    private var height: Double { scenario.device.height }

    /// The whole `<svg>` element. `clipID` must be unique in the document that holds it (a flipbook
    /// or contact sheet holds many frames); `placement` nests the frame at a spot of a larger SVG.
    /// `overlays` are drawn on top, one group each (Overlays.swift).
    func markup(clipID: String, placement: Rect? = nil, overlays: [Overlay] = []) -> String {
        var out = "<svg"
        if let placement {
            out += number("x", placement.x) + number("y", placement.y)
            out += number("width", placement.width) + number("height", placement.height)
        } else {
            out += " xmlns=\"\(SVGStyle.namespace)\"" + number("width", width) + number("height", height)
        }
        out += " viewBox=\"0 0 \(formatNumber(width)) \(formatNumber(height))\""
        if placement == nil {
            out += " font-family=\"\(SVGStyle.fontFamily)\"" + number("font-size", SVGStyle.cellFontSize)
            out += " data-frame=\"\(frame.index)\"" + number("data-offset", frame.contentOffset)
            if let name = variant.name { out += " data-variant=\"\(escapeXML(name))\"" }
        }
        out += ">\n<title>\(escapeXML(accessibleTitle))</title>\n"
        out += defs
        out += content(clipID: clipID)
        out += OverlaySVG(frame: frame, device: scenario.device).markup(overlays, shapes: shapes)
        out += "</svg>"
        return out
    }

    /// "ably, frame 3, contentOffset 120" (with the variant name when there is one).
    var accessibleTitle: String {
        var parts = [scenario.title ?? scenario.name]
        if let name = variant.name { parts.append(name) }
        parts.append("frame \(frame.index)")
        parts.append("contentOffset \(formatNumber(frame.contentOffset))")
        return parts.joined(separator: ", ")
    }

    /// The parts of the frame around the list that often repeat from frame to frame (screen and
    /// list backgrounds, navigation bar, status bar), each as its markup; SharedShapes shares them.
    func chrome() -> (background: String, bar: String, status: String) {
        var background = ""
        let screenFill = ColorSpec.semantic("systemBackground").resolved(in: appearance)
        background += rect(Rect(x: 0, y: 0, width: width, height: height), screenFill)

        let listFill = listBackground.resolved(in: appearance)
        if listFill != screenFill || !coversScreen(frame.listFrame) {
            background += rect(frame.listFrame, listFill)
        }
        return (background, frame.navigationBar.map(navigationBar) ?? "", statusBar())
    }

    private func content(clipID: String) -> String {
        var out = ""
        let chrome = self.chrome()
        out += shapes?.use(exactly: chrome.background) ?? chrome.background

        var list = ""
        for (position, element) in frame.elements.enumerated() {
            list += (position < uses.count ? uses[position] : nil) ?? draw(element)
        }
        if coversScreen(frame.listFrame) {
            out += list  // the SVG viewport clips already
        } else if !list.isEmpty {
            out += "<clipPath id=\"\(clipID)\">" + rect(frame.listFrame, RGBA(r: 0, g: 0, b: 0), newline: false)
            out += "</clipPath>\n<g clip-path=\"url(#\(clipID))\">\n" + list + "</g>\n"
        }

        out += shapes?.use(exactly: chrome.bar) ?? chrome.bar
        out += shapes?.use(exactly: chrome.status) ?? chrome.status
        out += captionPill()
        return out
    }

    // MARK: Elements

    /// Each element drawn at its own origin, for `SharedShapes` to find the ones that repeat.
    /// `recent` holds elements of this variant already drawn (at their origin) with their markup.
    /// Which row an element is (section, item) is left out: the drawing does not show it, so row
    /// 5 and row 5,000,000 of a feed share one shape. (Should it ever, it goes on the `<use>`.)
    func originMarkup(recent: inout [(element: Element, markup: String)]) -> [String] {
        frame.elements.map { element in
            var local = element
            local.frame.x = 0
            local.frame.y = 0
            local.section = nil
            local.item = nil
            if let hit = recent.first(where: { $0.element == local }) { return hit.markup }
            let markup = draw(local)
            recent.append((local, markup))
            if recent.count > 16 { recent.removeFirst() }
            return markup
        }
    }

    private func draw(_ element: Element) -> String {
        let box = element.frame
        guard box.width > 0, box.height > 0 else { return "" }
        let fill = (element.view.color ?? element.decoration.defaultFill).resolved(in: appearance)
        var out = shape(box, top: element.decoration.topCornerRadius,
                        bottom: element.decoration.bottomCornerRadius, fill: fill)
        if let separator = element.decoration.separator {
            let line = Rect(x: box.x + separator.left, y: box.maxY - SVGStyle.hairline,
                            width: box.width - separator.left - separator.right, height: SVGStyle.hairline)
            if line.width > 0 { out += rect(line, ColorSpec.semantic("separator").resolved(in: appearance)) }
        }
        if let content = element.view.content {
            return out + contentMarkup(content, in: box, contentSize: scenario.contentSize, appearance: appearance)
        }
        if let title = element.view.title, !title.isEmpty {
            let size: Double, weight: String?, color: RGBA
            switch element.kind {
            case .header:
                size = SVGStyle.headerFontSize; weight = SVGStyle.semibold; color = textColor(on: fill)
            case .footer:
                size = SVGStyle.footerFontSize; weight = nil
                color = textColor(on: fill, semantic: "secondaryLabel")
            case .cell, .tableHeader, .tableFooter:
                size = SVGStyle.cellFontSize; weight = nil; color = textColor(on: fill)
            }
            out += text(title, x: box.x + SVGStyle.textInset, centreY: box.y + box.height / 2,
                        size: size, weight: weight, color: color)
        }
        return out
    }

    /// A rectangle, or a path when the decoration rounds its top or bottom corners (insetGrouped).
    private func shape(_ box: Rect, top: Double, bottom: Double, fill: RGBA) -> String {
        let top = max(0, min(top, box.width / 2, box.height / 2))
        let bottom = max(0, min(bottom, box.width / 2, box.height / 2))
        guard top > 0 || bottom > 0 else { return rect(box, fill) }
        guard let paint = paint(fill) else { return "" }
        let n = formatNumber
        var d = "M\(n(box.x)) \(n(box.y + top))"
        if top > 0 { d += "A\(n(top)) \(n(top)) 0 0 1 \(n(box.x + top)) \(n(box.y))" }
        d += "H\(n(box.maxX - top))"
        if top > 0 { d += "A\(n(top)) \(n(top)) 0 0 1 \(n(box.maxX)) \(n(box.y + top))" }
        d += "V\(n(box.maxY - bottom))"
        if bottom > 0 { d += "A\(n(bottom)) \(n(bottom)) 0 0 1 \(n(box.maxX - bottom)) \(n(box.maxY))" }
        d += "H\(n(box.x + bottom))"
        if bottom > 0 { d += "A\(n(bottom)) \(n(bottom)) 0 0 1 \(n(box.x)) \(n(box.maxY - bottom))" }
        d += "Z"
        return "<path d=\"\(d)\"\(paint)/>\n"
    }

    // MARK: Chrome

    /// The bar from the top of the screen to its bottom, at the frame's alpha; its title is centred
    /// between the safe-area top and the bar's bottom, shown only while `titleVisible`.
    private func navigationBar(_ bar: NavigationBarState) -> String {
        let base = (bar.spec.color ?? .semantic("systemBackground")).resolved(in: appearance)
        var out = rect(bar.frame, base, opacity: bar.alpha)
        if bar.titleVisible, let title = bar.spec.title, !title.isEmpty {
            let top = min(scenario.device.safeArea.top, bar.frame.maxY)
            out += text(title, x: bar.frame.x + bar.frame.width / 2, centreY: (top + bar.frame.maxY) / 2,
                        size: SVGStyle.cellFontSize, weight: SVGStyle.semibold, color: textColor(on: base),
                        anchor: "middle")
        }
        return out
    }

    /// "9:41" in the left half of the status bar: decoration only, it carries no scenario data.
    private func statusBar() -> String {
        let safeTop = scenario.device.safeArea.top
        guard safeTop >= 20 else { return "" }
        var behind = listBackground.resolved(in: appearance)
        if let bar = frame.navigationBar, bar.alpha >= 0.5 {
            behind = (bar.spec.color ?? .semantic("systemBackground")).resolved(in: appearance)
        }
        let size = safeTop >= 44 ? SVGStyle.cellFontSize : 12
        return text("9:41", x: (width * 0.17).rounded(), centreY: safeTop / 2, size: size,
                    weight: SVGStyle.semibold, color: textColor(on: behind), anchor: "middle")
    }

    /// `#3 y=120 (clamped from 900)` in a pill at the bottom right, inside the home-indicator area.
    private func captionPill() -> String {
        var caption = "#\(frame.index) y=\(formatNumber(frame.contentOffset))"
        if let from = frame.clampedFrom { caption += " (clamped from \(formatNumber(from)))" }
        let pillHeight = 18.0, padding = 8.0, margin = 8.0
        let area = max(scenario.device.safeArea.bottom, pillHeight + 2 * 4)
        let textWidth = Double(caption.unicodeScalars.count) * SVGStyle.captionFontSize * SVGStyle.captionAdvance
        let pillWidth = (textWidth + 2 * padding).rounded(.up)
        let pill = Rect(x: width - margin - pillWidth, y: height - area / 2 - pillHeight / 2,
                        width: pillWidth, height: pillHeight)
        var out = "<rect" + number("x", pill.x) + number("y", pill.y) + number("width", pill.width)
        out += number("height", pill.height) + number("rx", pillHeight / 2)
        // Label colour on the background colour, inverted, so the pill shows in either appearance.
        out += paint(ColorSpec.semantic("label").resolved(in: appearance), opacity: 0.75) ?? ""
        out += "/>\n<text" + number("x", pill.x + pill.width / 2)
        out += number("y", pill.y + pillHeight / 2 + SVGStyle.baselineShift * SVGStyle.captionFontSize)
        out += " font-family=\"\(SVGStyle.captionFontFamily)\"" + number("font-size", SVGStyle.captionFontSize)
        out += " text-anchor=\"middle\"" + (paint(ColorSpec.semantic("systemBackground").resolved(in: appearance)) ?? "")
        out += ">\(escapeXML(caption))</text>\n"
        return out
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

    /// The semantic text colour of this appearance, or of the other one when it would not stand out
    /// from an opaque fill (black text on a black bar, say).
    private func textColor(on fill: RGBA, semantic: String = "label") -> RGBA {
        let own = ColorSpec.semantic(semantic).resolved(in: appearance)
        guard fill.a >= 128 else { return own }
        let other = ColorSpec.semantic(semantic).resolved(in: appearance == .light ? .dark : .light)
        return contrast(own, fill) >= contrast(other, fill) ? own : other
    }

    private func rect(_ box: Rect, _ fill: RGBA, opacity: Double = 1, newline: Bool = true) -> String {
        guard let paint = paint(fill, opacity: opacity) else { return "" }
        return "<rect" + number("x", box.x) + number("y", box.y) + number("width", box.width)
            + number("height", box.height) + paint + (newline ? "/>\n" : "/>")
    }

    private func text(_ content: String, x: Double, centreY: Double, size: Double, weight: String?,
                      color: RGBA, anchor: String? = nil) -> String {
        guard let paint = paint(color) else { return "" }
        var out = "<text" + number("x", x) + number("y", centreY + SVGStyle.baselineShift * size)
        if size != SVGStyle.cellFontSize { out += number("font-size", size) }
        if let weight { out += " font-weight=\"\(weight)\"" }
        if let anchor { out += " text-anchor=\"\(anchor)\"" }
        return out + paint + ">\(escapeXML(content))</text>\n"
    }
}

// MARK: - Shared helpers

/// ` name="1.5"`, the number through `formatNumber`.
func number(_ name: String, _ value: Double) -> String {
    " \(name)=\"\(formatNumber(value))\""
}

/// ` fill="#rrggbb"` plus ` fill-opacity` below 1; nil when nothing would show.
func paint(_ color: RGBA, opacity: Double = 1) -> String? {
    let alpha = color.opacity * min(max(opacity, 0), 1)
    let shown = formatNumber(alpha)
    if shown == "0" { return nil }
    return " fill=\"\(color.hex)\"" + (shown == "1" ? "" : " fill-opacity=\"\(shown)\"")
}

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
