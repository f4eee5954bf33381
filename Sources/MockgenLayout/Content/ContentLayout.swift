import MockgenText

/// A content node placed in its container: `frame` is relative to the parent's frame (the view
/// for the root), so moving a subtree moves one frame.
public struct PlacedContent: Sendable, Hashable {
    public var frame: Rect
    public var node: ContentNode
    /// Lines of a label, in the label's coordinates (already centred in its frame).
    public var text: TextBlock?
    public var font: FontSpec?
    public var children: [PlacedContent]
}

/// Lays out content the way Auto Layout resolves the seed posts' constraint chains at a given
/// width (rule 4.1 of Docs/uikit-rules.md: `systemLayoutSizeFitting((w, 0), .required, .fittingSizeLevel)`): labels at
/// their wrapped height, images at width x ratio, stacks summing their arranged views.
public struct ContentLayout: Sendable {
    public let fonts: FontSet
    /// UIContentSizeCategory name the text styles are sized for.
    public let contentSize: String
    /// The device's pixels a point (UIScreen.scale): labels round their size up to its pixels.
    public let scale: Double

    public init(fonts: FontSet, contentSize: String, scale: Double = 3) {
        self.fonts = fonts
        self.contentSize = contentSize
        self.scale = scale
    }

    /// The root node in a view `width` wide; a fixed view `height` is the root's height (less its
    /// padding), as the content view's edges pin it.
    public func place(_ node: ContentNode, width: Double, height: Double? = nil) -> PlacedContent {
        place(node, outerWidth: width, container: width, stretch: height, TextMemo()).placed
    }

    /// The view's height that fits the content at `width` (its padding included).
    public func fittingHeight(_ node: ContentNode, width: Double) -> Double {
        place(node, outerWidth: width, container: width, stretch: nil, TextMemo()).outerHeight
    }

    /// The labels of one node laid out so far: a label is measured unwrapped (its intrinsic width)
    /// and wrapped, and a fill-aligned stack places its views twice, but its text is shaped once
    /// and laid out once a width.
    final class TextMemo {
        private struct Key: Hashable {
            var text: String
            var font: FontSpec
        }
        private struct BlockKey: Hashable {
            var key: Key
            var width: Double
            var lines: Int
        }
        private var shaped: [Key: ShapedParagraph] = [:]
        private var blocks: [BlockKey: TextBlock] = [:]
        /// A node laid out at one width: nested stacks lay out and measure their views more than
        /// once (the two passes, a fill-aligned row placed twice), which without this grows as
        /// the power of the nesting depth.
        struct PlaceKey: Hashable {
            var node: ContentNode
            var outerWidth: Double
            var container: Double
            var stretch: Double?
        }
        struct WidthKey: Hashable {
            var node: ContentNode
            var outerWidth: Double?
            var container: Double
        }
        var placed: [PlaceKey: (placed: PlacedContent, outerHeight: Double)] = [:]
        var intrinsic: [WidthKey: Double?] = [:]
        var wrapped: [WidthKey: Double?] = [:]

        func layout(_ text: String, font: FontSpec, width: Double, lines: Int, in layout: ContentLayout) -> TextBlock {
            let key = Key(text: text, font: font)
            let blockKey = BlockKey(key: key, width: width, lines: lines)
            if let block = blocks[blockKey] { return block }
            let paragraph = shaped[key] ?? layout.fonts.shape(text, font: font)
            shaped[key] = paragraph
            let block = layout.fonts.layout(paragraph, width: width, lines: lines, scale: layout.scale)
            blocks[blockKey] = block
            return block
        }
    }

    // MARK: - Nodes

    /// `outerWidth` is the room given to the node, its padding included; `container` is the width
    /// of the view or stack it sits in, which a fractional `maxWidth` is taken of; `stretch` is a
    /// height the container imposes (a fixed view height, a fill-aligned horizontal stack's row).
    private func place(_ node: ContentNode, outerWidth: Double, container: Double, stretch: Double?, _ memo: TextMemo)
        -> (placed: PlacedContent, outerHeight: Double)
    {
        let key = TextMemo.PlaceKey(node: node, outerWidth: outerWidth, container: container, stretch: stretch)
        if let known = memo.placed[key] { return known }
        let laid = placeOnce(node, outerWidth: outerWidth, container: container, stretch: stretch, memo)
        memo.placed[key] = laid
        return laid
    }

