import MockgenJSON
import MockgenTestSupport
import Testing

@Suite("JSON parser: values")
struct JSONParserValueTests {
    @Test func scalarsAtTopLevel() throws {
        #expect(try parse("null").value == .null)
        #expect(try parse("true").value == .bool(true))
        #expect(try parse("false").value == .bool(false))
        #expect(try parse("42").value == .number(42))
        #expect(try parse(#""x""#).value == .string("x"))
        #expect(try parse(" \t\r\n 7 \n").value == .number(7))
    }

    @Test func minimalScenarioStructure() throws {
        let root = try parse(minimalScenario)
        let object = try #require(root.value.object)
        #expect(object.keys == ["name", "device", "list"])
        #expect(object["name"]?.value == .string("two-sections"))
        let list = try #require(object["list"]?.value.object)
        #expect(list.keys == ["kind", "style", "sectionHeaderTopPadding", "sections"])
        let sections = try #require(list["sections"]?.value.array)
        #expect(sections.count == 2)
        let rows = try #require(sections[1].value.object?["rows"]?.value.array)
        #expect(rows.map { $0.value.object?["height"]?.value } == [.number(80), .number(44)])
        #expect(object["missing"] == nil)
    }

    @Test func minimalScenarioPositions() throws {
        let root = try parse(minimalScenario)
        #expect(root.position == SourcePosition(line: 1, column: 1))
        let object = try #require(root.value.object)
        // Line 2 is `  "name": "two-sections",`: two spaces, the key's quote at column 3,
        // `"name"` fills 3-8, ':' 9, space 10, the value's quote 11.
        #expect(object.member("name")?.keyPosition == SourcePosition(line: 2, column: 3))
        #expect(object["name"]?.position == SourcePosition(line: 2, column: 11))
        // Line 4 is `  "list": {`: `"list"` fills 3-8, ':' 9, space 10, '{' 11.
        #expect(object["list"]?.position == SourcePosition(line: 4, column: 11))
        let list = try #require(object["list"]?.value.object)
        // Line 8 is `    "sections": [`: four spaces, `"sections"` fills 5-14, ':' 15, space 16, '[' 17.
        #expect(list.member("sections")?.keyPosition == SourcePosition(line: 8, column: 5))
        #expect(list["sections"]?.position == SourcePosition(line: 8, column: 17))
        let sections = try #require(list["sections"]?.value.array)
        // Lines 9 and 10 start with six spaces, then '{' at column 7.
        #expect(sections[0].position == SourcePosition(line: 9, column: 7))
        #expect(sections[1].position == SourcePosition(line: 10, column: 7))
        // Line 10: `{ "header": { "height": 40, "title": "Second" }, "rows": [ { "height": 80 }, ...`
        // from column 7: '{' 7, space 8, `"header"` 9-16, ':' 17, space 18, '{' 19, space 20,
        // `"height"` 21-28, ':' 29, space 30, `40` 31-32, ',' 33, space 34, `"title"` 35-41,
        // ':' 42, space 43, `"Second"` 44-51, space 52, '}' 53, ',' 54, space 55, `"rows"` 56-61,
        // ':' 62, space 63, '[' 64, space 65, '{' 66, space 67, `"height"` 68-75, ':' 76,
        // space 77, `80` 78-79.
        let second = try #require(sections[1].value.object)
        #expect(second.member("rows")?.keyPosition == SourcePosition(line: 10, column: 56))
        #expect(second["rows"]?.position == SourcePosition(line: 10, column: 64))
        let firstRow = try #require(second["rows"]?.value.array?.first)
        #expect(firstRow.position == SourcePosition(line: 10, column: 66))
        #expect(firstRow.value.object?["height"]?.position == SourcePosition(line: 10, column: 78))
    }

    @Test func columnsCountScalarsAndTabs() throws {
        // '{' 1, tab 2, `"café"` 3-8 (é is two bytes, one column), ':' 9, tab 10, '"' 11,
        // 😀 12 (four bytes), '"' 13, ',' 14, space 15, `"x"` 16-18, ':' 19, `1` 20.
        let object = try #require(try parse("{\t\"café\":\t\"😀\", \"x\":1}").value.object)
        #expect(object["café"]?.position == SourcePosition(line: 1, column: 11))
        #expect(object.member("x")?.keyPosition == SourcePosition(line: 1, column: 16))
        #expect(object["x"]?.position == SourcePosition(line: 1, column: 20))
    }

