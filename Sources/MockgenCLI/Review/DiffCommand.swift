import MockgenDecoding
import MockgenFormat
import MockgenJSON
import MockgenLayout
import MockgenRender
import MockgenText
import MockgenValidation

/// `mockgen diff OLD NEW` (Docs/command-line.md, "mockgen diff"): both sides laid out along one
/// path as the two variants `old` and `new` of one layout run, so the variants' flipbook, charts
/// and layout JSON serve unchanged; what differs is found by comparing each side's layout JSON.
enum DiffCommand {
    static func run(_ arguments: [String], notes: inout [String]) throws(CLIError) -> (FileContents?, Int32) {
        let options = try Options(parsing: arguments, maxScenarios: 2)
        if options.help { return (.text(helpText), ExitCode.ok) }
        guard options.scenarios.count == 2 else {
            throw .usage("diff needs two scenarios, OLD and NEW: mockgen diff OLD NEW (see mockgen diff --help)")
        }
        guard options.format != .svg else {
            throw .usage("--format: diff writes html, json, or a picture (png, gif, apng, webp, mp4), got svg")
        }
        try Mockgen.refuseBinaryOnTerminal(options)
        if options.scenarios.allSatisfy({ $0 == "-" }) {
            throw .usage("diff reads at most one side from standard input (-)")
        }
        let (old, oldFonts) = try side(options.scenarios[0], options)
        let (new, newFonts) = try side(options.scenarios[1], options)
        var a = old.scenario
        var b = new.scenario
        let path = unionPath(a.scrollPath, b.scrollPath)
        a.scrollPath = path
        b.scrollPath = path
        let layoutRun: LayoutRun
        do {
            layoutRun = try LayoutRun.layOut(
                base: a, variants: [ScenarioVariant(name: "old", scenario: a), ScenarioVariant(name: "new", scenario: b)],
                selection: options.selection,
                fonts: oldFonts ?? newFonts)
        } catch {
            throw CLIError(exitCode: ExitCode.software, source: "fonts", message: error.message)
        }
        notes += layoutRun.warnings.map { "mockgen: warning: " + $0 }
        let diff = try compare(layoutRun)
        let sides = layoutRun.variants
        let summary = diff.summary(old: sides[0], new: sides[1])
        let status = diff.isSame ? ExitCode.ok : ExitCode.differ

        switch options.format {
        case .json:
            let json = diffJSON(diff, summary: summary, old: old.source, new: new.source)
            return (try Mockgen.deliver(json, fileName: "diff.json", options: options), status)
        case .png, .gif, .apng, .webp, .mp4:
            // Both sides in one picture, as the flipbook sets them (RasterComposition), the
            // differences outlined on each; named `<old>-diff.<ext>` with --out.
            var named = layoutRun
            named.scenarioName += "-diff"
            let count = sides.map(\.frames.count).max() ?? 0
            // The sides were laid out at the frames' even places, so the picture plays them at a
            // steady speed unless --motion says otherwise (no frame is thinned: each is outlined).
            var steady = options
            if steady.motion == nil { steady.motion = .steady }
            return (
                try RasterOutput.run(named, options: steady, notes: &notes, outlined: diff.highlighted(frames: count)), status
            )
        case .html, .svg:
            let count = sides.map(\.frames.count).max() ?? 0
            let comparison = FlipbookComparison(
                title: "mockgen diff: \(old.source) → \(new.source)", summary: summary,
                same: diff.isSame)
            // The streamed page validates each frame and checks the page as it writes them.
            return (
                try FlipbookOutput.run(
                    layoutRun, options: options, outlined: diff.highlighted(frames: count), comparison: comparison), status
            )
        }
    }

    /// One side: its scenario, with the command line's overrides, and the name messages give it.
    private static func side(_ name: String, _ options: Options) throws(CLIError)
        -> ((scenario: Scenario, source: String), FontSet?)
    {
        var one = options
        one.scenario = name
        let (document, fonts) = try Mockgen.load(one)
        let source = Mockgen.sourceName(one)
        if let variants = document.variants {
            throw CLIError(
                exitCode: ExitCode.usage, source: source,
                message: "declares \(variants.count) variant\(variants.count == 1 ? "" : "s"); diff compares two "
                    + "scenarios without variants: save each side as its own file (mockgen --print-scenario NAME "
                    + "gives a built-in's JSON)")
        }
        try WorkLimit.check(document, one, source: source)
        return ((document.base, source), fonts)
    }

