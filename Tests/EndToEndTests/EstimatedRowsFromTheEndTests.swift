import Foundation
import Testing

/// Estimated rows on a path that starts at `end` (rule 4.3, Docs/uikit-rules.md): a chat of five
/// date sections, self-sized rows estimated at 44 pt, opened at its newest message and scrolled
/// up, then pulled down past the top. Rows realised above the bounds move the offset, never past
/// the end of the range (rule 1.3: contentSize.height + adjustedContentInset.bottom - bounds).
@Suite struct EstimatedRowsFromTheEndTests {
    /// Rows of 60, 80 and 100 pt (a box each), 8 a day under a 28 pt date header.
    static func chat(estimated: Bool) -> Data {
        let rows = (0..<8).map { #"{ "height": "automatic", "content": { "box": true, "height": \#(60 + ($0 % 3) * 20) } }"# }
        let sections = (1...5).map {
            #"{ "header": { "height": 28, "title": "Day \#($0)" }, "rows": [\#(rows.joined(separator: ", "))] }"#
        }
        let estimate = estimated ? #""estimatedRowHeight": 44, "# : ""
        return Data(
            #"""
            { "name": "chat", "device": "iphone-15-pro", "toolbar": { "items": ["Send"] },
              "list": { "kind": "table", "style": "plain", \#(estimate)"sections": [\#(sections.joined(separator: ", "))] },
              "scroll": { "path": ["end", 1500, { "drag": -60 }] } }
            """#.utf8)
    }

    static func frames(estimated: Bool, count: Int) throws -> [[String: Any]] {
        let run = try Binary.run(
            ["-", "--format", "json", "--frames", "\(count)"], input: chat(estimated: estimated))
        #expect(run.exitCode == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any]
        return json?["frames"] as? [[String: Any]] ?? []
    }

    static func number(_ frame: [String: Any], _ keys: String...) -> Double {
        var value: Any? = frame
        for key in keys { value = (value as? [String: Any])?[key] }
        return (value as? Double) ?? (value as? Int).map(Double.init) ?? .nan
    }

    @Test(arguments: [3, 12, 30])
    func neverPastTheEnd(count: Int) throws {
        let frames = try Self.frames(estimated: true, count: count)
        #expect(frames.count == count)
        for frame in frames {
            // Rule 1.3: the largest offset is contentSize.height + adjustedContentInset.bottom - 852.
            let end = Self.number(frame, "contentSize", "height") + Self.number(frame, "adjustedContentInset", "bottom") - 852
            #expect(Self.number(frame, "contentOffset") <= end + 1e-9, "frame \(frame["index"] ?? "?")")
            // The path only moves up from the end: the content always runs on under the toolbar,
            // which keeps its standard background (rule 7.2's scroll edge is the content's end).
            let toolbar = frame["toolbar"] as? [String: Any]
            #expect(toolbar?["background"] as? String == "default", "frame \(frame["index"] ?? "?")")
        }
    }

    /// Pulled 60 pt past the top, every row is realised: the last frame is the one the same chat
    /// without estimates shows (the rubber band of 60 pt of finger, rule 1.4), not 60 pt short of
    /// the corrections made on the way up.
    @Test func theDragIsPastTheTopOnceTheRowsAreRealised() throws {
        let estimated = try Self.frames(estimated: true, count: 12)
        let measured = try Self.frames(estimated: false, count: 12)
        let last = try #require(estimated.last)
        #expect(Self.number(last, "contentOffset") == Self.number(try #require(measured.last), "contentOffset"))
        // Five days: the plain style's automatic sectionHeaderTopPadding (22 pt, rule 2.5), a
        // 28 pt header and rows of 60, 80, 100, 60, 80, 100, 60, 80 (620 pt) each.
        let day: Double = 22 + 28 + 620
        #expect(Self.number(last, "contentSize", "height") == 5 * day)
    }
}
