import MockgenFormat
import MockgenLayout

// MARK: - Public API

/// Explanations drawn on a frame (Docs/command-line.md, "The flipbook"): each one is an SVG group with the classes
/// `overlay overlay-<name>`, so the flipbook can switch it with a class on the page, and a
/// standalone SVG shows only the ones asked for. Their marks go over the screen, their labels
/// into a gutter beside it (Docs/command-line.md#overlays). Off, a frame is the screen alone.
public enum Overlay: String, CaseIterable, Sendable, Hashable {
    /// Where floating headers stop: window y = list top + adjustedContentInset.top (rule 2.2, Docs/uikit-rules.md).
    case pin
    /// adjustedContentInset.top and .bottom as shaded bands of the list (rule 1.2, Docs/uikit-rules.md).
    case insets
    /// The device's safe-area insets (rule 7, Docs/uikit-rules.md).
    case safeArea = "safe-area"
    /// Each visible section's rectForSection, header to footer.
    case sections
    /// Each behaviour's threshold line: the window y its condition watches.
    case thresholds
    /// Elements displaced from their natural place by floating or pinning, where they can be seen.
    case pinned
    /// The frame's index and contentOffset.y, `#N y=…`.
    case badge

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
        case .badge: return "Frame badge"
        }
    }

    /// One sentence for the legend.
    public var summary: String {
        switch self {
        case .pin:
            return
                "Where floating headers stop: window y = list top + adjustedContentInset.top (contentOffset + inset in the list's own coordinates). Drawn only where a header can pin: a plain table, a flow layout that pins its headers, or a behaviour that pins one."
        case .insets:
            return
                "The list's adjustedContentInset: contentInset plus the safe-area part UIKit adds for contentInsetAdjustmentBehavior."
        case .safeArea:
            return "The device's safe-area insets (status bar / Dynamic Island at the top, home indicator at the bottom)."
        case .sections:
            return "rectForSection of each visible section, header to footer, in window coordinates."
        case .thresholds:
            return "The window line a behaviour watches: crossing it (at the offset named) switches the behaviour."
        case .pinned:
            return
                "Headers and footers displaced from their natural place by floating or pinning, outlined where they can be seen (not behind an opaque bar)."
        case .badge:
            return "The frame's index and contentOffset.y (#N y=…), with the offset asked for when it was clamped."
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
        // White text on the labels' dark chip: the badge draws nothing else.
        case .badge: return RGBA(r: 0xff, g: 0xff, b: 0xff)
        }
    }
}

/// One frame as a standalone SVG document with the given overlays drawn on top. With any overlay
/// the document is wider by the gutter that holds the overlays' labels (`OverlaySVG.gutterWidth`).
/// With `forPixels` (the raster formats) labels' lines off the screen are left out.
public func renderSVGFrame(_ frame: FrameLayout, variant: VariantLayout, overlays: [Overlay], forPixels: Bool = false) -> String {
    var svg = FrameSVG(frame: frame, variant: variant)
    svg.leavesOutOffScreenLines = forPixels
    return svg.markup(clipID: "list", overlays: overlays) + "\n"
}

// MARK: - What an overlay draws

/// A shape an overlay draws over the screen, in window coordinates; its stroke or fill follows
/// from the overlay (`OverlaySVG.write`).
enum OverlayMark: Equatable {
    /// A horizontal line across the list: the pin line, a threshold.
    case line(y: Double, from: Double, to: Double)
    /// A translucent band: an inset, the safe area.
    case band(Rect)
    /// An outline inside the rectangle: a section, a pinned element.
    case outline(Rect)
}

/// A label in the gutter beside the screen (overlays never hide the mock: Docs/command-line.md#overlays): its lines,
/// the window y its leader points at, and the top of its chip once the gutter is laid out.
struct GutterLabel: Equatable {
    var lines: [String]
    /// nil: no leader (the badge belongs to the frame, not to a line of it).
    var target: Double?
    var top = 0.0

