import Foundation
import Testing

/// `--content-size` (Dynamic Type) on the self-sizing `blog`: larger text, taller content.
@Suite struct ContentSizeTests {
    func contentHeight(_ arguments: [String]) throws -> Double {
        let run = try Binary.run(["blog", "--format", "json", "--frames", "1"] + arguments)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: run.stdout) as! [String: Any]
        let frame = (json["frames"] as! [[String: Any]])[0]
        return (frame["contentSize"] as! [String: Any])["height"] as! Double
    }

    @Test func largerCategoriesMakeTallerContent() throws {
        let small = try contentHeight(["--content-size", "extraSmall"])
        let large = try contentHeight([])
        let ax = try contentHeight(["--content-size", "accessibilityExtraExtraExtraLarge"])
        #expect(small < large && large < ax)
        #expect(try contentHeight(["--content-size", "large"]) == large)
    }
}
