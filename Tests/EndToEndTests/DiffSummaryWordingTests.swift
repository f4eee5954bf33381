import MockgenDecoding
import MockgenLayout
import Testing

@testable import MockgenCLI

/// The summary of `mockgen diff` says a frame value's change as a change (Docs/command-line.md,
/// "mockgen diff"): `y moved by −149` is new − old, so it cannot be read as the value `y` takes;
/// a value that is not a position or a size keeps `old → new`, the order of the page's title.
@Suite struct DiffSummaryWordingTests {
    static func side(_ name: String) throws -> VariantLayout {
        let scenario = try ScenarioDecoder.decode(Array(#"{ "name": "s", "list": { "sections": [{}] } }"#.utf8), source: "s.json")
        return VariantLayout(name: name, scenario: scenario.base, frames: [])
    }

    static func difference(_ frame: Int, _ element: String, _ key: String, _ old: String, _ new: String) -> LayoutDifference {
        LayoutDifference(variant: nil, frame: frame, offset: nil, element: element, key: key, old: old, new: new)
    }

    @Test func aMovedElementSaysByHowMuchAndWhichWay() throws {
        // A header pinned at y 240 on the old side scrolls away to 91 on the new: 91 − 240 = −149.
        let diff = LayoutDiff(
            differences: [
                Self.difference(3, "header.1", "frame.y", "240", "91"),
                Self.difference(3, "header.1", "pinned", "true", "false"),
            ], events: [])
        #expect(
            diff.summary(old: try Self.side("old"), new: try Self.side("new"))
                == ["header.1: y moved by −149, pinned true → false at frame 3"])
    }

    @Test func aResizedElementSaysItGrewOrShrank() throws {
        // A row 44 pt tall on the old side and 64 on the new (64 − 44 = 20), 12 pt narrower
        // (381 − 393 = −12) and 6 pt further right (22 − 16 = 6), at frames 2 and 3.
        let diff = LayoutDiff(
            differences: [2, 3].flatMap { k in
                [
                    Self.difference(k, "cell.0.0", "frame.x", "16", "22"),
                    Self.difference(k, "cell.0.0", "frame.width", "393", "381"),
                    Self.difference(k, "cell.0.0", "frame.height", "44", "64"),
                ]
            }, events: [])
        #expect(
            diff.summary(old: try Self.side("old"), new: try Self.side("new"))
                == ["cell.0.0: x moved by +6, width shrank by 12, height grew by 20 at frames 2–3"])
    }

    @Test(arguments: [("y", 36.0, "y moved by +36"), ("x", -0.5, "x moved by −0.5"), ("height", -8, "height shrank by 8")])
    func aChangeIsWorded(axis: String, delta: Double, words: String) {
        #expect(LayoutDiff.change(axis, by: delta) == words)
    }
}
