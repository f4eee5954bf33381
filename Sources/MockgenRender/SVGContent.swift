import MockgenLayout
import MockgenText

/// The content of a view as SVG (Docs/decisions.md, "Content of a view"): one `<text>` a laid-out line
/// at the baseline mockgen measured (over its frame filled with its backgroundColor, when it has
/// one), images as placeholder rectangles with their name, boxes and stacks as rectangles (rounded
/// by their cornerRadius) when they have a colour. The frame's root `font-family` names the same
/// fonts the layout measured with (Inter, then Noto Sans CJK KR), which the flipbook embeds.
/// With `placements`, content placed for this frame or the frame before is not laid out again.
/// With `visible` (the screen's top to bottom, in the coordinates `box` is in), a label's lines
/// that lie off it are not drawn (`isOffScreen`).
func writeContentNode(
    _ content: ContentNode, in box: Rect, fonts: FontSet, contentSize: String, scale: Double,
    appearance: Appearance, placements: (cache: ContentPlacements, frame: Int)? = nil,
    visible: ClosedRange<Double>? = nil, into out: inout MarkupBuffer
) {
    let placed: PlacedContent
    if let placements {
        placed = placements.cache.placed(content, width: box.width, height: box.height, frame: placements.frame)
    } else {
        placed = ContentLayout(fonts: fonts, contentSize: contentSize, scale: scale)
            .place(content, width: box.width, height: box.height)
    }
    write(placed, originX: box.x, originY: box.y, appearance: appearance, fonts: fonts, visible: visible, into: &out)
}

/// Whether a line of text at `baseline` in a `size` pt face draws nothing within `visible`: its
/// glyphs lie within an em or so of the baseline, and 3 em either side leaves room for marks
/// stacked above or below. Lines off the screen are not handed to librsvg, which lays out every
/// line it is given: a 99,000-character label of 2,476 lines took 13 s a frame to draw though 40
/// lines showed (Docs/text.md, "Drawing").
func isOffScreen(baseline: Double, size: Double, visible: ClosedRange<Double>) -> Bool {
    baseline + 3 * size < visible.lowerBound || baseline - 3 * size > visible.upperBound
}

/// Content laid out for the frames drawn last, so that a row scrolling through many frames is laid
/// out once rather than once a frame (Docs/performance.md#text-heavy-frames: shaping its text was most of a chat's frame).
/// Kept for two frames, the one being drawn and the one before: consecutive frames of a walk
/// share most of their rows, and what the cache holds is bounded by what two screens show, never
/// by the length of the list. One cache serves one variant (one content size and screen scale).
/// Output is unchanged: a hit is the same `PlacedContent` that laying out again would give.
final class ContentPlacements {
    private struct Key: Hashable {
        var content: ContentNode
        var width: Double
        var height: Double
    }
    private let layout: ContentLayout
    private var frame: Int?
    private var current: [Key: PlacedContent] = [:]
    private var previous: [Key: PlacedContent] = [:]

    init(_ scenario: Scenario, fonts: FontSet) {
        layout = ContentLayout(fonts: fonts, contentSize: scenario.contentSize, scale: scenario.device.scale)
    }

    func placed(_ content: ContentNode, width: Double, height: Double, frame index: Int) -> PlacedContent {
        if frame != index {
            // A new frame: what the frame before last used is dropped.
            previous = current
            current = [:]
            frame = index
        }
        let key = Key(content: content, width: width, height: height)
        if let hit = current[key] { return hit }
        let placed = previous[key] ?? layout.place(content, width: width, height: height)
        current[key] = placed
        return placed
    }
}

