import MockgenLayout
import MockgenText

/// The `content` of a view (decisions.md, "Content of a view"): one node with exactly one kind
/// key, `label`, `image`, `box` or `stack`.
enum ContentDecoder {
    static let kinds = ["label", "image", "box", "stack"]
    static let commonKeys = ["padding", "width", "height", "color", "spacingAfter"]
    static let kindKeys: [String: [String]] = [
        "label": ["style", "font", "lines"], "image": ["aspectRatio"], "box": [],
        "stack": ["spacing", "alignment", "children"],
    ]
    /// Deep enough for any screen; keeps a hostile file from exhausting the stack.
    static let maxDepth = 32

    static func decode(_ r: Reader) throws(ScenarioError) -> ContentNode {
        try decode(r, depth: 0)
    }

    static func decode(_ r: Reader, depth: Int) throws(ScenarioError) -> ContentNode {
        guard depth < maxDepth else { throw r.fail("content is nested more than \(maxDepth) levels deep") }
        let all = try r.object(kinds + commonKeys + kindKeys.values.flatMap { $0 })
        let present = kinds.filter { all.has($0) }
        guard present.count == 1, let kind = present.first else {
            let found = present.isEmpty ? "none" : present.map { "\"\($0)\"" }.joined(separator: " and ")
            throw r.fail("a content node has exactly one of \"label\", \"image\", \"box\", \"stack\"; found \(found)")
        }
        let o = try r.object([kind] + commonKeys + kindKeys[kind]!)
        var node = ContentNode(.box)
        node.padding = try o.optional("padding").map(ScenarioDecoder.decodeInsetsNonNegative) ?? .zero
        node.width = try o.optional("width")?.size()
        node.height = try o.optional("height")?.size()
        node.color = try o.optional("color")?.color()
        node.spacingAfter = try o.optional("spacingAfter")?.size()
        let value = try o.required(kind)
        switch kind {
        case "label":
            let text = try value.string()
            var label = Label(text: text)
            let style = o.optional("style"), font = o.optional("font")
            if let style, font != nil { throw style.fail("a label has \"style\" or \"font\", not both") }
            if let style { label.font = .style(try style.oneOf(TextStyle.allCases.map { ($0.rawValue, $0) })) }
            if let font { label.font = .fixed(try decodeFont(font)) }
            label.lines = try o.optional("lines")?.integer(in: 0...10_000) ?? 0
            node.kind = .label(label)
        case "image":
            node.kind = .image(name: try value.string(), aspectRatio: try o.optional("aspectRatio").map(decodeBoundedRatio))
        case "box":
            guard value.node.value.bool == true else { throw value.fail("expected true, got \(value.got)") }
            node.kind = .box
        default:
            let axis = try value.oneOf(Stack.Axis.allCases.map { ($0.rawValue, $0) })
            let spacing = try o.optional("spacing")?.size() ?? 0
            let alignment = try o.optional("alignment")?.oneOf(Stack.Alignment.allCases.map { ($0.rawValue, $0) }) ?? .fill
            var children: [ContentNode] = []
            for child in try o.required("children").array() { children.append(try decode(child, depth: depth + 1)) }
            node.kind = .stack(Stack(axis: axis, spacing: spacing, alignment: alignment, children: children))
        }
        return node
    }

    /// `{ "size": 17, "weight": "semibold" }`: UIFont.systemFont(ofSize:weight:).
    static func decodeFont(_ r: Reader) throws(ScenarioError) -> FontSpec {
        let o = try r.object(["size", "weight"])
        let size = try o.required("size").size()
        guard size >= 1, size <= 1000 else { throw o["size"]!.fail("a font size is 1 to 1000 points, got \(o["size"]!.got)") }
        let weight = try o.optional("weight")?.oneOf(FontWeight.allCases.map { ($0.rawValue, $0) }) ?? .regular
        return FontSpec(size: size, weight: weight)
    }

    /// Largest aspect ratio: beyond it a thumbnail is a line, and 1e300/1e-300 would be infinite.
    static let maxRatio = 1000.0

    /// `decodeRatio`, at most `maxRatio`.
    static func decodeBoundedRatio(_ r: Reader) throws(ScenarioError) -> Double {
        let ratio = try decodeRatio(r)
        guard ratio <= maxRatio else { throw r.fail("\(r.got) is more than the limit of \(formatNumber(maxRatio))") }
        return ratio
    }

    /// A number > 0, or "a/b" for ratios a decimal cannot write exactly (the blog's 2/3).
    static func decodeRatio(_ r: Reader) throws(ScenarioError) -> Double {
        if let s = r.node.value.string {
            let parts = s.split(separator: "/", omittingEmptySubsequences: false)
            if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), a > 0, b > 0, a.isFinite, b.isFinite {
                return a / b
            }
            throw r.fail("expected a number > 0 or \"a/b\" such as \"2/3\", got \(r.got)")
        }
        guard let x = r.node.value.number, x.isFinite, x > 0 else {
            throw r.fail("expected a number > 0 or \"a/b\" such as \"2/3\", got \(r.got)")
        }
        return x
    }
}

extension ScenarioDecoder {
    /// `{ top, left, bottom, right }`, each >= 0 (content padding cannot be negative).
    static func decodeInsetsNonNegative(_ r: Reader) throws(ScenarioError) -> Insets {
        let o = try r.object(["top", "left", "bottom", "right"])
        return Insets(top: try o.optional("top")?.size() ?? 0, left: try o.optional("left")?.size() ?? 0,
                      bottom: try o.optional("bottom")?.size() ?? 0, right: try o.optional("right")?.size() ?? 0)
    }
}
