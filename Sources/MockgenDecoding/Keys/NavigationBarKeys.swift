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

    /// systemBar: the page's table of the keys only a system bar takes (Docs/scenario-format.md,
    /// "System bars"), each with its UIKit name and values, then the keys refused on every bar.
    package static let systemBar = KeyTable(
        docHeader: ["key", "UIKit", "values", "default"],
        keys: [
            navigationBar["prefersLargeTitles"].documented(
                .row([
                    #"`UINavigationBar.prefersLargeTitles`"#,
                    #"`true` / `false`"#,
                    #"`false`"#,
                ])),
            navigationBar["largeTitleDisplayMode"].documented(
                .row([
                    #"`UINavigationItem.largeTitleDisplayMode`"#,
                    #"`automatic`, `always`, `never`"#,
                    #"`automatic`"#,
                ])),
            navigationBar["standardAppearance"].documented(
                .row([
                    #"the background of `UINavigationBar.standardAppearance`: shown once content slides under the bar"#,
                    #"`default` (a translucent material and a hairline), `opaque` (the bar colour and a hairline), `transparent` (nothing)"#,
                    #"`default`"#,
                ])),
            navigationBar["scrollEdgeAppearance"].documented(
                .row([
                    #"the background of `UINavigationBar.scrollEdgeAppearance`: shown while the content's top edge is at or below the bar"#,
                    #"as above"#,
                    #"none: the standard appearance with a transparent background, UIKit's default since iOS 15"#,
                ])),
            navigationBar["leftItems"].documented(
                .row([
                    #"`UINavigationItem.leftBarButtonItems` / `rightBarButtonItems`, outermost first, at most 3 a side: `"Edit"` (a text button), `{ "title": "Done", "style": "done" }` (`plain` or `done`), `{ "symbol": "plus" }` (an SF Symbol, drawn as a placeholder); on iOS 26 and later an item object also takes `"hidesSharedBackground": true` and `"style": "prominent"` (text or symbol), drawn as glass capsules (rule [9.4](uikit-rules.md#rule-9-4))"#,
                    #"arrays"#,
                    #"none"#,
                ])),
            navigationBar["rightItems"].documented(.withPrevious),
            navigationBar["searchController"].documented(
                .row([
                    #"`UINavigationItem.searchController`: `{ "hidesSearchBarWhenScrolling": true/false, "placeholder": "text" }` (`UINavigationItem.hidesSearchBarWhenScrolling`, default `true`; placeholder default `"Search"`); also `"searchBarPlacement"`: `"automatic"` or `"stacked"` (the integrated placements are refused, rule [9.7](uikit-rules.md#rule-9-7)) and `"searchBarPlacementAllowsToolbarIntegration"` (default `true`; from iOS 26 a screen with a toolbar needs `false`)"#,
                    #"object or `null`"#,
                    #"none"#,
                ])),
            navigationBar["subtitle"].documented(
                .row([
                    #"refused: iOS 26 and 27 keys whose geometry is unpublished (rule [9.7](uikit-rules.md#rule-9-7))"#,
                    "", "",
                ])),
            navigationBar["largeSubtitle"].documented(.withPrevious),
            navigationBar["navigationBarMinimization"].documented(.withPrevious),
        ])

    /// systemOnlyBar: the keys an overlay bar refuses, naming the key (the decoder) or with null
    /// (the schema), in the bar's order.
    package static let systemOnlyBar = KeyTable(
        docHeader: [],
        keys: navigationBar.keys.filter { key in key.schema != nil && systemBar.names.contains(key.name) })
}
