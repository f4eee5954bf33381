import MockgenFormat
import MockgenJSON
import MockgenLayout

/// The layout of every frame (Docs/layout-json.md): the golden reviewers diff.
///
/// Pretty-printed with 2-space indentation; objects of plain values (a frame rectangle, an inset,
/// an element) stay on one line so that one changed element is one changed line. Keys keep the
/// contract's order; numbers go through `formatNumber`. Ends with a newline.
public func renderLayoutJSON(_ layoutRun: LayoutRun) -> String {
    let root: JSONOutput
    if layoutRun.hasVariants {
        root = .object([
            ("scenario", .string(layoutRun.scenarioName)),
            (
                "variants",
                .array(
                    layoutRun.variants.map { variant in
                        var fields: [(String, JSONOutput)] = [("name", .string(variant.name ?? ""))]
                        let moved = pathOffsets(variant, base: layoutRun.basePath)
                        fields += layoutFields(variant, times: layoutRun.frameTimes)
                        if !moved.isEmpty { fields.insert(("pathOffsets", .array(moved)), at: 2) }
                        return .object(fields)
                    })
            ),
        ])
    } else {
        let fields =
            layoutRun.variants.first.map { layoutFields($0, times: layoutRun.frameTimes) } ?? [
                ("viewport", .null), ("frames", .array([])),
            ]
        root = .object([("scenario", .string(layoutRun.scenarioName))] + fields)
    }
    var out = ""
    root.write(to: &out, indent: "")
    return out + "\n"
}

private func layoutFields(_ variant: VariantLayout, times: [Double]?) -> [(String, JSONOutput)] {
    // Each event under the frame nearest it, with the offset where it happened
    // (Docs/layout-json.md#events; `events`, the labels of the frame's own offset, stay as they were).
    var near = [[ScrollEvent]](repeating: [], count: variant.frames.count)
    for event in variant.events where near.indices.contains(event.nearestFrame) { near[event.nearestFrame].append(event) }
    return [
        ("viewport", size(variant.viewport)),
        (
            "frames",
            .array(
                zip(variant.frames, near).enumerated().map { k, pair in
                    frameJSON(pair.0, near: pair.1, time: times.flatMap { k < $0.count ? $0[k] : nil })
                })
        ),
    ]
}

/// The nodes whose offset in this variant differs from the base scenario's (Docs/decisions.md,
/// Frames and paths: each variant resolves `start`, `end` and drags on its own range).
private func pathOffsets(_ variant: VariantLayout, base: [ResolvedNode]?) -> [JSONOutput] {
    guard let base else { return [] }
    return zip(variant.path, base).enumerated().compactMap { index, pair in
        let (own, theirs) = pair
        guard formatNumber(own.offset) != formatNumber(theirs.offset) else { return nil }
        return .inline([
            ("node", .integer(index)), ("value", .string(own.value)), ("offset", .number(own.offset)),
            ("base", .number(theirs.offset)),
        ])
    }
}

private func frameJSON(_ frame: FrameLayout, near: [ScrollEvent], time: Double?) -> JSONOutput {
    var fields: [(String, JSONOutput)] = [("index", .integer(frame.index))]
    // Milliseconds are the finest unit any format shows.
    if let time { fields.append(("time", .number((time * 1000).rounded() / 1000))) }
    fields.append(("contentOffset", .number(frame.contentOffset)))
    if let from = frame.clampedFrom { fields.append(("clampedFrom", .number(from))) }
    fields += [
        ("contentInset", insets(frame.contentInset)),
        ("adjustedContentInset", insets(frame.adjustedContentInset)),
        ("contentSize", size(frame.contentSize)),
        ("navigationBar", frame.navigationBar.map(navigationBarJSON) ?? .null),
    ]
    if let search = frame.navigationBar?.searchBar {
        fields.append(("searchBar", .inline([("frame", rect(search.frame)), ("progress", .number(search.progress))])))
    }
    if let bottom = frame.bottomBar { fields.append((bottom.spec.id, bottomBarJSON(bottom))) }
    fields += [
        ("elements", .array(frame.elements.map(elementJSON)))
    ]
    if !frame.events.isEmpty { fields.append(("events", .inlineArray(frame.events.map(JSONOutput.string)))) }
    if !near.isEmpty {
        fields.append(
            ("eventOffsets", .array(near.map { .inline([("event", .string($0.label)), ("offset", .number($0.offset))]) })))
    }
    if !frame.behaviorStates.isEmpty {
        fields.append(("behaviors", .inline(frame.behaviorStates.map { ($0.name, .string($0.state)) })))
    }
    if !frame.directionalBars.isEmpty {
        // How much of each direction-aware bar is hidden (Behaviors/DirectionalBar.swift).
        fields.append(("barsHidden", .inline(frame.directionalBars.map { ($0.bar, .number($0.hidden)) })))
    }
    return .object(fields)
}

