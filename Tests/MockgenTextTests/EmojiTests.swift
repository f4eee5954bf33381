import Testing

@testable import MockgenText

/// Emoji (Docs/text.md#emoji): drawn and measured with Noto Color Emoji, Apple Color Emoji's stand-in;
/// an emoji sequence is one grapheme cluster (UTS #51), never split across lines; the line keeps
/// the label font's height (Docs/decisions.md, Text).
@Suite struct EmojiTests {
    let fonts = try! FontSet.load()
    let body = FontSpec(size: 17)
    /// Every glyph of Noto Color Emoji 2.042 advances 2550 units of its 2048 em (its hmtx table).
    let emojiWidth = 2550.0 / 2048 * 17

    @Test func thePinnedFaceIsDebians() {
        let face = fonts.face(FontSet.emojiFamily, .bold)
        #expect(face.path.hasSuffix("/NotoColorEmoji.ttf"))
        #expect(face.version.hasPrefix("Version 2.042;"))
        // A bitmap-only (CBDT) face: FreeType gives its em only once a strike is selected.
        #expect(face.unitsPerEm == 2048)
    }

    @Test(arguments: ["👍", "👍🏽", "👨‍👩‍👧", "🇰🇷", "❤️", "1️⃣"])
    func aSequenceIsOneEmojiWide(_ text: String) {
        let block = fonts.layout(text, font: body, width: 1000)
        #expect(block.lines.count == 1)
        #expect(block.lines[0].runs.map(\.family) == [FontSet.emojiFamily])
        #expect(abs(block.width - emojiWidth) < 1e-9)
    }

    @Test func noLineEndsInsideASequence() {
        // 1 pt wide: every cluster is a line of its own, none is cut.
        let block = fonts.layout("👨‍👩‍👧🇰🇷🇯🇵👍🏽", font: body, width: 1)
        #expect(block.lines.map(\.text) == ["👨‍👩‍👧", "🇰🇷", "🇯🇵", "👍🏽"])
    }

    @Test func anEmojiLineIsAsTallAsTheLabelFont() {
        let block = fonts.layout("좋아요 👍", font: body, width: 1000)
        #expect(block.lines[0].height == 20.287109375)  // (1950 + 494) / 2048 x 17
        #expect(block.height == 61.0 / 3)
    }

    @Test func aTruncatedLineKeepsWholeSequences() {
        let block = fonts.layout("👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧 👨‍👩‍👧👨‍👩‍👧", font: body, width: 2.5 * emojiWidth, lines: 1)
        #expect(block.lines.map(\.text) == ["👨‍👩‍👧…"])
    }
}
