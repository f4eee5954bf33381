import MockgenText

/// How a UIListContentConfiguration draws a view's `title` and `secondaryText`: fonts, colours,
/// the header's capitals, where the texts sit. Sources and assumptions, one place
/// (Docs/uikit-rules.md, Assumptions):
/// - groupedHeader / groupedFooter: footnote in secondaryLabel, the header in capitals. Apps that
///   want a larger grouped header replace exactly these three properties of `groupedHeader()` (font,
///   colour, `transform`), e.g. GrowApp's `UIListContentConfiguration+Extension.swift`, and
///   hand-made grouped headers copy them (kickstarter/ios-oss `SettingsGroupedHeaderView`:
///   footnote, grey). [R]
/// - The header's text lines up with the cells' text: TOInsetGroupedTableView (rule 3.4 of Docs/uikit-rules.md's S8)
///   insets header and footer views exactly as it insets cells, and their label sits at the view's
///   layout margin. [R]
/// - cell / subtitleCell: the secondary text below the text in subheadline, secondaryLabel;
///   valueCell: the secondary text on the trailing side in body, secondaryLabel (UITableViewCell's
///   `.subtitle` and `.value1` looks). plainHeader: headline in label; prominentInsetGroupedHeader:
///   title3 bold in label; plainFooter: footnote in secondaryLabel. [assumption: Apple publishes
///   no values]
/// - Lines are 1.2 em for stacking two texts; a grouped header's text ends 6 pt above the header's
///   bottom and a grouped footer's starts 6 pt below its top. [assumption]
public struct ListContentLook: Sendable, Equatable {
    public struct Text: Sendable, Equatable {
        public var style: TextStyle
        public var weight: FontWeight
        /// A semantic colour name (SemanticColors).
        public var color: String
        /// UIListContentConfiguration.TextProperties.transform `.uppercase`.
        public var uppercased: Bool

        public func font(contentSize: String) -> FontSpec {
            FontSpec(size: style.pointSize(contentSize) ?? style.pointSize("large")!, weight: weight)
        }
    }

    public enum SecondaryPlacement: Sendable, Equatable { case below, trailing }
    public enum VerticalPlacement: Sendable, Equatable {
        case centred
        /// The text's line ends this far above the view's bottom.
        case bottom(Double)
        /// The text's line starts this far below the view's top.
        case top(Double)
    }

    public var text: Text
    public var secondary: Text
    public var secondaryPlacement: SecondaryPlacement
    public var vertical: VerticalPlacement

    /// Line height for placing text that is drawn, not measured (assumption above).
    public static let lineHeight = 1.2
    /// A grouped header's text above its bottom, a grouped footer's below its top (assumption above).
    public static let groupedTextMargin = 6.0
}

extension ListContentStyle {
    /// The look on `version`: from iOS 26 a grouped header is no longer set in capitals, its title
    /// shows as written, in title case (rule 9.8, Docs/uikit-rules.md).
    public func look(on version: IOSVersion) -> ListContentLook {
        var look = self.look
        if version.hasLiquidGlass, self == .groupedHeader { look.text.uppercased = false }
        return look
    }

    public var look: ListContentLook {
        typealias T = ListContentLook.Text
        let secondaryBelow = T(style: .subheadline, weight: .regular, color: "secondaryLabel", uppercased: false)
        let footnote = T(style: .footnote, weight: .regular, color: "secondaryLabel", uppercased: false)
        let body = T(style: .body, weight: .regular, color: "label", uppercased: false)
        switch self {
        case .cell, .subtitleCell:
            return ListContentLook(text: body, secondary: secondaryBelow, secondaryPlacement: .below, vertical: .centred)
        case .valueCell:
            return ListContentLook(
                text: body, secondary: T(style: .body, weight: .regular, color: "secondaryLabel", uppercased: false),
                secondaryPlacement: .trailing, vertical: .centred)
        case .plainHeader:
            return ListContentLook(
                text: T(style: .headline, weight: .semibold, color: "label", uppercased: false),
                secondary: secondaryBelow, secondaryPlacement: .below, vertical: .centred)
        case .groupedHeader:
            var caps = footnote
            caps.uppercased = true
            return ListContentLook(
                text: caps, secondary: footnote, secondaryPlacement: .below,
                vertical: .bottom(ListContentLook.groupedTextMargin))
        case .prominentInsetGroupedHeader:
            return ListContentLook(
                text: T(style: .title3, weight: .bold, color: "label", uppercased: false),
                secondary: secondaryBelow, secondaryPlacement: .below,
                vertical: .bottom(ListContentLook.groupedTextMargin))
        case .plainFooter:
            return ListContentLook(text: footnote, secondary: footnote, secondaryPlacement: .below, vertical: .centred)
        case .groupedFooter:
            return ListContentLook(
                text: footnote, secondary: footnote, secondaryPlacement: .below,
                vertical: .top(ListContentLook.groupedTextMargin))
        }
    }
}
