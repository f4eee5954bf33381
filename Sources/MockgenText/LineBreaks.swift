import TextShim

/// Where a line may end, after each character (UAX #14 from libunibreak, then UILabel's rules).
enum BreakKind: Sendable { case mandatory, allowed, none }

/// Break opportunities after each character of `text`. With `keepAll`, a break between two
/// letters or digits is suppressed even where UAX #14 allows it (between Hangul syllables): UILabel's
/// `hangulWordPriority`, which iOS 14+ applies by default (`lineBreakStrategy = .standard`), and CSS
/// `word-break: keep-all` (decisions.md, Text).
func lineBreaks(_ text: [UInt32], keepAll: Bool) -> [BreakKind] {
    guard !text.isEmpty else { return [] }
    var raw = [CChar](repeating: 2, count: text.count)
    ts_line_breaks(text, text.count, nil, &raw)
    var result = raw.map { r -> BreakKind in r == 0 ? .mandatory : r == 1 ? .allowed : .none }
    // libunibreak always reports a mandatory break at the end of the text; it ends the paragraph.
    result[text.count - 1] = .none
    if keepAll {
        for i in 0..<(text.count - 1) where result[i] == .allowed && isLetter(text[i]) && isLetter(text[i + 1]) {
            result[i] = .none
        }
    }
    return result
}

/// Letters and digits that keep-all keeps together: Hangul, kana, CJK ideographs, Latin letters
/// and digits (the ranges the seed screens use; other scripts follow UAX #14 alone).
func isLetter(_ c: UInt32) -> Bool {
    switch c {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: return true
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: return true // Hangul
    case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: return true // kana, CJK
    default: return false
    }
}

func isSpace(_ c: UInt32) -> Bool { c == 0x20 || c == 0x09 || c == 0x3000 || c == 0xA0 }
