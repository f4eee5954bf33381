import Foundation
import Testing

/// The walk through the binary: each variant scrolls its own range, every path node has
/// its frame, and events carry the offset where they happened (Docs/decisions.md, Frames and paths).
@Suite struct PathFramesEndToEndTests {
    /// Two sections of 20 rows of 44 under 40 pt headers, full screen, `.never`: content
    /// 2 x (40 + 20 x 44) = 1840 (rule 2.1, Docs/uikit-rules.md). `variants` and `path` are JSON text.
    func scenario(variants: String = "", path: String = #"["start", "end"]"#) throws -> URL {
        let text = """
            { "name": "two", "device": "iphone-15-pro",
              "list": { "kind": "table", "style": "plain", "sectionHeaderTopPadding": 0, "rowHeight": 44,
                        "contentInsetAdjustmentBehavior": "never",
                        "sections": [ { "header": { "height": 40, "title": "A" }, "rows": { "count": 20 } },
                                      { "header": { "height": 40, "title": "B" }, "rows": { "count": 20 } } ] },
              \(variants)
              "scroll": { "path": \(path) } }
            """
        let url = try Binary.scratchDirectory().appendingPathComponent("two.json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func frames(_ json: String, variant: Int? = nil) throws -> [[String: Any]] {
        let root = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let layout = try variant.map { try #require((root["variants"] as? [[String: Any]])?[$0]) } ?? root
        return try #require(layout["frames"] as? [[String: Any]])
    }

    func offsets(_ frames: [[String: Any]]) -> [Double] { frames.compactMap { $0["contentOffset"] as? Double } }

    @Test func variantsOnTwoDevicesReachTheirOwnEnds() throws {
        let file = try scenario(variants: #""variants": [ { "name": "Pro" }, { "name": "SE", "device": "iphone-se" } ],"#)
        let run = try Binary.run([file.path, "--format", "json", "--frames", "9"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        // Rule 1.3 (Docs/uikit-rules.md) with `.never`: end = content - bounds: 1840 - 852 and 1840 - 667.
        #expect(offsets(try frames(run.stdoutText, variant: 0)).last == 1840 - 852)
        #expect(offsets(try frames(run.stdoutText, variant: 1)).last == 1840 - 667)
        #expect(run.stdoutText.contains(#"{ "node": 1, "value": "end", "offset": 1173, "base": 988 }"#))
        let page = try Binary.run([file.path, "--frames", "9"]).stdoutText
        #expect(page.contains("<b>SE</b>: end = 1173"))
    }

    @Test func variantsAtTwoContentSizesReachTheirOwnEnds() throws {
        // Self-sized rows: the larger text makes a taller list, whose own end is further down.
        let row =
            #"{ "count": 30, "height": "automatic", "content": { "label": "Every row has a sentence long enough to wrap onto a second line", "style": "body", "lines": 0, "padding": { "top": 11, "left": 16, "bottom": 11, "right": 16 } } }"#
        let text = """
            { "name": "sizes", "device": "iphone-15-pro",
              "list": { "kind": "table", "style": "plain", "sectionHeaderTopPadding": 0,
                        "contentInsetAdjustmentBehavior": "never", "sections": [ { "rows": [ \(row) ] } ] },
              "variants": [ { "name": "large" }, { "name": "ax3", "contentSize": "accessibilityExtraExtraExtraLarge" } ],
              "scroll": { "path": ["start", "end"] } }
            """
        let url = try Binary.scratchDirectory().appendingPathComponent("sizes.json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let run = try Binary.run([url.path, "--format", "json", "--frames", "5"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        var ends: [Double] = []
        for v in 0..<2 {
            let last = try #require(try frames(run.stdoutText, variant: v).last)
            let height = try #require((last["contentSize"] as? [String: Any])?["height"] as? Double)
            // Rule 1.3 (Docs/uikit-rules.md) with `.never` on a full-screen list: end = content height - 852.
            #expect(last["contentOffset"] as? Double == height - 852)
            ends.append(height - 852)
        }
        #expect(ends[1] > ends[0])
    }

    @Test func everyNodeHasItsFrame() throws {
        let file = try scenario(path: #"[0, "end", 0, { "drag": -120 }]"#)
        // Rule 1.4 (Docs/uikit-rules.md) past the top: -(1 - 1 / (120 x 0.55 / 852 + 1)) x 852, rounded to 3 decimals.
        let drag = -(1 - 1 / (120 * 0.55 / 852 + 1)) * 852
        let nodes = [0, 988, 0, (drag * 1000).rounded() / 1000]
        let four = try Binary.run([file.path, "--format", "json", "--frames", "4"])
        #expect(four.stderr.isEmpty)
        #expect(offsets(try frames(four.stdoutText)) == nodes)
        let thirty = offsets(try frames(try Binary.run([file.path, "--format", "json", "--frames", "30"]).stdoutText))
        #expect(thirty.count == 30)
        var k = 0
        for o in thirty where k < nodes.count && o == nodes[k] { k += 1 }
        #expect(k == nodes.count)
        // Fewer frames than nodes: said once on stderr, and the output is still written.
        let three = try Binary.run([file.path, "--format", "json", "--frames", "3"])
        #expect(three.exitCode == 0)
        #expect(three.stderr.hasPrefix("mockgen: warning: --frames 3 is fewer than the 4 nodes of the scroll path"))
        #expect(three.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func twoFramesAreStartAndEnd() throws {
        // ably (seed 004): range 0...198 (1050 - 852). The first wave gave 91 and 198.
        let run = try Binary.run(["ably", "--format", "json", "--frames", "2"])
        #expect(offsets(try frames(run.stdoutText)) == [0, 198])
        #expect(run.stderr.isEmpty)
    }

    @Test func eventOffsetsInTheJSONAndThePage() throws {
        // --even: frames at 0, 247, 494, 741, 988. Section 0 ends at 40 + 20 x 44 = 920: there
        // header.0 is pushed off the top and header.1 reaches it (rule 2.2, Docs/uikit-rules.md), between frames 3 and
        // 4; 988 - 920 = 68 < 920 - 741 = 179, so frame 4 is the nearest.
        let file = try scenario()
        let json = try Binary.run([file.path, "--format", "json", "--frames", "5", "--even"]).stdoutText
        #expect(offsets(try frames(json)) == [0, 247, 494, 741, 988])
        let last = try #require(try frames(json).last)
        let near = try #require(last["eventOffsets"] as? [[String: Any]])
        #expect(near.contains { $0["event"] as? String == "header.0 unpins" && $0["offset"] as? Double == 920 })
        #expect(near.contains { $0["event"] as? String == "header.1 pins" && $0["offset"] as? Double == 920 })
        #expect(last["events"] == nil)
        let page = try Binary.run([file.path, "--frames", "5", "--even"]).stdoutText
        #expect(
            page.contains(#"data-to="4">header.0 unpins, header.1 pins <span class="note">at 920 (nearest frame 4, 988)</span>"#))
        // Without --even a free frame moves onto 920 and shows both.
        let snapped = try Binary.run([file.path, "--format", "json", "--frames", "5"]).stdoutText
        #expect(snapped.contains(#""events": ["header.0 unpins", "header.1 pins"]"#))
        #expect(snapped.contains(#"{ "event": "header.1 pins", "offset": 920 }"#))
    }
}
