import MockgenLayout
@testable import MockgenRender
import Testing

/// The renderers on frames from the layout engine (not hand-built): the seed-004 `ably` screen,
/// 30 frames from the top to the end.
@Suite struct EngineOutputTests {
    static let storyboard = Storyboard.layOut(base: Fixtures.ablyScenario(), selection: .spread(count: 30, snapToEvents: true))

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
