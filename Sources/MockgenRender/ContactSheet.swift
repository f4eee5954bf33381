import MockgenLayout

/// Every frame of every variant in one SVG, scaled down in a grid with captions
/// (`--format svg` writes it as `<scenario>-contact.svg`).
///
/// Frames go left to right, then down; a frame's variants sit side by side in one group, each
/// under its name. Each frame is the same markup as its own file, nested at `scale`.
public func renderContactSheetSVG(_ layoutRun: LayoutRun, scale: Double = 0.3, forPixels: Bool = false) -> String {
    var sheet = ContactSheet(layoutRun, scale: scale, forPixels: forPixels)
    var sources = layoutRun.variants.map { $0.frames.makeIterator() }
    for index in 0..<sheet.count { sheet.addFrames(at: index, whole: sources.indices.map { sources[$0].next() }) }
    return sheet.finish()
}

/// The contact sheet written a frame index at a time, so that `renderSVGFiles` draws each frame's
/// file and its thumbnail together and they share the content laid out for it.
struct ContactSheet {
    private let variants: [VariantLayout]
    let count: Int
    private let named: Bool
    private let scale: Double
    private let thumbWidth: Double, groupWidth: Double, groupsPerRow: Int, rowHeight: Double
    private let margin = 16.0, headerHeight = 40.0, nameHeight: Double, captionHeight = 18.0
    private let variantGap = 8.0, groupGap = 24.0, rowGap = 16.0
    private let ink = Paint(RGBA(r: 0x1c, g: 0x1c, b: 0x1e)), muted = Paint(RGBA(r: 0x6c, g: 0x6c, b: 0x70))
    private var out: MarkupBuffer
    /// Drawn to pixels: each thumbnail leaves out its labels' lines off its screen, as a raster
    /// frame does (`FrameSVG.leavesOutOffScreenLines`); its clip hides them anyway, and a label of
    /// thousands of lines made the sheet cost more than every frame together.
    private let forPixels: Bool

    init(_ layoutRun: LayoutRun, scale: Double, forPixels: Bool = false) {
        self.forPixels = forPixels
        variants = layoutRun.variants
        count = variants.map(\.frames.count).max() ?? 0
        named = layoutRun.hasVariants
        self.scale = scale
        nameHeight = named ? 16.0 : 0

        // Cell size: the largest device of any variant (a patch may change the device).
        thumbWidth = (variants.map(\.viewport.width).max() ?? 0) * scale
        let thumbHeight = (variants.map(\.viewport.height).max() ?? 0) * scale
        groupWidth = Double(variants.count) * thumbWidth + Double(max(variants.count - 1, 0)) * variantGap
        groupsPerRow = max(1, min(count, 6 / max(variants.count, 1)))
        let rows = (count + groupsPerRow - 1) / groupsPerRow
        rowHeight = nameHeight + thumbHeight + captionHeight + rowGap
        let sheetWidth = 2 * margin + Double(groupsPerRow) * groupWidth + Double(groupsPerRow - 1) * groupGap
        let sheetHeight = headerHeight + Double(rows) * rowHeight + margin

        let title = (variants.first?.scenario.title ?? layoutRun.scenarioName)
        out = MarkupBuffer(capacity: 4096)
        out.append("<svg")
        out.attribute("xmlns", SVGStyle.namespace)
        out.attribute("width", sheetWidth)
        out.attribute("height", sheetHeight)
        out.viewBox(width: sheetWidth, height: sheetHeight)
        // The same root font as a frame's own file: nested frames inherit it.
        out.attribute("font-family", SVGStyle.fontFamily)
        out.attribute("font-size", SVGStyle.cellFontSize)
        out.append(">\n<title>")
        out.appendEscaped(title)
        out.append(", ")
        out.appendInteger(count)
        out.append(" frames</title>\n<rect x=\"0\" y=\"0\"")
        out.attribute("width", sheetWidth)
        out.attribute("height", sheetHeight)
        if let paint = Paint(RGBA(r: 0xe5, g: 0xe5, b: 0xea)) { out.append(paint) }
        out.append("/>\n<text")
        out.attribute("x", margin)
        out.attribute("y", 26)
        out.attribute("font-size", SVGStyle.cellFontSize)
        out.attribute("font-weight", SVGStyle.semibold)
        if let ink { out.append(ink) }
        out.append(">")
        // One line across the sheet: what cannot show is not drawn (shortenedCaption).
        out.appendEscaped(drawableText(shortenedCaption(title)))
        out.append("</text>\n")
    }

    /// Every variant's thumbnail of frame `index`, in order; `placements[position]` is that
    /// variant's content cache, if any; `whole[position]` is that variant's frame `index`, read from
    /// its `VariantFrames` (nil past its last frame).
    mutating func addFrames(at index: Int, placements: [ContentPlacements?] = [], whole: [FrameLayout?]) {
        let groupX = margin + Double(index % groupsPerRow) * (groupWidth + groupGap)
        let rowY = headerHeight + Double(index / groupsPerRow) * rowHeight
        for (position, variant) in variants.enumerated() where index < variant.frames.count {
            guard let frame = whole[position] else { continue }
            let x = groupX + Double(position) * (thumbWidth + variantGap)
            let centreX = x + thumbWidth / 2
            if named, let name = variant.name {
                out.append("<text")
                out.attribute("x", centreX)
                out.attribute("y", rowY + 11)
                out.attribute("font-size", SVGStyle.captionFontSize)
                out.attribute("font-weight", SVGStyle.semibold)
                out.attribute("text-anchor", "middle")
                if let ink { out.append(ink) }
                out.append(">")
                out.appendEscaped(name)
                out.append("</text>\n")
            }
            let placement = Rect(
                x: x, y: rowY + nameHeight, width: variant.viewport.width * scale,
                height: variant.viewport.height * scale)
            var thumbnail = FrameSVG(
                frame: frame, variant: variant, placements: position < placements.count ? placements[position] : nil)
            thumbnail.leavesOutOffScreenLines = forPixels
            thumbnail.write(into: &out, clipID: "l\(position)-\(index)", placement: placement)
            out.append("\n<text")
            out.attribute("x", centreX)
            out.attribute("y", placement.maxY + 13)
            out.attribute("font-size", SVGStyle.captionFontSize)
            out.attribute("text-anchor", "middle")
            if let muted { out.append(muted) }
            // "#3 y=120 (from 900)": digits and words, nothing to escape.
            out.append(">#")
            out.appendInteger(index)
            out.append(" y=")
            out.appendNumber(frame.contentOffset)
            if let from = frame.clampedFromAsShown {
                out.append(" (from ")
                out.appendNumber(from)
                out.append(")")
            }
            out.append("</text>\n")
        }
    }

    /// The markup written since the last `take`.
    mutating func take() -> String {
        let text = out.text
        out.removeLast(out.count)
        return text
    }

    static let end = "</svg>\n"

    /// The sheet's last piece: the pictures its frames placed (ColorGlyphSVG.swift), then `end`.
    mutating func ending() -> String {
        var last = MarkupBuffer()
        ColorGlyphSVG.writeDefinitions(out.colorGlyphs, into: &last)
        last.append(unescaped: Self.end)
        return last.text
    }

    mutating func finish() -> String {
        ColorGlyphSVG.writeDefinitions(out.colorGlyphs, into: &out)
        out.append(unescaped: Self.end)
        return out.text
    }
}
