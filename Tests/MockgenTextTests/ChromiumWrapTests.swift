import Foundation
import Testing
@testable import MockgenText

/// Wrap points of mockgen's line breaker against Chromium laying out the same text, in the same
/// fonts (the subsets the flipbook embeds) and width, with CSS `word-break: keep-all` (UILabel's
/// hangulWordPriority). pushOut has no CSS equivalent and is left out (decisions.md, Text).
/// Skips when Chromium is not installed; `.ci/run` installs it.
@Suite struct ChromiumWrapTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static let corpus = [
        "The quick brown fox jumps over the lazy dog while the table view measures every cell",
        "Why automaticDimension needs an unbroken chain of constraints from the top of the content view to its bottom",
        "Self-sizing cells, headers and footers: UITableView.automaticDimension with estimatedRowHeight",
        "[TIL / 25.02.10] 헤더를 이용한 테이블뷰 구성, 셀과 헤더 높이 자동 계산",
        "SnapKit으로 오토레이아웃 제약 조건을 코드로 작성하기",
        "이번 포스팅은 프로젝트를 진행하던 도중에 생긴 궁금증도 해결할 겸 작성해 본다.",
        "테이블뷰의 스타일을 plain에서 grouped로 바꾸면 헤더가 스크롤됩니다",
        "서울특별시 중구 세종대로 110 · 최저 12° 최고 21°",
    ]
    static let widths = [120.0, 200.0, 305.0, 353.0]
    static let sizes = [17.0, 20.0]

    @Test(.enabled(if: chromium != nil, "chromium is not installed: browser comparison skipped (.ci/run installs it)"))
    func wrapPointsMatchChromium() throws {
        let fonts = try FontSet.shared.get()
        var cases: [(text: String, width: Double, size: Double)] = []
        for text in Self.corpus { for w in Self.widths { for s in Self.sizes { cases.append((text, w, s)) } } }

        let html = page(cases, fonts: fonts)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-wrap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("wrap.html")
        try html.write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.chromium!)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000",
                             "--user-data-dir=\(dir.path)/profile", "--dump-dom", file.absoluteString]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        let start = try #require(dom.range(of: "<pre id=\"out\">"), "Chromium printed no results")
        let end = try #require(dom[start.upperBound...].range(of: "</pre>"))
        let results = dom[start.upperBound..<end.lowerBound].split(separator: ";", omittingEmptySubsequences: false)
        try #require(results.count == cases.count, "Chromium measured \(results.count) of \(cases.count) paragraphs")

        var mismatches: [String] = []
        for (c, browser) in zip(cases, results) {
            let block = fonts.layout(c.text, font: FontSpec(size: c.size), width: c.width,
                                     strategy: LineBreakStrategy(keepAll: true, pushOut: false))
            let ours = block.lines.map { String($0.range.lowerBound) }.joined(separator: ",")
            if ours != String(browser) {
                mismatches.append("\(c.size) pt at \(c.width) pt: mockgen \(ours), chromium \(browser): \(c.text)")
            }
        }
        for m in mismatches { print("wrap differs: " + m) }
        #expect(mismatches.isEmpty, "mockgen and Chromium wrap differently (printed above)")
    }

    /// One absolutely sized paragraph a case; a script records, per paragraph, the character
    /// offsets where a new line starts (Range.getClientRects of each character).
    func page(_ cases: [(text: String, width: Double, size: Double)], fonts: FontSet) -> String {
        var used: [Int: Set<UInt32>] = [:]
        for c in cases { for s in c.text.unicodeScalars { used[fonts.faceIndex(for: s.value), default: []].insert(s.value) } }
        var css = ""
        for (family, scalars) in used.sorted(by: { $0.key < $1.key }) {
            let bytes = fonts.face(family, .regular).subset(scalars.sorted().compactMap(Unicode.Scalar.init))!
            css += "@font-face { font-family: \"\(FontSet.families[family].family)\"; "
            css += "src: url(data:font/otf;base64,\(Data(bytes).base64EncodedString())); }\n"
        }
        css += ".t { font-family: Inter, 'Noto Sans CJK KR'; word-break: keep-all; overflow-wrap: break-word; "
        css += "line-height: normal; margin: 0 0 8px; padding: 0; white-space: normal; }\n"
        var body = ""
        for c in cases {
            let escaped = c.text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            body += "<p class=\"t\" style=\"width: \(c.width)px; font-size: \(c.size)px\">\(escaped)</p>\n"
        }
        let script = """
        document.fonts.ready.then(() => {
          const out = [];
          for (const p of document.querySelectorAll('.t')) {
            const node = p.firstChild, starts = [];
            let lastTop = null;
            for (let i = 0; i < node.length; i++) {
              const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1);
              const rects = r.getClientRects();
              if (!rects.length) continue;
              const top = rects[0].top;
              if (lastTop === null || top > lastTop + 2) { starts.push(i); lastTop = top; }
            }
            out.push(starts.join(','));
          }
          document.getElementById('out').textContent = out.join(';');
        });
        """
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>\(css)</style></head><body>\n\(body)"
            + "<pre id=\"out\"></pre><script>\(script)</script></body></html>\n"
    }
}
