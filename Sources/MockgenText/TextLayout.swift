/// A run of one line drawn with one face.
public struct TextRun: Sendable, Hashable {
    /// Index into `FontSet.families`.
    public var family: Int
    public var text: String
}

/// One line of a laid-out label, in the label's coordinates (points).
public struct TextLine: Sendable, Hashable {
    public var text: String
    public var runs: [TextRun]
    /// Width without trailing spaces.
    public var width: Double
    public var top: Double
    public var baseline: Double
    public var height: Double
    /// Character offsets (Unicode scalars) of the line in the label's text, for comparisons.
    public var range: Range<Int>
}

/// A label laid out at a width: its lines and its height as UILabel reports it.
public struct TextBlock: Sendable, Hashable {
    public var lines: [TextLine]
    /// Sum of line heights, rounded up to a whole device pixel (UIKit sizes views to pixels).
    public var height: Double
    /// Widest line.
    public var width: Double
}

/// How lines are chosen (decisions.md, Text). UILabel on iOS 14+ uses both; a browser
/// comparison turns `pushOut` off, since CSS has no such rule.
public struct LineBreakStrategy: Sendable, Hashable {
    /// hangulWordPriority: Korean wraps at spaces (CSS `word-break: keep-all`).
    public var keepAll: Bool
    /// pushOut: a last line of one word takes a word from the line above when it fits.
    public var pushOut: Bool
    public static let standard = LineBreakStrategy(keepAll: true, pushOut: true)
    public init(keepAll: Bool, pushOut: Bool) { self.keepAll = keepAll; self.pushOut = pushOut }
}

/// The vertical metrics UIKit reports for the system font (SF Pro), which every line of a label
/// takes whatever faces draw its runs (Docs/decisions.md, Text): ascender 1950, descender 494,
/// no line gap, per 2048 units (UIFont.systemFont(ofSize: 17).lineHeight is 20.287109375).
/// Inter, which stands in for SF's advances, has its own (taller) metrics; they are not used.
public enum SystemFontMetrics {
    public static let unitsPerEm = 2048.0
    public static let ascender = 1950.0
    public static let descender = 494.0
    public static let lineGap = 0.0

    /// UIFont.ascender at `size` points.
    public static func ascent(_ size: Double) -> Double { ascender * size / unitsPerEm }
    /// UIFont.lineHeight at `size` points: ascender - descender + leading.
    public static func lineHeight(_ size: Double) -> Double { (ascender + descender + lineGap) * size / unitsPerEm }
}

/// Rounds up to a whole pixel of a screen of `scale` pixels a point, as UIKit sizes a label; the
/// small tolerance keeps an exact pixel from becoming the next one through float error.
public func ceilToPixel(_ x: Double, scale: Double) -> Double { (x * scale - 1e-9).rounded(.up) / scale }

extension FontSet {
    /// Lays out `text` as a UILabel of `width` points: greedy wrapping at UAX #14 opportunities,
    /// a character break for a word wider than the line, `lines` > 0 truncates the last line with
    /// an ellipsis (`lineBreakMode = .byTruncatingTail`). `scale` is the screen's pixels a point
    /// (UIScreen.scale), to which the label's height is rounded up.
    public func layout(_ text: String, font: FontSpec, width: Double, lines maxLines: Int = 0,
                       strategy: LineBreakStrategy = .standard, scale: Double = 3) -> TextBlock {
        let scalars = text.unicodeScalars.map(\.value)
        guard !scalars.isEmpty else { return TextBlock(lines: [], height: 0, width: 0) }
        let shaped = Shaped(scalars, font: font, fonts: self)
        let breaks = lineBreaks(scalars, keepAll: strategy.keepAll)
        var ranges = wrap(shaped, breaks: breaks, width: width)
        if strategy.pushOut { ranges = pushOut(ranges, shaped: shaped, breaks: breaks, width: width) }
        var truncated: (range: Range<Int>, cut: Int)?
        if maxLines > 0, ranges.count > maxLines {
            let start = ranges[maxLines - 1].lowerBound
            ranges = Array(ranges.prefix(maxLines - 1))
            truncated = (start..<scalars.count, fitWithEllipsis(shaped, from: start, width: width))
        }
        var result: [TextLine] = []
        var y = 0.0
        for range in ranges {
            result.append(line(shaped, range, top: y, ellipsis: false))
            y += result.last!.height
        }
        if let truncated {
            result.append(line(shaped, truncated.range.lowerBound..<truncated.cut, top: y, ellipsis: true))
            y += result.last!.height
        }
        // Lines stack at the font's lineHeight; only the label's total is rounded (two lines of
        // 17 pt measure 40.574, not twice a rounded line).
        return TextBlock(lines: result, height: ceilToPixel(y, scale: scale), width: result.map(\.width).max() ?? 0)
    }

