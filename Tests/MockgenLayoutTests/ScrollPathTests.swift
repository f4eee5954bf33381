import MockgenTestSupport
import Testing

@testable import MockgenLayout

/// Paths, overscroll and event frames (Docs/decisions.md, Frames and paths; rule 1.4, Docs/uikit-rules.md).
@Suite struct ScrollPathTests {
    // ably (seed 004): range 0...198 at rest (1050 - 852), bounds height d = 852.
    let maxOffset = 1050.0 - 852

    func rubber(_ x: Double) -> Double { (1 - 1 / (x * 0.55 / 852 + 1)) * 852 }

    @Test func rule1_4_dragPastTheTopRubberBands() throws {
        var s = ablyScenario()
        s.scrollPath = [.drag(-100), .start]
        let f = try LayoutRun.layOut(base: s, selection: .spread(count: 2, snapToEvents: false)).variants[0].frameArray
        #expect(abs(f[0].contentOffset - -rubber(100)) < 1e-9)
        // Pulled down, the first row moves with the content (rule 2.2 of Docs/uikit-rules.md: T < natY).
        #expect(abs((f[0].element("cell.0.0")?.frame.y ?? .nan) - rubber(100)) < 1e-9)
        #expect(f[1].contentOffset == 0)
    }

    @Test func rule1_4_dragPastTheEndRubberBands() throws {
        var s = ablyScenario()
        s.scrollPath = [.end, .drag(200)]
        let f = try LayoutRun.layOut(base: s, selection: .spread(count: 2, snapToEvents: false)).variants[0].frameArray
        #expect(abs(f[1].contentOffset - (maxOffset + rubber(200))) < 1e-9)
        #expect(f[1].clampedFrom == nil)
    }

    @Test func dragIsClampedWhenBouncesIsOff() throws {
        var s = ablyScenario()
        s.list.bounces = false
        s.scrollPath = [.drag(-100), .start]
        let f = try LayoutRun.layOut(base: s, selection: .spread(count: 2, snapToEvents: false)).variants[0].frameArray
        #expect(f[0].contentOffset == 0)
    }

    @Test func offsetsPastTheRangeAreClampedAndSaySo() {
        let f = frames(ablyScenario(), offsets: [-50, 5000])
        #expect(f.map(\.contentOffset) == [0, maxOffset])
        #expect(f.map(\.clampedFrom) == [-50, 5000])
    }

    @Test func downAndUpPathLabelsBothCrossings() throws {
        // [0, end, 0]: the inset switches on at 91 going down and off at 91 coming back.
        var s = ablyScenario()
        s.scrollPath = [.start, .end, .start]
        let f = try LayoutRun.layOut(base: s, selection: .spread(count: 31, snapToEvents: true)).variants[0].frameArray
        #expect(f.count == 31)
        let labelled = f.filter { !$0.events.isEmpty && $0.contentOffset == 91 }
        #expect(labelled.count == 2)
        #expect(labelled[0].events == ["pinUnderNavigationBar active", "header.1 pins", "navigationBar opaque"])
        #expect(labelled[1].events == ["pinUnderNavigationBar inactive", "header.1 unpins"])
        // Coming back the inset is gone at 91 and the header still sits at 200 - 91.
        #expect(labelled[1].adjustedContentInset.top == 0)
        #expect(labelled[1].element("header.1")?.frame.y == 200.0 - 91)
        // The bar reaches transparent only back at 0.
        #expect(f.last?.events == ["navigationBar transparent"])
    }

    @Test func outputDoesNotDependOnTheFrameCount() throws {
        // Behaviours see the scroll continuously: the frame at a given offset is the same for any N.
        var s = ablyScenario()
        s.scrollPath = [.start, .end, .start]
        let a = try LayoutRun.layOut(base: s, selection: .spread(count: 7, snapToEvents: false)).variants[0].frameArray
        let b = try LayoutRun.layOut(base: s, selection: .spread(count: 13, snapToEvents: false)).variants[0].frameArray
        // 7 and 13 frames share the positions 0, 1/2 and 1 of the path (k/6 and 2k/12).
        for (x, y) in [(a[0], b[0]), (a[3], b[6]), (a[6], b[12])] {
            #expect(x.contentOffset == y.contentOffset)
            #expect(x.elements == y.elements)
            #expect(x.adjustedContentInset == y.adjustedContentInset)
        }
    }

    @Test func everyFrameCountIsExact() throws {
        for n in [1, 2, 3, 30, 100] {
            let board = try LayoutRun.layOut(base: ablyScenario(), selection: .spread(count: n, snapToEvents: true))
            #expect(board.variants[0].frames.count == n)
            #expect(board.variants[0].frames.map(\.index) == Array(0..<n))
        }
    }
}
