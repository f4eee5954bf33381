import MockgenDecoding
import MockgenLayout
import Testing

/// Docs/errors.md#limits: out of memory is never a crash. A 48 MiB file of `{}` rows holds 16,777,194
/// of them ((50,331,648 - 63 bytes of the rest) / 3 bytes a row) and asked for one 4.16 GB array
/// (16,777,194 runs x 248 bytes): under `ulimit -v 3145728` the run died with a stack trace. Rows
/// and items written one by one are limited to 2,000,000 (ScenarioDecoder.maxRowsWritten, chosen in
/// Docs/decisions.md from measured peaks: 1.07 GB at 2,000,000, 2.1 GB at 4,000,000), counted
/// before the array is built, and across the variants, each of which is decoded and laid out.
@Suite struct RowsWrittenLimitTests {
    static func table(rows: Int, extra: String = "") -> [UInt8] {
        Array(
            (#"{"name":"s","list":{"kind":"table","sections":[{"rows":["#
                + Array(repeating: "{}", count: rows).joined(separator: ",") + "]}]}" + extra + "}").utf8)
    }

    @Test func theLimitIsTwoMillion() {
        #expect(ScenarioDecoder.maxRowsWritten == 2_000_000)
    }

    @Test func oneRowOverIsRefusedWithItsKeyPath() {
        // `{"name":"s","list":{"kind":"table","sections":[{"rows":` is 55 bytes: the array opens
        // at column 56.
        #expect(
            ScenarioErrorTests.errorBytes(Self.table(rows: 2_000_001))
                == "s.json:1:56: list.sections[0].rows: 2000001 rows written one by one, more than the limit of 2000000"
                + #" in a scenario and its variants; write alike rows as one run: { "count": N, ... }"#)
    }

    /// Sections add up: two sections of 1,000,001 rows.
    @Test func sectionsAddUp() {
        let half = Array(repeating: "{}", count: 1_000_001).joined(separator: ",")
        let json = #"{"name":"s","list":{"kind":"table","sections":[{"rows":["# + half + #"]},{"rows":["# + half + "]}]}}"
        #expect(ScenarioErrorTests.errorBytes(Array(json.utf8)).contains("list.sections[1]: 2000002 rows written one by one"))
    }

    /// Each variant's list is decoded and laid out again: 1,000,001 rows and one variant are
    /// 2,000,002 rows to hold.
    @Test func variantsAddUp() {
        let bytes = Self.table(rows: 1_000_001, extra: #","variants":[{"name":"a"}]"#)
        #expect(ScenarioErrorTests.errorBytes(bytes).contains("variants[0]: 2000002 rows written one by one"))
    }

    /// Runs count one each, whatever their count: a list of 10,000,000 rows is one element.
    @Test func runsCountOne() throws {
        let json = #"{"name":"s","list":{"kind":"table","sections":[{"rows":{"count":10000000}}]}}"#
        #expect(throws: Never.self) { try ScenarioDecoder.decode(Array(json.utf8), source: "s.json") }
        #expect(ScenarioErrorTests.errorBytes(Self.table(rows: 2_000_000)) == "accepted")
    }
}
