import Foundation
import MockgenDecoding
import MockgenTestSupport
import Testing

/// Runs `Scripts/check-scenario-schema.py` (Python `jsonschema`) over documents, all in one process.
enum SchemaChecker {
    static let repository = Repository.root
    static let script = repository.appendingPathComponent("Scripts/check-scenario-schema.py")
    static let schema = repository.appendingPathComponent("Templates/schemas/scenario.schema.json")

    /// CI sets this so a machine without `jsonschema` fails the schema tests instead of skipping them.
    static let isRequired = ProcessInfo.processInfo.environment["MOCKGEN_REQUIRE_JSONSCHEMA"] == "1"

    static let isAvailable: Bool = isRequired || (try? python(["-c", "import jsonschema"]).status) == 0

    static let skipMessage: Comment = "python3 with jsonschema is missing (pip install jsonschema==4.26.0)"

    /// Whether the schema accepts each document, keyed by the document's index.
    static func verdicts(_ documents: [[UInt8]]) throws -> [Bool] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths: [String] = []
        for (i, bytes) in documents.enumerated() {
            let url = dir.appendingPathComponent("\(i).json")
            try Data(bytes).write(to: url)
            paths.append(url.path)
        }
        let run = try python([script.path, "--schema", schema.path] + paths)
        var verdicts = [Bool?](repeating: nil, count: documents.count)
        for line in run.output.split(separator: "\n") {
            let ok = line.hasPrefix("ok ")
            let rest = line.dropFirst(ok ? 3 : "reject ".count)
            let file = rest.prefix { $0 != ":" }
            guard let index = Int(URL(fileURLWithPath: String(file)).deletingPathExtension().lastPathComponent) else { continue }
            verdicts[index] = ok
        }
        guard verdicts.allSatisfy({ $0 != nil }) else {
            throw CheckerFailure(output: run.output)
        }
        return verdicts.map { $0! }
    }

    struct CheckerFailure: Error, CustomStringConvertible {
        var output: String
        var description: String { "the schema checker did not answer for every file:\n\(output)" }
    }

    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) { try Python.run(arguments) }

    /// The schema itself, parsed by mockgen's own parser.
    static func schemaObject() throws -> JSONObjectView {
        JSONObjectView(try Data(contentsOf: schema))
    }
}

/// Reads values out of the schema by JSON pointer-like paths, for the enum checks.
struct JSONObjectView {
    let root: Any
    init(_ data: Data) { root = (try? JSONSerialization.jsonObject(with: data)) ?? [:] }

    func value(at path: [String]) -> Any? {
        var node: Any? = root
        for step in path {
            if let dict = node as? [String: Any] {
                node = dict[step]
            } else if let array = node as? [Any], let i = Int(step), i < array.count {
                node = array[i]
            } else {
                return nil
            }
        }
        return node
    }

    /// The strings of an `enum` at `path`, without null.
    func strings(at path: [String]) -> [String] {
        ((value(at: path) as? [Any]) ?? []).compactMap { $0 as? String }
    }
}

/// The three checks every corpus of scenario documents gets (the base format and each list kind).
extension SchemaChecker {
    /// The decoder accepts a valid case and rejects an invalid one.
    static func expectDecoderVerdict(_ c: CorpusCase, sourceLocation: SourceLocation = #_sourceLocation) {
        let decoded = Result { () throws(ScenarioError) in try ScenarioDecoder.decode(Array(c.json.utf8), source: "c.json") }
        switch decoded {
        case .success: #expect(c.valid, "the decoder accepts it", sourceLocation: sourceLocation)
        case .failure(let error): #expect(!c.valid, "the decoder rejects it: \(error)", sourceLocation: sourceLocation)
        }
    }

    /// The schema agrees with each case's verdict.
    static func expectSchemaVerdicts(_ corpus: [CorpusCase], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let verdicts = try verdicts(corpus.map { Array($0.json.utf8) })
        for (c, ok) in zip(corpus, verdicts) {
            #expect(ok == c.valid, "\(c.name): the schema \(ok ? "accepts" : "rejects") it", sourceLocation: sourceLocation)
        }
    }

    /// Documented gaps are real: the decoder rejects them, the schema accepts them. When one
    /// closes, move the case into the corpus and out of the docs' list of gaps.
    static func expectStillGaps(_ gaps: [CorpusCase], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let verdicts = try verdicts(gaps.map { Array($0.json.utf8) })
        for (c, schemaAccepts) in zip(gaps, verdicts) {
            let decoderAccepts = (try? ScenarioDecoder.decode(Array(c.json.utf8), source: "c.json")) != nil
            #expect(
                !decoderAccepts && schemaAccepts, "\(c.name): decoder \(decoderAccepts), schema \(schemaAccepts)",
                sourceLocation: sourceLocation)
        }
    }
}
