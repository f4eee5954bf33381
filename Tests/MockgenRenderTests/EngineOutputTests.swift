import MockgenDecoding
import MockgenFormat
import MockgenLayout
import MockgenTestSupport
import MockgenText
import Testing

@testable import MockgenRender

/// The renderers on frames from the layout engine (not hand-built): the seed-004 `ably` screen,
/// 30 frames from the top to the end.
@Suite struct EngineOutputTests {
    static let layoutRun = try! LayoutRun.layOut(base: Fixtures.ablyScenario(), selection: .spread(count: 30, snapToEvents: true))

    @Test func flipbookHasEveryFrame() {
        let html = renderFlipbook(Self.layoutRun)
        #expect(FlipbookTests.count(" data-frame=\"", in: html) == 30)
        #expect(html.contains(" data-frame=\"0\" data-offset=\"0\""))
        #expect(html.contains("<span class=\"event\">header.1 pins</span>"))
    }

    @Test(.enabled(if: XMLLint.isAvailable, "xmllint (libxml2-utils) is not installed"))
    func everyFileValidates() throws {
        let files = renderSVGFiles(Self.layoutRun)
        #expect(files.count == 30 + 1)
        for file in files {
            #expect(try XMLLint.check(file.contents, extension: "svg", schema: XMLLint.frameSchema) == nil, "\(file.name)")
        }
        #expect(try XMLLint.check(renderFlipbook(Self.layoutRun), extension: "xhtml") == nil)
    }
}

/// The self-sizing built-ins (seed 003 `blog`, seed 001 `weather`) through the renderers.
@Suite struct ContentOutputTests {
    static func layoutRun(_ name: String) throws -> LayoutRun {
        let builtin = try #require(ScenarioLibrary.builtin(named: name))
        let doc = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "\(name).json")
        return try LayoutRun.layOut(
            base: doc.base, variants: doc.variants, selection: .spread(count: 6, snapToEvents: true),
            fonts: try FontSet.load())
    }

    @Test(
        .enabled(if: XMLLint.isAvailable, "xmllint (libxml2-utils) is not installed"),
        arguments: ["blog", "weather"])
    func framesValidate(name: String) throws {
        let board = try Self.layoutRun(name)
        for file in renderSVGFiles(board) {
            #expect(try XMLLint.check(file.contents, extension: "svg", schema: XMLLint.frameSchema) == nil, "\(file.name)")
        }
        #expect(try XMLLint.check(renderFlipbook(board), extension: "xhtml") == nil)
    }

    @Test func labelsAreOneTextALineAtTheMeasuredBaseline() throws {
        let board = try Self.layoutRun("blog")
        let svg = renderSVGFrame(board.variants[0].frameArray[0], variant: board.variants[0])
        #expect(svg.contains(">All Post</text>"))
        #expect(svg.contains(" font-weight=\"700\""))
        // The first title wraps at spaces (keep-all): its first line ends before a word.
        // Hangul runs name the face the layout measured them with; the spaces between are
        // Inter's, as measured, and stay bare.
        #expect(
            svg.contains(
                #">[TIL / 25.02.10] <tspan font-family="'Noto Sans CJK KR'">헤더를</tspan> <tspan font-family="'Noto Sans CJK KR'">이용한</tspan></text>"#
            ))
        #expect(svg.contains(">thumbnail</text>"))
    }

    @Test func flipbookEmbedsSubsetFonts() throws {
        let html = renderFlipbook(try Self.layoutRun("blog"))
        #expect(html.contains("@font-face { font-family: \"Inter\"; font-weight: 400; src: url(data:font/otf;base64,"))
        #expect(html.contains("@font-face { font-family: \"Noto Sans CJK KR\"; font-weight: 400;"))
        // Subsets: the whole Noto Sans CJK collection is about 20 MB.
        #expect(html.utf8.count < 2_000_000)
        // A screen without content keeps its flipbook as it was.
        let ably = try LayoutRun.layOut(base: Fixtures.ablyScenario(), selection: .spread(count: 2, snapToEvents: true))
        #expect(!renderFlipbook(ably).contains("@font-face"))
    }
}

/// Spaces the layout measured are drawn: a line with a run of spaces keeps them.
@Suite struct ContentWhitespaceTests {
    @Test(.enabled(if: XMLLint.isAvailable, "xmllint (libxml2-utils) is not installed"))
    func runsOfSpacesArePreserved() throws {
        let json = """
            { "name": "t", "list": { "sections": [ { "rows": [ { "height": "automatic",
              "content": { "label": "a  b\\n  c", "lines": 0 } } ] } ] } }
            """
        let doc = try ScenarioDecoder.decode(Array(json.utf8), source: "t.json")
        let board = try LayoutRun.layOut(
            base: doc.base, selection: .spread(count: 1, snapToEvents: false),
            fonts: try FontSet.load())
        let svg = renderSVGFrame(board.variants[0].frameArray[0], variant: board.variants[0])
        #expect(svg.contains(##" xml:space="preserve" fill="#000000">a  b</text>"##))
        #expect(svg.contains(">  c</text>"))
        #expect(try XMLLint.check(svg, extension: "svg", schema: XMLLint.frameSchema) == nil)
    }
}

