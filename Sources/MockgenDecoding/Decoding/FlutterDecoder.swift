import MockgenFormat
import MockgenLayout

/// `"kind": "flutter"`: a CustomScrollView of slivers (Docs/scenario-format.md#flutter). Each
/// sliver names its widget in `"sliver"`; the keys are the widgets' own parameter names.
extension ScenarioDecoder {
    static let flutterListKeys = ScenarioKeys.flutterListKind.names + ScenarioKeys.flutterList.names

    static let appBarKeys = ScenarioKeys.sliverAppBar.names + ScenarioKeys.sliverHeaderView.names
    /// Each sliver's keys; a header sliver's and a box's end with its view's.
    static let sliverKeys: [String: [String]] = [
        "SliverAppBar": appBarKeys,
        "SliverAppBar.medium": appBarKeys,
        "SliverAppBar.large": appBarKeys,
        "SliverPersistentHeader": ScenarioKeys.sliverPersistentHeader.names + ScenarioKeys.sliverHeaderView.names,
        "PinnedHeaderSliver": ScenarioKeys.pinnedHeaderSliver.names + ScenarioKeys.sliverHeaderView.names,
        "SliverFloatingHeader": ScenarioKeys.sliverFloatingHeader.names + ScenarioKeys.sliverHeaderView.names,
        "SliverResizingHeader": ScenarioKeys.sliverResizingHeader.names + ScenarioKeys.sliverHeaderView.names,
        "SliverToBoxAdapter": ScenarioKeys.sliverToBoxAdapter.names + ScenarioKeys.sliverHeaderView.names,
        "SliverList": ScenarioKeys.sliverList.names,
        "SliverFixedExtentList": ScenarioKeys.sliverFixedExtentList.names,
        "SliverGrid": ScenarioKeys.sliverGrid.names,
        "SliverMainAxisGroup": ScenarioKeys.sliverMainAxisGroup.names,
        "SliverPadding": ScenarioKeys.sliverPadding.names,
        "SliverSafeArea": ScenarioKeys.sliverSafeArea.names,
    ]
    static let sliverNames = [
        "SliverAppBar", "SliverAppBar.medium", "SliverAppBar.large", "SliverPersistentHeader", "PinnedHeaderSliver",
        "SliverFloatingHeader", "SliverResizingHeader", "SliverToBoxAdapter", "SliverList", "SliverFixedExtentList",
        "SliverGrid", "SliverMainAxisGroup", "SliverPadding", "SliverSafeArea",
    ]
    static let bottomKeys = ScenarioKeys.appBarBottom.names
    static let edgeInsetsKeys = ScenarioKeys.edgeInsets.names
    /// A SliverList child takes a height; the other slivers' children refuse one with a reason.
    static let sliverChildKeys = ScenarioKeys.sliverChild.names + ScenarioKeys.sliverListChild.names

    /// Slivers in one scroll view, groups' slivers included: far more than a screen is built of,
    /// and few enough that finding where each pinned header starts to pin (a search over the
    /// headers at each offset it tries) stays cheap.
    public static let maxSlivers = 100

    /// Read on the tape when parsed: building the list's value would build every row.
    static func isFlutterList(_ r: Reader) -> Bool {
        if let (tape, index) = r.node.parsed {
            guard tape.entries[index].kind == .object else { return false }
            return ObjectReader(parsedObjectOf: r)["kind"]?.node.value.string == "flutter"
        }
        return r.node.value.object?["kind"]?.value.string == "flutter"
    }

    static func decodeFlutterList(_ r: Reader) throws(ScenarioError) -> ListSpec {
        if let sections = try r.object(flutterListKeys + ["sections"]).optional("sections") {
            throw sections.fail(
                "a Flutter list holds \"slivers\", not \"sections\"; a variant that switches kinds removes them with null")
        }
        let o = try r.object(flutterListKeys)
        var spec = FlutterSpec(slivers: [])
        var sections: [SectionSpec] = []
        var children = 0
        let slivers = try o.required("slivers")
        let entries = try slivers.array()
        guard !entries.isEmpty else { throw slivers.fail("a CustomScrollView needs at least one sliver") }
        for entry in entries {
            try decodeSliver(entry, inGroup: false, into: &spec, sections: &sections, children: &children)
        }
        var list = ListSpec(kind: .flutter(spec), contentInsetAdjustmentBehavior: .never, sections: sections)
        // ScrollConfiguration gives BouncingScrollPhysics on iOS, ClampingScrollPhysics elsewhere
        // (widgets/scroll_configuration.dart); a primary CustomScrollView is always scrollable
        // (widgets/scroll_view.dart), so short content bounces too.
        list.bounces = try o.optional("physics")?.oneOf([("bouncing", true), ("clamping", false)]) ?? true
        list.alwaysBounceVertical = true
        list.backgroundColor = try o.optional("backgroundColor")?.color()
        return list
    }

