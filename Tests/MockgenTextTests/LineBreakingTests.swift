import Testing
@testable import MockgenText

/// UILabel's line breaking (decisions.md, Text): hangulWordPriority (keep-all), pushOut, a
/// character break for a word wider than the line, tail truncation for a line limit.
@Suite struct LineBreakingTests {
    let fonts = try! FontSet.shared.get()
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
