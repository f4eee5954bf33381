import MockgenFormat
import MockgenLayout

/// An event that happens at another offset on the other side, or on one side only: the n-th
/// time its label happens on each side, in path order.
struct EventChange: Equatable, Sendable {
    var kind: ScrollEvent.Kind
    /// `header.1 pins`, `collapsingHeader compact`, `navigationBar opaque`.
    var label: String
    /// 1 for the first time the label happens along the path.
    var occurrence: Int
    var old: Double?
    var new: Double?
    /// Which way the path scrolled when it happened (the old side's, else the new side's), as the
    /// walk saw it; nil where the path stands still.
    var direction: ScrollEvent.Direction?

    /// `header.1 pins at 91 → 140 (down)`, `collapsingHeader switches to compact at 232 → 196 (down)`.
    var sentence: String {
        var what = label
        if kind == .behavior, let space = label.lastIndex(of: " ") {
            what = label[..<space] + " switches to" + label[space...]
        } else if kind == .bar, let space = label.lastIndex(of: " ") {
            what = label[..<space] + " turns" + label[space...]
        }
        let at: String
        switch (old, new) {
        case (let a?, let b?): at = "at \(formatNumber(a)) → \(formatNumber(b))"
        case (let a?, nil): at = "at \(formatNumber(a)) in old only"
        case (nil, let b?): at = "at \(formatNumber(b)) in new only"
        case (nil, nil): at = ""
        }
        return what + " " + at + (direction.map { " (\($0.rawValue))" } ?? "")
    }
}

/// What `mockgen diff` found between two sides laid out at the same stops (one layout run, two
/// variants `old` and `new`).
struct LayoutDiff: Sendable {
    var differences: [LayoutDifference]
    var events: [EventChange]

    var isSame: Bool { differences.isEmpty && events.isEmpty }

    /// Events matched by label and occurrence; kept when the offsets differ by more than the
    /// comparison's tolerance or one side lacks it.
    static func eventChanges(old: VariantLayout, new: VariantLayout) -> [EventChange] {
        let a = occurrences(old)
        let b = occurrences(new)
        var keys = a.map(\.key)
        for (key, _) in b where !keys.contains(key) { keys.append(key) }
        var changes: [EventChange] = []
        for key in keys {
            let x = a.first { $0.key == key }?.event
            let y = b.first { $0.key == key }?.event
            if let x, let y, abs(x.offset - y.offset) <= LayoutComparison.tolerance + 1e-9 { continue }
            let kind = (x ?? y)!.kind
            changes.append(
                EventChange(
                    kind: kind, label: key.label, occurrence: key.n, old: x?.offset,
                    new: y?.offset, direction: x?.direction ?? y?.direction))
        }
        return changes
    }

    private struct Key: Equatable {
        var label: String
        var n: Int
    }

    private static func occurrences(_ variant: VariantLayout) -> [(key: Key, event: ScrollEvent)] {
        var counts: [String: Int] = [:]
        return variant.events.map { event in
            counts[event.label, default: 0] += 1
            return (Key(label: event.label, n: counts[event.label]!), event)
        }
    }

    /// Element ids outlined in frame `k`: those with any difference there.
    func highlighted(frames count: Int) -> [[String]] {
        var ids = [[String]](repeating: [], count: count)
        for d in differences {
            guard let frame = d.frame, frame < count, let id = d.element, !ids[frame].contains(id) else { continue }
            ids[frame].append(id)
        }
        return ids
    }
}

// MARK: - The summary

extension LayoutDiff {
    /// The summary's lines, most telling first: events that moved, elements on one side only,
    /// frame-wide values (content size, insets, the bar), then what each element does differently.
    func summary(old: VariantLayout, new: VariantLayout, limit: Int = 24) -> [String] {
        if isSame { return ["The layouts agree at every frame."] }
        var lines = events.map(\.sentence)
        let ids = { (v: VariantLayout) in Set(v.frames.flatMap { $0.elements.map(\.id) }) }
        let oldIDs = ids(old)
        let newIDs = ids(new)
        let onlyOld = ordered(oldIDs.subtracting(newIDs), in: old)
        let onlyNew = ordered(newIDs.subtracting(oldIDs), in: new)
        if !onlyOld.isEmpty { lines.append("only in old: " + idList(onlyOld)) }
        if !onlyNew.isEmpty { lines.append("only in new: " + idList(onlyNew)) }
        lines += frameValueLines()
        lines += elementLines(skipping: Set(onlyOld + onlyNew))
        if lines.count > limit {
            let rest = lines.count - (limit - 1)
            lines = Array(lines.prefix(limit - 1)) + ["… and \(rest) more (mockgen diff --format json lists every difference)"]
        }
        return lines
    }

