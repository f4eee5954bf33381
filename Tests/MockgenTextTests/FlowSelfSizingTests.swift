import MockgenDecoding
import MockgenLayout
import MockgenText
import Testing

@testable import MockgenText

/// Self-sizing collection items (rule 5.6, Docs/uikit-rules.md) and headers: measured at the width rule 5.3 gives them.
@Suite struct FlowSelfSizingTests {
    @Test func itemsAreMeasuredAtTheirColumnWidth() throws {
        let text = "테이블뷰와 컬렉션뷰의 셀 높이를 내용에 맞추기"
        let json = """
            { "name": "t", "list": { "kind": "collection", "minimumInteritemSpacing": 10,
              "sectionInset": { "left": 16, "right": 16 },
              "sections": [ {
                "header": { "height": "automatic", "content": { "label": "Header", "style": "headline" } },
                "items": { "count": 4, "width": { "columns": 2 }, "height": "automatic",
                  "content": { "label": "\(text)", "lines": 0, "padding": { "top": 8, "left": 8, "bottom": 8, "right": 8 } } } } ] } }
            """
        let fonts = try FontSet.load()
        let sim = try Simulation(try ScenarioDecoder.decode(Array(json.utf8), source: "t.json").base, fonts: fonts)
        let column = (393.0 - 16 - 16 - 10) / 2
        let label = fonts.layout(text, font: FontSpec(size: 17), width: column - 8 - 8)
        #expect(label.lines.count >= 2)
        let section = sim.scenario.list.sections[0]
        #expect(section.rows[0].view.height == .points(8 + label.height + 8))
        #expect(
            section.header?.height
                == .points(fonts.layout("Header", font: FontSpec(size: 17, weight: .semibold), width: 393).height))
    }
}
