import MockgenDecoding
import MockgenLayout
import Testing

/// A label's `backgroundColor` and `cornerRadius` (Docs/scenario-format.md#label-backgrounds):
/// the date pill of a chat. A label's `color` stays its text's; only a label takes
/// `backgroundColor`, the other nodes' fill being their `color`.
@Suite struct LabelBackgroundTests {
    func scenario(content: String, kind: String = "table") -> String {
        """
        { "name": "t", "list": { "kind": "\(kind)", "sections": [ { "rows": [ { "height": 44, "content": \(content) } ] } ] } }
        """
    }

    func content(_ json: String, kind: String = "table") throws -> ContentNode {
        let s = try ScenarioDecoder.decode(Array(scenario(content: json, kind: kind).utf8), source: "t.json").base
        return try #require(s.list.sections[0].rows[0].view.content)
    }

    func error(_ json: String) -> ScenarioError? {
        do {
            _ = try ScenarioDecoder.decode(Array(scenario(content: json).utf8), source: "t.json")
            return nil
        } catch { return error }
    }

    @Test func aLabelTakesABackgroundColourAndACornerRadius() throws {
        let pill = try content(
            ##"{ "label": "2026년 12월 3일 목요일", "color": "#FFFFFF", "backgroundColor": "#00000033", "cornerRadius": 11 }"##)
        #expect(pill.kind == .label(Label(text: "2026년 12월 3일 목요일")))
        #expect(pill.color == .rgba(255, 255, 255, 255))
        #expect(pill.backgroundColor == .rgba(0, 0, 0, 0x33))
        #expect(pill.cornerRadius == 11)
        // A semantic name, as anywhere a colour goes; null is absent.
        #expect(try content(#"{ "label": "a", "backgroundColor": "systemGray5" }"#).backgroundColor == .semantic("systemGray5"))
        let bare = try content(#"{ "label": "a", "backgroundColor": null, "cornerRadius": null }"#)
        #expect(bare.backgroundColor == nil && bare.cornerRadius == nil)
    }

    /// SwiftUI's `.background(_:in:)`, Compose's `Modifier.background(color, shape)` and a
    /// Flutter `DecoratedBox` draw the same rounded fill behind a text, so every list kind takes it.
    @Test func everyListKindTakesIt() throws {
        let pill = #"{ "label": "a", "backgroundColor": "systemGray5", "cornerRadius": 8 }"#
        let lists = [
            #""kind": "table", "sections": [ { "rows": [ { "height": 44, "content": \#(pill) } ] } ]"#,
            #""kind": "collection", "sections": [ { "items": [ { "height": 44, "content": \#(pill) } ] } ]"#,
            #""kind": "swiftui", "sections": [ { "rows": [ { "height": 44, "content": \#(pill) } ] } ]"#,
            #""kind": "compose", "content": [ { "item": { "height": 44, "content": \#(pill) } } ]"#,
            #""kind": "flutter", "slivers": [ { "sliver": "SliverList", "children": [ { "height": 44, "content": \#(pill) } ] } ]"#,
        ]
        for list in lists {
            let json = #"{ "name": "t", "list": { \#(list) } }"#
            #expect(throws: Never.self, "\(list)") { _ = try ScenarioDecoder.decode(Array(json.utf8), source: "t.json") }
        }
        let uikit = try content(pill, kind: "table")
        #expect(uikit.backgroundColor == .semantic("systemGray5") && uikit.cornerRadius == 8)
    }

    @Test func mistakesAreReportedAtTheKey() {
        let cases: [(String, String, String)] = [
            (
                #"{ "label": "a", "backgroundColor": "grey" }"#, "content.backgroundColor",
                "UIKit colour name such as \"systemBackground\", got \"grey\""
            ),
            // A string that would break out of the SVG attribute never reaches it.
            (
                ##"{ "label": "a", "backgroundColor": "#000\"/><script>" }"##, "content.backgroundColor",
                "expected #RRGGBB, #RRGGBBAA or a UIKit colour name"
            ),
            (#"{ "label": "a", "backgroundColor": 3 }"#, "content.backgroundColor", "expected a string"),
            (#"{ "label": "a", "cornerRadius": -1 }"#, "content.cornerRadius", "expected a number >= 0, got -1"),
            (
                #"{ "box": true, "backgroundColor": "systemGray5" }"#, "content.backgroundColor",
                "unknown key \"backgroundColor\"; a box's, stack's or image's fill is \"color\""
            ),
            (
                #"{ "stack": "vertical", "backgroundColor": "systemGray5", "children": [] }"#, "content.backgroundColor",
                "unknown key \"backgroundColor\"; a box's, stack's or image's fill is \"color\""
            ),
            (
                #"{ "image": "a", "backgroundColor": "systemGray5" }"#, "content.backgroundColor",
                "unknown key \"backgroundColor\"; a box's, stack's or image's fill is \"color\""
            ),
        ]
        for (json, key, message) in cases {
            let e = error(json)
            #expect(e?.keyPath == "list.sections[0].rows[0]." + key, "\(json)")
            #expect(e?.message.contains(message) == true, "\(json): \(e?.message ?? "no error")")
        }
    }
}
