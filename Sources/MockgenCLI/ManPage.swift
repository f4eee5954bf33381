/// `mockgen --generate-manual`: the man page mockgen(1), made from the same text as `--help`,
/// `mockgen diff --help` and `mockgen check --help`, so the two cannot drift
/// (Docs/command-line.md, "Command-line habits"). The release carries it as `mockgen.1`.
enum ManPage {
    static var text: String {
        var out = ".TH MOCKGEN 1 \"\" \"mockgen \(Mockgen.version)\" \"User Commands\"\n"
        let title = Mockgen.helpText.split(separator: "\n").first.map(String.init) ?? "mockgen"
        out += ".SH NAME\nmockgen \\- " + escape(String(title.drop { $0 != ":" }.dropFirst().drop { $0 == " " })) + "\n"
        out += section(Mockgen.helpText.split(separator: "\n").dropFirst().joined(separator: "\n"), heading: nil)
        out += section(DiffCommand.helpText, heading: "MOCKGEN DIFF")
        out += section(CheckCommand.helpText, heading: "MOCKGEN CHECK")
        out += ".SH SEE ALSO\nThe project's Docs/command-line.md and Docs/errors.md.\n"
        return out
    }

    /// One help text as roff: `USAGE:` as a synopsis, option lines (two spaces, then `-`) as
    /// tagged paragraphs with their continuation lines, `EXIT CODES:` as its own part, the rest as text.
    static func section(_ help: String, heading: String?) -> String {
        var out = heading.map { ".SH \"\($0)\"\n" } ?? ""
        var lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        var inOption = false
        while let line = lines.popFirst() {
            if line.hasPrefix("USAGE: ") {
                out += heading == nil ? ".SH SYNOPSIS\n" : ".SS Usage\n"
                out += ".nf\n" + escape(String(line.dropFirst("USAGE: ".count))) + "\n"
                while let next = lines.first, next.hasPrefix("       ") {
                    out += escape(String(next.drop { $0 == " " })) + "\n"
                    lines.removeFirst()
                }
                out += ".fi\n"
                if heading == nil { out += ".SH DESCRIPTION\n" }
                inOption = false
            } else if line.hasPrefix("EXIT CODES: ") {
                out += heading == nil ? ".SH \"EXIT STATUS\"\n" : ".SS \"Exit status\"\n"
                out += escape(String(line.dropFirst("EXIT CODES: ".count))) + "\n"
                inOption = false
            } else if line.trimmingLeadingSpaces.isEmpty {
                if !out.hasSuffix(".PP\n") && !out.hasSuffix(".fi\n") { out += ".PP\n" }
                inOption = false
            } else if line.hasPrefix("  -")
                || (line.hasPrefix("  ") && !line.hasPrefix("   ") && !inOption && looksLikeTerm(line))
            {
                // `  --frames N        N frames ...`: the term, then its text after a run of spaces.
                let body = line.dropFirst(2)
                var term = body[...]
                var text = ""[...]
                if let gap = body.firstRange(of: "  ") {
                    term = body[..<gap.lowerBound]
                    text = body[gap.upperBound...].drop { $0 == " " }
                }
                out += ".TP\n.B " + escape(String(term)) + "\n"
                if !text.isEmpty { out += escape(String(text)) + "\n" }
                inOption = true
            } else {
                out += escape(line.trimmingLeadingSpaces) + "\n"
            }
        }
        return out
    }

    /// A term line of the main help (`SCENARIO            a built-in name ...`).
    private static func looksLikeTerm(_ line: String) -> Bool {
        let body = line.dropFirst(2)
        guard let gap = body.firstRange(of: "   ") else { return false }
        return body[..<gap.lowerBound].allSatisfy { $0.isUppercase || $0 == "-" }
    }

    /// roff: backslashes written as `\e`, hyphens as `\-` (so they copy as ASCII), and a line that
    /// would start with a control character guarded by `\&`.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            default: out.append(c)
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
        return out
    }
}

extension String {
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
