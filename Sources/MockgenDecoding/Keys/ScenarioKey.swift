/// One key of a scenario object, said once: the decoder takes its name from here, and
/// `swift run mockgen-schema` writes its schema and its row of Docs/scenario-format.md from here.
package struct ScenarioKey: Sendable {
    /// The JSON Schema of a key's value, without its description. Every value but a required
    /// one may also be null: null is an absent key (Docs/scenario-format.md#variants).
    package enum Schema: Sendable {
        /// `{"type": [type, "null"]}`.
        case nullable(String)
        /// A size in points, 0 to `Reader.maxLength`, or null.
        case size
        /// One of the strings, or null.
        case choice([String])
        /// `{"$ref": "#/$defs/name"}`.
        case ref(String)
        /// The definition `name` or null.
        case refOrNull(String)
        /// Any other schema, as JSON text.
        case json(String)
    }

    /// What the key's row of the format page says.
    package enum Doc: Sendable {
        /// A row of its own: the cells after the key's.
        case row([String])
        /// Named in the row of the key before it, which says the same of both.
        case withPrevious
        /// No row: the page says it in prose.
        case none
    }

    package let name: String
    /// nil for a key the decoder reads only to refuse with a reason (such as geometry no source
    /// gives): the schema refuses it as unknown.
    package let schema: Schema?
    package let description: String?
    package let doc: Doc

    package init(name: String, schema: Schema?, description: String? = nil, doc: Doc) {
        self.name = name
        self.schema = schema
        self.description = description
        self.doc = doc
    }
}

/// The keys of one object of the format, in the order the decoder lists them (an unknown key's
/// "did you mean" picks among them in this order).
package struct KeyTable: Sendable {
    /// The header of its table in Docs/scenario-format.md, the key's column first.
    package let docHeader: [String]
    package let keys: [ScenarioKey]

    package var names: [String] { keys.map(\.name) }

    /// The key `name`, for another table that takes it as this one says it.
    package subscript(name: String) -> ScenarioKey {
        guard let key = keys.first(where: { $0.name == name }) else { preconditionFailure("no key \(name) in the table") }
        return key
    }
}

extension KeyTable {
    /// These keys as a variant's merge patch gives them (Docs/scenario-format.md#variants): each
    /// value as the base object's schema at `pointer` (under `$defs`) takes it, so a key the base
    /// requires may not be null (null deletes it). The patch object itself requires no key and
    /// carries none of the base's rules between keys: those hold for the merged scenario, which
    /// the decoder checks. `own` replaces a key whose value is itself merged (its own patch).
    package func patch(at pointer: String, own: [ScenarioKey] = []) -> KeyTable {
        KeyTable(
            docHeader: [],
            keys: keys.map { key in
                own.first { $0.name == key.name }
                    ?? ScenarioKey(
                        name: key.name, schema: key.schema.map { _ in .ref(pointer + "/properties/" + key.name) }, doc: .none)
            })
    }
}

extension ScenarioKey {
    /// This key with another row of the page, for a second table that names it.
    package func documented(_ doc: Doc) -> ScenarioKey {
        ScenarioKey(name: name, schema: schema, description: description, doc: doc)
    }

    /// A key whose value a variant merges into the base's: an object of the keys of `table`
    /// (a name `ScenarioSchema` knows), or null, which removes it.
    package static func mergedObject(_ name: String, table: String, description: String? = nil) -> ScenarioKey {
        ScenarioKey(
            name: name,
            schema: .json(#"{"type": ["object", "null"], "additionalProperties": false, "properties": "$keys \#(table)"}"#),
            description: description, doc: .none)
    }
}
