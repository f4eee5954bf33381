import Foundation
import MockgenTestSupport
import Testing

/// The habits swift-argument-parser's tools taught (Docs/command-line.md, "Command-line habits"),
/// through the built binary.
@Suite struct CommandLineHabitsTests {
    static let repository = Repository.root

    /// `--` ends the options: a scenario file whose name starts with `-` is read after it.
    @Test func doubleDashEndsTheOptions() throws {
        let dir = try Binary.scratchDirectory()
        let ably = try Binary.run(["--print-scenario", "ably"]).stdout
        try ably.write(to: dir.appendingPathComponent("-dash.json"))
        let run = try Binary.run(["--format", "json", "--offsets", "0", "--", "-dash.json"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let direct = try Binary.run(["ably", "--format", "json", "--offsets", "0"], in: dir)
        #expect(run.stdout == direct.stdout)
        // After `--` an option is a name too, and check reads it the same way.
        let check = try Binary.run(["check", "--goldens", "g", "--", "-dash.json"], in: dir)
        #expect(check.exitCode == 1 && check.stdoutText.hasPrefix("missing  -dash: "), "\(check.stdoutText)\(check.stderr)")
    }

    @Test func helpAndVersionAreSubcommands() throws {
        #expect(try Binary.run(["help"]).stdout == Binary.run(["--help"]).stdout)
        #expect(try Binary.run(["help", "diff"]).stdout == Binary.run(["diff", "--help"]).stdout)
        #expect(try Binary.run(["help", "check"]).stdout == Binary.run(["check", "--help"]).stdout)
        let unknown = try Binary.run(["help", "chek"])
        #expect(unknown.exitCode == 64 && unknown.stdout.isEmpty)
        #expect(unknown.stderr.hasPrefix(#"mockgen: arguments: help: no subcommand named "chek"; did you mean "check"?"#))

        let version = try Binary.run(["version"])
        #expect(version.exitCode == 0)
        #expect(version.stdout == (try Binary.run(["--version"]).stdout))
        // `mockgen X.Y.Z (abc1234)`: the commit the build was made from.
        let words = version.stdoutText.split(separator: " ")
        #expect(words.count == 3 && words[0] == "mockgen", "\(version.stdoutText)")
        #expect(words[1].split(separator: ".").count == 3 && words[1].split(separator: ".").allSatisfy { Int($0) != nil })
        let commit = words.count == 3 ? String(words[2].dropFirst().dropLast(2)) : ""
        #expect(
            words.last?.hasSuffix(")\n") == true && commit.count == 7 && commit.allSatisfy(\.isHexDigit), "\(version.stdoutText)")
        // A file named version is ./version, as for diff and check.
        let dir = try Binary.scratchDirectory()
        try Binary.run(["--print-scenario", "ably"]).stdout.write(to: dir.appendingPathComponent("version"))
        #expect(try Binary.run(["./version", "--format", "json", "--offsets", "0"], in: dir).exitCode == 0)
    }

    static let misspelt: [([String], String)] = [
        (["--fromat", "json"], "mockgen: arguments: unknown option --fromat; did you mean --format? (see mockgen --help)"),
        (["--frame", "3"], "mockgen: arguments: unknown option --frame; did you mean --frames? (see mockgen --help)"),
        (["--ofsets=0"], "mockgen: arguments: unknown option --ofsets; did you mean --offsets? (see mockgen --help)"),
        (["check", "ably", "--goldens", "g", "--recrod"], "mockgen: arguments: unknown option --recrod; did you mean --record?"),
        (
            ["diff", "ably", "ably", "--devcie", "iphone-se"],
            "mockgen: arguments: unknown option --devcie; did you mean --device?"
        ),
        (["--zzzzzz"], "mockgen: arguments: unknown option --zzzzzz (see mockgen --help)"),
    ]

    @Test(arguments: misspelt)
    func aMisspeltOptionGetsTheNearest(arguments: [String], message: String) throws {
        let run = try Binary.run(arguments)
        #expect(run.exitCode == 64 && run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    }

    /// Each shell reads its script without a syntax error (where the shell is installed; bash
    /// always is), and the scripts name every option `--help` lists.
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScripts(shell: String) throws {
        let run = try Binary.run(["--generate-completion-script", shell])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let script = run.stdoutText
        for option in Self.optionsInHelp() {
            let spelled = shell == "fish" ? "-l \(option.dropFirst(2)) " : option
            #expect(script.contains(spelled), "\(shell) script lacks \(option)")
        }
        #expect(script.contains("iphone-se") && script.contains("settings"), "device presets and built-ins")
        let check: [String] = ["bash": ["-n"], "zsh": ["-n"], "fish": ["--no-execute"]][shell]!
        guard let path = ["/usr/bin/\(shell)", "/bin/\(shell)"].first(where: FileManager.default.isExecutableFile) else { return }
        let file = try Binary.scratchDirectory().appendingPathComponent("mockgen.\(shell)")
        try run.stdout.write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = check + [file.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(shell) -n rejects the script")
        let bad = try Binary.run(["--generate-completion-script", "tcsh"])
        #expect(
            bad.exitCode == 64
                && bad.stderr.hasPrefix("mockgen: arguments: --generate-completion-script: expected bash, zsh or fish"))
    }

    /// Every `--option` the three help texts name.
    static func optionsInHelp() -> [String] {
        var names: [String] = []
        for arguments in [["--help"], ["diff", "--help"], ["check", "--help"]] {
            let text = (try? Binary.run(arguments).stdoutText) ?? ""
            for word in text.split(whereSeparator: { " ,|[]()=".contains($0) || $0.isNewline }) where word.hasPrefix("--") {
                let name = String(word.prefix { $0.isLetter || $0 == "-" })
                // `--fromat` is the help's example of a misspelling.
                if name.count > 2 && name != "--fromat" && !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The man page is the help texts as roff, and the copy in Docs/ is the current one.
    @Test func theManPageIsMadeFromTheHelp() throws {
        let run = try Binary.run(["--generate-manual"])
        #expect(run.exitCode == 0)
        let page = run.stdoutText
        #expect(page.hasPrefix(".TH MOCKGEN 1 "))
        for heading in [
            ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH \"EXIT STATUS\"", ".SH \"MOCKGEN DIFF\"", ".SH \"MOCKGEN CHECK\"",
        ] {
            #expect(page.contains(heading + "\n"), "\(heading)")
        }
        #expect(page.contains(".TP\n.B \\-\\-frames N\nN frames spread along the scenario's scroll path"))
        for option in Self.optionsInHelp() {
            #expect(page.contains(option.replacingOccurrences(of: "-", with: "\\-")), "the man page lacks \(option)")
        }
        let committed = try String(contentsOf: Self.repository.appendingPathComponent("Docs/mockgen.1"), encoding: .utf8)
        #expect(committed == page, "Docs/mockgen.1 is stale: mockgen --generate-manual > Docs/mockgen.1")
    }

    /// An animation onto a terminal is refused before any work, and says what to do instead; the
    /// same run into a pipe writes it. The terminal is a pseudo-terminal python3 opens.
    @Test(arguments: [["--format", "gif"], ["diff", "ably", "ably", "--format", "mp4"]])
    func binaryOutputIsRefusedOnATerminal(arguments: [String]) throws {
        let script = """
            import os, pty, subprocess, sys
            master, slave = pty.openpty()
            p = subprocess.run(sys.argv[1:], stdout=slave, stderr=subprocess.PIPE)
            os.close(slave)
            out = b""
            try:
                while True:
                    chunk = os.read(master, 65536)
                    if not chunk:
                        break
                    out += chunk
            except OSError:
                pass
            sys.stderr.write(p.stderr.decode())
            print(p.returncode, len(out))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, Binary.url.path] + arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(printed == "64 0\n", "\(printed) \(stderr)")
        let format = arguments.last!
        let ext = format == "gif" ? "gif" : "mp4"
        #expect(
            stderr == "mockgen: arguments: --format \(format) writes binary data, and standard output is a terminal: "
                + "redirect it to a file (> out.\(ext)) or use --out DIR\n")
    }
}
