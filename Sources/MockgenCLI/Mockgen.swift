import MockgenBuildInfo
import MockgenDecoding
import MockgenFormat
import MockgenLayout
import MockgenRaster
import MockgenRender
import MockgenText
import MockgenValidation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `mockgen` command: parse, load, lay out, render, validate, and only then write.
public enum Mockgen {
    public static let version = "0.1.0"

    /// Runs the command and returns its exit code; stdout gets output only on success.
    public static func main(arguments: [String]) -> Int32 {
        do throws(CLIError) {
            var notes: [String] = []
            // Subcommands come before the scenario (Docs/command-line.md#subcommands); a file named `diff`
            // is rendered as `./diff`.
            var status = ExitCode.ok
            let output: FileContents?
            switch arguments.first {
            case "diff": (output, status) = try DiffCommand.run(Array(arguments.dropFirst()), notes: &notes)
            case "check": (output, status) = try CheckCommand.run(Array(arguments.dropFirst()), notes: &notes)
            case "help": output = .text(try help(Array(arguments.dropFirst())))
            case "version":
                guard arguments.count == 1 else { throw CLIError.usage("version takes no arguments, got \(arguments[1])") }
                output = .text(versionLine)
            default: output = try run(arguments, notes: &notes)
            }
            let written: Bool
            switch output {
            case nil: written = true
            case .text(let text)?: written = FileSystem.writeAll(text, to: 1)
            case .bytes(let data)?: written = FileSystem.writeAll(data, to: 1)
            case .file(let file)?: written = file.copy(to: 1)
            }
            if !written {
                // A closed pipe or a full disk: the output did not arrive whole.
                FileSystem.writeAll("mockgen: stdout: cannot write the output\n", to: 2)
                return ExitCode.ioError
            }
            // Said after the output, only on success: a failed run keeps its one line.
            for note in notes { FileSystem.writeAll(CommandLineText.escaped(note) + "\n", to: 2) }
            return status
        } catch {
            FileSystem.writeAll(error.line1 + "\n", to: 2)
            return error.exitCode
        }
    }

    /// `mockgen 0.1.0 (abc1234)`: the version and the commit the build was made from.
    static var versionLine: String { "mockgen \(version) (\(BuildInfo.commit))\n" }

    /// `mockgen help [SUBCOMMAND]`, as swift-argument-parser's tools read it.
    static func help(_ arguments: [String]) throws(CLIError) -> String {
        guard arguments.count <= 1 else {
            throw .usage("help takes at most one subcommand, got \(arguments.joined(separator: " "))")
        }
        switch arguments.first {
        case nil, "help", "version": return helpText
        case "diff": return DiffCommand.helpText
        case "check": return CheckCommand.helpText
        case let name?:
            let names = CommandLineSpec.subcommands.map(\.name)
            var message = "help: no subcommand named \"\(name)\""
            if let near = nearestKey(to: name, among: names) { message += "; did you mean \"\(near)\"?" }
            throw .usage(message + "; subcommands: \(names.joined(separator: ", "))")
        }
    }

    /// An animation written to stdout is binary: onto a terminal it is noise, and may leave the
    /// terminal in a strange state. Refused before any work (Docs/command-line.md, "Command-line habits").
    static func refuseBinaryOnTerminal(_ options: Options) throws(CLIError) {
        guard [.gif, .apng, .webp, .mp4].contains(options.format), options.outDirectory == nil, isatty(1) == 1 else { return }
        let ext = options.format == .apng ? "png" : options.format.rawValue
        throw .usage(
            "--format \(options.format.rawValue) writes binary data, and standard output is a terminal: "
                + "redirect it to a file (> out.\(ext)) or use --out DIR")
    }

