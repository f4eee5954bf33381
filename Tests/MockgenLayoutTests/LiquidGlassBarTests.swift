import MockgenDecoding
import MockgenLayout
import Testing

/// The bars of iOS 26 and 27 (rules 9.1, 9.2, 9.3, 9.5, Docs/uikit-rules.md). Every figure is a
/// published measurement, named in the test:
/// - G1 (iOS 26.4 simulator, iPhone 17, 402 x 874, safe area 62 / 34): the
///   inline bar 62 ... 116 with its items in 62 ... 106, the large-title row 116 ... 168; the hard
///   edge effect ends at 106 under an inline title and at 116 under a collapsed large title, the
///   soft one fades out about 5 to 6 pt below the bar (within 8);
/// - G3: 113 = 59 + 54 on a 59 pt phone (the default iPhone 15 Pro);
/// - code-payments pull request 640, uikit_tab_bar's README: the content's bottom inset with a tab
///   bar stays 83 (49 + 34);
/// - G5, SKPhotoBrowser pull request 459: the toolbar is 48 pt (48 + 34 = 82).
@Suite struct LiquidGlassBarTests {
    static func scenario(
        device: String = "iphone-17", version: Int = 27, bar: String = #"{ "title": "Inbox" }"#,
        bottom: String = "", list: String = ""
    ) throws -> Scenario {
        let json = """
            { "name": "glass", "device": "\(device)", "iosVersion": \(version), "navigationBar": \(bar), \(bottom)
              "list": { "rowHeight": 44, "sectionHeaderHeight": 0, "sectionHeaderTopPadding": 0, \(list)
                        "sections": [ { "rows": { "count": 60 } } ] } }
            """
        return try ScenarioDecoder.decode(Array(json.utf8), source: "glass.json").base
    }

    static let largeTitle = #"{ "title": "Inbox", "prefersLargeTitles": true }"#

    @Test func inlineBarOfAnIPhone17EndsAt116_MauiSpine377() throws {
        let f = frames(try Self.scenario(), offsets: [-116, 300])
        for frame in f {
            #expect(frame.navigationBar?.frame == Rect(x: 0, y: 0, width: 402, height: 62 + 54))
            #expect(frame.adjustedContentInset.top == 116)
            // The item row and the inline title start at the safe-area top, not 5 pt above it.
            #expect(frame.navigationBar?.titleTop == 62)
        }
        #expect(f[0].element("cell.0.0")?.frame.y == 116)
    }

    @Test func largeTitleRowEndsAt168AtRest_MauiSpine377() throws {
        let f = frames(try Self.scenario(bar: Self.largeTitle), offsets: [-168])[0]
        #expect(f.navigationBar?.frame.height == Double(62 + 54 + 52))
        #expect(f.adjustedContentInset.top == 168)
        #expect(f.navigationBar?.largeTitleProgress == 1)
        #expect(f.element("cell.0.0")?.frame.y == 168)
    }

    @Test func largeTitleCollapsesTo54_MauiSpine377() throws {
        let f = frames(try Self.scenario(bar: Self.largeTitle), offsets: [-116, 400])
        for frame in f {
            #expect(frame.navigationBar?.frame.height == Double(62 + 54))
            #expect(frame.adjustedContentInset.top == 116)
            #expect(frame.navigationBar?.largeTitleProgress == 0)
        }
    }

    @Test func barOfTheDefaultPhoneEndsAt113_reactNavigation12801() throws {
        let f = frames(try Self.scenario(device: "iphone-15-pro"), offsets: [-113])[0]
        #expect(f.navigationBar?.frame.height == Double(59 + 54))
        #expect(f.adjustedContentInset.top == 113)
        #expect(f.navigationBar?.titleTop == 59)
    }

