import MockgenLayout

// MARK: - Legend

/// The flipbook's explanation above the controls: why and where headers pin (from the frames'
/// own pin lines and behaviour thresholds), the events with buttons that jump to their frames,
/// and one checkbox per overlay with its legend. Everything is escaped scenario text.
func flipbookLegend(_ storyboard: Storyboard, overlays: [Overlay]) -> String {
    var out = "<section id=\"explain\" aria-labelledby=\"explain-title\">\n"
    out += "<h2 id=\"explain-title\">Why headers stop where they stop</h2>\n"
    if let base = storyboard.variants.first {
        let listTop = formatNumber(base.frames.first?.listFrame.y ?? 0)
        out += "<p class=\"why\">The <b class=\"c-pin\">pin line</b> is where a floating section header stops:"
        out += " window y = list top (\(listTop)) + adjustedContentInset.top.</p>\n"
        for variant in storyboard.variants {
            let name = storyboard.hasVariants ? "<b>\(escapeXML(variant.name ?? ""))</b>: " : ""
            out += "<p class=\"why\">\(name)\(whySentence(variant))</p>\n"
        }
        let events = eventList(base)
        if !events.isEmpty {
            let whose = storyboard.hasVariants ? " of \(escapeXML(base.name ?? ""))" : ""
            out += "<p class=\"events\">Events\(whose): \(events)</p>\n"
        }
    }
    out += "<fieldset class=\"overlays\">\n<legend>Overlays (drawn on every frame)</legend>\n"
    for overlay in Overlay.allCases {
        let checked = overlays.contains(overlay) ? " checked=\"checked\"" : ""
        out += "<label class=\"toggle\"><input type=\"checkbox\" data-overlay=\"\(overlay.rawValue)\"\(checked)/>"
        out += "<span class=\"swatch swatch-\(overlay.rawValue)\" aria-hidden=\"true\"></span>"
        out += "<b>\(escapeXML(overlay.title))</b> <span class=\"note\">\(escapeXML(overlay.summary))</span></label>\n"
    }
    out += "</fieldset>\n</section>\n"
    return out
}

/// The body classes that show the overlays checked at load time, e.g. `show-pin show-thresholds`.
func overlayClasses(_ overlays: [Overlay]) -> String {
    overlays.map { "show-\($0.rawValue)" }.joined(separator: " ")
}

/// "The pin line ... is at window y 0 until offset 91, then y 109: pinUnderNavigationBar sets
/// contentInset.top = 109 past offset 91 (orange line: ...)". Built from the frames alone.
func whySentence(_ variant: VariantLayout) -> String {
    let frames = variant.frames
    guard !frames.isEmpty else { return "No frames." }
    var text = ""
    var seen: [Double] = []
    for frame in frames where !seen.contains(frame.pinLineY) { seen.append(frame.pinLineY) }
    if seen.count == 1 {
        text += "The pin line stays at window y \(formatNumber(seen[0]))."
    } else {
        text += "Along this path the pin line is at window y " + seen.map { formatNumber($0) }.joined(separator: ", then ") + "."
    }
    var named: [String] = []
    for frame in frames {
        for threshold in frame.behaviorThresholds where !named.contains(threshold.name) {
            named.append(threshold.name)
            text += " <b class=\"c-thresholds\">\(escapeXML(threshold.name))</b>: \(escapeXML(threshold.explanation))"
            if let y = threshold.windowY {
                text += " (the dotted threshold line at window y \(formatNumber(y)) is the line it watches; it switches at offset \(formatNumber(threshold.offset)))"
            }
            text += "."
        }
    }
    // Where: each pinned header on the pin line (with the frames that show it there), and the
    // frames where it is displaced off the line (pushed up by the next section, or overscrolled).
    var onLine: [(id: String, y: Double, frames: [Int])] = []
    var offLine: [(id: String, frames: [Int])] = []
    for frame in frames {
        for e in frame.elements where e.pinned && e.kind == .header {
            if abs(e.frame.y - frame.pinLineY) < 0.001 {
                let y = Double(formatNumber(e.frame.y)) ?? e.frame.y
                if let k = onLine.firstIndex(where: { $0.id == e.id && $0.y == y }) { onLine[k].frames.append(frame.index) }
                else { onLine.append((e.id, y, [frame.index])) }
            } else if let k = offLine.firstIndex(where: { $0.id == e.id }) {
                offLine[k].frames.append(frame.index)
            } else {
                offLine.append((e.id, [frame.index]))
            }
        }
    }
    func frameList(_ indices: [Int]) -> String {
        // Runs of consecutive frames: "frames 4–8, 15".
        var runs: [String] = []
        var k = 0
        while k < indices.count {
            var j = k
            while j + 1 < indices.count, indices[j + 1] == indices[j] + 1 { j += 1 }
            runs.append(j == k ? "\(indices[k])" : "\(indices[k])–\(indices[j])")
            k = j + 1
        }
        return (indices.count == 1 ? "frame " : "frames ") + runs.joined(separator: ", ")
    }
    for entry in onLine {
        text += " <b class=\"c-pinned\">\(escapeXML(entry.id))</b> is pinned on the pin line at window y \(formatNumber(entry.y)) (\(frameList(entry.frames)))."
    }
    for entry in offLine {
        text += " <b class=\"c-pinned\">\(escapeXML(entry.id))</b> is displaced off the line, pushed up by the next section or overscrolled (\(frameList(entry.frames)))."
    }
    if seen.count > 1, !named.isEmpty {
        text += " So once the behaviour switches, the pin line moves and the header stops at the new line instead of sliding under what covers the old one."
    }
    return text
}

