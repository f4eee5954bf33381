import MockgenText

/// Emoji drawn as pictures (Docs/text.md, "Emoji drawn as pictures"): each glyph of a run in the
/// emoji face is the PNG the font stores for it, an `<image>` with a data URI, placed where the
/// shaping that measured the line put it. Renderers then draw emoji alike, in colour: librsvg
/// (every raster format) draws no CBDT glyph right, and Safari and Firefox do not all draw CBDT
/// fonts. Each distinct picture is held once a document, a `<symbol id="emoji-N">` (N the glyph
/// id) that every emoji places with `<use>`: in a frame's own `<defs>` at its end, or, in the
/// flipbook, in one `<svg class="color-glyphs">` of the page that every frame points into.
enum ColorGlyphSVG {
    /// The line's `<text>` (its runs, the emoji left out and the text after each placed where the
    /// shaping put it) and then a `<use>` of each emoji's picture. `x` is the line's start,
    /// `baseline` its baseline, `attributes` what the `<text>` carries besides its position and
    /// paint (size, weight).
    static func writeLine(
        _ line: TextLine, x: Double, baseline: Double, size: Double, weight: FontWeight, paint: Paint,
        fonts: FontSet, into out: inout MarkupBuffer
    ) {
        let hasText = line.runs.contains { $0.family != FontSet.emojiFamily }
        if hasText {
            out.append("<text")
            out.attribute("x", x)
            out.attribute("y", baseline)
            if size != SVGStyle.cellFontSize { out.attribute("font-size", size) }
            if weight != .regular {
                out.append(" font-weight=\"")
                out.appendInteger(weight.cssWeight)
                out.append("\"")
            }
            // The spaces next to an emoji were measured; collapsed, the text after it would move.
            out.append(" xml:space=\"preserve\"")
            out.append(paint)
            out.append(">")
            var afterPicture = false
            for (run, start) in zip(line.runs, line.runStarts) {
                // Control characters are drawn nowhere (SVGContent.swift, `drawableText`): a run
                // of them alone is neither a picture nor text.
                let text = drawableText(run.text)
                if text.isEmpty { continue }
                if run.family == FontSet.emojiFamily {
                    afterPicture = true
                    continue
                }
                out.drawn?.note(text, weight: weight, family: run.family == 0 ? nil : run.family)
                if run.family == 0 && !afterPicture {
                    out.appendEscaped(text)
                    continue
                }
                out.append("<tspan")
                // A run after a picture starts where the shaping put it: the picture is no glyph
                // of the text, so the text would otherwise close up over its place.
                if afterPicture { out.attribute("x", x + start) }
                if run.family != 0 {
                    out.append(" font-family=\"")
                    out.append(SVGStyle.runFamilies[run.family])
                    out.append("\"")
                }
                out.append(">")
                out.appendEscaped(text)
                out.append("</tspan>")
                afterPicture = false
            }
            out.append("</text>\n")
        }
        for (run, start) in zip(line.runs, line.runStarts) where run.family == FontSet.emojiFamily {
            for glyph in fonts.colorGlyphs(run.text, size: size) {
                writeUse(glyph.bitmap, penX: x + start + glyph.x, baseline: baseline, size: size, paint: paint, into: &out)
            }
        }
    }

    /// One picture at its pen position: the box the font's bitmap metrics give it at `size`.
    private static func writeUse(
        _ bitmap: ColorBitmap, penX: Double, baseline: Double, size: Double, paint: Paint, into out: inout MarkupBuffer
    ) {
        out.colorGlyphs[bitmap.glyph] = bitmap
        out.append("<use href=\"#emoji-")
        out.appendInteger(Int(bitmap.glyph))
        out.append("\"")
        out.attribute("x", penX + bitmap.left * size)
        out.attribute("y", baseline - bitmap.top * size)
        out.attribute("width", bitmap.width * size)
        out.attribute("height", bitmap.height * size)
        // Text that fades (a bar's title) fades its emoji with it.
        if let opacity = paint.opacity {
            out.append(" opacity=\"")
            out.append(unescaped: opacity)
            out.append("\"")
        }
        out.append("/>\n")
    }

    /// `<defs>` of the pictures `out` placed, in glyph order; nothing when it placed none.
    static func writeDefinitions(_ bitmaps: [UInt32: ColorBitmap], into out: inout MarkupBuffer) {
        guard !bitmaps.isEmpty else { return }
        out.append("<defs>\n")
        for glyph in bitmaps.keys.sorted() { writeSymbol(bitmaps[glyph]!, into: &out) }
        out.append("</defs>\n")
    }

    /// The page's one `<svg>` of pictures (the flipbook), nil when no frame draws an emoji: draws
    /// nothing itself, like the shared shapes' (SharedShapes.swift).
    static func pageSVG(_ bitmaps: [UInt32: ColorBitmap]) -> String? {
        guard !bitmaps.isEmpty else { return nil }
        var out = MarkupBuffer(capacity: bitmaps.values.reduce(512) { $0 + $1.png.count * 4 / 3 + 200 })
        out.append("<svg")
        out.attribute("xmlns", SVGStyle.namespace)
        // Not displayed, as the shared shapes' `<svg>` (flipbook.css), by its own attribute: the
        // page's style sheet stays the same for pages without emoji.
        out.append(" class=\"color-glyphs\" width=\"0\" height=\"0\" display=\"none\" aria-hidden=\"true\">\n")
        writeDefinitions(bitmaps, into: &out)
        out.append("</svg>")
        return out.text
    }

    /// The picture in the image's own pixels, scaled by each `<use>` to the box it fills
    /// (`preserveAspectRatio="none"`: the box is the bitmap's, scaled alike both ways).
    private static func writeSymbol(_ bitmap: ColorBitmap, into out: inout MarkupBuffer) {
        out.append("<symbol id=\"emoji-")
        out.appendInteger(Int(bitmap.glyph))
        out.append("\"")
        out.viewBox(width: Double(bitmap.pixelWidth), height: Double(bitmap.pixelHeight))
        out.append(" preserveAspectRatio=\"none\"><image")
        out.attribute("width", Double(bitmap.pixelWidth))
        out.attribute("height", Double(bitmap.pixelHeight))
        out.append(" href=\"data:image/png;base64,")
        out.append(unescaped: base64(bitmap.png))
        out.append("\"/></symbol>\n")
    }
}
