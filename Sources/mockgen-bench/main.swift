import Foundation
import MockgenDecoding
import MockgenValidation

// mockgen-bench (Docs/performance.md): what mockgen costs on this machine, as a table.
//
//     swift build -c release && swift run -c release mockgen-bench [--quick] [--runs N]
//
// End-to-end figures spawn the real release `mockgen` binary (the one built next to this one), as
// a user would, next to a hello-world Swift program compiled here with `swiftc -O`. Per-frame
// figures run the same pipeline in process. Every figure is the median of repeated runs after a
// discarded warm-up, with half the interquartile range as the spread. Figures, not assertions:
// nothing here fails because the machine is busy.

struct Options {
    var quick = false
    var runs: Int?
    var mockgen: String?
    var callgrind = true
    var sectionsOnly = false
    var textRuns: Int?
    var rasterOnly = false
    /// The shared bench folder that holds the Chromium screenshot peer (screenshot_baseline.py, bench30.json).
    var peer = "../shared/bench"
    var memoryOnly = false

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let a = rest.popFirst() {
            switch a {
            case "--quick": quick = true
            case "--runs": runs = rest.popFirst().flatMap { Int($0) }
            case "--mockgen": mockgen = rest.popFirst()
            case "--peer": peer = rest.popFirst() ?? peer
            case "--no-callgrind": callgrind = false
            case "--sections": sectionsOnly = true
            case "--raster-only": rasterOnly = true
            case "--memory": memoryOnly = true
            case "--text-runs": textRuns = rest.popFirst().flatMap { Int($0) }
            case "--write-chat":
                // The text-heavy scenario as a file, to run mockgen on it by hand or profile it.
                guard let path = rest.popFirst() else { break }
                do { try chatScenario().json.write(toFile: path, atomically: true, encoding: .utf8) } catch {
                    FileHandle.standardError.write(Data("mockgen-bench: \(path): \(error)\n".utf8))
                    exit(73)
                }
                exit(0)
            case "-h", "--help":
                print(
                    """
                    usage: mockgen-bench [--quick] [--runs N] [--text-runs N] [--mockgen PATH] [--no-callgrind] [--sections] [--raster-only] [--peer DIR] [--memory] [--write-chat PATH]
                      --quick         few runs and no callgrind: a smoke test for CI (seconds)
                      --runs N        runs per end-to-end figure (default 15; in process: twice that)
                      --mockgen PATH  the binary to time (default: the mockgen built next to this one)
                      --no-callgrind  skip the instruction counts (valgrind)
                      --sections      only the many-sections figures
                      --text-runs N   runs of each 2,000-frame SVG job (default 5; --quick: 1)
                      --write-chat P  write the 5,000-message chat scenario to P and exit
                      --raster-only   only the GIF against the Chromium screenshot peer, and each built-in's GIF size
                      --peer DIR      the folder of screenshot_baseline.py and bench30.json (default ../shared/bench)
                      --memory        only peak memory at 30 against 2,000 frames
                    """)
                exit(0)
            default:
                FileHandle.standardError.write(Data("mockgen-bench: unknown option \(a) (see --help)\n".utf8))
                exit(64)
            }
        }
    }
}

// A child mode for the big-file row: decode one file and exit, so that its time and peak memory
// are the decoder's alone, measured from outside like python3's.
if CommandLine.arguments.count == 3 && CommandLine.arguments[1] == "--decode-only" {
    decodeOnly(CommandLine.arguments[2])
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let processRuns = options.runs ?? (options.quick ? 3 : 15)
let inProcessRuns = max(2, processRuns * 2)
let rowCounts = [100, 10_000, 1_000_000, 10_000_000]
let frames = 30

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("mockgen-bench: \(message)\n".utf8))
    exit(1)
}

// MARK: - Many sections (Docs/performance.md#many-sections)

