import MockgenFormat
import MockgenLayout
import MockgenTemplates
import MockgenText

/// The flipbook (Docs/command-line.md, "The flipbook"): one self-contained polyglot XHTML5 file with every frame
/// inline as `<svg data-frame data-offset [data-variant]>`, a slider, previous / next, play / pause,
/// the arrow keys and Home / End, `#frame=N` kept in step, and a print contact sheet.
///
/// Skeleton, CSS and script are templates (Templates/flipbook/); this function only fills in the
/// frames and the escaped scenario text. Every frame carries every overlay; `overlays` are the
/// ones switched on when the page opens (FlipbookLegend.swift: legend and checkboxes; FlipbookCharts.swift: curves).
///
/// `outlined` (from `mockgen diff`) names, for each frame, the elements to outline on every side
/// (DiffFlipbook.swift). The page is `FlipbookWriter`'s, put together in memory: the same bytes a
/// streamed page holds.
///
/// `comparison` makes it the page of `mockgen diff` (DiffFlipbook.swift): its title, the summary
/// of differences on top, and charts that draw both sides.
public func renderFlipbook(
    _ layoutRun: LayoutRun, outlined: [[String]]? = nil,
    overlays: [Overlay] = Overlay.flipbookDefault, comparison: FlipbookComparison? = nil
) -> String {
    var writer = FlipbookWriter(layoutRun, overlays: overlays, outlined: outlined, comparison: comparison)
    var frames = MarkupBuffer(capacity: 1 << 16)
    writer.writeFrames(check: { _, _ in }, write: { frames.append($0.assumingMemoryBound(to: UInt8.self)) })
    var page = DocumentText(capacity: frames.count + 65_536)
    page.append(writer.head())
    page.markup.append(frames)
    page.append(writer.tail())
    return page.finish()
}

/// The flipbook in the order a file holds it, so that a page of any length is written while it is
/// drawn, holding one frame of each variant at a time and what frames share (Docs/performance.md#big-flipbooks):
/// first the frames (`writeFrames`), in pieces, then the parts before and after them (`head`,
/// `tail`), since the fonts the page embeds in its `<style>` are those the frames draw with. The
/// caller puts `head`, the frames and `tail` together, in that order. A run laid out with
/// `FrameDetail.summaries` is drawn from its replays: the frames are laid out twice, once for
/// `SharedShapes` to count the shapes and once to draw them, and never all held at once.
public struct FlipbookWriter {
    private let layoutRun: LayoutRun
    private let overlays: [Overlay]
    private let shapes: SharedShapes
    private let outlined: [[String]]?
    private let comparison: FlipbookComparison?
    /// Frames of the longest variant.
    public let count: Int
    private var text: DrawnText
    /// The emoji pictures the frames and the shared shapes place, defined once in the page.
    private var colorGlyphs: [UInt32: ColorBitmap] = [:]

    public init(
        _ layoutRun: LayoutRun, overlays: [Overlay] = Overlay.flipbookDefault, outlined: [[String]]? = nil,
        comparison: FlipbookComparison? = nil
    ) {
        self.layoutRun = layoutRun
        self.comparison = comparison
        self.overlays = overlays
        self.outlined = outlined
        shapes = SharedShapes(layoutRun)
        text = DrawnText(layoutRun)
        count = layoutRun.variants.map(\.frames.count).max() ?? 0
    }

