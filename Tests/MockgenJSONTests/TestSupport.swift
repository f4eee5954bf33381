import MockgenFormat
import MockgenJSON

/// The error `JSONParser` throws for `bytes`, or nil if they parse.
func syntaxError(_ bytes: [UInt8]) -> JSONSyntaxError? {
    do {
        _ = try JSONParser.parse(bytes)
        return nil
    } catch {
        return error
    }
}

func syntaxError(_ text: String) -> JSONSyntaxError? {
    syntaxError(Array(text.utf8))
}

/// Parses text the test knows is valid; a failure is reported by the caller's #require.
func parse(_ text: String) throws -> JSONNode {
    try JSONParser.parse(text)
}

/// Compact JSON for a node, members in their order and numbers as written (or formatted), so
/// tests can compare structure and order in one string.
func compact(_ node: JSONNode) -> String {
    switch node.value {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let x): return node.lexeme ?? formatNumber(x)
    case .string(let s): return jsonString(s)
    case .array(let elements): return "[" + elements.map(compact).joined(separator: ",") + "]"
    case .object(let object):
        return "{"
            + object.members.map { jsonString($0.key) + ":" + compact($0.node) }
            .joined(separator: ",") + "}"
    }
}

/// Every node of a tree, depth first, with the nodes' keys where they are object members.
func allNodes(_ node: JSONNode) -> [JSONNode] {
    var out = [node]
    switch node.value {
    case .array(let elements): for e in elements { out += allNodes(e) }
    case .object(let object): for m in object.members { out += allNodes(m.node) }
    default: break
    }
    return out
}

/// Byte offset of a line:column in `bytes` (after an optional BOM), counting as the parser
/// documents: lines end at LF, CRLF or CR; columns count Unicode scalars. Written independently
/// of the parser so the two can check each other.
func byteOffset(of position: SourcePosition, in bytes: [UInt8]) -> Int? {
    var j = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var line = 1
    while line < position.line {
        guard j < bytes.count else { return nil }
        if bytes[j] == 0x0A {
            line += 1
        } else if bytes[j] == 0x0D {
            if j + 1 < bytes.count && bytes[j + 1] == 0x0A { j += 1 }
            line += 1
        }
        j += 1
    }
    var column = 1
    while column < position.column {
        guard j < bytes.count else { return nil }
        j += 1
        while j < bytes.count && bytes[j] & 0xC0 == 0x80 { j += 1 }
        column += 1
    }
    return j
}
