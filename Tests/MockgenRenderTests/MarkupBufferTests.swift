import MockgenFormat
import MockgenLayout
import MockgenTestSupport
import Testing

@testable import MockgenRender

/// MarkupBuffer writes numbers, colours and escaped text without `String`s in between; what it
/// writes must be what formatNumber, RGBA.hex and escapeXML give.
@Suite struct MarkupBufferTests {
    static func written(_ write: (inout MarkupBuffer) -> Void) -> String {
        var out = MarkupBuffer()
        write(&out)
        return out.text
    }

    static let examples: [Double] = [
        0, -0.0, 1, -1, 0.5, -0.5, 0.1 + 0.2, 6.82758, -1.0005, 1.0005, 0.0005, -0.0005, 0.0004999, 0.00049,
        999.9995, 999.9994, 1 / 3, 2 / 3, -2 / 3, 49.667, 95.586, 1e9, 1e16, 1e308, 5e-324, 123_456.789_5,
        999_999.999_5, 1_000_000.000_5, 8_999_999_999_999_998, 9.0e15, -9.0e15, 1e15 + 0.5,
        .infinity, -.infinity, .nan, Double.ulpOfOne, 0.18 * 255 / 255, 0.72, 0.75,
    ]

    @Test func numbersAreFormatNumbers() {
        for x in Self.examples {
            #expect(Self.written { $0.appendNumber(x) } == formatNumber(x), "\(x)")
        }
    }

    /// Random values at every scale, and values near the ties of the third decimal.
    @Test func randomNumbersAreFormatNumbers() {
        var rng = SplitMix64(seed: 0x6D61_726B_7570)  // "markup": every run checks the same values
        func next() -> UInt64 { rng.next() }
        for _ in 0..<20_000 {
            let unit = Double(next() >> 11) / Double(1 << 53)
            let scale = [1e-4, 1e-2, 1, 100, 1e4, 1e6, 1e9, 1e12][Int(next() % 8)]
            let sign: Double = next() % 2 == 0 ? 1 : -1
            let x = sign * unit * scale
            #expect(Self.written { $0.appendNumber(x) } == formatNumber(x), "\(x)")
            let tie = sign * (Double(next() % 1_000_000) + 0.5) / 1000
            for y in [tie, tie.nextUp, tie.nextDown] {
                #expect(Self.written { $0.appendNumber(y) } == formatNumber(y), "\(y)")
            }
        }
    }

    @Test func integersHaveTheirDigits() {
        for n in [0, 7, 10, -10, 1_234_567, Int.max, Int.min] {
            #expect(Self.written { $0.appendInteger(n) } == String(n))
        }
    }

    @Test func coloursAreHex() {
        for color in [RGBA(r: 0, g: 0, b: 0), RGBA(r: 0xff, g: 0x2d, b: 0x55), RGBA(r: 0x0a, g: 0xb0, b: 0xc9, a: 3)] {
            #expect(Self.written { $0.appendHex(color) } == color.hex)
        }
    }

    /// A fill: the colour, the opacity only below 1, nothing at all when it would not show.
    @Test func paints() {
        func paint(_ color: RGBA, opacity: Double = 1) -> String? {
            Paint(color, opacity: opacity).map { paint in Self.written { $0.append(paint) } }
        }
        let red = RGBA(r: 0xff, g: 0, b: 0)
        #expect(paint(red) == " fill=\"#ff0000\"")
        #expect(paint(red, opacity: 0.18) == " fill=\"#ff0000\" fill-opacity=\"0.18\"")
        #expect(paint(RGBA(r: 0xff, g: 0, b: 0, a: 128)) == " fill=\"#ff0000\" fill-opacity=\"0.502\"")
        #expect(paint(red, opacity: 0.9999) == " fill=\"#ff0000\"")
        #expect(paint(red, opacity: 0.0004) == nil)
        #expect(paint(RGBA(r: 0, g: 0, b: 0, a: 0)) == nil)
    }

    /// escapeXML as it was written first, character by character: the byte-wise escaping must agree.
    static func referenceEscape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    @Test func escapedTextIsEscapeXML() {
        let texts = [
            "plain", "a&b<c>d\"e'f", "tab\tnew\nline\r\u{0}\u{1b}\u{7f}\u{FFFE}\u{FFFF}", "헤더 뷰", "\u{FFFD}\u{FFFC}\u{FEFF}",
            "ﬀ\u{EFFF}", "", "\u{FFFF}", "x\u{FFFE}", "e\u{301}<\u{301}", "😀&", "\u{10FFFF}'",
        ]
        for text in texts {
            #expect(escapeXML(text) == Self.referenceEscape(text), "\(text)")
            #expect(Self.written { $0.appendEscaped(text) } == Self.referenceEscape(text), "\(text)")
            var raw = MarkupBuffer()
            raw.append(unescaped: text)
            #expect(Self.written { $0.appendEscaped(raw) } == Self.referenceEscape(text), "\(text)")
            #expect(raw.scalarCount == text.unicodeScalars.count)
        }
    }

    /// A copy keeps its bytes when either buffer is written to afterwards (the bytes are shared
    /// until then), and growing past the first capacity keeps what was written.
    @Test func copiesAreValues() {
        var a = MarkupBuffer(capacity: 1)
        a.append("<g>")
        var b = a
        b.append("<rect/>")
        a.append("</g>")
        #expect(a.text == "<g></g>" && b.text == "<g><rect/>")
        var c = b
        c.removeLast(7)
        #expect(b.text == "<g><rect/>" && c.text == "<g>")
        for n in 0..<1000 { c.appendInteger(n) }
        #expect(c.count == 3 + (10 + 90 * 2 + 900 * 3))
    }
}
