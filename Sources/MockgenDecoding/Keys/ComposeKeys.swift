import MockgenLayout

/// The keys of a Jetpack Compose list and its Scaffold's parts (Docs/scenario-format.md#jetpack-compose):
/// read by the decoder (`ComposeDecoder.swift`) and the schema from here. Edit here, then run
/// `swift run mockgen-schema`.
extension ScenarioKeys {
    /// composeList: `"kind": "compose"`, a LazyColumn in a Scaffold.
    package static let composeList = KeyTable(
        docHeader: ["key", "meaning", "default"],
        keys: [
            ScenarioKey(name: "kind", schema: .json(#"{"const": "compose"}"#), doc: .none),
            ScenarioKey(
                name: "contentPadding", schema: .ref("composePadding"),
                doc: .row([
                    "`LazyColumn(contentPadding = PaddingValues(start, top, end, bottom))`: `top`, `bottom`, `start`, `end`, each ≥ 0",
                    "0",
                ])),
            ScenarioKey(
                name: "verticalArrangement", schema: .ref("composeArrangement"),
                doc: .row([
                    #"`{ "spacedBy": s }`, `Arrangement.spacedBy(s)`: the gap between two children, sticky headers included"#,
                    "0",
                ])),
            ScenarioKey(
                name: "topBar", schema: .ref("topAppBar"),
                doc: .row([
                    #"a Material 3 top app bar: `kind` `"TopAppBar"`, `"CenterAlignedTopAppBar"`, `"MediumTopAppBar"`, `"LargeTopAppBar"`, `"MediumFlexibleTopAppBar"` or `"LargeFlexibleTopAppBar"` ([Compose 4](platform-rules.md#compose-4)), `title`, `subtitle`, `titleHorizontalAlignment` (`"Start"` or `"Center"`), `color`, `scrollBehavior` `"pinned"`, `"enterAlways"` or `"exitUntilCollapsed"`"#,
                    "none; `TopAppBar`, `Start` (`Center` for `CenterAlignedTopAppBar`), `pinned`",
                ])),
            ScenarioKey(
                name: "innerPadding", schema: .ref("composeInnerPadding"),
                doc: .row([
                    #"how the list takes the Scaffold's inner padding: `"contentPadding"` (`LazyColumn(contentPadding = innerPadding)`, as Material 3's samples do) or `"modifier"` (`LazyColumn(Modifier.padding(innerPadding))`)"#,
                    #"`"contentPadding"`"#,
                ])),
            ScenarioKey(
                name: "backgroundColor", schema: .ref("colorOrNull"), description: "The list's background.",
                doc: .row(["the list's background", "none"])),
            ScenarioKey(
                name: "content", schema: .json(##"{"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/composeChild"}}"##),
                description:
                    #"The LazyColumn's children: { "item": view }, { "items": { "count", ...view } } or { "stickyHeader": view }; at least one."#,
                doc: .row([
                    #"the children, in order, at least one; each exactly one of `{ "item": view }`, `{ "items": { "count": n, ...view } }`, `{ "stickyHeader": view }`; at most 1,000,000,000 children and 100,000 sticky headers"#,
                    "required",
                ])),
            ScenarioKey(
                name: "bottomBar",
                schema: .json(
                    ##"{"type": ["object", "null"], "required": ["kind"], "properties": "$keys composeBottomBar", "if": {"properties": {"kind": {"enum": ["NavigationBar", "ShortNavigationBar"]}}}, "then": {"properties": {"scrollBehavior": {"type": "null"}}}, "additionalProperties": false}"##
                ),
                description:
                    "The Scaffold's bottomBar, from its top to the screen's bottom over the gesture bar: NavigationBar 80 dp, ShortNavigationBar 64, BottomAppBar 80, FlexibleBottomAppBar 64 (compose-material3 tokens). BottomAppBar and FlexibleBottomAppBar take scrollBehavior exitAlways: the bar slides down as the list scrolls up and back as it scrolls down, the FAB with it.",
                doc: .row([
                    #"`{ "kind": "NavigationBar" \| "ShortNavigationBar" \| "BottomAppBar" \| "FlexibleBottomAppBar", "items": [{ "title", "icon" }], "color", "scrollBehavior": "exitAlways" }` ([Compose 10](platform-rules.md#compose-10)); element `bottomBar`"#,
                    "none",
                ])),
            ScenarioKey(
                name: "floatingActionButton",
                schema: .json(
                    ##"{"type": ["object", "null"], "properties": "$keys floatingActionButton", "allOf": [{"if": {"required": ["kind"], "properties": {"kind": {"const": "extended"}}}, "then": {"required": ["text"], "properties": {"text": {"type": "string", "minLength": 1}}}, "else": {"properties": {"expanded": {"type": "null"}}}}, {"if": {"required": ["expanded"], "properties": {"expanded": {"enum": [false, "firstItemVisible"]}}}, "then": {"required": ["icon"], "properties": {"icon": {"type": "string"}}}}], "additionalProperties": false}"##
                ),
                description:
                    "The Scaffold's floatingActionButton: small 40, regular 56, large 96 dp (tokens), extended 56 tall and as wide as its icon and measured text label (FloatingActionButton.kt), 16 dp from the end and above the bottom bar (Scaffold.kt FabSpacing). An extended FAB's expanded: true, false, or firstItemVisible (listState.firstVisibleItemIndex == 0: it shrinks to its icon once the first child scrolls away).",
                doc: .row([
                    #"`{ "kind": "small" \| "regular" \| "large" \| "extended", "icon", "text", "color", "expanded": true \| false \| "firstItemVisible" }` ([Compose 11](platform-rules.md#compose-11)); element `floatingActionButton`"#,
                    "none; `regular`",
                ])),
            ScenarioKey(
                name: "floatingToolbar",
                schema: .json(
                    ##"{"type": ["object", "null"], "required": ["items"], "properties": "$keys floatingToolbar", "allOf": [{"if": {"required": ["exitDirection"], "properties": {"exitDirection": {"type": "string"}}}, "then": {"required": ["scrollBehavior"], "properties": {"scrollBehavior": {"const": "exitAlways"}}}}, {"if": {"required": ["floatingActionButtonPosition"], "properties": {"floatingActionButtonPosition": {"type": "string"}}}, "then": {"required": ["floatingActionButton"], "properties": {"floatingActionButton": {"type": "object"}}}}], "additionalProperties": false}"##
                ),
                description:
                    "A Material 3 HorizontalFloatingToolbar over the content: a 64 dp pill of 48 dp icon buttons between 8 dp paddings, bottom-centred 16 dp above the Scaffold's content (FloatingToolbarTokens, the Material 3 samples). colors standard or vibrant; an optional floatingActionButton beside it (56 dp, 8 dp away, at the End or Start). scrollBehavior exitAlways: it slides off towards exitDirection (Bottom by default) as the list scrolls up and back as it scrolls down.",
                doc: .row([
                    #"`{ "items": [{ "icon", "title" }], "colors": "standard" \| "vibrant", "color", "scrollBehavior": "exitAlways", "exitDirection": "Bottom" \| "Top" \| "Start" \| "End", "floatingActionButton": { "icon", "color" }, "floatingActionButtonPosition": "Start" \| "End" }` ([Compose 12](platform-rules.md#compose-12)); elements `floatingToolbar`, `floatingToolbar.floatingActionButton`"#,
                    "none; `standard`, `Bottom`, `End`",
                ])),
            ScenarioKey(
                name: "floatingActionButtonPosition", schema: .choice(["Start", "Center", "End"]),
                description: "FabPosition: Start, Center or End (default).",
                doc: .row([#"`"Start"`, `"Center"` or `"End"`"#, #"`"End"`"#])),
        ])

    /// topAppBar: the Scaffold's topBar, a Material 3 top app bar (Docs/platform-rules.md#compose-4).
    package static let topAppBar = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "kind",
                schema: .choice([
                    "TopAppBar", "CenterAlignedTopAppBar", "MediumTopAppBar", "LargeTopAppBar", "MediumFlexibleTopAppBar",
                    "LargeFlexibleTopAppBar",
                ]), doc: .none),
            ScenarioKey(
                name: "title", schema: .nullable("string"), doc: .none),
            ScenarioKey(
                name: "subtitle", schema: .nullable("string"),
                description: "The subtitle under the title; it makes the flexible bars taller.", doc: .none),
            ScenarioKey(
                name: "titleHorizontalAlignment", schema: .choice(["Start", "Center"]),
                description: "TopAppBarTitleAlignment: Start (default) or Center.", doc: .none),
            ScenarioKey(
                name: "color", schema: .ref("colorOrNull"), doc: .none),
            ScenarioKey(
                name: "scrollBehavior", schema: .choice(["pinned", "enterAlways", "exitUntilCollapsed"]),
                description:
                    "TopAppBarDefaults: pinned (default), enterAlways (leaves with the content, returns on any move back), exitUntilCollapsed (collapses, expands only at the top).",
                doc: .none),
        ])

    /// composePadding: `LazyColumn(contentPadding = PaddingValues(start, top, end, bottom))`.
    package static let composePadding = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "top", schema: .ref("size"), doc: .none),
            ScenarioKey(
                name: "bottom", schema: .ref("size"), doc: .none),
            ScenarioKey(
                name: "start", schema: .ref("size"), doc: .none),
            ScenarioKey(
                name: "end", schema: .ref("size"), doc: .none),
        ])

