import Foundation
import MockgenDecoding
import MockgenLayout
import MockgenRender
import MockgenText
import Testing

/// Opens the `blog` flipbook in headless Chromium and measures every line of text of the frame
/// shown: with the embedded subset fonts, each `<text>` is exactly as wide as mockgen measured
/// it (Hangul lines within 0.1 %), so the text sits where the layout put it. Skips when
/// Chromium is not installed.
@Suite struct FlipbookFontTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: chromium != nil, "chromium is not installed: browser check skipped (.ci/run installs it)"))
    func linesAreAsWideAsMeasured() throws {
        let builtin = try #require(ScenarioLibrary.builtin(named: "blog"))
        try measure(builtin.text, expectingLines: 10)
    }

    /// Emoji (issue 12, item 4): the embedded Noto Color Emoji subset keeps its bitmaps (CBDT/CBLC)
    /// and ligatures, so Chromium draws each sequence as the one glyph mockgen measured.
    @Test(.enabled(if: chromium != nil, "chromium is not installed: browser check skipped (.ci/run installs it)"))
    func emojiLinesAreAsWideAsMeasured() throws {
        let chat = """
            { "name": "chat", "list": { "kind": "table", "sections": [ { "rows": [
              { "height": "automatic", "content": { "label": "좋아요 👍 👍🏽 가족 👨‍👩‍👧 국기 🇰🇷 하트 ❤️ 끝", "padding": { "left": 16, "right": 16 } } },
              { "height": "automatic", "content": { "label": "Great job 🎉🎉 see you 😀", "style": "headline", "padding": { "left": 16, "right": 16 } } }
            ] } ] } }
            """
        let html = try measure(chat, expectingLines: 2)
        #expect(
            html.contains("@font-face { font-family: \"Noto Color Emoji\"; font-weight: 100 900; src: url(data:font/ttf;base64,"))
    }

    @discardableResult
    func measure(_ scenario: String, expectingLines minimum: Int) throws -> String {
        let doc = try ScenarioDecoder.decode(Array(scenario.utf8), source: "scenario.json")
        let board = try LayoutRun.layOut(
            base: doc.base, variants: nil, selection: .spread(count: 1, snapToEvents: false),
            fonts: try FontSet.load())
        // The frame's texts in the default family (the caption pill names its own monospace).
        let script = """
            <script>//<![CDATA[
            document.fonts.ready.then(() => {
              const rows = [];
              for (const t of document.querySelectorAll('svg[data-frame="0"] text:not([font-family])')) {
                rows.push([t.textContent, t.getAttribute('font-size') || '17', t.getAttribute('font-weight') || '400',
                           t.getComputedTextLength().toFixed(3)].join('\\t'));
              }
              const pre = document.createElement('pre'); pre.id = 'measured'; pre.textContent = rows.join('\\n');
              document.body.appendChild(pre);
            });
            //]]></script>
            """
        let page = renderFlipbook(board)
        let html = page.replacingOccurrences(of: "</body>", with: script + "\n</body>")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("blog.html")
        try html.write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.chromium!)
        // A window tall enough to show the frame at 1:1 (a scaled SVG gets a scaled, rounded font size).
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000", "--window-size=1000,1100",
            "--user-data-dir=\(dir.path)/profile", "--dump-dom", file.absoluteString,
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let start = try #require(dom.range(of: "<pre id=\"measured\">"), "Chromium printed no measurements")
        let end = try #require(dom[start.upperBound...].range(of: "</pre>"))
        let rows = dom[start.upperBound..<end.lowerBound].split(separator: "\n").map {
            $0.split(separator: "\t").map(String.init)
        }

        let fonts = try FontSet.load()
        let weights = Dictionary(uniqueKeysWithValues: FontWeight.allCases.map { (String($0.cssWeight), $0) })
        #expect(rows.count >= minimum)
        for row in rows where row.count == 4 {
            let text = row[0].replacingOccurrences(of: "&amp;", with: "&")
            let font = FontSpec(size: Double(row[1])!, weight: weights[row[2]]!)
            let measured = fonts.layout(text, font: font, width: .infinity).width
            // Latin lines agree to 0.001 pt; lines with Hangul come out up to 0.1 % narrower in
            // Chromium (its own HarfBuzz build against Debian's 6.0 on Noto Sans CJK), far below
            // what would move a wrap point, which ChromiumWrapTests checks directly.
            #expect(
                abs(Double(row[3])! - measured) <= max(0.005, 0.001 * measured),
                "\"\(text)\" \(row[1]) pt: Chromium \(row[3]), mockgen \(measured)")
        }
        return page
    }
}
