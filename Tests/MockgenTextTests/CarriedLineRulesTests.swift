import Testing
import TextShim

@testable import MockgenText

/// Lines break by ICU 72.1's rule table carried in the binary (ICU/README.md), whichever ICU the
/// system has (Docs/portability.md, "Line breaks"). On ICU 72 the carried table must give the breaks
/// ICU's own root iterator gives (its `en` iterator, which ICU does not tailor).
@Suite struct CarriedLineRulesTests {
    let fonts = try! FontSet.load()

    /// Texts whose breaks UAX #14 has changed since Unicode 15.0, or that lean on its subtle rules:
    /// quotes (LB15, rewritten in 15.1 as LB15a/b), a word-initial hyphen (LB20a, new in 15.1),
    /// numbers with prefixes and suffixes (LB25), emoji sequences (LB30a/b), Hangul, kana with the
    /// small letters of LB21, URLs, and the brackets of East Asian text (LB30).
    static let texts = [
        "He said \u{201C}no\u{201D} and \u{00AB}non\u{00BB}, then left.",
        "a -1 and -bar, not a-b",
        "$1,234.56 and (12)% or 100km/h",
        "👩‍👩‍👧‍👦 family 🇰🇷 flag 👍🏽 ok",
        "테이블뷰의 헤더와 셀 높이를 자동으로 계산하기",
        "ぁぃぅ ャュョ ッ ゃ。「かな」（全角）",
        "https://example.com/a/b?c=d&e=f#g",
        "Ein-Stück/das (und) [so] {weiter}…",
        // U+31EF and U+2FFC have break classes from Unicode 15.1 on: ICU 76's own iterator breaks
        // around them, ICU 72's (and so mockgen's, everywhere) does not (Docs/portability.md).
        "x\u{31EF}yx\u{31EF}y",
        "a\u{2FFC}b c",
    ]

    func breaks(_ text: String, language: String?) -> [CChar] {
        let scalars = text.unicodeScalars.map(\.value)
        var out = [CChar](repeating: 2, count: scalars.count)
        if let language {
            language.withCString { ts_line_breaks(scalars, scalars.count, $0, &out) }
        } else {
            ts_line_breaks(scalars, scalars.count, nil, &out)
        }
        return out
    }

    @Test(arguments: texts)
    func theCarriedTableBreaksAsICU72(text: String) throws {
        _ = fonts
        let major = ts_icu_major()
        #expect([72, 74, 76].contains(major) || major > 76, "ICU \(major)")
        guard major == 72 else { return }
        #expect(breaks(text, language: nil) == breaks(text, language: "en"), "\(text)")
    }
}
