import MockgenFormat

/// A piece of markup as its text with every number taken out, and the numbers.
struct MarkupNumbers: Equatable {
    var text: String
    var values: [Double]
    /// Each number as written: put back unchanged where interpolation leaves it so ("header.1").
    var tokens: [String]
    /// Whether each number is an opacity's (held to a finer tolerance).
    var isOpacity: [Bool]

    init?(_ markup: String) {
        var text: [UInt8] = []
        var values: [Double] = []
        var isOpacity: [Bool] = []
        var tokens: [String] = []
        let bytes = Array(markup.utf8)
        var k = 0
        var number: [UInt8] = []
        var lastAttribute = ""
        var attributeStart = 0
        func flush() {
            if !number.isEmpty {
                let token = String(decoding: number, as: UTF8.self)
                tokens.append(token)
                values.append(Double(token) ?? 0)
                isOpacity.append(lastAttribute.hasSuffix("opacity"))
                text.append(1)
                number = []
            }
        }
        while k < bytes.count {
            let c = bytes[k]
            let isDigit = c >= 48 && c <= 57
            let startsNumber = isDigit || (c == 45 || c == 46) && k + 1 < bytes.count && bytes[k + 1] >= 48 && bytes[k + 1] <= 57
            if isDigit || !number.isEmpty && c == 46 || number.isEmpty && startsNumber {
                number.append(c)
            } else {
                flush()
                if c == 61 {  // '=': the attribute's name ends here
                    lastAttribute = String(decoding: bytes[attributeStart..<k], as: UTF8.self)
                }
                if c == 32 { attributeStart = k + 1 }
                text.append(c)
            }
            k += 1
        }
        flush()
        self.text = String(decoding: text, as: UTF8.self)
        self.values = values
        self.tokens = tokens
        self.isOpacity = isOpacity
    }
}

extension MarkupNumbers {
    /// The numbers put back, as the page writes them (to the thousandth).
    var joined: String {
        var out = ""
        var k = 0
        for scalar in text.unicodeScalars {
            if scalar == "\u{1}" {
                out += Double(tokens[k]) == values[k] ? tokens[k] : formatNumber((values[k] * 1000).rounded() / 1000)
                k += 1
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
