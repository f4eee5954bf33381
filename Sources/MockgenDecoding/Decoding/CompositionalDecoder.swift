import MockgenJSON
import MockgenLayout

/// `list.kind: "compositional"` (Docs/scenario-format.md): UICollectionViewCompositionalLayout
/// with a section each, or `UICollectionViewCompositionalLayout.list(using:)` with a
/// `listConfiguration`. Keys are UIKit's names.
extension ScenarioDecoder {
    static let compositionalListKeys = ScenarioKeys.compositional.names
    static let compositionalSectionKeys = ScenarioKeys.compositionalSection.names
    /// A list configuration's section: its views; the configuration makes the layout.
    static let listSectionKeys = ScenarioKeys.listSection.names
    /// A section laid out by its own list configuration (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
    static let ownListSectionKeys = ScenarioKeys.ownListSection.names
    static let listConfigurationKeys = ScenarioKeys.listConfiguration.names
    static let groupKeys = ScenarioKeys.layoutGroup.names
    static let boundaryItemKeys = ScenarioKeys.boundaryItem.names
    static let decorationItemKeys = ScenarioKeys.decorationItem.names
    static let dimensionNames = ScenarioKeys.layoutDimension.names
    static let layoutSizeKeys = ScenarioKeys.layoutSize.names
    static let directionalInsetsKeys = ScenarioKeys.directionalInsets.names

    static func decodeCompositionalList(_ r: Reader) throws(ScenarioError) -> ListSpec {
        try refuseOtherKindKeys(
            try r.object(uikitAndSwiftUIListKeys), thisList: "compositional layout", passes: [tableKeys + flowKeys + swiftUIKeys])
        let o = try r.object(commonListKeys + compositionalListKeys)
        let configuration = try o.optional("listConfiguration").map(decodeListConfiguration)
        var list = ListSpec(kind: .table(TableSpec()), sections: [])
        try decodeCommonListKeys(o, into: &list)
        var layouts: [CompositionalSectionSpec] = []
        list.sections = try decodeSections(o, rows: "items") { s throws(ScenarioError) in
            let (section, layout) =
                configuration == nil
                ? try decodeCompositionalSection(s) : try decodeListSection(s)
            if let layout { layouts.append(layout) }
            return section
        }
        var spec: CompositionalSpec
        if let configuration {
            // UICollectionViewCompositionalLayout.list(using:) makes every section.
            spec = .list(using: configuration, sections: list.sections)
        } else {
            spec = CompositionalSpec(sections: layouts)
        }
        spec.interSectionSpacing = try o.optional("interSectionSpacing")?.size() ?? 0
        // UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference: Apple gives
        // `safeArea` as its default.
        spec.contentInsetsReference = try o.optional("contentInsetsReference").map(decodeInsetsReference) ?? .safeArea
        list.kind = .compositional(spec)
        return list
    }

    static func decodeListConfiguration(_ r: Reader) throws(ScenarioError) -> ListConfigurationSpec {
        let o = try r.object(listConfigurationKeys)
        var c = ListConfigurationSpec()
        c.appearance =
            try o.optional("appearance")?.oneOf(ListConfigurationSpec.Appearance.allCases.map { ($0.rawValue, $0) })
            ?? .plain
        c.headerMode =
            try o.optional("headerMode")?.oneOf(ListConfigurationSpec.HeaderMode.allCases.map { ($0.rawValue, $0) })
            ?? .none
        c.footerMode =
            try o.optional("footerMode")?.oneOf(ListConfigurationSpec.FooterMode.allCases.map { ($0.rawValue, $0) })
            ?? .none
        c.headerTopPadding = try o.optional("headerTopPadding")?.size()
        c.showsSeparators = try o.optional("showsSeparators")?.bool() ?? true
        return c
    }