    /// `contentSize.height 2118 → 2082 at frames 0–4`: one line per key and pair of values. Events
    /// are left to the event lines, which carry their exact offsets.
    private func frameValueLines() -> [String] {
        var groups: [(key: String, old: String?, new: String?, frames: [Int])] = []
        for d in differences where d.element == nil {
            guard let frame = d.frame, !d.key.hasPrefix("events"), !d.key.hasPrefix("eventOffsets") else {
                if d.frame == nil { groups.append((d.key, d.old, d.new, [])) }
                continue
            }
            if let g = groups.firstIndex(where: { $0.key == d.key && $0.old == d.old && $0.new == d.new }) {
                groups[g].frames.append(frame)
            } else {
                groups.append((d.key, d.old, d.new, [frame]))
            }
        }
        // A key whose values differ in more than two ways (contentOffset where the sides' ranges
        // differ) is one line: where it differs, and the first pair.
        var lines: [String] = []
        var done = Set<String>()
        for g in groups where !done.contains(g.key) {
            let same = groups.filter { $0.key == g.key }
            if same.count > 2 {
                done.insert(g.key)
                let frames = same.flatMap(\.frames)
                lines.append(
                    "\(g.key) differs at \(frameList(frames)) (first \(g.old ?? "absent") → \(g.new ?? "absent")"
                        + (g.frames.first.map { " at frame \($0)" } ?? "") + ")")
            } else {
                lines.append(
                    "\(g.key) \(g.old ?? "absent") → \(g.new ?? "absent")"
                        + (g.frames.isEmpty ? "" : " at " + frameList(g.frames)))
            }
        }
        return lines
    }

    /// How far a frame value went from old to new, said as a change (`y moved by −149`, `height
    /// grew by 20`) so it does not read as a value: elements and frames that changed alike share it
    /// even where their values differ, which an `old → new` pair would not allow.
    static func change(_ axis: String, by delta: Double) -> String {
        let amount = formatNumber(abs(delta))
        if axis == "x" || axis == "y" { return "\(axis) moved by \(delta > 0 ? "+" : "−")\(amount)" }
        return "\(axis) \(delta > 0 ? "grew" : "shrank") by \(amount)"
    }

    /// Per element, what differs at each frame in words (`y moved by +36`, `pinned false → true`,
    /// `shown in old only`); elements doing the same thing at the same frames share a line.
    private func elementLines(skipping: Set<String>) -> [String] {
        var perFrame: [(id: String, frame: Int, parts: [String])] = []
        var pending: [String: (frame: Int, old: [String: Double], new: [String: Double], parts: [String])] = [:]
        var order: [String] = []
        func flush(_ key: String) {
            guard let p = pending[key] else { return }
            var parts: [String] = []
            for axis in ["x", "y", "width", "height"] {
                guard let a = p.old[axis], let b = p.new[axis] else { continue }
                parts.append(Self.change(axis, by: b - a))
            }
            perFrame.append((String(key.split(separator: "@")[0]), p.frame, parts + p.parts))
        }
        for d in differences {
            guard let id = d.element, let frame = d.frame, !skipping.contains(id) else { continue }
            let key = "\(id)@\(frame)"
            if pending[key] == nil {
                pending[key] = (frame, [:], [:], [])
                order.append(key)
            }
            if d.key.hasPrefix("frame."), let a = d.old.flatMap(Double.init), let b = d.new.flatMap(Double.init) {
                let axis = String(d.key.dropFirst("frame.".count))
                pending[key]!.old[axis] = a
                pending[key]!.new[axis] = b
            } else if d.key == "visible" {
                pending[key]!.parts.append(d.old == "true" ? "shown in old only" : "shown in new only")
            } else {
                pending[key]!.parts.append("\(d.key) \(d.old ?? "absent") → \(d.new ?? "absent")")
            }
        }
        for key in order { flush(key) }
        // Per element: each description with its frames; then elements with equal lines merged.
        var byElement: [(id: String, changes: [(text: String, frames: [Int])])] = []
        for entry in perFrame {
            let text = entry.parts.joined(separator: ", ")
            if let e = byElement.firstIndex(where: { $0.id == entry.id }) {
                if let c = byElement[e].changes.firstIndex(where: { $0.text == text }) {
                    byElement[e].changes[c].frames.append(entry.frame)
                } else {
                    byElement[e].changes.append((text, [entry.frame]))
                }
            } else {
                byElement.append((entry.id, [(text, [entry.frame])]))
            }
        }
        var merged: [(ids: [String], line: String)] = []
        for element in byElement {
            // Past three ways of differing (frames at other offsets on each side), the rest are counted.
            var line = element.changes.prefix(3).map { "\($0.text) at \(frameList($0.frames))" }.joined(separator: "; ")
            if element.changes.count > 3 {
                line += "; and otherwise at " + frameList(element.changes.dropFirst(3).flatMap(\.frames))
            }
            if let m = merged.firstIndex(where: { $0.line == line }) {
                merged[m].ids.append(element.id)
            } else {
                merged.append(([element.id], line))
            }
        }
        return merged.map { idList($0.ids) + ": " + $0.line }
    }

    private func ordered(_ ids: Set<String>, in variant: VariantLayout) -> [String] {
        var list: [String] = []
        for frame in variant.frames {
            for e in frame.elements where ids.contains(e.id) && !list.contains(e.id) { list.append(e.id) }
        }
        return list
    }
}

/// `cell.0.0, cell.0.1, cell.0.2 and 17 more`.
func idList(_ ids: [String]) -> String {
    ids.count <= 4 ? ids.joined(separator: ", ") : ids.prefix(3).joined(separator: ", ") + " and \(ids.count - 3) more"
}

/// `frame 3`, `frames 0–4, 7, 9–12`.
func frameList(_ frames: [Int]) -> String {
    let sorted = Array(Set(frames)).sorted()
    var runs: [String] = []
    var k = 0
    while k < sorted.count {
        var end = k
        while end + 1 < sorted.count, sorted[end + 1] == sorted[end] + 1 { end += 1 }
        runs.append(end == k ? "\(sorted[k])" : "\(sorted[k])–\(sorted[end])")
        k = end + 1
    }
    return (sorted.count == 1 ? "frame " : "frames ") + runs.joined(separator: ", ")
}
