/// Material 3 Expressive's `HorizontalFloatingToolbar` over a Compose list
/// (Docs/platform-rules.md#compose-12): a 64 dp pill of icon buttons, bottom-centred 16 dp above
/// the Scaffold's content, optionally with its own FAB, sliding off with `exitAlwaysScrollBehavior`.
public struct FloatingToolbarSpec: Sendable, Equatable {
    /// One of the toolbar's icon buttons; `title` is its content description, not drawn.
    public struct Item: Sendable, Equatable {
        public var title: String?
        public var icon: String?
        public init(title: String? = nil, icon: String? = nil) {
            self.title = title
            self.icon = icon
        }
    }

    /// `FloatingToolbarDefaults.standardFloatingToolbarColors()` or `vibrantFloatingToolbarColors()`.
    public enum Colors: String, Sendable, Equatable, CaseIterable {
        case standard, vibrant
    }

    /// `FloatingToolbarExitDirection`: where an `exitAlways` toolbar leaves the screen.
    public enum ExitDirection: String, Sendable, Equatable, CaseIterable {
        case bottom = "Bottom"
        case top = "Top"
        case start = "Start"
        case end = "End"
    }

    /// `FloatingToolbarDefaults.exitAlwaysScrollBehavior`.
    public enum ScrollBehavior: String, Sendable, Equatable, CaseIterable {
        case exitAlways
    }

    /// `FloatingToolbarHorizontalFabPosition`.
    public enum FABPosition: String, Sendable, Equatable, CaseIterable {
        case start = "Start"
        case end = "End"
    }

    /// The toolbar's own FAB (the `floatingActionButton` overload: `HorizontalFloatingToolbarWithFabLayout`).
    public struct FAB: Sendable, Equatable {
        public var icon: String?
        public var color: ColorSpec?
        public init(icon: String? = nil, color: ColorSpec? = nil) {
            self.icon = icon
            self.color = color
        }
    }

    public var items: [Item]
    public var colors: Colors = .standard
    public var color: ColorSpec?
    public var scrollBehavior: ScrollBehavior?
    public var exitDirection: ExitDirection = .bottom
    public var floatingActionButton: FAB?
    public var floatingActionButtonPosition: FABPosition = .end

    public init(items: [Item]) { self.items = items }

    /// The toolbar's id in elements, events and `directionalBars`.
    public static let id = "floatingToolbar"
    /// Its FAB's element id.
    public static let fabID = "floatingToolbar.floatingActionButton"

    // MARK: - Sizes, dp (Docs/platform-rules.md#compose-12)

    /// `FloatingToolbarDefaults.ContainerSize` (`FloatingToolbarTokens.ContainerHeight`): the
    /// Row's minimum height, and the pill's corners are half of it (`ContainerShape`, CornerFull).
    public static let containerHeight = 64.0
    /// `FloatingToolbarDefaults.ContentPadding`: `ContainerLeadingSpace` before the items and
    /// `ContainerTrailingSpace` after them, 8 each (and 8 above and below).
    public static let leadingSpace = 8.0
    public static let trailingSpace = 8.0
    /// An `IconButton`: a 40 dp state layer inside the 48 dp minimum touch target
    /// (`minimumInteractiveComponentSize`), which is what the Row lays out; the Row spaces them
    /// with `Arrangement.Center`, no gap.
    public static let itemSize = 48.0
    /// `FloatingToolbarDefaults.ScreenOffset` (`FloatingToolbarTokens.ContainerExternalPadding`).
    public static let screenOffset = 16.0
    /// With a FAB: `ToolbarToFabGap` 8 between them, the FAB at `FabSizeRange.start` (56,
    /// `FabBaselineTokens.ContainerWidth`) when expanded, and the layout at least
    /// `FabSizeRange.endInclusive` (80, `FabMediumTokens.ContainerWidth`) tall, each part centred in it.
    public static let toolbarToFabGap = 8.0
    public static let fabSize = FloatingActionButtonSpec.baselineSize
    public static let withFabHeight = 80.0
    /// `FloatingActionButtonDefaults.shape`, `FabBaselineTokens.ContainerShape` (CornerLarge).
    public static let fabCornerRadius = FloatingActionButtonSpec.baselineCornerRadius

    /// The pill's width: the padding around its items.
    public var toolbarWidth: Double { Self.leadingSpace + Self.itemSize * Double(items.count) + Self.trailingSpace }

    /// The whole layout: the pill, or the pill, the gap and the FAB, as tall as the FAB layout asks.
    public var layoutSize: Size {
        guard floatingActionButton != nil else { return Size(width: toolbarWidth, height: Self.containerHeight) }
        return Size(width: toolbarWidth + Self.toolbarToFabGap + Self.fabSize, height: Self.withFabHeight)
    }

    // MARK: - Colours (ColorLightTokens / ColorDarkTokens over PaletteTokens)

    /// The container: standard `SurfaceContainer` (Neutral94 light, Neutral12 dark), vibrant
    /// `PrimaryContainer` (Primary90, Primary30).
    public func containerColor(in appearance: Appearance) -> RGBA {
        switch (colors, appearance) {
        case (.standard, .light): RGBA(r: 243, g: 237, b: 247)
        case (.standard, .dark): RGBA(r: 33, g: 31, b: 38)
        case (.vibrant, .light): RGBA(r: 234, g: 221, b: 255)
        case (.vibrant, .dark): RGBA(r: 79, g: 55, b: 139)
        }
    }

