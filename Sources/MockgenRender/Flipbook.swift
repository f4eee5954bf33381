import MockgenLayout
import MockgenTemplates

/// The flipbook (Docs/command-line.md, "The flipbook"): one self-contained polyglot XHTML5 file with every frame
/// inline as `<svg data-frame data-offset [data-variant]>`, a slider, previous / next, play / pause,
/// the arrow keys and Home / End, `#frame=N` kept in step, and a print contact sheet.
///
/// Skeleton, CSS and script are templates (Templates/flipbook/); this function only fills in the
/// frames and the escaped scenario text. Every frame carries every overlay; `overlays` are the
/// ones switched on when the page opens (FlipbookExplain.swift: legend, checkboxes and curves).
///
/// `frameSVGs` are the frames from `renderFlipbookFrames`, when the caller has them already (to
/// validate the exact markup the page holds without drawing it twice).
///
/// `comparison` makes it the page of `mockgen diff` (DiffFlipbook.swift): its title, the summary
/// of differences on top, and charts that draw both sides.
public func renderFlipbook(
    _ layoutRun: LayoutRun, frameSVGs: [[String]]? = nil,
    overlays: [Overlay] = Overlay.flipbookDefault, comparison: FlipbookComparison? = nil
) -> String {
    let count = layoutRun.variants.map(\.frames.count).max() ?? 0
    let base = layoutRun.variants.first?.scenario
    let title = comparison?.title ?? base?.title ?? layoutRun.scenarioName
    let svgs = frameSVGs ?? renderFlipbookFrames(layoutRun)
    let css = Templates.text("flipbook/flipbook.css")
    let js = Templates.text("flipbook/flipbook.js")
    var page = DocumentText(
        capacity: svgs.joined().reduce(0) { $0 + $1.utf8.count } + css.utf8.count + js.utf8.count + 512 * count + 32_768)
    fillTemplate(Templates.text("flipbook/flipbook.xhtml"), into: &page) { name, page in
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
        case "frames": for index in 0..<count { writeFigure(index, of: count, layoutRun, svgs, into: &page) }
        case "overlayClasses": page.append(overlayClasses(overlays))
        case "legend": page.append(flipbookLegend(layoutRun, overlays: overlays))
        case "charts": writeFlipbookCharts(layoutRun, comparing: comparison != nil, into: &page.markup)
        case "last": page.markup.appendInteger(max(count - 1, 0))
        case "count": page.markup.appendInteger(count)
        case "css":
            page.append(embeddedFontFaces(layoutRun, frames: svgs))
            page.append(css)
        case "js": page.append(js)
        default: return false
        }
        return true
    }
    return page.finish()
}

/// Every frame's inline `<svg>`, per variant (`[variant][frame]`), as the flipbook holds them:
/// shapes that repeat are defined once, in the first frame, and placed with `<use>`.
public func renderFlipbookFrames(_ layoutRun: LayoutRun) -> [[String]] {
    let shapes = SharedShapes(layoutRun)
    return layoutRun.variants.enumerated().map { position, variant in
        let palette = Palette(variant.scenario.appearance)
        return variant.frames.enumerated().map { index, frame in
            var out = MarkupBuffer(capacity: 4096)
            FrameSVG(frame: frame, variant: variant, palette: palette)
                .write(
                    into: &out, clipID: "l\(position)-\(index)", overlays: Overlay.allCases,
                    shared: (shapes, shapes.frames[position][index], defs: position == 0 && index == 0))
            return out.text
        }
    }
}

