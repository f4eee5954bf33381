import MockgenLayout
import MockgenText

/// `@font-face` rules that carry the fonts the frames' text is drawn with, each cut down to the
/// characters used (HarfBuzz's subsetter) and inlined as a data: URL, so Chromium draws the
/// glyphs mockgen measured instead of whatever the reviewer's machine has (Docs/decisions.md, Text).
/// Each variant's frames take its own set (Inter on an iPhone, Roboto on an Android device); a
/// family both sets hold (Noto) gets one rule a weight, since a later rule of the same family and
/// weight would hide the earlier one. Empty when no view has content (nothing was measured, and
/// the layout carries no fonts). `text` is what the frames draw (`DrawnText`, below).
func embeddedFontFaces(_ layoutRun: LayoutRun, text: DrawnText) -> String {
    var used: [FaceKey: (face: FontFace, scalars: Set<UInt32>)] = [:]
    for (fonts, drawn) in text.sets {
        for (key, scalars) in usedFaces(fonts, drawn: drawn) {
            let named = FaceKey(family: key.family, name: fonts.pinned[key.family].family, weight: key.weight)
            used[named, default: (fonts.face(key.family, key.weight), [])].scalars.formUnion(scalars)
        }
    }
    var css = ""
    for key in used.keys.sorted(by: { ($0.family, $0.name, $0.weight.cssWeight) < ($1.family, $1.name, $1.weight.cssWeight) }) {
        let (face, chosen) = used[key]!
        let scalars = chosen.sorted().compactMap(Unicode.Scalar.init)
        guard let bytes = face.subset(scalars) else { continue }
        // The emoji face serves every weight: a range, so Chromium neither picks another face
        // nor synthesises bold for its bitmaps.
        let weight = key.family == FontSet.emojiFamily ? "100 900" : "\(key.weight.cssWeight)"
        let (mime, format) = bytes.starts(with: Array("OTTO".utf8)) ? ("otf", "opentype") : ("ttf", "truetype")
        css += "@font-face { font-family: \"\(key.name)\"; font-weight: \(weight); "
        css += "src: url(data:font/\(mime);base64,\(base64(bytes))) format(\"\(format)\"); }\n"
    }
    return css
}

/// The characters each face of `fonts` draws, by family index and weight.
private func usedFaces(_ fonts: FontSet, drawn text: DrawnText.Characters) -> [SetFaceKey: Set<UInt32>] {
    let drawn = text.drawn
    // Text in the root's chain (content runs of the first face, titles, bars) takes the first
    // family that has each character, as the browser's fallback does; a run that names its face
    // goes to that face whole.
    var used = text.pinned
    for (weight, scalars) in drawn {
        for scalar in scalars {
            let family = fonts.faceIndex(for: scalar)
            used[SetFaceKey(family: family, weight: family == FontSet.emojiFamily ? .regular : weight), default: []].insert(
                scalar)
        }
    }
    // The characters of an emoji sequence other than its first (ZWJ, VS16, skin tones, the second
    // flag letter) go with the emoji face too, so its ligatures survive the subsetting.
    if let emoji = used[SetFaceKey(family: FontSet.emojiFamily, weight: .regular)] {
        let joiners = drawn.values.reduce(into: Set<UInt32>()) { $0.formUnion($1) }.filter { isEmojiSequencePart($0) }
        used[SetFaceKey(family: FontSet.emojiFamily, weight: .regular)] = emoji.union(joiners)
    }
    // The flipbook's own controls use the first family too: printable ASCII keeps them in one face.
    for weight in Set(used.keys.map(\.weight)) { used[SetFaceKey(family: 0, weight: weight), default: []].formUnion(0x20...0x7E) }
    return used
}

/// Every character the frames draw, by font set, weight and named family, gathered a frame at a
/// time so that a page written as it is drawn need not keep its frames (each is looked up in the
/// fonts once, at the end: the same titles are drawn in frame after frame).
struct DrawnText {
    struct Characters {
        fileprivate var drawn: [FontWeight: Set<UInt32>] = [:]
        fileprivate var pinned: [SetFaceKey: Set<UInt32>] = [:]
    }
    /// One entry a font set, in the order the variants first use them.
    fileprivate var sets: [(fonts: FontSet, characters: Characters)] = []
    /// Each variant's entry in `sets`, by position; nil for a variant drawn without fonts. Found
    /// once here, so adding a frame's text costs no look-up of its set.
    private var setOfVariant: [Int?] = []

    /// The fonts of every variant: its own, or, for a variant without content (which carries
    /// none), a loaded set of its platform, whose faces draw its titles and bars.
    init(_ layoutRun: LayoutRun) {
        let loaded = layoutRun.variants.compactMap(\.fonts)
        for variant in layoutRun.variants {
            let family = variant.scenario.device.isAndroid ? "Roboto" : "Inter"
            guard let fonts = variant.fonts ?? loaded.first(where: { $0.pinned[0].family == family }) ?? loaded.first else {
                setOfVariant.append(nil)
                continue
            }
            if let k = sets.firstIndex(where: { $0.fonts == fonts }) {
                setOfVariant.append(k)
            } else {
                sets.append((fonts, Characters()))
                setOfVariant.append(sets.count - 1)
            }
        }
    }

