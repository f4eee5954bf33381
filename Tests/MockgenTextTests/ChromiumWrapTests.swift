import Foundation
import Testing

@testable import MockgenText

/// Wrap points of mockgen's line breaker against Chromium laying out the same text, in the same
/// fonts (the subsets the flipbook embeds) and width, with CSS `word-break: keep-all` (UILabel's
/// hangulWordPriority). pushOut has no CSS equivalent and is left out (Docs/decisions.md, Text).
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
        // Emoji (Docs/text.md#emoji): sequences are single clusters, drawn in Noto Color Emoji.
        "오늘 점심 정말 맛있었어요 👍 다음에 또 같이 가요 😀😀",
        "Family trip 👨‍👩‍👧 to Seoul 🇰🇷 was great, thanks 👍🏽 for everything ❤️ see you",
        "축하해요 🎉🎉🎉 생일 🎂 진심으로 축하드려요 🥳 행복한 하루 보내세요 👋🏻👋🏿",
        // A wider corpus (Docs/text.md#line-breaking): digits after Hangul, units, paths, product codes, quotes.
        "버전3.2부터 지원하는 기능2개와 iOS17에서 바뀐 점을 정리했습니다",
        "면적은 108cm²까지 늘어나고 부피는 20m³이상, 온도는 영하5°C까지 내려갑니다",
        "그는 ‘휴가부터’이라고 말했지만 우리는 “일부터”라고 답했다",
        "설치 경로는 /usr/share/fonts/truetype/noto 이고 문서는 https://example.com/docs/text/line-breaking 에 있습니다",
        "Call 010-1234-5678 or see pages 10-20 of model A-1234, product code SKU-2025-001/B, dated 2025/02/10",
        "\"Hello,\" she said (quietly) — 'it costs $1,299.00' — and left at 9:30 a.m.",
    ]
    static let widths = [120.0, 200.0, 305.0, 353.0]
    static let sizes = [17.0, 20.0]

    @Test(.enabled(if: chromium != nil, "chromium is not installed: browser comparison skipped (.ci/run installs it)"))
    func wrapPointsMatchChromium() throws {
        let fonts = try FontSet.load()
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
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000",
            "--user-data-dir=\(dir.path)/profile", "--dump-dom", file.absoluteString,
        ]
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
        var excused: [KnownDifference: Int] = [:]
        for (c, browser) in zip(cases, results) {
            let block = fonts.layout(
                c.text, font: FontSpec(size: c.size), width: c.width,
                strategy: LineBreakStrategy(keepAll: true, pushOut: false))
            let ours = block.lines.map(\.range.lowerBound)
            let theirs = browser.split(separator: ",").compactMap { Int($0) }
            guard ours != theirs else { continue }
            let scalars = c.text.unicodeScalars.map(\.value)
            // The first line start that differs decides; the lines after it follow from it.
            let k = (0..<min(ours.count, theirs.count)).first { ours[$0] != theirs[$0] } ?? min(ours.count, theirs.count)
            let starts = [ours, theirs].compactMap { k < $0.count ? $0[k] : nil }
            if let known = starts.lazy.compactMap({ KnownDifference(breakingAt: $0, in: scalars) }).first {
                excused[known, default: 0] += 1
                continue
            }
            mismatches.append("\(c.size) pt at \(c.width) pt: mockgen \(ours), chromium \(theirs): \(c.text)")
        }
        for (known, count) in excused.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            print("wrap differs where UILabel and Chromium are known to differ (\(known.rawValue)): \(count) paragraphs")
        }
        for m in mismatches { print("wrap differs: " + m) }
        #expect(mismatches.isEmpty, "mockgen and Chromium wrap differently (printed above)")
    }

    /// Break opportunities where UILabel (ICU's UAX #14, Unicode 15.0) and Chromium are known to
    /// differ, named so that nothing else is excused (Docs/text.md).
    enum KnownDifference: String {
        /// UAX #14 LB13 forbids a break before `/` and allows one after it before a letter; Blink's
        /// ASCII line-break table (text_break_iterator.cc) never breaks after `/`.
        case slash = "a line ends after \"/\""
        /// UAX #14 LB25 keeps `-` with the digits after it (HY × NU); Blink's ASCII table breaks there.
        case hyphenBeforeDigits = "\"-\" before digits"
        /// Unicode 15.1's LB19a (ICU 74, in Chromium) allows a break between a closing quote and
        /// East Asian text; Unicode 15.0's LB19 (ICU 72) keeps them together.
        case quoteBeforeHangul = "closing quote before a Korean particle"

        init?(breakingAt start: Int, in text: [UInt32]) {
            guard start > 0, start < text.count else { return nil }
            let before = text[start - 1]
            let after = text[start]
            if before == 0x2F || after == 0x2F {
                self = .slash
            } else if before == 0x2D, (0x30...0x39).contains(after) {
                self = .hyphenBeforeDigits
            } else if [0x2019, 0x201D].contains(before), (0xAC00...0xD7AF).contains(after) {
                self = .quoteBeforeHangul
            } else {
                return nil
            }
        }
    }

    /// One absolutely sized paragraph a case; a script records, per paragraph, the character
    /// offsets where a new line starts (Range.getClientRects of each character).
    func page(_ cases: [(text: String, width: Double, size: Double)], fonts: FontSet) -> String {
        // Each cluster's characters go to the face that draws it, so an emoji sequence keeps its ligature.
        var used: [Int: Set<UInt32>] = [:]
        for c in cases {
            for character in c.text {
                let scalars = character.unicodeScalars.map(\.value)
                used[fonts.faceIndex(forCluster: scalars), default: []].formUnion(scalars)
            }
        }
        var css = ""
        for (family, scalars) in used.sorted(by: { $0.key < $1.key }) {
            let bytes = fonts.face(family, .regular).subset(scalars.sorted().compactMap(Unicode.Scalar.init))!
            css += "@font-face { font-family: \"\(FontSet.families[family].family)\"; "
            css += "src: url(data:font/otf;base64,\(Data(bytes).base64EncodedString())); }\n"
        }
        css +=
            ".t { font-family: Inter, 'Noto Sans CJK KR', 'Noto Color Emoji'; word-break: keep-all; overflow-wrap: break-word; "
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
                let lastTop = null, scalar = 0;
                // Offsets in Unicode scalars, as mockgen counts them: a surrogate pair is one.
                for (let i = 0; i < node.length; i += 1, scalar += 1) {
                  const pair = node.data.codePointAt(i) > 0xFFFF;
                  const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + (pair ? 2 : 1));
                  if (pair) i += 1;
                  const rects = r.getClientRects();
                  if (!rects.length) continue;
                  const top = rects[0].top;
                  if (lastTop === null || top > lastTop + 2) { starts.push(scalar); lastTop = top; }
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
