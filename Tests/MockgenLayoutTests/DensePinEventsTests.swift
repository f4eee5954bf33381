import MockgenTestSupport
import Testing

@testable import MockgenLayout

/// Docs/performance.md#many-sections: past `ScrollWalk.pinThresholdLimit` pin thresholds on a path, pin events are
/// looked for near each frame only (Docs/decisions.md, Frames and paths: frames nearest an event
/// move onto it). Plain tables with 28 pt headers and five 44 pt rows, no insets
/// (`contentInsetAdjustmentBehavior` never), on the iPhone 15 Pro (852 pt tall): a section is
/// 28 + 5 x 44 = 248 pt, and header s pins where the pin line reaches its natural y, 248 s
/// (rule 2.2, Docs/uikit-rules.md); the header before it is pushed off at the same offset.
@Suite struct DensePinEventsTests {
    static let pitch = 248.0

    func board(sections: Int, frames: Int = 30, snap: Bool = true) throws -> LayoutRun {
        var s = plainTable(sections: sections, rows: 5, header: 28)
        s.scrollPath = [.start, .end]
        return try LayoutRun.layOut(base: s, selection: .spread(count: frames, snapToEvents: snap))
    }

    /// 400 headers are 400 thresholds, under the limit: every header's pin is listed, as before.
    /// The range ends at 400 x 248 - 852 = 98,348 (rule 1.3, Docs/uikit-rules.md), so headers 0
    /// to 396 (248 x 396 = 98,208) reach the pin line and the last three never do.
    @Test func fewThresholdsListEveryEvent() throws {
        let board = try board(sections: 400)
        let pins = Set(board.variants[0].events.map(\.label).filter { $0.hasSuffix(" pins") })
        let expected = Set((0...396).map { "header.\($0) pins" })
        #expect(pins.count == expected.count && pins == expected)
        #expect(board.warnings.isEmpty)
    }

    /// 1,200 headers: over the limit. The frames stay spread along the path (the first wave's
    /// snapping moved 28 of 30 frames into the first screens when events were dense), each free
    /// frame moves onto the event nearest its even place, and only events a frame stands on are listed.
    @Test func denseEventsKeepTheFramesSpread() throws {
        let board = try board(sections: 1_200)
        let frames = board.variants[0].frameArray
        // Rule 1.3 (Docs/uikit-rules.md): the range ends at content - bounds = 1,200 x 248 - 852.
        let end = 1_200 * Self.pitch - 852
        let spacing = end / 29
        #expect(frames.count == 30)
        #expect(frames.first?.contentOffset == 0 && frames.last?.contentOffset == end)
        for k in 1...28 {
            let offset = frames[k].contentOffset
            // An event every 248 pt: the nearest is at most half of that from the even place.
            #expect(abs(offset - Double(k) * spacing) <= Self.pitch / 2, "frame \(k) at \(offset)")
            #expect(offset.truncatingRemainder(dividingBy: Self.pitch) == 0, "frame \(k) at \(offset)")
            #expect(!frames[k].events.isEmpty, "frame \(k)")
        }
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.contentOffset < $1.contentOffset })
        let events = board.variants[0].events
        #expect(events.allSatisfy { $0.kind != .pin || $0.frame != nil })
        #expect(board.warnings.contains { $0.contains("pin events are looked for near each frame only") })
    }

    /// Without snapping the frames keep the even spread; a pin event is listed only where a frame
    /// happens to stand on one.
    @Test func denseEventsWithoutSnapping() throws {
        let board = try board(sections: 1_200, snap: false)
        let end = 1_200 * Self.pitch - 852
        let offsets = board.variants[0].frames.map(\.contentOffset)
        for (k, offset) in offsets.enumerated() { #expect(abs(offset - Double(k) * end / 29) < 1e-6) }
        #expect(board.variants[0].events.allSatisfy { $0.kind != .pin || $0.frame != nil })
    }

    /// The work does not grow with the sections: 100,000 sections lay out in a bounded number of
    /// header lookups. Measured as the events the walk saw, which are bounded by the frames.
    @Test func eventsSeenAreBoundedByTheFrames() throws {
        let board = try board(sections: 100_000)
        // At most one moment a frame: a header's pin and its predecessor's unpin.
        #expect(board.variants[0].events.count <= 30 * 2)
        #expect(board.variants[0].frames.count == 30)
    }
}
