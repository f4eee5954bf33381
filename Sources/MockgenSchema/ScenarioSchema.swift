import MockgenDecoding
import MockgenFormat
import MockgenJSON

/// Writes `Templates/schemas/scenario.schema.json` and the key tables of
/// Docs/scenario-format.md from the decoder's key tables (`ScenarioKeys`): a key is said once.
/// The schema's shapes and conditional rules (which kind takes which keys, what a variant may
/// leave out) are in `scenario.schema.skeleton.json` beside this file; where it says
/// `"properties": "$keys NAME"`, the table `NAME` fills them in (`"$keys A B"`: A's keys, then B's),
/// there or inside a key's schema. A member `"$keys NAME": S` of an object gives each key of the
/// table the one schema `S` (`false`: refused); a value `"$names NAME"` is the list `NAME` of
/// `lists` and `"$text NAME"` the text `NAME` of `texts` (the device presets, JSON Patch's operations).
public enum ScenarioSchema {
    /// The command that writes the generated files (the `mockgen-schema` target).
    public static let command = "swift run mockgen-schema"
    /// Paths from the package root.
    public static let skeletonPath = "Sources/MockgenSchema/scenario.schema.skeleton.json"
    public static let schemaPath = "Templates/schemas/scenario.schema.json"
    public static let formatPagePath = "Docs/scenario-format.md"

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    static let tables: [(String, KeyTable)] = [
        ("topLevel", ScenarioKeys.topLevel), ("navigationBar", ScenarioKeys.navigationBar),
        ("systemBar", ScenarioKeys.systemBar), ("systemOnlyBar", ScenarioKeys.systemOnlyBar),
        ("commonList", ScenarioKeys.commonList), ("table", ScenarioKeys.table), ("flow", ScenarioKeys.flow),
        ("fade", ScenarioKeys.fade), ("searchController", ScenarioKeys.searchController),
        ("barTextItem", ScenarioKeys.barTextItem), ("barSymbolItem", ScenarioKeys.barSymbolItem),
        ("scroll", ScenarioKeys.scroll), ("pathDrag", ScenarioKeys.pathDrag),
        ("pinUnderNavigationBarBehavior", ScenarioKeys.pinUnderNavigationBarBehavior),
        ("collapsingHeaderBehavior", ScenarioKeys.collapsingHeaderBehavior),
        ("bouncesAboveBehavior", ScenarioKeys.bouncesAboveBehavior),
        ("hidesBarsOnSwipeBehavior", ScenarioKeys.hidesBarsOnSwipeBehavior),
        ("hidesTabBarOnScrollBehavior", ScenarioKeys.hidesTabBarOnScrollBehavior),
        ("stretchyHeaderBehavior", ScenarioKeys.stretchyHeaderBehavior),
        ("sliverChild", ScenarioKeys.sliverChild), ("sliverListChild", ScenarioKeys.sliverListChild),
        ("variant", ScenarioKeys.variant), ("variantPatch", ScenarioKeys.variantPatch),
        ("navigationBarPatch", ScenarioKeys.navigationBarPatch), ("fadePatch", ScenarioKeys.fadePatch),
        ("customDevicePatch", ScenarioKeys.customDevicePatch),
        ("sectionHeader", ScenarioKeys.sectionHeader), ("tableSectionHeader", ScenarioKeys.tableSectionHeader),
        ("tableSectionFooter", ScenarioKeys.tableSectionFooter), ("platformView", ScenarioKeys.platformView),
        ("platformSectionViews", ScenarioKeys.platformSectionViews),
        ("composeList", ScenarioKeys.composeList), ("composeListPatch", ScenarioKeys.composeListPatch),
        ("composeOnly", ScenarioKeys.composeOnly), ("composeBottomBarPatch", ScenarioKeys.composeBottomBarPatch),
        ("floatingActionButtonPatch", ScenarioKeys.floatingActionButtonPatch),
        ("floatingToolbarPatch", ScenarioKeys.floatingToolbarPatch),
        ("topAppBar", ScenarioKeys.topAppBar),
        ("composePadding", ScenarioKeys.composePadding), ("composeArrangement", ScenarioKeys.composeArrangement),
        ("composeChild", ScenarioKeys.composeChild), ("composeBottomBar", ScenarioKeys.composeBottomBar),
        ("floatingActionButton", ScenarioKeys.floatingActionButton), ("floatingToolbar", ScenarioKeys.floatingToolbar),
        ("composeItem", ScenarioKeys.composeItem), ("floatingToolbarActionButton", ScenarioKeys.floatingToolbarActionButton),
        ("compositional", ScenarioKeys.compositional),
        ("listConfiguration", ScenarioKeys.listConfiguration), ("swiftUI", ScenarioKeys.swiftUI),
        ("notSwiftUI", ScenarioKeys.notSwiftUI),
        ("flutterList", ScenarioKeys.flutterList), ("flutterListKind", ScenarioKeys.flutterListKind),
        ("compositionalSection", ScenarioKeys.compositionalSection),
        ("listSection", ScenarioKeys.listSection),
        ("ownListSection", ScenarioKeys.ownListSection),
        ("layoutGroup", ScenarioKeys.layoutGroup),
        ("layoutDimension", ScenarioKeys.layoutDimension),
        ("boundaryItem", ScenarioKeys.boundaryItem),
        ("decorationItem", ScenarioKeys.decorationItem),
        ("sliverHeaderView", ScenarioKeys.sliverHeaderView),
        ("sliverAppBar", ScenarioKeys.sliverAppBar),
        ("sliverPersistentHeader", ScenarioKeys.sliverPersistentHeader),
        ("pinnedHeaderSliver", ScenarioKeys.pinnedHeaderSliver),
        ("sliverFloatingHeader", ScenarioKeys.sliverFloatingHeader),
        ("sliverResizingHeader", ScenarioKeys.sliverResizingHeader),
        ("sliverToBoxAdapter", ScenarioKeys.sliverToBoxAdapter),
        ("sliverList", ScenarioKeys.sliverList),
        ("sliverFixedExtentList", ScenarioKeys.sliverFixedExtentList),
        ("sliverGrid", ScenarioKeys.sliverGrid),
        ("sliverMainAxisGroup", ScenarioKeys.sliverMainAxisGroup),
        ("sliverPadding", ScenarioKeys.sliverPadding),
        ("sliverSafeArea", ScenarioKeys.sliverSafeArea),
        ("view", ScenarioKeys.view),
        ("item", ScenarioKeys.item),
        ("run", ScenarioKeys.run),
        ("tableRow", ScenarioKeys.tableRow),
        ("views", ScenarioKeys.views),
        ("bottomBar", ScenarioKeys.bottomBar), ("tabBar", ScenarioKeys.tabBar),
        ("tableSection", ScenarioKeys.tableSection), ("collectionSection", ScenarioKeys.collectionSection),
        ("insets", ScenarioKeys.insets), ("sizeInsets", ScenarioKeys.sizeInsets),
        ("directionalInsets", ScenarioKeys.directionalInsets), ("cgSize", ScenarioKeys.cgSize),
        ("layoutSize", ScenarioKeys.layoutSize), ("customDevice", ScenarioKeys.customDevice),
        ("safeArea", ScenarioKeys.safeArea), ("scrollEdgeEffectEdges", ScenarioKeys.scrollEdgeEffectEdges),
        ("searchable", ScenarioKeys.searchable), ("appBarBottom", ScenarioKeys.appBarBottom),
        ("edgeInsets", ScenarioKeys.edgeInsets),
        ("contentNode", ScenarioKeys.contentNode), ("labelNode", ScenarioKeys.labelNode), ("imageNode", ScenarioKeys.imageNode),
        ("boxNode", ScenarioKeys.boxNode), ("stackNode", ScenarioKeys.stackNode),
        ("uikitOnlyLabel", ScenarioKeys.uikitOnlyLabel),
    ]

