import MockgenDecoding
import MockgenLayout
import Testing

/// iOS 26's floating tab bar, lists and SwiftUI's safeAreaBar (rules 9.6, 9.8, 9.9,
/// Docs/uikit-rules.md). Sources named in the tests: 83 at the bottom with a tab bar
/// (code-payments pull request 640, uikit_tab_bar's README), 139 with a bottom accessory
/// (uikit_tab_bar's README, iOS 27); the minimise path of uikit_tab_bar's UI tests (a scroll down
/// minimises, a small reverse scroll keeps it minimised, back at the top it expands, a pull at the
/// top does not minimise); 26 pt inset-grouped corners (RevenueCat/purchases-ios).
@Suite struct FloatingTabBarTests {
    static func scenario(tabBar: String, version: Int = 27, path: String = #"["start", 400, 300, "start"]"#, list: String = "")
        throws -> Scenario
    {
        let json = """
            { "name": "tabs", "device": "iphone-17", "iosVersion": \(version),
              "navigationBar": { "title": "Inbox" }, "tabBar": \(tabBar),
              "list": { "rowHeight": 44, "sectionHeaderHeight": 0, "sectionHeaderTopPadding": 0, \(list)
                        "sections": [ { "rows": { "count": 60 } } ] },
              "scroll": { "path": \(path) } }
            """
        return try ScenarioDecoder.decode(Array(json.utf8), source: "tabs.json").base
    }

    static let items = #"[{ "title": "Mail", "symbol": "envelope" }, "Photos", { "title": "Settings", "symbol": "gear" }]"#

    @Test func bottomInsetIs83_codePayments640() throws {
        let s = try Self.scenario(tabBar: #"{ "items": \#(Self.items), "selectedIndex": 2 }"#)
        #expect(s.bottomBar?.items == ["Mail", "Photos", "Settings"])
        #expect(s.bottomBar?.symbols == ["envelope", nil, "gear"])
        #expect(s.bottomBar?.selectedIndex == 2)
        let f = frames(s, offsets: [0])[0]
        #expect(f.adjustedContentInset.bottom == 49 + 34)
        #expect(f.bottomBar?.hasLiquidGlass == true)
    }

    @Test func bottomInsetIs139WithAnAccessory_uikitTabBarREADME() throws {
        let s = try Self.scenario(tabBar: #"{ "items": ["A", "B"], "bottomAccessory": { "title": "Now Playing" } }"#)
        let f = frames(s, offsets: [0])[0]
        #expect(f.adjustedContentInset.bottom == 139)
        #expect(f.bottomBar?.frame == Rect(x: 0, y: 874 - 139, width: 402, height: 139))
        // Before iOS 26 there is no accessory: the inset stays 83.
        let old = try Self.scenario(tabBar: #"{ "items": ["A", "B"], "bottomAccessory": {} }"#, version: 18)
        #expect(frames(old, offsets: [0])[0].adjustedContentInset.bottom == 83)
    }

    /// Down, a small way back up, then to the top: minimised on the way down, still minimised
    /// after the reverse scroll, expanded at the top (uikit_tab_bar's UI tests).
    @Test func minimisesOnTheWayDownAndExpandsOnlyAtTheTop_uikitTabBarUITests() throws {
        let s = try Self.scenario(tabBar: #"{ "items": ["A", "B"], "tabBarMinimizeBehavior": "onScrollDown" }"#)
        let v = try LayoutRun.layOut(base: s, selection: .spread(count: 4, snapToEvents: false)).variants[0]
        // start = -116 (62 + 54, rule 9.1); then 400, 300 (a reverse scroll), back to the start.
        #expect(v.frames.map(\.contentOffset) == [-116, 400, 300, -116])
        #expect(v.frames.map { $0.bottomBar?.minimized } == [false, true, true, false])
        // Once each, where they happen: 1 pt past the top (an assumption, rule 9.6) and back at it.
        let events = v.events.filter { $0.label.hasPrefix("tabBar") }
        #expect(events.map(\.label) == ["tabBar minimizes", "tabBar expands"])
        #expect(events.map(\.offset) == [-116 + 1, -116])
        // The insets do not move as it minimises.
        #expect(Set(v.frames.map(\.adjustedContentInset.bottom)) == [83])
    }

    @Test func anOverscrollAtTheTopDoesNotMinimise_uikitTabBarUITests() throws {
        let s = try Self.scenario(
            tabBar: #"{ "items": ["A", "B"], "tabBarMinimizeBehavior": "onScrollDown" }"#,
            path: #"[{ "drag": -80 }, "start"]"#)
        let v = try LayoutRun.layOut(base: s, selection: .spread(count: 2, snapToEvents: false)).variants[0]
        #expect(v.frames.allSatisfy { $0.bottomBar?.minimized == false })
        #expect(!v.events.contains { $0.label == "tabBar minimizes" })
    }

    @Test(arguments: ["automatic", "never"])
    func automaticAndNeverDoNotMinimiseOnAnIPhone_appleTabBarMinimizeBehavior(_ behavior: String) throws {
        let s = try Self.scenario(tabBar: #"{ "items": ["A"], "tabBarMinimizeBehavior": "\#(behavior)" }"#)
        let v = try LayoutRun.layOut(base: s, selection: .spread(count: 4, snapToEvents: false)).variants[0]
        #expect(v.frames.allSatisfy { $0.bottomBar?.minimized == false })
    }

    @Test func bottomEdgeEffectUnderTheBarWhileContentIsUnderIt() throws {
        let s = try Self.scenario(tabBar: #"{ "items": ["A"] }"#, list: #""bottomEdgeEffect": "hard","#)
        let f = frames(s, offsets: [0])[0]
        let effect = try #require(f.bottomBar?.scrollEdgeEffect)
        #expect(effect.edge == .bottom && effect.style == .hard)
        #expect(effect.band == Rect(x: 0, y: 874 - 83, width: 402, height: 83))
    }

    @Test func refusals() {
        func message(_ json: String) -> String {
            do {
                _ = try ScenarioDecoder.decode(Array(json.utf8), source: "s.json")
                return ""
            } catch { return error.message }
        }
        #expect(
            message(#"{ "name": "a", "toolbar": { "selectedIndex": 1 }, "list": { "sections": [{}] } }"#)
                == "selectedIndex belongs to a tabBar")
        #expect(
            message(
                #"{ "name": "a", "tabBar": { "items": ["A"], "tabBarMinimizeBehavior": "onScrollDown" }, "behaviors": [{ "type": "hidesTabBarOnScroll" }], "list": { "sections": [{}] } }"#
            ) == "hidesTabBarOnScroll and tabBar.tabBarMinimizeBehavior both move the tab bar; keep one")
        #expect(
            message(#"{ "name": "a", "tabBar": { "items": ["A"], "selectedIndex": 1 }, "list": { "sections": [{}] } }"#)
                == "selectedIndex is one of the 1 items' indices, from 0")
    }

    // MARK: Lists (rule 9.8)

    @Test func insetGroupedCornersAre26_RevenueCat5553() throws {
        func corner(_ version: Int) throws -> Double? {
            let json = """
                { "name": "g", "iosVersion": \(version), "list": { "style": "insetGrouped", "rowHeight": 44,
                  "sections": [ { "rows": { "count": 3 } } ] } }
                """
            let s = try ScenarioDecoder.decode(Array(json.utf8), source: "g.json").base
            return frames(s, offsets: [-59])[0].element("cell.0.0")?.decoration.topCornerRadius
        }
        #expect(try corner(27) == 26)
        #expect(try corner(18) == 10)
    }

    @Test func groupedHeadersAreTitleCaseFrom26() {
        #expect(ListContentStyle.groupedHeader.look(on: .iOS18).text.uppercased)
        #expect(!ListContentStyle.groupedHeader.look(on: .iOS27).text.uppercased)
    }

    // MARK: SwiftUI (rule 9.9)

    /// `.searchable` stacks its field under a large navigationTitle as a search controller does:
    /// 62 + 54 + 52 + 52 = 220 at rest on an iPhone 17 (rules 9.1 and 7.6; source G1's
    /// 116 and 168 plus the 52 pt search bar).
    @Test func searchableStacksItsFieldUnderTheTitle() throws {
        func scenario(_ searchable: String) throws(ScenarioError) -> Scenario {
            let json = """
                { "name": "s", "device": "iphone-17", "list": { "kind": "swiftui", "navigationTitle": "Mail",
                  "searchable": \(searchable), "sections": [ { "rows": { "count": 40, "height": 44 } } ] } }
                """
            return try ScenarioDecoder.decode(Array(json.utf8), source: "s.json").base
        }
        let f = frames(try scenario(#"{ "prompt": "Find" }"#), offsets: [-220])[0]
        #expect(f.adjustedContentInset.top == 220)
        #expect(f.navigationBar?.spec.searchController?.placeholder == "Find")
        #expect(f.navigationBar?.searchBar?.frame.maxY == 220)
        do {
            _ = try scenario(#"{ "placement": "toolbar" }"#)
            Issue.record("the toolbar placement decoded")
        } catch {
            #expect(error.message.hasPrefix("the toolbar search placement is not modelled: its geometry is unpublished"))
        }
    }

    @Test func safeAreaBarGetsTheEdgeEffectDownToItsBottom() throws {
        func effect(_ version: Int, title: Bool) throws -> ScrollEdgeEffectState? {
            let json = """
                { "name": "s", "device": "iphone-17", "iosVersion": \(version), "list": { "kind": "swiftui", "container": "LazyVStack",
                  \(title ? #""navigationTitle": "Feed", "navigationBarTitleDisplayMode": "inline","# : "")
                  "safeAreaBar": { "height": 50, "title": "Filters" },
                  "sections": [ { "rows": { "count": 40, "height": 80 } } ] } }
                """
            let s = try ScenarioDecoder.decode(Array(json.utf8), source: "s.json").base
            let f = frames(s, offsets: [400])[0]
            return f.navigationBar?.scrollEdgeEffect ?? f.safeAreaBarEffect
        }
        // Under the 116 pt bar (rule 9.1) the 50 pt bar view ends at 166; iOS 27's automatic is hard.
        let under = try #require(try effect(27, title: true))
        #expect(under.band.maxY == Double(116 + 50) && under.style == .hard)
        let alone = try #require(try effect(26, title: false))
        #expect(alone.band.maxY == Double(62 + 50) && alone.style == .soft)
        #expect(try effect(18, title: false) == nil)
    }
}
