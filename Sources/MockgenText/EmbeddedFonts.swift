import TextShim

/// A font file compiled into mockgen: one of the repository's `Fonts/`, cut by HarfBuzz's
/// subsetter from a file of a Debian 12 package (Docs/text.md, Fonts). The text faces are measured
/// from these bytes, and the raster formats hand them to fontconfig, so no installed font is
/// ever read.
public struct EmbeddedFontFile: @unchecked Sendable {
    /// The file's name in `Fonts/`, e.g. "Inter-Regular.otf".
    public let name: String
    /// The bytes, in the binary's read-only data: valid for the whole run.
    public let bytes: UnsafeRawBufferPointer
    /// The Debian file it was cut from, and the face of that file (a collection holds several).
    public let debianPath: String
    public let debianFace: Int
    /// The characters kept (HarfBuzz keeps the glyphs they reach through the layout tables too);
    /// nil: the Debian file whole.
    public let kept: [ClosedRange<UInt32>]?
}

public enum EmbeddedFonts {
    /// Latin, Greek and Cyrillic with their punctuation and symbols: what Inter draws (and DejaVu,
    /// for the caption strip and the frames' last named family). Blocks from the Unicode 15 charts.
    static let latinGreekCyrillic: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0xA0...0x24F, 0x250...0x36F, 0x370...0x3FF, 0x400...0x52F, 0x1C80...0x1C8F, 0x1D00...0x1DBF,
        0x1E00...0x1EFF, 0x1F00...0x1FFF, 0x2000...0x2BFF, 0x2C60...0x2C7F, 0x2DE0...0x2DFF, 0x2E00...0x2E7F,
        0xA640...0xA69F, 0xA700...0xA7FF, 0xFB00...0xFB06, 0xFE00...0xFE0F, 0xFEFF...0xFEFF, 0xFFF0...0xFFFF,
    ]
    /// Hangul (syllables, jamo, compatibility jamo), kana, CJK symbols and punctuation, enclosed
    /// and full-width forms, with Latin-1 and the symbol blocks Inter may lack: what Apple SD
    /// Gothic Neo's stand-in draws. Han ideographs are left out: 21,000 glyphs a weight, about
    /// 9 MB, for a script no stand-in is pinned for.
    static let hangul: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0xA0...0xFF, 0x1100...0x11FF, 0x2000...0x2BFF, 0x3000...0x303F, 0x3040...0x30FF,
        0x3130...0x318F, 0x3190...0x31FF, 0x3200...0x33FF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFE10...0xFE1F,
        0xFE30...0xFE4F, 0xFF00...0xFFEF,
    ]

    private static let sources: [String: (path: String, face: Int, kept: [ClosedRange<UInt32>]?)] = {
        let inter = "/usr/share/fonts/opentype/inter/"
        let noto = "/usr/share/fonts/opentype/noto/"
        let dejaVu = "/usr/share/fonts/truetype/dejavu/"
        var table: [String: (path: String, face: Int, kept: [ClosedRange<UInt32>]?)] = [:]
        for weight in ["Regular", "Medium", "SemiBold", "Bold"] {
            table["Inter-\(weight).otf"] = (inter + "Inter-\(weight).otf", 0, latinGreekCyrillic)
        }
        // Face 1 of the collection is the Korean one (Docs/text.md, Fonts).
        for weight in ["Regular", "Bold"] {
            table["NotoSansCJKkr-\(weight).otf"] = (noto + "NotoSansCJK-\(weight).ttc", 1, hangul)
        }
        // Every glyph of the emoji face is an emoji or part of a sequence: kept whole.
        table["NotoColorEmoji.ttf"] = ("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", 0, nil)
        for file in ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSansMono", "DejaVuSansMono-Bold"] {
            table["\(file).ttf"] = (dejaVu + "\(file).ttf", 0, latinGreekCyrillic)
        }
        return table
    }()

    /// Every embedded file, in the order `Sources/TextShim/EmbeddedFonts.c` lists them.
    public static let files: [EmbeddedFontFile] = {
        var count = 0
        guard let list = ts_font_files(&count) else { return [] }
        return UnsafeBufferPointer(start: list, count: count).map { file in
            let name = String(cString: file.name)
            let source = sources[name]!
            return EmbeddedFontFile(
                name: name, bytes: UnsafeRawBufferPointer(start: file.bytes, count: file.count),
                debianPath: source.path, debianFace: source.face, kept: source.kept)
        }
    }()

    public static func file(named name: String) -> EmbeddedFontFile? { files.first { $0.name == name } }
}
