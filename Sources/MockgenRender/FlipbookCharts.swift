import MockgenFormat
import MockgenLayout

/// One chart per variant, under the frames: the bar's alpha, each header's window y, the pin line
/// and each behaviour's state against contentOffset.y, every point taken from a frame. The script
/// moves the `cursor` line to the shown frame; `data-xs` holds each frame's x for that and for
/// clicks (nearest frame).
/// `comparing` (`mockgen diff`, two variants): each chart also draws the other side's curves, dashed.
func writeFlipbookCharts(_ layoutRun: LayoutRun, comparing: Bool = false, into out: inout MarkupBuffer) {
    out.append("<section id=\"curves\" aria-label=\"Curves against contentOffset\">\n")
    let sides = layoutRun.variants
    for (k, variant) in sides.enumerated() where variant.frames.count > 0 {
        let other = comparing && sides.count == 2 ? sides[1 - k] : nil
        CurveChart(variant: variant, named: layoutRun.hasVariants, other: other).write(into: &out)
    }
    out.append("</section>\n")
}

struct CurveChart {
    let variant: VariantLayout
    let named: Bool
    /// The offsets the x axis spans (see `x`).
    let offsetRange: (lo: Double, hi: Double)

    /// `mockgen diff`: the other side, drawn dashed on the same axes (DiffFlipbook.swift).
    let other: VariantLayout?
    /// The variant's frames and the other side's.
    let frames: [FrameSummary]
    let otherFrames: [FrameSummary]

    init(variant: VariantLayout, named: Bool, other: VariantLayout? = nil) {
        self.variant = variant
        self.named = named
        self.other = other
        frames = variant.frames.summaries
        otherFrames = other?.frames.summaries ?? []
        let offsets = (frames + otherFrames).map(\.contentOffset)
        var lo = offsets.min() ?? 0
        var hi = offsets.max() ?? 1
        if hi - lo < 1 {
            lo -= 1
            hi += 1
        }
        offsetRange = (lo, hi)
    }

    /// The frames of both sides, for the axes' extents.
    private var allFrames: [FrameSummary] { frames + otherFrames }

    static let width = 720.0
    static let left = 56.0, right = 16.0, top = 26.0, bottom = 26.0
    static let yPanelHeight = 150.0, alphaPanelHeight = 34.0, statePanelHeight = 22.0, gap = 24.0
    /// Header curves cycle through these (the overlay colours are kept for the pin and threshold).
    static let palette: [StaticString] = ["#5856d6", "#30b0c7", "#a2845e", "#34c759", "#ff3b30"]
    static let alphaColor: StaticString = "#8e8e93"
    /// The other side's curves in a `mockgen diff` chart.
    static let otherDash: StaticString = "4 3"

    /// Each header's id, in order of appearance, with its window y in every frame (nil off screen).
    static func headerCurves(_ frames: [FrameSummary]) -> [(id: String, ys: [Double?])] {
        var headers: [(id: String, ys: [Double?])] = []
        for (k, frame) in frames.enumerated() {
            for e in frame.headers {
                let id = e.id
                if let h = headers.firstIndex(where: { $0.id == id }) {
                    if headers[h].ys[k] == nil { headers[h].ys[k] = e.y }
                } else {
                    var ys = [Double?](repeating: nil, count: frames.count)
                    ys[k] = e.y
                    headers.append((id, ys))
                }
            }
        }
        return headers
    }
    /// Legend lines: 10 px text, baselines 12 px apart, the first 10 px under the panel's top; the
    /// last keeps 3 px (a descender) above the panel's bottom.
    static let keyFirstBaseline = 10.0, keyStep = 12.0
    static func legendRoom(panelHeight: Double) -> Int {
        Int(((panelHeight - keyFirstBaseline - 3) / keyStep).rounded(.down)) + 1
    }

    func x(_ offset: Double) -> Double {
        let (lo, hi) = offsetRange
        return Self.left + (offset - lo) / (hi - lo) * (Self.width - Self.left - Self.right)
    }

    var behaviorNames: [String] {
        var names: [String] = []
        for frame in allFrames {
            for state in frame.behaviorStates where !names.contains(state.name) { names.append(state.name) }
        }
        return names
    }

