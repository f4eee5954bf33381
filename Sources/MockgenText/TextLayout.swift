/// A run of one line drawn with one face.
public struct TextRun: Sendable, Hashable {
    /// Index into the set's `pinned` families.
    public var family: Int
    public var text: String
}

/// One line of a laid-out label, in the label's coordinates (points).
public struct TextLine: Sendable, Hashable {
    public var text: String
    public var runs: [TextRun]
    /// Where each run starts, in points from the line's start (by the shaped advances).
    public var runStarts: [Double]
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

/// How lines are chosen (Docs/decisions.md, Text). UILabel on iOS 14+ uses both; a browser
/// comparison turns `pushOut` off, since CSS has no such rule.
public struct LineBreakStrategy: Sendable, Hashable {
    /// hangulWordPriority: Korean wraps at spaces (CSS `word-break: keep-all`).
    public var keepAll: Bool
    /// pushOut: a last line of one word takes a word from the line above when it fits.
    public var pushOut: Bool
    public static let standard = LineBreakStrategy(keepAll: true, pushOut: true)
    public init(keepAll: Bool, pushOut: Bool) {
        self.keepAll = keepAll
        self.pushOut = pushOut
    }
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

/// The vertical metrics a set's lines take, in font units: UIKit's system font for the iOS set;
/// for the Android set Roboto's hhea ascender and descender. Compose lays text out without font
/// padding (PlatformTextStyle, includeFontPadding false since Compose 1.5), so a line is the font's
/// ascent plus descent, which Android reads from hhea (assumption where its docs are silent:
/// Docs/text.md).
public struct LineMetrics: Sendable, Hashable {
    public var unitsPerEm, ascender, descender, lineGap: Double

    public static let system = LineMetrics(
        unitsPerEm: SystemFontMetrics.unitsPerEm, ascender: SystemFontMetrics.ascender,
        descender: SystemFontMetrics.descender, lineGap: SystemFontMetrics.lineGap)
    static func hhea(of face: FontFace) -> LineMetrics {
        LineMetrics(unitsPerEm: face.unitsPerEm, ascender: face.ascender, descender: face.descender, lineGap: face.lineGap)
    }

    public func ascent(_ size: Double) -> Double { ascender * size / unitsPerEm }
    public func lineHeight(_ size: Double) -> Double { (ascender + descender + lineGap) * size / unitsPerEm }
}

/// Rounds up to a whole pixel of a screen of `scale` pixels a point, as UIKit sizes a label; the
/// small tolerance keeps an exact pixel from becoming the next one through float error.
public func ceilToPixel(_ x: Double, scale: Double) -> Double { (x * scale - 1e-9).rounded(.up) / scale }

extension FontSet {
    /// Lays out `text` as a UILabel of `width` points: greedy wrapping at UAX #14 opportunities,
    /// a character break for a word wider than the line, `lines` > 0 truncates the last line with
    /// an ellipsis (`lineBreakMode = .byTruncatingTail`). `scale` is the screen's pixels a point
    /// (UIScreen.scale), to which the label's height is rounded up.
    public func layout(
        _ text: String, font: FontSpec, width: Double, lines maxLines: Int = 0,
        strategy: LineBreakStrategy = .standard, scale: Double = 3
    ) -> TextBlock {
        layout(shape(text, font: font, strategy: strategy), width: width, lines: maxLines, scale: scale)
    }

    /// `text` shaped and its break opportunities found, once, for laying it out at several widths
    /// (a label's unwrapped width and its wrapped lines): shaping is most of a layout's cost.
    /// Each text is shaped once a run (`ShapeCache`): its height measured before the first frame
    /// and its drawing share it.
    public func shape(_ text: String, font: FontSpec, strategy: LineBreakStrategy = .standard) -> ShapedParagraph {
        guard !text.unicodeScalars.isEmpty else { return ShapedParagraph(shaped: nil, breaks: [], strategy: strategy) }
        return shapeCache.paragraph(text, font: font, strategy: strategy) {
            let shaped = Shaped(text, font: font, fonts: self)
            let breaks = lineBreaks(shaped.scalars, clusterEnds: shaped.clusterEnd, keepAll: strategy.keepAll)
            return ShapedParagraph(shaped: shaped, breaks: breaks, strategy: strategy)
        }
    }

    /// `layout(_:font:width:lines:strategy:scale:)` of a paragraph shaped before.
    public func layout(_ paragraph: ShapedParagraph, width: Double, lines maxLines: Int = 0, scale: Double = 3) -> TextBlock {
        guard let shaped = paragraph.shaped else { return TextBlock(lines: [], height: 0, width: 0) }
        let breaks = paragraph.breaks
        let strategy = paragraph.strategy
        let scalars = shaped.scalars
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
        var starts: [Double] = []
        var i = range.lowerBound
        while i < end {
            var j = i + 1
            while j < end, s.family[j] == s.family[i] { j += 1 }
            runs.append(TextRun(family: s.family[i], text: s.string(i..<j)))
            starts.append(s.width(range.lowerBound..<i))
            i = j
        }
        var width = s.width(range.lowerBound..<end)
        if ellipsis {
            if let last = runs.indices.last, runs[last].family == 0 {
                runs[last].text += "…"
            } else {
                runs.append(TextRun(family: 0, text: "…"))
                starts.append(width)
            }
            width += s.ellipsisWidth
        }
        // The label's font sets the line whatever faces its runs fall back to: UILabel does not
        // grow a line for Hangul or emoji (Docs/decisions.md, Text).
        return TextLine(
            text: runs.map(\.text).joined(), runs: runs, runStarts: starts, width: width, top: top,
            baseline: top + lineMetrics.ascent(s.font.size),
            height: lineMetrics.lineHeight(s.font.size), range: range)
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
                let next = s.clusterEnd(from: end)
                if s.width(start..<s.trimmedEnd(start..<next)) > width + 1e-9 { break }
                end = next
                if breaks[end - 1] == .mandatory {
                    forced = true
                    break
                }
                if breaks[end - 1] == .allowed { lastFit = end }
            }
            let lineEnd: Int
            if forced || end == n {
                lineEnd = end
            } else if let lastFit {
                lineEnd = lastFit
            } else {
                lineEnd = max(end, s.clusterEnd(from: start))
            }  // a word wider than the line breaks between clusters
            result.append(start..<lineEnd)
            start = lineEnd
        }
        return result
    }

