/// The keys of a compositional layout and of its list configurations (Docs/scenario-format.md,
/// Compositional layout): read by the decoder, the schema and the format page from here.
/// Edit here, then run `swift run mockgen-schema`.
extension ScenarioKeys {
    /// compositional: the layout's own keys, besides the list keys every kind has.
    package static let compositional = KeyTable(
        docHeader: ["key", "UIKit", "default"],
        keys: [
            ScenarioKey(
                name: "interSectionSpacing", schema: .size,
                description: "UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing. Default 0.",
                doc: .row(["`UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing`", "0"])),
            ScenarioKey(
                name: "contentInsetsReference", schema: .ref("insetsReference"),
                doc: .row(["the configuration's `contentInsetsReference`: what a section's `automatic` means", "`safeArea`"])),
            ScenarioKey(
                name: "listConfiguration", schema: .ref("listConfiguration"),
                description: "UICollectionLayoutListConfiguration: every section is a list section.",
                doc: .row(["`UICollectionViewCompositionalLayout.list(using:)` ([below](#list-configurations))", "none"])),
        ])

    /// listConfiguration: `UICollectionLayoutListConfiguration`, the layout's or one section's.
    package static let listConfiguration = KeyTable(
        docHeader: ["key", "values", "default"],
        keys: [
            ScenarioKey(
                name: "appearance", schema: .choice(["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]),
                description: "Default plain.",
                doc: .row(["`plain`, `grouped`, `insetGrouped`, `sidebar`, `sidebarPlain`", "`plain`"])),
            ScenarioKey(
                name: "headerMode", schema: .choice(["none", "supplementary", "firstItemInSection"]),
                description: "Default none (no headers).",
                doc: .row(["`none`, `supplementary`, `firstItemInSection`", "`none` (no headers)"])),
            ScenarioKey(
                name: "footerMode", schema: .choice(["none", "supplementary"]),
                description: "Default none.",
                doc: .row(["`none`, `supplementary`", "`none`"])),
            ScenarioKey(
                name: "headerTopPadding", schema: .size,
                description: "Padding above each header; absent: automatic.",
                doc: .row(["points", "automatic"])),
            ScenarioKey(
                name: "showsSeparators", schema: .nullable("boolean"),
                description: "Default true.",
                doc: .row(["`true` / `false`", "`true`"])),
        ])

    /// compositionalSection: an `NSCollectionLayoutSection` with its items (the page says them in prose).
    package static let compositionalSection = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "group", schema: .ref("layoutGroup"), doc: .none),
            ScenarioKey(
                name: "interGroupSpacing", schema: .size,
                description: "Space between groups. Default 0.",
                doc: .none),
            ScenarioKey(name: "contentInsets", schema: .refOrNull("directionalInsets"), doc: .none),
            ScenarioKey(name: "contentInsetsReference", schema: .ref("insetsReference"), doc: .none),
            ScenarioKey(name: "supplementaryContentInsetsReference", schema: .ref("insetsReference"), doc: .none),
            ScenarioKey(
                name: "orthogonalScrollingBehavior",
                schema: .choice([
                    "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered",
                ]),
                description: "Default none: the section scrolls with the list.",
                doc: .none),
            ScenarioKey(
                name: "orthogonalOffset",
                schema: .json(#"{"type": ["number", "null"], "minimum": -1000000000000000.0, "maximum": 1000000000000000.0}"#),
                description: "Not UIKit's: the orthogonal scroller's contentOffset.x (needs an orthogonalScrollingBehavior).",
                doc: .none),
            ScenarioKey(
                name: "boundarySupplementaryItems",
                schema: .json(##"{"type": ["array", "null"], "items": {"$ref": "#/$defs/boundaryItem"}}"##),
                doc: .none),
            ScenarioKey(
                name: "decorationItems",
                schema: .json(##"{"type": ["array", "null"], "maxItems": 1, "items": {"$ref": "#/$defs/decorationItem"}}"##),
                doc: .none),
            compositionalItems,
        ])

    /// listSection: a section of a layout-wide list configuration, its views only.
    package static let listSection = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "header", schema: .ref("supplementaryView"), doc: .none),
            ScenarioKey(name: "footer", schema: .ref("supplementaryView"), doc: .none),
            compositionalItems,
        ])

    /// ownListSection: a section laid out by its own list configuration
    /// (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`): `list`, then a list section's views.
    package static let ownListSection = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "list", schema: .ref("listConfiguration"),
                description: "The section's UICollectionLayoutListConfiguration.",
                doc: .none)
        ] + listSection.keys)

    /// layoutGroup: one `NSCollectionLayoutGroup` of one repeated subitem.
    package static let layoutGroup = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "direction", schema: .choice(["horizontal", "vertical"]),
                description: "horizontal (default) or vertical.",
                doc: .none),
            ScenarioKey(name: "layoutSize", schema: .ref("layoutSize"), doc: .none),
            ScenarioKey(
                name: "subitem",
                schema: .json(
                    ##"{"type": "object", "required": ["layoutSize"], "additionalProperties": false, "properties": {"layoutSize": {"$ref": "#/$defs/layoutSize"}, "contentInsets": {"anyOf": [{"$ref": "#/$defs/directionalInsets"}, {"type": "null"}]}}}"##
                ),
                description: "The NSCollectionLayoutItem the group repeats.",
                doc: .none),
            ScenarioKey(
                name: "count", schema: .json(#"{"type": ["integer", "null"], "minimum": 1, "maximum": 1000}"#),
                description: "Items a group holds, sharing its length. Absent: as many as fit.",
                doc: .none),
            ScenarioKey(
                name: "interItemSpacing", schema: .size,
                description: "NSCollectionLayoutGroup.interItemSpacing, fixed points. Default 0.",
                doc: .none),
        ])

    /// layoutDimension: `NSCollectionLayoutDimension`, exactly one of these.
    package static let layoutDimension = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "fractionalWidth", schema: .json(#"{"type": "number", "minimum": 0, "maximum": 100}"#), doc: .none),
            ScenarioKey(
                name: "fractionalHeight", schema: .json(#"{"type": "number", "minimum": 0, "maximum": 100}"#), doc: .none),
            ScenarioKey(name: "absolute", schema: .json(#"{"type": "number", "minimum": 0, "maximum": 1000000}"#), doc: .none),
            ScenarioKey(name: "estimated", schema: .json(#"{"type": "number", "minimum": 0, "maximum": 1000000}"#), doc: .none),
        ])

    /// boundaryItem: `NSCollectionLayoutBoundarySupplementaryItem`, besides the view keys of the view it shows.
    package static let boundaryItem = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "alignment", schema: .json(#"{"enum": ["top", "bottom"]}"#), doc: .none),
            ScenarioKey(name: "layoutSize", schema: .ref("layoutSize"), doc: .none),
            ScenarioKey(
                name: "pinToVisibleBounds", schema: .nullable("boolean"),
                description: "Default false.",
                doc: .none),
            ScenarioKey(
                name: "extendsBoundary", schema: .nullable("boolean"),
                description: "Default true.",
                doc: .none),
            ScenarioKey(
                name: "zIndex", schema: .json(#"{"type": ["integer", "null"], "minimum": -1000, "maximum": 1000}"#),
                description: "Default 0.",
                doc: .none),
        ])

    /// decorationItem: `NSCollectionLayoutDecorationItem.background`.
    package static let decorationItem = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "contentInsets", schema: .refOrNull("directionalInsets"), doc: .none),
            ScenarioKey(
                name: "zIndex", schema: .json(#"{"type": ["integer", "null"], "minimum": -1000, "maximum": 1000}"#),
                doc: .none),
            ScenarioKey(name: "color", schema: .ref("colorOrNull"), doc: .none),
            ScenarioKey(
                name: "cornerRadius", schema: .size,
                description: "Corner radius of the background (a drawing detail). Default 0.",
                doc: .none),
        ])

    /// A section's `items`, in a layout's section and a list's alike.
    private static let compositionalItems = ScenarioKey(
        name: "items",
        schema: .json(
            ##"{"anyOf": [{"type": "array", "items": {"anyOf": [{"$ref": "#/$defs/compositionalItem"}, {"$ref": "#/$defs/repeatedCompositionalItem"}]}}, {"$ref": "#/$defs/repeatedCompositionalItem"}]}"##
        ),
        description:
            "The items: an array of views, each one item or, with a `count`, that many alike items; or one view with a `count`.",
        doc: .none)
}
