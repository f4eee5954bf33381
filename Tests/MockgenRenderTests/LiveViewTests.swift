import Foundation
import MockgenDecoding
import MockgenLayout
import MockgenText
import Testing

@testable import MockgenRender

/// The live view's samples (LiveView.swift): between two samples each floating element's markup
/// interpolated is the engine's at that offset, to 0.5 pt.
@Suite struct LiveViewTests {
    static func variant(_ name: String) throws -> VariantLayout {
        let builtin = try #require(ScenarioLibrary.builtin(named: name))
        let doc = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "\(name).json")
        let scenario = doc.base
        let fonts = scenario.hasContent ? try FontSet.load() : nil
        return try LayoutRun.layOut(base: scenario, selection: .offsets([0]), fonts: fonts).variants[0]
    }

    /// Every rectangle of the markup is above or below the screen.
    static func offScreen(_ markup: MarkupNumbers, height: Double) -> Bool {
        guard let match = markup.text.firstRange(of: "<rect x=\"\u{1}\" y=\"\u{1}\" width=\"\u{1}\" height=\"\u{1}\"") else {
            return false
        }
        let before = markup.text[..<match.lowerBound].filter { $0 == "\u{1}" }.count
        let y = markup.values[before + 1]
        let h = markup.values[before + 3]
        return y >= height || y + h <= 0
    }

    @Test func ablyHasALiveView() throws {
        let variant = try Self.variant("ably")
        let view: LiveView
        do { view = try LiveView.build(variant) } catch {
            Issue.record("refused: \(error)")
            return
        }
        #expect(view.range == 0...198)
        #expect(view.tracks.map(\.id).contains("header.1"))
        #expect(view.tracks.map(\.id).contains("navigationBar"))
        #expect(view.svg.contains("data-live"))
    }
}

extension LiveViewTests {
    /// mypage's collapsing header switches with a memory (the offset where it switched, rule 8.3's
    /// seed, `CollapsingHeader`), but a walk from the top always switches at the same offset: down
    /// onto it, and back only at it. So on a path down, up, down, up and down every frame draws
    /// what the walk straight from the top to its offset (`--offsets top,Y`) draws, and the page
    /// needs no state for it; a walk that starts past the switch (`--offsets Y` alone) does not.
    @Test func mypageSwitchIsAStateOfTheOffsetFromTheTop() throws {
        let variant = try Self.variant("mypage")
        let view = try LiveView.build(variant)
        let path = LiveDirectionTests.path(in: view.range)
        let walk = try LayoutRun.layOut(base: variant.scenario, selection: .offsets(path), fonts: variant.fonts).variants[0]
        var starts = 0
        for frame in walk.frames where frame.contentOffset > view.range.lowerBound {
            let y = frame.contentOffset
            let straight = try LayoutRun.layOut(
                base: variant.scenario, selection: .offsets([view.range.lowerBound, y]), fonts: variant.fonts
            ).variants[0]
            let last = try #require(straight.frames.map { $0 }.last)
            #expect(Sample(frame, variant: walk).sameDrawing(as: Sample(last, variant: straight)), "mypage at \(y)")
            let alone = try LayoutRun.layOut(base: variant.scenario, selection: .offsets([y]), fonts: variant.fonts).variants[0]
            if !Sample(try #require(alone.frames.first), variant: alone).sameDrawing(as: Sample(last, variant: straight)) {
                starts += 1
            }
        }
        // Past the switch, where the path runs most of the time, a walk that starts there differs.
        #expect(starts > 5)
    }

    /// At 50 offsets spread over the range (not on samples), every floating element the page would
    /// draw has the engine's shape and numbers within 0.5 pt (opacities 0.01) of the engine's frame
    /// at that offset, and the engine draws no floating element the page leaves out.
    @Test(arguments: ["ably", "profile", "feed", "alarm", "weather", "settings", "blog", "mypage"])
    func tracksMatchTheEngineBetweenSamples(name: String) throws {
        try Self.expectTracksMatchTheEngine(try Self.variant(name), name: name)
    }