    var hasBar: Bool { allFrames.contains { $0.bars.navigationOpacity != nil || $0.bars.bottomBarID != nil } }
    var hasSystemBars: Bool { frames.contains { $0.bars.systemNavigationBar || $0.bars.bottomBarID != nil } }

    func markup() -> String {
        var out = MarkupBuffer(capacity: 8192)
        write(into: &out)
        return out.text
    }

    func write(into out: inout MarkupBuffer) {
        let device = variant.scenario.device
        var y = Self.top
        let yPanel = (top: y, height: Self.yPanelHeight)
        y += Self.yPanelHeight + Self.gap
        var alphaPanel: (top: Double, height: Double)?
        if hasBar {
            alphaPanel = (y, Self.alphaPanelHeight)
            y += Self.alphaPanelHeight + Self.gap
        }
        var statePanels: [(name: String, top: Double)] = []
        for name in behaviorNames {
            statePanels.append((name, y))
            y += Self.statePanelHeight + Self.gap
        }
        let height = y - Self.gap + Self.bottom
        let plotRight = Self.width - Self.right

        var label = "Curves"
        if named, let name = variant.name { label += " of \(name)" }
        label +=
            ": window y of the headers and the pin line, the bar's alpha and each behaviour's state against contentOffset.y. Click to jump to the nearest frame."
        out.append("<figure class=\"curves\">\n")
        if named, let name = variant.name {
            out.append("<figcaption>")
            out.appendEscaped(name)
            if let other {
                out.append(" (solid), with ")
                out.appendEscaped(other.name ?? "the other side")
                out.append(" dashed")
            }
            out.append("</figcaption>\n")
        }
        out.append("<svg")
        out.attribute("xmlns", SVGStyle.namespace)
        out.append(" class=\"chart\"")
        out.attribute("width", Self.width)
        out.attribute("height", height)
        out.viewBox(width: Self.width, height: height)
        out.append(" data-xs=\"")
        for (k, frame) in frames.enumerated() {
            if k > 0 { out.append(" ") }
            out.appendNumber(x(frame.contentOffset))
        }
        out.append("\" tabindex=\"0\" role=\"img\" aria-label=\"")
        out.appendEscaped(label)
        out.append("\">\n<title>")
        out.appendEscaped(label)
        out.append("</title>\n")

        // Window y panel: screen top at the top, like the frames.
        // From the highest header (above the screen while it scrolls off) to the lowest line drawn.
        var yMax = allFrames.map(\.pinLineY).max() ?? 0
        var yMin = 0.0
        for f in allFrames {
            for e in f.headers {
                yMax = max(yMax, e.y)
                yMin = min(yMin, e.y)
            }
        }
        for f in allFrames { for t in f.behaviorThresholds { yMax = max(yMax, t.windowY ?? 0) } }
        yMax = min(device.height, max(40, (yMax / 20).rounded(.up) * 20 + 20))
        yMin = max(-device.height, (yMin / 20).rounded(.down) * 20)
        func wy(_ v: Double) -> Double { yPanel.top + (min(max(v, yMin), yMax) - yMin) / (yMax - yMin) * yPanel.height }
        var yLines = [(formatNumber(yMin), yPanel.top), (formatNumber(yMax), yPanel.top + yPanel.height)]
        if yMin < 0 { yLines.append(("0", wy(0))) }
        writePanel(top: yPanel.top, height: yPanel.height, title: "window y (screen top = 0)", lines: yLines, into: &out)
        let pinLine = variant.scenario.headersCanPin
        if pinLine {
            writeSeries(frames.map { $0.pinLineY }, map: wy, color: Overlay.pin.color, dash: "6 3", name: "pin line", into: &out)
        }
        if let other, other.scenario.headersCanPin {
            writeSeries(
                otherFrames.map { $0.pinLineY }, map: wy, color: Overlay.pin.color, dash: Self.otherDash,
                name: "pin line of \(other.name ?? "the other side")", side: otherFrames, into: &out)
        }
        let headers = Self.headerCurves(frames)
        for (k, header) in headers.enumerated() {
            writeSeries(
                header.ys, map: wy, color: Self.palette[k % Self.palette.count], dash: nil, name: header.id + " y", into: &out)
        }
        if let other {
            // The same header keeps its colour on both sides; one the other side alone has takes the next.
            for (k, header) in Self.headerCurves(otherFrames).enumerated() {
                let colour = headers.firstIndex { $0.id == header.id } ?? headers.count + k
                writeSeries(
                    header.ys, map: wy, color: Self.palette[colour % Self.palette.count], dash: Self.otherDash,
                    name: "\(header.id) y of \(other.name ?? "the other side")", side: otherFrames, into: &out)
            }
        }
        var thresholdOffsets: [(String, Double, Double?)] = []
        for frame in frames {
            for t in frame.behaviorThresholds where !thresholdOffsets.contains(where: { $0.0 == t.name && $0.1 == t.offset }) {
                thresholdOffsets.append((t.name, t.offset, t.windowY))
            }
        }
        for (_, _, windowY) in thresholdOffsets {
            guard let windowY else { continue }
            out.append("<line")
            out.attribute("x1", Self.left)
            out.attribute("y1", wy(windowY))
            out.attribute("x2", plotRight)
            out.attribute("y2", wy(windowY))
            out.append(" stroke=\"")
            out.appendHex(Overlay.thresholds.color)
            out.append("\" stroke-width=\"1\" stroke-dasharray=\"1 3\"/>\n")
        }
        // Legend of the y panel, at its right end, always inside the panel: past its room, the
        // headers that pin come first and the others are counted on one line (each curve still
        // names its header in its tooltip).
        out.append("<g class=\"legend\">\n")
        var legendY = yPanel.top + Self.keyFirstBaseline
        let room = Self.legendRoom(panelHeight: yPanel.height)
        var keyed = Array(headers.enumerated())
        if keyed.count + 1 > room {
            let pinned = PinnedHeaders(variant, frames: frames).pinned
            keyed = keyed.filter { pinned.contains($0.element.id) } + keyed.filter { !pinned.contains($0.element.id) }
            keyed = Array(keyed.prefix(room - 2))
        }
        for (k, header) in keyed {
            writeKey(header.id + " y", color: Self.palette[k % Self.palette.count], y: legendY, into: &out)
            legendY += Self.keyStep
        }
        if keyed.count < headers.count {
            let more = headers.count - keyed.count
            out.append("<text")
            out.attribute("x", Self.width - Self.right - 4)
            out.attribute("y", legendY)
            out.append(" text-anchor=\"end\" class=\"key\">+ ")
            out.appendInteger(more)
            out.append(more == 1 ? " more header</text>\n" : " more headers</text>\n")
            legendY += Self.keyStep
        }
        if pinLine { writeKey("pin line", color: Overlay.pin.color, y: legendY, into: &out) }
        out.append("</g>\n")

        if let alphaPanel {
            func ay(_ v: Double) -> Double { alphaPanel.top + (1 - min(max(v, 0), 1)) * alphaPanel.height }
            // System bars plot their background (rule 7.2 of Docs/uikit-rules.md: 0 while transparent at a scroll edge).
            let title = hasSystemBars ? "bar background" : "bar alpha"
            writePanel(
                top: alphaPanel.top, height: alphaPanel.height, title: title,
                lines: [("1", alphaPanel.top), ("0", alphaPanel.top + alphaPanel.height)], into: &out)
            writeSeries(
                frames.map { $0.bars.navigationOpacity }, map: ay, color: Self.alphaColor, dash: nil, name: title, into: &out
            )
            if let other {
                writeSeries(
                    otherFrames.map { $0.bars.navigationOpacity }, map: ay, color: Self.alphaColor, dash: Self.otherDash,
                    name: "\(title) of \(other.name ?? "the other side")", side: otherFrames, into: &out)
            }
            if let bottom = frames.first?.bars.bottomBarID {
                writeSeries(
                    frames.map { $0.bars.bottomBarID == nil ? nil : $0.bars.bottomBarTransparent ? 0.0 : 1.0 }, map: ay,
                    color: Self.alphaColor, dash: "2 3", name: "\(bottom) background", step: true, into: &out)
            }
        }
        for (name, top) in statePanels {
            var states: [String] = []
            for f in allFrames {
                for s in f.behaviorStates where s.name == name && !states.contains(s.state) { states.append(s.state) }
            }
            // In order of appearance: the state at the path's start is the bottom line.
            let steps = Double(max(states.count - 1, 1))
            func sy(_ v: Double) -> Double { top + Self.statePanelHeight - v / steps * Self.statePanelHeight }
            let lines = states.enumerated().map { ($0.element, sy(Double($0.offset))) }
            writePanel(top: top, height: Self.statePanelHeight, title: name, lines: lines, into: &out)
            func values(_ frames: [FrameSummary]) -> [Double?] {
                frames.map { f in
                    f.behaviorStates.first { $0.name == name }.flatMap { s in states.firstIndex(of: s.state).map(Double.init) }
                }
            }
            writeSeries(
                values(frames), map: sy, color: Overlay.thresholds.color, dash: nil, name: name + " state", step: true, into: &out
            )
            if let other {
                writeSeries(
                    values(otherFrames), map: sy, color: Overlay.thresholds.color, dash: Self.otherDash,
                    name: "\(name) state of \(other.name ?? "the other side")", step: true, side: otherFrames, into: &out)
            }
        }

        // Threshold offsets and events across every panel; the x axis below.
        let plotBottom = height - Self.bottom
        for (name, offset, _) in thresholdOffsets {
            let tx = x(offset)
            out.append("<line")
            out.attribute("x1", tx)
            out.attribute("y1", Self.top)
            out.attribute("x2", tx)
            out.attribute("y2", plotBottom)
            out.append(" stroke=\"")
            out.appendHex(Overlay.thresholds.color)
            out.append("\" stroke-width=\"1\" stroke-dasharray=\"1 3\"><title>")
            out.appendEscaped(name)
            out.append(" switches at offset ")
            out.appendNumber(offset)
            out.append("</title></line>\n<text")
            out.attribute("x", tx)
            out.attribute("y", plotBottom + 11)
            out.append(" text-anchor=\"middle\" class=\"c-thresholds\">")
            out.appendNumber(offset)
            out.append("</text>\n")
        }
        // Each event where it happened, with the frame that shows it or the nearest one.
        for moment in eventMoments(variant) {
            let ex = x(moment.offset)
            out.append("<path class=\"event-mark")
            if !moment.exact { out.append(" between") }
            out.append("\" d=\"M")
            out.appendNumber(ex - 4)
            out.append(" ")
            out.appendNumber(Self.top - 9)
            out.append("H")
            out.appendNumber(ex + 4)
            out.append("L")
            out.appendNumber(ex)
            out.append(" ")
            out.appendNumber(Self.top - 2)
            out.append("Z\"><title>")
            out.appendEscaped(moment.labels.joined(separator: ", "))
            out.append(" ")
            out.appendEscaped(moment.place(in: frames))
            out.append("</title></path>\n")
        }
        let (lo, hi) = offsetRange
        writeAxisText(lo, x: Self.left, y: plotBottom + 11, anchor: "middle", into: &out)
        writeAxisText(hi, x: plotRight, y: plotBottom + 11, anchor: "end", into: &out)
        out.append("<text")
        out.attribute("x", (Self.left + plotRight) / 2)
        out.attribute("y", plotBottom + 23)
        out.append(" text-anchor=\"middle\">contentOffset.y</text>\n<line class=\"cursor\"")
        let cx = x(frames[0].contentOffset)
        out.attribute("x1", cx)
        out.attribute("y1", Self.top - 4)
        out.attribute("x2", cx)
        out.attribute("y2", plotBottom)
        out.append(" stroke-width=\"2\"/>\n</svg>\n</figure>\n")
    }

