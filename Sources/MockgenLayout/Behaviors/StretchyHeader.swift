import MockgenFormat

/// The stretchy header of product pages (Baemin, Coupang, Airbnb): the list's top view, a table's
/// `tableHeaderView` or a collection view's first section header (`header.0`). Apps build it in
/// `scrollViewDidScroll`: with `y` the offset past the list's resting top
/// (`contentOffset.y + adjustedContentInset.top`), pulled down (`y < 0`) they set the header view's
/// frame to keep its top at rest and grow by `-y`, so the image under it (usually
/// `scaleAspectFill`) fills the rubber band's gap; scrolled up (`y > 0`) they leave it to the content,
/// or move it by `parallax × y` for a parallax look, the rows sliding over it
/// (Docs/uikit-rules.md, rule 10.1).
///
/// The header's frame is a function of the offset alone, so the behaviour has one state and no
/// threshold; `frame(_:offset:restOffset:)` places the view.
public struct StretchyHeader: ScrollBehavior {
    /// The fraction of the content's movement the header follows when scrolled up: 1 moves with
    /// the content, 0.5 at half its speed, 0 stays.
    public var parallax: Double
    public var name: String { "stretchyHeader" }

    public func initialState(at offset: Double, context: BehaviorContext) -> BehaviorState {
        BehaviorState(phase: parallax == 1 ? "stretches" : "stretches, parallax \(formatNumber(parallax))")
    }
    public func crossing(from: Double, to: Double, state: BehaviorState, context: BehaviorContext) -> Double? { nil }
    public func transition(at offset: Double, towards to: Double, state: BehaviorState, context: BehaviorContext)
        -> BehaviorState
    { state }
    public func apply(_ state: BehaviorState, to effects: inout LayoutEffects, context: BehaviorContext) {}

    /// The header's window frame at `offset`, from `natural`, its frame moving with the content;
    /// `restOffset` is `-adjustedContentInset.top`.
    public func frame(_ natural: Rect, offset: Double, restOffset: Double) -> Rect {
        let y = offset - restOffset
        var frame = natural
        if y < 0 {
            // Pulled down by -y: the content (and the natural frame) moved down by -y; the top
            // goes back to where it rests and the height takes the pull.
            frame.y = natural.y + y
            frame.height = natural.height - y
        } else {
            // Scrolled up by y: the natural frame moved up by y; the header keeps (1 - parallax) of it.
            frame.y = natural.y + (1 - parallax) * y
        }
        return frame
    }
}
