import MockgenDecoding
import MockgenFormat
import MockgenTestSupport
import Testing

@testable import MockgenLayout

/// The Compose kind laid out (Compose/ComposeGeometry.swift, Compose/Simulation+Compose.swift). Every
/// device here is `pixel-8`: status bar 54.1 dp, gesture bar 24 dp (Device.androidPresets).
@Suite struct ComposeLayoutTests {
    static func layout(_ list: String, offsets: [Double]) throws -> VariantLayout {
        let json = #"{ "name": "c", "device": "pixel-8", "list": { "kind": "compose", \#(list) } }"#
        let scenario = try ScenarioDecoder.decode(Array(json.utf8), source: "c.json").base
        return try LayoutRun.layOut(base: scenario, selection: .offsets(offsets), fonts: fonts(for: scenario)).variants[0]
    }

    static func frame(_ f: FrameLayout, _ id: String) -> Rect? { f.elements.first { $0.id == id }?.frame }
    static func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

    /// Device.androidPresets: px / density for the size (Pixel 8 1080 x 2400 at 420 dpi, 8 Pro
    /// 1344 x 2992 at 480 dpi; DF's Pixel 9 and 9 Pro XL), DF's status bar and gesture bar insets.
    @Test func androidPresetsInDp() throws {
        let expected: [(String, Double, Double, Double, Double, Double)] = [
            ("pixel-8", 1080 / 2.625, 2400 / 2.625, 54.1, 24, 2.625),
            ("pixel-8-pro", 1344 / 3, 2992 / 3, 53, 24, 3),
            ("pixel-9", 1080 / 2.625, 2424 / 2.625, 54.1, 24, 2.625),
            ("pixel-9-pro-xl", 1344 / 3, 2992 / 3, 53, 24, 3),
            ("galaxy-s8", 360, 740, 24, 0, 4),
        ]
        for (name, w, h, top, bottom, scale) in expected {
            let d = try #require(Device.preset(named: name))
            #expect(
                d.width == w && d.height == h && d.safeArea.top == top && d.safeArea.bottom == bottom && d.scale == scale,
                "\(name)")
        }
    }

    /// `contentPadding` and `spacedBy`: no top bar, so the Scaffold pads by the status bar (54.1);
    /// with contentPadding top 10, the first child starts at 64.1, the next 56 + 8 further down.
    /// Start and end padding narrow every child: 411.429 - 16 - 24 wide, from x 16.
    @Test func paddingAndSpacing() throws {
        let v = try Self.layout(
            #"""
            "contentPadding": { "top": 10, "start": 16, "end": 24 }, "verticalArrangement": { "spacedBy": 8 },
            "content": [{ "items": { "count": 3, "height": 56 } }]
            """#, offsets: [0])
        let f = v.frameArray[0]
        #expect(Self.close(Self.frame(f, "cell.0.0")?.y, 64.1))
        #expect(Self.close(Self.frame(f, "cell.0.1")?.y, 64.1 + 56 + 8))
        #expect(Self.close(Self.frame(f, "cell.0.2")?.y, 64.1 + 2 * (56 + 8)))
        #expect(Self.frame(f, "cell.0.0")?.x == 16)
        #expect(Self.close(Self.frame(f, "cell.0.0")?.width, 1080 / 2.625 - 40))
        // Content: 64.1 + 3 x 56 + 2 x 8 + the gesture bar's 24 (the Scaffold's bottom padding).
        #expect(Self.close(f.contentSize.height, 64.1 + 168 + 16 + 24))
    }

    /// LazyListHeaders.kt: the header sits at max(-beforeContentPadding, its offset): it pins at
    /// the viewport's top edge, window y 0, not under the 100 dp of top padding (nor under the
    /// status bar's 54.1 of Scaffold padding). Its natural y is 54.1 + 100 = 154.1, so it starts to
    /// pin at offset 154.1.
    @Test func stickyHeaderIgnoresTheTopContentPadding() throws {
        let v = try Self.layout(
            #"""
            "contentPadding": { "top": 100 },
            "content": [{ "stickyHeader": { "height": 48 } }, { "items": { "count": 40, "height": 72 } }]
            """#, offsets: [0, 154.1, 300])
        #expect(Self.close(Self.frame(v.frameArray[0], "header.0")?.y, 154.1))
        #expect(Self.frame(v.frameArray[2], "header.0")?.y == 0)
        #expect(v.frameArray[2].elements.first { $0.id == "header.0" }?.pinned == true)
        #expect(v.events.first { $0.label == "header.0 pins" }.map { Self.close($0.offset, 154.1) } == true)
    }

    /// The next header replaces the pinned one: header 1's natural y is 54.1 + 48 + 20 x 72 =
    /// 1542.1; at offset 1504.1 header 0 is held at 1542.1 - 48 = 1494.1, window y -10.
    @Test func theNextHeaderPushesThePinnedOneOff() throws {
        let v = try Self.layout(
            #"""
            "content": [{ "stickyHeader": { "height": 48 } }, { "items": { "count": 20, "height": 72 } },
                        { "stickyHeader": { "height": 48 } }, { "items": { "count": 20, "height": 72 } }]
            """#, offsets: [0, 1504.1, 1600])
        #expect(Self.close(Self.frame(v.frameArray[1], "header.0")?.y, -10))
        #expect(Self.close(Self.frame(v.frameArray[1], "header.1")?.y, 38))
        #expect(Self.frame(v.frameArray[2], "header.1")?.y == 0)
        #expect(Self.frame(v.frameArray[2], "header.0") == nil)
    }

    /// A down-up-down path under an enterAlways TopAppBar (64 dp, Material 3): the bar's frame is
    /// the status bar plus 64 - hidden, hidden following each delta (AppBar.kt, EnterAlways...):
    /// down 0 -> 500 hides it by 64 at 64; up from 500 it is back whole at 436; down from 300
    /// it is gone again at 364. Same offsets, other heights: 470 going up shows 30 dp of it.
    @Test func enterAlwaysBarLeavesAndComesBack() throws {
        let v = try Self.layout(
            #"""
            "topBar": { "title": "Inbox", "scrollBehavior": "enterAlways" },
            "content": [{ "items": { "count": 60, "height": 72 } }]
            """#, offsets: [0, 30, 64, 500, 470, 436, 300, 320, 364, 600])
        let heights = v.frames.map { $0.navigationBar?.frame.height ?? -1 }
        let expected = [0.0, 30, 64, 64, 34, 0, 0, 20, 64, 64].map { 54.1 + 64 - $0 }
        #expect(zip(heights, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(heights)")
        let events = v.events.map { "\($0.label)@\(formatNumber($0.offset))" }
        #expect(
            events == [
                "topAppBar hiding@0", "topAppBar hidden@64", "topAppBar showing@500", "topAppBar shown@436",
                "topAppBar hiding@300", "topAppBar hidden@364",
            ])
        // The list itself does not follow the bar: cell 0 sits at 54.1 + 64 - offset.
        #expect(Self.close(Self.frame(v.frameArray[1], "cell.0.0")?.y, 118.1 - 30))
    }

    /// exitUntilCollapsed on a LargeTopAppBar (152 dp expanded, 64 collapsed): collapsed by
    /// min(offset, 88) whichever way the list moves, so 40 shows the same going down and going up.
    @Test func exitUntilCollapsedFollowsTheOffset() throws {
        let v = try Self.layout(
            #"""
            "topBar": { "kind": "LargeTopAppBar", "title": "Inbox", "scrollBehavior": "exitUntilCollapsed" },
            "content": [{ "items": { "count": 60, "height": 72 } }]
            """#, offsets: [0, 40, 88, 500, 40, 0])
        let heights = v.frames.map { $0.navigationBar?.frame.height ?? -1 }
        let expected = [0.0, 40, 88, 88, 40, 0].map { 54.1 + 152 - $0 }
        #expect(zip(heights, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(heights)")
        #expect(
            v.events.map(\.label) == [
                "topAppBar collapsing", "topAppBar collapsed", "topAppBar collapsing", "topAppBar expanded",
            ])
    }

    /// `Modifier.padding(innerPadding)`: the list's viewport starts at the bar's bottom, so a
    /// sticky header pins there and follows the bar. Header natural y = 54.1 + 64 + 200 = 318.1.
    /// Going down, the bar is gone from 64, the line is at 54.1: it pins at 318.1 - 54.1 = 264.
    /// Back up from 600 to 550 the bar shows 50 dp, the header sits at 54.1 + 50.
    @Test func underTheBarWithModifierPadding() throws {
        let v = try Self.layout(
            #"""
            "innerPadding": "modifier", "topBar": { "scrollBehavior": "enterAlways" },
            "content": [{ "item": { "height": 200 } }, { "stickyHeader": { "height": 48 } }, { "items": { "count": 40, "height": 72 } }]
            """#, offsets: [0, 600, 550])
        #expect(Self.close(Self.frame(v.frameArray[1], "header.1")?.y, 54.1))
        #expect(Self.close(Self.frame(v.frameArray[2], "header.1")?.y, 104.1))
        #expect(v.events.first { $0.label == "header.1 pins" }.map { Self.close($0.offset, 264) } == true)
    }

    /// With `contentPadding = innerPadding` (the default) the same header pins at window y 0,
    /// under the status bar and the bar: where the platforms differ from UIKit's pin line.
    @Test func underTheStatusBarWithContentPadding() throws {
        let v = try Self.layout(
            #"""
            "topBar": { "scrollBehavior": "enterAlways" },
            "content": [{ "item": { "height": 200 } }, { "stickyHeader": { "height": 48 } }, { "items": { "count": 40, "height": 72 } }]
            """#, offsets: [0, 600, 550])
        #expect(Self.frame(v.frameArray[1], "header.1")?.y == 0)
        #expect(Self.frame(v.frameArray[2], "header.1")?.y == 0)
        #expect(v.events.first { $0.label == "header.1 pins" }.map { Self.close($0.offset, 318.1) } == true)
    }

    /// Four sections of a 48 dp header and 12 rows of 72 (912 dp each) under a pinned 64 dp
    /// TopAppBar. Compose composes one sticky header (LazyLayoutStickyItems.kt): the last header
    /// at or before the first child ending below the bounds' top T, at max(T, its y), at most the
    /// next header's y less its 48. Header S's y is 118.1 + 912 S (status bar 54.1 + 64 of
    /// Scaffold padding). With `contentPadding` T = offset, so header S takes over at 118.1 + 912 S;
    /// with `modifier` T = offset + 118.1 (the bar's bottom), so at 912 S: as it reaches the
    /// bar, where the one it pushed is wholly under the bar (not 118.1 later).
    @Test func oneStickyHeaderAtATimeInBothPaddingVariants() throws {
        for (padding, lead) in [("contentPadding", 118.1), ("modifier", 0.0)] {
            let content = (0..<4).map { _ in
                #"{ "stickyHeader": { "height": 48 } }, { "items": { "count": 12, "height": 72 } }"#
            }.joined(separator: ", ")
            let offsets = stride(from: 0.0, through: 2875, by: 7).map { $0 } + [2875.8]
            let v = try Self.layout(
                #""innerPadding": "\#(padding)", "topBar": { "title": "Inbox" }, "content": [\#(content)]"#,
                offsets: offsets)
            for f in v.frames {
                // The bounds' top in the window: 0, or the bar's bottom, 54.1 + 64.
                let top = padding == "modifier" ? 118.1 : 0
                let headers = f.elements.filter { $0.kind == .header }
                let pinned = headers.filter(\.pinned)
                #expect(pinned.count <= 1, "\(padding) at \(f.contentOffset): \(pinned.map(\.id))")
                for h in pinned {
                    #expect(h.frame.maxY > top + 1e-9, "\(padding) at \(f.contentOffset): \(h.id) above the viewport")
                }
                #expect(headers.allSatisfy { $0.frame.maxY > top + 1e-9 }, "\(padding) at \(f.contentOffset)")
            }
            let events = v.events.filter { $0.label.hasPrefix("header") }.map { "\($0.label)@\(formatNumber($0.offset))" }
            let changes = (1..<4).flatMap { s in
                [
                    "header.\(s - 1) unpins@\(formatNumber(lead + 912 * Double(s)))",
                    "header.\(s) pins@\(formatNumber(lead + 912 * Double(s)))",
                ]
            }
            #expect(events == ["header.0 pins@\(formatNumber(lead))"] + changes, "\(padding)")
        }
    }

    /// Each bar's expanded and collapsed heights from the compose-material3 token files
    /// (tokens/AppBar*Tokens.kt), under exitUntilCollapsed at offsets 0, 30 and 400: the bar is
    /// 54.1 + expanded - min(offset, travel) tall, travel = expanded - 64 for a two-row bar and
    /// the whole 64 for a one-row one.
    @Test func everyTopAppBarKindFromItsTokens() throws {
        let cases: [(kind: String, subtitle: Bool, expanded: Double, travel: Double)] = [
            ("TopAppBar", false, 64, 64),  // AppBarSmallTokens.ContainerHeight
            ("TopAppBar", true, 64, 64),  // a subtitle leaves the small bar at 64
            ("CenterAlignedTopAppBar", false, 64, 64),
            ("MediumTopAppBar", false, 112, 48),  // AppBarMediumTokens.ContainerHeight
            ("LargeTopAppBar", false, 152, 88),  // AppBarLargeTokens
            ("MediumFlexibleTopAppBar", false, 112, 48),  // AppBarMediumFlexibleTokens.ContainerHeight
            ("MediumFlexibleTopAppBar", true, 136, 72),  // .LargeContainerHeight
            ("LargeFlexibleTopAppBar", false, 120, 56),  // AppBarLargeFlexibleTokens.ContainerHeight
            ("LargeFlexibleTopAppBar", true, 152, 88),  // .LargeContainerHeight
        ]
        for c in cases {
            let subtitle = c.subtitle ? #", "subtitle": "3 unread""# : ""
            let v = try Self.layout(
                #"""
                "topBar": { "kind": "\#(c.kind)", "title": "Inbox"\#(subtitle), "scrollBehavior": "exitUntilCollapsed" },
                "content": [{ "items": { "count": 60, "height": 72 } }]
                """#, offsets: [0, 30, 400])
            let heights = v.frames.map { $0.navigationBar?.frame.height ?? -1 }
            let expected = [0.0, 30, 400].map { 54.1 + c.expanded - min($0, c.travel) }
            #expect(zip(heights, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(c.kind) \(c.subtitle): \(heights)")
        }
    }

    /// The Scaffold's bottom bar and FAB (Scaffold.kt; tokens NavigationBarTokens,
    /// BottomAppBarTokens, DockedToolbarTokens, FabPrimarySmallTokens, FabBaselineTokens,
    /// FabPrimaryLargeTokens). Pixel 8: 411.429 x 914.286, gesture bar 24. A NavigationBar is
    /// 80 + 24 = 104 from y 810.286 to the bottom; a 56 FAB sits 16 from the end and 16 above the
    /// bar: x 411.429 - 16 - 56, y 810.286 - 16 - 56. The list's bottom padding is the bar's 104.
    @Test func bottomBarAndFloatingActionButton() throws {
        let w = 1080 / 2.625
        let h = 2400 / 2.625
        let cases: [(bar: String, container: Double)] = [
            ("NavigationBar", 80), ("ShortNavigationBar", 64), ("BottomAppBar", 80), ("FlexibleBottomAppBar", 64),
        ]
        for c in cases {
            let v = try Self.layout(
                #"""
                "topBar": { "title": "Inbox" }, "floatingActionButton": { "kind": "regular", "icon": "edit" },
                "bottomBar": { "kind": "\#(c.bar)", "items": [{ "title": "Mail", "icon": "mail" }, { "title": "Meet" }] },
                "content": [{ "items": { "count": 30, "height": 72 } }]
                """#, offsets: [0, 500])
            for f in v.frames {
                let bar = try #require(Self.frame(f, "bottomBar"), "\(c.bar)")
                #expect(Self.close(bar.y, h - c.container - 24) && Self.close(bar.height, c.container + 24), "\(c.bar)")
                let fab = try #require(Self.frame(f, "floatingActionButton"))
                #expect(Self.close(fab.x, w - 16 - 56) && Self.close(fab.y, h - c.container - 24 - 16 - 56), "\(c.bar)")
                #expect(fab.width == 56 && fab.height == 56)
                // 54.1 + 64 + 30 x 72 + the bar's height.
                #expect(Self.close(f.contentSize.height, 54.1 + 64 + 2160 + c.container + 24), "\(c.bar)")
            }
        }
        // No bottom bar: the FAB keeps 16 above the gesture bar; small 40 and large 96, Start and Center.
        let small = try Self.layout(
            #"""
            "floatingActionButton": { "kind": "small" }, "floatingActionButtonPosition": "Start",
            "content": [{ "items": { "count": 30, "height": 72 } }]
            """#, offsets: [0])
        #expect(
            Self.frame(small.frameArray[0], "floatingActionButton").map { Self.close($0.y, h - 24 - 16 - 40) && $0.x == 16 }
                == true)
        let large = try Self.layout(
            #"""
            "floatingActionButton": { "kind": "large" }, "floatingActionButtonPosition": "Center",
            "content": [{ "items": { "count": 30, "height": 72 } }]
            """#, offsets: [0])
        #expect(
            Self.frame(large.frameArray[0], "floatingActionButton").map { Self.close($0.x, (w - 96) / 2) && $0.width == 96 }
                == true)
    }

    /// FloatingActionButton.kt's `ExtendedFloatingActionButton(text, icon, expanded)`: expanded,
    /// its Row is 16 + the 24 dp icon + 12 + the label + 20, at least 80; collapsed, a 56 square;
    /// 56 tall (`ExtendedFabPrimaryTokens.ContainerHeight`). The label "Compose" in labelLarge
    /// (Roboto Medium 14, tracking 0.1): hmtx advances 1337 + 1166 + 1783 + 1153 + 1166 + 1058 +
    /// 1099 = 8762 units of 2048 (no kerning pair between them), 8762 * 14 / 2048 = 59.895 dp,
    /// plus 7 x 0.1 = 60.595 dp, 159.06 px on the Pixel 8 rounded up to 160 px = 60.952 dp. So
    /// 72 + 160 / 2.625 wide, from x 411.429 - 16 - that, y 914.286 - 24 - 16 - 56.
    ///
    /// `firstItemVisible` (`listState.firstVisibleItemIndex == 0`): no top bar, so the first
    /// child (48 tall) starts at 54.1 and ends at 102.1 with 8 of spacing after it: still composed
    /// while 110.1 is below the screen's top (the bounds' top with contentPadding), so expanded at
    /// offset 110 and collapsed from 110.1.
    @Test func extendedFloatingActionButton() throws {
        let w = 1080 / 2.625
        let h = 2400 / 2.625
        let label = 160 / 2.625
        let v = try Self.layout(
            #"""
            "floatingActionButton": { "kind": "extended", "icon": "edit", "text": "Compose", "expanded": "firstItemVisible" },
            "verticalArrangement": { "spacedBy": 8 },
            "content": [{ "item": { "height": 48 } }, { "items": { "count": 30, "height": 72 } }]
            """#, offsets: [0, 110, 110.1, 600])
        let fabs = try v.frames.map { try #require(Self.frame($0, "floatingActionButton")) }
        let expanded = 16 + 24 + 12 + label + 20
        for (fab, width) in zip(fabs, [expanded, expanded, 56, 56]) {
            #expect(Self.close(fab.width, width) && Self.close(fab.x, w - 16 - width), "\(fab)")
            #expect(Self.close(fab.y, h - 24 - 16 - 56) && fab.height == 56)
        }
        #expect(v.frameArray[0].elements.first { $0.id == "floatingActionButton" }?.view.title == "Compose")
        #expect(v.frameArray[2].elements.first { $0.id == "floatingActionButton" }?.view.title == nil)
        // The text-only overload: 20 + the label + 20, centred, at least 80.
        let plain = try Self.layout(
            #"""
            "floatingActionButton": { "kind": "extended", "text": "Compose" }, "content": [{ "items": { "count": 30, "height": 72 } }]
            """#, offsets: [0])
        #expect(Self.close(Self.frame(plain.frameArray[0], "floatingActionButton")?.width, 40 + label))
    }

    /// `BottomAppBarDefaults.exitAlwaysScrollBehavior` (AppBar.kt, `ExitAlwaysScrollBehavior`:
    /// `onPostScroll` adds every delta the list consumed to `heightOffset`, which minus the bar's
    /// measured height and 0 clamp; `BottomAppBar` lays out at its height plus the offset, its
    /// content at the top). Pixel 8: the bar is 80 + 24 = 104 from y 810.286; down to 50 it has
    /// gone 50, by 200 all 104; back up to 150 it shows 50 again (hidden 54). The FAB stays 16
    /// above the bar's top (Scaffold.kt), so it goes down with it.
    @Test func exitAlwaysBottomBarSlidesWithTheList() throws {
        let h = 2400 / 2.625
        let v = try Self.layout(
            #"""
            "floatingActionButton": { "kind": "regular", "icon": "edit" },
            "bottomBar": { "kind": "BottomAppBar", "scrollBehavior": "exitAlways", "items": [{ "title": "Archive" }] },
            "content": [{ "items": { "count": 60, "height": 72 } }]
            """#, offsets: [0, 50, 200, 150])
        for (f, hidden) in zip(v.frameArray, [0.0, 50, 104, 54]) {
            let bar = try #require(Self.frame(f, "bottomBar"))
            #expect(Self.close(bar.y, h - 104 + hidden) && Self.close(bar.height, 104), "\(hidden): \(bar)")
            #expect(Self.close(Self.frame(f, "floatingActionButton")?.y, h - 104 + hidden - 16 - 56), "\(hidden)")
        }
        let events = v.events.map { "\($0.label)@\(formatNumber($0.offset))" }
        #expect(events == ["bottomBar hiding@0", "bottomBar hidden@104", "bottomBar showing@200"], "\(events)")
    }

    /// The extended FAB's state changes are events where they happen: the first child (48 tall
    /// from 54.1, 8 of spacing after it) ends, spacing included, at 110.1; with contentPadding the
    /// bounds' top is the offset, so down the content the FAB collapses at 110.1 and, coming back,
    /// expands there. The walk lands a frame on each (`--frames` snaps to events).
    @Test func extendedFloatingActionButtonEvents() throws {
        let v = try Self.layout(
            #"""
            "floatingActionButton": { "kind": "extended", "icon": "edit", "text": "Compose", "expanded": "firstItemVisible" },
            "verticalArrangement": { "spacedBy": 8 },
            "content": [{ "item": { "height": 48 } }, { "items": { "count": 30, "height": 72 } }]
            """#, offsets: [0, 300, 0])
        let events = v.events.map { "\($0.label)@\(formatNumber($0.offset))" }
        #expect(events == ["floatingActionButton collapses@110.1", "floatingActionButton expands@110.1"], "\(events)")
        // A FAB that does not follow the list has none.
        let fixed = try Self.layout(
            #"""
            "floatingActionButton": { "kind": "extended", "icon": "edit", "text": "Compose" },
            "content": [{ "item": { "height": 48 } }, { "items": { "count": 30, "height": 72 } }]
            """#, offsets: [0, 300, 0])
        #expect(fixed.events.isEmpty)
    }

    /// With `Modifier.padding(innerPadding)` and an enterAlways TopAppBar (64 over the 54.1 status
    /// bar), the bounds' top is the bar's bottom: the offset + 118.1 at rest, + 54.1 with the bar
    /// gone (from 64 on). The first child runs from 118.1 to 166.1, 174.1 with its spacing, so it
    /// leaves at 174.1 - 54.1 = 120, not at 174.1 - 118.1 = 56 where a bar at rest would put it.
    @Test func extendedFloatingActionButtonUnderAMovingBar() throws {
        let v = try Self.layout(
            #"""
            "topBar": { "kind": "TopAppBar", "title": "Inbox", "scrollBehavior": "enterAlways" }, "innerPadding": "modifier",
            "floatingActionButton": { "kind": "extended", "icon": "edit", "text": "Compose", "expanded": "firstItemVisible" },
            "verticalArrangement": { "spacedBy": 8 },
            "content": [{ "item": { "height": 48 } }, { "items": { "count": 30, "height": 72 } }]
            """#, offsets: [0, 300])
        let events = v.events.filter { $0.label.hasPrefix("floatingActionButton") }.map {
            "\($0.label)@\(formatNumber($0.offset))"
        }
        #expect(events == ["floatingActionButton collapses@120"], "\(events)")
    }

    /// `HorizontalFloatingToolbar` (Docs/platform-rules.md#compose-12), four IconButtons: the
    /// pill is 8 + 4 x 48 + 8 = 208 wide and 64 tall (FloatingToolbarTokens: ContainerLeadingSpace,
    /// ContainerTrailingSpace, ContainerHeight; the 48 dp touch target), centred:
    /// x = (411.429 - 208) / 2; its bottom 16 (ScreenOffset) above the Box padded by the
    /// Scaffold's inner padding, whose bottom is the gesture bar's top: y = 914.286 - 24 - 16 - 64.
    /// `exitAlwaysScrollBehavior(Bottom)` travels from its top to the Box's bottom, 64 + 16 = 80:
    /// 50 hidden at 50, all 80 by 200, back up to 150 it shows 50 again (hidden 30).
    @Test func floatingToolbarSlidesWithTheList() throws {
        let w = 1080 / 2.625
        let h = 2400 / 2.625
        let v = try Self.layout(
            #"""
            "floatingToolbar": {
              "items": [{ "icon": "a" }, { "icon": "b" }, { "icon": "c" }, { "icon": "d" }], "scrollBehavior": "exitAlways"
            },
            "content": [{ "items": { "count": 60, "height": 72 } }]
            """#, offsets: [0, 50, 200, 150])
        for (f, hidden) in zip(v.frameArray, [0.0, 50, 80, 30]) {
            let bar = try #require(Self.frame(f, "floatingToolbar"))
            #expect(Self.close(bar.x, (w - 208) / 2) && bar.width == 208 && bar.height == 64, "\(bar)")
            #expect(Self.close(bar.y, h - 24 - 16 - 64 + hidden), "\(hidden): \(bar)")
        }
        let events = v.events.map { "\($0.label)@\(formatNumber($0.offset))" }
        #expect(events == ["floatingToolbar hiding@0", "floatingToolbar hidden@80", "floatingToolbar showing@200"], "\(events)")
        // Without a scroll behaviour it stays.
        let still = try Self.layout(
            #""floatingToolbar": { "items": [{ "icon": "a" }] }, "content": [{ "items": { "count": 60, "height": 72 } }]"#,
            offsets: [0, 200])
        #expect(still.frameArray.map { Self.frame($0, "floatingToolbar")?.y } == [h - 24 - 16 - 64, h - 24 - 16 - 64])
        #expect(still.events.isEmpty)
    }

    /// With its FAB (`HorizontalFloatingToolbarWithFabLayout`): the layout is 208 + 8
    /// (ToolbarToFabGap) + 56 (FabSizeRange.start) = 272 wide and 80 (FabSizeRange.endInclusive)
    /// tall, its bottom 16 above the gesture bar: top 914.286 - 24 - 16 - 80; the pill centred in
    /// it (8 down), the FAB too (12 down) at the end. Over a NavigationBar (80 + 24) the Box ends
    /// at the bar's top. Exit towards the end: from its start to the Box's end,
    /// 411.429 - (411.429 - 272) / 2.
    @Test func floatingToolbarWithItsFloatingActionButton() throws {
        let w = 1080 / 2.625
        let h = 2400 / 2.625
        let v = try Self.layout(
            #"""
            "floatingToolbar": {
              "items": [{ "icon": "a" }, { "icon": "b" }, { "icon": "c" }, { "icon": "d" }],
              "floatingActionButton": { "icon": "add" }, "scrollBehavior": "exitAlways", "exitDirection": "End"
            },
            "content": [{ "items": { "count": 60, "height": 72 } }]
            """#, offsets: [0, 40, 400])
        let x = (w - 272) / 2
        let top = h - 24 - 16 - 80
        let travel = w - x
        for (f, moved) in zip(v.frameArray, [0.0, 40, travel]) {
            let bar = try #require(Self.frame(f, "floatingToolbar"))
            let fab = try #require(Self.frame(f, "floatingToolbar.floatingActionButton"))
            #expect(Self.close(bar.x, x + moved) && Self.close(bar.y, top + 8) && bar.width == 208 && bar.height == 64, "\(bar)")
            #expect(Self.close(fab.x, x + moved + 208 + 8) && Self.close(fab.y, top + 12) && fab.width == 56, "\(fab)")
        }
        let start = try Self.layout(
            #"""
            "floatingToolbar": {
              "items": [{ "icon": "a" }], "floatingActionButton": { "icon": "add" }, "floatingActionButtonPosition": "Start"
            },
            "bottomBar": { "kind": "NavigationBar", "items": [{ "title": "Home" }] },
            "content": [{ "items": { "count": 60, "height": 72 } }]
            """#, offsets: [0])
        // 8 + 48 + 8 = 64, with the FAB 128 wide; the FAB first, the pill 64 after it.
        let f = start.frameArray[0]
        let fab = try #require(Self.frame(f, "floatingToolbar.floatingActionButton"))
        let bar = try #require(Self.frame(f, "floatingToolbar"))
        #expect(Self.close(fab.x, (w - 128) / 2) && Self.close(bar.x, (w - 128) / 2 + 64), "\(fab) \(bar)")
        #expect(Self.close(bar.y, h - 104 - 16 - 80 + 8), "\(bar)")
    }

    /// The exitAlways parts are scroll-delta bars as far as the device in force lets them go:
    /// a floating toolbar towards the bottom 64 + 16 (FloatingToolbarTokens: ContainerHeight,
    /// ContainerExternalPadding) on any phone; towards the end from its start to the screen's end,
    /// (411.429 + 64) / 2 on the Pixel 8 and (360 + 64) / 2 on the Galaxy S8 (a 64 dp pill for one
    /// item, centred); a BottomAppBar 80 + the gesture bar, 104 on the Pixel 8 and 80 on the S8,
    /// whose gesture bar lies outside the window. A device set after decoding (`--device`) counts.
    @Test func scaffoldBarsTravelOnTheDeviceInForce() throws {
        func extents(_ list: String, device: String) throws -> [String: Double] {
            let json =
                #"{ "name": "c", "device": "pixel-8", "list": { "kind": "compose", \#(list), "content": [{ "item": { "height": 56 } }] } }"#
            var scenario = try ScenarioDecoder.decode(Array(json.utf8), source: "c.json").base
            scenario.device = try #require(Device.preset(named: device))
            var out: [String: Double] = [:]
            for bar in Simulation.composeScaffoldBars(scenario) {
                guard let bar = bar as? DirectionalBar else { continue }
                out[bar.spec.bar] = bar.spec.extent
            }
            return out
        }
        let bottom = #""floatingToolbar": { "items": [{ "icon": "a" }], "scrollBehavior": "exitAlways" }"#
        #expect(try extents(bottom, device: "pixel-8") == ["floatingToolbar": 80])
        #expect(try extents(bottom, device: "galaxy-s8") == ["floatingToolbar": 80])
        let end = #""floatingToolbar": { "items": [{ "icon": "a" }], "scrollBehavior": "exitAlways", "exitDirection": "End" }"#
        #expect(Self.close(try extents(end, device: "pixel-8")["floatingToolbar"], (1080 / 2.625 + 64) / 2))
        #expect(Self.close(try extents(end, device: "galaxy-s8")["floatingToolbar"], (360 + 64) / 2))
        let bar = #""bottomBar": { "kind": "BottomAppBar", "scrollBehavior": "exitAlways" }"#
        #expect(try extents(bar, device: "pixel-8") == ["bottomBar": 104])
        #expect(try extents(bar, device: "galaxy-s8") == ["bottomBar": 80])
        #expect(try extents(#""floatingToolbar": { "items": [{ "icon": "a" }] }"#, device: "pixel-8").isEmpty)
    }
}
