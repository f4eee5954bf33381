import Foundation
import Testing

/// Work bounded before it starts (Docs/errors.md, "Limits"): each limit at its edge, and the
/// scenarios that once took the machine, under `ulimit -v 1000000` and a timeout.
@Suite struct WorkLimitTests {
    func write(_ json: String, named name: String) throws -> URL {
        let dir = try Binary.scratchDirectory()
        try Data(json.utf8).write(to: dir.appendingPathComponent(name))
        return dir
    }

    func flow(count: Int, width: Double, height: Double) -> String {
        #"{"name":"lim","list":{"kind":"collection","minimumInteritemSpacing":0,"minimumLineSpacing":0,"#
            + #""sections":[{"items":{"count":\#(count),"width":\#(width),"height":\#(height)}}]}}"#
    }

    /// The 221-byte scenario that asked for 34 GB, and 0.05 pt items (17 GB): one line at once.
    @Test(arguments: [(0.001, 393_000), (0.05, 7_860)])
    func tinyFlowItemsAreRefusedBeforeLayout(_ size: Double, _ perLine: Int) throws {
        let dir = try write(flow(count: 1_000_000_000, width: size, height: size), named: "lim.json")
        let run = try Binary.shell(#"ulimit -v 1000000; exec timeout 30 "$MOCKGEN" lim.json --frames 2"#, in: dir)
        #expect(run.exitCode == 65)
        #expect(
            run.stderr
                == "mockgen: lim.json: list.sections[0].items: \(perLine) items a line, more than the limit of 1000;"
                + " give the items a larger width\n")
    }

    /// 1 pt items (exit 70, "Huge input lookup", before): 393 a line fit, 335,229 views a frame do not.
    @Test func onePointItemsAreRefusedBeforeLayout() throws {
        let dir = try write(flow(count: 1_000_000_000, width: 1, height: 1), named: "lim.json")
        let run = try Binary.shell(#"ulimit -v 1000000; exec timeout 30 "$MOCKGEN" lim.json --frames 2"#, in: dir)
        #expect(run.exitCode == 65)
        #expect(
            run.stderr
                == "mockgen: lim.json: list.sections[0].items: a frame would show up to 335229 views, more than the limit of 10000;"
                + " give the rows or items a larger height\n")
    }