    private func placeOnce(
        _ node: ContentNode, outerWidth: Double, container: Double, stretch: Double?, _ memo: TextMemo
    ) -> (placed: PlacedContent, outerHeight: Double) {
        let pad = node.padding
        var w = node.width ?? max(0, outerWidth - pad.left - pad.right)
        if let cap = node.maxWidth?.resolved(in: container) { w = min(w, cap) }
        let definite = node.height ?? stretch.map { max(0, $0 - pad.top - pad.bottom) }
        var placed = PlacedContent(
            frame: Rect(x: pad.left, y: pad.top, width: w, height: 0), node: node,
            text: nil, font: nil, children: [])
        var h: Double
        switch node.kind {
        case .label(let label):
            let font = label.fontSpec(contentSize: contentSize)
            var block = memo.layout(label.text, font: font, width: w, lines: label.lines, in: self)
            h = definite ?? block.height
            // UILabel draws its text centred vertically in its bounds, whether they are taller or
            // shorter than the text (drawText(in:); a short label's text overflows both edges).
            let dy = (h - block.height) / 2
            if dy != 0 {
                for i in block.lines.indices {
                    block.lines[i].top += dy
                    block.lines[i].baseline += dy
                }
            }
            placed.text = block
            placed.font = font
        case .image(_, let ratio):
            h = node.height ?? ratio.map { w * $0 } ?? definite ?? 0
        case .box:
            h = definite ?? 0
        case .stack(let stack):
            if stack.axis == .vertical {
                let laid = vertical(stack, width: w, height: node.height ?? definite, memo)
                placed.children = laid.children
                h = node.height ?? max(laid.height, definite ?? 0)
            } else {
                let laid = horizontal(stack, width: w, height: definite, memo)
                placed.children = laid.children
                h = definite ?? laid.height
            }
        }
        placed.frame.height = h
        return (placed, pad.top + h + pad.bottom)
    }

    /// Arranged views top to bottom, `spacing` (or a view's `spacingAfter`) between them, placed by
    /// the stack's distribution (`StackDistribution`) in `height` when something fixes it (`fill`
    /// then stretches a view, `StackDistribution.filled`). Without a fixed height the stack hugs
    /// its views, so only `fillEqually` changes anything: every view takes the tallest one's
    /// height (equal heights are required constraints).
    private func vertical(_ stack: Stack, width: Double, height: Double?, _ memo: TextMemo) -> (
        children: [PlacedContent], height: Double
    ) {
        let gaps = Self.gaps(stack)
        let outers = stack.children.map { child -> Double in
            guard stack.alignment != .fill else { return width }
            let outer = min(width, intrinsicWidth(child, container: width, memo) ?? width)
            // A view that is not stretched across hugs what it wraps to (`wrappedWidth`).
            guard stack.stretchesToFill, let w = wrappedWidth(child, outerWidth: outer, container: width, memo) else {
                return outer
            }
            return min(outer, w)
        }
        var laid = zip(stack.children, outers).map { place($0, outerWidth: $1, container: width, stretch: nil, memo) }
        let natural = laid.map(\.outerHeight)
        var placement = StackDistribution.packed(natural, gaps: gaps)
        let room = height.map { max($0, natural.reduce(0, +) + gaps.reduce(0, +)) }
        switch stack.distribution {
        case .fill:
            if let room, stack.stretchesToFill {
                let resistance = stack.children.map(Self.verticalHugging)
                placement = StackDistribution.filled(natural, length: room, gaps: gaps, resistance: resistance)
            }
        case .fillEqually:
            let total = room ?? Double(natural.count) * (natural.max() ?? 0) + gaps.reduce(0, +)
            placement = StackDistribution.equal(count: natural.count, length: total, gaps: gaps)
        case .fillProportionally:
            if let room { placement = StackDistribution.proportional(natural, length: room, gaps: gaps) ?? placement }
        case .equalSpacing:
            if let room { placement = StackDistribution.equalSpacing(natural, length: room, gaps: gaps) ?? placement }
        case .equalCentering:
            if let room { placement = StackDistribution.equalCentering(natural, length: room, gaps: gaps) ?? placement }
        }
        var children: [PlacedContent] = []
        for (i, child) in stack.children.enumerated() {
            if placement.lengths[i] != natural[i] {
                laid[i] = place(child, outerWidth: outers[i], container: width, stretch: placement.lengths[i], memo)
            }
            var placed = laid[i].placed
            switch stack.alignment {
            case .fill, .leading, .firstBaseline, .lastBaseline: break
            case .center: placed.frame.x += (width - outers[i]) / 2
            case .trailing: placed.frame.x += width - outers[i]
            }
            placed.frame.y += placement.origins[i]
            children.append(placed)
        }
        let end = zip(placement.origins, placement.lengths).map { $0 + $1 }.last ?? 0
        return (children, end)
    }