    private func writeAxisText(_ value: Double, x: Double, y: Double, anchor: StaticString, into out: inout MarkupBuffer) {
        out.append("<text")
        out.attribute("x", x)
        out.attribute("y", y)
        out.attribute("text-anchor", anchor)
        out.append(">")
        out.appendNumber(value)
        out.append("</text>\n")
    }

    private func writePanel(
        top: Double, height: Double, title: String, lines: [(String, Double)],
        into out: inout MarkupBuffer
    ) {
        out.append("<rect class=\"panel\"")
        out.attribute("x", Self.left)
        out.attribute("y", top)
        out.attribute("width", Self.width - Self.left - Self.right)
        out.attribute("height", height)
        out.append("/>\n<text")
        out.attribute("x", Self.left)
        out.attribute("y", top - 5)
        out.append(" class=\"ptitle\">")
        out.appendEscaped(title)
        out.append("</text>\n")
        for (text, y) in lines {
            out.append("<text")
            out.attribute("x", Self.left - 4)
            out.attribute("y", y + 3.5)
            out.append(" text-anchor=\"end\">")
            out.appendEscaped(text)
            out.append("</text>\n")
        }
    }

    private func writeKey(_ text: String, color: StaticString, y: Double, into out: inout MarkupBuffer) {
        writeKeyStart(y: y, into: &out)
        out.append(color)
        writeKeyEnd(text, into: &out)
    }

