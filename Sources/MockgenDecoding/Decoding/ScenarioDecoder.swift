import MockgenFormat
import MockgenJSON
import MockgenLayout
import MockgenText

/// A decoded scenario file: the base screen and, when the file declares them, its variants.
public struct ScenarioDocument: Sendable, Equatable {
    public var base: Scenario
    /// nil when the file has no `variants` key; otherwise one scenario per variant, in order.
    public var variants: [ScenarioVariant]?

    /// Applies a command-line override to every scenario (Docs/decisions.md: they apply to every variant).
    public mutating func mapScenarios(_ change: (inout Scenario) -> Void) {
        change(&base)
        if var list = variants {
            for i in list.indices { change(&list[i].scenario) }
            variants = list
        }
    }
}

/// Turns scenario file bytes into `Scenario` values (Docs/scenario-format.md), with UIKit's
/// defaults for absent keys and an error naming file, line, column and key path otherwise.
public enum ScenarioDecoder {
    /// Rows or items in one list: far beyond any screen, within what layout handles in O(1) memory
    /// per run (Docs/decisions.md asks for at least 10,000,000).
    public static let maxRows = 1_000_000_000
    public static let maxSections = 100_000
    /// Rows and items written one by one (elements of `rows` and `items` arrays) in a file, its
    /// variants' lists included: each becomes a run of about 250 bytes, and the layout keeps more,
    /// about 530 bytes a row in all (a list of 2,000,000 `{}` rows peaks at 1.07 GB, 4,000,000 at
    /// 2.1 GB). The limit keeps any file that fits `maxInputBytes` far from a 3 GB memory limit
    /// (Docs/errors.md#limits: out of memory is never a crash) and admits a list of 1,000,000 rows
    /// written one by one; alike rows written as a run cost one whatever their count.
    public static let maxRowsWritten = 2_000_000

    /// Largest scenario file, in bytes. Decoding takes about 6 times a file's size at its peak
    /// for a list written row by row (a 43 MB file of 1,000,000 rows) and at most about 35 times
    /// for the densest list (`[{},{},...]`: 3 bytes a row, a 16-byte tape entry and an 88-byte
    /// run decoded), so 48 MiB keeps the worst case under about 2 GB, below a 3 GB memory
    /// limit with room for the layout, while a million rows written one by one, or any list
    /// written as runs, fits (Docs/performance.md#a-big-file).
    public static let maxInputBytes = 48 << 20

    /// Refuses more than `maxRowsWritten` rows or items written one by one, before they are decoded.
    static func checkRowsWritten(_ count: Int, isTable: Bool, reader: Reader) throws(ScenarioError) {
        guard count > maxRowsWritten else { return }
        let rows = isTable ? "rows" : "items"
        throw reader.fail(
            "\(count) \(rows) written one by one, more than the limit of \(maxRowsWritten) in a scenario and its variants;"
                + " write alike \(rows) as one run: { \"count\": N, ... }")
    }

    /// Refuses a file larger than `maxInputBytes`, before it is read when its size is known.
    public static func checkInputSize(_ size: Int, source: String) throws(ScenarioError) {
        guard size > maxInputBytes else { return }
        throw ScenarioError(
            source: source, position: nil, keyPath: "",
            message: "the file is \(size) bytes, more than the limit of \(maxInputBytes) bytes (48 MiB) for a scenario")
    }

    /// Refuses an input read to one byte past `maxInputBytes` (a pipe, a FIFO or a device, whose
    /// size is known only as it is read): reading stopped there, so its size is not said.
    public static func checkInputRead(_ count: Int, source: String) throws(ScenarioError) {
        guard count > maxInputBytes else { return }
        throw ScenarioError(
            source: source, position: nil, keyPath: "",
            message: "the input is more than the limit of \(maxInputBytes) bytes (48 MiB) for a scenario; reading stopped there")
    }

