/// Formats a number for output (layout JSON, SVG): rounded half away from zero to at most three
/// decimals, in the shortest form, without exponent, never `-0`.
///
///     200 -> "200"    6.82758 -> "6.828"    0.1 + 0.2 -> "0.3"    -0.0001 -> "0"
///     -1.0005 -> "-1.001"    1e9 -> "1000000000"    1e16 -> "10000000000000000"
///
/// How it rounds: on the decimal digits of the shortest text that reads back as `x` (Swift's
/// `description`), not on the binary value. The Double nearest -1.0005 is
/// -1.000499999999999989..., so rounding the binary value would give "-1"; but the number was
/// written, computed or meant as -1.0005, and its shortest text says so, so it gives "-1.001".
/// Working on digits also avoids the second rounding of `(x * 1000).rounded() / 1000`, where the
/// multiplication itself can round a ...4999 up to ...5.
///
/// Non-finite input (which a valid layout never produces) gives `NaN`, `Infinity` or
/// `-Infinity`, which no JSON or SVG reader accepts: a bug shows instead of hiding as a number.
public func formatNumber(_ x: Double) -> String {
    guard x.isFinite else {
        return x.isNaN ? "NaN" : x < 0 ? "-Infinity" : "Infinity"
    }
    switch quickNumberForm(x) {
    case .integer(let n): return String(n)
    case .thousandths(let n, let negative): return formatThousandths(n, negative: negative)
    case .byDigits: return formatNumberByDigits(x)
    }
}

/// How formatNumber writes a finite `x`, when that is known without its decimal digits: the one
/// place of its fast paths, so that writers of numbers that skip the `String` (the SVG's byte
/// buffer) keep its exact rounding.
public enum QuickNumberForm: Equatable, Sendable {
    /// An integer: its digits, with "-" when negative (never "-0").
    case integer(Int64)
    /// `n / 1000`, trailing zeros of the fraction dropped, "-" when negative and n > 0.
    case thousandths(Int64, negative: Bool)
    /// Near a rounding tie or out of the fast range: only the digits decide (`formatNumber`).
    case byDigits
}

public func quickNumberForm(_ x: Double) -> QuickNumberForm {
    // Integers below 2^53 print exactly through Int64; -0.0 becomes "0". (No `rounded()`: it
    // calls libm, which a target that does not import Foundation does not link.)
    if x.magnitude < 9.0e15, Double(Int64(x)) == x { return .integer(Int64(x)) }
    // Fast path (Docs/performance.md: this ran for every number of every frame). Away from a tie, rounding
    // the binary value gives the same thousandths as rounding its shortest digits: they differ
    // only when the fourth decimal is a 5 with nothing after it, and |x| * 1000 below 1e9 is
    // exact to 1e-7. So within 1e-6 of a tie the digits decide; everywhere else this does.
    let scaled = x.magnitude * 1000
    if scaled < 1e9 {
        var thousandths = Int64(scaled)
        let fraction = scaled - Double(thousandths)
        if abs(fraction - 0.5) > 1e-6 {
            if fraction > 0.5 { thousandths += 1 }
            return .thousandths(thousandths, negative: x < 0)
        }
    }
    return .byDigits
}

/// `n / 1000` with its sign, trailing zeros of the fraction dropped; "0" for zero, never "-0".
private func formatThousandths(_ n: Int64, negative: Bool) -> String {
    if n == 0 { return "0" }
    let whole = n / 1000
    var fraction = n % 1000
    var out = negative ? "-" + String(whole) : String(whole)
    guard fraction != 0 else { return out }
    var digits = 3
    while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
    }
    let text = String(fraction)
    out += "." + String(repeating: "0", count: digits - text.count) + text
    return out
}

/// formatNumber's rule on the digits of the shortest text that reads back as `x`.
func formatNumberByDigits(_ x: Double) -> String {
    // The value is 0.d1 d2 d3 ... x 10^point, digits from the shortest text of |x|, which looks
    // like "6.82758", "1e-05", "1.2345e+16" or "5e-324".
    var digits: [UInt8] = []
    var integerDigits = 0
    var seenPoint = false
    var exponent = 0
    var exponentNegative = false
    var inExponent = false
    for c in x.magnitude.description.utf8 {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            if inExponent {
                exponent = exponent * 10 + Int(c - UInt8(ascii: "0"))
            } else {
                digits.append(c - UInt8(ascii: "0"))
                if !seenPoint { integerDigits += 1 }
            }
        case UInt8(ascii: "."): seenPoint = true
        case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
        case UInt8(ascii: "-"): exponentNegative = true
        default: break  // "+" of the exponent
        }
    }
    var point = integerDigits + (exponentNegative ? -exponent : exponent)
    while digits.first == 0 {
        digits.removeFirst()
        point -= 1
    }

    // Keep the digits up to the third decimal; round half away from zero on the next one.
    // (We work on |x|, so rounding the magnitude up is rounding away from zero.)
    let keep = point + 3
    if keep < 0 {
        digits = []  // |x| < 0.0001: rounds to 0
    } else if keep < digits.count {
        let roundUp = digits[keep] >= 5
        digits.removeLast(digits.count - keep)
        if roundUp {
            var k = digits.count - 1
            while k >= 0 && digits[k] == 9 {
                digits[k] = 0
                k -= 1
            }
            if k >= 0 {
                digits[k] += 1
            } else {
                digits.insert(1, at: 0)  // 999.9995 -> 1000, 0.0005 -> 0.001
                point += 1
            }
        }
    }
    while digits.last == 0 { digits.removeLast() }
    if digits.isEmpty { return "0" }

    var out: [UInt8] = x < 0 ? [UInt8(ascii: "-")] : []
    let ascii = digits.map { $0 + UInt8(ascii: "0") }
    if point <= 0 {
        out += Array("0.".utf8) + [UInt8](repeating: UInt8(ascii: "0"), count: -point) + ascii
    } else if point >= ascii.count {
        out += ascii + [UInt8](repeating: UInt8(ascii: "0"), count: point - ascii.count)
    } else {
        out += ascii[..<point] + [UInt8(ascii: ".")] + ascii[point...]
    }
    return String(decoding: out, as: UTF8.self)
}