    /// The gap after each arranged view but the last: its `spacingAfter`, else the stack's spacing.
    static func gaps(_ stack: Stack) -> [Double] {
        stack.children.dropLast().map { $0.spacingAfter ?? stack.spacing }
    }

    /// Arranged views left to right (UIStackView `.fill` distribution) in a stack `width` wide,
    /// `height` tall when something fixes it; see `HorizontalWidths` for how widths are shared.
    private func horizontal(_ stack: Stack, width: Double, height: Double?, _ memo: TextMemo)
        -> (children: [PlacedContent], height: Double)
    {
        let n = stack.children.count
        guard n > 0 else { return ([], 0) }
        let gaps = stack.children.dropLast().reduce(0) { $0 + ($1.spacingAfter ?? stack.spacing) }
        let stretches = stack.alignment == .fill
        var claims = stack.children.map { claim($0, stackWidth: width, uikit: stack.stretchesToFill, memo) }
        // An image sized by its aspect ratio takes its width from the row's height: the stack's
        // own when fixed, else the height of the other views laid out without it (assumption,
        // Docs/uikit-rules.md, Assumptions).
        if claims.contains(where: { if case .aspect = $0 { return true } else { return false } }) {
            var rowHeight = height
            if rowHeight == nil {
                let others = claims.map { c -> WidthClaim in if case .aspect = c { return .required(0) } else { return c } }
                let widths = HorizontalWidths.solve(
                    others, available: width - gaps, stretches: stack.stretchesToFill)
                rowHeight =
                    zip(stack.children, widths).map { child, w -> Double in
                        if case .image(_, .some) = child.kind, child.width == nil { return 0 }
                        return place(child, outerWidth: w, container: width, stretch: nil, memo).outerHeight
                    }.max() ?? 0
            }
            claims = zip(stack.children, claims).map { child, c in
                guard case .aspect(let ratio) = c else { return c }
                let inner = max(0, (rowHeight ?? 0) - child.padding.top - child.padding.bottom)
                return .required(inner / ratio + child.padding.left + child.padding.right)
            }
        }
        var placement = distributed(stack, claims: claims, width: width, gaps: gaps, memo)
        // Auto Layout's second pass (Docs/uikit-rules.md, "Wrapped labels hug their lines"): a
        // label that wrapped asks, from then on, for the width of its widest line.
        if stack.stretchesToFill, stack.distribution == .fill {
            var hugged = false
            for i in claims.indices {
                guard case .intrinsic(_, let s, let wraps) = claims[i],
                    let w = wrappedWidth(stack.children[i], outerWidth: placement.lengths[i], container: width, memo),
                    w < placement.lengths[i]
                else { continue }
                claims[i] = .intrinsic(w, stretch: s, wraps: wraps)
                hugged = true
            }
            if hugged { placement = distributed(stack, claims: claims, width: width, gaps: gaps, memo) }
        }
        let outerWidths = placement.lengths
        var laid = zip(stack.children, outerWidths).map { place($0, outerWidth: $1, container: width, stretch: nil, memo) }
        let contentHeight = laid.map(\.outerHeight).max() ?? 0
        let rowHeight = height ?? contentHeight
        if stretches {
            laid = zip(stack.children, outerWidths).map { place($0, outerWidth: $1, container: width, stretch: rowHeight, memo) }
        }
        // Baselines: each view's first (last) baseline from its top edge, padding included.
        let useLast = stack.alignment == .lastBaseline
        let baselines = laid.map { $0.placed.frame.y + Self.baseline($0.placed, last: useLast) }
        let commonBaseline = baselines.max() ?? 0
        var children: [PlacedContent] = []
        var baselineBottom = 0.0
        for (i, (placed, h)) in laid.enumerated() {
            var p = placed
            p.frame.x += placement.origins[i]
            switch stack.alignment {
            case .fill, .leading: break
            case .center: p.frame.y += (rowHeight - h) / 2
            case .trailing: p.frame.y += rowHeight - h
            case .firstBaseline, .lastBaseline:
                p.frame.y += commonBaseline - baselines[i]
                baselineBottom = max(baselineBottom, commonBaseline - baselines[i] + h)
            }
            children.append(p)
        }
        let isBaseline = stack.alignment == .firstBaseline || stack.alignment == .lastBaseline
        return (children, height ?? (isBaseline ? baselineBottom : rowHeight))
    }

