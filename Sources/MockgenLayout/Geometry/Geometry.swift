/// A point, in the same spaces as `Rect`.
public struct Point: Sendable, Equatable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A rectangle in points. Layout works in one of two spaces, always named at the use site:
/// content coordinates (the scroll view's `rectForSection` space) or window coordinates.
public struct Rect: Sendable, Equatable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minY: Double { y }
    public var maxY: Double { y + height }
    public var maxX: Double { x + width }

    /// True when the two rectangles share area; an empty rectangle intersects nothing.
    public func intersects(_ other: Rect) -> Bool {
        width > 0 && height > 0 && other.width > 0 && other.height > 0
            && x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    public func offsetBy(dx: Double = 0, dy: Double = 0) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
}

public struct Size: Sendable, Equatable, Hashable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// UIEdgeInsets.
public struct Insets: Sendable, Equatable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = Insets()

    public static func + (a: Insets, b: Insets) -> Insets {
        Insets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
