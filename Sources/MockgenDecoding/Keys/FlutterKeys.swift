/// The keys of a Flutter `CustomScrollView` (Docs/scenario-format.md#flutter), besides its
/// `kind`: read by the decoder, the schema and the format page from here. Edit here, then run
/// `swift run mockgen-schema`.
extension ScenarioKeys {
    /// flutterListKind: the key that makes a list a Flutter one (the flutterList table is the
    /// page's, without it).
    package static let flutterListKind = KeyTable(
        docHeader: [], keys: [ScenarioKey(name: "kind", schema: .json(#"{"const": "flutter"}"#), doc: .none)])

    /// flutterList
    package static let flutterList = KeyTable(
        docHeader: ["key", "meaning", "default"],
        keys: [
            ScenarioKey(
                name: "slivers", schema: .json(##"{"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/sliver"}}"##),
                description: "CustomScrollView.slivers, in order; at most 100, groups' slivers included.",
                doc: .row([
                    #"the slivers, in order, 1 to 100, groups' slivers included; each names its widget in `"sliver"` (the table below)"#,
                    "required",
                ])),
            ScenarioKey(
                name: "backgroundColor", schema: .ref("colorOrNull"),
                description: "The scroll view's background.",
                doc: .row(["a [colour](#colours)", "none"])),
            ScenarioKey(
                name: "physics", schema: .choice(["bouncing", "clamping"]),
                description:
                    "bouncing (BouncingScrollPhysics, Flutter's default on iOS; the default) or clamping (ClampingScrollPhysics, the default elsewhere).",
                doc: .row([#"`"bouncing"` or `"clamping"`: whether a `{ "drag": d }` rubber-bands"#, #"`"bouncing"`"#])),
        ])

    /// sliverHeaderView: the view of a header sliver or a box (the page lists the sliver keys in its table of slivers).
    package static let sliverHeaderView = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "title", schema: .nullable("string"),
                description: "Text drawn in the header.",
                doc: .none),
            ScenarioKey(
                name: "color", schema: .ref("colorOrNull"),
                description: "The header's background.",
                doc: .none),
            ScenarioKey(
                name: "content", schema: .ref("platformContent"),
                description: "What the header shows (drawn at the header's extent).",
                doc: .none),
        ])

    /// sliverAppBar: `SliverAppBar` and its `.medium` and `.large`, besides the view keys.
    package static let sliverAppBar = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "sliver", schema: .json(#"{"enum": ["SliverAppBar", "SliverAppBar.medium", "SliverAppBar.large"]}"#),
                doc: .none),
            ScenarioKey(
                name: "pinned", schema: .nullable("boolean"),
                description: "Stays at the top at minExtent. Default false.",
                doc: .none),
            ScenarioKey(
                name: "floating", schema: .nullable("boolean"),
                description:
                    "Comes back point for point on any move up the content (the direction of travel), whatever the offset. Default false.",
                doc: .none),
            ScenarioKey(
                name: "snap", schema: .nullable("boolean"),
                description:
                    "With floating: where a scroll ends (a path node) with the bar partly shown, it animates fully in or out; the flipbook says where. Default false.",
                doc: .none),
            ScenarioKey(
                name: "stretch", schema: .nullable("boolean"),
                description: "Grows into an overscroll at the start. Default false.",
                doc: .none),
            ScenarioKey(
                name: "expandedHeight", schema: .refOrNull("size"),
                description: "The bar's height below the status bar when expanded. Default toolbarHeight.",
                doc: .none),
            ScenarioKey(
                name: "collapsedHeight", schema: .refOrNull("size"),
                description:
                    "The bar's height below the status bar when collapsed, at least toolbarHeight. Default toolbarHeight.",
                doc: .none),
            ScenarioKey(
                name: "toolbarHeight", schema: .refOrNull("size"),
                description: "Default 56 (kToolbarHeight).",
                doc: .none),
            ScenarioKey(
                name: "primary", schema: .nullable("boolean"),
                description: "Adds the status bar's height (MediaQuery padding.top). Default true.",
                doc: .none),
            ScenarioKey(
                name: "centerTitle", schema: .nullable("boolean"),
                description:
                    "Centres the title in the toolbar. Default by platform (material/app_bar.dart): true on an iPhone, false on an Android device.",
                doc: .none),
            ScenarioKey(
                name: "systemOverlayStyle", schema: .choice(["light", "dark"]),
                description:
                    #"The status bar's style while the bar covers it: "light" (light text, for a dark bar) or "dark". Default from the bar's colour's brightness (ThemeData.estimateBrightnessForColor)."#,
                doc: .none),
            ScenarioKey(
                name: "bottom",
                schema: .json(
                    #"{"type": ["object", "null"], "required": ["height"], "properties": "$keys appBarBottom", "additionalProperties": false}"#
                ),
                description:
                    "SliverAppBar.bottom: a PreferredSize (a TabBar, say) of this height along the bar's bottom edge, added to both extents.",
                doc: .none),
        ])

    /// sliverPersistentHeader, besides the view keys.
    package static let sliverPersistentHeader = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "sliver", schema: .json(#"{"const": "SliverPersistentHeader"}"#), doc: .none),
            ScenarioKey(
                name: "pinned", schema: .nullable("boolean"),
                description: "Stays at the top at minExtent, below the headers pinned before it. Default false.",
                doc: .none),
            ScenarioKey(
                name: "floating", schema: .nullable("boolean"),
                description:
                    "Comes back point for point on any move up the content (the direction of travel), whatever the offset. Default false.",
                doc: .none),
            ScenarioKey(
                name: "minExtent", schema: .ref("size"),
                description: "The smallest the header becomes; at most maxExtent.",
                doc: .none),
            ScenarioKey(
                name: "maxExtent", schema: .ref("size"),
                description: "The header's scroll extent and largest size.",
                doc: .none),
        ])

    /// pinnedHeaderSliver, besides the view keys.
    package static let pinnedHeaderSliver = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "sliver", schema: .json(#"{"const": "PinnedHeaderSliver"}"#), doc: .none),
            ScenarioKey(
                name: "height", schema: .ref("size"),
                description: "The child's extent in points.",
                doc: .none),
        ])

    /// sliverFloatingHeader, besides the view keys.
    package static let sliverFloatingHeader = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "sliver", schema: .json(#"{"const": "SliverFloatingHeader"}"#), doc: .none),
            ScenarioKey(
                name: "height", schema: .ref("size"),
                description: "The child's extent in points.",
                doc: .none),
            ScenarioKey(
                name: "snapMode", schema: .choice(["overlay"]),
                description:
                    "overlay (the default; the content does not move with the header). scroll, where the content moves with it, is not modelled and refused.",
                doc: .none),
        ])

