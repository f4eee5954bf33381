import MockgenLayout
import MockgenScenario
import MockgenText
@testable import MockgenRender
import Testing

/// The renderers on frames from the layout engine (not hand-built): the seed-004 `ably` screen,
/// 30 frames from the top to the end.
@Suite struct EngineOutputTests {
    static let storyboard = try! Storyboard.layOut(base: Fixtures.ablyScenario(), selection: .spread(count: 30, snapToEvents: true))

    @Test func flipbookHasEveryFrame() {
        let html = renderFlipbook(Self.storyboard)
        #expect(FlipbookTests.count(" data-frame=\"", in: html) == 30)
        #expect(html.contains(" data-frame=\"0\" data-offset=\"0\""))
        #expect(html.contains("<span class=\"event\">header.1 pins</span>"))
    }

    @Test(.enabled(if: XMLLint.isAvailable, "xmllint (libxml2-utils) is not installed"))
    func everyFileValidates() throws {
        let files = renderSVGFiles(Self.storyboard)
        #expect(files.count == 30 + 1)
        for file in files {
            #expect(try XMLLint.check(file.contents, extension: "svg", schema: XMLLint.frameSchema) == nil, "\(file.name)")
        }
        #expect(try XMLLint.check(renderFlipbook(Self.storyboard), extension: "xhtml") == nil)
    }
}

/// The self-sizing built-ins (seed 003 `blog`, seed 001 `weather`) through the renderers.
@Suite struct ContentOutputTests {
    static func storyboard(_ name: String) throws -> Storyboard {
        let builtin = try #require(ScenarioLibrary.builtin(named: name))
        let doc = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "\(name).json")
        return try Storyboard.layOut(base: doc.base, variants: doc.variants, selection: .spread(count: 6, snapToEvents: true),
                                         fonts: try FontSet.load())
    }

    @Test(.enabled(if: XMLLint.isAvailable, "xmllint (libxml2-utils) is not installed"),
          arguments: ["blog", "weather"])
    func framesValidate(name: String) throws {
        let board = try Self.storyboard(name)
        for file in renderSVGFiles(board) {
            #expect(try XMLLint.check(file.contents, extension: "svg", schema: XMLLint.frameSchema) == nil, "\(file.name)")
        }
        #expect(try XMLLint.check(renderFlipbook(board), extension: "xhtml") == nil)
    }

    @Test func labelsAreOneTextALineAtTheMeasuredBaseline() throws {
        let board = try Self.storyboard("blog")
        let svg = renderSVGFrame(board.variants[0].frames[0], variant: board.variants[0])
        #expect(svg.contains(">All Post</text>"))
        #expect(svg.contains(" font-weight=\"700\""))
        // The first title wraps at spaces (keep-all): its first line ends before a word.
        #expect(svg.contains(">[TIL / 25.02.10] 헤더를 이용한</text>"))
        #expect(svg.contains(">thumbnail</text>"))
    }

    @Test func flipbookEmbedsSubsetFonts() throws {
        let html = renderFlipbook(try Self.storyboard("blog"))
        #expect(html.contains("@font-face { font-family: \"Inter\"; font-weight: 400; src: url(data:font/otf;base64,"))
        #expect(html.contains("@font-face { font-family: \"Noto Sans CJK KR\"; font-weight: 400;"))
        // Subsets: the whole Noto Sans CJK collection is about 20 MB.
        #expect(html.utf8.count < 2_000_000)
        // A screen without content keeps its flipbook as it was.
        let ably = try Storyboard.layOut(base: Fixtures.ablyScenario(), selection: .spread(count: 2, snapToEvents: true))
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
        let board = try Storyboard.layOut(base: doc.base, selection: .spread(count: 1, snapToEvents: false),
                                          fonts: try FontSet.load())
        let svg = renderSVGFrame(board.variants[0].frames[0], variant: board.variants[0])
        #expect(svg.contains(##" xml:space="preserve" fill="#000000">a  b</text>"##))
        #expect(svg.contains(">  c</text>"))
        #expect(try XMLLint.check(svg, extension: "svg", schema: XMLLint.frameSchema) == nil)
    }
}
