import MockgenFormat
import MockgenLayout
import MockgenText

/// Markup written as UTF-8 bytes into one growing buffer (Docs/performance.md). A frame used to be built from
/// many small `String`s joined with `+`, each append checking capacity, uniqueness and ASCII-ness
/// and often allocating; drawing was a third of the default job. Literal parts are `StaticString`s,
/// numbers are written as digits without a `String` in between, and the text becomes a `String`
/// once, when the document is done.
struct MarkupBuffer {
    private var storage: Storage
    /// The characters each `<text>` written into this buffer draws, noted where it is written
    /// (FontEmbedding.swift), when the buffer is asked to note them: the flipbook embeds the fonts
    /// its frames draw with. nil (nothing noted) for every other output.
    var drawn: DrawnCharacters?
    /// The emoji pictures placed in this buffer, by glyph (ColorGlyphSVG.swift): the document
    /// that holds the markup defines each once.
    var colorGlyphs: [UInt32: ColorBitmap] = [:]

    init(capacity: Int = 0, notingText: Bool = false) {
        storage = Self.makeStorage(capacity: capacity)
        if notingText { drawn = DrawnCharacters() }
    }

    var isEmpty: Bool { count == 0 }
    var count: Int { storage.header.count }

    /// The markup as text (the bytes are UTF-8 by construction).
    var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// The bytes written so far, for reading.
    func withBytes<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        try storage.withUnsafeMutablePointers { header, bytes throws(E) in
            try body(UnsafeBufferPointer(start: bytes, count: header.pointee.count))
        }
    }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// Text as it is, for text that cannot need escaping (names of the drawing, numbers); a string
    /// literal goes to `append(_: StaticString)` instead, which copies its bytes without a `String`.
    mutating func append(unescaped text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// `other`'s bytes, and the characters it noted when this buffer notes them too.
    mutating func append(_ other: MarkupBuffer) {
        other.withBytes { append($0) }
        if drawn != nil, let noted = other.drawn { drawn!.formUnion(noted) }
        if !other.colorGlyphs.isEmpty { colorGlyphs.merge(other.colorGlyphs) { a, _ in a } }
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        write(bytes.count) { $0.initialize(from: source, count: bytes.count) }
    }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    mutating func append(_ byte: UInt8) {
        write(1) { $0.initialize(to: byte) }
    }

    /// Takes back the last `count` bytes: markup written before it was known to be needed (a group
    /// that turned out empty).
    mutating func removeLast(_ count: Int) {
        precondition(count >= 0 && count <= self.count)
        reserve(0)
        storage.header.count -= count
    }

    mutating func appendInteger(_ n: Int) {
        if n < 0 { append(UInt8(ascii: "-")) }
        appendDecimal(UInt64(n.magnitude))
    }

    /// The bytes' count and two 64-bit hashes of them, differently seeded: how SharedShapes tells
    /// drawings apart without keeping them. Hashed as bytes: `String`'s own hashing normalises
    /// non-ASCII text (the Hangul titles) first, which cost more than drawing.
    var bytesKey: BytesKey {
        withBytes { bytes in
            var first = Hasher()
            var second = Hasher()
            second.combine(0x5EED)
            first.combine(bytes: UnsafeRawBufferPointer(bytes))
            second.combine(bytes: UnsafeRawBufferPointer(bytes))
            return BytesKey(length: bytes.count, first: first.finalize(), second: second.finalize())
        }
    }

    struct BytesKey: Hashable {
        var length: Int
        var first: Int
        var second: Int
    }

    // MARK: Storage

    /// Makes room for `extra` more bytes in storage of this buffer's own (a copy of a buffer shares
    /// its bytes until either is written to).
    ///
    /// The bytes live in a `ManagedBuffer` (one allocation, count in its header) rather than an
    /// `[UInt8]`: a frame is written in a few thousand appends of a few bytes each, and Array's
    /// `append(contentsOf:)` spent more on its set-up than on the copy (about 90 instructions an
    /// append, a quarter of all the drawing).
    private mutating func reserve(_ extra: Int) {
        let capacity = storage.header.capacity
        let needed = storage.header.count + extra
        if !isKnownUniquelyReferenced(&storage) || needed > capacity {
            let copy = Self.makeStorage(capacity: needed > capacity ? max(2 * capacity, needed) : capacity)
            storage.withUnsafeMutablePointers { header, bytes in
                copy.withUnsafeMutablePointers { copyHeader, copyBytes in
                    copyBytes.initialize(from: bytes, count: header.pointee.count)
                    copyHeader.pointee.count = header.pointee.count
                }
            }
            storage = copy
        }
    }

    /// Writes `extra` bytes through `body`, which gets the address of the first, after the bytes
    /// written so far, and counts them.
    private mutating func write(_ extra: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
        reserve(extra)
        storage.withUnsafeMutablePointers { header, bytes in
            body(bytes + header.pointee.count)
            header.pointee.count += extra
        }
    }

    /// The count and capacity live in the header: `ManagedBuffer.capacity` asks the allocator
    /// (`malloc_usable_size`) on each call, too slow for a check on every append. The bytes are
    /// `UInt8`, so nothing needs deinitialising.
    private struct Header {
        var count: Int
        let capacity: Int
    }

    private typealias Storage = ManagedBuffer<Header, UInt8>

    private static func makeStorage(capacity: Int) -> Storage {
        let capacity = max(capacity, 16)
        return Storage.create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }
    }

    /// `text` escaped for XML and polyglot HTML (see `escapeXML`).
    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { appendEscaped(utf8: $0) }
    }

    /// `text`, written unescaped into a buffer of its own, escaped for XML (see `escapeXML`).
    mutating func appendEscaped(_ text: MarkupBuffer) {
        text.withBytes { appendEscaped(utf8: $0) }
    }

    /// Escapes byte by byte: the five specials become entities, and the characters XML 1.0 forbids
    /// (C0 controls but tab, line feed and carriage return: one byte each; U+FFFE and U+FFFF:
    /// EF BF BE and EF BF BF) become U+FFFD. Every other byte, of ASCII or of a longer character,
    /// is copied as it is.
    private mutating func appendEscaped(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        // Fast path: most text needs nothing.
        if bytes.allSatisfy(Self.isPlainByte) { return append(bytes) }
        var k = 0
        while k < bytes.count {
            let byte = bytes[k]
            switch byte {
            case UInt8(ascii: "&"): append("&amp;")
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">"): append("&gt;")
            case UInt8(ascii: "\""): append("&quot;")
            case UInt8(ascii: "'"): append("&#39;")
            case 0x09, 0x0A, 0x0D: append(byte)
            case 0..<0x20: append("\u{FFFD}")
            case 0xEF where k + 2 < bytes.count && bytes[k + 1] == 0xBF && (bytes[k + 2] == 0xBE || bytes[k + 2] == 0xBF):
                append("\u{FFFD}")
                k += 2
            default: append(byte)
            }
            k += 1
        }
    }

    /// A byte that is neither a special nor part of a forbidden character (0xEF starts U+FFFE and
    /// U+FFFF, so it is looked at closer).
    static func isPlainByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF: false
        case 0..<0x20: false
        default: true
        }
    }

    /// How many Unicode scalars the bytes hold (every byte that does not continue a UTF-8 sequence).
    var scalarCount: Int {
        withBytes { bytes in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return count
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

    /// `<rect x=".." y=".." width=".." height=".."`, left open for the paint and the end.
    mutating func openRect(_ r: Rect) {
        append("<rect")
        attribute("x", r.x)
        attribute("y", r.y)
        attribute("width", r.width)
        attribute("height", r.height)
    }

    /// `x y`: a point of a path's data.
    mutating func appendPoint(_ x: Double, _ y: Double) {
        appendNumber(x)
        append(" ")
        appendNumber(y)
    }

    /// `<svg x=".." y=".." width=".." height="..">`: a nested viewport, which clips what it holds to
    /// `r` (SVG 1.1, 14.3.3); close it with `</svg>`.
    mutating func openViewport(_ r: Rect) {
        append("<svg")
        attribute("x", r.x)
        attribute("y", r.y)
        attribute("width", r.width)
        attribute("height", r.height)
        append(">\n")
    }

    /// ` viewBox="0 0 width height"`: an SVG whose user units are its own points.
    mutating func viewBox(width: Double, height: Double) {
        append(" viewBox=\"0 0 ")
        appendNumber(width)
        append(" ")
        appendNumber(height)
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
        append(UInt8(ascii: "#"))
        appendHexByte(color.r)
        appendHexByte(color.g)
        appendHexByte(color.b)
    }

    private mutating func appendHexByte(_ value: UInt8) {
        func digit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10 }
        append(digit(value >> 4))
        append(digit(value & 15))
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

    /// `formatNumber(x)`, written without building a `String` where formatNumber's own fast paths
    /// (`quickNumberForm`) apply; every other number through formatNumber itself.
    /// `MarkupBufferTests` holds the two to the same text.
    mutating func appendNumber(_ x: Double) {
        guard x.isFinite else { return append(unescaped: formatNumber(x)) }
        switch quickNumberForm(x) {
        case .integer(let n): appendInteger(Int(n))
        case .thousandths(let n, let negative): appendThousandths(UInt64(n), negative: negative)
        case .byDigits: append(unescaped: formatNumber(x))
        }
    }

    /// `n / 1000` with its sign, trailing zeros of the fraction dropped; "0" for zero, never "-0".
    private mutating func appendThousandths(_ n: UInt64, negative: Bool) {
        if n == 0 { return append(UInt8(ascii: "0")) }
        if negative { append(UInt8(ascii: "-")) }
        appendDecimal(n / 1000)
        var fraction = n % 1000
        guard fraction != 0 else { return }
        append(UInt8(ascii: "."))
        var divisor: UInt64 = 100
        while fraction != 0 {
            append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    /// The decimal digits of `n`.
    private mutating func appendDecimal(_ n: UInt64) {
        var digits = 1
        var rest = n
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        write(digits) { first in
            var position = first + digits
            var rest = n
            repeat {
                position -= 1
                position.initialize(to: UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest != 0
        }
    }
}

/// A document put together from markup written here and `String`s made elsewhere (the frames, the
/// template files). Making a `String` of markup checks that its bytes are UTF-8, about ten
/// instructions a byte once one character is not ASCII (a page has "·" in every caption); a
/// `String` appended to a `String` is copied without being checked again. So the frames and the
/// templates join the page as the Strings they are, and only the markup between them is checked.
///
/// A document that is written out rather than returned (`keepingBytes`) is kept as bytes alone:
/// no `String` is made of it, so it is held once (a flipbook's head with the curves of 20,000
/// drawings is megabytes: Docs/performance.md#big-flipbooks).
struct DocumentText {
    private var text = ""
    /// Markup written since the last `String` was appended; the whole document when kept as bytes.
    var markup = MarkupBuffer(capacity: 4096)
    private let keepsBytes: Bool

    init(capacity: Int, keepingBytes: Bool = false) {
        keepsBytes = keepingBytes
        if keepingBytes { markup = MarkupBuffer(capacity: capacity) } else { text.reserveCapacity(capacity) }
    }

    mutating func append(_ string: String) {
        if keepsBytes { return markup.append(unescaped: string) }
        flushMarkup()
        text += string
    }

    /// The document's bytes, when kept as bytes.
    func withBytes<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        precondition(keepsBytes, "DocumentText.withBytes needs keepingBytes")
        return try markup.withBytes(body)
    }

    mutating func finish() -> String {
        flushMarkup()
        return text
    }

    private mutating func flushMarkup() {
        guard !markup.isEmpty else { return }
        text += markup.text
        markup.removeLast(markup.count)
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