/// "header.1 pins (frame 3, offset 91)" buttons that jump to the frame.
private func eventList(_ variant: VariantLayout) -> String {
    var items: [String] = []
    for frame in variant.frames where !frame.events.isEmpty {
        let label = frame.events.map(escapeXML).joined(separator: ", ")
        items.append("<button type=\"button\" class=\"jump\" data-to=\"\(frame.index)\">\(label)"
            + " <span class=\"note\">frame \(frame.index), offset \(formatNumber(frame.contentOffset))</span></button>")
    }
    return items.joined(separator: " ")
}

// MARK: - Curves

/// One chart per variant, under the frames: the bar's alpha, each header's window y, the pin line
/// and each behaviour's state against contentOffset.y, every point taken from a frame. The script
/// moves the `cursor` line to the shown frame; `data-xs` holds each frame's x for that and for
/// clicks (nearest frame).
func flipbookCharts(_ storyboard: Storyboard) -> String {
    var out = "<section id=\"curves\" aria-label=\"Curves against contentOffset\">\n"
    for variant in storyboard.variants where !variant.frames.isEmpty {
        out += CurveChart(variant: variant, named: storyboard.hasVariants).markup()
    }
    return out + "</section>\n"
}

struct CurveChart {
    let variant: VariantLayout
    let named: Bool

    static let width = 720.0
    static let left = 56.0, right = 16.0, top = 26.0, bottom = 26.0
    static let yPanelHeight = 150.0, alphaPanelHeight = 34.0, statePanelHeight = 22.0, gap = 24.0
    /// Header curves cycle through these (the overlay colours are kept for the pin and threshold).
    static let palette = ["#5856d6", "#30b0c7", "#a2845e", "#34c759", "#ff3b30"]

    var frames: [FrameLayout] { variant.frames }

    var offsetRange: (lo: Double, hi: Double) {
        var lo = frames.map(\.contentOffset).min() ?? 0, hi = frames.map(\.contentOffset).max() ?? 1
        if hi - lo < 1 { lo -= 1; hi += 1 }
        return (lo, hi)
    }

    func x(_ offset: Double) -> Double {
        let (lo, hi) = offsetRange
        return Self.left + (offset - lo) / (hi - lo) * (Self.width - Self.left - Self.right)
    }

    var behaviorNames: [String] {
        var names: [String] = []
        for frame in frames { for state in frame.behaviorStates where !names.contains(state.name) { names.append(state.name) } }
        return names
    }

    var hasBar: Bool { frames.contains { $0.navigationBar != nil } }

