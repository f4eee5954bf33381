import TextShim

/// UIFont.Weight, the four the content model accepts.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case regular, medium, semibold, bold

    /// CSS font-weight, for the SVG.
    public var cssWeight: Int {
        switch self {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
    }
}

/// A font as a label uses it: a point size and a weight; the family chain is fixed (`FontSet`).
public struct FontSpec: Sendable, Hashable {
    public var size: Double
    public var weight: FontWeight
    public init(size: Double, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }
}

/// One family of the fallback chain, pinned to files of one Debian package and compiled into the
/// binary (`EmbeddedFonts`; Docs/decisions.md, Text: the same input gives the same output on every
/// machine).
public struct PinnedFamily: Sendable {
    public var family: String
    public var package: String
    /// Start of the name-table version string the files must carry (the package's version on Debian 12).
    public var version: String
    /// Embedded file (`Fonts/`) for each weight, and the weight that file is (the weight a renderer
    /// that picks faces by weight finds it under); weights the package lacks use the nearest one it has.
    public var files: [(weight: FontWeight, fontconfigWeight: FontWeight, file: String)]
}

/// The fonts mockgen measures and draws with: Inter for Latin (SF Pro is not installable; Inter
/// is close to it in design), then Noto Sans CJK KR for Hangul (Apple SD Gothic Neo's stand-in),
/// then Noto Color Emoji for emoji (Apple Color Emoji's). A character none has is measured as the
/// first font's .notdef.
///
/// Loaded by the caller (`FontSet.load()`) and passed to the layout and the renderers, so a
/// missing font is an error the caller reports, and a program may hold fonts from elsewhere.
public struct FontSet: Sendable, Equatable {
    public static let families = [
        // fonts-inter 4.0~beta7+ds-1 ships files whose own version is 3.019.
        PinnedFamily(
            family: "Inter", package: "fonts-inter", version: "Version 3.019;",
            files: [
                (.regular, .regular, "Inter-Regular.otf"), (.medium, .medium, "Inter-Medium.otf"),
                (.semibold, .semibold, "Inter-SemiBold.otf"), (.bold, .bold, "Inter-Bold.otf"),
            ]),
        // fonts-noto-cjk ships Regular and Bold only: medium uses Regular, semibold Bold. The
        // embedded files are the Korean face of its collections, cut to Hangul and kana.
        PinnedFamily(
            family: "Noto Sans CJK KR", package: "fonts-noto-cjk", version: "Version 2.004;",
            files: [
                (.regular, .regular, "NotoSansCJKkr-Regular.otf"), (.medium, .regular, "NotoSansCJKkr-Regular.otf"),
                (.semibold, .bold, "NotoSansCJKkr-Bold.otf"), (.bold, .bold, "NotoSansCJKkr-Bold.otf"),
            ]),
        // fonts-noto-color-emoji 2.042-0+deb12u1: one bitmap (CBDT) face for every weight.
        PinnedFamily(
            family: "Noto Color Emoji", package: "fonts-noto-color-emoji", version: "Version 2.042;",
            files: [
                (.regular, .regular, "NotoColorEmoji.ttf"), (.medium, .regular, "NotoColorEmoji.ttf"),
                (.semibold, .regular, "NotoColorEmoji.ttf"), (.bold, .regular, "NotoColorEmoji.ttf"),
            ]),
    ]

    /// What an Android device draws with (Docs/text.md#text-on-other-platforms): Roboto, the system font since Android 4.0,
    /// for Latin, Greek and Cyrillic; Noto Sans CJK KR for Hangul and Noto Color Emoji for emoji,
    /// the faces Android ships for them, pinned as for iOS.
    public static let androidFamilies = [
        // fonts-roboto 2:0~20170802-3 (its fonts-roboto-unhinted files, version 2.138): Regular, Medium and Bold
        // of the weights mockgen uses; semibold (600) takes Bold, as CSS font matching picks the
        // heavier face for a weight above 500 (CSS Fonts 4, "Font style matching").
        PinnedFamily(
            family: "Roboto", package: "fonts-roboto", version: "Version 2.138;",
            files: [
                (.regular, .regular, "Roboto-Regular.ttf"), (.medium, .medium, "Roboto-Medium.ttf"),
                (.semibold, .bold, "Roboto-Bold.ttf"), (.bold, .bold, "Roboto-Bold.ttf"),
            ]),
        families[1], families[2],
    ]

    /// Index of the emoji family in `families` and in `androidFamilies`.
    public static let emojiFamily = 2

    /// The families these faces are, in fallback order: `families` or `androidFamilies`.
    public let pinned: [PinnedFamily]
    /// The vertical metrics every line takes whatever faces draw it (`LineMetrics`).
    public let lineMetrics: LineMetrics
    /// faces[family][weight], in fallback order.
    public let faces: [[FontWeight: FontFace]]
    /// The Android set that `load()` opens with the iOS one (at most one), for `forDevice(android:)`.
    private let androidSet: [FontSet]
    /// `faceIndex(for:)` of each ASCII character, looked up once: most text is ASCII, and the
    /// look-up asks HarfBuzz for a glyph in each family (Docs/performance.md#text-heavy-frames).
    private let asciiFaces: [Int]
    /// Paragraphs shaped with these fonts, kept for the rest of the run (`ShapeCache`).
    let shapeCache = ShapeCache()
    /// The emoji face's pictures copied out so far (`colorGlyphs`).
    let colorBitmaps = ColorBitmapCache()

