import MockgenFormat
import MockgenText

/// The flipbook's live view follows the state a variant's frames keep of the way there by this
/// rule (Docs/platform-rules.md#direction-in-the-live-view): one number `hidden` (0...extent),
/// updated on every move of the live offset. It says in a few lines what the walk's behaviours do
/// along a path (`DirectionalBar`, `TabBarMinimize`), for the page's script (`steer` in
/// flipbook.js) to say the same in JavaScript.
///
/// Several direction-aware bars are followed as one when every move changes them alike: bars
/// that all answer by a swipe (each wholly hidden or wholly shown, all at once), or by the scroll
/// delta with one extent (each hidden part the same clamped sum). Bar k is then hidden
/// `hidden × extent_k / extent` (`held(_:)`). Scroll-delta bars of different extents are two
/// numbers (down 70 and up 10 hides a 64 pt bar 54 and an 80 pt one 60; down 60, both 60): they
/// are followed `apart`, each by the same rule on its own extent (`hiddenParts(after:from:to:)`).
/// A Flutter floating header that snaps is one bar that also snaps at rest (`snap`).
public struct LiveDirection: Sendable, Equatable {
    public enum Response: Sendable, Equatable {
        /// `DirectionalBar.Response.scrollDelta`: the hidden part adds the move, clamped.
        case scrollDelta
        /// `DirectionalBar.Response.swipe`: wholly hidden on a move down, shown on a move up.
        case swipe
        /// iOS 26's tab bar minimise (rule 9.6, `TabBarMinimize`): 0 expanded, 1 minimised.
        case minimize(TabBarMinimize)
    }

    /// The direction-aware bars held together (none for the tab bar's minimise).
    public var bars: [DirectionalBarSpec]
    public var response: Response
    /// The largest `hidden`: the first bar's extent, 1 for the minimise.
    public var extent: Double
    /// What the page calls the state: the first bar's name, or `tabBar`.
    public var name: String
    /// Scroll-delta bars of different extents, each followed by its own hidden part.
    public var apart = false
    /// A Flutter floating header that snaps where the scroll comes to rest (`snapped(_:at:movingDown:)`).
    public var snap: Snap? = nil

    /// A snapping floating header (Docs/platform-rules.md#flutter-12): where its sliver starts,
    /// and the animation Flutter runs from the hidden part at rest to where the snap leaves it.
    public struct Snap: Sendable, Equatable {
        /// The sliver's top in content coordinates: at offset `y`, `y - top` of it has scrolled away.
        public var top: Double
        /// Seconds.
        public var duration: Double
        /// The curve as a cubic Bézier's control points (x1, y1, x2, y2), Flutter's `Cubic`.
        public var curve: [Double]

        /// `SliverAppBar`'s `FloatingHeaderSnapConfiguration`: 200 ms, `Curves.easeOut`
        /// (`Cubic(0.0, 0.0, 0.58, 1.0)`, animation/curves.dart).
        static func appBar(top: Double) -> Snap { Snap(top: top, duration: 0.2, curve: [0, 0, 0.58, 1]) }
        /// `SliverFloatingHeader`'s defaults both ways: 300 ms, `Curves.easeInOut`
        /// (`Cubic(0.42, 0.0, 0.58, 1.0)`).
        static func floatingHeader(top: Double) -> Snap { Snap(top: top, duration: 0.3, curve: [0.42, 0, 0.58, 1]) }
    }

    public init(bars: [DirectionalBarSpec], apart: Bool = false) {
        self.bars = bars
        self.apart = apart
        self.response = bars[0].response == .swipe ? .swipe : .scrollDelta
        self.extent = bars[0].extent
        self.name = bars[0].bar
    }

    public init(minimize: TabBarMinimize) {
        self.bars = []
        self.response = .minimize(minimize)
        self.extent = 1
        self.name = minimize.name
    }

    /// The one bar, for the rule that follows a single direction-aware bar.
    public var spec: DirectionalBarSpec? { bars.count == 1 ? bars[0] : nil }

