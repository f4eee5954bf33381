import MockgenDecoding
import MockgenTestSupport
import Testing

@testable import MockgenLayout

/// The built-in `mypage` (seed 002, Docs/seed-screens.md): a flow layout from window y 59 (the safe-area
/// top), sectionInset (18, 24, 24, 24), two columns of 160 pt cards 12 apart. The header is 368 pt
/// with the tag row, 332 without, 142 compact. New rule: compact once the header's bottom reaches
/// window y 195; old rule: at offset 232. Back to large at the stored offset.
@Suite struct MypageScenarioTests {
    let listTop = 59.0
    let switchY = 195.0

    func variants(_ path: [PathValue], count: Int? = nil) throws -> [String: [FrameLayout]] {
        let builtin = try #require(ScenarioLibrary.builtin(named: "mypage"))
        var doc = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "mypage.json")
        doc.mapScenarios { $0.scrollPath = path }
        let selection: FrameSelection
        if let count {
            selection = .spread(count: count, snapToEvents: true)
        } else {
            selection = .offsets(path.map { if case .offset(let y) = $0 { return y } else { return 0 } })
        }
        let board = try LayoutRun.layOut(base: doc.base, variants: doc.variants, selection: selection)
        return Dictionary(uniqueKeysWithValues: board.variants.map { ($0.name ?? "", $0.frameArray) })
    }

    func firstCardY(_ f: FrameLayout) -> Double? { f.element("cell.0.0")?.frame.y }
    func state(_ f: FrameLayout) -> String? { f.behaviorStates.first { $0.name == "collapsingHeader" }?.state }

    @Test func newRuleSwitchesWhereTheHeaderBottomReachesTheLine() throws {
        // Switch offsets: list top + header height - 195.
        let withTags = listTop + 368 - switchY  // 232
        let withoutTags = listTop + 332 - switchY  // 196
        let f = try variants([
            .offset(0), .offset(withoutTags - 1), .offset(withoutTags), .offset(withTags - 1),
            .offset(withTags), .offset(400),
        ])
        #expect(f["new-tags"]!.map(state) == ["large", "large", "large", "large", "compact", "compact"])
        #expect(f["new-no-tags"]!.map(state) == ["large", "large", "compact", "compact", "compact", "compact"])
        // The old rule switches at 232 with or without tags.
        #expect(f["old-tags"]!.map(state) == ["large", "large", "large", "large", "compact", "compact"])
        #expect(f["old-no-tags"]!.map(state) == ["large", "large", "large", "large", "compact", "compact"])
    }

    @Test func newRuleKeepsTheFirstCardInPlaceAtTheSwitch() throws {
        // Before: header bottom at 195, cards 18 below: 195 + 18 = 213. After: compact header pinned at
        // the list top, sectionInset.top = offset + 12: 59 + 142 + 12 = 213 (Docs/seed-screens.md).
        for (name, height) in [("new-tags", 368.0), ("new-no-tags", 332.0)] {
            let at = listTop + height - switchY
            let f = try variants([.offset(0), .offset(at - 0.5), .offset(at)])[name]!
            #expect(abs(firstCardY(f[1])! - (switchY + 18 + 0.5)) < 1e-9, "\(name)")
            #expect(firstCardY(f[2]) == listTop + 142 + 12, "\(name)")
            #expect(f[2].element("header.0")?.frame == Rect(x: 0, y: listTop, width: 393, height: 142))
            #expect(f[2].element("header.0")?.pinned == true || at == 0)
        }
    }

    @Test func oldRuleWithoutTagsJumpsTheCards36Points() throws {
        // At 232 the 332 pt header's bottom is at 59 + 332 - 232 = 159: cards at 159 + 18 = 177; after
        // the switch 59 + 142 + 12 = 213. The gap is the tag row: 36 pt.
        let f = try variants([.offset(0), .offset(232 - 0.001), .offset(232)])["old-no-tags"]!
        let before = listTop + 332 - 232 + 18
        #expect(abs(firstCardY(f[1])! - (before + 0.001)) < 1e-9)
        #expect(firstCardY(f[2]) == listTop + 142 + 12)
        #expect(firstCardY(f[2])! - before == 36)
        // With tags the old rule is the new rule's offset, so no jump.
        let g = try variants([.offset(0), .offset(232)])["old-tags"]!
        #expect(firstCardY(g[1]) == listTop + 142 + 12)
    }

    @Test func expandsOnlyBackAtTheStoredOffset() throws {
        // Down past the switch to 400, then up: still compact just below the stored offset's far side,
        // large at the stored offset itself (offset <= stored), the cards back at 18 below the header.
        for (name, stored) in [("new-tags", 232.0), ("new-no-tags", 196.0), ("old-no-tags", 232.0)] {
            let f = try variants([.offset(0), .offset(400), .offset(stored + 1), .offset(stored), .offset(stored - 1)])[name]!
            #expect(f.map(state) == ["large", "compact", "compact", "large", "large"], "\(name)")
            #expect(f[2].element("header.0")?.frame.height == 142)
            #expect(f[3].element("header.0")?.pinned == false)
        }
    }

    @Test func eventFramesLandOnBothSwitchOffsets() throws {
        let f = try variants([.start, .end, .start], count: 30)
        for (name, stored) in [("new-tags", 232.0), ("new-no-tags", 196.0), ("old-tags", 232.0), ("old-no-tags", 232.0)] {
            let frames = f[name]!
            let down = frames.first { $0.events.contains("collapsingHeader compact") }
            let up = frames.first { $0.events.contains("collapsingHeader large") }
            #expect(down?.contentOffset == stored, "\(name)")
            #expect(up?.contentOffset == stored, "\(name)")
            #expect(down.map(state) == "compact")
            #expect(up.map(state) == "large")
        }
    }

    @Test func noPullDownAtTheTopButBounceAtTheEnd() throws {
        // bounces only while contentOffset.y > 10: a drag past the top stays at 0; past the end the
        // rubber band applies (rule 1.4 of Docs/uikit-rules.md, d = list height 852 - 59 = 793).
        let f = try variants([.drag(-60), .end, .drag(80)], count: 3)["new-tags"]!
        #expect(f[0].contentOffset == 0)
        // Content: 368 + 18 + 10 lines x 160 + 9 x 12 + 24 = 2118; max = 2118 - 793 + 34 (rule 1.3, Docs/uikit-rules.md).
        let maxOffset = 2118.0 - 793 + 34
        let b = (1 - 1 / (80 * 0.55 / 793 + 1)) * 793
        #expect(abs(f[2].contentOffset - (maxOffset + b)) < 1e-9)
    }
}
