import MockgenFormat

// MARK: - Values

/// A JSON value whose children remember where they were written.
///
/// Not `indirect`: arrays and objects already store their children out of line, so boxing every
/// case would only cost an allocation per number and string.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object(JSONObject)

    /// The JSON type name used in messages: `null`, `boolean`, `number`, `string`, `array`, `object`.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    public var isNull: Bool {
        if case .null = self { true } else { false }
    }

    public var bool: Bool? {
        if case .bool(let b) = self { b } else { nil }
    }

    public var number: Double? {
        if case .number(let x) = self { x } else { nil }
    }

    public var string: String? {
        if case .string(let s) = self { s } else { nil }
    }

    public var array: [JSONNode]? {
        if case .array(let a) = self { a } else { nil }
    }

    public var object: JSONObject? {
        if case .object(let o) = self { o } else { nil }
    }

    /// Equality as JSON means it: ignores positions, number spellings (`1` and `1.0`) and the
    /// order of object members. `==` instead compares everything, positions included.
    public func isSameJSON(as other: JSONValue) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where !x.value.isSameJSON(as: y.value) { return false }
            return true
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            for member in a.members {
                guard let other = b[member.key], member.node.value.isSameJSON(as: other.value) else {
                    return false
                }
            }
            return true
        default:
            return false
        }
    }
}

// MARK: - Nodes

/// A value and where it starts in the source.
///
/// A node read by the parser is a view into its `JSONTape` (16 bytes): the value is built when
/// asked for, and the position and the number's spelling are found again in the bytes. A node
/// built in code, or changed, holds its parts itself.
public struct JSONNode: Sendable, Equatable {
    enum Storage: Sendable {
        case parsed(JSONTape, UInt32)
        case built(Built)
    }

    final class Built: Sendable {
        let value: JSONValue
        let location: JSONLocation
        let lexeme: String?

        init(value: JSONValue, location: JSONLocation, lexeme: String?) {
            self.value = value
            self.location = location
            self.lexeme = lexeme
        }
    }

    var storage: Storage

    public init(_ value: JSONValue, at position: SourcePosition, lexeme: String? = nil) {
        storage = .built(Built(value: value, location: JSONLocation(position), lexeme: lexeme))
    }

    package init(_ value: JSONValue, at location: JSONLocation, lexeme: String? = nil) {
        storage = .built(Built(value: value, location: location, lexeme: lexeme))
    }

    package init(tape: JSONTape, index: Int) {
        storage = .parsed(tape, UInt32(truncatingIfNeeded: index))
    }

    public var value: JSONValue {
        get {
            switch storage {
            case .parsed(let tape, let index): tape.value(at: Int(index))
            case .built(let built): built.value
            }
        }
        set { storage = .built(Built(value: newValue, location: location, lexeme: lexeme)) }
    }

    /// Position of the value's first character (`{`, `[`, `"`, `-`, a digit or a letter).
    public var position: SourcePosition {
        get { location.position }
        set { storage = .built(Built(value: value, location: JSONLocation(newValue), lexeme: lexeme)) }
    }

    /// For a number read from text, the number exactly as written (`1e3`, `12345678901234567890`),
    /// so messages can quote the designer's own spelling. `nil` otherwise.
    public var lexeme: String? {
        get {
            switch storage {
            case .parsed(let tape, let index):
                let e = tape.entries[Int(index)]
                return e.kind == .number ? tape.lexeme(at: Int(e.offset)) : nil
            case .built(let built):
                return built.lexeme
            }
        }
        set { storage = .built(Built(value: value, location: location, lexeme: newValue)) }
    }

    /// Where the value was written, without counting lines and columns yet.
    package var location: JSONLocation {
        switch storage {
        case .parsed(let tape, let index): JSONLocation(tape: tape, offset: tape.entries[Int(index)].offset)
        case .built(let built): built.location
        }
    }

    /// The tape and entry of a node read by the parser.
    package var parsed: (tape: JSONTape, index: Int)? {
        if case .parsed(let tape, let index) = storage { (tape, Int(index)) } else { nil }
    }

    /// True for an array, without building its elements.
    package var isArray: Bool {
        if let (tape, index) = parsed { return tape.entries[index].kind == .array }
        return value.array != nil
    }

    public static func == (a: JSONNode, b: JSONNode) -> Bool {
        a.value == b.value && a.position == b.position && a.lexeme == b.lexeme
    }