    /// The FAB beside it: standard `PrimaryContainer` (Primary90, Primary30), vibrant
    /// `TertiaryContainer` (Tertiary90, Tertiary30).
    public func fabColor(in appearance: Appearance) -> RGBA {
        switch (colors, appearance) {
        case (.standard, .light): RGBA(r: 234, g: 221, b: 255)
        case (.standard, .dark): RGBA(r: 79, g: 55, b: 139)
        case (.vibrant, .light): RGBA(r: 255, g: 216, b: 228)
        case (.vibrant, .dark): RGBA(r: 99, g: 59, b: 72)
        }
    }
}

extension ComposeSpec {
    /// The Box the Material 3 samples put the toolbar in (`Box(Modifier.padding(innerPadding))`):
    /// the screen less the Scaffold's inner padding (the top app bar at its expanded height over
    /// the status bar; the bottom bar, or the gesture bar), window coordinates.
    public func floatingToolbarBox(on device: Device) -> Rect {
        let top = device.safeArea.top + (topBar?.expandedHeight ?? 0)
        let bottom = device.height - (bottomBarFrame(on: device)?.height ?? device.safeArea.bottom)
        return Rect(x: 0, y: top, width: device.width, height: max(0, bottom - top))
    }

    /// The toolbar's layout at rest: `Modifier.align(Alignment.BottomCenter).offset(y = -ScreenOffset)`
    /// in that Box, at most the Box's width (the Row's constraints; the layer clips what overflows).
    public func floatingToolbarRestFrame(on device: Device) -> Rect? {
        guard let bar = floatingToolbar else { return nil }
        let box = floatingToolbarBox(on: device)
        let size = bar.layoutSize
        let width = min(size.width, box.width)
        return Rect(
            x: box.x + (box.width - width) / 2, y: box.maxY - FloatingToolbarSpec.screenOffset - size.height, width: width,
            height: size.height)
    }

    /// How far an `exitAlways` toolbar travels (FloatingToolbar.kt, `ExitAlwaysFloatingToolbarScrollBehavior`:
    /// `offsetLimit` is minus the distance from the layout's resting edge to its parent's far
    /// edge in the exit direction): towards the bottom, from its top to the Box's bottom (its
    /// height plus `ScreenOffset`); the top, its bottom to the Box's top; the start, its end to
    /// the Box's start; the end, its start to the Box's end.
    public func floatingToolbarTravel(on device: Device) -> Double {
        guard let bar = floatingToolbar, bar.scrollBehavior == .exitAlways, let rest = floatingToolbarRestFrame(on: device)
        else { return 0 }
        let box = floatingToolbarBox(on: device)
        switch bar.exitDirection {
        case .bottom: return box.maxY - rest.minY
        case .top: return rest.maxY - box.minY
        case .start: return rest.maxX - box.x
        case .end: return box.maxX - rest.x
        }
    }

    /// The toolbar and its FAB as elements, `hidden` dp along the exit direction (the layout is
    /// placed `offset` away, its size unchanged). The pill's corners are half its height; with a
    /// FAB, both are centred in the 80 dp layout, the FAB at the end (or the start).
    public func floatingToolbarElements(on device: Device, hidden: Double = 0) -> [Element] {
        guard let bar = floatingToolbar, var frame = floatingToolbarRestFrame(on: device) else { return [] }
        switch bar.exitDirection {
        case .bottom: frame.y += hidden
        case .top: frame.y -= hidden
        case .start: frame.x -= hidden
        case .end: frame.x += hidden
        }
        var toolbar = frame
        var out: [Element] = []
        var fabFrame: Rect?
        if bar.floatingActionButton != nil {
            let gapAndFab = FloatingToolbarSpec.toolbarToFabGap + FloatingToolbarSpec.fabSize
            toolbar = Rect(
                x: bar.floatingActionButtonPosition == .end ? frame.x : frame.x + gapAndFab,
                y: frame.y + (frame.height - FloatingToolbarSpec.containerHeight) / 2,
                width: max(0, frame.width - gapAndFab), height: FloatingToolbarSpec.containerHeight)
            fabFrame = Rect(
                x: bar.floatingActionButtonPosition == .end ? frame.maxX - FloatingToolbarSpec.fabSize : frame.x,
                y: frame.y + (frame.height - FloatingToolbarSpec.fabSize) / 2,
                width: FloatingToolbarSpec.fabSize, height: FloatingToolbarSpec.fabSize)
        }
        var view = ViewSpec()
        view.color = bar.color
        let radius = FloatingToolbarSpec.containerHeight / 2
        out.append(
            Element(
                kind: .floatingToolbar, frame: toolbar, view: view,
                decoration: Decoration(
                    topCornerRadius: radius, bottomCornerRadius: radius, defaultFill: .semantic("secondarySystemBackground"))))
        if let fabFrame, let fab = bar.floatingActionButton {
            var fabView = ViewSpec()
            fabView.color = fab.color
            fabView.title = fab.icon
            out.append(
                Element(
                    kind: .floatingToolbarButton, frame: fabFrame, view: fabView,
                    decoration: Decoration(
                        topCornerRadius: FloatingToolbarSpec.fabCornerRadius,
                        bottomCornerRadius: FloatingToolbarSpec.fabCornerRadius,
                        defaultFill: .semantic("systemGray5"))))
        }
        return out
    }
}
