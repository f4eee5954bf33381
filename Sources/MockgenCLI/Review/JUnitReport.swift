/// The JUnit XML report of a `mockgen check` run (Docs/command-line.md, "mockgen check"), in the
/// shape of Ant's junit report that CI servers show (Templates/schemas/junit.rng says which).
///
/// One suite, one test case per scenario: a golden that differs, is missing or stale is a
/// `failure` whose `type` says which and whose text is the lines the run printed for it. No
/// times, no host, no timestamp: the same run gives the same bytes.
struct JUnitReport {
    var results: [CheckCommand.Result]
    var recording: Bool
    var goldens: String
    /// Everything the run printed, for the suite's `system-out`.
    var output: String

    var xml: String {
        let failures = results.filter { $0.outcome != .ok }.count
        let suite = "mockgen check " + goldens
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(attribute(suite))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        out +=
            "  <testsuite name=\"\(attribute(suite))\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for result in results {
            out +=
                "    <testcase name=\"\(attribute(result.name))\" classname=\"mockgen.check\" file=\"\(attribute(result.golden))\""
            guard result.outcome != .ok else {
                out += "/>\n"
                continue
            }
            let (type, message) = failure(result)
            out += ">\n      <failure message=\"\(attribute(message))\" type=\"\(type)\">"
            out += text(CheckCommand.describe(result, goldens: goldens).joined(separator: "\n"))
            out += "</failure>\n    </testcase>\n"
        }
        out += "    <system-out>\(text(output))</system-out>\n"
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    private func failure(_ result: CheckCommand.Result) -> (type: String, message: String) {
        let recorded = recording ? " (recorded: review and commit)" : ""
        switch result.outcome {
        case .ok: return ("", "")
        case .differs(let d):
            return ("differs", "\(result.name): \(d.count) difference\(d.count == 1 ? "" : "s") from \(result.golden)" + recorded)
        case .missing: return ("missing", "\(result.name): no golden at \(result.golden)" + recorded)
        case .stale: return ("stale", "\(result.name): stale: re-record after review" + recorded)
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