    /// The arranged views' widths and x positions by the stack's distribution; the ones that need
    /// intrinsic widths fall back to `fill` when a view has none or the views do not fit
    /// (`StackDistribution`).
    private func distributed(_ stack: Stack, claims: [WidthClaim], width: Double, gaps: Double, _ memo: TextMemo)
        -> StackDistribution.Placement
    {
        let gapList = Self.gaps(stack)
        func fill() -> StackDistribution.Placement {
            StackDistribution.packed(
                HorizontalWidths.solve(claims, available: width - gaps, stretches: stack.stretchesToFill), gaps: gapList)
        }
        if stack.distribution == .fill { return fill() }
        if stack.distribution == .fillEqually {
            return StackDistribution.equal(count: stack.children.count, length: width, gaps: gapList)
        }
        let naturals = stack.children.map { intrinsicWidth($0, container: width, memo) }
        guard naturals.allSatisfy({ $0 != nil }) else { return fill() }
        let natural = naturals.map { $0! }
        let placement: StackDistribution.Placement?
        switch stack.distribution {
        case .fillProportionally: placement = StackDistribution.proportional(natural, length: width, gaps: gapList)
        case .equalSpacing: placement = StackDistribution.equalSpacing(natural, length: width, gaps: gapList)
        default: placement = StackDistribution.equalCentering(natural, length: width, gaps: gapList)
        }
        return placement ?? fill()
    }

    /// What a view asks of a horizontal stack's width, by the priority that decides it: a text
    /// its own width whatever its line limit, so it wraps only when the row is short of room.
    /// `uikit`: the stack is a UIStackView (`Stack.stretchesToFill`), where a view that wraps
    /// gives way first.
    private func claim(_ child: ContentNode, stackWidth: Double, uikit: Bool, _ memo: TextMemo) -> WidthClaim {
        let pad = child.padding.left + child.padding.right
        let cap = child.maxWidth?.resolved(in: stackWidth)
        func capped(_ w: Double) -> Double { min(w, cap ?? w) + pad }
        if let w = child.width { return .required(capped(w)) }
        switch child.kind {
        case .image(_, .some(let ratio)):
            return .aspect(ratio)
        default:
            if let natural = intrinsicWidth(child, container: stackWidth, memo) {
                return .intrinsic(
                    natural, stretch: .init(priority: Self.hugging(child), cap: cap.map { $0 + pad }),
                    wraps: uikit && Self.wraps(child))
            }
            return .flexible(cap: cap.map { $0 + pad })
        }
    }

