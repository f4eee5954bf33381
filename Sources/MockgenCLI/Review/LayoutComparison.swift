import MockgenFormat
import MockgenJSON

/// One place where two layout JSON documents (Docs/layout-json.md) disagree: what `mockgen check`
/// prints a line for and `mockgen diff` summarises and outlines.
struct LayoutDifference: Equatable, Sendable {
    /// The variant's name in the variants form; nil in the single form.
    var variant: String?
    /// The frame's index; nil for a key outside the frames (`viewport.width`).
    var frame: Int?
    /// contentOffset.y of that frame on the old side (the new side's when the old has no such frame).
    var offset: Double?
    /// The element's id (`header.1`) when the key belongs to one.
    var element: String?
    /// The key path inside the frame, the element or the document: `frame.y`, `contentSize.height`,
    /// `pinned`, `visible` (an element shown on one side only).
    var key: String
    /// Each side's value as JSON text (`205.399`, `true`, `"compact"`); nil where the side has none.
    var old: String?
    var new: String?

    /// `frame 3 (offset 240): cell.0.0 frame.y 205.399 → 169.399`.
    var line: String {
        var text = ""
        if let variant { text += "variant \(variant) " }
        if let frame {
            text += "frame \(frame)"
            if let offset { text += " (offset \(formatNumber(offset)))" }
            text += ": "
        }
        if let element { text += element + " " }
        return text + "\(key) \(old ?? "absent") → \(new ?? "absent")"
    }
}

/// Compares two layout JSON documents key by key, the way a reviewer reads them: frames by index,
/// elements by id (so an element that appears only on one side is one difference, not a shift of
/// every element after it), numbers equal within `tolerance`.
enum LayoutComparison {
    /// Points (Docs/command-line.md, "mockgen check"): the layout JSON rounds to 3 decimals, so
    /// two layouts a rounding step apart still agree.
    static let tolerance = 0.001

    /// Every difference between `old` and `new`, in document order; top-level keys in `ignoring`
    /// are skipped (a diff ignores the scenarios' names, a check the `rulesVersion`).
    static func compare(old: JSONValue, new: JSONValue, ignoring: Set<String> = []) -> [LayoutDifference] {
        var out: [LayoutDifference] = []
        guard let a = old.object, let b = new.object else {
            compareValues(old, new, key: "", at: Place(), into: &out)
            return out
        }
        for key in unionKeys(a, b) where !ignoring.contains(key) {
            switch key {
            case "variants":
                compareVariants(a[key]?.value, b[key]?.value, into: &out)
            case "frames":
                compareFrames(a[key]?.value, b[key]?.value, variant: nil, into: &out)
            default:
                compareValues(a[key]?.value, b[key]?.value, key: key, at: Place(), into: &out)
            }
        }
        return out
    }

    /// Where a value sits: the context every difference under it carries.
    private struct Place {
        var variant: String?
        var frame: Int?
        var offset: Double?
        var element: String?
    }

    private static func compareVariants(_ old: JSONValue?, _ new: JSONValue?, into out: inout [LayoutDifference]) {
        func byName(_ value: JSONValue?) -> [(String, JSONObject)] {
            (value?.array ?? []).compactMap { node in
                node.value.object.map { ($0["name"]?.value.string ?? "", $0) }
            }
        }
        let a = byName(old)
        let b = byName(new)
        var names = a.map(\.0)
        for (name, _) in b where !names.contains(name) { names.append(name) }
        for name in names {
            let x = a.first { $0.0 == name }?.1
            let y = b.first { $0.0 == name }?.1
            guard let x, let y else {
                out.append(
                    LayoutDifference(
                        variant: name, key: "variant", old: x == nil ? nil : "present",
                        new: y == nil ? nil : "present"))
                continue
            }
            for key in unionKeys(x, y) where key != "name" {
                if key == "frames" {
                    compareFrames(x[key]?.value, y[key]?.value, variant: name, into: &out)
                } else {
                    compareValues(x[key]?.value, y[key]?.value, key: key, at: Place(variant: name), into: &out)
                }
            }
        }
    }

