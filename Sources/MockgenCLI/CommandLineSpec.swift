import MockgenDecoding
import MockgenLayout
import MockgenRender

/// Every option and subcommand the command line takes, said once: the "did you mean" of a
/// misspelt option, the shell completion scripts and the man page's index are made from it, and
/// `CommandLineHabitsTests` checks that `--help` lists each (Docs/command-line.md, "Command-line habits").
enum CommandLineSpec {
    struct Option: Sendable {
        var name: String
        /// The value's placeholder (`N`, `DIR`); nil for a flag.
        var value: String?
        /// The values a shell may offer; empty for free text.
        var choices: [String] = []
        /// A file (`file`) or folder (`folder`) name, for the shells to complete.
        var path: PathKind? = nil
        var summary: String
    }

    enum PathKind: Sendable { case file, folder }

    static let subcommands: [(name: String, summary: String)] = [
        ("diff", "two scenarios side by side, what differs outlined"),
        ("check", "each scenario's layout against its golden"),
        ("help", "the help of mockgen or of a subcommand"),
        ("version", "the version and the commit it was built from"),
    ]

    static let shells = ["bash", "zsh", "fish"]

    /// The options of rendering, which diff and check take too.
    static var render: [Option] {
        [
            Option(name: "--frames", value: "N", summary: "N frames spread along the scroll path"),
            Option(name: "--offsets", value: "Y1,...", summary: "exact contentOffset.y values instead"),
            Option(name: "--even", summary: "keep the strict even spread"),
            Option(name: "--format", value: "FORMAT", choices: Options.Format.allCases.map(\.rawValue), summary: "what to write"),
            Option(name: "--scale", value: "1|2|3", choices: ["1", "2", "3"], summary: "pixels per point of the pictures"),
            Option(name: "--duration", value: "S", summary: "seconds the animation's scroll takes"),
            Option(name: "--even-time", summary: "every animation frame shows for the same time"),
            Option(
                name: "--motion", value: "fling|steady", choices: Motion.allCases.map(\.rawValue),
                summary: "how an animation moves: a released drag that coasts, or one even speed"),
            Option(name: "--fps", value: "N", summary: "frames a second of an animation"),
            Option(name: "--out", value: "DIR", path: .folder, summary: "write into DIR"),
            Option(name: "--device", value: "NAME", choices: Device.presets.map(\.name), summary: "override the device"),
            Option(
                name: "--ios", value: "N", choices: IOSVersion.allCases.map { String($0.rawValue) },
                summary: "the iOS release of every variant"),
            Option(
                name: "--overlays", value: "LIST", choices: ["all", "none"] + Overlay.allCases.map(\.rawValue),
                summary: "overlays shown"),
            Option(name: "--chrome", value: "all|none", choices: ["all", "none"], summary: "the device's status bar and cutout"),
            Option(name: "--appearance", value: "A", choices: ["light", "dark"], summary: "light or dark"),
            Option(
                name: "--content-size", value: "C", choices: ScenarioDecoder.contentSizeCategories,
                summary: "Dynamic Type category for every variant"),
            Option(name: "--list", summary: "list the built-in scenarios"),
            Option(
                name: "--print-scenario", value: "NAME", choices: ScenarioLibrary.builtins.map(\.name),
                summary: "print a built-in's JSON"),
            Option(name: "--print-schema", summary: "print the scenario JSON Schema"),
            Option(
                name: "--generate-completion-script", value: "SHELL", choices: shells,
                summary: "print a completion script for bash, zsh or fish"),
            Option(name: "--generate-manual", summary: "print the man page, mockgen(1)"),
            Option(name: "--version", summary: "print the version"),
            Option(name: "--help", summary: "print the help"),
        ]
    }

    /// `mockgen check`'s own options.
    static let check: [Option] = [
        Option(name: "--goldens", value: "DIR", path: .folder, summary: "the folder of the goldens"),
        Option(name: "--record", summary: "write the goldens that are missing, stale or differ"),
        Option(name: "--junit", value: "FILE", path: .file, summary: "also write a JUnit XML report"),
    ]

    /// Every option name any command takes.
    static var names: [String] { (render + check).map(\.name) }

    /// `unknown option --fromat; did you mean --format? (see mockgen --help)`: within two edits
    /// (`nearestKey`), among the options of the command given.
    static func unknownOption(_ arg: String, among names: [String] = names, help: String = "mockgen --help") -> CLIError {
        let flag = arg.split(separator: "=", maxSplits: 1).first.map(String.init) ?? arg
        var message = "unknown option \(flag)"
        if flag.hasPrefix("--"), let near = nearestKey(to: flag, among: names) { message += "; did you mean \(near)?" }
        return .usage(message + " (see \(help))")
    }
}

// MARK: - Completion scripts