    /// UILabel's horizontal content hugging priority when the scenario gives none: 250
    /// (`UILayoutPriority.defaultLow`), what a label made in code has; Interface Builder gives its
    /// labels and image views 251 (Stack Overflow, "What are the default Auto Layout content
    /// hugging and content compression resistance priority values?", tables for views dragged
    /// into IB and made in code; a label made in code logs `Hug:250 CompressionResistance:750`).
    /// A scenario's views stand for views made in code, as the seeds' are (seed 001's labels are
    /// `UILabel()`): an assumption, Docs/uikit-rules.md, Assumptions.
    public static let defaultHugging = 250.0
    /// A non-fill vertical stack's `UISV-spanning-fit` constraint, the only one that resists its
    /// growing wider than its widest view (kean.blog, "Let's Build UIStackView": the spanner of
    /// leading, center and trailing alignments is 0 long at priority 51).
    static let spanningFit = 51.0

    /// The priority of the strongest constraint that breaks when `node`, an arranged view of a
    /// horizontal stack, grows wider than it wants (`HorizontalWidths` step 4); 0 when nothing
    /// resists. Hugging acts on intrinsic content size only, and a UIStackView has none, so a
    /// nested stack's own hugging priority is never read: what resists is inside it
    /// (kean.blog, "Let's Build UIStackView", the constraints of each distribution and alignment):
    /// - a label: its hugging priority;
    /// - a fixed `width`: a required constraint; an image or box without one: nothing (an image
    ///   with an `aspectRatio` in a horizontal stack: required, its width follows the row);
    /// - a horizontal `fill` stack grows by its cheapest view; `fillEqually` and
    ///   `fillProportionally` grow every view, so the dearest decides; `equalSpacing` and
    ///   `equalCentering` widen their gaps, which only `>=` constraints hold;
    /// - a vertical stack aligned `fill` widens every view (the dearest decides); aligned
    ///   otherwise it widens only its spanning guide (`spanningFit`).
    static func hugging(_ node: ContentNode) -> Double {
        if node.width != nil { return HorizontalWidths.required }
        switch node.kind {
        case .label:
            return node.huggingPriority ?? defaultHugging
        case .image, .box:
            return 0
        case .stack(let stack):
            guard !stack.children.isEmpty else { return 0 }
            if stack.axis == .vertical {
                guard stack.alignment == .fill else { return spanningFit }
                return stack.children.map(hugging).max() ?? 0
            }
            let parts = stack.children.map { child -> Double in
                guard child.width == nil else { return HorizontalWidths.required }
                switch child.kind {
                // Its width follows the row's height (`horizontal`).
                case .image(_, .some): return HorizontalWidths.required
                default: return hugging(child)
                }
            }
            switch stack.distribution {
            case .fill: return parts.min() ?? 0
            case .fillEqually, .fillProportionally: return parts.max() ?? 0
            case .equalSpacing, .equalCentering: return 0
            }
        }
    }

    /// What resists `node`, an arranged view of a vertical stack, growing taller than it wants
    /// (`StackDistribution.filled`), as `hugging` does across: nil when it has no intrinsic height
    /// (a box or an image without a height or an aspect ratio), which takes room first. A label's
    /// vertical hugging is UIKit's default for one made in code, 250 (`huggingPriority` is the
    /// horizontal one); an image with an `aspectRatio` takes its height from its width.
    static func verticalHugging(_ node: ContentNode) -> Double? {
        if node.height != nil { return HorizontalWidths.required }
        switch node.kind {
        case .label:
            return defaultHugging
        case .image(_, let ratio):
            return ratio == nil ? nil : HorizontalWidths.required
        case .box:
            return nil
        case .stack(let stack):
            let parts = stack.children.map { verticalHugging($0) ?? 0 }
            guard !parts.isEmpty else { return nil }
            if stack.axis == .horizontal {
                guard stack.alignment == .fill else { return spanningFit }
                return parts.max() ?? 0
            }
            switch stack.distribution {
            case .fill: return parts.min() ?? 0
            case .fillEqually, .fillProportionally: return parts.max() ?? 0
            case .equalSpacing, .equalCentering: return 0
            }
        }
    }