private func write(
    _ p: PlacedContent, originX: Double, originY: Double, appearance: Appearance, fonts: FontSet,
    visible: ClosedRange<Double>?, into out: inout MarkupBuffer
) {
    let f = Rect(x: originX + p.frame.x, y: originY + p.frame.y, width: p.frame.width, height: p.frame.height)
    switch p.node.kind {
    case .label:
        // The label's backgroundColor fills its frame behind the text, rounded as a layer with
        // masksToBounds clips it (Docs/scenario-format.md#label-backgrounds).
        if let background = p.node.backgroundColor {
            writeFilled(f, background, appearance, cornerRadius: p.node.cornerRadius, into: &out)
        }
        guard let block = p.text, let font = p.font,
            let fill = Paint((p.node.color ?? .semantic("label")).resolved(in: appearance))
        else { return }
        for line in block.lines where !line.text.isEmpty {
            if let visible, isOffScreen(baseline: f.y + line.baseline, size: font.size, visible: visible) { continue }
            if line.runs.contains(where: { $0.family == FontSet.emojiFamily }) {
                ColorGlyphSVG.writeLine(
                    line, x: f.x, baseline: f.y + line.baseline, size: font.size, weight: font.weight, paint: fill,
                    fonts: fonts, into: &out)
                continue
            }
            out.append("<text")
            out.attribute("x", f.x)
            out.attribute("y", f.y + line.baseline)
            if font.size != SVGStyle.cellFontSize { out.attribute("font-size", font.size) }
            if font.weight != .regular {
                out.append(" font-weight=\"")
                out.appendInteger(font.weight.cssWeight)
                out.append("\"")
            }
            // SVG collapses runs of spaces and drops leading ones; the layout measured them.
            if mayNeedPreservedSpace(line.text), line.text.hasPrefix(" ") || line.text.contains("  ") {
                out.append(" xml:space=\"preserve\"")
            }
            out.append(fill)
            out.append(">")
            writeRuns(line.runs, weight: font.weight, into: &out)
            out.append("</text>\n")
        }
    case .image(let name, _):
        // With a content mode the picture has its own place, drawn clipped to the image's frame
        // (a nested viewport clips, and its origin is the frame's).
        let picture = p.node.imageFit.map { $0.picture(in: f) } ?? f
        let clipped = picture != f
        var g = picture
        if clipped {
            out.openViewport(f)
            g.x -= f.x
            g.y -= f.y
        }
        defer { if clipped { out.append("</svg>\n") } }
        writeFilled(g, p.node.color ?? .semantic("systemGray5"), appearance, cornerRadius: p.node.cornerRadius, into: &out)
        // The image's name in the middle: a placeholder, the mock has no pixels.
        if g.height >= 14, let fill = Paint(ColorSpec.semantic("secondaryLabel").resolved(in: appearance)) {
            let y = g.y + g.height / 2 + SVGStyle.baselineShift * 12
            if name.mayDrawEmoji, let line = fonts.line(name, font: FontSpec(size: 12)) {
                ColorGlyphSVG.writeLine(
                    line, x: g.x + g.width / 2 - line.width / 2, baseline: y, size: 12, weight: .regular, paint: fill,
                    fonts: fonts, into: &out)
                break
            }
            out.append("<text")
            out.attribute("x", g.x + g.width / 2)
            out.attribute("y", y)
            out.attribute("font-size", 12)
            out.append(" text-anchor=\"middle\"")
            out.append(fill)
            out.append(">")
            out.appendFaceRuns(name, fonts: fonts, weight: .regular)
            out.append("</text>\n")
        }
    case .box, .stack:
        if let color = p.node.color { writeFilled(f, color, appearance, cornerRadius: p.node.cornerRadius, into: &out) }
    }
    writeChildren()
    func writeChildren() {
        for child in p.children {
            write(child, originX: f.x, originY: f.y, appearance: appearance, fonts: fonts, visible: visible, into: &out)
        }
    }
}

/// A line's runs, each in the face the layout measured it with (Docs/decisions.md#text: the frames
/// draw the glyphs that were measured). Left alone, each renderer picks faces from the root's
/// `font-family` per character by its own rules: Chromium keeps a space or a digit between two
/// Hangul syllables in Noto Sans CJK KR, Pango in Inter, and the line drifts apart from the
/// widths the layout chose. Runs in the first family stay bare text (Inter has every glyph it is
/// asked for there); the others name their family alone, so no renderer falls back further.
/// `weight` is the `<text>`'s, for the fonts the flipbook embeds (`MarkupBuffer.drawn`).
private func writeRuns(_ runs: [TextRun], weight: FontWeight, into out: inout MarkupBuffer) {
    for run in runs {
        let text = drawableText(run.text)
        if text.isEmpty { continue }
        out.drawn?.note(text, weight: weight, family: run.family == 0 ? nil : run.family)
        guard run.family != 0 else {
            out.appendEscaped(text)
            continue
        }
        out.append("<tspan font-family=\"")
        out.append(SVGStyle.runFamilies[run.family])
        out.append("\">")
        out.appendEscaped(text)
        out.append("</tspan>")
    }
}

extension MarkupBuffer {
    /// Text laid out by no `TextLayout` (titles, names), cut into runs by the faces the layout
    /// would measure it with, as `writeRuns` writes a content line; bare without fonts (a screen
    /// with no content loads none). `weight` is the `<text>`'s.
    mutating func appendFaceRuns(_ text: String, fonts: FontSet?, weight: FontWeight) {
        guard let fonts else {
            let text = drawableText(text)
            drawn?.note(text, weight: weight, family: nil)
            return appendEscaped(text)
        }
        writeRuns(fonts.runs(of: text), weight: weight, into: &self)
    }
}

/// `text` without the control characters no font draws (C0, DEL and C1: a NUL, ESC or BEL from
/// a scenario), dropped from every text drawn the same way (Docs/text.md, "Drawing"). Drawn as
/// U+FFFD before, and a NUL picked the emoji face, embedded with an empty cmap that Chromium refused.
func drawableText(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) {
        out.append(scalar)
    }
    return String(out)
}

/// False when the text surely has no leading space and no run of two: no such bytes. (A space's
/// byte alone cannot tell, since a combining mark after it makes another character; `hasPrefix`
/// and `contains` decide then, on characters.)
private func mayNeedPreservedSpace(_ text: String) -> Bool {
    var previous: UInt8 = UInt8(ascii: " ")
    for byte in text.utf8 {
        if byte == UInt8(ascii: " ") && previous == UInt8(ascii: " ") { return true }
        previous = byte
    }
    return false
}

/// A filled rectangle; `cornerRadius` as CALayer draws it, never more than half the shorter side.
private func writeFilled(
    _ r: Rect, _ color: ColorSpec, _ appearance: Appearance, cornerRadius: Double? = nil,
    into out: inout MarkupBuffer
) {
    guard r.width > 0, r.height > 0, let fill = Paint(color.resolved(in: appearance)) else { return }
    out.openRect(r)
    if let radius = cornerRadius.map({ min($0, r.width / 2, r.height / 2) }), radius > 0 { out.attribute("rx", radius) }
    out.append(fill)
    out.append("/>\n")
}
