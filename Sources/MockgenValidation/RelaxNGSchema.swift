import MockgenTemplates
import XMLShim

/// A compiled RELAX NG schema (XML syntax), parsed once and reused for many documents.
///
/// Safe to share between threads: the C shim parses each document on its own and lets
/// validations against one schema take turns.
public final class RelaxNGSchema: @unchecked Sendable {
    /// The name given when compiling, used in the schema's own errors.
    public let name: String
    private let schema: OpaquePointer

    /// Compiles `text`; throws libxml2's first complaint about it, with `name` as the document.
    public init(text: String, name: String) throws(ValidationFailure) {
        var error = xmlshim_error()
        guard let schema = withUTF8Bytes(text, { xmlshim_schema_create($0, $1, &error) }) else {
            throw ValidationFailure(document: name, error)
        }
        self.name = name
        self.schema = schema
    }

    deinit { xmlshim_schema_destroy(schema) }

    /// Parses and validates; throws the first well-formedness or validity error with line/column.
    public func validate(_ xml: String, document: String) throws(ValidationFailure) {
        var error = xmlshim_error()
        let failed = withUTF8Bytes(xml) { xmlshim_schema_validate(schema, $0, $1, &error) }
        if failed != 0 { throw ValidationFailure(document: document, error) }
    }

    /// The schema at `Templates/<path>`, compiled into the binary by the EmbedTemplates plugin.
    public static func embedded(_ path: String) throws(ValidationFailure) -> RelaxNGSchema {
        guard let text = Templates.files[path] else {
            throw ValidationFailure(
                document: path, message: "no such embedded template: Templates/\(path)"
            )
        }
        return try RelaxNGSchema(text: text, name: path)
    }
}
