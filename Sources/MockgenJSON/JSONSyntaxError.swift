/// Why a text is not valid JSON (RFC 8259), and where.
///
/// Messages are short and lowercase, in the form `expected <what>, got <what>` where that fits:
/// `expected ',' or '}' after object member, got ']'`, `unterminated string`,
/// `duplicate key "x"`. The CLI prints them as `mockgen: <file>:<line>:<col>: <message>`.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public var position: SourcePosition
    public var message: String

    public init(position: SourcePosition, message: String) {
        self.position = position
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}