/// Per frame, in process, for lists of 100 and 100,000 sections: the flipbook path as above
/// (layout, drawing, validation), measured in turns. Prints its table and the ratios.
func manySections(runs: Int) -> [String] {
    let counts = [100, 100_000]
    var documents: [(kind: SectionedList, sections: Int, document: ScenarioDocument)] = []
    for kind in SectionedList.allCases {
        for n in counts {
            let (name, json) = sectionedScenario(sections: n, kind: kind)
            do { documents.append((kind, n, try Pipeline.decode(json, name: name))) } catch { fail("\(name): \(error)") }
        }
    }
    let figures: [PipelineFigures]
    do { figures = try Pipeline.measureInTurns(documents.map(\.document), frames: frames, runs: runs) } catch {
        fail("many sections: \(error)")
    }
    print("## Many sections: per frame, in process (\(frames) frames from start to end)\n")
    print("| list | layout | render | validate | total | elements |")
    print("|---|---|---|---|---|---|")
    for (d, f) in zip(documents, figures) {
        print(
            "| \(d.kind.rawValue), \(d.sections.formatted()) sections | \(f.layout.text) | \(f.render.text) | \(f.validate.text) "
                + "| \(duration(f.total)) | \(String(format: "%.1f", f.elementsPerFrame)) |")
    }
    print("")
    return SectionedList.allCases.map { kind in
        let small = zip(documents, figures).first { $0.0.kind == kind && $0.0.sections == counts[0] }!.1
        let large = zip(documents, figures).first { $0.0.kind == kind && $0.0.sections == counts[1] }!.1
        return "- per frame, \(kind.rawValue), 100,000 sections vs 100: \(String(format: "%.2f", large.total / small.total))x "
            + "(target: within 2x); layout alone \(String(format: "%.2f", large.layout.median / small.layout.median))x"
    }
}

if options.sectionsOnly {
    for line in manySections(runs: inProcessRuns) { print(line) }
    exit(0)
}

// MARK: - The binary, the machine, hello world

let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
let mockgen = options.mockgen ?? here.appendingPathComponent("mockgen").path
guard FileManager.default.isExecutableFile(atPath: mockgen) else {
    fail("no mockgen binary at \(mockgen); build it first: swift build -c release")
}
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-bench-\(getpid())")
try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }

func machine() -> String {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model =
        cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
        .map { $0.split(separator: ":", maxSplits: 1).last!.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
    let load = ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?").split(separator: " ").prefix(3).joined(
        separator: " ")
    return "\(ProcessInfo.processInfo.activeProcessorCount) cores (nproc), \(model), load average \(load)"
}

/// A Swift program that imports Foundation and prints one line, built with -O (Docs/decisions.md,
/// Speed floor), compiled now so that it is measured with the same toolchain on the same machine.
func buildHelloWorld(staticStdlib: Bool = false) -> String? {
    guard let swiftc = Spawn.which("swiftc") else { return nil }
    let source = scratch.appendingPathComponent("hello.swift")
    let binary = scratch.appendingPathComponent(staticStdlib ? "hello-static" : "hello")
    try? "import Foundation\nprint(\"Hello, world!\")\n".write(to: source, atomically: true, encoding: .utf8)
    let built = Spawn.output(swiftc, ["-O", source.path, "-o", binary.path] + (staticStdlib ? ["-static-stdlib"] : []))
    return built.status == 0 ? binary.path : nil
}

if options.memoryOnly {
    memoryFigures(mockgen: mockgen, scratch: scratch)
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}

if options.rasterOnly {
    rasterFigures(runs: options.runs ?? 3, peer: options.peer)
    try? FileManager.default.removeItem(at: scratch)
    exit(0)
}

print("# mockgen-bench\n")
print("machine: \(machine())")
print("binary: \(mockgen)")
print("runs: \(processRuns) a process figure, \(inProcessRuns) an in-process figure, after one discarded warm-up;")
print("figures are medians ± half the interquartile range (as a share of the median)\n")

let hello = buildHelloWorld()
if hello == nil { print("(no swiftc on PATH: the hello-world reference is left out)\n") }
// The same program with the Swift runtime and Foundation linked in, for a mockgen built with
// `--static-swift-stdlib` (Docs/performance.md).
let helloStatic = options.quick ? nil : buildHelloWorld(staticStdlib: true)

// MARK: - End to end

struct EndToEnd {
    var job: String
    var wall: Sample
    var cpu: Sample
    var maxRSS: Int
    var outputBytes: Int
    var status: Int32
}

