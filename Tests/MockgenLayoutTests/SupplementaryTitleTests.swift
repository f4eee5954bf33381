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

    /// `settings`' footer.4 is 62 characters of footnote text; on the iPhone 15 Pro (393 pt wide)
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

    /// An explicit height is what heightForFooterInSection returned: kept as it is, and such a
    /// screen loads no fonts for its titles.
    @Test func explicitHeightsAreKept() throws {
        var scenario = try Self.settings()
        scenario.list.sections[4].footer?.height = .points(28)
        scenario.list.sections[2].footer?.height = .points(28)
        #expect(!scenario.hasContent)
        #expect(try Self.element("footer.4", in: scenario, at: 400).frame.height == 28)
        var table = try #require(scenario.list.kind.tableCounterpart)
        table.sectionFooterHeight = .points(30)
        scenario.list.sections[4].footer?.height = nil
        scenario.list.kind = .table(table)
        #expect(!scenario.hasContent, "the table's sectionFooterHeight in points sizes the footer")
        #expect(try Self.element("footer.4", in: scenario, at: 400).frame.height == 30)
    }

    /// Short titles need no fonts: every scalar at the widest advance (3 em) still fits the line.
    /// "General" is 7 x 13 x 3 = 273 <= 329; a screen with only such titles opens no text library.
    @Test func shortTitlesLoadNoFonts() throws {
        var scenario = try Self.settings()
        scenario.list.sections[2].footer?.title = "Joined"
        scenario.list.sections[4].footer?.title = "Nightly"
        #expect(!SupplementaryTitle.mayWrap("General", size: 13, width: 329))
        #expect(!scenario.hasContent)
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

    /// The bound `mayWrap` rests on: no scalar of a sample of scripts, symbols and emoji is wider
    /// than `SupplementaryTitle.widestAdvance` em in the faces the text is measured with.
    @Test func noSampledGlyphIsWiderThanTheBound() throws {
        let fonts = try FontSet.load()
        let sample = "WMmw@%…—⸻한글漢字かな€™→⌘✓😀👩‍👩‍👧‍👦🇰🇷﷽꧅𒐫"
        for weight in [FontWeight.regular, .semibold, .bold] {
            for scalar in sample.unicodeScalars {
                let width = fonts.layout(String(scalar), font: FontSpec(size: 10, weight: weight), width: .infinity).width
                #expect(width <= 10 * SupplementaryTitle.widestAdvance, "\(scalar) is \(width / 10) em")
            }
        }
    }
}
