/// A SwiftUI screen's list: a `List` (the table geometry of its counterpart style,
/// `SwiftUIList.swift`) or a `LazyVStack` (`LazyVStackGeometry`), plus the view of a
/// `safeAreaInset(edge: .top)`.
///
/// `safeAreaInset(edge: .top)` adds its view's height to the scroll view's top safe area
/// (Apple, `View.safeAreaInset(edge:alignment:spacing:content:)`: the content is inset by the
/// view's size), so it moves the visible top, the line pinned views keep to. The simulation
/// adds the height to the safe area (`Walk/Simulation.swift`); this type draws the view on
/// that line's upper side, over the content, which scrolls under it.
public struct SwiftUIGeometry: ListGeometry {
    var content: any ListGeometry
    let insetView: ViewSpec?
    let insetHeight: Double
    let insetSpacing: Double

    public init(spec: SwiftUISpec, sections: [SectionSpec], width: Double, layoutMargin: Double) {
        if let table = spec.tableCounterpart {
            // Since iOS 16 a List is a collection-view list, which has no table header view and so
            // no grouped table's blank top (SwiftUI 1 of Docs/platform-rules.md): its first
            // section starts where a list configuration's does.
            content = TableGeometry(
                spec: table, sections: sections, width: width, layoutMargin: layoutMargin,
                stickyRule: spec.stickyRule, keepsGroupedTopGap: false)
        } else if case .lazyVStack(let spacing, let pinned) = spec.container {
            content = LazyVStackGeometry(spacing: spacing, pinned: pinned, sections: sections, width: width)
        } else {
            preconditionFailure("a SwiftUI container is a List or a LazyVStack")
        }
        insetView = spec.safeAreaInsetTop
        insetHeight = spec.safeAreaInsetTopHeight
        insetSpacing = spec.safeAreaInsetTopSpacing
    }

    public var contentSize: Size { content.contentSize }
    public func sectionTop(_ section: Int) -> Double? { content.sectionTop(section) }
    public func naturalHeaderFrame(_ section: Int) -> Rect? { content.naturalHeaderFrame(section) }
    public func supplementaryElements(in viewport: Viewport) -> [Element] { content.supplementaryElements(in: viewport) }
    public func sectionBounds(in viewport: Viewport) -> [SectionBound] { content.sectionBounds(in: viewport) }

    public func pinThresholds(adjustedInset: Insets, boundsHeight: Double, offsets: ClosedRange<Double>) -> [Double] {
        content.pinThresholds(adjustedInset: adjustedInset, boundsHeight: boundsHeight, offsets: offsets)
    }

    public func elements(in viewport: Viewport) -> [Element] {
        let elements = content.elements(in: viewport)
        guard let insetView, insetHeight > 0 else { return elements }
        // The visible top (T = off + adj.top, in window coordinates) is `spacing` below the view.
        let frame = Rect(
            x: viewport.listFrame.x, y: viewport.listFrame.y + viewport.adjustedInset.top - insetSpacing - insetHeight,
            width: viewport.listFrame.width, height: insetHeight)
        return elements + [
            Element(
                kind: .safeAreaInset, frame: frame, view: insetView,
                decoration: Decoration(defaultFill: .semantic("systemBackground")))
        ]
    }
}
