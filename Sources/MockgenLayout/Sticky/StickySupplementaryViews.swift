/// The sticky-header rule's placement, in one place for every list kind: where a floating or
/// pinned section header or footer sits (rules 2.2, 2.3 and 5.5, Docs/uikit-rules.md), at which
/// offsets one starts to move, and which sections can show one. A list describes its sections
/// through `StickySections`; what differs for its kind is a `StickyRule` that the kind's folder
/// gives (`StickyRule.table` in `Table/TableKind.swift`, `.flowLayout` in `Flow/FlowKind.swift`,
/// `.swiftUIList` and `.lazyVStack` in `SwiftUI/SwiftUIKind.swift`, `.compositional` in
/// `Compositional/CompositionalKind.swift`, `ComposeSpec.stickyRule` in `Compose/ComposeKind.swift`).
/// Placement, thresholds and the search over sections are this file's, whatever the kind.

/// Rule 2.2 (Docs/uikit-rules.md): `y_h = min(max(natY, T), limit - H)`. T is the pin line; `limit` is what pushes
/// the header off: the end of its own section, own footer included (Docs/decisions.md; IGListKit S3, Docs/uikit-rules.md),
/// or the next header (Compose). Pulled down past the top (T < natY) the header moves with the content.
public func floatingHeaderY(naturalY: Double, height: Double, pinLine: Double, sectionEnd: Double) -> Double {
    min(max(naturalY, pinLine), sectionEnd - height)
}

/// Rule 2.3 (Docs/uikit-rules.md), the mirror of 2.2 at the bottom line B: `y_f = max(min(natY, B - F), sectionStart)`;
/// a floating footer stops at the start of its own section (Docs/decisions.md).
public func floatingFooterY(naturalY: Double, height: Double, bottomLine: Double, sectionStart: Double) -> Double {
    max(min(naturalY, bottomLine - height), sectionStart)
}

/// What differs between list kinds in the sticky rule (each kind's value is in its folder). How
/// the kinds map:
///
/// | kind | headers / footers | pushed off by | lines at | while overscrolled |
/// |---|---|---|---|---|
/// | UITableView plain (rules 2.2, 2.3, Docs/uikit-rules.md) | both | section end | adjusted insets | lines follow the offset |
/// | UITableView grouped (rule 3.1, Docs/uikit-rules.md) | neither | | | |
/// | UICollectionViewFlowLayout (rule 5.5, Docs/uikit-rules.md) | each pin flag | section end | adjusted insets | held at the range's end (S7) |
/// | compositional boundary item, `pinToVisibleBounds` (rule 6.1, Docs/uikit-rules.md) | per item | section end: it stays while any part of its section shows | adjusted insets | |
/// | SwiftUI `List`, `.plain` (Docs/platform-rules.md) | headers | section end | adjusted insets | |
/// | SwiftUI `List`, other styles | neither | | | |
/// | SwiftUI `LazyVStack(pinnedViews:)` (Docs/platform-rules.md) | each pinned kind | section end | adjusted insets (below a `safeAreaInset` bar) | |
/// | Compose `LazyColumn` `stickyHeader` | headers | the next header | the bounds (top `contentPadding` ignored) | |
/// | Flutter `SliverPersistentHeader(pinned: true)`, `SliverAppBar(pinned: true)` (`stackedHeaderYs`) | headers | nothing; inside a `SliverMainAxisGroup`, the group's end | the bounds, below the headers pinned before it (they stack) | |
///
public struct StickyRule: Sendable, Equatable {
    /// What stops a sticky header from below.
    public enum HeaderLimit: Sendable, Equatable {
        /// rectForSection(s).maxY, own footer included (rules 2.2, 5.5, 6.1, Docs/uikit-rules.md).
        case sectionEnd
        /// The next section's header at its natural place; the last header stops at its section's end.
        case nextHeader
    }

    /// Which edges the pin lines T and B are drawn from.
    public enum Edges: Sendable, Equatable {
        /// T = off + adjustedContentInset.top, B = off + h - adjustedContentInset.bottom (rules 2.2, 5.5, Docs/uikit-rules.md).
        case adjustedInsets
        /// T = off, B = off + h: content padding is not a pin edge (Compose).
        case bounds
    }

