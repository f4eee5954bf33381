import MockgenLayout
import MockgenText

/// A Material 3 top app bar (Compose kind), drawn as androidx material3 AppBar.kt lays it out:
/// the container over the status bar, its rows clipped to the height the scroll behaviour leaves.
extension FrameSVG {
    /// Type scale (Material 3 typography tokens): titleLarge 22 sp on a 28 sp line for the small
    /// bar's title, headlineMedium 28 sp on a 36 sp line for the large bar's.
    static let titleLarge = (size: 22.0, line: 28.0)
    static let headlineSmall = (size: 24.0, line: 32.0)
    static let headlineMedium = (size: 28.0, line: 36.0)
    static let displaySmall = (size: 36.0, line: 44.0)
    /// labelLarge 14 sp and titleMedium 16 sp: the subtitles' type.
    static let subtitleSmall = (size: 14.0, line: 20.0)
    static let subtitleLarge = (size: 16.0, line: 24.0)
    /// The title's start inset without a navigation icon (`TopAppBarTitleInset`, 16 dp) and the
    /// title's baseline above the bar's bottom (`MediumTitleBottomPadding` 24 dp,
    /// `LargeTitleBottomPadding` 28 dp).
    static let titleInset = 16.0
    static let mediumTitleBottomPadding = 24.0
    static let largeTitleBottomPadding = 28.0

    func writeTopAppBar(_ bar: NavigationBarState, _ spec: TopAppBarSpec, into out: inout MarkupBuffer) {
        let base = bar.spec.color?.resolved(in: appearance) ?? palette.systemBackground
        writeRect(bar.frame, Paint(base), into: &out)
        guard let title = bar.spec.title, !title.isEmpty else { return }
        let top = scenario.device.safeArea.top
        let color = palette.textColor(on: base)
        let secondary = palette.textColor(on: base, secondary: true)
        let subtitle = spec.subtitle.flatMap { $0.isEmpty ? nil : $0 }
        let x = spec.centresTitle ? bar.frame.x + bar.frame.width / 2 : Self.titleInset
        let anchor: StaticString? = spec.centresTitle ? "middle" : nil
        func text(_ s: String, centreY: Double, _ type: (size: Double, line: Double), _ ink: RGBA, opacity: Double = 1) {
            if let anchor {
                writeText(
                    s, x: x, centreY: centreY, size: type.size, weight: .regular, color: ink, opacity: opacity,
                    anchor: anchor, into: &out)
            } else {
                writeText(
                    s, x: x, centreY: centreY, size: type.size, weight: .regular, color: ink, opacity: opacity,
                    into: &out)
            }
        }
        // The bar is clipped, not scaled: a title is drawn while its line fits in what shows
        // (mockgen draws no clip path; an assumption, Docs/platform-rules.md).
        let shown = bar.frame.maxY - top
        guard spec.kind.isTwoRows else {
            // `SingleRowTopAppBar`: the title (and a subtitle under it) centred in the row's
            // current height.
            let block = Self.titleLarge.line + (subtitle == nil ? 0 : Self.subtitleSmall.line)
            guard shown >= block else { return }
            let y = top + (shown - block) / 2
            text(title, centreY: y + Self.titleLarge.line / 2, Self.titleLarge, color)
            if let subtitle { text(subtitle, centreY: y + block - Self.subtitleSmall.line / 2, Self.subtitleSmall, secondary) }
            return
        }
        // `TwoRowsTopAppBar`: the large title's baseline above the bottom, while its line fits
        // under the 64 dp top row; the top row's small title fades in as the bar collapses
        // (alpha = collapsed fraction; Material's easing curve is not applied).
        let type: (size: Double, line: Double)
        let sub: (size: Double, line: Double)
        switch spec.kind {
        case .mediumTopAppBar: (type, sub) = (Self.headlineSmall, Self.subtitleSmall)
        case .largeFlexibleTopAppBar: (type, sub) = (Self.displaySmall, Self.subtitleLarge)
        case .mediumFlexibleTopAppBar: (type, sub) = (Self.headlineMedium, Self.subtitleSmall)
        default: (type, sub) = (Self.headlineMedium, Self.subtitleLarge)
        }
        let padding = spec.kind == .mediumTopAppBar ? Self.mediumTitleBottomPadding : Self.largeTitleBottomPadding
        let expansion = spec.expandedHeight - spec.collapsedHeight
        let collapsed = expansion > 0 ? min(max((spec.expandedHeight - shown) / expansion, 0), 1) : 0
        let below = subtitle == nil ? 0 : sub.line
        if shown - spec.collapsedHeight >= type.line + below {
            let baseline = bar.frame.maxY - padding - below
            text(title, centreY: baseline - SVGStyle.baselineShift * type.size, type, color)
            if let subtitle { text(subtitle, centreY: baseline + sub.line / 2, sub, secondary) }
        }
        if collapsed > 0 {
            text(title, centreY: top + spec.collapsedHeight / 2, Self.titleLarge, color, opacity: collapsed)
        }
    }
}
