import MockgenTestSupport
import Testing

@testable import MockgenLayout

/// Large titles, bar appearances and the tab bar (rules 7.2, 7.4, 7.5 of Docs/uikit-rules.md).
/// Every expected number is worked out in the test from the sourced metrics: the inline bar 44 pt,
/// the large-title area 52 pt (96 in all), the tab bar 49 pt, the status bars of rule 7.4 (Docs/uikit-rules.md).
@Suite struct SystemBarTests {
    /// One plain section of 40 rows of 44 pt with a 30 pt header, a large-title system bar.
    func largeTitleScreen(_ device: String, tabBar: Bool = false) -> Scenario {
        var bar = NavigationBarSpec(kind: .system, title: "Settings")
        bar.prefersLargeTitles = true
        var s = Scenario(
            name: "large", device: Device.preset(named: device)!, navigationBar: bar,
            list: ListSpec(
                kind: .table(TableSpec(style: .plain, sectionHeaderTopPadding: 0)),
                sections: [
                    SectionSpec(
                        header: ViewSpec(height: .points(30), title: "A"),
                        rows: [ViewRun(count: 40, view: ViewSpec(height: .points(44)))])
                ]))
        if tabBar { s.bottomBar = BottomBarSpec(kind: .tabBar, items: ["One", "Two"]) }
        // Rules 7.1 to 7.7 are iOS 17 and 18's bars (rule 9 has 26's).
        s.iosVersion = .iOS18
        return s
    }

    /// (device, status bar bottom): SE 20 and X 44 (their safe-area tops, rule 7, Docs/uikit-rules.md); 15 Pro 54, the
    /// status bar under the Dynamic Island, not the 59 pt safe area (rule 7.4 of Docs/uikit-rules.md, GKNavigationBarSwift #41).
    static let devices: [(String, Double)] = [("iphone-se", 20), ("iphone-x", 44), ("iphone-15-pro", 54)]

    @Test(arguments: devices)
    func atRestTheLargeTitleBarIsNinetySixTall(_ device: String, _ status: Double) {
        let rest = status + 44 + 52  // SE 116, X 140 (S17's "content starts at 140"), 15 Pro 150
        let f = frames(largeTitleScreen(device), offsets: [-rest])[0]
        #expect(f.contentOffset == -rest)
        #expect(f.navigationBar?.frame == Rect(x: 0, y: 0, width: f.listFrame.width, height: rest))
        #expect(f.adjustedContentInset.top == rest)
        #expect(f.navigationBar?.largeTitleProgress == 1)
        #expect(f.element("header.0")?.frame.y == rest)
    }

    @Test(arguments: devices)
    func halfwayTheAreaIsHalfCollapsed(_ device: String, _ status: Double) {
        let rest = status + 96
        let f = frames(largeTitleScreen(device), offsets: [-rest + 26])[0]  // 26 = 52 / 2
        #expect(f.navigationBar?.frame.height == rest - 26)
        #expect(f.adjustedContentInset.top == rest - 26)
        #expect(f.navigationBar?.largeTitleProgress == 0.5)
        // The content's top edge stays on the bar's bottom edge while the area collapses.
        #expect(f.element("header.0")?.frame.y == rest - 26)
        #expect(f.element("header.0")?.pinned == false)
    }

    @Test(arguments: devices)
    func collapsedOnlyTheInlineBarIsLeft(_ device: String, _ status: Double) {
        let inline = status + 44  // SE 64, X 88 (rule 1.2's safe tops under a bar), 15 Pro 98
        let f = frames(largeTitleScreen(device), offsets: [-inline, 300])
        for frame in f {
            #expect(frame.navigationBar?.frame.height == inline)
            #expect(frame.adjustedContentInset.top == inline)
            #expect(frame.navigationBar?.largeTitleProgress == 0)
        }
        // Rule 2.2 (Docs/uikit-rules.md) with T = off + 88 (X): at offset 300 the header floats under the inline bar.
        #expect(f[1].element("header.0")?.frame.y == inline)
        #expect(f[1].element("header.0")?.pinned == true)
    }

    @Test(arguments: devices)
    func overscrollStretchesTheArea(_ device: String, _ status: Double) throws {
        let rest = status + 96
        var s = largeTitleScreen(device)
        s.scrollPath = [.drag(-100), .start]
        let f = try LayoutRun.layOut(base: s, selection: .spread(count: 2, snapToEvents: false)).variants[0].frameArray
        // Rule 1.4 (Docs/uikit-rules.md) with d = the screen height, the list's: b = c·x·d / (d + c·x), c = 0.55, x = 100.
        let d = s.device.height
        let b = 0.55 * 100 * d / (d + 0.55 * 100)
        #expect(abs(f[0].contentOffset - (-rest - b)) < 1e-9)
        #expect(abs((f[0].navigationBar?.frame.height ?? .nan) - (rest + b)) < 1e-9)
        // The safe area stops at the expanded bar (Docs/uikit-rules.md, Assumptions).
        #expect(f[0].adjustedContentInset.top == rest)
        #expect(f[0].navigationBar?.largeTitleProgress == 1)
    }