/// Each run of a content line names the face the layout measured it with (Docs/decisions.md,
/// Text: the frames draw the glyphs that were measured), and the flipbook embeds each run's
/// characters in that face.
@Suite struct FaceRunTests {
    /// U+2600 SUN is Emoji_Presentation=No (Unicode emoji-data.txt): with VS16 it asks for the
    /// emoji form (UTS #51, "Emoji presentation sequences"), so the cluster is the emoji face's.
    static let label = "맑음 \u{2600}\u{FE0F} 18°"

    static func board() throws -> LayoutRun {
        let json = """
            { "name": "t", "list": { "sections": [ { "rows": [ { "height": "automatic",
              "content": { "label": "\(label)", "lines": 0 } } ] } ] } }
            """
        let doc = try ScenarioDecoder.decode(Array(json.utf8), source: "t.json")
        return try LayoutRun.layOut(base: doc.base, selection: .spread(count: 1, snapToEvents: false), fonts: try FontSet.load())
    }

    @Test(.enabled(if: XMLLint.isAvailable, "xmllint (libxml2-utils) is not installed"))
    func runsNameTheirFace() throws {
        let board = try Self.board()
        let svg = renderSVGFrame(board.variants[0].frameArray[0], variant: board.variants[0])
        // Hangul: Noto Sans CJK KR; the spaces, digits and degree sign: Inter, bare.
        // The emoji is a picture (ColorGlyphSVG.swift): the text after it starts where it was measured.
        let fonts = try FontSet.load()
        let line = try #require(fonts.line(Self.label, font: FontSpec(size: 17)))
        #expect(line.runs.map(\.family) == [1, 0, FontSet.emojiFamily, 0])
        #expect(
            svg.contains(
                ##" xml:space="preserve" fill="#000000">"## + #"<tspan font-family="'Noto Sans CJK KR'">맑음</tspan> "#
                    + #"<tspan x="\#(formatNumber(line.runStarts[3]))"> 18°</tspan></text>"#))
        #expect(svg.contains(##"<use href="#emoji-"##))
        #expect(svg.contains(#"<symbol id="emoji-"#))
        #expect(try XMLLint.check(svg, extension: "svg", schema: XMLLint.frameSchema) == nil)
    }

    /// Cell titles are measured by no layout but name their faces the same way where the screen
    /// has content (its fonts are loaded anyway); a screen without content keeps them bare, so it
    /// opens no text library (TextLibraryLoadingTests).
    @Test func titlesNameTheirFacesWhereContentIsMeasured() throws {
        let builtin = try #require(ScenarioLibrary.builtin(named: "weather"))
        let doc = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "weather.json")
        let weather = try LayoutRun.layOut(
            base: doc.base, variants: doc.variants, selection: .spread(count: 1, snapToEvents: false),
            fonts: try FontSet.load())
        let svg = renderSVGFrame(weather.variants[0].frameArray[0], variant: weather.variants[0])
        #expect(
            svg.contains(
                #">3<tspan font-family="'Noto Sans CJK KR'">시간</tspan> "#
                    + #"<tspan font-family="'Noto Sans CJK KR'">예보</tspan> · <tspan font-family="'Noto Sans CJK KR'">맑음</tspan> 18°</text>"#
            ))
        let ably = EngineOutputTests.layoutRun
        #expect(!renderSVGFrame(ably.variants[0].frameArray[7], variant: ably.variants[0]).contains("<tspan"))
    }

    @Test func flipbookEmbedsEachRunInItsFace() throws {
        let html = renderFlipbook(try Self.board())
        #expect(html.contains("@font-face { font-family: \"Inter\"; font-weight: 400;"))
        #expect(html.contains("@font-face { font-family: \"Noto Sans CJK KR\"; font-weight: 400;"))
        // Emoji are pictures, defined once in the page: no emoji font is embedded.
        #expect(!html.contains("font-family: \"Noto Color Emoji\""))
        #expect(html.contains("class=\"color-glyphs\""))
    }

    /// The tspan values are the pinned families' names, in the same order.
    @Test func runFamiliesFollowThePinnedFamilies() {
        let names = SVGStyle.runFamilies.map { $0.description }
        #expect(names == ["Inter"] + FontSet.families.dropFirst().map { "'\($0.family)'" })
    }
}
