import MockgenLayout
import Testing

@testable import MockgenDecoding

/// The `swiftui` list kind's keys (Docs/platform-rules.md): defaults, the bar a navigationTitle
/// makes, and an error for every key, with its line, column and key path.
@Suite struct SwiftUIDecodingTests {
    static func decode(_ json: String) throws -> ScenarioDocument {
        try ScenarioDecoder.decode(Array(json.utf8), source: "s.json")
    }

    /// `{ "name": "s", "list": { <list> } }`: `<list>` starts at column 26.
    static func list(_ body: String) -> String { #"{ "name": "s", "list": { \#(body) } }"# }

    static let cases: [(json: String, expected: String)] = [
        (
            list(#""kind": "swiftui", "container": "Grid", "sections": [{}]"#),
            #"s.json:1:58: list.container: expected one of "List", "LazyVStack", got "Grid""#
        ),
        (
            list(#""kind": "swiftui", "container": "LazyVStack", "listStyle": "plain", "sections": [{}]"#),
            #"s.json:1:85: list.listStyle: listStyle belongs to a List ("container": "List"), not a LazyVStack"#
        ),
        (
            list(#""kind": "swiftui", "spacing": 4, "sections": [{}]"#),
            #"s.json:1:56: list.spacing: spacing belongs to a LazyVStack ("container": "LazyVStack"), not a List"#
        ),
        (
            list(#""kind": "swiftui", "listStyle": "inset", "sections": [{}]"#),
            #"s.json:1:58: list.listStyle: expected one of "plain", "grouped", "insetGrouped", "sidebar", got "inset""#
        ),
        (
            list(#""kind": "swiftui", "container": "LazyVStack", "spacing": -1, "sections": [{}]"#),
            #"s.json:1:83: list.spacing: expected a number >= 0, got -1"#
        ),
        (
            list(
                #""kind": "swiftui", "container": "LazyVStack", "pinnedViews": ["sectionHeaders", "sectionHeaders"], "sections": [{}]"#
            ),
            #"s.json:1:106: list.pinnedViews[1]: sectionHeaders is listed twice"#
        ),
        (
            list(#""kind": "swiftui", "container": "LazyVStack", "pinnedViews": ["headers"], "sections": [{}]"#),
            #"s.json:1:88: list.pinnedViews[0]: expected one of "sectionHeaders", "sectionFooters", got "headers""#
        ),
        (
            list(#""kind": "swiftui", "container": "LazyVStack", "pinnedViews": "sectionHeaders", "sections": [{}]"#),
            #"s.json:1:87: list.pinnedViews: expected an array, got "sectionHeaders""#
        ),
        (
            list(#""kind": "swiftui", "safeAreaInset": { "edge": "bottom", "height": 50 }, "sections": [{}]"#),
            #"s.json:1:72: list.safeAreaInset.edge: safeAreaInset(edge: .bottom) is not laid out yet; only "top" is"#
        ),
        (
            list(#""kind": "swiftui", "safeAreaInset": { "title": "x" }, "sections": [{}]"#),
            #"s.json:1:62: list.safeAreaInset: a safeAreaInset view needs a "height" in points"#
        ),
        (
            list(#""kind": "swiftui", "safeAreaInset": { "height": "automatic" }, "sections": [{}]"#),
            #"s.json:1:62: list.safeAreaInset: a safeAreaInset view needs a "height" in points"#
        ),
        (
            list(#""kind": "swiftui", "safeAreaInset": { "height": 50, "width": 3 }, "sections": [{}]"#),
            #"s.json:1:78: list.safeAreaInset.width: unknown key "width""#
        ),
        (
            list(#""kind": "swiftui", "navigationBarTitleDisplayMode": "large", "sections": [{}]"#),
            #"s.json:1:78: list.navigationBarTitleDisplayMode: navigationBarTitleDisplayMode needs a navigationTitle (no title, no navigation bar)"#
        ),
        (
            list(#""kind": "swiftui", "navigationTitle": "T", "navigationBarTitleDisplayMode": "big", "sections": [{}]"#),
            #"s.json:1:102: list.navigationBarTitleDisplayMode: expected one of "automatic", "inline", "large", got "big""#
        ),
        (
            list(#""kind": "swiftui", "navigationTitle": 3, "sections": [{}]"#),
            #"s.json:1:64: list.navigationTitle: expected a string, got 3"#
        ),
        (
            list(#""kind": "swiftui", "frame": { "top": 0 }, "sections": [{}]"#),
            #"s.json:1:45: list.frame: "frame" is a UIScrollView key; a SwiftUI list fills the screen inside its safe area (a safeAreaInset moves its top)"#
        ),
        (
            list(#""kind": "swiftui", "contentInset": { "top": 10 }, "sections": [{}]"#),
            #"s.json:1:45: list.contentInset: "contentInset" is a UIScrollView key; a SwiftUI list fills the screen inside its safe area (a safeAreaInset moves its top)"#
        ),
        (
            list(#""kind": "swiftui", "style": "plain", "sections": [{}]"#),
            #"s.json:1:45: list.style: "style" is a table key and this list is a SwiftUI list; a variant removes it with null"#
        ),
        (
            list(#""kind": "swiftui", "itemSize": { "width": 1 }, "sections": [{}]"#),
            #"s.json:1:45: list.itemSize: "itemSize" is a collection view (flow layout) key and this list is a SwiftUI list; a variant removes it with null"#
        ),
        (
            list(#""kind": "swiftui", "container": "LazyVStack", "sections": [{ "rows": [{ "accessoryType": "checkmark" }] }]"#),
            #"s.json:1:85: list.sections[0]: a LazyVStack's rows, headers and footers are plain views; accessoryType, accessoryView, configuration, secondaryText belong to a List"#
        ),
        (
            list(#""kind": "swiftui", "sections": [{ "items": [] }]"#),
            #"s.json:1:60: list.sections[0].items: unknown key "items"; a table's sections hold "rows" ("items" is for a collection view)"#
        ),
        (
            list(#""kind": "swiftui", "sections": []"#),
            #"s.json:1:57: list.sections: a list needs at least one section"#
        ),
        (
            list(#""kind": "table", "pinnedViews": ["sectionHeaders"], "sections": [{}]"#),
            #"s.json:1:43: list.pinnedViews: "pinnedViews" is a SwiftUI list key and this list is a table; a variant removes it with null"#
        ),
        (
            #"{ "name": "s", "navigationBar": { "title": "x" }, "list": { "kind": "swiftui", "navigationTitle": "T", "sections": [{}] } }"#,
            #"s.json:1:33: navigationBar: a SwiftUI list with a navigationTitle gets its bar from it; remove navigationBar (a variant sets it to null)"#
        ),
    ]

    @Test func everyKeyHasItsError() {
        for (json, expected) in Self.cases {
            let got: String
            do {
                _ = try ScenarioDecoder.decode(Array(json.utf8), source: "s.json")
                got = "accepted"
            } catch { got = error.description }
            #expect(got == expected, "\(json)")
        }
    }

    /// Absent keys: a List (SwiftUI's default container) in the inset grouped style (the look of
    /// `ListStyle.automatic` on iPhone, an assumption), no inset, no title; a lazy stack 8 pt apart
    /// (fatbobman: about 8 between plain views) pinning nothing. SwiftUI insets by the safe area
    /// always and bounces when short.
    @Test func defaults() throws {
        let list = try Self.decode(Self.list(#""kind": "swiftui", "sections": [{ "rows": { "count": 2 } }]"#)).base.list
        #expect(list.kind == .swiftUI(SwiftUISpec(container: .list(.insetGrouped))))
        #expect(list.contentInsetAdjustmentBehavior == .always)
        #expect(list.alwaysBounceVertical == true)
        let stack = try Self.decode(Self.list(#""kind": "swiftui", "container": "LazyVStack", "sections": [{}]"#)).base.list
        #expect(stack.kind == .swiftUI(SwiftUISpec(container: .lazyVStack(spacing: 8, pinnedViews: PinnedScrollableViews()))))
        // safeAreaInset's spacing: 0 unless given.
        let inset = try Self.decode(
            Self.list(#""kind": "swiftui", "safeAreaInset": { "height": 50, "spacing": 6 }, "sections": [{}]"#)
        ).base.list
        guard case .swiftUI(let ui) = inset.kind else {
            Issue.record("not SwiftUI")
            return
        }
        #expect(ui.safeAreaInsetTopHeight == 50 && ui.safeAreaInsetTopSpacing == 6 && ui.safeAreaInsetTopExtent == 56)
    }

    /// navigationTitle puts the list in a navigation stack whose system bar is the large-title
    /// bar of the bars issue: large and automatic (large at the stack's root when a title is set,
    /// Apple's ToolbarTitleDisplayMode.automatic) prefer large titles, inline does not.
    @Test func navigationTitleMakesTheSystemBar() throws {
        func bar(_ mode: String?) throws -> NavigationBarSpec? {
            let modeKey = mode.map { #""navigationBarTitleDisplayMode": "\#($0)", "# } ?? ""
            return try Self.decode(Self.list(#""kind": "swiftui", "navigationTitle": "Alarms", \#(modeKey)"sections": [{}]"#))
                .base.navigationBar
        }
        for mode in [nil, "automatic", "large"] {
            let b = try #require(try bar(mode))
            #expect(b.kind == .system && b.title == "Alarms" && b.height == nil && b.showsLargeTitle, "\(mode ?? "absent")")
        }
        let inline = try #require(try bar("inline"))
        #expect(inline.kind == .system && !inline.showsLargeTitle)
        // No title, no navigation stack: no bar.
        #expect(try Self.decode(Self.list(#""kind": "swiftui", "sections": [{}]"#)).base.navigationBar == nil)
    }

    /// A variant may switch the kind and brings its own sections (merge patches replace arrays
    /// whole); the keys of the kind it leaves are removed with null.
    @Test func aVariantSwitchesToSwiftUI() throws {
        let doc = try Self.decode(
            #"""
            { "name": "s", "navigationBar": { "kind": "overlay", "height": 50 },
              "list": { "kind": "table", "style": "plain", "sections": [{ "rows": { "count": 3 } }] },
              "variants": [
                { "name": "table" },
                { "name": "swiftui", "navigationBar": null,
                  "list": { "kind": "swiftui", "style": null, "container": "LazyVStack", "pinnedViews": ["sectionHeaders", "sectionFooters"],
                            "sections": [{ "header": { "height": 40 }, "rows": { "count": 3 } }] } }
              ] }
            """#)
        let variants = try #require(doc.variants)
        #expect(
            variants[1].scenario.list.kind
                == .swiftUI(
                    SwiftUISpec(
                        container: .lazyVStack(
                            spacing: 8, pinnedViews: PinnedScrollableViews(sectionHeaders: true, sectionFooters: true)))))
        #expect(variants[1].scenario.navigationBar == nil)
        #expect(variants[1].scenario.list.sections[0].header?.height == .points(40))
    }
}
