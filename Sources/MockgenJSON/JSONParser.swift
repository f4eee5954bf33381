/// Strict RFC 8259 JSON parser whose nodes can say where every value and key starts.
///
/// Beyond the RFC's grammar it rejects what a scenario file should never contain: duplicate keys,
/// numbers too large for a Double, nesting deeper than `maximumDepth`, invalid UTF-8. A leading
/// UTF-8 byte order mark is skipped. Comments, trailing commas, single quotes, `NaN` and
/// `Infinity` are rejected with a message that says so.
///
/// The parser is iterative (an explicit stack of open containers), so no input can exhaust the
/// call stack, and every byte read is checked against the end of the buffer.
public enum JSONParser {
    /// Arrays and objects may nest this deep; the top-level container is level 1.
    public static let maximumDepth = 200

    /// A string may take this many bytes as written between its quotes (Docs/errors.md, "Limits").
    /// A screen shows a few hundred characters of a line; a title in every frame's caption and
    /// accessible title, or a label in every frame, is repeated frames × variants times, and a
    /// 10,000,001-letter title passed libxml2's text limit ("Huge input lookup", exit 70).
    public static let maximumStringBytes = 100_000

    /// Parses one JSON text.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        guard bytes.count < Int(UInt32.max) else {
            // Offsets into the text are 32-bit; the command line's size limit is far below this.
            throw JSONSyntaxError(position: SourcePosition(line: 1, column: 1), message: "text longer than 4 GiB")
        }
        let tape = try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONTape in
            var parser = Parser(buffer)
            try parser.parseDocument()
            return JSONTape(bytes: bytes, start: parser.start, entries: parser.entries, lineStarts: parser.lineStarts)
        }
        return JSONNode(tape: tape, index: 0)
    }

    /// Parses one JSON text given as a string.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8))
    }
}

// MARK: - Bytes

extension UInt8 {
    fileprivate static let tab: UInt8 = 0x09
    fileprivate static let lineFeed: UInt8 = 0x0A
    fileprivate static let carriageReturn: UInt8 = 0x0D
    fileprivate static let space: UInt8 = 0x20
    fileprivate static let quote: UInt8 = 0x22  // "
    fileprivate static let apostrophe: UInt8 = 0x27  // '
    fileprivate static let plus: UInt8 = 0x2B
    fileprivate static let comma: UInt8 = 0x2C
    fileprivate static let minus: UInt8 = 0x2D
    fileprivate static let period: UInt8 = 0x2E
    fileprivate static let slash: UInt8 = 0x2F
    fileprivate static let zero: UInt8 = 0x30
    fileprivate static let nine: UInt8 = 0x39
    fileprivate static let colon: UInt8 = 0x3A
    fileprivate static let openBracket: UInt8 = 0x5B
    fileprivate static let backslash: UInt8 = 0x5C
    fileprivate static let closeBracket: UInt8 = 0x5D
    fileprivate static let openBrace: UInt8 = 0x7B
    fileprivate static let closeBrace: UInt8 = 0x7D

    fileprivate var isDigit: Bool { self &- .zero < 10 }
    fileprivate var isASCIILetter: Bool { (self | 0x20) &- 0x61 < 26 }
    fileprivate var isUTF8Continuation: Bool { self & 0xC0 == 0x80 }
}

// MARK: - Parser

/// Reads a text into tape entries. Values get no positions here: the tape keeps each one's byte
/// offset and counts its line and column only if a message needs them.
private struct Parser {
    let buf: UnsafeBufferPointer<UInt8>
    let end: Int
    /// First byte after the byte order mark, if any.
    let start: Int
    /// Read position.
    var i: Int

    var entries: [JSONTapeEntry] = []
    /// Raw line breaks can only occur in whitespace (inside strings they are an error), so
    /// `skipWhitespace` is the only place that notes where lines start.
    var lineStarts: [UInt32]

    /// Open arrays and objects, innermost last.
    var stack: [Open] = []
    /// The keys of each open object, by depth, for the duplicate check; kept from one object to
    /// the next at the same depth, so a million small objects reuse one buffer.
    var keysByDepth: [[KeyRef]] = []
    /// The same keys as strings, once an object is large enough for hashing to pay.
    var keySetsByDepth: [Set<String>?] = []

    struct Open {
        var entry: Int
        var count: UInt32 = 0
        let isObject: Bool
    }

    /// A key's content, between its quotes.
    struct KeyRef {
        var from: Int
        var to: Int
        /// ASCII without escapes: equal to another such key exactly when the bytes are equal.
        var plain: Bool
    }

