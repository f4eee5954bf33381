/// `svg` with the baseline (`y`) of every `<text>` moved to the nearest whole device pixel at
/// `scale` pixels per point, as Chromium draws it: Skia snaps the baseline of axis-aligned text
/// to a whole pixel (SkFont's baseline snap, on by default), while librsvg draws it where the
/// layout says. A frame places text at fractional baselines (`weather`'s rows sit at y = 54.904
/// ...); unsnapped, the rows drawn by librsvg sat about 0.2 px above Chromium's, and 1.58 % of
/// `weather`'s pixels differed, over the browser suite's 1 % (Docs/testing.md#pixel-agreement). Horizontal positions stay:
/// Chromium keeps glyphs at fractional x too.
///
/// Frame SVGs draw in absolute coordinates (no `transform` on any group, and each frame lands at a
/// whole pixel of the picture), so the device row of a baseline is `y × scale` plus a whole number.
func snappingTextBaselines(_ svg: String, scale: Double) -> String {
    let open = "<text "
    let attribute = " y=\""
    guard svg.contains(open) else { return svg }
    var result = ""
    result.reserveCapacity(svg.utf8.count)
    var rest = svg[...]
    while let tag = rest.firstRange(of: open) {
        result += rest[..<tag.upperBound]
        rest = rest[tag.upperBound...]
        guard let end = rest.firstIndex(of: ">"), let y = rest[..<end].firstRange(of: attribute),
            let close = rest[y.upperBound..<end].firstIndex(of: "\""),
            let value = Double(rest[y.upperBound..<close])
        else { continue }
        result += rest[..<y.upperBound]
        result += formatted((value * scale).rounded() / scale)
        rest = rest[close...]
    }
    result += rest
    return result
}

/// A plain decimal: no exponent, no trailing ".0" (the SVG number grammar takes either, this keeps
/// the text short).
private func formatted(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}
