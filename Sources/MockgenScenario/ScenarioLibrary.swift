import MockgenTemplates

/// The built-in scenarios: files in the scenario format under `Templates/scenarios/`, compiled
/// into the binary (the tool eats its own format).
public enum ScenarioLibrary {
    public struct Builtin: Sendable, Equatable {
        public var name: String
        public var text: String
        /// The file's `description`, for `mockgen --list`; parsed only when asked for, so that
        /// rendering one scenario does not parse every built-in (issue 8).
        public var summary: String { ScenarioLibrary.summary(of: text) }
    }

    /// The scenario rendered when none is named (seed 004).
    public static let defaultName = "ably"

    /// The seed screens first, in seed-screens.md order with the default first, then any others.
    static let order = ["ably", "alarm", "weather", "mypage", "blog"]

    public static let builtins: [Builtin] = Templates.files
        .compactMap { path, text -> Builtin? in
            guard path.hasPrefix("scenarios/"), path.hasSuffix(".json") else { return nil }
            let name = String(path.dropFirst("scenarios/".count).dropLast(".json".count))
            return Builtin(name: name, text: text)
        }
        .sorted { (order.firstIndex(of: $0.name) ?? order.count, $0.name) < (order.firstIndex(of: $1.name) ?? order.count, $1.name) }

    public static func builtin(named name: String) -> Builtin? {
        builtins.first { $0.name == name }
    }

    static func summary(of text: String) -> String {
        guard let root = try? JSONParser.parse(Array(text.utf8)), let object = root.value.object else { return "" }
        return object["description"]?.value.string ?? object["title"]?.value.string ?? ""
    }
}