    /// A short rendering for messages: `"tall"`, `1e3`, `true`, `null`, `an array`, `an object`.
    /// Strings longer than 40 characters are cut and end with `...`.
    public var summary: String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let x): return lexeme ?? formatNumber(x)
        case .string(let s):
            if s.count <= 40 { return jsonString(s) }
            return jsonString(String(s.prefix(37)) + "...")
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// Where a value or key was written: a byte offset into a parsed text, turned into a line and
/// column only when a message asks, or a position given outright.
package struct JSONLocation: Sendable {
    private enum Storage: Sendable {
        case offset(JSONTape, UInt32)
        case given(SourcePosition)
    }

    private let storage: Storage

    package init(tape: JSONTape, offset: UInt32) { storage = .offset(tape, offset) }
    package init(_ position: SourcePosition) { storage = .given(position) }

    package var position: SourcePosition {
        switch storage {
        case .offset(let tape, let offset): tape.position(ofOffset: Int(offset))
        case .given(let position): position
        }
    }
}

// MARK: - Objects

/// The members of a JSON object in source order, each with the position of its key.
///
/// Keys are unique. Lookup is a linear scan for small objects and a hash lookup from
/// `indexThreshold` members on. Keys compare as Swift strings (canonical equivalence), so `"é"`
/// written precomposed and decomposed is one key, as it looks in an editor.
public struct JSONObject: Sendable, Equatable {
    /// One `"key": value` pair.
    public struct Member: Sendable, Equatable {
        public var key: String
        var keyLocation: JSONLocation
        public var node: JSONNode

        public init(key: String, keyPosition: SourcePosition, node: JSONNode) {
            self.init(key: key, keyLocation: JSONLocation(keyPosition), node: node)
        }

        init(key: String, keyLocation: JSONLocation, node: JSONNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.node = node
        }

        /// Position of the key's opening quote.
        public var keyPosition: SourcePosition {
            get { keyLocation.position }
            set { keyLocation = JSONLocation(newValue) }
        }

        public static func == (a: Member, b: Member) -> Bool {
            a.key == b.key && a.keyPosition == b.keyPosition && a.node == b.node
        }
    }

    /// Members in source order.
    public private(set) var members: [Member]
    /// Key -> index into `members`; only for objects with `indexThreshold` members or more.
    private var index: [String: Int]?

    /// Objects at least this large get a hash index (also used by the parser for duplicates).
    static let indexThreshold = 16

    /// Builds an object from members in order; a repeated key replaces the earlier value in the
    /// earlier place, as `set` does.
    public init(_ members: [Member] = []) {
        self.members = []
        self.index = nil
        for m in members {
            set(m.key, keyLocation: m.keyLocation, node: m.node)
        }
    }

    /// Members read from a tape, whose keys the parser has already found unique.
    package init(parsedMembers: [Member]) {
        self.members = parsedMembers
        self.index = nil
        if parsedMembers.count >= Self.indexThreshold { rebuildIndex() }
    }

    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }
    /// Keys in source order.
    public var keys: [String] { members.map(\.key) }

    /// Index of `key` in `members`.
    public func indexOf(_ key: String) -> Int? {
        if let index { return index[key] }
        return members.firstIndex { $0.key == key }
    }

    /// The member named `key`.
    public func member(_ key: String) -> Member? {
        indexOf(key).map { members[$0] }
    }

    /// The value of `key`.
    public subscript(key: String) -> JSONNode? {
        indexOf(key).map { members[$0].node }
    }

    /// Replaces the value of `key` in place, or appends it at the end.
    public mutating func set(_ key: String, keyPosition: SourcePosition, node: JSONNode) {
        set(key, keyLocation: JSONLocation(keyPosition), node: node)
    }

    package mutating func set(_ key: String, keyLocation: JSONLocation, node: JSONNode) {
        let member = Member(key: key, keyLocation: keyLocation, node: node)
        if let i = indexOf(key) {
            members[i] = member
            return
        }
        members.append(member)
        if index != nil {
            index?[key] = members.count - 1
        } else if members.count >= Self.indexThreshold {
            rebuildIndex()
        }
    }

    /// Removes `key` if present, keeping the order of the others.
    @discardableResult
    public mutating func remove(_ key: String) -> Member? {
        guard let i = indexOf(key) else { return nil }
        let removed = members.remove(at: i)
        if index != nil { rebuildIndex() }
        return removed
    }

    private mutating func rebuildIndex() {
        guard members.count >= Self.indexThreshold else {
            index = nil
            return
        }
        var d = [String: Int](minimumCapacity: members.count)
        for (i, m) in members.enumerated() { d[m.key] = i }
        index = d
    }

    /// Equal when the members are equal in the same order (the index is derived).
    public static func == (a: JSONObject, b: JSONObject) -> Bool {
        a.members == b.members
    }
}
