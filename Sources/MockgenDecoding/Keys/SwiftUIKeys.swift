/// The keys of a SwiftUI `List` or `LazyVStack` (Docs/scenario-format.md#swiftui-lists), besides
/// the list keys it shares with UIKit's: read by the decoder, the schema and the format page from
/// here. Edit here, then run `swift run mockgen-schema`.
extension ScenarioKeys {
    /// swiftUI
    package static let swiftUI = KeyTable(
        docHeader: ["key", "values", "default", "SwiftUI"],
        keys: [
            ScenarioKey(
                name: "container", schema: .choice(["List", "LazyVStack"]),
                description: "List (default) or LazyVStack (inside a ScrollView).",
                doc: .row([
                    #"`"List"`, `"LazyVStack"`"#, #"`"List"`"#,
                    "`List { Section ... }` or `ScrollView { LazyVStack { Section ... } }`",
                ])),
            ScenarioKey(
                name: "listStyle", schema: .choice(["plain", "grouped", "insetGrouped", "sidebar"]),
                description:
                    "A List's .listStyle: plain (section headers stick, footers scroll), grouped, insetGrouped (default) or sidebar (drawn as insetGrouped on iPhone).",
                doc: .row(["`plain`, `grouped`, `insetGrouped`, `sidebar` (List only)", "`insetGrouped`", "`.listStyle(_:)`"])),
            ScenarioKey(
                name: "spacing", schema: .size,
                description:
                    "LazyVStack(spacing:): points between adjacent children, section headers and footers included. Default 8.",
                doc: .row(["points ≥ 0 (LazyVStack only)", "8", "`LazyVStack(spacing:)`"])),
            ScenarioKey(
                name: "pinnedViews",
                schema: .json(
                    #"{"type": ["array", "null"], "uniqueItems": true, "items": {"enum": ["sectionHeaders", "sectionFooters"]}}"#),
                description:
                    "LazyVStack(pinnedViews:): sectionHeaders pin to the visible top, sectionFooters to the visible bottom, each inside its section. Default none.",
                doc: .row([
                    "an array of `sectionHeaders`, `sectionFooters` (LazyVStack only)", "`[]`", "`LazyVStack(pinnedViews:)`",
                ])),
            ScenarioKey(
                name: "safeAreaInset",
                schema: .json(
                    ##"{"anyOf": [{"type": "object", "required": ["height"], "allOf": [{"$ref": "#/$defs/viewProperties"}], "properties": {"edge": {"description": "Only top is laid out.", "enum": ["top", null]}, "spacing": {"description": "Extra distance between the view and the content. Default 0 (an assumption: SwiftUI's default amount is not published).", "type": ["number", "null"], "minimum": 0, "maximum": 1000000}, "height": {"$ref": "#/$defs/size"}}, "unevaluatedProperties": false}, {"type": "null"}]}"##
                ),
                description:
                    ".safeAreaInset(edge: .top) { view }: a view of this height under the navigation bar; the content scrolls under it and pinned views keep below it.",
                doc: .row([
                    #"`{ "edge": "top", "height": h, "spacing": s, "title", "color", "content" }`; only `top` is laid out, `height` required"#,
                    "none; `spacing` 0", "`.safeAreaInset(edge: .top, spacing: s) { view }`",
                ])),
            ScenarioKey(
                name: "navigationTitle", schema: .nullable("string"),
                description: ".navigationTitle: the list sits in a NavigationStack whose system bar shows this title.",
                doc: .row(["a string", "none (no navigation stack, no bar)", "`.navigationTitle(_:)` inside a `NavigationStack`"])
            ),
            ScenarioKey(
                name: "navigationBarTitleDisplayMode", schema: .choice(["automatic", "inline", "large"]),
                description:
                    ".navigationBarTitleDisplayMode: automatic (default: large at the root of the stack), large or inline. Needs navigationTitle.",
                doc: .row([
                    "`automatic`, `inline`, `large` (needs `navigationTitle`)", "`automatic`",
                    "`.navigationBarTitleDisplayMode(_:)`",
                ])),
            ScenarioKey(
                name: "scrollEdgeEffectStyle",
                schema: .json(
                    #"{"anyOf": [{"enum": ["automatic", "soft", "hard", "hidden", null]}, {"type": "object", "additionalProperties": false, "properties": "$keys scrollEdgeEffectEdges"}]}"#
                ),
                description:
                    "iOS 26 and later: .scrollEdgeEffectStyle for both edges (automatic, soft, hard; hidden for .scrollEdgeEffectHidden), or one an edge.",
                doc: .row([
                    #"iOS 26 and later: `"automatic"`, `"soft"`, `"hard"` or `"hidden"` for both edges, or `{ "top", "bottom" }` (rule [9.2](uikit-rules.md#rule-9-2))"#,
                    #"`"automatic"`"#, #"`.scrollEdgeEffectStyle(_:for:)`; `"hidden"` is `.scrollEdgeEffectHidden(true, for:)`"#,
                ])),
            // The schema does not list it yet, so it refuses a key mockgen reads (a gap to close
            // with a schema of its own, as safeAreaInset's).
            ScenarioKey(
                name: "safeAreaBar", schema: nil,
                doc: .row([
                    "as `safeAreaInset`; iOS 26's `.safeAreaBar(edge: .top)`: laid out the same, with the top scroll edge effect under it (its `automatic` is `hard` on iOS 27, `soft` on 26; rule [9.9](uikit-rules.md#rule-9-9)); not with `safeAreaInset`",
                    "none", "`.safeAreaBar(edge: .top) { view }`",
                ])),
            ScenarioKey(
                name: "searchable",
                schema: .json(
                    #"{"type": ["object", "null"], "additionalProperties": false, "properties": "$keys searchable"}"#
                ),
                description:
                    ".searchable(text:placement:prompt:) with a navigationTitle: the field stacked under the title (automatic or navigationBarDrawer; displayMode always keeps it while scrolling). The toolbar placements are refused: their geometry is unpublished.",
                doc: .row([
                    #"with `navigationTitle`: `{ "placement": "automatic" / "navigationBarDrawer", "displayMode": "automatic" / "always", "prompt" }`, the field stacked under the title (rule [9.9](uikit-rules.md#rule-9-9)); the toolbar placements are refused"#,
                    "none", "`.searchable(text:placement:prompt:)`",
                ])),
        ])

    /// scrollEdgeEffectEdges: `.scrollEdgeEffectStyle` given an edge at a time.
    package static let scrollEdgeEffectEdges = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "top", schema: .choice(["automatic", "soft", "hard", "hidden"]),
                description:
                    "iOS 26 and later: UIScrollView's edge effect at this edge: automatic (the soft fade on an iPhone), soft, hard, or hidden. Nothing is drawn before iOS 26. Default automatic.",
                doc: .none),
            ScenarioKey(
                name: "bottom", schema: .choice(["automatic", "soft", "hard", "hidden"]),
                description:
                    "iOS 26 and later: UIScrollView's edge effect at this edge: automatic (the soft fade on an iPhone), soft, hard, or hidden. Nothing is drawn before iOS 26. Default automatic.",
                doc: .none),
        ])

    /// searchable: `.searchable(text:placement:prompt:)`.
    package static let searchable = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "placement", schema: .choice(["automatic", "navigationBarDrawer"]), doc: .none),
            ScenarioKey(name: "displayMode", schema: .choice(["automatic", "always"]), doc: .none),
            ScenarioKey(name: "prompt", schema: .nullable("string"), doc: .none),
        ])

    /// swiftUICommon: the keys of `commonList` a SwiftUI list takes too.
    package static let swiftUICommon = KeyTable(
        docHeader: [], keys: ["kind", "backgroundColor", "bounces", "sections"].map { commonList[$0] })

    /// notSwiftUI: the other keys of `commonList`, which a SwiftUI list refuses (the decoder with
    /// a reason, the schema with `false`).
    package static let notSwiftUI = KeyTable(
        docHeader: [], keys: commonList.keys.filter { !swiftUICommon.names.contains($0.name) })

    /// scrollViewOnly: the UIScrollView keys of `commonList` that SwiftUI does not expose: its
    /// scroll view fills the screen and keeps its content inside the safe area: the decoder's
    /// reason for refusing them on a SwiftUI list.
    package static let scrollViewOnly = KeyTable(
        docHeader: [],
        keys: ["frame", "contentInset", "contentInsetAdjustmentBehavior", "alwaysBounceVertical"].map { commonList[$0] })
}
