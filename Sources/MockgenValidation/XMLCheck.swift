import XMLShim

/// Well-formedness checks by libxml2.
public enum XMLCheck {
    /// Parses `xml` with libxml2: network access off (XML_PARSE_NONET), no entity substitution
    /// (never XML_PARSE_NOENT), no DTD loading, no external entities; throws the first error.
    public static func wellFormed(_ xml: String, document: String) throws(ValidationFailure) {
        var error = xmlshim_error()
        let failed = withUTF8Bytes(xml) { xmlshim_check_well_formed($0, $1, &error) }
        if failed != 0 { throw ValidationFailure(document: document, error) }
    }
}

/// Calls `body` with the UTF-8 bytes of `text` (what a file of it would hold) and their count.
func withUTF8Bytes<Result>(
    _ text: String, _ body: (UnsafePointer<CChar>?, Int) -> Result
) -> Result {
    var text = text
    return text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { body($0.baseAddress, $0.count) }
    }
}