/// Runs every job once to warm up, then `processRuns` rounds of every job in turn, so that a
/// build starting elsewhere on the machine slows all of them alike rather than one.
func endToEnd(_ specs: [(job: String, path: String, arguments: [String])], runs count: Int = processRuns) -> [EndToEnd] {
    for spec in specs { _ = Spawn.run(spec.path, spec.arguments) }
    var runs = Array(repeating: [ProcessRun](), count: specs.count)
    for _ in 0..<count {
        for (k, spec) in specs.enumerated() { runs[k].append(Spawn.run(spec.path, spec.arguments)) }
    }
    return zip(specs, runs).map { spec, runs in
        let out = scratch.appendingPathComponent("out").path
        let rss = peakRSS(spec.path, spec.arguments, stdout: out) ?? runs.map(\.maxRSS).max() ?? 0
        let size = (try? FileManager.default.attributesOfItem(atPath: out)[.size] as? Int) ?? 0
        return EndToEnd(
            job: spec.job, wall: Sample(values: runs.map(\.wall)), cpu: Sample(values: runs.map(\.cpu)),
            maxRSS: rss, outputBytes: size, status: runs.first { $0.status != 0 }?.status ?? 0)
    }
}

/// The child's own peak RSS. posix_spawn starts the child in this process's memory (vfork), and
/// Linux carries that high-water mark across exec, so wait4's ru_maxrss would report at least
/// this benchmark's own size. GNU time forks from a small process and reports the child's.
func peakRSS(_ path: String, _ arguments: [String], stdout: String) -> Int? {
    let time = "/usr/bin/time"
    let report = scratch.appendingPathComponent("rss").path
    guard FileManager.default.isExecutableFile(atPath: time) else {
        _ = Spawn.run(path, arguments, stdout: stdout)
        return nil
    }
    _ = Spawn.run(time, ["-f", "%M", "-o", report, path] + arguments, stdout: stdout)
    let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { $0 * 1024 }
}

/// True when `binary` loads the Swift runtime from a shared library (a plain `swift build`).
func linksSwiftDynamically(_ binary: String) -> Bool {
    Spawn.output("/usr/bin/ldd", [binary]).text.contains("libswiftCore")
}

var specs: [(job: String, path: String, arguments: [String])] = []
if let hello { specs.append(("hello world (swiftc -O, Foundation, one line)", hello, [])) }
if let helloStatic { specs.append(("hello world, -static-stdlib", helloStatic, [])) }
specs.append(("mockgen --version (start-up only)", mockgen, ["--version"]))
specs.append(("mockgen --frames 30 (the default job: ably)", mockgen, ["--frames", "30"]))
let builtins = Spawn.output(mockgen, ["--list"]).text.split(separator: "\n").compactMap {
    $0.split(separator: " ").first.map(String.init)
}
for name in builtins { specs.append(("mockgen \(name) --frames 30", mockgen, [name, "--frames", "30"])) }

// Lists of every size, as scenario files, through the real binary too (peak memory).
var listFiles: [(rows: Int, sizing: RowSizing, path: String, document: ScenarioDocument?, refusal: String?)] = []
for sizing in RowSizing.allCases {
    for rows in rowCounts {
        let (name, json) = listScenario(rows: rows, sizing: sizing)
        let path = scratch.appendingPathComponent("\(name).json").path
        try? json.write(toFile: path, atomically: true, encoding: .utf8)
        do {
            listFiles.append((rows, sizing, path, try Pipeline.decode(json, name: name), nil))
        } catch {
            listFiles.append((rows, sizing, path, nil, "\(error)"))
        }
    }
}
for list in listFiles where list.document != nil {
    specs.append(
        (
            "mockgen \(list.sizing.rawValue) list of \(list.rows.formatted()) rows --frames 30", mockgen,
            [list.path, "--frames", "30"]
        ))
}
let jobs = endToEnd(specs)
let defaultJob = jobs.first { $0.job.hasPrefix("mockgen --frames 30") }!

print("## End to end: the release binary as a user runs it (stdout to a file)\n")
print("| job | wall | CPU (user+sys) | peak RSS | output |")
print("|---|---|---|---|---|")
for job in jobs {
    let failed = job.status == 0 ? "" : " (exit \(job.status))"
    print(
        "| \(job.job)\(failed) | \(job.wall.text) | \(job.cpu.text) | \(bytes(Double(job.maxRSS))) | \(bytes(Double(job.outputBytes))) |"
    )
}

// MARK: - A big file