    public var headers: Bool
    public var footers: Bool
    public var headerLimit: HeaderLimit
    public var edges: Edges
    /// Rule 5.5 (Docs/uikit-rules.md): the lines are taken with the offset held inside the scroll range, so nothing pins
    /// anew while the list is overscrolled and pinned views move with the content (S7, Docs/uikit-rules.md).
    public var heldInScrollRange: Bool

    public init(
        headers: Bool, footers: Bool, headerLimit: HeaderLimit = .sectionEnd, edges: Edges = .adjustedInsets,
        heldInScrollRange: Bool = false
    ) {
        self.headers = headers
        self.footers = footers
        self.headerLimit = headerLimit
        self.edges = edges
        self.heldInScrollRange = heldInScrollRange
    }
}

/// The pin lines of one viewport, in content coordinates: headers pin at `top` (T), footers at
/// `bottom` (B).
public struct PinLines: Sendable, Equatable {
    public var top: Double
    public var bottom: Double
}

/// A section header or footer where the sticky rule puts it, content coordinates.
struct StickyPlacement {
    var kind: Element.Kind
    var section: Int
    var y: Double
    var height: Double
    /// Where it would be without floating or pinning.
    var naturalY: Double
    var pinned: Bool { y != naturalY }
}

/// A list's sections as the sticky rule sees them, content coordinates, top to bottom: section
/// s + 1 starts at or below the end of section s, and each header and footer lies inside its section.
protocol StickySections {
    var stickyRule: StickyRule { get }
    var contentSize: Size { get }
    var sectionCount: Int { get }
    /// rectForSection(s).minY and maxY: the section's bounds, own header and footer included.
    func sectionMinY(_ s: Int) -> Double
    func sectionMaxY(_ s: Int) -> Double
    /// Natural place of the section's header; height 0 means none.
    func headerSpan(_ s: Int) -> (y: Double, height: Double)
    /// Natural place of the section's footer; height 0 means none.
    func footerSpan(_ s: Int) -> (y: Double, height: Double)
    /// x and width of the sections' bounds and of their headers and footers.
    var sectionColumn: (x: Double, width: Double) { get }
    /// Whether section s's header (footer) follows the rule, where the kind decides per view
    /// (a compositional boundary item's `pinToVisibleBounds`); by default every one does.
    func headerPins(_ s: Int) -> Bool
    func footerPins(_ s: Int) -> Bool
}

extension StickySections {
    func headerPins(_ s: Int) -> Bool { true }
    func footerPins(_ s: Int) -> Bool { true }

    /// Where headers and footers pin in `viewport`.
    func pinLines(_ viewport: Viewport) -> PinLines {
        var view = viewport
        if stickyRule.heldInScrollRange {
            let range = ScrollView.offsetRange(
                contentHeight: contentSize.height, boundsHeight: viewport.listFrame.height,
                adjusted: viewport.adjustedInset)
            view.offset = min(max(viewport.offset, range.lowerBound), range.upperBound)
        }
        switch stickyRule.edges {
        case .adjustedInsets: return PinLines(top: view.pinLine, bottom: view.bottomLine)
        case .bounds: return PinLines(top: view.visibleMinY, bottom: view.visibleMaxY)
        }
    }

    /// The sections whose bounds meet the viewport's, by binary search. A sticky view never
    /// leaves its section, so these hold every header and footer that can show.
    func sections(meeting viewport: Viewport) -> Range<Int> {
        let first = firstIndex(in: sectionCount) { sectionMaxY($0) > viewport.visibleMinY }
        let end = first + firstIndex(in: sectionCount - first) { sectionMinY(first + $0) >= viewport.visibleMaxY }
        return first..<end
    }

