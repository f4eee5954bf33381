import MockgenLayout
import MockgenText

/// A Material 3 top app bar (Compose kind), drawn as androidx material3 AppBar.kt lays it out:
/// the container over the status bar, its rows clipped to the height the scroll behaviour leaves.
extension FrameSVG {
    /// Type scale (Material 3 typography tokens): titleLarge 22 sp on a 28 sp line for the small
    /// bar's title, headlineMedium 28 sp on a 36 sp line for the large bar's.
    static let titleLarge = (size: 22.0, line: 28.0)
    static let headlineMedium = (size: 28.0, line: 36.0)
    /// The title's start inset without a navigation icon (`TopAppBarTitleInset`, 16 dp) and the
    /// large title's baseline above the bar's bottom (`LargeTitleBottomPadding`, 28 dp).
    static let titleInset = 16.0
    static let largeTitleBottomPadding = 28.0

    func writeTopAppBar(_ bar: NavigationBarState, _ spec: TopAppBarSpec, into out: inout MarkupBuffer) {
        let base = bar.spec.color?.resolved(in: appearance) ?? palette.systemBackground
        writeRect(bar.frame, Paint(base), into: &out)
        guard let title = bar.spec.title, !title.isEmpty else { return }
        let top = scenario.device.safeArea.top
        let color = palette.textColor(on: base)
        // The bar is clipped, not scaled: a title is drawn while its line fits in what shows
        // (mockgen draws no clip path; an assumption, Docs/platform-rules.md).
        let shown = bar.frame.maxY - top
        switch spec.kind {
        case .topAppBar:
            // `SingleRowTopAppBar`: the title centred in the row's current height.
            guard shown >= Self.titleLarge.line else { return }
            writeText(
                title, x: Self.titleInset, centreY: top + shown / 2, size: Self.titleLarge.size, weight: .regular,
                color: color, into: &out)
        case .largeTopAppBar:
            // `TwoRowsTopAppBar`: the large title's baseline 28 dp above the bottom, while its
            // line fits under the 64 dp top row; the top row's small title fades in as the bar
            // collapses (alpha = collapsed fraction; Material's easing curve is not applied).
            let collapsed = spec.travel > 0 ? min(max((spec.expandedHeight - shown) / spec.travel, 0), 1) : 0
            if shown - spec.collapsedHeight >= Self.headlineMedium.line {
                let baseline = bar.frame.maxY - Self.largeTitleBottomPadding
                writeText(
                    title, x: Self.titleInset, centreY: baseline - SVGStyle.baselineShift * Self.headlineMedium.size,
                    size: Self.headlineMedium.size, weight: .regular, color: color, into: &out)
            }
            if collapsed > 0 {
                writeText(
                    title, x: Self.titleInset, centreY: top + spec.collapsedHeight / 2, size: Self.titleLarge.size,
                    weight: .regular, color: color, opacity: collapsed, into: &out)
            }
        }
    }
}
