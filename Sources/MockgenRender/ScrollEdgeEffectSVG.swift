import MockgenLayout

/// The scroll edge effect of iOS 26 and later (rule 9.2, Docs/uikit-rules.md), drawn in its own
/// layer (`scrollEdgeEffect.top`, `scrollEdgeEffect.bottom`; Docs/decisions.md, Output identity)
/// between the list and the bar, and only inside its region.
///
/// The look is chosen, not measured (Docs/uikit-rules.md, Assumptions): no source gives the blur
/// radius or the opacity curve. `hard` is a nearly opaque band of the screen's background with a
/// dividing line at its inner edge (Apple: "a hard cutoff and dividing line", "linear, nearly
/// opaque"); `soft` dims the content under the bar with the background colour and fades out in
/// 1 pt steps over the measured fade. Plain rectangles keep every frame inside the SVG profile
/// the validator checks (no gradient or filter elements); the blurred material of translucent
/// bars is drawn elsewhere and is meant to replace the dim.
extension FrameSVG {
    enum EdgeEffectStyle {
        /// `hard`: the band's opacity.
        static let hardOpacity = 0.95
        /// `soft`: the dim over the bar's region, before the fade.
        static let softOpacity = 0.85
    }

    /// The frame's top effect: its navigation bar's, or a SwiftUI safeAreaBar's without one.
    var topEdgeEffect: ScrollEdgeEffectState? { frame.navigationBar?.scrollEdgeEffect ?? frame.safeAreaBarEffect }

    func writeScrollEdgeEffect(_ effect: ScrollEdgeEffectState, into out: inout MarkupBuffer) {
        let fill = palette.systemBackground
        let band = effect.band
        guard band.width > 0, band.height > 0 else { return }
        switch effect.style {
        case .hard:
            writeRect(band, Paint(fill, opacity: EdgeEffectStyle.hardOpacity), into: &out)
            let lineY = effect.edge == .top ? band.maxY - BarMetrics.hairline : band.y
            writeRect(
                Rect(x: band.x, y: lineY, width: band.width, height: BarMetrics.hairline), Paint(palette.separator),
                into: &out)
        case .soft:
            writeRect(band, Paint(fill, opacity: EdgeEffectStyle.softOpacity), into: &out)
            let steps = Int(effect.fade.rounded(.up))
            guard steps > 0 else { return }
            let step = effect.fade / Double(steps)
            for i in 0..<steps {
                // Each strip a step lighter, the last one near clear: a linear fade in whole points.
                let opacity = EdgeEffectStyle.softOpacity * (1 - (Double(i) + 0.5) / Double(steps))
                let y = effect.edge == .top ? band.maxY + Double(i) * step : band.y - Double(i + 1) * step
                writeRect(Rect(x: band.x, y: y, width: band.width, height: step), Paint(fill, opacity: opacity), into: &out)
            }
        case .automatic, .hidden:
            // Resolved before a frame is laid out (ScrollEdgeEffectStyle.resolved); nothing to draw.
            return
        }
    }
}