    init(_ buf: UnsafeBufferPointer<UInt8>) {
        self.buf = buf
        end = buf.count
        let bom = end >= 3 && buf[0] == 0xEF && buf[1] == 0xBB && buf[2] == 0xBF
        start = bom ? 3 : 0
        i = start
        lineStarts = [UInt32(start)]
    }

    mutating func parseDocument() throws(JSONSyntaxError) {
        if let bad = firstInvalidUTF8() {
            throw error("invalid UTF-8", at: bad)
        }
        skipWhitespace()
        guard i < end else {
            throw JSONSyntaxError(position: SourcePosition(line: 1, column: 1), message: "empty file")
        }
        try parseValue()
        skipWhitespace()
        guard i >= end else {
            throw unexpected("expected end of file after the top-level value")
        }
    }

    // MARK: Values

    mutating func append(
        _ kind: JSONTapeEntry.Kind, at offset: Int, payload: UInt64 = 0, hasEscapes: Bool = false,
        isASCII: Bool = true
    ) {
        entries.append(
            JSONTapeEntry(
                kind: kind, hasEscapes: hasEscapes, isASCII: isASCII,
                offset: UInt32(truncatingIfNeeded: offset), payload: payload))
    }

    /// Parses the value at `i` (whitespace already skipped), including everything nested in it.
    mutating func parseValue() throws(JSONSyntaxError) {
        nextValue: while true {
            // Here: at the start of a value.
            guard i < end else { throw unexpected("expected a value") }
            switch buf[i] {
            case .openBrace:
                try open(isObject: true)
                skipWhitespace()
                if i < end && buf[i] == .closeBrace {
                    i += 1
                    close()
                } else {
                    try parseKeyAndColon()
                    skipWhitespace()
                    continue nextValue
                }
            case .openBracket:
                try open(isObject: false)
                skipWhitespace()
                if i < end && buf[i] == .closeBracket {
                    i += 1
                    close()
                } else {
                    continue nextValue
                }
            case .quote:
                let stringStart = i
                let (closingQuote, hasEscapes, isASCII) = try scanString()
                append(.string, at: stringStart, payload: UInt64(closingQuote), hasEscapes: hasEscapes, isASCII: isASCII)
            case .minus, .zero ... .nine:
                try parseNumber()
            case 0x74 /* t */ where matches("true"):
                append(.true, at: i)
                i += 4
            case 0x66 /* f */ where matches("false"):
                append(.false, at: i)
                i += 5
            case 0x6E /* n */ where matches("null"):
                append(.null, at: i)
                i += 4
            default:
                throw unexpected("expected a value")
            }

            // Here: a value is complete. Count it in the innermost open container; if that
            // closes, count the container in the next one out, and so on.
            while let top = stack.indices.last {
                skipWhitespace()
                stack[top].count += 1
                if stack[top].isObject {
                    guard i < end else { throw unexpected("expected ',' or '}' after object member") }
                    if buf[i] == .comma {
                        let comma = i
                        i += 1
                        skipWhitespace()
                        if i < end && buf[i] == .closeBrace {
                            throw error("trailing comma before '}'", at: comma)
                        }
                        try parseKeyAndColon()
                        skipWhitespace()
                        continue nextValue
                    } else if buf[i] == .closeBrace {
                        i += 1
                        close()
                    } else {
                        throw unexpected("expected ',' or '}' after object member")
                    }
                } else {
                    guard i < end else { throw unexpected("expected ',' or ']' after array element") }
                    if buf[i] == .comma {
                        let comma = i
                        i += 1
                        skipWhitespace()
                        if i < end && buf[i] == .closeBracket {
                            throw error("trailing comma before ']'", at: comma)
                        }
                        continue nextValue
                    } else if buf[i] == .closeBracket {
                        i += 1
                        close()
                    } else {
                        throw unexpected("expected ',' or ']' after array element")
                    }
                }
            }
            return
        }
    }

    /// Opens a container at `i`, which holds its bracket.
    mutating func open(isObject: Bool) throws(JSONSyntaxError) {
        guard stack.count < JSONParser.maximumDepth else {
            throw error("nesting deeper than \(JSONParser.maximumDepth) levels", at: i)
        }
        if isObject {
            let depth = stack.count
            while keysByDepth.count <= depth {
                keysByDepth.append([])
                keySetsByDepth.append(nil)
            }
            keysByDepth[depth].removeAll(keepingCapacity: true)
            keySetsByDepth[depth] = nil
        }
        stack.append(Open(entry: entries.count, isObject: isObject))
        append(isObject ? .object : .array, at: i)
        i += 1
    }

