import MockgenJSON
import Testing

@Suite("JSON merge patch (RFC 7396)")
struct JSONMergePatchTests {
    /// RFC 7396 appendix A, every example, in order: original, patch, result.
    static let appendixA: [(String, String, String)] = [
        (#"{"a":"b"}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"b"}"#, #"{"b":"c"}"#, #"{"a":"b","b":"c"}"#),
        (#"{"a":"b"}"#, #"{"a":null}"#, #"{}"#),
        (#"{"a":"b","b":"c"}"#, #"{"a":null}"#, #"{"b":"c"}"#),
        (#"{"a":["b"]}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"c"}"#, #"{"a":["b"]}"#, #"{"a":["b"]}"#),
        (#"{"a":{"b":"c"}}"#, #"{"a":{"b":"d","c":null}}"#, #"{"a":{"b":"d"}}"#),
        (#"{"a":[{"b":"c"}]}"#, #"{"a":[1]}"#, #"{"a":[1]}"#),
        (#"["a","b"]"#, #"["c","d"]"#, #"["c","d"]"#),
        (#"{"a":"b"}"#, #"["c"]"#, #"["c"]"#),
        (#"{"a":"foo"}"#, #"null"#, #"null"#),
        (#"{"a":"foo"}"#, #""bar""#, #""bar""#),
        (#"{"e":null}"#, #"{"a":1}"#, #"{"e":null,"a":1}"#),
        (#"[1,2]"#, #"{"a":"b","c":null}"#, #"{"a":"b"}"#),
        (#"{}"#, #"{"a":{"bb":{"ccc":null}}}"#, #"{"a":{"bb":{}}}"#),
    ]

    @Test func appendixAHasAllFifteenExamples() {
        #expect(Self.appendixA.count == 15)
    }

    @Test(arguments: 0..<15)
    func appendixA(_ n: Int) throws {
        let (original, patch, expected) = Self.appendixA[n]
        let result = jsonMergePatch(try parse(original), try parse(patch))
        // Compact text compares values and member order at once.
        #expect(compact(result) == expected)
    }

    @Test func membersFromThePatchKeepThePatchPositions() throws {
        let base = try parse(
            """
            {
              "list": {
                "style": "plain",
                "rowHeight": 44
              },
              "title": "Base"
            }
            """)
        let patch = try parse(
            """
            {
              "list": { "style": "grouped", "rowHieght": 50 },
              "title": null
            }
            """)
        let result = jsonMergePatch(base, patch)
        #expect(compact(result) == #"{"list":{"style":"grouped","rowHeight":44,"rowHieght":50}}"#)
        let root = try #require(result.value.object)
        // "list" is an object in both: it keeps the base's key (2:3) and brace (2:11).
        #expect(result.position == base.position)
        #expect(root.member("list")?.keyPosition == SourcePosition(line: 2, column: 3))
        #expect(root["list"]?.position == SourcePosition(line: 2, column: 11))
        let list = try #require(root["list"]?.value.object)
        // Patch line 2 is `  "list": { "style": "grouped", "rowHieght": 50 },`: `"list"` 3-8,
        // ':' 9, space 10, '{' 11, space 12, `"style"` 13-19, ':' 20, space 21,
        // `"grouped"` 22-30, ',' 31, space 32, `"rowHieght"` 33-43, ':' 44, space 45, 50 at 46.
        #expect(list.member("style")?.keyPosition == SourcePosition(line: 2, column: 13))
        #expect(list["style"]?.position == SourcePosition(line: 2, column: 22))
        #expect(list.member("rowHieght")?.keyPosition == SourcePosition(line: 2, column: 33))
        #expect(list["rowHieght"]?.position == SourcePosition(line: 2, column: 46))
        // Untouched: base line 4 is `    "rowHeight": 44`: `"rowHeight"` 5-15, ':' 16, space 17, 44 at 18.
        #expect(list.member("rowHeight")?.keyPosition == SourcePosition(line: 4, column: 5))
        #expect(list["rowHeight"]?.position == SourcePosition(line: 4, column: 18))
    }

    @Test func anObjectReplacingANonObjectComesFromThePatchWithoutItsNulls() throws {
        let base = try parse(#"{"device": "iphone-se"}"#)
        // '{' 1, `"device"` 2-9, ':' 10, space 11, '{' 12, `"width"` 13-19, ':' 20, space 21,
        // 400 at 22-24.
        let patch = try parse(#"{"device": {"width": 400, "x": null}}"#)
        let result = jsonMergePatch(base, patch)
        #expect(compact(result) == #"{"device":{"width":400}}"#)
        let device = try #require(result.value.object?["device"])
        #expect(device.position == SourcePosition(line: 1, column: 12))
        #expect(device.value.object?["width"]?.position == SourcePosition(line: 1, column: 22))
        #expect(result.value.object?.member("device")?.keyPosition == SourcePosition(line: 1, column: 2))
    }

    @Test func aNonObjectPatchIsReturnedAsIs() throws {
        let patch = try parse("\n  [1, 2]")
        #expect(jsonMergePatch(try parse(#"{"a": 1}"#), patch) == patch)
    }

    @Test func patchingTwiceIsTheSameAsOnce() throws {
        // Merge patches are idempotent: applying one twice changes nothing more.
        for (original, patch, _) in Self.appendixA {
            let p = try parse(patch)
            let once = jsonMergePatch(try parse(original), p)
            #expect(compact(jsonMergePatch(once, p)) == compact(once))
        }
    }
}