    /// The page's `<main>`: the shared shapes' `<svg>`, then every frame's figure, in order.
    /// `check` sees each drawing as the document of its own that svg-frame.rng validates, with
    /// its name (`ably-shared-shapes.svg`, `ably-007.svg`), before it joins the page; `write` takes
    /// the markup in pieces of about 64 KB.
    public mutating func writeFrames<E: Error>(
        check: (_ svg: String, _ name: String) throws(E) -> Void,
        write: (UnsafeRawBufferPointer) throws(E) -> Void
    ) throws(E) {
        let embedsFonts = layoutRun.variants.contains { $0.fonts != nil }
        let scenario = layoutRun.scenarioName
        var out = MarkupBuffer(capacity: 1 << 17)
        func flush(_ out: inout MarkupBuffer, atLeast: Int) throws(E) {
            guard out.count >= atLeast, !out.isEmpty else { return }
            try out.withBytes { bytes throws(E) in try write(UnsafeRawBufferPointer(bytes)) }
            out.removeLast(out.count)
        }
        // A shape may be placed in frames of either platform: its characters go to every set.
        if embedsFonts { text.addToEverySet(shapes.text) }
        colorGlyphs = shapes.colorGlyphs
        // Straight through, piece by piece, not into `out`: the shapes can be megabytes (a chat's
        // bubbles), and `out` would keep that capacity for the rest of the run.
        try shapes.forEachPiece { (page, document) throws(E) in
            try check(document, scenario + "-shared-shapes.svg")
            var page = page + "\n"
            let failure = page.withUTF8 { bytes -> E? in
                do throws(E) { try write(UnsafeRawBufferPointer(bytes)) } catch { return error }
                return nil
            }
            if let failure { throw failure }
        }
        shapes.dropDefinitions()
        let digits = svgFrameNumberDigits(layoutRun)
        let palettes = layoutRun.variants.map { Palette($0.scenario.appearance) }
        var sources = layoutRun.variants.map { $0.frames.makeIterator() }
        for index in 0..<count {
            var svgs: [(svg: String, frame: FrameLayout)?] = []
            for (position, variant) in layoutRun.variants.enumerated() {
                guard index < variant.frames.count, let frame = sources[position].next() else {
                    svgs.append(nil)
                    continue
                }
                var drawn = MarkupBuffer(capacity: 4096, notingText: embedsFonts)
                writeFrame(position, index, frame, palette: palettes[position], into: &drawn)
                if let characters = drawn.drawn { text.add(characters, variant: position) }
                colorGlyphs.merge(drawn.colorGlyphs) { a, _ in a }
                let svg = drawn.text
                let name =
                    [scenario, variant.name, svgFrameNumber(frame.index, digits: digits)]
                    .compactMap { $0 }.joined(separator: "-") + ".svg"
                try check(svg, name)
                svgs.append((svg, frame))
            }
            writeFigure(index, of: count, layoutRun, svgs, into: &out)
            try flush(&out, atLeast: 1 << 16)
        }
        try flush(&out, atLeast: 0)
    }

    /// `frame`, the `index`th of variant `position`, as the page holds it: every overlay (the page
    /// switches them), the shared parts placed with `<use>`, and the differences `outlined` names.
    fileprivate func writeFrame(
        _ position: Int, _ index: Int, _ frame: FrameLayout, palette: Palette, into out: inout MarkupBuffer
    ) {
        let variant = layoutRun.variants[position]
        FrameSVG(frame: frame, variant: variant, palette: palette)
            .write(
                into: &out, clipID: "l\(position)-\(index)", overlays: Overlay.allCases,
                shared: (shapes, shapes.frames[position][index]))
        if let outlined, index < outlined.count, !outlined[index].isEmpty {
            appendDifferenceOutlines(outlined[index], in: frame, screen: variant.scenario.device, into: &out)
        }
    }

    /// The page's `<svg>` of emoji pictures (ColorGlyphSVG.swift), which the head ends with; nil
    /// when no frame draws one. Known once `writeFrames` has run: libxml2 checks it against
    /// svg-frame.rng as `<scenario>-color-glyphs.svg`.
    public var colorGlyphsSVG: String? { ColorGlyphSVG.pageSVG(colorGlyphs) }

    /// The page up to its frames; complete once `writeFrames` has run (the fonts are the frames').
    public func head() -> String {
        var page = fill(part: 0, keepingBytes: false)
        return page.finish()
    }

    /// The page after its frames.
    public func tail() -> String {
        var page = fill(part: 1, keepingBytes: false)
        return page.finish()
    }

    /// `head()` and `tail()` as bytes, for a page written out: held once, never made a `String`.
    public func writeHead<E: Error>(_ write: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        try fill(part: 0, keepingBytes: true).withBytes { bytes throws(E) in try write(UnsafeRawBufferPointer(bytes)) }
    }

    public func writeTail<E: Error>(_ write: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        try fill(part: 1, keepingBytes: true).withBytes { bytes throws(E) in try write(UnsafeRawBufferPointer(bytes)) }
    }

