import MockgenFormat
import MockgenLayout

/// The keys of the top level, the navigation bar and the UIKit lists
/// (Docs/scenario-format.md): the one place the decoder, the schema and the format page read them.
/// Edit here, then run `swift run mockgen-schema`.
package enum ScenarioKeys {
    /// topLevel
    package static let topLevel = KeyTable(
        docHeader: ["key", "meaning", "default"],
        keys: [
            ScenarioKey(
                name: "$schema", schema: .nullable("string"),
                description:
                    #"Where editors find this schema, e.g. "../schemas/scenario.schema.json" or a path to a copy. mockgen ignores it."#,
                doc: .row(["ignored by mockgen; lets an editor find the schema", "none"])),
            ScenarioKey(
                name: "name", schema: .ref("identifier"),
                description:
                    #"The scenario's id: names the output files (<name>-000.svg) and the "scenario" of the layout JSON."#,
                doc: .row([
                    "the scenario's id; names output files: 1 to 64 letters, digits, `-`, `_`, not starting with `-`", "required",
                ])),
            ScenarioKey(
                name: "title", schema: .nullable("string"), description: "A human title shown in the flipbook.",
                doc: .row(["strings shown in the flipbook; `description` is the `--list` line of a built-in", "none"])),
            ScenarioKey(
                name: "description", schema: .nullable("string"),
                description: "One line on what the screen shows; `mockgen --list` prints it.", doc: .withPrevious),
            ScenarioKey(name: "device", schema: .ref("device"), doc: .row(["a [device](#device)", #"`"iphone-15-pro"`"#])),
            ScenarioKey(
                name: "iosVersion", schema: .json(#"{"enum": [17, 18, 26, 27, null]}"#),
                description:
                    "The iOS release the screen is drawn for: 17 and 18 lay out today's bars (\(pt(BarMetrics.inlineHeight)) pt navigation bar under the status bar, full-width tab bar); 26 and 27 the Liquid Glass bars (\(pt(BarMetrics.glassInlineHeight)) pt from the safe-area top, scroll edge effect, floating tab bar). Default 27, the current release; --ios overrides every variant.",
                doc: .row([
                    "`17`, `18`, `26` or `27`: the release drawn; 17 and 18 lay out the bars of rules 1 to 8, 26 and 27 the Liquid Glass bars of rule [9](uikit-rules.md#rule-9); a variant may set its own; `--ios` overrides every variant",
                    "`27`",
                ])),
            ScenarioKey(
                name: "navigationBar", schema: .ref("navigationBar"), doc: .row(["a [bar](#navigationbar)", "none (no bar)"])),
            ScenarioKey(
                name: "tabBar", schema: .json(##"{"$ref": "#/$defs/bottomBar", "properties": {"items": {"maxItems": 5}}}"##),
                description:
                    "A UITabBar at the bottom edge: \(pt(BarMetrics.tabBarHeight)) pt above the bottom safe area, which it extends (adjustedContentInset.bottom). Not together with toolbar.",
                doc: .row(["a bar at the bottom edge, at most one of the two ([below](#tabbar-and-toolbar))", "none"])),
            ScenarioKey(
                name: "toolbar", schema: .ref("bottomBar"),
                description:
                    "A UIToolbar at the bottom edge: \(pt(BarMetrics.toolbarHeight)) pt above the bottom safe area, which it extends. Not together with tabBar.",
                doc: .withPrevious),
            ScenarioKey(
                name: "list",
                schema: .json(
                    ##"{"if": {"required": ["kind"], "properties": {"kind": {"const": "flutter"}}}, "then": {"$ref": "#/$defs/flutterList"}, "else": {"anyOf": [{"$ref": "#/$defs/composeList"}, {"$ref": "#/$defs/list"}]}}"##
                ), doc: .row(["the [list](#list)", "required"])),
            ScenarioKey(
                name: "behaviors", schema: .ref("behaviors"), doc: .row(["an array of [behaviours](#behaviors)", "`[]`"])),
            ScenarioKey(
                name: "scroll",
                schema: .json(
                    #"{"type": ["object", "null"], "additionalProperties": false, "properties": "$keys scroll"}"#
                ), description: "How the frames travel: the scroll path.",
                doc: .row([#"`{ "path": [...] }`, the [scroll path](#scroll)"#, #"`{ "path": ["start", "end"] }`"#])),
            ScenarioKey(
                name: "variants",
                schema: .json(##"{"type": ["array", "null"], "minItems": 1, "items": {"$ref": "#/$defs/variant"}}"##),
                description:
                    "Named changes of the scenario drawn side by side at the same offsets. Each is an RFC 7396 JSON merge patch on the scenario without `variants` and `scroll` (arrays are replaced whole, null removes a key), then its optional `patch`, an RFC 6902 JSON Patch (one value of one section without copying the array).",
                doc: .row(["an array of [variants](#variants), at least one when present", "none"])),
            ScenarioKey(
                name: "appearance", schema: .ref("appearance"),
                doc: .row([#"`"light"` or `"dark"`: semantic colours resolved for it"#, #"`"light"`"#])),
            ScenarioKey(
                name: "contentSize", schema: .ref("contentSize"),
                doc: .row([
                    "a `UIContentSizeCategory` name: `extraSmall`, `small`, `medium`, `large`, `extraLarge`, `extraExtraLarge`, `extraExtraExtraLarge`, `accessibilityMedium`, `accessibilityLarge`, `accessibilityExtraLarge`, `accessibilityExtraExtraLarge`, `accessibilityExtraExtraExtraLarge`",
                    #"`"large"`"#,
                ])),
        ])

    /// navigationBar
    package static let navigationBar = KeyTable(
        docHeader: ["key", "meaning", "default"],
        keys: [
            ScenarioKey(
                name: "kind", schema: .choice(["system", "overlay"]),
                description:
                    "system: a UINavigationBar, which extends the list's safe area (so .automatic insets make room for it). overlay: a plain view drawn on top that leaves the safe area alone (seed 004). Default system.",
                doc: .row([
                    #"`"system"`: a `UINavigationBar`, which extends the list's safe area (rule [1.2](uikit-rules.md#rule-1-2)); `"overlay"`: a plain view drawn on top that leaves the safe area alone (seed 004)"#,
                    #"`"system"`"#,
                ])),
            ScenarioKey(
                name: "height", schema: .size,
                description:
                    "Height below the safe-area top; UINavigationBar is \(pt(BarMetrics.inlineHeight)) pt in portrait (the default).",
                doc: .row([
                    "points: an overlay bar covers the screen from y 0 to safe-area top + height; a system bar from y 0 to status bar + height before iOS 26 (the status bar ends 5 pt above the safe-area top under the Dynamic Island: 54 + \(pt(BarMetrics.inlineHeight)) = 98 on an iPhone 15 Pro, rule [7.4](uikit-rules.md#rule-7-4)), to safe-area top + height from iOS 26 (59 + \(pt(BarMetrics.glassInlineHeight)) = 113, rule [9.1](uikit-rules.md#rule-9-1))",
                    "\(pt(BarMetrics.inlineHeight)); a system bar on iOS 26 and 27: \(pt(BarMetrics.glassInlineHeight)) (rules [7.1](uikit-rules.md#rule-7-1), [9.1](uikit-rules.md#rule-9-1))",
                ])),
            ScenarioKey(
                name: "title", schema: .nullable("string"),
                description:
                    "The bar's title: an overlay bar shows it once opaque; a system bar always, large while the large-title area shows.",
                doc: .row(["text drawn in the bar", "none"])),
            ScenarioKey(
                name: "color", schema: .ref("colorOrNull"), description: "The bar's background colour.",
                doc: .row(["a [colour](#colours)", "none"])),
            ScenarioKey(
                name: "fade",
                schema: .json(
                    #"{"type": ["object", "null"], "required": ["from", "to"], "additionalProperties": false, "properties": "$keys fade"}"#
                ),
                description:
                    "The bar's alpha goes 0 -> 1 as contentOffset.y goes from `from` to `to` (`to` >= `from`). Absent: always opaque.",
                doc: .row([
                    "alpha 0 → 1 as `contentOffset.y` goes from `from` to `to` (rule [7.3](uikit-rules.md#rule-7-3)); both required, `to ≥ from`",
                    "none: always opaque",
                ])),
            ScenarioKey(
                name: "prefersLargeTitles", schema: .nullable("boolean"),
                description:
                    "UINavigationBar.prefersLargeTitles (system bars): a 52 pt large-title area under the inline bar that collapses as the list scrolls. Default false.",
                doc: .row([
                    "system bars only: large titles, appearances, bar button items, a search bar ([below](#system-bars))",
                    "see below",
                ])),
            ScenarioKey(
                name: "largeTitleDisplayMode", schema: .choice(["automatic", "always", "never"]),
                description:
                    "UINavigationItem.largeTitleDisplayMode (system bars): automatic and always show the large title when prefersLargeTitles is true, never never does. Default automatic.",
                doc: .withPrevious),
            ScenarioKey(
                name: "standardAppearance", schema: .ref("barBackground"),
                description:
                    "The background of UINavigationBar.standardAppearance (system bars), shown once content slides under the bar: default (a translucent material and a hairline), opaque or transparent. Default default.",
                doc: .withPrevious),
            ScenarioKey(
                name: "scrollEdgeAppearance", schema: .ref("barBackground"),
                description:
                    "The background of UINavigationBar.scrollEdgeAppearance (system bars), shown while the content's top edge is at or below the bar. Absent: transparent (UIKit's default since iOS 15).",
                doc: .withPrevious),
            ScenarioKey(
                name: "searchController",
                schema: .json(
                    #"{"type": ["object", "null"], "additionalProperties": false, "properties": "$keys searchController"}"#
                ),
                description:
                    "UINavigationItem.searchController (system bars): a 52 pt search bar under the title. null or absent: none.",
                doc: .withPrevious),
            ScenarioKey(
                name: "leftItems", schema: .ref("barItems"),
                description: "UINavigationItem.leftBarButtonItems (system bars), from the left edge: at most 3.",
                doc: .withPrevious),
            ScenarioKey(
                name: "rightItems", schema: .ref("barItems"),
                description: "UINavigationItem.rightBarButtonItems (system bars), from the right edge: at most 3.",
                doc: .withPrevious),
            ScenarioKey(
                name: "scrollEdgeElementContainer", schema: .nullable("boolean"),
                description:
                    "Overlay bars, iOS 26 and later: the view has a UIScrollEdgeElementContainerInteraction, so the top scroll edge effect sits under it. Default false.",
                doc: .row([
                    "overlay bars only, iOS 26 and later: the view has a `UIScrollEdgeElementContainerInteraction`, so the top scroll edge effect sits under it (rule [9.3](uikit-rules.md#rule-9-3))",
                    "`false`",
                ])),
            ScenarioKey(name: "subtitle", schema: nil, doc: .none),
            ScenarioKey(name: "largeSubtitle", schema: nil, doc: .none),
            ScenarioKey(name: "navigationBarMinimization", schema: nil, doc: .none),
        ])

    /// commonList
    package static let commonList = KeyTable(
        docHeader: ["key", "UIKit meaning", "default"],
        keys: [
            ScenarioKey(
                name: "kind", schema: .choice(["table", "collection", "compositional", "swiftui", "flutter"]),
                description:
                    "table: UITableView. collection: UICollectionView with a vertical flow layout. compositional: UICollectionView with a vertical UICollectionViewCompositionalLayout. swiftui: a SwiftUI List or ScrollView with a LazyVStack. flutter: a Flutter CustomScrollView of slivers. (compose: a Jetpack Compose LazyColumn, its own shape.) Default table.",
                doc: .row([
                    #"`"table"` (`UITableView`), `"collection"` (`UICollectionViewFlowLayout`, vertical), `"compositional"` ([`UICollectionViewCompositionalLayout`](#compositional-layout)); other frameworks: `"swiftui"` ([below](#swiftui-lists)), `"compose"` ([below](#jetpack-compose)), `"flutter"` ([below](#flutter))"#,
                    #"`"table"`"#,
                ])),
            ScenarioKey(
                name: "frame",
                schema: .json(
                    #"{"type": ["object", "null"], "additionalProperties": false, "properties": {"top": {"description": "Points from the top of the screen, \"safeArea\" (the safe-area top) or \"belowBar\" (the navigation bar's bottom).", "anyOf": [{"type": "number", "minimum": 0, "maximum": 1000000}, {"enum": ["safeArea", "belowBar", null]}]}, "bottom": {"description": "Points from the top of the screen or \"safeArea\" (the safe-area bottom). Default: the bottom of the screen.", "anyOf": [{"type": "number", "minimum": 0, "maximum": 1000000}, {"enum": ["safeArea", null]}]}}}"#
                ), description: "Where the list sits on screen, in window coordinates. Default: the whole screen.",
                doc: .row([
                    #"`{ "top": points \| "safeArea" \| "belowBar", "bottom": points \| "safeArea" }`, window coordinates ([decisions](decisions.md#geometry))"#,
                    "the whole screen",
                ])),
            ScenarioKey(
                name: "contentInset", schema: .refOrNull("insets"),
                description:
                    "UIScrollView.contentInset: extra scrollable space around the content; may be negative. Setting it does not move contentOffset.",
                doc: .row([
                    "`UIScrollView.contentInset` `{ top, left, bottom, right }`, may be negative; each 0 when left out", "0",
                ])),
            ScenarioKey(
                name: "contentInsetAdjustmentBehavior", schema: .choice(["automatic", "scrollableAxes", "never", "always"]),
                description:
                    "UIScrollView.contentInsetAdjustmentBehavior: how the safe area adds to adjustedContentInset. automatic (default), scrollableAxes (only when the content is taller than the view or alwaysBounceVertical), never, always.",
                doc: .row([
                    "`automatic`, `scrollableAxes`, `never`, `always` (rule [1.2](uikit-rules.md#rule-1-2))", "`automatic`",
                ])),
            ScenarioKey(
                name: "bounces", schema: .nullable("boolean"),
                description: "UIScrollView.bounces: rubber-band past the ends when dragged (default true); false clamps.",
                doc: .row([
                    "`UIScrollView.bounces`: overscroll rubber-bands (rule [1.4](uikit-rules.md#rule-1-4)) or clamps", "`true`",
                ])),
            ScenarioKey(
                name: "alwaysBounceVertical", schema: .nullable("boolean"),
                description:
                    "UIScrollView.alwaysBounceVertical. Default: true for a table (it bounces even when short), false for a collection view.",
                doc: .row(["`UIScrollView.alwaysBounceVertical`", "table `true`, collection views `false`"])),
            ScenarioKey(
                name: "backgroundColor", schema: .ref("colorOrNull"), description: "The list's backgroundColor.",
                doc: .row(["a [colour](#colours)", "none"])),
            ScenarioKey(
                name: "sections", schema: .json(#"{"type": ["array", "null"], "minItems": 1, "maxItems": 100000}"#),
                description:
                    "The sections, in order: at least one. A variant that switches the list to kind flutter removes them with null.",
                doc: .row(["an array of [sections](#sections), at least one, at most 100,000", "required"])),
            ScenarioKey(
                name: "topEdgeEffect", schema: .choice(["automatic", "soft", "hard", "hidden"]),
                description:
                    "iOS 26 and later: UIScrollView's edge effect at this edge: automatic (the soft fade on an iPhone), soft, hard, or hidden. Nothing is drawn before iOS 26. Default automatic.",
                doc: .row([
                    #"iOS 26 and later: `UIScrollView.topEdgeEffect` / `bottomEdgeEffect`, `"automatic"`, `"soft"`, `"hard"` or `"hidden"` (`isHidden`); nothing is drawn before 26 (rule [9.2](uikit-rules.md#rule-9-2))"#,
                    #"`"automatic"` (the soft fade)"#,
                ])),
            ScenarioKey(
                name: "bottomEdgeEffect", schema: .choice(["automatic", "soft", "hard", "hidden"]),
                description:
                    "iOS 26 and later: UIScrollView's edge effect at this edge: automatic (the soft fade on an iPhone), soft, hard, or hidden. Nothing is drawn before iOS 26. Default automatic.",
                doc: .withPrevious),
        ])

    /// table
    package static let table = KeyTable(
        docHeader: ["key", "UIKit meaning", "default"],
        keys: [
            ScenarioKey(
                name: "style", schema: .choice(["plain", "grouped", "insetGrouped"]),
                description:
                    "UITableView.Style: plain (headers and footers float), grouped or insetGrouped (they scroll with the content). Default plain.",
                doc: .row(["`UITableView.Style`: `plain`, `grouped`, `insetGrouped`", "`plain`"])),
            ScenarioKey(
                name: "rowHeight", schema: .refOrNull("dimension"),
                description: #"UITableView.rowHeight: points or "automatic" (default; 44 pt for a row without content)."#,
                doc: .row([#"points or `"automatic"`"#, #"`"automatic"`"#])),
            ScenarioKey(
                name: "sectionHeaderHeight", schema: .refOrNull("dimension"),
                description: #"UITableView.sectionHeaderHeight: points or "automatic" (default). A header's own height wins."#,
                doc: .row([#"points or `"automatic"`"#, #"`"automatic"`"#])),
            ScenarioKey(
                name: "sectionFooterHeight", schema: .refOrNull("dimension"),
                description:
                    #"UITableView.sectionFooterHeight: points or "automatic" (default). 0 removes the grouped style's footer gap."#,
                doc: .withPrevious),
            ScenarioKey(
                name: "sectionHeaderTopPadding", schema: .size,
                description:
                    "UITableView.sectionHeaderTopPadding (iOS 15): space above each header. Default automatic: 22 pt in plain style, 0 in grouped styles (an assumption).",
                doc: .row(["points above each header (rule [2.5](uikit-rules.md#rule-2-5))", "22 plain, 0 grouped"])),
            ScenarioKey(
                name: "tableHeaderView", schema: .refOrNull("view"),
                description: "UITableView.tableHeaderView: scrolls with the content above the first section, never floats.",
                doc: .row(["[views](#views) that scroll with the content (rule [2.1](uikit-rules.md#rule-2-1))", "none"])),
            ScenarioKey(
                name: "tableFooterView", schema: .refOrNull("view"),
                description: "UITableView.tableFooterView: scrolls with the content below the last section.", doc: .withPrevious),
            ScenarioKey(
                name: "separatorStyle", schema: .choice(["none", "singleLine"]),
                description: "UITableView.separatorStyle: singleLine (default) draws a hairline between rows, none draws none.",
                doc: .row(["`singleLine`, `none`", "`singleLine`"])),
            ScenarioKey(
                name: "estimatedRowHeight", schema: .refOrNull("dimension"),
                description:
                    #"UITableView.estimatedRowHeight: with points > 0, self-sized rows count as this height until they scroll into view, and the table corrects contentSize and contentOffset as they do. "automatic" (default, the table picks; the value is not published) and 0 (estimation off) measure every row before the first frame."#,
                doc: .row([
                    #"points: self-sized rows count as this until they scroll into view, and `contentSize` / `contentOffset` follow as they do ([rule 4.3](uikit-rules.md#estimated-row-heights)); `"automatic"` or 0: every row measured before the first frame"#,
                    #"`"automatic"`"#,
                ])),
        ])

    /// flow
    package static let flow = KeyTable(
        docHeader: ["key", "meaning", "default"],
        keys: [
            ScenarioKey(
                name: "itemSize", schema: .refOrNull("cgSize"),
                description: "UICollectionViewFlowLayout.itemSize, for items without their own size. Default 50 x 50.",
                doc: .row([#"`{ "width", "height" }`, a member left out is 0"#, "50 × 50"])),
            ScenarioKey(
                name: "minimumLineSpacing", schema: .size,
                description: "UICollectionViewFlowLayout.minimumLineSpacing: space between lines of items. Default 10.",
                doc: .row(["points", "10, 10"])),
            ScenarioKey(
                name: "minimumInteritemSpacing", schema: .size,
                description:
                    "UICollectionViewFlowLayout.minimumInteritemSpacing: least space between items on a line. Default 10.",
                doc: .withPrevious),
            ScenarioKey(
                name: "sectionInset", schema: .refOrNull("sizeInsets"),
                description:
                    "UICollectionViewFlowLayout.sectionInset: margins around each section's items (not its header and footer). Default 0.",
                doc: .row(["`{ top, left, bottom, right }`, each ≥ 0", "0"])),
            ScenarioKey(
                name: "headerReferenceSize", schema: .refOrNull("cgSize"),
                description:
                    "UICollectionViewFlowLayout.headerReferenceSize: the height of section headers; 0 (default) means none.",
                doc: .row([#"`{ "width", "height" }`; height 0 = no view"#, "0"])),
            ScenarioKey(
                name: "footerReferenceSize", schema: .refOrNull("cgSize"),
                description:
                    "UICollectionViewFlowLayout.footerReferenceSize: the height of section footers; 0 (default) means none.",
                doc: .withPrevious),
            ScenarioKey(
                name: "sectionHeadersPinToVisibleBounds", schema: .nullable("boolean"),
                description:
                    "UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds: headers pin at the top until the next one pushes them off. Default false.",
                doc: .row(["`true` / `false` (rule [5.5](uikit-rules.md#rule-5-5))", "`false`"])),
            ScenarioKey(
                name: "sectionFootersPinToVisibleBounds", schema: .nullable("boolean"),
                description:
                    "UICollectionViewFlowLayout.sectionFootersPinToVisibleBounds: footers pin at the bottom. Default false.",
                doc: .withPrevious),
        ])

    /// A length as the schema and the page write it: 44, 0.333.
    private static func pt(_ x: Double) -> String { formatNumber(x) }
}
