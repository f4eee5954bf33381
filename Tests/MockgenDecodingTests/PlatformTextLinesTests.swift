import MockgenDecoding
import MockgenLayout
import Testing

/// A label's line limit when it gives none: UILabel's `numberOfLines` is 1 (Apple's documentation);
/// Compose's `Text` has `maxLines = Int.MAX_VALUE` and Flutter's `Text` `maxLines: null`, so their
/// text wraps without a limit (Docs/text.md, "Text on other platforms"). `lines: 0` is unlimited.
@Suite struct PlatformTextLinesTests {
    static let label = #"{ "label": "A status line long enough to wrap on a phone" }"#

    static func lines(_ view: ViewSpec?) -> Int? {
        if case .label(let label)? = view?.content?.kind { return label.lines }
        return nil
    }

    @Test func aTableLabelKeepsUILabelsOneLine() throws {
        let json =
            #"{ "name": "s", "list": { "sections": [{ "rows": [{ "height": "automatic", "content": \#(Self.label) }] }] } }"#
        let s = try ScenarioDecoder.decode(Array(json.utf8), source: "s.json").base
        #expect(Self.lines(s.list.sections[0].rows[0].view) == 1)
    }

    @Test func aComposeTextWrapsWithoutALimit() throws {
        let json = #"""
            { "name": "s", "device": "pixel-8",
              "list": { "kind": "compose", "content": [{ "item": { "height": "automatic", "content": \#(Self.label) } }] } }
            """#
        let s = try ScenarioDecoder.decode(Array(json.utf8), source: "s.json").base
        #expect(Self.lines(s.list.sections.first?.rows.first?.view) == 0)
    }

    @Test func aFlutterTextWrapsWithoutALimit() throws {
        let json = #"""
            { "name": "s",
              "list": { "kind": "flutter", "slivers": [{ "sliver": "SliverList", "children": [{ "height": 80, "content": \#(Self.label) }] }] } }
            """#
        let s = try ScenarioDecoder.decode(Array(json.utf8), source: "s.json").base
        let views = s.list.sections.flatMap { $0.rows.map(\.view) }
        #expect(views.compactMap(Self.lines) == [0])
    }

    @Test func aGivenLimitStays() throws {
        let json = #"""
            { "name": "s", "device": "pixel-8",
              "list": { "kind": "compose", "content": [{ "item": { "height": 60, "content": { "label": "x", "lines": 2 } } }] } }
            """#
        let s = try ScenarioDecoder.decode(Array(json.utf8), source: "s.json").base
        #expect(Self.lines(s.list.sections.first?.rows.first?.view) == 2)
    }
}