    /// The decoder's lists of names that the schema gives as an enum (`OrNull`: and null).
    static let lists: [(String, [JSONOutput])] = [
        ("devicePresets", ScenarioKeys.devicePresets.map { .string($0) }),
        ("devicePresetsOrNull", ScenarioKeys.devicePresets.map { .string($0) } + [.null]),
        ("jsonPatchOperations", jsonPatchOperations.map { .string($0) }),
    ]

    /// The texts the schema takes from the decoder's lists (`"$text NAME"`).
    static let texts: [(String, String)] = [("devicePresets", ScenarioKeys.devicePresetsDescription)]

    static func table(_ name: String) throws(Failure) -> KeyTable {
        guard let table = tables.first(where: { $0.0 == name })?.1 else { throw Failure(description: "no key table \(name)") }
        return table
    }

    // MARK: - Schema

    /// The schema text: the skeleton with every `"$keys NAME"` filled in and the `$comment` that
    /// says it is generated, written as Python's `json.dumps(indent=2)` writes (the form the
    /// hand-written schema had).
    public static func schema(skeleton: String) throws(Failure) -> String {
        let root: JSONNode
        do { root = try JSONParser.parse(skeleton) } catch { throw Failure(description: "\(skeletonPath): \(error.message)") }
        guard case .object(let top) = try tree(root) else { throw Failure(description: "\(skeletonPath): not an object") }
        let comment = JSONOutput.string(
            "generated by `\(command)` from \(skeletonPath) and Sources/MockgenDecoding/Keys; do not edit")
        var members = top
        members.insert(("$comment", comment), at: members.first?.0 == "$schema" ? 1 : 0)
        var out = ""
        try fill(.object(members)).write(to: &out, indent: "")
        return out + "\n"
    }

