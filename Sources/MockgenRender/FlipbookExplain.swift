import MockgenFormat
import MockgenLayout

// MARK: - Legend

/// The flipbook's explanation above the controls: why and where headers pin (from the frames'
/// own pin lines and behaviour thresholds), the events with buttons that jump to their frames,
/// and one checkbox per overlay with its legend. Everything is escaped scenario text.
func flipbookLegend(_ layoutRun: LayoutRun, overlays: [Overlay]) -> String {
    var out = "<section id=\"explain\" aria-labelledby=\"explain-title\">\n"
    out += "<h2 id=\"explain-title\">Why headers stop where they stop</h2>\n"
    out += deviceSentences(layoutRun)
    if let base = layoutRun.variants.first {
        let listTop = formatNumber(base.frames.summaries.first?.listTop ?? 0)
        out += "<p class=\"why\">The <b class=\"c-pin\">pin line</b> is where a floating section header stops:"
        out += " window y = list top (\(listTop)) + adjustedContentInset.top.</p>\n"
        for variant in layoutRun.variants {
            let name = layoutRun.hasVariants ? "<b>\(escapeXML(variant.name ?? ""))</b>: " : ""
            let frames = variant.frames.summaries
            let headers = PinnedHeaders(variant, frames: frames)
            out += "<p class=\"why\">\(name)\(whySentence(variant, frames: frames, headers: headers))</p>\n"
            out += headers.list()
        }
        out += pinRuleSentences(layoutRun)
        if let moved = movedNodes(layoutRun) { out += "<p class=\"path\">\(moved)</p>\n" }
        // Each variant's own events: a plain table's header pins where a collection view's scrolls
        // away, at frames every variant shares (the variants are laid out at the same stops).
        for variant in layoutRun.variants {
            let events = eventList(variant)
            guard !events.isEmpty else { continue }
            let whose = layoutRun.hasVariants ? " of \(escapeXML(variant.name ?? ""))" : ""
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
func whySentence(_ variant: VariantLayout, frames: [FrameSummary]? = nil, headers: PinnedHeaders? = nil) -> String {
    let frames = frames ?? variant.frames.summaries
    guard !frames.isEmpty else { return "No frames." }
    let headers = headers ?? PinnedHeaders(variant, frames: frames)
    var text = ""
    var seen: [Double] = []
    for frame in frames where !seen.contains(frame.pinLineY) { seen.append(frame.pinLineY) }
    if !variant.scenario.headersCanPin {
        // No pin line is drawn where nothing can pin (Overlays.swift, headersCanPin).
        text += "Nothing pins in this list: its section headers scroll with their sections."
    } else if seen.count == 1 {
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
                text +=
                    " (the dotted threshold line at window y \(formatNumber(y)) is the line it watches; it switches at offset \(formatNumber(threshold.offset)))"
            }
            text += "."
        }
    }
    text += headers.sentences()
    if variant.scenario.headersCanPin, seen.count > 1, !named.isEmpty {
        text +=
            " So once the behaviour switches, the pin line moves and the header stops at the new line instead of sliding under what covers the old one."
    }
    return text
}

/// Where each pinned header sits along the path: on the pin line (with the frames that show it
/// there), or displaced off it (pushed up by the next section, or overscrolled).
///
/// A few headers get a sentence each. Past `summaryThreshold` headers (a list of 50 dates) the
/// sentences would be a wall of text, so alike headers are said once (how many sit on the line at
/// which window y, how many are displaced), the headers that matter (pinned in a frame, or named
/// by an event) are listed one short line each, and the headers that only scroll by are behind a
/// `<details>` toggle.
struct PinnedHeaders {
    /// More distinct pinned headers than this: summarised (an assumption: four sentences still
    /// read as a paragraph, as the built-ins show).
    static let summaryThreshold = 4

    var onLine: [(id: String, y: Double, frames: [Int])] = []
    var offLine: [(id: String, frames: [Int])] = []
    /// Every header id seen in a frame, in order of appearance.
    var seen: [String] = []
    /// Header ids named by a frame's events ("header.3 pins").
    var withEvents: Set<String> = []
    /// Why a header is off the line: in a Flutter list, pinned headers stack under those pinned
    /// before them (Flutter/FlutterGeometry.swift), where UIKit's are pushed up.
    var offLineWhy = "pushed up by the next section or overscrolled"

    /// `frames`: the variant's summaries, when the caller has them already.
    init(_ variant: VariantLayout, frames: [FrameSummary]? = nil) {
        if case .flutter = variant.scenario.list.kind {
            offLineWhy = "held below it by what is painted above (Flutter's pinned headers stack) or pushed up by its group's end"
        }
        for frame in frames ?? variant.frames.summaries {
            for event in frame.events {
                if let id = event.split(separator: " ").first, id.hasPrefix("header.") { withEvents.insert(String(id)) }
            }
            for e in frame.headers {
                let id = e.id
                if !seen.contains(id) { seen.append(id) }
                guard e.pinned else { continue }
                if abs(e.y - frame.pinLineY) < 0.001 {
                    let y = Double(formatNumber(e.y)) ?? e.y
                    if let k = onLine.firstIndex(where: { $0.id == id && $0.y == y }) {
                        onLine[k].frames.append(frame.index)
                    } else {
                        onLine.append((id, y, [frame.index]))
                    }
                } else if let k = offLine.firstIndex(where: { $0.id == id }) {
                    offLine[k].frames.append(frame.index)
                } else {
                    offLine.append((id, [frame.index]))
                }
            }
        }
    }

    /// Headers pinned in some frame, in order of appearance.
    var pinned: [String] {
        var ids: [String] = []
        for id in onLine.map(\.id) + offLine.map(\.id) where !ids.contains(id) { ids.append(id) }
        return ids
    }

    var summarised: Bool { pinned.count > Self.summaryThreshold }

    /// The sentences of the "why" paragraph, each starting with a space.
    func sentences() -> String {
        var text = ""
        guard summarised else {
            for entry in onLine {
                text +=
                    " <b class=\"c-pinned\">\(escapeXML(entry.id))</b> is pinned on the pin line at window y \(formatNumber(entry.y)) (\(Self.frameList(entry.frames)))."
            }
            for entry in offLine {
                text +=
                    " <b class=\"c-pinned\">\(escapeXML(entry.id))</b> is displaced off the line, \(offLineWhy) (\(Self.frameList(entry.frames)))."
            }
            return text
        }
        var ys: [Double] = []
        for entry in onLine where !ys.contains(entry.y) { ys.append(entry.y) }
        for y in ys {
            let ids = onLine.filter { $0.y == y }.map(\.id)
            var distinct: [String] = []
            for id in ids where !distinct.contains(id) { distinct.append(id) }
            text +=
                " \(Self.count(distinct.count)) pinned on the pin line at window y \(formatNumber(y)), each while its section passes under it."
        }
        if !offLine.isEmpty {
            text += " \(Self.count(offLine.count)) displaced off the line, \(offLineWhy)."
        }
        return text + " The list below gives each one's frames."
    }

    /// "<b>15 headers</b> are", "<b>1 header</b> is".
    private static func count(_ n: Int) -> String {
        "<b class=\"c-pinned\">\(n) \(n == 1 ? "header" : "headers")</b> \(n == 1 ? "is" : "are")"
    }

    /// Only when summarised: the headers that matter, one line each, then the rest behind a toggle.
    func list() -> String {
        guard summarised else { return "" }
        var ids = pinned
        for id in seen where withEvents.contains(id) && !ids.contains(id) { ids.append(id) }
        var out = "<ul class=\"headers\">\n"
        for id in ids {
            var parts: [String] = []
            for entry in onLine where entry.id == id {
                parts.append("on the line at y \(formatNumber(entry.y)) in \(Self.frameList(entry.frames))")
            }
            if let entry = offLine.first(where: { $0.id == id }) { parts.append("displaced in \(Self.frameList(entry.frames))") }
            if parts.isEmpty { parts.append("not pinned in a frame; see its events") }
            out += "<li><b>\(escapeXML(id))</b>: \(parts.joined(separator: "; "))</li>\n"
        }
        out += "</ul>\n"
        let rest = seen.filter { !ids.contains($0) }
        if !rest.isEmpty {
            out +=
                "<details class=\"headers\"><summary>\(rest.count) more \(rest.count == 1 ? "header only scrolls" : "headers only scroll") by in these frames</summary>\n<p>"
            out += rest.map(escapeXML).joined(separator: ", ")
            out += "</p></details>\n"
        }
        return out
    }

    /// Runs of consecutive frames: "frames 4–8, 15".
    static func frameList(_ indices: [Int]) -> String {
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
}

/// How many places with events the explanation lists a variant (Docs/performance.md#big-flipbooks: a bounded page however
/// long the list). An assumption: twice the 93 of the browser suite's 50-section fixture, so every
/// page that listed all its events before still does.
let listedEventMoments = 200

/// "header.1 pins at 91 (frame 3)" and "header.0 unpins at 227 (nearest frame 3, 231.667)":
/// buttons that jump to the frame, one for the events of each offset where something happened;
/// past `listedEventMoments`, a count of the rest (each is still in its frame's caption).
func eventList(_ variant: VariantLayout) -> String {
    var items: [String] = []
    let moments = eventMoments(variant)
    let frames = moments.isEmpty ? [] : variant.frames.summaries
    for moment in moments.prefix(listedEventMoments) {
        let labels: String = moment.labels.map(escapeXML).joined(separator: ", ")
        let note: String = moment.place(in: frames)
        items.append(
            "<button type=\"button\" class=\"jump\" data-to=\"\(moment.frame)\">\(labels) <span class=\"note\">\(note)</span></button>"
        )
    }
    if moments.count > listedEventMoments {
        items.append(
            "<span class=\"note\">and \(moments.count - listedEventMoments) more places with events, not listed here</span>")
    }
    return items.joined(separator: " ")
}

/// Events that happened at one offset, and the frame that shows them or is nearest them.
struct EventMoment {
    var labels: [String]
    var offset: Double
    var frame: Int
    var exact: Bool
    /// Happened as the path set off from `frame`, at its offset: the frame shows the state before.
    var leaving = false

    /// "at 91 (frame 3)", "at 91 (leaving frame 3)" or "at 227 (nearest frame 3, 231.667)";
    /// `frames` are the variant's.
    func place(in frames: [FrameSummary]) -> String {
        let at: String = "at " + formatNumber(offset)
        if exact { return at + " (frame \(frame))" }
        if leaving { return at + " (leaving frame \(frame))" }
        let shown: String = frames.indices.contains(frame) ? formatNumber(frames[frame].contentOffset) : "?"
        return at + " (nearest frame \(frame), " + shown + ")"
    }
}

/// The variant's events grouped by where they happened, in path order.
func eventMoments(_ variant: VariantLayout) -> [EventMoment] {
    var moments: [EventMoment] = []
    var atOffset = 0
    for event in variant.events {
        let exact = event.frame != nil
        if let last = moments.last, last.offset != event.offset { atOffset = moments.count }
        // At one offset: what the frame shows, then what happened as the path left it.
        if let k = moments[atOffset...].firstIndex(where: {
            $0.offset == event.offset && $0.frame == event.nearestFrame && $0.exact == exact && $0.leaving == event.leavesFrame
        }) {
            moments[k].labels.append(event.label)
        } else {
            moments.append(
                EventMoment(
                    labels: [event.label], offset: event.offset, frame: event.nearestFrame, exact: exact,
                    leaving: event.leavesFrame))
        }
    }
    return moments
}

/// "SE: start = -64, end = 6913": the nodes each variant's own range moves from the base
/// scenario's (Docs/decisions.md, Frames and paths), or nil when none moves.
private func movedNodes(_ layoutRun: LayoutRun) -> String? {
    guard layoutRun.hasVariants, let base = layoutRun.basePath else { return nil }
    func name(_ j: Int) -> String {
        let value = base[j].value
        let repeated = base.filter { $0.value == value }.count > 1
        return escapeXML(repeated ? "\(value) (node \(j))" : value)
    }
    var parts: [String] = []
    for variant in layoutRun.variants {
        var moved: [String] = []
        for j in base.indices where j < variant.path.count {
            let own: String = formatNumber(variant.path[j].offset)
            if own != formatNumber(base[j].offset) { moved.append(name(j) + " = " + own) }
        }
        if moved.isEmpty { continue }
        parts.append("<b>" + escapeXML(variant.name ?? "") + "</b>: " + moved.joined(separator: ", "))
    }
    if parts.isEmpty { return nil }
    var whole: [String] = []
    for j in base.indices { whole.append(name(j) + " = " + formatNumber(base[j].offset)) }
    let intro = "Each variant scrolls its own range; where a node differs from the base scenario's ("
    return intro + whole.joined(separator: ", ") + "): " + parts.joined(separator: "; ") + "."
}

// MARK: - Curves

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