    private func writeKey(_ text: String, color: RGBA, y: Double, into out: inout MarkupBuffer) {
        writeKeyStart(y: y, into: &out)
        out.appendHex(color)
        writeKeyEnd(text, into: &out)
    }

    private func writeKeyStart(y: Double, into out: inout MarkupBuffer) {
        out.append("<text")
        out.attribute("x", Self.width - Self.right - 4)
        out.attribute("y", y)
        out.append(" text-anchor=\"end\" fill=\"")
    }

    private func writeKeyEnd(_ text: String, into out: inout MarkupBuffer) {
        out.append("\" class=\"key\">")
        out.appendEscaped(text)
        out.append("</text>\n")
    }

    /// Polylines through the frames in path order, broken where a value is missing (a header off
    /// screen); `step` holds each value until the next frame (a state).
    private func writeSeries(
        _ values: [Double?], map: (Double) -> Double, color: RGBA, dash: StaticString?, name: String,
        step: Bool = false, side: [FrameSummary]? = nil, into out: inout MarkupBuffer
    ) {
        var stroke = MarkupBuffer(capacity: 8)
        stroke.appendHex(color)
        writeSeries(values, map: map, stroke: stroke, dash: dash, name: name, step: step, side: side, into: &out)
    }

    private func writeSeries(
        _ values: [Double?], map: (Double) -> Double, color: StaticString, dash: StaticString?, name: String,
        step: Bool = false, side: [FrameSummary]? = nil, into out: inout MarkupBuffer
    ) {
        var stroke = MarkupBuffer(capacity: 8)
        stroke.append(color)
        writeSeries(values, map: map, stroke: stroke, dash: dash, name: name, step: step, side: side, into: &out)
    }

