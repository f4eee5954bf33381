/// Escapes scenario text for XML and polyglot HTML: element content and attribute values alike.
///
/// All five specials are replaced (`'` as `&#39;`, which HTML knows and `&apos;` is not in HTML 4),
/// and characters that XML 1.0 forbids (C0 controls other than tab, line feed and carriage return,
/// U+FFFE, U+FFFF) become U+FFFD, so no title can make a document ill-formed.
func escapeXML(_ text: String) -> String {
    // Fast path: most titles need nothing.
    if !text.unicodeScalars.contains(where: needsEscape) { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        case _ where !isXMLChar(scalar): out.unicodeScalars.append("\u{FFFD}")
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}

private func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "&", "<", ">", "\"", "'": return true
    default: return !isXMLChar(scalar)
    }
}

/// XML 1.0 `Char` production (Swift strings hold no lone surrogates, so only these remain).
private func isXMLChar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD: return true
    case 0..<0x20: return false
    case 0xFFFE, 0xFFFF: return false
    default: return true
    }
}
