import MockgenLayout
import Testing

@testable import MockgenDecoding

/// `"kind": "flutter"` (Docs/platform-rules.md): defaults from Flutter's widgets, every key,
/// the errors, and the JSON Schema's agreement with the decoder.
@Suite struct FlutterDecodingTests {
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

    /// A scenario of one sliver.
    static func sliver(_ sliver: String) -> String {
        #"{ "name": "s", "list": { "kind": "flutter", "slivers": ["# + sliver + "] } }"
    }

    /// A flutter list with `keys`.
    static func list(_ keys: String) -> String {
        #"{ "name": "s", "list": { "kind": "flutter", "# + keys + " } }"
    }

    /// A flutter screen with a top-level key.
    static func top(_ key: String) -> String {
        #"{ "name": "s", "# + key + #", "list": { "kind": "flutter", "slivers": [{ "sliver": "SliverList" }] } }"#
    }

    static func spec(_ s: Scenario) throws -> FlutterSpec {
        guard case .flutter(let spec) = s.list.kind else { throw Failure() }
        return spec
    }

    struct Failure: Error {}

    @Test func defaultsAreFlutters() throws {
        let s = try Self.decode(Self.sliver(#"{ "sliver": "SliverAppBar" }"#))
        guard case .appBar(let bar) = try Self.spec(s).slivers[0] else { throw Failure() }
        // SliverAppBar's constructor: pinned, floating, snap, stretch false; toolbarHeight
        // kToolbarHeight (56); primary true; expandedHeight and collapsedHeight null.
        #expect(bar == SliverAppBarSpec())
        #expect(bar.toolbarHeight == 56 && bar.primary && !bar.pinned && !bar.stretch)
        #expect(bar.expandedHeight == nil && bar.collapsedHeight == nil)
        // BouncingScrollPhysics (Flutter's default on iOS), always scrollable as a primary scroll
        // view; no UIKit insets.
        #expect(s.list.bounces && s.list.alwaysBounceVertical == true)
        #expect(s.list.contentInsetAdjustmentBehavior == .never)
        #expect(s.navigationBar == nil && s.behaviors.isEmpty)
    }

    @Test func everyKeyDecodes() throws {
        let s = try Self.decode(
            Self.list(
                #"""
                "physics": "clamping", "backgroundColor": "systemGray6", "slivers": [
                  { "sliver": "SliverAppBar", "pinned": true, "snap": true, "floating": true, "stretch": true, "expandedHeight": 200,
                    "collapsedHeight": 60, "toolbarHeight": 50, "primary": false, "title": "T", "color": "systemBlue",
                    "content": { "label": "Hi" } },
                  { "sliver": "SliverMainAxisGroup", "slivers": [
                    { "sliver": "SliverPersistentHeader", "pinned": true, "floating": true, "minExtent": 30, "maxExtent": 60, "title": "H" },
                    { "sliver": "SliverList", "children": [{ "height": 40, "title": "a", "color": "systemRed" }, { "count": 3, "height": 20 }] } ] },
                  { "sliver": "SliverFixedExtentList", "itemExtent": 44, "children": { "count": 7, "title": "r" } },
                  { "sliver": "SliverGrid", "crossAxisCount": 3, "mainAxisSpacing": 4, "crossAxisSpacing": 5, "childAspectRatio": 1.5,
                    "mainAxisExtent": 80, "children": [{ "count": 9 }] }
                ]
                """#))
        #expect(!s.list.bounces)
        #expect(s.list.backgroundColor == .semantic("systemGray6"))
        let spec = try Self.spec(s)
        var bar = SliverAppBarSpec()
        bar.pinned = true
        bar.floating = true
        bar.snap = true
        bar.stretch = true
        bar.expandedHeight = 200
        bar.collapsedHeight = 60
        bar.toolbarHeight = 50
        bar.primary = false
        var grid = SliverGridSpec(crossAxisCount: 3)
        grid.mainAxisSpacing = 4
        grid.crossAxisSpacing = 5
        grid.childAspectRatio = 1.5
        grid.mainAxisExtent = 80
        #expect(
            spec.slivers == [
                .appBar(bar), .persistentHeader(PersistentHeaderSpec(pinned: true, floating: true, minExtent: 30, maxExtent: 60)),
                .list(itemExtent: nil), .list(itemExtent: 44), .grid(grid),
            ])
        #expect(spec.groups == [1..<3])
        // Sliver S is section S: headers' views, children as runs.
        #expect(s.list.sections.count == 5)
        #expect(s.list.sections[0].header?.title == "T")
        #expect(s.list.sections[0].header?.content != nil)
        #expect(s.list.sections[1].header?.title == "H")
        #expect(s.list.sections[2].rows.map(\.count) == [1, 3])
        #expect(s.list.sections[2].rows[0].view.height == .points(40))
        #expect(s.list.sections[3].rows.map(\.count) == [7])
        #expect(s.list.sections[4].rowCount == 9)
    }

    @Test func aVariantSwitchesKinds() throws {
        let doc = try ScenarioDecoder.decode(
            Array(
                #"""
                { "name": "s", "navigationBar": { "title": "T" }, "list": { "rowHeight": 44, "sections": [{ "rows": { "count": 3 } }] },
                  "variants": [{ "name": "f", "navigationBar": null,
                                 "list": { "kind": "flutter", "rowHeight": null, "sections": null,
                                           "slivers": [{ "sliver": "SliverAppBar", "pinned": true }] } }] }
                """#.utf8), source: "s.json")
        let flutter = try #require(doc.variants?.first?.scenario)
        #expect(try Self.spec(flutter).slivers.count == 1)
        #expect(flutter.navigationBar == nil)
    }

    static let errors: [(json: String, expected: String)] = [
        (
            Self.sliver(#"{ "sliver": "SliverAppBar", "snap": true }"#),
            #"s.json:1:93: list.slivers[0].snap: snap needs "floating": true (Flutter: the snap argument only makes sense for floating app bars)"#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverAppBar", "toolbarHeight": 64, "collapsedHeight": 60 }"#),
            #"s.json:1:125: list.slivers[0].collapsedHeight: collapsedHeight (60) must be at least toolbarHeight (64)"#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverAppBar", "expandedHeight": -1 }"#),
            #"s.json:1:103: list.slivers[0].expandedHeight: expected a number >= 0, got -1"#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverAppBar", "pinned": "yes" }"#),
            #"s.json:1:95: list.slivers[0].pinned: expected true or false, got "yes""#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverAppBar", "primary": 1 }"#),
            #"s.json:1:96: list.slivers[0].primary: expected true or false, got 1"#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverAppBar", "stretch": null, "strech": true }"#),
            #"s.json:1:102: list.slivers[0].strech: unknown key "strech"; did you mean "stretch"?"#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverPersistentHeader", "minExtent": 60, "maxExtent": 40 }"#),
            #"s.json:1:108: list.slivers[0].minExtent: minExtent (60) must not be above maxExtent (40)"#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverPersistentHeader", "maxExtent": 40 }"#),
            #"s.json:1:57: list.slivers[0]: missing key "minExtent""#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverPersistentHeader", "minExtent": 40, "maxExtent": 40, "color": "reddish" }"#),
            #"s.json:1:138: list.slivers[0].color: expected #RRGGBB, #RRGGBBAA or a UIKit colour name such as "systemBackground", got "reddish""#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverList", "children": [{ "title": "a" }] }"#),
            #"s.json:1:96: list.slivers[0].children[0]: a SliverList child needs a "height" in points or "content" to measure"#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverList", "children": { "height": 40 } }"#),
            #"s.json:1:95: list.slivers[0].children: one view as children needs a "count""#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverList", "children": 12 }"#),
            #"s.json:1:95: list.slivers[0].children: expected an array or an object with "count", got 12"#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverList", "itemExtent": 40 }"#),
            #"s.json:1:83: list.slivers[0].itemExtent: "itemExtent" is a key of SliverFixedExtentList, not of SliverList"#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverFixedExtentList", "children": { "count": 3 } }"#),
            #"s.json:1:57: list.slivers[0]: missing key "itemExtent""#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverFixedExtentList", "itemExtent": 40, "children": [{ "height": 40 }] }"#),
            #"s.json:1:137: list.slivers[0].children[0].height: this sliver sizes its children (itemExtent, or the grid's tiles); a child takes no height"#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverGrid", "children": { "count": 3 } }"#),
            #"s.json:1:57: list.slivers[0]: missing key "crossAxisCount""#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverGrid", "crossAxisCount": 0 }"#),
            #"s.json:1:101: list.slivers[0].crossAxisCount: expected a cross-axis count >= 1, got 0"#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverGrid", "crossAxisCount": 2, "childAspectRatio": 0 }"#),
            #"s.json:1:124: list.slivers[0].childAspectRatio: childAspectRatio must be above 0"#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverGrid", "crossAxisCount": 2, "mainAxisSpacing": -3 }"#),
            #"s.json:1:123: list.slivers[0].mainAxisSpacing: expected a number >= 0, got -3"#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverGrid", "crossAxisCount": 2, "crossAxisSpacing": "wide" }"#),
            #"s.json:1:124: list.slivers[0].crossAxisSpacing: expected a number >= 0, got "wide""#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverGrid", "crossAxisCount": 2, "mainAxisExtent": true }"#),
            #"s.json:1:122: list.slivers[0].mainAxisExtent: expected a number >= 0, got true"#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverMainAxisGroup", "slivers": [] }"#),
            #"s.json:1:103: list.slivers[0].slivers: a SliverMainAxisGroup needs at least one sliver"#
        ),
        (
            Self.sliver(
                #"{ "sliver": "SliverMainAxisGroup", "slivers": [{ "sliver": "SliverMainAxisGroup", "slivers": [{ "sliver": "SliverList" }] }] }"#
            ),
            #"s.json:1:104: list.slivers[0].slivers[0]: a SliverMainAxisGroup inside another is not modelled; list its slivers in the outer group"#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverMainAxisGroup" }"#),
            #"s.json:1:57: list.slivers[0]: missing key "slivers""#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverListt" }"#),
            #"s.json:1:69: list.slivers[0].sliver: unknown value "SliverListt"; did you mean "SliverList"?"#
        ),
        (
            Self.sliver(#"{ "title": "x" }"#),
            #"s.json:1:57: list.slivers[0]: missing key "sliver""#
        ),
        (
            Self.list(#""slivers": []"#),
            #"s.json:1:56: list.slivers: a CustomScrollView needs at least one sliver"#
        ),
        (
            Self.list(#""physics": "springy", "slivers": [{ "sliver": "SliverList" }]"#),
            #"s.json:1:56: list.physics: expected one of "bouncing", "clamping", got "springy""#
        ),
        (
            Self.list(#""slivers": [{ "sliver": "SliverList" }], "sections": []"#),
            #"s.json:1:98: list.sections: a Flutter list holds "slivers", not "sections"; a variant that switches kinds removes them with null"#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverFloatingHeader", "height": 50, "snapMode": "scroll" }"#),
            #"s.json:1:119: list.slivers[0].snapMode: snapMode "scroll" (the content moving with the header) is not modelled; "overlay" (the default) is"#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverPadding", "padding": 8 }"#),
            #"s.json:1:57: list.slivers[0]: missing key "child""#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverToBoxAdapter", "title": "Banner" }"#),
            #"s.json:1:57: list.slivers[0]: a SliverToBoxAdapter needs a "height" in points or "content" to measure"#
        ),
        (
            Self.sliver(#"{ "sliver": "PinnedHeaderSliver", "title": "Tabs" }"#),
            #"s.json:1:57: list.slivers[0]: missing key "height""#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverAppBar", "bottom": { "title": "Tabs" } }"#),
            #"s.json:1:95: list.slivers[0].bottom: missing key "height""#
        ),
        (
            Self.sliver(#"{ "sliver": "SliverResizingHeader", "minExtent": 90, "maxExtent": 60 }"#),
            #"s.json:1:106: list.slivers[0].minExtent: minExtent (90) must not be above maxExtent (60)"#
        ),
        (
            Self.top(#""navigationBar": {}"#),
            #"s.json:1:33: navigationBar: "navigationBar" is UIKit's; a Flutter screen's bar is a SliverAppBar sliver (a variant removes it with null)"#
        ),
        (
            Self.top(#""tabBar": {}"#),
            #"s.json:1:26: tabBar: "tabBar" is UIKit's; a Flutter screen takes none (a variant removes it with null)"#
        ),
        (
            Self.top(#""toolbar": {}"#),
            #"s.json:1:27: toolbar: "toolbar" is UIKit's; a Flutter screen takes none (a variant removes it with null)"#
        ),
        (
            Self.top(#""behaviors": []"#),
            #"s.json:1:29: behaviors: behaviours are UIKit delegate code; a Flutter screen takes none (a variant removes them with null)"#
        ),
    ]

    @Test(arguments: errors)
    func errorMessages(_ json: String, _ expected: String) {
        #expect(Self.error(json) == expected)
    }

    /// The rules across keys that the schema does not check (Docs/scenario-format.md, "Where the
    /// schema and mockgen differ"): snap without floating, collapsedHeight below toolbarHeight,
    /// minExtent above maxExtent, UIKit bars and behaviours on a Flutter screen.
    static let acrossKeys = [
        "\"snap\": true", "\"collapsedHeight\": 60", "\"minExtent\": 60", "\"minExtent\": 90", "\"navigationBar\"", "\"tabBar\"",
        "\"toolbar\"", "\"behaviors\"",
    ]

    @Test(.enabled(if: SchemaChecker.isAvailable, SchemaChecker.skipMessage))
    func schemaAgrees() throws {
        let valid = [
            Self.sliver(
                #"{ "sliver": "SliverAppBar", "pinned": null, "floating": false, "expandedHeight": null, "title": null }"#),
            Self.sliver(#"{ "sliver": "SliverPersistentHeader", "minExtent": 0, "maxExtent": 0, "color": null }"#),
            Self.sliver(
                #"{ "sliver": "SliverList", "children": [{ "height": 10 }, { "count": 2, "height": 0, "content": null }] }"#),
            Self.sliver(
                #"{ "sliver": "SliverGrid", "crossAxisCount": 1, "children": { "count": 4 }, "childAspectRatio": null }"#),
            Self.sliver(
                #"{ "sliver": "SliverMainAxisGroup", "slivers": [{ "sliver": "SliverFixedExtentList", "itemExtent": 1, "children": null }] }"#
            ),
            Self.list(#""physics": null, "backgroundColor": null, "slivers": [{ "sliver": "SliverList" }]"#),
            Self.sliver(
                #"{ "sliver": "SliverAppBar.medium", "bottom": { "height": 48, "title": "Tabs" }, "centerTitle": null, "systemOverlayStyle": "light" }"#
            ),
            Self.sliver(#"{ "sliver": "PinnedHeaderSliver", "height": 48, "title": "Tabs" }"#),
            Self.sliver(#"{ "sliver": "SliverFloatingHeader", "height": 56, "snapMode": "overlay" }"#),
            Self.sliver(#"{ "sliver": "SliverResizingHeader", "maxExtent": 120, "minExtent": null }"#),
            Self.sliver(#"{ "sliver": "SliverToBoxAdapter", "height": 120, "color": "systemGray6" }"#),
            Self.sliver(
                #"{ "sliver": "SliverSafeArea", "top": false, "minimum": { "left": 16 }, "child": { "sliver": "SliverPadding", "padding": { "top": 8 }, "child": { "sliver": "SliverGrid", "crossAxisCount": 2 } } }"#
            ),
        ]
        let invalid = Self.errors.map(\.json).filter { json in !Self.acrossKeys.contains { json.contains($0) } }
        for json in valid { #expect(Self.error(json) == "accepted", "\(json)") }
        let verdicts = try SchemaChecker.verdicts((valid + invalid).map { Array($0.utf8) })
        #expect(verdicts == valid.map { _ in true } + invalid.map { _ in false })
        let gaps = Self.errors.map(\.json).filter { json in Self.acrossKeys.contains { json.contains($0) } }
        #expect(try SchemaChecker.verdicts(gaps.map { Array($0.utf8) }) == gaps.map { _ in true })
    }
}
