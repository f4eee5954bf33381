/// A parsed JSON text kept as its bytes plus one 16-byte entry per value and key, in source order.
///
/// Nodes read from the tape are views (the tape and an entry index): strings, members and
/// arrays are built when a decoder asks for them and dropped when it is done, so a file of a
/// million rows costs a few entries a row rather than a tree of allocations (Docs/performance.md#a-big-file). Where a
/// value was written is kept as a byte offset; its line and column are counted again from the
/// bytes when a message needs them, with the help of the line starts noted while parsing.
package final class JSONTape: Sendable {
    /// The source text, byte order mark included (offsets count from the text's first byte).
    package let bytes: [UInt8]
    /// First byte after the byte order mark, if any.
    package let start: Int
    package let entries: [JSONTapeEntry]
    /// Byte offset where each line starts, from line 1; filled as the parser skips line breaks,
    /// which outside strings only whitespace can hold.
    package let lineStarts: [UInt32]

    package init(bytes: [UInt8], start: Int, entries: [JSONTapeEntry], lineStarts: [UInt32]) {
        self.bytes = bytes
        self.start = start
        self.entries = entries
        self.lineStarts = lineStarts
    }

    /// The entry after `index` and everything nested in it.
    @inline(__always)
    package func next(after index: Int) -> Int {
        let e = entries[index]
        return e.kind.isContainer ? Int(e.payload >> 32) : index + 1
    }

    package func value(at index: Int) -> JSONValue {
        let e = entries[index]
        switch e.kind {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(Double(bitPattern: e.payload))
        case .string, .key: return .string(string(at: index))
        case .array:
            let count = Int(e.payload & 0xFFFF_FFFF)
            var nodes: [JSONNode] = []
            nodes.reserveCapacity(count)
            var j = index + 1
            for _ in 0..<count {
                nodes.append(JSONNode(tape: self, index: j))
                j = next(after: j)
            }
            return .array(nodes)
        case .object:
            let count = Int(e.payload & 0xFFFF_FFFF)
            var members: [JSONObject.Member] = []
            members.reserveCapacity(count)
            var j = index + 1
            for _ in 0..<count {
                let key = string(at: j)
                members.append(
                    JSONObject.Member(
                        key: key, keyLocation: JSONLocation(tape: self, offset: entries[j].offset),
                        node: JSONNode(tape: self, index: j + 1)))
                j = next(after: j + 1)
            }
            return .object(JSONObject(parsedMembers: members))
        }
    }

    /// The text of a string or key entry, its escapes decoded (the parser has checked them).
    package func string(at index: Int) -> String {
        let e = entries[index]
        let from = Int(e.offset) + 1
        let to = Int(e.payload & 0xFFFF_FFFF)
        return bytes.withUnsafeBufferPointer { buf in
            let content = UnsafeBufferPointer(rebasing: buf[from..<to])
            guard e.hasEscapes else { return String(decoding: content, as: UTF8.self) }
            return String(decoding: Self.unescape(content), as: UTF8.self)
        }
    }

    /// True when the key or string at `index` is `text` (as Swift compares strings: a key
    /// spelled with escapes or decomposed is still the same key).
    package func string(at index: Int, equals text: String) -> Bool {
        let e = entries[index]
        guard !e.hasEscapes && e.isASCII else { return string(at: index) == text }
        let from = Int(e.offset) + 1
        let to = Int(e.payload & 0xFFFF_FFFF)
        guard text.utf8.count == to - from else { return false }
        var k = from
        for t in text.utf8 {
            guard bytes[k] == t else { return false }
            k += 1
        }
        return true
    }

    /// The number as written at `offset`: the bytes a JSON number can hold.
    package func lexeme(at offset: Int) -> String {
        var j = offset
        while j < bytes.count {
            let b = bytes[j]
            guard b &- 0x30 < 10 || b == 0x2D || b == 0x2B || b == 0x2E || b | 0x20 == 0x65 else { break }
            j += 1
        }
        return String(decoding: bytes[offset..<j], as: UTF8.self)
    }

    /// Line and column of byte `offset`: the line by binary search over the line starts, the
    /// column by counting scalars from the line's start (eight bytes at a time).
    package func position(ofOffset offset: Int) -> SourcePosition {
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid }
        }
        let column = bytes.withUnsafeBufferPointer { buf in
            1 + scalarCount(buf, from: Int(lineStarts[low]), to: offset)
        }
        return SourcePosition(line: low + 1, column: column)
    }

    /// Decodes the escapes of a valid JSON string's content.
    package static func unescape(_ s: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(s.count)
        var i = 0
        func hex4(_ j: Int) -> UInt32 {
            var v: UInt32 = 0
            for k in j..<j + 4 {
                let b = s[k]
                v = v << 4 | UInt32(b <= 0x39 ? b - 0x30 : (b | 0x20) - 0x61 + 10)
            }
            return v
        }
        while i < s.count {
            let b = s[i]
            guard b == 0x5C else {
                out.append(b)
                i += 1
                continue
            }
            let e = s[i + 1]
            i += 2
            switch e {
            case 0x62: out.append(0x08)
            case 0x66: out.append(0x0C)
            case 0x6E: out.append(0x0A)
            case 0x72: out.append(0x0D)
            case 0x74: out.append(0x09)
            case 0x75:
                var scalar = hex4(i)
                i += 4
                if scalar & 0xFC00 == 0xD800 {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (hex4(i + 2) - 0xDC00)
                    i += 6
                }
                appendUTF8(scalar, to: &out)
            default: out.append(e)  // \" \\ \/
            }
        }
        return out
    }
}

/// Scalars in `buf[from ..< to]`: every byte but a UTF-8 continuation byte (10xxxxxx) starts one.
/// `w & ~(w << 1)` has a byte's top bit set where its top two bits are 10.
func scalarCount(_ buf: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
    var count = 0
    var j = from
    if let raw = UnsafeRawPointer(buf.baseAddress) {
        while j + 8 <= to {
            let w = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)
            count += 8 - (w & ~(w << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            j += 8
        }
    }
    while j < to {
        if buf[j] & 0xC0 != 0x80 { count += 1 }
        j += 1
    }
    return count
}

func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
        out.append(UInt8(scalar))
    case 0x80..<0x800:
        out.append(UInt8(0xC0 | scalar >> 6))
        out.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
        out.append(UInt8(0xE0 | scalar >> 12))
        out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
        out.append(UInt8(0x80 | scalar & 0x3F))
    default:
        out.append(UInt8(0xF0 | scalar >> 18))
        out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
        out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
        out.append(UInt8(0x80 | scalar & 0x3F))
    }
}

/// One value or key of a tape.
///
/// `payload` is, for a number, its bits; for a string or key, the offset of its closing quote;
/// for an array or object, its count of elements or members (low half) and the index of the
/// first entry after it (high half).
package struct JSONTapeEntry: Sendable {
    package enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, key, array, object

        package var isContainer: Bool { self == .array || self == .object }
    }

    package var kind: Kind
    package var hasEscapes: Bool
    /// For a string or key: every byte ASCII, so that with no escapes its bytes are its text.
    package var isASCII: Bool
    /// The value's first byte (`{`, `[`, `"`, `-`, a digit or a letter); a key's opening quote.
    package var offset: UInt32
    package var payload: UInt64

    /// An array's elements or an object's members.
    package var count: Int { Int(payload & 0xFFFF_FFFF) }
}
