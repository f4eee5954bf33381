import MockgenTestSupport
import Testing

@testable import MockgenFormat

@Suite("Number format")
struct NumberFormatTests {
    @Test func examplesFromTheBrief() {
        #expect(formatNumber(200) == "200")
        #expect(formatNumber(6.82758) == "6.828")
        #expect(formatNumber(0.1 + 0.2) == "0.3")
        #expect(formatNumber(-0.0001) == "0")
        #expect(formatNumber(-1.0005) == "-1.001")
        #expect(formatNumber(1e9) == "1000000000")
        #expect(formatNumber(1e15) == "1000000000000000")
    }

    @Test func roundsHalfAwayFromZeroOnTheShortestDecimal() {
        // The Doubles nearest 1.0005 and 1.2345 are slightly below them, but their shortest
        // text is "1.0005" and "1.2345", and that is what is rounded.
        #expect(formatNumber(1.0005) == "1.001")
        #expect(formatNumber(1.2345) == "1.235")
        #expect(formatNumber(0.0005) == "0.001")
        #expect(formatNumber(-0.0005) == "-0.001")
        #expect(formatNumber(0.00049999) == "0")
        #expect(formatNumber(2.0004999) == "2")
        #expect(formatNumber(999.9995) == "1000")
        #expect(formatNumber(-999.9995) == "-1000")
        #expect(formatNumber(0.9995) == "1")
        #expect(formatNumber(9.9999) == "10")
        #expect(formatNumber(123456789.123456) == "123456789.123")
    }

    @Test func shortestForm() {
        #expect(formatNumber(2.5) == "2.5")
        #expect(formatNumber(12.30) == "12.3")
        #expect(formatNumber(0.125) == "0.125")
        #expect(formatNumber(0.001) == "0.001")
        #expect(formatNumber(-200) == "-200")
        #expect(formatNumber(44.0) == "44")
        #expect(formatNumber(1.0001) == "1")
    }

    @Test func neverMinusZero() {
        #expect(formatNumber(-0.0) == "0")
        #expect(formatNumber(0) == "0")
        #expect(formatNumber(-0.0004) == "0")
        #expect(formatNumber(-1e-300) == "0")
        #expect(formatNumber(.leastNonzeroMagnitude) == "0")
        #expect(formatNumber(-.leastNonzeroMagnitude) == "0")
    }

    @Test func largeValuesHaveNoExponent() {
        #expect(formatNumber(1e16) == "10000000000000000")
        #expect(formatNumber(-1e21) == "-1000000000000000000000")
        #expect(formatNumber(0x1p53) == "9007199254740992")  // past Int64 fast path
        #expect(formatNumber(0x1p53 + 2) == "9007199254740994")
        #expect(formatNumber(123456789012345.67) == "123456789012345.67")
        let largest = formatNumber(.greatestFiniteMagnitude)
        #expect(largest.count == 309)
        #expect(largest.hasPrefix("17976931348623157"))
    }

    @Test func nonFiniteIsVisible() {
        #expect(formatNumber(.nan) == "NaN")
        #expect(formatNumber(.infinity) == "Infinity")
        #expect(formatNumber(-.infinity) == "-Infinity")
    }

    /// Output reads back within half a thousandth, and is already in its shortest form.
    /// The fast path (binary rounding away from ties) agrees with rounding the shortest digits.
    @Test func fastPathAgreesWithTheDigits() {
        var rng = SplitMix64(seed: 8)
        for scale in [1e-3, 1, 100, 1e4, 1e6, 1e8] {
            for _ in 0..<20_000 {
                let x = Double.random(in: -scale...scale, using: &rng)
                // Values a layout makes: thirds, halves, sums of offsets and spreads.
                for v in [x, (x * 3).rounded() / 3, (x * 1000).rounded() / 1000 + 0.0005, x / 29 * 7] {
                    #expect(formatNumber(v) == formatNumberByDigits(v), "\(v)")
                }
            }
        }
    }

    @Test func randomValuesReadBackWithinRounding() throws {
        var rng = SplitMix64(seed: 3)
        for _ in 0..<10_000 {
            let x = Double.random(in: -100_000...100_000, using: &rng)
            let text = formatNumber(x)
            let back = try #require(Double(text))
            #expect(abs(back - x) <= 0.0005 + 1e-9, "\(x) -> \(text)")
            #expect(!text.hasSuffix("0") || !text.contains("."), "\(text)")
            #expect(!text.hasSuffix("."))
            #expect(text != "-0")
        }
    }
}
