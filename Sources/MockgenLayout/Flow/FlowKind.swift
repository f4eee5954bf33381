/// A UICollectionView with a UICollectionViewFlowLayout as a list kind
/// (`Scenario/ListKindRules.swift`).
extension FlowSpec: ListKindRules {
    public var kindName: String { "collection" }
    public var platform: ListPlatform { .iOS }

    /// Rule 5.5 (Docs/uikit-rules.md): `sectionHeadersPinToVisibleBounds`, `sectionFootersPinToVisibleBounds`.
    public var stickyRule: StickyRule {
        .flowLayout(headers: sectionHeadersPinToVisibleBounds, footers: sectionFootersPinToVisibleBounds)
    }

    /// Rule 5.5: headers pin only when asked to, and a header is there when the layout gives one a
    /// height or a section its own.
    public func headersCanPin(_ list: ListSpec) -> Bool {
        stickyRule.headers && (headerReferenceSize.height > 0 || list.hasSectionHeader)
    }

    public func pinRuleSentence(on device: Device) -> String {
        sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
            ? "UICollectionViewFlowLayout with sectionHeadersPinToVisibleBounds: a header pins at the pin line, held inside its section (rule 5.5)."
            : "UICollectionViewFlowLayout: headers scroll away; a flow layout pins only when asked to (rule 5.5)."
    }

    public func releaseSentence(_ version: IOSVersion, on device: Device) -> String { " \(version.displayName)." }
    public func scrollPhysics(on device: Device) -> ScrollPhysics { .uiKit(on: device) }
    public var bouncesWhenShort: Bool { false }

    public func geometry(_ list: ListSpec, in scene: ListScene) -> any ListGeometry {
        FlowGeometry(spec: self, sections: list.sections, boundsWidth: scene.listFrame.width, contentInset: list.contentInset)
    }

    public func measuringAutomaticHeights(_ list: ListSpec, on device: Device, sizing: inout SelfSizing) -> ListSpec {
        let inset = list.contentInset
        var out = list
        out.sections = sizing.resolve(
            self, sections: list.sections, contentWidth: max(0, device.width - inset.left - inset.right))
        return out
    }

    /// Rule 5.3 (Docs/uikit-rules.md): as many items a line as fit between the section insets,
    /// a line as tall as its items and `minimumLineSpacing` apart.
    public func viewDensities(_ list: ListSpec, on device: Device) -> [ViewDensity] {
        let available =
            device.width - list.contentInset.left - list.contentInset.right - sectionInset.left
            - sectionInset.right
        var out: [ViewDensity] = []
        for (s, section) in list.sections.enumerated() {
            // Rule 5.1: a header or footer shows where its view or the reference size gives one.
            for (view, reference) in [(section.header, headerReferenceSize), (section.footer, footerReferenceSize)]
            where view != nil || reference.height > 0 {
                let height = view?.height == nil ? reference.height : view?.pointHeight()
                out.append(ViewDensity(keyPath: "list.sections[\(s)]", count: 1, pitch: height))
            }
            for run in section.rows {
                let perLine: Int
                switch run.view.width {
                case .full?: perLine = 1
                case .columns(let n)?: perLine = max(n, 1)
                case .points(let w)?: perLine = ViewDensity.fitting(w, in: available, spacing: minimumInteritemSpacing)
                case nil: perLine = ViewDensity.fitting(itemSize.width, in: available, spacing: minimumInteritemSpacing)
                }
                let height = run.view.pointHeight() ?? (run.view.height == nil ? itemSize.height : nil)
                out.append(
                    ViewDensity(
                        keyPath: "list.sections[\(s)].items", count: run.count, perLine: perLine,
                        pitch: height.map { $0 + minimumLineSpacing }))
            }
        }
        return out
    }
}

extension StickyRule {
    /// Rule 5.5 (Docs/uikit-rules.md): `sectionHeadersPinToVisibleBounds`, `sectionFootersPinToVisibleBounds`;
    /// overscrolled, the pinned views move with the content (S7).
    public static func flowLayout(headers: Bool, footers: Bool) -> StickyRule {
        StickyRule(headers: headers, footers: footers, heldInScrollRange: true)
    }
}