// Docs/performance.md#a-big-file: decoding a scenario that lists its rows one by one, next to Python's C json.load
// reading the same file, in the same run, in turns.
let bigRows = options.quick ? 100_000 : 1_000_000
let bigFile = scratch.appendingPathComponent("big-file.json").path
let bigBytes = bigFileScenario(rows: bigRows)
_ = FileManager.default.createFile(atPath: bigFile, contents: Data(bigBytes))
let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
var bigSpecs: [(job: String, path: String, arguments: [String])] = [
    ("mockgen's decoder (ScenarioDecoder.decode, file read included)", bench, ["--decode-only", bigFile])
]
// The interpreter itself, not a version manager's shim script in front of it.
if let shim = Spawn.which("python3"),
    case let found = Spawn.output(shim, ["-c", "import sys; print(sys.executable)"]), found.status == 0
{
    let python = found.text.trimmingCharacters(in: .whitespacesAndNewlines)
    bigSpecs.append(
        ("python3 json.load (C accelerator)", python, ["-c", "import json,sys; json.load(open(sys.argv[1]))", bigFile]))
}
bigSpecs.append(
    ("mockgen FILE --format json --offsets 0 (decode and one frame)", mockgen, [bigFile, "--format", "json", "--offsets", "0"]))
let bigJobs = endToEnd(bigSpecs)
print("\n## A big file: \(bigRows.formatted()) rows written one by one, \(bytes(Double(bigBytes.count)))\n")
print("| job | wall | CPU (user+sys) | peak RSS |")
print("|---|---|---|---|")
for job in bigJobs {
    let failed = job.status == 0 ? "" : " (exit \(job.status))"
    print("| \(job.job)\(failed) | \(job.wall.text) | \(job.cpu.text) | \(bytes(Double(job.maxRSS))) |")
}
if bigJobs.count > 2 {
    let (ours, python) = (bigJobs[0], bigJobs[1])
    print(
        "\n- decoding vs python3 json.load: \(String(format: "%.2f", ours.cpu.median / python.cpu.median))x CPU, "
            + "\(String(format: "%.2f", ours.wall.median / python.wall.median))x wall, "
            + "\(String(format: "%.2f", Double(ours.maxRSS) / Double(python.maxRSS)))x peak memory (target: at most 1x)")
}

// MARK: - Per frame, in process

print("\n## Per frame, in process (\(frames) frames from start to end, the flipbook path)\n")
print("layout = LayoutRun.layOut; render = every frame drawn once + the page; validate = every frame")
print("against svg-frame.rng + the page's well-formedness (libxml2)\n")
print("| list | layout | render | validate | total | elements | SVG bytes | page bytes |")
print("|---|---|---|---|---|---|---|---|")
var perFrame: [(rows: Int, sizing: RowSizing, figures: PipelineFigures)] = []
func row(_ label: String, _ f: PipelineFigures) {
    print(
        "| \(label) | \(f.layout.text) | \(f.render.text) | \(f.validate.text) | \(duration(f.total)) "
            + "| \(String(format: "%.1f", f.elementsPerFrame)) (max \(f.maxElements)) | \(bytes(f.svgBytesPerFrame)) | \(bytes(f.pageBytesPerFrame)) |"
    )
}
let ably: ScenarioDocument
do {
    let builtin = ScenarioLibrary.builtin(named: ScenarioLibrary.defaultName)!
    ably = try Pipeline.decode(builtin.text, name: builtin.name)
} catch { fail("ably: \(error)") }
let measuredLists = listFiles.filter { $0.document != nil }
do {
    let figures = try Pipeline.measureInTurns([ably] + measuredLists.map { $0.document! }, frames: frames, runs: inProcessRuns)
    row("ably (default job)", figures[0])
    perFrame.append((0, .fixed, figures[0]))
    for (list, f) in zip(measuredLists, figures.dropFirst()) {
        row("\(list.sizing.rawValue), \(list.rows.formatted()) rows", f)
        perFrame.append((list.rows, list.sizing, f))
    }
} catch { fail("in-process pass: \(error)") }
if let refused = listFiles.first(where: { $0.document == nil }) {
    print("| \(refused.sizing.rawValue) lists | not measured (the decoder says: \(refused.refusal ?? "?")) | | | | | | |")
}
let schemaCompile = timed(runs: inProcessRuns) {
    _ = try? RelaxNGSchema.embedded("schemas/svg-frame.rng")
}
print("\nschema compile (once a run): \(schemaCompile.text)")

print("")
let sectionTargets = manySections(runs: inProcessRuns)

// MARK: - Targets