    /// Everything but the writing to stdout, so that nothing reaches it on error.
    /// `notes` collects lines for stderr that do not stop the run (an iPad-sized device, fewer
    /// frames than path nodes).
    static func run(_ arguments: [String], notes: inout [String]) throws(CLIError) -> FileContents? {
        let options = try Options(parsing: arguments)
        if options.help { return .text(helpText) }
        if options.version { return .text(versionLine) }
        if let shell = options.completionShell { return .text(CompletionScript.text(for: shell)) }
        if options.manual { return .text(ManPage.text) }
        if options.printSchema { return .text(ScenarioLibrary.schemaText) }
        if let name = options.printScenario {
            guard let builtin = ScenarioLibrary.builtin(named: name) else { throw unknownBuiltin(name, isPath: false) }
            return .text(ScenarioLibrary.printableText(of: builtin))
        }
        if options.list {
            let names = ScenarioLibrary.builtins
            let width = names.map(\.name.count).max() ?? 0
            return .text(
                names.map { $0.name + String(repeating: " ", count: width + 2 - $0.name.count) + $0.summary }
                    .joined(separator: "\n") + "\n")
        }
        try refuseBinaryOnTerminal(options)
        let (document, fonts) = try load(options)
        notes += fileNote(options)
        try DrawingLimit.check(document, options, source: sourceName(options))
        try WorkLimit.check(document, options, source: sourceName(options))
        notes += deviceNotes(document)
        if let note = options.fpsNote { notes.append(note) }
        // The input is read and within its limits: the pictures will be drawn, so the renderer
        // sets up beside the layout (Docs/performance.md#the-renderer-set-up-beside-the-layout).
        if options.format.isRaster { prepareRasterInBackground() }
        defer { awaitRasterSetUp() }
        var layoutRun: LayoutRun
        do {
            // The flipbook and SVG files draw their frames from replays, a frame of each variant at
            // a time (Docs/architecture.md, The stages); the layout JSON and the raster formats,
            // which hold every frame's output anyway, keep the frames and read them once.
            let streamed = options.format == .html || options.format == .svg
            layoutRun = try LayoutRun.layOut(
                base: document.base, variants: document.variants,
                selection: selection(options, document), fonts: fonts, keeping: streamed ? .summaries : .full)
        } catch {
            throw CLIError(exitCode: ExitCode.software, source: "fonts", message: error.message)
        }
        layoutRun.frameTimes = FrameTimes.compute(layoutRun, options: options)
        notes += layoutRun.warnings.map { "mockgen: warning: " + $0 }

        switch options.format {
        case .json:
            let json = renderLayoutJSON(layoutRun)
            return try deliver(json, fileName: "layout.json", options: options)
        case .html:
            // The frames are drawn once: the markup validated is the markup the page holds. Every
            // frame carries every overlay; the page switches them.
            return try FlipbookOutput.run(layoutRun, options: options)
        case .svg:
            return try SVGOutput.run(layoutRun, options: options)
        case .png, .gif, .apng, .webp, .mp4:
            return try RasterOutput.run(layoutRun, options: options, notes: &notes)
        }
    }

    /// The command line's frames, a fling's frame rate kept within the drawings a run may make.
    static func selection(_ options: Options, _ document: ScenarioDocument) -> FrameSelection {
        guard case .fling(var plan) = options.selection else { return options.selection }
        plan.maxCount = min(plan.maxCount, DrawingLimit.maxDrawings / max(document.variants?.count ?? 1, 1))
        return .fling(plan)
    }

    /// Loads the scenario named on the command line, applies the overrides for every variant, and
    /// loads the fonts when a view has content.
    static func load(_ options: Options) throws(CLIError) -> (ScenarioDocument, FontSet?) {
        let name = options.scenario ?? ScenarioLibrary.defaultName
        var document: ScenarioDocument
        do {
            if let builtin = builtin(named: name) {
                document = try ScenarioDecoder.decode(
                    Array(builtin.text.utf8), source: "\(builtin.name).json", iosVersion: options.iosVersion)
            } else if name == "-" {
                // `-` is standard input, named `<stdin>` in messages (Docs/errors.md#source-names).
                let data: [UInt8]
                do { data = try FileSystem.readAll(0, limit: ScenarioDecoder.maxInputBytes) } catch {
                    throw CLIError(exitCode: ExitCode.noInput, source: stdinName, message: "cannot read: \(error.message)")
                }
                try ScenarioDecoder.checkInputRead(data.count, source: stdinName)
                document = try ScenarioDecoder.decode(data, source: stdinName, iosVersion: options.iosVersion)
            } else {
                if FileSystem.isDirectory(name) {
                    throw CLIError(exitCode: ExitCode.noInput, source: name, message: "is a folder, not a scenario file")
                }
                if let size = FileSystem.size(of: name) { try ScenarioDecoder.checkInputSize(size, source: name) }
                let data: [UInt8]
                do { data = try FileSystem.contents(of: name, limit: ScenarioDecoder.maxInputBytes) } catch {
                    // Only a file that is not there may be a misspelt built-in; any other failure
                    // is said as the system says it (a file without permission is no typo).
                    guard error.isNotFound else {
                        throw CLIError(
                            exitCode: ExitCode.noInput, source: name, message: "cannot read the file: \(error.message)")
                    }
                    throw unknownBuiltin(name, isPath: name.contains("/") || name.hasSuffix(".json"))
                }
                try ScenarioDecoder.checkInputRead(data.count, source: name)
                document = try ScenarioDecoder.decode(data, source: name, iosVersion: options.iosVersion)
            }
        } catch let error as ScenarioError {
            throw CLIError(
                exitCode: ExitCode.dataError, source: error.source, line: error.position?.line,
                column: error.position?.column, keyPath: error.keyPath, message: error.message)
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError(exitCode: ExitCode.software, source: name, message: "\(error)")
        }
        if let device = options.device {
            guard let preset = Device.preset(named: device) ?? Device.custom(device) else {
                let names = Device.presets.map(\.name)
                var message = "--device: unknown device \"\(device)\""
                if let near = nearestKey(to: device, among: names) { message += "; did you mean \"\(near)\"?" }
                throw .usage(message + "; presets: \(names.joined(separator: ", ")), or WxH[@TOP/BOTTOM] such as 390x844@47/34")
            }
            document.mapScenarios { $0.device = preset }
        }
        if let appearance = options.appearance { document.mapScenarios { $0.appearance = appearance } }
        if let size = options.contentSize { document.mapScenarios { $0.contentSize = size } }
        if !options.chrome { document.mapScenarios { $0.showsDeviceChrome = false } }
        return (document, try requireFonts(document))
    }