    func markup() -> String {
        let n = formatNumber
        let device = variant.scenario.device
        var y = Self.top
        let yPanel = (top: y, height: Self.yPanelHeight)
        y += Self.yPanelHeight + Self.gap
        var alphaPanel: (top: Double, height: Double)?
        if hasBar { alphaPanel = (y, Self.alphaPanelHeight); y += Self.alphaPanelHeight + Self.gap }
        var statePanels: [(name: String, top: Double)] = []
        for name in behaviorNames { statePanels.append((name, y)); y += Self.statePanelHeight + Self.gap }
        let height = y - Self.gap + Self.bottom
        let plotRight = Self.width - Self.right

        var label = "Curves"
        if named, let name = variant.name { label += " of \(name)" }
        label += ": window y of the headers and the pin line, the bar's alpha and each behaviour's state against contentOffset.y. Click to jump to the nearest frame."
        let xs = frames.map { n(x($0.contentOffset)) }.joined(separator: " ")
        var out = "<figure class=\"curves\">\n"
        if named, let name = variant.name { out += "<figcaption>\(escapeXML(name))</figcaption>\n" }
        out += "<svg xmlns=\"\(SVGStyle.namespace)\" class=\"chart\" width=\"\(n(Self.width))\" height=\"\(n(height))\""
        out += " viewBox=\"0 0 \(n(Self.width)) \(n(height))\" data-xs=\"\(xs)\" tabindex=\"0\" role=\"img\""
        out += " aria-label=\"\(escapeXML(label))\">\n<title>\(escapeXML(label))</title>\n"

        // Window y panel: screen top at the top, like the frames.
        // From the highest header (above the screen while it scrolls off) to the lowest line drawn.
        var yMax = frames.map(\.pinLineY).max() ?? 0, yMin = 0.0
        for f in frames { for e in f.elements where e.kind == .header { yMax = max(yMax, e.frame.y); yMin = min(yMin, e.frame.y) } }
        for f in frames { for t in f.behaviorThresholds { yMax = max(yMax, t.windowY ?? 0) } }
        yMax = min(device.height, max(40, (yMax / 20).rounded(.up) * 20 + 20))
        yMin = max(-device.height, (yMin / 20).rounded(.down) * 20)
        func wy(_ v: Double) -> Double { yPanel.top + (min(max(v, yMin), yMax) - yMin) / (yMax - yMin) * yPanel.height }
        var yLines = [(n(yMin), yPanel.top), (n(yMax), yPanel.top + yPanel.height)]
        if yMin < 0 { yLines.append(("0", wy(0))) }
        out += panel(top: yPanel.top, height: yPanel.height, title: "window y (screen top = 0)", lines: yLines)
        out += series(frames.map { $0.pinLineY }, map: wy, color: Overlay.pin.color.hex, dash: "6 3", name: "pin line")
        var headerIDs: [String] = []
        for frame in frames { for e in frame.elements where e.kind == .header && !headerIDs.contains(e.id) { headerIDs.append(e.id) } }
        for (k, id) in headerIDs.enumerated() {
            let values = frames.map { f in f.elements.first { $0.id == id }.map(\.frame.y) }
            out += series(values, map: wy, color: Self.palette[k % Self.palette.count], dash: nil, name: "\(id) y")
        }
        var thresholdOffsets: [(String, Double, Double?)] = []
        for frame in frames { for t in frame.behaviorThresholds where !thresholdOffsets.contains(where: { $0.0 == t.name && $0.1 == t.offset }) { thresholdOffsets.append((t.name, t.offset, t.windowY)) } }
        for (_, _, windowY) in thresholdOffsets {
            guard let windowY else { continue }
            out += "<line x1=\"\(n(Self.left))\" y1=\"\(n(wy(windowY)))\" x2=\"\(n(plotRight))\" y2=\"\(n(wy(windowY)))\" stroke=\"\(Overlay.thresholds.color.hex)\" stroke-width=\"1\" stroke-dasharray=\"1 3\"/>\n"
        }
        // Legend of the y panel, at its right end.
        var legendY = yPanel.top + 10
        for (k, id) in headerIDs.enumerated() {
            out += key("\(id) y", color: Self.palette[k % Self.palette.count], y: legendY); legendY += 12
        }
        out += key("pin line", color: Overlay.pin.color.hex, y: legendY)

        if let alphaPanel {
            func ay(_ v: Double) -> Double { alphaPanel.top + (1 - min(max(v, 0), 1)) * alphaPanel.height }
            out += panel(top: alphaPanel.top, height: alphaPanel.height, title: "bar alpha", lines: [("1", alphaPanel.top), ("0", alphaPanel.top + alphaPanel.height)])
            out += series(frames.map { $0.navigationBar?.alpha }, map: ay, color: "#8e8e93", dash: nil, name: "bar alpha")
        }
        for (name, top) in statePanels {
            var states: [String] = []
            for f in frames { for s in f.behaviorStates where s.name == name && !states.contains(s.state) { states.append(s.state) } }
            // In order of appearance: the state at the path's start is the bottom line.
            let steps = Double(max(states.count - 1, 1))
            func sy(_ v: Double) -> Double { top + Self.statePanelHeight - v / steps * Self.statePanelHeight }
            let lines = states.enumerated().map { ($0.element, sy(Double($0.offset))) }
            out += panel(top: top, height: Self.statePanelHeight, title: name, lines: lines)
            let values = frames.map { f in f.behaviorStates.first { $0.name == name }.flatMap { s in states.firstIndex(of: s.state).map(Double.init) } }
            out += series(values, map: sy, color: Overlay.thresholds.color.hex, dash: nil, name: "\(name) state", step: true)
        }

        // Threshold offsets and events across every panel; the x axis below.
        let plotBottom = height - Self.bottom
        for (name, offset, _) in thresholdOffsets {
            let tx = n(x(offset))
            out += "<line x1=\"\(tx)\" y1=\"\(n(Self.top))\" x2=\"\(tx)\" y2=\"\(n(plotBottom))\" stroke=\"\(Overlay.thresholds.color.hex)\" stroke-width=\"1\" stroke-dasharray=\"1 3\"><title>\(escapeXML(name)) switches at offset \(n(offset))</title></line>\n"
            out += "<text x=\"\(tx)\" y=\"\(n(plotBottom + 11))\" text-anchor=\"middle\" class=\"c-thresholds\">\(n(offset))</text>\n"
        }
        for frame in frames where !frame.events.isEmpty {
            let ex = x(frame.contentOffset)
            out += "<path class=\"event-mark\" d=\"M\(n(ex - 4)) \(n(Self.top - 9))H\(n(ex + 4))L\(n(ex)) \(n(Self.top - 2))Z\"><title>\(escapeXML(frame.events.joined(separator: ", "))) (frame \(frame.index), offset \(n(frame.contentOffset)))</title></path>\n"
        }
        let (lo, hi) = offsetRange
        out += "<text x=\"\(n(Self.left))\" y=\"\(n(plotBottom + 11))\" text-anchor=\"middle\">\(n(lo))</text>\n"
        out += "<text x=\"\(n(plotRight))\" y=\"\(n(plotBottom + 11))\" text-anchor=\"end\">\(n(hi))</text>\n"
        out += "<text x=\"\(n((Self.left + plotRight) / 2))\" y=\"\(n(plotBottom + 23))\" text-anchor=\"middle\">contentOffset.y</text>\n"
        let cx = n(x(frames[0].contentOffset))
        out += "<line class=\"cursor\" x1=\"\(cx)\" y1=\"\(n(Self.top - 4))\" x2=\"\(cx)\" y2=\"\(n(plotBottom))\" stroke-width=\"2\"/>\n"
        out += "</svg>\n</figure>\n"
        return out
    }

