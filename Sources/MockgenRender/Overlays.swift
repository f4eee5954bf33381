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

/// What one overlay's group is drawn from, besides the device: the drawing reads nothing else, so
/// frames with equal inputs draw the same group and SharedShapes reuses the one drawn before
/// instead of drawing and hashing it again (most groups stay alike for several frames).
enum OverlayInput: Equatable {
    case pin(lineY: Double, insetTop: Double, list: Rect)
    case insets(Insets, list: Rect)
    case safeArea
    case sections([SectionBound])
    case thresholds([BehaviorThreshold])
    /// The headers and footers displaced from their natural place.
    case pinned([Element])

    init(_ overlay: Overlay, of frame: FrameLayout) {
        switch overlay {
        case .pin: self = .pin(lineY: frame.pinLineY, insetTop: frame.adjustedContentInset.top, list: frame.listFrame)
        case .insets: self = .insets(frame.adjustedContentInset, list: frame.listFrame)
        case .safeArea: self = .safeArea
        case .sections: self = .sections(frame.sectionBounds)
        case .thresholds: self = .thresholds(frame.behaviorThresholds)
        case .pinned: self = .pinned(frame.elements.filter { $0.pinned && $0.kind != .cell })
        }
    }
}

/// The overlay groups of one frame, in `Overlay.allCases` order, each omitted when it has nothing
/// to draw. Labels use the caption's monospaced face so their boxes can be sized without metrics.
struct OverlaySVG {
    let device: Device

    static let fontSize = 10.0
    static let labelHeight = 13.0

    /// The groups of `overlays` for `frame`; one with nothing to draw is left out.
    func write(_ overlays: [Overlay], of frame: FrameLayout, into out: inout MarkupBuffer) {
        for overlay in Overlay.allCases where overlays.contains(overlay) {
            let start = out.count
            Self.openGroup(overlay, into: &out)
            let bodyStart = out.count
            write(overlay, OverlayInput(overlay, of: frame), into: &out)
            if out.count == bodyStart { out.removeLast(out.count - start) } else { Self.closeGroup(into: &out) }
        }
    }

    /// `<g class="overlay overlay-NAME">`: the page shows and hides the group by its class.
    static func openGroup(_ overlay: Overlay, into out: inout MarkupBuffer) {
        out.append("<g class=\"overlay overlay-")
        out.append(unescaped: overlay.rawValue)
        out.append("\">\n")
    }

    static func closeGroup(into out: inout MarkupBuffer) {
        out.append("</g>\n")
    }

    private var width: Double { device.width }

    /// One overlay's drawing (the group's body); nothing when it has nothing to show.
    func write(_ overlay: Overlay, _ input: OverlayInput, into out: inout MarkupBuffer) {
        let color = overlay.color
        var text = MarkupBuffer(capacity: 64)
        switch input {
        case let .pin(y, insetTop, list):
            writeLine(y: y, from: list.x, to: list.maxX, color: color, width: 2, dash: "6 3", into: &out)
            text.append("pin line y=")
            text.appendNumber(y)
            text.append(" (inset.top ")
            text.appendNumber(insetTop)
            text.append(")")
            writeLabel(text, x: list.maxX - 4, y: y + 2, anchor: .end, color: color, into: &out)
        case let .insets(inset, list):
            let top = inset.top, bottom = inset.bottom
            if top > 0 {
                writeBand(Rect(x: list.x, y: list.y, width: list.width, height: top), color, into: &out)
                text.append("adjustedContentInset.top ")
                text.appendNumber(top)
                writeLabel(text, x: list.x + 4, y: list.y + top - Self.labelHeight - 2, anchor: .start, color: color, into: &out)
            }
            if bottom > 0 {
                writeBand(Rect(x: list.x, y: list.maxY - bottom, width: list.width, height: bottom), color, into: &out)
                text = MarkupBuffer(capacity: 64)
                text.append("adjustedContentInset.bottom ")
                text.appendNumber(bottom)
                writeLabel(text, x: list.x + 4, y: list.maxY - bottom + 2, anchor: .start, color: color, into: &out)
            }
        case .safeArea:
            let top = device.safeArea.top, bottom = device.safeArea.bottom
            if top > 0 {
                writeBand(Rect(x: 0, y: 0, width: width, height: top), color, into: &out)
                // Centred: the pin line's label sits at the right, the section's at the left.
                text.append("safe area top ")
                text.appendNumber(top)
                writeLabel(text, x: width / 2, y: top - Self.labelHeight - 2, anchor: .middle, color: color, into: &out)
            }
            if bottom > 0 {
                writeBand(Rect(x: 0, y: device.height - bottom, width: width, height: bottom), color, into: &out)
                text = MarkupBuffer(capacity: 64)
                text.append("safe area bottom ")
                text.appendNumber(bottom)
                writeLabel(text, x: 4, y: device.height - bottom + 2, anchor: .start, color: color, into: &out)
            }
        case let .sections(bounds):
            for bound in bounds {
                writeOutline(bound.frame.insetBy(1), color: color, width: 2, dash: "2 3", into: &out)
                let y = min(max(bound.frame.y + 2, 2), bound.frame.maxY - Self.labelHeight - 2)
                text = MarkupBuffer(capacity: 64)
                text.append("section ")
                text.appendInteger(bound.section)
                writeLabel(text, x: bound.frame.x + 4, y: y, anchor: .start, color: color, into: &out)
            }
        case let .thresholds(thresholds):
            for threshold in thresholds {
                guard let y = threshold.windowY else { continue }
                writeLine(y: y, from: 0, to: width, color: color, width: 1.5, dash: "1 3", into: &out)
                text = MarkupBuffer(capacity: 64)
                text.append(unescaped: threshold.name)
                text.append(": switches at offset ")
                text.appendNumber(threshold.offset)
                writeLabel(text, x: 4, y: y - Self.labelHeight - 2, anchor: .start, color: color, into: &out)
            }
        case let .pinned(elements):
            for element in elements {
                writeOutline(element.frame.insetBy(1.5), color: color, width: 3, dash: nil, into: &out)
                text = MarkupBuffer(capacity: 64)
                text.append(unescaped: element.id)
                text.append(" pinned")
                writeLabel(text, x: element.frame.x + 4, y: element.frame.maxY + 2, anchor: .start, color: color, into: &out)
            }
        }
    }