print("\n## Targets\n")
let dynamicSwift = linksSwiftDynamically(mockgen)
if let helloJob = jobs.first, hello != nil {
    let wall = defaultJob.wall.median / helloJob.wall.median
    let cpu = defaultJob.cpu.median / helloJob.cpu.median
    print(
        "- default job vs hello world: \(String(format: "%.2f", wall))x wall, \(String(format: "%.2f", cpu))x CPU (target: within 2x)"
            + (dynamicSwift ? "" : "; this mockgen links the Swift runtime statically, hello world does not"))
}
if !dynamicSwift, let staticJob = jobs.first(where: { $0.job.hasPrefix("hello world, -static") }) {
    print(
        "- default job vs hello world -static-stdlib (both static): \(String(format: "%.2f", defaultJob.wall.median / staticJob.wall.median))x wall, "
            + "\(String(format: "%.2f", defaultJob.cpu.median / staticJob.cpu.median))x CPU")
}
if let start = jobs.first(where: { $0.job.hasPrefix("mockgen --version") }) {
    print(
        "- start-up alone (mockgen --version): \(duration(start.cpu.median)) CPU of the default job's \(duration(defaultJob.cpu.median))"
    )
}
if let base = perFrame.first(where: { $0.rows == 100 && $0.sizing == .fixed })?.figures {
    for rows in [1_000_000, 10_000_000] {
        if let f = perFrame.first(where: { $0.rows == rows && $0.sizing == .fixed })?.figures {
            print(
                "- per frame, \(rows.formatted()) rows vs 100 rows (fixed): \(String(format: "%.2f", f.total / base.total))x (target: within 2x); "
                    + "elements a frame \(String(format: "%.1f", f.elementsPerFrame)) vs \(String(format: "%.1f", base.elementsPerFrame))"
            )
        }
    }
}
let listJobs = jobs.filter { $0.job.contains(" list of ") && $0.job.contains("fixed") }
if let small = listJobs.first, let large = listJobs.last {
    print(
        "- peak memory, fixed-height lists: \(bytes(Double(small.maxRSS))) at 100 rows, \(bytes(Double(large.maxRSS))) at 10,000,000 rows"
    )
}
if let f = perFrame.first(where: { $0.rows == 0 })?.figures {
    let validation = f.validate.median * Double(f.frames) + schemaCompile.median
    let inProcess = f.total * Double(f.frames) + schemaCompile.median
    print(
        "- validation share of the default job: \(Int((validation / inProcess * 100).rounded()))% of the in-process work "
            + "(\(duration(validation)) of \(duration(inProcess)): schema compile, \(f.frames) frames, the page's well-formedness), "
            + "\(Int((validation / defaultJob.cpu.median * 100).rounded()))% of the process's CPU time")
}
if listFiles.contains(where: { $0.sizing == .selfSized && $0.document == nil }) {
    print(
        "- self-sized lists: not measured (the decoder refused them); the hook is listScenario(rows:sizing:) in Sources/mockgen-bench/Lists.swift"
    )
}
if let base = perFrame.first(where: { $0.rows == 100 && $0.sizing == .selfSized })?.figures {
    for rows in [1_000_000, 10_000_000] {
        if let f = perFrame.first(where: { $0.rows == rows && $0.sizing == .selfSized })?.figures {
            print(
                "- per frame, \(rows.formatted()) rows vs 100 rows (self-sized, estimatedRowHeight 60, 12 runs): "
                    + "\(String(format: "%.2f", f.total / base.total))x (target: within 2x); layout alone "
                    + "\(String(format: "%.2f", f.layout.median / base.layout.median))x")
        }
    }
}

for line in sectionTargets { print(line) }

// MARK: - Text-heavy frames (Docs/performance.md#text-heavy-frames)

textHeavyFigures(mockgen: mockgen, scratch: scratch, runs: options.textRuns ?? (options.quick ? 1 : 5))

// MARK: - Big flipbooks (Docs/performance.md#big-flipbooks)

