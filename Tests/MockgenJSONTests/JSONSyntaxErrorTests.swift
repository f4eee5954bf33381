import MockgenJSON
import Testing

/// Every error kind with its exact line:column. Columns are counted by hand in the comments
/// (1-based, one per Unicode scalar, tab = 1).
@Suite("JSON parser: errors")
struct JSONSyntaxErrorTests {
    func error(_ line: Int, _ column: Int, _ message: String) -> JSONSyntaxError {
        JSONSyntaxError(position: SourcePosition(line: line, column: column), message: message)
    }

    @Test func emptyFile() {
        #expect(syntaxError("") == error(1, 1, "empty file"))
        #expect(syntaxError(" \n\t\r\n") == error(1, 1, "empty file"))
        #expect(syntaxError([0xEF, 0xBB, 0xBF]) == error(1, 1, "empty file"))
    }

    @Test func invalidUTF8() {
        // A Latin-1 é: '[' 1, '"' 2, c 3, a 4, f 5, the byte 0xE9 6.
        #expect(syntaxError([0x5B, 0x22, 0x63, 0x61, 0x66, 0xE9, 0x22, 0x5D]) == error(1, 6, "invalid UTF-8"))
        // Line 3 is `  "x": "<FF>"`: two spaces, `"x"` 3-5, ':' 6, space 7, '"' 8, 0xFF at 9.
        let multiline = Array("{\n  \"title\": \"ok\",\n  \"x\": \"".utf8) + [0xFF] + Array("\"\n}".utf8)
        #expect(syntaxError(multiline) == error(3, 9, "invalid UTF-8"))
        // '"' 1, é 2 (valid, two bytes), then 0xC3 at 3 followed by '(' instead of a continuation.
        #expect(syntaxError([0x22, 0xC3, 0xA9, 0xC3, 0x28, 0x22]) == error(1, 3, "invalid UTF-8"))
        // Overlong encoding of '/': '[' 1, 0xC0 at 2.
        #expect(syntaxError([0x5B, 0xC0, 0xAF, 0x5D]) == error(1, 2, "invalid UTF-8"))
        // A UTF-16 surrogate encoded in UTF-8 (ED A0 80): '"' 1, 0xED at 2.
        #expect(syntaxError([0x22, 0xED, 0xA0, 0x80, 0x22]) == error(1, 2, "invalid UTF-8"))
        // Above U+10FFFF (F4 90 80 80).
        #expect(syntaxError([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22]) == error(1, 2, "invalid UTF-8"))
        // Truncated at the end of the file: '"' 1, a 2, b 3, 0xE2 at 4.
        #expect(syntaxError([0x22, 0x61, 0x62, 0xE2, 0x82]) == error(1, 4, "invalid UTF-8"))
        // A stray continuation byte between tokens: '[' 1, '1' 2, ',' 3, 0x80 at 4.
        #expect(syntaxError([0x5B, 0x31, 0x2C, 0x80, 0x5D]) == error(1, 4, "invalid UTF-8"))
        // A UTF-16 byte order mark.
        #expect(syntaxError([0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00]) == error(1, 1, "invalid UTF-8"))
        // The encoding is checked before the syntax: `[1,,` has an earlier syntax error.
        #expect(syntaxError([0x5B, 0x31, 0x2C, 0x2C, 0xFF]) == error(1, 5, "invalid UTF-8"))
        // After a BOM, columns start after it: '[' 1, 0xFF 2.
        #expect(syntaxError([0xEF, 0xBB, 0xBF, 0x5B, 0xFF]) == error(1, 2, "invalid UTF-8"))
    }

