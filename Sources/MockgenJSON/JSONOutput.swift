import MockgenFormat

/// A JSON value to write, for the layout dump and the generated schema: ordered keys, and a
/// choice per container between one line (`inline`) and one member per line.
public indirect enum JSONOutput: Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    /// JSON text written as it is: a number as its source wrote it (the schema's skeleton).
    case text(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])
    case inline([(String, JSONOutput)])
    case inlineArray([JSONOutput])

    /// Appends the value; members of a multi-line container go one per line, indented by two
    /// spaces more than `indent`.
    public func write(to out: inout String, indent: String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .integer(let value): out += String(value)
        case .number(let value): out += formatNumber(value)
        case .string(let value): out += jsonString(value)
        case .text(let value): out += value
        case .inline(let fields):
            if fields.isEmpty {
                out += "{}"
                return
            }
            out += "{ "
            for (n, (key, value)) in fields.enumerated() {
                if n > 0 { out += ", " }
                out += jsonString(key) + ": "
                value.write(to: &out, indent: indent)
            }
            out += " }"
        case .inlineArray(let items):
            out += "["
            for (n, item) in items.enumerated() {
                if n > 0 { out += ", " }
                item.write(to: &out, indent: indent)
            }
            out += "]"
        case .object(let fields):
            if fields.isEmpty {
                out += "{}"
                return
            }
            let inner = indent + "  "
            out += "{\n"
            for (n, (key, value)) in fields.enumerated() {
                out += inner + jsonString(key) + ": "
                value.write(to: &out, indent: inner)
                out += n == fields.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            let inner = indent + "  "
            out += "[\n"
            for (n, item) in items.enumerated() {
                out += inner
                item.write(to: &out, indent: inner)
                out += n == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        }
    }
}
