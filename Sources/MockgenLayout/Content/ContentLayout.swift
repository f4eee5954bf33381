import MockgenText

/// A content node placed in its container: `frame` is relative to the parent's frame (the view
/// for the root), so moving a subtree moves one frame.
public struct PlacedContent: Sendable, Hashable {
    public var frame: Rect
    public var node: ContentNode
    /// Lines of a label, in the label's coordinates.
    public var text: TextBlock?
    public var font: FontSpec?
    public var children: [PlacedContent]
}

/// Lays out content the way Auto Layout resolves the seed posts' constraint chains at a given
/// width (rule 4.1: `systemLayoutSizeFitting((w, 0), .required, .fittingSizeLevel)`): labels at
/// their wrapped height, images at width x ratio, stacks summing their arranged views.
public struct ContentLayout: Sendable {
    public let fonts: FontSet
    /// UIContentSizeCategory name the text styles are sized for.
    public let contentSize: String
    /// The device's pixels a point (UIScreen.scale): labels round their size up to its pixels.
    public let scale: Double

    public init(fonts: FontSet, contentSize: String, scale: Double = 3) {
        self.fonts = fonts; self.contentSize = contentSize; self.scale = scale
    }

    /// The root node in a view `width` wide; a fixed view `height` stretches a root stack or box.
    public func place(_ node: ContentNode, width: Double, height: Double? = nil) -> PlacedContent {
        place(node, outerWidth: width, stretch: height).placed
    }

    /// The view's height that fits the content at `width` (its padding included).
    public func fittingHeight(_ node: ContentNode, width: Double) -> Double {
        place(node, outerWidth: width, stretch: nil).outerHeight
    }

    // MARK: - Nodes

    private func place(_ node: ContentNode, outerWidth: Double, stretch: Double?) -> (placed: PlacedContent, outerHeight: Double) {
        let pad = node.padding
        let w = node.width ?? max(0, outerWidth - pad.left - pad.right)
        let stretchInner = stretch.map { max(0, $0 - pad.top - pad.bottom) }
        var placed = PlacedContent(frame: Rect(x: pad.left, y: pad.top, width: w, height: 0), node: node,
                                   text: nil, font: nil, children: [])
        var h: Double
        switch node.kind {
        case let .label(label):
            let font = label.fontSpec(contentSize: contentSize)
            let block = fonts.layout(label.text, font: font, width: w, lines: label.lines, scale: scale)
            placed.text = block
            placed.font = font
            h = node.height ?? block.height
        case let .image(_, ratio):
            h = node.height ?? ratio.map { w * $0 } ?? 0
        case .box:
            h = node.height ?? stretchInner ?? 0
        case let .stack(stack):
            let laid = stack.axis == .vertical
                ? vertical(stack, width: w) : horizontal(stack, width: w, stretch: node.height ?? stretchInner)
            placed.children = laid.children
            h = node.height ?? max(laid.height, stretchInner ?? 0)
        }
        placed.frame.height = h
        return (placed, pad.top + h + pad.bottom)
    }

    /// Arranged views top to bottom, `spacing` (or a view's `spacingAfter`) between them.
    private func vertical(_ stack: Stack, width: Double) -> (children: [PlacedContent], height: Double) {
        var y = 0.0
        var children: [PlacedContent] = []
        for (i, child) in stack.children.enumerated() {
            let outer = stack.alignment == .fill ? width : min(width, intrinsicWidth(child) ?? width)
            var (placed, height) = place(child, outerWidth: outer, stretch: nil)
            let x: Double
            switch stack.alignment {
            case .fill, .leading: x = 0
            case .center: x = (width - outer) / 2
            case .trailing: x = width - outer
            }
            placed.frame.x += x
            placed.frame.y += y
            children.append(placed)
            y += height
            if i < stack.children.count - 1 { y += child.spacingAfter ?? stack.spacing }
        }
        return (children, y)
    }

    /// Arranged views left to right (UIStackView `.fill` distribution): views with a width or an
    /// intrinsic width (labels, horizontal stacks) keep it, the others share what is left; when
    /// the intrinsic widths overflow, the last such view gives way (its text wraps).
    private func horizontal(_ stack: Stack, width: Double, stretch: Double?) -> (children: [PlacedContent], height: Double) {
        let n = stack.children.count
        guard n > 0 else { return ([], 0) }
        let gaps = stack.children.dropLast().reduce(0) { $0 + ($1.spacingAfter ?? stack.spacing) }
        var widths = stack.children.map(intrinsicWidth)
        let fixed = widths.reduce(0) { $0 + ($1 ?? 0) }
        let flexible = widths.filter { $0 == nil }.count
        var leftover = width - gaps - fixed
        if leftover < 0, let last = widths.lastIndex(where: { $0 != nil }) {
            widths[last] = max(0, widths[last]! + leftover)
            leftover = 0
        }
        let share = flexible > 0 ? max(0, leftover) / Double(flexible) : 0
        let outerWidths = widths.map { $0 ?? share }
        var laid = zip(stack.children, outerWidths).map { place($0, outerWidth: $1, stretch: nil) }
        let rowHeight = max(laid.map(\.outerHeight).max() ?? 0, stretch ?? 0)
        if stack.alignment == .fill {
            laid = zip(stack.children, outerWidths).map { place($0, outerWidth: $1, stretch: rowHeight) }
        }
        var x = 0.0
        var children: [PlacedContent] = []
        for (i, (placed, height)) in laid.enumerated() {
            var p = placed
            p.frame.x += x
            switch stack.alignment {
            case .fill, .leading: break
            case .center: p.frame.y += (rowHeight - height) / 2
            case .trailing: p.frame.y += rowHeight - height
            }
            children.append(p)
            x += outerWidths[i] + (i < n - 1 ? stack.children[i].spacingAfter ?? stack.spacing : 0)
        }
        return (children, rowHeight)
    }

    /// The width a view wants before its container decides (padding included): a fixed width,
    /// a label's unwrapped text, a horizontal stack's sum; nil when it takes what it is given.
    func intrinsicWidth(_ node: ContentNode) -> Double? {
        let pad = node.padding.left + node.padding.right
        if let w = node.width { return w + pad }
        switch node.kind {
        case let .label(label):
            let block = fonts.layout(label.text, font: label.fontSpec(contentSize: contentSize), width: .infinity, lines: 1,
                                     scale: scale)
            // UILabel's intrinsic size is rounded up to whole pixels, like its height.
            return ceilToPixel(block.width, scale: scale) + pad
        case let .stack(stack):
            let parts = stack.children.map(intrinsicWidth)
            if stack.axis == .vertical {
                guard let widest = parts.compactMap({ $0 }).max() else { return nil }
                return widest + pad
            }
            let gaps = stack.children.dropLast().reduce(0) { $0 + ($1.spacingAfter ?? stack.spacing) }
            return parts.reduce(0) { $0 + ($1 ?? 0) } + gaps + pad
        case .image, .box:
            return nil
        }
    }
}