    /// composeArrangement: `verticalArrangement = Arrangement.spacedBy(s)`.
    package static let composeArrangement = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "spacedBy", schema: .ref("size"), doc: .none)
        ])

    /// composeChild: one child of the LazyColumn, exactly one of these keys.
    package static let composeChild = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "item", schema: .json(##"{"allOf": [{"$ref": "#/$defs/view"}, {"$ref": "#/$defs/platformView"}]}"##),
                doc: .none),
            ScenarioKey(
                name: "items",
                schema: .json(##"{"allOf": [{"$ref": "#/$defs/repeatedRowOfView"}, {"$ref": "#/$defs/platformView"}]}"##),
                doc: .none),
            ScenarioKey(
                name: "stickyHeader",
                schema: .json(##"{"allOf": [{"$ref": "#/$defs/view"}, {"$ref": "#/$defs/platformView"}]}"##), doc: .none),
        ])

    /// composeBottomBar: the Scaffold's bottomBar (Docs/platform-rules.md#compose-10).
    package static let composeBottomBar = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "kind",
                schema: .json(#"{"enum": ["NavigationBar", "ShortNavigationBar", "BottomAppBar", "FlexibleBottomAppBar"]}"#),
                doc: .none),
            ScenarioKey(
                name: "items",
                schema: .json(
                    #"{"type": ["array", "null"], "items": {"type": "object", "properties": "$keys composeItem", "additionalProperties": false}}"#
                ), doc: .none),
            ScenarioKey(
                name: "color", schema: .ref("colorOrNull"), doc: .none),
            ScenarioKey(
                name: "scrollBehavior", schema: .choice(["exitAlways"]), doc: .none),
        ])

    /// floatingActionButton: the Scaffold's FAB (Docs/platform-rules.md#compose-11).
    package static let floatingActionButton = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "kind", schema: .choice(["small", "regular", "large", "extended"]), doc: .none),
            ScenarioKey(
                name: "icon", schema: .nullable("string"), doc: .none),
            ScenarioKey(
                name: "text", schema: .nullable("string"), doc: .none),
            ScenarioKey(
                name: "color", schema: .ref("colorOrNull"), doc: .none),
            ScenarioKey(
                name: "expanded", schema: .json(#"{"enum": [true, false, "firstItemVisible", null]}"#), doc: .none),
        ])

    /// floatingToolbar: a HorizontalFloatingToolbar (Docs/platform-rules.md#compose-12).
    package static let floatingToolbar = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "items",
                schema: .json(
                    #"{"type": "array", "minItems": 1, "items": {"type": "object", "properties": "$keys composeItem", "anyOf": [{"required": ["icon"], "properties": {"icon": {"type": "string"}}}, {"required": ["title"], "properties": {"title": {"type": "string"}}}], "additionalProperties": false}}"#
                ), doc: .none),
            ScenarioKey(
                name: "colors", schema: .choice(["standard", "vibrant"]), doc: .none),
            ScenarioKey(
                name: "color", schema: .ref("colorOrNull"), doc: .none),
            ScenarioKey(
                name: "scrollBehavior", schema: .choice(["exitAlways"]), doc: .none),
            ScenarioKey(
                name: "exitDirection", schema: .choice(["Bottom", "Top", "Start", "End"]), doc: .none),
            ScenarioKey(
                name: "floatingActionButton",
                schema: .json(
                    ##"{"type": ["object", "null"], "properties": "$keys floatingToolbarActionButton", "additionalProperties": false}"##
                ), doc: .none),
            ScenarioKey(
                name: "floatingActionButtonPosition", schema: .choice(["Start", "End"]), doc: .none),
        ])

    /// composeItem: an item of a bottom bar or a floating toolbar.
    package static let composeItem = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "title", schema: .nullable("string"), doc: .none),
            ScenarioKey(
                name: "icon", schema: .nullable("string"), doc: .none),
        ])

    /// floatingToolbarActionButton: the FAB beside a floating toolbar.
    package static let floatingToolbarActionButton = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "icon", schema: .nullable("string"), doc: .none),
            ScenarioKey(
                name: "color", schema: .ref("colorOrNull"), doc: .none),
        ])

    /// composeListPatch: the keys a variant may change on a Compose list (`variantPatch`'s
    /// `list`): all of the list's, the Scaffold's parts merged into the base's.
    package static let composeListPatch = composeList.patch(
        at: "composeList",
        own: [
            .mergedObject("bottomBar", table: "composeBottomBarPatch"),
            .mergedObject("floatingActionButton", table: "floatingActionButtonPatch"),
            .mergedObject("floatingToolbar", table: "floatingToolbarPatch"),
        ])

    /// composeOnly: the Compose list's keys that the other kinds do not take, which a variant
    /// switching a Compose list to another kind removes with null (`uikitListPatch`).
    package static let composeOnly = KeyTable(
        docHeader: [], keys: composeList.keys.filter { !commonList.names.contains($0.name) })

    /// composeBottomBarPatch, floatingActionButtonPatch, floatingToolbarPatch: a variant's change
    /// to a Scaffold part; the rules between their keys hold for the merged list.
    package static let composeBottomBarPatch = composeBottomBar.patch(at: "composeList/properties/bottomBar")
    package static let floatingActionButtonPatch = floatingActionButton.patch(at: "composeList/properties/floatingActionButton")
    package static let floatingToolbarPatch = floatingToolbar.patch(at: "composeList/properties/floatingToolbar")
}
