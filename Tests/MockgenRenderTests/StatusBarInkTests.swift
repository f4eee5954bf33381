import Foundation
import MockgenDecoding
import MockgenLayout
import MockgenTestSupport
import Testing

@testable import MockgenRender

/// The status bar's text takes the colour that stands out on the bar under it, on every platform
/// (Docs/platform-rules.md, Flutter 16): white on a black bar, black on a white one; a Flutter
/// SliverAppBar's own `systemOverlayStyle` wins over its colour.
@Suite struct StatusBarInkTests {
    /// The fill of the status bar's "9:41" in the first frame of `json`, at `offset`.
    static func clockFill(_ json: String, offset: Double = 0) throws -> String? {
        let s = try ScenarioDecoder.decode(Array(json.utf8), source: "s.json").base
        let run = try LayoutRun.layOut(base: s, selection: .offsets([offset]))
        let svg = renderSVGFrame(run.variants[0].frameArray[0], variant: run.variants[0], overlays: [])
        guard let end = svg.range(of: ">9:41</text>") else { return nil }
        let head = svg[..<end.lowerBound]
        guard let fill = head.range(of: "fill=\"", options: .backwards) else { return nil }
        return String(head[fill.upperBound...].prefix(7))
    }

    static let white = "#ffffff"
    static let black = "#000000"

    static func uikit(_ color: String) -> String {
        #"""
        { "name": "u", "device": "iphone-15-pro", "navigationBar": { "kind": "overlay", "height": 44, "color": "\#(color)" },
          "list": { "sections": [{ "rows": { "count": 30, "height": 44 } }] } }
        """#
    }

    static func compose(_ color: String) -> String {
        #"""
        { "name": "c", "device": "pixel-8", "list": { "kind": "compose", "topBar": { "title": "Inbox", "color": "\#(color)" },
          "content": [{ "items": { "count": 30, "height": 72 } }] } }
        """#
    }

    static func flutter(_ color: String, device: String, extra: String = "") -> String {
        #"""
        { "name": "f", "device": "\#(device)", "list": { "kind": "flutter", "slivers": [
            { "sliver": "SliverAppBar", "pinned": true, "title": "Store", "color": "\#(color)"\#(extra) },
            { "sliver": "SliverList", "children": { "count": 30, "height": 100 } } ] } }
        """#
    }

    @Test func uikitAndComposeFollowTheirBar() throws {
        #expect(try Self.clockFill(Self.uikit("#000000")) == Self.white)
        #expect(try Self.clockFill(Self.uikit("#FFFFFF")) == Self.black)
        #expect(try Self.clockFill(Self.compose("#000000")) == Self.white)
        #expect(try Self.clockFill(Self.compose("#FFFFFF")) == Self.black)
    }

    /// A pinned SliverAppBar covers the status bar's centre (59 / 2 on the iPhone, 54.1 / 2 on the
    /// Pixel) at every offset. Black: luminance 0, (0 + 0.05)^2 = 0.0025 <= 0.15, a dark colour,
    /// so SystemUiOverlayStyle.light (white text); white: (1 + 0.05)^2 = 1.1025 > 0.15, light, so
    /// dark text. The list under it is white either way, which is what the text followed before.
    @Test func flutterFollowsTheAppBarsBrightness() throws {
        for device in ["iphone-15-pro", "pixel-8"] {
            #expect(try Self.clockFill(Self.flutter("#000000", device: device)) == Self.white, "\(device)")
            #expect(try Self.clockFill(Self.flutter("#000000", device: device), offset: 500) == Self.white, "\(device)")
            #expect(try Self.clockFill(Self.flutter("#FFFFFF", device: device)) == Self.black, "\(device)")
        }
    }

    /// `systemOverlayStyle` given: it decides, whatever the colour (app_bar.dart takes it first).
    @Test func flutterSystemOverlayStyleWins() throws {
        let dark = #", "systemOverlayStyle": "dark""#
        let light = #", "systemOverlayStyle": "light""#
        #expect(try Self.clockFill(Self.flutter("#000000", device: "iphone-15-pro", extra: dark)) == Self.black)
        #expect(try Self.clockFill(Self.flutter("#FFFFFF", device: "pixel-8", extra: light)) == Self.white)
    }

    /// Flutter's brightness estimate (painting/colors.dart, theme_data.dart): mid grey #777777
    /// is 0.184 luminance, (0.184 + 0.05)^2 = 0.055, dark; #BBBBBB is 0.497, 0.299, light.
    @Test func brightnessEstimate() {
        #expect(SystemOverlayStyle.forBackground(RGBA(r: 0x77, g: 0x77, b: 0x77)) == .light)
        #expect(SystemOverlayStyle.forBackground(RGBA(r: 0xBB, g: 0xBB, b: 0xBB)) == .dark)
    }
}
