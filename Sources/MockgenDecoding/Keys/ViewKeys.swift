/// The keys of views, rows and items (Docs/scenario-format.md#views): read by the decoder, the
/// schema and the format page from here. Edit here, then run `swift run mockgen-schema`.
extension ScenarioKeys {
    /// view: a header, footer, row, item, table header or table footer.
    package static let view = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "height", schema: .refOrNull("dimension"),
                description:
                    #"Points, or "automatic" (follows the content, or the list's default: 44 pt rows, 28 pt titled headers). Absent: the list's rowHeight / sectionHeaderHeight / sectionFooterHeight."#,
                doc: .row([
                    #"points or `"automatic"` (sized from `content`, or the [assumed default](uikit-rules.md#assumptions))"#,
                    "the list's `rowHeight` / `sectionHeaderHeight` / `sectionFooterHeight`, or `itemSize.height` / the reference height",
                ])),
            ScenarioKey(
                name: "title", schema: .nullable("string"),
                description: "Text drawn in the view.",
                doc: .row([
                    "a text drawn in the view; in a table's (or List's) section header or footer without `content` it wraps inside the layout margins, and at an automatic height sizes the view (rule [2.7](uikit-rules.md#rule-2-7))",
                    "none",
                ])),
            ScenarioKey(
                name: "color", schema: .ref("colorOrNull"),
                description: "The view's backgroundColor.",
                doc: .row([
                    "the view's fill, a [colour](#colours)", #"see [Assumptions](uikit-rules.md#assumptions), "Drawing only""#,
                ])),
            ScenarioKey(
                name: "content", schema: .refOrNull("node"),
                description: "What the view holds, for self-sizing: one node (label, image, box or stack).",
                doc: .row(["one [content](#content) node", "none"])),
        ])

    /// item: a collection view item's own key, besides a view's.
    package static let item = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "width",
                schema: .json(
                    #"{"anyOf": [{"type": "number", "minimum": 0, "maximum": 1000000}, {"enum": ["full", null]}, {"type": "object", "required": ["columns"], "additionalProperties": false, "properties": {"columns": {"description": "Items a line.", "type": "integer", "minimum": 1, "maximum": 1000}}}]}"#
                ),
                description:
                    #"Points, "full" (the content width minus the section insets) or { "columns": n } (n a line with the interitem spacing between them). Absent: itemSize.width."#,
                doc: .row([
                    #"items only: points; `"full"`, the whole line (the content width less the section insets); or `{ "columns": n }`, one of n equal columns (n from 1 to 1,000)"#,
                    "`itemSize.width`",
                ]))
        ])

    /// run: a view in `rows` or `items` that stands for that many alike ones.
    package static let run = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "count", schema: .json(#"{"type": "integer", "minimum": 0, "maximum": 1000000000}"#),
                description:
                    "How many rows or items are built from this view: 0 to 1,000,000,000 (the limit, for the whole list).",
                doc: .row(["in `rows` / `items` only: see [sections](#sections)", "1"]))
        ])

    /// tableRow: a table row's cell, its accessory and its UIListContentConfiguration, besides a view's.
    package static let tableRow = KeyTable(
        docHeader: ["key", "UIKit meaning", "default"],
        keys: [
            ScenarioKey(
                name: "accessoryType",
                schema: .choice(["none", "disclosureIndicator", "checkmark", "detailButton", "detailDisclosureButton"]),
                description:
                    "UITableViewCell.accessoryType. Each takes a strip from the content view: disclosureIndicator 34 pt, checkmark 40, detailButton 48, detailDisclosureButton 68. Default none.",
                doc: .row([
                    "`UITableViewCell.accessoryType`: `none`, `disclosureIndicator`, `checkmark`, `detailButton`, `detailDisclosureButton`",
                    "`none`",
                ])),
            ScenarioKey(
                name: "accessoryView",
                schema: .json(
                    #"{"anyOf": [{"type": "object", "required": ["switch"], "additionalProperties": false, "properties": {"switch": {"description": "UISwitch.isOn.", "type": "boolean"}}}, {"type": "null"}]}"#
                ),
                description:
                    #"UITableViewCell.accessoryView: { "switch": isOn }, a 51 x 31 UISwitch, on or off; it takes 16 pt + 51 pt from the content view. Not with accessoryType."#,
                doc: .row([
                    #"`{ "switch": true \| false }`: a UISwitch (51 × 31) as the cell's `accessoryView`, on or off. Not together with `accessoryType` (UIKit ignores `accessoryType` while `accessoryView` is set)"#,
                    "none",
                ])),
            ScenarioKey(
                name: "configuration", schema: .choice(["cell", "subtitleCell", "valueCell"]),
                description:
                    "The UIListContentConfiguration that draws title and secondaryText. Default cell; subtitleCell puts secondaryText below the title, valueCell on the trailing side.",
                doc: .row([
                    "the `UIListContentConfiguration` that draws `title` and `secondaryText`: `cell`, `subtitleCell`, `valueCell`",
                    "`cell`",
                ])),
            ScenarioKey(
                name: "secondaryText", schema: .nullable("string"),
                description: "UIListContentConfiguration.secondaryText.",
                doc: .row([
                    "`UIListContentConfiguration.secondaryText`: below the title (`cell`, `subtitleCell`) or on the trailing side (`valueCell`)",
                    "none",
                ])),
        ])

    /// views: the page's one table of a view's keys, with an item's `width` and a run's `count`.
    package static let views = KeyTable(docHeader: ["key", "meaning", "default"], keys: view.keys + item.keys + run.keys)

    /// platformView: a rule the schema adds on a SwiftUI or Compose view (the view's own table checks its keys): its content takes no huggingPriority, which the decoder refuses with a reason (`ContentDecoder`).
    package static let platformView = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "content", schema: .ref("noHuggingPriority"), doc: .none),
            ScenarioKey(
                name: "compactContent", schema: .ref("noHuggingPriority"), doc: .none),
        ])

    /// platformSectionViews: the same rule on a SwiftUI section's header, footer and rows (`tableSection` checks its keys).
    package static let platformSectionViews = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "header", schema: .ref("platformView"), doc: .none),
            ScenarioKey(
                name: "footer", schema: .ref("platformView"), doc: .none),
            ScenarioKey(
                name: "rows",
                schema: .json(##"{"allOf": [{"$ref": "#/$defs/platformView"}], "items": {"$ref": "#/$defs/platformView"}}"##),
                doc: .none),
        ])
}
