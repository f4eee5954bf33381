import MockgenLayout

/// List elements that look alike across the frames of one flipbook, drawn once and placed with
/// `<use>` (Docs/performance.md, output that stays small): a cell that scrolls through 30 frames is one
/// definition and 30 short lines, not 30 copies of its rectangles, separator and text.
///
/// "Alike" means the same markup when drawn at the element's own origin, so whatever an element
/// draws (fills, separators, text) is shared without this type knowing about it. The parts
/// around the list (backgrounds, bar, status bar) and the overlay groups are shared when drawn
/// exactly alike. A shape seen once stays inline. Definitions are `<g id="dN">` in the `<defs>` of
/// one `<svg>` before the first frame (`sharedSVG`), not inside a frame: ids are document-wide, so
/// every frame (and the print sheet) finds them, and the first frame is a frame like the others.
///
/// Every part is drawn once, here: a frame of the page is then put together from the parts
/// (`FrameParts`), and only an element seen once is drawn again, at its place.
final class SharedShapes {
    /// Every distinct part drawn, in the order first seen.
    private var shapes: [Shape] = []
    /// The last shape added with each hash of its bytes; `Shape.sameHash` links it to the one
    /// before. (Keyed by the hash rather than by a Hashable markup type: the Swift runtime's first
    /// look-up of a conformance of one of our types scans every conformance in the binary, which
    /// cost more than hashing every shape.)
    private var lastWithHash: [Int: Int] = [:]
    /// The parts of every frame, `[variant][frame]`.
    private(set) var frames: [[FrameParts]] = []
    private var definitions = MarkupBuffer()

    private struct Shape {
        var markup: MarkupBuffer
        var count: Int
        /// `dN`, for a shape drawn more than once.
        var id: Int?
        /// The shape added before it whose bytes hash alike.
        var sameHash: Int?
    }

    /// Draws every part of every frame once and keeps the shapes seen twice or more.
    init(_ layoutRun: LayoutRun) {
        frames = layoutRun.variants.map { variant in
            let palette = Palette(variant.scenario.appearance)
            let overlays = OverlaySVG(scenario: variant.scenario)
            // Most elements look like one drawn a frame or two before, and most overlay groups
            // like the frame before's: those are not drawn again.
            var recentElements = RecentElements()
            var recentOverlays = RecentOverlays()
            return variant.frames.map { frame in
                let svg = FrameSVG(frame: frame, variant: variant, palette: palette)
                var parts = FrameParts(elements: frame.elements.map { addElement($0, svg, &recentElements) })
                addChrome(svg, frame, to: &parts)
                for (overlay, drawing) in overlays.drawings(Overlay.allCases, of: frame) {
                    if let shape = addOverlay(overlay, drawing, overlays, &recentOverlays) {
                        parts.overlays.append(OverlayPart(overlay: overlay, shape: shape))
                    }
                }
                return parts
            }
        }
        var nextID = 0
        for k in shapes.indices where shapes[k].count > 1 {
            shapes[k].id = nextID
            definitions.append("<g id=\"d")
            definitions.appendInteger(nextID)
            definitions.append("\">\n")
            definitions.append(shapes[k].markup)
            definitions.append("</g>\n")
            nextID += 1
        }
    }

    /// An element drawn at its origin; its shape.
    private func addElement(_ element: Element, _ svg: FrameSVG, _ recent: inout RecentElements) -> Int? {
        let local = FrameSVG.atOrigin(element)
        if let hit = recent.shape(of: local) {
            shapes[hit].count += 1
            return hit
        }
        var markup = MarkupBuffer(capacity: 512)
        svg.write(local, into: &markup)
        let shape = add(markup)
        if let shape { recent.remember(local, shape: shape) }
        return shape
    }

    /// Background, bar and status bar, in this order.
    private func addChrome(_ svg: FrameSVG, _ frame: FrameLayout, to parts: inout FrameParts) {
        var markup = MarkupBuffer(capacity: 256)
        svg.writeBackground(into: &markup)
        parts.background = add(markup)
        markup = MarkupBuffer(capacity: 256)
        if let bar = frame.navigationBar { svg.writeNavigationBar(bar, into: &markup) }
        parts.bar = add(markup)
        markup = MarkupBuffer(capacity: 256)
        if let bar = frame.navigationBar { svg.writeSearchBar(of: bar, into: &markup) }
        parts.searchBar = add(markup)
        markup = MarkupBuffer(capacity: 256)
        svg.writeBottomBar(into: &markup)
        parts.bottomBar = add(markup)
        markup = MarkupBuffer(capacity: 256)
        svg.writeStatusBar(into: &markup)
        parts.status = add(markup)
    }

    /// An overlay group's body; its shape, or nil when it draws nothing. Overlay groups repeat
    /// too: the safe area in every frame, the pin line while it stays.
    private func addOverlay(
        _ overlay: Overlay, _ drawing: OverlayDrawing, _ overlays: OverlaySVG,
        _ recent: inout RecentOverlays
    ) -> Int? {
        guard !drawing.isEmpty else { return nil }
        if let drawn = recent.shape(of: overlay, drawing) {
            shapes[drawn].count += 1
            return drawn
        }
        var markup = MarkupBuffer(capacity: 1024)
        overlays.write(overlay, drawing, into: &markup)
        let shape = add(markup)
        if let shape { recent.remember(overlay, drawing, shape: shape) }
        return shape
    }

