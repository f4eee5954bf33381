/// A UICollectionView with a UICollectionViewCompositionalLayout as a list kind
/// (`Scenario/ListKindRules.swift`).
extension CompositionalSpec: ListKindRules {
    public var kindName: String { "compositional" }
    public var platform: ListPlatform { .iOS }

    /// Rule 6.1 (Docs/uikit-rules.md): a boundary item pins by its own pinToVisibleBounds.
    public func headersCanPin(_ list: ListSpec) -> Bool {
        zip(sections, list.sections).contains { $0.header?.pinToVisibleBounds == true && $1.header != nil }
    }

    public func pinRuleSentence(on device: Device) -> String {
        "UICollectionViewCompositionalLayout: a boundary item pins only with pinToVisibleBounds, while any part of its section is visible, and the end of the section pushes it off (rule 6.1); list configurations pin headers only in plain and sidebarPlain with headerMode supplementary (rule 6.2)."
    }

    public func releaseSentence(_ version: IOSVersion, on device: Device) -> String { " \(version.displayName)." }
    public func scrollPhysics(on device: Device) -> ScrollPhysics { .uiKit(on: device) }
    public var bouncesWhenShort: Bool { false }
    /// A list configuration of a grouped appearance sits on `systemGroupedBackground` (rule 6.2).
    public var sitsOnGroupedBackground: Bool { listConfiguration?.isGroupedAppearance == true }

    public func geometry(_ list: ListSpec, in scene: ListScene) -> any ListGeometry {
        CompositionalGeometry(
            spec: self, sections: list.sections,
            container: container(
                list, width: scene.listFrame.width, height: scene.listFrame.height,
                layoutMargin: scene.device.layoutMargin),
            contentInset: list.contentInset)
    }

    public func measuringAutomaticHeights(_ list: ListSpec, on device: Device, sizing: inout SelfSizing) -> ListSpec {
        // The container's height only sizes fractional heights, which measuring does not use.
        let container = container(list, width: device.width, height: device.height, layoutMargin: device.layoutMargin)
        var out = list
        out.sections = sizing.resolve(self, sections: list.sections, container: container)
        return out
    }

    /// A line is a group (GroupSolver: its `capacity` items), a group's height and the
    /// section's `interGroupSpacing` apart; a group sized by its items is as tall as the run's
    /// view. A section that scrolls across is one line of as many groups as cross the screen,
    /// and one more cut at each side.
    public func viewDensities(_ list: ListSpec, on device: Device) -> [ViewDensity] {
        let container = container(list, width: device.width, height: device.height, layoutMargin: device.layoutMargin)
        var out: [ViewDensity] = []
        for (s, section) in list.sections.enumerated() {
            for view in [section.header, section.footer].compactMap({ $0 }) {
                out.append(ViewDensity(keyPath: "list.sections[\(s)]", count: 1, pitch: view.pointHeight()))
            }
            guard sections.indices.contains(s) else { continue }
            let layout = sections[s]
            let solver = GroupSolver(group: layout.group, container: container.groupContainer(layout))
            for run in section.rows {
                let height = solver.fixedGroupHeight ?? run.view.pointHeight()
                var density = ViewDensity(
                    keyPath: "list.sections[\(s)].items", count: run.count, perLine: solver.capacity,
                    pitch: height.map { $0 + layout.interGroupSpacing })
                if layout.scrollsOrthogonally {
                    let across = ViewDensity.fitting(solver.groupWidth, in: device.width, spacing: layout.interGroupSpacing)
                    density.perLine = solver.capacity.multipliedClamped(by: across.addingClamped(2))
                    density.maxLines = 1
                }
                out.append(density)
            }
        }
        return out
    }

    /// Where the layout's sections sit across (`CompositionalContainer.swift`) in a list `width`
    /// by `height`.
    func container(_ list: ListSpec, width: Double, height: Double, layoutMargin: Double) -> CompositionalContainer {
        CompositionalContainer(
            contentWidth: max(0, width - list.contentInset.left - list.contentInset.right),
            boundsHeight: height, layoutMargin: layoutMargin,
            configurationReference: contentInsetsReference)
    }
}

extension StickyRule {
    /// Rule 6.1 (Docs/uikit-rules.md): a compositional layout's boundary items may pin, each by its own
    /// `pinToVisibleBounds` (`StickySections.headerPins`/`footerPins`), pushed off by the end of
    /// their section at the adjusted-inset lines. Overscrolled, they move with the content as a
    /// flow layout's do (the same UICollectionView; an assumption, Docs/uikit-rules.md, Assumptions).
    public static let compositional = StickyRule(headers: true, footers: true, heldInScrollRange: true)
}
