import Foundation
import MockgenDecoding
import MockgenLayout
import MockgenTestSupport
import MockgenText
import Testing

@testable import MockgenRender

/// The live view of a variant with a direction-aware bar (LiveView+Direction.swift,
/// Docs/command-line.md, The live view): the page's rule for the bar (`LiveDirection`) against the
/// walk on down, up and down paths, the bar held at the rule's hidden part against the walk's own
/// frame, and the page's markup at points off the samples against `--offsets Y-H,Y`; for a
/// snapping Flutter header, the snap at rest against the walk on paths that stay at each turn.
@Suite struct LiveDirectionTests {
    /// UIKit `hidesBarsOnSwipe` over a plain table (SwipeBarsTests' screen without its tab bar).
    static let swipe = #"""
        { "name": "swipe", "iosVersion": 18, "navigationBar": { "title": "Inbox" },
          "list": { "rowHeight": 44, "sectionHeaderHeight": 40, "sectionHeaderTopPadding": 0,
                    "sections": [ { "header": { "title": "S0" }, "rows": { "count": 40 } } ] },
          "behaviors": [ { "type": "hidesBarsOnSwipe" } ] }
        """#

    static func scenario(builtin name: String, variant: String) throws -> Scenario {
        let builtin = try #require(ScenarioLibrary.builtin(named: name))
        let doc = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "\(name).json")
        return try #require(doc.variants?.first { $0.name == variant }?.scenario)
    }

    /// `swipe` with a tab bar that hides by the app's code too (`hidesTabBarOnScroll`): two bars
    /// that every move changes alike, held together.
    static let twoSwipes = swipe.replacingOccurrences(
        of: #"{ "type": "hidesBarsOnSwipe" }"#, with: #"{ "type": "hidesBarsOnSwipe" }, { "type": "hidesTabBarOnScroll" }"#
    ).replacingOccurrences(
        of: #""navigationBar": { "title": "Inbox" },"#,
        with: #""navigationBar": { "title": "Inbox" }, "tabBar": { "items": ["A", "B"] },"#)

    /// A Browser fixture (Tests/Browser/fixtures/): the Flutter shopping feed whose SliverAppBar
    /// floats and snaps, and the notes list under a SliverFloatingHeader.
    static func fixture(_ name: String, _ edit: (String) -> String = { $0 }) throws -> Scenario {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Browser/fixtures/\(name).json")
        let text = edit(try String(contentsOf: url, encoding: .utf8))
        return try ScenarioDecoder.decode(Array(text.utf8), source: "\(name).json").base
    }

    static func scenario(_ key: String) throws -> Scenario {
        switch key {
        case "shop": return try fixture("flutter-shop-snap")
        case "search": return try fixture("flutter-floating-search")
        case "swipe": return try ScenarioDecoder.decode(Array(swipe.utf8), source: "swipe.json").base
        case "twoSwipes": return try ScenarioDecoder.decode(Array(twoSwipes.utf8), source: "two.json").base
        // iOS 27's tab bar minimising on the way down (rule 9.6).
        case "today": return try scenario(builtin: "today", variant: "ios27")
        default: return try scenario(builtin: "ably-platforms", variant: key)
        }
    }

    /// The walk's state of the way there at a frame, in the rule's number: the first bar's hidden
    /// part (every other bar's checked against `held`), or the tab bar minimised (1) or not (0).
    static func walkState(_ frame: FrameLayout, _ rule: LiveDirection) throws -> Double {
        if case .minimize = rule.response { return try #require(frame.bottomBar).minimized ? 1 : 0 }
        let first = try #require(frame.directionalBars.first { $0.bar == rule.name }).hidden
        for bar in frame.directionalBars {
            #expect(abs((rule.held(first).bars[bar.bar] ?? .nan) - bar.hidden) < 1e-9, "\(bar.bar) at \(frame.contentOffset)")
        }
        return first
    }

    static func fonts(_ scenario: Scenario) throws -> FontSet? { scenario.hasContent ? try FontSet.load() : nil }

    /// Down, up a little (the bar part way back), down again, up past the top of the bar's travel,
    /// and down: offsets as fractions of the range, with steps between so that the walk records
    /// every frame. `rests`: the scroll comes to rest at each turn and at the end (each written
    /// twice, where a snapping header snaps); the small moves (0.6 to 0.58) leave it part way.
    static func path(in range: ClosedRange<Double>, back: Bool = false, rests: Bool = false) -> [Double] {
        // The tab bar's minimise expands only at the top: that path goes back there twice.
        let nodes =
            back
            ? [0.0, 0.6, 0.5, 0.0, 0.4, 0.3, 0.0, 0.5]
            : rests ? [0.0, 0.6, 0.58, 0.59, 0.8, 0.2, 0.21] : [0.0, 0.6, 0.5, 0.8, 0.2, 0.45]
        var path: [Double] = []
        for (i, (a, b)) in zip(nodes, nodes.dropFirst()).enumerated() {
            if rests, i > 0 { path.append(a) }
            for k in 0..<5 { path.append(a + (b - a) * Double(k) / 5) }
        }
        path.append(nodes.last!)
        if rests { path.append(nodes.last!) }
        return path.map { range.lowerBound + (range.upperBound - range.lowerBound) * $0 }
    }

    /// The page's state machine along `path`: the rule's move at every step and, where the
    /// offset stays (the scroll at rest), the snap by the last heading (`snapTarget` and
    /// `snapStep` in flipbook.js), after which the next move starts a new heading. Each frame's
    /// state, in order.
    static func pageStates(_ rule: LiveDirection, along path: [Double], in range: ClosedRange<Double>) -> [Double] {
        var hidden = 0.0
        var heading = 0.0
        var previous = min(max(path[0], range.lowerBound), range.upperBound)
        var states: [Double] = []
        for y in path {
            let at = min(max(y, range.lowerBound), range.upperBound)
            if at == previous, heading != 0 {
                hidden = rule.snapped(hidden, at: at, movingDown: heading > 0)
                heading = 0
            } else if at != previous {
                heading = at > previous ? 1 : -1
                hidden = rule.hidden(after: hidden, from: previous, to: at)
            }
            previous = at
            states.append(hidden)
        }
        return states
    }

    static let keys = ["compose", "swipe", "twoSwipes", "today", "shop", "search"]

    /// The path a key's checks walk: back to the top for the minimise, at rest at each turn for a snap.
    static func path(_ key: String, _ rule: LiveDirection, in range: ClosedRange<Double>) -> [Double] {
        path(in: range, back: key == "today", rests: rule.snap != nil)
    }

    @Test(arguments: keys)
    func theRuleFollowsTheWalk(key: String) throws {
        let scenario = try Self.scenario(key)
        let fonts = try Self.fonts(scenario)
        let rule = try #require(LiveDirection.of(scenario, fonts: fonts))
        let range = try Simulation(scenario, fonts: fonts).restRange
        let path = Self.path(key, rule, in: range)
        let walk = try LayoutRun.layOut(base: scenario, selection: .offsets(path), fonts: fonts).variants[0]
        let states = Self.pageStates(rule, along: walk.frames.map(\.contentOffset), in: range)
        for (frame, hidden) in zip(walk.frames, states) {
            let engine = try Self.walkState(frame, rule)
            #expect(abs(engine - hidden) < 1e-9, "\(key) at \(frame.contentOffset): walk \(engine), rule \(hidden)")
        }
        // A snapping header snaps both ways on its path: wholly in and wholly out at a rest.
        if rule.snap != nil {
            let snaps = walk.events.filter { $0.label.contains("snaps") }.map(\.label)
            #expect(snaps.contains { $0.hasSuffix("in") } && snaps.contains { $0.hasSuffix("out") }, "\(key): \(snaps)")
        }
    }

    /// The layout the page samples, the bar held at the rule's hidden part, draws what the walk
    /// draws at the end of the same path.
    @Test(arguments: keys)
    func theHeldBarDrawsTheWalksFrame(key: String) throws {
        let scenario = try Self.scenario(key)
        let fonts = try Self.fonts(scenario)
        let rule = try #require(LiveDirection.of(scenario, fonts: fonts))
        let range = try Simulation(scenario, fonts: fonts).restRange
        let path = Self.path(key, rule, in: range)
        let walk = try LayoutRun.layOut(base: scenario, selection: .offsets(path), fonts: fonts).variants[0]
        for frame in walk.frames {
            let hidden = try Self.walkState(frame, rule)
            var held = scenario
            held.heldBar = rule.held(hidden)
            let run = try LayoutRun.layOut(base: held, selection: .offsets([frame.contentOffset]), fonts: fonts)
            let heldFrame = try #require(run.variants[0].frames.first)
            #expect(
                Sample(heldFrame, variant: run.variants[0]).sameDrawing(as: Sample(frame, variant: walk)),
                "\(key) at \(frame.contentOffset), \(hidden) hidden")
        }
    }

    /// At 40 points (offset, hidden) off the samples, every element the page draws has the shape
    /// and numbers, within 0.5 pt (opacities 0.01), of the walk's frame at the end of
    /// `--offsets Y-H,Y` (a move down of H from a bar wholly shown hides H, `LiveDirection`).
    @Test func tracksMatchTheWalkOffTheSamples() throws {
        let scenario = try Self.scenario("compose")
        let fonts = try Self.fonts(scenario)
        let rule = try #require(LiveDirection.of(scenario, fonts: fonts))
        let variant = try LayoutRun.layOut(base: scenario, selection: .offsets([0]), fonts: fonts).variants[0]
        let view = try LiveView.build(variant)
        #expect(view.direction == rule)
        let span = view.range.upperBound - view.range.lowerBound
        for k in 0..<40 {
            let y = view.range.lowerBound + span * (Double(k) + 0.37) / 40
            let most = min(rule.extent, y - view.range.lowerBound)
            let h = most * Double((k * 7) % 11) / 10
            let run = try LayoutRun.layOut(base: scenario, selection: .offsets([y - h, y]), fonts: fonts)
            let frame = try #require(run.variants[0].frames.map { $0 }.last)
            try Self.expectTracks(of: view, drawAs: Sample(frame, variant: run.variants[0]), height: variant.viewport.height) {
                (view.markup(of: $0, at: y, hidden: h), "at \(y), \(h) hidden")
            }
        }
    }

    /// Every track the page draws (`markup` gives it and where it is, for the message) has the
    /// shape and numbers of the walk's frame `engine`, within 0.5 pt (opacities 0.01), or neither
    /// shows it (the page's off the screen).
    static func expectTracks(
        of view: LiveView, drawAs engine: Sample, height: Double, _ markup: (LiveView.Track) -> (String?, String)
    ) throws {
        for track in view.tracks {
            let (page, place) = markup(track)
            guard let page, let truth = engine.group(track.id) else {
                let offScreen = page.flatMap(MarkupNumbers.init).map { LiveViewTests.offScreen($0, height: height) } ?? true
                #expect(engine.group(track.id) == nil && offScreen, "\(track.id) \(place)")
                continue
            }
            let a = try #require(MarkupNumbers(page))
            let b = try #require(MarkupNumbers(truth))
            #expect(a.text == b.text, "\(track.id) \(place): \(page) vs \(truth)")
            guard a.text == b.text else { continue }
            for q in a.values.indices {
                let limit = a.isOpacity[q] ? 0.01 : 0.5
                #expect(abs(a.values[q] - b.values[q]) <= limit, "\(track.id) \(place): \(page) vs \(truth)")
            }
        }
    }

    /// At rest after a snap: at 20 offsets, after a move down of part of the header (it snaps out)
    /// and after a move down past it and back up part of it (it snaps in), the page's markup at
    /// the snapped hidden part is the walk's last frame of the same path with its end written
    /// twice (`--offsets P1,…,Pn,Y,Y`: a path that stays at a node shows the snap done).
    @Test(arguments: ["shop", "search"])
    func theSnapAtRestDrawsTheWalksFrame(key: String) throws {
        let scenario = try Self.scenario(key)
        let fonts = try Self.fonts(scenario)
        let rule = try #require(LiveDirection.of(scenario, fonts: fonts))
        #expect(rule.snap != nil)
        let variant = try LayoutRun.layOut(base: scenario, selection: .offsets([0]), fonts: fonts).variants[0]
        let view = try LiveView.build(variant)
        #expect(view.direction == rule)
        let range = view.range
        let e = rule.extent
        var snapped = Set<Double>()
        for k in 0..<20 {
            let y = range.lowerBound + 3 * e + (range.upperBound - range.lowerBound - 4 * e) * (Double(k) + 0.37) / 20
            let part = e * Double(1 + (k * 7) % 9) / 10
            let path = k % 2 == 0 ? [y - part, y, y] : [y - 2 * e, y + part, y, y]
            let states = Self.pageStates(rule, along: path, in: range)
            let hidden = try #require(states.last)
            snapped.insert(hidden)
            let run = try LayoutRun.layOut(base: scenario, selection: .offsets(path), fonts: fonts)
            let frame = try #require(run.variants[0].frames.map { $0 }.last)
            #expect(abs(try Self.walkState(frame, rule) - hidden) < 1e-9, "\(key) along \(path)")
            try Self.expectTracks(of: view, drawAs: Sample(frame, variant: run.variants[0]), height: variant.viewport.height) {
                (view.markup(of: $0, at: y, hidden: hidden), "along \(path), \(hidden) hidden")
            }
        }
        #expect(snapped == [0, e])
    }

    /// What the rule does not follow: a switch with a memory (mypage's collapsing header, a state
    /// of the offset from the top instead, LiveViewTests), bars that answer a move by different
    /// rules, and a snapping header beside another floating one (refused).
    @Test func otherStateOfTheWayThereIsRefused() throws {
        let builtin = try #require(ScenarioLibrary.builtin(named: "mypage"))
        let mypage = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "mypage.json").base
        #expect(LiveDirection.follow(mypage, fonts: try Self.fonts(mypage)) == .failure(.other))
        // A swipe beside a scroll delta: a move changes them differently, and not by one rule.
        var mixed = try Self.scenario("swipe")
        mixed.behaviors.append(.directionalBar(DirectionalBarSpec(bar: "tabBar", extent: 49, response: .scrollDelta)))
        #expect(LiveDirection.follow(mixed, fonts: nil) == .failure(.barsApart))
        // The shopping feed with a second floating header under its snapping bar.
        let two = try Self.fixture("flutter-shop-snap") {
            $0.replacingOnce(
                #"{ "sliver": "SliverToBoxAdapter""#,
                with: #"{ "sliver": "SliverPersistentHeader", "floating": true, "minExtent": 40, "maxExtent": 40 }, "#
                    + #"{ "sliver": "SliverToBoxAdapter""#)
        }
        #expect(LiveDirection.follow(two, fonts: try Self.fonts(two)) == .failure(.snap))
    }

    /// docs-floating-toolbar under an `enterAlways` top bar: two scroll-delta bars of different
    /// extents (64 dp, the toolbar's travel).
    static func apart() throws -> Scenario {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/docs-floating-toolbar.json")
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: #""title": "Docs""#, with: #""title": "Docs", "scrollBehavior": "enterAlways""#)
        return try ScenarioDecoder.decode(Array(text.utf8), source: "apart.json").base
    }

    /// Bars of different extents are two numbers, each followed by the scroll-delta rule on its
    /// own extent: the rule against the walk's `barsHidden` on the down, up, down path.
    @Test func barsApartFollowTheWalk() throws {
        let scenario = try Self.apart()
        let fonts = try Self.fonts(scenario)
        // Down 200, up 10: the 64 dp bar (its travel, DirectionalBarTests) 10 short of hidden,
        // the toolbar 10 short of its own travel: two numbers.
        let run = try LayoutRun.layOut(base: scenario, selection: .offsets([0, 200, 190]), fonts: fonts)
        let last = try #require(run.variants[0].frames.map { $0 }.last)
        let hidden = Dictionary(uniqueKeysWithValues: last.directionalBars.map { ($0.bar, $0.hidden) })
        #expect(hidden.count == 2 && hidden["topAppBar"] == 64 - 10)
        #expect(Set(hidden.values).count == 2)
        let rule = try #require(LiveDirection.of(scenario, fonts: fonts))
        #expect(rule.apart && rule.bars.map(\.bar) == ["topAppBar", "floatingToolbar"])
        let range = try Simulation(scenario, fonts: fonts).restRange
        let path = Self.path(in: range)
        let walk = try LayoutRun.layOut(base: scenario, selection: .offsets(path), fonts: fonts).variants[0]
        var parts = rule.bars.map { _ in 0.0 }
        var previous = path[0]
        for frame in walk.frames {
            let at = min(max(frame.contentOffset, range.lowerBound), range.upperBound)
            parts = rule.hiddenParts(after: parts, from: previous, to: at)
            previous = at
            for (bar, h) in zip(rule.bars, parts) {
                let engine = try #require(frame.directionalBars.first { $0.bar == bar.bar }).hidden
                #expect(abs(engine - h) < 1e-9, "\(bar.bar) at \(frame.contentOffset): walk \(engine), rule \(h)")
            }
            // The layout with both bars held there draws the walk's frame.
            var held = scenario
            held.heldBar = rule.held(parts: parts)
            let heldRun = try LayoutRun.layOut(base: held, selection: .offsets([frame.contentOffset]), fonts: fonts)
            let heldFrame = try #require(heldRun.variants[0].frames.first)
            #expect(
                Sample(heldFrame, variant: heldRun.variants[0]).sameDrawing(as: Sample(frame, variant: walk)),
                "at \(frame.contentOffset), \(parts) hidden")
        }
    }

    /// At 30 offsets, after a move down of D and up of U (the two bars then hidden by different
    /// amounts), every element the page draws has the shape and numbers, within 0.5 pt
    /// (opacities 0.01), of the walk's frame at the end of `--offsets Y-D+U,Y+U,Y`.
    @Test func barsApartTracksMatchTheWalk() throws {
        let scenario = try Self.apart()
        let fonts = try Self.fonts(scenario)
        let rule = try #require(LiveDirection.of(scenario, fonts: fonts))
        let variant = try LayoutRun.layOut(base: scenario, selection: .offsets([0]), fonts: fonts).variants[0]
        let view = try LiveView.build(variant)
        #expect(view.tracks.contains { $0.bar == 1 })
        let span = view.range.upperBound - view.range.lowerBound
        for k in 0..<30 {
            let y = view.range.lowerBound + span * (Double(k) + 0.37) / 30
            let down = Double(40 + (k * 13) % 90)
            let up = Double((k * 7) % 60)
            let start = max(y + up - down, view.range.lowerBound)
            let path = [start, y + up, y].map { min($0, view.range.upperBound) }
            var parts = rule.bars.map { _ in 0.0 }
            for (a, b) in zip(path, path.dropFirst()) { parts = rule.hiddenParts(after: parts, from: a, to: b) }
            let run = try LayoutRun.layOut(base: scenario, selection: .offsets(path), fonts: fonts)
            let frame = try #require(run.variants[0].frames.map { $0 }.last)
            try Self.expectTracks(of: view, drawAs: Sample(frame, variant: run.variants[0]), height: variant.viewport.height) {
                (view.markup(of: $0, at: path[2], parts: parts), "at \(path), \(parts) hidden")
            }
        }
    }

    /// Two bars that every move changes alike are one state: the page follows them together.
    @Test func twoSwipingBarsAreFollowedTogether() throws {
        let both = try Self.scenario("twoSwipes")
        let rule = try #require(LiveDirection.of(both, fonts: try Self.fonts(both)))
        #expect(rule.bars.map(\.bar).sorted() == ["navigationBar", "tabBar"])
        // Rule 7.5: the tab bar's 49 pt, held wholly hidden with the navigation bar.
        #expect(rule.held(rule.extent).bars["tabBar"] == 49)
    }
}
