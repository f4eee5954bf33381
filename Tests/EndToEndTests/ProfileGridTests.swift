import Foundation
import MockgenTestSupport
import Testing

/// Tests/Fixtures/profile-grid.json, a screen written for the tests (not a built-in): a bio, then
/// 31 square posts three a line with 1 pt gaps (`"width": { "columns": 3 }`, both spacings 1),
/// under a pinned tab strip. Such a grid was once drawn two a line on 393 and 390 pt (rule 5.3).
@Suite struct ProfileGridTests {
    static let fixture = Repository.fixture("profile-grid.json")

    /// The preset names and widths of Docs/decisions.md.
    @Test(arguments: [
        ("iphone-se", 375.0), ("iphone-x", 375), ("iphone-13-mini", 375), ("iphone-14", 390),
        ("iphone-15-pro", 393), ("iphone-15-pro-max", 430),
    ])
    func postsAreThreeALineOnEveryPreset(device: String, width: Double) throws {
        let run = try Binary.run([Self.fixture.path, "--device", device, "--format", "json", "--frames", "6"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let layout = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        let frames = try #require(layout["frames"] as? [[String: Any]])
        // Three columns and two 1 pt gaps fill the width: w = (width - 2) / 3, column k at k (w + 1).
        let w = (width - 2) / 3
        var seen = Set<Int>()
        for frame in frames {
            var lineY: [Int: Double] = [:]
            for element in try #require(frame["elements"] as? [[String: Any]]) {
                guard let id = element["id"] as? String, id.hasPrefix("cell.1."),
                    let item = Int(id.dropFirst("cell.1.".count)),
                    let box = element["frame"] as? [String: Double]
                else { continue }
                seen.insert(item)
                let column = item % 3
                // The layout JSON rounds to 3 decimals: within half a thousandth.
                #expect(abs(box["x"]! - Double(column) * (w + 1)) <= 0.0005, "\(device) post \(item) x \(box["x"]!)")
                #expect(abs(box["width"]! - w) <= 0.0005)
                #expect(abs(box["height"]! - w) <= 0.0005, "square posts (aspectRatio 1)")
                // Items of one line share a y; the next line is one item and one gap lower.
                let line = item / 3
                if let y = lineY[line] { #expect(y == box["y"]!, "\(device) post \(item)") }
                lineY[line] = box["y"]!
                if let above = lineY[line - 1] { #expect(abs(box["y"]! - above - (w + 1)) <= 0.001) }
            }
        }
        // The frames from start to end show every post, the 31st alone in the first column
        // (rule 5.4 of Docs/uikit-rules.md: a section of one item size keeps its columns on the last line).
        #expect(seen == Set(0..<31), "\(device): saw \(seen.count) posts")
    }
}