    /// Every list kind is bounded by its own rules before layout (`ListKindRules.viewDensities`):
    /// a billion views of 1/16 pt lines, or 1/4 pt lines of four, on a 999 pt screen, are refused
    /// at the run's key; the same runs of 44 pt lines draw within 1 GB. `@` stands for the height.
    /// A screen of 999 pt holds 999 / (1/16) = 15,984 lines and one more cut at an end: 15,985 views;
    /// of 1/4 pt lines 3,996 + 1 = 3,997, four a line: 15,988.
    @Test(arguments: [
        // UITableView: one row a line (rule 2.1).
        (#"{"kind":"table","sections":[{"rows":{"count":1000000000,"height":@}}]}"#, 0.0625, "list.sections[0].rows", 15_985),
        // LazyVStack(spacing: 0): one child a line.
        (
            #"{"kind":"swiftui","container":"LazyVStack","spacing":0,"sections":[{"rows":{"count":1000000000,"height":@}}]}"#,
            0.0625, "list.sections[0].rows", 15_985
        ),
        // LazyColumn: one child a line, no spacing.
        (#"{"kind":"compose","content":[{"items":{"count":1000000000,"height":@}}]}"#, 0.0625, "list.content", 15_985),
        // SliverFixedExtentList: one child every itemExtent.
        (
            #"{"kind":"flutter","slivers":[{"sliver":"SliverFixedExtentList","itemExtent":@,"children":{"count":1000000000}}]}"#,
            0.0625, "list.slivers", 15_985
        ),
        // SliverGrid: crossAxisCount tiles a line, mainAxisExtent tall.
        (
            #"{"kind":"flutter","slivers":[{"sliver":"SliverGrid","crossAxisCount":4,"mainAxisExtent":@,"children":{"count":1000000000}}]}"#,
            0.25, "list.slivers", 15_988
        ),
        // A compositional group of four absolute-height items.
        (
            #"{"kind":"compositional","sections":[{"group":{"count":4,"layoutSize":{"widthDimension":{"fractionalWidth":1},"heightDimension":{"absolute":@}},"subitem":{"layoutSize":{"widthDimension":{"fractionalWidth":0.25},"heightDimension":{"fractionalHeight":1}}}},"items":{"count":1000000000}}]}"#,
            0.25, "list.sections[0].items", 15_988
        ),
        // A flow layout of 100 pt items on a 400 pt screen: four a line (rule 5.3).
        (
            #"{"kind":"collection","minimumInteritemSpacing":0,"minimumLineSpacing":0,"sections":[{"items":{"count":1000000000,"width":100,"height":@}}]}"#,
            0.25, "list.sections[0].items", 15_988
        ),
    ])
    func everyKindIsBoundedBeforeLayout(_ list: String, _ height: Double, _ keyPath: String, _ views: Int) throws {
        func scenario(_ h: Double) -> String {
            #"{"name":"k","list":"# + list.replacingOccurrences(of: "@", with: "\(h)") + "}"
        }
        let dir = try write(scenario(height), named: "dense.json")
        try Data(scenario(44).replacingOccurrences(of: "1000000000", with: "1000000").utf8)
            .write(to: dir.appendingPathComponent("sparse.json"))
        let dense = try Binary.shell(
            #"ulimit -v 1000000; exec timeout 30 "$MOCKGEN" dense.json --device 400x999 --frames 2 --format json"#, in: dir)
        #expect(dense.exitCode == 65)
        #expect(
            dense.stderr
                == "mockgen: dense.json: \(keyPath): a frame would show up to \(views) views, more than the limit of 10000;"
                + " give the rows or items a larger height\n")
        let sparse = try Binary.shell(
            #"ulimit -v 1000000; exec timeout 60 "$MOCKGEN" sparse.json --device 400x999 --frames 2 --format json > /dev/null"#,
            in: dir)
        #expect(sparse.exitCode == 0, "\(sparse.stderr)")
    }

    /// 1,000 items a line is the limit: 1 pt wide items on a 1000 pt wide screen, not 1001.
    @Test func itemsALineAtTheLimit() throws {
        let dir = try write(flow(count: 100_000, width: 1, height: 100), named: "g.json")
        #expect(try Binary.run(["g.json", "--device", "1000x800", "--frames", "2", "--format", "json"], in: dir).exitCode == 0)
        let over = try Binary.run(["g.json", "--device", "1001x800", "--frames", "2", "--format", "json"], in: dir)
        #expect(over.exitCode == 65)
        #expect(over.stderr.contains("g.json: list.sections[0].items: 1001 items a line, more than the limit of 1000"))
    }

    /// 10,000 views a frame is the limit: 10,000 rows of 0.01 pt all show at once, 10,001 do not.
    @Test func viewsAFrameAtTheLimit() throws {
        func table(_ count: Int) -> String {
            #"{"name":"t","list":{"kind":"table","sections":[{"rows":{"count":\#(count),"height":0.01}}]}}"#
        }
        let dir = try write(table(10_000), named: "at.json")
        try Data(table(10_001).utf8).write(to: dir.appendingPathComponent("over.json"))
        let at = try Binary.shell(#"ulimit -v 1000000; exec timeout 60 "$MOCKGEN" at.json --frames 2 --format json"#, in: dir)
        #expect(at.exitCode == 0, "\(at.stderr)")
        let over = try Binary.run(["over.json", "--frames", "2"], in: dir)
        #expect(over.exitCode == 65)
        #expect(over.stderr.contains("a frame would show up to 10001 views, more than the limit of 10000"))
    }

    /// 500,000 views a run: 1 pt rows on a 999 pt screen show 1,000 a frame, so 500 frames and not 501;
    /// the message names the option that lowers it.
    @Test func viewsARunAtTheLimit() throws {
        let dir = try write(
            #"{"name":"t","list":{"kind":"table","sections":[{"rows":{"count":100000,"height":1}}]}}"#, named: "r.json")
        let over = try Binary.run(["r.json", "--device", "400x999", "--frames", "501", "--format", "json"], in: dir)
        #expect(over.exitCode == 64)
        #expect(
            over.stderr
                == "mockgen: arguments: --frames: 501 frames of up to 1000 views each is 501000 views, more than the limit"
                + " of 500000 in a run; give --frames 500 or fewer\n")
    }

    /// Ten empty variants of a 10-row table at 2,000 frames (exit 139 under 300 MB before): within 1 GB.
    @Test func tenVariantsAtTwoThousandFramesFitInOneGigabyte() throws {
        let variants = (0..<10).map { #"{"name":"v\#($0)"}"# }.joined(separator: ",")
        let dir = try write(
            #"{"name":"var10","list":{"kind":"table","sections":[{"rows":{"count":10,"height":44}}]},"variants":[\#(variants)]}"#,
            named: "var10.json")
        let run = try Binary.shell(
            #"ulimit -v 1000000; exec timeout 120 "$MOCKGEN" var10.json --frames 2000 --format json > /dev/null"#, in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
    }

    /// A string is at most 100,000 bytes as written; 10,000,001 letters gave exit 70 before.
    @Test func aStringAtTheLimit() throws {
        func scenario(_ length: Int) -> String {
            #"{"name":"s","title":"\#(String(repeating: "a", count: length))","list":{"kind":"table","sections":[{"rows":{"count":3}}]}}"#
        }
        let dir = try write(scenario(100_000), named: "at.json")
        try Data(scenario(100_001).utf8).write(to: dir.appendingPathComponent("over.json"))
        try Data(scenario(10_000_001).utf8).write(to: dir.appendingPathComponent("huge.json"))
        #expect(try Binary.run(["at.json", "--frames", "2"], in: dir).exitCode == 0)
        for name in ["over", "huge"] {
            let run = try Binary.run(["\(name).json", "--frames", "2"], in: dir)
            #expect(run.exitCode == 65)
            let bytes = name == "over" ? 100_001 : 10_000_001
            #expect(
                run.stderr
                    == "mockgen: \(name).json:1:21: a string of \(bytes) bytes, more than the limit of 100000 bytes for a string\n"
            )
        }
    }

    /// Raster time is linear in what shows: 20,000 and 40,000-character row titles (15.5 s and
    /// 46 s before) draw in a few seconds, and only what fits the screen is drawn.
    @Test(arguments: [(20_000, "gif"), (40_000, "png"), (99_000, "gif")])
    func longTitlesDrawInLinearTime(_ length: Int, _ format: String) throws {
        let title = String(repeating: "T", count: length)
        let dir = try write(
            #"{"name":"big","title":"\#(title)","list":{"kind":"table","sections":[{"rows":{"count":30,"height":44,"title":"\#(title)"}}]}}"#,
            named: "big.json")
        let run = try Binary.shell(
            #"ulimit -v 1000000; exec timeout 30 "$MOCKGEN" big.json --frames 2 --format \#(format) --out out"#, in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let svg = try Binary.run(["big.json", "--frames", "1", "--format", "svg", "--out", "svg"], in: dir)
        #expect(svg.exitCode == 0)
        let frame = try String(contentsOf: dir.appendingPathComponent("svg/big-000.svg"), encoding: .utf8)
        // 20 × 393 pt (the default iPhone's width) / 17 pt, rounded up, and one: characters
        // narrower than 1/20 em do not show.
        #expect(frame.contains(">" + String(repeating: "T", count: 464) + "</text>"))
        #expect(!frame.contains(String(repeating: "T", count: 465) + "<"))
        // The accessible title is shortened, with an ellipsis.
        #expect(frame.contains("<title>" + String(repeating: "T", count: 200) + "…, frame 0"))
    }

    /// A label of many lines (lines 0) draws in time linear in the lines that show: 99,000
    /// characters wrap to 2,476 lines, of which about 40 fit the screen; each frame took 6.5 s
    /// to draw before (debug build). The SVG files keep every line: the live view moves cells.
    @Test(arguments: ["gif", "png"])
    func multiLineLabelsDrawInLinearTime(_ format: String) throws {
        let words = String(String(repeating: "word ", count: 19_800).prefix(99_000))
        let dir = try write(
            #"{"name":"wrap","list":{"kind":"table","sections":[{"rows":{"count":5,"height":"automatic","content":{"label":"\#(words)","lines":0}}}]}}"#,
            named: "wrap.json")
        let run = try Binary.shell(
            #"ulimit -v 1000000; exec timeout 20 "$MOCKGEN" wrap.json --frames 6 --format \#(format) --out out"#, in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let svg = try Binary.run(["wrap.json", "--frames", "1", "--format", "svg", "--out", "svg"], in: dir)
        #expect(svg.exitCode == 0)
        let frame = try String(contentsOf: dir.appendingPathComponent("svg/wrap-000.svg"), encoding: .utf8)
        #expect(frame.components(separatedBy: "<text").count > 2_000)
    }

    /// Stacks nested to the 32-level limit, each a wrapped label's row beside a time, lay out in
    /// time that grows with the depth, not as its power: each view is laid out and measured once
    /// a width (`ContentLayout.TextMemo`). 12 levels took 1.8 s before (debug build), 20 more
    /// than a minute; both alignments place a view more than once.
    @Test(arguments: ["fill", "top"])
    func deeplyNestedStacksLayOutOnce(_ alignment: String) throws {
        var node = #"{"label":"\#(String(repeating: "a chat message that wraps ", count: 8))","lines":0}"#
        for i in 0..<31 {
            node = #"{"stack":"horizontal","alignment":"\#(alignment)","children":[\#(node),{"label":"3:\#(10 + i)"}]}"#
        }
        let dir = try write(
            #"{"name":"deep","list":{"kind":"table","rowHeight":"automatic","sections":[{"rows":[{"content":\#(node)}]}]}}"#,
            named: "deep.json")
        let run = try Binary.shell(#"exec timeout 20 "$MOCKGEN" deep.json --frames 2 --format json"#, in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
    }

    /// Under a 200 MB address space a GIF ended by GLib's thread error (exit 133): now one line
    /// and 71 before any work. The vector formats need no such room.
    @Test func rasterFormatsRefuseASmallAddressSpace() throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.shell(#"ulimit -v 200000; exec timeout 30 "$MOCKGEN" --format gif > out.gif"#, in: dir)
        #expect(run.exitCode == 71)
        #expect(
            run.stderr
                == "mockgen: arguments: --format gif needs an address space of 1000000 KiB (ulimit -v 1000000), and the"
                + " limit is 200000 KiB; raise it, or give --format svg\n")
        let svg = try Binary.shell(#"ulimit -v 200000; exec timeout 30 "$MOCKGEN" --format svg --frames 2 --out out"#, in: dir)
        #expect(svg.exitCode == 0, "\(svg.stderr)")
    }

    /// NUL and other control characters are not drawn, and pick no face: no emoji font with an
    /// empty cmap is embedded in the page.
    @Test func controlCharactersAreNotDrawn() throws {
        let dir = try write(
            #"{"name":"c","list":{"kind":"table","sections":[{"rows":{"count":3,"content":{"label":"a\u0000b\u001bc\u0007d"}}}]}}"#,
            named: "c.json")
        let run = try Binary.run(["c.json", "--frames", "2"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdoutText.contains(">abcd</text>"))
        #expect(!run.stdoutText.contains(#"font-family: "Noto Color Emoji""#))
        #expect(!run.stdoutText.contains("\u{FFFD}"))
    }
}
