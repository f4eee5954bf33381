/// The keys of a section of a table or a flow layout (Docs/scenario-format.md#sections): read by
/// the decoder and the schema from here. Edit here, then run `swift run mockgen-schema`.
extension ScenarioKeys {
    /// tableSection: a table's (or a SwiftUI List's) section; the page says its keys in prose (#sections).
    package static let tableSection = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "header", schema: .ref("tableSectionHeader"), doc: .none),
            ScenarioKey(name: "footer", schema: .ref("tableSectionFooter"), doc: .none),
            ScenarioKey(
                name: "rows",
                schema: .json(
                    ##"{"anyOf": [{"type": "array", "items": {"anyOf": [{"$ref": "#/$defs/row"}, {"$ref": "#/$defs/repeatedRow"}]}}, {"$ref": "#/$defs/repeatedRow"}]}"##
                ),
                description:
                    "The rows (cells): an array of views, each one row or, with a `count`, that many alike rows; or one view with a `count`.",
                doc: .none),
        ])

    /// collectionSection: a flow layout's section.
    package static let collectionSection = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "header", schema: .ref("sectionHeader"), doc: .none),
            ScenarioKey(name: "footer", schema: .ref("supplementaryView"), doc: .none),
            ScenarioKey(
                name: "items",
                schema: .json(
                    ##"{"anyOf": [{"type": "array", "items": {"anyOf": [{"$ref": "#/$defs/item"}, {"$ref": "#/$defs/repeatedItem"}]}}, {"$ref": "#/$defs/repeatedItem"}]}"##
                ),
                description:
                    "The items (cells): an array of views, each one item or, with a `count`, that many alike items; or one view with a `count`.",
                doc: .none),
        ])

    /// sectionHeader: what a section header takes besides a view's keys (a flow layout's, a compositional list section's).
    package static let sectionHeader = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "compactContent", schema: .refOrNull("node"),
                description:
                    "With a collapsingHeader on this section: what the header shows while compact, laid out at compactHeight. Absent: the content is kept and clipped to the compact frame.",
                doc: .none)
        ])

    /// tableSectionHeader: what a table's section header takes besides a view's keys.
    package static let tableSectionHeader = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "compactContent", schema: .json(##"{"$ref": "#/$defs/sectionHeader/anyOf/0/properties/compactContent"}"##),
                doc: .none),
            ScenarioKey(
                name: "configuration", schema: .choice(["plainHeader", "groupedHeader", "prominentInsetGroupedHeader"]),
                description:
                    "The UIListContentConfiguration that draws the title. Absent: plainHeader in a plain table, groupedHeader (small grey capitals aligned with the cells' text) in grouped and insetGrouped tables.",
                doc: .none),
        ])

    /// tableSectionFooter: what a table's section footer takes besides a view's keys.
    package static let tableSectionFooter = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "configuration", schema: .choice(["plainFooter", "groupedFooter"]),
                description:
                    "The UIListContentConfiguration that draws the title. Absent: plainFooter in a plain table, groupedFooter in grouped and insetGrouped tables.",
                doc: .none)
        ])
}
