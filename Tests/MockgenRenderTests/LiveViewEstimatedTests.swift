import Foundation
import MockgenDecoding
import MockgenLayout
import MockgenTestSupport
import MockgenText
import Testing

@testable import MockgenRender

/// The live view of a table with estimated row heights (LiveView+Estimated.swift, rule 4.3):
/// on a path from the top, the farthest offset reached is the only state of the way there. Each
/// check lays the same path out by the frames' walk (`--offsets P1,…,Pn,Y`) and compares it with
/// what the page draws from that one number.
@Suite struct LiveViewEstimatedTests {
    /// The Mail-like inbox (`Tests/Fixtures/mail-estimated.json`): rows of two to five lines
    /// estimated at 44, day headers pinned under a large-title bar; every row is taller than
    /// its estimate, so the range grows.
    static func mail() throws -> VariantLayout {
        try variant(Array(try Data(contentsOf: Repository.fixture("mail-estimated.json"))), source: "mail-estimated.json")
    }

    /// Rows shorter than the estimate, then taller, then shorter again: the content height goes
    /// down, up and down as rows are realised (a content height that two states share).
    static let mixed = """
        {"name": "mixed", "iosVersion": 18, "navigationBar": {"title": "Mixed"},
         "list": {"kind": "table", "style": "plain", "estimatedRowHeight": 44, "sectionHeaderTopPadding": 0,
          "sections": [
           {"header": {"height": 28, "title": "Short"},
            "rows": [{"count": 30, "height": "automatic", "content": {"box": true, "height": 30}}]},
           {"header": {"height": 28, "title": "Tall"},
            "rows": [{"count": 12, "height": "automatic", "content": {"box": true, "height": 90}},
                     {"count": 20, "height": "automatic", "content": {"box": true, "height": 20}}]}]},
         "scroll": {"path": ["start", 900, 300, "end", 500]}}
        """

    static func variant(_ bytes: [UInt8], source: String) throws -> VariantLayout {
        let doc = try ScenarioDecoder.decode(bytes, source: source)
        return try LayoutRun.layOut(
            base: doc.base, selection: .spread(count: 30, snapToEvents: true), fonts: try FontSet.load()
        ).variants[0]
    }

    /// A chat list with estimated rows under an iOS 26 tab bar that minimises on the way down
    /// (`Tests/Fixtures/kakao-estimated.json`).
    static func kakao() throws -> VariantLayout {
        try variant(Array(try Data(contentsOf: Repository.fixture("kakao-estimated.json"))), source: "kakao-estimated.json")
    }

