import MockgenTestSupport
import Testing

@testable import MockgenLayout

/// Seed 004 (`ably`): the tab header pins right under the overlay bar.
@Suite struct PinUnderNavigationBarTests {
    // Seed numbers: section 0 is one 200 pt row, so section 1's header sits at content y 200;
    // the bar covers 59 (safe top, iPhone 15 Pro) + 50 = 109; content = 200 + 50 + 4 x 200 = 1050;
    // `.never` so adjusted = contentInset; max offset = 1050 - 852 + 0 = 198 (rule 1.3, Docs/uikit-rules.md).
    let barBottom = 59.0 + 50
    let contentHeight = 200.0 + 50 + 4 * 200

    @Test func thirtyFramesFollowTheSeedFormula() throws {
        let board = try LayoutRun.layOut(base: ablyScenario(), selection: .spread(count: 30, snapToEvents: true))
        let frames = board.variants[0].frameArray
        #expect(frames.count == 30)
        #expect(frames.first?.contentOffset == 0)
        #expect(frames.last?.contentOffset == contentHeight - 852)
        for frame in frames {
            let header = frame.element("header.1")
            // Rule 2.2: the header's window y is max(200 - offset, 109) at every offset.
            // Window y is off-free only up to floating-point rounding (T - off), hence the tolerance.
            let expected = max(200 - frame.contentOffset, barBottom)
            #expect(abs((header?.frame.y ?? .nan) - expected) < 1e-9, "offset \(frame.contentOffset)")
        }
    }

    @Test func insetSwitchesPastTheDerivedThreshold() {
        // threshold = top of section 1 - bar bottom = 200 - 109 = 91; strictly greater switches,
        // and a frame exactly on the threshold shows the state just past it in the direction of
        // travel (the moment of change): on the way up the inset is set, on the way down not.
        let threshold = 200 - barBottom
        let f = frames(ablyScenario(), offsets: [0, threshold - 1, threshold, 150, threshold, 0])
        #expect(f.map(\.contentInset.top) == [0, 0, barBottom, barBottom, 0, 0])
        #expect(f.map(\.adjustedContentInset.top) == [0, 0, barBottom, barBottom, 0, 0])
        // Rule 1.5 (Docs/uikit-rules.md): the inset change does not move the offset.
        #expect(f.map(\.contentOffset) == [0, threshold - 1, threshold, 150, threshold, 0])
    }

    @Test func eventsLandOnTheThresholdFrame() throws {
        let board = try LayoutRun.layOut(base: ablyScenario(), selection: .spread(count: 30, snapToEvents: true))
        let frames = board.variants[0].frameArray
        let threshold = 200 - barBottom
        let eventFrame = frames.first { !$0.events.isEmpty }
        #expect(eventFrame?.contentOffset == threshold)
        #expect(eventFrame?.events == ["pinUnderNavigationBar active", "header.1 pins", "navigationBar opaque"])
        #expect(frames.filter { !$0.events.isEmpty }.count == 1)
    }

    @Test func evenSpreadKeepsStrictSpacing() throws {
        let board = try LayoutRun.layOut(base: ablyScenario(), selection: .spread(count: 30, snapToEvents: false))
        let offsets = board.variants[0].frames.map(\.contentOffset)
        let step = (contentHeight - 852) / 29
        for (k, y) in offsets.enumerated() { #expect(abs(y - Double(k) * step) < 1e-9) }
    }

    @Test func barFadesWithTheOffsetAndShowsItsTitleWhenOpaque() {
        // Rule 7.3 (Docs/uikit-rules.md) with contentOffset.y as the driver (Docs/decisions.md): fade 0 -> 91.
        let f = frames(ablyScenario(), offsets: [0, 45.5, 91, 150])
        #expect(f.map { $0.navigationBar?.alpha } == [0, 0.5, 1, 1])
        #expect(f.map { $0.navigationBar?.titleVisible } == [false, false, true, true])
        #expect(f[0].navigationBar?.frame == Rect(x: 0, y: 0, width: 393, height: barBottom))
    }
}

/// What the overlays draw (Docs/command-line.md#overlays) comes from the layout.
@Suite struct OverlayDataTests {
    @Test func sectionBoundsAndThresholdInWindowCoordinates() throws {
        let board = try LayoutRun.layOut(base: ablyScenario(), selection: .offsets([0, 150]))
        let frame = board.variants[0].frameArray[1]
        // Section 0: content 0 ..< 200; section 1: 200 ..< 200 + 50 + 4 x 200 = 1050; window y = y - 150.
        #expect(
            frame.sectionBounds == [
                SectionBound(section: 0, frame: Rect(x: 0, y: 0 - 150, width: 393, height: 200)),
                SectionBound(section: 1, frame: Rect(x: 0, y: 200 - 150, width: 393, height: 850)),
            ])
        // threshold = 200 - (59 + 50) = 91; the watched line is the bar's bottom, window y 109.
        #expect(
            frame.behaviorThresholds == [
                BehaviorThreshold(
                    name: "pinUnderNavigationBar", offset: 200 - 109, windowY: 59 + 50,
                    explanation: "contentInset.top = 109 past offset 91")
            ])
        // Only visible sections: at the end (offset 198) section 0 still shows 2 pt.
        let top = try LayoutRun.layOut(base: ablyScenario(), selection: .offsets([198])).variants[0].frameArray[0]
        #expect(top.sectionBounds.map(\.section) == [0, 1])
    }
}

/// Seed 002's thresholds as the overlay draws them: the header's bottom reaches window y 195 at
/// offset 59 + 368 - 195 = 232 (Docs/seed-screens.md, mypage with tags).
@Suite struct CollapsingHeaderThresholdTests {
    let geometry = TableGeometry(
        spec: TableSpec(style: .plain, sectionHeaderTopPadding: 0),
        sections: [
            SectionSpec(header: ViewSpec(height: .points(368)), rows: [ViewRun(count: 20, view: ViewSpec(height: .points(160)))])
        ],
        width: 393, layoutMargin: 16)

    func context() -> BehaviorContext {
        BehaviorContext(geometry: geometry, listFrame: Rect(x: 0, y: 59, width: 393, height: 852 - 59), barBottom: nil)
    }

    @Test func windowYRule() {
        let behavior = CollapsingHeader(
            spec: CollapsingHeaderSpec(
                section: 0, trigger: .headerBottomInWindow(195), compactHeight: 142, compactInsetAfterOffset: 12))
        let large = behavior.thresholds(state: BehaviorState(phase: CollapsingHeader.large), context: context())
        #expect(large.map(\.offset) == [59 + 368 - 195] && large.map(\.windowY) == [195])
        #expect(large[0].explanation.contains("reaches window y 195 (offset 232)"))
        let compact = behavior.thresholds(
            state: BehaviorState(phase: CollapsingHeader.compact, storedOffset: 232), context: context())
        #expect(compact.map(\.offset) == [232] && compact.map(\.windowY) == [nil])
    }

    @Test func fixedOffsetRuleHasNoWindowLine() {
        let behavior = CollapsingHeader(
            spec: CollapsingHeaderSpec(
                section: 0, trigger: .offset(232), compactHeight: 142, compactInsetAfterOffset: 12))
        let large = behavior.thresholds(state: BehaviorState(phase: CollapsingHeader.large), context: context())
        #expect(large.map(\.offset) == [232] && large.map(\.windowY) == [nil])
        #expect(BouncesAbove(offset: 10).thresholds(state: BehaviorState(phase: "off"), context: context()).map(\.offset) == [10])
    }
}