    private func fill(part: Int, keepingBytes: Bool) -> DocumentText {
        let template = Templates.text("flipbook/flipbook.xhtml")
        guard let split = template.firstRange(of: "{{frames}}") else { fatalError("flipbook.xhtml has no {{frames}}") }
        var text = String(part == 0 ? template[..<split.lowerBound] : template[split.upperBound...])
        // The pictures go first in `<main>`, before the frames that place them.
        if part == 0, !colorGlyphs.isEmpty { text += "{{colorGlyphs}}\n" }
        let base = layoutRun.variants.first?.scenario
        let title = comparison?.title ?? base?.title ?? layoutRun.scenarioName
        var page = DocumentText(capacity: 65_536, keepingBytes: keepingBytes)
        // The live view is sampled after the frames, for the tail (LiveView.swift).
        let liveViews: [Result<LiveView, LiveView.Refusal>] =
            part == 1 && comparison == nil
            ? layoutRun.variants.map { variant in Result { () throws(LiveView.Refusal) in try LiveView.build(variant) } } : []
        fillTemplate(text, into: &page) { name, page in
            switch name {
            case "title": page.markup.appendEscaped(title)
            case "subtitle":
                if comparison == nil, let description = base?.description, !description.isEmpty {
                    page.markup.append("<p>")
                    page.markup.appendEscaped(description)
                    page.markup.append("</p>\n")
                }
            case "summary": if let comparison { writeDifferenceSummary(comparison, into: &page.markup) }
            case "variants": page.markup.appendInteger(max(layoutRun.variants.count, 1))
            case "overlayClasses": page.append(overlayClasses(overlays))
            case "legend": page.append(flipbookLegend(layoutRun, overlays: overlays))
            case "charts": writeFlipbookCharts(layoutRun, comparing: comparison != nil, into: &page.markup)
            case "last": page.markup.appendInteger(max(count - 1, 0))
            case "count": page.markup.appendInteger(count)
            case "css":
                page.append(embeddedFontFaces(layoutRun, text: self.text))
                page.append(Templates.text("flipbook/flipbook.css"))
            case "js": page.append(Templates.text("flipbook/flipbook.js"))
            case "colorGlyphs": if let pictures = colorGlyphsSVG { page.append(pictures) }
            case "live": if comparison == nil { writeLiveFigure(layoutRun, lives: liveViews, into: &page.markup) }
            case "liveData": if comparison == nil { writeLiveData(layoutRun, lives: liveViews, into: &page.markup) }
            case "liveNote": writeNoLiveViewNote(layoutRun, lives: liveViews, into: &page.markup)
            default: return false
            }
            return true
        }
        return page
    }
}

// MARK: - The live view

/// The live figure: every variant's live `<svg>` side by side (LiveView.swift), hidden until the
/// phone is scrolled; a variant without one says why. Nothing when no variant has one.
func writeLiveFigure(_ layoutRun: LayoutRun, lives: [Result<LiveView, LiveView.Refusal>], into page: inout MarkupBuffer) {
    guard lives.contains(where: { if case .success = $0 { return true } else { return false } }) else { return }
    page.append("<figure class=\"live-view\" id=\"live\" hidden=\"hidden\" tabindex=\"0\" ")
    page.append("aria-label=\"Live view: drag, scroll or use the keys\">\n<div class=\"variants\"")
    let svgs = lives.enumerated().map { position, live -> String? in
        guard case .success(let view) = live else { return nil }
        return view.svg.replacingOccurrences(
            of: "<svg data-live=\"\" ", with: "<svg data-live=\"\" data-live-variant=\"\(position)\" "
        )
        // A live view is drawn by the frames' renderer: its ids (the list's clip, a bar's
        // material, the emoji pictures of its defs) are made its own, so none repeats a frame's.
        .replacingOccurrences(of: "id=\"list", with: "id=\"live-\(position)-list")
        .replacingOccurrences(of: "url(#list", with: "url(#live-\(position)-list")
        .replacingOccurrences(of: "href=\"#list", with: "href=\"#live-\(position)-list")
        .replacingOccurrences(of: "id=\"emoji-", with: "id=\"live-\(position)-emoji-")
        .replacingOccurrences(of: "href=\"#emoji-", with: "href=\"#live-\(position)-emoji-")
    }
    let liveSizes = svgs.compactMap { $0.map(svgSize) }
    writeRowScale(liveSizes, screens: liveSizes.map(\.width), into: &page)
    page.append(">\n")
    for (position, variant) in layoutRun.variants.enumerated() {
        page.append("<div class=\"variant\" style=\"--w: ")
        page.appendNumber(svgs[position].map { svgSize($0).width } ?? variant.viewport.width)
        page.append("\">\n")
        if layoutRun.hasVariants {
            page.append("<h2>")
            page.appendEscaped(variant.name ?? "")
            page.append("</h2>\n")
        }
        if let svg = svgs[position] {
            page.append(unescaped: svg)
        } else if case .failure(let refusal) = lives[position] {
            page.append("<p class=\"vinfo\">No live view: ")
            page.appendEscaped(refusal.sentence)
            page.append("</p>")
        }
        page.append("\n</div>\n")
    }
    page.append("</div>\n<figcaption id=\"live-caption\">Live</figcaption>\n</figure>\n")
}