    /// Closes the innermost container: its entry learns its count and where it ends.
    mutating func close() {
        let c = stack.removeLast()
        entries[c.entry].payload = UInt64(c.count) | UInt64(entries.count) << 32
    }

    /// Reads `"key"` and the colon after it into the innermost container, an object.
    mutating func parseKeyAndColon() throws(JSONSyntaxError) {
        guard i < end, buf[i] == .quote else { throw unexpected("expected a string key") }
        let keyStart = i
        let (closingQuote, hasEscapes, isASCII) = try scanString()
        let key = KeyRef(from: keyStart + 1, to: closingQuote, plain: isASCII && !hasEscapes)
        let depth = stack.count - 1
        if keySetsByDepth[depth] != nil {
            if keySetsByDepth[depth]!.insert(string(key)).inserted == false {
                throw error("duplicate key \(jsonString(string(key)))", at: keyStart)
            }
        } else {
            for other in keysByDepth[depth] where isSame(key, other) {
                throw error("duplicate key \(jsonString(string(key)))", at: keyStart)
            }
        }
        keysByDepth[depth].append(key)
        if keySetsByDepth[depth] == nil && keysByDepth[depth].count >= JSONObject.indexThreshold {
            var set = Set<String>(minimumCapacity: keysByDepth[depth].count * 2)
            for k in keysByDepth[depth] { set.insert(string(k)) }
            keySetsByDepth[depth] = set
        }
        append(.key, at: keyStart, payload: UInt64(closingQuote), hasEscapes: hasEscapes, isASCII: isASCII)
        skipWhitespace()
        guard i < end, buf[i] == .colon else { throw unexpected("expected ':' after object key") }
        i += 1
    }

    /// Keys compare as Swift strings (canonical equivalence); bytes decide for plain ASCII.
    func isSame(_ a: KeyRef, _ b: KeyRef) -> Bool {
        if a.plain && b.plain {
            guard a.to - a.from == b.to - b.from else { return false }
            return UnsafeBufferPointer(rebasing: buf[a.from..<a.to]).elementsEqual(
                UnsafeBufferPointer(rebasing: buf[b.from..<b.to]))
        }
        return string(a) == string(b)
    }

    func string(_ key: KeyRef) -> String {
        let content = UnsafeBufferPointer(rebasing: buf[key.from..<key.to])
        if key.plain { return String(decoding: content, as: UTF8.self) }
        return String(decoding: JSONTape.unescape(content), as: UTF8.self)
    }

    func matches(_ literal: StaticString) -> Bool {
        let n = literal.utf8CodeUnitCount
        guard end - i >= n else { return false }
        let p = literal.utf8Start
        for k in 0..<n where buf[i + k] != p[k] { return false }
        return true
    }

    // MARK: Strings

    /// Checks the string whose opening quote is at `i` and leaves `i` after its closing quote.
    /// Returns the closing quote's offset, whether the string has escapes and whether its bytes
    /// are all ASCII.
    mutating func scanString() throws(JSONSyntaxError) -> (closingQuote: Int, hasEscapes: Bool, isASCII: Bool) {
        let open = i
        i += 1
        var high: UInt8 = 0
        // Fast path: no escapes.
        while i < end {
            let b = buf[i]
            if b == .quote {
                i += 1
                try checkLength(open: open)
                return (i - 1, false, high < 0x80)
            }
            if b == .backslash || b < 0x20 { break }
            high |= b
            i += 1
        }
        while i < end {
            let b = buf[i]
            if b == .quote {
                i += 1
                try checkLength(open: open)
                return (i - 1, true, high < 0x80)
            } else if b == .backslash {
                try parseEscape(stringStart: open)
            } else if b < 0x20 {
                if b == .lineFeed || b == .carriageReturn {
                    throw error("unescaped line break in string", at: i)
                }
                throw error("unescaped control character \(unicodeName(UInt32(b))) in string", at: i)
            } else {
                high |= b
                i += 1
            }
        }
        throw error("unterminated string", at: open)
    }

    /// Refuses the string just scanned (its opening quote at `open`, `i` after its closing one)
    /// when it is longer than `maximumStringBytes`.
    func checkLength(open: Int) throws(JSONSyntaxError) {
        let length = i - open - 2
        guard length > JSONParser.maximumStringBytes else { return }
        throw error(
            "a string of \(length) bytes, more than the limit of \(JSONParser.maximumStringBytes) bytes for a string",
            at: open)
    }

