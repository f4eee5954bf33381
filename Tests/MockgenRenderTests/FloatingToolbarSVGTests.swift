import Foundation
import MockgenDecoding
import MockgenFormat
import MockgenLayout
import MockgenTestSupport
import Testing

@testable import MockgenRender

/// A Compose floating toolbar drawn (Docs/platform-rules.md#compose-12): its own layer, a pill of
/// the baseline scheme's container colour, its items' names in their 48 dp slots.
@Suite struct FloatingToolbarSVGTests {
    static func svg(_ toolbar: String, appearance: String = "light") throws -> String {
        let json = #"""
            { "name": "t", "device": "pixel-8", "appearance": "\#(appearance)", "list": { "kind": "compose",
              "floatingToolbar": \#(toolbar), "content": [{ "items": { "count": 30, "height": 72 } }] } }
            """#
        let s = try ScenarioDecoder.decode(Array(json.utf8), source: "t.json").base
        let run = try LayoutRun.layOut(base: s, selection: .offsets([0]))
        return renderSVGFrame(run.variants[0].frameArray[0], variant: run.variants[0], overlays: [])
    }

    /// The layer with `id`, from its opening to its closing tag.
    static func layer(_ svg: String, _ id: String) -> Substring? {
        guard let start = svg.range(of: "<g data-id=\"\(id)\"") else { return nil }
        guard let end = svg[start.upperBound...].range(of: "</g>") else { return nil }
        return svg[start.lowerBound..<end.upperBound]
    }

    /// Standard colours: the pill `SurfaceContainer`, Neutral94 (243, 237, 247) light and
    /// Neutral12 (33, 31, 38) dark; its FAB `PrimaryContainer`, Primary90 (234, 221, 255).
    /// Vibrant: the pill `PrimaryContainer`, its FAB `TertiaryContainer`, Tertiary90 (255, 216, 228).
    @Test func containerColoursFromTheBaselineScheme() throws {
        let standard = try Self.svg(#"{ "items": [{ "icon": "edit" }], "floatingActionButton": { "icon": "add" } }"#)
        #expect(Self.layer(standard, "floatingToolbar")?.contains("#f3edf7") == true)
        #expect(Self.layer(standard, "floatingToolbar.floatingActionButton")?.contains("#eaddff") == true)
        let dark = try Self.svg(#"{ "items": [{ "icon": "edit" }] }"#, appearance: "dark")
        #expect(Self.layer(dark, "floatingToolbar")?.contains("#211f26") == true)
        let vibrant = try Self.svg(
            #"{ "items": [{ "icon": "edit" }], "colors": "vibrant", "floatingActionButton": { "icon": "add" } }"#)
        #expect(Self.layer(vibrant, "floatingToolbar")?.contains("#eaddff") == true)
        #expect(Self.layer(vibrant, "floatingToolbar.floatingActionButton")?.contains("#ffd8e4") == true)
        let own = try Self.svg(##"{ "items": [{ "icon": "edit" }], "color": "#112233" }"##)
        #expect(Self.layer(own, "floatingToolbar")?.contains("#112233") == true)
    }

    /// A pill: corners of 32 (half of 64), and each item's name at the centre of its slot,
    /// 8 + 48 k + 24 from the pill's left; the pill starts at (411.429 - 112) / 2 for two items.
    @Test func aPillWithItsItems() throws {
        let svg = try Self.svg(#"{ "items": [{ "icon": "edit" }, { "icon": "share" }] }"#)
        let layer = try #require(Self.layer(svg, "floatingToolbar"))
        #expect(layer.contains("A32 32 0 0 1"), "\(layer)")
        let left = (1080 / 2.625 - 112) / 2
        for (k, name) in ["edit", "share"].enumerated() {
            let x = formatNumber(left + 8 + 48 * Double(k) + 24)
            #expect(layer.contains("x=\"\(x)\"") && layer.contains(">\(name)</text>"), "\(x) \(layer)")
        }
    }
}
