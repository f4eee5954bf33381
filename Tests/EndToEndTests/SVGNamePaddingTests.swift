import Foundation
import Testing

/// `--format svg` names sort in frame order (Docs/command-line.md#file-names; Docs/decisions.md, Output
/// identity): every frame number of a run has max(3, digits of the largest index) digits.
@Suite struct SVGNamePaddingTests {
    static let tiny = #"{ "name": "tiny", "list": { "sections": [ { "rows": { "count": 30, "height": 44 } } ] } }"#

    /// (frames, digits): indexes run 0 ... frames - 1, so 9 and 10 frames end at 8 and 9 (3 digits
    /// is the floor), 999 and 1000 at 998 and 999 (3 digits), 2000 at 1999 (4 digits).
    @Test(arguments: [(9, 3), (10, 3), (999, 3), (1000, 3), (2000, 4)])
    func frameNumbersHaveOneWidth(frames: Int, digits: Int) throws {
        let dir = try Binary.scratchDirectory()
        try Data(Self.tiny.utf8).write(to: dir.appendingPathComponent("tiny.json"))
        let run = try Binary.run(["tiny.json", "--format", "svg", "--frames", "\(frames)", "--out", "svg"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("svg").path)
        let expected = (0..<frames).map {
            "tiny-" + String(repeating: "0", count: digits - String($0).count) + String($0) + ".svg"
        }
        #expect(Set(names) == Set(expected + ["tiny-contact.svg"]))
        // Sorted by name is frame order.
        #expect(names.filter { $0 != "tiny-contact.svg" }.sorted() == expected)
        #expect(expected.first == "tiny-" + String(repeating: "0", count: digits) + ".svg")
    }
}
