import MockgenFormat
import MockgenText

extension LayoutRun {
    /// Lays out every variant at the same stops along the path (Docs/decisions.md, Frames and paths):
    /// frame k is on the same segment at the same fraction of it in every variant, and each
    /// variant resolves `start`, `end` and drags against its own range. `fonts` measures the
    /// views' content and travels with each variant to the renderers, as the set of the variant's
    /// device (`FontSet.forScenario`: Roboto on an Android one); only a scenario with content needs
    /// them (`FontError.notGiven` otherwise). `detail` says whether the run keeps every frame whole
    /// or their summaries and a replay (`FrameDetail`).
    public static func layOut(
        base: Scenario, variants: [ScenarioVariant]? = nil, selection: FrameSelection,
        fonts: FontSet? = nil, keeping detail: FrameDetail = .full
    ) throws(FontError) -> LayoutRun {
        let values: [PathValue]
        switch selection {
        case .spread: values = base.scrollPath
        case .fling(let plan): values = plan.offsets.map { $0.map { .offset($0) } } ?? base.scrollPath
        case .offsets(let offsets): values = offsets.map { .offset($0) }
        }
        let nodes = (values.isEmpty ? [.start] : values).map(PathNode.init)
        let members: [(name: String?, scenario: Scenario)] = variants.map { $0.map { ($0.name, $0.scenario) } } ?? [(nil, base)]
        var sims: [Simulation] = []
        for member in members { sims.append(try Simulation(member.scenario, fonts: fonts?.forScenario(member.scenario))) }

        var warnings: [String] = []
        let fromOffsets = if case .offsets = selection { true } else { false }
        if let warning = zeroIsNotTheTop(values, members.map(\.name), sims, fromOffsets: fromOffsets) {
            warnings.append(warning)
        }
        if let warning = cannotScroll(nodes, members.map(\.name), sims) { warnings.append(warning) }
        if let warning = kindAndDeviceDisagree(members) { warnings.append(warning) }
        var stops: [PathStop]
        // Where the frames stand before snapping: what a walk looks near when the path passes
        // too many pin thresholds to look everywhere (`ScrollWalk.lookForPins(near:)`).
        var unsnapped: [PathStop]
        // Under a fling each variant travels its own share of a segment at a moment
        // (`FlingTimeline.place`): the stops above are then fractions of the segments' time.
        var timeline: FlingTimeline?
        func own(_ stops: [PathStop], _ v: Int) -> [PathStop] {
            guard let timeline, v >= 0 else { return stops }
            return stops.map { timeline.place($0, variant: v) }
        }
        func makeWalk(_ sim: Simulation, _ v: Int) -> ScrollWalk {
            ScrollWalk.along(sim: sim, nodes: nodes, lookingNear: own(unsnapped, v))
        }
        switch selection {
        case .spread(let count, let snap):
            // The common clock: each segment as long as the longest any variant travels on it, so a
            // segment that only one variant scrolls through still gets frames.
            let ranges = sims.map(\.restRange)
            let lengths = (0..<(nodes.count - 1)).map { i in
                ranges.map { abs(nodes[i + 1].virtualOffset(range: $0) - nodes[i].virtualOffset(range: $0)) }.max() ?? 0
            }
            unsnapped = framePlan(count: count, lengths: lengths, events: [])
            var places: [EventPlace] = []
            var nearFramesOnly = false
            if snap {
                for (v, sim) in sims.enumerated() {
                    var walk = makeWalk(sim, v)
                    walk.finish()
                    nearFramesOnly = nearFramesOnly || walk.pinWindows != nil
                    places += walk.events.map {
                        EventPlace(variant: v, segment: $0.segment, fraction: $0.fraction, offset: $0.offset)
                    }
                }
            }
            stops =
                nearFramesOnly
                ? snapEachFrame(unsnapped, lengths: lengths, events: places)
                : framePlan(count: count, lengths: lengths, events: places)
            if count < nodes.count {
                let path = nodes.map(\.text).joined(separator: ", ")
                warnings.append(
                    "--frames \(count) is fewer than the \(nodes.count) nodes of the scroll path (\(path)): "
                        + "some nodes have no frame; --frames \(nodes.count) or more gives each one")
            }
        case .fling(let plan):
            let flings = FlingTimeline(nodes: nodes, sims: sims)
            timeline = flings
            let lengths = flings.durations
            let total = lengths.reduce(0, +)
            var count =
                plan.offsets != nil
                ? nodes.count
                : plan.count ?? (nodes.count + lengths.map { max(Int(($0 * plan.fps).rounded(.up)) - 1, 0) }.reduce(0, +))
            if plan.count == nil, count > plan.maxCount {
                warnings.append(
                    "--motion fling at --fps \(formatNumber(plan.fps)): \(formatNumber((total * 10).rounded() / 10)) s of "
                        + "scrolling would be \(count) frames, more than the limit of \(plan.maxCount); "
                        + "\(plan.maxCount) frames are spread over it instead")
                count = plan.maxCount
            }
            unsnapped = framePlan(count: count, lengths: lengths, events: [])
            var places: [EventPlace] = []
            var nearFramesOnly = false
            if plan.snapToEvents, plan.offsets == nil {
                for (v, sim) in sims.enumerated() {
                    var walk = makeWalk(sim, v)
                    walk.finish()
                    nearFramesOnly = nearFramesOnly || walk.pinWindows != nil
                    places += walk.events.map {
                        EventPlace(
                            variant: v, segment: $0.segment,
                            fraction: flings.timeFraction(segment: $0.segment, fraction: $0.fraction, variant: v),
                            offset: $0.offset)
                    }
                }
            }
            stops =
                nearFramesOnly
                ? snapEachFrame(unsnapped, lengths: lengths, events: places)
                : framePlan(count: count, lengths: lengths, events: places)
            if count < nodes.count {
                let path = nodes.map(\.text).joined(separator: ", ")
                warnings.append(
                    "--frames \(count) is fewer than the \(nodes.count) nodes of the scroll path (\(path)): "
                        + "some nodes have no frame; --frames \(nodes.count) or more gives each one")
            }
        case .offsets:
            stops = nodes.indices.map { PathStop(segment: $0, fraction: 0) }
            unsnapped = stops
        }

        var layouts: [VariantLayout] = []
        var thresholdsSkipped = 0
        for (v, (member, sim)) in zip(members, sims).enumerated() {
            var walk = makeWalk(sim, v)
            let stops = own(stops, v)
            var frames: [FrameLayout] = []
            var summaries: [FrameSummary] = []
            if detail == .full { frames.reserveCapacity(stops.count) } else { summaries.reserveCapacity(stops.count) }
            for (index, stop) in stops.enumerated() {
                let frame = walk.frame(at: stop, variant: v, index: index)
                if detail == .full {
                    frames.append(frame)
                } else {
                    summaries.append(FrameSummary(frame, after: summaries.last))
                }
            }
            walk.finish()
            // Looking near the frames only, a pin change no frame stands on is not listed: what
            // was seen of the others depends on where the windows fell, not on the list.
            let seen = walk.pinWindows == nil ? walk.events : walk.events.filter { $0.kind != .pin || $0.frame != nil }
            if walk.pinWindows != nil { thresholdsSkipped = max(thresholdsSkipped, walk.pinThresholdsOnPath) }
            // In path order; those at one offset in a fixed order whatever the frames are.
            var moment = 0
            let events = seen.enumerated().map { order, event -> (key: (Int, ScrollEvent.Kind, Int), event: ScrollEvent) in
                if order > 0, seen[order - 1].offset != event.offset { moment += 1 }
                return (
                    (moment, event.kind, order),
                    ScrollEvent(
                        kind: event.kind, label: event.label, offset: event.offset, frame: event.frame,
                        nearestFrame: event.frame ?? event.leaving
                            ?? nearest(
                                event, offsets: { detail == .full ? frames[$0].contentOffset : summaries[$0].contentOffset },
                                count: stops.count), direction: event.direction, leavesFrame: event.leaving != nil)
                )
            }.sorted { $0.key < $1.key }.map(\.event)
            let onFrames = eventsShown(events)
            for event in onFrames {
                if detail == .full {
                    frames[event.frame].events.append(event.label)
                } else {
                    summaries[event.frame].events.append(event.label)
                }
            }
            let kept: VariantFrames =
                detail == .full
                ? VariantFrames(kept: frames)
                : VariantFrames(
                    replay: FrameReplay(
                        simulation: SimulationOfScenario(sim: sim), nodes: nodes, unsnapped: own(unsnapped, v),
                        stops: stops, variant: v,
                        eventsOnFrames: onFrames.enumerated()
                            .sorted { ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset) }.map(\.element)),
                    summaries: summaries)
            let layout = VariantLayout(
                name: member.name, scenario: member.scenario, frames: kept,
                events: events, path: resolvedPath(nodes, walk),
                fonts: sim.hasContent || member.scenario.titlesDrawEmoji ? fonts?.forScenario(member.scenario) : nil)
            layouts.append(layout)
        }
        if thresholdsSkipped > 0 {
            warnings.append(
                "the scroll path passes about \(thresholdsSkipped) places where a header or footer starts or "
                    + "stops pinning, more than \(ScrollWalk.pinThresholdLimit): pin events are looked for near each frame "
                    + "only, and only those a frame stands on are listed")
        }
        var basePath: [ResolvedNode]?
        if variants != nil {
            if let same = layouts.first(where: { $0.scenario == base }) {
                basePath = same.path
            } else {
                var walk = ScrollWalk.along(
                    sim: try Simulation(base, fonts: fonts?.forScenario(base)), nodes: nodes, lookingNear: own(unsnapped, 0))
                walk.finish()
                basePath = resolvedPath(nodes, walk)
            }
        }
        var run = LayoutRun(
            scenarioName: base.name, hasVariants: variants != nil, variants: layouts,
            basePath: basePath, warnings: warnings)
        run.motionTimes = timeline?.times(stops)
        run.motionNodes = timeline.map { _ in stops.map(\.isNode) }
        return run
    }
}

