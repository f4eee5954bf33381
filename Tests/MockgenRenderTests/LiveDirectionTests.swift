import Foundation
import MockgenDecoding
import MockgenLayout
import MockgenText
import Testing

@testable import MockgenRender

/// The live view of a variant with a direction-aware bar (LiveView+Direction.swift,
/// Docs/command-line.md, The live view): the page's rule for the bar (`LiveDirection`) against the
/// walk on down, up and down paths, the bar held at the rule's hidden part against the walk's own
/// frame, and the page's markup at points off the samples against `--offsets Y-H,Y`.
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

    static func scenario(_ key: String) throws -> Scenario {
        switch key {
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
    /// every frame.
    static func path(in range: ClosedRange<Double>, back: Bool = false) -> [Double] {
        // The tab bar's minimise expands only at the top: that path goes back there twice.
        let nodes = back ? [0.0, 0.6, 0.5, 0.0, 0.4, 0.3, 0.0, 0.5] : [0.0, 0.6, 0.5, 0.8, 0.2, 0.45]
        var path: [Double] = []
        for (a, b) in zip(nodes, nodes.dropFirst()) {
            for k in 0..<5 { path.append(a + (b - a) * Double(k) / 5) }
        }
        path.append(nodes.last!)
        return path.map { range.lowerBound + (range.upperBound - range.lowerBound) * $0 }
    }

    @Test(arguments: ["compose", "swipe", "twoSwipes", "today"])
    func theRuleFollowsTheWalk(key: String) throws {
        let scenario = try Self.scenario(key)
        let fonts = try Self.fonts(scenario)
        let rule = try #require(LiveDirection.of(scenario, fonts: fonts))
        let range = try Simulation(scenario, fonts: fonts).restRange
        let path = Self.path(in: range, back: key == "today")
        let walk = try LayoutRun.layOut(base: scenario, selection: .offsets(path), fonts: fonts).variants[0]
        var hidden = 0.0
        var previous = path[0]
        for frame in walk.frames {
            let at = min(max(frame.contentOffset, range.lowerBound), range.upperBound)
            hidden = rule.hidden(after: hidden, from: previous, to: at)
            previous = at
            let engine = try Self.walkState(frame, rule)
            #expect(abs(engine - hidden) < 1e-9, "\(key) at \(frame.contentOffset): walk \(engine), rule \(hidden)")
        }
    }

    /// The layout the page samples, the bar held at the rule's hidden part, draws what the walk
    /// draws at the end of the same path.
    @Test(arguments: ["compose", "swipe", "twoSwipes", "today"])
    func theHeldBarDrawsTheWalksFrame(key: String) throws {
        let scenario = try Self.scenario(key)
        let fonts = try Self.fonts(scenario)
        let rule = try #require(LiveDirection.of(scenario, fonts: fonts))
        let range = try Simulation(scenario, fonts: fonts).restRange
        let path = Self.path(in: range, back: key == "today")
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
            let engine = Sample(frame, variant: run.variants[0])
            for track in view.tracks {
                let page = view.markup(of: track, at: y, hidden: h)
                guard let page, let truth = engine.group(track.id) else {
                    let offScreen =
                        page.flatMap(MarkupNumbers.init).map { LiveViewTests.offScreen($0, height: variant.viewport.height) }
                        ?? true
                    #expect(engine.group(track.id) == nil && offScreen, "\(track.id) at \(y), \(h) hidden")
                    continue
                }
                let a = try #require(MarkupNumbers(page))
                let b = try #require(MarkupNumbers(truth))
                #expect(a.text == b.text, "\(track.id) at \(y), \(h) hidden: \(page) vs \(truth)")
                guard a.text == b.text else { continue }
                for q in a.values.indices {
                    let limit = a.isOpacity[q] ? 0.01 : 0.5
                    #expect(abs(a.values[q] - b.values[q]) <= limit, "\(track.id) at \(y), \(h) hidden: \(page) vs \(truth)")
                }
            }
        }
    }

    /// What the rule does not follow: a switch with a memory (mypage's collapsing header, a state
    /// of the offset from the top instead, LiveViewTests), and bars that answer a move by
    /// different rules (refused).
    @Test func otherStateOfTheWayThereIsRefused() throws {
        let builtin = try #require(ScenarioLibrary.builtin(named: "mypage"))
        let mypage = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "mypage.json").base
        #expect(LiveDirection.follow(mypage, fonts: try Self.fonts(mypage)) == .failure(.other))
        // A swipe beside a scroll delta: a move changes them differently, and not by one rule.
        var mixed = try Self.scenario("swipe")
        mixed.behaviors.append(.directionalBar(DirectionalBarSpec(bar: "tabBar", extent: 49, response: .scrollDelta)))
        #expect(LiveDirection.follow(mixed, fonts: nil) == .failure(.barsApart))
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
            let engine = Sample(frame, variant: run.variants[0])
            for track in view.tracks {
                let page = view.markup(of: track, at: path[2], parts: parts)
                guard let page, let truth = engine.group(track.id) else {
                    let offScreen =
                        page.flatMap(MarkupNumbers.init).map { LiveViewTests.offScreen($0, height: variant.viewport.height) }
                        ?? true
                    #expect(engine.group(track.id) == nil && offScreen, "\(track.id) at \(path), \(parts) hidden")
                    continue
                }
                let a = try #require(MarkupNumbers(page))
                let b = try #require(MarkupNumbers(truth))
                #expect(a.text == b.text, "\(track.id) at \(path), \(parts) hidden: \(page) vs \(truth)")
                guard a.text == b.text else { continue }
                for q in a.values.indices {
                    let limit = a.isOpacity[q] ? 0.01 : 0.5
                    #expect(abs(a.values[q] - b.values[q]) <= limit, "\(track.id) at \(path), \(parts): \(page) vs \(truth)")
                }
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
