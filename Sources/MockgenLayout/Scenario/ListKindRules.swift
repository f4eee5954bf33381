/// What a list kind decides for itself, asked through `ListKind.rules`: what pins and what ends
/// a pin, what the flipbook's legend says of it, how it scrolls, how its list is laid out and
/// measured. Each kind's spec answers in its own folder (`Table/TableKind.swift`,
/// `Flow/FlowKind.swift`, `SwiftUI/SwiftUIKind.swift`, `Compositional/CompositionalKind.swift`,
/// `Compose/ComposeKind.swift`, `Flutter/FlutterKind.swift`); the rest of the code asks the kind.
/// A new kind is a case of `ListKind`, its spec and its decoder: the switch in `rules` and this
/// protocol's requirements without a default are what the compiler then asks for. Render asks
/// these too, never the kind's case: the legend's sentences, the list's background, a sliver app
/// bar's drawing, a Scaffold's parts, the table look a list's views take.
public protocol ListKindRules: Sendable {
    /// The kind's name in the scenario format (`list.kind`).
    var kindName: String { get }
    /// The phones whose rules lay the kind out.
    var platform: ListPlatform { get }
    /// Whether a section header of `list` can stop at the pin line: what the pin-line overlay
    /// and the legend ask (behaviours that pin one are `Scenario.headersCanPin`'s).
    func headersCanPin(_ list: ListSpec) -> Bool
    /// The legend's sentence on what pins and what ends a pin, with its source: said when a page
    /// sets kinds side by side. The numbers are in Docs/uikit-rules.md and Docs/platform-rules.md.
    func pinRuleSentence(on device: Device) -> String
    /// What the legend says after the device: the iOS release the list is drawn for, or what
    /// stands in its place ("" when no release applies, as on an Android device).
    func releaseSentence(_ version: IOSVersion, on device: Device) -> String
    /// How the list coasts and comes back from past an edge (Docs/platform-rules.md, Scroll physics).
    func scrollPhysics(on device: Device) -> ScrollPhysics
    /// Rule 1.3's bounce (Docs/uikit-rules.md) when `alwaysBounceVertical` is not given: whether
    /// the list bounces vertically even when its content is short.
    var bouncesWhenShort: Bool { get }
    /// `list` (whose kind is this spec, with any behaviour's effects applied) laid out in `scene`.
    func geometry(_ list: ListSpec, in scene: ListScene) -> any ListGeometry
    /// `list` with every automatic height measured (rule 4.1, Docs/uikit-rules.md;
    /// `Content/SelfSizing.swift`), on `device`.
    func measuringAutomaticHeights(_ list: ListSpec, on device: Device, sizing: inout SelfSizing) -> ListSpec
    /// How densely each run of `list` can fill `device`'s screen, by the kind's own rules: what
    /// bounds the work of a frame before any layout (`ViewDensity`, Docs/errors.md#limits).
    func viewDensities(_ list: ListSpec, on device: Device) -> [ViewDensity]
    /// The legend's reason a header that pins is seen off the pin line.
    var offPinLineReason: String { get }
    /// Whether the list sits on the grouped background when the scenario names no colour.
    var sitsOnGroupedBackground: Bool { get }
    /// The app bar that section `section` is, for a kind whose bars are sections of the list (a
    /// Flutter SliverAppBar); nil for others.
    func appBar(inSection section: Int) -> SliverAppBarSpec?
    /// The UITableView whose look (fills, separators, list content configurations) the list's
    /// views take: a table's own, a SwiftUI List's counterpart; nil for other kinds.
    var tableCounterpart: TableSpec? { get }
    /// The top app bar drawn in the navigation bar's place, for a kind whose screen is a Compose
    /// `Scaffold` (Compose/ScaffoldParts.swift); nil for others.
    var topAppBar: TopAppBarSpec? { get }
    /// The Scaffold's bottom bar, drawn with its items; nil without one.
    var bottomBar: ComposeBottomBarSpec? { get }
    /// The Scaffold's floating action button, drawn with its icon and label; nil without one.
    var floatingActionButton: FloatingActionButtonSpec? { get }
    /// The Material 3 Expressive floating toolbar over the content, drawn as its pill; nil without one.
    var floatingToolbar: FloatingToolbarSpec? { get }
}

extension ListKindRules {
    /// UIKit's reason: the next section pushes a header up, or an overscroll moves it.
    public var offPinLineReason: String { "pushed up by the next section or overscrolled" }
    public var sitsOnGroupedBackground: Bool { false }
    public func appBar(inSection section: Int) -> SliverAppBarSpec? { nil }
    public var tableCounterpart: TableSpec? { nil }
    public var topAppBar: TopAppBarSpec? { nil }
    public var bottomBar: ComposeBottomBarSpec? { nil }
    public var floatingActionButton: FloatingActionButtonSpec? { nil }
    public var floatingToolbar: FloatingToolbarSpec? { nil }
}

/// The phones whose rules lay a list kind out.
public enum ListPlatform: Sendable, Equatable {
    /// UIKit and SwiftUI: iOS's rules, under an iPhone's bars.
    case iOS
    /// Jetpack Compose: Android's rules, under Material's chrome.
    case android
    /// Flutter: its own rules, drawn the same on both.
    case both
}

/// What a kind's geometry is built from besides its list: the list's place on screen and the
/// device under it.
public struct ListScene: Sendable {
    /// The list's frame, window coordinates.
    public var listFrame: Rect
    public var device: Device
    public var iosVersion: IOSVersion
    /// Rule 4.3 (Docs/uikit-rules.md): per section and run, whether the rows had an automatic
    /// height; nil without an estimate (`Simulation.selfSizedRuns`).
    public var selfSizedRuns: [[Bool]]?
    /// Where the direction-aware bars' travel stands (`LayoutEffects.bars`).
    public var bars: [String: BarPlacement]
}

extension ListKind {
    /// The kind's rules: the one switch on the kind.
    public var rules: any ListKindRules {
        switch self {
        case .table(let spec): return spec
        case .collection(let spec): return spec
        case .swiftUI(let spec): return spec
        case .compositional(let spec): return spec
        case .compose(let spec): return spec
        case .flutter(let spec): return spec
        }
    }
}

extension Scenario {
    /// Whether a header can stop at the pin line: the kind's rule, or a behaviour that pins one
    /// (pinUnderNavigationBar moves the line under the bar, rule 2.4 of Docs/uikit-rules.md;
    /// collapsingHeader turns pinning on).
    public var headersCanPin: Bool {
        for behavior in behaviors {
            switch behavior {
            case .pinUnderNavigationBar, .collapsingHeader: return true
            default: continue
            }
        }
        return list.kind.rules.headersCanPin(list)
    }
}

extension ScrollPhysics {
    /// UIScrollView's physics at the normal rate on `device`: the UIKit and SwiftUI kinds'.
    static func uiKit(on device: Device) -> ScrollPhysics {
        .uiKit(decelerationRate: normalRate, screenScale: device.scale)
    }
}

extension ListSpec {
    /// Whether some section of the list has a header view.
    var hasSectionHeader: Bool { sections.contains { $0.header != nil } }
}
