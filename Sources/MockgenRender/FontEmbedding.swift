import MockgenLayout
import MockgenText

/// `@font-face` rules that carry the fonts the frames' text is drawn with, each cut down to the
/// characters used (HarfBuzz's subsetter) and inlined as a data: URL, so Chromium draws the
/// glyphs mockgen measured instead of whatever the reviewer's machine has (Docs/decisions.md, Text).
/// Empty when no view has content (nothing was measured, and the layout carries no fonts).
func embeddedFontFaces(_ storyboard: Storyboard, frames: [[String]]) -> String {
    guard let fonts = storyboard.variants.lazy.compactMap(\.fonts).first else { return "" }
    // Every character drawn, by weight; each is then looked up in the fonts once (the same titles
    // are drawn in frame after frame).
    var drawn: [FontWeight: Set<UInt32>] = [:]
    for (text, weight) in svgTexts(frames) {
        for scalar in text.unicodeScalars { drawn[weight, default: []].insert(scalar.value) }
    }
    var used: [FaceKey: Set<UInt32>] = [:]
    for (weight, scalars) in drawn {
        for scalar in scalars {
            let family = fonts.faceIndex(for: scalar)
            // The emoji face has one file for every weight: embedded once.
            used[FaceKey(family: family, weight: family == FontSet.emojiFamily ? .regular : weight), default: []].insert(scalar)
        }
    }
    // The characters of an emoji sequence other than its first (ZWJ, VS16, skin tones, the second
    // flag letter) go with the emoji face too, so its ligatures survive the subsetting.
    if let emoji = used[FaceKey(family: FontSet.emojiFamily, weight: .regular)] {
        let joiners = drawn.values.reduce(into: Set<UInt32>()) { $0.formUnion($1) }.filter { isEmojiSequencePart($0) }
        used[FaceKey(family: FontSet.emojiFamily, weight: .regular)] = emoji.union(joiners)
    }
    // The flipbook's own controls use Inter too: printable ASCII keeps them in the same face.
    for weight in Set(used.keys.map(\.weight)) { used[FaceKey(family: 0, weight: weight), default: []].formUnion(0x20...0x7E) }
    var css = ""
    for key in used.keys.sorted(by: { ($0.family, $0.weight.cssWeight) < ($1.family, $1.weight.cssWeight) }) {
        let face = fonts.face(key.family, key.weight)
        let scalars = used[key]!.sorted().compactMap(Unicode.Scalar.init)
        guard let bytes = face.subset(scalars) else { continue }
        // The emoji face serves every weight: a range, so Chromium neither picks another face
        // nor synthesises bold for its bitmaps.
        let weight = key.family == FontSet.emojiFamily ? "100 900" : "\(key.weight.cssWeight)"
        let (mime, format) = bytes.starts(with: Array("OTTO".utf8)) ? ("otf", "opentype") : ("ttf", "truetype")
        css += "@font-face { font-family: \"\(FontSet.families[key.family].family)\"; font-weight: \(weight); "
        css += "src: url(data:font/\(mime);base64,\(base64(bytes))) format(\"\(format)\"); }\n"
    }
    return css
}

private struct FaceKey: Hashable { var family: Int; var weight: FontWeight }

/// Characters that only join or modify an emoji: ZWJ, variation selector 16, the combining keycap,
/// skin-tone modifiers, regional indicators and tag characters (UTS #51, "Emoji sequences").
private func isEmojiSequencePart(_ c: UInt32) -> Bool {
    switch c {
    case 0x200D, 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF, 0xE0020...0xE007F: return true
    default: return false
    }
}

/// Text and weight of every `<text>` of the frames drawn in their default family (the caption
/// pill names its own monospaced family and is left out). Read as UTF-8 bytes: the markup is ASCII
/// except in text, which `escapeXML` keeps free of `<` and `>`. (Searching the `String` went by
/// characters and cost more than all the drawing on a page with text.)
private func svgTexts(_ frames: [[String]]) -> [(String, FontWeight)] {
    let open = Array("<text".utf8), tagEnd = Array(">".utf8), close = Array("</text>".utf8)
    let ownFamily = Array("font-family".utf8)
    let weights = FontWeight.allCases.map { (weight: $0, attribute: Array("font-weight=\"\($0.cssWeight)\"".utf8)) }
    var result: [(String, FontWeight)] = []
    for var svg in frames.joined() {
        svg.withUTF8 { bytes in
            var position = 0
            while let start = bytes.firstRange(of: open, in: position..<bytes.count),
                  let end = bytes.firstRange(of: tagEnd, in: start.upperBound..<bytes.count),
                  let stop = bytes.firstRange(of: close, in: end.lowerBound..<bytes.count) {
                let attributes = start.upperBound..<end.lowerBound
                if bytes.firstRange(of: ownFamily, in: attributes) == nil {
                    let weight = weights.first { bytes.firstRange(of: $0.attribute, in: attributes) != nil }?.weight ?? .regular
                    let text = String(decoding: bytes[end.upperBound..<stop.lowerBound], as: UTF8.self)
                    result.append((unescapeXML(text), weight))
                }
                position = stop.upperBound
            }
        }
    }
    return result
}

private extension UnsafeBufferPointer<UInt8> {
    /// Where `needle` first occurs within `range`.
    func firstRange(of needle: [UInt8], in range: Range<Int>) -> Range<Int>? {
        guard let first = needle.first, range.count >= needle.count else { return nil }
        for k in range.lowerBound...(range.upperBound - needle.count)
        where self[k] == first && self[k..<k + needle.count].elementsEqual(needle) {
            return k..<k + needle.count
        }
        return nil
    }
}

/// The entities `escapeXML` writes, undone.
private func unescapeXML(_ s: String) -> String {
    guard s.contains("&") else { return s }
    return s.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"")
        .replacing("&#39;", with: "'").replacing("&amp;", with: "&")
}
