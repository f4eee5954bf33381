/// A Flutter `CustomScrollView` of slivers (Docs/platform-rules.md#flutter). The slivers are listed flat, in order; the
/// sliver at index S is section S of the scenario's `list.sections`: a header sliver's view is
/// that section's `header`, a list's or grid's children are its `rows`. So element ids follow the
/// UIKit pattern (Docs/decisions.md, Output identity): `header.S` for a SliverAppBar or
/// SliverPersistentHeader, `cell.S.I` for child I of a list or grid.
public struct FlutterSpec: Sendable, Equatable {
    public var slivers: [FlutterSliver]
    /// `SliverMainAxisGroup`s as ranges of sliver indices (one level: a group holds no group).
    public var groups: [Range<Int>]
    /// The `SliverPadding`s and `SliverSafeArea`s around sliver S, outermost first, by index; none
    /// for a sliver no padding wraps (a padding has no index of its own).
    public var paddings: [Int: [SliverPaddingPart]]

    public init(slivers: [FlutterSliver], groups: [Range<Int>] = [], paddings: [Int: [SliverPaddingPart]] = [:]) {
        self.slivers = slivers
        self.groups = groups
        self.paddings = paddings
    }

    /// What the paddings around sliver S add to it, with `safeArea` the device's (MediaQuery's
    /// padding: a SliverAppBar before it does not remove it); zero where none wraps it.
    public func padding(of s: Int, safeArea: Insets) -> SliverInsets {
        (paddings[s] ?? []).reduce(SliverInsets()) { $0 + $1.insets(safeArea: safeArea) }
    }

    /// The group sliver `s` belongs to, if any.
    public func group(of s: Int) -> Int? { groups.firstIndex { $0.contains(s) } }
}

/// One padding around a sliver, or around a group's slivers: its main-axis parts apply to the
/// first (`leading`) and the last (`trailing`) sliver it wraps, its cross-axis parts to each.
public struct SliverPaddingPart: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `SliverPadding(padding:)`.
        case fixed(SliverInsets)
        /// `SliverSafeArea(top:, bottom:, left:, right:, minimum:)` (widgets/safe_area.dart): each
        /// side asked for is max(the device's inset, minimum), the others the minimum.
        case safeArea(top: Bool, bottom: Bool, left: Bool, right: Bool, minimum: SliverInsets)
    }

    public var kind: Kind
    public var leading: Bool
    public var trailing: Bool

    public init(kind: Kind, leading: Bool, trailing: Bool) {
        self.kind = kind
        self.leading = leading
        self.trailing = trailing
    }

    func insets(safeArea: Insets) -> SliverInsets {
        var whole: SliverInsets
        switch kind {
        case .fixed(let p): whole = p
        case .safeArea(let top, let bottom, let left, let right, let m):
            whole = SliverInsets(
                before: max(top ? safeArea.top : 0, m.before), after: max(bottom ? safeArea.bottom : 0, m.after),
                left: max(left ? safeArea.left : 0, m.left), right: max(right ? safeArea.right : 0, m.right))
        }
        if !leading { whole.before = 0 }
        if !trailing { whole.after = 0 }
        return whole
    }
}

public enum FlutterSliver: Sendable, Equatable {
    case appBar(SliverAppBarSpec)
    case persistentHeader(PersistentHeaderSpec)
    /// `SliverList` (each child its own height) or, with `itemExtent`, `SliverFixedExtentList`;
    /// a `SliverToBoxAdapter` is a list of its one box (widgets/sliver.dart: a single box child,
    /// `RenderSliverToBoxAdapter`, laid out at its own height and scrolled like a list's child).
    case list(itemExtent: Double?)
    case grid(SliverGridSpec)

    public var isHeader: Bool {
        switch self {
        case .appBar, .persistentHeader: true
        case .list, .grid: false
        }
    }
}

/// What `SliverPadding` (`padding`) and `SliverSafeArea` (the device's insets) add around the
/// sliver they wrap, points: `before` and `after` along the scroll, `left` and `right` across
/// (rendering/sliver_padding.dart, `RenderSliverEdgeInsetsPadding`). Paddings around paddings add up.
public struct SliverInsets: Sendable, Equatable {
    public var before = 0.0
    public var after = 0.0
    public var left = 0.0
    public var right = 0.0