/// What each frame lists (Docs/decisions.md, Events): of the events that happened exactly where
/// it stands, each subject ("header.1", "pinUnderNavigationBar") once, with its last state, the
/// one the frame shows; the label keeps the place of the subject's first change among them. A
/// threshold crossed and crossed back at one offset leaves the frame's list, not the variant's
/// events (the layout JSON's `eventOffsets`).
func eventsShown(_ events: [ScrollEvent]) -> [FrameReplay.EventOnFrame] {
    var shown: [FrameReplay.EventOnFrame] = []
    var slot: [String: Int] = [:]
    for event in events {
        guard let frame = event.frame else { continue }
        let key = "\(frame) " + eventSubject(event.label)
        if let k = slot[key] {
            shown[k].label = event.label
        } else {
            slot[key] = shown.count
            shown.append(FrameReplay.EventOnFrame(frame: frame, label: event.label))
        }
    }
    return shown
}

/// "header.1" of "header.1 pins": an event label is its subject, a space, and the new state.
func eventSubject(_ label: String) -> Substring { label[..<(label.lastIndex(of: " ") ?? label.endIndex)] }

/// A Compose list on an iPhone preset, or a UIKit or SwiftUI list on an Android one: it is laid
/// out by its own kind's rules under the other platform's safe area and chrome, rarely what was
/// meant. Said once, for the first variant where it holds; Flutter runs on both, and a custom
/// screen (no preset's name) is left alone.
private func kindAndDeviceDisagree(_ members: [(name: String?, scenario: Scenario)]) -> String? {
    for member in members {
        let device = member.scenario.device
        let android = Device.androidPresets.contains { $0.name == device.name }
        let iPhone = device.name.hasPrefix("iphone")
        let whose = member.name.map { " (variant \($0))" } ?? ""
        switch member.scenario.list.kind.rules.platform {
        case .android where iPhone:
            return "the list\(whose) is Jetpack Compose's, on \(device.name): it is laid out by Material's rules under an "
                + "iPhone's safe area and status bar; an Android preset (\(Device.androidPresets[0].name), for one) gives Android's"
        case .iOS where android:
            return "the list\(whose) is UIKit's or SwiftUI's, on \(device.name): it is laid out by iOS's rules under an "
                + "Android phone's safe area and chrome; an iPhone preset gives iOS's"
        case .iOS, .android, .both: continue
        }
    }
    return nil
}

