import MockgenDecoding
import MockgenTestSupport
import Testing

@testable import MockgenLayout

/// The built-in `alarm` (seed 000, Docs/seed-screens.md): iPhone 15 Pro, a 50 pt bar under the 59 pt safe
/// area, the list from window y 59 + 50 = 109 to the safe-area bottom 852 - 34. Section 0: header 100,
/// one 60 pt item; section 1: header 60, ten 100 pt items; flow line spacing 1.
@Suite struct AlarmScenarioTests {
    let listTop = 59.0 + 50

    func alarm(at offsets: [Double]) throws -> [String: [FrameLayout]] {
        let builtin = try #require(ScenarioLibrary.builtin(named: "alarm"))
        let doc = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "alarm.json")
        let board = try LayoutRun.layOut(base: doc.base, variants: doc.variants, selection: .offsets(offsets))
        return Dictionary(uniqueKeysWithValues: board.variants.map { ($0.name ?? "", $0.frameArray) })
    }

    @Test func theScreenIsDarkWithThreeVariantsUnderTheBar() throws {
        let builtin = try #require(ScenarioLibrary.builtin(named: "alarm"))
        let doc = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "alarm.json")
        #expect(doc.variants?.map(\.name) == ["flow", "plain", "grouped"])
        #expect(doc.base.appearance == .dark)
        let f = try alarm(at: [0])
        for name in ["flow", "plain", "grouped"] {
            #expect(f[name]?[0].listFrame == Rect(x: 0, y: 59 + 50, width: 393, height: 852 - 34 - 109))
        }
    }

    @Test func flowLayoutPlacesItemsFullWidthOneApart() throws {
        let flow = try #require(try alarm(at: [0])["flow"]?[0])
        #expect(flow.element("cell.0.0")?.frame == Rect(x: 0, y: listTop + 100, width: 393, height: 60))
        // Line spacing only between lines of a section (rule 5.2, Docs/uikit-rules.md): header.1 follows the item directly.
        #expect(flow.element("header.1")?.frame.y == listTop + 100 + 60)
        let secondItem: Double = listTop + 100 + 60 + 60 + 100 + 1
        #expect(flow.element("cell.1.1")?.frame.y == secondItem)
        let height: Double = 100 + 60 + 60 + 10 * 100 + 9 * 1
        #expect(flow.contentSize.height == height)
    }

    /// Before section 1 reaches the top: only the plain table's header.0 stays (rule 2.2, Docs/uikit-rules.md).
    @Test func rule2_2_and_5_5_beforeTheBoundaryOnlyThePlainHeaderFloats() throws {
        let f = try alarm(at: [50])
        #expect(f["flow"]?[0].element("header.0")?.frame.y == listTop - 50)
        #expect(f["plain"]?[0].element("header.0")?.frame.y == listTop)
        #expect(f["plain"]?[0].element("header.0")?.pinned == true)
        // Grouped: below the 35 pt blank area (rule 3.3, Docs/uikit-rules.md), scrolling (rule 3.1).
        #expect(f["grouped"]?[0].element("header.0")?.frame.y == listTop + 35 - 50)
        #expect(f["grouped"]?[0].element("header.0")?.pinned == false)
    }

    /// At offset 160 section 1's header meets the top in the flow layout and the plain table
    /// (100 + 60 above it); the grouped table's is 35 + 18 further down (rules 3.2, 3.3, Docs/uikit-rules.md).
    @Test func rule2_2_and_3_1_atTheOffsetWhereSection1MeetsTheTop() throws {
        let f = try alarm(at: [160])
        #expect(f["flow"]?[0].element("header.1")?.frame.y == listTop + 160 - 160)
        #expect(f["plain"]?[0].element("header.1")?.frame.y == listTop)
        #expect(f["plain"]?[0].element("header.0") == nil)  // pushed off by section 1 (rule 2.2)
        let groupedHeader1: Double = listTop + 35 + 100 + 60 + 18 - 160
        #expect(f["grouped"]?[0].element("header.1")?.frame.y == groupedHeader1)
    }

    /// Scrolling on: the plain table's header.1 stays pinned; flow and grouped headers are gone.
    @Test func rule2_2_and_5_5_pastTheBoundaryThePlainHeaderIsPinnedAndTheOthersScrolledAway() throws {
        let f = try alarm(at: [213, 400])
        #expect(f["grouped"]?[0].element("header.1")?.frame.y == listTop)  // 35 + 100 + 60 + 18 = 213
        #expect(f["grouped"]?[0].element("header.1")?.pinned == false)
        #expect(f["plain"]?[1].element("header.1")?.frame.y == listTop)
        #expect(f["plain"]?[1].element("header.1")?.pinned == true)
        #expect(f["flow"]?[1].element("header.1") == nil)  // content 160..220, bounds from 400
        #expect(f["grouped"]?[1].element("header.1") == nil)  // content 213..273
    }

    @Test func offsetsPastTheShorterPlainTableAreClampedForItAlone() throws {
        // The path ends at the flow layout's end, 1229 - 709 = 520; the plain table ends at 1220 - 709.
        let f = try alarm(at: [520])
        #expect(f["flow"]?[0].clampedFrom == nil)
        #expect(f["plain"]?[0].contentOffset == Double(1220 - 709))
        #expect(f["plain"]?[0].clampedFrom == 520)
        #expect(f["grouped"]?[0].clampedFrom == nil)
    }

    /// Every frame of `mockgen alarm --frames 30`: each header where its variant's rule puts it.
    @Test func rule2_2_3_1_5_5_everyFrameOfEveryVariantFollowsItsRule() throws {
        let builtin = try #require(ScenarioLibrary.builtin(named: "alarm"))
        let doc = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "alarm.json")
        let board = try LayoutRun.layOut(
            base: doc.base, variants: doc.variants, selection: .spread(count: 30, snapToEvents: true))
        let visible = 852.0 - 34 - listTop
        // Natural header tops (content y) and heights per variant; the plain table's float (rule 2.2, Docs/uikit-rules.md)
        // is min(max(natY, off), sectionEnd - H) with section ends 160 and 1220.
        let natural: [String: [(y: Double, h: Double)]] = [
            "flow": [(0, 100), (160, 60)],
            "plain": [(0, 100), (160, 60)],
            "grouped": [(35, 100), (35 + 100 + 60 + 18, 60)],
        ]
        let sectionEnds = [160.0, 1220]
        for variant in board.variants {
            let name = try #require(variant.name)
            #expect(variant.frames.count == 30)
            for frame in variant.frames {
                let off = frame.contentOffset
                for (s, header) in try #require(natural[name]).enumerated() {
                    let y = name == "plain" ? min(max(header.y, off), sectionEnds[s] - header.h) : header.y
                    let shown = y + header.h > off && y < off + visible
                    let element = frame.element("header.\(s)")
                    #expect((element != nil) == shown, "\(name) frame \(frame.index) header.\(s)")
                    if let element { #expect(element.frame.y == listTop + y - off, "\(name) frame \(frame.index)") }
                }
            }
        }
    }
}
