import MockgenLayout
import MockgenScenario
import MockgenText
import Testing

/// `content` on views (decisions.md, "Content of a view"): the nodes decode to the model, and
/// mistakes are reported with the key path.
@Suite struct ContentDecoderTests {
    func scenario(content: String, rowHeight: String = "\"automatic\"") -> String {
        """
        { "name": "t", "list": { "rowHeight": \(rowHeight), "sections": [ { "rows": [ { "content": \(content) } ] } ] } }
        """
    }

    func decode(_ text: String) throws(ScenarioError) -> Scenario {
        try ScenarioDecoder.decode(Array(text.utf8), source: "t.json").base
    }

    func error(_ content: String) -> ScenarioError? {
        do { _ = try decode(scenario(content: content)); return nil } catch { return error }
    }

    @Test func aStackOfEveryKindDecodes() throws {
        let s = try decode(scenario(content: """
            { "stack": "vertical", "spacing": 8, "alignment": "center", "padding": { "left": 20, "bottom": 24 },
              "children": [
                { "image": "thumb", "aspectRatio": "2/3", "spacingAfter": 24 },
                { "label": "제목", "style": "title3", "lines": 2, "color": "secondaryLabel" },
                { "label": "fixed", "font": { "size": 13, "weight": "semibold" } },
                { "box": true, "height": 64 }
              ] }
            """))
        let content = try #require(s.list.sections[0].rows[0].view.content)
        guard case let .stack(stack) = content.kind else { Issue.record("not a stack"); return }
        #expect(stack.axis == .vertical && stack.spacing == 8 && stack.alignment == .center)
        #expect(content.padding == Insets(left: 20, bottom: 24))
        #expect(stack.children[0].kind == .image(name: "thumb", aspectRatio: 2.0 / 3.0))
        #expect(stack.children[0].spacingAfter == 24)
        #expect(stack.children[1].kind == .label(Label(text: "제목", font: .style(.title3), lines: 2)))
        #expect(stack.children[1].color == .semantic("secondaryLabel"))
        #expect(stack.children[2].kind == .label(Label(text: "fixed", font: .fixed(FontSpec(size: 13, weight: .semibold)))))
        #expect(stack.children[3].kind == .box && stack.children[3].height == 64)
    }

    @Test func mistakesNameTheKeyPath() {
        let cases: [(String, String, String)] = [
            (#"{ "label": "a", "box": true }"#, "list.sections[0].rows[0].content", "exactly one of"),
            (#"{ "padding": { "top": 1 } }"#, "list.sections[0].rows[0].content", "found none"),
            (#"{ "label": "a", "style": "huge" }"#, "list.sections[0].rows[0].content.style", "expected one of"),
            (#"{ "label": "a", "style": "bdy" }"#, "list.sections[0].rows[0].content.style", "did you mean \"body\""),
            (#"{ "label": "a", "style": "body", "font": { "size": 12 } }"#, "list.sections[0].rows[0].content.style", "not both"),
            (#"{ "label": "a", "aspectRatio": 1 }"#, "list.sections[0].rows[0].content.aspectRatio", "unknown key"),
            (#"{ "image": "a", "aspectRatio": "2:3" }"#, "list.sections[0].rows[0].content.aspectRatio", "\"2/3\""),
            (#"{ "image": "a", "aspectRatio": 0 }"#, "list.sections[0].rows[0].content.aspectRatio", "number > 0"),
            (#"{ "box": false }"#, "list.sections[0].rows[0].content.box", "expected true"),
            (#"{ "stack": "diagonal", "children": [] }"#, "list.sections[0].rows[0].content.stack", "expected one of"),
            (#"{ "stack": "vertical", "children": [ { "label": 1 } ] }"#, "list.sections[0].rows[0].content.children[0].label", "expected a string"),
            (#"{ "label": "a", "font": { "size": 0 } }"#, "list.sections[0].rows[0].content.font.size", "1 to 1000"),
            (#"{ "label": "a", "font": { "size": 12, "weight": "heavy" } }"#, "list.sections[0].rows[0].content.font.weight", "expected one of"),
            (#"{ "box": true, "padding": { "left": -1 } }"#, "list.sections[0].rows[0].content.padding.left", ">= 0"),
        ]
        for (content, path, message) in cases {
            let e = error(content)
            #expect(e?.keyPath == path, "\(content)")
            #expect(e?.message.contains(message) == true, "\(content): \(e?.message ?? "no error")")
        }
    }

    @Test func contentSizeIsAVariantKey() throws {
        let text = """
            { "name": "t", "list": { "sections": [ { "rows": { "count": 3, "content": { "label": "x" } } } ] },
              "variants": [ { "name": "default" }, { "name": "ax", "contentSize": "accessibilityLarge" } ] }
            """
        let doc = try ScenarioDecoder.decode(Array(text.utf8), source: "t.json")
        #expect(doc.variants?.map(\.scenario.contentSize) == ["large", "accessibilityLarge"])
        #expect(doc.base.list.sections[0].rows[0].view.content?.kind == .label(Label(text: "x")))
    }
}
