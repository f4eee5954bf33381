import MockgenLayout

// MARK: - Public API

/// Explanations drawn on top of a frame (issue 7): each one is an SVG group with the classes
/// `overlay overlay-<name>`, so the flipbook can switch it with a class on the page, and a
/// standalone SVG shows only the ones asked for. Off, a frame is drawn exactly as without them.
public enum Overlay: String, CaseIterable, Sendable, Hashable {
    /// Where floating headers stop: window y = list top + adjustedContentInset.top (rule 2.2).
    case pin
    /// adjustedContentInset.top and .bottom as shaded bands of the list (rule 1.2).
    case insets
    /// The device's safe-area insets (rule 7).
    case safeArea = "safe-area"
    /// Each visible section's rectForSection, header to footer.
    case sections
    /// Each behaviour's threshold line: the window y its condition watches.
    case thresholds
    /// Elements displaced from their natural place by floating or pinning.
    case pinned

    /// The overlays a flipbook shows when no `--overlays` is given.
    public static let flipbookDefault: [Overlay] = [.pin, .thresholds, .pinned]

    /// `--overlays` value: `all`, `none`, or names separated by commas; nil for an unknown name.
    public static func parseList(_ text: String) -> [Overlay]? {
        if text == "all" { return allCases }
        if text == "none" || text.isEmpty { return [] }
        var result: [Overlay] = []
        for part in text.split(separator: ",") {
            guard let overlay = Overlay(rawValue: String(part)) else { return nil }
            if !result.contains(overlay) { result.append(overlay) }
        }
        return allCases.filter(result.contains)
    }

    /// Legend name, as a reviewer reads it.
    public var title: String {
        switch self {
        case .pin: return "Pin line"
        case .insets: return "Adjusted content insets"
        case .safeArea: return "Safe area"
        case .sections: return "Section bounds"
        case .thresholds: return "Behaviour thresholds"
        case .pinned: return "Pinned elements"
        }
    }

    /// One sentence for the legend.
    public var summary: String {
        switch self {
        case .pin:
            return "Where floating headers stop: window y = list top + adjustedContentInset.top (contentOffset + inset in the list's own coordinates)."
        case .insets:
            return "The list's adjustedContentInset: contentInset plus the safe-area part UIKit adds for contentInsetAdjustmentBehavior."
        case .safeArea:
            return "The device's safe-area insets (status bar / Dynamic Island at the top, home indicator at the bottom)."
        case .sections:
            return "rectForSection of each visible section, header to footer, in window coordinates."
        case .thresholds:
            return "The window line a behaviour watches: crossing it (at the offset named) switches the behaviour."
        case .pinned:
            return "Headers and footers displaced from their natural place by floating or pinning."
        }
    }

    /// Stroke and fill: fixed colours that read on light and dark frames alike.
    var color: RGBA {
        switch self {
        case .pin: return RGBA(r: 0xff, g: 0x2d, b: 0x55)
        case .insets: return RGBA(r: 0x00, g: 0x7a, b: 0xff)
        case .safeArea: return RGBA(r: 0x34, g: 0xc7, b: 0x59)
        case .sections: return RGBA(r: 0xaf, g: 0x52, b: 0xde)
        case .thresholds: return RGBA(r: 0xff, g: 0x95, b: 0x00)
        case .pinned: return RGBA(r: 0xff, g: 0xcc, b: 0x00)
        }
    }
}

/// One frame as a standalone SVG document with the given overlays drawn on top.
public func renderSVGFrame(_ frame: FrameLayout, variant: VariantLayout, overlays: [Overlay]) -> String {
    FrameSVG(frame: frame, variant: variant).markup(clipID: "list", overlays: overlays) + "\n"
}

// MARK: - Drawing

/// The overlay groups of one frame, in `Overlay.allCases` order, each omitted when it has nothing
/// to draw. Labels use the caption's monospaced face so their boxes can be sized without metrics.
struct OverlaySVG {
    let frame: FrameLayout
    let device: Device

    static let fontSize = 10.0
    static let labelHeight = 13.0

    /// The groups; a body drawn alike in other frames of the flipbook is placed with `<use>`.
    func markup(_ overlays: [Overlay], shapes: SharedShapes? = nil) -> String {
        var out = ""
        for (overlay, body) in bodies(overlays) {
            out += "<g class=\"overlay overlay-\(overlay.rawValue)\">\n" + (shapes?.use(exactly: body) ?? body) + "</g>\n"
        }
        return out
    }

    /// Each overlay's drawing, in `Overlay.allCases` order, leaving out the empty ones.
    func bodies(_ overlays: [Overlay]) -> [(Overlay, String)] {
        Overlay.allCases.filter(overlays.contains).map { ($0, draw($0)) }.filter { !$0.1.isEmpty }
    }

    private var width: Double { device.width }
    private var list: Rect { frame.listFrame }

