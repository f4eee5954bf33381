import Testing

@testable import MockgenText

/// The Android text faces (Docs/text.md#text-on-other-platforms): Roboto, then Noto Sans CJK KR and Noto Color Emoji,
/// compiled in like the iOS stand-ins and loaded with `FontSet.load(android: true)`.
@Suite struct AndroidFontTests {
    @Test func theAndroidSetOpensRobotoFromTheBinary() throws {
        let fonts = try FontSet.load(android: true)
        #expect(fonts.pinned.map(\.family) == ["Roboto", "Noto Sans CJK KR", "Noto Color Emoji"])
        for (family, pinned) in zip(fonts.faces, FontSet.androidFamilies) {
            for (weight, _, file) in pinned.files {
                #expect(family[weight]!.path == "Fonts/" + file)
                #expect(family[weight]!.version.hasPrefix(pinned.version))
            }
        }
        // Hangul and emoji fall back as on iOS; Latin stays in Roboto.
        #expect(fonts.faceIndex(for: 0x48) == 0)
        #expect(fonts.faceIndex(for: 0xD55C) == 1)
        #expect(fonts.faceIndex(for: 0x1F600) == FontSet.emojiFamily)
    }

    /// Roboto Regular's hmtx advances of H, e, l, l, o are 1461, 1086, 498, 498 and 1168 units of
    /// 2048 (read from Debian's Roboto-Regular.ttf through its cmap format 4 subtable with a
    /// 40-line Python script; Docs/text.md), 4711 in all: at 16 sp, Material 3's
    /// bodyLarge, 4711 * 16 / 2048 = 36.8046875. Roboto kerns none of these pairs.
    @Test func helloMeasuresWithRobotosAdvances() throws {
        let block = try FontSet.load(android: true).layout("Hello", font: FontSpec(size: 16), width: 400)
        #expect(block.width == 4711.0 * 16 / 2048)
        // Inter (the iOS stand-in) is wider: the number above is not Inter's.
        #expect(try FontSet.load().layout("Hello", font: FontSpec(size: 16), width: 400).width != block.width)
    }

    /// A line is Roboto's hhea ascender plus descender, 1900 + 500 units of 2048 (an assumption,
    /// Docs/platform-rules.md, Compose assumptions): 2400 * 16 / 2048 = 18.75 at 16 sp, the baseline 1900 * 16 / 2048 =
    /// 14.84375 below its top. The iOS set keeps UIKit's system-font metrics.
    @Test func androidLinesTakeRobotosMetrics() throws {
        let line = try #require(try FontSet.load(android: true).layout("Hello", font: FontSpec(size: 16), width: 400).lines.first)
        #expect(line.height == 18.75)
        #expect(line.baseline == 14.84375)
        #expect(try FontSet.load().lineMetrics == .system)
    }

    /// Medium has its own file; semibold takes Bold (CSS Fonts 4 matching: above 500, heavier first).
    @Test func weightsMapToRobotosFiles() throws {
        let fonts = try FontSet.load(android: true)
        #expect(fonts.face(0, .medium).path == "Fonts/Roboto-Medium.ttf")
        #expect(fonts.face(0, .semibold).path == "Fonts/Roboto-Bold.ttf")
        #expect(fonts.face(0, .bold).path == "Fonts/Roboto-Bold.ttf")
    }
}