    /// sliverResizingHeader, besides the view keys.
    package static let sliverResizingHeader = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "sliver", schema: .json(#"{"const": "SliverResizingHeader"}"#), doc: .none),
            ScenarioKey(
                name: "minExtent", schema: .refOrNull("size"),
                description: "The min prototype's extent. Default 0.",
                doc: .none),
            ScenarioKey(
                name: "maxExtent", schema: .ref("size"),
                description: "The max prototype's extent.",
                doc: .none),
        ])

    /// sliverToBoxAdapter, besides the view keys.
    package static let sliverToBoxAdapter = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "sliver", schema: .json(#"{"const": "SliverToBoxAdapter"}"#), doc: .none),
            ScenarioKey(
                name: "height", schema: .ref("size"),
                description: "The box's height in points.",
                doc: .none),
        ])

    /// sliverList
    package static let sliverList = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "sliver", schema: .json(#"{"const": "SliverList"}"#), doc: .none),
            ScenarioKey(
                name: "children",
                schema: .json(
                    ##"{"anyOf": [{"type": "array", "items": {"$ref": "#/$defs/sliverListChild"}}, {"allOf": [{"$ref": "#/$defs/sliverListChild"}], "required": ["count"]}, {"type": "null"}]}"##
                ),
                description: "Views, each one child or with `count` that many; or one view with `count`.",
                doc: .none),
        ])

    /// sliverFixedExtentList
    package static let sliverFixedExtentList = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "sliver", schema: .json(#"{"const": "SliverFixedExtentList"}"#), doc: .none),
            ScenarioKey(name: "itemExtent", schema: .ref("size"), doc: .none),
            ScenarioKey(name: "children", schema: .ref("sliverSizedChildren"), doc: .none),
        ])

    /// sliverGrid: `SliverGrid` with `SliverGridDelegateWithFixedCrossAxisCount`.
    package static let sliverGrid = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "sliver", schema: .json(#"{"const": "SliverGrid"}"#), doc: .none),
            ScenarioKey(
                name: "crossAxisCount", schema: .json(#"{"type": "integer", "minimum": 1, "maximum": 1000}"#), doc: .none),
            ScenarioKey(
                name: "mainAxisSpacing", schema: .refOrNull("size"),
                description: "Default 0.",
                doc: .none),
            ScenarioKey(
                name: "crossAxisSpacing", schema: .refOrNull("size"),
                description: "Default 0.",
                doc: .none),
            ScenarioKey(
                name: "childAspectRatio",
                schema: .json(#"{"anyOf": [{"type": "number", "exclusiveMinimum": 0, "maximum": 1000000}, {"type": "null"}]}"#),
                description: "Tile width / height, above 0. Default 1.",
                doc: .none),
            ScenarioKey(
                name: "mainAxisExtent", schema: .refOrNull("size"),
                description: "The tiles' height; replaces childAspectRatio's.",
                doc: .none),
            ScenarioKey(name: "children", schema: .ref("sliverSizedChildren"), doc: .none),
        ])

    /// sliverMainAxisGroup
    package static let sliverMainAxisGroup = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "sliver", schema: .json(#"{"const": "SliverMainAxisGroup"}"#), doc: .none),
            ScenarioKey(
                name: "slivers",
                schema: .json(
                    ##"{"type": "array", "minItems": 1, "items": {"oneOf": [{"$ref": "#/$defs/sliverAppBar"}, {"$ref": "#/$defs/sliverPersistentHeader"}, {"$ref": "#/$defs/sliverList"}, {"$ref": "#/$defs/sliverFixedExtentList"}, {"$ref": "#/$defs/sliverGrid"}, {"$ref": "#/$defs/pinnedHeaderSliver"}, {"$ref": "#/$defs/sliverFloatingHeader"}, {"$ref": "#/$defs/sliverResizingHeader"}, {"$ref": "#/$defs/sliverToBoxAdapter"}, {"$ref": "#/$defs/sliverPadding"}, {"$ref": "#/$defs/sliverSafeArea"}]}}"##
                ),
                doc: .none),
        ])

    /// sliverPadding
    package static let sliverPadding = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "sliver", schema: .json(#"{"const": "SliverPadding"}"#), doc: .none),
            ScenarioKey(name: "padding", schema: .ref("edgeInsets"), doc: .none),
            ScenarioKey(name: "child", schema: .ref("sliver"), doc: .none),
        ])

    /// sliverSafeArea
    package static let sliverSafeArea = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "sliver", schema: .json(#"{"const": "SliverSafeArea"}"#), doc: .none),
            ScenarioKey(
                name: "top", schema: .nullable("boolean"),
                description: "Pad by the device's inset here. Default true.",
                doc: .none),
            ScenarioKey(
                name: "bottom", schema: .nullable("boolean"),
                description: "Pad by the device's inset here. Default true.",
                doc: .none),
            ScenarioKey(
                name: "left", schema: .nullable("boolean"),
                description: "Pad by the device's inset here. Default true.",
                doc: .none),
            ScenarioKey(
                name: "right", schema: .nullable("boolean"),
                description: "Pad by the device's inset here. Default true.",
                doc: .none),
            ScenarioKey(name: "minimum", schema: .refOrNull("edgeInsets"), doc: .none),
            ScenarioKey(name: "child", schema: .ref("sliver"), doc: .none),
        ])

    /// appBarBottom: a SliverAppBar's `bottom`, a PreferredSize and the view it shows.
    package static let appBarBottom = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "height", schema: .ref("size"), description: "The PreferredSize's height in points.", doc: .none),
            ScenarioKey(name: "title", schema: .nullable("string"), doc: .none),
            ScenarioKey(name: "color", schema: .ref("colorOrNull"), doc: .none),
            ScenarioKey(name: "content", schema: .ref("platformContent"), doc: .none),
        ])

    /// edgeInsets: Flutter's `EdgeInsets` given side by side (a SliverPadding's `padding`, a
    /// SliverSafeArea's `minimum`).
    package static let edgeInsets = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "top", schema: .refOrNull("size"), doc: .none),
            ScenarioKey(name: "bottom", schema: .refOrNull("size"), doc: .none),
            ScenarioKey(name: "left", schema: .refOrNull("size"), doc: .none),
            ScenarioKey(name: "right", schema: .refOrNull("size"), doc: .none),
        ])

    /// sliverChild: a child of a SliverList, SliverFixedExtentList or SliverGrid.
    package static let sliverChild = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "count", schema: .json(##"{"$ref": "#/$defs/countProperty/properties/count"}"##), doc: .none),
            ScenarioKey(
                name: "title", schema: .nullable("string"),
                description: "Text drawn in the child.", doc: .none),
            ScenarioKey(
                name: "color", schema: .ref("colorOrNull"),
                description: "The child's background.", doc: .none),
            ScenarioKey(
                name: "content", schema: .ref("platformContent"),
                description: "What the child shows; a SliverList child without a height is as tall as it at the list's width.",
                doc: .none),
        ])

    /// sliverListChild: what a SliverList's child adds, its height.
    package static let sliverListChild = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "height", schema: .ref("size"),
                description: "The child's height in points; without it, its content's height (one of the two is needed).",
                doc: .none)
        ])
}
