import MockgenDecoding
import MockgenLayout
import MockgenRender
import MockgenText
import MockgenValidation

/// How the rows of a benchmark list get their heights.
enum RowSizing: String, CaseIterable {
    /// Every row 44 pt (`rows: { count, height }`): one run, whatever the count.
    case fixed
    /// Rows sized by their content, laid out from an estimate until they are realised.
    case selfSized = "self-sized"
}

/// A plain table under a system bar: one section, its header, then `rows` rows (fixed: one run;
/// self-sized: twelve runs), scrolled from start to end, so that 30 frames spread over the whole
/// list and each shows rows no other frame shows.
func listScenario(rows: Int, sizing: RowSizing) -> (name: String, json: String) {
    let name = "list-\(rows)-\(sizing.rawValue)"
    let sectionsJSON: String
    let tableKeys: String
    switch sizing {
    case .fixed:
        tableKeys = ""
        sectionsJSON =
            #"{ "header": { "height": 28, "title": "Today" }, "rows": { "count": \#(rows), "height": 44, "title": "Row" } }"#
    case .selfSized:
        // Rows sized by their content (labels of 1, 2 and 3 lines, measured with FreeType and
        // HarfBuzz) laid out from `estimatedRowHeight` until the walk realises them (rule 4.3, Docs/uikit-rules.md).
        // The estimate, 60, is wrong both ways: a 1-line row is shorter, 2 and 3 lines taller.
        // Four rounds of the three kinds make 12 runs; the rows of a run share their content, so
        // each run is measured once and realised as intervals, whatever its count.
        tableKeys = #""rowHeight": "automatic", "estimatedRowHeight": 60,"#
        let text =
            "A row whose text is long enough to wrap onto a second and a third line of the table, so that its height differs from the estimate one way or the other"
        let kinds = [(text: "Row", lines: 1), (text: text, lines: 2), (text: text, lines: 3)]
        let runs = 4 * kinds.count
        let runsJSON = (0..<runs).map { r in
            let count = rows / runs + (r == runs - 1 ? rows % runs : 0)
            let kind = kinds[r % kinds.count]
            return
                #"{ "count": \#(count), "height": "automatic", "content": { "label": "\#(kind.text)", "style": "body", "lines": \#(kind.lines), "padding": { "top": 11, "left": 16, "bottom": 11, "right": 16 } } }"#
        }.joined(separator: ",\n          ")
        sectionsJSON = #"{ "header": { "height": 28, "title": "Today" }, "rows": [\#n          \#(runsJSON)\#n        ] }"#
    }
    let json = #"""
        {
          "name": "\#(name)",
          "title": "\#(rows) rows, \#(sizing.rawValue)",
          "device": "iphone-15-pro",
          "navigationBar": { "kind": "system", "height": 44, "title": "Feed" },
          "list": {
            "kind": "table", "style": "plain", "sectionHeaderTopPadding": 0, \#(tableKeys)
            "sections": [ \#(sectionsJSON) ]
          },
          "scroll": { "path": ["start", "end"] }
        }
        """#
    return (name, json)
}

/// What one in-process pass of the flipbook pipeline costs, per frame: decode once, then lay out
/// N frames, draw them (once, as the page holds them), validate every frame against the schema
/// and check the page is well-formed, exactly as `mockgen` does for `--format html`.
struct PipelineFigures {
    var frames: Int
    var layout: Sample
    var render: Sample
    var validate: Sample
    var svgBytesPerFrame: Double
    var pageBytesPerFrame: Double
    var elementsPerFrame: Double
    var maxElements: Int
    var contentHeight: Double

    var total: Double { layout.median + render.median + validate.median }
}

enum Pipeline {
    static let schema: RelaxNGSchema = {
        do { return try RelaxNGSchema.embedded("schemas/svg-frame.rng") } catch { fatalError("svg-frame.rng: \(error)") }
    }()

    static func decode(_ json: String, name: String) throws -> ScenarioDocument {
        try ScenarioDecoder.decode(Array(json.utf8), source: "\(name).json")
    }

    /// Every document measured in turns, one pass of each per round after a discarded warm-up
    /// round: the machine's speed drifts over a minute (other builds, frequency), and measuring
    /// one list's runs after another's made equal work differ by 2x between rows of the table.
    static func measureInTurns(_ documents: [ScenarioDocument], frames: Int, runs: Int) throws -> [PipelineFigures] {
        let selection = FrameSelection.spread(count: frames, snapToEvents: true)
        let cases = try documents.map { try PipelineCase(document: $0, selection: selection) }
        for round in 0...runs {
            for c in cases { try c.pass(keep: round > 0) }
        }
        return cases.map { $0.figures(frames: frames) }
    }
}

/// One document's pass through the flipbook path, timed part by part.
final class PipelineCase {
    let document: ScenarioDocument
    let selection: FrameSelection
    var layoutRun: LayoutRun?
    var svgs: [[String]] = []
    var html = ""
    var layout: [Double] = [], render: [Double] = [], validate: [Double] = []

    /// Loaded once, outside the timed passes, as the command line does before laying out.
    let fonts: FontSet?

    init(document: ScenarioDocument, selection: FrameSelection) throws {
        self.document = document
        self.selection = selection
        let scenarios = [document.base] + (document.variants?.map(\.scenario) ?? [])
        fonts = scenarios.contains(where: \.hasContent) ? try FontSet.load() : nil
    }

    func pass(keep: Bool) throws {
        let start = now()
        let board = try LayoutRun.layOut(
            base: document.base, variants: document.variants, selection: selection,
            fonts: fonts)
        let laidOut = now()
        // As the command line draws the page: each drawing handed to `check` once, then the page.
        var writer = FlipbookWriter(board)
        var drawings: [String] = []
        var shared: [String] = []
        var body: [UInt8] = []
        writer.writeFrames(
            check: { svg, name in
                if name.hasSuffix("-shared-shapes.svg") { shared.append(svg) } else { drawings.append(svg) }
            }, write: { body.append(contentsOf: $0) })
        html = writer.head() + String(decoding: body, as: UTF8.self) + writer.tail()
        svgs = [drawings]
        let drawn = now()
        for svg in shared + svgs.joined() { try Pipeline.schema.validate(svg, document: "frame") }
        try XMLCheck.wellFormed(html, document: "flipbook")
        let validated = now()
        layoutRun = board
        guard keep else { return }
        layout.append(laidOut - start)
        render.append(drawn - laidOut)
        validate.append(validated - drawn)
    }

    func figures(frames: Int) -> PipelineFigures {
        let count = Double(max(1, svgs.joined().count))
        let elements = (layoutRun?.variants ?? []).flatMap(\.frames).map(\.elements.count)
        return PipelineFigures(
            frames: frames,
            layout: Sample(values: layout).scaled(1 / count), render: Sample(values: render).scaled(1 / count),
            validate: Sample(values: validate).scaled(1 / count),
            svgBytesPerFrame: Double(svgs.joined().map(\.utf8.count).reduce(0, +)) / count,
            pageBytesPerFrame: Double(html.utf8.count) / count,
            elementsPerFrame: Double(elements.reduce(0, +)) / count, maxElements: elements.max() ?? 0,
            contentHeight: layoutRun?.variants.first?.frames.first?.contentSize.height ?? 0)
    }
}

extension Sample {
    func scaled(_ k: Double) -> Sample { Sample(values: values.map { $0 * k }) }
}

/// The list kinds the many-sections figures compare (Docs/performance.md#many-sections).
enum SectionedList: String, CaseIterable {
    /// A plain table: each section a floating 28-pt header and five 44-pt rows (rules 2.1, 2.2, Docs/uikit-rules.md).
    case table = "plain table"
    /// A flow layout pinning headers and footers (rule 5.5, Docs/uikit-rules.md): each section a 40-pt header, seven
    /// 80-pt items three a line and a 30-pt footer.
    case pinnedFlow = "pinned flow layout"
}

/// `sections` sections of one list kind under a system bar, scrolled from start to end. Every
/// section is written out (the format has no repeat for sections), so the file grows with them.
func sectionedScenario(sections: Int, kind: SectionedList) -> (name: String, json: String) {
    let name = "sections-\(sections)-\(kind == .table ? "table" : "flow")"
    let section: String
    let listKeys: String
    switch kind {
    case .table:
        listKeys = #""kind": "table", "style": "plain", "sectionHeaderTopPadding": 0"#
        section = #"{ "header": { "height": 28, "title": "Day" }, "rows": { "count": 5, "height": 44, "title": "Row" } }"#
    case .pinnedFlow:
        listKeys =
            #""kind": "collection", "sectionHeadersPinToVisibleBounds": true, "sectionFootersPinToVisibleBounds": true, "minimumLineSpacing": 1, "minimumInteritemSpacing": 1"#
        section =
            #"{ "header": { "height": 40, "title": "Day" }, "footer": { "height": 30, "title": "End" }, "items": { "count": 7, "width": { "columns": 3 }, "height": 80, "title": "Item" } }"#
    }
    let json = #"""
        {
          "name": "\#(name)",
          "device": "iphone-15-pro",
          "navigationBar": { "kind": "system", "height": 44, "title": "Feed" },
          "list": { \#(listKeys), "sections": [
            \#(Array(repeating: section, count: sections).joined(separator: ",\n    "))
          ] },
          "scroll": { "path": ["start", "end"] }
        }
        """#
    return (name, json)
}
