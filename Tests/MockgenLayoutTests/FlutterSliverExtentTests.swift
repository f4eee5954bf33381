import MockgenDecoding
import MockgenLayout
import MockgenTestSupport
import MockgenText
import Testing

/// The slivers of Flutter 3.24 and later, and SliverAppBar's bottom and named variants, on the
/// iPhone 15 Pro (393 x 852; MediaQuery padding 59 top, 34 bottom). Each extent is worked out from
/// the rule in the source file named on the test (paths under packages/flutter/lib/src/), the
/// arithmetic in the comments; window y = content y - offset.
@Suite struct FlutterSliverExtentTests {
    static func frames(_ slivers: String, path: String) throws -> [FrameLayout] {
        let s = try FlutterSliverTests.scenario(slivers, path: path)
        let count = path.split(separator: ",").count
        return try LayoutRun.layOut(base: s, selection: .spread(count: count, snapToEvents: false)).variants[0].frameArray
    }

    static func at(_ slivers: String, offsets: [Double]) throws -> [FrameLayout] {
        let s = try FlutterSliverTests.scenario(slivers)
        return try LayoutRun.layOut(base: s, selection: .offsets(offsets)).variants[0].frameArray
    }

    static func ys(_ f: [FrameLayout], _ id: String) -> [Double?] { f.map { $0.element(id)?.frame.y } }
    static func heights(_ f: [FrameLayout], _ id: String) -> [Double?] { f.map { $0.element(id)?.frame.height } }

    static let list = #"{ "sliver": "SliverList", "children": { "count": 40, "height": 100 } }"#

    /// material/app_bar.dart, `_SliverAppBarState.build`: a bottom adds its height B to both
    /// extents. Pinned, expandedHeight 200, a 48 TabBar: min = 56 + 48 + 59 = 163, max = 59 + 200
    /// = 259; the bar is max(163, 259 - offset) tall at the top.
    @Test func aBottomAddsToBothExtents() throws {
        let f = try Self.at(
            #"{ "sliver": "SliverAppBar", "pinned": true, "expandedHeight": 200, "bottom": { "height": 48, "title": "Tabs" } }, "#
                + Self.list, offsets: [0, 50, 300])
        // 0: 259; 50: 259 - 50 = 209; 300: 163 (pinned at minExtent).
        #expect(Self.heights(f, "header.0") == ([259, 209, 163] as [Double?]))
        #expect(Self.ys(f, "header.0") == ([0, 0, 0] as [Double?]))
    }

    /// Pinned and floating with a bottom keeps only the bottom and the top padding:
    /// min = (collapsedHeight ?? 0) + 48 + 59 = 107, max = max(59 + 56 + 48, 107) = 163. Floating
    /// (rule Flutter 5): the bar shows max(107, 163 - E), E the effective offset: down to 30,
    /// E = 30: 133; down to 300, E = 163: 107; back up to 160, E = 163 - 140 = 23: 140.
    @Test func pinnedAndFloatingWithABottomKeepsTheBottom() throws {
        let f = try Self.frames(
            #"{ "sliver": "SliverAppBar", "pinned": true, "floating": true, "bottom": { "height": 48 } }, "# + Self.list,
            path: "[0, 30, 300, 160]")
        #expect(Self.heights(f, "header.0") == ([163, 133, 107, 140] as [Double?]))
    }