    /// `side`: the frames the values belong to, when they are the other side's (their offsets place them).
    private func writeSeries(
        _ values: [Double?], map: (Double) -> Double, stroke: MarkupBuffer, dash: StaticString?,
        name: String, step: Bool, side: [FrameSummary]?, into out: inout MarkupBuffer
    ) {
        var runs: [[(Double, Double)]] = [[]]
        for (frame, value) in zip(side ?? frames, values) {
            guard let value else {
                if !runs[runs.count - 1].isEmpty { runs.append([]) }
                continue
            }
            let point = (x(frame.contentOffset), map(value))
            if step, let last = runs[runs.count - 1].last, last.1 != point.1 { runs[runs.count - 1].append((point.0, last.1)) }
            runs[runs.count - 1].append(point)
        }
        for run in runs where !run.isEmpty {
            out.append("<polyline points=\"")
            for (k, point) in run.enumerated() {
                if k > 0 { out.append(" ") }
                out.appendNumber(point.0)
                out.append(",")
                out.appendNumber(point.1)
            }
            out.append("\" fill=\"none\" stroke=\"")
            out.append(stroke)
            out.append("\" stroke-width=\"1.5\"")
            if let dash { out.attribute("stroke-dasharray", dash) }
            out.append("><title>")
            out.appendEscaped(name)
            out.append("</title></polyline>\n")
        }
    }
}
