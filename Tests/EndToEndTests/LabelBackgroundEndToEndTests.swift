import Foundation
import Testing

/// A chat's date pill through the binary (Docs/scenario-format.md#label-backgrounds):
/// a label's backgroundColor drawn as a rounded rectangle at its frame, behind its text, in the
/// SVG files the raster formats are drawn from; a colour that is not one is refused at its key.
@Suite struct LabelBackgroundEndToEndTests {
    static func pill(background: String) -> String {
        #"""
        { "name": "pill", "list": { "separatorStyle": "none", "sections": [ { "rows": [
          { "height": "automatic", "content": { "stack": "vertical", "alignment": "center", "children": [
            { "label": "2026년 12월 3일 목요일", "font": { "size": 12 }, "color": "#FFFFFF",
              "backgroundColor": \#(background), "cornerRadius": 4 } ] } } ] } ] } }
        """#
    }

    @Test func theSVGDrawsTheRoundedFillBeforeTheText() throws {
        let dir = try Binary.scratchDirectory()
        try Data(Self.pill(background: ##""#5A6B7C80""##).utf8).write(to: dir.appendingPathComponent("pill.json"))
        let run = try Binary.run(["pill.json", "--format", "svg", "--out", "svg", "--offsets", "0"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("svg/pill-000.svg"), encoding: .utf8)
        let lines = svg.split(separator: "\n")
        let text = try #require(lines.firstIndex { $0.hasPrefix("<text") && $0.contains(##"fill="#ffffff">2026"##) })
        // The line just before the pill's text is its fill: 4 pt corners (less than half of a
        // 12 pt line's height), #5A6B7C in lower case as every fill is written, 0x80 / 255 = 0.502.
        let rect = String(lines[text - 1])
        #expect(rect.hasPrefix("<rect x=") && rect.hasSuffix(##" rx="4" fill="#5a6b7c" fill-opacity="0.502"/>"##), "\(rect)")
        // The fill starts where the text does: the label's frame, with no padding of its own.
        let x = try #require(rect.split(separator: " ").first { $0.hasPrefix("x=") })
        #expect(lines[text].hasPrefix("<text \(x) "), "\(lines[text])")
    }

    /// A colour that is not `#RRGGBB`, `#RRGGBBAA` or a UIKit name never reaches the SVG: exit 65
    /// at the key, and no file written.
    @Test func aStringThatIsNoColourIsRefusedAtItsKey() throws {
        let dir = try Binary.scratchDirectory()
        try Data(Self.pill(background: ##""#000\"/><script>""##).utf8).write(to: dir.appendingPathComponent("pill.json"))
        let run = try Binary.run(["pill.json", "--format", "svg", "--out", "svg", "--offsets", "0"], in: dir)
        #expect(run.exitCode == 65)
        #expect(
            run.stderr.hasPrefix("mockgen: pill.json:4:26: list.sections[0].rows[0].content.children[0].backgroundColor: "),
            "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("svg/pill-000.svg").path))
    }
}