    /// A `SliverAppBar.large`'s titles (Docs/platform-rules.md#flutter-21) are the bar's
    /// markup: the page follows the expanded one sliding under the row and the collapsed one
    /// appearing once content is scrolled under.
    @Test func aLargeSliverAppBarsTitlesAreTracked() throws {
        let json = #"""
            { "name": "store", "device": "pixel-9", "list": { "kind": "flutter", "slivers": [
                { "sliver": "SliverAppBar.large", "title": "Store", "color": "#FFFFFF" },
                { "sliver": "SliverList", "children": { "count": 30, "height": 80 } } ] } }
            """#
        let scenario = try ScenarioDecoder.decode(Array(json.utf8), source: "store.json").base
        let variant = try LayoutRun.layOut(base: scenario, selection: .offsets([0])).variants[0]
        let view = try LiveView.build(variant)
        let bar = try #require(view.tracks.first { $0.id == "header.0" })
        // headlineMedium at the top, titleLarge once scrolled under.
        #expect(bar.markup.first?.contains("font-size=\"28\"") == true)
        #expect(bar.markup.last?.contains("font-size=\"22\"") == true)
        try Self.expectTracksMatchTheEngine(variant, name: "store")
    }

    static func expectTracksMatchTheEngine(_ variant: VariantLayout, name: String) throws {
        let view: LiveView
        do { view = try LiveView.build(variant) } catch {
            // A screen that depends on the way there has none; the page says so.
            #expect(error == .pathDependent, "\(name): \(error)")
            return
        }
        let span = view.range.upperBound - view.range.lowerBound
        let offsets = (0..<50).map { view.range.lowerBound + span * (Double($0) + 0.37) / 50 }
        let run = try LayoutRun.layOut(base: variant.scenario, selection: .offsets(offsets), fonts: variant.fonts)
        for frame in run.variants[0].frames {
            let engine = Sample(frame, variant: run.variants[0])
            // The engine leaves out what is off the screen; the page may draw it there.
            try LiveDirectionTests.expectTracks(of: view, drawAs: engine, height: variant.viewport.height) { track in
                (view.markup(of: track, at: frame.contentOffset), "\(name) at \(frame.contentOffset)")
            }
            // Every floating element the engine draws has a track.
            for id in engine.floating.keys { #expect(view.tracks.contains { $0.id == id }, "\(name) \(id)") }
        }
    }
}

extension LiveViewTests {
    /// A page whose every variant is refused says why beside the frame controls, since its phone
    /// does not follow a finger; a page with a live view says nothing there
    /// (Docs/command-line.md#the-live-view).
    @Test func aPageWithoutALiveViewSaysWhyBesideTheControls() throws {
        let variant = try Self.variant("ably")
        let run = try LayoutRun.layOut(base: variant.scenario, selection: .offsets([0]), fonts: variant.fonts)
        var refused = MarkupBuffer()
        writeNoLiveViewNote(run, lives: [.failure(.pathDependent)], into: &refused)
        #expect(
            refused.text
                == " <span class=\"hint\" id=\"no-live\">No live view: its frames depend on the way there (the frames show it).</span>"
        )
        var live = MarkupBuffer()
        writeNoLiveViewNote(run, lives: [.success(try LiveView.build(variant))], into: &live)
        #expect(live.text.isEmpty)
    }
}

extension LiveViewTests {
    /// `today`'s iOS 27 variant (a large title, the tab bar minimising on the way down): its top
    /// edge effect shows once the large title has gone, from -116 (Docs/uikit-rules.md, rule 9),
    /// not at the top of the range, where the frame at the top draws none. A track is not
    /// continued before the sample that found the element absent (`Track.absentBefore`).
    @Test func anElementThatAppearsInPlaceIsNotDrawnBeforeIt() throws {
        let builtin = try #require(ScenarioLibrary.builtin(named: "today"))
        let doc = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "today.json")
        let ios27 = try #require(doc.variants?.first { $0.name == "ios27" }).scenario
        let fonts = ios27.hasContent ? try FontSet.load() : nil
        let variant = try LayoutRun.layOut(base: ios27, selection: .offsets([0]), fonts: fonts).variants[0]
        let view = try LiveView.build(variant)
        let top = view.range.lowerBound
        let frame = try #require(
            try LayoutRun.layOut(base: ios27, selection: .offsets([top]), fonts: fonts).variants[0].frameArray.first)
        #expect(!frame.elements.contains { $0.id == "scrollEdgeEffect.top" })
        let track = try #require(view.tracks.first { $0.id == "scrollEdgeEffect.top" })
        let first = try #require(track.offsets.first)
        #expect(first > top)
        #expect(view.markup(of: track, at: top, hidden: 0) == nil)
        #expect(view.markup(of: track, at: first - 1, hidden: 0) == nil)
        #expect(view.markup(of: track, at: first, hidden: 0) != nil)
    }
}