/// Frames after the first arrive inert (issue 16, item 5): each frame's `<svg>` text, unchanged,
/// as a data block, a `<script>` of a type no browser runs, which the page's script turns into the
/// `<svg data-frame>` when the frame is first shown, and all of them before printing.
///
/// Why not `<template>`: Chromium still builds a template's content as elements (12.9 MB of
/// frames in `weather` at 2,000 frames: 2.2 s of its 4.6 to 4.9 s to the first frame), while a
/// script's text is one string (2.1 to 2.2 s, as fast as 30 frames): Docs/performance.md.
///
/// Safe as text: the HTML parser ends a script only at `</script`, and an XML parser a CDATA
/// section only at `]]>`; a frame holds neither, since scenario text is escaped (`<` and `>` are
/// entities) and the frame's own markup is elements of svg-frame.rng, which has no `<script>`
/// and no CDATA. The frame's first parse is therefore the one libxml2 validated.
/// The first frame stays live: it holds the shared shapes every later frame's `<use>` points at.
let inertFrameOpen: StaticString = "<script type=\"image/svg+xml\"><![CDATA["
let inertFrameClose: StaticString = "]]></script>"

/// One frame: every variant's `<svg>` side by side and the info line. Only the first frame is
/// `current` and live in the file; the script moves the class and builds a frame when it is shown.
private func writeFigure(
    _ index: Int, of count: Int, _ layoutRun: LayoutRun, _ svgs: [[String]],
    into page: inout DocumentText
) {
    let hasEvent = layoutRun.variants.contains { index < $0.frames.count && !$0.frames[index].events.isEmpty }
    page.markup.append("<figure class=\"frame")
    if index == 0 { page.markup.append(" current") }
    if hasEvent { page.markup.append(" has-event") }
    page.markup.append("\">\n<div class=\"variants\"")
    let sizes = layoutRun.variants.indices.filter { index < layoutRun.variants[$0].frames.count }
        .map { svgSize(svgs[$0][index]) }
    writeRowScale(sizes, into: &page.markup)
    page.markup.append(">\n")
    var caption = MarkupBuffer(capacity: 256)
    caption.append("Frame ")
    caption.appendInteger(index)
    caption.append(" / ")
    caption.appendInteger(count - 1)
    for (position, variant) in layoutRun.variants.enumerated() where index < variant.frames.count {
        let frame = variant.frames[index]
        page.markup.append("<div class=\"variant\" style=\"--w: ")
        page.markup.appendNumber(svgSize(svgs[position][index]).width)
        page.markup.append("\">\n")
        if layoutRun.hasVariants {
            page.markup.append("<h2>")
            page.markup.appendEscaped(variant.name ?? "")
            page.markup.append("</h2>\n")
        }
        if index > 0 { page.markup.append(inertFrameOpen) }
        page.append(svgs[position][index])
        if index > 0 { page.markup.append(inertFrameClose) }
        page.markup.append("\n")
        if layoutRun.hasVariants {
            page.markup.append("<p class=\"vinfo\">")
            writeDetails(frame, offsetLabel: "y", into: &page.markup)
            page.markup.append("</p>\n")
        } else {
            caption.append(" · ")
            writeDetails(frame, offsetLabel: "contentOffset", into: &caption)
        }
        page.markup.append("</div>\n")
    }
    page.markup.append("</div>\n<figcaption>")
    page.markup.append(caption)
    page.markup.append("</figcaption>\n</figure>\n")
}

/// One scale for the whole row (issue 13, item 4): every variant is drawn at the same CSS pixels
/// per SVG user unit, so a 375 pt phone is narrower than a 430 pt one beside it. `--ppu` is the
/// largest scale, at most 1 px, at which the row fits the page's width and its tallest frame the
/// page's height; each `.variant` carries its own width in user units as `--w`
/// (Templates/flipbook/flipbook.css multiplies the two). The 32 px are the page's side padding,
/// 16 px the gap between variants, 170 px the title, names and controls above and below.
private func writeRowScale(_ sizes: [(width: Double, height: Double)], into out: inout MarkupBuffer) {
    guard !sizes.isEmpty else { return }
    let rowWidth = sizes.reduce(0) { $0 + $1.width }
    let tallest = sizes.map(\.height).max() ?? 1
    out.append(" style=\"--ppu: min(1px, (100vw - ")
    out.appendNumber(32 + 16 * Double(sizes.count - 1))
    out.append("px) / ")
    out.appendNumber(max(rowWidth, 1))
    out.append(", (100vh - 170px) / ")
    out.appendNumber(max(tallest, 1))
    out.append(")\"")
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
    if let from = frame.clampedFrom {
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
