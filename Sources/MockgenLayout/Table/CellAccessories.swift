/// Where a table cell's accessory sits and how much it takes from the content view.
///
/// The content view's loss per accessory is the table UITableView-FDTemplateLayoutCell uses to
/// size cells before they are on screen (forkingdog/UITableView-FDTemplateLayoutCell,
/// `UITableView+FDTemplateLayoutCell.m`): 34 pt for `disclosureIndicator`, 40 for `checkmark`,
/// 48 for `detailButton`, 68 for `detailDisclosureButton`, and 16 + its width for a custom
/// `accessoryView` (so a 51 x 31 UISwitch costs 67). The accessory sits at the cell's trailing
/// edge less 16, centred vertically.
///
/// The glyphs' own sizes are not published. Reading each strip as 16 (margin) + glyph + 10 (gap to
/// the content), the chevron is 8 wide, the checkmark 14 and the info button 22 (a 22 x 22 circle),
/// and a detail disclosure button leaves 68 - 16 - 8 - 22 - 10 = 12 between its two glyphs. The
/// heights (chevron 13, checkmark 11) are drawing choices. Assumptions, Docs/uikit-rules.md.
public enum CellAccessories {
    public static let trailingMargin = 16.0
    /// Between the content and a system accessory's glyph (the reading above).
    public static let contentGap = 10.0
    /// UISwitch's fixed size (the 51 x 31; Apple's UISwitch sizes itself).
    public static let switchSize = Size(width: 51, height: 31)
    public static let chevronSize = Size(width: 8, height: 13)
    public static let checkmarkSize = Size(width: 14, height: 11)
    public static let infoButtonSize = Size(width: 22, height: 22)
    /// A detailDisclosureButton's info button ends this far before its chevron.
    public static let detailGap = 12.0

    /// How much narrower the content view is than the cell.
    public static func stripWidth(_ accessory: Accessory?) -> Double {
        switch accessory {
        case nil: return 0
        case .disclosureIndicator?: return 34
        case .checkmark?: return 40
        case .detailButton?: return 48
        case .detailDisclosureButton?: return 68
        case .toggle?: return trailingMargin + switchSize.width
        }
    }

    public enum GlyphKind: Sendable, Equatable {
        case chevron, checkmark, info
        case toggle(isOn: Bool)
    }

    public struct Glyph: Sendable, Equatable {
        public var kind: GlyphKind
        /// In the accessory's own coordinates (its frame's origin is 0, 0).
        public var frame: Rect
    }

    /// The accessory's frame for a cell at `cell` (window or content coordinates alike).
    public static func frame(_ accessory: Accessory, in cell: Rect) -> Rect {
        let size = boundingSize(accessory)
        return Rect(
            x: cell.maxX - trailingMargin - size.width, y: cell.y + (cell.height - size.height) / 2,
            width: size.width, height: size.height)
    }

    /// What the accessory draws, in its frame.
    public static func glyphs(_ accessory: Accessory) -> [Glyph] {
        let size = boundingSize(accessory)
        func centred(_ kind: GlyphKind, _ s: Size, x: Double) -> Glyph {
            Glyph(kind: kind, frame: Rect(x: x, y: (size.height - s.height) / 2, width: s.width, height: s.height))
        }
        switch accessory {
        case .disclosureIndicator: return [centred(.chevron, chevronSize, x: 0)]
        case .checkmark: return [centred(.checkmark, checkmarkSize, x: 0)]
        case .detailButton: return [centred(.info, infoButtonSize, x: 0)]
        case .detailDisclosureButton:
            return [
                centred(.info, infoButtonSize, x: 0),
                centred(.chevron, chevronSize, x: infoButtonSize.width + detailGap),
            ]
        case .toggle(let isOn): return [centred(.toggle(isOn: isOn), switchSize, x: 0)]
        }
    }

    private static func boundingSize(_ accessory: Accessory) -> Size {
        switch accessory {
        case .disclosureIndicator: return chevronSize
        case .checkmark: return checkmarkSize
        case .detailButton: return infoButtonSize
        case .detailDisclosureButton:
            return Size(width: infoButtonSize.width + detailGap + chevronSize.width, height: infoButtonSize.height)
        case .toggle: return switchSize
        }
    }
}
