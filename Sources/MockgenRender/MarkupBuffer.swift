import MockgenLayout

/// Markup written as UTF-8 bytes into one growing buffer (issue 8). A frame used to be built from
/// many small `String`s joined with `+`, each append checking capacity, uniqueness and ASCII-ness
/// and often allocating; drawing was a third of the default job. Literal parts are `StaticString`s,
/// numbers are written as digits without a `String` in between, and the text becomes a `String`
/// once, when the document is done.
struct MarkupBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    var isEmpty: Bool { bytes.isEmpty }
    var count: Int { bytes.count }

    /// The markup as text (the bytes are UTF-8 by construction).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text as it is, for text that cannot need escaping (names of the drawing, numbers); a string
    /// literal goes to `append(_: StaticString)` instead, which copies its bytes without a `String`.
    mutating func append(unescaped text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ other: MarkupBuffer) {
        bytes.append(contentsOf: other.bytes)
    }

    mutating func append(_ other: ArraySlice<UInt8>) {
        bytes.append(contentsOf: other)
    }

    /// Takes back the last `count` bytes: markup written before it was known to be needed (a group
    /// that turned out empty).
    mutating func removeLast(_ count: Int) {
        bytes.removeLast(count)
    }

    mutating func appendInteger(_ n: Int) {
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDecimal(UInt64(n.magnitude))
    }

    /// `text` escaped as `escapeXML` does: element content and attribute values alike.
    mutating func appendEscaped(_ text: String) {
        // Fast path: bytes that can be neither a special nor a forbidden character are copied as they
        // are (U+FFFE and U+FFFF start with 0xEF in UTF-8, so that byte takes the slow path too).
        if text.utf8.allSatisfy(Self.isPlainByte) {
            append(unescaped: text)
        } else {
            append(unescaped: escapeXML(text))
        }
    }

    /// `text`, written unescaped into a buffer of its own, escaped as `escapeXML` does.
    mutating func appendEscaped(_ text: MarkupBuffer) {
        if text.bytes.allSatisfy(Self.isPlainByte) {
            append(text)
        } else {
            append(unescaped: escapeXML(text.text))
        }
    }

    /// How many Unicode scalars the bytes hold (every byte that does not continue a UTF-8 sequence).
    var scalarCount: Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    private static func isPlainByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF: false
        case 0..<0x20: false
        default: true
        }
    }

    /// ` name="value"`, the value as `formatNumber` writes it.
    mutating func attribute(_ name: StaticString, _ value: Double) {
        append(" ")
        append(name)
        append("=\"")
        appendNumber(value)
        append("\"")
    }

    /// ` name="value"` for a value that needs no escaping (a fixed word of the drawing).
    mutating func attribute(_ name: StaticString, _ value: StaticString) {
        append(" ")
        append(name)
        append("=\"")
        append(value)
        append("\"")
    }

    /// `#rrggbb`, as `RGBA.hex` writes it.
    mutating func appendHex(_ color: RGBA) {
        bytes.append(UInt8(ascii: "#"))
        appendHexByte(color.r)
        appendHexByte(color.g)
        appendHexByte(color.b)
    }

    private mutating func appendHexByte(_ value: UInt8) {
        func digit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10 }
        bytes.append(digit(value >> 4))
        bytes.append(digit(value & 15))
    }

    /// ` fill="#rrggbb"` plus ` fill-opacity` below 1 (see `Paint`).
    mutating func append(_ paint: Paint) {
        append(" fill=\"")
        appendHex(paint.color)
        append("\"")
        if let opacity = paint.opacity {
            append(" fill-opacity=\"")
            append(unescaped: opacity)
            append("\"")
        }
    }

    // MARK: Numbers

    /// `formatNumber(x)`, written without building a `String`: the same two fast paths as
    /// formatNumber (an integer; three decimals away from a rounding tie), every other number
    /// through formatNumber itself. `MarkupBufferTests` holds the two to the same text.
    mutating func appendNumber(_ x: Double) {
        guard x.isFinite else { return append(unescaped: formatNumber(x)) }
        if x.magnitude < 9.0e15, Double(Int64(x)) == x {
            if x < 0 { bytes.append(UInt8(ascii: "-")) }
            return appendDecimal(Int64(x).magnitude)
        }
        let scaled = x.magnitude * 1000
        if scaled < 1e9 {
            var thousandths = Int64(scaled)
            let fraction = scaled - Double(thousandths)
            if abs(fraction - 0.5) > 1e-6 {
                if fraction > 0.5 { thousandths += 1 }
                return appendThousandths(UInt64(thousandths), negative: x < 0)
            }
        }
        append(unescaped: formatNumber(x))
    }

    /// `n / 1000` with its sign, trailing zeros of the fraction dropped; "0" for zero, never "-0".
    private mutating func appendThousandths(_ n: UInt64, negative: Bool) {
        if n == 0 { return bytes.append(UInt8(ascii: "0")) }
        if negative { bytes.append(UInt8(ascii: "-")) }
        appendDecimal(n / 1000)
        var fraction = n % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var divisor: UInt64 = 100
        while fraction != 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    /// The decimal digits of `n`.
    private mutating func appendDecimal(_ n: UInt64) {
        var digits = 1
        var rest = n
        while rest >= 10 { rest /= 10; digits += 1 }
        let end = bytes.count + digits
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        var position = end
        rest = n
        repeat {
            position -= 1
            bytes[position] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest != 0
    }
}

/// A fill as SVG paints it: the colour and, below 1, the opacity as printed. Nil when nothing
/// would show (the opacity prints as 0), in which case the shape is left out altogether.
struct Paint {
    let color: RGBA
    /// `formatNumber` of the alpha; nil when it prints as "1".
    let opacity: String?

    init?(_ color: RGBA, opacity: Double = 1) {
        let alpha = color.opacity * min(max(opacity, 0), 1)
        if alpha == 1 {
            self.color = color
            self.opacity = nil
            return
        }
        let shown = formatNumber(alpha)
        if shown == "0" { return nil }
        self.color = color
        self.opacity = shown == "1" ? nil : shown
    }
}
