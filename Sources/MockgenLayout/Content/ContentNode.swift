import MockgenText

/// What a header, footer, row, item or table header shows (decisions.md, "Content of a view"):
/// one node, with padding to its container, an optional fixed size, a colour and, inside a
/// stack, custom spacing after it.
public struct ContentNode: Sendable, Hashable {
    public var kind: Kind
    /// Distance to the container's edges (Auto Layout constants of the seed posts).
    public var padding: Insets
    public var width: Double?
    public var height: Double?
    /// Text colour of a label, fill of anything else.
    public var color: ColorSpec?
    /// UIStackView.setCustomSpacing(_:after:) when inside a stack.
    public var spacingAfter: Double?

    public indirect enum Kind: Sendable, Hashable {
        case label(Label)
        /// A UIImageView drawn as a placeholder; height = width x aspectRatio when given.
        case image(name: String, aspectRatio: Double?)
        /// A plain UIView: its size comes from `width` / `height` alone.
        case box
        case stack(Stack)
    }

    public init(_ kind: Kind, padding: Insets = .zero, width: Double? = nil, height: Double? = nil,
                color: ColorSpec? = nil, spacingAfter: Double? = nil) {
        self.kind = kind; self.padding = padding; self.width = width; self.height = height
        self.color = color; self.spacingAfter = spacingAfter
    }
}

/// A UILabel.
public struct Label: Sendable, Hashable {
    public enum Font: Sendable, Hashable {
        /// `UIFont.preferredFont(forTextStyle:)`: scales with the content size category.
        case style(TextStyle)
        /// `UIFont.systemFont(ofSize:weight:)`: does not scale.
        case fixed(FontSpec)
    }
    public var text: String
    public var font: Font
    /// numberOfLines: 0 = unlimited, otherwise the last line ends in an ellipsis.
    public var lines: Int

    public init(text: String, font: Font = .style(.body), lines: Int = 0) {
        self.text = text; self.font = font; self.lines = lines
    }

    /// The font at a content size category (UIContentSizeCategory name).
    public func fontSpec(contentSize: String) -> FontSpec {
        switch font {
        case let .fixed(spec): return spec
        case let .style(style): return FontSpec(size: style.pointSize(contentSize) ?? style.pointSize("large")!, weight: style.weight)
        }
    }
}

/// A UIStackView.
public struct Stack: Sendable, Hashable {
    public enum Axis: String, Sendable, Hashable, CaseIterable { case vertical, horizontal }
    /// UIStackView.Alignment across the axis.
    public enum Alignment: String, Sendable, Hashable, CaseIterable { case fill, leading, center, trailing }
    public var axis: Axis
    public var spacing: Double
    public var alignment: Alignment
    public var children: [ContentNode]

    public init(axis: Axis, spacing: Double = 0, alignment: Alignment = .fill, children: [ContentNode]) {
        self.axis = axis; self.spacing = spacing; self.alignment = alignment; self.children = children
    }
}
