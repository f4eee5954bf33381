import MockgenDecoding
import MockgenJSON
import MockgenLayout
import MockgenRender
import MockgenValidation

/// `mockgen check SCENARIO... --goldens DIR [--record] [--junit FILE]` (Docs/command-line.md,
/// "mockgen check"): each scenario's layout JSON against the golden `DIR/<name>.json`, in the
/// spirit of swift-snapshot-testing: a missing golden fails and says how to record it, a
/// recording run fails too (so nobody records by accident in CI), and a golden recorded under
/// other layout rules is stale, not a wall of differences.
enum CheckCommand {
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
    }

    struct Result {
        var name: String
        /// The scenario as given on the command line, for the command that records it.
        var argument: String
        var golden: String
        var outcome: Outcome
        /// The golden as this mockgen lays it out.
        var text: String
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

        var results: [Result] = []
        for argument in options.scenarios {
            let name = goldenName(argument)
            if let earlier = results.first(where: { $0.name == name }) {
                throw .usage("\(earlier.argument) and \(argument) would share the golden \(name).json")
            }
            results.append(try check(argument, name: name, goldens: goldens, options: options, notes: &notes))
        }

        var lines: [String] = []
        var recorded: [(name: String, contents: String)] = []
        for result in results {
            if own.record && result.outcome != .ok {
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
        let failed = results.filter { $0.outcome != .ok }.count
        let text = lines.joined(separator: "\n") + "\n"
        var report: String?
        if let junit = own.junit {
            let xml = JUnitReport(results: results, recording: own.record, goldens: goldens, output: text).xml
            // Checked before anything is written, as every file mockgen writes.
            let schema: RelaxNGSchema
            do { schema = try RelaxNGSchema.embedded("schemas/junit.rng") } catch {
                throw CLIError(
                    exitCode: ExitCode.software, source: "junit.rng", line: error.line, column: error.column,
                    message: "schema does not compile: \(error.message)")
            }
            try Mockgen.check { () throws(ValidationFailure) in try schema.validate(xml, document: fileName(of: junit)) }
            report = xml
        }
        if !recorded.isEmpty { try OutputWriter.write(recorded, into: goldens) }
        if let junit = own.junit, let report {
            try OutputWriter.write([(fileName(of: junit), report)], into: directory(of: junit))
        }
        return (.text(text), failed == 0 ? ExitCode.ok : ExitCode.differ)
    }

    /// Takes out check's own options; the rest is parsed as for rendering.
    static func split(_ arguments: [String]) throws(CLIError) -> Arguments {
        var own = Arguments()
        var rest = arguments[...]
        while let arg = rest.popFirst() {
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

    private static func check(
        _ argument: String, name: String, goldens: String, options: Options,
        notes: inout [String]
    ) throws(CLIError) -> Result {
        var one = options
        one.scenario = argument
        let (document, fonts) = try Mockgen.load(one)
        let source = Mockgen.sourceName(one)
        try DrawingLimit.check(document, one, source: source)
        let layoutRun: LayoutRun
        do {
            layoutRun = try LayoutRun.layOut(
                base: document.base, variants: document.variants,
                selection: options.selection, fonts: fonts)
        } catch {
            throw CLIError(exitCode: ExitCode.software, source: "fonts", message: error.message)
        }
        for warning in layoutRun.warnings where !notes.contains("mockgen: warning: " + warning) {
            notes.append("mockgen: warning: " + warning)
        }
        let text = goldenText(renderLayoutJSON(layoutRun))
        let path = FileSystem.join(goldens, name + ".json")
        var result = Result(name: name, argument: argument, golden: path, outcome: .missing, text: text)
        let data: [UInt8]
        do { data = try FileSystem.contents(of: path) } catch {
            guard error.isNotFound else {
                throw CLIError(exitCode: ExitCode.noInput, source: path, message: "cannot read the golden: \(error.message)")
            }
            return result
        }
        let golden: JSONValue
        do { golden = try JSONParser.parse(data).value } catch {
            throw CLIError(
                exitCode: ExitCode.dataError, source: path, line: error.position.line, column: error.position.column,
                message: "not a layout golden: \(error.message) (re-record it with --record)")
        }
        guard let version = golden.object?["rulesVersion"]?.value.number, version == Double(layoutRulesVersion) else {
            result.outcome = .stale(golden.object?["rulesVersion"]?.value.number.map { Int($0) })
            return result
        }
        let current: JSONValue
        do { current = try JSONParser.parse(text).value } catch {
            throw CLIError(exitCode: ExitCode.software, source: "layout.json", message: "cannot read back the layout: \(error)")
        }
        let differences = LayoutComparison.compare(old: golden, new: current, ignoring: ["rulesVersion"])
        result.outcome = differences.isEmpty ? .ok : .differs(differences)
        return result
    }

    /// The layout JSON with `rulesVersion` first (Docs/layout-json.md, "Goldens").
    static func goldenText(_ layoutJSON: String) -> String {
        "{\n  \"rulesVersion\": \(layoutRulesVersion)," + layoutJSON.dropFirst(1)
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
            lines += differences.prefix(maxLines).map { "  " + $0.line }
            if differences.count > maxLines { lines.append("  … and \(differences.count - maxLines) more") }
            return lines
        }
    }

    static func word(_ outcome: Outcome) -> String {
        switch outcome {
        case .ok: return "ok"
        case .differs(let d): return "differs, \(d.count) difference\(d.count == 1 ? "" : "s")"
        case .missing: return "missing"
        case .stale: return "stale"
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
        missing (with the command that records it) or stale (recorded under other layout rules).
          --goldens DIR     the folder of the goldens (required)
          --record          write the goldens that are missing, stale or differ (atomically); review, then commit
          --junit FILE      also write a JUnit XML report of the run, checked against Templates/schemas/junit.rng
          --frames, --offsets, --even, --device, --ios, --appearance, --content-size
                            as for rendering; give the same ones when recording and checking

        EXIT CODES: 0 every golden matches, 1 any differs, is missing or stale, or was recorded,
        64 usage, 65 bad scenario or golden, 66 missing input, 70 internal error, 73 cannot write

        """
}