    @Test func iOS18KeepsTheBarUnderTheStatusBar_rule7_4() throws {
        // 62 - 5 = 57 (the status bar of the 402 pt phones, rule 7.4) + 44 = 101.
        let f = frames(try Self.scenario(version: 18), offsets: [-101])[0]
        #expect(f.navigationBar?.frame.height == Double(57 + 44))
        #expect(f.navigationBar?.scrollEdgeEffect == nil)
        #expect(f.navigationBar?.hasLiquidGlass == false)
    }

    @Test func tabBarBottomInsetStays83_codePayments640() throws {
        let s = try Self.scenario(bottom: #""tabBar": { "items": ["Inbox", "Sent"] },"#)
        let f = frames(s, offsets: [0])[0]
        #expect(f.adjustedContentInset.bottom == 49 + 34)
    }

    @Test func toolbarIs48_SKPhotoBrowser459() throws {
        let s = try Self.scenario(bottom: #""toolbar": { "items": ["Edit"] },"#)
        let f = frames(s, offsets: [0])[0]
        #expect(f.adjustedContentInset.bottom == 48 + 34)
        #expect(f.bottomBar?.frame.y == Double(874 - 82))
        let old = frames(try Self.scenario(version: 18, bottom: #""toolbar": { "items": ["Edit"] },"#), offsets: [0])[0]
        #expect(old.adjustedContentInset.bottom == 44 + 34)
    }

    // MARK: The scroll edge effect (rule 9.2)

    @Test func hardEffectEndsAtTheItemRowUnderAnInlineTitle_MauiSpine377() throws {
        let s = try Self.scenario(list: #""topEdgeEffect": "hard","#)
        let effect = try #require(frames(s, offsets: [300])[0].navigationBar?.scrollEdgeEffect)
        #expect(effect.style == .hard)
        #expect(effect.band == Rect(x: 0, y: 0, width: 402, height: 62 + 44))
        #expect(effect.region.maxY == 106)
    }

    @Test func hardEffectEndsAtTheBarUnderACollapsedLargeTitle_MauiSpine377() throws {
        let s = try Self.scenario(bar: Self.largeTitle, list: #""topEdgeEffect": "hard","#)
        let effect = try #require(frames(s, offsets: [300])[0].navigationBar?.scrollEdgeEffect)
        #expect(effect.band.maxY == Double(62 + 54))
    }

    @Test func softEffectFadesOutWithin8PtBelowTheBar_MauiSpine377() throws {
        for list in [#""topEdgeEffect": "soft","#, ""] {
            let effect = try #require(frames(try Self.scenario(list: list), offsets: [300])[0].navigationBar?.scrollEdgeEffect)
            // `automatic` is the soft fade under an iPhone's navigation bar (rule 9.2).
            #expect(effect.style == .soft)
            #expect(effect.band.maxY == 116)
            #expect(effect.region.maxY > 116 && effect.region.maxY <= 116 + 8)
        }
    }

    @Test func noEffectAtTheScrollEdgeWhenHiddenOrWithoutABar() throws {
        // At rest nothing is under the bar (its scroll-edge appearance, rule 7.2).
        #expect(frames(try Self.scenario(), offsets: [-116])[0].navigationBar?.scrollEdgeEffect == nil)
        let hidden = try Self.scenario(list: #""topEdgeEffect": "hidden","#)
        #expect(frames(hidden, offsets: [300])[0].navigationBar?.scrollEdgeEffect == nil)
        // An overlay bar is the app's own view: an effect only with the container interaction (rule 9.3).
        let overlay = try Self.scenario(bar: #"{ "kind": "overlay", "height": 50 }"#)
        #expect(frames(overlay, offsets: [300])[0].navigationBar?.scrollEdgeEffect == nil)
        let container = try Self.scenario(bar: #"{ "kind": "overlay", "height": 50, "scrollEdgeElementContainer": true }"#)
        let effect = try #require(frames(container, offsets: [300])[0].navigationBar?.scrollEdgeEffect)
        #expect(effect.band.maxY == Double(62 + 50))
    }

    @Test func decodingRefusals() {
        func message(_ json: String) -> String {
            do {
                _ = try ScenarioDecoder.decode(Array(json.utf8), source: "s.json")
                return ""
            } catch { return error.message }
        }
        #expect(
            message(#"{ "name": "a", "iosVersion": 19, "list": { "sections": [{}] } }"#)
                == "expected an iOS version mockgen draws: 17, 18, 26 or 27")
        #expect(
            message(#"{ "name": "a", "navigationBar": { "scrollEdgeElementContainer": true }, "list": { "sections": [{}] } }"#)
                .hasPrefix("scrollEdgeElementContainer belongs to an overlay bar"))
        // Rule 9.7: no source gives these heights, so they are refused rather than invented.
        func bar(_ keys: String, _ extra: String = "") -> String {
            #"{ "name": "a", "navigationBar": { "# + keys + " }, " + extra + #" "list": { "sections": [{}] } }"#
        }
        #expect(message(bar(#""subtitle": "Today""#)).contains("UINavigationItem.subtitle is not modelled"))
        #expect(message(bar(#""largeSubtitle": "Today""#)).contains("largeSubtitle is not modelled"))
        #expect(
            message(bar(#""navigationBarMinimization": {}"#))
                == "iOS 27's navigation bar minimisation is not modelled yet: the minimised bar's height, and how far its title moves, are unpublished"
        )
        #expect(
            message(bar(#""searchController": { "searchBarPlacement": "integrated" }"#))
                .hasPrefix("the integrated search bar placement is not modelled: its geometry in the bar is unpublished"))
        #expect(message(bar(#""searchController": { "searchBarPlacement": "stacked" }"#)) == "")
        // From iOS 26 a search field joins the toolbar unless told not to (rule 9.7).
        let toolbar = #""toolbar": { "items": ["Edit"] },"#
        #expect(message(bar(#""searchController": {}"#, toolbar)).hasPrefix("on iOS 27 the search field moves into the toolbar"))
        #expect(message(bar(#""searchController": { "searchBarPlacementAllowsToolbarIntegration": false }"#, toolbar)) == "")
        #expect(message(bar(#""searchController": {}"#, toolbar + #" "iosVersion": 18,"#)) == "")
    }

    @Test func itemsKeepTheirFramesAndCarryTheirGlass() throws {
        let s = try Self.scenario(
            bar:
                #"{ "title": "Inbox", "rightItems": [{ "symbol": "plus", "style": "prominent" }, { "symbol": "gear" }, { "symbol": "star", "hidesSharedBackground": true }] }"#
        )
        let items = frames(s, offsets: [0])[0].navigationBar?.items ?? []
        // Rule 7.7's frames (8 pt from the edge, 44 wide, 8 apart), in the 44 pt item row at the safe-area top.
        #expect(
            items.map(\.frame) == [
                Rect(x: 402 - 8 - 44, y: 62, width: 44, height: 44), Rect(x: 402 - 8 - 88 - 8, y: 62, width: 44, height: 44),
                Rect(x: 402 - 8 - 132 - 16, y: 62, width: 44, height: 44),
            ])
        #expect(
            items.map(\.item.glass) == [
                BarItemGlass(prominent: true), BarItemGlass(), BarItemGlass(hidesSharedBackground: true),
            ])
    }

    @Test func theDefaultIsTheCurrentRelease() throws {
        let s = try ScenarioDecoder.decode(Array(#"{ "name": "a", "list": { "sections": [{}] } }"#.utf8), source: "a.json")
        #expect(s.base.iosVersion == .iOS27)
        let forced = try ScenarioDecoder.decode(
            Array(#"{ "name": "a", "iosVersion": 27, "list": { "sections": [{}] }, "variants": [ { "name": "b" } ] }"#.utf8),
            source: "a.json", iosVersion: .iOS18)
        #expect(forced.base.iosVersion == .iOS18)
        #expect(forced.variants?.first?.scenario.iosVersion == .iOS18)
    }
}