    private static func decodeSliver(
        _ r: Reader, inGroup: Bool, into spec: inout FlutterSpec, sections: inout [SectionSpec],
        children: inout Int
    ) throws(ScenarioError) {
        let typeObject = try r.object(Array(Set(sliverKeys.values.joined())).sorted())
        let name = try typeObject.required("sliver").oneOf(sliverNames.map { ($0, $0) })
        let own = sliverKeys[name] ?? []
        // A key of another sliver is a likely slip (itemExtent on a SliverList): name its owner.
        if let member = typeObject.object.members.first(where: { !own.contains($0.key) }),
            let owner = sliverNames.first(where: { sliverKeys[$0]?.contains(member.key) == true })
        {
            throw ScenarioError(
                source: r.source, position: member.keyPosition, keyPath: r.path.appending(member.key).description,
                message: "\"\(member.key)\" is a key of \(owner), not of \(name)")
        }
        let o = try r.object(own)
        if name == "SliverPadding" || name == "SliverSafeArea" {
            let kind: SliverPaddingPart.Kind
            if name == "SliverPadding" {
                kind = .fixed(try edgeInsets(o.required("padding")))
            } else {
                kind = .safeArea(
                    top: try o.optional("top")?.bool() ?? true, bottom: try o.optional("bottom")?.bool() ?? true,
                    left: try o.optional("left")?.bool() ?? true, right: try o.optional("right")?.bool() ?? true,
                    minimum: try o.optional("minimum").map(edgeInsets) ?? SliverInsets())
            }
            // The wrapped sliver (Flutter's `sliver:` argument; "sliver" names the widget here).
            let start = spec.slivers.count
            try decodeSliver(o.required("child"), inGroup: inGroup, into: &spec, sections: &sections, children: &children)
            let end = spec.slivers.count
            for index in start..<end {
                let part = SliverPaddingPart(kind: kind, leading: index == start, trailing: index == end - 1)
                // Outer paddings were decoded first but wrap last: put this one before those
                // the child's own paddings added.
                spec.paddings[index, default: []].insert(part, at: 0)
            }
            return
        }
        if name == "SliverMainAxisGroup" {
            guard !inGroup else {
                throw r.fail("a SliverMainAxisGroup inside another is not modelled; list its slivers in the outer group")
            }
            let inner = try o.required("slivers")
            let entries = try inner.array()
            guard !entries.isEmpty else { throw inner.fail("a SliverMainAxisGroup needs at least one sliver") }
            let start = spec.slivers.count
            for entry in entries {
                try decodeSliver(entry, inGroup: true, into: &spec, sections: &sections, children: &children)
            }
            spec.groups.append(start..<spec.slivers.count)
            return
        }
        guard spec.slivers.count < maxSlivers else {
            throw r.fail("more than \(maxSlivers) slivers in one CustomScrollView; that is the limit")
        }
        var section = SectionSpec(rows: [])
        let sliver: FlutterSliver
        switch name {
        case "SliverAppBar", "SliverAppBar.medium", "SliverAppBar.large":
            let variant = SliverAppBarSpec.Variant(rawValue: name) ?? .small
            var bar = SliverAppBarSpec(variant: variant)
            let defaultToolbar = bar.toolbarHeight
            bar.pinned = try o.optional("pinned")?.bool() ?? bar.pinned
            bar.floating = try o.optional("floating")?.bool() ?? false
            bar.snap = try o.optional("snap")?.bool() ?? false
            bar.stretch = try o.optional("stretch")?.bool() ?? false
            bar.toolbarHeight = try o.optional("toolbarHeight")?.size() ?? defaultToolbar
            bar.expandedHeight = try o.optional("expandedHeight")?.size()
            bar.collapsedHeight = try o.optional("collapsedHeight")?.size()
            bar.primary = try o.optional("primary")?.bool() ?? true
            bar.centerTitle = try o.optional("centerTitle")?.bool()
            bar.systemOverlayStyle = try o.optional("systemOverlayStyle")?
                .oneOf(SystemOverlayStyle.allCases.map { ($0.rawValue, $0) })
            if let b = o.optional("bottom") {
                let bo = try b.object(bottomKeys)
                var view = ViewSpec()
                view.title = try bo.optional("title")?.string()
                view.color = try bo.optional("color")?.color()
                view.content = try bo.optional("content").map { v throws(ScenarioError) in
                    try ContentDecoder.decode(v, platform: .composeOrFlutter)
                }
                // A PreferredSize's height is its own (TabBar: 46 with text, 72 with icon and
                // text, plus the indicator); mockgen does not measure it.
                bar.bottom = AppBarBottom(height: try bo.required("height").size(), view: view)
            }
            // app_bar.dart's asserts, as errors.
            if bar.snap, !bar.floating {
                throw o["snap"]!.fail(
                    "snap needs \"floating\": true (Flutter: the snap argument only makes sense for floating app bars)")
            }
            if let collapsed = bar.collapsedHeight, collapsed < bar.toolbarHeight {
                throw o["collapsedHeight"]!.fail(
                    "collapsedHeight (\(formatNumber(collapsed))) must be at least toolbarHeight (\(formatNumber(bar.toolbarHeight)))"
                )
            }
            section.header = try headerView(r)
            sliver = .appBar(bar)
        case "SliverPersistentHeader":
            let minExtent = try o.required("minExtent").size()
            let maxExtent = try o.required("maxExtent").size()
            // RenderSliverPersistentHeader.layoutChild asserts minExtent <= maxExtent.
            guard minExtent <= maxExtent else {
                throw o["minExtent"]!.fail(
                    "minExtent (\(formatNumber(minExtent))) must not be above maxExtent (\(formatNumber(maxExtent)))")
            }
            let pinned = try o.optional("pinned")?.bool() ?? false
            let floats = try o.optional("floating")?.bool() ?? false
            section.header = try headerView(r)
            sliver = .persistentHeader(
                PersistentHeaderSpec(pinned: pinned, floating: floats, minExtent: minExtent, maxExtent: maxExtent))
        case "PinnedHeaderSliver":
            // widgets/pinned_header_sliver.dart: laid out at its child's extent, painted at the
            // overlap at full height; the following slivers move up as it scrolls: a pinned
            // persistent header whose min and max are that extent.
            let h = try o.required("height").size()
            section.header = try headerView(r)
            sliver = .persistentHeader(PersistentHeaderSpec(pinned: true, minExtent: h, maxExtent: h))
        case "SliverFloatingHeader":
            // widgets/sliver_floating_header.dart: the effective scroll offset follows each move,
            // within 0...scrollOffset, and always snaps where the scroll stops; in the default
            // overlay mode the content does not move with it.
            if let mode = o.optional("snapMode") {
                let scroll = try mode.oneOf([("overlay", false), ("scroll", true)])
                if scroll {
                    throw mode.fail(
                        "snapMode \"scroll\" (the content moving with the header) is not modelled; \"overlay\" (the default) is")
                }
            }
            let h = try o.required("height").size()
            section.header = try headerView(r)
            sliver = .persistentHeader(PersistentHeaderSpec(floating: true, minExtent: h, maxExtent: h, snap: true))
        case "SliverResizingHeader":
            // widgets/sliver_resizing_header.dart: the child is max(min, max - scrollOffset) tall,
            // painted at the overlap: a pinned persistent header of the prototypes' extents.
            // Without a max prototype the stored source's maxExtent is unbounded, so it is required.
            let minExtent = try o.optional("minExtent")?.size() ?? 0
            let maxExtent = try o.required("maxExtent").size()
            guard minExtent <= maxExtent else {
                throw o["minExtent"]!.fail(
                    "minExtent (\(formatNumber(minExtent))) must not be above maxExtent (\(formatNumber(maxExtent)))")
            }
            section.header = try headerView(r)
            sliver = .persistentHeader(PersistentHeaderSpec(pinned: true, minExtent: minExtent, maxExtent: maxExtent))
        case "SliverToBoxAdapter":
            var view = try headerView(r)
            if let h = o.optional("height") {
                view.height = .points(try h.size())
            } else {
                guard view.content != nil else {
                    throw r.fail("a SliverToBoxAdapter needs a \"height\" in points or \"content\" to measure")
                }
                view.height = .automatic
            }
            children += 1
            try checkTotal(children, of: "children", in: "scroll view", at: r)
            section.rows = [ViewRun(count: 1, view: view)]
            sliver = .list(itemExtent: nil)
        case "SliverGrid":
            var grid = SliverGridSpec(
                crossAxisCount: try o.required("crossAxisCount").integer(in: 1...1000, what: "a cross-axis count"))
            grid.mainAxisSpacing = try o.optional("mainAxisSpacing")?.size() ?? 0
            grid.crossAxisSpacing = try o.optional("crossAxisSpacing")?.size() ?? 0
            if let ratio = o.optional("childAspectRatio") {
                let x = try ratio.size()
                guard x > 0 else { throw ratio.fail("childAspectRatio must be above 0") }
                grid.childAspectRatio = x
            }
            grid.mainAxisExtent = try o.optional("mainAxisExtent")?.size()
            section.rows = try sliverChildren(o, heights: .none, count: &children)
            sliver = .grid(grid)
        case "SliverFixedExtentList":
            let extent = try o.required("itemExtent").size()
            section.rows = try sliverChildren(o, heights: .none, count: &children)
            sliver = .list(itemExtent: extent)
        default:
            section.rows = try sliverChildren(o, heights: .required, count: &children)
            sliver = .list(itemExtent: nil)
        }
        spec.slivers.append(sliver)
        sections.append(section)
    }

