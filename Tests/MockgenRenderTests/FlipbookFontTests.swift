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

    /// Emoji are pictures (Docs/text.md, "Emoji drawn as pictures"): the text after each starts
    /// where mockgen's shaping put it, so Chromium ends each line where mockgen measured its end,
    /// and the page embeds no emoji font.
    @Test(.enabled(if: chromium != nil, "chromium is not installed: browser check skipped (.ci/run installs it)"))
    func emojiLinesEndWhereMeasured() throws {
        let labels = ["좋아요 👍 👍🏽 가족 👨‍👩‍👧 국기 🇰🇷 하트 ❤️ 끝", "Great job 🎉🎉 see you 😀 ok"]
        let chat = """
            { "name": "chat", "list": { "kind": "table", "sections": [ { "rows": [
              { "height": "automatic", "content": { "label": "\(labels[0])", "padding": { "left": 16, "right": 16 } } },
              { "height": "automatic", "content": { "label": "\(labels[1])", "style": "headline", "padding": { "left": 16, "right": 16 } } }
            ] } ] } }
            """
        let html = try measure(chat, expectingLines: 2, originals: labels)
        #expect(!html.contains("font-family: \"Noto Color Emoji\""))
        #expect(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"color-glyphs\""))
    }

    /// A Compose screen on a Pixel 8 (Docs/text.md#text-on-other-platforms): its frames name Roboto first, the page
    /// embeds Roboto's subsets, and Chromium draws each line as wide as mockgen measured it with Roboto.
    @Test(.enabled(if: chromium != nil, "chromium is not installed: browser check skipped (.ci/run installs it)"))
    func androidLinesAreAsWideAsMeasuredInRoboto() throws {
        let compose = """
            { "name": "android", "device": "pixel-8", "list": { "kind": "compose", "content": [{ "items": { "count": 1, "height": "automatic",
              "content": { "stack": "vertical", "children": [
                { "label": "Hello" }, { "label": "Roboto draws Android's text, fallbacks 한글 too", "style": "headline" } ] } } }] } }
            """
        let html = try measure(compose, expectingLines: 2, android: true)
        #expect(html.contains("@font-face { font-family: \"Roboto\"; font-weight: 400; src: url(data:font/ttf;base64,"))
        #expect(html.contains("@font-face { font-family: \"Roboto\"; font-weight: 600; src: url(data:font/ttf;base64,"))
        #expect(!html.contains("font-family: \"Inter\""))
    }

    @discardableResult
    /// With `originals`, the lines are those texts, in order, with emoji that the `<text>` does
    /// not hold: each is compared by where Chromium ends its last character.
    func measure(
        _ scenario: String, expectingLines minimum: Int, android: Bool = false, originals: [String]? = nil
    ) throws -> String {
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
                           t.getComputedTextLength().toFixed(3),
                           (t.getEndPositionOfChar(t.getNumberOfChars() - 1).x - parseFloat(t.getAttribute('x'))).toFixed(3)
                          ].join('\\t'));
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

        let fonts = try FontSet.load().forDevice(android: android)
        let weights = Dictionary(uniqueKeysWithValues: FontWeight.allCases.map { (String($0.cssWeight), $0) })
        #expect(rows.count >= minimum)
        var compared = 0
        for row in rows where row.count == 5 {
            let text = row[0].replacingOccurrences(of: "&amp;", with: "&")
            let font = FontSpec(size: Double(row[1])!, weight: weights[row[2]]!)
            if let originals {
                // The line whose text without its pictures is this `<text>`'s.
                guard
                    let original = originals.first(where: { original in
                        fonts.line(original, font: font)?.runs.filter { $0.family != FontSet.emojiFamily }
                            .map(\.text).joined() == text
                    })
                else { continue }
                compared += 1
                let measured = fonts.layout(original, font: font, width: .infinity).width
                #expect(
                    abs(Double(row[4])! - measured) <= max(0.005, 0.001 * measured),
                    "\"\(original)\": Chromium ends at \(row[4]), mockgen \(measured)")
                continue
            }
            let measured = fonts.layout(text, font: font, width: .infinity).width
            // Latin lines agree to 0.001 pt; lines with Hangul come out up to 0.1 % narrower in
            // Chromium (its own HarfBuzz build against Debian's 6.0 on Noto Sans CJK), far below
            // what would move a wrap point, which ChromiumWrapTests checks directly.
            #expect(
                abs(Double(row[3])! - measured) <= max(0.005, 0.001 * measured),
                "\"\(text)\" \(row[1]) pt: Chromium \(row[3]), mockgen \(measured)")
        }
        if let originals { #expect(compared == originals.count) }
        return page
    }
}
