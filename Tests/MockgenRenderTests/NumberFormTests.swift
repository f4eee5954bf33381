import MockgenDecoding
import MockgenFormat
import MockgenLayout
import MockgenText
import Testing

@testable import MockgenRender

/// The schema checks that numbers are decimals and never -0 (Docs/performance.md: finer checks there cost
/// most of a run); this checks the rest of formatNumber's form on everything mockgen writes for
/// the built-ins: at most 3 decimals, no trailing zeros, no leading zeros, lengths not negative.
@Suite struct NumberFormTests {
    static let lengths: Set = ["width", "height", "rx", "font-size", "fill-opacity"]
    static let numbers: Set = ["x", "y", "data-offset"]

    static func isCanonical(_ text: String) -> Bool {
        if text == "0" { return true }
        var body = Substring(text)
        if body.first == "-" { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCII),
            whole.allSatisfy(\.isNumber), whole == "0" || whole.first != "0"
        else { return false }
        if parts.count == 2 {
            let fraction = parts[1]
            guard (1...3).contains(fraction.count), fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
                fraction.last != "0"
            else { return false }
        } else if whole == "0" {
            return false  // "-0"
        }
        return true
    }

    /// Every `name="value"` attribute of the markup whose name is in `names`.
    static func values(_ svg: String, _ names: Set<String>) -> [(String, String)] {
        let parts = svg.components(separatedBy: "=\"")
        return parts.indices.dropLast().compactMap { index in
            let name = String(parts[index].reversed().prefix { $0 != " " }.reversed())
            guard names.contains(name) else { return nil }
            return (name, String(parts[index + 1].prefix { $0 != "\"" }))
        }
    }

    @Test func examples() {
        for good in ["0", "1", "-1", "0.5", "-0.333", "200", "49.667"] { #expect(Self.isCanonical(good), "\(good)") }
        for bad in ["-0", "0.50", "1.2345", "01", "1e3", ".5", "NaN", "1.", "+1"] { #expect(!Self.isCanonical(bad), "\(bad)") }
    }

    @Test(arguments: ScenarioLibrary.builtins.map(\.name))
    func everyNumberOfABuiltInIsFormatNumbers(_ name: String) throws {
        let builtin = try #require(ScenarioLibrary.builtin(named: name))
        let document = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: name)
        let layoutRun = try LayoutRun.layOut(
            base: document.base, variants: document.variants,
            selection: .spread(count: 30, snapToEvents: true), fonts: try FontSet.load())
        let documents = renderFlipbookFrames(layoutRun).joined() + renderSVGFiles(layoutRun).map(\.contents)
        for svg in documents {
            for (attribute, value) in Self.values(svg, Self.numbers.union(Self.lengths)) {
                #expect(Self.isCanonical(value), "\(name): \(attribute)=\"\(value)\"")
                if Self.lengths.contains(attribute) { #expect(!value.hasPrefix("-"), "\(name): \(attribute)=\"\(value)\"") }
            }
            // viewBox="0 0 w h"
            for (_, box) in Self.values(svg, ["viewBox"]) {
                #expect(box.split(separator: " ").allSatisfy { Self.isCanonical(String($0)) && !$0.hasPrefix("-") })
            }
        }
    }
}
