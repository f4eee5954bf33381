/// What the Compose kind adds to a simulation: the Scaffold's padding, the top app bar in each
/// frame.
extension ComposeSpec {
    /// The LazyColumn's whole content padding on `device`: the Scaffold's inner padding (the top
    /// app bar at its expanded height over the status bar, or the status bar alone; the gesture
    /// navigation bar at the bottom: `Scaffold(contentWindowInsets = ScaffoldDefaults.contentWindowInsets)`,
    /// the system bars) plus the list's own `contentPadding`. The top part does not shrink with
    /// the bar: the bar takes the delta before the list does, so the content's place on screen
    /// follows the path's offset alone (Docs/platform-rules.md, Compose rules).
    public func padding(on device: Device) -> Insets {
        let scaffoldTop = device.safeArea.top + (topBar?.expandedHeight ?? 0)
        // With a bottom bar the Scaffold's bottom padding is the bar's height, its inset included.
        let scaffoldBottom = bottomBarFrame(on: device)?.height ?? device.safeArea.bottom
        return Insets(
            top: scaffoldTop + contentPadding.top, left: contentPadding.left,
            bottom: scaffoldBottom + contentPadding.bottom, right: contentPadding.right)
    }
}

extension Simulation {
    /// The top app bar at `offset`: from the top of the screen over the status bar, as tall as its
    /// expanded height less what its behaviour has hidden (androidx material3 AppBar.kt: the bar's
    /// layout height is its height plus `heightOffset`, clipped).
    func composeTopBar(_ effects: LayoutEffects, at offset: Double) -> NavigationBarState? {
        guard case .compose(let spec) = scenario.list.kind, let top = spec.topBar else { return nil }
        let hidden = effects.bars[TopAppBarSpec.id]?.hidden(at: offset) ?? 0
        let bar = NavigationBarSpec(kind: .overlay, height: top.expandedHeight, title: top.title, color: top.color)
        let height = scenario.device.safeArea.top + top.expandedHeight - hidden
        return NavigationBarState(
            frame: Rect(x: 0, y: 0, width: scenario.device.width, height: height),
            alpha: 1, titleVisible: true, spec: bar)
    }

    /// With `Modifier.padding(innerPadding)`: where the list's viewport starts, in the list's
    /// coordinates, at `offset`: the top app bar's bottom (the status bar's without a bar). nil
    /// with `contentPadding = innerPadding`, whose viewport is the screen.
    func composeViewportTop(_ effects: LayoutEffects, at offset: Double) -> Double? {
        guard case .compose(let spec) = scenario.list.kind, spec.innerPadding == .modifier else { return nil }
        guard let top = spec.topBar else { return scenario.device.safeArea.top }
        let hidden = effects.bars[TopAppBarSpec.id]?.hidden(at: offset) ?? 0
        return scenario.device.safeArea.top + top.expandedHeight - hidden - listFrame.minY
    }

    /// The viewport tops where a sticky header can start or stop pinning: the bar at rest and
    /// wholly moved (between, the line moves with the content).
    func composePinLines(_ effects: LayoutEffects) -> [Double] {
        guard case .compose(let spec) = scenario.list.kind, spec.innerPadding == .modifier else { return [] }
        let rest = scenario.device.safeArea.top + (spec.topBar?.expandedHeight ?? 0) - listFrame.minY
        let travel = spec.topBar?.travel ?? 0
        return travel > 0 ? [rest, rest - travel] : [rest]
    }
}

extension Simulation {
    /// The Scaffold's parts that leave on scroll, as far as the device in force lets them (it may
    /// be `--device`'s, set after decoding): an `exitAlways` bottom bar follows every delta the
    /// list scrolls down to its whole height, the gesture bar's inset included (AppBar.kt:
    /// `heightOffsetLimit` is minus the bar's measured height, Docs/platform-rules.md#compose-10);
    /// an `exitAlways` floating toolbar down to its travel in its exit direction (#compose-12).
    static func composeScaffoldBars(_ scenario: Scenario) -> [any ScrollBehavior] {
        guard case .compose(let spec) = scenario.list.kind else { return [] }
        var out: [any ScrollBehavior] = []
        if spec.bottomBar?.scrollBehavior == .exitAlways, let frame = spec.bottomBarFrame(on: scenario.device) {
            out.append(
                DirectionalBar(
                    spec: DirectionalBarSpec(bar: ComposeBottomBarSpec.id, extent: frame.height, response: .scrollDelta)))
        }
        let travel = spec.floatingToolbarTravel(on: scenario.device)
        if travel > 0 {
            out.append(
                DirectionalBar(spec: DirectionalBarSpec(bar: FloatingToolbarSpec.id, extent: travel, response: .scrollDelta)))
        }
        return out
    }

    /// An extended FAB with `expanded: "firstItemVisible"` (Docs/platform-rules.md#compose-11):
    /// whether it shows its label at `viewport`; nil for any other FAB, which never changes.
    func composeFABExpanded(_ geometry: any ListGeometry, _ viewport: Viewport) -> Bool? {
        guard case .compose(let spec) = scenario.list.kind, spec.floatingActionButton?.expansion == .whileFirstItemVisible,
            let compose = geometry as? ComposeGeometry
        else { return nil }
        return compose.isFirstChildComposed(in: viewport)
    }

    /// The offsets where such a FAB can collapse or expand: where the first child's end, spacing
    /// included, meets the bounds' top. With `contentPadding` the bounds' top is the offset itself;
    /// with `Modifier.padding` it is the offset plus the bar's bottom, which moves with the
    /// content while the bar moves, so the child can only leave with the bar at rest or wholly
    /// moved (the lines of `composePinLines`).
    func composeFABThresholds(_ effects: LayoutEffects, _ geometry: any ListGeometry) -> [Double] {
        guard case .compose(let spec) = scenario.list.kind, spec.floatingActionButton?.expansion == .whileFirstItemVisible,
            let end = (geometry as? ComposeGeometry)?.firstChildEnd
        else { return [] }
        guard spec.innerPadding == .modifier else { return [end] }
        return composePinLines(effects).map { end - $0 }
    }
}
