/// The keys of a custom device (Docs/scenario-format.md#device): read by the decoder and the
/// schema from here. Edit here, then run `swift run mockgen-schema`.
extension ScenarioKeys {
    /// customDevice: a screen in points, with its window's safe area.
    package static let customDevice = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "width", schema: .json(#"{"type": "number", "minimum": 1, "maximum": 4096}"#),
                description: "Screen width, 1 to 4096 pt.",
                doc: .none),
            ScenarioKey(
                name: "height", schema: .json(#"{"type": "number", "minimum": 1, "maximum": 4096}"#),
                description: "Screen height, 1 to 4096 pt.",
                doc: .none),
            ScenarioKey(
                name: "safeArea",
                schema: .json(#"{"type": ["object", "null"], "additionalProperties": false, "properties": "$keys safeArea"}"#),
                description:
                    "UIView.safeAreaInsets of the window: status bar / notch at the top, home indicator at the bottom. They must leave room on the screen.",
                doc: .none),
        ])

    /// safeArea: the window's `safeAreaInsets` a custom device gives, top and bottom.
    package static let safeArea = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "top", schema: .size, doc: .none),
            ScenarioKey(name: "bottom", schema: .size, doc: .none),
        ])
}