    /// Section s's header as the rule places it under `lines`; nil when it has none.
    func header(_ s: Int, lines: PinLines) -> StickyPlacement? {
        let (natural, height) = headerSpan(s)
        guard height > 0 else { return nil }
        var y = natural
        if stickyRule.headers, headerPins(s) {
            let limit: Double
            switch stickyRule.headerLimit {
            case .sectionEnd: limit = sectionMaxY(s)
            case .nextHeader: limit = s + 1 < sectionCount ? headerSpan(s + 1).y : sectionMaxY(s)
            }
            y = floatingHeaderY(naturalY: natural, height: height, pinLine: lines.top, sectionEnd: limit)
        }
        return StickyPlacement(kind: .header, section: s, y: y, height: height, naturalY: natural)
    }

    /// Section s's footer as the rule places it under `lines`; nil when it has none.
    func footer(_ s: Int, lines: PinLines) -> StickyPlacement? {
        let (natural, height) = footerSpan(s)
        guard height > 0 else { return nil }
        let y =
            stickyRule.footers && footerPins(s)
            ? floatingFooterY(naturalY: natural, height: height, bottomLine: lines.bottom, sectionStart: sectionMinY(s))
            : natural
        return StickyPlacement(kind: .footer, section: s, y: y, height: height, naturalY: natural)
    }

    /// The headers and footers of `sections` that show in `viewport`, in drawing order: footers,
    /// then headers, each top to bottom, so that a pinned header covers a pinned footer and both
    /// cover the cells drawn before them.
    func supplementaryViews(in viewport: Viewport, sections: Range<Int>) -> [StickyPlacement] {
        let lines = pinLines(viewport)
        var footers: [StickyPlacement] = []
        var headers: [StickyPlacement] = []
        for s in sections {
            if let f = footer(s, lines: lines), viewport.isVisible(minY: f.y, height: f.height) { footers.append(f) }
            if let h = header(s, lines: lines), viewport.isVisible(minY: h.y, height: h.height) { headers.append(h) }
        }
        return footers + headers
    }

    /// The visible sections' bounds in window coordinates (the section-bounds overlay).
    func stickySectionBounds(in viewport: Viewport) -> [SectionBound] {
        let column = sectionColumn
        return sections(meeting: viewport).compactMap { s in
            let top = sectionMinY(s)
            let frame = Rect(x: column.x, y: top, width: column.width, height: sectionMaxY(s) - top)
            return frame.height > 0 ? SectionBound(section: s, frame: viewport.toWindow(frame)) : nil
        }
    }

    /// The contentOffsets in `offsets` where a header or footer starts to be displaced: a header
    /// once T passes its natural y, a footer while B is above its natural bottom (the end of its
    /// section). Found by binary search; the cost is that of the offsets returned.
    /// At least as many offsets as `stickyThresholds` returns for the same arguments (sections
    /// without a header or footer are counted too), by binary search: what the walk asks to know
    /// whether a path's pin events are few enough to list them all.
    func stickyThresholdCount(adjustedInset: Insets, boundsHeight: Double, offsets: ClosedRange<Double>) -> Int {
        var lo = offsets.lowerBound
        var hi = offsets.upperBound
        if stickyRule.heldInScrollRange {
            let range = ScrollView.offsetRange(
                contentHeight: contentSize.height, boundsHeight: boundsHeight,
                adjusted: adjustedInset)
            lo = max(lo, range.lowerBound)
            hi = min(hi, range.upperBound)
            guard lo <= hi else { return 0 }
        }
        let edges = stickyRule.edges == .adjustedInsets ? adjustedInset : Insets()
        var count = 0
        if stickyRule.headers {
            let first = firstIndex(in: sectionCount) { headerSpan($0).y - edges.top >= lo }
            count += firstIndex(in: sectionCount) { headerSpan($0).y - edges.top > hi } - first
        }
        if stickyRule.footers {
            let toBottomLine = boundsHeight - edges.bottom
            let first = firstIndex(in: sectionCount) { sectionMaxY($0) - toBottomLine >= lo }
            count += firstIndex(in: sectionCount) { sectionMaxY($0) - toBottomLine > hi } - first
        }
        return max(count, 0)
    }