    /// Counts one more drawing of `markup`; its shape, or nil when it is empty (nothing to place).
    private func add(_ markup: MarkupBuffer) -> Int? {
        guard !markup.isEmpty else { return nil }
        let hash = markup.bytesHash
        var candidate = lastWithHash[hash]
        while let known = candidate {
            if shapes[known].markup == markup {
                shapes[known].count += 1
                return known
            }
            candidate = shapes[known].sameHash
        }
        shapes.append(Shape(markup: markup, count: 1, sameHash: lastWithHash[hash]))
        lastWithHash[hash] = shapes.count - 1
        return shapes.count - 1
    }

    /// The page's one `<svg>` of shared shapes, every one a `<g id="dN">` in its `<defs>`, which the
    /// frames' `<use>` point into; nil when no shape repeats. It is a document of its own for
    /// svg-frame.rng (`sharedShapes`) and draws nothing: zero by zero, hidden from assistive
    /// technology, and not `display: none`, which would leave what it defines unrendered in some
    /// browsers' `<use>`.
    var sharedSVG: String? {
        guard !definitions.isEmpty else { return nil }
        var out = MarkupBuffer(capacity: definitions.count + 256)
        out.append("<svg")
        out.attribute("xmlns", SVGStyle.namespace)
        out.append(" class=\"shared-shapes\" width=\"0\" height=\"0\" aria-hidden=\"true\">\n<defs>\n")
        out.append(definitions)
        out.append("</defs>\n</svg>")
        return out.text
    }

    /// A part around the list: its `<use>` when shared, else its markup.
    func write(_ shape: Int?, into out: inout MarkupBuffer) {
        guard let shape else { return }
        if let id = shapes[shape].id {
            writeUse(id, into: &out)
            out.append("/>\n")
        } else {
            out.append(shapes[shape].markup)
        }
    }

    /// The `<use>` that places an element's shared shape at the element's place; false, writing
    /// nothing, when the element's shape is not shared (it is drawn inline at its place instead).
    func writeUse(of shape: Int?, at frame: Rect, into out: inout MarkupBuffer) -> Bool {
        guard let shape, let id = shapes[shape].id else { return false }
        writeUse(id, into: &out)
        if frame.x != 0 { out.attribute("x", frame.x) }
        if frame.y != 0 { out.attribute("y", frame.y) }
        out.append("/>\n")
        return true
    }

    private func writeUse(_ id: Int, into out: inout MarkupBuffer) {
        out.append("<use href=\"#d")
        out.appendInteger(id)
        out.append("\"")
    }

    /// A frame's overlay groups, each its `<use>` when shared.
    func writeOverlays(_ parts: FrameParts, into out: inout MarkupBuffer) {
        for part in parts.overlays {
            OverlaySVG.openGroup(part.overlay, into: &out)
            write(part.shape, into: &out)
            OverlaySVG.closeGroup(into: &out)
        }
    }
}

/// What a frame of the page is made of: for each part, its shape in `SharedShapes` (nil when the
/// part draws nothing).
struct FrameParts {
    /// Each element drawn at its origin.
    var elements: [Int?]
    var background: Int?
    var bar: Int?
    var searchBar: Int?
    var bottomBar: Int?
    var status: Int?
    /// Every overlay that draws something, in `Overlay.allCases` order.
    var overlays: [OverlayPart] = []
}

struct OverlayPart {
    var overlay: Overlay
    var shape: Int
}

/// The last few elements drawn at their origin, with their shapes: the rows on screen move by a
/// few from one frame to the next, so most are found here without drawing or hashing them.
private struct RecentElements {
    private var entries: [Entry] = []
    private struct Entry {
        var element: Element
        var shape: Int
    }

    func shape(of element: Element) -> Int? {
        entries.first { $0.element == element }?.shape
    }

    mutating func remember(_ element: Element, shape: Int) {
        entries.append(Entry(element: element, shape: shape))
        if entries.count > 16 { entries.removeFirst() }
    }
}

/// The overlay groups of the frame before, with their shapes.
private struct RecentOverlays {
    private var entries: [Entry] = []
    private struct Entry {
        var overlay: Overlay
        var drawing: OverlayDrawing
        var shape: Int
    }

    /// The shape drawn for an equal drawing of the same overlay; nil when none was.
    func shape(of overlay: Overlay, _ drawing: OverlayDrawing) -> Int? {
        entries.first { $0.overlay == overlay && $0.drawing == drawing }?.shape
    }

    mutating func remember(_ overlay: Overlay, _ drawing: OverlayDrawing, shape: Int) {
        entries.append(Entry(overlay: overlay, drawing: drawing, shape: shape))
        if entries.count > 2 * Overlay.allCases.count { entries.removeFirst() }
    }
}