    private func draw(_ overlay: Overlay) -> String {
        let color = overlay.color
        switch overlay {
        case .pin:
            let y = frame.pinLineY
            return line(y: y, from: list.x, to: list.maxX, color: color, width: 2, dash: "6 3")
                + label("pin line y=\(formatNumber(y)) (inset.top \(formatNumber(frame.adjustedContentInset.top)))",
                        x: list.maxX - 4, y: y + 2, anchor: "end", color: color)
        case .insets:
            var out = ""
            let top = frame.adjustedContentInset.top, bottom = frame.adjustedContentInset.bottom
            if top > 0 {
                out += band(Rect(x: list.x, y: list.y, width: list.width, height: top), color)
                out += label("adjustedContentInset.top \(formatNumber(top))", x: list.x + 4,
                             y: list.y + top - Self.labelHeight - 2, anchor: nil, color: color)
            }
            if bottom > 0 {
                out += band(Rect(x: list.x, y: list.maxY - bottom, width: list.width, height: bottom), color)
                out += label("adjustedContentInset.bottom \(formatNumber(bottom))", x: list.x + 4,
                             y: list.maxY - bottom + 2, anchor: nil, color: color)
            }
            return out
        case .safeArea:
            var out = ""
            let top = device.safeArea.top, bottom = device.safeArea.bottom
            if top > 0 {
                out += band(Rect(x: 0, y: 0, width: width, height: top), color)
                // Centred: the pin line's label sits at the right, the section's at the left.
                out += label("safe area top \(formatNumber(top))", x: width / 2, y: top - Self.labelHeight - 2,
                             anchor: "middle", color: color)
            }
            if bottom > 0 {
                out += band(Rect(x: 0, y: device.height - bottom, width: width, height: bottom), color)
                out += label("safe area bottom \(formatNumber(bottom))", x: 4, y: device.height - bottom + 2,
                             anchor: nil, color: color)
            }
            return out
        case .sections:
            var out = ""
            for bound in frame.sectionBounds {
                out += outline(bound.frame.insetBy(1), color: color, width: 2, dash: "2 3")
                let y = min(max(bound.frame.y + 2, 2), bound.frame.maxY - Self.labelHeight - 2)
                out += label("section \(bound.section)", x: bound.frame.x + 4, y: y, anchor: nil, color: color)
            }
            return out
        case .thresholds:
            var out = ""
            for threshold in frame.behaviorThresholds {
                guard let y = threshold.windowY else { continue }
                out += line(y: y, from: 0, to: width, color: color, width: 1.5, dash: "1 3")
                out += label("\(threshold.name): switches at offset \(formatNumber(threshold.offset))",
                             x: 4, y: y - Self.labelHeight - 2, anchor: nil, color: color)
            }
            return out
        case .pinned:
            var out = ""
            for element in frame.elements where element.pinned && element.kind != .cell {
                out += outline(element.frame.insetBy(1.5), color: color, width: 3, dash: nil)
                out += label("\(element.id) pinned", x: element.frame.x + 4, y: element.frame.maxY + 2,
                             anchor: nil, color: color)
            }
            return out
        }
    }

    // MARK: Shapes

    private func line(y: Double, from x1: Double, to x2: Double, color: RGBA, width: Double, dash: String?) -> String {
        var out = "<line" + number("x1", x1) + number("y1", y) + number("x2", x2) + number("y2", y)
        out += " stroke=\"\(color.hex)\"" + number("stroke-width", width)
        if let dash { out += " stroke-dasharray=\"\(dash)\"" }
        return out + "/>\n"
    }

    private func outline(_ box: Rect, color: RGBA, width: Double, dash: String?) -> String {
        guard box.width > 0, box.height > 0 else { return "" }
        var out = "<rect" + number("x", box.x) + number("y", box.y) + number("width", box.width)
        out += number("height", box.height) + " fill=\"none\" stroke=\"\(color.hex)\"" + number("stroke-width", width)
        if let dash { out += " stroke-dasharray=\"\(dash)\"" }
        return out + "/>\n"
    }

    private func band(_ box: Rect, _ color: RGBA) -> String {
        guard box.width > 0, box.height > 0 else { return "" }
        return "<rect" + number("x", box.x) + number("y", box.y) + number("width", box.width)
            + number("height", box.height) + (paint(color, opacity: 0.18) ?? "") + "/>\n"
    }

    /// Text on a dark chip, its top at `y`, kept on screen; `anchor` "end" or "middle" places the
    /// chip's right end or centre at `x` (the text itself is always start-anchored in the chip).
    private func label(_ text: String, x: Double, y: Double, anchor: String?, color: RGBA) -> String {
        let textWidth = (Double(text.unicodeScalars.count) * Self.fontSize * SVGStyle.captionAdvance).rounded(.up)
        let chipWidth = textWidth + 6
        var left = anchor == "end" ? x - chipWidth : anchor == "middle" ? x - chipWidth / 2 : x
        left = min(max(left, 0), max(0, width - chipWidth))
        let top = min(max(y, 0), max(0, device.height - Self.labelHeight))
        var out = "<rect" + number("x", left) + number("y", top) + number("width", chipWidth)
        out += number("height", Self.labelHeight) + number("rx", 3)
        out += (paint(RGBA(r: 0, g: 0, b: 0), opacity: 0.72) ?? "") + "/>\n"
        out += "<text" + number("x", left + 3) + number("y", top + Self.labelHeight / 2 + SVGStyle.baselineShift * Self.fontSize)
        out += " font-family=\"\(SVGStyle.captionFontFamily)\"" + number("font-size", Self.fontSize)
        out += " fill=\"\(color.hex)\">\(escapeXML(text))</text>\n"
        return out
    }
}

extension Rect {
    /// The rectangle shrunk by `d` on every side (an outline's stroke stays inside the box).
    func insetBy(_ d: Double) -> Rect {
        Rect(x: x + d, y: y + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
    }
}
