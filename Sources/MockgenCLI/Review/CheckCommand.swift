import MockgenDecoding
import MockgenJSON
import MockgenLayout
import MockgenRender
import MockgenText
import MockgenValidation

/// `mockgen check SCENARIO... --goldens DIR [--record] [--junit FILE]` (Docs/command-line.md,
/// "mockgen check"): each scenario's layout JSON against the golden `DIR/<name>.json`, in the
/// spirit of swift-snapshot-testing: a missing golden fails and says how to record it, a
/// recording run fails too (so nobody records by accident in CI), and a golden recorded under
/// other layout rules is stale, not a wall of differences.
enum CheckCommand {
    /// Largest golden read, in bytes: read to one byte past it whatever the file is (a FIFO, a
    /// device), as a scenario is (Docs/errors.md, "Limits"). A run at the work limit's 500,000
    /// views writes about 100 MB of layout JSON.
    static let maxGoldenBytes = 256 << 20

    /// Difference lines printed per scenario; the rest are counted.
    static let maxLines = 20

    struct Arguments {
        var goldens: String?
        var record = false
        var junit: String?
        var rest: [String] = []
    }

    enum Outcome: Equatable {
        case ok
        case differs([LayoutDifference])
        case missing
        /// The golden's rulesVersion (nil: it has none).
        case stale(Int?)
        /// The scenario or its golden could not be read or laid out: nothing was compared. The
        /// run goes on with the other scenarios (Docs/command-line.md, "mockgen check").
        case error(CLIError)
        /// Not a scenario: a JSON Schema document among the inputs (`Scenarios/*.json` catches the
        /// `scenario.schema.json` the README saves beside them).
        case skipped(String)

        /// Counted as a failing test case: anything but ok and skipped.
        var fails: Bool {
            switch self {
            case .ok, .skipped: return false
            default: return true
            }
        }

        var isError: Bool {
            if case .error = self { return true }
            return false
        }
    }

    struct Result {
        var name: String
        /// The scenario as given on the command line, for the command that records it.
        var argument: String
        var golden: String
        var outcome: Outcome
        /// The golden as this mockgen lays it out.
        var text: String
        /// The options the golden was recorded with, when it keeps them.
        var recordedOptions: GoldenOptions?
        /// The options this run laid out by.
        var usedOptions: GoldenOptions?
    }

    static func run(_ arguments: [String], notes: inout [String]) throws(CLIError) -> (FileContents?, Int32) {
        let own = try split(arguments)
        let options = try Options(parsing: own.rest, maxScenarios: Int.max)
        if options.help { return (.text(helpText), ExitCode.ok) }
        guard !options.scenarios.isEmpty else { throw .usage("check needs at least one scenario (see mockgen check --help)") }
        guard let goldens = own.goldens else {
            throw .usage("check needs --goldens DIR, the folder of the goldens (see mockgen check --help)")
        }
        guard options.format == .html, options.outDirectory == nil else {
            throw .usage("check writes no pictures: --format and --out do not apply (the goldens are layout JSON)")
        }
        if options.scenarios.contains("-") { throw .usage("check reads scenarios from files or built-ins, not standard input") }

        var names: [(name: String, argument: String)] = []
        for argument in options.scenarios {
            let name = goldenName(argument)
            if let earlier = names.first(where: { $0.name == name }) {
                throw .usage("\(earlier.argument) and \(argument) would share the golden \(name).json")
            }
            names.append((name, argument))
        }
        var results: [Result] = []
        for (name, argument) in names {
            results.append(try check(argument, name: name, goldens: goldens, options: options, notes: &notes))
        }

        var lines: [String] = []
        var recorded: [(name: String, contents: String)] = []
        for result in results {
            if own.record && result.outcome.fails && !result.outcome.isError {
                recorded.append((result.name + ".json", result.text))
                lines.append(pad("recorded") + "\(result.name) → \(result.golden) (was \(word(result.outcome)))")
            } else {
                lines += describe(result, goldens: goldens)
            }
        }
        if !recorded.isEmpty {
            lines.append(
                "Recorded \(recorded.count) golden\(recorded.count == 1 ? "" : "s"): review them (git diff \(goldens)) "
                    + "and commit them; a run without --record then passes.")
        }
        // A scenario's or golden's name with a newline cannot fake a line of the report.
        let text = lines.map(CommandLineText.escaped).joined(separator: "\n") + "\n"
        var report: String?
        if let junit = own.junit {
            let xml = JUnitReport(results: results, recording: own.record, goldens: goldens, output: text, errors: notes).xml
            // Checked before anything is written, as every file mockgen writes: against each
            // reader's schema (JUnitReport.schemas).
            for path in JUnitReport.schemas {
                let schema: RelaxNGSchema
                do { schema = try RelaxNGSchema.embedded(path) } catch {
                    throw CLIError(
                        exitCode: ExitCode.software, source: fileName(of: path), line: error.line, column: error.column,
                        message: "schema does not compile: \(error.message)")
                }
                try Mockgen.check { () throws(ValidationFailure) in
                    do throws(ValidationFailure) { try schema.validate(xml, document: fileName(of: junit)) } catch {
                        var failure = error
                        failure.message = "against \(fileName(of: path)): " + failure.message
                        throw failure
                    }
                }
            }
            report = xml
        }
        if !recorded.isEmpty { try OutputWriter.write(recorded, into: goldens) }
        if let junit = own.junit, let report {
            try OutputWriter.write([(fileName(of: junit), report)], into: directory(of: junit))
        }
        return (.text(text), exitCode(results))
    }

