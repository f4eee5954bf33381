import MockgenDecoding
import MockgenLayout
import MockgenText
import Testing

/// Typed seams (Docs/architecture.md#modules): the layout measures with the fonts its caller passes, and a scenario
/// with content laid out without them is an error the caller handles, not a trap.
@Suite struct FontsPassedInTests {
    func document(_ name: String) throws -> ScenarioDocument {
        let builtin = try #require(ScenarioLibrary.builtin(named: name))
        return try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "\(name).json")
    }

    @Test func contentWithoutFontsIsAnError() throws {
        let blog = try document("blog")
        #expect(throws: FontError.notGiven) { try LayoutRun.layOut(base: blog.base, selection: .offsets([0])) }
    }

    @Test func aScreenWithoutContentNeedsNoFonts() throws {
        let ably = try document("ably")
        let board = try LayoutRun.layOut(base: ably.base, selection: .offsets([0]))
        #expect(board.variants.allSatisfy { $0.fonts == nil })
    }

    @Test func theFontsTravelWithTheVariantsThatMeasuredContent() throws {
        let fonts = try FontSet.load()
        let blog = try document("blog")
        let board = try LayoutRun.layOut(base: blog.base, selection: .offsets([0]), fonts: fonts)
        #expect(board.variants.allSatisfy { $0.fonts == fonts })
    }
}
