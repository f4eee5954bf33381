import Foundation
import MockgenDecoding
import MockgenLayout
import MockgenTestSupport
import Testing

@testable import MockgenRender

/// A SliverAppBar's title sits on its toolbar row, below the status bar (material/app_bar.dart).
@Suite struct FlutterAppBarTitleTests {
    /// The baseline of the header's title: centre + 0.35 x the 15 pt header font (SVGStyle).
    static func titleBaseline(at offset: Double) throws -> Double {
        let json = #"""
            { "name": "f", "list": { "kind": "flutter", "slivers": [
                { "sliver": "SliverAppBar", "expandedHeight": 200, "title": "Feed" },
                { "sliver": "SliverList", "children": { "count": 20, "height": 100 } } ] } }
            """#
        let s = try ScenarioDecoder.decode(Array(json.utf8), source: "f.json").base
        let run = try LayoutRun.layOut(base: s, selection: .offsets([offset]))
        let svg = renderSVGFrame(run.variants[0].frameArray[0], variant: run.variants[0], overlays: [])
        let layer = try #require(ElementLayerTests.layers(svg)["header.0"])
        return try #require(ElementLayerTests.tags("text", in: layer).first?["y"])
    }

    @Test func theTitleSitsOnTheToolbarRow() throws {
        // Offset 0: the bar is 59 + 200 = 259 tall; the toolbar row is 59...115, centre 87.
        #expect(try Self.titleBaseline(at: 0) == 87 + 0.35 * 15)
        // Offset 200: 259 - 200 = 59 of the bar show, the 115 pt child at -56 (scrolling header);
        // its toolbar row is -56 + 59 ... -56 + 115, centre 31.
        #expect(try Self.titleBaseline(at: 200) == 31 + 0.35 * 15)
    }
}

/// `centerTitle` by platform (material/app_bar.dart, `_getEffectiveCenterTitle`): centred on iOS
/// with fewer than two actions, at the start on Android, as given when the scenario says.
@Suite struct FlutterCenterTitleTests {
    static func titleTag(device: String, extra: String = "") throws -> [String: String] {
        let json = #"""
            { "name": "f", "device": "\#(device)", "list": { "kind": "flutter", "slivers": [
                { "sliver": "SliverAppBar", "pinned": true, "title": "Feed"\#(extra) },
                { "sliver": "SliverList", "children": { "count": 20, "height": 100 } } ] } }
            """#
        let s = try ScenarioDecoder.decode(Array(json.utf8), source: "f.json").base
        let run = try LayoutRun.layOut(base: s, selection: .offsets([0]))
        let svg = renderSVGFrame(run.variants[0].frameArray[0], variant: run.variants[0], overlays: [])
        let layer = try #require(ElementLayerTests.layers(svg)["header.0"])
        let piece = try #require(layer.components(separatedBy: "<text ").dropFirst().first)
        var attributes: [String: String] = [:]
        for pair in piece.prefix(while: { $0 != ">" }).components(separatedBy: "\" ") {
            let parts = pair.components(separatedBy: "=\"")
            if parts.count == 2 {
                attributes[parts[0].trimmingCharacters(in: .whitespaces)] = String(parts[1].prefix { $0 != "\"" })
            }
        }
        return attributes
    }

    @Test func centredOnIOSAtTheStartOnAndroid() throws {
        // iPhone 15 Pro, 393 wide: the middle, 196.5.
        let ios = try Self.titleTag(device: "iphone-15-pro")
        #expect(ios["x"] == "196.5" && ios["text-anchor"] == "middle")
        let android = try Self.titleTag(device: "pixel-8")
        #expect(android["text-anchor"] == nil)
        let asked = try Self.titleTag(device: "iphone-15-pro", extra: #", "centerTitle": false"#)
        #expect(asked["text-anchor"] == nil)
        let centred = try Self.titleTag(device: "pixel-8", extra: #", "centerTitle": true"#)
        #expect(centred["text-anchor"] == "middle")
    }
}