    /// `EdgeInsets`: one number for `EdgeInsets.all`, or `{ "top", "bottom", "left", "right" }`.
    private static func edgeInsets(_ r: Reader) throws(ScenarioError) -> SliverInsets {
        if case .number = r.node.value {
            let all = try r.size()
            return SliverInsets(before: all, after: all, left: all, right: all)
        }
        let o = try r.object(edgeInsetsKeys)
        return SliverInsets(
            before: try o.optional("top")?.size() ?? 0, after: try o.optional("bottom")?.size() ?? 0,
            left: try o.optional("left")?.size() ?? 0, right: try o.optional("right")?.size() ?? 0)
    }

    /// The header's view: `title`, `color` and `content` of the sliver itself (its height is
    /// the sliver's extent).
    private static func headerView(_ r: Reader) throws(ScenarioError) -> ViewSpec {
        let o = try r.object(Array(Set(sliverKeys.values.joined())))
        var view = ViewSpec()
        view.title = try o.optional("title")?.string()
        view.color = try o.optional("color")?.color()
        view.content = try o.optional("content").map { v throws(ScenarioError) in
            try ContentDecoder.decode(v, platform: .composeOrFlutter)
        }
        return view
    }

    private enum ChildHeights { case required, none }

    /// A list's or grid's `children`: views, each one child or with `count` that many alike; or
    /// one view with `count`. A SliverList child gives its height in points, or is as tall as its
    /// content (Docs/platform-rules.md#flutter-19); a fixed-extent list or a grid sizes its
    /// children itself.
    private static func sliverChildren(_ o: ObjectReader, heights: ChildHeights, count total: inout Int) throws(ScenarioError)
        -> [ViewRun]
    {
        guard let r = o.optional("children") else { return [] }
        var runs: [ViewRun] = []
        func child(_ item: Reader) throws(ScenarioError) -> ViewRun {
            let fields = try item.object(sliverChildKeys)
            let count = try fields.optional("count")?.integer(in: 0...maxRows) ?? 1
            var view = ViewSpec()
            switch (heights, fields.optional("height")) {
            case (.required, nil):
                // The child at its own height, measured from its content (Docs/platform-rules.md#flutter-19).
                guard fields.optional("content") != nil else {
                    throw item.fail("a SliverList child needs a \"height\" in points or \"content\" to measure")
                }
                view.height = .automatic
            case (.required, let h?):
                view.height = .points(try h.size())
            case (.none, let h?):
                throw h.fail("this sliver sizes its children (itemExtent, or the grid's tiles); a child takes no height")
            case (.none, nil):
                break
            }
            view.title = try fields.optional("title")?.string()
            view.color = try fields.optional("color")?.color()
            view.content = try fields.optional("content").map { v throws(ScenarioError) in
                try ContentDecoder.decode(v, platform: .composeOrFlutter)
            }
            total += count
            try checkTotal(total, of: "children", in: "scroll view", at: item)
            return ViewRun(count: count, view: view)
        }
        if r.node.isArray {
            for item in try r.array() { runs.append(try child(item)) }
        } else {
            guard case .object = r.node.value else { throw r.fail("expected an array or an object with \"count\", got \(r.got)") }
            guard (try r.object(sliverChildKeys)).has("count") else {
                throw r.fail("one view as children needs a \"count\"")
            }
            runs.append(try child(r))
        }
        return runs
    }

    /// A Flutter screen draws its bars as slivers: UIKit's bars and delegate behaviours do not apply.
    static func checkFlutterScreen(_ o: ObjectReader, list: ListSpec) throws(ScenarioError) {
        guard case .flutter = list.kind else { return }
        for key in ["navigationBar", "tabBar", "toolbar", "behaviors"] {
            guard let r = o.optional(key) else { continue }
            let message =
                switch key {
                case "navigationBar":
                    "\"navigationBar\" is UIKit's; a Flutter screen's bar is a SliverAppBar sliver (a variant removes it with null)"
                case "behaviors":
                    "behaviours are UIKit delegate code; a Flutter screen takes none (a variant removes them with null)"
                default: "\"\(key)\" is UIKit's; a Flutter screen takes none (a variant removes it with null)"
                }
            throw r.fail(message)
        }
    }
}
