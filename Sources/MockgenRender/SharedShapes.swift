import MockgenLayout
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// List elements that look alike across the frames of one flipbook, drawn once and placed with
/// `<use>` (issue 8, output that stays small): a cell that scrolls through 30 frames is one
/// definition and 30 short lines, not 30 copies of its rectangles, separator and text.
///
/// "Alike" means the same markup when drawn at the element's own origin, so whatever an element
/// draws (fills, separators, text) is shared without this type knowing about it. The parts
/// around the list (backgrounds, bar, status bar) are shared when drawn exactly alike. A shape
/// seen once stays inline. Definitions are `<g id="dN">` in a `<defs>` of the page's first frame;
/// ids are document-wide, so later frames (and the print sheet) find them there.
final class SharedShapes {
    /// The origin markup of every element, `[variant][frame][element]`, from the counting pass.
    private var markup: [[[String]]] = []
    private var ids: [Markup: String] = [:]
    private var definitions = ""

    /// Draws every element of every frame at its origin once and keeps the shapes seen twice or more.
    init(_ storyboard: Storyboard) {
        var counts: [Markup: Int] = [:]
        var order: [Markup] = []
        markup = storyboard.variants.map { variant in
            // Most elements look like one drawn a frame or two before: draw those once.
            var recent: [(element: Element, markup: String)] = []
            return variant.frames.map { frame in
                let svg = FrameSVG(frame: frame, variant: variant)
                let drawn = svg.originMarkup(recent: &recent)
                let chrome = svg.chrome()
                // Overlay groups repeat too: the safe area in every frame, the pin line while it stays.
                let overlays = OverlaySVG(frame: frame, device: variant.scenario.device).bodies(Overlay.allCases).map(\.1)
                for shape in drawn + [chrome.background, chrome.bar, chrome.status] + overlays where !shape.isEmpty {
                    let key = Markup(shape)
                    counts[key, default: 0] += 1
                    if counts[key] == 1 { order.append(key) }
                }
                return drawn
            }
        }
        for shape in order where counts[shape, default: 0] > 1 {
            let id = "d\(ids.count)"
            ids[shape] = id
            definitions += "<g id=\"\(id)\">\n" + shape.text + "</g>\n"
        }
    }

    /// `<defs>` with every shared shape, or nothing when no shape repeats.
    var defs: String { definitions.isEmpty ? "" : "<defs>\n" + definitions + "</defs>\n" }

    /// `<use>` for markup drawn exactly so (same place) in other frames too, else nil.
    func use(exactly shape: String) -> String? {
        guard !shape.isEmpty, let id = ids[Markup(shape)] else { return nil }
        return "<use href=\"#\(id)\"/>\n"
    }

    /// For each element of frame `index` of variant `position`: its `<use>`, or nil to draw it inline.
    func uses(variant position: Int, frame index: Int, elements: [Element]) -> [String?] {
        zip(markup[position][index], elements).map { shape, element in
            guard let id = ids[Markup(shape)] else { return nil }
            var out = "<use href=\"#\(id)\""
            if element.frame.x != 0 { out += number("x", element.frame.x) }
            if element.frame.y != 0 { out += number("y", element.frame.y) }
            return out + "/>\n"
        }
    }
}

/// Markup as a dictionary key, compared and hashed as UTF-8 bytes: `String`'s own hashing
/// normalises non-ASCII text (the Hangul titles) first, which cost more than drawing.
private struct Markup: Hashable {
    var text: String
    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
    }

    static func == (a: Self, b: Self) -> Bool {
        var (x, y) = (a.text, b.text)
        return x.withUTF8 { p in y.withUTF8 { q in p.count == q.count && (p.isEmpty || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0) } }
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
