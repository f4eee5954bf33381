import MockgenDecoding
import MockgenLayout
import Testing

/// Docs/performance.md#a-big-file: a list written row by row decodes through a fast path for plain rows, and files
/// above the size limit are refused before decoding.
@Suite struct BigFileDecodingTests {
    static func rows(_ rows: String) -> String {
        #"{ "name": "s", "list": { "kind": "table", "sections": [ { "rows": [ \#(rows) ] } ] } }"#
    }

    static func sections(_ json: String) throws -> [SectionSpec] {
        try ScenarioDecoder.decode(Array(json.utf8), source: "s.json").base.list.sections
    }

    /// Rows of the plain shape (height and title only) decode as the general path decodes them:
    /// the same rows with `"count": 1`, which only the general path reads, give the same runs.
    @Test func plainRowsDecodeAsTheGeneralPathDoes() throws {
        let plain = [
            #"{"height": 44, "title": "A"}"#, #"{"title": "B"}"#, "{}", #"{"height": 1000000}"#,
            #"{"height": 0, "title": "Caf\u00e9"}"#, #"{"height": -0}"#,
        ]
        let general = [
            #"{"count": 1, "height": 44, "title": "A"}"#, #"{"count": 1, "title": "B"}"#, #"{"count": 1}"#,
            #"{"count": 1, "height": 1000000}"#, #"{"count": 1, "height": 0, "title": "Caf\u00e9"}"#,
            #"{"count": 1, "height": -0}"#,
        ]
        let a = try Self.sections(Self.rows(plain.joined(separator: ", ")))
        let b = try Self.sections(Self.rows(general.joined(separator: ", ")))
        #expect(a == b)
        #expect(a[0].rows.count == 6)
        #expect(a[0].rows[0] == ViewRun(count: 1, view: ViewSpec(height: .points(44), title: "A")))
        #expect(a[0].rows[4].view.title == "Café")
    }

    /// A row the fast path does not take (out of range, another type, another key) is read by
    /// the general path, with its message, line and column.
    @Test func rowsOutsideThePlainShapeKeepTheirMessages() {
        // `{ "name": "s", "list": { "kind": "table", "sections": [ { "rows": [ ` is 68 characters,
        // so the first row opens at column 69; `{"height": 44}, ` is 16 more.
        #expect(
            ScenarioErrorTests.error(Self.rows(#"{"height": 44}, {"height": -1}"#))
                == #"s.json:1:96: list.sections[0].rows[1].height: expected a number >= 0 or "automatic", got -1"#)
        #expect(
            ScenarioErrorTests.error(Self.rows(#"{"height": 44}, {"height": 1e7}"#))
                == "s.json:1:96: list.sections[0].rows[1].height: 1e7 is more than the limit of 1000000 points")
        #expect(
            ScenarioErrorTests.error(Self.rows(#"{"height": 44}, {"title": 5}"#))
                == "s.json:1:95: list.sections[0].rows[1].title: expected a string, got 5")
        #expect(
            ScenarioErrorTests.error(Self.rows(#"{"height": 44}, {"hieght": 5}"#))
                == #"s.json:1:86: list.sections[0].rows[1].hieght: unknown key "hieght"; did you mean "height"?"#)
    }

    /// 48 MiB = 48 x 1024 x 1024 = 50,331,648 bytes (ScenarioDecoder.maxInputBytes, chosen in
    /// Docs/performance.md from the decoder's measured memory).
    @Test func filesAboveTheLimitAreRefused() throws {
        #expect(ScenarioDecoder.maxInputBytes == 48 * 1024 * 1024)
        #expect(throws: Never.self) { try ScenarioDecoder.checkInputSize(50_331_648, source: "s.json") }
        let bytes = [UInt8](repeating: 0x20, count: 50_331_649)
        #expect(
            ScenarioErrorTests.errorBytes(bytes)
                == "s.json: the file is 50331649 bytes, more than the limit of 50331648 bytes (48 MiB) for a scenario")
    }
}

extension ScenarioErrorTests {
    static func errorBytes(_ bytes: [UInt8]) -> String {
        do {
            _ = try ScenarioDecoder.decode(bytes, source: "s.json")
            return "accepted"
        } catch {
            return error.description
        }
    }
}