    /// Both sides travel one path (Docs/command-line.md, "mockgen diff"): the same path when they
    /// agree, the longer when one starts with the other, else the old side's then the new side's
    /// (a node equal to the one before it is dropped). Every node of either side is visited, and
    /// the frames snap onto the events of both, as they do for variants.
    static func unionPath(_ a: [PathValue], _ b: [PathValue]) -> [PathValue] {
        if a == b { return a }
        if b.starts(with: a) { return b }
        if a.starts(with: b) { return a }
        var path = a
        for node in b where path.last != node { path.append(node) }
        return path
    }

    /// Each side's layout JSON, compared as `mockgen check` compares a golden; events matched by
    /// label and occurrence.
    static func compare(_ layoutRun: LayoutRun) throws(CLIError) -> LayoutDiff {
        let sides = layoutRun.variants
        func json(_ side: VariantLayout) throws(CLIError) -> JSONValue {
            let text = renderLayoutJSON(LayoutRun(scenarioName: layoutRun.scenarioName, hasVariants: false, variants: [side]))
            do { return try JSONParser.parse(text).value } catch {
                throw CLIError(
                    exitCode: ExitCode.software, source: "layout.json", message: "cannot read back the layout: \(error)")
            }
        }
        let differences = LayoutComparison.compare(old: try json(sides[0]), new: try json(sides[1]), ignoring: ["scenario"])
        return LayoutDiff(differences: differences, events: LayoutDiff.eventChanges(old: sides[0], new: sides[1]))
    }

    /// `--format json`: the same findings as data (Docs/command-line.md, "mockgen diff").
    static func diffJSON(_ diff: LayoutDiff, summary: [String], old: String, new: String) -> String {
        var out = "{\n"
        out += "  \"old\": \(jsonString(old)),\n  \"new\": \(jsonString(new)),\n"
        out += "  \"same\": \(diff.isSame),\n"
        out +=
            "  \"summary\": ["
            + (summary.isEmpty ? "]" : "\n" + summary.map { "    " + jsonString($0) }.joined(separator: ",\n") + "\n  ]") + ",\n"
        let events = diff.events.map { e in
            var fields = ["\"event\": \(jsonString(e.label))", "\"occurrence\": \(e.occurrence)"]
            fields.append("\"direction\": " + (e.direction.map { jsonString($0.rawValue) } ?? "null"))
            fields.append("\"old\": " + (e.old.map(formatNumber) ?? "null"))
            fields.append("\"new\": " + (e.new.map(formatNumber) ?? "null"))
            return "    { " + fields.joined(separator: ", ") + " }"
        }
        out += "  \"events\": [" + (events.isEmpty ? "]" : "\n" + events.joined(separator: ",\n") + "\n  ]") + ",\n"
        let differences = diff.differences.map { d in
            var fields: [String] = []
            if let frame = d.frame { fields.append("\"frame\": \(frame)") }
            if let offset = d.offset { fields.append("\"offset\": \(formatNumber(offset))") }
            if let element = d.element { fields.append("\"element\": \(jsonString(element))") }
            fields.append("\"key\": \(jsonString(d.key))")
            fields.append("\"old\": " + jsonLiteral(d.old))
            fields.append("\"new\": " + jsonLiteral(d.new))
            return "    { " + fields.joined(separator: ", ") + " }"
        }
        out += "  \"differences\": [" + (differences.isEmpty ? "]" : "\n" + differences.joined(separator: ",\n") + "\n  ]") + "\n"
        return out + "}\n"
    }

    /// A difference's side as JSON: its value (already JSON text), null where the side has none.
    private static func jsonLiteral(_ text: String?) -> String {
        guard let text else { return "null" }
        return (try? JSONParser.parse(text)) != nil ? text : jsonString(text)
    }

    static let helpText = """
        USAGE: mockgen diff OLD NEW [--frames N | --offsets Y1,...] [--format html|json|gif|png|mp4] [--out DIR] ...

        One flipbook of OLD and NEW side by side along one path (both sides' paths, frames moved onto
        both sides' events), with every element whose frame, pinned state or visibility differs outlined
        on both sides, a summary of the differences on top, and both sides in every chart.
        OLD and NEW are built-in names or scenario files without variants; one of them may be - (stdin).
          --format json     the differences as data instead of the page
          --format gif, png, mp4 (also apng, webp)
                            both sides in one picture a frame, old on the left, what differs outlined on
                            both: an animation on stdout (gif, mp4), or one PNG a frame into --out DIR;
                            to paste into a chat or a ticket
          --frames, --offsets, --even, --out, --device, --ios, --appearance, --content-size, --overlays, --chrome
                            as for rendering (mockgen --help)

        EXIT CODES: 0 the layouts agree at every frame, 1 they differ, 64 usage, 65 bad scenario,
        66 missing input, 70 internal error, 71 a raster format under a ulimit -v below 1000000 KiB, 73 cannot write,
        74 cannot write stdout

        """
}
