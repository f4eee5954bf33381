import MockgenFormat
import MockgenLayout

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
    /// Why a header is off the line, as its kind says (`ListKindRules.offPinLineReason`).
    let offLineWhy: String

    /// `frames`: the variant's summaries, when the caller has them already.
    init(_ variant: VariantLayout, frames: [FrameSummary]? = nil) {
        offLineWhy = variant.scenario.list.kind.rules.offPinLineReason
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
