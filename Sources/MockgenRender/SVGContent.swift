import MockgenLayout
import MockgenText

/// The content of a view as SVG (decisions.md, "Content of a view"): one `<text>` a laid-out line
/// at the baseline mockgen measured, images as placeholder rectangles with their name, boxes and
/// stacks as rectangles when they have a colour. The frame's root `font-family` names the same
/// fonts the layout measured with (Inter, then Noto Sans CJK KR), which the flipbook embeds.
func contentMarkup(_ content: ContentNode, in box: Rect, contentSize: String, appearance: Appearance) -> String {
    let layout = ContentLayout(fonts: .required, contentSize: contentSize)
    let placed = layout.place(content, width: box.width, height: box.height)
    var out = ""
    draw(placed, originX: box.x, originY: box.y, appearance: appearance, into: &out)
    return out
}

private func draw(_ p: PlacedContent, originX: Double, originY: Double, appearance: Appearance, into out: inout String) {
    let f = Rect(x: originX + p.frame.x, y: originY + p.frame.y, width: p.frame.width, height: p.frame.height)
    switch p.node.kind {
    case .label:
        guard let block = p.text, let font = p.font,
              let fill = paint((p.node.color ?? .semantic("label")).resolved(in: appearance)) else { return }
        for line in block.lines where !line.text.isEmpty {
            out += "<text" + number("x", f.x) + number("y", f.y + line.baseline)
            if font.size != SVGStyle.cellFontSize { out += number("font-size", font.size) }
            if font.weight != .regular { out += " font-weight=\"\(font.weight.cssWeight)\"" }
            // SVG collapses runs of spaces and drops leading ones; the layout measured them.
            if line.text.hasPrefix(" ") || line.text.contains("  ") { out += " xml:space=\"preserve\"" }
            out += fill + ">\(escapeXML(line.text))</text>\n"
        }
    case let .image(name, _):
        out += filled(f, p.node.color ?? .semantic("systemGray5"), appearance)
        // The image's name in the middle: a placeholder, the mock has no pixels.
        if f.height >= 14, let fill = paint(ColorSpec.semantic("secondaryLabel").resolved(in: appearance)) {
            out += "<text" + number("x", f.x + f.width / 2) + number("y", f.y + f.height / 2 + SVGStyle.baselineShift * 12)
            out += number("font-size", 12) + " text-anchor=\"middle\"" + fill + ">\(escapeXML(name))</text>\n"
        }
    case .box, .stack:
        if let color = p.node.color { out += filled(f, color, appearance) }
    }
    for child in p.children { draw(child, originX: f.x, originY: f.y, appearance: appearance, into: &out) }
}

private func filled(_ r: Rect, _ color: ColorSpec, _ appearance: Appearance) -> String {
    guard r.width > 0, r.height > 0, let fill = paint(color.resolved(in: appearance)) else { return "" }
    return "<rect" + number("x", r.x) + number("y", r.y) + number("width", r.width) + number("height", r.height) + fill + "/>\n"
}
