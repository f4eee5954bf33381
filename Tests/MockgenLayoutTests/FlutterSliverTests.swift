import Foundation
import MockgenDecoding
import MockgenLayout
import MockgenTestSupport
import Testing

/// Flutter slivers (Docs/platform-rules.md#flutter) on the iPhone 15 Pro (393 x 852, status bar 59: the MediaQuery top
/// padding a `primary` SliverAppBar adds). Every number below is worked out from the rules cited
/// in Flutter/FlutterGeometry.swift and Sticky/StickySupplementaryViews.swift:
/// - RenderSliverPersistentHeader.layoutChild: extent = max(minExtent, maxExtent - shrink), shrink
///   = min(max(0, offset - naturalY), maxExtent).
/// - RenderSliverPinnedPersistentHeader: painted at the overlap, the bottom of what was painted
///   before (pinned headers stack); RenderSliverScrollingPersistentHeader: child at min(0,
///   paintExtent - childExtent), paintExtent = maxExtent - scrolled.
/// - _SliverAppBarDelegate: minExtent = (collapsedHeight ?? toolbarHeight) + topPadding,
///   maxExtent = max(topPadding + (expandedHeight ?? toolbarHeight), minExtent); toolbarHeight 56.
/// - RenderSliverMainAxisGroup: children paint inside the group's scroll extent.
@Suite struct FlutterSliverTests {
    static func scenario(_ slivers: String, path: String = #"["start", "end"]"#) throws -> Scenario {
        let json =
            #"{ "name": "f", "list": { "kind": "flutter", "slivers": ["# + slivers + #"] }, "scroll": { "path": "# + path + "} }"
        return try ScenarioDecoder.decode(Array(json.utf8), source: "f.json").base
    }

    static func frame(_ scenario: Scenario, at offset: Double) -> FrameLayout {
        frames(scenario, offsets: [offset])[0]
    }

    /// The elements at any offset, an overscrolled one included (a path's number is clamped to
    /// the range; a drag's offset comes out of the rubber band).
    static func elements(_ scenario: Scenario, at offset: Double) throws -> [String: Element] {
        let sim = try Simulation(scenario)
        let viewport = Viewport(offset: offset, adjustedInset: Insets(), listFrame: sim.listFrame)
        return Dictionary(uniqueKeysWithValues: sim.geometry(LayoutEffects()).elements(in: viewport).map { ($0.id, $0) })
    }

