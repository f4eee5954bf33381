import Testing

@testable import MockgenText

/// UILabel's line breaking (Docs/decisions.md, Text): hangulWordPriority (keep-all), pushOut, a
/// character break for a word wider than the line, tail truncation for a line limit.
@Suite struct LineBreakingTests {
    let fonts = try! FontSet.load()
    let body = FontSpec(size: 17)

    func width(_ text: String) -> Double { fonts.layout(text, font: body, width: .infinity).width }

    @Test func koreanWrapsAtSpacesOnly() {
        let text = "테이블뷰의 헤더와 셀 높이를 자동으로 계산하기"
        let w = width("테이블뷰의 헤더와") + 1
        let block = fonts.layout(text, font: body, width: w, strategy: .init(keepAll: true, pushOut: false))
        #expect(block.lines.first?.text == "테이블뷰의 헤더와")
        #expect(block.lines.map(\.text).joined(separator: " ") == text, "every line ends at a space")
        // Without keep-all, UAX #14 lets Hangul syllables break anywhere: some word is split.
        let loose = fonts.layout(text, font: body, width: w, strategy: .init(keepAll: false, pushOut: false))
        #expect(loose.lines.map(\.text).joined(separator: " ") != text)
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        let block = fonts.layout("automaticautomatic", font: body, width: width("automatic") + 0.5)
        #expect(block.lines.map(\.text) == ["automatic", "automatic"])
    }

    @Test func pushOutLeavesNoOrphanWord() {
        let text = "one two three four five"
        let w = width("one two three four") + 1
        let greedy = fonts.layout(text, font: body, width: w, strategy: .init(keepAll: true, pushOut: false))
        #expect(greedy.lines.map(\.text) == ["one two three four", "five"])
        let pushed = fonts.layout(text, font: body, width: w)
        #expect(pushed.lines.map(\.text) == ["one two three", "four five"])
    }

    @Test func aLineLimitTruncatesTheLastLineWithAnEllipsis() {
        let text = "Why automaticDimension needs an unbroken chain of constraints"
        let w = 200.0
        let block = fonts.layout(text, font: body, width: w, lines: 2)
        #expect(block.lines.count == 2)
        #expect(block.lines[1].text.hasSuffix("…"))
        #expect(block.lines.allSatisfy { $0.width <= w })
        #expect(fonts.layout(text, font: body, width: w, lines: 0).lines.count > 2)
    }

    @Test func kerningComesFromTheFont() {
        // Inter kerns "AV": shaped together, the pair is narrower than the two letters apart.
        #expect(width("AV") < width("A") + width("V"))
    }
}

/// Break opportunities of UAX #14 as ICU 72 implements it (Unicode 15.0, revision 49), before the
/// keep-all and cluster rules; UILabel follows UAX #14 where Chromium's ASCII table differs.
@Suite struct UAX14Tests {
    func breaks(_ text: String, keepAll: Bool = true) -> [BreakKind] {
        let scalars = text.unicodeScalars.map(\.value)
        return lineBreaks(scalars, clusterEnds: [Bool](repeating: true, count: scalars.count), keepAll: keepAll)
    }
    func after(_ text: String, _ prefix: String) -> BreakKind { breaks(text)[prefix.unicodeScalars.count - 1] }

    @Test func aHyphenStaysWithTheDigitsAfterIt() {  // LB25: HY × NU
        #expect(after("pages 10-20", "pages 10-") == .none)
    }

    @Test func aLineMayEndAfterASlashButNotBeforeIt() {  // LB13: × SY; nothing forbids SY ÷ AL
        #expect(after("경로는 /usr/share", "경로는 ") == .none)
        #expect(after("경로는 /usr/share", "경로는 /usr/") == .allowed)
    }

    @Test func aClosingQuoteStaysWithTheParticle() {  // LB19 of Unicode 15.0: QU ×
        #expect(after("‘휴가부터’이라고", "‘휴가부터’") == .none)
    }

    @Test func aSuperscriptIsPartOfTheWordUnderKeepAll() {  // ² is a number (No)
        #expect(after("108cm²까지", "108cm²") == .none)
        #expect(after("108cm² 까지", "108cm² ") == .allowed)
    }

    @Test func aLineFeedIsMandatory() {
        #expect(after("a\nb", "a\n") == .mandatory)
    }
}

/// Itemisation (Docs/text.md#line-breaking): digits after Hangul belong to the Hangul run, so the Latin
/// letters after them start a new run and no kerning joins the two.
@Suite struct ItemisationTests {
    @Test func digitsTakeTheScriptBeforeThem() {
        let text = "한글 12abc 34"
        #expect(resolvedScripts(text.unicodeScalars.map(\.value)) == [1, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3])
    }

    @Test func aScriptChangeCutsTheShapingRun() throws {
        // Inter kerns "7A" when one run holds both; after Hangul the "7" belongs to the Hangul run
        // and the "A" starts a Latin one, so the width is the sum of the two alone.
        let fonts = try FontSet.load()
        let body = FontSpec(size: 17)
        func w(_ t: String) -> Double { fonts.layout(t, font: body, width: .infinity).width }
        let together = w("7A") - w("7") - w("A")
        let afterHangul = w("가7A") - w("가") - w("7") - w("A")
        #expect(abs(afterHangul) < 1e-9)
        #expect(together != 0, "Inter kerns the pair when one run holds both")
    }
}
