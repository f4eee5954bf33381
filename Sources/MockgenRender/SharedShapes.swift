import MockgenLayout
import MockgenText

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
/// Shapes are counted in a first pass over the frames (`init`), before any frame is written, and
/// only the markup of shapes seen twice is kept (Docs/performance.md#big-flipbooks): a shape seen once is known by
/// its bytes' length and two hashes of them, and each frame by the shape of each of its parts
/// (`FrameParts`, a few bytes a part). The frames are then drawn again, one at a time, placing the
/// shared shapes and drawing the others where they stand (`FrameSVG.write(shared:)`). Two
/// different drawings of equal length whose two 64-bit hashes both agree would be taken for one
/// shape: a chance far below any other failure of the run.
final class SharedShapes {
    /// Each distinct part drawn, in the order first seen: how often, and its `dN` once shared.
    private var counts: [Int32] = []
    private var ids: [Int32] = []
    private var known: [MarkupBuffer.BytesKey: Int32] = [:]
    /// The markup of each shape seen twice or more, kept from its second sighting, by shape.
    private var repeated: [Int32: MarkupBuffer] = [:]
    /// The parts of every frame, `[variant][frame]`.
    private(set) var frames: [PartsTable] = []
    /// The definitions any variant's first frame places, which the page keeps live, and the
    /// others, which it keeps inert until another frame is shown (`restBlock`), each in `dN` order.
    private var live = MarkupBuffer()
    private var rest = MarkupBuffer()
    /// Where each piece of `rest` ends (`sharedSVGPieces`).
    private var pieceEnds: [Int] = []
    /// The characters the shared shapes draw: any variant may place them.
    private(set) var text = DrawnCharacters()
    /// The emoji pictures the shared shapes place (ColorGlyphSVG.swift).
    private(set) var colorGlyphs: [UInt32: ColorBitmap] = [:]

    /// Counts every part of every frame, drawing each at most twice (to find its shape, and to
    /// keep its markup once it repeats). `VariantFrames` gives each variant's frames in order.
    init(_ layoutRun: LayoutRun) {
        frames = layoutRun.variants.map { variant in
            let palette = Palette(variant.scenario.appearance)
            let overlays = OverlaySVG(scenario: variant.scenario)
            // Most elements look like one drawn a frame or two before, and most overlay groups
            // like the frame before's: those are not drawn again.
            var recentElements = RecentElements()
            var recentOverlays = RecentOverlays()
            var parts = PartsTable(frames: variant.frames.count)
            for frame in variant.frames {
                let svg = FrameSVG(frame: frame, variant: variant, palette: palette)
                var frameParts = FrameParts()
                for element in frame.elements {
                    let local = svg.atOrigin(element)
                    if let hit = recentElements.shape(of: local) {
                        seenAgain(hit) { svg.write(local, into: &$0) }
                        frameParts.append(hit)
                    } else {
                        let shape = add { svg.write(local, into: &$0) }
                        if let shape { recentElements.remember(local, shape: shape) }
                        frameParts.append(shape)
                    }
                }
                frameParts.endElements()
                frameParts.append(add { svg.writeBackground(into: &$0) })
                frameParts.append(add { if let bar = frame.navigationBar { svg.writeNavigationBar(bar, into: &$0) } })
                frameParts.append(add { if let bar = frame.navigationBar { svg.writeSearchBar(of: bar, into: &$0) } })
                frameParts.append(add { svg.writeBottomBar(into: &$0) })
                frameParts.append(add { svg.writeStatusBar(into: &$0) })
                for (overlay, drawing) in overlays.drawings(Overlay.allCases, of: frame) where !drawing.isEmpty {
                    // Overlay groups repeat too: the safe area in every frame, the pin line while it stays.
                    let draw: (inout MarkupBuffer) -> Void = { overlays.write(overlay, drawing, into: &$0) }
                    if let hit = recentOverlays.shape(of: overlay, drawing) {
                        seenAgain(hit, draw)
                        frameParts.appendOverlay(overlay, hit)
                    } else if let shape = add(draw) {
                        recentOverlays.remember(overlay, drawing, shape: shape)
                        frameParts.appendOverlay(overlay, shape)
                    }
                }
                parts.append(frameParts)
            }
            return parts
        }
        known = [:]
        ids = Array(repeating: -1, count: counts.count)
        var firstFrames = Set<Int32>()
        for parts in frames where parts.count > 0 { firstFrames.formUnion(parts[0].shapes) }
        // Room for every definition at once: grown by doubling, the buffer held up to twice them.
        rest = MarkupBuffer(capacity: repeated.values.reduce(0) { $0 + $1.count + 24 })
        var nextID: Int32 = 0
        for shape in counts.indices where counts[shape] > 1 {
            ids[shape] = nextID
            // Live when a first frame places it, or when none does: the live `<defs>` is never empty.
            let isLive = firstFrames.contains(Int32(shape)) || (nextID == 0 && firstFrames.isEmpty)
            // Each shape's markup goes as it is copied, so that the definitions are held once.
            func define(into out: inout MarkupBuffer) {
                out.append("<g id=\"d")
                out.appendInteger(Int(nextID))
                out.append("\">\n")
                out.append(repeated.removeValue(forKey: Int32(shape))!)
                out.append("</g>\n")
            }
            if isLive {
                define(into: &live)
            } else {
                define(into: &rest)
                if rest.count - (pieceEnds.last ?? 0) >= Self.pieceSize { pieceEnds.append(rest.count) }
            }
            nextID += 1
        }
        if !rest.isEmpty, pieceEnds.last != rest.count { pieceEnds.append(rest.count) }
        repeated = [:]
        counts = []
    }

