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
}
