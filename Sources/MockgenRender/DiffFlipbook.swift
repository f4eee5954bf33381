import MockgenLayout

/// What makes a flipbook the page of `mockgen diff` (Docs/command-line.md, "mockgen diff"): the two
/// sides are the layout run's two variants, laid out at the same stops; this adds the title, the
/// summary on top, and (through `renderFlipbook`) charts that draw both sides.
public struct FlipbookComparison: Sendable, Equatable {
    /// `mockgen diff: old.json → new.json`.
    public var title: String
    /// One line each, in words and numbers (`header.1 pins at 91 → 140 (down)`); plain text.
    public var summary: [String]
    /// True when the layouts agree at every frame.
    public var same: Bool

    public init(title: String, summary: [String], same: Bool) {
        self.title = title
        self.summary = summary
        self.same = same
    }
}

/// The summary block under the title: escaped text, one list item a line.
func writeDifferenceSummary(_ comparison: FlipbookComparison, into out: inout MarkupBuffer) {
    out.append("<section id=\"diff-summary\" class=\"diff-summary\" aria-label=\"Differences\" data-same=\"")
    out.append(comparison.same ? "true" : "false")
    out.append("\">\n<ul>\n")
    for line in comparison.summary {
        out.append("<li>")
        out.appendEscaped(line)
        out.append("</li>\n")
    }
    out.append(
        "</ul>\n<p class=\"diff-key\">Outlined in both frames: every element whose frame, pinned state or visibility differs at that frame.</p>\n</section>\n"
    )
}

/// The elements named by `ids` outlined and labelled with their ids, where `frame` shows them,
/// added to the frame just drawn into `out` (a whole `<svg>`): the group goes last in the frame
/// (svg-frame.rng, `diffOutlines`), over the screen and every overlay, and is always shown.
func appendDifferenceOutlines(_ ids: [String], in frame: FrameLayout, screen: Device, into out: inout MarkupBuffer) {
    var outlines = MarkupBuffer(capacity: 256 * ids.count)
    writeOutlines(ids, in: frame, screen: screen, into: &outlines)
    guard !outlines.isEmpty else { return }
    let close: StaticString = "</svg>"
    out.removeLast(close.utf8CodeUnitCount)
    out.append(outlines)
    out.append(close)
}

/// One frame of a `mockgen diff` picture (`--format png`, `gif`, `mp4`): the standalone SVG frame
/// with the elements named by `outlined` outlined over it, as the diff's flipbook draws them.
public func renderSVGFrame(
    _ frame: FrameLayout, variant: VariantLayout, overlays: [Overlay], outlined: [String], forPixels: Bool = false
) -> String {
    var out = MarkupBuffer(capacity: 4096)
    var svg = FrameSVG(frame: frame, variant: variant)
    svg.leavesOutOffScreenLines = forPixels
    out.append(unescaped: svg.markup(clipID: "list", overlays: overlays))
    if !outlined.isEmpty { appendDifferenceOutlines(outlined, in: frame, screen: variant.scenario.device, into: &out) }
    out.append("\n")
    return out.text
}

/// Magenta, apart from every overlay's colour; its lighter tint for the labels on the black chip.
let differenceColor = RGBA(r: 0xd5, g: 0x00, b: 0xf9)
let differenceLabelColor = RGBA(r: 0xea, g: 0x80, b: 0xfc)

private func writeOutlines(_ ids: [String], in frame: FrameLayout, screen: Device, into out: inout MarkupBuffer) {
    var body = MarkupBuffer(capacity: 256)
    for id in ids {
        guard let element = frame.elements.first(where: { $0.id == id }) else { continue }
        // The part on screen: an element half scrolled off is outlined where it can be seen.
        let left = max(element.frame.x, 0)
        let right = min(element.frame.maxX, screen.width)
        let top = max(element.frame.y, 0)
        let bottom = min(element.frame.maxY, screen.height)
        guard right - left > 3, bottom - top > 3 else { continue }
        body.openRect(Rect(x: left + 1, y: top + 1, width: right - left - 2, height: bottom - top - 2))
        body.append(" fill=\"none\" stroke=\"")
        body.appendHex(differenceColor)
        body.append("\" stroke-width=\"2\"/>\n")
        // The id on a chip in the outline's top-left corner, 10 pt monospaced like the overlays' labels.
        let fontSize = 10.0
        let padding = 1.5
        let chipWidth = (Double(id.unicodeScalars.count) * fontSize * SVGStyle.captionAdvance).rounded(.up) + 6
        let chipHeight = fontSize + 2 + 2 * padding
        body.append("<rect")
        body.attribute("x", left + 2)
        body.attribute("y", top + 2)
        body.attribute("width", chipWidth)
        body.attribute("height", chipHeight)
        body.attribute("rx", 3)
        body.append(" fill=\"#000000\"/>\n<text")
        body.attribute("x", left + 5)
        body.attribute("y", top + 2 + padding + 0.5 * (fontSize + 2) + SVGStyle.baselineShift * fontSize)
        body.attribute("font-family", SVGStyle.captionFontFamily)
        body.attribute("font-size", fontSize)
        body.append(" fill=\"")
        body.appendHex(differenceLabelColor)
        body.append("\">")
        body.appendEscaped(id)
        body.append("</text>\n")
    }
    guard !body.text.isEmpty else { return }
    out.append("<g class=\"diff-outlines\">\n")
    out.append(body)
    out.append("</g>\n")
}
