import MockgenText

/// A UIBarButtonItem in `leftItems` / `rightItems` (rule 7.7 of Docs/uikit-rules.md).
public enum BarItem: Sendable, Equatable {
    /// A text button; `done` is UIBarButtonItem.Style.done (semibold).
    case text(String, done: Bool, glass: BarItemGlass = BarItemGlass())
    /// An SF Symbol, drawn as a placeholder with its name.
    case symbol(String, glass: BarItemGlass = BarItemGlass())

    /// How it sits on iOS 26's glass (rule 9.4, Docs/uikit-rules.md).
    public var glass: BarItemGlass {
        switch self {
        case .text(_, _, let glass), .symbol(_, let glass): glass
        }
    }
}

/// A bar button item on iOS 26 and later (rule 9.4, Docs/uikit-rules.md): adjacent items share one
/// glass capsule; `hidesSharedBackground` gives an item a capsule of its own; the `prominent`
/// style tints its capsule. Drawing only: the items' frames are rule 7.7's.
public struct BarItemGlass: Sendable, Equatable, Hashable {
    /// UIBarButtonItem.hidesSharedBackground.
    public var hidesSharedBackground = false
    /// UIBarButtonItem.Style.prominent.
    public var prominent = false

    public init(hidesSharedBackground: Bool = false, prominent: Bool = false) {
        self.hidesSharedBackground = hidesSharedBackground
        self.prominent = prominent
    }

    /// Whether the item stands in a capsule of its own rather than its neighbours' shared one.
    public var standsAlone: Bool { hidesSharedBackground || prominent }
}

/// Where the bar's items sit: a 44 pt tall hit area each, in the inline bar's 44 pt.
public struct PlacedBarItem: Sendable, Equatable {
    public var item: BarItem
    /// Window coordinates.
    public var frame: Rect
    public init(item: BarItem, frame: Rect) {
        self.item = item
        self.frame = frame
    }
}

extension BarMetrics {
    /// Rule 7.7 (Docs/uikit-rules.md; zelez-lab/dija's notes on UINavigationBar): bar buttons have a 44 × 44 pt hit
    /// area, symbols are 22 pt, 8 pt separate buttons and the outermost ones from the screen
    /// edge; text buttons are 17 pt, regular or semibold for `done`.
    public static let itemHitSize = 44.0
    public static let itemSymbolSize = 22.0
    public static let itemSpacing = 8.0
    public static let itemEdgeMargin = 8.0
    public static let itemFontSize = 17.0
    /// Assumption: a text button's hit area is its text plus 8 pt on each side, 44 pt at least.
    public static let itemTextPadding = 8.0

    /// The items laid out from the left edge rightwards (`leading`) or from the right edge
    /// leftwards, in the bar's inline 44 pt starting at window y `top`.
    static func place(
        _ items: [BarItem], leading: Bool, top: Double, screenWidth: Double,
        fonts: @autoclosure () -> FontSet
    ) -> [PlacedBarItem] {
        var x = leading ? itemEdgeMargin : screenWidth - itemEdgeMargin
        return items.map { item in
            let width: Double
            switch item {
            case .symbol: width = itemHitSize
            case .text(let text, let done, _):
                let font = FontSpec(size: itemFontSize, weight: done ? .semibold : .regular)
                let textWidth = fonts().layout(text, font: font, width: .infinity, lines: 1).width
                // Whole pixels of a 3x screen, like a label's intrinsic size.
                width = max(itemHitSize, (textWidth * 3 - 1e-9).rounded(.up) / 3 + 2 * itemTextPadding)
            }
            let frameX = leading ? x : x - width
            x = leading ? x + width + itemSpacing : x - width - itemSpacing
            return PlacedBarItem(item: item, frame: Rect(x: frameX, y: top, width: width, height: itemHitSize))
        }
    }
}
