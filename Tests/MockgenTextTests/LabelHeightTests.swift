import Testing
@testable import MockgenText

/// Label heights against the fonts' own tables: one line of one font is UIFont.lineHeight
/// (ascender - descender + line gap), a line that falls back to a second font takes the taller
/// ascent and descent of both, and the label rounds up to a pixel.
@Suite struct LabelHeightTests {
    let fonts = try! FontSet.shared.get()
    var inter: FontFace { fonts.face(0, .regular) }
    var noto: FontFace { fonts.face(1, .regular) }

    @Test func pinnedFilesAreTheDebianOnes() {
        #expect(inter.path.hasSuffix("/fonts-inter/Inter-Regular.otf") || inter.path.hasSuffix("/inter/Inter-Regular.otf"))
        #expect(noto.path.hasSuffix("/NotoSansCJK-Regular.ttc"))
        #expect(fonts.face(0, .bold).path.hasSuffix("/Inter-Bold.otf"))
        #expect(inter.version.hasPrefix("Version 3.019;"))
        #expect(noto.version.hasPrefix("Version 2.004;"))
        #expect(noto.index == 1)  // the KR face of the collection
    }

    @Test func freeTypeReadsTheHheaTable() throws {
        let tables = try FontTables(path: inter.path)
        #expect(inter.unitsPerEm == tables.unitsPerEm)
        #expect(inter.ascender == tables.ascender)
        #expect(inter.descender == -tables.descender)
        #expect(inter.lineGap == tables.lineGap)
    }

    @Test(arguments: [("Hello", 17.0), ("All Post", 28.0), ("2025.02.10", 13.0), ("17°", 34.0)])
    func oneLatinLine(text: String, size: Double) throws {
        let tables = try FontTables(path: inter.path)
        let block = fonts.layout(text, font: FontSpec(size: size), width: 1000)
        #expect(block.lines.count == 1)
        #expect(abs(block.lines[0].height - tables.lineHeight(size)) < 1e-9)
        #expect(abs(block.lines[0].baseline - tables.ascent(size)) < 1e-9)
        #expect(block.height == ceilPixel(tables.lineHeight(size)))
    }

    @Test func aHangulLineTakesTheTallerFont() throws {
        let latin = try FontTables(path: inter.path)
        let hangul = try FontTables(path: noto.path, index: noto.index)
        let block = fonts.layout("서울특별시 중구", font: FontSpec(size: 17), width: 1000)
        let expected = max(latin.ascent(17), hangul.ascent(17)) + max(latin.descent(17), hangul.descent(17))
        #expect(block.lines.map(\.runs.count) == [3])  // Hangul, space (Inter has it), Hangul
        #expect(abs(block.lines[0].height - expected) < 1e-9)
        #expect(block.height == ceilPixel(expected))
    }

    @Test func threeLinesStackWithoutGaps() throws {
        let tables = try FontTables(path: inter.path)
        let block = fonts.layout("one\ntwo\nthree", font: FontSpec(size: 17), width: 1000)
        #expect(block.lines.map(\.text) == ["one", "two", "three"])
        #expect(abs(block.lines[2].top - 2 * tables.lineHeight(17)) < 1e-9)
        #expect(block.height == ceilPixel(3 * tables.lineHeight(17)))
    }

    @Test func emptyTextHasNoHeight() {
        #expect(fonts.layout("", font: FontSpec(size: 17), width: 100).height == 0)
    }

    /// Apple HIG, Typography, Dynamic Type sizes: body at each category, xSmall ... AX5.
    @Test func bodyFollowsTheDynamicTypeTable() {
        #expect(TextStyle.categories.map { TextStyle.body.pointSize($0)! } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(TextStyle.largeTitle.pointSize("large") == 34)
        #expect(TextStyle.headline.weight == .semibold)
    }
}