    @Test func neverKeepsTheInlineBar() throws {
        var s = largeTitleScreen("iphone-x")
        s.navigationBar?.largeTitleDisplayMode = .never
        let f = frames(s, offsets: [-88])[0]
        #expect(f.navigationBar?.frame.height == 88)  // 44 + 44
        #expect(f.navigationBar?.largeTitleProgress == nil)
        #expect(try Simulation(s).restRange.lowerBound == -88)
    }

    @Test func alwaysNeedsPrefersLargeTitles() throws {
        var s = largeTitleScreen("iphone-x")
        s.navigationBar?.largeTitleDisplayMode = .always
        #expect(try Simulation(s).restRange.lowerBound == -140)
        s.navigationBar?.prefersLargeTitles = false
        #expect(try Simulation(s).restRange.lowerBound == -88)
    }

    // MARK: - Rule 7.2 (Docs/uikit-rules.md): scroll-edge appearance

    @Test func theBarIsTransparentUntilContentSlidesUnder() {
        // Collapsed at −88 (X: −140 + 52): a frame exactly there, on the way down, shows the state
        // just past it, as on any switch (Docs/decisions.md, Frames and paths).
        let f = frames(largeTitleScreen("iphone-x"), offsets: [-140, -114, -89, -88, -87])
        #expect(f.map { $0.navigationBar?.appearance } == [.scrollEdge, .scrollEdge, .scrollEdge, .standard, .standard])
        #expect(f.map { $0.navigationBar?.background } == [.transparent, .transparent, .transparent, .default, .default])
    }

    @Test func theSwitchIsAnEventWithItsOwnFrame() throws {
        var s = largeTitleScreen("iphone-x")
        s.scrollPath = [.start, .offset(400), .start]
        let f = try LayoutRun.layOut(base: s, selection: .spread(count: 9, snapToEvents: true)).variants[0].frameArray
        // Collapsed at −88 (−140 + 52); the header pins and the bar turns opaque at the same offset.
        let down = f.first { $0.events.contains("navigationBar opaque") }
        #expect(down?.contentOffset == -88)
        #expect(down?.navigationBar?.appearance == .standard)
        let up = f.first { $0.events.contains("navigationBar transparent") }
        #expect(up?.contentOffset == -88)
        #expect(up?.navigationBar?.appearance == .scrollEdge)
    }

    @Test func opaqueScrollEdgeNeverTurnsTransparent() throws {
        var s = largeTitleScreen("iphone-x")
        s.navigationBar?.scrollEdgeAppearance = .opaque
        s.scrollPath = [.start, .offset(400)]
        let f = try LayoutRun.layOut(base: s, selection: .spread(count: 5, snapToEvents: true)).variants[0].frameArray
        #expect(f.allSatisfy { $0.navigationBar?.background != .transparent })
        #expect(!f.contains { $0.events.contains { $0.hasPrefix("navigationBar") } })
    }

    // MARK: - Rule 7.5 (Docs/uikit-rules.md): the tab bar

    @Test(arguments: [("iphone-se", 667.0, 0.0), ("iphone-x", 812, 34), ("iphone-15-pro", 852, 34)])
    func theTabBarExtendsTheBottomInset(_ device: String, _ height: Double, _ home: Double) {
        let f = frames(largeTitleScreen(device, tabBar: true), offsets: [0])[0]
        let tab = 49 + home  // SE 49, X and 15 Pro 83
        #expect(f.bottomBar?.frame == Rect(x: 0, y: height - tab, width: f.listFrame.width, height: tab))
        #expect(f.adjustedContentInset.bottom == tab)
        // The list still covers the screen: content scrolls under the bar.
        #expect(f.listFrame.height == height)
    }

    @Test func theTabBarIsTransparentAtTheEnd() {
        let s = largeTitleScreen("iphone-x", tabBar: true)
        // Content 30 + 40 × 44 = 1790; the end of the range 1790 − 812 + 83 = 1061 (rule 1.3, Docs/uikit-rules.md).
        let f = frames(s, offsets: [1060, 1061])
        #expect(f.map { $0.bottomBar?.appearance } == [.standard, .scrollEdge])
        #expect(f.map { $0.bottomBar?.background } == [.default, .transparent])
    }

    @Test func aShortListLeavesTheTabBarTransparent() {
        var s = largeTitleScreen("iphone-x", tabBar: true)
        s.list.sections[0].rows = [ViewRun(count: 3, view: ViewSpec(height: .points(44)))]
        let f = frames(s, offsets: [-140])[0]
        #expect(f.bottomBar?.appearance == .scrollEdge)
    }