    /// Checks the escape whose backslash is at `i` and steps over it (the tape decodes it when the
    /// string is read).
    mutating func parseEscape(stringStart: Int) throws(JSONSyntaxError) {
        let backslash = i
        guard i + 1 < end else { throw error("unterminated string", at: stringStart) }
        let e = buf[i + 1]
        let simple: UInt8? =
            switch e {
            case .quote: .quote
            case .backslash: .backslash
            case .slash: .slash
            case 0x62 /* b */: 0x08
            case 0x66 /* f */: 0x0C
            case 0x6E /* n */: .lineFeed
            case 0x72 /* r */: .carriageReturn
            case 0x74 /* t */: .tab
            default: nil
            }
        if simple != nil {
            i += 2
            return
        }
        guard e == 0x75 /* u */ else {
            if e >= 0x20 && e < 0x7F {
                throw error("invalid escape '\\\(Character(Unicode.Scalar(e)))' in string", at: backslash)
            }
            throw error("invalid escape '\\' followed by \(describe(at: i + 1)) in string", at: backslash)
        }
        let unit = try hex4(at: i + 2, stringStart: stringStart, escape: backslash)
        i += 6
        if unit & 0xFC00 == 0xD800 {
            // A high surrogate must be followed at once by an escaped low surrogate.
            guard i < end, buf[i] != .backslash || i + 1 < end else {
                throw error("unterminated string", at: stringStart)
            }
            guard buf[i] == .backslash, buf[i + 1] == 0x75 /* u */ else {
                throw error("lone surrogate '\\u\(hex(unit))' in string", at: backslash)
            }
            let low = try hex4(at: i + 2, stringStart: stringStart, escape: i)
            guard low & 0xFC00 == 0xDC00 else {
                throw error("lone surrogate '\\u\(hex(unit))' in string", at: backslash)
            }
            i += 6
        } else if unit & 0xFC00 == 0xDC00 {
            throw error("lone surrogate '\\u\(hex(unit))' in string", at: backslash)
        }
    }

    /// The four hex digits at `j`.
    func hex4(at j: Int, stringStart: Int, escape: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for k in j..<j + 4 {
            guard k < end else { throw error("unterminated string", at: stringStart) }
            let b = buf[k]
            let digit: UInt8
            switch b {
            case .zero ... .nine: digit = b - .zero
            case 0x41...0x46: digit = b - 0x41 + 10  // A-F
            case 0x61...0x66: digit = b - 0x61 + 10  // a-f
            default: throw error("invalid '\\u' escape: expected 4 hex digits", at: escape)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    // MARK: Numbers

    /// Reads the number at `i`: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    mutating func parseNumber() throws(JSONSyntaxError) {
        let numberStart = i
        var negative = false
        if buf[i] == .minus {
            negative = true
            i += 1
            guard i < end, buf[i].isDigit else { throw unexpected("expected a digit after '-'") }
        }

        // Collect up to 19 significant digits exactly; more send us to the slow path.
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        if buf[i] == .zero {
            i += 1
            if i < end && buf[i].isDigit { throw error("leading zeros are not allowed", at: numberStart) }
        } else {
            while i < end && buf[i].isDigit {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(buf[i] - .zero) }
                digits += 1
                i += 1
            }
        }
        if i < end && buf[i] == .period {
            i += 1
            guard i < end, buf[i].isDigit else { throw unexpected("expected a digit after '.'") }
            while i < end && buf[i].isDigit {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(buf[i] - .zero) }
                if mantissa != 0 { digits += 1 }  // leading zeros of 0.00x are not significant
                fractionDigits += 1
                i += 1
            }
        }
        var exponent = 0
        if i < end && buf[i] | 0x20 == 0x65 /* e, E */ {
            i += 1
            var exponentNegative = false
            if i < end && (buf[i] == .plus || buf[i] == .minus) {
                exponentNegative = buf[i] == .minus
                i += 1
            }
            guard i < end, buf[i].isDigit else { throw unexpected("expected a digit in the exponent") }
            while i < end && buf[i].isDigit {
                // Clamp: anything this large over- or underflows anyway.
                if exponent < 100_000 { exponent = exponent * 10 + Int(buf[i] - .zero) }
                i += 1
            }
            if exponentNegative { exponent = -exponent }
        }

        var value: Double
        let scale = exponent - fractionDigits
        if digits <= 19 && mantissa <= 1 << 53 && scale >= -22 && scale <= 22 {
            // Clinger's fast path: the mantissa and 10^|scale| are exact Doubles, so one
            // multiplication or division is correctly rounded.
            value = Double(mantissa)
            if scale < 0 {
                value /= Self.powersOfTen[-scale]
            } else {
                value *= Self.powersOfTen[scale]
            }
            if negative { value = -value }
        } else {
            // The standard library's conversion is correctly rounded; it sees only valid lexemes.
            let lexeme = String(decoding: UnsafeBufferPointer(rebasing: buf[numberStart..<i]), as: UTF8.self)
            guard let v = Double(lexeme) else { throw error("number out of range", at: numberStart) }
            value = v
        }
        guard value.isFinite else { throw error("number out of range", at: numberStart) }
        append(.number, at: numberStart, payload: value.bitPattern)
    }

    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    // MARK: Whitespace and positions