    /// The Mail-like inbox with `hidesBarsOnSwipe`.
    static func swipedMail() throws -> VariantLayout {
        let mail = try String(decoding: Data(contentsOf: Repository.fixture("mail-estimated.json")), as: UTF8.self)
        return try variant(
            Array(mail.replacingOnce(#" "list": {"#, with: #" "behaviors": [{"type": "hidesBarsOnSwipe"}], "list": {"#).utf8),
            source: "mail-estimated.json")
    }

    static func screen(_ name: String) throws -> VariantLayout {
        switch name {
        case "mail": try mail()
        case "kakao": try kakao()
        case "swipedMail": try swipedMail()
        default: try variant(Array(mixed.utf8), source: "mixed.json")
        }
    }

    static func walk(_ variant: VariantLayout, _ offsets: [Double]) throws -> VariantLayout {
        try LayoutRun.layOut(base: variant.scenario, selection: .offsets(offsets), fonts: variant.fonts).variants[0]
    }

    /// The offsets along down, up, down, up and down turns, every 37 pt (not on the samples).
    static func path(_ turns: [Double]) -> [Double] {
        var out = [turns[0]]
        for (a, b) in zip(turns, turns.dropFirst()) {
            let n = max(Int((abs(b - a) / 37).rounded(.up)), 1)
            out += (1...n).map { a + (b - a) * Double($0) / Double(n) }
        }
        return out
    }

    @Test func theInboxRangeGrows() throws {
        let view = try LiveView.build(try Self.mail())
        let realised = try #require(view.realised)
        // Actual rows are taller than 44: the range grows from the estimate's to the full one.
        #expect(realised.range(farthest: view.range.lowerBound).upperBound < view.range.upperBound - 500)
    }

    @Test(arguments: ["mail", "mixed"]) func theRangeInForceIsTheWalksAtEveryFarthestOffset(name: String) throws {
        let variant = try Self.screen(name)
        let view = try LiveView.build(variant)
        let realised = try #require(view.realised)
        var f = view.range.lowerBound
        while f <= view.range.upperBound {
            let frame = try #require(Self.walk(variant, [view.range.lowerBound, f]).frameArray.last)
            let walk = ScrollView.offsetRange(
                contentHeight: frame.contentSize.height, boundsHeight: frame.listFrame.height,
                adjusted: frame.adjustedContentInset)
            #expect(frame.contentOffset == f, "reached \(f)")
            #expect(abs(realised.range(farthest: f).upperBound - walk.upperBound) < 1e-6, "range at \(f)")
            // The range in force always holds the farthest offset: a move never stops short of the end.
            #expect(realised.range(farthest: f).contains(f))
            f += 23
        }
    }

    /// Down, up, down, up and down: at every frame of the walk the page's state (the farthest
    /// offset so far, and beside a direction-aware bar the bar's hidden part by the page's rule)
    /// gives the walk's range in force and bar, its tracks the walk's floating elements to 0.5
    /// pt, and its tiles every cell where the walk draws it. The two states are independent:
    /// each is followed by its own rule, and together they draw the walk's frame.
    @Test(arguments: ["mail", "mixed", "kakao", "swipedMail"]) func downUpDownPathsMatchTheWalk(name: String) throws {
        let variant = try Self.screen(name)
        let view = try LiveView.build(variant)
        let realised = try #require(view.realised)
        #expect((view.direction != nil) == ["kakao", "swipedMail"].contains(name))
        var hidden = 0.0
        var previous: Double?
        let r = view.range
        let span = r.upperBound - r.lowerBound
        let turns = [
            r.lowerBound, r.lowerBound + span * 0.45, r.lowerBound + span * 0.2, r.lowerBound + span * 0.7,
            r.lowerBound + span * 0.05, r.upperBound, r.lowerBound + span * 0.3,
        ]
        let offsets = Self.path(turns)
        let walk = try Self.walk(variant, offsets)
        var farthest = r.lowerBound
        var compared = 0
        // A header is a track (it pins), drawn by the page wherever the walk does.
        let trackIDs = Set(view.tracks.map(\.id))
        let thresholds = Set(walk.events.map(\.offset))
        for (frame, wanted) in zip(walk.frameArray, offsets) {
            // No correction ever moves the walk off the path.
            #expect(abs(frame.contentOffset - wanted) < 1e-9, "at \(wanted): \(frame.contentOffset)")
            let y = frame.contentOffset
            farthest = max(farthest, y)
            let inForce = ScrollView.offsetRange(
                contentHeight: frame.contentSize.height, boundsHeight: frame.listFrame.height,
                adjusted: frame.adjustedContentInset)
            #expect(abs(realised.range(farthest: farthest).upperBound - inForce.upperBound) < 1e-6, "range at \(y)")
            if let rule = view.direction {
                let at = min(max(y, r.lowerBound), r.upperBound)
                hidden = previous.map { rule.hidden(after: hidden, from: $0, to: at) } ?? 0
                previous = at
                #expect(abs(try LiveDirectionTests.walkState(frame, rule) - hidden) < 1e-9, "bar at \(y)")
            }
            let engine = Sample(frame, variant: walk)
            // A frame exactly on a threshold shows the state past it in the direction of travel
            // (the top edge's appearance as the walk sets off down): the page shows either.
            if !thresholds.contains(y) {
                try LiveDirectionTests.expectTracks(of: view, drawAs: engine, height: variant.viewport.height) { track in
                    (
                        view.direction == nil ? view.markup(of: track, at: y) : view.markup(of: track, at: y, hidden: hidden),
                        "at \(y)"
                    )
                }
            }
            for element in frame.elements where engine.content[element.id] != nil && !trackIDs.contains(element.id) {
                let top = try #require(view.contentTops[element.id], "\(element.id) at \(y) has no tile")
                #expect(abs(top - (element.frame.y + y)) < 0.01, "\(element.id) at \(y)")
                compared += 1
            }
            for id in engine.floating.keys { #expect(view.tracks.contains { $0.id == id }, "\(id)") }
        }
        #expect(compared > 200)
    }

    /// A live view started from a frame takes the walk's farthest offset there: walking to it
    /// from the top and back to the frame realises what the frame's walk did (the same content
    /// height, so the same rows).
    @Test(arguments: ["mail", "mixed"]) func aStartFromAFrameTakesTheWalksFarthest(name: String) throws {
        let variant = try Self.screen(name)
        let view = try LiveView.build(variant)
        let farthest = try #require(view.frameFarthest)
        let frames = variant.frameArray
        #expect(farthest.count == frames.count)
        for (frame, f) in zip(frames, farthest) {
            #expect(f >= frame.contentOffset || frame.contentOffset > view.range.upperBound)
            let again = try #require(Self.walk(variant, [view.range.lowerBound, f, frame.contentOffset]).frameArray.last)
            #expect(
                abs(again.contentSize.height - frame.contentSize.height) < 1e-6, "frame \(frame.index) at \(frame.contentOffset)")
        }
    }

    /// A path that starts at `end` realises the last rows first: refused, the page says why.
    @Test func aPathFromTheEndIsRefused() throws {
        let variant = try Self.mail()
        var scenario = variant.scenario
        scenario.scrollPath = [.end, .start]
        let laid = try LayoutRun.layOut(base: scenario, selection: .spread(count: 10, snapToEvents: true), fonts: variant.fonts)
        #expect(throws: LiveView.Refusal.realisedFromBelow) { try LiveView.build(laid.variants[0]) }
    }
    /// A minimise on the way up reverses at the content's bottom edge, which the rows realised
    /// move: beside estimated rows the two states are not independent, refused with a sentence
    /// of their own (Docs/command-line.md#the-live-view).
    @Test func aMinimiseOnTheWayUpBesideEstimatedRowsIsRefusedByName() throws {
        let chats = try String(decoding: Data(contentsOf: Repository.fixture("kakao-estimated.json")), as: UTF8.self)
        let up = try Self.variant(
            Array(chats.replacingOnce(#""onScrollDown""#, with: #""onScrollUp""#).utf8), source: "kakao-estimated.json")
        #expect(throws: LiveView.Refusal.estimatedWithDirection) { try LiveView.build(up) }
        let run = try LayoutRun.layOut(base: up.scenario, selection: .offsets([0]), fonts: up.fonts)
        var page = MarkupBuffer()
        writeNoLiveViewNote(run, lives: [.failure(.estimatedWithDirection)], into: &page)
        #expect(page.text.contains("No live view: its estimated rows and its direction-aware bar are two states"))
    }
}
