/// What one frame looks through: the scroll position and the list's place on screen.
public struct Viewport: Sendable, Equatable {
    /// contentOffset.y as shown.
    public var offset: Double
    public var adjustedInset: Insets
    /// Window coordinates.
    public var listFrame: Rect

    public init(offset: Double, adjustedInset: Insets, listFrame: Rect) {
        self.offset = offset
        self.adjustedInset = adjustedInset
        self.listFrame = listFrame
    }

    /// Rule 2.2 (Docs/uikit-rules.md): T = off + adj.top, in content coordinates.
    public var pinLine: Double { offset + adjustedInset.top }
    /// Rule 2.3 (Docs/uikit-rules.md): B = off + h - adj.bottom, in content coordinates.
    public var bottomLine: Double { offset + listFrame.height - adjustedInset.bottom }
    /// The visible content rows: the list's bounds (rule 1.1 of Docs/uikit-rules.md: bounds.origin == contentOffset).
    public var visibleMinY: Double { offset }
    public var visibleMaxY: Double { offset + listFrame.height }

    /// Rule 8.2 (Docs/uikit-rules.md): content coordinates to window coordinates.
    public func toWindow(_ r: Rect) -> Rect {
        Rect(x: listFrame.x + r.x, y: listFrame.y + r.y - offset, width: r.width, height: r.height)
    }

    func isVisible(minY: Double, height: Double) -> Bool {
        height > 0 && minY < visibleMaxY && minY + height > visibleMinY
    }
}

/// A laid-out list in content coordinates, asked per frame for what is visible. Queries cost
/// what is visible (binary search over sections and row runs), never the list's length.
public protocol ListGeometry: Sendable {
    var contentSize: Size { get }
    /// rectForSection(s).minY: where a behaviour finds a section.
    func sectionTop(_ section: Int) -> Double?
    /// Natural (unfloated) header frame of a section, for behaviours that watch a header.
    func naturalHeaderFrame(_ section: Int) -> Rect?
    /// Elements intersecting the list's bounds, in drawing order, window coordinates.
    func elements(in viewport: Viewport) -> [Element]
    /// The elements of `elements(in:)` that are not cells, in any order: what the walk compares
    /// at every pin threshold, without laying out the cells.
    func supplementaryElements(in viewport: Viewport) -> [Element]
    /// The contentOffsets in `offsets` where some header or footer starts or stops being
    /// displaced, given the insets in force; used to find exact event offsets.
    func pinThresholds(adjustedInset: Insets, boundsHeight: Double, offsets: ClosedRange<Double>) -> [Double]
    /// At least the number of offsets `pinThresholds` returns for the same arguments, without
    /// listing them where the list can (binary search); the walk uses it to bound its work.
    func pinThresholdCount(adjustedInset: Insets, boundsHeight: Double, offsets: ClosedRange<Double>) -> Int
    /// The sections that intersect the list's bounds, whole (header to footer), in window
    /// coordinates, for the section-bounds overlay.
    func sectionBounds(in viewport: Viewport) -> [SectionBound]

    /// Rule 4.3 (Docs/uikit-rules.md): true while some rows are laid out from an estimate (the content height then
    /// changes as the walk realises them).
    var isEstimating: Bool { get }
    /// Rule 4.3 (Docs/uikit-rules.md): realises the rows intersecting `minY..<maxY`; returns the contentOffset correction.
    mutating func realiseRows(from minY: Double, to maxY: Double) -> Double
    /// Rule 4.3 (Docs/uikit-rules.md): realises the rows within `distance` above `edge`; returns the contentOffset correction.
    mutating func realiseRows(above edge: Double, within distance: Double) -> Double
    /// Takes over the rows `previous` (the same list before a behaviour's effect) has realised.
    mutating func keepRealisedRows(of previous: any ListGeometry)
}

extension ListGeometry {
    /// A geometry that does not report its sections draws no section overlay.
    public func sectionBounds(in viewport: Viewport) -> [SectionBound] { [] }
    public func supplementaryElements(in viewport: Viewport) -> [Element] { elements(in: viewport).filter { $0.kind != .cell } }
    public func pinThresholdCount(adjustedInset: Insets, boundsHeight: Double, offsets: ClosedRange<Double>) -> Int {
        pinThresholds(adjustedInset: adjustedInset, boundsHeight: boundsHeight, offsets: offsets).count
    }
    /// Lists without estimates (flow layouts here) know every height before the first frame.
    public var isEstimating: Bool { false }
    public mutating func realiseRows(from minY: Double, to maxY: Double) -> Double { 0 }
    public mutating func realiseRows(above edge: Double, within distance: Double) -> Double { 0 }
    public mutating func keepRealisedRows(of previous: any ListGeometry) {}
}

/// Index of the first element of `values` (sorted ascending) that is > `x`, by binary search.
func firstIndex(in count: Int, where isAfter: (Int) -> Bool) -> Int {
    var lo = 0
    var hi = count
    while lo < hi {
        let mid = (lo + hi) / 2
        if isAfter(mid) { hi = mid } else { lo = mid + 1 }
    }
    return lo
}