    /// Counts one more drawing of what `draw` writes; its shape, or nil when it writes nothing
    /// (nothing to place).
    private func add(_ draw: (inout MarkupBuffer) -> Void) -> Int32? {
        var markup = MarkupBuffer(capacity: 512)
        draw(&markup)
        guard !markup.isEmpty else { return nil }
        let key = markup.bytesKey
        if let shape = known[key] {
            seenAgain(shape, draw)
            return shape
        }
        counts.append(1)
        known[key] = Int32(counts.count - 1)
        return Int32(counts.count - 1)
    }

    /// One more drawing of `shape`; at its second, its markup is kept, with the characters it draws.
    private func seenAgain(_ shape: Int32, _ draw: (inout MarkupBuffer) -> Void) {
        counts[Int(shape)] += 1
        guard counts[Int(shape)] == 2 else { return }
        var markup = MarkupBuffer(capacity: 512, notingText: true)
        draw(&markup)
        if let drawn = markup.drawn { text.formUnion(drawn) }
        colorGlyphs.merge(markup.colorGlyphs) { a, _ in a }
        repeated[shape] = markup
    }

    /// The page's one `<svg>` of shared shapes, every one a `<g id="dN">` in its `<defs>`, which the
    /// frames' `<use>` point into; nil when no shape repeats. It is a document of its own for
    /// svg-frame.rng (`sharedShapes`) and draws nothing: zero by zero, hidden from assistive
    /// technology and not displayed (Templates/flipbook/flipbook.css), so the browser neither
    /// styles nor lays out its shapes (a `<use>` draws a copy styled from the `<use>`).
    ///
    /// The page holds live only the definitions the first frames place; the others follow as
    /// inert data blocks (the same `<script>` and CDATA as a frame's, Flipbook.swift), which the
    /// page's script moves into this `<svg>` before it shows any other frame, and before printing
    /// (Docs/command-line.md#the-flipbook: `alarm-kinds` at 2,000 frames shares 23,000 elements, and its first
    /// frame places 21 shapes). Without a script, only the first frame is shown, and every shape
    /// it places is live. This is the `<svg>` once the script has run.
    var sharedSVG: String? {
        guard !live.isEmpty else { return nil }
        var all = live
        all.append(rest)
        return all.withBytes { sharedSVG(holding: $0) }
    }