    /// The characters of a frame of variant `position`.
    mutating func add(_ svg: String, variant position: Int) {
        guard let k = setOfVariant[position] else { return }
        add(svg, set: k)
    }

    /// The characters of shapes any variant may place: every set draws them.
    mutating func addToEverySet(_ svg: String) {
        for k in sets.indices { add(svg, set: k) }
    }

    private mutating func add(_ svg: String, set k: Int) {
        for (text, weight, family) in svgTexts(svg) {
            if let family {
                // The emoji face has one file for every weight: embedded once.
                let key = SetFaceKey(family: family, weight: family == FontSet.emojiFamily ? .regular : weight)
                for scalar in text.unicodeScalars { sets[k].characters.pinned[key, default: []].insert(scalar.value) }
            } else {
                for scalar in text.unicodeScalars { sets[k].characters.drawn[weight, default: []].insert(scalar.value) }
            }
        }
    }
}

/// A face of one set, and a face by the family name the CSS gives it (the same in both sets for Noto).
private struct SetFaceKey: Hashable {
    var family: Int
    var weight: FontWeight
}

private struct FaceKey: Hashable {
    var family: Int
    var name: String
    var weight: FontWeight
}

/// Characters that only join or modify an emoji: ZWJ, variation selector 16, the combining keycap,
/// skin-tone modifiers, regional indicators and tag characters (UTS #51, "Emoji sequences").
private func isEmojiSequencePart(_ c: UInt32) -> Bool {
    switch c {
    case 0x200D, 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF, 0xE0020...0xE007F: return true
    default: return false
    }
}

/// Text, weight and pinned family of every `<text>` of the frames drawn in their default family
/// (the caption pill names its own monospaced family and is left out): its bare text with no
/// family (the root's chain), each `<tspan font-family>` run with the index of the family it
/// names (`SVGStyle.runFamilies`). Read as UTF-8 bytes: the markup is ASCII except in text, which
/// `escapeXML` keeps free of `<` and `>`. (Searching the `String` went by characters and cost more
/// than all the drawing on a page with text.)
private func svgTexts(_ svg: String) -> [(String, FontWeight, Int?)] {
    let open = Array("<text".utf8)
    let tagEnd = Array(">".utf8)
    let close = Array("</text>".utf8)
    let runOpen = Array("<tspan font-family=\"".utf8)
    let quote = Array("\"".utf8)
    let runClose = Array("</tspan>".utf8)
    let ownFamily = Array("font-family".utf8)
    let weights = FontWeight.allCases.map { (weight: $0, attribute: Array("font-weight=\"\($0.cssWeight)\"".utf8)) }
    let families = SVGStyle.runFamilies.map { $0.withUTF8Buffer { Array($0) } }
    var result: [(String, FontWeight, Int?)] = []
    var svg = svg
    do {
        svg.withUTF8 { bytes in
            func text(_ range: Range<Int>) -> String { unescapeXML(String(decoding: bytes[range], as: UTF8.self)) }
            var position = 0
            while let start = bytes.firstRange(of: open, in: position..<bytes.count),
                let end = bytes.firstRange(of: tagEnd, in: start.upperBound..<bytes.count),
                let stop = bytes.firstRange(of: close, in: end.lowerBound..<bytes.count)
            {
                let attributes = start.upperBound..<end.lowerBound
                if bytes.firstRange(of: ownFamily, in: attributes) == nil {
                    let weight = weights.first { bytes.firstRange(of: $0.attribute, in: attributes) != nil }?.weight ?? .regular
                    var k = end.upperBound
                    while let run = bytes.firstRange(of: runOpen, in: k..<stop.lowerBound),
                        let nameEnd = bytes.firstRange(of: quote, in: run.upperBound..<stop.lowerBound),
                        let body = bytes.firstRange(of: tagEnd, in: nameEnd.upperBound..<stop.lowerBound),
                        let runEnd = bytes.firstRange(of: runClose, in: body.upperBound..<stop.lowerBound)
                    {
                        if k < run.lowerBound { result.append((text(k..<run.lowerBound), weight, nil)) }
                        let family = families.firstIndex { bytes[run.upperBound..<nameEnd.lowerBound].elementsEqual($0) }
                        result.append((text(body.upperBound..<runEnd.lowerBound), weight, family))
                        k = runEnd.upperBound
                    }
                    if k < stop.lowerBound { result.append((text(k..<stop.lowerBound), weight, nil)) }
                }
                position = stop.upperBound
            }
        }
    }
    return result
}

extension UnsafeBufferPointer<UInt8> {
    /// Where `needle` first occurs within `range`.
    fileprivate func firstRange(of needle: [UInt8], in range: Range<Int>) -> Range<Int>? {
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
