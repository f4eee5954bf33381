import MockgenFormat

/// Why an RFC 6902 JSON Patch could not be applied: the operation (its place in the patch, its
/// `op` and `path`) and what went wrong, at the position of the value that says so.
public struct JSONPatchError: Error, Sendable, Equatable {
    /// The operation's index in the patch array.
    public var index: Int
    /// `op` as written ("replace"), or "" when it is missing.
    public var op: String
    /// The JSON Pointer at fault (`path`, or `from` for `move` and `copy`), as written.
    public var pointer: String
    public var message: String
    /// Where the operation (or its offending member) was written.
    public var position: SourcePosition
}

/// The operations of RFC 6902 (section 4), in its order: the ones `jsonPatch` applies.
public let jsonPatchOperations = ["add", "remove", "replace", "move", "copy", "test"]

/// Applies an RFC 6902 JSON Patch: an array of operations (`add`, `remove`, `replace`, `move`,
/// `copy`, `test`) applied in order, each at a JSON Pointer (RFC 6901: `/list/sections/1`, `~0`
/// for `~` and `~1` for `/` in a key, `-` past an array's end for `add`). The patch stops at the
/// first operation that fails (RFC 6902, section 5), and that operation is reported.
///
/// Positions follow where each value was written, as with the merge patch (`jsonMergePatch`):
/// values the patch adds keep the patch's positions, so an error in them points into the patch.
public func jsonPatch(_ target: JSONNode, _ patch: JSONNode) throws(JSONPatchError) -> JSONNode {
    guard case .array(let operations) = patch.value else {
        throw JSONPatchError(
            index: 0, op: "", pointer: "", message: "a JSON Patch is an array of operations, got \(patch.value.typeName)",
            position: patch.position)
    }
    var document = target
    for (k, operation) in operations.enumerated() {
        try apply(operation, index: k, to: &document)
    }
    return document
}

private func apply(_ operation: JSONNode, index k: Int, to document: inout JSONNode) throws(JSONPatchError) {
    guard case .object(let fields) = operation.value else {
        throw JSONPatchError(
            index: k, op: "", pointer: "", message: "an operation is an object, got \(operation.value.typeName)",
            position: operation.position)
    }
    func fail(_ message: String, pointer: String = "", at node: JSONNode? = nil) -> JSONPatchError {
        JSONPatchError(
            index: k, op: fields["op"]?.value.string ?? "", pointer: pointer, message: message,
            position: (node ?? operation).position)
    }
    guard let opNode = fields["op"] else { throw fail("an operation needs \"op\"") }
    guard let op = opNode.value.string, jsonPatchOperations.contains(op) else {
        let ops = jsonPatchOperations.map { "\"\($0)\"" }.joined(separator: ", ")
        throw fail("\"op\" is one of \(ops), got \(opNode.summary)", at: opNode)
    }
    let wanted: Set<String> =
        switch op {
        case "add", "replace", "test": ["op", "path", "value"]
        case "move", "copy": ["op", "path", "from"]
        default: ["op", "path"]
        }
    if let extra = fields.keys.first(where: { !wanted.contains($0) }) {
        let allowed = ["op", "path", "value", "from"].filter(wanted.contains).map { "\"\($0)\"" }.joined(separator: ", ")
        throw fail("unknown member \"\(extra)\" (\(op) takes \(allowed))", at: fields[extra])
    }
    func pointer(_ key: String) throws(JSONPatchError) -> (text: String, tokens: [String]) {
        guard let node = fields[key] else { throw fail("\(op) needs \"\(key)\"") }
        guard let text = node.value.string else {
            throw fail("\"\(key)\" is a JSON Pointer string, got \(node.summary)", at: node)
        }
        guard let tokens = jsonPointerTokens(text) else {
            throw fail(
                "\"\(text)\" is not a JSON Pointer: it is empty or starts with \"/\", and \"~\" is written ~0 or ~1",
                pointer: text, at: node)
        }
        return (text, tokens)
    }
    let path = try pointer("path")
    func value() throws(JSONPatchError) -> JSONNode {
        guard let v = fields["value"] else { throw fail("\(op) needs \"value\"", pointer: path.text) }
        return v
    }
    do {
        switch op {
        case "add": try document.add(try value(), at: path.tokens[...])
        case "remove": _ = try document.remove(at: path.tokens[...])
        case "replace" where path.tokens.isEmpty: document = try value()
        case "replace":
            _ = try document.remove(at: path.tokens[...])
            try document.add(try value(), at: path.tokens[...])
        case "move":
            let from = try pointer("from")
            // RFC 6902 4.4: a location cannot be moved into one of its children.
            if path.tokens.count > from.tokens.count, Array(path.tokens.prefix(from.tokens.count)) == from.tokens {
                throw fail("cannot move \(from.text) into itself (\(path.text))", pointer: from.text)
            }
            let moved: JSONNode
            do { moved = try document.remove(at: from.tokens[...]) } catch { throw fail(error.message, pointer: from.text) }
            try document.add(moved, at: path.tokens[...])
        case "copy":
            let from = try pointer("from")
            let copied: JSONNode
            do { copied = try document.value(at: from.tokens[...]) } catch { throw fail(error.message, pointer: from.text) }
            try document.add(copied, at: path.tokens[...])
        default:  // test
            let expected = try value()
            let actual = try document.value(at: path.tokens[...])
            guard actual.value.isSameJSON(as: expected.value) else {
                throw fail(
                    "test failed: the value is \(actual.summary), not \(expected.summary)", pointer: path.text, at: expected)
            }
        }
    } catch let error as PointerError {
        throw fail(error.message, pointer: path.text)
    } catch {
        throw error as! JSONPatchError
    }
}

