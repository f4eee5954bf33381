import MockgenText

/// A table's section header or footer given only a `title` (rule 2.7, Docs/uikit-rules.md).
/// Left at automaticDimension, UIKit gives it a height that fits the title (Apple,
/// "UITableView.automaticDimension": the table uses a height that fits the string returned from
/// `titleForHeaderInSection` / `titleForFooterInSection`); UITableViewHeaderFooterView's label
/// wraps inside the view's layout margins, so a title wider than its line takes more lines and
/// the view grows by them. One line keeps `TableMetrics.titledHeaderHeight` (an assumption). The
/// configurations' text has no line limit (`numberOfLines` 0), so a title in a view whose height
/// the app gave wraps too; only the height is then the app's.
public enum SupplementaryTitle {
    /// The room a line of the title has: the view less the layout margin on both sides, where the
    /// text starts (rules 2.6, 3.4, Docs/uikit-rules.md).
    public static func lineWidth(viewWidth: Double, layoutMargin: Double) -> Double {
        max(0, viewWidth - 2 * layoutMargin)
    }

    /// The title as the look draws it (a grouped header's capitals) in the look's font.
    public static func drawn(_ title: String, look: ListContentLook, contentSize: String) -> (text: String, font: FontSpec) {
        (look.text.uppercased ? title.uppercased() : title, look.text.font(contentSize: contentSize))
    }

    /// The view's height for a title laid out as `block`: the one-line height plus what the
    /// further lines add (the block's height less one line, each rounded up to a pixel as UIKit
    /// sizes a label). Nil when the title takes one line: the view keeps the one-line height.
    public static func height(of block: TextBlock, scale: Double) -> Double? {
        guard block.lines.count > 1, let first = block.lines.first else { return nil }
        return TableMetrics.titledHeaderHeight + block.height - ceilToPixel(first.height, scale: scale)
    }

    /// The widest advance of any face the text is measured with, in em: Noto Sans CJK KR's
    /// `hhea.advanceWidthMax` is 3000 of 1000 units, Inter's 7552 of 2816 (2.68), Noto Color
    /// Emoji's 2550 of 2048, Roboto's 4368 of 2048 (read from the files in `Fonts/`).
    public static let widestAdvance = 3.0
    /// Printable ASCII, which most titles are, character by character: the widest advance of each
    /// of U+0020...U+007E in Inter (4 weights) and Roboto (3 weights), in hundredths of an em
    /// rounded up, read from `hmtx` through the cmap as Docs/testing.md's script does ("W" in
    /// Inter Bold is 2917 of 2816 units: 104).
    public static let asciiAdvances: [UInt8] = [
        29, 33, 41, 65, 66, 86, 68, 23, 41, 41, 57, 68, 31, 47, 30, 42, 69, 58, 63,
        66, 68, 65, 67, 60, 67, 67, 30, 31, 68, 68, 68, 57, 104, 75, 67, 76, 73, 62,
        59, 77, 75, 30, 57, 69, 57, 92, 76, 79, 65, 79, 66, 66, 67, 75, 75, 104, 72,
        73, 67, 41, 43, 41, 49, 48, 50, 59, 64, 59, 64, 60, 39, 64, 63, 28, 28, 59,
        28, 92, 63, 62, 64, 64, 41, 57, 39, 63, 59, 86, 58, 59, 58, 41, 38, 41, 69,
    ]
    /// Room for kerning between two characters, in em. `SupplementaryTitleTests` checks every
    /// pair of printable ASCII characters, kerned, in every weight of both sets against the table
    /// and this.
    public static let kerningAllowance = 0.1

    /// Whether `title` can take more than one line of `width` at `size` points, without fonts:
    /// a line break in it (UAX #14's mandatory breaks), or wider than the line with every scalar
    /// at its bound, so a screen whose titles are short loads no fonts.
    public static func mayWrap(_ title: String, size: Double, width: Double) -> Bool {
        var ems = 0.0
        for scalar in title.unicodeScalars {
            switch scalar.value {
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
            case 0x20...0x7E: ems += Double(asciiAdvances[Int(scalar.value) - 0x20]) / 100 + kerningAllowance
            default: ems += widestAdvance
            }
        }
        return ems * size > width
    }
}

extension Scenario {
    /// Some section header or footer of a table (or a List drawn as one) has only a title, and
    /// one that may take more than a line: breaking it into lines needs the fonts, for an
    /// automatic height (rule 2.7, Docs/uikit-rules.md) and for the drawing, which wraps a title
    /// inside a view of any height. One pass over the sections in place, stopping at the first
    /// such view; lists of other kinds and tables whose titles are all short answer false
    /// without loading anything.
    var titlesNeedMeasuring: Bool {
        guard let table = list.kind.rules.tableCounterpart else { return false }
        let viewWidth = table.style.sectionViewWidth(tableWidth: device.width, layoutMargin: device.layoutMargin)
        let width = SupplementaryTitle.lineWidth(viewWidth: viewWidth, layoutMargin: device.layoutMargin)
        var found = false
        func mayWrap(_ title: String?, _ configuration: ListContentStyle?, kind: Element.Kind) -> Bool {
            guard let title, !title.isEmpty else { return false }
            let look = (configuration ?? ListContentStyle.default(for: kind, in: table.style)).look(on: iosVersion)
            // As drawn: a grouped header's capitals are wider than its lower case.
            let (text, font) = SupplementaryTitle.drawn(title, look: look, contentSize: contentSize)
            return SupplementaryTitle.mayWrap(text, size: font.size, width: width)
        }
        // Optional chains on the section in place (Scenario/SectionFacts.swift): no view is copied out.
        list.sections.forEachInPlace { _, section in
            guard !found else { return }
            if case .some = section.pointee.header?.title, !section.pointee.header.carriesContent {
                found = mayWrap(section.pointee.header?.title, section.pointee.header?.configuration, kind: .header)
            }
            if !found, case .some = section.pointee.footer?.title, !section.pointee.footer.carriesContent {
                found = mayWrap(section.pointee.footer?.title, section.pointee.footer?.configuration, kind: .footer)
            }
        }
        return found
    }
}
