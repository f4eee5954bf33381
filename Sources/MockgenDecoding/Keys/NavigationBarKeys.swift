/// The keys of the navigation bar's nested objects (Docs/scenario-format.md#navigationbar): read by
/// the decoder (`BarDecoder.swift`, `ScenarioDecoder.decodeBar`) and the schema from here. Edit
/// here, then run `swift run mockgen-schema`.
extension ScenarioKeys {
    /// fade: the bar's alpha from 0 to 1 between two offsets (Docs/uikit-rules.md#rule-7-3).
    package static let fade = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "from",
                schema: .json(#"{"type": "number", "minimum": -1000000000000000.0, "maximum": 1000000000000000.0}"#),
                description: "contentOffset.y where the bar is still transparent.", doc: .none),
            ScenarioKey(
                name: "to", schema: .json(#"{"type": "number", "minimum": -1000000000000000.0, "maximum": 1000000000000000.0}"#),
                description: "contentOffset.y where the bar becomes opaque.", doc: .none),
        ])

    /// searchController: `UINavigationItem.searchController` (Docs/uikit-rules.md#rule-7-6).
    package static let searchController = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "hidesSearchBarWhenScrolling", schema: .nullable("boolean"),
                description:
                    "UINavigationItem.hidesSearchBarWhenScrolling: shown only at the top of the content, tucked into the bar as it scrolls. Default true.",
                doc: .none),
            ScenarioKey(
                name: "placeholder", schema: .nullable("string"),
                description: #"The search field's placeholder. Default "Search"."#, doc: .none),
            ScenarioKey(
                name: "searchBarPlacement", schema: .choice(["automatic", "stacked"]),
                description:
                    "UINavigationItem.searchBarPlacement: automatic or stacked (the bar under the title). The integrated placements of iOS 26 are refused: their geometry is unpublished.",
                doc: .none),
            ScenarioKey(
                name: "searchBarPlacementAllowsToolbarIntegration", schema: .nullable("boolean"),
                description:
                    "iOS 26 and later: whether the search field may move into the toolbar (default true; mockgen refuses that placement, so a screen with a toolbar sets false).",
                doc: .none),
        ])

    /// barTextItem: a bar button item with a title; the decoder reads an item's keys from here.
    package static let barTextItem = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "title", schema: .json(#"{"type": "string"}"#), doc: .none),
            ScenarioKey(
                name: "style", schema: .choice(["plain", "done", "prominent"]), doc: .none),
            ScenarioKey(
                name: "symbol", schema: .json(#"{"type": "null"}"#), doc: .none),
            ScenarioKey(
                name: "hidesSharedBackground", schema: .nullable("boolean"),
                description:
                    "iOS 26 and later: the item stands in a glass capsule of its own instead of its neighbours' shared one (drawing only).",
                doc: .none),
        ])

    /// barSymbolItem: a bar button item with an SF Symbol: the same keys as `barTextItem`, each with its own schema.
    package static let barSymbolItem = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "symbol", schema: .json(#"{"type": "string"}"#), doc: .none),
            ScenarioKey(
                name: "title", schema: .json(#"{"type": "null"}"#), doc: .none),
            ScenarioKey(
                name: "style", schema: .choice(["prominent"]),
                description: "prominent: iOS 26's tinted glass button.", doc: .none),
            ScenarioKey(
                name: "hidesSharedBackground", schema: .nullable("boolean"),
                description:
                    "iOS 26 and later: the item stands in a glass capsule of its own instead of its neighbours' shared one (drawing only).",
                doc: .none),
        ])
}
