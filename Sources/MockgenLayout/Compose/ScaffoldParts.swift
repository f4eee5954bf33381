import MockgenText

/// A Compose `Scaffold`'s bottom bar and floating action button (Docs/platform-rules.md,
/// Compose 10 and 11): their sizes from the compose-material3 token files, their places from
/// `Scaffold.kt`.
public struct ComposeBottomBarSpec: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// `NavigationBarTokens.TallContainerHeight`, 80.
        case navigationBar = "NavigationBar"
        /// The Expressive short bar: `NavigationBarTokens.ContainerHeight`, 64.
        case shortNavigationBar = "ShortNavigationBar"
        /// `BottomAppBarTokens.ContainerHeight`, 80.
        case bottomAppBar = "BottomAppBar"
        /// The docked toolbar: `DockedToolbarTokens.ContainerHeight`, 64.
        case flexibleBottomAppBar = "FlexibleBottomAppBar"
    }

    public struct Item: Sendable, Equatable {
        public var title: String?
        public var icon: String?
        public init(title: String? = nil, icon: String? = nil) {
            self.title = title
            self.icon = icon
        }
    }

    /// `BottomAppBarDefaults.exitAlwaysScrollBehavior` (Docs/platform-rules.md#compose-10): the bar
    /// slides down by what the list scrolls up and back by what it scrolls down. Only the bars
    /// that take a `BottomAppBarScrollBehavior` (`takesScrollBehavior`).
    public enum ScrollBehavior: String, Sendable, Equatable, CaseIterable {
        case exitAlways
    }

    public var kind: Kind
    public var items: [Item]
    public var color: ColorSpec?
    public var scrollBehavior: ScrollBehavior?

    public init(kind: Kind, items: [Item] = [], color: ColorSpec? = nil) {
        self.kind = kind
        self.items = items
        self.color = color
    }

    /// The bar's id in elements, events and `directionalBars`.
    public static let id = "bottomBar"

    /// `BottomAppBar` and `FlexibleBottomAppBar` have a `scrollBehavior` parameter;
    /// `NavigationBar` and `ShortNavigationBar` have none.
    public var takesScrollBehavior: Bool { kind == .bottomAppBar || kind == .flexibleBottomAppBar }

    /// The container's height above the navigation bar's inset, dp.
    public var containerHeight: Double {
        switch kind {
        case .navigationBar, .bottomAppBar: 80
        case .shortNavigationBar, .flexibleBottomAppBar: 64
        }
    }
}

/// `FloatingActionButton`, `SmallFloatingActionButton`, `LargeFloatingActionButton`,
/// `ExtendedFloatingActionButton` (Docs/platform-rules.md#compose-11).
public struct FloatingActionButtonSpec: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case small, regular, large, extended
    }

    /// `FabPosition`.
    public enum Position: String, Sendable, Equatable, CaseIterable {
        case start = "Start"
        case center = "Center"
        case end = "End"
    }

    /// An extended FAB's `expanded` argument: fixed, or the Material 3 sample's
    /// `listState.firstVisibleItemIndex == 0` (it shrinks to its icon once the list's first child
    /// is scrolled away).
    public enum Expansion: Sendable, Equatable {
        case expanded
        case collapsed
        case whileFirstItemVisible
    }

    public var kind: Kind
    public var icon: String?
    public var text: String?
    public var color: ColorSpec?
    public var expansion: Expansion = .expanded
    /// The extended FAB's label, measured by the simulation (`Simulation.measuringScaffoldLabel`):
    /// labelLarge's advance with its tracking, up to a whole device pixel. Nil until measured.
    public var labelWidth: Double?

    public init(kind: Kind = .regular, icon: String? = nil, text: String? = nil, color: ColorSpec? = nil) {
        self.kind = kind
        self.icon = icon
        self.text = text
        self.color = color
    }

    /// Square sizes, dp: `FabPrimarySmallTokens` 40, `FabBaselineTokens` 56, `FabPrimaryLargeTokens`
    /// 96; nil for the extended FAB, whose width follows its label (`extendedWidth`).
    public var size: Double? {
        switch kind {
        case .small: 40
        case .regular: Self.baselineSize
        case .large: 96
        case .extended: nil
        }
    }

    /// The container's corner radius: `CornerMedium` 12 (small), `CornerLarge` 16 (regular and
    /// extended: `ExtendedFabPrimaryTokens.ContainerShape`), `CornerExtraLarge` 28 (large), the
    /// shape keys of the same token files.
    public var cornerRadius: Double {
        switch kind {
        case .small: 12
        case .regular, .extended: Self.baselineCornerRadius
        case .large: 28
        }
    }

    /// `FabBaselineTokens.ContainerWidth` and `ContainerShape` (CornerLarge): the regular FAB's, and
    /// the floating toolbar's FAB's (Docs/platform-rules.md#compose-12).
    public static let baselineSize = 56.0
    public static let baselineCornerRadius = 16.0

    /// FloatingActionButton.kt: the container is at least `FabPrimaryTokens.ContainerHeight`, 56.
    public static let extendedHeight = 56.0
    /// The label's font: `ExtendedFabPrimaryTokens.LabelTextFont`, labelLarge (14 sp, medium,
    /// tracking 0.1 sp: `TypeScaleTokens.LabelLarge*`).
    public static let labelFont = FontSpec(size: 14, weight: .medium)
    public static let labelTracking = 0.1
    /// FloatingActionButton.kt: `ExtendedFabStartIconPadding` 16 before the icon,
    /// `ExtendedFabEndIconPadding` 12 between icon and label, `ExtendedFabTextPadding` 20 after
    /// the label (and before it without an icon), `ExtendedFabMinimumWidth` 80; the icon 24
    /// (`Icon`'s default size).
    public static let startIconPadding = 16.0
    public static let iconLabelSpacing = 12.0
    public static let textPadding = 20.0
    public static let minimumExtendedWidth = 80.0
    public static let iconSize = 24.0

    /// Whether an extended FAB shows its label, given whether the list's first child is composed.
    public func isExpanded(firstItemVisible: Bool) -> Bool {
        switch expansion {
        case .expanded: true
        case .collapsed: false
        case .whileFirstItemVisible: firstItemVisible
        }
    }

    /// The extended FAB's width, dp. Expanded with an icon, the Row holds 16, the icon, 12, the
    /// label, 20, at least 80; without an icon the label between 20 and 20, at least 80;
    /// collapsed, the icon centred in a 56 square (`FabPrimaryTokens.ContainerWidth`).
    public func extendedWidth(expanded: Bool) -> Double {
        let label = labelWidth ?? 0
        guard expanded else { return Self.extendedHeight }
        let row =
            icon == nil
            ? 2 * Self.textPadding + label
            : Self.startIconPadding + Self.iconSize + Self.iconLabelSpacing + label + Self.textPadding
        return max(Self.minimumExtendedWidth, row)
    }
}

