/// `s` as a JSON string literal, quotes included.
///
/// Escapes as RFC 8785 (JSON canonicalization) and JavaScript's `JSON.stringify` do: `\"` and
/// `\\`; `\b \f \n \r \t` for those five control characters and `\u00xx` (lowercase hex) for the
/// other ones below U+0020. Everything else, `/` and non-ASCII included, is written as is in
/// UTF-8, so the output is deterministic and readable in diffs.
public func jsonString(_ s: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(s.utf8.count + 2)
    out.append(UInt8(ascii: "\""))
    for b in s.utf8 {
        switch b {
        case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
        case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
        case 0x08: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
        case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case 0x0C: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
        case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case 0..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            out += Array("\\u00".utf8) + [hex[Int(b >> 4)], hex[Int(b & 0xF)]]
        default:
            out.append(b)
        }
    }
    out.append(UInt8(ascii: "\""))
    return String(decoding: out, as: UTF8.self)
}
