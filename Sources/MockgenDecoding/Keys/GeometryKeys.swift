/// The keys of the small geometry objects several keys share: insets and sizes. Read by the
/// decoder and the schema from here. Edit here, then run `swift run mockgen-schema`.
extension ScenarioKeys {
    /// insets: UIEdgeInsets, each edge any finite number (a list's `contentInset`).
    package static let insets = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "top", schema: finitePoints, doc: .none),
            ScenarioKey(name: "left", schema: finitePoints, doc: .none),
            ScenarioKey(name: "bottom", schema: finitePoints, doc: .none),
            ScenarioKey(name: "right", schema: finitePoints, doc: .none),
        ])

    /// sizeInsets: UIEdgeInsets, each edge >= 0 (a flow section's `sectionInset`, a node's `padding`).
    package static let sizeInsets = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "top", schema: .size, doc: .none),
            ScenarioKey(name: "left", schema: .size, doc: .none),
            ScenarioKey(name: "bottom", schema: .size, doc: .none),
            ScenarioKey(name: "right", schema: .size, doc: .none),
        ])

    /// directionalInsets: NSDirectionalEdgeInsets, each edge >= 0.
    package static let directionalInsets = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "top", schema: .size, doc: .none),
            ScenarioKey(name: "leading", schema: .size, doc: .none),
            ScenarioKey(name: "bottom", schema: .size, doc: .none),
            ScenarioKey(name: "trailing", schema: .size, doc: .none),
        ])

    /// cgSize: a CGSize, each side >= 0.
    package static let cgSize = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "width", schema: .size, doc: .none),
            ScenarioKey(name: "height", schema: .size, doc: .none),
        ])

    /// layoutSize: NSCollectionLayoutSize.
    package static let layoutSize = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "widthDimension", schema: .ref("layoutWidthDimension"), doc: .none),
            ScenarioKey(name: "heightDimension", schema: .ref("layoutDimension"), doc: .none),
        ])

    /// A length that may be negative: any number a double holds well (contentInset's hack, rule 2.2).
    private static let finitePoints = ScenarioKey.Schema.json(
        #"{"type": ["number", "null"], "minimum": -1000000000000000.0, "maximum": 1000000000000000.0}"#)
}
