#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Arguments and paths as bytes (Docs/command-line.md, "Arguments"): a file name need not be
/// UTF-8, and a Swift String cannot hold bytes that are not. Each byte that is not part of valid
/// UTF-8 is kept as the scalar U+10FF00 + byte (the last 128 code points of plane 16's private
/// use area, which no file name or text of a scenario uses), and turned back into that byte when
/// the path reaches the system; messages show it as `\xE9`.
public enum CommandLineText {
    static let base: UInt32 = 0x10_FF00

    /// A C string from argv, every byte kept.
    public static func decode(_ cString: UnsafePointer<CChar>) -> String {
        let length = strlen(cString)
        return cString.withMemoryRebound(to: UInt8.self, capacity: length) {
            decode(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var scalars = String.UnicodeScalarView()
        var decoder = UTF8()
        // Walked by hand, so that each byte outside a valid sequence is kept on its own.
        var k = 0
        while k < bytes.count {
            let length = validSequenceLength(bytes, at: k)
            if length == 0 {
                scalars.append(Unicode.Scalar(base + UInt32(bytes[k]))!)
                k += 1
            } else {
                var piece = bytes[k..<(k + length)].makeIterator()
                if case .scalarValue(let scalar) = decoder.decode(&piece) { scalars.append(scalar) }
                k += length
            }
        }
        return String(scalars)
    }

    /// The length of the valid UTF-8 sequence at `k` (RFC 3629's table), 0 if there is none.
    private static func validSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at k: Int) -> Int {
        let b0 = bytes[k]
        func continuation(_ i: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            k + i < bytes.count && range.contains(bytes[k + i])
        }
        switch b0 {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }

    /// The bytes `text` stands for, with a NUL at the end: for the system's calls.
    static func systemBytes(_ text: String) -> [CChar] {
        var bytes: [CChar] = []
        bytes.reserveCapacity(text.utf8.count + 1)
        for scalar in text.unicodeScalars {
            if scalar.value >= base + 0x80 && scalar.value <= base + 0xFF {
                bytes.append(CChar(bitPattern: UInt8(scalar.value - base)))
            } else {
                for unit in UTF8.encode(scalar)! { bytes.append(CChar(bitPattern: unit)) }
            }
        }
        bytes.append(0)
        return bytes
    }

    /// `text` for a message on one line: control characters as `\u001B` (a newline, ESC or BEL
    /// from a scenario or a file name can neither split a line nor drive the terminal), and kept
    /// bytes as `\xE9`.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value >= base + 0x80 && scalar.value <= base + 0xFF {
                out += "\\x" + hex(scalar.value - base, digits: 2)
            } else if needsEscape(scalar) {
                out += "\\u" + hex(scalar.value, digits: 4)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
            || (scalar.value >= base + 0x80 && scalar.value <= base + 0xFF)
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