    /// The first scenario that could not be checked gives its code (65 bad data, 66 missing, 70
    /// internal); else 1 when any golden differs, is missing or stale, or was recorded; else 0.
    static func exitCode(_ results: [Result]) -> Int32 {
        for result in results { if case .error(let error) = result.outcome { return error.exitCode } }
        return results.contains { $0.outcome.fails } ? ExitCode.differ : ExitCode.ok
    }

    /// Takes out check's own options; the rest is parsed as for rendering.
    static func split(_ arguments: [String]) throws(CLIError) -> Arguments {
        var own = Arguments()
        var rest = arguments[...]
        var seen: Set<String> = []
        while let arg = rest.popFirst() {
            // After `--` every word is a scenario: the rest is the renderer's to read.
            if arg == "--" {
                own.rest += [arg] + rest
                break
            }
            var flag = arg
            var inline: String?
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                flag = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            func value() throws(CLIError) -> String {
                if let inline { return inline }
                guard let v = rest.popFirst() else { throw .usage("\(flag) needs a value") }
                return v
            }
            if ["--goldens", "--junit", "--record"].contains(flag) && !seen.insert(flag).inserted {
                throw .usage("\(flag) is given more than once; give each option once")
            }
            switch flag {
            case "--goldens":
                let v = try value()
                guard !v.isEmpty else { throw .usage("--goldens needs a folder") }
                own.goldens = v
            case "--junit":
                let v = try value()
                guard !v.isEmpty, !v.hasSuffix("/") else { throw .usage("--junit needs a file name, got \"\(v)\"") }
                own.junit = v
            case "--record":
                guard inline == nil else { throw .usage("--record takes no value") }
                own.record = true
            default:
                own.rest.append(arg)
            }
        }
        return own
    }

    /// `DIR/<name>.json`: a built-in's name, or the file's name without `.json`.
    static func goldenName(_ argument: String) -> String {
        if let builtin = ScenarioLibrary.builtin(named: argument) { return builtin.name }
        let base = argument.split(separator: "/").last.map(String.init) ?? argument
        return base.hasSuffix(".json") && base.count > 5 ? String(base.dropLast(5)) : base
    }

