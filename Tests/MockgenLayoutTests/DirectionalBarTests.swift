import MockgenFormat
import MockgenTestSupport
import Testing

@testable import MockgenLayout

/// The direction-of-travel mechanism (Behaviors/DirectionalBar.swift) through the walk. The list is
/// 20 sections of 10 rows of 44 under 40 pt headers on the iPhone 15 Pro: 20 × 480 = 9,600 pt of
/// content, scroll range 0...8,748, far longer than any offset used here.
@Suite struct DirectionalBarTests {
    static func scenario(_ response: DirectionalBar.Response, extent: Double = 64) -> Scenario {
        var s = plainTable(sections: 20, rows: 10)
        s.behaviors = [.directionalBar(DirectionalBarSpec(bar: "topAppBar", extent: extent, response: response))]
        return s
    }

    static func hidden(_ frame: FrameLayout) -> Double? { frame.directionalBars.first { $0.bar == "topAppBar" }?.hidden }

    static func walk(_ s: Scenario, _ offsets: [Double]) throws -> VariantLayout {
        try LayoutRun.layOut(base: s, selection: .offsets(offsets)).variants[0]
    }

    /// Compose enterAlways (androidx material3 AppBar.kt, EnterAlwaysScrollBehavior.onPreScroll:
    /// heightOffset += delta, clamped to heightOffsetLimit...0). Down 0 -> 500, up 500 -> 300,
    /// down 300 -> 600, with the hidden part worked by hand:
    /// - going down from 0: hidden = offset - 0, all 64 by 64, and stays 64 to 500;
    /// - back up from 500: hidden = 64 - (500 - offset): 34 at 470, 0 from 436 on, 0 at 300;
    /// - down again from 300: hidden = offset - 300: 20 at 320, 64 from 364 on.
    @Test func enterAlwaysLeavesAndComesBackByTheDirectionOfTravel() throws {
        let offsets: [Double] = [0, 30, 64, 200, 500, 470, 436, 300, 320, 364, 600]
        let v = try Self.walk(Self.scenario(.scrollDelta), offsets)
        #expect(v.frames.map(Self.hidden) == [0, 30, 64, 64, 64, 34, 0, 0, 20, 64, 64])
        // The same offset, 470 going up and going down (between 364 and 600), shows differently:
        // the offset alone does not decide.
        let events = v.events.filter { $0.label.hasPrefix("topAppBar") }.map { "\($0.label)@\(formatNumber($0.offset))" }
        #expect(
            events == [
                "topAppBar hiding@0", "topAppBar hidden@64", "topAppBar showing@500", "topAppBar shown@436",
                "topAppBar hiding@300", "topAppBar hidden@364",
            ])
    }

    /// A turn half-way: down 0 -> 40 (hidden 40), up to 10 (hidden 40 - 30 = 10), down to 50
    /// (hidden 10 + 40 = 50): the bar never reaches either end, so its base (offset - hidden = 0)
    /// holds through both turns.
    @Test func aTurnMidWayKeepsTheBarWhereItIs() throws {
        let v = try Self.walk(Self.scenario(.scrollDelta), [0, 40, 10, 50])
        #expect(v.frames.map(Self.hidden) == [0, 40, 10, 50])
        #expect(v.frameArray.last?.behaviorStates.first?.state == DirectionalBar.hiding)
    }

    /// UIKit hidesBarsOnSwipe (Apple, UINavigationController.hidesBarsOnSwipe: a swipe up hides
    /// the bars, a swipe down shows them), with the path's direction standing for the swipe's: the
    /// bar is wholly gone once the content moves up and wholly back once it moves down.
    @Test func swipeHidesAndShowsWholeAtTheTurns() throws {
        let v = try Self.walk(Self.scenario(.swipe, extent: 44), [0, 10, 500, 490, 300, 310])
        #expect(v.frames.map(Self.hidden) == [0, 44, 44, 0, 0, 44])
        let events = v.events.filter { $0.label.hasPrefix("topAppBar") }.map { "\($0.label)@\(formatNumber($0.offset))" }
        #expect(events == ["topAppBar hidden@0", "topAppBar shown@500", "topAppBar hidden@300"])
    }

    /// `label@offset#frame`: the frame an event is on, `-` when it is between frames.
    static func placed(_ v: VariantLayout) -> [String] {
        v.events.filter { $0.label.hasPrefix("topAppBar") }.map {
            "\($0.label)@\(formatNumber($0.offset))#\($0.frame.map(String.init) ?? "-")"
        }
    }

    /// A turn where a frame stands: the bar starts back at the node, so its event is on the
    /// node's frame, not beside it. `--offsets 0,500,300,600` makes offset k's node frame k: the
    /// turns are frame 1 (500, down then up) and frame 2 (300, up then down). Between frames:
    /// hidden at 0 + 64, shown again at 500 - 64 = 436, hidden again at 300 + 64 = 364.
    @Test func anEventAtATurnIsOnTheTurnsFrame() throws {
        let v = try Self.walk(Self.scenario(.scrollDelta), [0, 500, 300, 600])
        #expect(
            Self.placed(v) == [
                "topAppBar hiding@0#0", "topAppBar hidden@64#-", "topAppBar showing@500#1", "topAppBar shown@436#-",
                "topAppBar hiding@300#2", "topAppBar hidden@364#-",
            ])
        // The frame keeps the state it arrived with (wholly hidden at 500 going down), and lists
        // the change that starts there.
        #expect(v.frameArray[1].behaviorStates.first?.state == DirectionalBar.hidden && Self.hidden(v.frameArray[1]) == 64)
        #expect(v.frameArray[1].events == ["topAppBar showing"] && v.frameArray[2].events == ["topAppBar hiding"])
    }

    /// The same along a spread path: with as many frames as nodes each node owns a frame
    /// (Docs/decisions.md, Frames and paths), so path [0, 500, 300, 600] with 4 frames stands
    /// frame k on node k, and the turns' events are on frames 1 and 2.
    @Test func anEventAtATurnIsOnTheNodesFrameAlongAPath() throws {
        var s = Self.scenario(.scrollDelta)
        s.scrollPath = [.offset(0), .offset(500), .offset(300), .offset(600)]
        for snap in [false, true] {
            let v = try LayoutRun.layOut(base: s, selection: .spread(count: 4, snapToEvents: snap)).variants[0]
            #expect(v.frames.map(\.contentOffset) == [0, 500, 300, 600])
            let turns = v.events.filter { [500, 300].contains($0.offset) }
            #expect(turns.map(\.label) == ["topAppBar showing", "topAppBar hiding"] && turns.map(\.frame) == [1, 2])
            #expect(turns.map(\.nearestFrame) == [1, 2])
        }
    }

    /// UIKit hidesBarsOnSwipe turns wholly at the turn: `--offsets 0,10,500,490,300,310`, the
    /// turns at 500 (frame 2) and 300 (frame 4).
    @Test func aSwipeAtATurnIsOnTheTurnsFrame() throws {
        let v = try Self.walk(Self.scenario(.swipe, extent: 44), [0, 10, 500, 490, 300, 310])
        #expect(Self.placed(v) == ["topAppBar hidden@0#0", "topAppBar shown@500#2", "topAppBar hidden@300#4"])
    }

    /// The frame of a turn is the one standing there now, not an earlier frame at the same offset:
    /// `--offsets 0,500,200,500,300` turns at 500 twice, at frames 1 and 3 (the bar shows again
    /// from each, after hiding from 200 on the way down in between).
    @Test func aTurnIsOnTheFrameStandingThereNow() throws {
        let v = try Self.walk(Self.scenario(.scrollDelta), [0, 500, 200, 500, 300])
        let showing = v.events.filter { $0.label == "topAppBar showing" }
        #expect(showing.map(\.offset) == [500, 500] && showing.map(\.frame) == [1, 3])
    }

    /// The output does not depend on the number of frames (Docs/decisions.md, Frames and paths):
    /// the walk passes every offset, so the events are the same with 3 frames as with 60.
    @Test func eventsDoNotDependOnTheFrames() throws {
        var s = Self.scenario(.scrollDelta)
        s.scrollPath = [.offset(0), .offset(500), .offset(300), .offset(600)]
        let few = try LayoutRun.layOut(base: s, selection: .spread(count: 4, snapToEvents: false)).variants[0]
        let many = try LayoutRun.layOut(base: s, selection: .spread(count: 60, snapToEvents: false)).variants[0]
        #expect(few.events.map(\.label) == many.events.map(\.label))
        #expect(few.events.map(\.offset) == many.events.map(\.offset))
    }

    /// A bar moves over the list and never changes it: the cells sit where they would without it.
    @Test func theBarDoesNotMoveTheList() throws {
        let with = try Self.walk(Self.scenario(.scrollDelta), [0, 250, 100])
        var s = Self.scenario(.scrollDelta)
        s.behaviors = []
        let without = try Self.walk(s, [0, 250, 100])
        #expect(with.frames.map(\.elements) == without.frames.map(\.elements))
    }
}
