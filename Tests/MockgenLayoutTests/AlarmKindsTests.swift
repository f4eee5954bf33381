import MockgenDecoding
import MockgenTestSupport
import Testing

@testable import MockgenLayout

/// The built-in `alarm-kinds`: the sections of `alarm` (seed 000, Docs/seed-screens.md) in several
/// list kinds, one flipbook. iPhone 15 Pro; the 50 pt bar under the 59 pt safe area is the overlay
/// bar of the UIKit variants (their list starts below it, at 109) and a `safeAreaInset(edge: .top)`
/// in the SwiftUI ones (their list fills the screen; adj.top = 59 + 50 = 109).
@Suite struct AlarmKindsTests {
    static func layout(_ selection: FrameSelection) throws -> [String: [FrameLayout]] {
        let builtin = try #require(ScenarioLibrary.builtin(named: "alarm-kinds"))
        let doc = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "alarm-kinds.json")
        let board = try LayoutRun.layOut(base: doc.base, variants: doc.variants, selection: selection)
        return Dictionary(uniqueKeysWithValues: board.variants.map { ($0.name ?? "", $0.frameArray) })
    }

    @Test func oneFlipbookOfListKinds() throws {
        let builtin = try #require(ScenarioLibrary.builtin(named: "alarm-kinds"))
        let doc = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "alarm-kinds.json")
        let kinds = try #require(doc.variants).map { v -> String in
            switch v.scenario.list.kind {
            case .table: return "table"
            case .collection: return "collection"
            case .swiftUI: return "swiftui"
            case .compositional: return "compositional"
            case .compose: return "compose"
            case .flutter: return "flutter"
            }
        }
        #expect(kinds == ["table", "collection", "compositional", "swiftui", "swiftui"])
        // `alarm` itself keeps the seed's three variants.
        let alarm = try ScenarioDecoder.decode(
            Array(try #require(ScenarioLibrary.builtin(named: "alarm")).text.utf8), source: "alarm.json")
        #expect(alarm.variants?.map(\.name) == ["flow", "plain", "grouped"])
    }

    /// At each variant's end the "기타" header (section 1, 60 pt) sticks at the same window line,
    /// 109, in the plain table (rule 2.2), the plain list configuration with supplementary headers
    /// (rule 6.2), the plain List (headers stick) and the LazyVStack pinning section headers; the
    /// flow layout's header has scrolled away (no pinning, rule 5.5).
    @Test func theHeaderSticksAtTheSameLineInEveryStickyKind() throws {
        let f = try Self.layout(.spread(count: 2, snapToEvents: false))
        for name in ["table", "compositional", "swiftui-list", "swiftui-lazyvstack"] {
            let header = try #require(f[name]?.last?.element("header.1"), "\(name)")
            #expect(header.frame.y == 59 + 50.0 && header.pinned, "\(name)")
        }
        #expect(f["flow"]?.last?.element("header.1") == nil)
        // The SwiftUI variants draw the inset bar where the UIKit ones draw their overlay bar.
        for name in ["swiftui-list", "swiftui-lazyvstack"] {
            #expect(f[name]?.last?.element("safeAreaInset")?.frame == Rect(x: 0, y: 59, width: 393, height: 50))
        }
    }

    /// Content heights, by hand. Table and the compositional list (headerTopPadding 0, items at
    /// their heights): 100 + 60 + 60 + 10 x 100 = 1220 (padding 0). List: the
    /// table's default top padding, 22 pt above each of the two headers (rule 2.5; SwiftUI has no
    /// key for it): 1220 + 44 = 1264. LazyVStack, 1 pt apart: 13 children, 12 gaps: 1232.
    @Test func contentHeights() throws {
        let f = try Self.layout(.offsets([0]))
        #expect(f["table"]?[0].contentSize.height == 1220)
        #expect(f["compositional"]?[0].contentSize.height == 1220)
        #expect(f["swiftui-list"]?[0].contentSize.height == 1220 + 2 * 22.0)
        #expect(f["swiftui-lazyvstack"]?[0].contentSize.height == 1220 + 12 * 1.0)
    }
}