    /// The shared shapes as the page holds them, piece by piece and in order (`sharedSVG`): the
    /// live `<svg>`, then the inert blocks of about `pieceSize` of definitions each, every one with
    /// the document libxml2 validates for it, a shared-shapes `<svg>` of the same definitions.
    /// The schema's `<defs>` is one or more definitions each valid on its own, so the pieces are
    /// valid exactly when the whole is. In pieces, because libxml2 builds a document's tree to
    /// validate it, and the tree of megabytes of definitions took about 17 times their size
    /// (45 MB for `ably` with 10 variants at 2,000 frames), and because a parser that checks the
    /// page holds a CDATA section whole until it ends (Docs/performance.md#big-flipbooks).
    func forEachPiece<E: Error>(_ body: (_ page: String, _ document: String) throws(E) -> Void) throws(E) {
        guard !live.isEmpty else { return }
        let liveSVG = live.withBytes { sharedSVG(holding: $0) }
        try body(liveSVG, liveSVG)
        for (start, end) in zip([0] + pieceEnds, pieceEnds) {
            let (page, document) = rest.withBytes { bytes in
                let definitions = UnsafeBufferPointer(rebasing: bytes[start..<end])
                var block = MarkupBuffer(capacity: definitions.count + 80)
                block.append("<script type=\"image/svg+xml\" class=\"shared-shapes-rest\"><![CDATA[")
                block.append(definitions)
                block.append("]]></script>")
                return (block.text, sharedSVG(holding: definitions))
            }
            try body(page, document)
        }
    }

    /// Lets go of the definitions' markup once the page holds them: frames only place them.
    func dropDefinitions() {
        live = MarkupBuffer()
        rest = MarkupBuffer()
        pieceEnds = []
    }

    static let pieceSize = 1 << 16

    private func sharedSVG(holding definitions: UnsafeBufferPointer<UInt8>) -> String {
        var out = MarkupBuffer(capacity: definitions.count + 256)
        out.append("<svg")
        out.attribute("xmlns", SVGStyle.namespace)
        out.append(" class=\"shared-shapes\" width=\"0\" height=\"0\" aria-hidden=\"true\">\n<defs>\n")
        out.append(definitions)
        out.append("</defs>\n</svg>")
        return out.text
    }

    /// A part's `<use>` when its shape is shared, placed at `place` (an element's frame; the parts
    /// around the list are drawn where they stand); false, writing nothing, when it is not shared
    /// or draws nothing: the caller draws it in place then.
    func writeUse(of shape: Int32?, at place: Rect? = nil, into out: inout MarkupBuffer) -> Bool {
        guard let shape, ids[Int(shape)] >= 0 else { return false }
        out.append("<use href=\"#d")
        out.appendInteger(Int(ids[Int(shape)]))
        out.append("\"")
        if let place, place.x != 0 { out.attribute("x", place.x) }
        if let place, place.y != 0 { out.attribute("y", place.y) }
        out.append("/>\n")
        return true
    }

    /// A frame's overlay groups, in the order counted, each its `<use>` when shared, else drawn.
    func writeOverlays(_ parts: FrameParts, of frame: FrameLayout, _ overlays: OverlaySVG, into out: inout MarkupBuffer) {
        let drawings = overlays.drawings(Overlay.allCases, of: frame)
        for (overlay, shape) in parts.overlays {
            OverlaySVG.openGroup(overlay, into: &out)
            if !writeUse(of: shape, into: &out), let drawing = drawings.first(where: { $0.0 == overlay })?.1 {
                overlays.write(overlay, drawing, into: &out)
            }
            OverlaySVG.closeGroup(into: &out)
        }
    }
}

/// What a frame of the page is made of, in a few bytes a part: for each element, then for the
/// background, bar, search bar, bottom bar and status bar, its shape in `SharedShapes` (-1 when
/// the part draws nothing), then each overlay that draws something with its shape.
struct FrameParts {
    fileprivate var codes: ArraySlice<Int32> = []
    fileprivate var elementCount = 0

