/// A scenario the decoder refuses: which file, where, which key, and what was expected.
import MockgenJSON

public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as given, or `<name>.json` for a built-in.
    public var source: String
    public var position: SourcePosition?
    /// `list.sections[2].rows.height`; empty for the whole document.
    public var keyPath: String
    public var message: String

    public init(source: String, position: SourcePosition?, keyPath: String, message: String) {
        self.source = source
        self.position = position
        self.keyPath = keyPath
        self.message = message
    }

    /// `<source>[:<line>:<col>]: [<key path>: ]<message>` (Docs/errors.md).
    public var description: String {
        var text = source
        if let position { text += ":\(position.line):\(position.column)" }
        text += ": "
        if !keyPath.isEmpty { text += keyPath + ": " }
        return text + message
    }
}