/// RFC 6901: "" is the whole document; otherwise "/" then tokens split at "/", with "~1" for "/"
/// and "~0" for "~". Nil for a malformed pointer.
func jsonPointerTokens(_ pointer: String) -> [String]? {
    if pointer.isEmpty { return [] }
    guard pointer.hasPrefix("/") else { return nil }
    var tokens: [String] = []
    for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
        var token = ""
        var chars = raw[...]
        while let c = chars.popFirst() {
            guard c == "~" else {
                token.append(c)
                continue
            }
            switch chars.popFirst() {
            case "0": token.append("~")
            case "1": token.append("/")
            default: return nil
            }
        }
        tokens.append(token)
    }
    return tokens
}

struct PointerError: Error {
    var message: String
}

/// RFC 6901 array index: "0", or digits without a leading zero.
private func arrayIndex(_ token: String) -> Int? {
    guard !token.isEmpty, token.utf8.allSatisfy({ (48...57).contains($0) }), token == "0" || !token.hasPrefix("0") else {
        return nil
    }
    return Int(token)
}

extension JSONNode {
    fileprivate func value(at tokens: ArraySlice<String>) throws(PointerError) -> JSONNode {
        guard let token = tokens.first else { return self }
        switch value {
        case .object(let object):
            guard let child = object[token] else { throw PointerError(message: "no member \"\(token)\" there") }
            return try child.value(at: tokens.dropFirst())
        case .array(let array):
            guard let i = arrayIndex(token), i < array.count else {
                throw PointerError(message: "no element \"\(token)\" in an array of \(array.count)")
            }
            return try array[i].value(at: tokens.dropFirst())
        default:
            throw PointerError(message: "\"\(token)\" goes into \(value.typeName), which has no members")
        }
    }

    /// RFC 6902 4.1: into an object, sets the member; into an array, inserts before the index
    /// (`-` or the count appends); at "" replaces the whole document.
    fileprivate mutating func add(_ new: JSONNode, at tokens: ArraySlice<String>) throws(PointerError) {
        guard let token = tokens.first else {
            self = new
            return
        }
        let last = tokens.count == 1
        switch value {
        case .object(var object):
            if last {
                let keyPosition = object.member(token)?.keyPosition ?? new.position
                object.set(token, keyPosition: keyPosition, node: new)
            } else {
                guard var child = object[token] else { throw PointerError(message: "no member \"\(token)\" there") }
                try child.add(new, at: tokens.dropFirst())
                object.set(token, keyPosition: object.member(token)!.keyPosition, node: child)
            }
            value = .object(object)
        case .array(var array):
            if last {
                let i = token == "-" ? array.count : arrayIndex(token) ?? -1
                guard (0...array.count).contains(i) else {
                    throw PointerError(
                        message: "no place \"\(token)\" in an array of \(array.count) (0 to \(array.count), or \"-\")")
                }
                array.insert(new, at: i)
            } else {
                guard let i = arrayIndex(token), i < array.count else {
                    throw PointerError(message: "no element \"\(token)\" in an array of \(array.count)")
                }
                try array[i].add(new, at: tokens.dropFirst())
            }
            value = .array(array)
        default:
            throw PointerError(message: "\"\(token)\" goes into \(value.typeName), which has no members")
        }
    }

    /// RFC 6902 4.2: the value at the pointer must exist; it is taken out and returned.
    fileprivate mutating func remove(at tokens: ArraySlice<String>) throws(PointerError) -> JSONNode {
        guard let token = tokens.first else { throw PointerError(message: "the whole document cannot be removed") }
        let last = tokens.count == 1
        switch value {
        case .object(var object):
            guard var child = object[token] else { throw PointerError(message: "no member \"\(token)\" there") }
            let removed: JSONNode
            if last {
                removed = object.remove(token)!.node
            } else {
                removed = try child.remove(at: tokens.dropFirst())
                object.set(token, keyPosition: object.member(token)!.keyPosition, node: child)
            }
            value = .object(object)
            return removed
        case .array(var array):
            guard let i = arrayIndex(token), i < array.count else {
                throw PointerError(message: "no element \"\(token)\" in an array of \(array.count)")
            }
            let removed: JSONNode
            if last {
                removed = array.remove(at: i)
            } else {
                removed = try array[i].remove(at: tokens.dropFirst())
            }
            value = .array(array)
            return removed
        default:
            throw PointerError(message: "\"\(token)\" goes into \(value.typeName), which has no members")
        }
    }
}