    private func line(_ s: Shaped, _ range: Range<Int>, top: Double, ellipsis: Bool) -> TextLine {
        let end = s.trimmedEnd(range)
        var runs: [TextRun] = []
        var i = range.lowerBound
        while i < end {
            var j = i + 1
            while j < end, s.family[j] == s.family[i] { j += 1 }
            runs.append(TextRun(family: s.family[i], text: s.string(i..<j)))
            i = j
        }
        var width = s.width(range.lowerBound..<end)
        if ellipsis {
            if let last = runs.indices.last, runs[last].family == 0 { runs[last].text += "…" }
            else { runs.append(TextRun(family: 0, text: "…")) }
            width += s.ellipsisWidth
        }
        // The label's font sets the line whatever faces its runs fall back to: UILabel does not
        // grow a line for Hangul or emoji (Docs/decisions.md, Text).
        return TextLine(text: runs.map(\.text).joined(), runs: runs, width: width, top: top,
                        baseline: top + SystemFontMetrics.ascent(s.font.size),
                        height: SystemFontMetrics.lineHeight(s.font.size), range: range)
    }

    // MARK: - Choosing lines

    /// Greedy: each line takes as many break-separated pieces as fit; trailing spaces hang.
    private func wrap(_ s: Shaped, breaks: [BreakKind], width: Double) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        let n = s.count
        while start < n {
            var lastFit: Int?
            var end = start
            var forced = false
            while end < n {
                let next = end + 1
                if s.width(start..<s.trimmedEnd(start..<next)) > width + 1e-9 { break }
                end = next
                if breaks[end - 1] == .mandatory { forced = true; break }
                if breaks[end - 1] == .allowed { lastFit = end }
            }
            let lineEnd: Int
            if forced || end == n { lineEnd = end }
            else if let lastFit { lineEnd = lastFit }
            else { lineEnd = max(end, start + 1) } // a word wider than the line breaks between characters
            result.append(start..<lineEnd)
            start = lineEnd
        }
        return result
    }

    /// pushOut: when the last line holds one word and the line above has more than one, move the
    /// above line's last word down if both lines still fit.
    private func pushOut(_ lines: [Range<Int>], shaped s: Shaped, breaks: [BreakKind], width: Double) -> [Range<Int>] {
        guard lines.count >= 2 else { return lines }
        let last = lines[lines.count - 1], above = lines[lines.count - 2]
        let inside = { (r: Range<Int>) in r.dropLast().contains { breaks[$0] != .none } }
        guard !inside(last), breaks[above.upperBound - 1] == .allowed,
              let cut = above.dropLast().last(where: { breaks[$0] == .allowed }).map({ $0 + 1 }),
              cut > above.lowerBound else { return lines }
        let newLast = cut..<last.upperBound
        guard s.width(newLast.lowerBound..<s.trimmedEnd(newLast)) <= width + 1e-9 else { return lines }
        return lines.dropLast(2) + [above.lowerBound..<cut, newLast]
    }

    /// End of the longest prefix from `start` that fits with an ellipsis after it.
    private func fitWithEllipsis(_ s: Shaped, from start: Int, width: Double) -> Int {
        var end = start
        while end < s.count, s.scalars[end] != 0x0A,
              s.width(start..<s.trimmedEnd(start..<(end + 1))) + s.ellipsisWidth <= width + 1e-9 {
            end += 1
        }
        return end
    }
}

/// A paragraph shaped once: each character's face and advance in points.
struct Shaped {
    let scalars: [UInt32]
    let family: [Int]
    let prefix: [Double]
    let font: FontSpec
    let ellipsisWidth: Double
    var count: Int { scalars.count }

    init(_ scalars: [UInt32], font: FontSpec, fonts: FontSet) {
        self.scalars = scalars
        self.font = font
        // Fallback per character, the first family that has a glyph, as a browser picks it
        // (combining marks stay with the character before them).
        var family = [Int](repeating: 0, count: scalars.count)
        for i in scalars.indices {
            let c = scalars[i]
            family[i] = (0x300...0x36F).contains(c) && i > 0 ? family[i - 1] : fonts.faceIndex(for: c)
        }
        self.family = family
        var advances = [Double](repeating: 0, count: scalars.count)
        var i = 0
        while i < scalars.count {
            var j = i + 1
            while j < scalars.count, family[j] == family[i] { j += 1 }
            let face = fonts.face(family[i], font.weight)
            let scale = font.size / face.unitsPerEm
            for (k, a) in face.advances(scalars, i..<j).enumerated() { advances[i + k] = a * scale }
            i = j
        }
        var prefix = [0.0]
        prefix.reserveCapacity(scalars.count + 1)
        for a in advances { prefix.append(prefix.last! + a) }
        self.prefix = prefix
        let latin = fonts.face(0, font.weight)
        ellipsisWidth = latin.advances([0x2026], 0..<1)[0] * font.size / latin.unitsPerEm
    }

    func width(_ r: Range<Int>) -> Double { prefix[r.upperBound] - prefix[r.lowerBound] }

    /// End of `r` without trailing spaces and line feeds (they hang past the line's end).
    func trimmedEnd(_ r: Range<Int>) -> Int {
        var end = r.upperBound
        while end > r.lowerBound, isSpace(scalars[end - 1]) || scalars[end - 1] == 0x0A { end -= 1 }
        return end
    }

    func string(_ r: Range<Int>) -> String {
        var s = String.UnicodeScalarView()
        for c in scalars[r] { if let u = Unicode.Scalar(c) { s.append(u) } }
        return String(s)
    }
}
