/// A UITableView as a list kind (`Scenario/ListKindRules.swift`): what pins in it and what ends
/// a pin, what the legend says of it, how it scrolls, is laid out and measured.
extension TableSpec: ListKindRules {
    public var kindName: String { "table" }
    public var platform: ListPlatform { .iOS }

    /// Rules 2.2, 2.3 (Docs/uikit-rules.md): a plain table's headers float; rule 3.1: grouped
    /// styles float nothing, so they draw no pin line.
    public func headersCanPin(_ list: ListSpec) -> Bool {
        StickyRule.table(style: style).headers && list.hasSectionHeader
    }

    public func pinRuleSentence(on device: Device) -> String {
        switch style {
        case .plain:
            return
                "UIKit plain UITableView: a section header floats at the pin line until the end of its own section pushes it up (rule 2.2)."
        case .grouped, .insetGrouped:
            return "UIKit grouped UITableView: headers and footers scroll with their sections; nothing pins (rule 3.1)."
        }
    }

    public func releaseSentence(_ version: IOSVersion, on device: Device) -> String { " \(version.displayName)." }
    public func scrollPhysics(on device: Device) -> ScrollPhysics { .uiKit(on: device) }
    /// UITableView bounces vertically even when its content is short; UICollectionView needs
    /// alwaysBounceVertical for that.
    public var bouncesWhenShort: Bool { true }
    /// Grouped and insetGrouped tables sit on `systemGroupedBackground`.
    public var sitsOnGroupedBackground: Bool { style != .plain }
    /// A table's views take its own look.
    public var tableCounterpart: TableSpec? { self }

    public func geometry(_ list: ListSpec, in scene: ListScene) -> any ListGeometry {
        var table = self
        table.sectionCornerRadius = TableMetrics.insetGroupedCornerRadius(scene.iosVersion)
        return TableGeometry(
            spec: table, sections: list.sections, width: scene.listFrame.width,
            layoutMargin: scene.device.layoutMargin, selfSized: scene.selfSizedRuns)
    }

    public func measuringAutomaticHeights(_ list: ListSpec, on device: Device, sizing: inout SelfSizing) -> ListSpec {
        let resolved = measuring(list.sections, on: device, sizing: &sizing)
        var out = list
        out.kind = .table(resolved.table)
        out.sections = resolved.sections
        return out
    }

    /// The table and `sections` with every automatic height measured on `device`, the table's
    /// own header and footer views as wide as the screen, the sections' views as wide as
    /// `TableStyle.sectionViewWidth`. A SwiftUI `List` measures through its table counterpart
    /// (`SwiftUI/SwiftUIKind.swift`).
    func measuring(_ sections: [SectionSpec], on device: Device, sizing: inout SelfSizing)
        -> (table: TableSpec, sections: [SectionSpec])
    {
        let rowWidth = style.sectionViewWidth(tableWidth: device.width, layoutMargin: device.layoutMargin)
        return sizing.resolve(
            self, sections: sections, width: device.width, rowWidth: rowWidth, layoutMargin: device.layoutMargin)
    }

    /// One row a line, each as tall as its own height or the table's `rowHeight`; the table's
    /// header and footer views and each section's header and footer are one view each.
    public func viewDensities(_ list: ListSpec, on device: Device) -> [ViewDensity] {
        let tableViews = [tableHeaderView, tableFooterView].compactMap { $0 }.map { view in
            ViewDensity(keyPath: "list", count: 1, pitch: view.pointHeight())
        }
        return tableViews + list.stackedDensities { $0.view.pointHeight(or: rowHeight) }
    }
}

extension TableStyle {
    /// Rule 3.4 (Docs/uikit-rules.md): the width of a section's rows, headers and footers in a
    /// table `tableWidth` wide; insetGrouped insets them by the layout margins on both sides.
    public func sectionViewWidth(tableWidth: Double, layoutMargin: Double) -> Double {
        self == .insetGrouped ? tableWidth - 2 * layoutMargin : tableWidth
    }
}

extension StickyRule {
    /// Rules 2.2, 2.3 (Docs/uikit-rules.md): a plain table floats its section headers and footers; rule 3.1: grouped
    /// styles float nothing.
    public static func table(style: TableStyle) -> StickyRule {
        let floats = style == .plain
        return StickyRule(headers: floats, footers: floats)
    }
}
