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

    public var kind: Kind
    public var items: [Item]
    public var color: ColorSpec?

    public init(kind: Kind, items: [Item] = [], color: ColorSpec? = nil) {
        self.kind = kind
        self.items = items
        self.color = color
    }

    /// The container's height above the navigation bar's inset, dp.
    public var containerHeight: Double {
        switch kind {
        case .navigationBar, .bottomAppBar: 80
        case .shortNavigationBar, .flexibleBottomAppBar: 64
        }
    }
}

/// `FloatingActionButton`, `SmallFloatingActionButton`, `LargeFloatingActionButton`.
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

    public var kind: Kind
    public var icon: String?
    public var text: String?
    public var color: ColorSpec?

    public init(kind: Kind = .regular, icon: String? = nil, text: String? = nil, color: ColorSpec? = nil) {
        self.kind = kind
        self.icon = icon
        self.text = text
        self.color = color
    }

    /// Square sizes, dp: `FabPrimarySmallTokens` 40, `FabBaselineTokens` 56, `FabPrimaryLargeTokens`
    /// 96; nil for the extended FAB, whose width follows its label (not measured: refused).
    public var size: Double? {
        switch kind {
        case .small: 40
        case .regular: 56
        case .large: 96
        case .extended: nil
        }
    }

    /// The container's corner radius: `CornerMedium` 12 (small), `CornerLarge` 16 (regular),
    /// `CornerExtraLarge` 28 (large), the shape keys of the same token files.
    public var cornerRadius: Double {
        switch kind {
        case .small: 12
        case .regular, .extended: 16
        case .large: 28
        }
    }
}

extension ComposeSpec {
    /// The bottom bar from its top to the screen's bottom: its container over the navigation
    /// bar's inset (the bar's `windowInsets` are the system bars' bottom), window coordinates.
    public func bottomBarFrame(on device: Device) -> Rect? {
        guard let bar = bottomBar else { return nil }
        let height = bar.containerHeight + device.safeArea.bottom
        return Rect(x: 0, y: device.height - height, width: device.width, height: height)
    }

    /// Scaffold.kt: the FAB `FabSpacing` (16 dp) from the end (or the start, or centred, by
    /// `floatingActionButtonPosition`) and 16 dp above the bottom bar, or above the content
    /// window insets' bottom (the gesture bar) without one.
    public func floatingActionButtonFrame(on device: Device) -> Rect? {
        guard let fab = floatingActionButton, let size = fab.size else { return nil }
        let spacing = 16.0
        let bottom = bottomBarFrame(on: device)?.minY ?? device.height - device.safeArea.bottom
        let x: Double
        switch floatingActionButtonPosition {
        case .end: x = device.width - spacing - size
        case .start: x = spacing
        case .center: x = (device.width - size) / 2
        }
        return Rect(x: x, y: bottom - spacing - size, width: size, height: size)
    }

    /// The parts as elements, drawn over the content: the bottom bar, then the FAB over it.
    public func scaffoldElements(on device: Device) -> [Element] {
        var out: [Element] = []
        if let frame = bottomBarFrame(on: device), let bar = bottomBar {
            var view = ViewSpec()
            view.color = bar.color
            out.append(
                Element(
                    kind: .bottomBar, frame: frame, view: view,
                    decoration: Decoration(defaultFill: .semantic("secondarySystemBackground"))))
        }
        if let frame = floatingActionButtonFrame(on: device), let fab = floatingActionButton {
            var view = ViewSpec()
            view.color = fab.color
            view.title = fab.text
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
