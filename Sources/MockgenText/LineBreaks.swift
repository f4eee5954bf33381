import TextShim

/// Where a line may end, after each character (UAX #14 from ICU, then UILabel's rules).
enum BreakKind: Sendable { case mandatory, allowed, none }

/// Break opportunities after each character of `text`. With `keepAll`, a break between two
/// letters or digits is suppressed even where UAX #14 allows it (between Hangul syllables): UILabel's
/// `hangulWordPriority`, which iOS 14+ applies by default (`lineBreakStrategy = .standard`), and CSS
/// `word-break: keep-all` (Docs/decisions.md, Text). No line ends inside a grapheme cluster
/// (`clusterEnds`), an emoji sequence included (UAX #14's LB30a/LB30b keep flags and modifiers;
/// the grapheme rule covers ZWJ sequences and keycaps too).
///
/// The opportunities are UAX #14 as ICU 72 implements it (Unicode 15.0), Debian 12's ICU; which
/// ICU a given iOS ships is not published, so that it matches iOS 17 is an assumption
/// (Docs/text.md). Debian 12's libunibreak (1.1, Unicode 6.2) predated emoji sequences
/// and aborted on a flag.
func lineBreaks(_ text: [UInt32], clusterEnds: [Bool], keepAll: Bool) -> [BreakKind] {
    guard !text.isEmpty else { return [] }
    var raw = [CChar](repeating: 2, count: text.count)
    ts_line_breaks(text, text.count, nil, &raw)
    var result = raw.map { r -> BreakKind in r == 0 ? .mandatory : r == 1 ? .allowed : .none }
    // The end of the text is a boundary; it ends the paragraph, not a line.
    result[text.count - 1] = .none
    for i in 0..<(text.count - 1) where !clusterEnds[i] && result[i] == .allowed { result[i] = .none }
    if keepAll {
        for i in 0..<(text.count - 1) where result[i] == .allowed && isLetter(text[i]) && isLetter(text[i + 1]) {
            result[i] = .none
        }
    }
    return result
}

/// Letters and numbers, which keep-all keeps together: general category L or N (CSS Text 3,
/// `word-break: keep-all` holds "typographic letter units" together). Numbers include `²` and
/// other superscripts (No), so `108cm²까지` is one word.
func isLetter(_ c: UInt32) -> Bool {
    // ASCII and Hangul syllables without the property look-up: A-Z, a-z are letters, 0-9
    // numbers, the rest of ASCII neither; U+AC00...U+D7A3 are all Lo (UnicodeData.txt).
    if c < 0x80 { return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A || (c >= 0x30 && c <= 0x39) }
    if c >= 0xAC00 && c <= 0xD7A3 { return true }
    guard let s = Unicode.Scalar(c) else { return false }
    switch s.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .decimalNumber, .letterNumber, .otherNumber:
        return true
    default: return false
    }
}

func isSpace(_ c: UInt32) -> Bool { c == 0x20 || c == 0x09 || c == 0x3000 || c == 0xA0 }