/// `--generate-completion-script bash|zsh|fish`: a script for the shell that completes the
/// subcommands, the options, their values, the built-ins and scenario files.
enum CompletionScript {
    static func text(for shell: String) -> String {
        switch shell {
        case "zsh": return zsh
        case "fish": return fish
        default: return bash
        }
    }

    private static var options: [CommandLineSpec.Option] { CommandLineSpec.render + CommandLineSpec.check }
    private static var builtins: [String] { ScenarioLibrary.builtins.map(\.name) }

    static var bash: String {
        var cases = ""
        for option in options where option.value != nil {
            let reply: String
            switch option.path {
            case .folder?: reply = "COMPREPLY=($(compgen -d -- \"$cur\"))"
            case .file?: reply = "COMPREPLY=($(compgen -f -- \"$cur\"))"
            case nil:
                reply =
                    option.choices.isEmpty
                    ? "COMPREPLY=()" : "COMPREPLY=($(compgen -W \"\(option.choices.joined(separator: " "))\" -- \"$cur\"))"
            }
            cases += "        \(option.name)) \(reply); return ;;\n"
        }
        return """
            # bash completion for mockgen (mockgen --generate-completion-script bash)
            _mockgen() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                case "$prev" in
            \(cases)    esac
                if [[ "$cur" == -* ]]; then
                    COMPREPLY=($(compgen -W "\(options.map(\.name).joined(separator: " "))" -- "$cur"))
                    return
                fi
                if [[ "$prev" == help ]]; then
                    COMPREPLY=($(compgen -W "\(CommandLineSpec.subcommands.map(\.name).joined(separator: " "))" -- "$cur"))
                    return
                fi
                local words="\(builtins.joined(separator: " "))"
                if (( COMP_CWORD == 1 )); then words="\(CommandLineSpec.subcommands.map(\.name).joined(separator: " ")) $words"; fi
                COMPREPLY=($(compgen -W "$words" -- "$cur") $(compgen -f -X '!*.json' -- "$cur") $(compgen -d -- "$cur"))
            }
            complete -F _mockgen mockgen

            """
    }

    static var zsh: String {
        func quoted(_ s: String) -> String { s.replacingAll("'", with: "'\\''").replacingAll(":", with: "\\:") }
        var specs: [String] = []
        for option in options {
            var spec = "'\(option.name)[\(quoted(option.summary).replacingAll("[", with: "(").replacingAll("]", with: ")"))]"
            if let value = option.value {
                let action: String
                switch option.path {
                case .folder?: action = "_files -/"
                case .file?: action = "_files"
                case nil: action = option.choices.isEmpty ? " " : "(\(option.choices.joined(separator: " ")))"
                }
                spec += ":\(quoted(value)):\(action)"
            }
            specs.append(spec + "'")
        }
        let subcommands = CommandLineSpec.subcommands.map { "'\($0.name):\(quoted($0.summary))'" }.joined(separator: " ")
        return """
            #compdef mockgen
            # zsh completion for mockgen (mockgen --generate-completion-script zsh)
            _mockgen() {
                local -a subcommands builtins
                subcommands=(\(subcommands))
                builtins=(\(builtins.joined(separator: " ")))
                _arguments -s \\
                    \(specs.joined(separator: " \\\n        "))\\
                    '*:scenario:->scenario'
                if [[ $state == scenario ]]; then
                    if (( CURRENT == 2 )); then _describe -t subcommands 'subcommand' subcommands; fi
                    if [[ ${words[CURRENT-1]} == help ]]; then _describe -t subcommands 'subcommand' subcommands; return; fi
                    compadd -a builtins
                    _files -g '*.json'
                fi
            }
            _mockgen "$@"

            """
    }

    static var fish: String {
        func quoted(_ s: String) -> String { "'" + s.replacingAll("\\", with: "\\\\").replacingAll("'", with: "\\'") + "'" }
        var lines = [
            "# fish completion for mockgen (mockgen --generate-completion-script fish)",
            "complete -c mockgen -f",
        ]
        for (name, summary) in CommandLineSpec.subcommands {
            lines.append("complete -c mockgen -n __fish_use_subcommand -a \(name) -d \(quoted(summary))")
        }
        lines.append(
            "complete -c mockgen -n '__fish_seen_subcommand_from help' -a '\(CommandLineSpec.subcommands.map(\.name).joined(separator: " "))'"
        )
        for option in options {
            var line = "complete -c mockgen -l \(option.name.dropFirst(2))"
            if option.value != nil {
                switch option.path {
                case .folder?: line += " -r -a '(__fish_complete_directories)'"
                case .file?: line += " -r -F"
                case nil: line += option.choices.isEmpty ? " -x" : " -x -a '\(option.choices.joined(separator: " "))'"
                }
            }
            lines.append(line + " -d \(quoted(option.summary))")
        }
        lines.append("complete -c mockgen -a '\(builtins.joined(separator: " "))'")
        lines.append("complete -c mockgen -a '(__fish_complete_suffix .json)'")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// Without Foundation: every `target` replaced.
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
