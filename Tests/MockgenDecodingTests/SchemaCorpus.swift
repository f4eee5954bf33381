import MockgenTestSupport
import Testing

/// Small scenario documents on both sides of the line: each a valid edge or one deliberate break.
/// The decoder and `scenario.schema.json` must both accept or both reject every one of them.
struct CorpusCase: Sendable, CustomTestStringConvertible {
    var name: String
    var json: String
    var valid: Bool
    var testDescription: String { name }
}

/// `{"name":"c","list":{<list>}}` with one section of three rows unless `list` says otherwise.
private func scenario(list: String = #""sections": [{ "rows": { "count": 3 } }]"#, _ extra: String = "") -> String {
    #"{ "name": "c", "list": { \#(list) }\#(extra.isEmpty ? "" : ", " + extra) }"#
}

private let oneSection = #""sections": [{ "rows": { "count": 3 } }]"#
private let bar = #""navigationBar": { "kind": "overlay", "height": 50 }"#

let schemaCorpus: [CorpusCase] = [
    // MARK: - Valid edges
    CorpusCase(name: "minimal", json: scenario(), valid: true),
    CorpusCase(name: "README example", json: minimalScenario, valid: true),
    CorpusCase(
        name: "null means absent",
        json: scenario(
            #"""
            "title": null, "description": null, "device": null, "navigationBar": null, "behaviors": null,
            "scroll": null, "appearance": null, "contentSize": null, "$schema": null
            """#), valid: true),
    CorpusCase(
        name: "custom device", json: scenario(#""device": { "width": 320, "height": 480, "safeArea": { "top": 20 } }"#),
        valid: true),
    CorpusCase(
        name: "empty rows, no rows, zero count",
        json: scenario(
            list: #"""
                "sections": [{ "rows": [] }, {}, { "rows": { "count": 0 } }]
                """#), valid: true),
    CorpusCase(
        name: "counted runs in a rows array",
        json: scenario(
            list: #"""
                "sections": [{ "rows": [{ "height": 60 }, { "count": 10000, "height": 44 }, { "count": 0 }, {}] }]
                """#), valid: true),
    CorpusCase(
        name: "counted runs in an items array",
        json: scenario(
            list: #"""
                "kind": "collection", "sections": [{ "items": [{ "width": "full", "height": 100 }, { "count": 20, "width": { "columns": 2 } }] }]
                """#), valid: true),
    CorpusCase(
        name: "ten million rows", json: scenario(list: #""sections": [{ "rows": { "count": 10000000, "height": 44 } }]"#),
        valid: true),
    CorpusCase(
        name: "count at the limit", json: scenario(list: #""sections": [{ "rows": { "count": 1000000000 } }]"#), valid: true),
    CorpusCase(
        name: "lengths and positions at their limits",
        json: scenario(
            list: #"""
                "rowHeight": 1000000, "contentInset": { "top": 1e15, "bottom": -1e15 }, "sections": [{ "rows": { "count": 1000000000 } }]
                """#, #""scroll": { "path": [-1e15, { "drag": 1e15 }] }"#), valid: true),
    CorpusCase(name: "count written 3.0", json: scenario(list: #""sections": [{ "rows": { "count": 3.0 } }]"#), valid: true),
    CorpusCase(
        name: "automatic and zero heights",
        json: scenario(
            list: #"""
                "rowHeight": "automatic", "sectionHeaderHeight": 0, "sectionFooterHeight": "automatic",
                "sections": [{ "header": { "height": "automatic", "title": "A" }, "footer": { "height": 0 }, "rows": [{ "height": 0 }] }]
                """#), valid: true),
    CorpusCase(
        name: "estimatedRowHeight: points, zero, automatic, null",
        json: scenario(
            list: #"""
                "estimatedRowHeight": 44, "sections": [{ "rows": { "count": 3, "height": "automatic" } }]
                """#,
            #"""
            "variants": [{ "name": "off", "list": { "estimatedRowHeight": 0 } }, { "name": "auto", "list": { "estimatedRowHeight": "automatic" } },
                         { "name": "unset", "list": { "estimatedRowHeight": null } }]
            """#), valid: true),
    CorpusCase(
        name: "colours: hex, hex with alpha, semantic",
        json: scenario(
            list: #"""
                "backgroundColor": "#12abEF", "sections": [{ "header": { "color": "#12abEF80" }, "rows": [{ "color": "systemGroupedBackground" }] }]
                """#), valid: true),
    CorpusCase(
        name: "negative contentInset", json: scenario(list: #""contentInset": { "top": -50, "bottom": 10.5 }, "# + oneSection),
        valid: true),
    CorpusCase(
        name: "frame below the bar",
        json: scenario(list: #""frame": { "top": "belowBar", "bottom": "safeArea" }, "# + oneSection, bar), valid: true),
    CorpusCase(
        name: "frame in points", json: scenario(list: #""frame": { "top": 59, "bottom": 800 }, "# + oneSection), valid: true),
    CorpusCase(
        name: "path with drags", json: scenario(#""scroll": { "path": [0, "end", { "drag": -80 }, "start", { "drag": 40 }] }"#),
        valid: true),
    CorpusCase(
        name: "grouped variant",
        json: scenario(
            #""variants": [{ "name": "grouped", "list": { "style": "grouped" } }, { "name": "bar_2", "navigationBar": null }]"#),
        valid: true),
    CorpusCase(
        name: "table header and footer views",
        json: scenario(
            list: #"""
                "style": "insetGrouped", "tableHeaderView": { "height": 120, "title": "Top" }, "tableFooterView": null,
                "sections": [{ "header": null, "footer": null, "rows": { "count": 2 } }]
                """#), valid: true),
    CorpusCase(
        name: "pin behaviour",
        json: scenario(
            list: #""sections": [{ "rows": [{}] }, { "header": { "height": 50 }, "rows": { "count": 4 } }]"#,
            bar + #", "behaviors": [{ "type": "pinUnderNavigationBar", "section": 1 }]"#), valid: true),
    CorpusCase(
        name: "collapsing header on a window y, bounces above",
        json: scenario(
            list: #""sections": [{ "header": { "height": 368 }, "rows": { "count": 9 } }]"#,
            #"""
            "behaviors": [{ "type": "collapsingHeader", "section": 0, "compactHeight": 142, "headerBottomInWindow": 195, "atOffset": null,
                            "insetTopAfterSwitch": 12 }, { "type": "bouncesAbove", "offset": 10 }]
            """#), valid: true),
    CorpusCase(
        name: "collapsing header at an offset",
        json: scenario(
            list: #""sections": [{ "header": { "height": 368 } }]"#,
            #""behaviors": [{ "type": "collapsingHeader", "section": 0, "compactHeight": 142, "atOffset": 232 }]"#), valid: true),
    CorpusCase(
        name: "a label's backgroundColor and cornerRadius",
        json: scenario(
            list: #"""
                "sections": [{ "rows": [{ "content": { "stack": "vertical", "alignment": "center", "children": [
                  { "label": "a", "backgroundColor": "#00000033", "cornerRadius": 11, "color": "#FFFFFF" },
                  { "label": "b", "backgroundColor": "systemGray5" }, { "label": "c", "cornerRadius": 4 },
                  { "label": "d", "backgroundColor": null, "cornerRadius": null }] } }] }]
                """#), valid: true),
    CorpusCase(
        name: "maxWidth, cornerRadius, horizontal alignments",
        json: scenario(
            list: #"""
                "sections": [{ "rows": [{ "content": { "stack": "vertical", "alignment": "trailing", "cornerRadius": 0, "children": [
                  { "stack": "horizontal", "maxWidth": "70%", "cornerRadius": 18, "alignment": "firstBaseline", "children": [{ "label": "a", "lines": 0 }] },
                  { "stack": "horizontal", "alignment": "lastBaseline", "maxWidth": 200, "children": [{ "box": true, "cornerRadius": 4.5 }] },
                  { "stack": "horizontal", "alignment": "top", "maxWidth": "100%", "children": [] },
                  { "stack": "horizontal", "alignment": "bottom", "maxWidth": "0.5%", "children": [] },
                  { "label": "b", "maxWidth": null }, { "box": true, "cornerRadius": null }] } }] }]
                """#), valid: true),
    CorpusCase(
        name: "compactContent on a section header",
        json: scenario(
            list: #"""
                "sections": [{ "header": { "height": 300, "content": { "label": "Large", "lines": 0 }, "compactContent": { "label": "Small" } } },
                             { "header": { "compactContent": null } }]
                """#, #""behaviors": [{ "type": "collapsingHeader", "section": 0, "compactHeight": 44, "atOffset": 100 }]"#),
        valid: true),
    CorpusCase(
        name: "collection with every item width",
        json: scenario(
            list: #"""
                "kind": "collection", "itemSize": { "width": 100, "height": 60 }, "minimumLineSpacing": 1, "minimumInteritemSpacing": 0,
                "sectionInset": { "top": 18, "left": 24, "bottom": 24, "right": 24 }, "headerReferenceSize": { "height": 40 },
                "sectionHeadersPinToVisibleBounds": true,
                "sections": [{ "header": { "title": "A" }, "items": [{ "width": "full" }, { "width": { "columns": 2 } }, { "width": 80 }] },
                             { "items": { "count": 10, "height": 100 } }]
                """#), valid: true),
    CorpusCase(
        name: "self-sizing content of every kind",
        json: scenario(
            list: #"""
                "style": "grouped", "separatorStyle": "none", "sections": [{ "header": { "height": "automatic", "content": { "label": "All Post", "style": "title1" } },
                  "rows": { "count": 5, "height": "automatic", "content": { "stack": "vertical", "spacing": 8, "alignment": "fill",
                    "padding": { "left": 20, "right": 20, "bottom": 24 }, "children": [
                      { "image": "thumb", "aspectRatio": "2/3" }, { "image": "icon", "width": 20, "height": 20, "spacingAfter": 24 },
                      { "label": "Title", "font": { "size": 17, "weight": "semibold" }, "lines": 2, "color": "secondaryLabel" },
                      { "label": "Title", "style": null, "font": { "size": 12 } }, { "box": true, "height": 64 }] } } }]
                """#), valid: true),
    CorpusCase(
        name: "dark, largest text", json: scenario(#""appearance": "dark", "contentSize": "accessibilityExtraExtraExtraLarge""#),
        valid: true),
    CorpusCase(
        name: "bar with every key, fade from = to",
        json: scenario(
            #"""
            "navigationBar": { "kind": "system", "height": 44, "title": "설정 </svg>", "color": "#000000FF", "fade": { "from": 10, "to": 10 } }
            """#), valid: true),

    // MARK: - Breaks
    CorpusCase(name: "unknown top-level key", json: scenario(#""titel": "x""#), valid: false),
    CorpusCase(name: "unknown list key", json: scenario(list: #""rowHieght": 44, "# + oneSection), valid: false),
    CorpusCase(
        name: "height a string", json: scenario(list: #""sections": [{ "rows": { "count": 3, "height": "tall" } }]"#),
        valid: false),
    CorpusCase(name: "negative height", json: scenario(list: #""sections": [{ "rows": [{ "height": -1 }] }]"#), valid: false),
    CorpusCase(name: "row height past the limit", json: scenario(list: #""rowHeight": 1000001, "# + oneSection), valid: false),
    CorpusCase(name: "a 1e308 header", json: scenario(list: #""sections": [{ "header": { "height": 1e308 } }]"#), valid: false),
    CorpusCase(
        name: "inset past the limit", json: scenario(list: #""contentInset": { "left": -1.5e15 }, "# + oneSection), valid: false),
    CorpusCase(name: "path value past the limit", json: scenario(#""scroll": { "path": [2e15] }"#), valid: false),
    CorpusCase(
        name: "negative estimatedRowHeight", json: scenario(list: #""estimatedRowHeight": -44, "# + oneSection), valid: false),
    CorpusCase(
        name: "estimatedRowHeight a word", json: scenario(list: #""estimatedRowHeight": "auto", "# + oneSection), valid: false),
    CorpusCase(
        name: "estimatedRowHeight past the limit", json: scenario(list: #""estimatedRowHeight": 1000001, "# + oneSection),
        valid: false),
    CorpusCase(
        name: "estimatedRowHeight in a collection view",
        json: scenario(list: #""kind": "collection", "estimatedRowHeight": 44, "sections": [{ "items": { "count": 3 } }]"#),
        valid: false),
    CorpusCase(name: "negative padding", json: scenario(list: #""sectionHeaderTopPadding": -1, "# + oneSection), valid: false),
    CorpusCase(
        name: "count over the limit", json: scenario(list: #""sections": [{ "rows": { "count": 1000000001 } }]"#), valid: false),
    CorpusCase(
        name: "negative count in a rows array", json: scenario(list: #""sections": [{ "rows": [{}, { "count": -1 }] }]"#),
        valid: false),
    CorpusCase(name: "fractional count", json: scenario(list: #""sections": [{ "rows": { "count": 2.5 } }]"#), valid: false),
    CorpusCase(name: "negative count", json: scenario(list: #""sections": [{ "rows": { "count": -1 } }]"#), valid: false),
    CorpusCase(name: "row run without count", json: scenario(list: #""sections": [{ "rows": { "height": 44 } }]"#), valid: false),
    CorpusCase(name: "no sections", json: scenario(list: #""sections": []"#), valid: false),
    CorpusCase(name: "sections missing", json: scenario(list: #""style": "plain""#), valid: false),
    CorpusCase(name: "list missing", json: #"{ "name": "c" }"#, valid: false),
    CorpusCase(name: "name missing", json: #"{ "list": { "sections": [{}] } }"#, valid: false),
    CorpusCase(name: "name with a space", json: #"{ "name": "my screen", "list": { "sections": [{}] } }"#, valid: false),
    CorpusCase(name: "name with a newline", json: #"{ "name": "ab\n", "list": { "sections": [{}] } }"#, valid: false),
    CorpusCase(name: "five hex digits", json: scenario(list: ##""backgroundColor": "#12345", "## + oneSection), valid: false),
    CorpusCase(
        name: "hex colour with a newline", json: scenario(list: ##""backgroundColor": "#123456\n", "## + oneSection), valid: false
    ),
    CorpusCase(name: "unknown colour name", json: scenario(list: #""backgroundColor": "red", "# + oneSection), valid: false),
    CorpusCase(name: "misspelt style", json: scenario(list: #""style": "groupd", "# + oneSection), valid: false),
    CorpusCase(name: "unknown device", json: scenario(#""device": "iphone-15pro""#), valid: false),
    CorpusCase(name: "zero-width device", json: scenario(#""device": { "width": 0, "height": 480 }"#), valid: false),
    CorpusCase(name: "huge device", json: scenario(#""device": { "width": 5000, "height": 480 }"#), valid: false),
    CorpusCase(name: "flow key on a table", json: scenario(list: #""itemSize": { "width": 10 }, "# + oneSection), valid: false),
    CorpusCase(
        name: "items in a table section", json: scenario(list: #""sections": [{ "items": { "count": 3 } }]"#), valid: false),
    CorpusCase(name: "rows null", json: scenario(list: #""sections": [{ "rows": null }]"#), valid: false),
    CorpusCase(name: "a null row", json: scenario(list: #""sections": [{ "rows": [null] }]"#), valid: false),
    CorpusCase(
        name: "unknown behaviour", json: scenario(#""behaviors": [{ "type": "stickyHeader", "section": 0 }]"#), valid: false),
    CorpusCase(
        name: "behaviour without section", json: scenario(bar + #", "behaviors": [{ "type": "pinUnderNavigationBar" }]"#),
        valid: false),
    CorpusCase(
        name: "collapsing header with both triggers",
        json: scenario(
            list: #""sections": [{ "header": { "height": 368 } }]"#,
            #"""
            "behaviors": [{ "type": "collapsingHeader", "section": 0, "compactHeight": 142, "atOffset": 232, "headerBottomInWindow": 195 }]
            """#), valid: false),
    CorpusCase(
        name: "collapsing header without a trigger",
        json: scenario(
            list: #""sections": [{ "header": { "height": 368 } }]"#,
            #""behaviors": [{ "type": "collapsingHeader", "section": 0, "compactHeight": 142 }]"#), valid: false),
    CorpusCase(
        name: "bouncesAbove with a section",
        json: scenario(#""behaviors": [{ "type": "bouncesAbove", "offset": 10, "section": 0 }]"#), valid: false),
    CorpusCase(
        name: "table key on a collection", json: scenario(list: #""kind": "collection", "rowHeight": 44, "sections": [{}]"#),
        valid: false),
    CorpusCase(
        name: "rows in a collection", json: scenario(list: #""kind": "collection", "sections": [{ "rows": [] }]"#), valid: false),
    CorpusCase(
        name: "zero columns",
        json: scenario(list: #""kind": "collection", "sections": [{ "items": [{ "width": { "columns": 0 } }] }]"#), valid: false),
    CorpusCase(
        name: "item width in words",
        json: scenario(list: #""kind": "collection", "sections": [{ "items": [{ "width": "half" }] }]"#), valid: false),
    CorpusCase(
        name: "negative section inset",
        json: scenario(list: #""kind": "collection", "sectionInset": { "top": -1 }, "sections": [{}]"#), valid: false),
    CorpusCase(
        name: "unknown separator style", json: scenario(list: #""separatorStyle": "singleLineEtched", "# + oneSection),
        valid: false),
    CorpusCase(
        name: "content with two kinds",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "label": "a", "box": true } }] }]"#), valid: false),
    CorpusCase(
        name: "content with no kind", json: scenario(list: #""sections": [{ "rows": [{ "content": { "height": 4 } }] }]"#),
        valid: false),
    CorpusCase(
        name: "label with style and font",
        json: scenario(
            list: #"""
                "sections": [{ "rows": [{ "content": { "label": "a", "style": "body", "font": { "size": 17 } } }] }]
                """#), valid: false),
    CorpusCase(
        name: "font size 0",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "label": "a", "font": { "size": 0 } } }] }]"#), valid: false
    ),
    CorpusCase(
        name: "label lines past the limit",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "label": "a", "lines": 10001 } }] }]"#), valid: false),
    CorpusCase(
        name: "box false", json: scenario(list: #""sections": [{ "rows": [{ "content": { "box": false } }] }]"#), valid: false),
    CorpusCase(
        name: "stack distributions",
        json: scenario(
            list: #"""
                "sections": [{ "rows": [{ "content": { "stack": "vertical", "distribution": "fillEqually", "children": [
                  { "stack": "horizontal", "distribution": "fill", "children": [] },
                  { "stack": "horizontal", "distribution": "fillProportionally", "children": [] },
                  { "stack": "horizontal", "distribution": "equalSpacing", "children": [] },
                  { "stack": "vertical", "distribution": "equalCentering", "children": [] },
                  { "stack": "vertical", "distribution": null, "children": [] } ] } }] }]
                """#), valid: true),
    CorpusCase(
        name: "unknown stack distribution",
        json: scenario(
            list:
                #""sections": [{ "rows": [{ "content": { "stack": "horizontal", "distribution": "equal", "children": [] } }] }]"#),
        valid: false),
    CorpusCase(
        name: "distribution on a label",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "label": "a", "distribution": "fill" } }] }]"#),
        valid: false),
    CorpusCase(
        name: "accessories and configurations",
        json: scenario(
            list: #"""
                "style": "insetGrouped", "sections": [{
                  "header": { "title": "Network", "configuration": "prominentInsetGroupedHeader" },
                  "footer": { "title": "Shown to others", "configuration": "groupedFooter" },
                  "rows": [
                    { "title": "Wi-Fi", "secondaryText": "Home", "configuration": "valueCell", "accessoryType": "disclosureIndicator" },
                    { "title": "Airplane Mode", "accessoryView": { "switch": false } },
                    { "title": "A", "accessoryType": "checkmark", "configuration": "subtitleCell", "secondaryText": "b" },
                    { "title": "B", "accessoryType": "detailButton" }, { "title": "C", "accessoryType": "detailDisclosureButton" },
                    { "count": 3, "accessoryType": "none", "configuration": "cell", "accessoryView": null },
                    { "accessoryType": null, "accessoryView": { "switch": true }, "configuration": null, "secondaryText": null } ] },
                  { "header": { "title": "P", "configuration": "plainHeader" }, "footer": { "configuration": "plainFooter" },
                    "rows": { "count": 2, "accessoryType": "checkmark" } }]
                """#), valid: true),
    CorpusCase(
        name: "accessoryType and accessoryView together",
        json: scenario(
            list: #"""
                "sections": [{ "rows": [{ "accessoryType": "checkmark", "accessoryView": { "switch": true } }] }]
                """#), valid: false),
    CorpusCase(
        name: "unknown accessoryType", json: scenario(list: #""sections": [{ "rows": [{ "accessoryType": "chevron" }] }]"#),
        valid: false),
    CorpusCase(
        name: "accessoryView other than a switch",
        json: scenario(list: #""sections": [{ "rows": [{ "accessoryView": { "slider": 1 } }] }]"#), valid: false),
    CorpusCase(
        name: "switch that is not a bool",
        json: scenario(list: #""sections": [{ "rows": [{ "accessoryView": { "switch": "on" } }] }]"#), valid: false),
    CorpusCase(
        name: "header configuration on a row",
        json: scenario(list: #""sections": [{ "rows": [{ "configuration": "groupedHeader" }] }]"#), valid: false),
    CorpusCase(
        name: "row configuration on a header",
        json: scenario(list: #""sections": [{ "header": { "configuration": "valueCell" } }]"#), valid: false),
    CorpusCase(
        name: "header configuration on a footer",
        json: scenario(list: #""sections": [{ "footer": { "configuration": "groupedHeader" } }]"#), valid: false),
    CorpusCase(
        name: "accessory on a collection item",
        json: scenario(list: #""kind": "collection", "sections": [{ "items": [{ "accessoryType": "checkmark" }] }]"#),
        valid: false),
    CorpusCase(
        name: "configuration on a collection header",
        json: scenario(list: #""kind": "collection", "sections": [{ "header": { "configuration": "plainHeader" } }]"#),
        valid: false),
    CorpusCase(
        name: "secondaryText on a header", json: scenario(list: #""sections": [{ "header": { "secondaryText": "x" } }]"#),
        valid: false),
    CorpusCase(
        name: "accessory on a table header view",
        json: scenario(list: #""tableHeaderView": { "accessoryType": "checkmark" }, "# + oneSection), valid: false),
    CorpusCase(
        name: "stack without children",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "stack": "vertical" } }] }]"#), valid: false),
    CorpusCase(
        name: "aspect ratio 0/3",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "image": "a", "aspectRatio": "0/3" } }] }]"#), valid: false),
    CorpusCase(
        name: "aspect ratio past the limit",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "image": "a", "aspectRatio": 2000 } }] }]"#), valid: false),
    CorpusCase(
        name: "image key on a label",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "label": "a", "aspectRatio": 1 } }] }]"#), valid: false),
    CorpusCase(
        name: "maxWidth past 100%",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "box": true, "maxWidth": "101%" } }] }]"#), valid: false),
    CorpusCase(
        name: "maxWidth 0%",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "box": true, "maxWidth": "0%" } }] }]"#), valid: false),
    CorpusCase(
        name: "maxWidth with a leading zero",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "box": true, "maxWidth": "070%" } }] }]"#), valid: false),
    CorpusCase(
        name: "maxWidth without a percent sign",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "box": true, "maxWidth": "70" } }] }]"#), valid: false),
    CorpusCase(
        name: "negative maxWidth",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "box": true, "maxWidth": -1 } }] }]"#), valid: false),
    CorpusCase(
        name: "huggingPriority on labels: a number, a UILayoutPriority name, null",
        json: scenario(
            list: #"""
                "sections": [{ "rows": [{ "content": { "stack": "horizontal", "children": [
                  { "label": "a", "huggingPriority": 249 }, { "label": "b", "huggingPriority": "defaultHigh" },
                  { "label": "c", "huggingPriority": null }, { "label": "d", "huggingPriority": 0 } ] } }] }]
                """#), valid: true),
    CorpusCase(
        name: "negative huggingPriority",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "label": "a", "huggingPriority": -1 } }] }]"#),
        valid: false),
    CorpusCase(
        name: "huggingPriority above required",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "label": "a", "huggingPriority": 1001 } }] }]"#),
        valid: false),
    CorpusCase(
        name: "huggingPriority by an unknown name",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "label": "a", "huggingPriority": "low" } }] }]"#),
        valid: false),
    CorpusCase(
        name: "huggingPriority on a stack",
        json: scenario(
            list: #""sections": [{ "rows": [{ "content": { "stack": "vertical", "huggingPriority": 251, "children": [] } }] }]"#),
        valid: false),
    CorpusCase(
        name: "huggingPriority on a box",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "box": true, "huggingPriority": 251 } }] }]"#),
        valid: false),
    CorpusCase(
        name: "backgroundColor on a box",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "box": true, "backgroundColor": "systemGray5" } }] }]"#),
        valid: false),
    CorpusCase(
        name: "backgroundColor on a stack",
        json: scenario(
            list:
                ##""sections": [{ "rows": [{ "content": { "stack": "vertical", "backgroundColor": "#000000", "children": [] } }] }]"##
        ), valid: false),
    CorpusCase(
        name: "a label's backgroundColor not a colour",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "label": "a", "backgroundColor": "grey" } }] }]"#),
        valid: false),
    CorpusCase(
        name: "a label's negative cornerRadius",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "label": "a", "cornerRadius": -4 } }] }]"#), valid: false),
    CorpusCase(
        name: "negative cornerRadius",
        json: scenario(list: #""sections": [{ "rows": [{ "content": { "box": true, "cornerRadius": -4 } }] }]"#), valid: false),
    CorpusCase(
        name: "baseline alignment on a vertical stack",
        json: scenario(
            list: #"""
                "sections": [{ "rows": [{ "content": { "stack": "vertical", "alignment": "firstBaseline", "children": [] } }] }]
                """#), valid: false),
    CorpusCase(
        name: "top alignment on a vertical stack",
        json: scenario(
            list: #"""
                "sections": [{ "rows": [{ "content": { "stack": "vertical", "alignment": "top", "children": [] } }] }]
                """#), valid: false),
    CorpusCase(
        name: "compactContent on a footer",
        json: scenario(list: #""sections": [{ "footer": { "compactContent": { "label": "a" } } }]"#), valid: false),
    CorpusCase(
        name: "compactContent on a row",
        json: scenario(list: #""sections": [{ "rows": [{ "compactContent": { "label": "a" } }] }]"#), valid: false),
    CorpusCase(
        name: "compactContent of two kinds",
        json: scenario(
            list: #"""
                "sections": [{ "header": { "compactContent": { "label": "a", "box": true } } }]
                """#), valid: false),
    CorpusCase(name: "empty path", json: scenario(#""scroll": { "path": [] }"#), valid: false),
    CorpusCase(name: "path word", json: scenario(#""scroll": { "path": [0, "middle"] }"#), valid: false),
    CorpusCase(
        name: "a variant's JSON Patch",
        json: scenario(
            #""variants": [{ "name": "v", "patch": [ { "op": "test", "path": "/list/sections/0/rows/count", "value": 3 }, { "op": "replace", "path": "/list/sections/0/rows/count", "value": 4 }, { "op": "copy", "from": "/list/sections/0", "path": "/list/sections/-" }, { "op": "move", "from": "/list/sections/1", "path": "/list/sections/0" }, { "op": "add", "path": "/list/sections/0/header", "value": { "height": 30 } }, { "op": "remove", "path": "/list/sections/1" } ] }]"#
        ), valid: true),
    CorpusCase(
        name: "a JSON Patch operation that is not one",
        json: scenario(#""variants": [{ "name": "v", "patch": [{ "op": "jump", "path": "/list" }] }]"#), valid: false),
    CorpusCase(
        name: "a JSON Patch replace without a value",
        json: scenario(#""variants": [{ "name": "v", "patch": [{ "op": "replace", "path": "/list/style" }] }]"#), valid: false),
    CorpusCase(name: "no variants", json: scenario(#""variants": []"#), valid: false),
    CorpusCase(name: "variant without name", json: scenario(#""variants": [{ "appearance": "dark" }]"#), valid: false),
    CorpusCase(name: "misspelt key in a variant", json: scenario(#""variants": [{ "name": "v", "lsit": {} }]"#), valid: false),
    CorpusCase(
        name: "misspelt list key in a variant", json: scenario(#""variants": [{ "name": "v", "list": { "rowHieght": 3 } }]"#),
        valid: false),
    CorpusCase(
        name: "variant changes scroll", json: scenario(#""variants": [{ "name": "v", "scroll": { "path": [0] } }]"#), valid: false
    ),
    CorpusCase(name: "title a number", json: scenario(#""title": 42"#), valid: false),
    CorpusCase(name: "bounces a string", json: scenario(list: #""bounces": "yes", "# + oneSection), valid: false),
    CorpusCase(
        name: "misspelt adjustment behaviour",
        json: scenario(list: #""contentInsetAdjustmentBehavior": "automatc", "# + oneSection), valid: false),
    CorpusCase(
        name: "frame top in lowercase", json: scenario(list: #""frame": { "top": "belowbar" }, "# + oneSection), valid: false),
    CorpusCase(name: "fade without to", json: scenario(#""navigationBar": { "fade": { "from": 0 } }"#), valid: false),
    CorpusCase(name: "top level is an array", json: "[]", valid: false),
    CorpusCase(name: "trailing comma", json: #"{ "name": "c", "list": { "sections": [{}], } }"#, valid: false),
    CorpusCase(name: "duplicate key", json: #"{ "name": "c", "name": "d", "list": { "sections": [{}] } }"#, valid: false),
    CorpusCase(
        name: "number beyond a double", json: scenario(list: #""contentInset": { "top": 1e400 }, "# + oneSection), valid: false),
    CorpusCase(name: "NaN", json: scenario(list: #""contentInset": { "top": NaN }, "# + oneSection), valid: false),
]

/// Rules that span several keys, which JSON Schema cannot state: the decoder rejects these and the
/// schema accepts them. Docs/scenario-format.md ("Where the schema and mockgen differ") lists them; this test keeps that list honest.
let knownSchemaGaps: [CorpusCase] = [
    CorpusCase(
        name: "safe area taller than the screen",
        json: scenario(#""device": { "width": 320, "height": 100, "safeArea": { "top": 60, "bottom": 40 } }"#), valid: false),
    CorpusCase(
        name: "fade.to below fade.from", json: scenario(#""navigationBar": { "fade": { "from": 10, "to": 0 } }"#), valid: false),
    CorpusCase(
        name: "behaviour names a missing section",
        json: scenario(bar + #", "behaviors": [{ "type": "pinUnderNavigationBar", "section": 5 }]"#), valid: false),
    CorpusCase(
        name: "pin behaviour without a bar",
        json: scenario(#""behaviors": [{ "type": "pinUnderNavigationBar", "section": 0 }]"#), valid: false),
    CorpusCase(
        name: "two variants with one name",
        json: scenario(#""variants": [{ "name": "v" }, { "name": "v" }]"#), valid: false),
    CorpusCase(
        name: "collapsing a section without a header",
        json: scenario(#""behaviors": [{ "type": "collapsingHeader", "section": 0, "compactHeight": 10, "atOffset": 5 }]"#),
        valid: false),
    CorpusCase(
        name: "content nested 33 deep",
        json: scenario(
            list: #""sections": [{ "rows": [{ "content": "#
                + String(repeating: #"{ "stack": "vertical", "children": ["#, count: 33)
                + #"{ "box": true }"# + String(repeating: "] }", count: 33) + " }] }]"), valid: false),
    CorpusCase(
        name: "zero-width items with no spacing",
        json: scenario(
            list: #"""
                "kind": "collection", "minimumInteritemSpacing": 0, "sections": [{ "items": { "count": 3, "width": 0 } }]
                """#), valid: false),
    CorpusCase(
        name: "more than 10^9 rows in all",
        json: scenario(list: #""sections": [{ "rows": { "count": 600000000 } }, { "rows": { "count": 600000000 } }]"#),
        valid: false),
]
