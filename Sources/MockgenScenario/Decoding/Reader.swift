import MockgenLayout

/// A JSON value being decoded, with what it takes to say where it came from.
struct Reader {
    let node: JSONNode
    let path: JSONPath
    let source: String

    func fail(_ message: String, at position: SourcePosition? = nil) -> ScenarioError {
        ScenarioError(source: source, position: position ?? node.position, keyPath: path.description, message: message)
    }

    /// "got" part of a type error: the value as written, shortened.
    var got: String {
        switch node.value {
        case let .string(s): return "\"" + (s.count > 40 ? String(s.prefix(40)) + "…" : s) + "\""
        case let .number(x): return node.lexeme ?? formatNumber(x)
        case let .bool(b): return b ? "true" : "false"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    var isNull: Bool { node.value.isNull }

    func number() throws(ScenarioError) -> Double {
        guard let x = node.value.number else { throw fail("expected a number, got \(got)") }
        return x
    }

    /// Largest size or distance, in points. With at most `ScenarioDecoder.maxRows` rows the content
    /// stays below 1e15 pt, so no sum of lengths reaches infinity (a 1e308 row height times a
    /// billion rows did, and came out as `Infinity` in the layout JSON).
    static let maxLength = 1_000_000.0
    /// Largest magnitude of a signed position (an inset, an offset, a path value), in points.
    static let maxCoordinate = 1e15

    /// A size or distance: finite, >= 0 and at most `maxLength`.
    func size() throws(ScenarioError) -> Double {
        guard let x = node.value.number, x.isFinite, x >= 0 else { throw fail("expected a number >= 0, got \(got)") }
        try checkLength(x)
        return x
    }

    func checkLength(_ x: Double) throws(ScenarioError) {
        guard x <= Self.maxLength else { throw fail("\(got) is more than the limit of \(formatNumber(Self.maxLength)) points") }
    }

    func finite() throws(ScenarioError) -> Double {
        guard let x = node.value.number, x.isFinite else { throw fail("expected a number, got \(got)") }
        guard abs(x) <= Self.maxCoordinate else { throw fail("\(got) is beyond the limit of ±1e15 points") }
        return x
    }

    func integer(in range: ClosedRange<Int>, what: String = "a whole number") throws(ScenarioError) -> Int {
        guard let x = node.value.number, x.rounded() == x else {
            throw fail("expected \(what) from \(range.lowerBound) to \(range.upperBound), got \(got)")
        }
        // Below the range is a sign slip, not a limit: say what is expected ("a count >= 0").
        guard x >= Double(range.lowerBound) else { throw fail("expected \(what) >= \(range.lowerBound), got \(got)") }
        guard x <= Double(range.upperBound) else {
            throw fail("\(got) is outside \(range.lowerBound)...\(range.upperBound): the limit is \(range.upperBound)")
        }
        return Int(x)
    }

    func string() throws(ScenarioError) -> String {
        guard let s = node.value.string else { throw fail("expected a string, got \(got)") }
        return s
    }

    func bool() throws(ScenarioError) -> Bool {
        guard let b = node.value.bool else { throw fail("expected true or false, got \(got)") }
        return b
    }

    func oneOf<T>(_ choices: [(String, T)]) throws(ScenarioError) -> T {
        let names = choices.map(\.0)
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        guard let s = node.value.string else { throw fail("expected one of \(list), got \(got)") }
        if let hit = choices.first(where: { $0.0 == s }) { return hit.1 }
        if let near = nearestKey(to: s, among: names) { throw fail("unknown value \"\(s)\"; did you mean \"\(near)\"?") }
        throw fail("expected one of \(list), got \(got)")
    }

    func array() throws(ScenarioError) -> [Reader] {
        guard let items = node.value.array else { throw fail("expected an array, got \(got)") }
        return items.enumerated().map { Reader(node: $1, path: path.appending($0), source: source) }
    }

    /// An object whose keys must all be among `allowed`; an unknown key is an error at the key.
    func object(_ allowed: [String]) throws(ScenarioError) -> ObjectReader {
        guard let object = node.value.object else { throw fail("expected an object, got \(got)") }
        for member in object.members where !allowed.contains(member.key) {
            throw ScenarioError(source: source, position: member.keyPosition, keyPath: path.appending(member.key).description,
                                message: KeyHints.message(forUnknown: member.key, at: path, allowed: allowed))
        }
        return ObjectReader(object: object, reader: self)
    }

    func color() throws(ScenarioError) -> ColorSpec {
        let s = try string()
        guard let c = ColorSpec(parsing: s) else {
            if let near = nearestKey(to: s, among: SemanticColors.names) {
                throw fail("unknown colour \"\(s)\"; did you mean \"\(near)\"?")
            }
            throw fail("expected #RRGGBB, #RRGGBBAA or a UIKit colour name such as \"systemBackground\", got \(got)")
        }
        return c
    }
}

struct ObjectReader {
    let object: JSONObject
    let reader: Reader

    subscript(key: String) -> Reader? {
        object[key].map { Reader(node: $0, path: reader.path.appending(key), source: reader.source) }
    }

    /// The value at `key` unless absent or null.
    func optional(_ key: String) -> Reader? {
        guard let r = self[key], !r.isNull else { return nil }
        return r
    }

    func required(_ key: String) throws(ScenarioError) -> Reader {
        guard let r = self[key] else { throw reader.fail("missing key \"\(key)\"") }
        return r
    }

    func has(_ key: String) -> Bool { object[key] != nil }
}
