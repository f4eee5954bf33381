import MockgenDecoding
import MockgenLayout
import MockgenText
import Testing

/// Rule 2.7 (Docs/uikit-rules.md): a title-only section header or footer at automaticDimension
/// gets a height that fits its title (Apple, "UITableView.automaticDimension"); its label wraps
/// inside the view's layout margins. One line keeps TableMetrics' 28 pt (an assumption); each
/// further line adds its height.
@Suite struct SupplementaryTitleTests {
    /// UIFont.lineHeight of the 13 pt footnote style (SystemFontMetrics: ascender 1950 +
    /// descender 494 of 2048 units), and n lines rounded up to a pixel of a 3x screen as UIKit
    /// sizes a label: one line 15.514 -> 47 px = 15.667 pt, two lines 31.027 -> 94 px = 31.333 pt.
    static let footnoteLine = (1950.0 + 494.0) * 13 / 2048
    static func pixels(_ points: Double) -> Double { (points * 3 - 1e-9).rounded(.up) / 3 }
    static let twoLineHeight = 28 + pixels(2 * footnoteLine) - pixels(footnoteLine)

    static func settings() throws -> Scenario {
        let builtin = try #require(ScenarioLibrary.builtin(named: "settings"))
        return try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "settings.json").base
    }

    static func element(_ id: String, in scenario: Scenario, at offset: Double) throws -> Element {
        try #require(frames(scenario, offsets: [offset])[0].element(id))
    }

    /// `settings`' footer.4 is 61 characters of footnote text; on the iPhone 15 Pro (393 pt wide)
    /// its line is 393 - 2 x 16 (insetGrouped, rule 3.4) - 2 x 16 (the label's margins) = 329 pt.
    /// Measured with the project's Inter at 13 pt it is wider than one line and narrower than two,
    /// so it takes two lines and the footer is 28 + 31.333 - 15.667 = 43.667 pt.
    @Test func settingsLongFooterWrapsToTwoLinesAndGrowsByOne() throws {
        let fonts = try FontSet.load()
        let title = "Automatic updates install overnight while the iPhone charges."
        let unwrapped = fonts.layout(title, font: FontSpec(size: 13, weight: .regular), width: .infinity).width
        #expect(unwrapped > 329 && unwrapped < 2 * 329)
        let scenario = try Self.settings()
        #expect(scenario.hasContent, "the long footer needs the fonts")
        // At the end of the list (offset 0 puts footer.4 below the screen).
        let footer = try Self.element("footer.4", in: scenario, at: 400)
        #expect(abs(footer.frame.height - Self.twoLineHeight) < 1e-9)
        #expect(abs(Self.twoLineHeight - 43.666_666_666) < 1e-6)
    }

    /// "Known networks are joined automatically." fits its 329 pt line (measured with Inter):
    /// footer.2 keeps the one-line 28 pt; so do the one-word headers.
    @Test func oneLineTitlesKeepTheOneLineHeight() throws {
        let scenario = try Self.settings()
        let fonts = try FontSet.load()
        let unwrapped = fonts.layout(
            "Known networks are joined automatically.", font: FontSpec(size: 13, weight: .regular), width: .infinity
        ).width
        #expect(unwrapped < 329)
        for id in ["footer.2", "header.2", "header.4"] {
            #expect(try Self.element(id, in: scenario, at: 0).frame.height == TableMetrics.titledHeaderHeight)
        }
    }

    /// An explicit height is what heightForFooterInSection returned: kept as it is. The title
    /// still wraps when drawn (the configuration's text has no line limit), so the screen loads
    /// the fonts all the same.
    @Test func explicitHeightsAreKept() throws {
        var scenario = try Self.settings()
        scenario.list.sections[4].footer?.height = .points(28)
        #expect(scenario.hasContent)
        #expect(try Self.element("footer.4", in: scenario, at: 400).frame.height == 28)
        var table = try #require(scenario.list.kind.rules.tableCounterpart)
        table.sectionFooterHeight = .points(30)
        scenario.list.sections[4].footer?.height = nil
        scenario.list.kind = .table(table)
        #expect(try Self.element("footer.4", in: scenario, at: 400).frame.height == 30)
        #expect(try Self.element("footer.2", in: scenario, at: 0).frame.height == 30)
    }

    /// Short titles need no fonts: a printable ASCII character counts its widest advance
    /// (`asciiAdvances`) plus 0.1 em for kerning, any other scalar 3 em, and the title still fits
    /// its 329 pt line. "Known networks are joined automatically." is at most 24.95 em, 324.35
    /// pt at 13 pt; "About this iPhone" 10.59 em, 137.67 pt; a Korean "일반" 2 x 3 x 13 = 78 pt.
    /// A line break always may wrap.
    @Test func shortTitlesLoadNoFonts() throws {
        var scenario = try Self.settings()
        scenario.list.sections[4].footer?.title = "About this iPhone"
        #expect(!scenario.hasContent)
        scenario.list.sections[2].footer?.title = "일반"
        #expect(!scenario.hasContent)
        #expect(!SupplementaryTitle.mayWrap("Known networks are joined automatically.", size: 13, width: 324.36))
        #expect(SupplementaryTitle.mayWrap("Known networks are joined automatically.", size: 13, width: 324.34))
        #expect(!SupplementaryTitle.mayWrap("일반", size: 13, width: 78))
        #expect(SupplementaryTitle.mayWrap("일반", size: 13, width: 77.9))
        #expect(SupplementaryTitle.mayWrap("Two\nlines", size: 13, width: 329))
    }

    /// A grouped header is bounded as drawn, in capitals: "wwwwwwwwwwwwwwwwwwwwwww" (23 "w") is
    /// 23 x (0.86 + 0.1) = 22.08 em, 287.04 pt at 13 pt, under 329; "WWW...", 23 x (1.04 + 0.1)
    /// = 26.22 em, 340.86 pt, over it. So the lower-case header makes the screen load the fonts.
    @Test func groupedHeadersAreBoundedInCapitals() throws {
        let title = String(repeating: "w", count: 23)
        #expect(!SupplementaryTitle.mayWrap(title, size: 13, width: 329))
        #expect(SupplementaryTitle.mayWrap(title.uppercased(), size: 13, width: 329))
        var scenario = try Self.settings()
        scenario.list.sections[2].footer = nil
        scenario.list.sections[4].footer = nil
        #expect(!scenario.hasContent)
        scenario.list.sections[2].header?.title = title
        #expect(scenario.hasContent)
    }

    /// A plain table's footer follows the same rule: its frame spans the width (393 pt), so the
    /// line is 393 - 2 x 16 = 361 pt; a title twice as long as settings' takes more lines.
    @Test func plainFootersWrapToo() throws {
        let title = "Automatic updates install overnight while the iPhone charges. Keep it connected to Wi-Fi."
        let scenario = Scenario(
            name: "plain", device: .iPhone15Pro,
            list: ListSpec(
                kind: .table(TableSpec(style: .plain, rowHeight: .points(44))),
                sections: [SectionSpec(footer: ViewSpec(title: title), rows: [ViewRun(count: 2, view: ViewSpec())])]))
        #expect(scenario.hasContent)
        let fonts = try FontSet.load()
        let block = fonts.layout(title, font: FontSpec(size: 13, weight: .regular), width: 361)
        #expect(block.lines.count >= 2)
        let expected = 28 + Self.pixels(Double(block.lines.count) * Self.footnoteLine) - Self.pixels(Self.footnoteLine)
        let footer = try Self.element("footer.0", in: scenario, at: 0)
        #expect(abs(footer.frame.height - expected) < 1e-9)
        #expect(footer.frame.width == 393)
    }

    /// The bounds `mayWrap` rests on: no scalar of a sample of scripts, symbols and emoji is wider
    /// than `widestAdvance` em, and no pair of printable ASCII characters, kerned, is wider than
    /// its two `asciiAdvances` and `kerningAllowance`, in any weight, in the iOS and Android sets.
    @Test func noSampledGlyphIsWiderThanTheBounds() throws {
        let loaded = try FontSet.load()
        let sample = "WMmw@%…—⸻한글漢字かな€™→⌘✓😀🇰🇷﷽꧅𒐫"
        let ascii = (0x20...0x7E).map { Character(Unicode.Scalar($0)!) }
        // The iOS set and the Android one (Roboto first).
        for fonts in [loaded, loaded.forDevice(android: true)] {
            try checkBounds(fonts, sample: sample, ascii: ascii)
        }
    }

    static func advance(_ c: Character) -> Double {
        Double(SupplementaryTitle.asciiAdvances[Int(c.unicodeScalars.first!.value) - 0x20]) / 100
    }

    private func checkBounds(_ fonts: FontSet, sample: String, ascii: [Character]) throws {
        for weight in [FontWeight.regular, .medium, .semibold, .bold] {
            let font = FontSpec(size: 10, weight: weight)
            for scalar in sample.unicodeScalars {
                let width = fonts.layout(String(scalar), font: font, width: .infinity).width
                #expect(width <= 10 * SupplementaryTitle.widestAdvance, "\(scalar) is \(width / 10) em")
            }
            var over: [String] = []
            for a in ascii {
                for b in ascii {
                    let width = fonts.layout(String([a, b]), font: font, width: .infinity).width
                    let bound = 10 * (Self.advance(a) + Self.advance(b) + SupplementaryTitle.kerningAllowance)
                    if width > bound { over.append("\(a)\(b) \(width / 10) em") }
                }
            }
            #expect(over.isEmpty, "\(weight): \(over.prefix(5))")
        }
    }
}
