import MockgenTestSupport
import Testing

@testable import MockgenLayout

/// Docs/decisions.md#frames-and-paths: every path node has a frame at its exact
/// offset, each variant scrolls its own range, and events carry the offset where they happened.
@Suite struct PathFramesTests {
    // ably (seed 004): range 0...198 at rest (content 1050 - bounds 852), d = 852 for rule 1.4 (Docs/uikit-rules.md).
    let end = 1050.0 - 852
    func rubber(_ x: Double) -> Double { (1 - 1 / (x * 0.55 / 852 + 1)) * 852 }

    func offsets(_ scenario: Scenario, _ n: Int, snap: Bool = true) throws -> [Double] {
        try LayoutRun.layOut(base: scenario, selection: .spread(count: n, snapToEvents: snap), fonts: fonts(for: scenario))
            .variants[0].frames.map(\.contentOffset)
    }

    /// True when `nodes` appear in `offsets` in order (each node's frame, exactly).
    func containsInOrder(_ offsets: [Double], _ nodes: [Double]) -> Bool {
        var k = 0
        for o in offsets where k < nodes.count && o == nodes[k] { k += 1 }
        return k == nodes.count
    }

    @Test func everyNodeHasAFrameAtItsExactOffset() throws {
        var s = ablyScenario()
        s.scrollPath = [.offset(0), .end, .offset(0), .drag(-120)]
        let nodes = [0, end, 0, -rubber(120)]
        #expect(try offsets(s, 4) == nodes)
        let thirty = try offsets(s, 30)
        #expect(thirty.count == 30)
        #expect(thirty.first == 0 && thirty.last == -rubber(120))
        #expect(containsInOrder(thirty, nodes))
        #expect(containsInOrder(try offsets(s, 30, snap: false), nodes))
    }

    @Test func everyNodeHasAFrameOnAnEstimatedList() throws {
        // 100 self-sized rows of 60 under a 28 pt header, estimated at 44 (rule 4.3, Docs/uikit-rules.md): `end` is the
        // real bottom, 28 + 100 x 60 - 852, not the estimate's 28 + 100 x 44 - 852.
        let s = EstimatedRowHeightTests.table([(100, 60)], header: 28, path: [.offset(0), .end, .offset(0), .drag(-120)])
        let realEnd = 28.0 + 100 * 60 - 852
        let nodes = [0, realEnd, 0, -rubber(120)]
        #expect(try offsets(s, 4) == nodes)
        let thirty = try offsets(s, 30)
        #expect(thirty.count == 30)
        #expect(containsInOrder(thirty, nodes))
    }

    @Test func twoFramesAreStartAndEnd() throws {
        // ably's path is [start, end]; its event at 91 has no free frame to move.
        let board = try LayoutRun.layOut(base: ablyScenario(), selection: .spread(count: 2, snapToEvents: true))
        #expect(board.variants[0].frames.map(\.contentOffset) == [0, end])
        #expect(board.warnings.isEmpty)
        // The event is still reported, where it happened (seed 004: 91), nearest frame 0 (91 - 0 < 198 - 91).
        let pin = board.variants[0].events.first { $0.label == "header.1 pins" }
        #expect(pin?.offset == 91 && pin?.frame == nil && pin?.nearestFrame == 0)
    }

    @Test func fewerFramesThanNodesSaysSo() throws {
        var s = ablyScenario()
        s.scrollPath = [.offset(0), .end, .offset(0), .drag(-120)]
        let three = try LayoutRun.layOut(base: s, selection: .spread(count: 3, snapToEvents: true))
        #expect(three.variants[0].frames.count == 3)
        #expect(three.warnings.count == 1)
        #expect(three.warnings.first?.hasPrefix("--frames 3 is fewer than the 4 nodes of the scroll path") == true)
        #expect(try LayoutRun.layOut(base: s, selection: .spread(count: 4, snapToEvents: true)).warnings.isEmpty)
    }