    var height: Double { Double(lines.count) * OverlaySVG.lineHeight + 2 * OverlaySVG.chipPadding }
}

/// One overlay's group for one frame: the marks over the screen and the labels in the gutter.
/// The drawing reads nothing else, so frames with equal drawings draw the same group and
/// SharedShapes reuses the one drawn before instead of drawing and hashing it again.
struct OverlayDrawing: Equatable {
    var marks: [OverlayMark] = []
    var labels: [GutterLabel] = []
    var isEmpty: Bool { marks.isEmpty && labels.isEmpty }
}

// MARK: - Drawing

/// The overlay groups of one frame, in `Overlay.allCases` order, each omitted when it has nothing
/// to draw. Marks go over the screen; every label goes into a gutter right of the screen, so no
/// label covers the mock. Labels use the caption's monospaced face so their chips can be sized
/// without metrics.
struct OverlaySVG {
    let scenario: Scenario
    /// Whether a header can stop at the pin line in this scenario (`Scenario.headersCanPin`).
    let pinLine: Bool

    init(scenario: Scenario) {
        self.scenario = scenario
        pinLine = scenario.headersCanPin
    }

    /// Room for a chip of 25 characters of 10 pt DejaVu Sans Mono (25 x 6.02 = 150.5, up to 151,
    /// + 6 = 157 pt) after the 12 pt leader, 3 pt short of the edge: the longest fixed line,
    /// `switches at offset 1234.5`, is 25.
    static let gutterWidth = 172.0
    static let leaderRun = 12.0
    static let fontSize = 10.0
    static let lineHeight = 12.0
    static let chipPadding = 1.5
    /// Space kept between chips and from the gutter's top and bottom.
    static let gap = 3.0
    static var maxCharacters: Int {
        Int(((gutterWidth - leaderRun - gap - 6) / (fontSize * SVGStyle.captionAdvance)).rounded(.down))
    }

    private var device: Device { scenario.device }
    private var width: Double { device.width }

    // MARK: Groups

