import XMLShim

/// A document that libxml2 rejected: which document, where, and libxml2's own message.
public struct ValidationFailure: Error, Equatable, CustomStringConvertible {
    /// The name the caller gave the document, e.g. "ably-007.svg" or "flipbook".
    public var document: String
    /// 1-based; 0 if unknown.
    public var line: Int
    /// 1-based; 0 if unknown (libxml2 keeps no column for validity errors).
    public var column: Int
    /// libxml2's message, trimmed, on one line.
    public var message: String

    public init(document: String, line: Int = 0, column: Int = 0, message: String) {
        self.document = document
        self.line = line
        self.column = column
        self.message = message
    }

    /// `<document>:<line>:<column>: <message>`, leaving out a line or column that is unknown.
    public var description: String {
        var place = document
        if line > 0 {
            place += ":\(line)"
            if column > 0 { place += ":\(column)" }
        }
        return "\(place): \(message)"
    }
}

extension ValidationFailure {
    /// The failure that the C shim filled in.
    init(document: String, _ error: xmlshim_error) {
        var error = error
        let text = withUnsafeBytes(of: &error.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        // libxml2's messages end in a newline, and a few have a second line ("Bytes: 0xFF ...").
        let message = text.split(whereSeparator: \.isNewline)
            .map { line in line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace) }
            .filter { !$0.isEmpty }
            .map { String($0.reversed()) }
            .joined(separator: " ")
        self.init(
            document: document, line: Int(error.line), column: Int(error.column), message: message
        )
    }
}
