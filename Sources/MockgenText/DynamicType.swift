/// UIFont.TextStyle, as `UIFont.preferredFont(forTextStyle:)` sizes it per content size category.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Weight of the style: headline is semibold, the others regular (Apple HIG, Typography,
    /// "iOS, iPadOS Dynamic Type sizes").
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// Point size at a UIContentSizeCategory name; nil for an unknown name.
    public func pointSize(_ category: String) -> Double? {
        guard let column = Self.categories.firstIndex(of: category),
            let row = TextStyle.allCases.firstIndex(of: self)
        else { return nil }
        return Self.sizes[column][row]
    }

    /// UIContentSizeCategory names, smallest to largest (xSmall ... AX5).
    public static let categories = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    /// Apple Human Interface Guidelines, Typography, "Specifications: iOS, iPadOS Dynamic Type sizes"
    /// (developer.apple.com/design/human-interface-guidelines/typography#Specifications): one row a
    /// category (xSmall ... AX5), columns in `allCases` order, points. Body at Large is 17; body runs
    /// 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 (the same column iOS reports at run time).
    static let sizes: [[Double]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],  // xSmall
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],  // Small
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],  // Medium
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],  // Large (default)
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],  // xLarge
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],  // xxLarge
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],  // xxxLarge
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],  // AX1
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],  // AX2
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],  // AX3
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],  // AX4
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],  // AX5
    ]
}
