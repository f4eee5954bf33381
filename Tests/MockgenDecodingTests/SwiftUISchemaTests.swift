import MockgenLayout
import Testing

@testable import MockgenDecoding

/// `scenario.schema.json` and the decoder agree on the `swiftui` kind: both accept or both reject.
@Suite struct SwiftUISchemaTests {
    static func doc(_ list: String, _ extra: String = "") -> String {
        #"{ "name": "c", \#(extra)"list": { "kind": "swiftui", \#(list) } }"#
    }

    static let corpus: [CorpusCase] = [
        CorpusCase(name: "List minimal", json: doc(#""sections": [{ "rows": { "count": 3 } }]"#), valid: true),
        CorpusCase(
            name: "List every key",
            json: doc(
                #"""
                "container": "List", "listStyle": "plain", "backgroundColor": "systemBackground", "bounces": false,
                "safeAreaInset": { "edge": "top", "height": 50, "title": "Filters", "color": "systemGray5" },
                "navigationTitle": "Alarms", "navigationBarTitleDisplayMode": "inline",
                "sections": [{ "header": { "title": "A" }, "footer": { "title": "B" }, "rows": [{ "accessoryType": "disclosureIndicator" }] }]
                """#), valid: true),
        CorpusCase(
            name: "LazyVStack every key",
            json: doc(
                #"""
                "container": "LazyVStack", "spacing": 0, "pinnedViews": ["sectionHeaders", "sectionFooters"],
                "sections": [{ "header": { "height": 40 }, "rows": { "count": 3, "height": 60 } }]
                """#), valid: true),
        CorpusCase(
            name: "null means absent",
            json: doc(#""listStyle": null, "safeAreaInset": null, "navigationTitle": null, "sections": [{}]"#), valid: true),
        CorpusCase(name: "container unknown", json: doc(#""container": "Grid", "sections": [{}]"#), valid: false),
        CorpusCase(
            name: "listStyle on a LazyVStack", json: doc(#""container": "LazyVStack", "listStyle": "plain", "sections": [{}]"#),
            valid: false),
        CorpusCase(name: "spacing on a List", json: doc(#""spacing": 4, "sections": [{}]"#), valid: false),
        CorpusCase(name: "pinnedViews on a List", json: doc(#""pinnedViews": [], "sections": [{}]"#), valid: false),
        CorpusCase(
            name: "pinnedViews unknown", json: doc(#""container": "LazyVStack", "pinnedViews": ["headers"], "sections": [{}]"#),
            valid: false),
        CorpusCase(
            name: "pinnedViews twice",
            json: doc(#""container": "LazyVStack", "pinnedViews": ["sectionFooters", "sectionFooters"], "sections": [{}]"#),
            valid: false),
        CorpusCase(
            name: "negative spacing", json: doc(#""container": "LazyVStack", "spacing": -1, "sections": [{}]"#), valid: false),
        CorpusCase(
            name: "safeAreaInset bottom", json: doc(#""safeAreaInset": { "edge": "bottom", "height": 50 }, "sections": [{}]"#),
            valid: false),
        CorpusCase(
            name: "safeAreaInset without height", json: doc(#""safeAreaInset": { "title": "x" }, "sections": [{}]"#), valid: false
        ),
        CorpusCase(
            name: "title mode without title", json: doc(#""navigationBarTitleDisplayMode": "large", "sections": [{}]"#),
            valid: false),
        CorpusCase(
            name: "title mode unknown",
            json: doc(#""navigationTitle": "T", "navigationBarTitleDisplayMode": "big", "sections": [{}]"#), valid: false),
        CorpusCase(name: "UIScrollView key", json: doc(#""frame": { "top": 0 }, "sections": [{}]"#), valid: false),
        CorpusCase(name: "UIScrollView edge effect", json: doc(#""topEdgeEffect": "hard", "sections": [{}]"#), valid: false),
        CorpusCase(
            name: "UIScrollView bottom edge effect", json: doc(#""bottomEdgeEffect": "soft", "sections": [{}]"#), valid: false),
        CorpusCase(name: "table key", json: doc(#""style": "plain", "sections": [{}]"#), valid: false),
        CorpusCase(name: "flow key", json: doc(#""minimumLineSpacing": 1, "sections": [{}]"#), valid: false),
        CorpusCase(name: "items instead of rows", json: doc(#""sections": [{ "items": [] }]"#), valid: false),
        CorpusCase(
            name: "SwiftUI key on a table", json: #"{ "name": "c", "list": { "pinnedViews": [], "sections": [{}] } }"#,
            valid: false),
    ]

    @Test(arguments: corpus)
    func decoderVerdict(_ c: CorpusCase) {
        SchemaChecker.expectDecoderVerdict(c)
    }

    @Test(.enabled(if: SchemaChecker.isAvailable, SchemaChecker.skipMessage))
    func schemaVerdicts() throws {
        try SchemaChecker.expectSchemaVerdicts(Self.corpus)
    }

    /// The enums in the schema are the decoder's lists.
    @Test func enumsMatchTheDecoder() throws {
        let schema = try SchemaChecker.schemaObject()
        let props = ["$defs", "swiftUIProperties", "properties"]
        #expect(schema.strings(at: props + ["listStyle", "enum"]) == SwiftUIListStyle.allCases.map(\.rawValue))
        #expect(
            schema.strings(at: props + ["navigationBarTitleDisplayMode", "enum"]) == TitleDisplayMode.allCases.map(\.rawValue))
    }
}