    fileprivate mutating func append(_ shape: Int32?) { codes.append(shape ?? -1) }
    fileprivate mutating func endElements() { elementCount = codes.count }
    fileprivate mutating func appendOverlay(_ overlay: Overlay, _ shape: Int32) {
        codes.append(Int32(Self.overlays.firstIndex(of: overlay)!))
        codes.append(shape)
    }

    /// `Overlay.allCases`, made once (each call makes the array anew).
    private static let overlays = Overlay.allCases

    private func code(_ k: Int) -> Int32 { codes[codes.startIndex + k] }
    private func shape(at k: Int) -> Int32? { code(k) < 0 ? nil : code(k) }
    /// Every shape the frame places.
    var shapes: [Int32] {
        let overlayShapes = stride(from: elementCount + 6, to: codes.count, by: 2).map { code($0) }
        return ((0..<(elementCount + 5)).map(code) + overlayShapes).filter { $0 >= 0 }
    }
    func element(_ position: Int) -> Int32? { shape(at: position) }
    var background: Int32? { shape(at: elementCount) }
    var bar: Int32? { shape(at: elementCount + 1) }
    var searchBar: Int32? { shape(at: elementCount + 2) }
    var bottomBar: Int32? { shape(at: elementCount + 3) }
    var status: Int32? { shape(at: elementCount + 4) }
    var overlays: [(Overlay, Int32)] {
        stride(from: elementCount + 5, to: codes.count, by: 2).map { (Self.overlays[Int(code($0))], code($0 + 1)) }
    }
}

/// The parts of every frame of one variant, in one array: a few bytes a part and no allocation a
/// frame (Docs/performance.md#big-flipbooks: 20,000 frames' own arrays were 2.9 MB).
struct PartsTable {
    private var codes: [Int32] = []
    /// Where each frame's parts end in `codes`, and how many of them are elements.
    private var ends: [Int32] = []
    private var elementCounts: [Int32] = []

    var count: Int { ends.count }

    init(frames: Int) {
        ends.reserveCapacity(frames)
        elementCounts.reserveCapacity(frames)
    }

    subscript(frame: Int) -> FrameParts {
        let start = frame == 0 ? 0 : Int(ends[frame - 1])
        return FrameParts(codes: codes[start..<Int(ends[frame])], elementCount: Int(elementCounts[frame]))
    }

    fileprivate mutating func append(_ parts: FrameParts) {
        // Frames of one screen have about as many parts each: room for them all, with a margin,
        // rather than growing by doubling to up to twice what they need.
        if ends.isEmpty { codes.reserveCapacity(parts.codes.count * ends.capacity * 5 / 4) }
        codes.append(contentsOf: parts.codes)
        ends.append(Int32(codes.count))
        elementCounts.append(Int32(parts.elementCount))
    }
}

/// The last few elements drawn at their origin, with their shapes: the rows on screen move by a
/// few from one frame to the next, so most are found here without drawing or hashing them.
private struct RecentElements {
    private var entries: [Entry] = []
    private struct Entry {
        var element: Element
        var shape: Int32
    }

    func shape(of element: Element) -> Int32? {
        entries.first { $0.element == element }?.shape
    }

    mutating func remember(_ element: Element, shape: Int32) {
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
        var shape: Int32
    }

    /// The shape drawn for an equal drawing of the same overlay; nil when none was.
    func shape(of overlay: Overlay, _ drawing: OverlayDrawing) -> Int32? {
        entries.first { $0.overlay == overlay && $0.drawing == drawing }?.shape
    }

    mutating func remember(_ overlay: Overlay, _ drawing: OverlayDrawing, shape: Int32) {
        entries.append(Entry(overlay: overlay, drawing: drawing, shape: shape))
        if entries.count > 2 * Overlay.allCases.count { entries.removeFirst() }
    }
}
