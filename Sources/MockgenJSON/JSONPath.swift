/// Where a value sits in a scenario, for messages: `list.sections[2].rows.height`.
///
/// Keys made of ASCII letters, digits, `_` and `-` print plainly; any other key prints as a
/// quoted subscript (`list["my key"]`) so the path stays unambiguous. The root prints as "".
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step: an object key or an array index.
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    /// The empty path (the top-level value).
    public init(_ components: [Component] = []) {
        self.components = components
    }

    public static var root: JSONPath { JSONPath() }

    public var isEmpty: Bool { components.isEmpty }

    public mutating func append(_ key: String) {
        components.append(.key(key))
    }

    public mutating func append(_ index: Int) {
        components.append(.index(index))
    }

    /// This path followed by `key`.
    public func appending(_ key: String) -> JSONPath {
        var copy = self
        copy.append(key)
        return copy
    }

    /// This path followed by `[index]`.
    public func appending(_ index: Int) -> JSONPath {
        var copy = self
        copy.append(index)
        return copy
    }

    public var description: String {
        var out = ""
        for component in components {
            switch component {
            case .index(let n):
                out += "[\(n)]"
            case .key(let key) where Self.isPlain(key):
                if !out.isEmpty { out += "." }
                out += key
            case .key(let key):
                out += "[\(jsonString(key))]"
            }
        }
        return out
    }

    private static func isPlain(_ key: String) -> Bool {
        !key.isEmpty
            && key.utf8.allSatisfy { b in
                (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z")
                    || b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
                    || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
            }
    }
}