    func stickyThresholds(adjustedInset: Insets, boundsHeight: Double, offsets: ClosedRange<Double>) -> [Double] {
        var lo = offsets.lowerBound
        var hi = offsets.upperBound
        if stickyRule.heldInScrollRange {
            // Past the scroll range the lines stand still: nothing starts or stops there.
            let range = ScrollView.offsetRange(
                contentHeight: contentSize.height, boundsHeight: boundsHeight,
                adjusted: adjustedInset)
            lo = max(lo, range.lowerBound)
            hi = min(hi, range.upperBound)
            guard lo <= hi else { return [] }
        }
        let edges = stickyRule.edges == .adjustedInsets ? adjustedInset : Insets()
        var result: [Double] = []
        if stickyRule.headers {
            // T = off + top reaches natY at off = natY - top.
            var s = firstIndex(in: sectionCount) { headerSpan($0).y - edges.top >= lo }
            while s < sectionCount, case (let y, let h) = headerSpan(s), y - edges.top <= hi {
                if h > 0, headerPins(s) { result.append(y - edges.top) }
                s += 1
            }
        }
        if stickyRule.footers {
            // B = off + h - bottom reaches the footer's natural bottom at off = maxY - (h - bottom).
            let toBottomLine = boundsHeight - edges.bottom
            var s = firstIndex(in: sectionCount) { sectionMaxY($0) - toBottomLine >= lo }
            while s < sectionCount, sectionMaxY(s) - toBottomLine <= hi {
                if footerSpan(s).height > 0, footerPins(s) { result.append(sectionMaxY(s) - toBottomLine) }
                s += 1
            }
        }
        return result
    }
}

// MARK: - Stacking (Flutter)

/// One header of a stacking list at one offset, content coordinates: where it would be, how tall
/// it is there (a Flutter header shrinks from maxExtent towards minExtent as it scrolls), and what
/// stops it.
public struct StackingHeader: Sendable, Equatable {
    public var naturalY: Double
    public var height: Double
    /// Pinned headers stop at the stack line; the others at the top of the bounds.
    public var stacks: Bool
    /// What pushes it off from below: for a pinned header the end of its `SliverMainAxisGroup`
    /// (rendering/sliver_group.dart keeps the group's children inside its scroll extent; infinity
    /// outside a group); for one that scrolls, the end of its own sliver (it shrinks in place,
    /// then leaves with its bottom edge); for a floating one, that end moved down by how far the
    /// content has come back since the header began to leave.
    public var limit: Double
    public init(naturalY: Double, height: Double, stacks: Bool, limit: Double) {
        self.naturalY = naturalY
        self.height = height
        self.stacks = stacks
        self.limit = limit
    }
}

/// Rule 2.2's placement (`floatingHeaderY`) with Flutter's parameters. The pin line of a pinned
/// header is the bottom of everything painted before it, so pinned headers stack instead of
/// pushing each other off: rendering/viewport.dart (`RenderViewportBase.layoutChildSequence`)
/// hands each sliver the distance by which what was painted before overlaps its layout position
/// (`SliverConstraints.overlap`), and rendering/sliver_persistent_header.dart
/// (`RenderSliverPinnedPersistentHeader.performLayout`) paints a pinned header that far down
/// (`paintOrigin: constraints.overlap`). The other headers ignore the overlap
/// (`RenderSliverScrollingPersistentHeader`, `RenderSliverFloatingPersistentHeader` and
/// `RenderSliverFloatingPinnedPersistentHeader`: `paintOrigin: min(overlap, 0)`), so they stop at
/// the top of the bounds; what they paint still counts in the stack below them. `pinLine` is the top of the bounds (T = off: a Flutter scroll view has no
/// content inset). Returns each header's y, in order.
public func stackedHeaderYs(_ headers: [StackingHeader], pinLine: Double) -> [Double] {
    var stack = pinLine
    var ys: [Double] = []
    ys.reserveCapacity(headers.count)
    for h in headers {
        let y = floatingHeaderY(
            naturalY: h.naturalY, height: h.height, pinLine: h.stacks ? stack : pinLine,
            sectionEnd: h.limit)
        ys.append(y)
        stack = max(stack, y + h.height)
    }
    return ys
}
