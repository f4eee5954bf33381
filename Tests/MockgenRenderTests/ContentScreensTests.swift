import MockgenDecoding
import MockgenFormat
import MockgenLayout
import MockgenTestSupport
import MockgenText
import Testing

@testable import MockgenRender

/// Screens written for these tests (a chat, a collapsing header with and without compact
/// content), drawn and checked against the frame schema.
@Suite struct ContentScreensTests {
    static func header(compact: Bool) -> String {
        let compactContent =
            compact
            ? #", "compactContent": { "label": "Small title", "font": { "size": 17, "weight": "semibold" }, "padding": { "left": 16 } }"#
            : ""
        return #"""
            { "name": "compact", "list": { "kind": "collection", "sections": [ {
                "header": { "height": 200, "color": "systemBackground", "content": { "stack": "vertical", "children": [
                  { "label": "Large title", "font": { "size": 34, "weight": "bold" }, "padding": { "top": 8, "left": 16 } },
                  { "box": true, "height": 120, "color": "systemTeal" } ] }\#(compactContent) },
                "items": { "count": 30, "width": "full", "height": 60 } } ] },
              "behaviors": [ { "type": "collapsingHeader", "section": 0, "compactHeight": 44, "atOffset": 100 } ] }
            """#
    }

    static let chat = #"""
        { "name": "chat", "list": { "separatorStyle": "none", "sections": [ { "rows": [
            { "height": "automatic", "content": { "stack": "vertical", "alignment": "leading", "padding": { "top": 4, "left": 16, "bottom": 4, "right": 16 }, "children": [
              { "stack": "horizontal", "maxWidth": "70%", "cornerRadius": 18, "color": "systemGray5", "children": [
                { "label": "Are we still on for dinner tonight? I booked the place near the station.", "lines": 0, "padding": { "top": 8, "left": 12, "bottom": 8, "right": 12 } } ] } ] } },
            { "height": "automatic", "content": { "stack": "vertical", "alignment": "trailing", "padding": { "top": 4, "left": 16, "bottom": 4, "right": 16 }, "children": [
              { "stack": "horizontal", "maxWidth": "70%", "cornerRadius": 18, "color": "systemBlue", "children": [
                { "label": "Yes! See you at seven.", "lines": 0, "color": "#FFFFFF", "padding": { "top": 8, "left": 12, "bottom": 8, "right": 12 } } ] } ] } }
          ] } ] } }
        """#

    func frames(_ json: String, offsets: [Double]) throws -> (LayoutRun, VariantLayout) {
        let doc = try ScenarioDecoder.decode(Array(json.utf8), source: "t.json")
        let board = try LayoutRun.layOut(base: doc.base, selection: .offsets(offsets), fonts: try FontSet.load())
        return (board, board.variants[0])
    }

    /// Compact (offset 300, past the switch at 100): the header is 44 pt and draws its
    /// compactContent only; large (offset 0) it draws its content.
    @Test(.enabled(if: XMLLint.isAvailable, "xmllint (libxml2-utils) is not installed"))
    func aCompactHeaderDrawsItsCompactContent() throws {
        let (_, variant) = try frames(Self.header(compact: true), offsets: [0, 300])
        let large = renderSVGFrame(variant.frameArray[0], variant: variant)
        let compact = renderSVGFrame(variant.frameArray[1], variant: variant)
        let header = try #require(variant.frameArray[1].elements.first { $0.id == "header.0" })
        #expect(header.frame.height == 44)
        #expect(large.contains(">Large title</text>") && !large.contains("Small title"))
        #expect(compact.contains(">Small title</text>") && !compact.contains("Large title"))
        #expect(!compact.contains("<svg x="))
        #expect(try XMLLint.check(compact, extension: "svg", schema: XMLLint.frameSchema) == nil)
    }

    /// Without compactContent the large content stays, clipped to the 44 pt frame by a nested
    /// viewport at the header's frame (assumption, Docs/uikit-rules.md, Assumptions).
    @Test(.enabled(if: XMLLint.isAvailable, "xmllint (libxml2-utils) is not installed"))
    func aCompactHeaderWithoutCompactContentClipsItsContent() throws {
        let (_, variant) = try frames(Self.header(compact: false), offsets: [0, 300])
        let header = try #require(variant.frameArray[1].elements.first { $0.id == "header.0" })
        #expect(header.frame.height == 44)
        let compact = renderSVGFrame(variant.frameArray[1], variant: variant)
        let viewport =
            "<svg x=\"\(formatNumber(header.frame.x))\" y=\"\(formatNumber(header.frame.y))\" width=\"393\" height=\"44\">"
        let open = try #require(compact.range(of: viewport))
        let title = try #require(compact.range(of: ">Large title</text>"))
        let close = try #require(compact.range(of: "</svg>", range: title.upperBound..<compact.endIndex))
        #expect(open.upperBound <= title.lowerBound && title.upperBound <= close.lowerBound)
        #expect(!renderSVGFrame(variant.frameArray[0], variant: variant).contains("<svg x="))
        #expect(try XMLLint.check(compact, extension: "svg", schema: XMLLint.frameSchema) == nil)
    }

    /// Bubbles on both sides, rounded: 18 pt corners drawn as rx, the right bubble ending at the
    /// row's margin (393 - 16).
    @Test(.enabled(if: XMLLint.isAvailable, "xmllint (libxml2-utils) is not installed"))
    func aChatDrawsRoundedBubblesOnBothSides() throws {
        let (_, variant) = try frames(Self.chat, offsets: [0])
        let svg = renderSVGFrame(variant.frameArray[0], variant: variant)
        #expect(svg.components(separatedBy: " rx=\"18\"").count - 1 == 2)
        #expect(try XMLLint.check(svg, extension: "svg", schema: XMLLint.frameSchema) == nil)
    }

    /// A chat's date pill: a centred label with a backgroundColor and a cornerRadius
    /// (Docs/scenario-format.md#label-backgrounds). Its fill is the label's own
    /// frame, drawn just before its text: no padding (a UILabel has none), the radius clamped to
    /// half the frame's height (100 asked, as CALayer draws it), 0x33 / 255 = 0.2 as the fill's
    /// opacity. It moves nothing: the row is as tall, and the label where it was, without it.
    @Test(.enabled(if: XMLLint.isAvailable, "xmllint (libxml2-utils) is not installed"))
    func aDatePillIsDrawnBehindItsLabel() throws {
        func pill(_ keys: String) -> String {
            #"""
            { "name": "pill", "list": { "separatorStyle": "none", "sections": [ { "rows": [
                { "height": "automatic", "content": { "stack": "vertical", "alignment": "center", "padding": { "top": 12, "bottom": 12 }, "children": [
                  { "label": "2026년 12월 3일 목요일", "font": { "size": 12 }, "color": "#FFFFFF"\#(keys) } ] } } ] } ] } }
            """#
        }
        let (_, variant) = try frames(pill(##", "backgroundColor": "#00000033", "cornerRadius": 100"##), offsets: [0])
        let (_, plain) = try frames(pill(""), offsets: [0])
        let frame = variant.frameArray[0]
        let cell = try #require(frame.elements.first { $0.id == "cell.0.0" })
        #expect(cell.frame == plain.frameArray[0].elements.first { $0.id == "cell.0.0" }?.frame)
        let content = try #require(variant.scenario.list.sections[0].rows[0].view.content)
        let placed = ContentLayout(fonts: try FontSet.load(), contentSize: "large", scale: 3)
            .place(content, width: cell.frame.width, height: cell.frame.height)
        // The stack sits inside its 12 pt padding; the label's frame is in the stack's coordinates.
        let stack = placed.frame
        let label = try #require(placed.children.first).frame
        // Centred in the 393 pt row (UIStackView's center alignment), 12 pt below its top.
        #expect(abs(stack.x + label.x + label.width / 2 - 393.0 / 2) < 0.001 && stack.y + label.y == 12)
        let x = formatNumber(cell.frame.x + stack.x + label.x)
        let y = formatNumber(cell.frame.y + stack.y + label.y)
        let size = "width=\"\(formatNumber(label.width))\" height=\"\(formatNumber(label.height))\""
        let rx = formatNumber(label.height / 2)
        let rect = "<rect x=\"\(x)\" y=\"\(y)\" \(size) rx=\"\(rx)\" fill=\"#000000\" fill-opacity=\"0.2\"/>\n<text"
        let svg = renderSVGFrame(frame, variant: variant)
        #expect(svg.contains(rect), "\(svg)")
        #expect(svg.contains(##"fill="#ffffff">2026"##))
        let without = renderSVGFrame(plain.frameArray[0], variant: plain)
        #expect(!without.contains("fill-opacity=\"0.2\""))
        #expect(try XMLLint.check(svg, extension: "svg", schema: XMLLint.frameSchema) == nil)
    }
}
