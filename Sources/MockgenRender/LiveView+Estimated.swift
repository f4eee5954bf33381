import MockgenLayout

/// The live view of a UIKit table with estimated row heights (rule 4.3, Docs/uikit-rules.md#rule-4-3;
/// Docs/command-line.md#the-live-view). On a path that starts at the top and scrolls
/// continuously, the rows realised are a run from the top to the farthest the bounds have reached
/// (`RealisedRange`): no row is realised above the bounds' top, so no correction moves the
/// offset, every row on the screen and above it is realised, and the state of the way there is
/// one number, the farthest offset reached. What depends on it is the content height, so the
/// range in force; what the screen shows is drawn from rows on it or above it, all realised, so
/// the samples are checked laid out walking down from the top (the farthest reached is the
/// sample) and walking up after the bottom (every row realised): where the two draw a sample
/// differently, the variant is refused. Content is drawn at actual heights. Beside one
/// direction-aware bar the bar's state is a second, independent one (the bar held does not change
/// a row's height; the farthest offset does not move where it turns): the bar's samples, each
/// walked from the top.
extension LiveView {
    static func build(_ variant: VariantLayout, realising simulation: Simulation) throws(Refusal) -> LiveView {
        guard let realised = simulation.realisedRange else { throw .realisedFromBelow }
        let range = realised.fullRange
        // The frames' walk realises from the top only where it starts there (or above, pulled).
        guard let first = variant.frames.first, first.contentOffset <= range.lowerBound else { throw .realisedFromBelow }
        var view: LiveView
        if simulation.keepsDirection {
            // A direction-aware bar too: its hidden part is a second state, sampled as
            // LiveView+Direction.swift does, every walk from the top.
            // The two are independent where the bar's lines do not move with the rows realised:
            // a minimise on the way up reverses at the content's bottom edge, which the
            // farthest offset moves, so it is refused with bars followed apart.
            guard case .success(let rule?) = LiveDirection.follow(variant.scenario, fonts: variant.fonts), !rule.apart else {
                throw .estimatedWithDirection
            }
            if case .minimize(let tab) = rule.response, tab.behavior != .onScrollDown { throw .estimatedWithDirection }
            let axis = try sampleAxis(variant, extent: rule.extent, refines: rule.response == .scrollDelta, fromTop: range) {
                rule.held($0)
            }
            view = assemble(
                range: range, grids: [axis.grid], barOf: [:], physics: ScrollPhysics.of(variant.scenario), height: axis.height)
            view.gap = axis.gap
            view.direction = rule
        } else {
            view = try sampled(variant, range: range, height: realised.boundsHeight, fromTop: true)
        }
        view.realised = realised
        // The farthest offset at each frame: past every offset the frames have shown so far.
        var reached = range.lowerBound
        var farthest: [Double] = []
        for frame in variant.frames {
            reached = max(reached, min(frame.contentOffset, range.upperBound))
            guard let f = realised.farthest(contentHeight: frame.contentSize.height, atLeast: reached) else {
                throw .realisedFromBelow
            }
            reached = f
            farthest.append(f)
        }
        view.frameFarthest = farthest
        return view
    }
}
