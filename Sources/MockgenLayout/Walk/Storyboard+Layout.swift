import MockgenText

extension Storyboard {
    /// Lays out every variant at the same path positions (decisions.md, Variants): the path and
    /// its `start` / `end` come from `base`; each variant clamps or rubber-bands on its own range.
    /// `fonts` measures the views' content and travels with each variant to the renderers; only a
    /// scenario with content needs them (`FontError.notGiven` otherwise).
    public static func layOut(
        base: Scenario, variants: [(name: String, scenario: Scenario)]? = nil, selection: FrameSelection,
        fonts: FontSet? = nil
    ) throws(FontError) -> Storyboard {
        let baseSim = try Simulation(base, fonts: fonts)
        let baseRange = baseSim.restRange
        let values: [PathValue]
        switch selection {
        case .spread: values = base.scrollPath
        case let .offsets(offsets): values = offsets.map { .offset($0) }
        }
        let nodes = PathNode.resolve(values.isEmpty ? [.start] : values, baseRange: baseRange)
        let distance = cumulativeDistances(nodes.map { $0.virtualOffset(range: baseRange) })
        let members: [(name: String?, scenario: Scenario)] = variants.map { $0.map { ($0.name, $0.scenario) } } ?? [(nil, base)]
        var sims: [Simulation] = []
        for member in members { sims.append(try Simulation(member.scenario, fonts: fonts)) }

        let positions: [Double]
        switch selection {
        case let .spread(count, snap):
            var eventPositions: [Double] = []
            if snap {
                for sim in sims {
                    var walk = ScrollWalk(sim: sim, nodes: nodes, distance: distance)
                    walk.finish()
                    eventPositions += walk.events.map(\.position)
                }
            }
            positions = framePositions(count: count, total: distance.last ?? 0, events: eventPositions)
        case .offsets:
            positions = distance
        }

        let layouts = zip(members, sims).map { member, sim -> VariantLayout in
            var walk = ScrollWalk(sim: sim, nodes: nodes, distance: distance)
            var frames = positions.enumerated().map { walk.frame(atPosition: $1, index: $0) }
            walk.finish()
            // Events grouped by position once: O(events + frames), not O(events x frames).
            var labels: [Double: [(rank: Int, order: Int, label: String)]] = [:]
            for (order, event) in walk.events.enumerated() {
                labels[event.position, default: []].append((event.rank, order, event.label))
            }
            for k in frames.indices {
                frames[k].events = (labels[positions[k]] ?? [])
                    .sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }
                    .map(\.label)
            }
            return VariantLayout(name: member.name, scenario: member.scenario, frames: frames,
                                 fonts: member.scenario.hasContent ? fonts : nil)
        }
        return Storyboard(scenarioName: base.name, hasVariants: variants != nil, variants: layouts)
    }
}
