import MockgenLayout
import MockgenTemplates

/// The flipbook (contracts.md section 2): one self-contained polyglot XHTML5 file with every frame
/// inline as `<svg data-frame data-offset [data-variant]>`, a slider, previous / next, play / pause,
/// the arrow keys and Home / End, `#frame=N` kept in step, and a print contact sheet.
///
/// Skeleton, CSS and script are templates (Templates/flipbook/); this function only fills in the
/// frames and the escaped scenario text.
public func renderFlipbook(_ storyboard: Storyboard) -> String {
    let count = storyboard.variants.map(\.frames.count).max() ?? 0
    let base = storyboard.variants.first?.scenario
    let title = base?.title ?? storyboard.scenarioName
    var subtitle = ""
    if let description = base?.description, !description.isEmpty {
        subtitle = "<p>\(escapeXML(description))</p>\n"
    }
    var frames = ""
    for index in 0..<count { frames += figure(index, of: count, storyboard) }
    return fillTemplate(Templates.text("flipbook/flipbook.xhtml"), [
        "title": escapeXML(title),
        "subtitle": subtitle,
        "variants": String(max(storyboard.variants.count, 1)),
        "frames": frames,
        "last": String(max(count - 1, 0)),
        "count": String(count),
        "css": embeddedFontFaces(storyboard, markup: frames) + Templates.text("flipbook/flipbook.css"),
        "js": Templates.text("flipbook/flipbook.js"),
    ])
}

/// One frame: every variant's `<svg>` side by side and the info line. Only the first frame is
/// `current` in the file; the script moves the class, print shows them all.
private func figure(_ index: Int, of count: Int, _ storyboard: Storyboard) -> String {
    var out = "<figure class=\"frame\(index == 0 ? " current" : "")\">\n<div class=\"variants\">\n"
    var caption = "Frame \(index) / \(count - 1)"
    for (position, variant) in storyboard.variants.enumerated() where index < variant.frames.count {
        let frame = variant.frames[index]
        out += "<div class=\"variant\">\n"
        if storyboard.hasVariants { out += "<h2>\(escapeXML(variant.name ?? ""))</h2>\n" }
        out += FrameSVG(frame: frame, variant: variant).markup(clipID: "l\(position)-\(index)") + "\n"
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
