/// A colour as a scenario names it: literal sRGB or a UIKit semantic colour resolved per appearance.
public enum ColorSpec: Sendable, Equatable, Hashable {
    case rgba(UInt8, UInt8, UInt8, UInt8)
    case semantic(String)

    /// Parses `#RRGGBB`, `#RRGGBBAA` or a known semantic name; nil for anything else, so an
    /// unchecked string never reaches the SVG.
    public init?(parsing text: String) {
        if text.hasPrefix("#") {
            let hex = Array(text.utf8.dropFirst())
            guard hex.count == 6 || hex.count == 8 else { return nil }
            var bytes: [UInt8] = []
            var i = 0
            while i < hex.count {
                guard let hi = Self.nibble(hex[i]), let lo = Self.nibble(hex[i + 1]) else { return nil }
                bytes.append(hi << 4 | lo)
                i += 2
            }
            self = .rgba(bytes[0], bytes[1], bytes[2], bytes.count == 4 ? bytes[3] : 255)
        } else if SemanticColors.table[text] != nil {
            self = .semantic(text)
        } else {
            return nil
        }
    }

    /// The concrete colour in the given appearance.
    public func resolved(in appearance: Appearance) -> RGBA {
        switch self {
        case .rgba(let r, let g, let b, let a): return RGBA(r: r, g: g, b: b, a: a)
        case .semantic(let name):
            let pair = SemanticColors.table[name] ?? (RGBA(r: 0, g: 0, b: 0, a: 255), RGBA(r: 0, g: 0, b: 0, a: 255))
            return appearance == .dark ? pair.1 : pair.0
        }
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// A resolved sRGB colour with alpha, 0...255 each.
public struct RGBA: Sendable, Equatable, Hashable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// `#rrggbb`; the alpha goes into a separate opacity attribute in SVG.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [UInt8(ascii: "#")]
        for v in [r, g, b] {
            out.append(digits[Int(v >> 4)])
            out.append(digits[Int(v & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    public var opacity: Double { Double(a) / 255 }
}

public enum Appearance: String, Sendable, Equatable, Hashable, CaseIterable {
    case light, dark
}