    @Test func lineBreaksLFCRLFAndLoneCR() throws {
        // LF, then CRLF (one break), then a lone CR (one break): `3` is on line 4.
        let elements = try #require(try parse("[\n1,\r\n2,\r3]").value.array)
        #expect(
            elements.map(\.position) == [
                SourcePosition(line: 2, column: 1),
                SourcePosition(line: 3, column: 1),
                SourcePosition(line: 4, column: 1),
            ])
    }

    @Test func leadingByteOrderMarkIsSkippedAndNotCounted() throws {
        let node = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        #expect(node.position == SourcePosition(line: 1, column: 1))
        // '{' 1, `"a"` 2-4, ':' 5, space 6, `1` 7.
        #expect(node.value.object?["a"]?.position == SourcePosition(line: 1, column: 7))
    }

    @Test func positionsOnOneLongLine() throws {
        // 10,000 elements "1," on one line: element k starts at column 2 + 2k.
        let text = "[" + Array(repeating: "1", count: 10_000).joined(separator: ",") + "]"
        let elements = try #require(try parse(text).value.array)
        #expect(elements.count == 10_000)
        #expect(elements[9_999].position == SourcePosition(line: 1, column: 2 + 2 * 9_999))
    }

    @Test func stringEscapes() throws {
        let text = #""q\" b\\ s\/ \b\f\n\r\t \u00e9\u00E9 \uD83D\uDE00 \u0000""#
        #expect(try parse(text).value == .string("q\" b\\ s/ \u{8}\u{C}\n\r\t éé 😀 \u{0}"))
        // Non-ASCII passes through unchanged, before and after an escape.
        #expect(try parse(#""한국어 \n 日本""#).value == .string("한국어 \n 日本"))
        // U+2028 and U+FEFF inside a string are content.
        #expect(try parse("\"\u{2028}\u{FEFF}\"").value == .string("\u{2028}\u{FEFF}"))
    }

    /// What the writer escapes, the parser reads back.
    @Test func writerOutputRoundTrips() throws {
        var all = (0..<0x80).map { String(Character(Unicode.Scalar(UInt8($0)))) }.joined()
        all += "é😀\u{2028}\u{FEFF}"
        #expect(try JSONParser.parse(jsonString(all)).value == .string(all))
    }

    @Test func numbersAndTheirLexemes() throws {
        let cases: [(String, Double)] = [
            ("0", 0), ("-0", -0.0), ("1.5", 1.5), ("-12.25", -12.25), ("1e3", 1000), ("1E+3", 1000),
            ("25e-1", 2.5), ("0.1", 0.1), ("0.30000000000000004", 0.30000000000000004),
            ("12345678901234567890", 12_345_678_901_234_567_168 /* nearest Double */), ("1e-400", 0),
            ("2.2250738585072014e-308", 2.2250738585072014e-308),
            ("1.7976931348623157e308", .greatestFiniteMagnitude),
            ("0.000000000000000000000000000001", 1e-30),
        ]
        for (lexeme, expected) in cases {
            let node = try parse(lexeme)
            #expect(node.value == .number(expected), "\(lexeme)")
            #expect(node.lexeme == lexeme)
        }
        #expect(try parse("-0").value.number?.sign == .minus)
        #expect(try parse("\"1\"").lexeme == nil)
    }

    /// The fast path (Clinger) and the slow path must agree with the standard library's
    /// correctly rounded conversion on every lexeme.
    @Test func numbersMatchStandardLibraryConversion() throws {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<5_000 {
            var lexeme = Bool.random(using: &rng) ? "-" : ""
            let integerDigits = Int.random(in: 1...20, using: &rng)
            lexeme += String(Int.random(in: 1...9, using: &rng))
            for _ in 1..<integerDigits { lexeme += String(Int.random(in: 0...9, using: &rng)) }
            if Bool.random(using: &rng) {
                lexeme += "."
                for _ in 0..<Int.random(in: 1...20, using: &rng) { lexeme += String(Int.random(in: 0...9, using: &rng)) }
            }
            if Bool.random(using: &rng) { lexeme += "e\(Int.random(in: -40 ... 40, using: &rng))" }
            let expected = try #require(Double(lexeme))
            #expect(try parse(lexeme).value == .number(expected), "\(lexeme)")
        }
    }

    @Test func emptyContainersAndNesting() throws {
        #expect(try parse("[]").value == .array([]))
        #expect(try parse("{}").value == .object(JSONObject()))
        #expect(compact(try parse("[[], {}, [[{}]], {\"a\": []}]")) == #"[[],{},[[{}]],{"a":[]}]"#)
        // Exactly 200 levels are allowed.
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(syntaxError(deep) == nil)
        let deepObjects = String(repeating: #"{"a":"#, count: 200) + "1" + String(repeating: "}", count: 200)
        #expect(syntaxError(deepObjects) == nil)
    }

    @Test func sameKeyInDifferentObjectsIsFine() throws {
        #expect(syntaxError(#"[{"a": 1}, {"a": 2}, {"b": {"a": 3}, "a": 4}]"#) == nil)
    }

    @Test func largeObjectLookupUsesAllKeys() throws {
        let keys = (0..<50).map { "key\($0)" }
        let text = "{" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ",") + "}"
        let object = try #require(try parse(text).value.object)
        #expect(object.keys == keys)
        for (n, key) in keys.enumerated() {
            #expect(object[key]?.value == .number(Double(n)))
        }
        #expect(object["key50"] == nil)
    }
}