    /// The node as a value to write (MockgenJSON's `JSONOutput`), numbers as they are written.
    static func tree(_ node: JSONNode) throws(Failure) -> JSONOutput {
        switch node.value {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let x): return .text(node.lexeme ?? formatNumber(x))
        case .string(let s): return .string(s)
        case .array(let items):
            var trees: [JSONOutput] = []
            for item in items { trees.append(try tree(item)) }
            return .array(trees)
        case .object(let object):
            var members: [(String, JSONOutput)] = []
            for member in object.members { members.append((member.key, try tree(member.node))) }
            return .object(members)
        }
    }

    static let keysPrefix = "$keys "
    static let namesPrefix = "$names "
    static let textPrefix = "$text "

    /// The keys of the tables a `"$keys A B"` names, in order.
    static func keys(_ text: String) throws(Failure) -> [ScenarioKey] {
        var keys: [ScenarioKey] = []
        for name in text.dropFirst(keysPrefix.count).split(separator: " ") { keys += try table(String(name)).keys }
        return keys
    }

    /// The tree with each `"properties": "$keys NAME"` replaced by the table's keys.
    static func fill(_ tree: JSONOutput) throws(Failure) -> JSONOutput {
        switch tree {
        case .array(let items):
            var filled: [JSONOutput] = []
            for item in items { filled.append(try fill(item)) }
            return .array(filled)
        case .object(let members):
            var filled: [(String, JSONOutput)] = []
            for (key, value) in members {
                if key == "properties", case .string(let text) = value, text.hasPrefix(keysPrefix) {
                    // A key's own schema may name a table too (a custom device's safeArea).
                    filled.append((key, try fill(try properties(try keys(text)))))
                } else if key.hasPrefix(keysPrefix) {
                    let schema = try fill(value)
                    for named in try keys(key) where named.schema != nil { filled.append((named.name, schema)) }
                } else if case .string(let text) = value, text.hasPrefix(namesPrefix) {
                    let name = String(text.dropFirst(namesPrefix.count))
                    guard let list = lists.first(where: { $0.0 == name })?.1 else {
                        throw Failure(description: "no list \(name)")
                    }
                    filled.append((key, .array(list)))
                } else if case .string(let text) = value, text.hasPrefix(textPrefix) {
                    let name = String(text.dropFirst(textPrefix.count))
                    guard let text = texts.first(where: { $0.0 == name })?.1 else {
                        throw Failure(description: "no text \(name)")
                    }
                    filled.append((key, .string(text)))
                } else {
                    filled.append((key, try fill(value)))
                }
            }
            return .object(filled)
        default: return tree
        }
    }

    static func properties(_ keys: [ScenarioKey]) throws(Failure) -> JSONOutput {
        var members: [(String, JSONOutput)] = []
        for key in keys {
            guard let schema = key.schema else { continue }
            var fields: [(String, JSONOutput)] = []
            if let description = key.description { fields.append(("description", .string(description))) }
            fields += try self.fields(schema, of: key.name)
            members.append((key.name, .object(fields)))
        }
        return .object(members)
    }

    static func fields(_ schema: ScenarioKey.Schema, of name: String) throws(Failure) -> [(String, JSONOutput)] {
        func strings(_ list: [String]) -> JSONOutput { .array(list.map { .string($0) }) }
        func ref(_ definition: String) -> JSONOutput { .object([("$ref", .string("#/$defs/" + definition))]) }
        switch schema {
        case .nullable(let type): return [("type", strings([type, "null"]))]
        case .size:
            return [("type", strings(["number", "null"])), ("minimum", .integer(0)), ("maximum", .integer(1_000_000))]
        case .choice(let names): return [("enum", .array(names.map { .string($0) } + [.null]))]
        case .ref(let definition): return [("$ref", .string("#/$defs/" + definition))]
        case .refOrNull(let definition):
            return [("anyOf", .array([ref(definition), .object([("type", .string("null"))])]))]
        case .json(let text):
            let node: JSONNode
            do { node = try JSONParser.parse(text) } catch {
                throw Failure(description: "the schema of \(name): \(error.message)")
            }
            guard case .object(let members) = try tree(node) else {
                throw Failure(description: "the schema of \(name) is not an object")
            }
            return members
        }
    }

    // MARK: - Format page

    static let tableStart = "<!-- generated from ScenarioKeys."
    static let tableEnd = "<!-- end of generated table -->"

    /// The page with each generated table written again from its key table. A table starts at a
    /// line `<!-- generated from ScenarioKeys.NAME … -->` and ends at `<!-- end of generated table -->`.
    public static func formatPage(_ page: String) throws(Failure) -> String {
        var out: [Substring] = []
        var inTable = false
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if inTable {
                guard line == tableEnd else { continue }
                inTable = false
            } else if line.hasPrefix(tableStart) {
                let name = String(line.dropFirst(tableStart.count).prefix { $0.isLetter })
                out.append(Substring(marker(name)))
                out += try (name == "devicePresets" ? ScenarioKeys.devicePresetTable : docTable(table(name))).map {
                    Substring($0)
                }
                inTable = true
                continue
            }
            out.append(line)
        }
        guard !inTable else { throw Failure(description: "\(formatPagePath): a generated table has no end line") }
        return out.joined(separator: "\n")
    }

    static func marker(_ name: String) -> String {
        let source = name == "devicePresets" ? "Device.presets" : "Sources/MockgenDecoding/Keys"
        return tableStart + name + " by `\(command)`; edit \(source), not this table -->"
    }

    static func docTable(_ table: KeyTable) -> [String] {
        var rows: [(keys: [String], cells: [String])] = []
        for key in table.keys {
            switch key.doc {
            case .row(let cells): rows.append(([key.name], cells))
            case .withPrevious where !rows.isEmpty: rows[rows.count - 1].keys.append(key.name)
            case .withPrevious, .none: break
            }
        }
        // An empty cell is written `| |`.
        func line(_ cells: [String]) -> String { "|" + cells.map { $0.isEmpty ? " " : " \($0) " }.joined(separator: "|") + "|" }
        return [line(table.docHeader), "|" + table.docHeader.map { _ in "---" }.joined(separator: "|") + "|"]
            + rows.map { line([$0.keys.map { "`\($0)`" }.joined(separator: ", ")] + $0.cells) }
    }
}
