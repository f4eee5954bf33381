import MockgenDecoding
import MockgenLayout
import Testing

@testable import MockgenCLI

/// `mockgen diff` says which way the path was scrolling at each event (Docs/command-line.md,
/// "mockgen diff"): the walk's own direction, kept on the event, not a reading of the frames
/// around it, which cannot see a turn that falls between them.
@Suite struct DiffEventDirectionTests {
    /// The path `start, 600, 200, 1400`: down, back up, down again. With no inset (`never`, a
    /// device without a safe area) `start` is 0.
    static let path: [Double] = [0, 600, 200, 1400]

    /// A plain table on a 400 x 800 screen: section 0 is a 40 pt header and ten rows of
    /// `rowHeight`, so header.1's natural top, where it starts to float (rule 2.2,
    /// Docs/uikit-rules.md), is 40 + 10 x rowHeight.
    static func side(rowHeight: Int) throws -> Scenario {
        let json = #"""
            { "name": "turn", "device": { "width": 400, "height": 800 },
              "list": { "style": "plain", "contentInsetAdjustmentBehavior": "never", "sectionHeaderTopPadding": 0,
                "sections": [ { "header": { "height": 40 }, "rows": { "count": 10, "height": \#(rowHeight) } },
                              { "header": { "height": 40 }, "rows": { "count": 40, "height": 44 } } ] },
              "scroll": { "path": ["start", 600, 200, 1400] } }
            """#
        return try ScenarioDecoder.decode(Array(json.utf8), source: "turn.json").base
    }

    /// The way each segment of the path that passes `y` scrolls, in path order.
    static func crossings(of y: Double) -> [ScrollEvent.Direction] {
        zip(path, path.dropFirst()).compactMap { a, b in min(a, b) < y && y < max(a, b) ? (b > a ? .down : .up) : nil }
    }

    @Test func theTurnBetweenFramesIsReadTheWayThePathWent() throws {
        let old = try Self.side(rowHeight: 54)
        let new = try Self.side(rowHeight: 55)
        // Three frames spread evenly over the path's 600 + 400 + 1200 = 2200 pt, not moved onto
        // events: at 0, 1100 and 2200 along it, i.e. offsets 0, 200 + (1100 - 1000) = 300 and 1400.
        let run = try LayoutRun.layOut(
            base: old, variants: [ScenarioVariant(name: "old", scenario: old), ScenarioVariant(name: "new", scenario: new)],
            selection: .spread(count: 3, snapToEvents: false))
        let sides = run.variants
        #expect(sides[0].frames.map(\.contentOffset) == [0, 300, 1400])
        // Frame to frame the offset only grows: the frames alone read every event as "down", yet
        // the path turns at 600 and goes back up past 580 between frames 0 and 1.

        let pinsAt = [40.0 + 10 * 54, 40.0 + 10 * 55]
        for (side, y) in zip(sides, pinsAt) {
            let header1 = side.events.filter { $0.label.hasPrefix("header.1 ") }
            #expect(header1.map(\.offset).allSatisfy { $0 == y }, "\(header1)")
            // Down past y it pins, back up it unpins, down again it pins: once for each segment
            // that passes y, each time the way that segment went.
            #expect(header1.map(\.label) == ["header.1 pins", "header.1 unpins", "header.1 pins"])
            #expect(header1.map(\.direction) == Self.crossings(of: y), "\(header1)")
        }

        let changes = LayoutDiff.eventChanges(old: sides[0], new: sides[1]).filter { $0.label.hasPrefix("header.1 ") }
        #expect(changes.map(\.occurrence) == [1, 1, 2])
        #expect(changes.map(\.direction) == Self.crossings(of: pinsAt[0]), "\(changes)")
        let unpins = try #require(changes.first { $0.label == "header.1 unpins" })
        #expect(unpins.sentence == "header.1 unpins at 580 → 590 (up)")
    }
}
