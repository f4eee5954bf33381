import MockgenText

/// What a header, footer, row, item or table header shows (Docs/decisions.md, "Content of a view"):
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
    /// A required `width <= ...` constraint: points, or a fraction of the container's width
    /// (a chat bubble at most 70 % of its row).
    public var maxWidth: Extent?
    /// `layer.cornerRadius` of a box or stack with a colour, of an image (a round avatar), or of a
    /// label with a `backgroundColor` (a date pill).
    public var cornerRadius: Double?
    /// A label's `backgroundColor` (its `color` is the text's): its frame filled behind the text,
    /// rounded by `cornerRadius` as a label with `masksToBounds` draws it. Drawing only: it moves
    /// no layout (Docs/scenario-format.md#label-backgrounds).
    public var backgroundColor: ColorSpec?
    /// A label's horizontal `contentHuggingPriority`; nil is UIKit's default for a label made in
    /// code, 250 (`ContentLayout.defaultHugging`). Only labels carry one: the other nodes have no
    /// intrinsic width here, and a stack's own hugging is never read (`ContentLayout.hugging`).
    public var huggingPriority: Double?
    /// An image's `contentMode` and the picture's own size (`UIImage.size`), which place the
    /// picture in the image's frame, clipped to it; nil is `scaleToFill` of a picture as large as
    /// the frame.
    public var imageFit: ImageFit?

    /// A length given in points or as a fraction of the container.
    public enum Extent: Sendable, Hashable {
        case points(Double)
        case fraction(Double)

        func resolved(in container: Double) -> Double {
            switch self {
            case .points(let p): return p
            case .fraction(let f): return container * f
            }
        }
    }

    public indirect enum Kind: Sendable, Hashable {
        case label(Label)
        /// A UIImageView drawn as a placeholder; height = width x aspectRatio when given.
        case image(name: String, aspectRatio: Double?)
        /// A plain UIView: its size comes from `width` / `height` alone.
        case box
        case stack(Stack)
    }

    public init(
        _ kind: Kind, padding: Insets = .zero, width: Double? = nil, height: Double? = nil,
        color: ColorSpec? = nil, spacingAfter: Double? = nil, maxWidth: Extent? = nil,
        cornerRadius: Double? = nil, huggingPriority: Double? = nil, backgroundColor: ColorSpec? = nil
    ) {
        self.kind = kind
        self.padding = padding
        self.width = width
        self.height = height
        self.color = color
        self.spacingAfter = spacingAfter
        self.maxWidth = maxWidth
        self.cornerRadius = cornerRadius
        self.huggingPriority = huggingPriority
        self.backgroundColor = backgroundColor
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
    /// numberOfLines: 0 = unlimited, otherwise the last line ends in an ellipsis. UILabel's
    /// default is 1 (Apple's UILabel.numberOfLines documentation).
    public var lines: Int

    public init(text: String, font: Font = .style(.body), lines: Int = 1) {
        self.text = text
        self.font = font
        self.lines = lines
    }

    /// The font at a content size category (UIContentSizeCategory name).
    public func fontSpec(contentSize: String) -> FontSpec {
        switch font {
        case .fixed(let spec): return spec
        case .style(let style):
            return FontSpec(size: style.pointSize(contentSize) ?? style.pointSize("large")!, weight: style.weight)
        }
    }
}

/// A UIStackView.
public struct Stack: Sendable, Hashable {
    public enum Axis: String, Sendable, Hashable, CaseIterable { case vertical, horizontal }
    /// UIStackView.Alignment across the axis. `top` and `bottom`, UIKit's names for a horizontal
    /// stack, are the same values as `leading` and `trailing` (Apple's UIStackView.Alignment
    /// documentation), so they decode to those. The baselines are for horizontal stacks only.
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline
    }
    /// UIStackView.Distribution along the axis (Apple's UIStackView.Distribution documentation);
    /// `StackDistribution` places the arranged views by it.
    public enum Distribution: String, Sendable, Hashable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    public var axis: Axis
    public var spacing: Double
    public var alignment: Alignment
    public var distribution: Distribution
    public var children: [ContentNode]
    /// True for UIKit content: a `.fill` stack whose views leave room stretches the one with the
    /// lowest hugging priority to its far edge (`HorizontalWidths`, `StackDistribution.filled`).
    /// False for the content of SwiftUI, Compose and Flutter lists, whose stacks keep the room
    /// after their last view (a stack or Row without a Spacer or weight: Docs/platform-rules.md).
    public var stretchesToFill: Bool

    public init(
        axis: Axis, spacing: Double = 0, alignment: Alignment = .fill, distribution: Distribution = .fill,
        children: [ContentNode], stretchesToFill: Bool = true
    ) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        self.children = children
        self.stretchesToFill = stretchesToFill
    }
}

/// `UIView.ContentMode` of an image view, and the size of the picture it shows (Apple,
/// UIView.ContentMode): the picture is scaled (or not) and placed in the view's frame, and drawn
/// clipped to it (`clipsToBounds`, which image views in headers set).
public struct ImageFit: Sendable, Hashable {
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
    public var mode: Mode
    /// The picture's size in points; nil takes the frame's own side (no scaling along it).
    public var width: Double?
    public var height: Double?

    public init(mode: Mode, width: Double? = nil, height: Double? = nil) {
        self.mode = mode
        self.width = width
        self.height = height
    }

    /// Where the picture is drawn for an image view of `frame` (the same coordinates).
    public func picture(in frame: Rect) -> Rect {
        let w = width ?? frame.width
        let h = height ?? frame.height
        guard w > 0, h > 0 else { return frame }
        let size: (Double, Double)
        switch mode {
        case .scaleToFill: return frame
        case .scaleAspectFit:
            let k = min(frame.width / w, frame.height / h)
            size = (w * k, h * k)
        case .scaleAspectFill:
            let k = max(frame.width / w, frame.height / h)
            size = (w * k, h * k)
        default: size = (w, h)
        }
        let (pw, ph) = size
        let left = frame.x
        let centreX = frame.x + (frame.width - pw) / 2
        let right = frame.maxX - pw
        let top = frame.y
        let centreY = frame.y + (frame.height - ph) / 2
        let bottom = frame.maxY - ph
        let origin: (Double, Double)
        switch mode {
        case .top: origin = (centreX, top)
        case .bottom: origin = (centreX, bottom)
        case .left: origin = (left, centreY)
        case .right: origin = (right, centreY)
        case .topLeft: origin = (left, top)
        case .topRight: origin = (right, top)
        case .bottomLeft: origin = (left, bottom)
        case .bottomRight: origin = (right, bottom)
        default: origin = (centreX, centreY)
        }
        return Rect(x: origin.0, y: origin.1, width: pw, height: ph)
    }
}