extension ComposeSpec {
    /// The bottom bar from its top to the screen's bottom: its container over the navigation
    /// bar's inset (the bar's `windowInsets` are the system bars' bottom), window coordinates.
    /// `hidden` is how far an `exitAlways` bar has gone down (AppBar.kt, `BottomAppBar`: its layout
    /// is its height plus `heightOffset`, the content placed at its top, so the bar slides down
    /// behind the screen's bottom edge).
    public func bottomBarFrame(on device: Device, hidden: Double = 0) -> Rect? {
        guard let bar = bottomBar else { return nil }
        let height = bar.containerHeight + device.safeArea.bottom
        return Rect(x: 0, y: device.height - height + hidden, width: device.width, height: height)
    }

    /// Scaffold.kt: the FAB `FabSpacing` (16 dp) from the end (or the start, or centred, by
    /// `floatingActionButtonPosition`) and 16 dp above the bottom bar, or above the content
    /// window insets' bottom (the gesture bar) without one.
    /// An extended FAB is as wide as `extendedWidth` and 56 tall; `expanded` is its state.
    public func floatingActionButtonFrame(on device: Device, expanded: Bool = true, barHidden: Double = 0) -> Rect? {
        guard let fab = floatingActionButton else { return nil }
        let spacing = 16.0
        let width = fab.size ?? fab.extendedWidth(expanded: expanded)
        let height = fab.size ?? FloatingActionButtonSpec.extendedHeight
        let bottom = bottomBarFrame(on: device, hidden: barHidden)?.minY ?? device.height - device.safeArea.bottom
        let x: Double
        switch floatingActionButtonPosition {
        case .end: x = device.width - spacing - width
        case .start: x = spacing
        case .center: x = (device.width - width) / 2
        }
        return Rect(x: x, y: bottom - spacing - height, width: width, height: height)
    }

    /// The parts as elements, drawn over the content: the bottom bar, then the FAB over it. An
    /// extended FAB's element carries its label as `title` only while expanded. `barHidden`: how
    /// far an `exitAlways` bottom bar has gone down; the Scaffold keeps the FAB 16 above it.
    /// A floating toolbar comes first: it is part of the Scaffold's content, which the bars and
    /// the FAB are drawn over; `toolbarHidden` is how far it has moved along its exit direction.
    public func scaffoldElements(
        on device: Device, firstItemVisible: Bool = true, barHidden: Double = 0, toolbarHidden: Double = 0
    ) -> [Element] {
        var out = floatingToolbarElements(on: device, hidden: toolbarHidden)
        if let frame = bottomBarFrame(on: device, hidden: barHidden), let bar = bottomBar {
            var view = ViewSpec()
            view.color = bar.color
            out.append(
                Element(
                    kind: .bottomBar, frame: frame, view: view,
                    decoration: Decoration(defaultFill: .semantic("secondarySystemBackground"))))
        }
        let expanded = floatingActionButton?.isExpanded(firstItemVisible: firstItemVisible) ?? true
        if let frame = floatingActionButtonFrame(on: device, expanded: expanded, barHidden: barHidden),
            let fab = floatingActionButton
        {
            var view = ViewSpec()
            view.color = fab.color
            view.title = fab.kind == .extended && !expanded ? nil : fab.text
            out.append(
                Element(
                    kind: .floatingActionButton, frame: frame, view: view,
                    decoration: Decoration(
                        topCornerRadius: fab.cornerRadius, bottomCornerRadius: fab.cornerRadius,
                        defaultFill: .semantic("systemGray5"))))
        }
        return out
    }
}