    private static func compareFrames(_ old: JSONValue?, _ new: JSONValue?, variant: String?, into out: inout [LayoutDifference])
    {
        let a = old?.array ?? []
        let b = new?.array ?? []
        for k in 0..<max(a.count, b.count) {
            let x = k < a.count ? a[k].value.object : nil
            let y = k < b.count ? b[k].value.object : nil
            let offset = (x ?? y)?["contentOffset"]?.value.number
            let place = Place(variant: variant, frame: k, offset: offset)
            guard let x, let y else {
                out.append(
                    LayoutDifference(
                        variant: variant, frame: k, offset: offset, key: "frame",
                        old: x == nil ? nil : "present", new: y == nil ? nil : "present"))
                continue
            }
            for key in unionKeys(x, y) where key != "index" {
                if key == "elements" {
                    compareElements(x[key]?.value, y[key]?.value, at: place, into: &out)
                } else {
                    compareValues(x[key]?.value, y[key]?.value, key: key, at: place, into: &out)
                }
            }
        }
    }

    /// Elements matched by id; one shown on one side only is a `visible` difference.
    private static func compareElements(_ old: JSONValue?, _ new: JSONValue?, at place: Place, into out: inout [LayoutDifference])
    {
        func byID(_ value: JSONValue?) -> [(String, JSONObject)] {
            (value?.array ?? []).compactMap { node in node.value.object.map { ($0["id"]?.value.string ?? "", $0) } }
        }
        let a = byID(old)
        let b = byID(new)
        var lookupB: [String: JSONObject] = [:]
        for (id, element) in b { lookupB[id] = element }
        var seen = Set<String>()
        for (id, x) in a {
            seen.insert(id)
            var here = place
            here.element = id
            guard let y = lookupB[id] else {
                out.append(difference(at: here, key: "visible", old: "true", new: "false"))
                continue
            }
            for key in unionKeys(x, y) where key != "id" {
                compareValues(x[key]?.value, y[key]?.value, key: key, at: here, into: &out)
            }
        }
        for (id, _) in b where !seen.contains(id) {
            var here = place
            here.element = id
            out.append(difference(at: here, key: "visible", old: "false", new: "true"))
        }
    }

    /// Leaf by leaf: objects by key, arrays by position, numbers within the tolerance.
    private static func compareValues(
        _ old: JSONValue?, _ new: JSONValue?, key: String, at place: Place,
        into out: inout [LayoutDifference]
    ) {
        switch (old, new) {
        case (nil, nil):
            return
        case (.object(let a)?, .object(let b)?):
            for k in unionKeys(a, b) {
                compareValues(a[k]?.value, b[k]?.value, key: key.isEmpty ? k : key + "." + k, at: place, into: &out)
            }
        case (.array(let a)?, .array(let b)?):
            for i in 0..<max(a.count, b.count) {
                compareValues(
                    i < a.count ? a[i].value : nil, i < b.count ? b[i].value : nil,
                    key: "\(key)[\(i)]", at: place, into: &out)
            }
        case (.number(let a)?, .number(let b)?):
            if abs(a - b) > tolerance + 1e-9 {
                out.append(difference(at: place, key: key, old: formatNumber(a), new: formatNumber(b)))
            }
        default:
            if let old, let new, old.isSameJSON(as: new) { return }
            out.append(difference(at: place, key: key, old: old.map(jsonText), new: new.map(jsonText)))
        }
    }

    private static func difference(at place: Place, key: String, old: String?, new: String?) -> LayoutDifference {
        LayoutDifference(
            variant: place.variant, frame: place.frame, offset: place.offset, element: place.element,
            key: key, old: old, new: new)
    }

    /// The old side's keys in its order, then the new side's others.
    private static func unionKeys(_ a: JSONObject, _ b: JSONObject) -> [String] {
        let keys = a.keys
        let known = Set(keys)
        return keys + b.keys.filter { !known.contains($0) }
    }
}

/// A value as one line of JSON text.
func jsonText(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let x): return formatNumber(x)
    case .string(let s): return jsonString(s)
    case .array(let items): return "[" + items.map { jsonText($0.value) }.joined(separator: ", ") + "]"
    case .object(let o):
        return "{ " + o.members.map { jsonString($0.key) + ": " + jsonText($0.node.value) }.joined(separator: ", ") + " }"
    }
}
