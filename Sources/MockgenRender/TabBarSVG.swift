import MockgenLayout

/// iOS 26's floating tab bar and toolbar (rule 9.6, Docs/uikit-rules.md), in the bottom bar's own
/// layer. Only the content's bottom inset (83, 139 with an accessory) moves layout; where the
/// capsule sits and how big it is are drawing, taken from a test fixture and replicas and marked
/// as assumptions (Docs/uikit-rules.md, Assumptions).
extension FrameSVG {
    enum GlassBar {
        /// The tab bar capsule: 62 pt tall, 21 pt from the screen's sides and bottom edge
        /// (lorenzkromer/uikit_tab_bar's test fixture on a 420 pt Air: x 21, width 378, height 62).
        static let capsuleHeight = 62.0
        static let edgeInset = 21.0
        /// The selected tab's lens: 54 pt tall inside the capsule (liquid_glass_tab_bar's "native"
        /// selection capsule), so 4 pt in from its edges.
        static let lensInset = 4.0
        /// The minimised bar: the selected tab alone in a 48 pt circle (no source; an assumption).
        static let pillSize = 48.0
        /// The bottom accessory: 48 pt tall, 8 pt above the bar (139 - 83 = 56 = 48 + 8; the split
        /// is an assumption).
        static let accessoryHeight = 48.0
        static let accessoryGap = 8.0
        /// The glass: the screen's background nearly opaque, with a faint rim (chosen).
        static let glassOpacity = 0.92
    }

    /// The capsule the tab bar floats in, in window coordinates.
    func glassCapsule(_ bar: BottomBarState, height: Double) -> Rect {
        let width = variant.scenario.device.width
        let bottom = variant.scenario.device.height - GlassBar.edgeInset
        return Rect(x: GlassBar.edgeInset, y: bottom - height, width: width - 2 * GlassBar.edgeInset, height: height)
    }

    func writeGlassTabBar(_ bar: BottomBarState, into out: inout MarkupBuffer) {
        let appearance = variant.scenario.appearance
        let tint = ColorSpec.semantic("systemBlue").resolved(in: appearance)
        let ink = ColorSpec.semantic("label").resolved(in: appearance)
        let capsule = glassCapsule(bar, height: GlassBar.capsuleHeight)
        let items = bar.spec.items
        let selected = min(max(bar.spec.selectedIndex, 0), max(items.count - 1, 0))
        if bar.minimized {
            // Only the selected tab is left, as a round pill at the leading edge; the accessory
            // moves inline beside it (rule 9.6).
            let s = GlassBar.pillSize
            let pill = Rect(x: capsule.x, y: capsule.y + (capsule.height - s) / 2, width: s, height: s)
            writeGlass(pill, into: &out)
            if !items.isEmpty { writeTabSymbol(centre: (pill.x + s / 2, pill.y + s / 2), color: tint, into: &out) }
            if let accessory = bar.spec.bottomAccessory {
                let x = pill.maxX + GlassBar.accessoryGap
                let box = Rect(x: x, y: pill.y, width: capsule.maxX - x, height: s)
                writeAccessory(accessory, in: box, color: ink, into: &out)
            }
            return
        }
        writeGlass(capsule, into: &out)
        if let accessory = bar.spec.bottomAccessory {
            let box = Rect(
                x: capsule.x, y: capsule.y - GlassBar.accessoryGap - GlassBar.accessoryHeight, width: capsule.width,
                height: GlassBar.accessoryHeight)
            writeAccessory(accessory, in: box, color: ink, into: &out)
        }
        guard !items.isEmpty else { return }
        let inner = capsule.width - 2 * GlassBar.lensInset
        let slot = inner / Double(items.count)
        let lens = Rect(
            x: capsule.x + GlassBar.lensInset + slot * Double(selected), y: capsule.y + GlassBar.lensInset, width: slot,
            height: capsule.height - 2 * GlassBar.lensInset)
        writeRect(lens, Paint(ColorSpec.semantic("systemGray5").resolved(in: appearance)), radius: lens.height / 2, into: &out)
        for (i, title) in items.enumerated() {
            let centre = capsule.x + GlassBar.lensInset + slot * (Double(i) + 0.5)
            let color = i == selected ? tint : ink
            writeTabSymbol(centre: (centre, capsule.y + 23), color: color, into: &out)
            writeText(
                title, x: centre, centreY: capsule.y + 45, size: BarStyle.tabTitleSize, weight: BarStyle.medium, color: color,
                anchor: "middle", into: &out)
        }
    }

    /// A toolbar on iOS 26: its items in one glass capsule over the bar's 48 pt (rule 9.5); how
    /// items split into capsules is not published, so they share one.
    func writeGlassToolbar(_ bar: BottomBarState, into out: inout MarkupBuffer) {
        let items = bar.spec.items
        guard !items.isEmpty else { return }
        let height = bar.frame.height - variant.scenario.device.safeArea.bottom
        let capsule = Rect(
            x: GlassBar.edgeInset, y: bar.frame.y, width: variant.scenario.device.width - 2 * GlassBar.edgeInset,
            height: height)
        writeGlass(capsule, into: &out)
        let tint = ColorSpec.semantic("systemBlue").resolved(in: variant.scenario.appearance)
        let slot = capsule.width / Double(items.count)
        for (i, title) in items.enumerated() {
            writeText(
                title, x: capsule.x + slot * (Double(i) + 0.5), centreY: capsule.y + height / 2, size: BarStyle.inlineTitleSize,
                weight: .regular, color: tint, anchor: "middle", into: &out)
        }
    }

    private func writeGlass(_ box: Rect, into out: inout MarkupBuffer) {
        let radius = min(box.height, box.width) / 2
        let rim = Rect(x: box.x - 0.5, y: box.y - 0.5, width: box.width + 1, height: box.height + 1)
        writeRect(rim, Paint(palette.separator, opacity: 0.6), radius: radius + 0.5, into: &out)
        writeRect(box, Paint(palette.systemBackground, opacity: GlassBar.glassOpacity), radius: radius, into: &out)
    }

    private func writeAccessory(_ accessory: BottomAccessorySpec, in box: Rect, color: RGBA, into out: inout MarkupBuffer) {
        writeGlass(box, into: &out)
        guard let title = accessory.title, !title.isEmpty else { return }
        writeText(
            title, x: box.x + box.width / 2, centreY: box.y + box.height / 2, size: 15, weight: .semibold, color: color,
            anchor: "middle", into: &out)
    }

    /// A 24 pt placeholder for a tab's SF Symbol, as the iOS 18 tab bar draws one.
    private func writeTabSymbol(centre: (x: Double, y: Double), color: RGBA, into out: inout MarkupBuffer) {
        writeRect(
            Rect(x: centre.x - 12, y: centre.y - 12, width: 24, height: 24), Paint(color, opacity: 0.35), radius: 6, into: &out)
    }
}