    private func panel(top: Double, height: Double, title: String, lines: [(String, Double)]) -> String {
        let n = formatNumber
        var out = "<rect class=\"panel\" x=\"\(n(Self.left))\" y=\"\(n(top))\" width=\"\(n(Self.width - Self.left - Self.right))\" height=\"\(n(height))\"/>\n"
        out += "<text x=\"\(n(Self.left))\" y=\"\(n(top - 5))\" class=\"ptitle\">\(escapeXML(title))</text>\n"
        for (text, y) in lines {
            out += "<text x=\"\(n(Self.left - 4))\" y=\"\(n(y + 3.5))\" text-anchor=\"end\">\(escapeXML(text))</text>\n"
        }
        return out
    }

    private func key(_ text: String, color: String, y: Double) -> String {
        let n = formatNumber, x = Self.width - Self.right - 4
        return "<text x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"end\" fill=\"\(color)\" class=\"key\">\(escapeXML(text))</text>\n"
    }

    /// Polylines through the frames in path order, broken where a value is missing (a header off
    /// screen); `step` holds each value until the next frame (a state).
    private func series(_ values: [Double?], map: (Double) -> Double, color: String, dash: String?, name: String,
                        step: Bool = false) -> String {
        let n = formatNumber
        var runs: [[(Double, Double)]] = [[]]
        for (frame, value) in zip(frames, values) {
            guard let value else { if !runs[runs.count - 1].isEmpty { runs.append([]) }; continue }
            let point = (x(frame.contentOffset), map(value))
            if step, let last = runs[runs.count - 1].last, last.1 != point.1 { runs[runs.count - 1].append((point.0, last.1)) }
            runs[runs.count - 1].append(point)
        }
        var out = ""
        for run in runs where !run.isEmpty {
            let points = run.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
            out += "<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\""
            if let dash { out += " stroke-dasharray=\"\(dash)\"" }
            out += "><title>\(escapeXML(name))</title></polyline>\n"
        }
        return out
    }
}
