import Testing

@testable import MockgenText

/// Label heights as UILabel gives them (Docs/decisions.md, Text): every line is the system font's
/// lineHeight, SF's published 1950 / -494 / 0 per 2048 units (UIFont.systemFont(ofSize: 17)
/// .lineHeight is 20.287109375, as XCTests in public repositories assert), whatever face draws
/// its runs, and the label rounds its height up to the device's pixel.
@Suite struct LabelHeightTests {
    let fonts = try! FontSet.load()
    var inter: FontFace { fonts.face(0, .regular) }
    var noto: FontFace { fonts.face(1, .regular) }

    /// The faces compiled into the binary, cut from Debian's files (EmbeddedFontTests checks the bytes).
    @Test func pinnedFilesAreTheDebianOnes() {
        #expect(inter.path == "Fonts/Inter-Regular.otf")
        #expect(noto.path == "Fonts/NotoSansCJKkr-Regular.otf")
        #expect(fonts.face(0, .bold).path == "Fonts/Inter-Bold.otf")
        #expect(inter.version.hasPrefix("Version 3.019;"))
        #expect(noto.version.hasPrefix("Version 2.004;"))
        // The KR face of Debian's collection (face 1), alone in its own file.
        #expect(EmbeddedFonts.file(named: "NotoSansCJKkr-Regular.otf")?.debianFace == 1)
    }

    @Test func freeTypeReadsTheHheaTable() throws {
        let tables = try FontTables(path: inter.path)
        #expect(inter.unitsPerEm == tables.unitsPerEm)
        #expect(inter.ascender == tables.ascender)
        #expect(inter.descender == -tables.descender)
        #expect(inter.lineGap == tables.lineGap)
    }

    /// (1950 + 494) / 2048 x 17 = 20.287109375, UIFont's printed value; 3 lines stack to 60.861328125.
    @Test func seventeenPointLinesAreSFsLineHeight() {
        let block = fonts.layout("one\ntwo\nthree", font: FontSpec(size: 17), width: 1000)
        #expect(block.lines.map(\.height) == [20.287109375, 20.287109375, 20.287109375])
        #expect(block.lines.map(\.top) == [0, 20.287109375, 40.57421875])
        #expect(block.lines[0].baseline == 1950.0 / 2048 * 17)  // 16.1865234375, UIFont.ascender
        // 3 x 20.287109375 = 60.861328125 pt = 182.58 pixels at 3x: 183 pixels.
        #expect(block.height == 183.0 / 3)
    }

    @Test(arguments: [("Hello", 17.0), ("All Post", 28.0), ("2025.02.10", 13.0), ("17°", 34.0), ("Bold", 20.0)])
    func oneLatinLine(text: String, size: Double) {
        let block = fonts.layout(text, font: FontSpec(size: size, weight: text == "Bold" ? .bold : .regular), width: 1000)
        let lineHeight = (1950.0 + 494) / 2048 * size
        #expect(block.lines.count == 1)
        #expect(abs(block.lines[0].height - lineHeight) < 1e-12)
        #expect(abs(block.lines[0].baseline - 1950.0 / 2048 * size) < 1e-12)
        #expect(block.height == (lineHeight * 3).rounded(.up) / 3)
    }

    /// Noto Sans CJK KR's own metrics (1.448 em) would make this line 24.616 pt; UILabel keeps the
    /// system font's 20.287109375 (ceil(20.287109375 x 3) / 3 = 61 / 3) for Hangul too.
    @Test func aHangulLineIsAsTallAsALatinOne() {
        let block = fonts.layout("서울특별시 중구", font: FontSpec(size: 17), width: 1000)
        #expect(block.lines.map(\.runs.count) == [3])  // Hangul, space (Inter has it), Hangul
        #expect(block.lines[0].height == 20.287109375)
        #expect(block.height == 61.0 / 3)
    }

    /// Kyome on Qiita, UILabel and NSTextField heights by font size (qiita.com/Kyome/items/0c93cb9fa2da31784100):
    /// a UILabel of "あいうえお" in the system font, sizeToFit at sizes 1 to 50 pt, in a 2x
    /// Playground. Every height is the system font's lineHeight rounded up to a half point, though
    /// the kana come from a fallback face.
    @Test func japaneseLabelHeightsMatchThePublishedTable() {
        let published: [Double] = [
            1.5, 2.5, 4.0, 5.0, 6.0, 7.5, 8.5, 10.0, 11.0, 12.0, 13.5, 14.5, 16.0, 17.0, 18.0, 19.5, 20.5,
            21.5, 23.0, 24.0, 25.5, 26.5, 27.5, 29.0, 30.0, 31.5, 32.5, 33.5, 35.0, 36.0, 37.0, 38.5, 39.5,
            41.0, 42.0, 43.0, 44.5, 45.5, 47.0, 48.0, 49.0, 50.5, 51.5, 53.0, 54.0, 55.0, 56.5, 57.5, 58.5, 60.0,
        ]
        let ours = (1...50).map { fonts.layout("あいうえお", font: FontSpec(size: Double($0)), width: 10000, scale: 2).height }
        #expect(ours == published)
        #expect(fonts.layout("あいうえお", font: FontSpec(size: 17), width: 1000).lines[0].runs.map(\.family) == [1])
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