    /// A list configuration's section: `header`, `footer` and `items` as views. The configuration
    /// lays them out, each item self-sized (its `height` is the measured height it stands for).
    static func decodeListSection(_ r: Reader) throws(ScenarioError) -> (SectionSpec, CompositionalSectionSpec?) {
        if let object = r.node.value.object {
            if let member = object.members.first(where: {
                compositionalSectionKeys.contains($0.key) && !listSectionKeys.contains($0.key)
            }) {
                throw ScenarioError(
                    source: r.source, position: member.keyPosition, keyPath: r.path.appending(member.key).description,
                    message:
                        "\"\(member.key)\" is a key of a layout section; with a listConfiguration the configuration lays every section out, and a section holds \"header\", \"footer\" and \"items\""
                )
            }
            if let member = object.members.first(where: { $0.key == "list" }) {
                throw ScenarioError(
                    source: r.source, position: member.keyPosition, keyPath: r.path.appending(member.key).description,
                    message:
                        "a section's own \"list\" is for a layout of sections; this layout's listConfiguration already lays every section out as a list"
                )
            }
        }
        return (try decodeListSectionViews(try r.object(listSectionKeys)), nil)
    }

    /// A section that is a list among the layout's other sections (rule 6.10, Docs/uikit-rules.md):
    /// `list` is its configuration, which lays out its `header`, `footer` and `items` as a
    /// layout-wide `listConfiguration` lays out each of its sections.
    static func decodeOwnListSection(_ r: Reader, list: Reader) throws(ScenarioError) -> (SectionSpec, CompositionalSectionSpec?)
    {
        if let object = r.node.value.object,
            let member = object.members.first(where: {
                compositionalSectionKeys.contains($0.key) && !listSectionKeys.contains($0.key)
            })
        {
            throw ScenarioError(
                source: r.source, position: member.keyPosition, keyPath: r.path.appending(member.key).description,
                message:
                    "\"\(member.key)\" is a key of a layout section; a section with \"list\" is laid out by its list configuration and holds \"header\", \"footer\" and \"items\""
            )
        }
        let configuration = try decodeListConfiguration(list)
        let section = try decodeListSectionViews(try r.object(ownListSectionKeys))
        return (section, configuration.layoutSection(for: section))
    }

    /// A section's `list` unless absent or null, found without judging the section's other keys.
    static func ownList(_ r: Reader) -> Reader? {
        if let (tape, index) = r.node.parsed, tape.entries[index].kind == .object {
            return ObjectReader(parsedObjectOf: r).optional("list")
        }
        guard let object = r.node.value.object else { return nil }
        return ObjectReader(object: object, reader: r).optional("list")
    }

    /// A list section's views: `header`, `footer` and `items`, each item self-sized.
    static func decodeListSectionViews(_ o: ObjectReader) throws(ScenarioError) -> SectionSpec {
        var section = SectionSpec(rows: [])
        section.header = try o.optional("header").map { v throws(ScenarioError) in try decodeView(v, item: false) }
        section.footer = try o.optional("footer").map { v throws(ScenarioError) in try decodeView(v, item: false) }
        if let items = o["items"] { section.rows = try decodeCompositionalItems(items, heightDimension: .estimated(0)) }
        return section
    }

    static func decodeCompositionalSection(_ r: Reader) throws(ScenarioError) -> (SectionSpec, CompositionalSectionSpec?) {
        if let list = ownList(r) { return try decodeOwnListSection(r, list: list) }
        // `list` null is absent, as for every key; it is named among the section's keys for "did you mean".
        let o = try r.object(compositionalSectionKeys + ["list"])
        let group = try decodeGroup(try o.required("group"))
        var layout = CompositionalSectionSpec(group: group)
        layout.interGroupSpacing = try o.optional("interGroupSpacing")?.size() ?? 0
        layout.contentInsets = try o.optional("contentInsets").map(decodeDirectionalInsets) ?? .zero
        layout.contentInsetsReference = try o.optional("contentInsetsReference").map(decodeInsetsReference) ?? .automatic
        layout.supplementaryContentInsetsReference =
            try o.optional("supplementaryContentInsetsReference")
            .map(decodeInsetsReference) ?? .automatic
        layout.orthogonalScrollingBehavior =
            try o.optional("orthogonalScrollingBehavior")?
            .oneOf(OrthogonalScrollingBehavior.allCases.map { ($0.rawValue, $0) }) ?? .none
        if let offset = o.optional("orthogonalOffset") {
            guard layout.scrollsOrthogonally else {
                throw offset.fail(
                    "orthogonalOffset moves a section that scrolls across; give the section an orthogonalScrollingBehavior other than \"none\""
                )
            }
            layout.orthogonalOffset = try offset.finite()
        }
        var section = SectionSpec(rows: [])
        if let items = o.optional("boundarySupplementaryItems") {
            for item in try items.array() {
                let (alignment, spec, view) = try decodeBoundaryItem(item)
                // One header and one footer a section: they are `header.S` and `footer.S`.
                if alignment == "top" {
                    guard layout.header == nil else {
                        throw item.fail("a section has at most one boundary item aligned \"top\" (its header)")
                    }
                    layout.header = spec
                    section.header = view
                } else {
                    guard layout.footer == nil else {
                        throw item.fail("a section has at most one boundary item aligned \"bottom\" (its footer)")
                    }
                    layout.footer = spec
                    section.footer = view
                }
            }
        }
        if let decorations = o.optional("decorationItems") {
            let list = try decorations.array()
            guard list.count <= 1 else {
                throw decorations.fail("a section has at most one decoration item here: its background (decoration.S)")
            }
            for d in list { layout.background = try decodeDecorationItem(d) }
        }
        if let items = o["items"] {
            section.rows = try decodeCompositionalItems(items, heightDimension: group.itemSize.heightDimension)
        }
        return (section, layout)
    }

