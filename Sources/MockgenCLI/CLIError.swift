/// A failure reported as one line on stderr,
/// `mockgen: <source>[:<line>:<col>]: [<key path>: ]<message>`, with a sysexits code.
public struct CLIError: Error, Equatable, Sendable {
    public var exitCode: Int32
    public var source: String
    public var line: Int?
    public var column: Int?
    public var keyPath: String?
    public var message: String

    public init(exitCode: Int32, source: String, line: Int? = nil, column: Int? = nil, keyPath: String? = nil, message: String) {
        self.exitCode = exitCode
        self.source = source
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// EX_USAGE: the command line is wrong.
    static func usage(_ message: String) -> CLIError { CLIError(exitCode: 64, source: "arguments", message: message) }

    /// One line, whatever the message carried: its lines joined by spaces, and other control
    /// characters from a scenario or a file name (ESC, BEL) written as `\u001B`, and bytes of a name that is not UTF-8
    /// as `\xE9` (`CommandLineText.escaped`), so that no message splits a log line or drives the
    /// terminal.
    public var line1: String {
        var text = "mockgen: \(CommandLineText.escaped(source))"
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        text += ": "
        if let keyPath, !keyPath.isEmpty { text += "\(CommandLineText.escaped(keyPath)): " }
        // A library's message may end its lines with newlines: its lines are joined with spaces.
        return text + CommandLineText.escaped(message.split(whereSeparator: \.isNewline).joined(separator: " "))
    }
}

/// sysexits.h
public enum ExitCode {
    public static let ok: Int32 = 0
    /// `mockgen diff` and `mockgen check`: the layouts differ (like diff(1)).
    public static let differ: Int32 = 1
    public static let usage: Int32 = 64
    public static let dataError: Int32 = 65
    public static let noInput: Int32 = 66
    public static let software: Int32 = 70
    /// EX_OSERR: the system's limits leave too little to run in (an address-space limit).
    public static let osError: Int32 = 71
    public static let cantCreate: Int32 = 73
    /// EX_IOERR: stdout could not take the output (a closed pipe, a full disk).
    public static let ioError: Int32 = 74
}