    /// One scenario against its golden. A failure to read either, or to lay the scenario out,
    /// is this scenario's outcome, not the run's end; only a wrong command line stops the run.
    private static func check(
        _ argument: String, name: String, goldens: String, options: Options,
        notes: inout [String]
    ) throws(CLIError) -> Result {
        let path = FileSystem.join(goldens, name + ".json")
        var result = Result(name: name, argument: argument, golden: path, outcome: .missing, text: "")
        do throws(CLIError) {
            let golden = try readGolden(path)
            result.recordedOptions = golden?.options
            var one = GoldenOptions.merged(commandLine: options, golden: golden?.options)
            one.scenario = argument
            result.usedOptions = GoldenOptions(of: one)
            let document: ScenarioDocument
            let fonts: FontSet?
            do { (document, fonts) = try Mockgen.load(one) } catch {
                if error.exitCode == ExitCode.dataError, isJSONSchemaDocument(argument) {
                    result.outcome = .skipped("a JSON Schema document, not a scenario")
                    return result
                }
                throw error
            }
            try DrawingLimit.check(document, one, source: Mockgen.sourceName(one))
            try WorkLimit.check(document, one, source: Mockgen.sourceName(one))
            let layoutRun: LayoutRun
            do {
                layoutRun = try LayoutRun.layOut(
                    base: document.base, variants: document.variants,
                    selection: one.selection, fonts: fonts)
            } catch {
                throw CLIError(exitCode: ExitCode.software, source: "fonts", message: error.message)
            }
            for warning in layoutRun.warnings where !notes.contains("mockgen: warning: " + warning) {
                notes.append("mockgen: warning: " + warning)
            }
            result.text = goldenText(renderLayoutJSON(layoutRun), options: result.usedOptions!)
            guard let golden else { return result }
            guard let version = golden.rulesVersion, version == layoutRulesVersion else {
                result.outcome = .stale(golden.rulesVersion)
                return result
            }
            let current: JSONValue
            do { current = try JSONParser.parse(result.text).value } catch {
                throw CLIError(
                    exitCode: ExitCode.software, source: "layout.json", message: "cannot read back the layout: \(error)")
            }
            let differences = LayoutComparison.compare(old: golden.value, new: current, ignoring: ["rulesVersion", "options"])
            result.outcome = differences.isEmpty ? .ok : .differs(differences)
        } catch {
            // The options are the same for every scenario: a wrong one ends the run.
            if error.exitCode == ExitCode.usage { throw error }
            notes.append(error.line1)
            result.outcome = .error(error)
        }
        return result
    }

    /// A golden read back: its layout, its rulesVersion, the options it keeps; nil when there is none.
    private static func readGolden(_ path: String) throws(CLIError) -> (
        value: JSONValue, rulesVersion: Int?, options: GoldenOptions?
    )? {
        let data: [UInt8]
        do { data = try FileSystem.contents(of: path, limit: maxGoldenBytes) } catch {
            guard error.isNotFound else {
                throw CLIError(exitCode: ExitCode.noInput, source: path, message: "cannot read the golden: \(error.message)")
            }
            return nil
        }
        guard data.count <= maxGoldenBytes else {
            throw CLIError(
                exitCode: ExitCode.dataError, source: path,
                message: "not a layout golden: more than \(maxGoldenBytes) bytes (re-record it with --record)")
        }
        let root: JSONNode
        do { root = try JSONParser.parse(data) } catch {
            throw CLIError(
                exitCode: ExitCode.dataError, source: path, line: error.position.line, column: error.position.column,
                message: "not a layout golden: \(error.message) (re-record it with --record)")
        }
        let object = root.value.object
        let version = object?["rulesVersion"]?.value.number.map { Int($0) }
        guard let node = object?["options"] else { return (root.value, version, nil) }
        guard let fields = node.value.object else {
            throw CLIError(
                exitCode: ExitCode.dataError, source: path, line: node.position.line, column: node.position.column,
                keyPath: "options", message: "expected an object, got \(node.value.typeName) (re-record it with --record)")
        }
        do { return (root.value, version, try GoldenOptions(golden: fields)) } catch {
            throw CLIError(
                exitCode: ExitCode.dataError, source: path, line: node.position.line, column: node.position.column,
                keyPath: "options" + (error.key.map { "." + $0 } ?? ""), message: error.message)
        }
    }

    /// A file whose `$schema` names a JSON Schema dialect (json-schema.org) is a schema, not a
    /// scenario: scenarios point `$schema` at a file, the schema points it at its meta-schema.
    static func isJSONSchemaDocument(_ argument: String) -> Bool {
        guard ScenarioLibrary.builtin(named: argument) == nil,
            let data = try? FileSystem.contents(of: argument),
            let root = try? JSONParser.parse(data),
            let dialect = root.value.object?["$schema"]?.value.string
        else { return false }
        return dialect.hasPrefix("https://json-schema.org/") || dialect.hasPrefix("http://json-schema.org/")
    }

