/// Formats a number of points for every output (JSON, SVG, HTML attributes): rounded half away
/// from zero to at most 3 decimals, shortest form, never `-0` (decisions.md, Output identity).
/// The rounding applies to the binary value times 1000, so 1.0005 (stored as 1.000499...) gives "1".
public func formatNumber(_ x: Double) -> String {
    guard x.isFinite else { return "0" }
    let scaled = (x * 1000).rounded(.toNearestOrAwayFromZero)
    guard abs(scaled) < 9.0e15 else { return String(Int64(x.rounded())) }
    let thousandths = Int64(scaled)
    if thousandths == 0 { return "0" }
    let magnitude = thousandths.magnitude
    var text = thousandths < 0 ? "-" : ""
    text += String(magnitude / 1000)
    var fraction = magnitude % 1000
    if fraction != 0 {
        var digits = 3
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let raw = String(fraction)
        text += "." + String(repeating: "0", count: digits - raw.count) + raw
    }
    return text
}
