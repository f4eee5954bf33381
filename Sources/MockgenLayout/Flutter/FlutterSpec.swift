/// A Flutter `CustomScrollView` of slivers (issue 21). The slivers are listed flat, in order; the
/// sliver at index S is section S of the scenario's `list.sections`: a header sliver's view is
/// that section's `header`, a list's or grid's children are its `rows`. So element ids follow the
/// UIKit pattern (Docs/decisions.md, Output identity): `header.S` for a SliverAppBar or
/// SliverPersistentHeader, `cell.S.I` for child I of a list or grid.
public struct FlutterSpec: Sendable, Equatable {
    public var slivers: [FlutterSliver]
    /// `SliverMainAxisGroup`s as ranges of sliver indices (one level: a group holds no group).
    public var groups: [Range<Int>]

    public init(slivers: [FlutterSliver], groups: [Range<Int>] = []) {
        self.slivers = slivers
        self.groups = groups
    }

    /// The group sliver `s` belongs to, if any.
    public func group(of s: Int) -> Int? { groups.firstIndex { $0.contains(s) } }
}

public enum FlutterSliver: Sendable, Equatable {
    case appBar(SliverAppBarSpec)
    case persistentHeader(PersistentHeaderSpec)
    /// `SliverList` (each child its own height) or, with `itemExtent`, `SliverFixedExtentList`.
    case list(itemExtent: Double?)
    case grid(SliverGridSpec)

    public var isHeader: Bool {
        switch self {
        case .appBar, .persistentHeader: true
        case .list, .grid: false
        }
    }
}

/// material/app_bar.dart's `SliverAppBar` (the default `small` variant).
public struct SliverAppBarSpec: Sendable, Equatable {
    public var pinned = false
    public var floating = false
    /// Needs `floating` (Flutter asserts it).
    public var snap = false
    public var stretch = false
    /// Below the status bar when `primary`; nil: `toolbarHeight`.
    public var expandedHeight: Double?
    /// nil: `toolbarHeight`; at least `toolbarHeight` (Flutter asserts it).
    public var collapsedHeight: Double?
    /// kToolbarHeight, 56 (material/constants.dart).
    public var toolbarHeight = 56.0
    /// Adds MediaQuery's top padding (the status bar) to both extents.
    public var primary = true
    /// `centerTitle`; nil: by platform (`centersTitle(onAndroid:)`).
    public var centerTitle: Bool?
    /// `systemOverlayStyle`; nil: from the bar's colour (`SystemOverlayStyle.forBackground`).
    public var systemOverlayStyle: SystemOverlayStyle?

    public init() {}

    /// material/app_bar.dart, `_AppBarState._getEffectiveCenterTitle`: `centerTitle` when given;
    /// otherwise false on Android (and Fuchsia, Linux, Windows), and on iOS and macOS true unless
    /// the bar has two actions or more (a SliverAppBar here has none).
    public func centersTitle(onAndroid: Bool) -> Bool { centerTitle ?? !onAndroid }

    /// app_bar.dart, `_SliverAppBarState.build` and `_SliverAppBarDelegate`: with no `bottom`
    /// widget, minExtent = (collapsedHeight ?? toolbarHeight) + topPadding and maxExtent =
    /// max(topPadding + (expandedHeight ?? toolbarHeight), minExtent).
    public func extents(statusBar: Double) -> PersistentHeaderSpec {
        let top = primary ? statusBar : 0
        let minExtent = (collapsedHeight ?? toolbarHeight) + top
        let maxExtent = max(top + (expandedHeight ?? toolbarHeight), minExtent)
        return PersistentHeaderSpec(
            pinned: pinned, floating: floating, minExtent: minExtent, maxExtent: maxExtent,
            snap: snap, stretch: stretch)
    }
}

/// widgets/sliver_persistent_header.dart's `SliverPersistentHeader`, its delegate's extents given.
public struct PersistentHeaderSpec: Sendable, Equatable {
    public var pinned: Bool
    public var floating: Bool
    public var minExtent: Double
    public var maxExtent: Double
    /// A SliverAppBar's snap configuration (a plain SliverPersistentHeader takes it from its delegate; not a key here).
    public var snap = false
    /// A SliverAppBar's stretch configuration.
    public var stretch = false

    public init(
        pinned: Bool = false, floating: Bool = false, minExtent: Double, maxExtent: Double,
        snap: Bool = false, stretch: Bool = false
    ) {
        self.pinned = pinned
        self.floating = floating
        self.minExtent = minExtent
        self.maxExtent = maxExtent
        self.snap = snap
        self.stretch = stretch
    }
}

/// `SliverGrid` with `SliverGridDelegateWithFixedCrossAxisCount` (rendering/sliver_grid.dart).
public struct SliverGridSpec: Sendable, Equatable {
    public var crossAxisCount: Int
    public var mainAxisSpacing = 0.0
    public var crossAxisSpacing = 0.0
    public var childAspectRatio = 1.0
    /// When set, the tiles' height, and `childAspectRatio` is not used.
    public var mainAxisExtent: Double?

    public init(crossAxisCount: Int) { self.crossAxisCount = crossAxisCount }

    /// SliverGridDelegateWithFixedCrossAxisCount.getLayout: the tile width shares what the
    /// spacings leave; the height is mainAxisExtent or width / childAspectRatio.
    public func tileSize(width: Double) -> Size {
        let usable = max(0, width - crossAxisSpacing * Double(crossAxisCount - 1))
        let w = usable / Double(crossAxisCount)
        return Size(width: w, height: mainAxisExtent ?? w / childAspectRatio)
    }
}

/// services/system_chrome.dart's two `SystemUiOverlayStyle` constants, as an app bar hands one to
/// the status bar: `light` for a dark bar (light icons and text), `dark` for a light one.
public enum SystemOverlayStyle: String, Sendable, Equatable, CaseIterable {
    case light
    case dark

    /// material/app_bar.dart: with no `systemOverlayStyle`, the app bar takes the style for its
    /// background's brightness (`_systemOverlayStyleForBrightness` of
    /// `ThemeData.estimateBrightnessForColor`): a colour is light when (L + 0.05)^2 > 0.15, L its
    /// relative luminance (painting/colors.dart `computeLuminance`, the sRGB curve).
    public static func forBackground(_ c: RGBA) -> SystemOverlayStyle {
        func linear(_ v: UInt8) -> Double {
            let x = Double(v) / 255
            if x <= 0.03928 { return x / 12.92 }
            let b = (x + 0.055) / 1.055
            // b^2.4 = b^2 * b^0.4, b^0.4 the root of y^5 = b^2 (Newton's method from 1; b is in
            // (0.07, 1], where it converges well within 40 steps): no libm in this module.
            var y = 1.0
            for _ in 0..<40 { y -= (y * y * y * y * y - b * b) / (5 * y * y * y * y) }
            return b * b * y
        }
        let l = 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
        return (l + 0.05) * (l + 0.05) > 0.15 ? .dark : .light
    }
}