    init(
        faces: [[FontWeight: FontFace]], pinned: [PinnedFamily] = families, lineMetrics: LineMetrics = .system,
        android: FontSet? = nil
    ) {
        self.faces = faces
        androidSet = android.map { [$0] } ?? []
        self.pinned = pinned
        self.lineMetrics = lineMetrics
        asciiFaces = (0..<128).map { Self.faceIndex(for: UInt32($0), in: faces) }
    }

    /// Opens the pinned faces compiled into the binary: the iOS ones (`families`), carrying the
    /// Android ones (`androidFamilies`) that `forDevice(android: true)` hands out, or with
    /// `android` the Android ones alone. Fails only when FreeType, HarfBuzz or ICU cannot be loaded
    /// (the message names the Debian package), never for want of a font file.
    public static func load(android: Bool = false) throws(FontError) -> FontSet {
        var message = [CChar](repeating: 0, count: Int(TEXTSHIM_MESSAGE_CAPACITY))
        guard ts_load(&message, message.count) == 0 else { throw FontError(message: string(message)) }
        var faces: [[FontWeight: FontFace]] = []
        var opened: [String: FontFace] = [:]
        let pinned = android ? androidFamilies : families
        for family in pinned {
            var byWeight: [FontWeight: FontFace] = [:]
            for (weight, _, file) in family.files {
                if let face = opened[file] {
                    byWeight[weight] = face
                    continue
                }
                let face = try FontFace(embedded: file)
                // The files are checked against Debian's when they are made (EmbeddedFontTests);
                // this guards against a Fonts/ folder replaced by hand.
                guard face.version.hasPrefix(family.version) else {
                    throw FontError(
                        message: "\(face.path) is \"\(face.version)\"; mockgen measures with \"\(family.version)...\" "
                            + "(Debian 12's \(family.package)): another version would give other heights and wrap points")
                }
                opened[file] = face
                byWeight[weight] = face
            }
            faces.append(byWeight)
        }
        guard android else { return FontSet(faces: faces, android: try load(android: true)) }
        return FontSet(faces: faces, pinned: pinned, lineMetrics: .hhea(of: faces[0][.regular]!))
    }

    /// The set a device of that platform draws with: the Android set this one carries, or this one.
    /// A set without an Android companion (loaded with `android`, or an Android set) is its own.
    public func forDevice(android: Bool) -> FontSet { android ? androidSet.first ?? self : self }

    /// The face that draws `scalar` at `weight`: the first family that has a glyph for it, the
    /// emoji face first for a character that is an emoji by default (Emoji_Presentation).
    public func faceIndex(for scalar: UInt32) -> Int {
        scalar < 128 ? asciiFaces[Int(scalar)] : Self.faceIndex(for: scalar, in: faces)
    }

    private static func faceIndex(for scalar: UInt32, in faces: [[FontWeight: FontFace]]) -> Int {
        guard let s = Unicode.Scalar(scalar) else { return 0 }
        // No character below U+231A (WATCH) is Emoji_Presentation (Unicode emoji-data.txt): the
        // property look-up is skipped for Latin, Hangul Jamo and the like.
        if scalar >= 0x231A, s.properties.isEmojiPresentation, faces[emojiFamily][.regular]!.hasGlyph(s) { return emojiFamily }
        for (i, family) in faces.enumerated() where family[.regular]!.hasGlyph(s) { return i }
        return 0
    }

    /// The face that draws a grapheme cluster (`Character`): one face for the whole cluster, so an
    /// emoji sequence (ZWJ, skin-tone modifier, flag, keycap) stays one glyph. A cluster is emoji
    /// when its first character is an emoji by default, or a variation selector 16 asks for the
    /// emoji form, or it is a keycap (UTS #51, "Emoji presentation sequences", "Emoji keycap
    /// sequences"); otherwise its first character's face draws it (a combining mark stays with
    /// its base).
    public func faceIndex(forCluster scalars: some Collection<UInt32>) -> Int {
        guard let first = scalars.first else { return 0 }
        if scalars.count > 1, scalars.contains(where: { $0 == 0xFE0F || $0 == 0x20E3 || $0 == 0x200D }),
            let s = Unicode.Scalar(first), faces[Self.emojiFamily][.regular]!.hasGlyph(s)
        {
            return Self.emojiFamily
        }
        return faceIndex(for: first)
    }

    public func face(_ family: Int, _ weight: FontWeight) -> FontFace { faces[family][weight]! }

    /// The same files: two loads measure alike.
    public static func == (a: FontSet, b: FontSet) -> Bool {
        func files(_ set: FontSet) -> [[FontWeight: String]] { set.faces.map { $0.mapValues { "\($0.path)#\($0.index)" } } }
        return files(a) == files(b)
    }

    /// `text` cut where the face changes, each grapheme cluster in the face `TextLayout` measures
    /// it with: for text drawn without a layout of its own (cell and bar titles), so that it too
    /// names its faces rather than leave each renderer to fall back its own way.
    public func runs(of text: String) -> [TextRun] {
        // Most titles are ASCII in the first face: one run, no look-up per character.
        if text.utf8.allSatisfy({ $0 < 128 && asciiFaces[Int($0)] == 0 }) { return [TextRun(family: 0, text: text)] }
        var runs: [TextRun] = []
        for character in text {
            let scalars = character.unicodeScalars
            let family = scalars.count == 1 ? faceIndex(for: scalars.first!.value) : faceIndex(forCluster: scalars.map(\.value))
            if let last = runs.indices.last, runs[last].family == family {
                runs[last].text.append(character)
            } else {
                runs.append(TextRun(family: family, text: String(character)))
            }
        }
        return runs
    }
}

private func string(_ chars: [CChar]) -> String {
    String(decoding: chars.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
