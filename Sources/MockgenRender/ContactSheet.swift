import MockgenLayout

/// Every frame of every variant in one SVG, scaled down in a grid with captions
/// (`--format svg` writes it as `<scenario>-contact.svg`).
///
/// Frames go left to right, then down; a frame's variants sit side by side in one group, each
/// under its name. Each frame is the same markup as its own file, nested at `scale`.
public func renderContactSheetSVG(_ storyboard: Storyboard, scale: Double = 0.3) -> String {
    let variants = storyboard.variants
    let count = variants.map(\.frames.count).max() ?? 0
    let named = storyboard.hasVariants

    // Cell size: the largest device of any variant (a patch may change the device).
    let thumbWidth = (variants.map(\.viewport.width).max() ?? 0) * scale
    let thumbHeight = (variants.map(\.viewport.height).max() ?? 0) * scale
    let margin = 16.0, headerHeight = 40.0, nameHeight = named ? 16.0 : 0, captionHeight = 18.0
    let variantGap = 8.0, groupGap = 24.0, rowGap = 16.0
    let groupWidth = Double(variants.count) * thumbWidth + Double(max(variants.count - 1, 0)) * variantGap
    let groupsPerRow = max(1, min(count, 6 / max(variants.count, 1)))
    let rows = (count + groupsPerRow - 1) / groupsPerRow
    let rowHeight = nameHeight + thumbHeight + captionHeight + rowGap
    let sheetWidth = 2 * margin + Double(groupsPerRow) * groupWidth + Double(groupsPerRow - 1) * groupGap
    let sheetHeight = headerHeight + Double(rows) * rowHeight + margin

    let title = (variants.first?.scenario.title ?? storyboard.scenarioName)
    let ink = RGBA(r: 0x1c, g: 0x1c, b: 0x1e), muted = RGBA(r: 0x6c, g: 0x6c, b: 0x70)
    var out = "<svg xmlns=\"\(SVGStyle.namespace)\"" + number("width", sheetWidth) + number("height", sheetHeight)
    out += " viewBox=\"0 0 \(formatNumber(sheetWidth)) \(formatNumber(sheetHeight))\""
    // The same root font as a frame's own file: nested frames inherit it.
    out += " font-family=\"\(SVGStyle.fontFamily)\"" + number("font-size", SVGStyle.cellFontSize) + ">\n"
    out += "<title>\(escapeXML(title)), \(count) frames</title>\n"
    out += "<rect x=\"0\" y=\"0\"" + number("width", sheetWidth) + number("height", sheetHeight)
    out += (paint(RGBA(r: 0xe5, g: 0xe5, b: 0xea)) ?? "") + "/>\n"
    out += "<text" + number("x", margin) + number("y", 26) + number("font-size", SVGStyle.cellFontSize)
    out += " font-weight=\"\(SVGStyle.semibold)\"" + (paint(ink) ?? "") + ">\(escapeXML(title))</text>\n"

    for index in 0..<count {
        let groupX = margin + Double(index % groupsPerRow) * (groupWidth + groupGap)
        let rowY = headerHeight + Double(index / groupsPerRow) * rowHeight
        for (position, variant) in variants.enumerated() where index < variant.frames.count {
            let frame = variant.frames[index]
            let x = groupX + Double(position) * (thumbWidth + variantGap)
            let centreX = x + thumbWidth / 2
            if named, let name = variant.name {
                out += "<text" + number("x", centreX) + number("y", rowY + 11)
                out += number("font-size", SVGStyle.captionFontSize) + " font-weight=\"\(SVGStyle.semibold)\" text-anchor=\"middle\""
                out += (paint(ink) ?? "") + ">\(escapeXML(name))</text>\n"
            }
            let placement = Rect(x: x, y: rowY + nameHeight, width: variant.viewport.width * scale,
                                 height: variant.viewport.height * scale)
            out += FrameSVG(frame: frame, variant: variant).markup(clipID: "l\(position)-\(index)", placement: placement)
            out += "\n"
            var caption = "#\(index) y=\(formatNumber(frame.contentOffset))"
            if let from = frame.clampedFrom { caption += " (from \(formatNumber(from)))" }
            out += "<text" + number("x", centreX) + number("y", placement.maxY + 13)
            out += number("font-size", SVGStyle.captionFontSize) + " text-anchor=\"middle\""
            out += (paint(muted) ?? "") + ">\(escapeXML(caption))</text>\n"
        }
    }
    return out + "</svg>\n"
}
