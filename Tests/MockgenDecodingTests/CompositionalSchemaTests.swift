import Testing

@testable import MockgenDecoding

/// `list.kind: "compositional"` on both sides of the line: the decoder and
/// `scenario.schema.json` accept or reject each alike (SchemaTests does the same for the rest).
let compositionalSchemaCorpus: [CorpusCase] = [
    CorpusCase(
        name: "compositional: unknown list kind", json: #"{ "name": "s", "list": { "kind": "compositonal", "sections": [{}] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: missing group",
        json: #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "items": { "count": 1 } }] } }"#, valid: false),
    CorpusCase(
        name: "compositional: unknown section key",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "rows": [] }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: table key in compositional",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "rowHeight": 44, "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } } }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: compositional key in table",
        json: #"{ "name": "s", "list": { "interSectionSpacing": 4, "sections": [{}] } }"#, valid: false),
    CorpusCase(
        name: "compositional: dimension two keys",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1, "absolute": 3 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 4 } } } } }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: dimension unknown",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fraction": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 4 } } } } }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: negative fraction",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": -1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 4 } } } } }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: estimated width",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "estimated": 100 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 4 } } } } }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: missing subitem",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } } } }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: bad direction",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "direction": "diagonal", "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 4 } } } } }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: count zero",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "count": 0, "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 4 } } } } }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: vertical estimated no count",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "direction": "vertical", "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "estimated": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "estimated": 4 } } } } }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: interGroupSpacing negative",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "interGroupSpacing": -1 }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: contentInsets left",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "contentInsets": { "left": 4 } }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: bad reference",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "contentInsetsReference": "margins" }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: bad supp reference",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "supplementaryContentInsetsReference": 3 }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: bad orthogonal",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "orthogonalScrollingBehavior": "paged" }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: offset without orthogonal",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "orthogonalOffset": 100 }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: alignment leading",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "boundarySupplementaryItems": [{ "alignment": "leading", "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 40 } } }] }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: missing layoutSize",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "boundarySupplementaryItems": [{ "alignment": "top" }] }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: pin not bool",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "boundarySupplementaryItems": [{ "alignment": "top", "pinToVisibleBounds": "yes", "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 40 } } }] }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: extendsBoundary not bool",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "boundarySupplementaryItems": [{ "alignment": "top", "extendsBoundary": 1, "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 40 } } }] }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: zIndex fraction",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "boundarySupplementaryItems": [{ "alignment": "top", "zIndex": 1.5, "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 40 } } }] }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: two decorations",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "decorationItems": [{}, {}] }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: decoration unknown",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "decorationItems": [{ "elementKind": "background" }] }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: decoration bad colour",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "decorationItems": [{ "color": "blu" }] }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: item width",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "items": [{ "width": 30 }] }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: items number",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "items": 12 }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: interSectionSpacing negative",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "interSectionSpacing": -2, "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } } }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: list bad appearance",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": { "appearance": "inset" }, "sections": [{}] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: list bad headerMode",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": { "headerMode": "sticky" }, "sections": [{}] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: list bad footerMode",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": { "footerMode": "firstItemInSection" }, "sections": [{}] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: list negative padding",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": { "headerTopPadding": -1 }, "sections": [{}] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: list separators",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": { "showsSeparators": "no" }, "sections": [{}] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: list section group",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": {}, "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } } }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: list empty sections",
        json: #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": {}, "sections": [] } }"#, valid: false),
    CorpusCase(
        name: "compositional: ok estimated item height",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "estimated": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "estimated": 44 } } } }, "items": [{ "height": 30 }] }] } }"#,
        valid: true),
    CorpusCase(
        name: "compositional: ok list",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": { "appearance": "insetGrouped", "headerMode": "supplementary" }, "sections": [{ "header": { "title": "A" }, "items": { "count": 3 } }] } }"#,
        valid: true),
    CorpusCase(
        name: "compositional: ok a section's own list beside a group section",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } } }, { "list": { "appearance": "insetGrouped", "headerMode": "supplementary" }, "header": { "title": "A" }, "items": { "count": 3 } }] } }"#,
        valid: true),
    CorpusCase(
        name: "compositional: a section's own list with a group",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "list": {}, "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } } }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: a section's own list with orthogonal scrolling",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "list": {}, "orthogonalScrollingBehavior": "paging" }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: a section's own list under the layout-wide listConfiguration",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": {}, "sections": [{ "list": { "appearance": "grouped" }, "items": { "count": 2 } }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: a section's own list with an unknown key",
        json: #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "list": { "apperance": "grouped" } }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: a section's own list bad appearance",
        json: #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "list": { "appearance": "inset" } }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: header, background, orthogonal carousel",
        json: #"""
            {
              "name": "comp1",
              "list": {
                "kind": "compositional",
                "sections": [
                  {
                    "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } },
                               "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } },
                    "interGroupSpacing": 10,
                    "contentInsets": { "top": 8, "leading": 16, "bottom": 8, "trailing": 16 },
                    "boundarySupplementaryItems": [ { "alignment": "top", "pinToVisibleBounds": true, "zIndex": 2, "title": "Header",
                      "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 40 } } } ],
                    "decorationItems": [ { "contentInsets": { "top": 4, "leading": 4, "bottom": 4, "trailing": 4 }, "color": "systemGray5" } ],
                    "items": { "count": 20, "title": "Row" }
                  },
                  {
                    "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 0.8 }, "heightDimension": { "absolute": 120 } },
                               "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } },
                    "interGroupSpacing": 10,
                    "orthogonalScrollingBehavior": "groupPaging",
                    "orthogonalOffset": 100,
                    "items": { "count": 5 }
                  }
                ]
              },
              "scroll": { "path": [0, 300, "end"] }
            }
            """#, valid: true),
]

/// Rules across keys the schema cannot state; the decoder rejects them (Docs/scenario-format.md, known gaps).
let compositionalSchemaGaps: [CorpusCase] = [
    CorpusCase(
        name: "compositional: two headers",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "boundarySupplementaryItems": [{ "alignment": "top", "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 40 } } }, { "alignment": "top", "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 40 } } }] }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: header height fixed",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "boundarySupplementaryItems": [{ "alignment": "top", "height": 30, "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 40 } } }] }] } }"#,
        valid: false),
    CorpusCase(
        name: "compositional: item height fixed",
        json:
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "items": [{ "height": 30 }] }] } }"#,
        valid: false),
]

@Suite struct CompositionalSchemaTests {
    @Test(arguments: compositionalSchemaCorpus)
    func decoderVerdict(_ c: CorpusCase) {
        SchemaChecker.expectDecoderVerdict(c)
    }

    @Test(.enabled(if: SchemaChecker.isAvailable, SchemaChecker.skipMessage))
    func schemaVerdicts() throws {
        try SchemaChecker.expectSchemaVerdicts(compositionalSchemaCorpus)
    }

    @Test(.enabled(if: SchemaChecker.isAvailable, SchemaChecker.skipMessage))
    func knownGapsAreStillGaps() throws {
        try SchemaChecker.expectStillGaps(compositionalSchemaGaps)
    }

    /// The schema's enums are the decoder's lists.
    @Test func enumsMatchTheDecoder() throws {
        let schema = try SchemaChecker.schemaObject()
        // A Compose list is its own branch of the schema's `list` (its keys share nothing with UIKit's).
        let compose = (schema.value(at: ["$defs", "composeList", "properties", "kind", "const"]) as? String).map { [$0] } ?? []
        #expect(
            schema.strings(at: ["$defs", "listCommon", "properties", "kind", "enum"]) + compose == ScenarioDecoder.listKindNames)
    }
}
