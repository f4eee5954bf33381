import MockgenLayout
import MockgenTemplates

/// The flipbook (contracts.md section 2): one self-contained polyglot XHTML5 file with every frame
/// inline as `<svg data-frame data-offset [data-variant]>`, a slider, previous / next, play / pause,
/// the arrow keys and Home / End, `#frame=N` kept in step, and a print contact sheet.
///
/// Skeleton, CSS and script are templates (Templates/flipbook/); this function only fills in the
/// frames and the escaped scenario text. Every frame carries every overlay; `overlays` are the
/// ones switched on when the page opens (FlipbookExplain.swift: legend, checkboxes and curves).
///
/// `frameSVGs` are the frames from `renderFlipbookFrames`, when the caller has them already (to
/// validate the exact markup the page holds without drawing it twice).
public func renderFlipbook(_ storyboard: Storyboard, frameSVGs: [[String]]? = nil,
                           overlays: [Overlay] = Overlay.flipbookDefault) -> String {
    let count = storyboard.variants.map(\.frames.count).max() ?? 0
    let base = storyboard.variants.first?.scenario
    let title = base?.title ?? storyboard.scenarioName
    var subtitle = ""
    if let description = base?.description, !description.isEmpty {
        subtitle = "<p>\(escapeXML(description))</p>\n"
    }
    let svgs = frameSVGs ?? renderFlipbookFrames(storyboard)
    var frames = ""
    for index in 0..<count { frames += figure(index, of: count, storyboard, svgs) }
    return fillTemplate(Templates.text("flipbook/flipbook.xhtml"), [
        "title": escapeXML(title),
        "subtitle": subtitle,
        "variants": String(max(storyboard.variants.count, 1)),
        "frames": frames,
        "overlayClasses": overlayClasses(overlays),
        "legend": flipbookLegend(storyboard, overlays: overlays),
        "charts": flipbookCharts(storyboard),
        "last": String(max(count - 1, 0)),
        "count": String(count),
        "css": embeddedFontFaces(storyboard, markup: frames) + Templates.text("flipbook/flipbook.css"),
        "js": Templates.text("flipbook/flipbook.js"),
    ])
}

/// Every frame's inline `<svg>`, per variant (`[variant][frame]`), as the flipbook holds them:
/// shapes that repeat are defined once, in the first frame, and placed with `<use>`.
public func renderFlipbookFrames(_ storyboard: Storyboard) -> [[String]] {
    let shapes = SharedShapes(storyboard)
    return storyboard.variants.enumerated().map { position, variant in
        let palette = Palette(variant.scenario.appearance)
        return variant.frames.enumerated().map { index, frame in
            var out = MarkupBuffer(capacity: 4096)
            FrameSVG(frame: frame, variant: variant, palette: palette)
                .write(into: &out, clipID: "l\(position)-\(index)", overlays: Overlay.allCases,
                       shared: (shapes, shapes.frames[position][index], defs: position == 0 && index == 0))
            return out.text
        }
    }
}

/// One frame: every variant's `<svg>` side by side and the info line. Only the first frame is
/// `current` in the file; the script moves the class, print shows them all.
private func figure(_ index: Int, of count: Int, _ storyboard: Storyboard, _ svgs: [[String]]) -> String {
    let hasEvent = storyboard.variants.contains { index < $0.frames.count && !$0.frames[index].events.isEmpty }
    var out = "<figure class=\"frame\(index == 0 ? " current" : "")\(hasEvent ? " has-event" : "")\">\n<div class=\"variants\">\n"
    var caption = "Frame \(index) / \(count - 1)"
    for (position, variant) in storyboard.variants.enumerated() where index < variant.frames.count {
        let frame = variant.frames[index]
        out += "<div class=\"variant\">\n"
        if storyboard.hasVariants { out += "<h2>\(escapeXML(variant.name ?? ""))</h2>\n" }
        out += svgs[position][index] + "\n"
        if storyboard.hasVariants {
            out += "<p class=\"vinfo\">\(details(frame, offsetLabel: "y"))</p>\n"
        } else {
            caption += " · \(details(frame, offsetLabel: "contentOffset"))"
        }
        out += "</div>\n"
    }
    out += "</div>\n<figcaption>\(caption)</figcaption>\n</figure>\n"
    return out
}

/// "contentOffset 120 (clamped from 900) · header.1 pins · pinUnderNavigationBar: active", escaped.
private func details(_ frame: FrameLayout, offsetLabel: String) -> String {
    var offset = "\(offsetLabel) \(formatNumber(frame.contentOffset))"
    if let from = frame.clampedFrom { offset += " (clamped from \(formatNumber(from)))" }
    var parts = [offset]
    parts += frame.events.map { "<span class=\"event\">\(escapeXML($0))</span>" }
    parts += frame.behaviorStates.map { "\(escapeXML($0.name)): \(escapeXML($0.state))" }
    return parts.joined(separator: " · ")
}