/// Where no variant has a live view, the controls say so and why, since the phone does not follow
/// a finger (Docs/command-line.md#the-live-view): the slider and the keys step through the frames.
func writeNoLiveViewNote(_ layoutRun: LayoutRun, lives: [Result<LiveView, LiveView.Refusal>], into page: inout MarkupBuffer) {
    let refusals = lives.compactMap { live -> LiveView.Refusal? in
        if case .failure(let refusal) = live { return refusal } else { return nil }
    }
    guard !refusals.isEmpty, refusals.count == lives.count else { return }
    page.append(" <span class=\"hint\" id=\"no-live\">No live view: ")
    if layoutRun.hasVariants {
        for (position, variant) in layoutRun.variants.enumerated() {
            if position > 0 { page.append("; ") }
            page.appendEscaped(variant.name ?? "")
            page.append(", ")
            page.appendEscaped(refusals[position].sentence)
        }
    } else {
        page.appendEscaped(refusals[0].sentence)
    }
    page.append(".</span>")
}

extension LiveView.Refusal {
    /// Why, as the page says it after "No live view: ".
    var sentence: String {
        switch self {
        case .pathDependent: "its frames depend on the way there (the frames show it)"
        case .barsApart: "its direction-aware bars cannot be followed together (the frames show them)"
        case .snaps: "its snapping header moves beside another direction-aware bar (the frames show them)"
        case .realisedFromBelow: "its estimated rows are realised from below the top, where its path starts (the frames show it)"
        case .estimatedWithDirection:
            "its estimated rows and its direction-aware bar are two states of the way there, which it does not follow together yet (the frames show them)"
        case .tooManySamples: "too many places where something changes"
        case .noLayout: "the screen could not be sampled"
        }
    }
}

