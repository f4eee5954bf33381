/// The keys of the bottom bars, a UITabBar and a UIToolbar (Docs/scenario-format.md, "tabBar and
/// toolbar"): read by the decoder and the schema from here. Edit here, then run
/// `swift run mockgen-schema`.
extension ScenarioKeys {
    /// bottomBar: a UITabBar's or UIToolbar's keys (`tabBar`, `toolbar`; the page says them in prose).
    package static let bottomBar = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "items",
                schema: .json(
                    #"{"type": ["array", "null"], "items": {"anyOf": [{"type": "string"}, {"type": "object", "additionalProperties": false, "properties": {"title": {"type": ["string", "null"]}, "symbol": {"type": ["string", "null"]}}}]}}"#
                ),
                description:
                    "Item titles, left to right (a tab bar shows at most 5 on iPhone); a tab bar's items may be { title, symbol }.",
                doc: .none),
            ScenarioKey(
                name: "standardAppearance", schema: .ref("barBackground"),
                description:
                    "The background while content scrolls under the bar: default, opaque or transparent. Default default.",
                doc: .none),
            ScenarioKey(
                name: "scrollEdgeAppearance", schema: .ref("barBackground"),
                description:
                    "The background while the content's bottom edge is at or above the bar. Absent: transparent (UIKit's default since iOS 15).",
                doc: .none),
        ])

    /// tabBar: what a UITabBar takes besides a bottom bar's keys (rule 9.6, Docs/uikit-rules.md).
    package static let tabBar = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "selectedIndex", schema: .json(#"{"type": ["integer", "null"], "minimum": 0, "maximum": 4}"#),
                description: "Tab bars: UITabBarController.selectedIndex, the tab drawn as selected. Default 0.",
                doc: .none),
            ScenarioKey(
                name: "tabBarMinimizeBehavior", schema: .choice(["automatic", "never", "onScrollDown", "onScrollUp"]),
                description:
                    "Tab bars, iOS 26 and later: automatic (does not minimise on iPhone), never, onScrollDown, onScrollUp. Default automatic.",
                doc: .none),
            ScenarioKey(
                name: "bottomAccessory",
                schema: .json(
                    #"{"type": ["object", "null"], "additionalProperties": false, "properties": {"title": {"type": ["string", "null"]}}}"#
                ),
                description:
                    "Tab bars, iOS 26 and later: a bottom accessory above the bar (the content's bottom inset becomes 139), inline beside the minimised tab.",
                doc: .none),
        ])
}