    /// A list that `automatic` insets by the safe area rests at -adjustedContentInset.top (rules
    /// 1.2, 1.3): 0 in the path is then 59 pt down on the iPhone 15 Pro (its safe area's top), and
    /// the run says so once; `start`, or a list whose top is 0 (ably's `never`), says nothing.
    @Test func zeroBelowTheTopSaysWhereTheTopIs() throws {
        var s = ablyScenario()
        s.list.contentInsetAdjustmentBehavior = .automatic
        s.scrollPath = [.offset(0), .end, .offset(0)]
        let top = -Device.iPhone15Pro.safeArea.top
        #expect(top == -59)
        let run = try LayoutRun.layOut(base: s, selection: .spread(count: 3, snapToEvents: true))
        #expect(
            run.warnings == [
                "offset 0 is not the top of the list: it rests at contentOffset.y -59 (-adjustedContentInset.top), "
                    + "so 0 is 59 pt down; \"start\" (or -59) is the top"
            ])
        s.scrollPath = [.start, .end]
        #expect(try LayoutRun.layOut(base: s, selection: .spread(count: 3, snapToEvents: true)).warnings.isEmpty)
        var never = ablyScenario()
        never.scrollPath = [.offset(0), .end]
        #expect(try LayoutRun.layOut(base: never, selection: .spread(count: 3, snapToEvents: true)).warnings.isEmpty)
    }

    // MARK: - Each variant its own range

    /// Two sections of 50 rows of 44 under 40 pt headers: content 2 x (40 + 50 x 44) = 4480.
    func devices() throws -> LayoutRun {
        var base = plainTable(sections: 2, rows: 50, device: Device.preset(named: "iphone-15-pro-max")!)
        base.scrollPath = [.start, .end]
        var se = base
        se.device = Device.preset(named: "iphone-se")!
        return try LayoutRun.layOut(
            base: base, variants: [ScenarioVariant(name: "ProMax", scenario: base), ScenarioVariant(name: "SE", scenario: se)],
            selection: .spread(count: 7, snapToEvents: false))
    }

    @Test func eachVariantReachesItsOwnEnd() throws {
        let board = try devices()
        // Rule 1.3 (Docs/uikit-rules.md) with `.never`: end = content - bounds height (932 and 667 tall).
        let proMaxEnd: Double = 4480 - 932
        let seEnd: Double = 4480 - 667
        #expect(board.variants[0].frameArray.last?.contentOffset == proMaxEnd)
        #expect(board.variants[1].frameArray.last?.contentOffset == seEnd)
        #expect(board.basePath?.map(\.offset) == [0, proMaxEnd])
        #expect(board.variants[1].path.map(\.offset) == [0, seEnd])
    }

    @Test func frameKIsAtTheSameFractionInEveryVariant() throws {
        // 7 frames, no events moved: frame k at k/6 of each variant's own segment.
        let board = try devices()
        let ends: [Double] = [4480 - 932, 4480 - 667]
        for (variant, end) in zip(board.variants, ends) {
            for frame in variant.frames {
                let expected: Double = end * Double(frame.index) / 6
                #expect(abs(frame.contentOffset - expected) < 1e-9)
            }
        }
    }

    // MARK: - Events: exact offsets, matched to frames by index

    @Test func eventsBetweenFramesKeepTheirOffsetAndNameTheNearestFrame() throws {
        // Two sections of 20 rows of 44 under 40 pt headers: content 2 x (40 + 880) = 1840, end
        // 1840 - 852 = 988. Section 0 ends at 920: there header.0 is pushed off the top and
        // header.1 reaches it (rule 2.2, Docs/uikit-rules.md). Five even frames: 0, 247, 494, 741, 988.
        var s = plainTable(sections: 2, rows: 20)
        s.scrollPath = [.start, .end]
        let even = try LayoutRun.layOut(base: s, selection: .spread(count: 5, snapToEvents: false)).variants[0]
        #expect(even.frames.map(\.contentOffset) == [0, 247, 494, 741, 988])
        let at920 = even.events.filter { $0.offset == 920 }
        #expect(Set(at920.map(\.label)) == ["header.0 unpins", "header.1 pins"])
        // |988 - 920| = 68 < |741 - 920| = 179.
        #expect(at920.allSatisfy { $0.frame == nil && $0.nearestFrame == 4 })
        #expect(even.frames.allSatisfy { !$0.events.contains("header.1 pins") })

        let snapped = try LayoutRun.layOut(base: s, selection: .spread(count: 5, snapToEvents: true)).variants[0]
        let frame = snapped.frames.first { $0.contentOffset == 920 }
        #expect(frame?.events.sorted() == ["header.0 unpins", "header.1 pins"])
        #expect(snapped.events.filter { $0.offset == 920 }.allSatisfy { $0.frame == frame?.index })
    }

    @Test func outputDoesNotDependOnWhereFramesAre() throws {
        // The walk sees every crossing, so every variant's events are the same for any N.
        var s = ablyScenario()
        s.scrollPath = [.start, .end, .start]
        let a = try LayoutRun.layOut(base: s, selection: .spread(count: 5, snapToEvents: false)).variants[0].events
        let b = try LayoutRun.layOut(base: s, selection: .spread(count: 40, snapToEvents: true)).variants[0].events
        #expect(a.map(\.label) == b.map(\.label))
        #expect(a.map(\.offset) == b.map(\.offset))
    }
}

/// A behaviour that wants to switch wherever it is: before, the walk asked it again and again at
/// one offset until a 10,000-step guard gave up silently.
private struct Flipper: ScrollBehavior {
    var name: String { "flipper" }
    func initialState(at offset: Double, context: BehaviorContext) -> BehaviorState { BehaviorState(phase: "a") }
    func crossing(from: Double, to: Double, state: BehaviorState, context: BehaviorContext) -> Double? { from }
    func transition(at offset: Double, towards to: Double, state: BehaviorState, context: BehaviorContext) -> BehaviorState {
        BehaviorState(phase: state.phase == "a" ? "b" : "a")
    }
    func apply(_ state: BehaviorState, to effects: inout LayoutEffects, context: BehaviorContext) {}
}

@Suite struct WalkTerminationTests {
    @Test func aStateChangesAtMostOncePerOffsetInOneMove() throws {
        // Docs/decisions.md, Frames and paths: "a state changes at most once per crossing". Each move
        // (frame to frame) starts at one offset, so the flipper switches once there per move.
        var s = ablyScenario()
        s.behaviors = []
        let sim = try Simulation(s, behaviors: [Flipper()])
        var walk = ScrollWalk(sim: sim, nodes: [.rangeEnd(upper: false), .rangeEnd(upper: true)])
        let stops = [PathStop(segment: 0, fraction: 0), PathStop(segment: 0, fraction: 0.5), PathStop(segment: 1, fraction: 0)]
        for (k, stop) in stops.enumerated() { _ = walk.frame(at: stop, variant: 0, index: k) }
        walk.finish()
        let flips = walk.events.filter { $0.label.hasPrefix("flipper") }
        // Frame 0 (settle), the moves to frames 1 and 2, their settles, and the final move: finite.
        #expect(flips.count <= 2 * stops.count + 1)
        #expect(!flips.isEmpty)
    }
}
