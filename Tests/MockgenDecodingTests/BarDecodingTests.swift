import MockgenLayout
import Testing

@testable import MockgenDecoding

/// The system-bar keys (Docs/scenario-format.md): defaults, values, errors, and the JSON Schema's
/// agreement with the decoder on each.
@Suite struct BarDecodingTests {
    static func decode(_ json: String) throws(ScenarioError) -> Scenario {
        try ScenarioDecoder.decode(Array(json.utf8), source: "s.json").base
    }

    static func error(_ json: String) -> String {
        do {
            _ = try decode(json)
            return "accepted"
        } catch {
            return error.description
        }
    }

    /// `{ "name": "s", <extra>, "list": ... }`: `<extra>` starts at column 16; each error's column
    /// is where the offending value (or unknown key) starts.
    static func doc(_ extra: String) -> String {
        #"{ "name": "s", \#(extra), "list": { "sections": [{ "rows": { "count": 3 } }] } }"#
    }

    @Test func defaultsAreUIKits() throws {
        let s = try Self.decode(Self.doc(#""navigationBar": { "title": "T" }"#))
        let bar = try #require(s.navigationBar)
        #expect(bar.prefersLargeTitles == false)  // UINavigationBar.prefersLargeTitles
        #expect(bar.largeTitleDisplayMode == .automatic)  // UINavigationItem.largeTitleDisplayMode
        #expect(bar.standardAppearance == .default)
        #expect(bar.scrollEdgeAppearance == nil)  // nil: transparent (rule 7.2)
        #expect(bar.background(.scrollEdge) == .transparent)
        #expect(s.bottomBar == nil)
    }

    @Test func everyKeyDecodes() throws {
        let s = try Self.decode(
            Self.doc(
                #"""
                "navigationBar": { "prefersLargeTitles": true, "largeTitleDisplayMode": "always",
                                   "standardAppearance": "opaque", "scrollEdgeAppearance": "default" },
                "tabBar": { "items": ["A", "B"], "standardAppearance": "transparent", "scrollEdgeAppearance": "opaque" }
                """#))
        #expect(s.navigationBar?.showsLargeTitle == true)
        #expect(s.navigationBar?.largeTitleDisplayMode == .always)
        #expect(s.navigationBar?.standardAppearance == .opaque)
        #expect(s.navigationBar?.scrollEdgeAppearance == .default)
        #expect(
            s.bottomBar
                == BottomBarSpec(
                    kind: .tabBar, items: ["A", "B"], standardAppearance: .transparent,
                    scrollEdgeAppearance: .opaque))
        let search = try Self.decode(
            Self.doc(#""navigationBar": { "searchController": { "hidesSearchBarWhenScrolling": false } }"#))
        #expect(
            search.navigationBar?.searchController
                == SearchControllerSpec(hidesSearchBarWhenScrolling: false, placeholder: "Search"))
        let defaults = try Self.decode(Self.doc(#""navigationBar": { "searchController": {} }"#))
        #expect(defaults.navigationBar?.searchController?.hidesSearchBarWhenScrolling == true)  // UIKit's default
        let items = try Self.decode(
            Self.doc(
                #"""
                "navigationBar": { "leftItems": ["Edit"], "rightItems": [{ "title": "Done", "style": "done" }, { "symbol": "plus" }] }
                """#))
        #expect(items.navigationBar?.leftItems == [.text("Edit", done: false)])
        #expect(items.navigationBar?.rightItems == [.text("Done", done: true), .symbol("plus")])
        let t = try Self.decode(Self.doc(#""toolbar": { "items": ["Edit"] }, "tabBar": null"#))
        #expect(t.bottomBar?.kind == .toolbar)
    }

    /// The schema's enums are the decoder's lists.
    @Test func schemaEnumsMatchTheDecoder() throws {
        let schema = try SchemaChecker.schemaObject()
        #expect(schema.strings(at: ["$defs", "barBackground", "enum"]) == BarBackground.allCases.map(\.rawValue))
        #expect(
            schema.strings(at: ["$defs", "navigationBar", "properties", "largeTitleDisplayMode", "enum"])
                == LargeTitleDisplayMode.allCases.map(\.rawValue))
    }

    static let errors: [(json: String, expected: String)] = [
        (
            doc(#""navigationBar": { "kind": "overlay", "prefersLargeTitles": true }"#),
            #"s.json:1:76: navigationBar.prefersLargeTitles: prefersLargeTitles belongs to a system bar ("kind": "system"); an overlay bar is the app's own view"#
        ),
        (
            doc(#""navigationBar": { "largeTitleDisplayMode": "allways" }"#),
            #"s.json:1:60: navigationBar.largeTitleDisplayMode: unknown value "allways"; did you mean "always"?"#
        ),
        (
            doc(#""navigationBar": { "prefersLargeTitles": "yes" }"#),
            #"s.json:1:57: navigationBar.prefersLargeTitles: expected true or false, got "yes""#
        ),
        (
            doc(#""navigationBar": { "scrollEdgeAppearance": "clear" }"#),
            #"s.json:1:59: navigationBar.scrollEdgeAppearance: expected one of "default", "opaque", "transparent", got "clear""#
        ),
        (
            doc(#""navigationBar": { "searchController": { "hidesSearchBarWhenScroling": true } }"#),
            #"s.json:1:57: navigationBar.searchController.hidesSearchBarWhenScroling: unknown key "hidesSearchBarWhenScroling"; did you mean "hidesSearchBarWhenScrolling"?"#
        ),
        (
            doc(#""navigationBar": { "kind": "overlay", "searchController": {} }"#),
            #"s.json:1:74: navigationBar.searchController: searchController belongs to a system bar ("kind": "system"); an overlay bar is the app's own view"#
        ),
        (
            doc(#""navigationBar": { "rightItems": ["a", "b", "c", "d"] }"#),
            "s.json:1:49: navigationBar.rightItems: at most 3 items a side, got 4"
        ),
        (
            doc(#""navigationBar": { "leftItems": [{ "title": "A", "symbol": "plus" }] }"#),
            #"s.json:1:49: navigationBar.leftItems[0]: an item is a string, or an object with exactly one of "title" and "symbol""#
        ),
        (
            doc(#""navigationBar": { "leftItems": [{ "symbol": "plus", "style": "done" }] }"#),
            #"s.json:1:78: navigationBar.leftItems[0].style: style belongs to a text item ("title"); a symbol item takes only "prominent""#
        ),
        (
            doc(#""navigationBar": { "leftItems": [{ "title": "A", "style": "bold" }] }"#),
            #"s.json:1:74: navigationBar.leftItems[0].style: expected one of "plain", "done", "prominent", got "bold""#
        ),
        (
            doc(#""tabBar": {}, "toolbar": {}"#),
            "s.json:1:41: toolbar: a screen has a tabBar or a toolbar at its bottom edge, not both"
        ),
        (
            doc(#""tabBar": { "items": ["1", "2", "3", "4", "5", "6"] }"#),
            "s.json:1:37: tabBar.items: a tabBar shows at most 5 items on iPhone, got 6"
        ),
        (doc(#""tabBar": { "items": [1] }"#), "s.json:1:38: tabBar.items[0]: expected a string, got 1"),
        (doc(#""tabBar": { "itemz": [] }"#), #"s.json:1:28: tabBar.itemz: unknown key "itemz"; did you mean "items"?"#),
        (
            doc(#""toolbar": { "standardAppearance": "opaq" }"#),
            #"s.json:1:51: toolbar.standardAppearance: expected one of "default", "opaque", "transparent", got "opaq""#
        ),
    ]

    @Test(arguments: errors)
    func errorMessages(_ json: String, _ expected: String) {
        #expect(Self.error(json) == expected)
    }

    /// The schema agrees with the decoder on each case, but for tabBar-and-toolbar (a rule across
    /// two keys: Docs/scenario-format.md, "Where the schema and mockgen differ").
    @Test(.enabled(if: SchemaChecker.isAvailable, SchemaChecker.skipMessage))
    func schemaAgrees() throws {
        let valid = [
            Self.doc(
                #""navigationBar": { "prefersLargeTitles": true, "largeTitleDisplayMode": "never", "standardAppearance": null }"#),
            Self.doc(#""navigationBar": { "kind": "overlay", "prefersLargeTitles": null }"#),
            Self.doc(#""tabBar": { "items": ["1", "2", "3", "4", "5"], "scrollEdgeAppearance": "default" }"#),
            Self.doc(#""toolbar": { "items": ["1", "2", "3", "4", "5", "6"] }"#),
            Self.doc(#""tabBar": null, "toolbar": null"#),
            Self.doc(
                #""navigationBar": { "leftItems": ["Edit", { "title": "A", "style": null }], "rightItems": [{ "symbol": "plus", "title": null }] }"#
            ),
            Self.doc(
                #""navigationBar": { "searchController": { "hidesSearchBarWhenScrolling": false, "placeholder": "Find" } }"#),
        ]
        let invalid = Self.errors.map(\.json).filter { !$0.contains(#""tabBar": {}, "toolbar": {}"#) }
        for json in valid { #expect(Self.error(json) == "accepted", "\(json)") }
        let verdicts = try SchemaChecker.verdicts((valid + invalid).map { Array($0.utf8) })
        #expect(verdicts == valid.map { _ in true } + invalid.map { _ in false })
        let gap = try SchemaChecker.verdicts([Array(Self.doc(#""tabBar": {}, "toolbar": {}"#).utf8)])
        #expect(gap == [true])
    }
}