    /// `iosVersion`, when given, replaces every variant's `iosVersion` before the rest is decoded
    /// (`--ios`), so that what depends on the version (bar heights, refusals) follows it.
    public static func decode(_ bytes: [UInt8], source: String, iosVersion: IOSVersion? = nil) throws(ScenarioError)
        -> ScenarioDocument
    {
        try checkInputSize(bytes.count, source: source)
        let root: JSONNode
        do { root = try JSONParser.parse(bytes) } catch {
            throw ScenarioError(source: source, position: error.position, keyPath: "", message: error.message)
        }
        let top = Reader(node: root, path: JSONPath(), source: source)
        let members = try top.object(topLevelKeys)
        let base = try decodeScenario(top, variantName: nil, iosOverride: iosVersion)

        guard let variantsReader = members["variants"] else { return ScenarioDocument(base: base, variants: nil) }
        // Each variant is an RFC 7396 merge patch on the scenario without `variants` and `scroll`.
        guard case .object(var patchBase) = root.value else { return ScenarioDocument(base: base, variants: nil) }
        _ = patchBase.remove("variants")
        let scroll = patchBase.remove("scroll")
        let entries = try variantsReader.array()
        guard !entries.isEmpty else { throw variantsReader.fail("expected at least one variant") }
        var variants: [ScenarioVariant] = []
        // Every variant's list is decoded and laid out on its own: the rows written one by one add up.
        var written = base.rowsWritten
        for entry in entries {
            let fields = try entry.object(variantKeys)
            let name = try fields.required("name").string()
            guard isIdentifier(name) else {
                throw fields["name"]!.fail("a variant name is \(nameRule) (it names files), got \"\(name)\"")
            }
            if variants.contains(where: { $0.name == name }) { throw fields["name"]!.fail("duplicate variant name \"\(name)\"") }
            guard case .object(var patch) = entry.node.value else { continue }
            _ = patch.remove("name")
            let operations = patch.remove("patch")
            var merged = jsonMergePatch(
                JSONNode(.object(patchBase), at: root.position), JSONNode(.object(patch), at: entry.node.position))
            // Then the RFC 6902 JSON Patch, on the merged scenario (Docs/scenario-format.md, variants).
            if let operations {
                do { merged = try jsonPatch(merged, operations.node) } catch {
                    let place = fields["patch"]!.path.description + (operations.node.value.array == nil ? "" : "[\(error.index)]")
                    let what = ([error.op, error.pointer].filter { !$0.isEmpty }).joined(separator: " ")
                    throw ScenarioError(
                        source: source, position: error.position, keyPath: place,
                        message: "in variant \"\(name)\": " + (what.isEmpty ? "" : what + ": ") + error.message)
                }
            }
            if let scroll, case .object(var object) = merged.value {
                object.set("scroll", keyPosition: scroll.keyPosition, node: scroll.node)
                merged = JSONNode(.object(object), at: merged.position)
            }
            var scenario = try decodeScenario(
                Reader(node: merged, path: JSONPath(), source: source), variantName: name, iosOverride: iosVersion)
            written += scenario.rowsWritten
            try checkRowsWritten(written, isTable: scenario.list.isTable, reader: entry)
            scenario.name = base.name
            variants.append(ScenarioVariant(name: name, scenario: scenario))
        }
        return ScenarioDocument(base: base, variants: variants)
    }

    static let topLevelKeys = ScenarioKeys.topLevel.names
    /// A variant's keys: the scenario's it may change, then its own.
    static let variantKeys = ScenarioKeys.variantPatch.names + ScenarioKeys.variant.names

    /// A scenario's or variant's name: it names files, so 1 to 64 letters, digits, `-` and `_`,
    /// and not starting with `-`, which a command line would take for an option (`mockgen check`
    /// and `--print-scenario` are given names).
    static let nameRule = "1 to 64 letters, digits, '-' and '_', not starting with '-'"
    /// The releases mockgen draws (Docs/uikit-rules.md, "iOS versions"), as `iosVersion` and `--ios` take them.
    static func decodeIOSVersion(_ r: Reader) throws(ScenarioError) -> IOSVersion {
        guard let n = r.node.value.number, let version = IOSVersion(rawValue: Int(exactly: n) ?? -1) else {
            throw r.fail("expected an iOS version mockgen draws: \(IOSVersion.namesForMessages)")
        }
        return version
    }

