import Foundation
import Testing

@testable import MockgenText

/// The fonts compiled into the binary (Docs/text.md#fonts: fonts travel with the binary). Each file
/// of Fonts/ is what HarfBuzz's subsetter makes of a file of Debian 12's packages; these tests make
/// them again from the installed packages and compare the bytes, which shows where they came from.
/// `MOCKGEN_RECORD_FONTS=1 swift test --filter EmbeddedFontTests` rewrites Fonts/ from the packages.
@Suite struct EmbeddedFontTests {
    static let fontsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts")
    static let debianFontsInstalled = EmbeddedFonts.files.allSatisfy { FileManager.default.fileExists(atPath: $0.debianPath) }

    @Test(
        .enabled(
            if: debianFontsInstalled,
            "needs Debian 12's fonts-inter, fonts-noto-cjk, fonts-noto-color-emoji, fonts-dejavu-core, fonts-roboto"),
        arguments: EmbeddedFonts.files.map(\.name))
    func eachFileIsCutFromDebiansPackage(_ name: String) throws {
        let file = try #require(EmbeddedFonts.file(named: name))
        let made: [UInt8]
        if let kept = file.kept {
            let debian = try FontFace(path: file.debianPath, index: file.debianFace)
            made = try #require(debian.subsetForEmbedding(kept))
        } else {
            made = Array(try Data(contentsOf: URL(fileURLWithPath: file.debianPath)))
        }
        if ProcessInfo.processInfo.environment["MOCKGEN_RECORD_FONTS"] == "1" {
            try Data(made).write(to: Self.fontsFolder.appendingPathComponent(name))
        }
        // The embedded bytes (the build reads Fonts/), and the file in the repository.
        // Compared as a whole, so a failure names the file rather than print megabytes.
        let embedded = Array(file.bytes) == made
        let inRepository = Array(try Data(contentsOf: Self.fontsFolder.appendingPathComponent(name))) == made
        #expect(embedded, "the binary's \(name) is not what the subsetter makes of \(file.debianPath)")
        #expect(inRepository, "Fonts/\(name) is not what the subsetter makes of \(file.debianPath)")
    }

    @Test func everyPinnedFaceOpensFromTheBinary() throws {
        let fonts = try FontSet.load()
        for (family, pinned) in zip(fonts.faces, FontSet.families) {
            for (weight, _, file) in pinned.files {
                #expect(family[weight]!.path == "Fonts/" + file)
                #expect(family[weight]!.version.hasPrefix(pinned.version))
            }
        }
    }

    /// The kept ranges cover every character the built-ins and the tests draw: the same face
    /// draws it as with Debian's whole file (the face choice is by cmap, FontSet.faceIndex).
    @Test(.enabled(if: debianFontsInstalled, "needs Debian 12's font packages"))
    func theSubsetsKeepWhatTheWholeFilesDraw() throws {
        let fonts = try FontSet.load()
        let whole = try FontSet.families.map { pinned in
            let file = try #require(EmbeddedFonts.file(named: pinned.files[0].file))
            return try FontFace(path: file.debianPath, index: file.debianFace)
        }
        // Korean, kana, Latin with accents, Greek, Cyrillic, punctuation, symbols and emoji.
        let sample = "오전 7:00 · 수면 | 기상 — あいうえお カタカナ Ünïcödé café ΑΒΓ αβγ Жизнь «»‘’“”…•€£¥₩ ①② ℃ ¹²³ ½ → ← ✓ ❤ ☀ ✈ 😀👍🏽"
        for scalar in sample.unicodeScalars where scalar.value > 0x20 {
            let wholeFace = whole.firstIndex { $0.hasGlyph(scalar) } ?? 0
            let embeddedFace = (0..<whole.count).first { fonts.face($0, .regular).hasGlyph(scalar) } ?? 0
            #expect(embeddedFace == wholeFace, "U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
    }
}
