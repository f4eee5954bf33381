import Foundation
import Testing

/// A variant's `patch`: an RFC 6902 JSON Patch applied to the scenario after its merge patch
/// (Docs/scenario-format.md, variants), so one value of one section changes without copying the
/// `sections` array. Errors name the operation and its pointer.
@Suite struct VariantJSONPatchTests {
    /// Three sections of a 40 pt header and 10 rows of 44, plain, no header top padding.
    static func scenario(variants: String) -> Data {
        let section = #"{ "header": { "height": 40, "title": "S" }, "rows": { "count": 10, "height": 44 } }"#
        return Data(
            #"""
            { "name": "patched", "device": "iphone-15-pro",
              "list": { "kind": "table", "style": "plain", "sectionHeaderTopPadding": 0,
                        "sections": [\#(section), \#(section), \#(section)] },
              "variants": [\#(variants)] }
            """#.utf8)
    }

    /// Each variant's first frame: element id to its frame's height, and the content height.
    static func layouts(_ variants: String) throws -> (run: Run, heights: [String: [String: Double]], content: [String: Double]) {
        let run = try Binary.run(["-", "--format", "json", "--offsets", "-59"], input: scenario(variants: variants))
        guard run.exitCode == 0 else { return (run, [:], [:]) }
        let json = try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any]
        var heights: [String: [String: Double]] = [:]
        var content: [String: Double] = [:]
        for variant in json?["variants"] as? [[String: Any]] ?? [] {
            let name = variant["name"] as? String ?? "?"
            let frame = (variant["frames"] as? [[String: Any]])?.first ?? [:]
            content[name] = ((frame["contentSize"] as? [String: Any])?["height"] as? Double)
            for element in frame["elements"] as? [[String: Any]] ?? [] {
                let f = element["frame"] as? [String: Any]
                heights[name, default: [:]][element["id"] as? String ?? "?"] = f?["height"] as? Double
            }
        }
        return (run, heights, content)
    }

    @Test func allSixOperations() throws {
        let (run, heights, content) = try Self.layouts(
            #"""
            { "name": "base" },
            { "name": "replaced", "patch": [
                { "op": "test", "path": "/list/sections/1/header/height", "value": 40 },
                { "op": "replace", "path": "/list/sections/1/header/height", "value": 80 } ] },
            { "name": "added", "patch": [
                { "op": "add", "path": "/list/sections/-", "value": { "rows": { "count": 5, "height": 60 } } },
                { "op": "remove", "path": "/list/sections/0/header" } ] },
            { "name": "moved", "patch": [
                { "op": "copy", "from": "/list/sections/0/header", "path": "/list/sections/2/footer" },
                { "op": "move", "from": "/list/sections/2/footer", "path": "/list/sections/1/footer" } ] }
            """#)
        #expect(run.exitCode == 0, "\(run.stderr)")
        // Base: 3 x (40 + 10 x 44) = 1440.
        let base: Double = 3 * (40 + 10 * 44)
        #expect(content["base"] == base)
        // Section 1's header 80 instead of 40.
        #expect(heights["replaced"]?["header.1"] == 80)
        #expect(content["replaced"] == base + 40)
        // A fourth section of 5 rows of 60, and section 0 without its header.
        #expect(heights["added"]?["header.0"] == nil)
        #expect(content["added"] == base - 40 + 5 * 60)
        // Copy section 0's header to section 2's footer, then move it to section 1's: one 40 pt
        // footer more, in section 1.
        #expect(heights["moved"]?["footer.1"] == 40)
        #expect(heights["moved"]?["footer.2"] == nil)
        #expect(content["moved"] == base + 40)
    }

    @Test(arguments: [
        (
            #"{ "name": "v", "patch": [ { "op": "replace", "path": "/list/sections/5/header/height", "value": 80 } ] }"#,
            #"variants[0].patch[0]: in variant "v": replace /list/sections/5/header/height: no element "5" in an array of 3"#
        ),
        (
            #"{ "name": "v", "patch": [ { "op": "test", "path": "/list/style", "value": "grouped" } ] }"#,
            #"variants[0].patch[0]: in variant "v": test /list/style: test failed: the value is "plain", not "grouped""#
        ),
        (
            #"{ "name": "v", "patch": [ { "op": "add", "path": "/device" }, { "op": "jump", "path": "" } ] }"#,
            #"variants[0].patch[0]: in variant "v": add /device: add needs "value""#
        ),
        (
            #"{ "name": "v", "patch": [ { "op": "remove", "path": "list/style" } ] }"#,
            #"variants[0].patch[0]: in variant "v": remove list/style: "list/style" is not a JSON Pointer: it is empty or starts with "/", and "~" is written ~0 or ~1"#
        ),
        (
            #"{ "name": "v", "patch": [ { "op": "move", "from": "/list/sections/9", "path": "/list/sections/0" } ] }"#,
            #"variants[0].patch[0]: in variant "v": move /list/sections/9: no element "9" in an array of 3"#
        ),
    ])
    func errorsNameTheOperationAndPointer(variant: String, message: String) throws {
        let run = try Binary.run(["-", "--format", "json"], input: Self.scenario(variants: variant))
        #expect(run.exitCode == 65)
        #expect(run.stderr.hasPrefix("mockgen: <stdin>:"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix(" " + message + "\n"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    /// A patch that leaves a bad scenario is reported as the scenario's error, in the variant.
    @Test func aPatchedValueIsCheckedAsTheScenarioIs() throws {
        let run = try Binary.run(
            ["-", "--format", "json"],
            input: Self.scenario(
                variants:
                    #"{ "name": "v", "patch": [ { "op": "replace", "path": "/list/sections/0/header/height", "value": "tall" } ] }"#
            ))
        #expect(run.exitCode == 65)
        #expect(run.stderr.contains(#"list.sections[0].header.height: in variant "v": "#), "\(run.stderr)")
    }
}