    static let stdinName = "<stdin>"

    /// The scenario as messages name it: `ably.json` for a built-in, `<stdin>`, or the path given.
    static func sourceName(_ options: Options) -> String {
        let name = options.scenario ?? ScenarioLibrary.defaultName
        if let builtin = builtin(named: name) { return "\(builtin.name).json" }
        return name == "-" ? stdinName : name
    }

    /// The built-in `name` names, unless a file of that name is in the current folder: the
    /// file wins (a user who saved `alarm` meant it), and `fileNote` says the built-in exists.
    static func builtin(named name: String) -> ScenarioLibrary.Builtin? {
        guard let builtin = ScenarioLibrary.builtin(named: name) else { return nil }
        return FileSystem.exists(name) && !FileSystem.isDirectory(name) ? nil : builtin
    }

    /// The note for a file that is read instead of the built-in of the same name.
    static func fileNote(_ options: Options) -> [String] {
        guard let name = options.scenario, ScenarioLibrary.builtin(named: name) != nil, builtin(named: name) == nil else {
            return []
        }
        return [
            "mockgen: note: read the file ./\(name), not the built-in scenario \(name)"
                + " (for the built-in: mockgen --print-scenario \(name) | mockgen -)"
        ]
    }

    /// A name that is neither a built-in nor a file: exit 66 with the built-ins and a guess.
    static func unknownBuiltin(_ name: String, isPath: Bool) -> CLIError {
        let names = ScenarioLibrary.builtins.map(\.name)
        var what = isPath ? "no such file" : "no built-in scenario or file named \"\(name)\""
        if !isPath, let near = nearestKey(to: name, among: names) { what += "; did you mean \"\(near)\"?" }
        return CLIError(
            exitCode: ExitCode.noInput, source: name, message: "\(what); built-in scenarios: \(names.joined(separator: ", "))")
    }

    /// mockgen models iPhones (Docs/decisions.md): an iPad-sized screen is drawn with an iPhone's
    /// bars, margins and fallback safe area, and the run says so once a device.
    static func deviceNotes(_ document: ScenarioDocument) -> [String] {
        var notes: [String] = []
        for device in ([document.base] + (document.variants?.map(\.scenario) ?? [])).map(\.device) where device.isIPadSized {
            let size = "\(formatNumber(device.width))x\(formatNumber(device.height))"
            let safe = "\(formatNumber(device.safeArea.top))/\(formatNumber(device.safeArea.bottom))"
            let note =
                "mockgen: note: \(size) pt is iPad-sized, and mockgen models iPhones only: bars and margins are an"
                + " iPhone's, and the safe area is \(safe) (give an iPad's with WxH@TOP/BOTTOM)"
            if !notes.contains(note) { notes.append(note) }
        }
        return notes
    }

    /// Content is measured with pinned fonts; without them mockgen stops (exit 70) and names the
    /// package to install rather than measure with whatever the machine has.
    /// Loaded only when some view has content, or a title holds an emoji (its picture comes from
    /// the emoji font): the other screens measure no text and never open the text libraries
    /// (TextLibraryLoadingTests).
    static func requireFonts(_ document: ScenarioDocument) throws(CLIError) -> FontSet? {
        let scenarios = [document.base] + (document.variants?.map(\.scenario) ?? [])
        guard scenarios.contains(where: \.needsFonts) else { return nil }
        do { return try FontSet.load() } catch {
            throw CLIError(exitCode: ExitCode.software, source: "fonts", message: error.message)
        }
    }