    /// The groups of `overlays` for `frame`; one with nothing to draw is left out.
    func write(_ overlays: [Overlay], of frame: FrameLayout, into out: inout MarkupBuffer) {
        for (overlay, drawing) in drawings(overlays, of: frame) where !drawing.isEmpty {
            Self.openGroup(overlay, into: &out)
            write(overlay, drawing, into: &out)
            Self.closeGroup(into: &out)
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

    /// What each of `overlays` draws on `frame`, in `Overlay.allCases` order, with the labels of all
    /// of them stacked in the gutter together so that none overlaps another.
    func drawings(_ overlays: [Overlay], of frame: FrameLayout) -> [(Overlay, OverlayDrawing)] {
        var result = Overlay.allCases.filter(overlays.contains).map { ($0, drawing($0, of: frame)) }
        stackLabels(&result)
        return result
    }

    private func drawing(_ overlay: Overlay, of frame: FrameLayout) -> OverlayDrawing {
        var d = OverlayDrawing()
        let list = frame.listFrame
        switch overlay {
        case .pin:
            guard pinLine else { break }
            let y = frame.pinLineY
            d.marks = [.line(y: y, from: list.x, to: list.maxX)]
            d.labels = [
                GutterLabel(
                    lines: [
                        "pin line y=\(formatNumber(y))",
                        "inset.top \(formatNumber(frame.adjustedContentInset.top))",
                    ], target: y)
            ]
        case .insets:
            let inset = frame.adjustedContentInset
            if inset.top > 0 {
                d.marks.append(.band(Rect(x: list.x, y: list.y, width: list.width, height: inset.top)))
                d.labels.append(
                    GutterLabel(
                        lines: ["adjustedContentInset", "top \(formatNumber(inset.top))"],
                        target: list.y + inset.top))
            }
            if inset.bottom > 0 {
                d.marks.append(.band(Rect(x: list.x, y: list.maxY - inset.bottom, width: list.width, height: inset.bottom)))
                d.labels.append(
                    GutterLabel(
                        lines: ["adjustedContentInset", "bottom \(formatNumber(inset.bottom))"],
                        target: list.maxY - inset.bottom))
            }
        case .safeArea:
            let top = device.safeArea.top
            let bottom = device.safeArea.bottom
            if top > 0 {
                d.marks.append(.band(Rect(x: 0, y: 0, width: width, height: top)))
                d.labels.append(GutterLabel(lines: ["safe area top \(formatNumber(top))"], target: top))
            }
            if bottom > 0 {
                d.marks.append(.band(Rect(x: 0, y: device.height - bottom, width: width, height: bottom)))
                d.labels.append(GutterLabel(lines: ["safe area bottom \(formatNumber(bottom))"], target: device.height - bottom))
            }
        case .sections:
            for bound in frame.sectionBounds {
                d.marks.append(.outline(bound.frame.insetBy(1)))
                // Its top, or the screen's when the section starts above it.
                let target = min(max(bound.frame.y, 0), device.height)
                d.labels.append(GutterLabel(lines: ["section \(bound.section)"], target: target))
            }
        case .thresholds:
            for threshold in frame.behaviorThresholds {
                guard let y = threshold.windowY else { continue }
                d.marks.append(.line(y: y, from: 0, to: width))
                d.labels.append(
                    GutterLabel(
                        lines: [threshold.name, "switches at offset \(formatNumber(threshold.offset))"],
                        target: y))
            }
        case .pinned:
            for element in frame.elements where element.pinned && element.kind != .cell {
                guard let seen = visiblePart(of: element.frame, in: frame) else { continue }
                d.marks.append(.outline(seen.insetBy(1.5)))
                d.labels.append(GutterLabel(lines: ["\(element.id) pinned"], target: seen.y + seen.height / 2))
            }
        case .badge:
            var lines = ["#\(frame.index) y=\(formatNumber(frame.contentOffset))"]
            if let from = frame.clampedFromAsShown { lines.append("clamped from \(formatNumber(from))") }
            d.labels = [GutterLabel(lines: lines, target: nil)]
        }
        return d
    }

    /// The part of `box` a reviewer can see: inside the list's frame and the screen, below an
    /// opaque navigation bar (which covers the screen from its top edge). nil when none is.
    private func visiblePart(of box: Rect, in frame: FrameLayout) -> Rect? {
        let list = frame.listFrame
        var top = max(box.y, list.y, 0)
        let bottom = min(box.maxY, list.maxY, device.height)
        let left = max(box.x, list.x, 0)
        let right = min(box.maxX, list.maxX, width)
        if let bar = frame.navigationBar, bar.alpha >= 1,
            (bar.spec.color ?? .semantic("systemBackground")).resolved(in: scenario.appearance).a == 255
        {
            top = max(top, bar.frame.maxY)
        }
        guard bottom > top, right > left else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Stacks every label of the frame in the gutter, in the order of the y they point at: each
    /// chip as near its target as the chips above it allow, then pushed up from the bottom edge
    /// if the stack ran past it. The badge, pointing at nothing, sits at the bottom.
    private func stackLabels(_ drawings: inout [(Overlay, OverlayDrawing)]) {
        struct Slot {
            var drawing: Int
            var label: Int
            var top: Double
            var height: Double
        }
        var slots: [Slot] = []
        for (d, (_, drawing)) in drawings.enumerated() {
            for (l, label) in drawing.labels.enumerated() {
                let wanted = label.target.map { $0 - label.height / 2 } ?? device.height
                let top = min(max(wanted, Self.gap), device.height - Self.gap - label.height)
                slots.append(Slot(drawing: d, label: l, top: top, height: label.height))
            }
        }
        guard !slots.isEmpty else { return }
        slots.sort { ($0.top, $0.drawing, $0.label) < ($1.top, $1.drawing, $1.label) }
        var floor = Self.gap
        for k in slots.indices {
            slots[k].top = max(slots[k].top, floor)
            floor = slots[k].top + slots[k].height + Self.gap
        }
        var ceiling = device.height - Self.gap
        for k in slots.indices.reversed() {
            slots[k].top = max(Self.gap, min(slots[k].top, ceiling - slots[k].height))
            ceiling = slots[k].top - Self.gap
        }
        for slot in slots { drawings[slot.drawing].1.labels[slot.label].top = slot.top }
    }

    // MARK: Shapes

    /// One overlay's drawing (the group's body).
    func write(_ overlay: Overlay, _ drawing: OverlayDrawing, into out: inout MarkupBuffer) {
        let color = overlay.color
        for mark in drawing.marks {
            switch mark {
            case .line(let y, let x1, let x2):
                if overlay == .pin {
                    writeLine(x1: x1, y1: y, x2: x2, y2: y, color: color, width: 2, dash: "6 3", into: &out)
                } else {
                    writeLine(x1: x1, y1: y, x2: x2, y2: y, color: color, width: 1.5, dash: "1 3", into: &out)
                }
            case .band(let box):
                writeBand(box, color, into: &out)
            case .outline(let box):
                if overlay == .pinned {
                    writeOutline(box, color: color, width: 3, dash: nil, into: &out)
                } else {
                    writeOutline(box, color: color, width: 2, dash: "2 3", into: &out)
                }
            }
        }
        for label in drawing.labels { writeLabel(label, color: color, into: &out) }
    }

    private func writeLine(
        x1: Double, y1: Double, x2: Double, y2: Double, color: RGBA, width: Double,
        dash: StaticString?, into out: inout MarkupBuffer
    ) {
        out.append("<line")
        out.attribute("x1", x1)
        out.attribute("y1", y1)
        out.attribute("x2", x2)
        out.attribute("y2", y2)
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

    /// A leader from the screen's right edge at the label's target to its chip, then the chip: text
    /// on a black rounded rectangle, one `<text>` a line, cut with an ellipsis past the gutter.
    private func writeLabel(_ label: GutterLabel, color: RGBA, into out: inout MarkupBuffer) {
        let left = width + Self.leaderRun
        if let target = label.target {
            writeLine(
                x1: width, y1: target, x2: left, y2: label.top + label.height / 2, color: color, width: 1,
                dash: nil, into: &out)
        }
        let lines = label.lines.map { line in
            line.unicodeScalars.count <= Self.maxCharacters ? line : String(line.prefix(Self.maxCharacters - 1)) + "…"
        }
        let longest = lines.map(\.unicodeScalars.count).max() ?? 0
        let textWidth = (Double(longest) * Self.fontSize * SVGStyle.captionAdvance).rounded(.up)
        out.append("<rect")
        out.attribute("x", left)
        out.attribute("y", label.top)
        out.attribute("width", textWidth + 6)
        out.attribute("height", label.height)
        out.attribute("rx", 3)
        if let paint = Self.chip { out.append(paint) }
        out.append("/>\n")
        for (k, line) in lines.enumerated() {
            out.append("<text")
            out.attribute("x", left + 3)
            out.attribute(
                "y",
                label.top + Self.chipPadding + (Double(k) + 0.5) * Self.lineHeight
                    + SVGStyle.baselineShift * Self.fontSize)
            out.attribute("font-family", SVGStyle.captionFontFamily)
            out.attribute("font-size", Self.fontSize)
            out.append(" fill=\"")
            out.appendHex(color)
            out.append("\">")
            out.appendEscaped(line)
            out.append("</text>\n")
        }
    }

    /// The labels' chip, the same in every frame: opaque black, on which every overlay colour
    /// reads at WCAG AA's 4.5:1 or more (the pin line's pink, the lowest, at about 5.8:1).
    static let chipColor = RGBA(r: 0, g: 0, b: 0)
    private static let chip = Paint(chipColor)
}

extension Rect {
    /// The rectangle shrunk by `d` on every side (an outline's stroke stays inside the box).
    func insetBy(_ d: Double) -> Rect {
        Rect(x: x + d, y: y + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
    }
}
