/// A SwiftUI `List` or `ScrollView { LazyVStack }` as a list kind (`Scenario/ListKindRules.swift`).
extension SwiftUISpec: ListKindRules {
    public var kindName: String { "swiftui" }
    public var platform: ListPlatform { .iOS }

    /// Which section views stick or pin (`Sticky/StickySupplementaryViews.swift`).
    public var stickyRule: StickyRule {
        switch container {
        case .list(let style): return .swiftUIList(style: style)
        case .lazyVStack(_, let pinned): return .lazyVStack(pinned)
        }
    }

    public func headersCanPin(_ list: ListSpec) -> Bool { stickyRule.headers && list.hasSectionHeader }

    public func pinRuleSentence(on device: Device) -> String {
        switch container {
        case .list:
            return
                "SwiftUI List: a plain list's section headers stick like a plain list configuration's; other styles scroll them away (an assumption: Apple documents no rule)."
        case .lazyVStack:
            return
                "SwiftUI LazyVStack(pinnedViews:): pinned section headers and footers stay at the scroll view's visible top and bottom, below any safeAreaInset bar, inside their section."
        }
    }

    public func releaseSentence(_ version: IOSVersion, on device: Device) -> String { " \(version.displayName)." }
    /// SwiftUI's scroll views wrap UIScrollView.
    public func scrollPhysics(on device: Device) -> ScrollPhysics { .uiKit(on: device) }
    /// UIScrollView's default (`alwaysBounceVertical` false), a List's taken as the same (an assumption).
    public var bouncesWhenShort: Bool { false }
    /// A grouped or insetGrouped `List` sits where its table counterpart does.
    public var sitsOnGroupedBackground: Bool { tableCounterpart.map { $0.style != .plain } ?? false }

    public func geometry(_ list: ListSpec, in scene: ListScene) -> any ListGeometry {
        var ui = self
        ui.sectionCornerRadius = TableMetrics.insetGroupedCornerRadius(scene.iosVersion)
        return SwiftUIGeometry(
            spec: ui, sections: list.sections, width: scene.listFrame.width, layoutMargin: scene.device.layoutMargin)
    }

    /// A List sizes as its table counterpart; a lazy stack's children are as wide as the stack.
    public func measuringAutomaticHeights(_ list: ListSpec, on device: Device, sizing: inout SelfSizing) -> ListSpec {
        var out = list
        out.sections = (tableCounterpart ?? TableSpec()).measuring(list.sections, on: device, sizing: &sizing).sections
        return out
    }

    /// One row a line; a lazy stack's `spacing` after each.
    public func viewDensities(_ list: ListSpec, on device: Device) -> [ViewDensity] {
        var spacing = 0.0
        if case .lazyVStack(let s, _) = container { spacing = s }
        return list.stackedDensities { run in run.view.pointHeight().map { $0 + spacing } }
    }
}

extension StickyRule {
    /// SwiftUI's `List`: a plain list's section headers stick (observed; no document found), and
    /// since iOS 16 a List is a UICollectionView list (swiftui-introspect pull requests 169 and
    /// 218), whose plain appearance pins its headers and nothing else (rule 6.2,
    /// Docs/uikit-rules.md): so its footers scroll, unlike a plain UITableView's (rule 2.3).
    /// The other styles pin nothing, like grouped tables (rule 3.1). Docs/platform-rules.md.
    public static func swiftUIList(style: SwiftUIListStyle) -> StickyRule {
        StickyRule(headers: style == .plain, footers: false)
    }

    /// `LazyVStack(pinnedViews:)`: pinned headers and footers keep to the visible top and bottom
    /// of the scroll view (Apple, "Grouping data with lazy stack views"), which are the adjusted
    /// insets' lines: the safe area, a `safeAreaInset` bar included. A pinned view stays inside
    /// its section, as a table's floating header does (an assumption: Docs/platform-rules.md).
    public static func lazyVStack(_ pinned: PinnedScrollableViews) -> StickyRule {
        StickyRule(headers: pinned.sectionHeaders, footers: pinned.sectionFooters)
    }
}