    @Test func trailingCommas() {
        // Line 2 is `  "rows": [1, 2, 3,],`: `"rows"` 3-8, ':' 9, space 10, '[' 11, 1 12, ',' 13,
        // space 14, 2 15, ',' 16, space 17, 3 18, ',' 19. The array's comma comes first.
        #expect(
            syntaxError(
                """
                {
                  "rows": [1, 2, 3,],
                }
                """) == error(2, 19, "trailing comma before ']'"))
        // Line 3 is `  "b": 2,`: `"b"` 3-5, ':' 6, space 7, 2 8, ',' 9.
        #expect(
            syntaxError(
                """
                {
                  "a": 1,
                  "b": 2,
                }
                """) == error(3, 9, "trailing comma before '}'"))
        // The comma's line, not the bracket's: ',' is at 1:3, ']' on line 3.
        #expect(syntaxError("[1,\n\n]") == error(1, 3, "trailing comma before ']'"))
    }

    @Test func comments() {
        // Line 2 is `  // the list`: '/' at 3.
        #expect(
            syntaxError(
                """
                {
                  // the list
                  "a": 1
                }
                """) == error(2, 3, "comments are not allowed"))
        // '[' 1, 1 2, space 3, '/' 4.
        #expect(syntaxError("[1 /* one */]") == error(1, 4, "comments are not allowed"))
        // After the top-level value: '}' is 8, space 9, '/' 10.
        #expect(syntaxError(#"{"a": 1} // done"#) == error(1, 10, "comments are not allowed"))
    }

    @Test func singleQuotes() {
        #expect(syntaxError("{'a': 1}") == error(1, 2, "strings must use double quotes"))
        // '[' 1, `"a"` 2-4, ',' 5, space 6, '\'' 7.
        #expect(syntaxError(#"["a", 'b']"#) == error(1, 7, "strings must use double quotes"))
    }

    @Test func leadingZeros() {
        // '{' 1, `"count"` 2-8, ':' 9, space 10, '0' 11.
        #expect(syntaxError(#"{"count": 012}"#) == error(1, 11, "leading zeros are not allowed"))
        #expect(syntaxError("-00") == error(1, 1, "leading zeros are not allowed"))
        // '[' 1, 1 2, ',' 3, space 4, '0' 5.
        #expect(syntaxError("[1, 007]") == error(1, 5, "leading zeros are not allowed"))
    }

    @Test func nanAndInfinity() {
        #expect(syntaxError("[NaN]") == error(1, 2, "expected a value, got 'NaN'"))
        // '{' 1, `"h"` 2-4, ':' 5, space 6, 'I' 7.
        #expect(syntaxError(#"{"h": Infinity}"#) == error(1, 7, "expected a value, got 'Infinity'"))
        // '[' 1, '-' 2, 'I' 3.
        #expect(syntaxError("[-Infinity]") == error(1, 3, "expected a digit after '-', got 'Infinity'"))
    }

    @Test func malformedNumbers() {
        // '[' 1, 1 2, '.' 3, ']' 4.
        #expect(syntaxError("[1.]") == error(1, 4, "expected a digit after '.', got ']'"))
        #expect(syntaxError("[.5]") == error(1, 2, "expected a value, got '.'"))
        #expect(syntaxError("[1e]") == error(1, 4, "expected a digit in the exponent, got ']'"))
        #expect(syntaxError("[1e+]") == error(1, 5, "expected a digit in the exponent, got ']'"))
        #expect(syntaxError("-") == error(1, 2, "expected a digit after '-', got end of file"))
        #expect(syntaxError("[+1]") == error(1, 2, "expected a value, got '+'"))
        #expect(syntaxError("0x10") == error(1, 2, "expected end of file after the top-level value, got 'x10'"))
        #expect(syntaxError("[1.5.3]") == error(1, 5, "expected ',' or ']' after array element, got '.'"))
    }

    @Test func numberOutOfRange() {
        // Line 2 is `  "height": 1e999`: `"height"` 3-10, ':' 11, space 12, '1' 13.
        #expect(
            syntaxError(
                """
                {
                  "height": 1e999
                }
                """) == error(2, 13, "number out of range"))
        #expect(syntaxError("[-1e400]") == error(1, 2, "number out of range"))
        // Just above the midpoint between the largest Double and the next power: rounds to infinity.
        #expect(syntaxError("1.7976931348623159e308") == error(1, 1, "number out of range"))
        #expect(syntaxError("1" + String(repeating: "0", count: 400)) == error(1, 1, "number out of range"))
        #expect(syntaxError("1e99999999999999999999999") == error(1, 1, "number out of range"))
        // Underflow is not an error: it is 0 (and a tiny exponent on 0 too).
        #expect(syntaxError("[1e-99999999999999999999, 0e99999999999999999999]") == nil)
    }

    @Test func controlCharactersInStrings() {
        // '{' 1, `"title"` 2-8, ':' 9, space 10, '"' 11, a 12, tab 13.
        #expect(syntaxError("{\"title\": \"a\tb\"}") == error(1, 13, "unescaped control character U+0009 in string"))
        // A string left open at the end of a line: `{"title": "Hello,` puts the line feed at 18
        // ('"' 11, H 12, e 13, l 14, l 15, o 16, ',' 17).
        #expect(syntaxError("{\"title\": \"Hello,\n  \"height\": 44}") == error(1, 18, "unescaped line break in string"))
        #expect(syntaxError("\"a\rb\"") == error(1, 3, "unescaped line break in string"))
        #expect(syntaxError("\"\u{0}\"") == error(1, 2, "unescaped control character U+0000 in string"))
        #expect(syntaxError("\"\u{1F}\"") == error(1, 2, "unescaped control character U+001F in string"))
        // After an escape (the slow path) too: '"' 1, '\' 2, n 3, 0x01 at 4.
        #expect(syntaxError("\"\\n\u{1}\"") == error(1, 4, "unescaped control character U+0001 in string"))
    }

    @Test func unterminatedStrings() {
        // Reported at the opening quote. Line 2 is `  "title": "Hello`: `"title"` 3-9, ':' 10,
        // space 11, '"' 12.
        #expect(syntaxError("{\n  \"title\": \"Hello") == error(2, 12, "unterminated string"))
        #expect(syntaxError(#""abc\"#) == error(1, 1, "unterminated string"))
        #expect(syntaxError(#""\u12"#) == error(1, 1, "unterminated string"))
        #expect(syntaxError(#"["a\"]"#) == error(1, 2, "unterminated string"))
        #expect(syntaxError(#""\uD83D\uDE"#) == error(1, 1, "unterminated string"))
        #expect(syntaxError(#""\uD83D\"#) == error(1, 1, "unterminated string"))
        #expect(syntaxError(#""\uD83D"#) == error(1, 1, "unterminated string"))
        // A bad second escape of a pair is reported as such: '"' 1, `\uD83D` 2-7, '\' 8.
        #expect(syntaxError(#""\uD83D\uZZZZ""#) == error(1, 8, #"invalid '\u' escape: expected 4 hex digits"#))
    }

    @Test func invalidEscapes() {
        // '[' 1, '"' 2, a 3, '\' 4.
        #expect(syntaxError(#"["a\x"]"#) == error(1, 4, #"invalid escape '\x' in string"#))
        #expect(syntaxError(#""\'""#) == error(1, 2, #"invalid escape '\'' in string"#))
        #expect(syntaxError(#""\u12G4""#) == error(1, 2, #"invalid '\u' escape: expected 4 hex digits"#))
        #expect(syntaxError(#""\U0041""#) == error(1, 2, #"invalid escape '\U' in string"#))
        #expect(syntaxError("\"\\\t\"") == error(1, 2, #"invalid escape '\' followed by U+0009 in string"#))
        #expect(syntaxError("\"\\é\"") == error(1, 2, #"invalid escape '\' followed by 'é' (U+00E9) in string"#))
    }

    @Test func loneSurrogates() {
        // '[' 1, '"' 2, '\' 3.
        #expect(syntaxError(#"["\uD800"]"#) == error(1, 3, #"lone surrogate '\uD800' in string"#))
        #expect(syntaxError(#""\uD83Dx""#) == error(1, 2, #"lone surrogate '\uD83D' in string"#))
        #expect(syntaxError(#""\udc00""#) == error(1, 2, #"lone surrogate '\uDC00' in string"#))
        // A high surrogate followed by another high one, or by a different escape.
        #expect(syntaxError(#""\uD83D\uD83D""#) == error(1, 2, #"lone surrogate '\uD83D' in string"#))
        #expect(syntaxError(#""\uD83D\n""#) == error(1, 2, #"lone surrogate '\uD83D' in string"#))
        // Two low surrogates: the first is lone. 'a' 2, '\' 3.
        #expect(syntaxError(#""a\uDE00\uDE00""#) == error(1, 3, #"lone surrogate '\uDE00' in string"#))
        // A pair is fine.
        #expect(syntaxError(#""\uD83D\uDE00""#) == nil)
    }

    @Test func duplicateKeys() {
        // Reported at the second key's quote: line 4, after two spaces.
        #expect(
            syntaxError(
                """
                {
                  "rowHeight": 44,
                  "sections": [],
                  "rowHeight": 50
                }
                """) == error(4, 3, #"duplicate key "rowHeight""#))
        // A large object (hashed lookup): `"k3":1` after twenty members `"kN":0`.
        let text = "{" + (0..<20).map { "\"k\($0)\":0" }.joined(separator: ",") + ",\"k3\":1}"
        let column = text.utf8.count - #""k3":1}"#.utf8.count + 1
        #expect(syntaxError(text) == error(1, column, #"duplicate key "k3""#))
        // Keys are compared after unescaping: "\u0061" is "a". '{' 1, `"a"` 2-4, ':' 5, 1 6,
        // ',' 7, '"' 8.
        #expect(syntaxError(#"{"a":1,"\u0061":2}"#) == error(1, 8, #"duplicate key "a""#))
        // Escapes in the key are shown escaped.
        // '{' 1, `"a\nb"` 2-7, ':' 8, 1 9, ',' 10, '"' 11.
        #expect(syntaxError("{\"a\\nb\":1,\"a\\nb\":2}") == error(1, 11, #"duplicate key "a\nb""#))
    }

    @Test func trailingGarbage() {
        // '{' 1, `"a"` 2-4, ':' 5, space 6, 1 7, '}' 8, space 9, x 10.
        #expect(syntaxError(#"{"a": 1} x"#) == error(1, 10, "expected end of file after the top-level value, got 'x'"))
        #expect(syntaxError("[1] [2]") == error(1, 5, "expected end of file after the top-level value, got '['"))
        #expect(syntaxError("{}\n}") == error(2, 1, "expected end of file after the top-level value, got '}'"))
        #expect(syntaxError("truex") == error(1, 5, "expected end of file after the top-level value, got 'x'"))
    }

    @Test func nestingTooDeep() {
        // The 201st '[' is at column 201.
        #expect(syntaxError(String(repeating: "[", count: 201)) == error(1, 201, "nesting deeper than 200 levels"))
        // `{"a":` is five characters, so the 201st '{' is at 200 * 5 + 1.
        #expect(syntaxError(String(repeating: #"{"a":"#, count: 201)) == error(1, 1001, "nesting deeper than 200 levels"))
        // Far deeper input fails just as fast and never touches the call stack.
        #expect(syntaxError(String(repeating: "[", count: 1_000_000)) == error(1, 201, "nesting deeper than 200 levels"))
    }

    @Test func structure() {
        // '{' 1, `"a"` 2-4, space 5, 1 6.
        #expect(syntaxError(#"{"a" 1}"#) == error(1, 6, "expected ':' after object key, got '1'"))
        // '{' 1, `"a"` 2-4, ':' 5, space 6, 1 7, space 8, '"' 9.
        #expect(syntaxError(#"{"a": 1 "b": 2}"#) == error(1, 9, #"expected ',' or '}' after object member, got '"'"#))
        #expect(syntaxError(#"{"a": 1]"#) == error(1, 8, "expected ',' or '}' after object member, got ']'"))
        // '{' 1, `"a"` 2-4, ':' 5, space 6, '[' 7, 1 8, ',' 9, space 10, 2 11, '}' 12.
        #expect(syntaxError(#"{"a": [1, 2}"#) == error(1, 12, "expected ',' or ']' after array element, got '}'"))
        #expect(syntaxError("{1: 2}") == error(1, 2, "expected a string key, got '1'"))
        #expect(syntaxError(#"{"a":}"#) == error(1, 6, "expected a value, got '}'"))
        #expect(syntaxError("[1, , 2]") == error(1, 5, "expected a value, got ','"))
        #expect(syntaxError("[,1]") == error(1, 2, "expected a value, got ','"))
        #expect(syntaxError("[1") == error(1, 3, "expected ',' or ']' after array element, got end of file"))
        #expect(syntaxError(#"{"a": 1"#) == error(1, 8, "expected ',' or '}' after object member, got end of file"))
        #expect(syntaxError("{") == error(1, 2, "expected a string key, got end of file"))
        #expect(syntaxError(#"{"a""#) == error(1, 5, "expected ':' after object key, got end of file"))
        #expect(syntaxError("[") == error(1, 2, "expected a value, got end of file"))
        #expect(syntaxError("tru") == error(1, 1, "expected a value, got 'tru'"))
        #expect(syntaxError("True") == error(1, 1, "expected a value, got 'True'"))
        #expect(syntaxError("[nul]") == error(1, 2, "expected a value, got 'nul'"))
        #expect(
            syntaxError("[undefined_value_with_a_long_name]")
                == error(1, 2, "expected a value, got 'undefined_value_with_a_l...'"))
        #expect(syntaxError("]") == error(1, 1, "expected a value, got ']'"))
    }

    @Test func unexpectedCharactersAreNamed() {
        // Curly quotes pasted from a word processor: '[' 1, '“' 2.
        #expect(syntaxError("[“a”]") == error(1, 2, "expected a value, got '“' (U+201C)"))
        // Invisible characters are shown by code point.
        #expect(syntaxError("[\u{A0}1]") == error(1, 2, "expected a value, got U+00A0"))
        #expect(syntaxError("[\u{200B}1]") == error(1, 2, "expected a value, got U+200B"))
        #expect(syntaxError("[\u{1}]") == error(1, 2, "expected a value, got U+0001"))
        #expect(syntaxError("[\u{FEFF}1]") == error(1, 2, "expected a value, got U+FEFF"))
    }

    @Test func positionsAcrossLineEndingsTabsAndNonASCII() {
        // CRLF counts as one line break. Line 2 is `  "a": 1,`: `"a"` 3-5, ':' 6, space 7,
        // 1 8, ',' 9.
        #expect(syntaxError("{\r\n  \"a\": 1,\r\n}") == error(2, 9, "trailing comma before '}'"))
        // A lone CR is a line break too: line 2 is `1,`.
        #expect(syntaxError("[\r1,\r]") == error(2, 2, "trailing comma before ']'"))
        // A tab is one column: '{' 1, tab 2, `"a"` 3-5, tab 6, 1 7.
        #expect(syntaxError("{\t\"a\"\t1}") == error(1, 7, "expected ':' after object key, got '1'"))
        // é and ï are one column each: '{' 1, `"café"` 2-7, ':' 8, space 9, `"naïve"` 10-16,
        // ',' 17, space 18, x 19.
        #expect(syntaxError(#"{"café": "naïve", x}"#) == error(1, 19, "expected a string key, got 'x'"))
        // 😀 is four bytes and one column: '[' 1, `"😀"` 2-4, ',' 5, space 6, x 7.
        #expect(syntaxError(#"["😀", x]"#) == error(1, 7, "expected a value, got 'x'"))
        // A BOM is not a column: '[' 1, 1 2, ',' 3.
        #expect(syntaxError([0xEF, 0xBB, 0xBF] + Array("[1,]".utf8)) == error(1, 3, "trailing comma before ']'"))
    }
}
