import MockgenDecoding
import MockgenLayout
import MockgenTestSupport
import Testing

/// UIKit's direction-aware bars on the direction-of-travel mechanism (Docs/platform-rules.md#direction-aware-bars):
/// UINavigationController.hidesBarsOnSwipe (Apple: an upward swipe hides the navigation bar and
/// the toolbar, a downward swipe shows them again; a toolbar without items stays) and an app's
/// tab bar hidden by the direction of travel. The path's direction stands for the swipe's: a
/// move down the content (contentOffset.y growing) is an upward swipe.
///
/// iPhone 15 Pro: the system bar starts at the 54 pt status bar (rule 7.4) and ends at 54 + 44 =
/// 98; the tab bar is 49 + the 34 pt home indicator area = 83 (rule 7.5). `.automatic` adds both to
/// adjustedContentInset; a hidden bar no longer extends the safe area, which falls back to the
/// device's 59 / 34.
@Suite struct SwipeBarsTests {
    static let json = #"""
        { "name": "swipe", "iosVersion": 18, "navigationBar": { "title": "Inbox" }, "tabBar": { "items": ["A", "B"] },
          "list": { "rowHeight": 44, "sectionHeaderHeight": 40, "sectionHeaderTopPadding": 0,
                    "sections": [ { "header": { "title": "S0" }, "rows": { "count": 40 } } ] },
          "behaviors": [ { "type": "hidesBarsOnSwipe" }, { "type": "hidesTabBarOnScroll" } ],
          "scroll": { "path": ["start", 400, 300, 500] } }
        """#

    @Test func barsLeaveOnAMoveDownTheContentAndComeBackOnAMoveUp() throws {
        let s = try ScenarioDecoder.decode(Array(Self.json.utf8), source: "swipe.json").base
        let v = try LayoutRun.layOut(base: s, selection: .spread(count: 4, snapToEvents: false)).variants[0]
        // start = -98 (the inset at rest); then the path's 400, 300, 500.
        #expect(v.frames.map(\.contentOffset) == [-98, 400, 300, 500])
        // At rest both bars show.
        #expect(v.frameArray[0].navigationBar != nil && v.frameArray[0].bottomBar != nil)
        #expect(v.frameArray[0].adjustedContentInset.top == 98 && v.frameArray[0].adjustedContentInset.bottom == 83)
        // 400, reached going down: both gone; the insets fall back to the safe area, 59 and 34, and
        // the plain header pins at the new line, window y 59 instead of 98.
        #expect(v.frameArray[1].navigationBar == nil && v.frameArray[1].bottomBar == nil)
        #expect(v.frameArray[1].adjustedContentInset.top == 59 && v.frameArray[1].adjustedContentInset.bottom == 34)
        #expect(v.frameArray[1].element("header.0")?.frame.y == 59)
        // 300, reached going up: back, whatever the offset (300 going down showed none).
        #expect(v.frameArray[2].navigationBar != nil && v.frameArray[2].bottomBar != nil)
        #expect(v.frameArray[2].element("header.0")?.frame.y == 98)
        // 500, going down again: gone.
        #expect(v.frameArray[3].navigationBar == nil && v.frameArray[3].bottomBar == nil)
        // Each bar switches where a move begins: -98, 400 (the turn up), 300 (the turn down).
        let events = v.events.map { "\($0.label) @ \($0.offset)" }.filter {
            $0.hasPrefix("navigationBar") || $0.hasPrefix("tabBar")
        }
        #expect(
            events.filter { $0.hasPrefix("navigationBar ") && ($0.contains("hidden") || $0.contains("shown")) }
                == ["navigationBar hidden @ -98.0", "navigationBar shown @ 400.0", "navigationBar hidden @ 300.0"])
        #expect(
            events.filter { $0.hasPrefix("tabBar ") && ($0.contains("hidden") || $0.contains("shown")) }
                == ["tabBar hidden @ -98.0", "tabBar shown @ 400.0", "tabBar hidden @ 300.0"])
    }

    @Test func hidesBarsOnSwipeTakesAToolbarWithItemsAlong() throws {
        func frame400(_ toolbar: String) throws -> FrameLayout {
            let json = #"""
                { "name": "t", "iosVersion": 18, "navigationBar": {}, "toolbar": \#(toolbar),
                  "list": { "rowHeight": 44, "sections": [ { "rows": { "count": 40 } } ] },
                  "behaviors": [ { "type": "hidesBarsOnSwipe" } ], "scroll": { "path": [0, 400] } }
                """#
            let s = try ScenarioDecoder.decode(Array(json.utf8), source: "t.json").base
            return try LayoutRun.layOut(base: s, selection: .spread(count: 2, snapToEvents: false)).variants[0].frameArray[1]
        }
        #expect(try frame400(#"{ "items": ["Edit"] }"#).bottomBar == nil)
        // Apple: "If the toolbar does not have any items, it remains visible even after a swipe."
        #expect(try frame400("{}").bottomBar != nil)
        #expect(try frame400("{}").navigationBar == nil)
    }

    @Test func decodingErrors() {
        func error(_ json: String) -> String {
            do {
                _ = try ScenarioDecoder.decode(Array(json.utf8), source: "s.json")
                return "accepted"
            } catch { return error.description }
        }
        #expect(
            error(#"{ "name": "s", "behaviors": [{ "type": "hidesBarsOnSwipe" }], "list": { "sections": [{}] } }"#)
                == "s.json:1:30: behaviors[0]: hidesBarsOnSwipe needs a navigationBar")
        #expect(
            error(
                #"{ "name": "s", "navigationBar": { "kind": "overlay" }, "behaviors": [{ "type": "hidesBarsOnSwipe" }], "list": { "sections": [{}] } }"#
            )
                == "s.json:1:70: behaviors[0]: hidesBarsOnSwipe is UINavigationController's and hides a system bar; an overlay bar is the app's own view"
        )
        #expect(
            error(#"{ "name": "s", "behaviors": [{ "type": "hidesTabBarOnScroll" }], "list": { "sections": [{}] } }"#)
                == "s.json:1:30: behaviors[0]: hidesTabBarOnScroll needs a tabBar")
        #expect(
            error(
                #"{ "name": "s", "toolbar": {}, "behaviors": [{ "type": "hidesTabBarOnScroll" }], "list": { "sections": [{}] } }"#
            )
                == "s.json:1:45: behaviors[0]: hidesTabBarOnScroll needs a tabBar")
        #expect(
            error(
                #"{ "name": "s", "tabBar": {}, "behaviors": [{ "type": "hidesTabBarOnScroll", "extent": 3 }], "list": { "sections": [{}] } }"#
            )
                == #"s.json:1:77: behaviors[0].extent: unknown key "extent""#)
    }
}
