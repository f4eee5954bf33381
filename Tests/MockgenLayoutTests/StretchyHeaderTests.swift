import MockgenDecoding
import Testing

@testable import MockgenLayout

/// Rule 10.1 (Docs/uikit-rules.md): a stretchy `tableHeaderView` 300 pt tall, on an iPhone 15 Pro
/// table with `contentInsetAdjustmentBehavior: never` (it rests at contentOffset.y 0, its top at
/// window y 0, as a product page's hero under the status bar).
@Suite struct StretchyHeaderTests {
    static func scenario(parallax: String = "", path: String = #"["start", "end"]"#) throws -> Scenario {
        let json = #"""
            { "name": "s", "device": "iphone-15-pro",
              "list": { "kind": "table", "style": "plain", "contentInsetAdjustmentBehavior": "never",
                "tableHeaderView": { "height": 300, "color": "systemOrange" },
                "sections": [ { "rows": { "count": 30, "height": 44 } } ] },
              "behaviors": [ { "type": "stretchyHeader"\#(parallax) } ], "scroll": { "path": \#(path) } }
            """#
        return try ScenarioDecoder.decode(Array(json.utf8), source: "s.json").base
    }

    static func header(_ scenario: Scenario, at offsets: [Double]) -> [Rect?] {
        frames(scenario, offsets: offsets).map { frame in frame.elements.first { $0.kind == .tableHeader }?.frame }
    }

    /// The header's frame at an overscroll of 0, 40 and 120 pt (contentOffset.y 0, -40, -120).
    @Test func pulledDownTheHeaderKeepsItsTopAndGrows() throws {
        // A frame shows an overscroll when the path drags there: -40 and -120 are shown offsets
        // (StretchyHeader.frame takes the offset; the walk's rubber band only decides which).
        let stretchy = StretchyHeader(parallax: 1)
        // At rest: offset 0 = -adjustedContentInset.top, the natural frame 0, 300.
        #expect(
            stretchy.frame(Rect(x: 0, y: 0, width: 393, height: 300), offset: 0, restOffset: 0)
                == Rect(x: 0, y: 0, width: 393, height: 300))
        // Pulled 40: the content, and the natural frame with it, moved down to y 40; the top goes
        // back to 0 and the height is 300 + 40 = 340.
        #expect(
            stretchy.frame(Rect(x: 0, y: 40, width: 393, height: 300), offset: -40, restOffset: 0)
                == Rect(x: 0, y: 0, width: 393, height: 340))
        // Pulled 120: 300 + 120 = 420 from y 0.
        #expect(
            stretchy.frame(Rect(x: 0, y: 120, width: 393, height: 300), offset: -120, restOffset: 0)
                == Rect(x: 0, y: 0, width: 393, height: 420))
    }

    /// The same through the walk: a path that drags past the top. Each frame's header runs from
    /// y 0 to the first row's top, 300 - contentOffset.y tall, whatever the rubber band shows.
    @Test func alongAPullTheHeaderMeetsTheFirstRow() throws {
        let scenario = try Self.scenario(path: #"["start", { "drag": -40 }, { "drag": -120 }, "start"]"#)
        let run = try LayoutRun.layOut(base: scenario, selection: .spread(count: 13, snapToEvents: false))
        for frame in run.variants[0].frames {
            let header = try #require(frame.elements.first { $0.kind == .tableHeader }?.frame)
            let row = try #require(frame.elements.first { $0.id == "cell.0.0" }?.frame)
            #expect(frame.contentOffset <= 0)
            #expect(header.y == 0)
            #expect(abs(header.height - (300 - frame.contentOffset)) < 1e-9)
            #expect(abs(header.maxY - row.y) < 1e-9)
        }
    }

    /// Scrolled up 100 pt: with the content (parallax 1) the header is at y -100; with parallax
    /// 0.5 it moves 0.5 x 100 = 50, to y -50, still 300 tall, and row 0 (at 300 - 100 = 200)
    /// covers its lower part.
    @Test func scrolledUpItMovesAtTheParallaxFraction() throws {
        #expect(Self.header(try Self.scenario(), at: [100]) == [Rect(x: 0, y: -100, width: 393, height: 300)])
        let parallax = try Self.scenario(parallax: #", "parallax": 0.5"#)
        #expect(Self.header(parallax, at: [100]) == [Rect(x: 0, y: -50, width: 393, height: 300)])
        let row = frames(parallax, offsets: [100])[0].elements.first { $0.id == "cell.0.0" }?.frame
        #expect(row?.y == 200)
    }

    @Test func onlyTheListsTopViewStretches() {
        let json =
            #"{ "name": "s", "list": { "sections": [ { "rows": { "count": 3 } } ] }, "behaviors": [ { "type": "stretchyHeader" } ] }"#
        #expect(throws: ScenarioError.self) { try ScenarioDecoder.decode(Array(json.utf8), source: "s.json") }
        let far = json.replacingOccurrences(
            of: #"{ "type": "stretchyHeader" }"#, with: #"{ "type": "stretchyHeader", "parallax": 2 }"#)
        #expect(throws: ScenarioError.self) { try ScenarioDecoder.decode(Array(far.utf8), source: "s.json") }
    }
}

/// `ImageFit` (UIView.ContentMode): where a 393 x 300 picture is drawn in an image view 393 x 420
/// (the stretchy header pulled 120 pt).
@Suite struct ImageContentModeTests {
    static let frame = Rect(x: 0, y: 0, width: 393, height: 420)

    @Test func picturePlacement() {
        func picture(_ mode: ImageFit.Mode) -> Rect { ImageFit(mode: mode, width: 393, height: 300).picture(in: Self.frame) }
        // Fill: the larger scale, 420 / 300 = 1.4: 550.2 x 420, centred (x = (393 - 550.2) / 2), clipped.
        let fill = picture(.scaleAspectFill)
        #expect(abs(fill.width - 393 * 1.4) < 1e-9 && abs(fill.height - 420) < 1e-9)
        #expect(abs(fill.x - (393 - 393 * 1.4) / 2) < 1e-9 && fill.y == 0)
        // Fit: the smaller scale, 393 / 393 = 1: 393 x 300, centred vertically at (420 - 300) / 2 = 60.
        #expect(picture(.scaleAspectFit) == Rect(x: 0, y: 60, width: 393, height: 300))
        #expect(picture(.scaleToFill) == Self.frame)
        // Unscaled: centre, top.
        #expect(picture(.center) == Rect(x: 0, y: 60, width: 393, height: 300))
        #expect(picture(.top) == Rect(x: 0, y: 0, width: 393, height: 300))
        #expect(picture(.bottomRight) == Rect(x: 0, y: 120, width: 393, height: 300))
    }
}
