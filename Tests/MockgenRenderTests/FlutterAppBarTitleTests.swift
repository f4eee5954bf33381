import Foundation
import MockgenDecoding
import MockgenLayout
import MockgenTestSupport
import Testing

@testable import MockgenRender

/// A SliverAppBar's title sits on its toolbar row, below the status bar (material/app_bar.dart).
@Suite struct FlutterAppBarTitleTests {
    /// The baseline of the header's title: centre + 0.35 x the 22 pt titleLarge (SVGStyle;
    /// material/typography.dart, an AppBar's title style).
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
        #expect(try Self.titleBaseline(at: 0) == 87 + 0.35 * 22)
        // Offset 200: 259 - 200 = 59 of the bar show, the 115 pt child at -56 (scrolling header);
        // its toolbar row is -56 + 59 ... -56 + 115, centre 31.
        #expect(try Self.titleBaseline(at: 200) == 31 + 0.35 * 22)
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

/// `SliverAppBar.medium` and `.large` draw the expanded title in the flexible space along the
/// bar's bottom, clipped under the toolbar row, and the toolbar's collapsed title once content is
/// scrolled under (material/app_bar.dart, `_ScrollUnderFlexibleSpace`,
/// `_RenderExpandedTitleBox`, the configs; Docs/platform-rules.md#flutter-21). iPhone 15 Pro,
/// top padding 59; a text's y is its centre + 0.35 x its size (SVGStyle).
@Suite struct FlutterScrollUnderTitleTests {
    /// The header's layer: its clip viewports and its text tags.
    static func layer(_ bar: String, at offset: Double) throws -> (clips: [[String: Double]], texts: [[String: Double]]) {
        let json = #"""
            { "name": "f", "list": { "kind": "flutter", "slivers": [ \#(bar),
                { "sliver": "SliverList", "children": { "count": 20, "height": 100 } } ] } }
            """#
        let s = try ScenarioDecoder.decode(Array(json.utf8), source: "f.json").base
        let run = try LayoutRun.layOut(base: s, selection: .offsets([offset]))
        let svg = renderSVGFrame(run.variants[0].frameArray[0], variant: run.variants[0], overlays: [])
        let layer = try #require(ElementLayerTests.layers(svg)["header.0"])
        return (ElementLayerTests.tags("svg", in: layer), ElementLayerTests.tags("text", in: layer))
    }

    @Test func largeExpanded() throws {
        // The flexible space starts at minExtent, 59 + 64 = 123, and is 211 - 123 = 88 tall.
        // headlineMedium's line is 28 x 1.29 = 36.12; its bottom 28 above the area's:
        // top 88 - 36.12 - 28 = 23.88, centre 23.88 + 18.06 = 41.94, y 41.94 + 0.35 x 28 = 51.74.
        let (clips, texts) = try Self.layer(#"{ "sliver": "SliverAppBar.large", "title": "Store" }"#, at: 0)
        #expect(clips.count == 1 && clips[0]["y"] == 123 && clips[0]["height"] == 88)
        #expect(texts.count == 1)
        #expect(texts[0]["x"] == 16 && texts[0]["font-size"] == 28)
        #expect(abs(try #require(texts[0]["y"]) - 51.74) < 1e-9)
    }

    @Test func mediumExpandedIsMovedDownToFit() throws {
        // Area 171 - 123 = 48; headlineSmall's line 24 x 1.33 = 31.92 and its padding 20 overflow
        // it by 3.92, so the line moves down 3.92: top 48 - 31.92 - 20 + 3.92 = 0, centre 15.96,
        // y 15.96 + 0.35 x 24 = 24.36.
        let (clips, texts) = try Self.layer(#"{ "sliver": "SliverAppBar.medium", "title": "Store" }"#, at: 0)
        #expect(clips.count == 1 && clips[0]["height"] == 48)
        #expect(texts.count == 1 && texts[0]["font-size"] == 24)
        #expect(abs(try #require(texts[0]["y"]) - 24.36) < 1e-9)
    }

    @Test func theExpandedTitleSlidesUpUnderTheToolbar() throws {
        // Large at 50: the area is 88 - 50 = 38 tall, the line's top 38 - 36.12 - 28 = -26.12
        // (clipped), y -26.12 + 18.06 + 9.8 = 1.74. At 60: 28 tall, the line ends at 0: gone.
        let bar = #"{ "sliver": "SliverAppBar.large", "title": "Store" }"#
        let half = try Self.layer(bar, at: 50)
        #expect(half.clips.count == 1 && half.clips[0]["height"] == 38)
        #expect(abs(try #require(half.texts.first?["y"]) - 1.74) < 1e-9)
        let gone = try Self.layer(bar, at: 60)
        #expect(gone.clips.isEmpty && gone.texts.isEmpty)
    }

    @Test func theCollapsedTitleOnceScrolledUnder() throws {
        let bar = #"{ "sliver": "SliverAppBar.large", "title": "Store", "centerTitle": false }"#
        // At 88 the bar has just collapsed (isScrolledUnder needs shrinkOffset > 88): no title.
        #expect(try Self.layer(bar, at: 88).texts.isEmpty)
        // At 89: titleLarge 22 on the 64 toolbar row, centre 59 + 32 = 91, y 91 + 0.35 x 22 = 98.7,
        // 16 in (NavigationToolbar.kMiddleSpacing).
        let texts = try Self.layer(bar, at: 89).texts
        #expect(texts.count == 1 && texts[0]["font-size"] == 22 && texts[0]["x"] == 16)
        #expect(abs(try #require(texts[0]["y"]) - 98.7) < 1e-9)
        // Centred by platform on an iPhone (Flutter 15): the middle of 393, 196.5.
        let centred = try Self.layer(#"{ "sliver": "SliverAppBar.large", "title": "Store" }"#, at: 89).texts
        #expect(centred.first?["x"] == 196.5)
    }

    @Test func aBottomTakesThePaddingAway() throws {
        // Medium with a 48 bottom: min 59 + 64 + 48 = 171, max 59 + 112 + 48 = 219; the area
        // runs from 171 - 48 = 123 to 219 - 48 = 171 (48 tall) with no padding below: top
        // 48 - 31.92 = 16.08, centre 32.04, y 32.04 + 8.4 = 40.44.
        let bar = #"{ "sliver": "SliverAppBar.medium", "title": "Store", "bottom": { "height": 48 } }"#
        let (clips, texts) = try Self.layer(bar, at: 0)
        #expect(clips.count == 1 && clips[0]["y"] == 123 && clips[0]["height"] == 48)
        #expect(abs(try #require(texts.first?["y"]) - 40.44) < 1e-9)
    }
}
