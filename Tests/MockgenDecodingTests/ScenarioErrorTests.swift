import MockgenDecoding
import MockgenJSON
import MockgenLayout
import Testing

/// The decoder's error catalogue: each message, with its line, column and key path.
@Suite struct ScenarioErrorTests {
    /// `source:line:col: path: message` for a one-line document, or "accepted".
    static func error(_ json: String) -> String {
        do {
            _ = try ScenarioDecoder.decode(Array(json.utf8), source: "s.json")
            return "accepted"
        } catch {
            return error.description
        }
    }

    /// `{ "name": "s", "list": { <list> } }`: `<list>` starts at column 26.
    static func list(_ body: String, _ extra: String = "") -> String {
        #"{ "name": "s", "list": { \#(body) }\#(extra) }"#
    }

    static let cases: [(json: String, expected: String)] = [
        // Unknown keys, with and without a near miss.
        (
            list(#""sections": [{}], "rowHieght": 1"#),
            #"s.json:1:44: list.rowHieght: unknown key "rowHieght"; did you mean "rowHeight"?"#
        ),
        (list(#""sections": [{}], "zzz": 1"#), #"s.json:1:44: list.zzz: unknown key "zzz""#),
        (
            list(#""sections": [{ "rowz": [] }]"#),
            #"s.json:1:41: list.sections[0].rowz: unknown key "rowz"; did you mean "rows"?"#
        ),
        (#"{ "nmae": "s" }"#, #"s.json:1:3: nmae: unknown key "nmae"; did you mean "name"?"#),
        // Row keys where they do not belong, and UIKit's old name for secondaryText.
        (
            list(#""kind": "collection", "sections": [{ "items": [{ "accessoryType": "checkmark" }] }]"#),
            #"s.json:1:75: list.sections[0].items[0].accessoryType: unknown key "accessoryType"; "accessoryType" is a key of table rows; a collection view's items do not take it"#
        ),
        (
            list(#""sections": [{ "header": { "secondaryText": "x" } }]"#),
            #"s.json:1:53: list.sections[0].header.secondaryText: unknown key "secondaryText"; "secondaryText" is drawn in table rows only"#
        ),
        (
            list(#""sections": [{ "rows": [{ "detailText": "x" }] }]"#),
            #"s.json:1:52: list.sections[0].rows[0].detailText: unknown key "detailText"; UITableViewCell's detail text is UIListContentConfiguration's "secondaryText" here"#
        ),
        (
            list(#""sections": [{ "rows": [{ "content": { "label": "a", "distribution": "fill" } }] }]"#),
            #"s.json:1:79: list.sections[0].rows[0].content.distribution: unknown key "distribution""#
        ),
        // Wrong types.
        (#"{ "name": 5, "list": {} }"#, "s.json:1:11: name: expected a string, got 5"),
        (list(#""sections": {}"#), "s.json:1:38: list.sections: expected an array, got an object"),
        (list(#""bounces": 1, "sections": [{}]"#), "s.json:1:37: list.bounces: expected true or false, got 1"),
        (
            list(#""style": 1, "sections": [{}]"#),
            #"s.json:1:35: list.style: expected one of "plain", "grouped", "insetGrouped", got 1"#
        ),
        (#"{ "name": "s", "list": [] }"#, "s.json:1:24: list: expected an object, got an array"),
        ("[1]", "s.json:1:1: expected an object, got an array"),
        // Sizes: negative, and as words.
        (
            list(#""rowHeight": -1, "sections": [{}]"#),
            #"s.json:1:39: list.rowHeight: expected a number >= 0 or "automatic", got -1"#
        ),
        (
            list(#""rowHeight": "auto", "sections": [{}]"#),
            #"s.json:1:39: list.rowHeight: expected a number >= 0 or "automatic", got "auto""#
        ),
        (
            list(#""estimatedRowHeight": -1, "sections": [{}]"#),
            #"s.json:1:48: list.estimatedRowHeight: expected a number >= 0 or "automatic", got -1"#
        ),
        (
            list(#""estimatedRowHeight": "44", "sections": [{}]"#),
            #"s.json:1:48: list.estimatedRowHeight: expected a number >= 0 or "automatic", got "44""#
        ),
        (
            list(#""sections": [{}]"#, #", "navigationBar": { "height": -44 }"#),
            "s.json:1:75: navigationBar.height: expected a number >= 0, got -44"
        ),
        (
            #"{ "name": "s", "device": { "width": 0, "height": 10 }, "list": { "sections": [{}] } }"#,
            "s.json:1:26: device: a device is 1 to 4096 points wide and tall"
        ),
        (
            #"{ "name": "s", "device": { "width": 10, "height": 10, "safeArea": { "top": 6, "bottom": 4 } }, "list": { "sections": [{}] } }"#,
            "s.json:1:67: device.safeArea: the safe area leaves no room on a 10 pt screen"
        ),
        // Counts and limits.
        (list(#""sections": []"#), "s.json:1:38: list.sections: a list needs at least one section"),
        (
            list(#""sections": [{ "rows": { "count": 1e10 } }]"#),
            "s.json:1:60: list.sections[0].rows.count: 1e10 is outside 0...1000000000: the limit is 1000000000"
        ),
        (
            list(#""sections": [{ "rows": { "count": 600000000 } }, { "rows": { "count": 600000000 } }]"#),
            "s.json:1:75: list.sections[1]: more than 1000000000 rows in the list; that is the limit"
        ),
        (list(#""sections": [{ "rows": { "height": 4 } }]"#), #"s.json:1:49: list.sections[0].rows: missing key "count""#),
        // A counted run inside a rows array: the same limits, the element's own key path.
        (
            list(#""sections": [{ "rows": [{}, { "count": -1 }] }]"#),
            "s.json:1:65: list.sections[0].rows[1].count: expected a whole number >= 0, got -1"
        ),
        // Colours.
        (
            list(##""backgroundColor": "#GGGGGG", "sections": [{}]"##),
            ##"s.json:1:45: list.backgroundColor: expected #RRGGBB, #RRGGBBAA or a UIKit colour name such as "systemBackground", got "#GGGGGG""##
        ),
        (
            list(#""backgroundColor": "lable", "sections": [{}]"#),
            #"s.json:1:45: list.backgroundColor: unknown colour "lable"; did you mean "label"?"#
        ),
        // The bar, behaviours and the path.
        (
            list(#""sections": [{}]"#, #", "navigationBar": { "fade": { "from": 9, "to": 1 } }"#),
            "s.json:1:73: navigationBar.fade: fade.to (1) must not be below fade.from (9)"
        ),
        (
            list(#""sections": [{}]"#, #", "behaviors": [{ "type": "pinUnderNavigationBar", "section": 0 }]"#),
            "s.json:1:60: behaviors[0]: pinUnderNavigationBar needs a navigationBar"
        ),
        (
            list(
                #""sections": [{}]"#, #", "navigationBar": {}, "behaviors": [{ "type": "pinUnderNavigationBar", "section": 1 }]"#),
            "s.json:1:127: behaviors[0].section: 1 is outside 0...0: the limit is 0"
        ),
        (
            list(#""sections": [{}]"#, #", "behaviors": [{ "type": "pinUnderNavBar", "section": 0 }]"#),
            #"s.json:1:70: behaviors[0].type: expected one of "bouncesAbove", "collapsingHeader", "hidesBarsOnSwipe", "hidesTabBarOnScroll", "pinUnderNavigationBar", "stretchyHeader", got "pinUnderNavBar""#
        ),
        (
            list(#""sections": [{}]"#, #", "scroll": { "path": [0, "ned"] }"#),
            #"s.json:1:70: scroll.path[1]: unknown value "ned"; did you mean "end"?"#
        ),
        (
            list(#""sections": [{}]"#, #", "scroll": { "path": [true] }"#),
            #"s.json:1:67: scroll.path[0]: expected a number, "start", "end" or {"drag": distance}, got true"#
        ),
        // Variants: the message says which one.
        (
            list(#""sections": [{}]"#, #", "variants": [{ "name": "g", "list": { "style": "grouped", "rowHeight": "x" } }]"#),
            #"s.json:1:117: list.rowHeight: in variant "g": expected a number >= 0 or "automatic", got "x""#
        ),
        (
            list(#""sections": [{}]"#, #", "variants": [{ "name": "a" }, { "name": "a" }]"#),
            #"s.json:1:86: variants[1].name: duplicate variant name "a""#
        ),
        (
            list(#""sections": [{}]"#, #", "variants": [{ "name": "a b" }]"#),
            #"s.json:1:69: variants[0].name: a variant name is 1 to 64 letters, digits, '-' and '_', not starting with '-' (it names files), got "a b""#
        ),
        // Not JSON at all.
        ("", "s.json:1:1: empty file"),
        ("\u{FEFF}{", "s.json:1:2: expected a string key, got end of file"),
    ]

    @Test(arguments: 0..<cases.count)
    func message(_ i: Int) {
        #expect(Self.error(Self.cases[i].json) == Self.cases[i].expected)
    }

    @Test func invalidUTF8() throws {
        let bytes = Array(#"{ "name": "s"#.utf8) + [0xC3, 0x28] + Array(#"" }"#.utf8)
        #expect(
            throws: ScenarioError(
                source: "s.json", position: SourcePosition(line: 1, column: 13), keyPath: "",
                message: "invalid UTF-8")
        ) {
            try ScenarioDecoder.decode(bytes, source: "s.json")
        }
    }

    /// A rows array mixes single rows and counted runs, kept in order as runs (one value each,
    /// however long): a header row, 10,000 posts, a closing row = 1 + 10,000 + 1 rows.
    @Test func countedRunsInARowsArrayStayRuns() throws {
        let json = Self.list(
            #""sections": [{ "rows": [{ "height": 60 }, { "count": 10000, "height": 44 }, { "count": 0 }, {}] }]"#)
        let rows = try ScenarioDecoder.decode(Array(json.utf8), source: "s.json").base.list.sections[0].rows
        #expect(rows.map(\.count) == [1, 10_000, 0, 1])
        #expect(rows.map(\.view.height) == [.points(60), .points(44), nil, nil])
    }

    /// Docs/decisions.md: at least 10,000,000 rows; the limit itself is accepted too.
    @Test func largeCountsWithinTheLimitDecode() throws {
        for count in [10_000_000, ScenarioDecoder.maxRows] {
            let document = try ScenarioDecoder.decode(
                Array(Self.list(#""sections": [{ "rows": { "count": \#(count) } }]"#).utf8),
                source: "s.json")
            #expect(document.base.list.sections[0].rowCount == count)
        }
    }

    @Test func absentKeysTakeUIKitDefaults() throws {
        let s = try ScenarioDecoder.decode(Array(Self.list(#""sections": [{}]"#).utf8), source: "s.json").base
        #expect(s.device == .iPhone15Pro)
        #expect(s.navigationBar == nil)
        #expect(s.appearance == .light && s.contentSize == "large")
        #expect(s.scrollPath == [.start, .end])
        #expect(s.list.contentInsetAdjustmentBehavior == .automatic && s.list.bounces && s.list.contentInset == .zero)
        #expect(
            s.list.kind
                == .table(
                    TableSpec(
                        style: .plain, rowHeight: .automatic, sectionHeaderHeight: .automatic,
                        sectionFooterHeight: .automatic, sectionHeaderTopPadding: nil)))
        let bar = try ScenarioDecoder.decode(
            Array(Self.list(#""sections": [{}]"#, #", "navigationBar": {}"#).utf8), source: "s.json")
        // Rule 7.1 (Docs/uikit-rules.md): a UINavigationBar is 44 pt; Docs/decisions.md: the default kind is system.
        #expect(bar.base.navigationBar == NavigationBarSpec(kind: .system))
    }

    @Test func nullIsTheSameAsAbsent() throws {
        let plain = try ScenarioDecoder.decode(Array(Self.list(#""sections": [{}]"#).utf8), source: "s.json")
        let nulls = try ScenarioDecoder.decode(
            Array(
                Self.list(
                    #""style": null, "rowHeight": null, "sections": [{ "header": null }]"#,
                    #", "device": null, "navigationBar": null, "title": null"#
                ).utf8),
            source: "s.json")
        #expect(plain == nulls)
    }
}

/// Found by the fuzz target's finite-number check: a 1e308 row height times a billion rows made
/// the content height infinite, and the layout JSON said `Infinity`.
@Suite struct LengthLimitTests {
    @Test func hugeLengthsAreRefused() {
        #expect(
            ScenarioErrorTests.error(ScenarioErrorTests.list(#""rowHeight": 1e308, "sections": [{}]"#))
                == "s.json:1:39: list.rowHeight: 1e308 is more than the limit of 1000000 points")
        #expect(
            ScenarioErrorTests.error(ScenarioErrorTests.list(#""sections": [{ "rows": { "count": 1, "height": 1000001 } }]"#))
                == "s.json:1:73: list.sections[0].rows.height: 1000001 is more than the limit of 1000000 points")
        #expect(
            ScenarioErrorTests.error(ScenarioErrorTests.list(#""contentInset": { "top": -2e15 }, "sections": [{}]"#))
                == "s.json:1:51: list.contentInset.top: -2e15 is beyond the limit of ±1e15 points")
        #expect(
            ScenarioErrorTests.error(
                ScenarioErrorTests.list(#""kind": "collection", "sections": [{ "items": [{ "width": 1e308 }] }]"#))
                == "s.json:1:84: list.sections[0].items[0].width: 1e308 is more than the limit of 1000000 points")
        // Each side finite, the quotient not.
        #expect(
            ScenarioErrorTests.error(
                ScenarioErrorTests.list(
                    #""sections": [{ "rows": [{ "content": { "image": "a", "aspectRatio": "1e300/1e-300" } }] }]"#))
                == #"s.json:1:94: list.sections[0].rows[0].content.aspectRatio: "1e300/1e-300" is more than the limit of 1000"#)
    }

    /// At every limit at once the layout stays finite.
    @Test func theLargestListLaysOutInFiniteNumbers() throws {
        let json = ScenarioErrorTests.list(
            #"""
            "rowHeight": 1000000, "contentInset": { "top": 1e15, "bottom": -1e15 },
            "sections": [{ "header": { "height": 1000000 }, "rows": { "count": 1000000000 }, "footer": { "height": 1000000 } }]
            """#, #", "scroll": { "path": [-1e15, "end", { "drag": 1e15 }, 1e15] }"#)
        let document = try ScenarioDecoder.decode(Array(json.utf8), source: "s.json")
        let layoutRun = try LayoutRun.layOut(base: document.base, selection: .spread(count: 5, snapToEvents: true))
        for frame in layoutRun.variants[0].frames {
            #expect(frame.contentOffset.isFinite && frame.contentSize.height.isFinite)
            #expect(frame.elements.allSatisfy { $0.frame.y.isFinite && $0.frame.height.isFinite })
        }
    }
}
