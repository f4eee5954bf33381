/// The parts of UIScrollView that decide where content sits (Docs/uikit-rules.md, rules 1.x).
public struct ScrollView: Sendable, Equatable {
    /// Window coordinates.
    public var frame: Rect
    /// The list's own safeAreaInsets: the window's safe area (extended by a system bar) where it overlaps the frame.
    public var safeAreaInsets: Insets
    public var contentInset: Insets
    public var adjustmentBehavior: ContentInsetAdjustmentBehavior
    public var alwaysBounceVertical: Bool
    /// True when a UINavigationController shows the list (a `system` bar): `.automatic` then
    /// always adjusts vertically (rule 1.2 of Docs/uikit-rules.md, Apple: contentInsetAdjustmentBehavior.automatic).
    public var isInNavigationController: Bool

    public init(
        frame: Rect, safeAreaInsets: Insets, contentInset: Insets,
        adjustmentBehavior: ContentInsetAdjustmentBehavior, alwaysBounceVertical: Bool,
        isInNavigationController: Bool
    ) {
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
        self.contentInset = contentInset
        self.adjustmentBehavior = adjustmentBehavior
        self.alwaysBounceVertical = alwaysBounceVertical
        self.isInNavigationController = isInNavigationController
    }

    /// Rule 1.2 (Docs/uikit-rules.md): adjustedContentInset = contentInset + the safe-area part the behaviour allows.
    public func adjustedContentInset(contentHeight: Double) -> Insets {
        // Vertical scrolling is possible when the content is taller than the bounds, or the
        // view bounces anyway (Apple: .scrollableAxes adjusts "only in scrollable directions").
        let scrollsVertically = contentHeight > frame.height || alwaysBounceVertical
        let adjustsVertically: Bool
        switch adjustmentBehavior {
        case .never: adjustsVertically = false
        case .always: adjustsVertically = true
        case .scrollableAxes: adjustsVertically = scrollsVertically
        case .automatic: adjustsVertically = isInNavigationController || scrollsVertically
        }
        // Portrait iPhones have no horizontal safe-area insets, so left/right never adjust here.
        guard adjustsVertically else { return contentInset }
        return contentInset + Insets(top: safeAreaInsets.top, bottom: safeAreaInsets.bottom)
    }

    /// Rule 1.3 (Docs/uikit-rules.md): the offsets the view can rest at.
    public static func offsetRange(contentHeight: Double, boundsHeight: Double, adjusted: Insets) -> ClosedRange<Double> {
        let minOffset = -adjusted.top
        let maxOffset = max(contentHeight - boundsHeight + adjusted.bottom, minOffset)
        return minOffset...maxOffset
    }

    /// Rule 1.4 (Docs/uikit-rules.md): how far the content moves for a finger `distance` past an edge (rubber band,
    /// c = 0.55, d = the viewport height).
    public static func rubberBand(_ distance: Double, dimension: Double) -> Double {
        let c = 0.55
        guard distance > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (distance * c / dimension + 1)) * dimension
    }

    /// The inverse of `rubberBand`: the finger distance that shows the content moved by `shown`.
    public static func fingerDistance(forRubberBand shown: Double, dimension: Double) -> Double {
        let c = 0.55
        guard shown > 0, shown < dimension else { return shown <= 0 ? 0 : .infinity }
        return shown * dimension / (c * (dimension - shown))
    }
}
