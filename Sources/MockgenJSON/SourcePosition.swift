/// A place in a source text as an editor shows it: 1-based line and column.
///
/// Lines end at LF, CRLF or a lone CR. Columns count Unicode scalars, so `é` (two UTF-8 bytes)
/// and a tab are one column each. A leading UTF-8 byte order mark is not counted.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode scalars from the start of the line.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, the form used in error messages (`ably.json:14:9: ...`).
    public var description: String { "\(line):\(column)" }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
