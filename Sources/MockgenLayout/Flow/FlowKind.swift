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

    public func releaseSentence(_ version: IOSVersion) -> String { " \(version.displayName)." }
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
}

extension StickyRule {
    /// Rule 5.5 (Docs/uikit-rules.md): `sectionHeadersPinToVisibleBounds`, `sectionFootersPinToVisibleBounds`;
    /// overscrolled, the pinned views move with the content (S7).
    public static func flowLayout(headers: Bool, footers: Bool) -> StickyRule {
        StickyRule(headers: headers, footers: footers, heldInScrollRange: true)
    }
}