    // MARK: Shapes

    private func writeLine(y: Double, from x1: Double, to x2: Double, color: RGBA, width: Double,
                           dash: StaticString?, into out: inout MarkupBuffer) {
        out.append("<line")
        out.attribute("x1", x1)
        out.attribute("y1", y)
        out.attribute("x2", x2)
        out.attribute("y2", y)
        writeStroke(color, width: width, dash: dash, into: &out)
        out.append("/>\n")
    }

    private func writeOutline(_ box: Rect, color: RGBA, width: Double, dash: StaticString?, into out: inout MarkupBuffer) {
        guard box.width > 0, box.height > 0 else { return }
        out.openRect(box)
        out.append(" fill=\"none\"")
        writeStroke(color, width: width, dash: dash, into: &out)
        out.append("/>\n")
    }

    private func writeStroke(_ color: RGBA, width: Double, dash: StaticString?, into out: inout MarkupBuffer) {
        out.append(" stroke=\"")
        out.appendHex(color)
        out.append("\"")
        out.attribute("stroke-width", width)
        if let dash { out.attribute("stroke-dasharray", dash) }
    }

    private func writeBand(_ box: Rect, _ color: RGBA, into out: inout MarkupBuffer) {
        guard box.width > 0, box.height > 0 else { return }
        out.openRect(box)
        if let paint = Paint(color, opacity: 0.18) { out.append(paint) }
        out.append("/>\n")
    }

    /// Where a label's chip sits against its `x`: its left end, centre or right end.
    private enum Anchor { case start, middle, end }

    /// Text on a dark chip, its top at `y`, kept on screen; the anchor places the chip's left end,
    /// centre or right end at `x` (the text itself is always start-anchored in the chip). `text` is
    /// unescaped.
    private func writeLabel(_ text: MarkupBuffer, x: Double, y: Double, anchor: Anchor, color: RGBA,
                            into out: inout MarkupBuffer) {
        let textWidth = (Double(text.scalarCount) * Self.fontSize * SVGStyle.captionAdvance).rounded(.up)
        let chipWidth = textWidth + 6
        var left: Double
        switch anchor {
        case .start: left = x
        case .middle: left = x - chipWidth / 2
        case .end: left = x - chipWidth
        }
        left = min(max(left, 0), max(0, width - chipWidth))
        let top = min(max(y, 0), max(0, device.height - Self.labelHeight))
        out.append("<rect")
        out.attribute("x", left)
        out.attribute("y", top)
        out.attribute("width", chipWidth)
        out.attribute("height", Self.labelHeight)
        out.attribute("rx", 3)
        if let paint = Self.chip { out.append(paint) }
        out.append("/>\n<text")
        out.attribute("x", left + 3)
        out.attribute("y", top + Self.labelHeight / 2 + SVGStyle.baselineShift * Self.fontSize)
        out.attribute("font-family", SVGStyle.captionFontFamily)
        out.attribute("font-size", Self.fontSize)
        out.append(" fill=\"")
        out.appendHex(color)
        out.append("\">")
        out.appendEscaped(text)
        out.append("</text>\n")
    }

    /// The labels' dark chip, the same in every frame.
    private static let chip = Paint(RGBA(r: 0, g: 0, b: 0), opacity: 0.72)
}

extension Rect {
    /// The rectangle shrunk by `d` on every side (an outline's stroke stays inside the box).
    func insetBy(_ d: Double) -> Rect {
        Rect(x: x + d, y: y + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
    }
}
