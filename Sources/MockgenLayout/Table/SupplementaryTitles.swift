import MockgenText

/// A table's section header or footer given only a `title` (rule 2.7, Docs/uikit-rules.md).
/// Left at automaticDimension, UIKit gives it a height that fits the title (Apple,
/// "UITableView.automaticDimension": the table uses a height that fits the string returned from
/// `titleForHeaderInSection` / `titleForFooterInSection`); UITableViewHeaderFooterView's label
/// wraps inside the view's layout margins, so a title wider than its line takes more lines and
/// the view grows by them. One line keeps `TableMetrics.titledHeaderHeight` (an assumption).
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

    /// The title's lines at `width`, as a label with `numberOfLines = 0` breaks them.
    public static func lines(
        _ title: String, look: ListContentLook, contentSize: String, width: Double, fonts: FontSet, scale: Double
    ) -> TextBlock {
        let (text, font) = drawn(title, look: look, contentSize: contentSize)
        return fonts.layout(text, font: font, width: width, scale: scale)
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
    /// The same for printable ASCII, which most titles are: Inter Bold's "W" is the widest, 2917
    /// of 2816 units (1.036 em; Roboto's "@" 0.898), read from `hmtx` through the cmap as
    /// Docs/testing.md's script does; 1.1 leaves room for kerning. `SupplementaryTitleTests`
    /// checks every pair of printable ASCII characters in every weight against it.
    public static let widestASCIIAdvance = 1.1

    /// Whether `title` can take more than one line of `width` at `size` points, without fonts:
    /// a line break in it (UAX #14's mandatory breaks), or wider than the line with every scalar
    /// at its bound, so a screen whose titles are short loads no fonts.
    public static func mayWrap(_ title: String, size: Double, width: Double) -> Bool {
        var ems = 0.0
        for scalar in title.unicodeScalars {
            switch scalar.value {
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
            case 0x20...0x7E: ems += widestASCIIAdvance
            default: ems += widestAdvance
            }
        }
        return ems * size > width
    }
}

extension Scenario {
    /// Some section header or footer of a table (or a List drawn as one) has only a title, an
    /// automatic height, and a title that may be wider than its line: measuring it needs the
    /// fonts (rule 2.7, Docs/uikit-rules.md). One pass over the sections in place, stopping at the
    /// first such view; lists of other kinds and tables whose titles are all short or sized in
    /// points answer false without loading anything.
    var titlesNeedMeasuring: Bool {
        guard let table = list.kind.tableCounterpart else { return false }
        let viewWidth =
            table.style == .insetGrouped ? device.width - 2 * device.layoutMargin : device.width
        let width = SupplementaryTitle.lineWidth(viewWidth: viewWidth, layoutMargin: device.layoutMargin)
        var found = false
        func mayWrap(_ title: String?, _ configuration: ListContentStyle?, kind: Element.Kind) -> Bool {
            guard let title, !title.isEmpty else { return false }
            let look = (configuration ?? ListContentStyle.default(for: kind, in: table.style)).look
            return SupplementaryTitle.mayWrap(title, size: look.text.font(contentSize: contentSize).size, width: width)
        }
        // Optional chains on the section in place (Scenario/SectionFacts.swift): no view is copied out.
        list.sections.forEachInPlace { _, section in
            guard !found else { return }
            if case .some = section.pointee.header?.title, !section.pointee.header.carriesContent,
                (section.pointee.header?.height ?? table.sectionHeaderHeight) == .automatic
            {
                found = mayWrap(section.pointee.header?.title, section.pointee.header?.configuration, kind: .header)
            }
            if !found, case .some = section.pointee.footer?.title, !section.pointee.footer.carriesContent,
                (section.pointee.footer?.height ?? table.sectionFooterHeight) == .automatic
            {
                found = mayWrap(section.pointee.footer?.title, section.pointee.footer?.configuration, kind: .footer)
            }
        }
        return found
    }
}