/// `frame` and `alpha` (Docs/layout-json.md), then what system bars add (Docs/layout-json.md):
/// the large title's progress, the appearance in force and its background.
private func navigationBarJSON(_ bar: NavigationBarState) -> JSONOutput {
    var fields: [(String, JSONOutput)] = [("frame", rect(bar.frame)), ("alpha", .number(bar.alpha))]
    if let progress = bar.largeTitleProgress { fields.append(("largeTitleProgress", .number(progress))) }
    if let appearance = bar.appearance, let background = bar.background {
        fields += [("appearance", .string(appearance.rawValue)), ("background", .string(background.rawValue))]
    }
    if !bar.items.isEmpty { fields.append(("items", .inlineArray(bar.items.map { rect($0.frame) }))) }
    if let effect = bar.scrollEdgeEffect { fields.append(("scrollEdgeEffect", edgeEffectJSON(effect))) }
    return .inline(fields)
}

private func bottomBarJSON(_ bar: BottomBarState) -> JSONOutput {
    var fields: [(String, JSONOutput)] = [
        ("frame", rect(bar.frame)), ("appearance", .string(bar.appearance.rawValue)),
        ("background", .string(bar.background.rawValue)),
    ]
    // iOS 26 and later only, so that iOS 17 and 18's layout JSON stays as it was.
    if bar.hasLiquidGlass, bar.spec.kind == .tabBar { fields.append(("minimized", .bool(bar.minimized))) }
    if let effect = bar.scrollEdgeEffect { fields.append(("scrollEdgeEffect", edgeEffectJSON(effect))) }
    return .inline(fields)
}

/// The scroll edge effect of iOS 26 and later (rule 9.2): its style and the region it draws in.
private func edgeEffectJSON(_ effect: ScrollEdgeEffectState) -> JSONOutput {
    .inline([("style", .string(effect.style.rawValue)), ("frame", rect(effect.region))])
}

private func elementJSON(_ element: Element) -> JSONOutput {
    var fields: [(String, JSONOutput)] = [("id", .string(element.id)), ("kind", .string(element.kind.rawValue))]
    switch element.kind {
    case .tableHeader, .tableFooter, .safeAreaInset, .floatingActionButton, .bottomBar, .floatingToolbar, .floatingToolbarButton:
        break
    case .header, .footer, .decoration: fields.append(("section", .integer(element.section ?? 0)))
    case .cell, .accessory, .item:
        fields.append(("section", .integer(element.section ?? 0)))
        fields.append(("item", .integer(element.item ?? 0)))
    }
    fields += [("frame", rect(element.frame)), ("pinned", .bool(element.pinned))]
    return .inline(fields)
}

private func rect(_ r: Rect) -> JSONOutput {
    .inline([("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)), ("height", .number(r.height))])
}

private func size(_ s: Size) -> JSONOutput {
    .inline([("width", .number(s.width)), ("height", .number(s.height))])
}

private func insets(_ i: Insets) -> JSONOutput {
    .inline([("top", .number(i.top)), ("left", .number(i.left)), ("bottom", .number(i.bottom)), ("right", .number(i.right))])
}
