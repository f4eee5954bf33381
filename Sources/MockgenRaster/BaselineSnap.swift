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
    // Read as UTF-8 bytes: every mark searched for is ASCII, which no multi-byte character holds,
    // and this runs on every frame of every picture drawn.
    var svg = svg
    return svg.withUTF8 { bytes in
        guard let first = find(openText, in: bytes, from: 0) else { return String(decoding: bytes, as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 64)
        var copied = 0
        var tag: Int? = first
        while let start = tag {
            let attributes = start + openText.count
            guard let end = find(UInt8(ascii: ">"), in: bytes, from: attributes),
                let y = find(yAttribute, in: bytes, from: attributes, before: end),
                let close = find(UInt8(ascii: "\""), in: bytes, from: y + yAttribute.count, before: end),
                let value = Double(String(decoding: bytes[(y + yAttribute.count)..<close], as: UTF8.self))
            else {
                tag = find(openText, in: bytes, from: attributes)
                continue
            }
            result.append(contentsOf: bytes[copied..<(y + yAttribute.count)])
            result.append(contentsOf: formatted((value * scale).rounded() / scale).utf8)
            copied = close
            tag = find(openText, in: bytes, from: close)
        }
        result.append(contentsOf: bytes[copied...])
        return String(decoding: result, as: UTF8.self)
    }
}

private let openText = Array("<text ".utf8)
private let yAttribute = Array(" y=\"".utf8)

/// The first index at or after `from` (and before `before`) where `needle` starts in `bytes`.
private func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int, before: Int? = nil) -> Int? {
    let limit = (before ?? bytes.count) - needle.count
    guard from <= limit else { return nil }
    var k = from
    while k <= limit {
        if bytes[k] == needle[0] {
            var m = 1
            while m < needle.count, bytes[k + m] == needle[m] { m += 1 }
            if m == needle.count { return k }
        }
        k += 1
    }
    return nil
}

private func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int, before: Int? = nil) -> Int? {
    var k = from
    let limit = before ?? bytes.count
    while k < limit {
        if bytes[k] == byte { return k }
        k += 1
    }
    return nil
}

/// A plain decimal: no exponent, no trailing ".0" (the SVG number grammar takes either, this keeps
/// the text short).
private func formatted(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}