    /// `items`: views, each or with `count` a run of alike ones. An item's size is its group's
    /// subitem size; a view may give its height only where that height is estimated (the height
    /// it measures to), as a cell's own size only counts when it self-sizes.
    static func decodeCompositionalItems(_ items: Reader, heightDimension: LayoutDimension) throws(ScenarioError) -> [ViewRun] {
        if !items.node.isArray, items.node.value.number != nil {
            throw items.fail("expected an array or an object, got \(items.got); a count goes in { \"count\": \(items.got) }")
        }
        func checked(_ view: ViewSpec, _ reader: Reader) throws(ScenarioError) -> ViewSpec {
            if let width = try reader.object(rowViewCountKeys + ["width"])["width"] {
                throw width.fail("an item's width comes from its group's subitem layoutSize, not from the item")
            }
            if case .points = view.height, !heightDimension.isEstimated {
                throw reader.fail(
                    "an item's \"height\" only counts where the group's subitem height is estimated; this one is fixed by its layoutSize"
                )
            }
            return view
        }
        guard items.node.isArray else {
            _ = try checked(ViewSpec(), items)
            let count = try items.object(rowViewCountKeys).required("count").integer(in: 0...maxRows)
            return [ViewRun(count: count, view: try checked(try decodeView(items, item: false, extraKeys: ["count"]), items))]
        }
        let elements = try items.array()
        var runs: [ViewRun] = []
        runs.reserveCapacity(elements.count)
        for k in elements.indices {
            let item = elements[k]
            if let run = plainRun(elements.node(at: k)) {
                runs.append(ViewRun(count: 1, view: try checked(run.view, item)))
                continue
            }
            _ = try checked(ViewSpec(), item)
            let count = try item.object(rowViewCountKeys).optional("count")?.integer(in: 0...maxRows) ?? 1
            runs.append(ViewRun(count: count, view: try checked(try decodeView(item, item: false, extraKeys: ["count"]), item)))
        }
        return runs
    }

    static func decodeGroup(_ r: Reader) throws(ScenarioError) -> GroupSpec {
        let o = try r.object(groupKeys)
        let direction = try o.optional("direction")?.oneOf(GroupSpec.Direction.allCases.map { ($0.rawValue, $0) }) ?? .horizontal
        let layoutSize = try decodeLayoutSize(try o.required("layoutSize"))
        let subitem = try o.required("subitem")
        let so = try subitem.object(["layoutSize", "contentInsets"])
        let itemSize = try decodeLayoutSize(try so.required("layoutSize"))
        var group = GroupSpec(direction: direction, layoutSize: layoutSize, itemSize: itemSize)
        group.itemContentInsets = try so.optional("contentInsets").map(decodeDirectionalInsets) ?? .zero
        group.count = try o.optional("count")?.integer(in: 1...1000, what: "an item count")
        group.interItemSpacing = try o.optional("interItemSpacing")?.size() ?? 0
        if direction == .vertical, group.count == nil, layoutSize.heightDimension.isEstimated {
            throw r.fail("a vertical group with an estimated height needs a \"count\": how many items it stacks")
        }
        return group
    }

