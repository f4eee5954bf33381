import MockgenFormat
import MockgenLayout

extension FrameLayout {
    /// `clampedFrom` as the captions say it: nil when it prints as the offset shown, 3 decimals
    /// (an offset typed from a caption, 324.667 past an end of 324.6666..., reads as clamped
    /// from itself otherwise). The layout JSON keeps the exact value.
    var clampedFromAsShown: Double? {
        guard let from = clampedFrom, formatNumber(from) != formatNumber(contentOffset) else { return nil }
        return from
    }
}

/// The strip under each phone in the raster formats (Docs/command-line.md#caption-strip): a picture seen without
/// the flipbook still says where it is. Lines, top to bottom: the variant's name (variants only),
/// the frame and its offset, the behaviours' states, and two lines for the event labels (blank
/// when none), in bold. Every
/// frame of a run has the same lines, so an animation's picture keeps one size.
public enum CaptionStrip {
    public static let fontSize = 11.0
    public static let lineHeight = 15.0
    public static let padding = 8.0

    /// The caption's lines for `frame`; `variantName` is nil in a run without variants.
    /// Each is cut to the characters that fit `width` in the monospaced caption face, ending "…".
    public static func lines(_ frame: FrameLayout, variantName: String?, width: Double) -> [String] {
        var lines: [String] = []
        if let variantName { lines.append(variantName) }
        var offset = "#\(frame.index)  contentOffset.y \(formatNumber(frame.contentOffset))"
        if let from = frame.clampedFromAsShown { offset += " (clamped from \(formatNumber(from)))" }
        lines.append(offset)
        lines.append(
            frame.behaviorStates.isEmpty
                ? "no behaviours"
                : frame.behaviorStates.map { "\($0.name): \($0.state)" }.joined(separator: ", "))
        let fit = max(2, Int((width - 2 * padding) / (fontSize * SVGStyle.captionAdvance)))
        lines = lines.map { cut($0, fit) }
        var event = frame.events.isEmpty ? "" : "event: " + frame.events.joined(separator: "; ")
        for _ in 0..<eventLines {
            // Broken at the last space that fits, else mid-word; the last line ends "…" if cut.
            var line = event
            if event.count > fit {
                let head = event.prefix(fit)
                line = String(head.lastIndex(of: " ").map { head[..<$0] } ?? head)
            }
            lines.append(line)
            event = String(event.dropFirst(line.count).drop { $0 == " " })
        }
        if !event.isEmpty { lines[lines.count - 1] = cut(lines[lines.count - 1] + " " + event, fit) }
        return lines
    }

    /// Lines the event labels may take.
    public static let eventLines = 2

    private static func cut(_ line: String, _ fit: Int) -> String {
        line.count > fit ? String(line.prefix(fit - 1)) + "…" : line
    }

    /// The strip's height in points for `lineCount` lines.
    public static func height(lineCount: Int) -> Double { 2 * padding + Double(lineCount) * lineHeight }

    /// The strip as an SVG document of `width` points; the event lines (the last two) are bold.
    public static func svg(lines: [String], width: Double) -> String {
        let height = height(lineCount: lines.count)
        var out = MarkupBuffer(capacity: 512)
        out.append("<svg")
        out.attribute("xmlns", SVGStyle.namespace)
        out.attribute("width", width)
        out.attribute("height", height)
        out.viewBox(width: width, height: height)
        out.attribute("font-family", SVGStyle.captionFontFamily)
        out.attribute("font-size", fontSize)
        out.append(">\n")
        let ink = Paint(RGBA(r: 0x1c, g: 0x1c, b: 0x1e))
        let muted = Paint(RGBA(r: 0x6c, g: 0x6c, b: 0x70))
        for (k, line) in lines.enumerated() where !line.isEmpty {
            let isEvent = k >= lines.count - eventLines
            out.append("<text")
            out.attribute("x", padding)
            out.attribute("y", padding + (Double(k) + 0.5) * lineHeight + SVGStyle.baselineShift * fontSize)
            if isEvent { out.attribute("font-weight", "700") }
            if let paint = isEvent ? ink : muted { out.append(paint) }
            out.append(">")
            out.appendEscaped(line)
            out.append("</text>\n")
        }
        out.append("</svg>\n")
        return out.text
    }
}