    /// pushOut: when the last line holds one word and the line above has more than one, move the
    /// above line's last word down if both lines still fit.
    private func pushOut(_ lines: [Range<Int>], shaped s: Shaped, breaks: [BreakKind], width: Double) -> [Range<Int>] {
        guard lines.count >= 2 else { return lines }
        let last = lines[lines.count - 1]
        let above = lines[lines.count - 2]
        let inside = { (r: Range<Int>) in r.dropLast().contains { breaks[$0] != .none } }
        guard !inside(last), breaks[above.upperBound - 1] == .allowed,
            let cut = above.dropLast().last(where: { breaks[$0] == .allowed }).map({ $0 + 1 }),
            cut > above.lowerBound
        else { return lines }
        let newLast = cut..<last.upperBound
        guard s.width(newLast.lowerBound..<s.trimmedEnd(newLast)) <= width + 1e-9 else { return lines }
        return lines.dropLast(2) + [above.lowerBound..<cut, newLast]
    }

    /// End of the longest prefix from `start` that fits with an ellipsis after it.
    private func fitWithEllipsis(_ s: Shaped, from start: Int, width: Double) -> Int {
        var end = start
        while end < s.count, s.scalars[end] != 0x0A {
            let next = s.clusterEnd(from: end)
            guard s.width(start..<s.trimmedEnd(start..<next)) + s.ellipsisWidth <= width + 1e-9 else { break }
            end = next
        }
        return end
    }
}

/// A label's text shaped at its font with its break opportunities, ready to be laid out at any
/// width (`FontSet.shape`).
public struct ShapedParagraph: Sendable {
    let shaped: Shaped?
    let breaks: [BreakKind]
    let strategy: LineBreakStrategy
}

/// A paragraph shaped once: each character's face and advance in points.
struct Shaped: Sendable {
    let scalars: [UInt32]
    let family: [Int]
    /// True after the last character of a grapheme cluster: the only places a line may end.
    let clusterEnd: [Bool]
    let prefix: [Double]
    let font: FontSpec
    let ellipsisWidth: Double
    var count: Int { scalars.count }

    init(_ text: String, font: FontSpec, fonts: FontSet) {
        let scalars = text.unicodeScalars.map(\.value)
        self.scalars = scalars
        self.font = font
        // One face a grapheme cluster (an emoji sequence, a letter and its combining marks),
        // the first family that has a glyph for it, as a browser picks it.
        var family = [Int](repeating: 0, count: scalars.count)
        var clusterEnd = [Bool](repeating: false, count: scalars.count)
        var start = 0
        for character in text {
            let end = start + character.unicodeScalars.count
            let f = end - start == 1 ? fonts.faceIndex(for: scalars[start]) : fonts.faceIndex(forCluster: scalars[start..<end])
            for k in start..<end { family[k] = f }
            clusterEnd[end - 1] = true
            start = end
        }
        self.family = family
        self.clusterEnd = clusterEnd
        // Runs split where the face or the script changes; digits and punctuation take the script
        // before them, so "한글123abc" shapes "123" apart from "abc" (UAX #24's Common characters,
        // as Chromium and CoreText itemise: no kerning across the change).
        let script = resolvedScripts(scalars)
        var advances = [Double](repeating: 0, count: scalars.count)
        var i = 0
        while i < scalars.count {
            var j = i + 1
            while j < scalars.count, family[j] == family[i], script[j] == script[i] { j += 1 }
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

    /// End of the grapheme cluster that starts at `i`.
    func clusterEnd(from i: Int) -> Int {
        var j = i + 1
        while j < scalars.count, !clusterEnd[j - 1] { j += 1 }
        return j
    }

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

/// A coarse script of each character for itemising: Hangul, Han and kana, or other letters; a
/// character that is no letter (digits, spaces, punctuation, symbols) takes the script of the
/// letter before it, or of the first letter when none precedes.
func resolvedScripts(_ scalars: [UInt32]) -> [UInt8] {
    func script(_ c: UInt32) -> UInt8? {
        // ASCII letters and Hangul syllables without the property look-up (see `isLetter`).
        if c < 0x80 { return (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A ? 3 : nil }
        if c >= 0xAC00 && c <= 0xD7A3 { return 1 }
        guard let s = Unicode.Scalar(c) else { return nil }
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: break
        default: return nil
        }
        switch c {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: return 1
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF: return 2
        default: return 3
        }
    }
    var result = scalars.map(script)
    var current = result.first { $0 != nil }.flatMap { $0 } ?? 0
    for k in result.indices {
        if let s = result[k] { current = s } else { result[k] = current }
    }
    return result.map { $0! }
}