    /// NSCollectionLayoutSize: `{ "widthDimension": ..., "heightDimension": ... }`.
    static func decodeLayoutSize(_ r: Reader) throws(ScenarioError) -> LayoutSize {
        let o = try r.object(layoutSizeKeys)
        let widthReader = try o.required("widthDimension")
        let width = try decodeLayoutDimension(widthReader)
        if width.isEstimated {
            throw widthReader.fail(
                "estimated widths are not simulated; give a fractionalWidth, fractionalHeight or absolute width")
        }
        return LayoutSize(widthDimension: width, heightDimension: try decodeLayoutDimension(try o.required("heightDimension")))
    }

    /// NSCollectionLayoutDimension: `{ "fractionalWidth": f }`, `{ "fractionalHeight": f }`,
    /// `{ "absolute": points }` or `{ "estimated": points }`.
    static func decodeLayoutDimension(_ r: Reader) throws(ScenarioError) -> LayoutDimension {
        let o = try r.object(dimensionNames)
        let given = dimensionNames.filter { o.has($0) }
        guard given.count == 1, let name = given.first, let value = o[name] else {
            throw r.fail("a dimension is exactly one of \(dimensionNames.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        switch name {
        case "fractionalWidth", "fractionalHeight":
            guard let f = value.node.value.number, f.isFinite, f >= 0, f <= 100 else {
                throw value.fail("expected a fraction from 0 to 100, got \(value.got)")
            }
            return name == "fractionalWidth" ? .fractionalWidth(f) : .fractionalHeight(f)
        case "absolute": return .absolute(try value.size())
        default: return .estimated(try value.size())
        }
    }

    /// A boundary supplementary item with its view (`title`, `color`, `content`, and `height`
    /// where its height is estimated).
    static func decodeBoundaryItem(_ r: Reader) throws(ScenarioError) -> (String, BoundaryItemSpec, ViewSpec) {
        let o = try r.object(boundaryItemKeys + viewKeys)
        // NSRectAlignment: a vertical layout's headers and footers are the top and bottom ones.
        let alignment = try o.required("alignment").oneOf([("top", "top"), ("bottom", "bottom")])
        var item = BoundaryItemSpec(layoutSize: try decodeLayoutSize(try o.required("layoutSize")))
        item.pinToVisibleBounds = try o.optional("pinToVisibleBounds")?.bool() ?? false
        item.extendsBoundary = try o.optional("extendsBoundary")?.bool() ?? true
        item.zIndex = try o.optional("zIndex")?.integer(in: -1000...1000, what: "a zIndex") ?? 0
        let view = try decodeView(r, item: false, extraKeys: boundaryItemKeys)
        if case .points = view.height, !item.layoutSize.heightDimension.isEstimated {
            throw o["height"]!.fail("a boundary item's \"height\" only counts where its heightDimension is estimated")
        }
        return (alignment, item, view)
    }

    static func decodeDecorationItem(_ r: Reader) throws(ScenarioError) -> DecorationSpec {
        let o = try r.object(decorationItemKeys)
        var d = DecorationSpec()
        d.contentInsets = try o.optional("contentInsets").map(decodeDirectionalInsets) ?? .zero
        d.zIndex = try o.optional("zIndex")?.integer(in: -1000...1000, what: "a zIndex") ?? 0
        d.color = try o.optional("color")?.color()
        d.cornerRadius = try o.optional("cornerRadius")?.size() ?? 0
        return d
    }

    static func decodeInsetsReference(_ r: Reader) throws(ScenarioError) -> ContentInsetsReference {
        try r.oneOf(ContentInsetsReference.allCases.map { ($0.rawValue, $0) })
    }

    /// NSDirectionalEdgeInsets: `top`, `leading`, `bottom`, `trailing`, each >= 0 (left-to-right:
    /// leading is left).
    static func decodeDirectionalInsets(_ r: Reader) throws(ScenarioError) -> Insets {
        let o = try r.object(directionalInsetsKeys)
        return Insets(
            top: try o.optional("top")?.size() ?? 0, left: try o.optional("leading")?.size() ?? 0,
            bottom: try o.optional("bottom")?.size() ?? 0, right: try o.optional("trailing")?.size() ?? 0)
    }
}