    @Test func theToolbarIsFortyFourAboveTheHomeIndicator() {
        var s = largeTitleScreen("iphone-x")
        s.bottomBar = BottomBarSpec(kind: .toolbar, items: ["Edit"])
        let f = frames(s, offsets: [0])[0]
        let toolbar = 44.0 + 34  // rule 7.5 over the X's home indicator
        #expect(f.bottomBar?.frame.height == toolbar)
        #expect(f.adjustedContentInset.bottom == toolbar)
    }
}

/// Rule 7.6 (Docs/uikit-rules.md): the search controller's 52 pt search bar under the large title.
@Suite struct SearchBarTests {
    func screen(hides: Bool = true, large: Bool = true) -> Scenario {
        var s = SystemBarTests().largeTitleScreen("iphone-15-pro")
        s.navigationBar?.prefersLargeTitles = large
        s.navigationBar?.searchController = SearchControllerSpec(hidesSearchBarWhenScrolling: hides)
        return s
    }

    @Test func shownAtRestThenTuckedAwayBeforeTheLargeTitle() {
        // 15 Pro: 54 + 44 + 52 (large title) + 52 (search) = 202 at rest.
        let f = frames(screen(), offsets: [-202, -176, -150, -124, -98, 300])
        #expect(f.map { $0.navigationBar?.frame.height } == [202, 176, 150, 124, 98, 98])
        #expect(f.map(\.adjustedContentInset.top) == [202, 176, 150, 124, 98, 98])
        // The search bar goes first (26 = half of its 52), then the large title.
        #expect(f.map { $0.navigationBar?.searchBar?.progress } == [1, 0.5, 0, 0, 0, 0])
        #expect(f.map { $0.navigationBar?.largeTitleProgress } == [1, 1, 1, 0.5, 0, 0])
        // The search bar is the bar's bottom strip: at rest 150 ..< 202.
        #expect(f[0].navigationBar?.searchBar?.frame == Rect(x: 0, y: 150, width: 393, height: 52))
        #expect(f[1].navigationBar?.searchBar?.frame.height == 26)
    }

    @Test func keptWhenItDoesNotHide() {
        // Only the large title collapses: 202 at rest, 202 − 52 = 150 collapsed.
        let f = frames(screen(hides: false), offsets: [-202, 300])
        #expect(f.map { $0.navigationBar?.frame.height } == [202, 150])
        #expect(f.map(\.adjustedContentInset.top) == [202, 150])
        #expect(f[1].navigationBar?.searchBar?.frame == Rect(x: 0, y: 98, width: 393, height: 52))
        #expect(f[1].navigationBar?.searchBar?.progress == 1)
    }

    @Test func underAnInlineBar() {
        // No large title: 54 + 44 + 52 = 150 at rest, the inline 98 once tucked away.
        let f = frames(screen(large: false), offsets: [-150, -124, 0])
        #expect(f.map { $0.navigationBar?.frame.height } == [150, 124, 98])
        #expect(f.map { $0.navigationBar?.largeTitleProgress } == [nil, nil, nil])
        // The bar stays at its scroll edge while the search bar tucks away: transparent until 98.
        #expect(f.map { $0.navigationBar?.appearance } == [.scrollEdge, .scrollEdge, .standard])
    }
}

/// Rule 7.7 (Docs/uikit-rules.md): bar button items in the inline bar.
@Suite struct BarItemTests {
    @Test func symbolsTakeHitAreasFromTheEdges() {
        var s = SystemBarTests().largeTitleScreen("iphone-15-pro")
        s.navigationBar?.rightItems = [.symbol("plus"), .symbol("gear")]
        s.navigationBar?.leftItems = [.symbol("sidebar.left")]
        let bar = frames(s, offsets: [0])[0].navigationBar
        // 44 × 44 hit areas in the inline bar (y 54 on a 15 Pro, rule 7.4, Docs/uikit-rules.md), 8 pt from the edges
        // and apart: right 393 − 8 − 44 = 341, then 341 − 8 − 44 = 289; left at 8.
        #expect(
            bar?.items.map(\.frame) == [
                Rect(x: 8, y: 54, width: 44, height: 44),
                Rect(x: 341, y: 54, width: 44, height: 44),
                Rect(x: 289, y: 54, width: 44, height: 44),
            ])
    }

    @Test func textButtonsAreAtLeastAHitAreaWide() {
        var s = SystemBarTests().largeTitleScreen("iphone-x")
        s.navigationBar?.leftItems = [.text("Edit", done: false)]
        s.navigationBar?.rightItems = [.text("Done", done: true), .symbol("plus")]
        let items = frames(s, offsets: [0])[0].navigationBar?.items ?? []
        #expect(items.count == 3)
        #expect(items.first?.frame.x == 8)
        #expect((items.first?.frame.width ?? 0) >= 44)
        // The right text button ends 8 pt from the edge (375 − 8); the symbol 8 pt before it.
        #expect(items[1].frame.maxX == 367)
        #expect(items[2].frame.maxX == items[1].frame.x - 8)
        #expect(items.allSatisfy { $0.frame.y == 44 && $0.frame.height == 44 })
    }
}
