import Foundation
import MockgenDecoding

/// The big-file row (Docs/performance.md#a-big-file): a scenario that lists `rows` rows one by one, each with its own
/// height and title, as a designer's export or a generated fixture would. Deterministic: the
/// heights cycle through 44, 52, 60 and 36.5 and the titles count up. About 43 MB for 1,000,000.
func bigFileScenario(rows: Int) -> [UInt8] {
    var out = Array(
        """
        {
          "name": "big-file",
          "title": "\(rows) rows written one by one",
          "device": "iphone-15-pro",
          "navigationBar": { "kind": "system", "height": 44, "title": "Feed" },
          "list": {
            "kind": "table", "style": "plain",
            "sections": [ { "header": { "height": 28, "title": "Today" }, "rows": [

        """.utf8)
    out.reserveCapacity(rows * 44 + 400)
    let heights = ["44", "52", "60", "36.5"]
    for r in 0..<rows {
        out += Array("    {\"height\": \(heights[r % 4]), \"title\": \"Row \(r + 1)\"}".utf8)
        out += Array((r == rows - 1 ? "\n" : ",\n").utf8)
    }
    out += Array(
        """
            ] } ]
          },
          "scroll": { "path": ["start", "end"] }
        }

        """.utf8)
    return out
}

/// `mockgen-bench --decode-only FILE`: reads the file and decodes it as `mockgen` does, then
/// exits (status 0, or 65 with the decoder's message).
func decodeOnly(_ path: String) -> Never {
    guard let file = fopen(path, "rb") else { fail("cannot open \(path)") }
    fseek(file, 0, SEEK_END)
    let size = ftell(file)
    fseek(file, 0, SEEK_SET)
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        count = fread(buffer.baseAddress, 1, size, file)
    }
    fclose(file)
    do {
        let document = try ScenarioDecoder.decode(bytes, source: path)
        // Touch the result so that nothing is optimised away.
        exit(document.base.list.sections.isEmpty ? 1 : 0)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(65)
    }
}
