import MockgenFormat
import MockgenJSON
import MockgenLayout

/// A JSON value being decoded, with what it takes to say where it came from.
struct Reader {
    let node: JSONNode
    let source: String
    /// Where the node sits; a `JSONPath` is built from it only for a message.
    let trail: PathTrail

    init(node: JSONNode, path: JSONPath, source: String) {
        self.init(node: node, trail: PathTrail(path), source: source)
    }

    init(node: JSONNode, trail: PathTrail, source: String) {
        self.node = node
        self.trail = trail
        self.source = source
    }

    var path: JSONPath { trail.path }

    func fail(_ message: String, at position: SourcePosition? = nil) -> ScenarioError {
        ScenarioError(source: source, position: position ?? node.position, keyPath: path.description, message: message)
    }

    /// "got" part of a type error: the value as written, shortened.
    var got: String {
        switch node.value {
        case .string(let s): return "\"" + (s.count > 40 ? String(s.prefix(40)) + "…" : s) + "\""
        case .number(let x): return node.lexeme ?? formatNumber(x)
        case .bool(let b): return b ? "true" : "false"
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

    func array() throws(ScenarioError) -> ArrayReader {
        if let (tape, index) = node.parsed, tape.entries[index].kind == .array {
            return ArrayReader(tape: tape, index: index, parent: trail.sealed, source: source)
        }
        guard let items = node.value.array else { throw fail("expected an array, got \(got)") }
        return ArrayReader(nodes: items, parent: trail.sealed, source: source)
    }

    /// An object whose keys must all be among `allowed`; an unknown key is an error at the key.
    func object(_ allowed: [String]) throws(ScenarioError) -> ObjectReader {
        // A parsed object is read on its tape: no members are built unless a key is unknown.
        if let (tape, index) = node.parsed, tape.entries[index].kind == .object {
            var j = index + 1
            var known = true
            for _ in 0..<tape.entries[index].count {
                if !allowed.contains(where: { tape.string(at: j, equals: $0) }) {
                    known = false
                    break
                }
                j = tape.next(after: j + 1)
            }
            if known { return ObjectReader(parsedObjectOf: self) }
        }
        guard let object = node.value.object else { throw fail("expected an object, got \(got)") }
        for member in object.members where !allowed.contains(member.key) {
            throw ScenarioError(
                source: source, position: member.keyPosition, keyPath: path.appending(member.key).description,
                message: KeyHints.message(forUnknown: member.key, at: path, allowed: allowed))
        }
        return ObjectReader(object: object, reader: self)
    }

    func color() throws(ScenarioError) -> ColorSpec {
        let s = try string()
        guard let c = ColorSpec(parsing: s) else {
            if let name = KeyHints.colour(forSwiftSpelling: s) {
                throw fail("unknown colour \"\(s)\"; write " + (name.hasPrefix("\"") ? name : "\"\(name)\""))
            }
            if let near = nearestKey(to: s, among: SemanticColors.names) {
                throw fail("unknown colour \"\(s)\"; did you mean \"\(near)\"?")
            }
            throw fail("expected #RRGGBB, #RRGGBBAA or a UIKit colour name such as \"systemBackground\", got \(got)")
        }
        return c
    }
}

struct ObjectReader {
    let reader: Reader
    /// The members of an object built in code (a merged variant); nil when `reader`'s node is a
    /// parsed object, whose members are read on its tape.
    private let built: JSONObject?
    /// The object's own path with room for a member's key, when `reader.trail` has none.
    private let sealedTrail: PathTrail?

    init(object: JSONObject, reader: Reader) {
        self.init(built: object, reader: reader)
    }

    init(parsedObjectOf reader: Reader) {
        self.init(built: nil, reader: reader)
    }

    private init(built: JSONObject?, reader: Reader) {
        self.reader = reader
        self.built = built
        sealedTrail = reader.trail.second == nil ? nil : reader.trail.sealedForChildren
    }

    var object: JSONObject {
        built ?? reader.node.value.object!
    }

    private func node(_ key: String) -> JSONNode? {
        guard let (tape, index) = reader.node.parsed, built == nil else { return built?[key] }
        var j = index + 1
        for _ in 0..<tape.entries[index].count {
            if tape.string(at: j, equals: key) { return JSONNode(tape: tape, index: j + 1) }
            j = tape.next(after: j + 1)
        }
        return nil
    }

    subscript(key: String) -> Reader? {
        guard let node = node(key) else { return nil }
        return Reader(node: node, trail: (sealedTrail ?? reader.trail).child(.key(key)), source: reader.source)
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

    func has(_ key: String) -> Bool { node(key) != nil }
}

/// The elements of an array, each read when asked for: a list of a million rows makes no
/// million readers, nor for a parsed array a million nodes, at once.
struct ArrayReader: Collection {
    /// An element's place: its position in the array and, for a parsed array, its tape entry.
    struct Index: Comparable {
        let position: Int
        let entry: Int

        static func == (a: Index, b: Index) -> Bool { a.position == b.position }
        static func < (a: Index, b: Index) -> Bool { a.position < b.position }
    }

    private let tape: JSONTape?
    private let firstEntry: Int
    /// The elements of an array built in code; empty for a parsed one.
    private let nodes: [JSONNode]
    private let parent: PathTrail.Link?
    private let source: String
    let count: Int

    init(tape: JSONTape, index: Int, parent: PathTrail.Link?, source: String) {
        self.tape = tape
        firstEntry = index + 1
        nodes = []
        count = tape.entries[index].count
        self.parent = parent
        self.source = source
    }

    init(nodes: [JSONNode], parent: PathTrail.Link?, source: String) {
        tape = nil
        firstEntry = 0
        self.nodes = nodes
        count = nodes.count
        self.parent = parent
        self.source = source
    }

    var startIndex: Index { Index(position: 0, entry: firstEntry) }
    var endIndex: Index { Index(position: count, entry: 0) }
    var isEmpty: Bool { count == 0 }

    func index(after i: Index) -> Index {
        Index(position: i.position + 1, entry: tape?.next(after: i.entry) ?? 0)
    }

    func node(at i: Index) -> JSONNode {
        if let tape { JSONNode(tape: tape, index: i.entry) } else { nodes[i.position] }
    }

    subscript(i: Index) -> Reader {
        Reader(node: node(at: i), trail: PathTrail(parent: parent, first: .index(i.position)), source: source)
    }
}

/// A key path as links to where its ancestors sit plus up to two last steps held inline: a row's
/// path and its fields' paths cost no allocation, and a `JSONPath` is built only for a message.
struct PathTrail {
    final class Link: Sendable {
        let parent: Link?
        let component: JSONPath.Component

        init(parent: Link?, component: JSONPath.Component) {
            self.parent = parent
            self.component = component
        }
    }

    let parent: Link?
    /// The steps after `parent`; `second` only with `first`.
    let first: JSONPath.Component?
    let second: JSONPath.Component?

    init(parent: Link?, first: JSONPath.Component? = nil, second: JSONPath.Component? = nil) {
        self.parent = parent
        self.first = first
        self.second = second
    }

    init(_ path: JSONPath) {
        var link: Link?
        for component in path.components { link = Link(parent: link, component: component) }
        self.init(parent: link)
    }

    /// The path with `component` added, keeping it inline when there is room.
    func child(_ component: JSONPath.Component) -> PathTrail {
        guard let first else { return PathTrail(parent: parent, first: component) }
        guard let second else { return PathTrail(parent: parent, first: first, second: component) }
        return PathTrail(parent: Link(parent: Link(parent: parent, component: first), component: second), first: component)
    }

    /// The same path with room for a child step inline, for a container whose children are many.
    var sealedForChildren: PathTrail {
        guard let first, let second else { return self }
        return PathTrail(parent: Link(parent: Link(parent: parent, component: first), component: second))
    }

    /// The same path held in links only, so that every element's path is one inline step.
    var sealed: Link? {
        var link = parent
        if let first { link = Link(parent: link, component: first) }
        if let second { link = Link(parent: link, component: second) }
        return link
    }

    var path: JSONPath {
        var components: [JSONPath.Component] = []
        if let second { components.append(second) }
        if let first { components.append(first) }
        var link = parent
        while let l = link {
            components.append(l.component)
            link = l.parent
        }
        return JSONPath(components.reversed())
    }
}