    public init(before: Double = 0, after: Double = 0, left: Double = 0, right: Double = 0) {
        self.before = before
        self.after = after
        self.left = left
        self.right = right
    }

    public static func + (a: SliverInsets, b: SliverInsets) -> SliverInsets {
        SliverInsets(before: a.before + b.before, after: a.after + b.after, left: a.left + b.left, right: a.right + b.right)
    }
}

/// material/app_bar.dart's `SliverAppBar`: the default `small` variant, `SliverAppBar.medium` or
/// `SliverAppBar.large`.
public struct SliverAppBarSpec: Sendable, Equatable {
    /// `_SliverAppVariant`: the named constructor.
    public enum Variant: String, Sendable, Equatable, CaseIterable {
        case small = "SliverAppBar"
        case medium = "SliverAppBar.medium"
        case large = "SliverAppBar.large"
    }

    public var variant = Variant.small
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
    /// `bottom`: a `PreferredSize` (a `TabBar` is 48, material/tabs.dart `_kTabHeight` + the
    /// indicator, given by the scenario), drawn at the bar's bottom edge.
    public var bottom: AppBarBottom?

    public init() {}

    /// A small bar with the variant's defaults: `SliverAppBar.medium` and `.large` are pinned by
    /// default, with a 64 toolbar (`_MediumScrollUnderFlexibleConfig.collapsedHeight`,
    /// `_LargeScrollUnderFlexibleConfig.collapsedHeight`).
    public init(variant: Variant) {
        self.variant = variant
        if variant != .small {
            pinned = true
            toolbarHeight = 64
        }
    }

    /// material/app_bar.dart, `_AppBarState._getEffectiveCenterTitle`: `centerTitle` when given;
    /// otherwise false on Android (and Fuchsia, Linux, Windows), and on iOS and macOS true unless
    /// the bar has two actions or more (a SliverAppBar here has none).
    public func centersTitle(onAndroid: Bool) -> Bool { centerTitle ?? !onAndroid }

    /// app_bar.dart, `_SliverAppBarState.build` and `_SliverAppBarDelegate`, with B the bottom's
    /// height and T the top padding (the status bar when `primary`):
    /// - small: minExtent = (collapsedHeight ?? toolbarHeight) + B + T, except pinned and
    ///   floating with a bottom, (collapsedHeight ?? 0) + B + T: only the bottom stays;
    /// - medium and large: minExtent = collapsedHeight ?? T + 64 + B (a given collapsedHeight
    ///   is taken as it is), expandedHeight ?? 112 (medium) or 152 (large) + B;
    /// - maxExtent = max(T + (expandedHeight ?? toolbarHeight + B), minExtent).
    public func extents(statusBar: Double) -> PersistentHeaderSpec {
        let top = primary ? statusBar : 0
        let b = bottom?.height ?? 0
        let minExtent: Double
        var expanded = expandedHeight
        switch variant {
        case .small:
            minExtent =
                pinned && floating && bottom != nil
                ? (collapsedHeight ?? 0) + b + top : (collapsedHeight ?? toolbarHeight) + b + top
        case .medium, .large:
            minExtent = collapsedHeight ?? top + 64 + b
            expanded = expandedHeight ?? (variant == .medium ? 112 : 152) + b
        }
        let maxExtent = max(top + (expanded ?? toolbarHeight + b), minExtent)
        return PersistentHeaderSpec(
            pinned: pinned, floating: floating, minExtent: minExtent, maxExtent: maxExtent,
            snap: snap, stretch: stretch)
    }
}

/// `SliverAppBar.bottom`: the `PreferredSize` under the toolbar, at the bar's bottom edge
/// (app_bar.dart: a Column with `spaceBetween`, the toolbar first and the bottom last).
public struct AppBarBottom: Sendable, Equatable {
    public var height: Double
    public var view: ViewSpec

    public init(height: Double, view: ViewSpec) {
        self.height = height
        self.view = view
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