    mutating func skipWhitespace() {
        while i < end {
            switch buf[i] {
            case .space, .tab:
                i += 1
            case .lineFeed:
                i += 1
                lineStarts.append(UInt32(truncatingIfNeeded: i))
            case .carriageReturn:
                i += 1
                if i >= end || buf[i] != .lineFeed {  // lone CR ends a line; CRLF counts at the LF
                    lineStarts.append(UInt32(truncatingIfNeeded: i))
                }
            default:
                return
            }
        }
    }

    /// Position of byte `offset`, counted from the start of the text (for errors).
    func position(ofOffset offset: Int) -> SourcePosition {
        var line = 1
        var column = 1
        var j = start
        let stop = min(offset, end)
        while j < stop {
            let b = buf[j]
            if b == .lineFeed || (b == .carriageReturn && (j + 1 >= end || buf[j + 1] != .lineFeed)) {
                line += 1
                column = 1
            } else if !b.isUTF8Continuation {
                column += 1
            }
            j += 1
        }
        return SourcePosition(line: line, column: column)
    }

    // MARK: Errors

    func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(position: position(ofOffset: offset), message: message)
    }

    /// `<expectation>, got <what is at i>`, or a dedicated message for a JSON5-ism.
    func unexpected(_ expectation: String) -> JSONSyntaxError {
        if i < end {
            switch buf[i] {
            case .slash: return error("comments are not allowed", at: i)
            case .apostrophe: return error("strings must use double quotes", at: i)
            default: break
            }
        }
        return error("\(expectation), got \(describe(at: i))", at: i)
    }

    /// What is at byte `j`, for messages: `end of file`, `']'`, `'NaN'`, `'é' (U+00E9)`, `U+0000`.
    func describe(at j: Int) -> String {
        guard j < end else { return "end of file" }
        let b = buf[j]
        if b.isASCIILetter {
            // A whole word reads better than its first letter: got 'NaN', got 'True'.
            var k = j
            while k < end && k - j < 24 && (buf[k].isASCIILetter || buf[k].isDigit || buf[k] == 0x5F) { k += 1 }
            let word = String(decoding: UnsafeBufferPointer(rebasing: buf[j..<k]), as: UTF8.self)
            let more = k < end && (buf[k].isASCIILetter || buf[k].isDigit || buf[k] == 0x5F)
            return "'\(word)\(more ? "..." : "")'"
        }
        if b == .apostrophe { return "\"'\"" }
        if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        if b < 0x80 { return unicodeName(UInt32(b)) }
        // A non-ASCII scalar; the text is valid UTF-8 by now.
        let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
        guard j + length <= end else { return "byte 0x\(hex(UInt32(b)))" }
        var value = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length { value = value << 6 | UInt32(buf[j + k] & 0x3F) }
        guard let scalar = Unicode.Scalar(value) else { return unicodeName(value) }
        if scalar.properties.isWhitespace || scalar.properties.generalCategory == .format {
            return unicodeName(value)  // invisible: a no-break space or a zero-width space
        }
        return "'\(Character(scalar))' (\(unicodeName(value)))"
    }

    // MARK: UTF-8

    /// Offset of the first byte of the first ill-formed UTF-8 sequence (Unicode 15, table 3-7:
    /// no overlongs, no surrogates, nothing above U+10FFFF), or nil if the text is valid.
    func firstInvalidUTF8() -> Int? {
        guard let base = buf.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        var j = 0
        while j < end {
            if j + 8 <= end && raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                j += 8
                continue
            }
            let b = buf[j]
            if b < 0x80 {
                j += 1
                continue
            }
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            let length: Int
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return j
            }
            guard j + length <= end else { return j }
            guard buf[j + 1] >= low && buf[j + 1] <= high else { return j }
            for k in 2..<length where !buf[j + k].isUTF8Continuation { return j }
            j += length
        }
        return nil
    }
}

// MARK: - Formatting helpers

/// `U+000A`: uppercase hex, at least four digits.
private func unicodeName(_ value: UInt32) -> String {
    "U+\(hex(value))"
}

/// Uppercase hex, at least four digits.
private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