    /// A view's first (or last) baseline from the top of its frame. A view without text has its
    /// baseline at its bottom edge (UIView.forBaselineLayout documentation); a stack takes its
    /// first (last) arranged view's.
    static func baseline(_ p: PlacedContent, last: Bool) -> Double {
        if let block = p.text, let line = last ? block.lines.last : block.lines.first { return line.baseline }
        if case .stack = p.node.kind, let child = last ? p.children.last : p.children.first {
            return child.frame.y + baseline(child, last: last)
        }
        return p.frame.height
    }

    /// A label of more than one line, or a stack that holds one: squeezed, it wraps rather than
    /// truncates.
    static func wraps(_ node: ContentNode) -> Bool {
        guard node.width == nil else { return false }
        switch node.kind {
        case .label(let label): return label.lines != 1
        case .stack(let stack): return stack.children.contains(where: wraps)
        case .image, .box: return false
        }
    }

    /// The width `node` asks for once it is laid out `outerWidth` wide (padding included), where
    /// a label in it wrapped: Auto Layout's second pass gives a wrapped label its width as
    /// `preferredMaxLayoutWidth`, and its intrinsic width becomes the width of its widest line
    /// (Docs/uikit-rules.md, "Wrapped labels hug their lines"). A vertical stack asks for its
    /// widest view, a horizontal `fill` stack for the sum of its views and gaps; nil when
    /// nothing in it wrapped, or its width is not its content's (a fixed `width`, an image, a
    /// box, another distribution).
    func wrappedWidth(_ node: ContentNode, outerWidth: Double, container: Double, _ memo: TextMemo) -> Double? {
        guard node.width == nil else { return nil }
        let key = TextMemo.WidthKey(node: node, outerWidth: outerWidth, container: container)
        if let known = memo.wrapped[key] { return known }
        let width = wrappedWidthOnce(node, outerWidth: outerWidth, container: container, memo)
        memo.wrapped[key] = width
        return width
    }

    private func wrappedWidthOnce(_ node: ContentNode, outerWidth: Double, container: Double, _ memo: TextMemo)
        -> Double?
    {
        let pad = node.padding.left + node.padding.right
        var inner = max(0, outerWidth - pad)
        if let cap = node.maxWidth?.resolved(in: container) { inner = min(inner, cap) }
        switch node.kind {
        case .label(let label):
            guard label.lines != 1, let natural = intrinsicWidth(node, container: container, memo),
                natural - pad > inner
            else { return nil }
            let font = label.fontSpec(contentSize: contentSize)
            let block = memo.layout(label.text, font: font, width: inner, lines: label.lines, in: self)
            return ceilToPixel(block.width, scale: scale) + pad
        case .stack(let stack) where stack.distribution == .fill:
            let widths: [Double]
            if stack.axis == .vertical {
                widths = stack.children.map { child in
                    stack.alignment == .fill ? inner : min(inner, intrinsicWidth(child, container: inner, memo) ?? inner)
                }
            } else {
                widths = horizontal(stack, width: inner, height: nil, memo).children.map {
                    $0.frame.width + $0.node.padding.left + $0.node.padding.right
                }
            }
            var wrapped = false
            let asked = zip(stack.children, widths).map { child, w -> Double in
                if let hugged = wrappedWidth(child, outerWidth: w, container: inner, memo) {
                    wrapped = true
                    return hugged
                }
                return intrinsicWidth(child, container: inner, memo) ?? 0
            }
            guard wrapped else { return nil }
            var own =
                stack.axis == .vertical
                ? asked.max() ?? 0 : asked.reduce(0, +) + Self.gaps(stack).reduce(0, +)
            // A child's `maxWidth` fraction is a required `width <= f x stack` constraint: the
            // stack hugs no narrower than keeps it, or the child would wrap again at the smaller
            // width (Docs/uikit-rules.md, "Wrapped labels hug their lines"). Rounded up to a pixel
            // so the fraction of it is never a hair short of the child.
            for (child, w) in zip(stack.children, asked) {
                if case .fraction(let f)? = child.maxWidth, f > 0 {
                    own = max(own, ceilToPixel(w / f, scale: scale))
                }
            }
            return min(own, inner) + pad
        case .stack, .image, .box:
            return nil
        }
    }

