import MockgenFormat
import MockgenLayout
import MockgenText

/// The `content` of a view (Docs/decisions.md, "Content of a view"): one node with exactly one kind
/// key, `label`, `image`, `box` or `stack`.
enum ContentDecoder {
    static let kinds = ["label", "image", "box", "stack"]
    static let commonKeys = ScenarioKeys.contentNode.names
    /// Each kind's own keys after its kind key, which its table lists first.
    static let kindKeys: [String: [String]] = [
        "label": Array(ScenarioKeys.labelNode.names.dropFirst()),
        "image": Array(ScenarioKeys.imageNode.names.dropFirst()),
        "box": Array(ScenarioKeys.boxNode.names.dropFirst()),
        "stack": Array(ScenarioKeys.stackNode.names.dropFirst()),
    ]
    /// Deep enough for any screen; keeps a hostile file from exhausting the stack.
    static let maxDepth = 32

    /// Whose views the content stands for: what a label's line limit is when it gives none, and
    /// whether a stack stretches a view to fill (`Stack.stretchesToFill`).
    enum Platform {
        case uikit
        /// A SwiftUI `Text`: no line limit unless given (its `lineLimit` environment value
        /// defaults to nil; Docs/text.md, "Text on other platforms").
        case swiftUI
        /// A Compose or Flutter `Text`: no line limit unless given (Compose `Text(maxLines =
        /// Int.MAX_VALUE)`, Flutter `Text(maxLines: null)`; Docs/text.md, "Text on other platforms").
        case composeOrFlutter

        /// UILabel's numberOfLines defaults to 1; the others' texts have no limit (0).
        var defaultLines: Int { self == .uikit ? 1 : 0 }
        var name: String {
            switch self {
            case .uikit: "UIKit"
            case .swiftUI: "SwiftUI"
            case .composeOrFlutter: "Compose or Flutter"
            }
        }
    }

    static func decode(_ r: Reader, platform: Platform) throws(ScenarioError) -> ContentNode {
        try decode(r, depth: 0, platform: platform)
    }

    static func decode(_ r: Reader, depth: Int, platform: Platform) throws(ScenarioError) -> ContentNode {
        guard depth < maxDepth else { throw r.fail("content is nested more than \(maxDepth) levels deep") }
        let all = try r.object(kinds + commonKeys + kindKeys.values.flatMap { $0 })
        let present = kinds.filter { all.has($0) }
        guard present.count == 1, let kind = present.first else {
            let found = present.isEmpty ? "none" : present.map { "\"\($0)\"" }.joined(separator: " and ")
            throw r.fail("a content node has exactly one of \"label\", \"image\", \"box\", \"stack\"; found \(found)")
        }
        if kind != "label", let hugging = all["huggingPriority"] {
            // A UIStackView or plain view has no intrinsic content size, which is what hugging
            // acts on; a placeholder image has none here either.
            throw hugging.fail(
                "huggingPriority is a label's; \(kind == "image" ? "an" : "a") \(kind) has no intrinsic width to hug (give it to the labels inside, or a fixed width)"
            )
        }
        let o = try r.object([kind] + commonKeys + kindKeys[kind]!)
        var node = ContentNode(.box)
        node.padding = try o.optional("padding").map(ScenarioDecoder.decodeInsetsNonNegative) ?? .zero
        node.width = try o.optional("width")?.size()
        node.height = try o.optional("height")?.size()
        node.color = try o.optional("color")?.color()
        node.spacingAfter = try o.optional("spacingAfter")?.size()
        node.maxWidth = try o.optional("maxWidth").map(decodeExtent)
        node.cornerRadius = try o.optional("cornerRadius")?.size()
        let value = try o.required(kind)
        switch kind {
        case "label":
            let text = try value.string()
            var label = Label(text: text)
            let style = o.optional("style")
            let font = o.optional("font")
            if let style, font != nil { throw style.fail("a label has \"style\" or \"font\", not both") }
            if let style { label.font = .style(try style.oneOf(TextStyle.allCases.map { ($0.rawValue, $0) })) }
            if let font { label.font = .fixed(try decodeFont(font)) }
            // UILabel.numberOfLines defaults to 1 (Apple's documentation); 0 is unlimited.
            label.lines = try o.optional("lines")?.integer(in: 0...10_000) ?? platform.defaultLines
            node.kind = .label(label)
            // Drawn behind the text in the label's frame; it moves nothing (Docs/scenario-format.md,
            // "Label backgrounds").
            node.backgroundColor = try o.optional("backgroundColor")?.color()
            if let hugging = o.optional("huggingPriority") {
                guard platform == .uikit else {
                    throw hugging.fail(
                        "huggingPriority is UIKit's (UIView.setContentHuggingPriority); a \(platform.name) list's stacks do not stretch their views"
                    )
                }
                node.huggingPriority = try decodePriority(hugging)
            }
        case "image":
            node.kind = .image(name: try value.string(), aspectRatio: try o.optional("aspectRatio").map(decodeBoundedRatio))
            let mode = try o.optional("contentMode")?.oneOf(ImageFit.Mode.allCases.map { ($0.rawValue, $0) })
            let size = try o.optional("imageSize").map { r throws(ScenarioError) in
                let s = try r.object(["width", "height"])
                return (try s.required("width").size(), try s.required("height").size())
            }
            if mode != nil || size != nil {
                node.imageFit = ImageFit(mode: mode ?? .scaleToFill, width: size?.0, height: size?.1)
            }
        case "box":
            guard value.node.value.bool == true else { throw value.fail("expected true, got \(value.got)") }
            node.kind = .box
        default:
            let axis = try value.oneOf(Stack.Axis.allCases.map { ($0.rawValue, $0) })
            let spacing = try o.optional("spacing")?.size() ?? 0
            let alignment =
                try o.optional("alignment").map { a throws(ScenarioError) in try decodeAlignment(a, axis: axis) } ?? .fill
            var children: [ContentNode] = []
            for child in try o.required("children").array() {
                children.append(try decode(child, depth: depth + 1, platform: platform))
            }
            let distribution =
                try o.optional("distribution")?.oneOf(Stack.Distribution.allCases.map { ($0.rawValue, $0) }) ?? .fill
            node.kind = .stack(
                Stack(
                    axis: axis, spacing: spacing, alignment: alignment, distribution: distribution,
                    children: children, stretchesToFill: platform == .uikit))
        }
        return node
    }