/// A list whose content, with its insets, fits its bounds has one resting offset (rule 1.3,
/// Docs/uikit-rules.md: the end of the range is never above its start), so every frame of a path
/// without a drag shows the same screen. Said once, for the first variant where it holds; a path
/// with a drag is pulling on purpose (the rubber band, rule 1.4). Estimated rows are left out:
/// their content's height is known only as they are realised.
private func cannotScroll(_ nodes: [PathNode], _ names: [String?], _ sims: [Simulation]) -> String? {
    guard nodes.count > 1, !nodes.contains(where: \.isDrag),
        let (k, sim) = sims.enumerated().first(where: {
            $0.element.restContent.known && $0.element.restRange.lowerBound == $0.element.restRange.upperBound
        })
    else { return nil }
    let whose = names[k].map { " (variant \($0))" } ?? ""
    return "the list\(whose) cannot scroll: its content is \(formatNumber(sim.restContent.height)) pt, "
        + "which with its insets fits the \(formatNumber(sim.listFrame.height)) pt bounds, so every frame shows "
        + "contentOffset.y \(formatNumber(sim.restRange.lowerBound)); add rows to scroll, or a { \"drag\": d } "
        + "to pull it past its top"
}

/// `0` in the path, where the list's top is not 0: a list under a bar, or with an inset, rests at
/// contentOffset.y = -adjustedContentInset.top (rule 1.3, Docs/uikit-rules.md), so 0 is already
/// scrolled (under a large title, the title has collapsed). Said once, for the first variant where
/// it holds: a path written as if 0 were the top is the usual slip, and `start` says the top
/// (`--offsets` takes numbers only, so there the number comes first).
private func zeroIsNotTheTop(_ values: [PathValue], _ names: [String?], _ sims: [Simulation], fromOffsets: Bool) -> String? {
    guard values.contains(.offset(0)),
        let (k, sim) = sims.enumerated().first(where: { formatNumber(-$0.element.restRange.lowerBound) != "0" })
    else { return nil }
    let top = formatNumber(sim.restRange.lowerBound)
    let whose = names[k].map { " of variant \($0)" } ?? ""
    return "offset 0 is not the top of the list\(whose): it rests at contentOffset.y \(top) "
        + "(-adjustedContentInset.top), so 0 is \(formatNumber(-sim.restRange.lowerBound)) pt down; "
        + (fromOffsets ? "\(top) is the top (\"start\" in a scenario's scroll path)" : "\"start\" (or \(top)) is the top")
}

/// Of the frames either side of an event that no frame shows, the nearer by offset (ties: the
/// earlier one).
private func nearest(_ event: WalkEvent, offsets: (Int) -> Double, count: Int) -> Int {
    let before = event.after
    let after = event.after + 1
    guard before >= 0 else { return min(after, count - 1) }
    guard after < count else { return before }
    let a = abs(offsets(before) - event.offset)
    let b = abs(offsets(after) - event.offset)
    return b < a ? after : before
}

/// Each node as written and the offset the walk showed on arriving there.
private func resolvedPath(_ nodes: [PathNode], _ walk: ScrollWalk) -> [ResolvedNode] {
    zip(nodes, walk.arrivals).map { node, arrival in ResolvedNode(value: node.text, offset: arrival?.offset ?? 0) }
}
