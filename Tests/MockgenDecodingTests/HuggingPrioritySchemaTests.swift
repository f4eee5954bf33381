import Testing

@testable import MockgenDecoding

/// A label's `huggingPriority` is UIKit's (`UIView.setContentHuggingPriority`): the decoder takes it
/// in UIKit content only (`ContentDecoder.Platform`), and the schema must say the same for each
/// list kind, wherever content sits: rows, headers, footers, repeated views, the SwiftUI inset view,
/// Compose children, Flutter slivers, and labels nested in stacks.
private let hugging = #"{ "label": "a", "huggingPriority": 251 }"#
/// The priority two stacks down, on a label beside one without it.
private let nestedHugging = #"""
    { "stack": "horizontal", "children": [ { "label": "a" }, { "stack": "vertical", "children": [ { "label": "b", "huggingPriority": "defaultHigh" } ] } ] }
    """#
/// The same content with no priority: what every kind accepts.
private let plain = #"{ "stack": "horizontal", "children": [ { "label": "a", "lines": 2 }, { "box": true, "width": 8 } ] }"#

private func swiftUI(_ list: String) -> String { #"{ "name": "c", "list": { "kind": "swiftui", \#(list) } }"# }
private func compose(_ child: String) -> String {
    #"{ "name": "c", "device": "pixel-8", "list": { "kind": "compose", "content": [ \#(child) ] } }"#
}
private func flutter(_ sliver: String) -> String {
    #"{ "name": "c", "list": { "kind": "flutter", "slivers": [ \#(sliver), { "sliver": "SliverList" } ] } }"#
}

let huggingPriorityCorpus: [CorpusCase] = [
    // UIKit: every view that holds content takes it.
    CorpusCase(
        name: "UIKit table: header, footer, row, repeated row",
        json: #"""
            { "name": "c", "list": { "sections": [ { "header": { "content": \#(nestedHugging) }, "footer": { "content": \#(hugging) },
              "rows": [ { "content": \#(hugging) }, { "count": 2, "content": \#(nestedHugging) } ] } ],
              "tableHeaderView": { "height": 40, "content": \#(hugging) } } }
            """#, valid: true),
    CorpusCase(
        name: "UIKit collection: items and a supplementary header",
        json: #"""
            { "name": "c", "list": { "kind": "collection", "sections": [ { "header": { "height": 40, "content": \#(hugging) },
              "items": [ { "width": "full", "height": 50, "content": \#(nestedHugging) } ] } ] } }
            """#, valid: true),
    // SwiftUI
    CorpusCase(
        name: "SwiftUI content without huggingPriority",
        json: swiftUI(
            #"""
            "safeAreaInset": { "height": 50, "content": \#(plain) },
            "sections": [ { "header": { "content": \#(plain), "compactContent": \#(plain) }, "footer": { "content": \#(plain) },
              "rows": [ { "content": \#(plain) }, { "count": 2, "content": \#(plain) } ] } ]
            """#), valid: true),
    CorpusCase(
        name: "SwiftUI row", json: swiftUI(#""sections": [ { "rows": [ { "content": \#(hugging) } ] } ]"#), valid: false),
    CorpusCase(
        name: "SwiftUI repeated row, nested",
        json: swiftUI(#""sections": [ { "rows": { "count": 2, "content": \#(nestedHugging) } } ]"#), valid: false),
    CorpusCase(
        name: "SwiftUI run in a rows array",
        json: swiftUI(#""sections": [ { "rows": [ {}, { "count": 2, "content": \#(hugging) } ] } ]"#), valid: false),
    CorpusCase(name: "SwiftUI header", json: swiftUI(#""sections": [ { "header": { "content": \#(hugging) } } ]"#), valid: false),
    CorpusCase(
        name: "SwiftUI header's compactContent",
        json: swiftUI(#""sections": [ { "header": { "compactContent": \#(hugging) } } ]"#), valid: false),
    CorpusCase(
        name: "SwiftUI footer, nested", json: swiftUI(#""sections": [ { "footer": { "content": \#(nestedHugging) } } ]"#),
        valid: false),
    CorpusCase(
        name: "SwiftUI safeAreaInset",
        json: swiftUI(#""safeAreaInset": { "height": 50, "content": \#(hugging) }, "sections": [ {} ]"#), valid: false),
    // Compose
    CorpusCase(
        name: "Compose content without huggingPriority",
        json: compose(
            #"""
            { "stickyHeader": { "height": 40, "content": \#(plain) } }, { "item": { "height": 50, "content": \#(plain) } },
            { "items": { "count": 2, "height": 50, "content": \#(plain) } }
            """#), valid: true),
    CorpusCase(name: "Compose item", json: compose(#"{ "item": { "height": 50, "content": \#(hugging) } }"#), valid: false),
    CorpusCase(
        name: "Compose items, nested",
        json: compose(#"{ "items": { "count": 2, "height": 50, "content": \#(nestedHugging) } }"#), valid: false),
    CorpusCase(
        name: "Compose stickyHeader", json: compose(#"{ "stickyHeader": { "height": 40, "content": \#(hugging) } }"#),
        valid: false),
    // Flutter
    CorpusCase(
        name: "Flutter content without huggingPriority",
        json: flutter(
            #"""
            { "sliver": "SliverAppBar", "content": \#(plain) }, { "sliver": "SliverPersistentHeader", "minExtent": 40, "maxExtent": 80, "content": \#(plain) },
            { "sliver": "SliverList", "children": [ { "height": 50, "content": \#(plain) } ] },
            { "sliver": "SliverGrid", "crossAxisCount": 2, "children": { "count": 4, "content": \#(plain) } }
            """#), valid: true),
    CorpusCase(
        name: "Flutter SliverList child",
        json: flutter(#"{ "sliver": "SliverList", "children": [ { "height": 50, "content": \#(hugging) } ] }"#), valid: false),
    CorpusCase(
        name: "Flutter SliverGrid children, nested",
        json: flutter(
            #"{ "sliver": "SliverGrid", "crossAxisCount": 2, "children": { "count": 4, "content": \#(nestedHugging) } }"#),
        valid: false),
    CorpusCase(
        name: "Flutter SliverPersistentHeader",
        json: flutter(#"{ "sliver": "SliverPersistentHeader", "minExtent": 40, "maxExtent": 80, "content": \#(hugging) }"#),
        valid: false),
    CorpusCase(
        name: "Flutter SliverAppBar, nested", json: flutter(#"{ "sliver": "SliverAppBar", "content": \#(nestedHugging) }"#),
        valid: false),
]

@Suite struct HuggingPrioritySchemaTests {
    @Test(arguments: huggingPriorityCorpus)
    func decoderVerdict(_ c: CorpusCase) {
        SchemaChecker.expectDecoderVerdict(c)
    }

    @Test(.enabled(if: SchemaChecker.isAvailable, SchemaChecker.skipMessage))
    func schemaVerdicts() throws {
        try SchemaChecker.expectSchemaVerdicts(huggingPriorityCorpus)
    }
}
