/// The scroll edge effect of iOS 26 and later (rule 9.2, Docs/uikit-rules.md): where a bar meets
/// the content scrolling under it, UIKit blurs and dims the content (`soft`) or cuts it off under
/// an opaque band with a dividing line (`hard`). `UIScrollView.topEdgeEffect` /
/// `bottomEdgeEffect` (`style`, `isHidden`); SwiftUI `.scrollEdgeEffectStyle(_:for:)` and
/// `.scrollEdgeEffectHidden(_:for:)`.
public enum ScrollEdgeEffectStyle: String, Sendable, Equatable, CaseIterable {
    case automatic, soft, hard
    /// `isHidden` (UIKit) or `.scrollEdgeEffectHidden(true, for:)` (SwiftUI): no effect.
    case hidden

    /// What `automatic` draws under a navigation bar, toolbar or tab bar on an iPhone: the soft
    /// fade, as testers of `automatic` against `soft` and `hard` in the iOS 26.5 simulator report
    /// (rule 9.2: react-native-screens pull request 4547, react-navigation pull request 12797).
    public var resolved: ScrollEdgeEffectStyle { self == .automatic ? .soft : self }
}

/// Which edge of the screen an effect sits at.
public enum ScreenEdge: String, Sendable, Equatable {
    case top, bottom

    /// The layer id of its effect (Docs/decisions.md, Output identity): its own group, not inside a bar's.
    public var effectID: String { "scrollEdgeEffect." + rawValue }
}

/// One edge's effect in a frame: `hard` or `soft` (never `automatic` or `hidden`, which are
/// resolved or drawn as nothing), the band it covers, and how far below (above, at the bottom)
/// the band it fades out.
public struct ScrollEdgeEffectState: Sendable, Equatable {
    public var edge: ScreenEdge
    public var style: ScrollEdgeEffectStyle
    /// Window coordinates: the opaque band (`hard`) or the blurred and dimmed region (`soft`)
    /// before it fades.
    public var band: Rect
    /// `soft` only: the fade past the band's inner edge, 6 pt (rule 9.2: measured 5 to 6 pt).
    public var fade: Double

    public init(edge: ScreenEdge, style: ScrollEdgeEffectStyle, band: Rect, fade: Double) {
        self.edge = edge
        self.style = style
        self.band = band
        self.fade = fade
    }

    /// The whole region it draws in, the fade included: nothing is drawn outside it.
    public var region: Rect {
        edge == .top
            ? Rect(x: band.x, y: band.y, width: band.width, height: band.height + fade)
            : Rect(x: band.x, y: band.y - fade, width: band.width, height: band.height + fade)
    }

    /// Rule 9.2: the soft fade ends about 5 to 6 pt past the bar (source G1, Docs/uikit-rules.md: one
    /// measurement on an iPhone 17); mockgen takes 6.
    public static let softFade = 6.0
}