@Suite("JSON values")
struct JSONValueTests {
    let p = SourcePosition(line: 1, column: 1)

    @Test func objectSetReplacesInPlaceAndAppends() {
        var object = JSONObject()
        object.set("a", keyPosition: p, node: JSONNode(.number(1), at: p))
        object.set("b", keyPosition: p, node: JSONNode(.number(2), at: p))
        object.set("a", keyPosition: p, node: JSONNode(.number(3), at: p))
        #expect(object.keys == ["a", "b"])
        #expect(object["a"]?.value == .number(3))
        #expect(object.remove("a")?.node.value == .number(3))
        #expect(object.remove("zzz") == nil)
        #expect(object.keys == ["b"])
    }

    @Test func largeObjectStaysConsistentThroughEdits() {
        var object = JSONObject()
        for n in 0..<40 { object.set("k\(n)", keyPosition: p, node: JSONNode(.number(Double(n)), at: p)) }
        for n in stride(from: 0, to: 40, by: 3) { object.remove("k\(n)") }
        for n in 0..<40 {
            #expect(object["k\(n)"]?.value == (n % 3 == 0 ? nil : .number(Double(n))))
        }
        // Shrinking below the index threshold keeps lookups working.
        for n in 0..<38 { object.remove("k\(n)") }
        #expect(object.keys == ["k38"])
        #expect(object["k38"]?.value == .number(38))
    }

    @Test func initWithRepeatedKeyKeepsTheLastValueInTheFirstPlace() {
        let object = JSONObject([
            .init(key: "a", keyPosition: p, node: JSONNode(.number(1), at: p)),
            .init(key: "b", keyPosition: p, node: JSONNode(.number(2), at: p)),
            .init(key: "a", keyPosition: p, node: JSONNode(.number(3), at: p)),
        ])
        #expect(object.keys == ["a", "b"])
        #expect(object["a"]?.value == .number(3))
    }

    @Test func sameJSONIgnoresPositionsSpellingAndOrder() throws {
        let a = try parse(#"{"a": [1, 2.0], "b": {"c": null}}"#)
        let b = try parse("{\n \"b\": {\"c\": null},\n \"a\": [1.0, 2e0]\n}")
        #expect(a.value.isSameJSON(as: b.value))
        #expect(a.value != b.value)  // == also compares positions and order
        #expect(!a.value.isSameJSON(as: try parse(#"{"a": [1, 2], "b": {"c": 0}}"#).value))
        #expect(!a.value.isSameJSON(as: try parse(#"{"a": [1, 2], "b": {"c": null}, "d": 1}"#).value))
        #expect(!a.value.isSameJSON(as: try parse(#"{"a": [2, 1], "b": {"c": null}}"#).value))
    }

    @Test func summariesForMessages() throws {
        let object = try #require(try parse(#"{"s": "tall", "n": 1e3, "t": true, "z": null, "a": [], "o": {}}"#).value.object)
        #expect(object.members.map(\.node.summary) == [#""tall""#, "1e3", "true", "null", "an array", "an object"])
        let long = String(repeating: "x", count: 50)
        #expect(
            JSONNode(.string(long), at: SourcePosition(line: 1, column: 1)).summary
                == "\"" + String(repeating: "x", count: 37) + "...\"")
        #expect(JSONValue.bool(true).typeName == "boolean")
        #expect(JSONValue.null.typeName == "null")
    }

    @Test func positionDescription() {
        #expect(SourcePosition(line: 3, column: 14).description == "3:14")
        #expect(
            JSONSyntaxError(position: SourcePosition(line: 3, column: 14), message: "unterminated string").description
                == "3:14: unterminated string")
        #expect(SourcePosition(line: 2, column: 9) < SourcePosition(line: 3, column: 1))
    }
}