// Time and memory where Docs/performance.md#big-flipbooks measures them: every built-in at the most frames, and many
// variants at the limit on drawings (DrawingLimit.swift) and just past it, where the run must
// stop before any layout. Fewer runs: each job takes seconds.
print("\n## Big flipbooks: the release binary, stdout to a file\n")
let manyVariants = { (count: Int) -> String in
    let path = scratch.appendingPathComponent("ably-\(count)-variants.json").path
    let names = (0..<count).map { #"{ "name": "v\#($0)" }"# }.joined(separator: ", ")
    var text = ScenarioLibrary.builtin(named: "ably")!.text
    // ably.json ends with its closing brace: the variants go in before it.
    text = String(text[..<text.lastIndex(of: "}")!]) + #", "variants": [ \#(names) ] }"#
    try? text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}
var flipbookSpecs: [(job: String, path: String, arguments: [String])] = []
for name in options.quick ? ["weather"] : builtins {
    flipbookSpecs.append(("mockgen \(name) --frames 2000", mockgen, [name, "--frames", "2000"]))
}
if !options.quick {
    flipbookSpecs.append(
        ("ably, 10 variants × 2,000 frames (20,000 drawings: the limit)", mockgen, [manyVariants(10), "--frames", "2000"]))
}
flipbookSpecs.append(("ably, 11 variants × 2,000 frames (22,000: refused)", mockgen, [manyVariants(11), "--frames", "2000"]))
let flipbookJobs = endToEnd(flipbookSpecs, runs: options.quick ? 1 : 3)
print("| job | wall | CPU (user+sys) | peak RSS | output |")
print("|---|---|---|---|---|")
for job in flipbookJobs {
    let failed = job.status == 0 ? "" : " (exit \(job.status))"
    print(
        "| \(job.job)\(failed) | \(job.wall.text) | \(job.cpu.text) | \(bytes(Double(job.maxRSS))) | \(bytes(Double(job.outputBytes))) |"
    )
}
if let refused = flipbookJobs.last, let version = jobs.first(where: { $0.job.hasPrefix("mockgen --version") }) {
    print(
        "\n- past the limit, refused before any layout: \(duration(refused.cpu.median)) CPU, "
            + "\(String(format: "%.2f", refused.cpu.median / version.cpu.median))x start-up alone")
}

memoryFigures(mockgen: mockgen, scratch: scratch)

rasterFigures(runs: options.quick ? 1 : 3, peer: options.peer)

// MARK: - Instruction counts

/// Instructions executed (valgrind --tool=callgrind): the same on a busy machine as on an idle one.
func instructions(_ path: String, _ arguments: [String]) -> Int? {
    guard let valgrind = Spawn.which("valgrind") else { return nil }
    // valgrind 3.19 gives up on the DWARF of a Swift release binary; a copy without it runs.
    var target = path
    if let objcopy = Spawn.which("objcopy") {
        let copy = scratch.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent + "-nodebug").path
        if Spawn.output(objcopy, ["--strip-debug", path, copy]).status == 0 { target = copy }
    }
    let log = scratch.appendingPathComponent("callgrind.log").path
    _ = Spawn.output(valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null", "--log-file=\(log)", target] + arguments)
    let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    guard let line = text.split(separator: "\n").first(where: { $0.contains("Collected :") }) else { return nil }
    return Int(line.split(separator: ":").last!.trimmingCharacters(in: .whitespaces))
}

if options.callgrind && !options.quick {
    print("\n## Instruction counts (valgrind --tool=callgrind, repeatable under load)\n")
    let helloCount = hello.flatMap { instructions($0, []) }
    let startup = instructions(mockgen, ["--version"])
    let mockgenCount = instructions(mockgen, ["--frames", "30"])
    if let h = helloCount { print("- hello world: \(h.formatted()) instructions") }
    if let v = startup { print("- mockgen --version (start-up and exit): \(v.formatted())") }
    if let m = mockgenCount { print("- mockgen --frames 30: \(m.formatted())") }
    if let h = helloCount, let m = mockgenCount {
        print(
            "- default job vs hello world: \(String(format: "%.2f", Double(m) / Double(h)))x instructions "
                + "(a process's start costs page faults and dynamic linking more than instructions: see the times above)")
    }
    // Per frame, deterministic: what a 30-frame job adds to start-up, divided by 30.
    for sizing in RowSizing.allCases {
        var perFrame: [Int: Double] = [:]
        for list in listFiles
        where list.sizing == sizing && list.document != nil && [100, 1_000_000, 10_000_000].contains(list.rows) {
            if let count = instructions(mockgen, [list.path, "--frames", "30"]), let v = startup {
                perFrame[list.rows] = Double(count - v) / Double(frames)
                print(
                    "- \(sizing.rawValue) list of \(list.rows.formatted()) rows: \(count.formatted()), "
                        + "\(Int(perFrame[list.rows]!).formatted()) a frame beyond start-up")
            }
        }
        for rows in [1_000_000, 10_000_000] {
            if let small = perFrame[100], let large = perFrame[rows] {
                print(
                    "- per frame, \(sizing.rawValue), \(rows.formatted()) rows vs 100 rows: \(String(format: "%.2f", large / small))x instructions (target: within 2x)"
                )
            }
        }
    }
    if helloCount == nil && mockgenCount == nil { print("(valgrind is not installed)") }
}