    /// The width a view wants before its container decides (padding included): a fixed width,
    /// a label's unwrapped text, a horizontal stack's sum, never more than its `maxWidth`; nil
    /// when it takes what it is given.
    func intrinsicWidth(_ node: ContentNode, container: Double, _ memo: TextMemo) -> Double? {
        let key = TextMemo.WidthKey(node: node, outerWidth: nil, container: container)
        if let known = memo.intrinsic[key] { return known }
        let width = intrinsicWidthOnce(node, container: container, memo)
        memo.intrinsic[key] = width
        return width
    }

    private func intrinsicWidthOnce(_ node: ContentNode, container: Double, _ memo: TextMemo) -> Double? {
        let pad = node.padding.left + node.padding.right
        let cap = node.maxWidth?.resolved(in: container)
        func capped(_ w: Double) -> Double { min(w, cap ?? w) + pad }
        if let w = node.width { return capped(w) }
        switch node.kind {
        case .label(let label):
            let block = memo.layout(
                label.text, font: label.fontSpec(contentSize: contentSize), width: .infinity, lines: 1,
                in: self)
            // UILabel's intrinsic size is rounded up to whole pixels, like its height.
            return capped(ceilToPixel(block.width, scale: scale))
        case .stack(let stack):
            // A child capped at a fraction f of this stack is a required `child <= f x stack`:
            // the stack wants its own width c and to be wide enough to allow it, c / f
            // (Docs/uikit-rules.md, "A maxWidth fraction").
            var spans = [Double](repeating: 0, count: stack.children.count)
            let parts = stack.children.enumerated().map { i, child -> Double? in
                guard case .fraction(let f)? = child.maxWidth, f > 0 else {
                    return intrinsicWidth(child, container: container, memo)
                }
                var free = child
                free.maxWidth = nil
                guard let c = intrinsicWidth(free, container: container, memo) else { return nil }
                spans[i] = ceilToPixel((c - child.padding.left - child.padding.right) / f, scale: scale)
                return c
            }
            if stack.axis == .vertical {
                guard let widest = parts.compactMap({ $0 }).max() else { return nil }
                return capped(max(widest, spans.max() ?? 0))
            }
            let gaps = stack.children.dropLast().reduce(0) { $0 + ($1.spacingAfter ?? stack.spacing) }
            // Equal widths are required: the stack wants n times its widest view.
            if stack.distribution == .fillEqually, !parts.isEmpty, parts.allSatisfy({ $0 != nil }) {
                return capped(Double(parts.count) * parts.map { $0! }.max()! + gaps)
            }
            // An aspect-ratio image is as wide as the row's height allows (see `horizontal`).
            let rowHeight =
                node.height ?? zip(stack.children, parts).map { child, w -> Double in
                    if case .image(_, .some) = child.kind, child.width == nil { return 0 }
                    return place(child, outerWidth: w ?? 0, container: container, stretch: nil, memo).outerHeight
                }.max() ?? 0
            let images = stack.children.reduce(0.0) { sum, child in
                guard case .image(_, let ratio?) = child.kind, child.width == nil else { return sum }
                let inner = max(0, rowHeight - child.padding.top - child.padding.bottom)
                return sum + inner / ratio + child.padding.left + child.padding.right
            }
            return capped(max(parts.reduce(0) { $0 + ($1 ?? 0) } + images + gaps, spans.max() ?? 0))
        case .image, .box:
            return nil
        }
    }
}
