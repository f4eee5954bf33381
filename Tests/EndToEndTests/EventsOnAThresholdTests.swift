import Foundation
import Testing

/// One change at one offset is one event, also when a frame stops exactly on it and the walk sets
/// off again from there (found trying a friends list as a new user: "header.1 pins" was listed
/// twice at 310 on the way back up).
@Suite struct EventsOnAThresholdTests {
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

    /// Each frame's `events` in the layout JSON, in order.
    static func frameEvents(_ arguments: [String]) throws -> [[String]] {
        let run = try Binary.run(arguments)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any]
        return (json?["frames"] as? [[String: Any]] ?? []).map { $0["events"] as? [String] ?? [] }
    }

    /// A frame placed exactly on `ably`'s threshold: going down, 91 is where the delegate sets
    /// `contentInset.top` (200 - 109, Behaviors/PinUnderNavigationBar.swift), header.1 reaches the
    /// bar's bottom and the bar is opaque (Docs/decisions.md, Events: each subject once, with the
    /// state the frame shows). The walk had judged the node's thresholds again on setting off
    /// (active, inactive, active), however the path went on.
    @Test(arguments: [["0", "91"], ["0", "91", "150"], ["0", "90", "91", "150"]])
    func aFrameOnAThresholdListsEachSubjectOnce(offsets: [String]) throws {
        let frames = try Self.frameEvents(["ably", "--format", "json", "--offsets", offsets.joined(separator: ",")])
        let at91 = try #require(offsets.firstIndex(of: "91"))
        #expect(frames[at91] == ["pinUnderNavigationBar active", "header.1 pins", "navigationBar opaque"])
        for (k, events) in frames.enumerated() where k != at91 { #expect(events.isEmpty) }
    }

    /// A path turning on the threshold: the frame at 91 arrived going down and shows that state;
    /// what switches back as the path sets off up is in its `eventOffsets` and in the flipbook as
    /// "leaving frame 1", never beside the state it contradicts.
    @Test func aTurnOnAThresholdKeepsTheArrivalState() throws {
        let frames = try Self.frameEvents(["ably", "--format", "json", "--offsets", "0,91,0"])
        #expect(frames[1] == ["pinUnderNavigationBar active", "header.1 pins", "navigationBar opaque"])
        let page = try Binary.run(["ably", "--offsets", "0,91,0"]).stdoutText
        #expect(
            page.contains(
                "pinUnderNavigationBar active, header.1 pins, navigationBar opaque <span class=\"note\">at 91 (frame 1)"))
        #expect(page.contains("pinUnderNavigationBar inactive, header.1 unpins <span class=\"note\">at 91 (leaving frame 1)"))
    }

    /// The flipbook's event button for the frame at 91 names what the frame lists, once each.
    @Test func theFlipbookButtonNamesEachSubjectOnce() throws {
        let page = try Binary.run(["ably", "--offsets", "0,91,150"]).stdoutText
        #expect(
            page.contains(
                "pinUnderNavigationBar active, header.1 pins, navigationBar opaque <span class=\"note\">at 91 (frame 1)"))
        #expect(!page.contains("pinUnderNavigationBar inactive"))
    }
}
