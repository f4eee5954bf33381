import Foundation
import Testing

/// One change at one offset is one event, also when a frame stops exactly on it and the walk sets
/// off again from there (found trying a friends list as a new user: "header.1 pins" was listed
/// twice at 310 on the way back up).
@Suite struct EventOnceTests {
    static let scenario = """
        { "name": "friends", "device": "iphone-16-pro",
          "list": { "style": "plain", "sections": [
            { "rows": [ { "height": 76 } ] },
            { "header": { "height": 32, "title": "Favourites" }, "rows": { "count": 3, "height": 60 } },
            { "header": { "height": 32, "title": "Friends" }, "rows": { "count": 127, "height": 60 } } ] },
          "scroll": { "path": ["start", 400, "end", 300] } }
        """

    @Test func aHeaderComingBackPinsOnce() throws {
        let run = try Binary.run(["-", "--format", "json", "--frames", "24"], input: Data(Self.scenario.utf8))
        #expect(run.exitCode == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any]
        let frames = json?["frames"] as? [[String: Any]] ?? []
        let labels = frames.flatMap { ($0["eventOffsets"] as? [[String: Any]] ?? []).compactMap { $0["event"] as? String } }
        // Section 1 ends at 76 + 22 (sectionHeaderTopPadding, plain default) + 32 + 3 x 60 = 310:
        // header.1, pushed up by that end, leaves the top of the screen there going down and comes
        // back there going up (rule 2.2, Docs/uikit-rules.md). Down: it pins, then unpins at 310;
        // up from the end to 300: it pins again at 310, once.
        #expect(labels.filter { $0 == "header.1 pins" }.count == 2)
        #expect(labels.filter { $0 == "header.1 unpins" }.count == 1)
        let back = frames.flatMap { ($0["eventOffsets"] as? [[String: Any]] ?? []) }
            .filter { $0["event"] as? String == "header.1 pins" }.compactMap { $0["offset"] as? Double }
        let sectionEnd: Double = 76 + 22 + 32 + 3 * 60
        #expect(back.last == sectionEnd)
    }
}
