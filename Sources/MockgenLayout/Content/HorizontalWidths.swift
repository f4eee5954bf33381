/// What an arranged view of a horizontal stack asks of its width (padding included), ranked as
/// Auto Layout ranks the constraints behind it.
enum WidthClaim: Equatable {
    /// A required constraint: a fixed `width`, an image sized by the row's height.
    case required(Double)
    /// An image whose width follows from the row's height (resolved before solving).
    case aspect(Double)
    /// Intrinsic content width, compression resistance 750 (labels, stacks of them). `wraps`: a
    /// UIKit view that wraps when squeezed (a label of more than one line, or a stack holding
    /// one), which gives way before views that would truncate.
    case intrinsic(Double, stretch: Stretch, wraps: Bool = false)
    /// No intrinsic width (a plain view, an image without a size): takes what is left.
    case flexible(cap: Double?)

    /// How a view with an intrinsic width gives in to room left over: the priority of the
    /// strongest constraint growing breaks (`ContentLayout.hugging`) and the most it may grow to.
    struct Stretch: Equatable {
        var priority: Double
        var cap: Double?
    }
}

/// UIStackView `.fill` distribution along a horizontal axis (Apple, UIStackView.Distribution.fill:
/// views that do not fit shrink by compression resistance, views that do not fill stretch by
/// hugging, ties go by index in `arrangedSubviews`):
/// 1. required widths are kept;
/// 2. views with an intrinsic width keep it while the room allows; when it does not, they shrink
///    (their compression resistance, 750, loses to the stack's required width): a view that
///    wraps before one that would truncate, then the last one first, then the one before (which
///    gives way on a tie is not documented: assumption, Docs/uikit-rules.md, Assumptions). A
///    label shrunk this way wraps;
/// 3. views without an intrinsic width share what is left, up to their `maxWidth` (nothing
///    hugs them);
/// 4. room still left goes to the view whose stretching breaks the lowest priority; on a tie the
///    first in `arrangedSubviews` (Apple's "Start Developing iOS Apps" lesson on stack views: with
///    equal priorities the stack expands the first view), up to its `maxWidth`, then the next.
///    With `stretches` false (the content of SwiftUI, Compose and Flutter lists) step 4 is left
///    out: a row keeps the room after its last view.
/// Since iOS 15 a multi-line label has no share of its own (Docs/uikit-rules.md, "Fill
/// distribution in a horizontal stack").
enum HorizontalWidths {
    /// A required priority: a view whose growth breaks one does not grow.
    static let required = 1000.0

    static func solve(_ claims: [WidthClaim], available: Double, stretches: Bool = true) -> [Double] {
        var widths = [Double](repeating: 0, count: claims.count)
        var room = available
        for (i, c) in claims.enumerated() {
            if case .required(let w) = c {
                widths[i] = w
                room -= w
            }
        }
        room = max(0, room)
        var natural = claims.enumerated().compactMap { i, c -> (Int, Double)? in
            if case .intrinsic(let w, _, _) = c { return (i, w) } else { return nil }
        }
        var excess = natural.reduce(0) { $0 + $1.1 } - room
        let wraps = natural.map { i, _ in
            if case .intrinsic(_, _, true) = claims[i] { return true } else { return false }
        }
        let order = natural.indices.reversed().filter { wraps[$0] } + natural.indices.reversed().filter { !wraps[$0] }
        for k in order where excess > 0 {
            let cut = min(natural[k].1, excess)
            natural[k].1 -= cut
            excess -= cut
        }
        for (i, w) in natural {
            widths[i] = w
            room -= w
        }
        room = max(0, room)
        var open = claims.indices.filter { if case .flexible = claims[$0] { return true } else { return false } }
        // Shared equally; a view capped by its maxWidth hands the rest to the others.
        while !open.isEmpty {
            let share = room / Double(open.count)
            let capped = open.filter { i in
                if case .flexible(let cap?) = claims[i] { return cap < share } else { return false }
            }
            if capped.isEmpty {
                for i in open { widths[i] = share }
                room = 0
                break
            }
            for i in capped {
                if case .flexible(let cap?) = claims[i] {
                    widths[i] = cap
                    room -= cap
                }
            }
            room = max(0, room)
            open.removeAll { capped.contains($0) }
        }
        if stretches { stretch(claims, &widths, room: room) }
        return widths
    }

    /// Step 4: the room left, to the views in order of the priority their growth breaks, the
    /// earliest first among equals, each up to its cap.
    private static func stretch(_ claims: [WidthClaim], _ widths: inout [Double], room: Double) {
        var room = room
        let candidates = claims.enumerated().compactMap { i, c -> (Int, WidthClaim.Stretch)? in
            switch c {
            case .intrinsic(_, let s, _): return s.priority < required ? (i, s) : nil
            default: return nil
            }
        }
        // A stable sort keeps the index order among equal priorities.
        for (i, s) in candidates.enumerated().sorted(by: {
            ($0.element.1.priority, $0.offset) < ($1.element.1.priority, $1.offset)
        })
        .map(\.element) {
            guard room > 0 else { return }
            let grow = min(room, s.cap.map { max(0, $0 - widths[i]) } ?? room)
            widths[i] += grow
            room -= grow
        }
    }
}