    /// `SliverAppBar.medium` and `.large` (app_bar.dart, `_MediumScrollUnderFlexibleConfig`,
    /// `_LargeScrollUnderFlexibleConfig`): pinned, collapsed T + 64 + B, expanded T + 112 (or 152)
    /// + B. Medium: 171 ... 123; large: 211 ... 123; medium with a 48 bottom: 219 ... 171.
    @Test func mediumAndLargeVariants() throws {
        let medium = try Self.at(#"{ "sliver": "SliverAppBar.medium", "title": "Store" }, "# + Self.list, offsets: [0, 20, 100])
        // 0: 171; 20: 171 - 20 = 151; 100: 171 - 100 = 71 < 123, so 123.
        #expect(Self.heights(medium, "header.0") == ([171, 151, 123] as [Double?]))
        let large = try Self.at(#"{ "sliver": "SliverAppBar.large", "title": "Store" }, "# + Self.list, offsets: [0, 50, 200])
        // 0: 211; 50: 161; 200: 11 < 123, so 123.
        #expect(Self.heights(large, "header.0") == ([211, 161, 123] as [Double?]))
        let tabs = try Self.at(
            #"{ "sliver": "SliverAppBar.medium", "bottom": { "height": 48 } }, "# + Self.list, offsets: [0, 24, 100])
        // 0: 59 + 112 + 48 = 219; 24: 195; 100: 119 < 59 + 64 + 48 = 171, so 171.
        #expect(Self.heights(tabs, "header.0") == ([219, 195, 171] as [Double?]))
    }

    /// widgets/pinned_header_sliver.dart: scroll extent = the child's 50; painted at the overlap
    /// at full height; layoutExtent = 50 - scrollOffset, so the next sliver moves up. After a
    /// 100 pt box it is at 100 - offset until it reaches the top: 0: 100; 60: 40; 300: 0, pinned.
    /// The list after it starts at 150: window 150 - offset.
    @Test func pinnedHeaderSliver() throws {
        let f = try Self.at(
            #"{ "sliver": "SliverToBoxAdapter", "height": 100 }, { "sliver": "PinnedHeaderSliver", "height": 50, "title": "Tabs" }, "#
                + Self.list, offsets: [0, 60, 300])
        #expect(Self.ys(f, "header.1") == ([100, 40, 0] as [Double?]))
        #expect(Self.heights(f, "header.1") == ([50, 50, 50] as [Double?]))
        #expect(f.map { $0.element("header.1")?.pinned } == [false, false, true])
        #expect(f[0].element("cell.0.0")?.frame == Rect(x: 0, y: 0, width: 393, height: 100))
        #expect(f[1].element("cell.2.0")?.frame.y == 90)
    }

    /// widgets/sliver_floating_header.dart (`_RenderSliverFloatingHeader.performLayout`): the
    /// effective offset E follows each move within 0...scrollOffset; paintExtent = 60 - E, the
    /// child at min(0, paintExtent - 60) = -E. Overlay mode: layoutExtent = 60 - scrollOffset, so
    /// the list does not follow the header. Path 0, 40, 400, 350: E = 40 (y -40), 60 (gone),
    /// 60 - 50 = 10 (y -10). Where the scroll stops partly shown it always snaps
    /// (`isScrollingUpdate`): at 350 after a move up, in.
    @Test func sliverFloatingHeader() throws {
        let s = try FlutterSliverTests.scenario(
            #"{ "sliver": "SliverFloatingHeader", "height": 60, "title": "Search" }, "# + Self.list,
            path: "[0, 40, 400, 350]")
        let v = try LayoutRun.layOut(base: s, selection: .spread(count: 4, snapToEvents: false)).variants[0]
        #expect(Self.ys(v.frameArray, "header.0") == ([0, -40, nil, -10] as [Double?]))
        // The list: 60 - offset whatever the header does.
        #expect(v.frameArray[3].element("cell.1.0") == nil)
        #expect(v.frameArray[3].element("cell.1.3")?.frame.y == 10)
        #expect(v.events.filter { $0.label.contains("snaps") }.map(\.label) == ["header.0 snaps in"])
    }

    /// widgets/sliver_resizing_header.dart: the child is max(min, max - min(scrollOffset, max))
    /// tall, painted at the overlap; min 40, max 120: 0: 120; 50: 70; 200: 40, pinned at the top.
    @Test func sliverResizingHeader() throws {
        let f = try Self.at(
            #"{ "sliver": "SliverResizingHeader", "minExtent": 40, "maxExtent": 120 }, "# + Self.list, offsets: [0, 50, 200])
        #expect(Self.heights(f, "header.0") == ([120, 70, 40] as [Double?]))
        #expect(Self.ys(f, "header.0") == ([0, 0, 0] as [Double?]))
        // The list follows its scroll extent, 120: window 120 - 200 + 100 for its second child.
        #expect(f[2].element("cell.1.1")?.frame.y == 20)
    }

    /// rendering/sliver_padding.dart (`RenderSliverEdgeInsetsPadding`): the child starts `top`
    /// into the padding and is `left + right` narrower. Padding 16 around a 2-column grid, spacing
    /// 8: 393 - 32 = 361 across, tiles (361 - 8) / 2 = 176.5 square, at x 16 and 16 + 176.5 + 8 =
    /// 200.5; the first line at 16 - offset: 0: 16; 10: 6; 100: -84.
    @Test func sliverPaddingInsetsItsSliver() throws {
        let f = try Self.at(
            #"""
            { "sliver": "SliverPadding", "padding": 16, "child":
                { "sliver": "SliverGrid", "crossAxisCount": 2, "mainAxisSpacing": 8, "crossAxisSpacing": 8,
                  "children": { "count": 20 } } }
            """#, offsets: [0, 10, 100])
        #expect(Self.ys(f, "cell.0.0") == ([16, 6, -84] as [Double?]))
        #expect(f[0].element("cell.0.0")?.frame == Rect(x: 16, y: 16, width: 176.5, height: 176.5))
        #expect(f[0].element("cell.0.1")?.frame.x == 200.5)
        // 10 lines: 16 + 10 x (176.5 + 8) - 8 + 16.
        let height: Double = 16 + 10 * 184.5 - 8 + 16
        #expect(f[0].contentSize.height == height)
    }

    /// widgets/safe_area.dart (`SliverSafeArea`): MediaQuery's padding on each side asked for,
    /// at least `minimum`: top 59, bottom 34, left max(0, 16) = 16. The list's first child sits at
    /// 59 - offset (0: 59; 30: 29; 100: -41), 16 in and 377 wide; the content ends 34 below the last.
    @Test func sliverSafeAreaPadsByTheDevicesInsets() throws {
        let f = try Self.at(
            #"{ "sliver": "SliverSafeArea", "minimum": { "left": 16 }, "child": \#(Self.list) }"#, offsets: [0, 30, 100])
        #expect(Self.ys(f, "cell.0.0") == ([59, 29, -41] as [Double?]))
        #expect(f[0].element("cell.0.0")?.frame.x == 16 && f[0].element("cell.0.0")?.frame.width == 377)
        let height: Double = 59 + 4000 + 34
        #expect(f[0].contentSize.height == height)
    }

    /// A pinned header inside a SliverSafeArea still pins at the viewport's top once the padding
    /// has scrolled away: the padding hands its child the overlap less the padding it paints,
    /// and paints the child at that padding (sliver_padding.dart). 0: 59; 30: 29; 200: 0, under
    /// the status bar: SliverAppBar's `bottom` is what keeps tabs below it.
    @Test func aPinnedHeaderInASafeAreaPinsUnderTheStatusBar() throws {
        let f = try Self.at(
            #"""
            { "sliver": "SliverSafeArea", "child": { "sliver": "PinnedHeaderSliver", "height": 48 } },
            """# + Self.list, offsets: [0, 30, 200])
        #expect(Self.ys(f, "header.0") == ([59, 29, 0] as [Double?]))
    }

    /// Header slivers in `SliverMainAxisGroup`s (rendering/sliver_group.dart): a PinnedHeaderSliver
    /// stays until its group's end. Group 1: header 40 + 3 x 100, ending at 340. At 200 header.0
    /// is at the top; at 320 it is min(320, 340 - 40) - 320 = -20 and header.2 at 340 - 320 = 20;
    /// at 400 header.2 is pinned at 0 and header.0 gone.
    @Test func pinnedHeaderSliversInGroups() throws {
        let group = { (n: Int) in
            #"{ "sliver": "SliverMainAxisGroup", "slivers": [ { "sliver": "PinnedHeaderSliver", "height": 40 }, { "sliver": "SliverList", "children": { "count": \#(n), "height": 100 } } ] }"#
        }
        let f = try Self.at(group(3) + ", " + group(20), offsets: [200, 320, 400])
        #expect(f[0].element("header.0")?.frame.y == 0)
        #expect(f[1].element("header.0")?.frame.y == -20)
        #expect(f[1].element("header.2")?.frame.y == 20)
        #expect(f[2].element("header.2")?.frame.y == 0 && f[2].element("header.2")?.pinned == true)
        #expect(f[2].element("header.0") == nil)
    }

    /// rendering/sliver_list.dart (`RenderSliverList`): a child is laid out at the list's width
    /// with no bound along the main axis (`SliverConstraints.asBoxConstraints`), so it is as tall
    /// as its content, as a SliverToBoxAdapter's box is. Two children of the list's content stand
    /// one under the other at that height; a child with a height keeps it.
    @Test func sliverListChildrenAreAsTallAsTheirContent() throws {
        let content =
            #"{ "stack": "vertical", "spacing": 4, "padding": { "top": 12, "left": 16, "bottom": 12, "right": 16 }, "children": [ { "label": "치즈 김치볶음밥 🧀", "style": "headline" }, { "label": "Kimchi fried rice with mozzarella, a fried egg on top and pickled radish on the side", "style": "footnote", "lines": 2 } ] }"#
        let json =
            #"{ "name": "f", "list": { "kind": "flutter", "slivers": [ { "sliver": "SliverToBoxAdapter", "content": "# + content
            + #" }, { "sliver": "SliverList", "children": [ { "count": 2, "content": "# + content
            + #" }, { "height": 80 } ] } ] } }"#
        let s = try ScenarioDecoder.decode(Array(json.utf8), source: "f.json").base
        let f = try #require(
            try LayoutRun.layOut(base: s, selection: .offsets([0]), fonts: try FontSet.load()).variants[0].frameArray.first)
        let box = try #require(f.element("cell.0.0")?.frame)
        // Measured: more than its padding alone (12 + 12).
        #expect(box.height > 24)
        #expect(f.element("cell.1.0")?.frame == Rect(x: 0, y: box.maxY, width: box.width, height: box.height))
        #expect(f.element("cell.1.1")?.frame.y == box.maxY + box.height)
        #expect(f.element("cell.1.2")?.frame.height == 80)
    }

    /// A SliverToBoxAdapter is one box of its height, `cell.S.0`, scrolled like a list's child.
    @Test func sliverToBoxAdapter() throws {
        let f = try Self.at(
            #"{ "sliver": "SliverToBoxAdapter", "height": 120, "title": "Banner" }, "# + Self.list, offsets: [0, 50, 200])
        #expect(Self.ys(f, "cell.0.0") == ([0, -50, nil] as [Double?]))
        #expect(Self.ys(f, "cell.1.0") == ([120, 70, -80] as [Double?]))
    }
}

/// `isScrolledUnder` of a `SliverAppBar.medium` or `.large` (material/app_bar.dart,
/// `_SliverAppBarDelegate.build`; Docs/platform-rules.md#flutter-21), which shows its collapsed title.
@Suite struct FlutterScrolledUnderTests {
    static func under(_ bar: String, offsets: [Double]) throws -> [Bool?] {
        let f = try FlutterSliverExtentTests.at(bar + ", " + FlutterSliverExtentTests.list, offsets: offsets)
        return f.map { $0.element("header.0")?.scrolledUnder }
    }

    @Test func pinnedOncePastTheExpansion() throws {
        // Large, pinned: maxExtent - minExtent = (59 + 152) - (59 + 64) = 88; scrolled under
        // once shrinkOffset > 88, not at 88 itself.
        let large = #"{ "sliver": "SliverAppBar.large", "title": "Store" }"#
        #expect(try Self.under(large, offsets: [0, 88, 89, 400]) == [false, false, true, true])
        // Medium: (59 + 112) - (59 + 64) = 48.
        let medium = #"{ "sliver": "SliverAppBar.medium", "title": "Store" }"#
        #expect(try Self.under(medium, offsets: [48, 49]) == [false, true])
    }

    @Test func aFloatingBarOnceItsOffsetFallsShort() throws {
        // Floating, not pinned (RenderSliverFloatingPersistentHeader: overlapsContent while the
        // effective offset is short of the scroll offset): down to 300 the bar left with the
        // content (effective 300); back up to 280 it comes back by 20 (effective min(300, 211)
        // - 20 = 191 < 280).
        let bar = #"{ "sliver": "SliverAppBar.large", "title": "Store", "pinned": false, "floating": true }"#
        #expect(try Self.under(bar, offsets: [0, 300, 280]) == [false, nil, true])
    }

    @Test func neverForAScrollingBarOrASmallOne() throws {
        // Neither pinned nor floating: the scrolling header never says it overlaps content.
        let scrolling = #"{ "sliver": "SliverAppBar.large", "title": "Store", "pinned": false }"#
        #expect(try Self.under(scrolling, offsets: [0, 50, 120]) == [false, false, false])
        let small = #"{ "sliver": "SliverAppBar", "title": "Store", "pinned": true, "expandedHeight": 100 }"#
        #expect(try Self.under(small, offsets: [0, 400]) == [false, false])
    }
}
