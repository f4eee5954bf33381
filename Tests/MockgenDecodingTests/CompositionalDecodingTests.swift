import MockgenDecoding
import MockgenLayout
import Testing

/// `list.kind: "compositional"`: every key's error, with its line, column and key path
/// (Docs/errors.md), and what the decoder makes of good input.
@Suite struct CompositionalDecodingTests {
    static func error(_ json: String) -> String {
        do {
            _ = try ScenarioDecoder.decode(Array(json.utf8), source: "c.json")
            return "accepted"
        } catch {
            return error.description
        }
    }

    static let cases: [(json: String, expected: String)] = [
        // unknown list kind
        (
            #"{ "name": "s", "list": { "kind": "compositonal", "sections": [{}] } }"#,
            #"c.json:1:34: list.kind: unknown value "compositonal"; did you mean "compositional"?"#
        ),
        // missing group
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "items": { "count": 1 } }] } }"#,
            #"c.json:1:64: list.sections[0]: missing key "group""#
        ),
        // unknown section key
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "rows": [] }] } }"#,
            #"c.json:1:303: list.sections[0].rows: unknown key "rows"; a collection view's sections hold "items" ("rows" is for a table)"#
        ),
        // table key in compositional
        (
            #"{ "name": "s", "list": { "kind": "compositional", "rowHeight": 44, "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } } }] } }"#,
            #"c.json:1:51: list.rowHeight: "rowHeight" is a table key and this list is a compositional layout; a variant removes it with null"#
        ),
        // compositional key in table
        (
            #"{ "name": "s", "list": { "interSectionSpacing": 4, "sections": [{}] } }"#,
            #"c.json:1:26: list.interSectionSpacing: "interSectionSpacing" is a compositional layout key and this list is a table; a variant removes it with null"#
        ),
        // dimension two keys
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1, "absolute": 3 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 4 } } } } }] } }"#,
            #"c.json:1:111: list.sections[0].group.layoutSize.widthDimension: a dimension is exactly one of "fractionalWidth", "fractionalHeight", "absolute", "estimated""#
        ),
        // dimension unknown
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fraction": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 4 } } } } }] } }"#,
            #"c.json:1:113: list.sections[0].group.layoutSize.widthDimension.fraction: unknown key "fraction""#
        ),
        // negative fraction
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": -1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 4 } } } } }] } }"#,
            #"c.json:1:132: list.sections[0].group.layoutSize.widthDimension.fractionalWidth: expected a fraction from 0 to 100, got -1"#
        ),
        // estimated width
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "estimated": 100 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 4 } } } } }] } }"#,
            #"c.json:1:111: list.sections[0].group.layoutSize.widthDimension: estimated widths are not simulated; give a fractionalWidth, fractionalHeight or absolute width"#
        ),
        // missing subitem
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } } } }] } }"#,
            #"c.json:1:75: list.sections[0].group: missing key "subitem""#
        ),
        // bad direction
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "direction": "diagonal", "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 4 } } } } }] } }"#,
            #"c.json:1:90: list.sections[0].group.direction: expected one of "horizontal", "vertical", got "diagonal""#
        ),
        // count zero
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "count": 0, "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 4 } } } } }] } }"#,
            #"c.json:1:86: list.sections[0].group.count: expected an item count >= 1, got 0"#
        ),
        // vertical estimated no count
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "direction": "vertical", "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "estimated": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "estimated": 4 } } } } }] } }"#,
            #"c.json:1:75: list.sections[0].group: a vertical group with an estimated height needs a "count": how many items it stacks"#
        ),
        // interGroupSpacing negative
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "interGroupSpacing": -1 }] } }"#,
            #"c.json:1:324: list.sections[0].interGroupSpacing: expected a number >= 0, got -1"#
        ),
        // contentInsets left
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "contentInsets": { "left": 4 } }] } }"#,
            #"c.json:1:322: list.sections[0].contentInsets.left: unknown key "left"; NSDirectionalEdgeInsets names its sides "top", "leading", "bottom" and "trailing""#
        ),
        // bad reference
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "contentInsetsReference": "margins" }] } }"#,
            #"c.json:1:329: list.sections[0].contentInsetsReference: expected one of "automatic", "none", "safeArea", "layoutMargins", "readableContent", got "margins""#
        ),
        // bad supp reference
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "supplementaryContentInsetsReference": 3 }] } }"#,
            #"c.json:1:342: list.sections[0].supplementaryContentInsetsReference: expected one of "automatic", "none", "safeArea", "layoutMargins", "readableContent", got 3"#
        ),
        // bad orthogonal
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "orthogonalScrollingBehavior": "paged" }] } }"#,
            #"c.json:1:334: list.sections[0].orthogonalScrollingBehavior: expected one of "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered", got "paged""#
        ),
        // offset without orthogonal
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "orthogonalOffset": 100 }] } }"#,
            #"c.json:1:323: list.sections[0].orthogonalOffset: orthogonalOffset moves a section that scrolls across; give the section an orthogonalScrollingBehavior other than "none""#
        ),
        // alignment leading
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "boundarySupplementaryItems": [{ "alignment": "leading", "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 40 } } }] }] } }"#,
            #"c.json:1:349: list.sections[0].boundarySupplementaryItems[0].alignment: expected one of "top", "bottom", got "leading""#
        ),
        // missing layoutSize
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "boundarySupplementaryItems": [{ "alignment": "top" }] }] } }"#,
            #"c.json:1:334: list.sections[0].boundarySupplementaryItems[0]: missing key "layoutSize""#
        ),
        // two headers
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "boundarySupplementaryItems": [{ "alignment": "top", "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 40 } } }, { "alignment": "top", "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 40 } } }] }] } }"#,
            #"c.json:1:459: list.sections[0].boundarySupplementaryItems[1]: a section has at most one boundary item aligned "top" (its header)"#
        ),
        // pin not bool
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "boundarySupplementaryItems": [{ "alignment": "top", "pinToVisibleBounds": "yes", "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 40 } } }] }] } }"#,
            #"c.json:1:378: list.sections[0].boundarySupplementaryItems[0].pinToVisibleBounds: expected true or false, got "yes""#
        ),
        // extendsBoundary not bool
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "boundarySupplementaryItems": [{ "alignment": "top", "extendsBoundary": 1, "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 40 } } }] }] } }"#,
            #"c.json:1:375: list.sections[0].boundarySupplementaryItems[0].extendsBoundary: expected true or false, got 1"#
        ),
        // zIndex fraction
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "boundarySupplementaryItems": [{ "alignment": "top", "zIndex": 1.5, "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 40 } } }] }] } }"#,
            #"c.json:1:366: list.sections[0].boundarySupplementaryItems[0].zIndex: expected a zIndex from -1000 to 1000, got 1.5"#
        ),
        // header height fixed
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "boundarySupplementaryItems": [{ "alignment": "top", "height": 30, "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 40 } } }] }] } }"#,
            #"c.json:1:366: list.sections[0].boundarySupplementaryItems[0].height: a boundary item's "height" only counts where its heightDimension is estimated"#
        ),
        // two decorations
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "decorationItems": [{}, {}] }] } }"#,
            #"c.json:1:322: list.sections[0].decorationItems: a section has at most one decoration item here: its background (decoration.S)"#
        ),
        // decoration unknown
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "decorationItems": [{ "elementKind": "background" }] }] } }"#,
            #"c.json:1:325: list.sections[0].decorationItems[0].elementKind: unknown key "elementKind""#
        ),
        // decoration bad colour
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "decorationItems": [{ "color": "blu" }] }] } }"#,
            #"c.json:1:334: list.sections[0].decorationItems[0].color: expected #RRGGBB, #RRGGBBAA or a UIKit colour name such as "systemBackground", got "blu""#
        ),
        // item height fixed
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "items": [{ "height": 30 }] }] } }"#,
            #"c.json:1:313: list.sections[0].items[0]: an item's "height" only counts where the group's subitem height is estimated; this one is fixed by its layoutSize"#
        ),
        // item width
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "items": [{ "width": 30 }] }] } }"#,
            #"c.json:1:324: list.sections[0].items[0].width: an item's width comes from its group's subitem layoutSize, not from the item"#
        ),
        // items number
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "items": 12 }] } }"#,
            #"c.json:1:312: list.sections[0].items: expected an array or an object, got 12; a count goes in { "count": 12 }"#
        ),
        // interSectionSpacing negative
        (
            #"{ "name": "s", "list": { "kind": "compositional", "interSectionSpacing": -2, "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } } }] } }"#,
            #"c.json:1:74: list.interSectionSpacing: expected a number >= 0, got -2"#
        ),
        // list bad appearance
        (
            #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": { "appearance": "inset" }, "sections": [{}] } }"#,
            #"c.json:1:88: list.listConfiguration.appearance: expected one of "plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain", got "inset""#
        ),
        // list bad headerMode
        (
            #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": { "headerMode": "sticky" }, "sections": [{}] } }"#,
            #"c.json:1:88: list.listConfiguration.headerMode: expected one of "none", "supplementary", "firstItemInSection", got "sticky""#
        ),
        // list bad footerMode
        (
            #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": { "footerMode": "firstItemInSection" }, "sections": [{}] } }"#,
            #"c.json:1:88: list.listConfiguration.footerMode: expected one of "none", "supplementary", got "firstItemInSection""#
        ),
        // list negative padding
        (
            #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": { "headerTopPadding": -1 }, "sections": [{}] } }"#,
            #"c.json:1:94: list.listConfiguration.headerTopPadding: expected a number >= 0, got -1"#
        ),
        // list separators
        (
            #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": { "showsSeparators": "no" }, "sections": [{}] } }"#,
            #"c.json:1:93: list.listConfiguration.showsSeparators: expected true or false, got "no""#
        ),
        // list section group
        (
            #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": {}, "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } } }] } }"#,
            #"c.json:1:91: list.sections[0].group: "group" is a key of a layout section; with a listConfiguration the configuration lays every section out, and a section holds "header", "footer" and "items""#
        ),
        // list empty sections
        (
            #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": {}, "sections": [] } }"#,
            #"c.json:1:88: list.sections: a list needs at least one section"#
        ),
        // interItemSpacing negative
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } }, "interItemSpacing": -4 } }] } }"#,
            #"c.json:1:321: list.sections[0].group.interItemSpacing: expected a number >= 0, got -4"#
        ),
        // subitem contentInsets negative
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } }, "contentInsets": { "top": -1 } } } }] } }"#,
            #"c.json:1:325: list.sections[0].group.subitem.contentInsets.top: expected a number >= 0, got -1"#
        ),
        // list contentInsetsReference
        (
            #"{ "name": "s", "list": { "kind": "compositional", "contentInsetsReference": "margins", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } } }] } }"#,
            #"c.json:1:77: list.contentInsetsReference: expected one of "automatic", "none", "safeArea", "layoutMargins", "readableContent", got "margins""#
        ),
        // decoration cornerRadius
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "decorationItems": [{ "cornerRadius": -2 }] }] } }"#,
            #"c.json:1:341: list.sections[0].decorationItems[0].cornerRadius: expected a number >= 0, got -2"#
        ),
        // orthogonalOffset not a number
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } }, "orthogonalScrollingBehavior": "paging", "orthogonalOffset": "far" }] } }"#,
            #"c.json:1:364: list.sections[0].orthogonalOffset: expected a number, got "far""#
        ),
        // absolute negative
        (
            #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "absolute": -1 }, "heightDimension": { "absolute": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 4 } } } } }] } }"#,
            #"c.json:1:125: list.sections[0].group.layoutSize.widthDimension.absolute: expected a number >= 0, got -1"#
        ),
    ]

    @Test func everyKeyHasItsError() {
        for c in Self.cases { #expect(Self.error(c.json) == c.expected) }
    }

    @Test func goodInputIsAccepted() {
        #expect(
            Self.error(
                #"{ "name": "s", "list": { "kind": "compositional", "sections": [{ "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "estimated": 44 } }, "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "estimated": 44 } } } }, "items": [{ "height": 30 }] }] } }"#
            ) == "accepted")
        #expect(
            Self.error(
                #"{ "name": "s", "list": { "kind": "compositional", "listConfiguration": { "appearance": "insetGrouped", "headerMode": "supplementary" }, "sections": [{ "header": { "title": "A" }, "items": { "count": 3 } }] } }"#
            ) == "accepted")
    }

    static func decode(_ json: String) throws -> Scenario {
        try ScenarioDecoder.decode(Array(json.utf8), source: "c.json").base
    }

    @Test func absentKeysTakeUIKitsDefaults() throws {
        let json = #"""
            { "name": "c", "list": { "kind": "compositional", "sections": [ {
              "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "absolute": 44 } },
                         "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 0.5 }, "heightDimension": { "fractionalHeight": 1 } } } },
              "boundarySupplementaryItems": [ { "alignment": "top", "title": "Top",
                "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "estimated": 30 } } } ],
              "decorationItems": [ {} ], "items": { "count": 3 } } ] } }
            """#
        let scenario = try Self.decode(json)
        guard case .compositional(let spec) = scenario.list.kind else {
            Issue.record("not compositional")
            return
        }
        // UICollectionViewCompositionalLayoutConfiguration: interSectionSpacing 0, contentInsetsReference safeArea.
        #expect(spec.interSectionSpacing == 0)
        #expect(spec.contentInsetsReference == .safeArea)
        #expect(spec.listConfiguration == nil)
        let section = try #require(spec.sections.first)
        // NSCollectionLayoutSection: insets zero, references automatic, no orthogonal scrolling.
        #expect(section.contentInsets == .zero && section.interGroupSpacing == 0)
        #expect(section.contentInsetsReference == .automatic && section.supplementaryContentInsetsReference == .automatic)
        #expect(section.orthogonalScrollingBehavior == .none)
        #expect(section.group.direction == .horizontal && section.group.count == nil && section.group.interItemSpacing == 0)
        #expect(
            section.group.itemSize == LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        // NSCollectionLayoutBoundarySupplementaryItem: pinToVisibleBounds false, extendsBoundary true, zIndex 0.
        let header = try #require(section.header)
        #expect(!header.pinToVisibleBounds && header.extendsBoundary && header.zIndex == 0)
        #expect(section.footer == nil)
        #expect(section.background == DecorationSpec())
        #expect(scenario.list.sections[0].header?.title == "Top")
        #expect(scenario.list.sections[0].rowCount == 3)
    }

    @Test func aListConfigurationBuildsEverySection() throws {
        let json = #"""
            { "name": "c", "list": { "kind": "compositional", "listConfiguration": { "headerMode": "supplementary" },
              "sections": [ { "header": { "title": "A" }, "items": { "count": 2 } }, { "items": [ { "title": "x" } ] } ] } }
            """#
        guard case .compositional(let spec) = try Self.decode(json).list.kind else {
            Issue.record("not compositional")
            return
        }
        // UICollectionLayoutListConfiguration: appearance as given (plain here), footerMode none,
        // headerTopPadding nil (automatic), separators shown.
        let c = try #require(spec.listConfiguration)
        #expect(c.appearance == .plain && c.footerMode == .none && c.headerTopPadding == nil && c.showsSeparators)
        #expect(spec.sections.count == 2)
        // Section 0 has a header view, so a pinned header item; section 1 none.
        #expect(spec.sections[0].header?.pinToVisibleBounds == true)
        #expect(spec.sections[1].header == nil)
    }
}