/// What the live view's script reads: each variant's range, physics, tiles and tracks, as JSON
/// whose strings carry no markup characters (the page is XML too).
func writeLiveData(_ layoutRun: LayoutRun, lives: [Result<LiveView, LiveView.Refusal>], into page: inout MarkupBuffer) {
    guard lives.contains(where: { if case .success = $0 { return true } else { return false } }) else { return }
    func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            default:
                if scalar.value < 0x20 {
                    out +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
    func numbers(_ values: [Double]) -> String { "[" + values.map(formatNumber).joined(separator: ",") + "]" }
    var json = "{\"tileHeight\":\(formatNumber(LiveView.tileHeight)),\"variants\":["
    let offsets = layoutRun.variants.map { $0.frames.summaries.map(\.contentOffset) }
    json += lives.enumerated().map { position, live -> String in
        guard case .success(let view) = live else { return "null" }
        let physics: String
        switch view.physics {
        case .uiKit(let rate, let scale):
            physics = "{\"kind\":\"uiKit\",\"rate\":\(formatNumber(rate)),\"scale\":\(formatNumber(scale))"
        case .androidSpline: physics = "{\"kind\":\"androidSpline\""
        case .flutterBouncing(let dpr): physics = "{\"kind\":\"flutterBouncing\",\"scale\":\(formatNumber(dpr))"
        case .flutterClamping: physics = "{\"kind\":\"flutterClamping\""
        }
        let bounces = layoutRun.variants[position].scenario.list.bounces
        var v = "{\"range\":[\(formatNumber(view.range.lowerBound)),\(formatNumber(view.range.upperBound))]"
        v += ",\"height\":\(formatNumber(view.height)),\"gap\":\(formatNumber(view.gap))"
        v += ",\"physics\":" + physics + ",\"bounces\":\(bounces)}"
        v += ",\"frameOffsets\":" + numbers(offsets[position])
        v += ",\"tiles\":[" + view.tiles.map(string).joined(separator: ",") + "]"
        v +=
            ",\"tracks\":["
            + view.tracks.map { track in
                // Where the element does not show before its first sample and after its last.
                let bounds =
                    (track.absentBefore.map { ",\"s\":" + formatNumber($0) } ?? "")
                    + (track.absentAfter.map { ",\"e\":" + formatNumber($0) } ?? "")
                guard let levels = track.levels else {
                    return "{\"o\":" + numbers(track.offsets) + ",\"m\":[" + track.markup.map(string).joined(separator: ",")
                        + "]" + bounds + "}"
                }
                // At an offset where every hidden part draws the same, one string; else the index
                // of its hidden parts and markups in the track's list `l`, each written once
                // (pinned under the bar, many offsets draw the same).
                var table: [String] = []
                var index: [String: Int] = [:]
                let m = levels.map { level -> String in
                    if Set(level.markup).count == 1 { return string(level.markup[0]) }
                    let entry =
                        "{\"h\":" + numbers(level.hidden) + ",\"m\":[" + level.markup.map(string).joined(separator: ",") + "]}"
                    if let k = index[entry] { return String(k) }
                    index[entry] = table.count
                    table.append(entry)
                    return String(table.count - 1)
                }
                return "{\"o\":" + numbers(track.offsets) + ",\"m\":[" + m.joined(separator: ",") + "],\"l\":["
                    + table.joined(separator: ",") + "]" + (track.bar.map { ",\"b\":\($0)" } ?? "") + bounds + "}"
            }.joined(separator: ",") + "]"
        if let realised = view.realised, let farthest = view.frameFarthest {
            // Estimated rows: the range in force by the farthest offset reached (`RealisedRange`),
            // each run as [top, actual, count, delta], and that offset at each frame. Written to
            // every digit, so that the page's sums are the engine's and a row realises at the
            // same offset in both.
            func exact(_ values: [Double]) -> String { "[" + values.map { "\($0)" }.joined(separator: ",") + "]" }
            v +=
                ",\"realised\":{\"bounds\":\(realised.boundsHeight),\"content\":\(realised.emptyContentHeight)"
                + ",\"inset\":" + exact([realised.insetTop, realised.insetBottom]) + ",\"runs\":["
                + realised.runs.map { exact([$0.top, $0.actual, Double($0.count), $0.delta]) }.joined(separator: ",")
                + "],\"farthest\":" + exact(farthest) + "}"
        }
        if let direction = view.direction {
            // The rule's name for the page's `steer`, and for the minimise its two lines.
            var response: String
            switch direction.response {
            case .scrollDelta: response = "\"scrollDelta\""
            case .swipe: response = "\"swipe\""
            case .minimize(let tab):
                let (trigger, edge) = tab.liveLines
                response =
                    "\"minimize\",\"way\":" + (tab.behavior == .onScrollDown ? "1" : "-1") + ",\"trigger\":"
                    + formatNumber(trigger) + ",\"edge\":" + formatNumber(edge)
            }
            v +=
                ",\"direction\":{\"bar\":" + string(direction.name) + ",\"response\":" + response + ",\"extent\":"
                + formatNumber(direction.extent)
                // Bars apart: each bar's extent, for its own hidden part.
                + (direction.apart ? ",\"apart\":" + numbers(direction.bars.map(\.extent)) : "")
                // A snapping header: its sliver's top, and the snap's seconds and curve.
                + (direction.snap.map {
                    ",\"snap\":{\"top\":" + formatNumber($0.top) + ",\"duration\":" + formatNumber($0.duration)
                        + ",\"curve\":" + numbers($0.curve) + "}"
                } ?? "") + "}"
        }
        v += "}"
        return v
    }.joined(separator: ",")
    json += "],\"frameOffsets\":" + numbers(offsets.first ?? []) + "}"
    page.append("<script type=\"application/json\" id=\"live-data\">")
    page.append(unescaped: json)
    page.append("</script>\n")
}

/// Every frame's inline `<svg>`, per variant (`[variant][frame]`), as the flipbook holds them:
/// shapes that repeat are defined once, in the page's shared-shapes `<svg>`, and placed with `<use>`.
public func renderFlipbookFrames(_ layoutRun: LayoutRun) -> [[String]] {
    let writer = FlipbookWriter(layoutRun)
    return layoutRun.variants.enumerated().map { position, variant in
        let palette = Palette(variant.scenario.appearance)
        return variant.frames.enumerated().map { index, frame in
            var out = MarkupBuffer(capacity: 4096)
            writer.writeFrame(position, index, frame, palette: palette, into: &out)
            return out.text
        }
    }
}

/// The shared-shapes `<svg>` of the page drawn for `layoutRun`, or nil when no shape repeats.
public func renderFlipbookSharedShapes(_ layoutRun: LayoutRun) -> String? {
    SharedShapes(layoutRun).sharedSVG
}

/// Frames after the first arrive inert (Docs/command-line.md#the-flipbook): a figure's whole content (names, every
/// variant's `<svg>` text unchanged, info lines, caption) as one data block, a `<script>` of a type
/// no browser runs, which the page's script turns into elements when the frame is first shown, and
/// all of them before printing. The `<figure>` itself stays live, so the script finds frame N as
/// the N-th figure, and a figure with an event keeps `has-event` on it.
///
/// Why data blocks: a block's text is one string to the parser, while markup, even in a
/// `<template>`, is built into elements. `weather` at 2,000 frames took 4.6 to 4.9 s to its first
/// frame with `<template>`, 2.1 to 2.2 s with a block per frame's `<svg>`; the live figure shells
/// left around those blocks (about 50 elements a figure with four or five variants) then cost
/// `alarm-kinds` about half a second more at 2,000 frames: Docs/performance.md.
///
/// Safe as text: the HTML parser ends a script only at `</script`, and an XML parser a CDATA
/// section only at `]]>`; a figure holds neither, since scenario text is escaped (`<` and `>` are
/// entities) and its markup is elements of svg-frame.rng (no `<script>`, no CDATA) and the few
/// HTML elements written here. The script parses the block as XML, so a frame's first parse is
/// the one libxml2 validated. The first frame stays live, so the page shows it without script.
let inertFigureOpen: StaticString = "<script type=\"application/xhtml+xml\"><![CDATA["
let inertFigureClose: StaticString = "]]></script>"

/// One frame: every variant's `<svg>` side by side and the info line. Only the first frame is
/// `current` and live in the file; the script moves the class and builds a frame when it is shown.
/// `svgs[position]` is variant `position`'s frame `index` and its drawing, nil past the variant's
/// last frame.
private func writeFigure(
    _ index: Int, of count: Int, _ layoutRun: LayoutRun, _ svgs: [(svg: String, frame: FrameLayout)?],
    into page: inout MarkupBuffer
) {
    let hasEvent = svgs.contains { $0.map { !$0.frame.events.isEmpty } ?? false }
    page.append("<figure class=\"frame")
    if index == 0 { page.append(" current") }
    if hasEvent { page.append(" has-event") }
    page.append("\">")
    if index > 0 { page.append(inertFigureOpen) }
    page.append("\n<div class=\"variants\"")
    let sizes = svgs.compactMap { $0.map { svgSize($0.svg) } }
    let screens = layoutRun.variants.indices.compactMap { svgs[$0] == nil ? nil : layoutRun.variants[$0].viewport.width }
    writeRowScale(sizes, screens: screens, into: &page)
    page.append(">\n")
    var caption = MarkupBuffer(capacity: 256)
    caption.append("Frame ")
    caption.appendInteger(index)
    caption.append(" / ")
    caption.appendInteger(count - 1)
    for (position, variant) in layoutRun.variants.enumerated() {
        guard let (svg, frame) = svgs[position] else { continue }
        page.append("<div class=\"variant\" style=\"--w: ")
        page.appendNumber(svgSize(svg).width)
        page.append("; --screen: ")
        page.appendNumber(variant.viewport.width)
        page.append("\">\n")
        if layoutRun.hasVariants {
            page.append("<h2>")
            page.appendEscaped(variantHeading(variant, in: layoutRun))
            page.append("</h2>\n")
        }
        // The phone: its outline encloses the screen (the first `--screen` units of the frame),
        // not the overlays' gutter beside it (Docs/command-line.md#the-phones-outline).
        page.append("<div class=\"phone\">\n")
        page.append(unescaped: svg)
        page.append("\n</div>\n")
        if layoutRun.hasVariants {
            page.append("<p class=\"vinfo\">")
            writeDetails(frame, offsetLabel: "y", into: &page)
            page.append("</p>\n")
        } else {
            caption.append(" · ")
            writeDetails(frame, offsetLabel: "contentOffset", into: &caption)
        }
        page.append("</div>\n")
    }
    page.append("</div>\n<figcaption>")
    page.append(caption)
    page.append("</figcaption>\n")
    if index > 0 { page.append(inertFigureClose) }
    page.append("</figure>\n")
}

/// One scale for the whole row (Docs/command-line.md#the-flipbook): every variant is drawn at the same CSS pixels
/// per SVG user unit, so a 375 pt phone is narrower than a 430 pt one beside it. `--ppu` is the
/// largest scale, at most 1 px, at which the row fits the page's width and its tallest frame the
/// page's height; each `.variant` carries its own width in user units as `--w`
/// (Templates/flipbook/flipbook.css multiplies the two). The 32 px are the page's side padding,
/// 16 px the gap between variants, 170 px the title, names and controls above and below.
/// `--widest` and `--widest-screen` (the widest frame, and the widest of `screens`, the devices'
/// widths, in user units) give a phone's page its scale: there the variants stand one under the
/// other, each screen as wide as the page allows (Docs/command-line.md#the-flipbook-on-a-phone).
private func writeRowScale(
    _ sizes: [(width: Double, height: Double)], screens: [Double], into out: inout MarkupBuffer
) {
    guard !sizes.isEmpty else { return }
    let rowWidth = sizes.reduce(0) { $0 + $1.width }
    let tallest = sizes.map(\.height).max() ?? 1
    out.append(" style=\"--ppu: min(1px, (100vw - ")
    out.appendNumber(32 + 16 * Double(sizes.count - 1))
    out.append("px) / ")
    out.appendNumber(max(rowWidth, 1))
    out.append(", (100vh - 170px) / ")
    out.appendNumber(max(tallest, 1))
    out.append("); --widest: ")
    out.appendNumber(max(sizes.map(\.width).max() ?? 1, 1))
    out.append("; --widest-screen: ")
    out.appendNumber(max(screens.max() ?? 1, 1))
    out.append("\"")
}

/// The user-unit size of a frame's `<svg>`, read from the root's viewBox: the frame may be wider
/// than its device (a gutter for overlay labels), and the viewBox is what the page scales.
func svgSize(_ svg: String) -> (width: Double, height: Double) {
    let bytes = Array(svg.utf8.prefix(1024))
    let key = Array(" viewBox=\"".utf8)
    guard bytes.count >= key.count,
        let start = (0...(bytes.count - key.count)).first(where: { bytes[$0..<($0 + key.count)].elementsEqual(key) })
    else { return (1, 1) }
    let value = bytes[(start + key.count)...].prefix { $0 != UInt8(ascii: "\"") }
    let numbers = value.split(separator: UInt8(ascii: " ")).compactMap { Double(String(decoding: $0, as: UTF8.self)) }
    guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return (1, 1) }
    return (numbers[2], numbers[3])
}

/// "contentOffset 120 (clamped from 900) · header.1 pins · pinUnderNavigationBar: active", escaped.
private func writeDetails(_ frame: FrameLayout, offsetLabel: StaticString, into out: inout MarkupBuffer) {
    out.append(offsetLabel)
    out.append(" ")
    out.appendNumber(frame.contentOffset)
    if let from = frame.clampedFromAsShown {
        out.append(" (clamped from ")
        out.appendNumber(from)
        out.append(")")
    }
    for event in frame.events {
        out.append(" · <span class=\"event\">")
        out.appendEscaped(event)
        out.append("</span>")
    }
    for state in frame.behaviorStates {
        out.append(" · ")
        out.appendEscaped(state.name)
        out.append(": ")
        out.appendEscaped(state.state)
    }
}