    /// Two pinned headers with a list between: in UIKit the second would push the first off
    /// (rule 2.2); in Flutter it stops under it.
    static let twoPinned = #"""
        { "sliver": "SliverPersistentHeader", "pinned": true, "minExtent": 50, "maxExtent": 50, "title": "A" },
        { "sliver": "SliverList", "children": { "count": 3, "height": 100 } },
        { "sliver": "SliverPersistentHeader", "pinned": true, "minExtent": 40, "maxExtent": 40, "title": "B" },
        { "sliver": "SliverList", "children": { "count": 20, "height": 100 } }
        """#

    @Test func pinnedPersistentHeadersStackInsteadOfPushing() throws {
        let s = try Self.scenario(Self.twoPinned)
        // A: natural 0..50; list 50..350; B natural 350..390; list 390..2390.
        // Offset 200: A held at the top (window y 0); B at its natural place, 350 - 200 = 150.
        let at200 = Self.frame(s, at: 200)
        #expect(at200.element("header.0")?.frame == Rect(x: 0, y: 0, width: 393, height: 50))
        #expect(at200.element("header.2")?.frame.y == 150)
        #expect(at200.element("header.2")?.pinned == false)
        // Offset 500: B would be at 350 - 500 = -150; it stops at A's bottom, 50, and A stays at 0.
        let at500 = Self.frame(s, at: 500)
        #expect(at500.element("header.0")?.frame.y == 0)
        #expect(at500.element("header.2")?.frame == Rect(x: 0, y: 50, width: 393, height: 40))
        #expect(at500.element("header.2")?.pinned == true)
        // Cells scroll under both: the first visible row of the second list, 390 + 100 = 490..590,
        // is at 490 - 500 = -10, drawn before (under) the headers.
        let ids = at500.elements.map(\.id)
        #expect(ids.firstIndex(of: "cell.3.1")! < ids.firstIndex(of: "header.2")!)
        #expect(ids.firstIndex(of: "header.2")! < ids.firstIndex(of: "header.0")!)
    }

    @Test func theSecondHeaderPinsWhereItMeetsTheFirstsBottom() throws {
        let s = try Self.scenario(Self.twoPinned)
        // B's natural top 350 meets A's bottom (window 50) at offset 350 - 50 = 300; A pins at 0.
        let layout = try LayoutRun.layOut(base: s, selection: .offsets([0, 1000]))
        let pins = layout.variants[0].events.filter { $0.label.hasSuffix(" pins") }.map { "\($0.label) @ \($0.offset)" }
        #expect(pins == ["header.0 pins @ 0.0", "header.2 pins @ 300.0"])
    }

    @Test func aPinnedHeaderShrinksToItsMinExtent() throws {
        let s = try Self.scenario(
            #"""
            { "sliver": "SliverPersistentHeader", "pinned": true, "minExtent": 20, "maxExtent": 60 },
            { "sliver": "SliverList", "children": { "count": 20, "height": 100 } }
            """#)
        // Offset 30: 60 - 30 = 30 tall at the top; offset 100: max(20, 60 - 60) = 20.
        #expect(Self.frame(s, at: 30).element("header.0")?.frame == Rect(x: 0, y: 0, width: 393, height: 30))
        #expect(Self.frame(s, at: 100).element("header.0")?.frame == Rect(x: 0, y: 0, width: 393, height: 20))
    }

    @Test func aGroupEndsItsPinnedHeader() throws {
        let s = try Self.scenario(
            #"""
            { "sliver": "SliverMainAxisGroup", "slivers": [
                { "sliver": "SliverPersistentHeader", "pinned": true, "minExtent": 40, "maxExtent": 40 },
                { "sliver": "SliverList", "children": { "count": 5, "height": 100 } } ] },
            { "sliver": "SliverMainAxisGroup", "slivers": [
                { "sliver": "SliverPersistentHeader", "pinned": true, "minExtent": 40, "maxExtent": 40 },
                { "sliver": "SliverList", "children": { "count": 20, "height": 100 } } ] }
            """#)
        // Group 0 spans 0..540. Offset 300: header 0 pinned at the top.
        #expect(Self.frame(s, at: 300).element("header.0")?.frame.y == 0)
        // Offset 520: it stops at the group's end, 540 - 40 = 500, window 500 - 520 = -20; header 2
        // (group 1's) is at its natural 540 - 520 = 20.
        let at520 = Self.frame(s, at: 520)
        #expect(at520.element("header.0")?.frame.y == -20)
        #expect(at520.element("header.2")?.frame.y == 20)
        // Without the groups both headers would pin and stack: header 2 at 40, header 0 at 0.
        let flat = try Self.scenario(
            #"""
            { "sliver": "SliverPersistentHeader", "pinned": true, "minExtent": 40, "maxExtent": 40 },
            { "sliver": "SliverList", "children": { "count": 5, "height": 100 } },
            { "sliver": "SliverPersistentHeader", "pinned": true, "minExtent": 40, "maxExtent": 40 },
            { "sliver": "SliverList", "children": { "count": 20, "height": 100 } }
            """#)
        let stacked = Self.frame(flat, at: 560)
        #expect(stacked.element("header.0")?.frame.y == 0)
        #expect(stacked.element("header.2")?.frame.y == 40)
    }

    @Test func aPinnedSliverAppBarCollapsesToToolbarPlusStatusBar() throws {
        let s = try Self.scenario(
            #"""
            { "sliver": "SliverAppBar", "pinned": true, "expandedHeight": 200, "title": "T" },
            { "sliver": "SliverList", "children": { "count": 20, "height": 100 } }
            """#)
        // maxExtent 59 + 200 = 259, minExtent 56 + 59 = 115.
        #expect(Self.frame(s, at: 0).element("header.0")?.frame.height == 259)
        #expect(Self.frame(s, at: 100).element("header.0")?.frame == Rect(x: 0, y: 0, width: 393, height: 159))
        #expect(Self.frame(s, at: 500).element("header.0")?.frame == Rect(x: 0, y: 0, width: 393, height: 115))
        // The first row, natural 259..359, at 259 - 100 = 159: just under the shrinking bar.
        #expect(Self.frame(s, at: 100).element("cell.1.0")?.frame.y == 159)
    }

    @Test func aScrollingSliverAppBarShrinksThenLeavesWithItsBottomEdge() throws {
        let s = try Self.scenario(
            #"""
            { "sliver": "SliverAppBar", "expandedHeight": 200 },
            { "sliver": "SliverList", "children": { "count": 20, "height": 100 } }
            """#)
        // Offset 100: extent 259 - 100 = 159 >= 115, at the top.
        #expect(Self.frame(s, at: 100).element("header.0")?.frame == Rect(x: 0, y: 0, width: 393, height: 159))
        // Offset 200: paintExtent 259 - 200 = 59, child 115 at 59 - 115 = -56.
        let at200 = Self.frame(s, at: 200)
        #expect(at200.element("header.0")?.frame == Rect(x: 0, y: -56, width: 393, height: 115))
        #expect(at200.element("header.0")?.pinned == false)
        // Offset 300: gone (its bottom, 259, is above 300).
        #expect(Self.frame(s, at: 300).element("header.0") == nil)
    }

    @Test func collapsedHeightAndToolbarHeightAndPrimary() throws {
        let s = try Self.scenario(
            #"""
            { "sliver": "SliverAppBar", "pinned": true, "toolbarHeight": 64, "collapsedHeight": 80, "expandedHeight": 150, "primary": false },
            { "sliver": "SliverList", "children": { "count": 20, "height": 100 } }
            """#)
        // Not primary: no status bar. maxExtent max(150, 80) = 150; minExtent 80.
        #expect(Self.frame(s, at: 0).element("header.0")?.frame.height == 150)
        #expect(Self.frame(s, at: 400).element("header.0")?.frame.height == 80)
        // Without expandedHeight, maxExtent = max(toolbarHeight, minExtent) = max(64, 80) = 80.
        let bare = try Self.scenario(
            #"""
            { "sliver": "SliverAppBar", "pinned": true, "toolbarHeight": 64, "collapsedHeight": 80, "primary": false },
            { "sliver": "SliverList", "children": { "count": 20, "height": 100 } }
            """#)
        #expect(Self.frame(bare, at: 0).element("header.0")?.frame.height == 80)
    }

    @Test func overscrollOpensBelowTheBarOrStretchesIt() throws {
        let plain = try Self.scenario(
            #"""
            { "sliver": "SliverAppBar", "pinned": true, "expandedHeight": 200 },
            { "sliver": "SliverList", "children": { "count": 20, "height": 100 } }
            """#)
        let stretching = try Self.scenario(
            #"""
            { "sliver": "SliverAppBar", "pinned": true, "stretch": true, "expandedHeight": 200 },
            { "sliver": "SliverList", "children": { "count": 20, "height": 100 } }
            """#)
        // Offset -40 (an overscroll at the start): the bar stays at the top, 259 tall, and the
        // list's first row moves with the content to 259 + 40 = 299; with stretch the bar is
        // 259 + 40 = 299 tall and meets the row.
        let a = try Self.elements(plain, at: -40)
        let b = try Self.elements(stretching, at: -40)
        #expect(a["header.0"]?.frame == Rect(x: 0, y: 0, width: 393, height: 259))
        #expect(a["cell.1.0"]?.frame.y == 299)
        #expect(b["header.0"]?.frame == Rect(x: 0, y: 0, width: 393, height: 299))
        #expect(b["cell.1.0"]?.frame.y == 299)
    }

    @Test func fixedExtentListAndGrid() throws {
        let s = try Self.scenario(
            #"""
            { "sliver": "SliverFixedExtentList", "itemExtent": 60, "children": { "count": 3 } },
            { "sliver": "SliverGrid", "crossAxisCount": 3, "mainAxisSpacing": 10, "crossAxisSpacing": 6, "childAspectRatio": 0.5,
              "children": { "count": 7 } }
            """#)
        // List 0..180. Grid tiles (393 - 2 x 6) / 3 = 127 wide, 127 / 0.5 = 254 tall; 3 lines.
        let f = Self.frame(s, at: 0)
        #expect(f.element("cell.0.2")?.frame == Rect(x: 0, y: 120, width: 393, height: 60))
        #expect(f.element("cell.1.1")?.frame == Rect(x: 133, y: 180, width: 127, height: 254))
        #expect(f.element("cell.1.4")?.frame == Rect(x: 133, y: 180 + 264, width: 127, height: 254))
        // Content: 180 + 3 x 264 - 10 = 962.
        #expect(f.contentSize.height == 962)
        // mainAxisExtent replaces the aspect ratio's height.
        let fixed = try Self.scenario(
            #"""
            { "sliver": "SliverGrid", "crossAxisCount": 2, "mainAxisExtent": 90, "children": { "count": 3 } }
            """#)
        #expect(Self.frame(fixed, at: 0).element("cell.0.2")?.frame == Rect(x: 0, y: 90, width: 196.5, height: 90))
    }

    /// The `ably` Flutter variant (Tests/Fixtures/ably-flutter-variant.json): a pinned SliverAppBar
    /// of 59 + 200 = 259 collapsing to 115 and the tab strip pinned under it. The strip (natural
    /// 259) meets the bar's bottom when 259 - offset = max(115, 259 - offset): from offset 144
    /// on, the offset at which the bar has just collapsed.
    @Test func ablyFlutterVariantPinsTheStripUnderTheCollapsedBar() throws {
        let url = Repository.fixture("ably-flutter-variant.json")
        let doc = try ScenarioDecoder.decode(Array(try Data(contentsOf: url)), source: "ably-flutter-variant.json")
        let flutter = try #require(doc.variants?.first { $0.name == "flutter" }?.scenario)
        let layout = try LayoutRun.layOut(base: flutter, selection: .offsets([0, 257]))
        let pins = layout.variants[0].events.filter { $0.label.hasSuffix(" pins") }.map { "\($0.label) @ \($0.offset)" }
        #expect(pins == ["header.0 pins @ 0.0", "header.1 pins @ 144.0"])
        // At the end (1109 - 852 = 257) the strip is at 115..165 under the 115 pt bar.
        let end = layout.variants[0].frameArray[1]
        #expect(end.element("header.0")?.frame.height == 115)
        #expect(end.element("header.1")?.frame == Rect(x: 0, y: 115, width: 393, height: 50))
    }

    // MARK: - Floating (the direction of travel: Behaviors/DirectionalBar.swift)

    /// RenderSliverFloatingPersistentHeader.performLayout: the effective scroll offset E grows by
    /// each move down the content and, on a move up, restarts from min(E, maxExtent) and shrinks
    /// by it, kept within 0...scrollOffset; the header shows maxExtent - E. A floating, not
    /// pinned SliverAppBar: min = max = 56 + 59 = 115.
    @Test func aFloatingBarLeavesAndComesBackAlongADownUpDownPath() throws {
        let s = try Self.scenario(
            #"""
            { "sliver": "SliverAppBar", "floating": true, "title": "T" },
            { "sliver": "SliverList", "children": { "count": 20, "height": 100 } }
            """#, path: "[0, 400, 300, 350, 500]")
        let layout = try LayoutRun.layOut(base: s, selection: .spread(count: 5, snapToEvents: false))
        let v = layout.variants[0]
        #expect(v.frames.map(\.contentOffset) == [0, 400, 300, 350, 500])
        // Down 0 -> 400: E = offset, so the bar scrolls away with the content; gone from 115.
        // Up 400 -> 300: E = 115 - 100 = 15, the bar's top at -15, 100 of it showing, though the
        // same offset on the way down (300) showed none of it.
        // Down 300 -> 350: E = 15 + 50 = 65, top at -65; wholly gone again at 300 + 100 = 400.
        #expect(v.frameArray[1].element("header.0") == nil)
        #expect(v.frameArray[2].element("header.0")?.frame == Rect(x: 0, y: -15, width: 393, height: 115))
        #expect(v.frameArray[3].element("header.0")?.frame == Rect(x: 0, y: -65, width: 393, height: 115))
        #expect(v.frameArray[4].element("header.0") == nil)
        let events = v.events.filter { $0.label.hasPrefix("header.0") }.map { "\($0.label) @ \($0.offset)" }
        #expect(
            events == [
                "header.0 hiding @ 0.0", "header.0 hidden @ 115.0", "header.0 showing @ 400.0",
                "header.0 hiding @ 300.0", "header.0 hidden @ 400.0",
            ])
    }

    /// The same path's turns where frames stand: 5 frames on 5 nodes put frame k on node k, so the
    /// bar starts back at 400 on frame 1 and away again at 300 on frame 2; wholly gone at 400 on
    /// the last run (300 + 100, between 350 and 500) is on no frame.
    @Test func aFloatingBarsTurnsAreOnTheNodesFrames() throws {
        let s = try Self.scenario(
            #"""
            { "sliver": "SliverAppBar", "floating": true, "title": "T" },
            { "sliver": "SliverList", "children": { "count": 20, "height": 100 } }
            """#, path: "[0, 400, 300, 350, 500]")
        let v = try LayoutRun.layOut(base: s, selection: .spread(count: 5, snapToEvents: true)).variants[0]
        #expect(v.frames.map(\.contentOffset) == [0, 400, 300, 350, 500])
        let events = v.events.filter { $0.label.hasPrefix("header.0") }.map { "\($0.label) @ \($0.offset) #\($0.frame ?? -1)" }
        #expect(
            events == [
                "header.0 hiding @ 0.0 #0", "header.0 hidden @ 115.0 #-1", "header.0 showing @ 400.0 #1",
                "header.0 hiding @ 300.0 #2", "header.0 hidden @ 400.0 #-1",
            ])
    }

    /// A floating bar shows over the list (`paintOrigin: min(overlap, 0)`), and a pinned header
    /// after it stacks under what it paints (the viewport's overlap counts every painted sliver).
    @Test func aPinnedHeaderStacksUnderAFloatingBarThatCameBack() throws {
        let s = try Self.scenario(
            #"""
            { "sliver": "SliverAppBar", "floating": true },
            { "sliver": "SliverPersistentHeader", "pinned": true, "minExtent": 50, "maxExtent": 50 },
            { "sliver": "SliverList", "children": { "count": 20, "height": 100 } }
            """#, path: "[0, 400, 300]")
        let f = try LayoutRun.layOut(base: s, selection: .spread(count: 3, snapToEvents: false)).variants[0].frameArray
        // Offset 400, bar gone: the strip (natural 115) pins at the top.
        #expect(f[1].element("header.1")?.frame.y == 0)
        // Offset 300 after coming up 100: the bar's top at -15, bottom at 100; the strip under it.
        #expect(f[2].element("header.0")?.frame.maxY == 100)
        #expect(f[2].element("header.1")?.frame == Rect(x: 0, y: 100, width: 393, height: 50))
    }

    /// RenderSliverFloatingPinnedPersistentHeader: held at the top, at least minExtent, growing
    /// back to maxExtent on any move up. An expanded height of 200: 259 down to 115.
    @Test func aFloatingPinnedBarExpandsOnAnyMoveUp() throws {
        let s = try Self.scenario(
            #"""
            { "sliver": "SliverAppBar", "pinned": true, "floating": true, "expandedHeight": 200 },
            { "sliver": "SliverList", "children": { "count": 20, "height": 100 } }
            """#, path: "[0, 600, 500]")
        let f = try LayoutRun.layOut(base: s, selection: .spread(count: 3, snapToEvents: false)).variants[0].frameArray
        // Offset 600: E = 600 (clamped to maxExtent for the size): 115 tall at the top.
        #expect(f[1].element("header.0")?.frame == Rect(x: 0, y: 0, width: 393, height: 115))
        // Offset 500 after 100 up: E = 259 - 100 = 159, so 259 - 159 = 100, held at minExtent 115;
        // 60 more up would show 160.
        #expect(f[2].element("header.0")?.frame == Rect(x: 0, y: 0, width: 393, height: 115))
        let g = try LayoutRun.layOut(
            base: try Self.scenario(
                #"""
                { "sliver": "SliverAppBar", "pinned": true, "floating": true, "expandedHeight": 200 },
                { "sliver": "SliverList", "children": { "count": 20, "height": 100 } }
                """#, path: "[0, 600, 400]"), selection: .spread(count: 3, snapToEvents: false)
        ).variants[0].frameArray
        // Offset 400 after 200 up: E = 59, 259 - 59 = 200 tall, while a bar that only pins would be 115.
        #expect(g[2].element("header.0")?.frame == Rect(x: 0, y: 0, width: 393, height: 200))
        #expect(g[2].element("header.0")?.pinned == true)
    }

    /// `snap`: where the scroll stops (a turn or the path's end) with the bar partly shown, Flutter
    /// animates it wholly in after a move up, wholly out after a move down. The frames stay at
    /// the path's offsets; an event says where the snap would run.
    @Test func snapIsNamedWhereTheScrollStops() throws {
        let s = try Self.scenario(
            #"""
            { "sliver": "SliverAppBar", "floating": true, "snap": true },
            { "sliver": "SliverList", "children": { "count": 20, "height": 100 } }
            """#, path: "[0, 400, 340, 380]")
        let v = try LayoutRun.layOut(base: s, selection: .spread(count: 4, snapToEvents: false)).variants[0]
        // 400: wholly gone (E = 115), nothing to snap. 340 after 60 up: E = 55, 60 of 115 showing,
        // snaps in (the frame shows it as the finger left it). The snap leaves E = 0, so 380
        // after 40 down: E = 40, 75 showing, snaps out.
        #expect(v.frameArray[2].element("header.0")?.frame.y == -55)
        #expect(v.frameArray[3].element("header.0")?.frame.y == -40)
        let snaps = v.events.filter { $0.label.contains("snaps") }.map { "\($0.label) @ \($0.offset)" }
        #expect(snaps == ["header.0 snaps in @ 340.0", "header.0 snaps out @ 380.0"])
        #expect(v.frameArray[2].events.contains("header.0 snaps in"))
        // Without snap, no such event.
        let plain = try Self.scenario(
            #"""
            { "sliver": "SliverAppBar", "floating": true },
            { "sliver": "SliverList", "children": { "count": 20, "height": 100 } }
            """#, path: "[0, 400, 340, 380]")
        let w = try LayoutRun.layOut(base: plain, selection: .spread(count: 4, snapToEvents: false)).variants[0]
        #expect(!w.events.contains { $0.label.contains("snaps") })
    }

    /// After a snap the next scroll starts from where the snap left the header: the 115 pt bar
    /// (59 + 56) on the path 0, 1200, 1150, 1200. 1200: E = 115, gone. 1150 after 50 up: E = 65,
    /// 50 showing, snaps in to E = 0. 1200 after 50 down: E = 0 + 50, so 50 hidden (child at -50),
    /// where a walk that forgot the snap would have E = 65 + 50 = 115, the bar wholly gone.
    @Test func theNextScrollStartsWhereTheSnapLeftTheHeader() throws {
        let s = try Self.scenario(
            #"""
            { "sliver": "SliverAppBar", "floating": true, "snap": true },
            { "sliver": "SliverList", "children": { "count": 40, "height": 100 } }
            """#, path: "[0, 1200, 1150, 1200]")
        let v = try LayoutRun.layOut(base: s, selection: .spread(count: 4, snapToEvents: false)).variants[0]
        #expect(v.frameArray[1].element("header.0") == nil)
        #expect(v.frameArray[2].element("header.0")?.frame == Rect(x: 0, y: -65, width: 393, height: 115))
        #expect(v.frameArray[3].element("header.0")?.frame == Rect(x: 0, y: -50, width: 393, height: 115))
        let snaps = v.events.filter { $0.label.contains("snaps") }.map { "\($0.label) @ \($0.offset)" }
        #expect(snaps == ["header.0 snaps in @ 1150.0", "header.0 snaps out @ 1200.0"])
    }

    /// A path that stays at a node (the node written twice) is the scroll at rest there: the
    /// second frame shows the header where the snap left it, which is what the live view shows
    /// at rest (LiveDirection). 340 after 60 up: 60 showing, then wholly in; 380 after 40 down:
    /// 75 showing, then wholly out (the bar gone).
    @Test func aPathThatStaysAtANodeShowsTheSnapDone() throws {
        let s = try Self.scenario(
            #"""
            { "sliver": "SliverAppBar", "floating": true, "snap": true },
            { "sliver": "SliverList", "children": { "count": 20, "height": 100 } }
            """#, path: "[0, 400, 340, 340, 380, 380]")
        let v = try LayoutRun.layOut(base: s, selection: .spread(count: 6, snapToEvents: false)).variants[0]
        #expect(v.frames.map(\.contentOffset) == [0, 400, 340, 340, 380, 380])
        #expect(v.frameArray[2].element("header.0")?.frame.y == -55)
        #expect(v.frameArray[3].element("header.0")?.frame.y == 0)
        #expect(v.frameArray[4].element("header.0")?.frame.y == -40)
        #expect(v.frameArray[5].element("header.0") == nil)
        let snaps = v.events.filter { $0.label.contains("snaps") }.map { "\($0.label) @ \($0.offset)" }
        #expect(snaps == ["header.0 snaps in @ 340.0", "header.0 snaps out @ 380.0"])
    }
}
