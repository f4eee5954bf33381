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
            writeBarTitle(s, x: x, centreY: centreY, size: type.size, ink: ink, opacity: opacity, anchor: anchor, into: &out)
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

extension FrameSVG {
    /// A bar's title line in the regular weight (Material 3's titles and headlines are w400),
    /// centred on `x` with an anchor, else starting there.
    func writeBarTitle(
        _ s: String, x: Double, centreY: Double, size: Double, ink: RGBA, opacity: Double = 1, anchor: StaticString? = nil,
        into out: inout MarkupBuffer
    ) {
        writeText(
            s, x: x, centreY: centreY, size: size, weight: .regular, color: ink, opacity: opacity, anchor: anchor,
            into: &out)
    }

    /// Flutter's type scale (material/typography.dart, `englishLike2021`): a line is `fontSize x
    /// height` tall, the leading shared evenly above and below. titleLarge 22 x 1.27, headlineSmall
    /// 24 x 1.33, headlineMedium 28 x 1.29.
    static let flutterTitleLarge = (size: 22.0, line: 22.0 * 1.27)
    static let flutterHeadlineSmall = (size: 24.0, line: 24.0 * 1.33)
    static let flutterHeadlineMedium = (size: 28.0, line: 28.0 * 1.29)
    /// The expanded title's padding (`_MediumScrollUnderFlexibleConfig.expandedTitlePadding`,
    /// `_LargeScrollUnderFlexibleConfig`'s): 16 at the start, 20 (medium) or 28 (large) below;
    /// the collapsed title starts `NavigationToolbar.kMiddleSpacing`, 16, in (no leading).
    static let flutterTitleStart = 16.0
    static let flutterMediumTitleBottom = 20.0
    static let flutterLargeTitleBottom = 28.0

    /// A `SliverAppBar.medium` or `.large`'s two titles (Docs/platform-rules.md#flutter-21), in
    /// the bar's `box`: the expanded one bottom-start in the flexible space under the toolbar
    /// row, clipped to it as the bar collapses; the toolbar's collapsed titleLarge one, centred in
    /// the row, only while content is scrolled under.
    func writeFlutterScrollUnderTitles(
        _ title: String, bar: SliverAppBarSpec, box: Rect, scrolledUnder: Bool, centred: Bool, ink: RGBA,
        into out: inout MarkupBuffer
    ) {
        let top = bar.primary ? scenario.device.safeArea.top : 0
        let extents = bar.extents(statusBar: scenario.device.safeArea.top)
        let bottom = bar.bottom?.height ?? 0
        // _ScrollUnderFlexibleSpace: the flexible space starts minExtent - B down and ends B above
        // the bar's bottom; with a bottom, the padding below is 0.
        let type = bar.variant == .medium ? Self.flutterHeadlineSmall : Self.flutterHeadlineMedium
        var padding = bar.variant == .medium ? Self.flutterMediumTitleBottom : Self.flutterLargeTitleBottom
        if bottom > 0 { padding = 0 }
        let area = Rect(
            x: box.x, y: box.y + extents.minExtent - bottom, width: box.width,
            height: max(0, box.height - extents.minExtent))
        // _RenderExpandedTitleBox: the line's bottom `padding` above the area's, moved down by as
        // much as line and padding overflow the fully expanded area (at most the padding).
        let expandedArea = extents.maxExtent - extents.minExtent
        let shift = min(max(type.line + padding - expandedArea, 0), padding)
        let lineTop = area.height - type.line - padding + shift
        // Left out once the clip shows none of its line.
        if lineTop < area.height, lineTop + type.line > 0 {
            out.openViewport(area)
            writeBarTitle(
                title, x: Self.flutterTitleStart, centreY: lineTop + type.line / 2, size: type.size, ink: ink, into: &out)
            out.append("</svg>\n")
        }
        // _SliverAppBarDelegate.build: the toolbar's title at opacity 1 once scrolled under, else
        // 0 (the 500 ms AnimatedOpacity is not drawn: frames show where it ends).
        guard scrolledUnder else { return }
        writeBarTitle(
            title, x: centred ? box.x + box.width / 2 : box.x + Self.flutterTitleStart,
            centreY: box.y + top + bar.toolbarHeight / 2, size: Self.flutterTitleLarge.size, ink: ink,
            anchor: centred ? "middle" : nil, into: &out)
    }
}
