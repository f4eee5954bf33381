/// The keys of the behaviours and of the scroll path (Docs/scenario-format.md#behaviors,
/// Docs/scenario-format.md#scroll): read by the decoder (`ScenarioDecoder.decodeBehavior`,
/// `decodeScroll`) and the schema from here. Edit here, then run `swift run mockgen-schema`.
extension ScenarioKeys {
    /// pinUnderNavigationBarBehavior: `{ "type": "pinUnderNavigationBar" }`.
    package static let pinUnderNavigationBarBehavior = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "type", schema: .json(#"{"const": "pinUnderNavigationBar"}"#), doc: .none),
            ScenarioKey(
                name: "section", schema: .json(#"{"type": "integer", "minimum": 0}"#),
                description: "Index of the section whose header pins under the bar (an existing section).", doc: .none),
        ])

    /// collapsingHeaderBehavior: `{ "type": "collapsingHeader" }`.
    package static let collapsingHeaderBehavior = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "type", schema: .json(#"{"const": "collapsingHeader"}"#), doc: .none),
            ScenarioKey(
                name: "section", schema: .json(#"{"type": "integer", "minimum": 0}"#),
                description: "Index of the section whose header collapses (an existing section with a header).", doc: .none),
            ScenarioKey(
                name: "compactHeight", schema: .json(#"{"type": "number", "minimum": 0, "maximum": 1000000}"#),
                description: "The header's height while compact, in points.", doc: .none),
            ScenarioKey(
                name: "headerBottomInWindow",
                schema: .json(#"{"type": ["number", "null"], "minimum": -1000000000000000.0, "maximum": 1000000000000000.0}"#),
                description:
                    "The new rule: switch when the header's bottom, converted to window coordinates, reaches y <= this value.",
                doc: .none),
            ScenarioKey(
                name: "atOffset",
                schema: .json(#"{"type": ["number", "null"], "minimum": -1000000000000000.0, "maximum": 1000000000000000.0}"#),
                description: "The old rule: switch at this contentOffset.y.", doc: .none),
            ScenarioKey(
                name: "insetTopAfterSwitch",
                schema: .json(#"{"type": ["number", "null"], "minimum": -1000000000000000.0, "maximum": 1000000000000000.0}"#),
                description: "Added to the stored offset to give sectionInset.top while compact (the seed's 12). Default 0.",
                doc: .none),
        ])

    /// bouncesAboveBehavior: `{ "type": "bouncesAbove" }`.
    package static let bouncesAboveBehavior = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "type", schema: .json(#"{"const": "bouncesAbove"}"#), doc: .none),
            ScenarioKey(
                name: "offset",
                schema: .json(#"{"type": "number", "minimum": -1000000000000000.0, "maximum": 1000000000000000.0}"#),
                description: "contentOffset.y above which bounces is on.", doc: .none),
        ])

    /// hidesBarsOnSwipeBehavior: `{ "type": "hidesBarsOnSwipe" }`.
    package static let hidesBarsOnSwipeBehavior = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "type", schema: .json(#"{"const": "hidesBarsOnSwipe"}"#), doc: .none)
        ])

    /// hidesTabBarOnScrollBehavior: `{ "type": "hidesTabBarOnScroll" }`.
    package static let hidesTabBarOnScrollBehavior = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "type", schema: .json(#"{"const": "hidesTabBarOnScroll"}"#), doc: .none)
        ])

    /// stretchyHeaderBehavior: `{ "type": "stretchyHeader" }`.
    package static let stretchyHeaderBehavior = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "type", schema: .json(#"{"const": "stretchyHeader"}"#), doc: .none),
            ScenarioKey(
                name: "parallax", schema: .json(#"{"type": ["number", "null"], "minimum": 0, "maximum": 1}"#),
                description:
                    "The fraction of the content's movement the header follows when scrolled up: 1 (default) moves with it, 0.5 at half its speed.",
                doc: .none),
        ])

    /// scroll: how the frames travel.
    package static let scroll = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "path",
                schema: .json(##"{"type": ["array", "null"], "minItems": 1, "items": {"$ref": "#/$defs/pathValue"}}"##),
                description:
                    #"The contentOffset.y values the frames travel through, in order, e.g. ["start", "end"] (the default) or [0, "end", 0]."#,
                doc: .none)
        ])

    /// pathDrag: a value of the path that is a finger's drag past an end.
    package static let pathDrag = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "drag",
                schema: .json(#"{"type": "number", "minimum": -1000000000000000.0, "maximum": 1000000000000000.0}"#), doc: .none)
        ])
}
