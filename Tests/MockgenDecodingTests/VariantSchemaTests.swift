import Testing

@testable import MockgenDecoding

/// A table screen with a system bar and a tab bar, and `variants`.
private func uikit(variants: String) -> String {
    #"""
    { "name": "v", "list": { "sections": [{ "rows": { "count": 3 } }] },
      "navigationBar": { "title": "Inbox", "fade": { "from": 0, "to": 40 } }, "tabBar": { "items": ["A", "B"] },
      "variants": [\#(variants)] }
    """#
}

/// A Compose screen with a bottom app bar, an extended FAB and a floating toolbar, and `variants`.
private func compose(variants: String) -> String {
    #"""
    { "name": "v", "device": "pixel-8",
      "list": { "kind": "compose", "content": [{ "items": { "count": 20, "height": 72 } }],
                "bottomBar": { "kind": "BottomAppBar" },
                "floatingActionButton": { "kind": "extended", "icon": "edit", "text": "Compose" },
                "floatingToolbar": { "items": [{ "icon": "a" }] } },
      "variants": [\#(variants)] }
    """#
}

/// A variant changes what the base screen takes, each a merge patch on it
/// (Docs/scenario-format.md#variants): mockgen and the schema both accept these and both reject a
/// wrong key or a value the merged screen cannot take.
let variantCorpus: [CorpusCase] = [
    CorpusCase(
        name: "variant: a Compose bottom bar's scroll behaviour",
        json: compose(variants: #"{ "name": "x", "list": { "bottomBar": { "scrollBehavior": "exitAlways" } } }"#), valid: true),
    CorpusCase(
        name: "variant: an extended FAB that collapses",
        json: compose(variants: #"{ "name": "x", "list": { "floatingActionButton": { "expanded": "firstItemVisible" } } }"#),
        valid: true),
    CorpusCase(
        name: "variant: a FAB made extended",
        json: compose(
            variants:
                #"{ "name": "x", "list": { "floatingActionButton": { "kind": "extended", "text": "New", "expanded": false } } }"#),
        valid: true),
    CorpusCase(
        name: "variant: a floating toolbar's exit",
        json: compose(
            variants:
                #"{ "name": "x", "list": { "floatingToolbar": { "scrollBehavior": "exitAlways", "exitDirection": "Top", "colors": "vibrant" } } }"#
        ), valid: true),
    CorpusCase(
        name: "variant: the system bar's keys",
        json: uikit(
            variants: #"""
                { "name": "x", "navigationBar": { "kind": "system", "height": 44, "title": "Mail", "color": "systemBackground",
                  "fade": { "to": 80 }, "prefersLargeTitles": true, "largeTitleDisplayMode": "always",
                  "standardAppearance": "opaque", "scrollEdgeAppearance": "transparent",
                  "searchController": { "placeholder": "Find" }, "leftItems": ["Edit"], "rightItems": [{ "symbol": "plus" }] } }
                """#), valid: true),
    CorpusCase(
        name: "variant: an overlay bar's keys",
        json: uikit(variants: #"{ "name": "x", "navigationBar": { "kind": "overlay", "scrollEdgeElementContainer": true } }"#),
        valid: true),
    CorpusCase(
        name: "variant: a tab bar's selection and accessory",
        json: uikit(
            variants: #"{ "name": "x", "tabBar": { "selectedIndex": 1, "bottomAccessory": { "title": "Now playing" } } }"#),
        valid: true),
    CorpusCase(
        name: "variant: a toolbar for the tab bar",
        json: uikit(
            variants:
                #"{ "name": "x", "tabBar": null, "toolbar": { "items": ["Edit", "Share"], "standardAppearance": "opaque" } }"#),
        valid: true),
    CorpusCase(
        name: "variant: a Compose list switched to a table",
        json: compose(
            variants: #"""
                { "name": "x", "device": "iphone-16", "list": { "kind": "table", "sections": [{ "rows": { "count": 3 } }],
                  "content": null, "bottomBar": null, "floatingActionButton": null, "floatingToolbar": null } }
                """#), valid: true),
    CorpusCase(
        name: "variant: a misspelt navigation bar key",
        json: uikit(variants: #"{ "name": "x", "navigationBar": { "prefersLargeTitle": true } }"#), valid: false),
    CorpusCase(
        name: "variant: a misspelt fade key",
        json: uikit(variants: #"{ "name": "x", "navigationBar": { "fade": { "too": 80 } } }"#),
        valid: false),
    CorpusCase(
        name: "variant: a fade without its start",
        json: uikit(variants: #"{ "name": "x", "navigationBar": { "fade": { "from": null } } }"#), valid: false),
    CorpusCase(
        name: "variant: a misspelt tab bar key", json: uikit(variants: #"{ "name": "x", "tabBar": { "selectedIdx": 1 } }"#),
        valid: false),
    CorpusCase(
        name: "variant: a misspelt toolbar", json: uikit(variants: #"{ "name": "x", "toolbr": { "items": ["A"] } }"#),
        valid: false),
    CorpusCase(
        name: "variant: a misspelt bottom bar key",
        json: compose(variants: #"{ "name": "x", "list": { "bottomBar": { "scrollBehaviour": "exitAlways" } } }"#), valid: false),
    CorpusCase(
        name: "variant: an unknown FAB expansion",
        json: compose(variants: #"{ "name": "x", "list": { "floatingActionButton": { "expanded": "onScroll" } } }"#), valid: false
    ),
    CorpusCase(
        name: "variant: a misspelt FAB key",
        json: compose(variants: #"{ "name": "x", "list": { "floatingActionButton": { "extended": true } } }"#), valid: false),
    CorpusCase(
        name: "variant: a bottom bar without its kind",
        json: compose(variants: #"{ "name": "x", "list": { "bottomBar": { "kind": null } } }"#), valid: false),
]

@Suite struct VariantSchemaTests {
    @Test(arguments: variantCorpus)
    func decoderVerdict(_ c: CorpusCase) {
        SchemaChecker.expectDecoderVerdict(c)
    }

    @Test(.enabled(if: SchemaChecker.isAvailable, SchemaChecker.skipMessage))
    func schemaVerdicts() throws {
        try SchemaChecker.expectSchemaVerdicts(variantCorpus)
    }

    /// The keys the schema lists for a variant are the ones the decoder takes there.
    @Test func variantKeysMatchTheDecoder() throws {
        let schema = try SchemaChecker.schemaObject()
        let keys = ((schema.value(at: ["$defs", "variant", "properties"]) as? [String: Any]) ?? [:]).keys.sorted()
        #expect(keys == Set(ScenarioDecoder.variantKeys).sorted())
        let bar =
            ((schema.value(at: ["$defs", "variant", "properties", "navigationBar", "properties"]) as? [String: Any]) ?? [:])
        // A key the decoder reads only to refuse it with a reason is out of the schema (`ScenarioKey.schema`).
        #expect(bar.keys.sorted() == ScenarioKeys.navigationBar.keys.filter { $0.schema != nil }.map(\.name).sorted())
    }
}
