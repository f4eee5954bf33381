import MockgenJSON
import MockgenTemplates

/// The built-in scenarios: files in the scenario format under `Templates/scenarios/`, compiled
/// into the binary (the tool eats its own format).
public enum ScenarioLibrary {
    public struct Builtin: Sendable, Equatable {
        public var name: String
        public var text: String
        /// The file's `description`, for `mockgen --list`; parsed only when asked for, so that
        /// rendering one scenario does not parse every built-in (Docs/performance.md).
        public var summary: String { ScenarioLibrary.summary(of: text) }
    }

    /// The scenario rendered when none is named (seed 004).
    public static let defaultName = "ably"

    /// The seed screens first, in Docs/seed-screens.md order with the default first, then any others.
    static let order = ["ably", "alarm", "weather", "mypage", "blog"]

    public static let builtins: [Builtin] = Templates.files
        .compactMap { path, text -> Builtin? in
            guard path.hasPrefix("scenarios/"), path.hasSuffix(".json") else { return nil }
            let name = String(path.dropFirst("scenarios/".count).dropLast(".json".count))
            return Builtin(name: name, text: text)
        }
        .sorted {
            (order.firstIndex(of: $0.name) ?? order.count, $0.name) < (order.firstIndex(of: $1.name) ?? order.count, $1.name)
        }

    public static func builtin(named name: String) -> Builtin? {
        builtins.first { $0.name == name }
    }

    /// The scenario JSON Schema (`mockgen --print-schema`).
    public static var schemaText: String { Templates.text(schemaPath) }

    static let schemaPath = "schemas/scenario.schema.json"
    /// The file name `--print-scenario` points `$schema` at: the one the README saves
    /// `--print-schema` to, beside the scenario.
    public static let schemaFileName = "scenario.schema.json"

    /// A built-in as `--print-scenario` prints it: the file with its `$schema`, which points into
    /// the checkout (`../schemas/...`), pointing at `scenario.schema.json` beside it instead.
    public static func printableText(of builtin: Builtin) -> String {
        builtin.text.replacingFirst("\"$schema\": \"../\(schemaPath)\"", with: "\"$schema\": \"\(schemaFileName)\"")
    }

    static func summary(of text: String) -> String {
        guard let root = try? JSONParser.parse(Array(text.utf8)), let object = root.value.object else { return "" }
        return object["description"]?.value.string ?? object["title"]?.value.string ?? ""
    }
}

extension String {
    /// Without Foundation: the text with the first `pattern` replaced, or unchanged.
    fileprivate func replacingFirst(_ pattern: String, with replacement: String) -> String {
        let text = Array(utf8)
        let find = Array(pattern.utf8)
        guard !find.isEmpty, text.count >= find.count else { return self }
        for i in 0...(text.count - find.count) where text[i] == find[0] && Array(text[i..<(i + find.count)]) == find {
            return String(decoding: text[..<i] + Array(replacement.utf8) + text[(i + find.count)...], as: UTF8.self)
        }
        return self
    }
}
