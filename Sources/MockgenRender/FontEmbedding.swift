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
private func usedFaces(_ fonts: FontSet, drawn text: DrawnCharacters) -> [SetFaceKey: Set<UInt32>] {
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

/// The characters `<text>` elements draw, noted by the code that writes them (`writeRuns`,
/// `appendFaceRuns`) into the `MarkupBuffer` they are written to, when it notes text: bare text
/// (the root's family chain) by weight, and each run that names its face (`<tspan font-family>`)
/// by that face. The caption pill names its own monospaced family and notes nothing.
struct DrawnCharacters {
    fileprivate var drawn: [FontWeight: Set<UInt32>] = [:]
    fileprivate var pinned: [SetFaceKey: Set<UInt32>] = [:]

    /// `text` as a `<text>` of weight `weight` holds it; `family` is the index of the face its run
    /// names (`SVGStyle.runFamilies`), nil for bare text.
    mutating func note(_ text: String, weight: FontWeight, family: Int?) {
        guard let family else {
            return Self.insert(text, into: &drawn[weight, default: []])
        }
        // The emoji face has one file for every weight: embedded once.
        let key = SetFaceKey(family: family, weight: family == FontSet.emojiFamily ? .regular : weight)
        Self.insert(text, into: &pinned[key, default: []])
    }

    /// The characters as the frame holds them: `escapeXML` writes U+FFFD for what XML 1.0 forbids
    /// (C0 controls but tab, line feed and carriage return; U+FFFE, U+FFFF).
    private static func insert(_ text: String, into set: inout Set<UInt32>) {
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let forbidden = (v < 0x20 && v != 0x09 && v != 0x0A && v != 0x0D) || v == 0xFFFE || v == 0xFFFF
            set.insert(forbidden ? 0xFFFD : v)
        }
    }

    mutating func formUnion(_ other: DrawnCharacters) {
        drawn.merge(other.drawn) { $0.union($1) }
        pinned.merge(other.pinned) { $0.union($1) }
    }
}

/// Every character the frames draw, by font set, gathered a frame at a time as each is drawn, so
/// that a page written as it is drawn need not keep its frames (each character is looked up in
/// the fonts once, at the end: the same titles are drawn in frame after frame).
struct DrawnText {
    /// One entry a font set, in the order the variants first use them.
    fileprivate var sets: [(fonts: FontSet, characters: DrawnCharacters)] = []
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
                sets.append((fonts, DrawnCharacters()))
                setOfVariant.append(sets.count - 1)
            }
        }
    }

    /// The characters a frame of variant `position` drew.
    mutating func add(_ characters: DrawnCharacters, variant position: Int) {
        guard let k = setOfVariant[position] else { return }
        sets[k].characters.formUnion(characters)
    }

    /// The characters of shapes any variant may place: every set draws them.
    mutating func addToEverySet(_ characters: DrawnCharacters) {
        for k in sets.indices { sets[k].characters.formUnion(characters) }
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
