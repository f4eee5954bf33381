import Foundation
import MockgenTestSupport
import Testing

/// The README's first scenario is the first thing a new user runs: it must scroll, and a list
/// that cannot scroll says so (rule 1.3, Docs/uikit-rules.md: content that fits the bounds has
/// one resting offset).
@Suite struct ListThatCannotScrollTests {
    /// The JSON block of the README that follows "Or write one from nothing".
    static func readmeExample() throws -> String {
        let readme = try String(contentsOf: Repository.file("README.md"), encoding: .utf8)
        let after = try #require(readme.range(of: "Or write one from nothing"))
        let open = try #require(readme.range(of: "```json\n", range: after.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "```", range: open.upperBound..<readme.endIndex))
        return String(readme[open.upperBound..<close.lowerBound])
    }

    @Test func theReadmeExampleScrolls() throws {
        let run = try Binary.run(["-", "--format", "json", "--frames", "5"], input: Data(try Self.readmeExample().utf8))
        #expect(run.exitCode == 0 && run.stderr.isEmpty, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any]
        let offsets = (json?["frames"] as? [[String: Any]] ?? []).compactMap { $0["contentOffset"] as? Double }
        // 24 rows of 44, headers of 40, rows of 80 and 44: 1260 pt of content. On the iPhone 15
        // Pro (852 pt, safe area 59 and 34, rule 1.3) it rests at -59 and ends at 1260 + 34 - 852.
        #expect(offsets.first == -59)
        let end: Double = 1260 + 34 - 852
        #expect(offsets.last.map { abs($0 - end) < 1e-9 } == true)
    }

    @Test func aListThatFitsItsBoundsSaysItCannotScroll() throws {
        let twelve = try Self.readmeExample().replacingOccurrences(of: #""count": 24"#, with: #""count": 12"#)
        let run = try Binary.run(["-", "--format", "json", "--frames", "5"], input: Data(twelve.utf8))
        #expect(run.exitCode == 0)
        // 12 x 44 + 40 + 40 + 80 + 44 = 732 pt, with 59 + 34 of insets, inside 852 pt.
        #expect(
            run.stderr
                == "mockgen: warning: the list cannot scroll: its content is 732 pt, which with its insets fits the "
                + "852 pt bounds, so every frame shows contentOffset.y -59; add rows to scroll, or a { \"drag\": d } "
                + "to pull it past its top\n")
        // A drag pulls on purpose: no warning.
        let pulled = twelve.replacingOccurrences(
            of: #""sections": ["#, with: #""sections": ["#, options: [], range: nil
        )
        .replacingOccurrences(
            of: "\n  \"list\"", with: "\n  \"scroll\": { \"path\": [\"start\", { \"drag\": -80 }] },\n  \"list\"")
        let drag = try Binary.run(["-", "--format", "json"], input: Data(pulled.utf8))
        #expect(drag.exitCode == 0 && drag.stderr.isEmpty, "\(drag.stderr)")
    }
}
