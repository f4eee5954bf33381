import MockgenDecoding
import MockgenLayout
import Testing

/// A label's line limit when it gives none: UILabel's `numberOfLines` is 1 (Apple's documentation);
/// SwiftUI's `lineLimit` environment value is nil by default, "as many lines as required" (Apple,
/// EnvironmentValues.lineLimit), Compose's `Text` has `maxLines = Int.MAX_VALUE` and Flutter's
/// `Text` `maxLines: null`, so their text wraps without a limit (Docs/text.md, "Text on other
/// platforms"). `lines: 0` is unlimited.
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

    /// A SwiftUI list of `rows` with a header, a footer and a `safeAreaInset` view, each with
    /// `content` (`lines` given when `given` is not nil).
    static func swiftUI(container: String, given: Int? = nil) throws -> ListSpec {
        let label = given.map { #"{ "label": "x", "lines": \#($0) }"# } ?? Self.label
        let view = #"{ "height": "automatic", "content": \#(label) }"#
        let json = #"""
            { "name": "s",
              "list": { "kind": "swiftui", "container": "\#(container)",
                        "safeAreaInset": { "edge": "top", "height": 50, "content": \#(label) },
                        "sections": [{ "header": \#(view), "footer": \#(view),
                                       "rows": [\#(view), { "count": 3, "height": 44, "content": \#(label) }] }] } }
            """#
        return try ScenarioDecoder.decode(Array(json.utf8), source: "s.json").base.list
    }

    /// Every label of the list above, in the order header, footer, rows, safeAreaInset view.
    static func swiftUILines(_ list: ListSpec) -> [Int?] {
        guard case .swiftUI(let ui) = list.kind else { return [] }
        let section = list.sections[0]
        return [lines(section.header), lines(section.footer)] + section.rows.map { lines($0.view) }
            + [lines(ui.safeAreaInsetTop)]
    }

    @Test(arguments: ["List", "LazyVStack"]) func aSwiftUITextWrapsWithoutALimit(container: String) throws {
        #expect(Self.swiftUILines(try Self.swiftUI(container: container)) == [0, 0, 0, 0, 0])
    }

    /// `lines` is the scenario's `.lineLimit(_:)`; given, it stays.
    @Test func aSwiftUILineLimitGivenStays() throws {
        #expect(Self.swiftUILines(try Self.swiftUI(container: "List", given: 2)) == [2, 2, 2, 2, 2])
        #expect(Self.swiftUILines(try Self.swiftUI(container: "LazyVStack", given: 1)) == [1, 1, 1, 1, 1])
    }

    /// A stack's labels take the default of the view they are in.
    @Test func aSwiftUIStacksLabelsWrapWithoutALimit() throws {
        let json = #"""
            { "name": "s",
              "list": { "kind": "swiftui", "sections": [{ "rows": [{ "height": "automatic",
                "content": { "stack": "vertical", "children": [\#(Self.label), { "label": "y", "lines": 3 }] } }] }] } }
            """#
        let list = try ScenarioDecoder.decode(Array(json.utf8), source: "s.json").base.list
        guard case .stack(let stack)? = list.sections[0].rows[0].view.content?.kind else {
            Issue.record("expected a stack")
            return
        }
        let lines = stack.children.map { node -> Int? in
            if case .label(let label) = node.kind { return label.lines }
            return nil
        }
        #expect(lines == [0, 3])
    }

    /// A UIKit variant of a SwiftUI scenario keeps UILabel's 1: the default follows the list's kind.
    @Test func aUIKitVariantOfASwiftUIListKeepsOneLine() throws {
        let json = #"""
            { "name": "s",
              "list": { "kind": "swiftui", "sections": [{ "rows": [{ "height": "automatic", "content": \#(Self.label) }] }] },
              "variants": [{ "name": "uikit", "list": { "kind": "table" } }] }
            """#
        let scenarios = try ScenarioDecoder.decode(Array(json.utf8), source: "s.json")
        #expect(Self.lines(scenarios.base.list.sections[0].rows[0].view) == 0)
        #expect(scenarios.variants?.map { Self.lines($0.scenario.list.sections[0].rows[0].view) } == [1])
    }
}