    /// UIStackView.Alignment. `top` and `bottom` are UIKit's names of `leading` and `trailing` for
    /// a horizontal stack, and the baselines exist only for horizontal stacks (Apple's
    /// UIStackView.Alignment documentation), so a vertical stack takes neither.
    static let verticalAlignments: [(String, Stack.Alignment)] = [
        ("fill", .fill), ("leading", .leading), ("center", .center), ("trailing", .trailing),
    ]
    static let horizontalAlignments: [(String, Stack.Alignment)] =
        verticalAlignments + [
            ("top", .leading), ("bottom", .trailing), ("firstBaseline", .firstBaseline), ("lastBaseline", .lastBaseline),
        ]

    static func decodeAlignment(_ r: Reader, axis: Stack.Axis) throws(ScenarioError) -> Stack.Alignment {
        let vertical = verticalAlignments
        let horizontal = horizontalAlignments
        if axis == .vertical, let s = r.node.value.string, let other = horizontal.first(where: { $0.0 == s }),
            !vertical.contains(where: { $0.0 == s })
        {
            let instead = other.1 == .leading ? " (use \"leading\")" : other.1 == .trailing ? " (use \"trailing\")" : ""
            throw r.fail("\"\(s)\" is an alignment of horizontal stacks\(instead)")
        }
        return try r.oneOf(axis == .vertical ? vertical : horizontal)
    }

    /// UILayoutPriority: a number from 0 to 1000, or UIKit's names `defaultLow` (250),
    /// `defaultHigh` (750) and `required` (1000) (Apple, UILayoutPriority.required: no
    /// priority exceeds it).
    static func decodePriority(_ r: Reader) throws(ScenarioError) -> Double {
        if r.node.value.string != nil {
            return try r.oneOf([("defaultLow", 250.0), ("defaultHigh", 750.0), ("required", 1000.0)])
        }
        guard let x = r.node.value.number, x >= 0, x <= 1000 else {
            throw r.fail("expected a priority from 0 to 1000, or \"defaultLow\", \"defaultHigh\", \"required\", got \(r.got)")
        }
        return x
    }

    /// Points, or a percentage of the container's width such as "70%" (more than 0, at most 100).
    static func decodeExtent(_ r: Reader) throws(ScenarioError) -> ContentNode.Extent {
        if let s = r.node.value.string {
            guard let p = percentage(s), p > 0, p <= 100 else {
                throw r.fail("expected points >= 0 or a percentage more than 0 and at most 100 such as \"70%\", got \(r.got)")
            }
            return .fraction(p / 100)
        }
        guard r.node.value.number != nil else {
            throw r.fail("expected points >= 0 or a percentage more than 0 and at most 100 such as \"70%\", got \(r.got)")
        }
        return .points(try r.size())
    }

    /// "70%", "33.3%": digits without a leading zero, an optional fraction, a percent sign (the
    /// schema's pattern); nil for anything else.
    static func percentage(_ s: String) -> Double? {
        guard s.hasSuffix("%") else { return nil }
        let parts = s.dropLast().split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 >= "0" && $0 <= "9" } }),
            parts[0] == "0" || !parts[0].hasPrefix("0")
        else { return nil }
        return Double(s.dropLast())
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
    static let sizeInsetsKeys = ScenarioKeys.sizeInsets.names

    /// `{ top, left, bottom, right }`, each >= 0 (content padding cannot be negative).
    static func decodeInsetsNonNegative(_ r: Reader) throws(ScenarioError) -> Insets {
        let o = try r.object(sizeInsetsKeys)
        return Insets(
            top: try o.optional("top")?.size() ?? 0, left: try o.optional("left")?.size() ?? 0,
            bottom: try o.optional("bottom")?.size() ?? 0, right: try o.optional("right")?.size() ?? 0)
    }
}