    /// The layout JSON with `rulesVersion` and the options that shaped it first (Docs/layout-json.md, "Goldens").
    static func goldenText(_ layoutJSON: String, options: GoldenOptions) -> String {
        "{\n  \"rulesVersion\": \(layoutRulesVersion),\n  \(options.json)," + layoutJSON.dropFirst(1)
    }

    /// The scenario's lines: its status, then its differences capped at `maxLines`.
    static func describe(_ result: Result, goldens: String) -> [String] {
        let record = "mockgen check \(shellQuoted(result.argument)) --goldens \(shellQuoted(goldens)) --record"
        switch result.outcome {
        case .ok:
            return [pad("ok") + result.name]
        case .missing:
            return [pad("missing") + "\(result.name): no golden at \(result.golden); record it with: \(record)"]
        case .stale(let version):
            let had = version.map { "rulesVersion \($0)" } ?? "no rulesVersion"
            return [
                pad("stale") + "\(result.name): the golden has \(had), this mockgen lays out by rulesVersion "
                    + "\(layoutRulesVersion): re-record after review: \(record)"
            ]
        case .differs(let differences):
            var lines = [
                pad("differs") + "\(result.name): \(differences.count) difference\(differences.count == 1 ? "" : "s") "
                    + "from \(result.golden)"
            ]
            if let recorded = result.recordedOptions, let used = result.usedOptions, recorded != used {
                lines.append("  (recorded with \(recorded.arguments); checked with \(used.arguments))")
            }
            lines += differences.prefix(maxLines).map { "  " + $0.line }
            if differences.count > maxLines { lines.append("  … and \(differences.count - maxLines) more") }
            return lines
        case .error(let error):
            return [pad("error") + "\(result.name): not checked: " + error.line1.dropFirst("mockgen: ".count)]
        case .skipped(let why):
            return [pad("skipped") + "\(result.argument): \(why)"]
        }
    }

    static func word(_ outcome: Outcome) -> String {
        switch outcome {
        case .ok: return "ok"
        case .differs(let d): return "differs, \(d.count) difference\(d.count == 1 ? "" : "s")"
        case .missing: return "missing"
        case .stale: return "stale"
        case .error: return "error"
        case .skipped: return "skipped"
        }
    }

    private static func pad(_ word: String) -> String { word + String(repeating: " ", count: max(1, 9 - word.count)) }

    /// A word a shell reads back as it is, quoted only when it needs to be.
    static func shellQuoted(_ text: String) -> String {
        let plain = text.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || "-_./+:@%,".utf8.contains(b)
        }
        return plain && !text.isEmpty
            ? text : "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    static func fileName(of path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }

    static let helpText = """
        USAGE: mockgen check SCENARIO... --goldens DIR [--record] [--junit FILE] [--frames N | --offsets Y1,...] ...

        Lays out each scenario along its path and compares the layout JSON with the golden DIR/<name>.json
        (<name>: the built-in's name, or the file's name without .json), numbers equal within 0.001 pt.
        One line per scenario: ok, differs (then frame, offset, element, key, old → new, at most \(maxLines)),
        missing (with the command that records it), stale (recorded under other layout rules), error (the
        scenario or its golden could not be read; the others are still checked) or skipped (a JSON Schema
        document, such as the scenario.schema.json kept beside the scenarios).
          --goldens DIR     the folder of the goldens (required)
          --record          write the goldens that are missing, stale or differ (atomically); review, then commit
          --junit FILE      also write a JUnit XML report of the run, valid for the Jenkins xunit plugin and
                            Ant's schema (checked before it is written)
          --frames, --offsets, --even, --device, --ios, --appearance, --content-size
                            as for rendering; a golden keeps the ones it was recorded with, and a check
                            without them uses those

        EXIT CODES: 0 every golden matches, 1 any differs, is missing or stale, or was recorded,
        65 a scenario or golden is not valid (66 missing, 70 internal: the first such error's code),
        64 usage, 73 cannot write

        """
}
