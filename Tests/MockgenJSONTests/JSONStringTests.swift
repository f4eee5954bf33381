import MockgenJSON
import Testing

@Suite("JSON string writer")
struct JSONStringTests {
    @Test func escapes() {
        #expect(jsonString("plain") == #""plain""#)
        #expect(jsonString("") == #""""#)
        #expect(jsonString(#"say "hi""#) == #""say \"hi\"""#)
        #expect(jsonString(#"a\b"#) == #""a\\b""#)
        #expect(jsonString("a/b") == #""a/b""#)
        #expect(jsonString("\u{8}\u{C}\n\r\t") == #""\b\f\n\r\t""#)
        #expect(jsonString("\u{0}\u{1}\u{1F}") == #""\u0000\u0001\u001f""#)
        #expect(jsonString("\u{7F}") == "\"\u{7F}\"")
        #expect(jsonString("Café 한국어 😀 \u{2028}") == "\"Café 한국어 😀 \u{2028}\"")
    }
}
