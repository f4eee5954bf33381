import MockgenLayout

/// The JUnit XML report of a `mockgen check` run (Docs/command-line.md, "The JUnit report"), in
/// the shape both of its readers take: the Jenkins xunit plugin's and Ant's (the stricter), each
/// written down as RELAX NG beside the project's own (`schemas`).
///
/// One `testsuite` as the root, one test case per scenario: a golden that differs, is missing or
/// stale is a `failure` whose `type` says which; a scenario or golden that could not be read is an
/// `error`; a JSON Schema document among the inputs is `skipped`. Ant requires a time, a host and
/// a timestamp; mockgen reads neither the clock nor the host (the same run gives the same bytes),
/// so they are `0`, `localhost` (the value Ant's schema names for an unknown host) and the Unix
/// epoch.
struct JUnitReport {
    var results: [CheckCommand.Result]
    var recording: Bool
    var goldens: String
    /// Everything the run printed on stdout, for the suite's `system-out`.
    var output: String
    /// The lines the run said on stderr (scenarios not checked, warnings), for `system-err`.
    var errors: [String] = []

    /// Every report is valid against each before it is written.
    static let schemas = ["schemas/junit.rng", "schemas/junit-jenkins-xunit.rng", "schemas/junit-ant.rng"]

    var xml: String {
        let failures = results.filter { $0.outcome.fails && !$0.outcome.isError }.count
        let errorCount = results.filter { $0.outcome.isError }.count
        let skipped = results.filter { if case .skipped = $0.outcome { return true } else { return false } }.count
        let suite = "mockgen check " + goldens
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuite name=\"\(attribute(suite))\" tests=\"\(results.count)\" failures=\"\(failures)\" "
        out +=
            "errors=\"\(errorCount)\" skipped=\"\(skipped)\" time=\"0\" timestamp=\"1970-01-01T00:00:00\" hostname=\"localhost\">\n"
        out += "  <properties>\n"
        out += "    <property name=\"goldens\" value=\"\(attribute(goldens))\"/>\n"
        out += "    <property name=\"rulesVersion\" value=\"\(layoutRulesVersion)\"/>\n"
        out += "  </properties>\n"
        for result in results {
            out += "  <testcase name=\"\(attribute(result.name))\" classname=\"mockgen.check\" time=\"0\""
            let lines = text(CheckCommand.describe(result, goldens: goldens).joined(separator: "\n"))
            switch result.outcome {
            case .ok:
                out += "/>\n"
                continue
            case .skipped(let why):
                out += ">\n    <skipped message=\"\(attribute(result.argument + ": " + why))\"/>\n"
            case .error(let error):
                out += ">\n    <error message=\"\(attribute(error.line1))\" type=\"\(errorType(error))\">\(lines)</error>\n"
            case .differs, .missing, .stale:
                let (type, message) = failure(result)
                out += ">\n    <failure message=\"\(attribute(message))\" type=\"\(type)\">\(lines)</failure>\n"
            }
            out += "  </testcase>\n"
        }
        out += "  <system-out>\(text(output))</system-out>\n"
        out += "  <system-err>\(text(errors.map { $0 + "\n" }.joined()))</system-err>\n"
        out += "</testsuite>\n"
        return out
    }

    /// What kept a scenario from being checked, by its exit code (Docs/errors.md).
    private func errorType(_ error: CLIError) -> String {
        switch error.exitCode {
        case ExitCode.dataError: return "bad-input"
        case ExitCode.noInput: return "missing-input"
        default: return "internal"
        }
    }

    private func failure(_ result: CheckCommand.Result) -> (type: String, message: String) {
        let recorded = recording ? " (recorded: review and commit)" : ""
        switch result.outcome {
        case .differs(let d):
            return ("differs", "\(result.name): \(d.count) difference\(d.count == 1 ? "" : "s") from \(result.golden)" + recorded)
        case .missing: return ("missing", "\(result.name): no golden at \(result.golden)" + recorded)
        case .stale: return ("stale", "\(result.name): stale: re-record after review" + recorded)
        case .ok, .error, .skipped: return ("", "")
        }
    }

    private func attribute(_ s: String) -> String { escape(s, quotes: true) }
    private func text(_ s: String) -> String { escape(s, quotes: false) }

    /// XML 1.0 text: the markup characters as entities, and the control characters it cannot
    /// carry at all (a file name may hold them) as U+FFFD.
    private func escape(_ s: String, quotes: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "\n" where quotes: out += "&#10;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                out.unicodeScalars.append(v < 0x20 || v == 0xFFFE || v == 0xFFFF ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }
}