    static func svgSchema() throws(CLIError) -> RelaxNGSchema {
        do { return try RelaxNGSchema.embedded("schemas/svg-frame.rng") } catch {
            throw CLIError(
                exitCode: ExitCode.software, source: "svg-frame.rng", line: error.line, column: error.column,
                message: "schema does not compile: \(error.message)")
        }
    }

    /// Every SVG frame of a picture format against the schema of the subset mockgen emits
    /// (Docs/command-line.md, "Output safety"); `frames` is `[variant][frame]`. On every core, each
    /// worker with a schema of its own: libxml2 does not promise that validations against one
    /// compiled schema may run at once. The failure reported is the first in frame order, the one
    /// a validation of one frame after another would stop at.
    static func validateFrames(_ frames: [[String]], of layoutRun: LayoutRun) throws(CLIError) {
        let digits = svgFrameNumberDigits(layoutRun)
        let documents = zip(layoutRun.variants, frames).flatMap { variant, svgs in
            zip(variant.frames, svgs).map { frame, svg in
                let name =
                    [layoutRun.scenarioName, variant.name, svgFrameNumber(frame.index, digits: digits)]
                    .compactMap { $0 }.joined(separator: "-") + ".svg"
                return (svg: svg, name: name)
            }
        }
        let schemas = WorkerSchemas(workers: workerCount)
        let failures = parallelMap(documents.count) { k, worker -> CLIError? in
            do throws(CLIError) {
                let schema = try schemas.schema(for: worker)
                try check { () throws(ValidationFailure) in try schema.validate(documents[k].svg, document: documents[k].name) }
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// Output that libxml2 rejects is an internal error: exit 70 with libxml2's line and message.
    static func check(_ body: () throws(ValidationFailure) -> Void) throws(CLIError) {
        do { try body() } catch {
            throw CLIError(
                exitCode: ExitCode.software, source: error.document, line: error.line > 0 ? error.line : nil,
                column: error.column > 0 ? error.column : nil,
                message: "generated output failed validation: \(error.message)")
        }
    }

    /// stdout by default; `--out DIR` writes `DIR/<fileName>` atomically instead.
    static func deliver(_ text: String, fileName: String, options: Options) throws(CLIError) -> FileContents? {
        guard let dir = options.outDirectory else { return .text(text) }
        try OutputWriter.write([(fileName, text)], into: dir)
        return nil
    }

    static let helpText = """
        mockgen \(version): UIKit list screens, scrolled, as an SVG flipbook

        USAGE: mockgen [SCENARIO] [--frames N | --offsets Y1,Y2,...] [--format FORMAT] [--out DIR]
               mockgen diff OLD NEW [--format html|json] [--frames N | --offsets ...]   (mockgen diff --help)
               mockgen check SCENARIO... --goldens DIR [--record] [--junit FILE]      (mockgen check --help)
               mockgen help [SUBCOMMAND]
               mockgen version

        SCENARIO            a built-in name (see --list), a scenario file, or - for standard input; default: ably
          --frames N        N frames spread along the scenario's scroll path (default 30, at most \(Options.maxFrames))
                            (with variants: variants × frames at most \(DrawingLimit.maxDrawings))
          --offsets Y1,...  exact contentOffset.y values instead, in order (they are the path)
          --even            keep the strict even spread (no frames moved onto events)
          --format FORMAT   html: one self-contained flipbook on stdout (default)
                            svg: one SVG file a frame and a contact sheet, into --out DIR (default Output/)
                            json: the layout of every frame on stdout
                            png: one picture a frame and the contact sheet, into --out DIR (default Output/)
                            gif, apng, webp, mp4: one animation on stdout (mp4 runs an installed ffmpeg);
                            refused when stdout is a terminal: redirect it, or use --out DIR
                            frame limits: html, svg, json, png \(Options.maxFrames); gif, apng, webp, mp4 what
                            \(animationPixelBudget >> 20) MB of pictures hold: \(RasterOutput.frameLimit(scale: 1)) frames of a 393x852 screen at
                            --scale 1, \(RasterOutput.frameLimit(scale: 2)) at 2, \(RasterOutput.frameLimit(scale: 3)) at 3 (refused before drawing);
                            a GIF over 10 MB is announced before drawing, with what makes it smaller
          --scale 1|2|3     pixels per point of the pictures (default: gif 1, the others 2)
          --motion fling|steady
                            how the frames move in time. fling (the default of gif, apng, webp and mp4): each segment
                            of the path is a drag that lets go and coasts to rest by the list's own platform physics
                            (UIScrollView, Android's OverScroller spline, Flutter's simulations), in real time.
                            steady: one even speed over --duration. html, svg and json place frames by distance
                            unless --motion is given; with it, the layout JSON gives each frame its time
          --fps N           frames a second of a motion, 1 to 60 (default \(formatNumber(Options.defaultFPS)), gif \(formatNumber(Options.gifDefaultFPS))); --frames N gives N frames instead.
                            A GIF counts time in hundredths and no browser shows a GIF frame under 20 ms (they show
                            it for 100 ms), so gif draws at most \(formatNumber(Options.gifMaxFPS)) fps: --fps 60 becomes \(formatNumber(Options.gifMaxFPS)), and 30 alternates
                            30 and 40 ms. A gif of the default frames also leaves out frames that move less than a
                            pixel, and every other free frame while it is over 2 MB (the run says so)
          --duration S      seconds a steady animation's scroll takes (default \(formatNumber(FrameTiming.defaultDuration)); giving it chooses --motion steady);
                            under either motion, frames with an event, and the last, are held \(formatNumber(FrameTiming.hold / 1000)) s more
          --even-time       every animation frame shows for the same time (steady)
          --out DIR         write into DIR (html: DIR/index.html, json: DIR/layout.json, animations: DIR/<scenario>.gif ...)
          --device NAME     override the device: \(Device.presets.map(\.name).joined(separator: ", ")),
                            or a custom size WxH[@TOP/BOTTOM] in points, e.g. 390x844@47/34
                            (safe area without @: 20/0 below 800 pt tall, 59/34 from 800 pt)
          --overlays LIST   overlays shown: all, none, or some of \(Overlay.allCases.map(\.rawValue).joined(separator: ","))
                            (html default: \(Overlay.flipbookDefault.map(\.rawValue).joined(separator: ",")), switchable in the page;
                            svg default: none)
          --chrome all|none the device's status bar, its cutout (notch, Dynamic Island or punch hole) and its
                            home indicator or gesture handle (default all)
          --ios N           the iOS release every variant is drawn for: 17, 18 (today's bars), 26 or 27 (Liquid Glass);
                            default: the scenario's iosVersion, else 27
          --appearance A    light or dark
          --content-size C  Dynamic Type category for every variant: extraSmall ... large (default) ...
                            accessibilityExtraExtraExtraLarge
          --list            list the built-in scenarios
          --print-scenario NAME
                            print a built-in's JSON, to start from: mockgen --print-scenario ably > mine.json
          --print-schema    print the scenario JSON Schema; save it beside the scenario as scenario.schema.json
          --generate-completion-script SHELL
                            print a completion script for bash, zsh or fish, e.g.
                            mockgen --generate-completion-script bash > ~/.local/share/bash-completion/completions/mockgen
          --generate-manual print this help as the man page mockgen(1): mockgen --generate-manual > mockgen.1
          --version, --help the version and commit (also: mockgen version), this help (also: mockgen help [SUBCOMMAND])
          --                ends the options: every word after it is a scenario, even one starting with -

        diff, check, help and version come before the scenario; a scenario file of that name is ./diff, ./check ...
        A misspelt option gets the nearest one (unknown option --fromat; did you mean --format?).
        diff: one flipbook of two scenarios with what differs outlined and summarised; exit 1 when they differ.
        check: each scenario's layout against the golden DIR/<name>.json; exit 1 when any differs.

        EXIT CODES: 0 ok, 64 usage, 65 bad scenario, 66 missing input, 70 internal error,
        71 a raster format under a ulimit -v below 1000000 KiB, 73 cannot write, 74 cannot write stdout

        """
}

/// The frame schema of each worker of `parallelMap`, compiled by that worker at its first frame;
/// each slot is read and written by its worker alone.
private final class WorkerSchemas: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<RelaxNGSchema?>
    private let count: Int

    init(workers: Int) {
        count = workers
        slots = .allocate(capacity: workers)
        slots.initialize(repeating: nil, count: workers)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func schema(for worker: Int) throws(CLIError) -> RelaxNGSchema {
        if let schema = slots[worker] { return schema }
        let schema = try Mockgen.svgSchema()
        slots[worker] = schema
        return schema
    }
}
