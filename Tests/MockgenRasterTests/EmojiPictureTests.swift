import MockgenDecoding
import MockgenFormat
import MockgenLayout
import MockgenRender
import MockgenTestSupport
import MockgenText
import Testing

@testable import MockgenRaster

/// Emoji drawn as the emoji font's own pictures (Docs/text.md, "Emoji drawn as pictures"), in
/// the pixels librsvg draws for every raster format: one row of each kind of emoji cluster (UTS
/// #51: a single emoji, a skin-tone modifier sequence, a flag, a keycap, a ZWJ sequence, an
/// emoji with VS16).
@Suite(.enabled(if: EncodingTests.fontsInstalled)) struct EmojiPictureTests {
    static let rows = [
        "A 😀 smile", "B 👍🏻 ok", "C 🇰🇷 flag", "D 1️⃣ keycap", "E 👩‍💻 coder", "F ❤️ love",
    ]

    static let scale = 3.0

    /// The first frame's SVG of a plain table whose rows are `rows` (titles, or content labels).
    static func frameSVG(_ rows: [String], content: Bool) throws -> String {
        let views = rows.map { title -> String in
            content
                ? #"{"height":"automatic","content":{"label":"\#(title)"}}"#
                : #"{"title":"\#(title)"}"#
        }
        let json = #"{"name":"e","list":{"sections":[{"rows":[\#(views.joined(separator: ","))]}]}}"#
        let document = try ScenarioDecoder.decode(Array(json.utf8), source: "e.json")
        let run = try LayoutRun.layOut(
            base: document.base, variants: document.variants, selection: .offsets([-59]), fonts: try FontSet.load())
        return renderSVGFrame(run.variants[0].frameArray[0], variant: run.variants[0])
    }

    static func draw(_ svg: String) throws -> RasterImage {
        try Renderer.prepare()
        let canvas = try #require(Canvas(width: Int(393 * scale), height: Int(852 * scale), background: 0xFFFF_FFFF))
        try canvas.draw(svg, x: 0, y: 0, width: 393 * scale, height: 852 * scale, name: "emoji")
        return canvas.image
    }

    /// Each `<use>` of a picture: its box in points.
    static func pictureBoxes(_ svg: String) -> [(x: Double, y: Double, width: Double, height: Double)] {
        svg.split(separator: "\n").filter { $0.hasPrefix("<use href=\"#emoji-") }.map { line in
            func value(_ name: String) -> Double {
                let start = line.firstRange(of: " \(name)=\"")!.upperBound
                return Double(line[start...].prefix { $0 != "\"" })!
            }
            return (value("x"), value("y"), value("width"), value("height"))
        }
    }

    /// The same SVG without its pictures: the text alone, where the frame put it.
    static func withoutPictures(_ svg: String) -> String {
        svg.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("<use href=\"#emoji-") }.joined(separator: "\n")
    }

    @Test(arguments: [false, true]) func everyClusterIsAColourPictureAndNoTextPixelIsLost(content: Bool) throws {
        let svg = try Self.frameSVG(Self.rows, content: content)
        let boxes = Self.pictureBoxes(svg)
        // One picture a cluster: the font has each sequence as one glyph.
        #expect(boxes.count == Self.rows.count)
        #expect(svg.contains("<symbol id=\"emoji-"))
        #expect(!svg.contains("'Noto Color Emoji'\">"))
        let full = try Self.draw(svg)
        let text = try Self.draw(Self.withoutPictures(svg))
        for box in boxes {
            // About a line's height: the bitmap's box at 17 pt (136 x 128 px at 109 ppem).
            #expect(abs(box.height - 128.0 / 109 * 17) < 0.05)
            var coloured = 0
            for y in Int(box.y * Self.scale)..<Int((box.y + box.height) * Self.scale) {
                for x in Int(box.x * Self.scale)..<Int((box.x + box.width) * Self.scale) {
                    let p = full.pixel(x: x, y: y)
                    if Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 60 { coloured += 1 }
                }
            }
            #expect(coloured > 100, "no colour inside the picture at \(box)")
        }
        // Every pixel the text draws is drawn alike with the pictures: none covers any letter.
        var textPixels = 0
        var lost = 0
        for y in 0..<text.height {
            for x in 0..<text.width {
                let t = text.pixel(x: x, y: y)
                guard Int(t.r) + Int(t.g) + Int(t.b) < 3 * 128 else { continue }
                textPixels += 1
                let f = full.pixel(x: x, y: y)
                if abs(Int(f.r) - Int(t.r)) + abs(Int(f.g) - Int(t.g)) + abs(Int(f.b) - Int(t.b)) > 24 { lost += 1 }
            }
        }
        #expect(textPixels > 1000)
        #expect(lost == 0)
    }

    /// The text after a picture starts where the shaping put it, after the picture's advance: the
    /// picture ends before the next run begins, so the line is as wide as it was measured.
    @Test func textAfterAPictureStartsAtItsMeasuredPlace() throws {
        let fonts = try FontSet.load()
        let svg = try Self.frameSVG(["A 😀 smile"], content: false)
        let line = try #require(fonts.line("A 😀 smile", font: FontSpec(size: 17)))
        #expect(line.runs.map(\.family) == [0, FontSet.emojiFamily, 0])
        let start = 16 + line.runStarts[2]
        #expect(svg.contains("<tspan x=\"\(formatNumber(start))\"> smile</tspan>"))
        let box = try #require(Self.pictureBoxes(svg).first)
        // Noto's bitmap is 136 px wide at 109 ppem, a hair wider than its 2550 / 2048 em advance.
        #expect(box.x >= 16 + line.runStarts[1] - 0.01)
        #expect(box.x + box.width <= start + 0.05)
    }
}
