import Foundation
import Testing

/// `{n}` in a run's strings (Docs/scenario-format.md, "Rows that vary within a run"): the row's
/// place in its run, from 1; `{{` and `}}` write braces. A ranked list from one run.
@Suite struct RunNumberingTests {
    static let chart = #"""
        { "name": "top-charts", "device": "iphone-15-pro",
          "list": { "kind": "table", "style": "plain", "sectionHeaderTopPadding": 0, "sections": [
            { "rows": [ { "title": "Header row" },
                        { "count": 50, "title": "Rank {n}", "secondaryText": "{{app}} {n}",
                          "configuration": "subtitleCell" } ] },
            { "rows": { "count": 3, "height": "automatic",
                        "content": { "stack": "horizontal", "spacing": 8,
                                     "children": [ { "label": "No. {n}" }, { "image": "icon-{n}", "width": 40, "height": 40 } ] } } } ] } }
        """#

    static func svg(_ scenario: String, offsets: String) throws -> [String] {
        let dir = try Binary.scratchDirectory()
        try Data(scenario.utf8).write(to: dir.appendingPathComponent("chart.json"))
        let run = try Binary.run(["chart.json", "--format", "svg", "--offsets", offsets, "--out", "frames"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("frames").path).sorted()
        return try files.map { try String(contentsOf: dir.appendingPathComponent("frames/\($0)"), encoding: .utf8) }
    }

    @Test func eachRowReadsItsPlaceInItsRun() throws {
        // Offset 0 (the list rests at -59): row 0 is the header row, a run of its own; the chart's
        // run starts at row 1, so row k reads "Rank k". 44 pt rows fill the 852 pt screen past 12.
        let frames = try Self.svg(Self.chart, offsets: "0,2000")
        let top = try #require(frames.first)
        #expect(top.contains(">Header row<"))
        #expect(top.contains(">Rank 1<") && top.contains(">Rank 2<") && top.contains(">Rank 12<"))
        #expect(top.contains(">{app} 1<"))
        #expect(!top.contains("{n}") && !top.contains("{{"))
        // At the end: the last rows of the chart (50) and the three rows of the second run.
        let end = try #require(frames.last)
        #expect(end.contains(">Rank 50<") && !end.contains(">Rank 51<"))
        #expect(end.contains(">No. 1<") && end.contains(">No. 3<") && end.contains(">icon-3<"))
    }

    @Test func aBraceThatIsNotATemplateIsRefused() throws {
        let bad = Self.chart.replacingOccurrences(of: "Rank {n}", with: "Rank {rank}")
        let run = try Binary.run(["-", "--format", "json"], input: Data(bad.utf8))
        #expect(run.exitCode == 65)
        #expect(
            run.stderr
                == "mockgen: <stdin>:4:41: list.sections[0].rows[1].title: a \"{\" starts \"{n}\" (the row's place in its run) "
                + "or is written \"{{\", in \"Rank {rank}\"\n")
    }
}