    /// The state after a move from `from` to `to` (offsets within the range), from `hidden`:
    /// `scrollDelta` adds the move, clamped to 0...extent (Compose's `heightOffset`); `swipe` hides
    /// wholly on any move down the content and shows wholly on any move up (`hidesBarsOnSwipe`);
    /// `minimize` minimises on a move the trigger way past the edge by `TabBarMinimize.threshold`
    /// and expands on a reverse move that reaches the edge (`TabBarMinimize.crossing`).
    public func hidden(after hidden: Double, from: Double, to: Double) -> Double {
        guard to != from else { return hidden }
        switch response {
        case .scrollDelta: return min(max(hidden + to - from, 0), extent)
        case .swipe: return to > from ? extent : 0
        case .minimize(let tab):
            let (trigger, edge) = tab.liveLines
            let down = tab.behavior == .onScrollDown
            if hidden == 0 {
                let triggerWay = down ? to > from : to < from
                return triggerWay && (down ? to > trigger : to < trigger) ? 1 : 0
            }
            let reverse = down ? to < from : to > from
            return reverse && (down ? to <= edge : to >= edge) ? 0 : 1
        }
    }

    /// Where the snap that runs at rest at `offset` leaves `hidden`, after a last move down the
    /// content (`movingDown`) or up: wholly in or wholly out by the walk's rule (`HeaderSnap.showing`),
    /// or as it is. The walk snaps where the path stops or turns and a path that stays at a node
    /// shows the snap done, so `--offsets P1,…,Pn,Y,Y` is the live view at rest at Y after a snap.
    public func snapped(_ hidden: Double, at offset: Double, movingDown: Bool) -> Double {
        guard let snap,
            let showing = HeaderSnap.showing(
                hidden: hidden, scrolled: offset - snap.top, extent: extent, movingDown: movingDown)
        else { return hidden }
        return showing ? 0 : extent
    }

    /// Bars apart: each bar's hidden part after a move, by the scroll-delta rule on its own extent.
    public func hiddenParts(after parts: [Double], from: Double, to: Double) -> [Double] {
        zip(parts, bars).map { h, bar in min(max(h + to - from, 0), bar.extent) }
    }

    /// Bars apart: the layout's held state with bar k hidden `parts[k]`.
    public func held(parts: [Double]) -> HeldBar {
        HeldBar(bars: Dictionary(uniqueKeysWithValues: zip(bars.map(\.bar), parts)))
    }

    /// The layout's held state at `hidden` (`Scenario.heldBar`).
    public func held(_ hidden: Double) -> HeldBar {
        switch response {
        case .minimize: return HeldBar(bars: [:], tabBarMinimized: hidden > 0)
        case .scrollDelta, .swipe:
            var bars: [String: Double] = [:]
            for bar in self.bars { bars[bar.bar] = extent > 0 ? hidden * bar.extent / extent : 0 }
            return HeldBar(bars: bars, tabBarMinimized: nil)
        }
    }

    /// Why a scenario's state of the way there cannot be followed, or nil when it can
    /// (`of(_:fonts:)`); said under the variant's name in the page.
    public enum Unfollowed: Error, Sendable, Equatable {
        /// Direction-aware bars that answer a move differently (a swipe beside a scroll delta), or
        /// a bar beside the tab bar's minimise.
        case barsApart
        /// A snapping floating header beside another direction-aware bar (Flutter `snap`).
        case snap
        /// Another state of the way there (a collapsing header's switch).
        case other
    }

    /// The scenario's state of the way there, when this rule follows it all; nil when it has none.
    public static func of(_ scenario: Scenario, fonts: FontSet?) -> LiveDirection? {
        if case .success(let rule) = follow(scenario, fonts: fonts) { return rule }
        return nil
    }

