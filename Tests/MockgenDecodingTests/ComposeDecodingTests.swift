import Foundation
import MockgenLayout
import MockgenTestSupport
import Testing

@testable import MockgenDecoding

/// `"kind": "compose"` (Docs/platform-rules.md): what the decoder builds, its errors, and the
/// schema's verdicts on the same documents.
private func compose(_ list: String, _ extra: String = "") -> String {
    #"{ "name": "c", "device": "pixel-8", "list": { "kind": "compose", \#(list) }\#(extra.isEmpty ? "" : ", " + extra) }"#
}

private let oneItem = #""content": [{ "item": { "height": 56 } }]"#

let composeCorpus: [CorpusCase] = [
    CorpusCase(name: "compose: one item", json: compose(oneItem), valid: true),
    CorpusCase(
        name: "compose: every key",
        json: compose(
            #"""
            "contentPadding": { "top": 8, "bottom": 8, "start": 16, "end": 16 }, "verticalArrangement": { "spacedBy": 8 },
            "topBar": { "kind": "LargeTopAppBar", "title": "Inbox", "color": "#FFFBFE", "scrollBehavior": "exitUntilCollapsed" },
            "innerPadding": "modifier", "backgroundColor": "systemBackground",
            "content": [{ "item": { "height": 200 } }, { "stickyHeader": { "height": 48, "title": "A" } },
                        { "items": { "count": 20, "height": 72, "title": "Row" } }, { "stickyHeader": { "height": 48 } }, { "items": { "count": 0 } }]
            """#), valid: true),
    CorpusCase(
        name: "compose: nulls mean absent",
        json: compose(#""contentPadding": null, "topBar": null, "innerPadding": null, "# + oneItem),
        valid: true),
    CorpusCase(
        name: "compose: a variant switches a table to compose",
        json: #"""
            { "name": "c", "list": { "sections": [{ "rows": { "count": 3 } }] },
              "variants": [{ "name": "android", "device": "pixel-8", "list": { "kind": "compose", "sections": null, "content": [{ "item": { "height": 56 } }] } }] }
            """#, valid: true),
    CorpusCase(name: "compose: no content", json: compose(#""topBar": { "title": "x" }"#), valid: false),
    CorpusCase(name: "compose: empty content", json: compose(#""content": []"#), valid: false),
    CorpusCase(
        name: "compose: a child with two kinds", json: compose(#""content": [{ "item": {}, "stickyHeader": {} }]"#), valid: false),
    CorpusCase(name: "compose: a child with none", json: compose(#""content": [{}]"#), valid: false),
    CorpusCase(
        name: "compose: unknown child kind", json: compose(#""content": [{ "itemsIndexed": { "count": 2 } }]"#), valid: false),
    CorpusCase(name: "compose: items without count", json: compose(#""content": [{ "items": { "height": 2 } }]"#), valid: false),
    CorpusCase(name: "compose: negative count", json: compose(#""content": [{ "items": { "count": -1 } }]"#), valid: false),
    CorpusCase(name: "compose: sections key", json: compose(#""sections": [{}], "# + oneItem), valid: false),
    CorpusCase(
        name: "compose: left instead of start", json: compose(#""contentPadding": { "left": 4 }, "# + oneItem), valid: false),
    CorpusCase(name: "compose: negative padding", json: compose(#""contentPadding": { "top": -4 }, "# + oneItem), valid: false),
    CorpusCase(name: "compose: spacedBy missing", json: compose(#""verticalArrangement": {}, "# + oneItem), valid: false),
    CorpusCase(
        name: "compose: negative spacing", json: compose(#""verticalArrangement": { "spacedBy": -1 }, "# + oneItem), valid: false),
    CorpusCase(
        name: "compose: unknown bar kind", json: compose(#""topBar": { "kind": "SmallTopAppBar" }, "# + oneItem), valid: false),
    CorpusCase(
        name: "compose: a bottom bar and a FAB",
        json: compose(
            #""bottomBar": { "kind": "ShortNavigationBar", "items": [{ "title": "Mail", "icon": "mail" }] }, "floatingActionButton": { "kind": "large" }, "floatingActionButtonPosition": "Center", "#
                + oneItem), valid: true),
    CorpusCase(
        name: "compose: an extended FAB without a label",
        json: compose(#""floatingActionButton": { "kind": "extended", "icon": "edit" }, "# + oneItem), valid: false),
    CorpusCase(
        name: "compose: an extended FAB that collapses",
        json: compose(
            #""floatingActionButton": { "kind": "extended", "icon": "edit", "text": "Compose", "expanded": "firstItemVisible" }, "#
                + oneItem), valid: true),
    CorpusCase(
        name: "compose: a collapsing extended FAB without an icon",
        json: compose(#""floatingActionButton": { "kind": "extended", "text": "Compose", "expanded": false }, "# + oneItem),
        valid: false),
    CorpusCase(
        name: "compose: expanded on a regular FAB",
        json: compose(#""floatingActionButton": { "kind": "regular", "expanded": true }, "# + oneItem), valid: false),
    CorpusCase(
        name: "compose: an unknown expansion",
        json: compose(#""floatingActionButton": { "kind": "extended", "text": "A", "expanded": "onScroll" }, "# + oneItem),
        valid: false),
    CorpusCase(
        name: "compose: a bottom bar's scroll behaviour",
        json: compose(#""bottomBar": { "kind": "BottomAppBar", "scrollBehavior": "exitAlways" }, "# + oneItem), valid: true),
    CorpusCase(
        name: "compose: a NavigationBar's scroll behaviour",
        json: compose(#""bottomBar": { "kind": "NavigationBar", "scrollBehavior": "exitAlways" }, "# + oneItem), valid: false),
    CorpusCase(
        name: "compose: an unknown bottom bar behaviour",
        json: compose(#""bottomBar": { "kind": "BottomAppBar", "scrollBehavior": "enterAlways" }, "# + oneItem), valid: false),
    CorpusCase(
        name: "compose: a floating toolbar with every key",
        json: compose(
            #"""
            "floatingToolbar": { "items": [{ "icon": "edit", "title": "Edit" }, { "title": "Share" }], "colors": "vibrant", "color": "#EADDFF",
              "scrollBehavior": "exitAlways", "exitDirection": "Top", "floatingActionButton": { "icon": "add", "color": null },
              "floatingActionButtonPosition": "Start" },
            """# + oneItem), valid: true),
    CorpusCase(
        name: "compose: a floating toolbar, nulls mean absent",
        json: compose(
            #""floatingToolbar": { "items": [{ "icon": "a" }], "colors": null, "scrollBehavior": null, "exitDirection": null, "floatingActionButton": null, "floatingActionButtonPosition": null }, "#
                + oneItem), valid: true),
    CorpusCase(
        name: "compose: a floating toolbar without items", json: compose(#""floatingToolbar": { "items": [] }, "# + oneItem),
        valid: false),
    CorpusCase(
        name: "compose: a floating toolbar item with neither icon nor title",
        json: compose(#""floatingToolbar": { "items": [{}] }, "# + oneItem), valid: false),
    CorpusCase(
        name: "compose: an exit direction without exitAlways",
        json: compose(#""floatingToolbar": { "items": [{ "icon": "a" }], "exitDirection": "End" }, "# + oneItem), valid: false),
    CorpusCase(
        name: "compose: a floating toolbar's FAB position without a FAB",
        json: compose(#""floatingToolbar": { "items": [{ "icon": "a" }], "floatingActionButtonPosition": "Start" }, "# + oneItem),
        valid: false),
    CorpusCase(
        name: "compose: an unknown exit direction",
        json: compose(
            #""floatingToolbar": { "items": [{ "icon": "a" }], "scrollBehavior": "exitAlways", "exitDirection": "Left" }, "#
                + oneItem),
        valid: false),
    CorpusCase(
        name: "compose: a floating toolbar's unknown key",
        json: compose(#""floatingToolbar": { "items": [{ "icon": "a" }], "expanded": true }, "# + oneItem), valid: false),
    CorpusCase(
        name: "compose: an Expressive bar with a subtitle",
        json: compose(
            #""topBar": { "kind": "MediumFlexibleTopAppBar", "subtitle": "3 unread", "titleHorizontalAlignment": "Center" }, "#
                + oneItem), valid: true),
    CorpusCase(
        name: "compose: unknown scroll behaviour", json: compose(#""topBar": { "scrollBehavior": "floating" }, "# + oneItem),
        valid: false),
    CorpusCase(name: "compose: unknown bar key", json: compose(#""topBar": { "height": 64 }, "# + oneItem), valid: false),
    CorpusCase(name: "compose: unknown innerPadding", json: compose(#""innerPadding": "padding", "# + oneItem), valid: false),
    CorpusCase(name: "compose: bad colour", json: compose(#""topBar": { "color": "purple" }, "# + oneItem), valid: false),
    CorpusCase(
        name: "compose: a width on an item", json: compose(#""content": [{ "item": { "width": "full" } }]"#), valid: false),
    CorpusCase(name: "compose: bad background colour", json: compose(#""backgroundColor": "teal", "# + oneItem), valid: false),
    CorpusCase(name: "compose: a number for a title", json: compose(#""topBar": { "title": 3 }, "# + oneItem), valid: false),
    CorpusCase(name: "compose: content not an array", json: compose(#""content": { "item": {} }"#), valid: false),
    CorpusCase(
        name: "compose: a negative height", json: compose(#""content": [{ "stickyHeader": { "height": -1 } }]"#), valid: false),
    CorpusCase(name: "compose: a fractional count", json: compose(#""content": [{ "items": { "count": 2.5 } }]"#), valid: false),
    CorpusCase(name: "compose: content padding not an object", json: compose(#""contentPadding": 8, "# + oneItem), valid: false),
]

/// Rules across keys that the schema cannot state: a Compose screen with UIKit's bars.
let composeSchemaGaps: [CorpusCase] = [
    CorpusCase(name: "compose with a navigationBar", json: compose(oneItem, #""navigationBar": { "title": "x" }"#), valid: false),
    CorpusCase(name: "compose with a tabBar", json: compose(oneItem, #""tabBar": { "items": [] }"#), valid: false),
]

@Suite struct ComposeDecodingTests {
    static func decode(_ json: String) throws(ScenarioError) -> Scenario {
        try ScenarioDecoder.decode(Array(json.utf8), source: "c.json").base
    }

    static func message(_ json: String) -> String {
        do {
            _ = try decode(json)
            return ""
        } catch { return error.description }
    }

    @Test(arguments: composeCorpus)
    func decoderVerdict(_ c: CorpusCase) {
        SchemaChecker.expectDecoderVerdict(c)
    }

    @Test(.enabled(if: SchemaChecker.isAvailable, SchemaChecker.skipMessage))
    func schemaVerdicts() throws {
        try SchemaChecker.expectSchemaVerdicts(composeCorpus)
    }

    @Test(.enabled(if: SchemaChecker.isAvailable, SchemaChecker.skipMessage))
    func knownGapsAreStillGaps() throws {
        try SchemaChecker.expectStillGaps(composeSchemaGaps)
    }

    /// The fixture the cross-platform built-in is assembled from validates and decodes.
    @Test(.enabled(if: SchemaChecker.isAvailable, SchemaChecker.skipMessage))
    func theAblyComposeFixtureValidates() throws {
        let url = Repository.fixture("ably-compose-variant.json")
        let bytes = Array(try Data(contentsOf: url))
        #expect(try SchemaChecker.verdicts([bytes]) == [true])
        let document = try ScenarioDecoder.decode(bytes, source: "ably-compose-variant.json")
        #expect(document.variants?.map(\.name) == ["uikit", "compose"])
    }

    /// A sticky header opens a section; the children before the first are section 0, headerless.
    @Test func stickyHeadersOpenSections() throws {
        let s = try Self.decode(
            compose(
                #"""
                "content": [{ "item": { "height": 200 } }, { "stickyHeader": { "height": 48 } }, { "items": { "count": 3, "height": 72 } },
                            { "item": { "height": 10 } }, { "stickyHeader": { "height": 40 } }]
                """#))
        #expect(s.list.sections.count == 3)
        #expect(s.list.sections.map { $0.header?.height } == [nil, .points(48), .points(40)])
        #expect(s.list.sections.map(\.rowCount) == [1, 4, 0])
        #expect(s.list.bounces == false)
        #expect(s.device.name == "pixel-8")
    }

    /// The top app bar's behaviour becomes the walk's: enterAlways a direction-aware bar over the
    /// whole 64 dp, exitUntilCollapsed a LargeTopAppBar collapsing by 152 - 64 = 88 dp (Material 3
    /// heights, Compose/ComposeSpec.swift), pinned none.
    @Test func theBarsBehaviourIsAWalkBehaviour() throws {
        func behaviors(_ bar: String) throws -> [BehaviorSpec] {
            try Self.decode(compose(#""topBar": \#(bar), "# + oneItem)).behaviors
        }
        #expect(
            try behaviors(#"{ "scrollBehavior": "enterAlways" }"#)
                == [.directionalBar(DirectionalBarSpec(bar: "topAppBar", extent: 64, response: .scrollDelta))])
        #expect(
            try behaviors(#"{ "kind": "LargeTopAppBar", "scrollBehavior": "exitUntilCollapsed" }"#)
                == [.collapsingTopBar(bar: "topAppBar", extent: 88)])
        #expect(
            try behaviors(#"{ "kind": "LargeTopAppBar", "scrollBehavior": "enterAlways" }"#)
                == [.directionalBar(DirectionalBarSpec(bar: "topAppBar", extent: 88, response: .scrollDelta))])
        #expect(try behaviors(#"{ "title": "x" }"#).isEmpty)
    }

    @Test func errorsNameTheKey() {
        #expect(
            Self.message(compose(#""content": [{ "item": {}, "stickyHeader": {} }]"#)).contains(
                #"list.content[0]: a child is one of { "item": ... }, { "items": ... } or { "stickyHeader": ... }, got "item" and "stickyHeader""#
            ))
        #expect(Self.message(compose(#""content": []"#)).contains("list.content: a LazyColumn needs at least one child"))
        #expect(
            Self.message(compose(oneItem, #""navigationBar": { "title": "x" }"#)).contains(
                #"navigationBar: a Compose screen's bar is list.topBar; "navigationBar" is UIKit's"#))
        #expect(
            Self.message(compose(#""topBar": { "scrollBehavior": "floating" }, "# + oneItem)).contains(
                "list.topBar.scrollBehavior"))
        #expect(
            Self.message(compose(#""content": [{ "items": { "height": 2 } }]"#)).contains(
                #"list.content[0].items: missing key "count""#))
        #expect(
            Self.message(compose(#""floatingToolbar": { "items": [] }, "# + oneItem)).contains(
                "list.floatingToolbar.items: a floating toolbar needs at least one item"))
        #expect(
            Self.message(compose(#""floatingToolbar": { "items": [{ "icon": "a" }], "exitDirection": "Top" }, "# + oneItem))
                .contains(
                    #"list.floatingToolbar.exitDirection: exitDirection is where an exitAlways toolbar leaves; add "scrollBehavior": "exitAlways""#
                ))
        #expect(
            Self.message(compose(#""floatingToolbar": { "items": [{ "title": "" , "icon": null }, {}] }, "# + oneItem)).contains(
                "list.floatingToolbar.items[1]: a toolbar item is an icon button"))
    }
}
