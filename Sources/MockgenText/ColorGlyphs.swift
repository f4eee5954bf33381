import Synchronization

/// One glyph of the emoji face as a picture: the PNG the font stores for it (Noto Color Emoji's
/// CBDT strike) and the box it fills, in ems from the pen position and the baseline, as the
/// font's bitmap metrics place it (Docs/text.md, "Emoji drawn as pictures").
public struct ColorBitmap: Sendable, Hashable {
    public let glyph: UInt32
    public let png: [UInt8]
    /// The image's own size in pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// Left edge right of the pen, top above the baseline, width and height: ems.
    public let left: Double
    public let top: Double
    public let width: Double
    public let height: Double
}

/// The emoji face's pictures looked up so far: each glyph's PNG is copied out of the font once a
/// run, however many frames draw it.
final class ColorBitmapCache: Sendable {
    private let store = Mutex([UInt32: ColorBitmap?]())

    func bitmap(_ glyph: UInt32, in face: FontFace) -> ColorBitmap? {
        if let found = store.withLock({ $0[glyph] }) { return found }
        let bitmap = face.colorBitmap(glyph)
        store.withLock { $0[glyph] = .some(bitmap) }
        return bitmap
    }
}

/// A glyph of a run drawn as a picture, placed on its line.
public struct PlacedColorGlyph: Sendable, Hashable {
    public let bitmap: ColorBitmap
    /// The pen position, in points from the start of the run.
    public let x: Double
}

extension FontSet {
    /// The glyphs of a run measured in the emoji face (`TextRun.family == FontSet.emojiFamily`)
    /// as pictures, at `size` points, each at its pen position from the run's start: the same
    /// shaping that measured the line, so the pictures fill exactly the advances it gave them.
    /// A glyph without a bitmap (none in Noto Color Emoji) is left out: its advance still stands.
    public func colorGlyphs(_ text: String, size: Double) -> [PlacedColorGlyph] {
        let face = face(Self.emojiFamily, .regular)
        let scale = size / face.unitsPerEm
        return face.glyphs(text.unicodeScalars.map(\.value)).compactMap { glyph, x in
            colorBitmaps.bitmap(glyph, in: face).map { PlacedColorGlyph(bitmap: $0, x: x * scale) }
        }
    }

    /// `text` as one line in `font`, unwrapped, cut into runs by face, with each run's start in
    /// points: for text that no content layout measures (titles) and that holds an emoji, whose
    /// picture must stand where the shaping puts it.
    public func line(_ text: String, font: FontSpec) -> TextLine? {
        let block = layout(text, font: font, width: .infinity, lines: 1, strategy: .standard)
        return block.lines.first
    }
}

extension String {
    /// True when some grapheme cluster is drawn by the emoji face (`FontSet.faceIndex(forCluster:)`):
    /// an emoji by default, or one with VS16, a keycap or a ZWJ. UTF-8 bytes below 0xE2 start no
    /// such character (the first, U+203C, is E2 80 BC), so most text is answered from its bytes.
    public var mayDrawEmoji: Bool {
        guard utf8.contains(where: { $0 >= 0xE2 }) else { return false }
        return unicodeScalars.contains { s in
            s.value == 0xFE0F || s.value == 0x20E3 || (s.value >= 0x231A && s.properties.isEmojiPresentation)
        }
    }
}