    /// `of(_:fonts:)`, with the reason when the rule cannot follow the scenario; `.success(nil)`
    /// when nothing depends on the way there by a behaviour. Estimated rows are a second state,
    /// the farthest offset reached, which the caller follows beside this one
    /// (LiveView+Estimated.swift).
    public static func follow(_ scenario: Scenario, fonts: FontSet?) -> Result<LiveDirection?, Unfollowed> {
        guard let sim = try? Simulation(scenario, fonts: fonts) else { return .failure(.other) }
        var bars: [DirectionalBar] = []
        var minimize: [TabBarMinimize] = []
        for behavior in sim.behaviors {
            switch behavior {
            case let bar as DirectionalBar: bars.append(bar)
            case let tab as TabBarMinimize: minimize.append(tab)
            case is PinUnderNavigationBar, is BouncesAbove, is CollapsingTopBar, is StretchyHeader: continue
            default: return .failure(.other)
            }
        }
        let geometry = sim.geometry(LayoutEffects())
        // Snapping floating headers: one, alone, is followed with its snap at rest.
        var snaps: [String: Snap] = [:]
        if case .flutter(let spec) = scenario.list.kind, let flutter = geometry as? FlutterGeometry {
            for (s, sliver) in spec.slivers.enumerated() {
                let top = flutter.slivers[s].top
                switch sliver {
                case .appBar(let bar) where bar.snap: snaps[FlutterGeometry.barID(s)] = .appBar(top: top)
                case .persistentHeader(let header) where header.snap: snaps[FlutterGeometry.barID(s)] = .floatingHeader(top: top)
                default: continue
                }
            }
        }
        if !snaps.isEmpty {
            guard bars.count == 1, minimize.isEmpty, let snap = snaps[bars[0].spec.bar] else { return .failure(.snap) }
            var rule = LiveDirection(bars: [bars[0].spec])
            rule.snap = snap
            return .success(rule)
        }
        switch (bars.count, minimize.count) {
        case (0, 0): return .success(nil)
        case (0, 1): return .success(LiveDirection(minimize: minimize[0]))
        case (_, 0):
            let specs = bars.map(\.spec)
            let together =
                specs.allSatisfy { $0.response == .swipe }
                || specs.allSatisfy { $0.response == .scrollDelta && abs($0.extent - specs[0].extent) < 1e-9 }
            if together { return .success(LiveDirection(bars: specs)) }
            let deltas = specs.allSatisfy { $0.response == .scrollDelta }
            return deltas ? .success(LiveDirection(bars: specs, apart: true)) : .failure(.barsApart)
        default: return .failure(.barsApart)
        }
    }
}

extension TabBarMinimize {
    /// Where a trigger-way move minimises the bar, and the edge where a reverse move expands it.
    public var liveLines: (trigger: Double, edge: Double) {
        (behavior == .onScrollDown ? edge + Self.threshold : edge - Self.threshold, edge)
    }
}

/// The state of the way there held fixed (`Scenario.heldBar`): direction-aware bars held at
/// their hidden parts, and iOS 26's tab bar held minimised or not.
public struct HeldBar: Sendable, Equatable, Hashable {
    public var bars: [String: Double]
    public var tabBarMinimized: Bool?

    public init(bars: [String: Double], tabBarMinimized: Bool? = nil) {
        self.bars = bars
        self.tabBarMinimized = tabBarMinimized
    }

    public init(bar: String, hidden: Double) { self.init(bars: [bar: hidden]) }
}

/// The behaviour of a held bar: the same placement at every offset, so that the layout at an
/// offset with the bar hidden by `hidden` is what a walk arriving there with that much hidden
/// lays out (`DirectionalBar.apply` places the bar by its hidden part alone).
struct HeldBarBehavior: ScrollBehavior {
    var bar: String
    var hidden: Double
    var name: String { bar }
    func initialState(at offset: Double, context: BehaviorContext) -> BehaviorState {
        BehaviorState(phase: DirectionalBar.shown, storedOffset: nil)
    }
    func crossing(from: Double, to: Double, state: BehaviorState, context: BehaviorContext) -> Double? { nil }
    func transition(at offset: Double, towards to: Double, state: BehaviorState, context: BehaviorContext) -> BehaviorState {
        state
    }
    func apply(_ state: BehaviorState, to effects: inout LayoutEffects, context: BehaviorContext) {
        // `.hidden` hides the whole extent: here the extent is the part held hidden.
        effects.bars[bar] = BarPlacement(travel: hidden > 0 ? .hidden : .shown, extent: hidden)
    }
}

/// The tab bar held minimised or expanded at every offset (`TabBarMinimize.apply` sets
/// `tabBarMinimized` from its phase alone).
struct HeldMinimizeBehavior: ScrollBehavior {
    var minimized: Bool
    var name: String { BottomBarSpec.Kind.tabBar.rawValue }
    func initialState(at offset: Double, context: BehaviorContext) -> BehaviorState {
        BehaviorState(phase: minimized ? TabBarMinimize.minimizes : TabBarMinimize.expands)
    }
    func crossing(from: Double, to: Double, state: BehaviorState, context: BehaviorContext) -> Double? { nil }
    func transition(at offset: Double, towards to: Double, state: BehaviorState, context: BehaviorContext) -> BehaviorState {
        state
    }
    func apply(_ state: BehaviorState, to effects: inout LayoutEffects, context: BehaviorContext) {
        effects.tabBarMinimized = minimized
    }
}
