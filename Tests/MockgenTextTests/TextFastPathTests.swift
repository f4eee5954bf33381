import Testing

@testable import MockgenText

/// The shortcuts the text layout takes past Unicode property look-ups (Docs/performance.md#text-heavy-frames) give what the
/// look-ups give, for every character they cover.
@Suite struct TextFastPathTests {
    /// Unicode's emoji-data.txt lists U+231A (WATCH) as the first Emoji_Presentation character,
    /// which `FontSet.faceIndex(for:)` relies on to skip the look-up below it.
    @Test func noCharacterBelowWatchIsEmojiPresentation() {
        let below = (0..<0x231A).compactMap(Unicode.Scalar.init).filter(\.properties.isEmojiPresentation)
        #expect(below.isEmpty)
        #expect(Unicode.Scalar(0x231A)!.properties.isEmojiPresentation)
    }

    /// `isLetter` and `resolvedScripts` on ASCII and Hangul syllables agree with the general
    /// category (UnicodeData.txt) they otherwise read.
    @Test func asciiAndHangulShortcutsAgreeWithTheGeneralCategory() {
        let letters: Set<Unicode.GeneralCategory> = [
            .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        ]
        let numbers: Set<Unicode.GeneralCategory> = [.decimalNumber, .letterNumber, .otherNumber]
        for c in Array(0..<0x80) + Array(0xAC00...0xD7AF) {
            let category = Unicode.Scalar(UInt32(c))!.properties.generalCategory
            #expect(
                isLetter(UInt32(c)) == (letters.contains(category) || numbers.contains(category)), "U+\(String(c, radix: 16))")
            // Alone, a letter keeps its own script; anything else takes the first letter's (none: 0).
            let expected: UInt8 = !letters.contains(category) ? 0 : (0xAC00...0xD7AF).contains(c) ? 1 : 3
            #expect(resolvedScripts([UInt32(c)]) == [expected], "U+\(String(c, radix: 16))")
        }
    }
}
