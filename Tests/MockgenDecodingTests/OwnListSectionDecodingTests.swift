import MockgenDecoding
import MockgenLayout
import Testing

/// A compositional section's own `list` (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`,
/// rule 6.10 of Docs/uikit-rules.md; Docs/scenario-format.md, "One section as a list"): what the
/// decoder makes of it, and each refusal with its line, column and key path (Docs/errors.md).
@Suite struct OwnListSectionDecodingTests {
    static let cases: [(json: String, expected: String)] = [
        // a group beside list
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "list": { "appearance": "insetGrouped" }, "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "items": { "count": 2 } }] } }"#,
            #"c.json:1:108: list.sections[0].group: "group" is a key of a layout section; a section with "list" is laid out by its list configuration and holds "header", "footer" and "items""#
        ),
        // orthogonal scrolling beside list
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "list": {}, "orthogonalScrollingBehavior": "paging" }] } }"#,
            #"c.json:1:78: list.sections[0].orthogonalScrollingBehavior: "orthogonalScrollingBehavior" is a key of a layout section; a section with "list" is laid out by its list configuration and holds "header", "footer" and "items""#
        ),
        // boundary items beside list
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "list": {}, "boundarySupplementaryItems": [] }] } }"#,
            #"c.json:1:78: list.sections[0].boundarySupplementaryItems: "boundarySupplementaryItems" is a key of a layout section; a section with "list" is laid out by its list configuration and holds "header", "footer" and "items""#
        ),
        // a section list under the layout-wide listConfiguration
        (
            #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": {}, "sections": [{ "list": { "appearance": "grouped" }, "items": { "count": 2 } }] } }"#,
            #"c.json:1:91: list.sections[0].list: a section's own "list" is for a layout of sections; this layout's listConfiguration already lays every section out as a list"#
        ),
        // unknown configuration key
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "list": { "apperance": "grouped" } }] } }"#,
            #"c.json:1:76: list.sections[0].list.apperance: unknown key "apperance"; did you mean "appearance"?"#
        ),
        // bad appearance
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "list": { "appearance": "inset" } }] } }"#,
            #"c.json:1:90: list.sections[0].list.appearance: expected one of "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain", got "inset""#
        ),
        // unknown section key
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "list": {}, "itms": { "count": 2 } }] } }"#,
            #"c.json:1:78: list.sections[0].itms: unknown key "itms"; did you mean "items"?"#
        ),
        // list misspelt
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "lst": {} }] } }"#,
            #"c.json:1:66: list.sections[0].lst: unknown key "lst"; did you mean "list"?"#
        ),
        // list not an object
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "list": 3 }] } }"#,
            #"c.json:1:74: list.sections[0].list: expected an object, got 3"#
        ),
    ]

    @Test func everyRefusalNamesItsKey() {
        for c in Self.cases { #expect(CompositionalDecodingTests.error(c.json) == c.expected) }
    }

    @Test func aNullListIsAbsent() {
        // As for every key, null is the default: a section built from its group.
        #expect(
            CompositionalDecodingTests.error(
                #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "list": null, "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } } }] } }"#
            ) == "accepted")
    }

    @Test func aListSectionIsTheSectionTheLayoutWideConfigurationBuilds() throws {
        // Rule 6.10: the same configuration and views make the same layout section, whichever
        // level names the configuration; the other sections keep their groups.
        let own = try CompositionalDecodingTests.decode(
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } } }, { "list": { "appearance": "insetGrouped", "headerMode": "supplementary", "showsSeparators": false }, "header": { "title": "A" }, "items": { "count": 3 } }] } }"#
        )
        let wide = try CompositionalDecodingTests.decode(
            #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": { "appearance": "insetGrouped", "headerMode": "supplementary", "showsSeparators": false }, "sections": [{ "header": { "title": "A" }, "items": { "count": 3 } }] } }"#
        )
        guard case .compositional(let a) = own.list.kind, case .compositional(let b) = wide.list.kind else {
            Issue.record("not compositional")
            return
        }
        #expect(a.listConfiguration == nil)
        #expect(a.sections[0].listConfiguration == nil)
        #expect(a.sections[0].scrollsOrthogonally == false && a.sections[0].group.count == nil)
        #expect(a.sections[1] == b.sections[0])
        #expect(a.sections[1].listConfiguration?.appearance == .insetGrouped)
        #expect(own.list.sections[1] == wide.list.sections[0])
    }
}