    static func isIdentifier(_ s: String) -> Bool {
        !s.isEmpty && s.utf8.count <= 64 && !s.hasPrefix("-")
            && s.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
            }
    }

    static func decodeScenario(_ top: Reader, variantName: String?, iosOverride: IOSVersion?) throws(ScenarioError)
        -> Scenario
    {
        do {
            var scenario = try decodeScenarioBody(top, iosOverride: iosOverride)
            // Looked at once here rather than by every layout and drawing (Docs/performance.md#many-sections).
            scenario.list.rememberSectionContent()
            return scenario
        } catch {
            guard let variantName else { throw error }
            var e = error
            e.message = "in variant \"\(variantName)\": " + e.message
            throw e
        }
    }

    static func decodeScenarioBody(_ top: Reader, iosOverride: IOSVersion?) throws(ScenarioError) -> Scenario {
        let o = try top.object(topLevelKeys)
        let name = try o.required("name").string()
        guard isIdentifier(name) else {
            throw o["name"]!.fail("a scenario name is \(nameRule) (it names files), got \"\(name)\"")
        }
        let device = try o.optional("device").map(decodeDevice) ?? .iPhone15Pro
        let declaredVersion = try o.optional("iosVersion").map(decodeIOSVersion)
        let version = iosOverride ?? declaredVersion ?? .current
        let declaredBar = try o.optional("navigationBar").map(decodeBar)
        let bottomBar = try decodeBottomBar(o)
        let listReader = try o.required("list")
        let list = try decodeList(listReader)
        try checkComposeScreen(o, list: list)
        try checkFlutterScreen(o, list: list)
        let bar = try swiftUIBar(list, declared: declaredBar, top: o)
        let behaviors =
            try o.optional("behaviors").map { r throws(ScenarioError) in
                try r.array().map { b throws(ScenarioError) in try decodeBehavior(b, list: list, bar: bar, version: version) }
            } ?? []
        try checkTabBarBehavior(o, behaviors: behaviors, bottomBar: bottomBar)
        // Rule 9.7 (Docs/uikit-rules.md): from iOS 26 a search field joins an iPhone's toolbar
        // unless the navigation item says no; that placement's geometry is unpublished.
        if version.hasLiquidGlass, bottomBar?.kind == .toolbar, bar?.searchController?.allowsToolbarIntegration == true,
            let search = try o.optional("navigationBar")?.object(navigationBarKeys).optional("searchController")
        {
            throw search.fail(
                "on iOS \(version.rawValue) the search field moves into the toolbar, whose geometry is unpublished;"
                    + " set \"searchBarPlacementAllowsToolbarIntegration\": false to keep it stacked under the title")
        }
        let path = try o.optional("scroll").map(decodeScroll) ?? [.start, .end]
        let appearance = try o.optional("appearance")?.oneOf(Appearance.allCases.map { ($0.rawValue, $0) }) ?? .light
        let contentSize = try o.optional("contentSize")?.oneOf(contentSizeCategories.map { ($0, $0) }) ?? "large"
        var scenario = Scenario(
            name: name, title: try o.optional("title")?.string(), description: try o.optional("description")?.string(),
            device: device, navigationBar: bar, list: list, behaviors: behaviors + composeBarBehaviors(list),
            scrollPath: path,
            appearance: appearance, contentSize: contentSize, iosVersion: version)
        scenario.bottomBar = bottomBar
        return scenario
    }

    /// UIContentSizeCategory names, smallest to largest (the rows of the Dynamic Type table).
    public static let contentSizeCategories = TextStyle.categories

    // MARK: - Device, bar

    static func decodeDevice(_ r: Reader) throws(ScenarioError) -> Device {
        if let name = r.node.value.string {
            if let preset = Device.preset(named: name) { return preset }
            let names = ScenarioKeys.devicePresets
            if let near = nearestKey(to: name, among: names) {
                throw r.fail("unknown device \"\(name)\"; did you mean \"\(near)\"?")
            }
            throw r.fail("unknown device \"\(name)\"; presets: \(names.joined(separator: ", "))")
        }
        let o = try r.object(ScenarioKeys.customDevice.names)
        let width = try o.required("width").size()
        let height = try o.required("height").size()
        guard width >= 1, height >= 1, width <= 4096, height <= 4096 else {
            throw r.fail("a device is 1 to 4096 points wide and tall")
        }
        var safe = Insets()
        if let s = o.optional("safeArea") {
            let so = try s.object(ScenarioKeys.safeArea.names)
            safe.top = try so.optional("top")?.size() ?? 0
            safe.bottom = try so.optional("bottom")?.size() ?? 0
            guard safe.top + safe.bottom < height else {
                throw s.fail("the safe area leaves no room on a \(formatNumber(height)) pt screen")
            }
        }
        return Device(name: "custom", width: width, height: height, safeArea: safe)
    }

    static func decodeBar(_ r: Reader) throws(ScenarioError) -> NavigationBarSpec {
        let o = try r.object(navigationBarKeys)
        var bar = NavigationBarSpec()
        bar.kind = try o.optional("kind")?.oneOf([("system", .system), ("overlay", .overlay)]) ?? .system
        // Absent: the system's, 44 pt in portrait, 54 for a system bar from iOS 26 (rules 7.1, 9.1,
        // Docs/uikit-rules.md), resolved by `inlineHeight(on:)` for the scenario's version.
        bar.height = try o.optional("height")?.size()
        bar.title = try o.optional("title")?.string()
        bar.color = try o.optional("color")?.color()
        if let f = o.optional("fade") {
            let fo = try f.object(ScenarioKeys.fade.names)
            let from = try fo.required("from").finite()
            let to = try fo.required("to").finite()
            guard to >= from else {
                throw f.fail("fade.to (\(formatNumber(to))) must not be below fade.from (\(formatNumber(from)))")
            }
            bar.fade = .init(from: from, to: to)
        }
        try decodeSystemBarKeys(o, into: &bar)
        return bar
    }

    // MARK: - List

    static let commonListKeys = ScenarioKeys.commonList.names
    static let tableKeys = ScenarioKeys.table.names
    static let listKindNames = ["table", "collection", "compositional", "swiftui", "flutter", "compose"]
    static let flowKeys = ScenarioKeys.flow.names

    static func decodeList(_ r: Reader) throws(ScenarioError) -> ListSpec {
        // Before any key is judged: a framework's type name for the kind would otherwise be
        // reported as the first key that kind does not take.
        if let name = listKindName(r), !listKindNames.contains(name), let kind = KeyHints.listKind(forTypeName: name) {
            let at = ObjectReader(object: r.node.value.object ?? JSONObject(), reader: r)["kind"]
            throw (at ?? r).fail("\"\(name)\" is \(kind.framework)'s; the list kind is \"kind\": \"\(kind.kind)\"")
        }
        if isFlutterList(r) { return try decodeFlutterList(r) }
        if listKindName(r) == "compose" { return try decodeComposeList(r) }
        let kindObject = try r.object(uikitAndSwiftUIListKeys)
        let kindName = try kindObject.optional("kind")?.oneOf(listKindNames.map { ($0, $0) }) ?? "table"
        if kindName == "compositional" { return try decodeCompositionalList(r) }
        if kindName == "swiftui" { return try decodeSwiftUIList(r) }
        let isTable = kindName == "table"
        // A compositional key first, then one of the other kind's or a SwiftUI list's.
        try refuseOtherKindKeys(
            kindObject, thisList: isTable ? "table" : "collection view",
            passes: [compositionalListKeys, (isTable ? flowKeys : tableKeys) + swiftUIKeys])
        let o = try r.object(commonListKeys + (isTable ? tableKeys : flowKeys))
        let kind: ListKind
        if isTable {
            var t = TableSpec()
            t.style = try o.optional("style")?.oneOf(TableStyle.allCases.map { ($0.rawValue, $0) }) ?? .plain
            t.rowHeight = try o.optional("rowHeight").map(decodeDimension) ?? .automatic
            t.sectionHeaderHeight = try o.optional("sectionHeaderHeight").map(decodeDimension) ?? .automatic
            t.sectionFooterHeight = try o.optional("sectionFooterHeight").map(decodeDimension) ?? .automatic
            t.sectionHeaderTopPadding = try o.optional("sectionHeaderTopPadding")?.size()
            t.tableHeaderView = try o.optional("tableHeaderView").map { v throws(ScenarioError) in try decodeView(v, item: false)
            }
            t.tableFooterView = try o.optional("tableFooterView").map { v throws(ScenarioError) in try decodeView(v, item: false)
            }
            t.separatorStyle =
                try o.optional("separatorStyle")?.oneOf(SeparatorStyle.allCases.map { ($0.rawValue, $0) }) ?? .singleLine
            t.estimatedRowHeight = try o.optional("estimatedRowHeight").map(decodeDimension) ?? .automatic
            kind = .table(t)
        } else {
            kind = .collection(try decodeFlow(o))
        }
        var list = ListSpec(kind: kind, sections: [])
        try decodeCommonListKeys(o, into: &list)
        var written = 0
        list.sections = try decodeSections(o, rows: isTable ? "rows" : "items") { s throws(ScenarioError) in
            let section = try decodeSection(s, isTable: isTable)
            if case .collection(let flow) = kind { try checkItemsTakeRoom(section, flow: flow, reader: s) }
            written += section.rows.count
            try checkRowsWritten(written, isTable: isTable, reader: s)
            return section
        }
        return list
    }

    /// The keys every list kind shares, but `kind` and `sections`.
    static func decodeCommonListKeys(_ o: ObjectReader, into list: inout ListSpec) throws(ScenarioError) {
        if let f = o.optional("frame") { try decodeFrame(f, into: &list) }
        list.contentInset = try o.optional("contentInset").map(decodeInsets) ?? .zero
        list.contentInsetAdjustmentBehavior =
            try o.optional("contentInsetAdjustmentBehavior")?
            .oneOf(ContentInsetAdjustmentBehavior.allCases.map { ($0.rawValue, $0) }) ?? .automatic
        list.bounces = try o.optional("bounces")?.bool() ?? true
        list.alwaysBounceVertical = try o.optional("alwaysBounceVertical")?.bool()
        list.backgroundColor = try o.optional("backgroundColor")?.color()
        // UIScrollView.topEdgeEffect / bottomEdgeEffect (rule 9.2, Docs/uikit-rules.md): `style`, or
        // "hidden" for `isHidden`. Before iOS 26 the property does not exist and nothing is drawn.
        list.topEdgeEffect = try o.optional("topEdgeEffect").map(decodeEdgeEffect) ?? .automatic
        list.bottomEdgeEffect = try o.optional("bottomEdgeEffect").map(decodeEdgeEffect) ?? .automatic
    }

    static func decodeEdgeEffect(_ r: Reader) throws(ScenarioError) -> ScrollEdgeEffectStyle {
        try r.oneOf(ScrollEdgeEffectStyle.allCases.map { ($0.rawValue, $0) })
    }

    /// Rule 5.3 (Docs/uikit-rules.md) puts any number of 0 pt items on one line when the interitem spacing is 0 too:
    /// such a line cannot be drawn, so it is refused.
    static func checkItemsTakeRoom(_ section: SectionSpec, flow: FlowSpec, reader: Reader) throws(ScenarioError) {
        guard flow.minimumInteritemSpacing == 0 else { return }
        for run in section.rows where run.count > 1 {
            let width: Double? =
                switch run.view.width {
                case .points(let w)?: w
                case nil: flow.itemSize.width
                case .full?, .columns?: nil
                }
            if width == 0 {
                throw reader.fail(
                    "\(run.count) items 0 pt wide with minimumInteritemSpacing 0 would share one line; give them a width")
            }
        }
    }

    /// UICollectionViewFlowLayout properties; absent keys keep UIKit's defaults (rule 5.1, Docs/uikit-rules.md).
    static func decodeFlow(_ o: ObjectReader) throws(ScenarioError) -> FlowSpec {
        var f = FlowSpec()
        if let r = o.optional("itemSize") { f.itemSize = try decodeSize(r) }
        if let r = o.optional("minimumLineSpacing") { f.minimumLineSpacing = try r.size() }
        if let r = o.optional("minimumInteritemSpacing") { f.minimumInteritemSpacing = try r.size() }
        if let r = o.optional("sectionInset") { f.sectionInset = try decodeInsetsNonNegative(r) }
        if let r = o.optional("headerReferenceSize") { f.headerReferenceSize = try decodeSize(r) }
        if let r = o.optional("footerReferenceSize") { f.footerReferenceSize = try decodeSize(r) }
        f.sectionHeadersPinToVisibleBounds = try o.optional("sectionHeadersPinToVisibleBounds")?.bool() ?? false
        f.sectionFootersPinToVisibleBounds = try o.optional("sectionFootersPinToVisibleBounds")?.bool() ?? false
        return f
    }

    /// A CGSize: `{ "width", "height" }`, both >= 0; an absent one is 0.
    static func decodeSize(_ r: Reader) throws(ScenarioError) -> Size {
        let o = try r.object(ScenarioKeys.cgSize.names)
        return Size(width: try o.optional("width")?.size() ?? 0, height: try o.optional("height")?.size() ?? 0)
    }

    static func decodeFrame(_ r: Reader, into list: inout ListSpec) throws(ScenarioError) {
        let o = try r.object(["top", "bottom"])
        if let t = o.optional("top") {
            if t.node.value.string != nil {
                list.frameTop = try t.oneOf([("safeArea", FrameEdge.safeArea), ("belowBar", .belowBar)])
            } else {
                list.frameTop = .points(try t.size())
            }
        }
        if let b = o.optional("bottom") {
            if b.node.value.string != nil {
                list.frameBottom = try b.oneOf([("safeArea", FrameEdge.safeArea)])
            } else {
                list.frameBottom = .points(try b.size())
            }
        }
    }

    static func decodeInsets(_ r: Reader) throws(ScenarioError) -> Insets {
        let o = try r.object(ScenarioKeys.insets.names)
        // contentInset may be negative in UIKit (the "don't float" hack of rule 2.2 of Docs/uikit-rules.md sets a negative top).
        return Insets(
            top: try o.optional("top")?.finite() ?? 0, left: try o.optional("left")?.finite() ?? 0,
            bottom: try o.optional("bottom")?.finite() ?? 0, right: try o.optional("right")?.finite() ?? 0)
    }

    static func decodeDimension(_ r: Reader) throws(ScenarioError) -> Dimension {
        if let s = r.node.value.string {
            guard s == "automatic" else { throw r.fail("expected a number >= 0 or \"automatic\", got \(r.got)") }
            return .automatic
        }
        guard let x = r.node.value.number, x.isFinite, x >= 0 else {
            throw r.fail("expected a number >= 0 or \"automatic\", got \(r.got)")
        }
        try r.checkLength(x)
        return .points(x)
    }

    // MARK: - Sections and views

    static let viewKeys = ScenarioKeys.view.names
    /// A table row's cell: its accessory and its UIListContentConfiguration.
    static let tableRowKeys = ScenarioKeys.tableRow.names
    static let tableSectionKeys = ScenarioKeys.tableSection.names
    static let collectionSectionKeys = ScenarioKeys.collectionSection.names

    static func decodeSection(
        _ r: Reader, isTable: Bool, platform: ContentDecoder.Platform = .uikit
    ) throws(ScenarioError) -> SectionSpec {
        let itemsKey = isTable ? "rows" : "items"
        let o = try r.object(isTable ? tableSectionKeys : collectionSectionKeys)
        var section = SectionSpec(rows: [])
        let headerKeys = (isTable ? ScenarioKeys.tableSectionHeader : ScenarioKeys.sectionHeader).names
        let footerKeys = isTable ? ScenarioKeys.tableSectionFooter.names : []
        section.header = try o.optional("header").map { v throws(ScenarioError) in
            var view = try decodeView(v, item: false, extraKeys: headerKeys, platform: platform)
            if isTable {
                view.configuration = try decodeConfiguration(
                    v, keys: viewKeys + headerKeys,
                    ListContentStyle.headerStyles, what: "a header")
            }
            return view
        }
        section.footer = try o.optional("footer").map { v throws(ScenarioError) in
            var view = try decodeView(v, item: false, extraKeys: footerKeys, platform: platform)
            if isTable {
                view.configuration = try decodeConfiguration(
                    v, keys: viewKeys + footerKeys, ListContentStyle.footerStyles,
                    what: "a footer")
            }
            return view
        }
        guard let items = o[itemsKey] else { return section }
        let runKeys = isTable ? rowRunKeys : itemRunKeys
        // isArray first: an array's `value` would build every element.
        if !items.node.isArray, items.node.value.number != nil {
            // `"rows": 12`: the count of UITableViewDataSource's numberOfRows, written bare.
            throw items.fail("expected an array or an object, got \(items.got); a count goes in { \"count\": \(items.got) }")
        }
        if items.node.isArray {
            // Each element one row, or with `count` a run of alike rows: a feed's header row, its
            // 10,000 posts and a "load more" row in one section.
            let elements = try items.array()
            try checkRowsWritten(elements.count, isTable: isTable, reader: items)
            section.rows.reserveCapacity(elements.count)
            for k in elements.indices {
                if let run = plainRun(elements.node(at: k)) {
                    section.rows.append(run)
                    continue
                }
                let item = elements[k]
                let count = try item.object(runKeys).optional("count")?.integer(in: 0...maxRows) ?? 1
                section.rows.append(ViewRun(count: count, view: try decodeRow(item, isTable: isTable, platform: platform)))
            }
        } else {
            let fields = try items.object(runKeys)
            let count = try fields.required("count").integer(in: 0...maxRows)
            section.rows.append(ViewRun(count: count, view: try decodeRow(items, isTable: isTable, platform: platform)))
        }
        return section
    }

    /// The keys of a run of rows or items, and of one view with `count`: spelled out once rather
    /// than joined again for each of a million rows.
    static let rowRunKeys = ScenarioKeys.run.names + viewKeys + tableRowKeys
    static let itemRunKeys = ScenarioKeys.run.names + viewKeys + ScenarioKeys.item.names
    static let rowViewCountKeys = viewKeys + ScenarioKeys.run.names
    static let itemViewCountKeys = viewKeys + ScenarioKeys.item.names + ScenarioKeys.run.names

    /// A row of a table (with its cell's accessory and configuration) or an item of a collection.
    static func decodeRow(
        _ r: Reader, isTable: Bool, platform: ContentDecoder.Platform = .uikit
    ) throws(ScenarioError) -> ViewSpec {
        guard isTable else {
            let view = try decodeView(r, item: true, extraKeys: ["count"], platform: platform)
            try checkRunNumbering(view, r, keys: itemRunKeys)
            return view
        }
        var view = try decodeView(r, item: false, extraKeys: ["count"] + tableRowKeys, platform: platform)
        let o = try r.object(rowRunKeys)
        let type = o.optional("accessoryType")
        let custom = o.optional("accessoryView")
        if let type, custom != nil {
            // UIKit ignores accessoryType while accessoryView is set; saying both is a slip.
            throw type.fail(
                "a row has \"accessoryType\" or \"accessoryView\", not both (UIKit ignores accessoryType when accessoryView is set)"
            )
        }
        if let type {
            view.accessory = try type.oneOf(
                [("none", Accessory?.none)] + Accessory.typeNames.map { ($0.0, Accessory?.some($0.1)) })
        }
        if let custom {
            // The one accessoryView mockgen draws: a UISwitch, on or off.
            let isOn = try custom.object(["switch"]).required("switch").bool()
            view.accessory = .toggle(isOn: isOn)
        }
        view.configuration = try decodeConfiguration(
            r, keys: rowRunKeys, ListContentStyle.rowStyles,
            what: "a row")
        view.secondaryText = try o.optional("secondaryText")?.string()
        try checkRunNumbering(view, r, keys: rowRunKeys)
        return view
    }

    /// A run's strings may hold `{n}`, `{{` and `}}` and no other brace (`RunNumbering`): the
    /// failing string's key is named, a content string by its content.
    static func checkRunNumbering(_ view: ViewSpec, _ r: Reader, keys: [String]) throws(ScenarioError) {
        let o = try r.object(keys)
        for key in ["title", "secondaryText"] {
            guard let field = o.optional(key), let text = field.node.value.string, let problem = RunNumbering.problem(in: text)
            else { continue }
            throw field.fail("\(problem), in \"\(text)\"")
        }
        guard let content = o.optional("content"), let strings = view.content?.strings else { return }
        for text in strings {
            if let problem = RunNumbering.problem(in: text) { throw content.fail("\(problem), in \"\(text)\"") }
        }
    }

    /// `configuration`: one of the UIListContentConfiguration names that fit the view (`keys`: all
    /// the view's keys, already checked).
    static func decodeConfiguration(_ r: Reader, keys: [String], _ allowed: [ListContentStyle], what: String)
        throws(ScenarioError)
        -> ListContentStyle?
    {
        guard let value = try r.object(keys).optional("configuration") else { return nil }
        if let name = value.node.value.string, let style = ListContentStyle(rawValue: name), !allowed.contains(style) {
            let names = allowed.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw value.fail("\"\(name)\" is not a configuration for \(what), which takes \(names)")
        }
        return try value.oneOf(allowed.map { ($0.rawValue, $0) })
    }

    /// `platform`: whose views the content stands for (labels of a Compose or Flutter view wrap
    /// without a limit unless they give one; only UIKit stacks stretch a view to fill).
    static func decodeView(
        _ r: Reader, item: Bool, extraKeys: [String] = [], platform: ContentDecoder.Platform = .uikit
    ) throws(ScenarioError) -> ViewSpec {
        let content = { (r: Reader) throws(ScenarioError) in try ContentDecoder.decode(r, platform: platform) }
        let allowed =
            extraKeys == ["count"]
            ? (item ? itemViewCountKeys : rowViewCountKeys) : viewKeys + (item ? ["width"] : []) + extraKeys
        let o = try r.object(allowed)
        var view = ViewSpec()
        view.height = try o.optional("height").map(decodeDimension)
        if item { view.width = try o.optional("width").map(decodeItemWidth) }
        view.title = try o.optional("title")?.string()
        view.color = try o.optional("color")?.color()
        view.content = try o.optional("content").map(content)
        if extraKeys.contains("compactContent") {
            view.compactContent = try o.optional("compactContent").map(content)
        }
        return view
    }

    /// Docs/decisions.md: a collection item's width is points, "full" or `{ "columns": n }`.
    static func decodeItemWidth(_ r: Reader) throws(ScenarioError) -> ItemWidth {
        switch r.node.value {
        case .string:
            return try r.oneOf([("full", ItemWidth.full)])
        case .object:
            let n = try r.object(["columns"]).required("columns").integer(in: 1...1000, what: "a column count")
            return .columns(n)
        default:
            guard let x = r.node.value.number, x.isFinite, x >= 0 else {
                throw r.fail("expected a number >= 0, \"full\" or {\"columns\": n}, got \(r.got)")
            }
            try r.checkLength(x)
            return .points(x)
        }
    }

    // MARK: - Behaviours and path

    static let behaviorKeys: [String: [String]] = [
        "pinUnderNavigationBar": ScenarioKeys.pinUnderNavigationBarBehavior.names,
        "collapsingHeader": ScenarioKeys.collapsingHeaderBehavior.names,
        "bouncesAbove": ScenarioKeys.bouncesAboveBehavior.names,
        "hidesBarsOnSwipe": ScenarioKeys.hidesBarsOnSwipeBehavior.names,
        "hidesTabBarOnScroll": ScenarioKeys.hidesTabBarOnScrollBehavior.names,
        "stretchyHeader": ScenarioKeys.stretchyHeaderBehavior.names,
    ]

    static func decodeBehavior(
        _ r: Reader, list: ListSpec, bar: NavigationBarSpec?, version: IOSVersion
    ) throws(ScenarioError) -> BehaviorSpec {
        let typeObject = try r.object(Array(Set(behaviorKeys.values.joined())).sorted())
        let types = behaviorKeys.keys.sorted()
        let type = try typeObject.required("type").oneOf(types.map { ($0, $0) })
        let o = try r.object(behaviorKeys[type] ?? [])
        func section() throws(ScenarioError) -> Int {
            try o.required("section").integer(in: 0...max(0, list.sections.count - 1), what: "a section index")
        }
        switch type {
        case "collapsingHeader":
            let s = try section()
            guard list.sections[s].header != nil else { throw o["section"]!.fail("section \(s) has no header to collapse") }
            let trigger: CollapsingHeaderSpec.Trigger
            switch (o.optional("headerBottomInWindow"), o.optional("atOffset")) {
            case (let y?, nil): trigger = .headerBottomInWindow(try y.finite())
            case (nil, let offset?): trigger = .offset(try offset.finite())
            default: throw r.fail("collapsingHeader needs exactly one of \"headerBottomInWindow\" and \"atOffset\"")
            }
            return .collapsingHeader(
                CollapsingHeaderSpec(
                    section: s, trigger: trigger, compactHeight: try o.required("compactHeight").size(),
                    compactInsetAfterOffset: try o.optional("insetTopAfterSwitch")?.finite() ?? 0))
        case "bouncesAbove":
            return .bouncesAbove(offset: try o.required("offset").finite())
        case "stretchyHeader":
            // The list's top view: a table's tableHeaderView, a collection view's first header.
            switch list.kind {
            case .table(let table) where table.tableHeaderView != nil: break
            case .collection, .compositional:
                guard list.sections.first?.header != nil else {
                    throw r.fail("stretchyHeader stretches header.0, and section 0 has no header")
                }
            case .table: throw r.fail("stretchyHeader stretches the table's tableHeaderView, and the table has none")
            default:
                throw r.fail(
                    "stretchyHeader is for a UIKit table's tableHeaderView or a collection view's header.0 "
                        + "(a Flutter SliverAppBar has \"stretch\")")
            }
            let parallax = try o.optional("parallax")?.finite() ?? 1
            guard (0...1).contains(parallax) else {
                throw o["parallax"]!.fail("expected a fraction from 0 to 1, got \(formatNumber(parallax))")
            }
            return .stretchyHeader(parallax: parallax)
        case "hidesBarsOnSwipe", "hidesTabBarOnScroll":
            return try decodeSwipeBars(type, r, bar: bar, version: version)
        default:
            let s = try section()
            guard bar != nil else { throw r.fail("pinUnderNavigationBar needs a navigationBar") }
            return .pinUnderNavigationBar(section: s)
        }
    }

    static func decodeScroll(_ r: Reader) throws(ScenarioError) -> [PathValue] {
        let o = try r.object(ScenarioKeys.scroll.names)
        guard let p = o.optional("path") else { return [.start, .end] }
        let values = try p.array()
        guard !values.isEmpty else { throw p.fail("a path needs at least one value") }
        return try values.map { v throws(ScenarioError) -> PathValue in
            switch v.node.value {
            case .number: return .offset(try v.finite())
            case .string: return try v.oneOf([("start", PathValue.start), ("end", .end)])
            case .object:
                let d = try v.object(ScenarioKeys.pathDrag.names).required("drag").finite()
                return .drag(d)
            default: throw v.fail("expected a number, \"start\", \"end\" or {\"drag\": distance}, got \(v.got)")
            }
        }
    }
}

extension Scenario {
    /// Elements of the `rows` and `items` arrays of its list (a run counts one).
    fileprivate var rowsWritten: Int { list.sections.reduce(0) { $0 + $1.rows.count } }
}

extension ListSpec {
    fileprivate var isTable: Bool {
        if case .table = kind { return true }
        return false
    }
}
