/// The keys of a Flutter `CustomScrollView` (Docs/scenario-format.md#flutter), besides its
/// `kind`: read by the decoder, the schema and the format page from here. Edit here, then run
/// `swift run mockgen-schema`.
extension ScenarioKeys {
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
}
