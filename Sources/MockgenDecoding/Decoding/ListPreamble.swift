import MockgenJSON
import MockgenLayout

/// What the list decoders share before and around their own keys: the keys of the other kinds,
/// the `sections` array's bounds and the list's total of rows (Docs/scenario-format.md#list).
extension ScenarioDecoder {
    /// Every key a table, flow, compositional or SwiftUI list takes: read first, so that a key of
    /// another of these kinds is named as such rather than as an unknown key.
    static var uikitAndSwiftUIListKeys: [String] { commonListKeys + tableKeys + flowKeys + compositionalListKeys + swiftUIKeys }

    /// The kind whose own key `key` is, as "this list is a …" names it.
    static func listKindOwning(_ key: String) -> String? {
        if tableKeys.contains(key) { return "table" }
        if flowKeys.contains(key) { return "collection view (flow layout)" }
        if compositionalListKeys.contains(key) { return "compositional layout" }
        if swiftUIKeys.contains(key) { return "SwiftUI list" }
        return nil
    }

    /// Refuses the first key of another list kind, in `passes` order: each pass looks at every
    /// member for one of its keys before the next pass starts. A variant that switches kinds
    /// often leaves one behind, and null removes it. `special` may word a key's message itself.
    static func refuseOtherKindKeys(
        _ all: ObjectReader, thisList: String, passes: [[String]], special: (String) -> String? = { _ in nil }
    ) throws(ScenarioError) {
        let r = all.reader
        for keys in passes {
            guard let member = all.object.members.first(where: { keys.contains($0.key) }) else { continue }
            let message =
                special(member.key)
                ?? "\"\(member.key)\" is a \(listKindOwning(member.key) ?? "") key and this list is a \(thisList); a variant removes it with null"
            throw ScenarioError(
                source: r.source, position: member.keyPosition, keyPath: r.path.appending(member.key).description,
                message: message)
        }
    }

    /// The list's `sections`: at least one, at most `maxSections`, each made by `decode`, and at
    /// most `maxRows` rows or items (`rows` names them) in all.
    static func decodeSections(
        _ o: ObjectReader, rows: String, _ decode: (Reader) throws(ScenarioError) -> SectionSpec
    ) throws(ScenarioError) -> [SectionSpec] {
        let sectionsReader = try o.required("sections")
        let readers = try sectionsReader.array()
        guard !readers.isEmpty else { throw sectionsReader.fail("a list needs at least one section") }
        guard readers.count <= maxSections else {
            throw sectionsReader.fail("\(readers.count) sections is more than the limit of \(maxSections)")
        }
        var sections: [SectionSpec] = []
        var total = 0
        for s in readers {
            let section = try decode(s)
            total += section.rowCount
            try checkTotal(total, of: rows, in: "list", at: s)
            sections.append(section)
        }
        return sections
    }

    /// A list or scroll view holds at most `maxRows` rows, items or children (`what`) in all.
    static func checkTotal(_ total: Int, of what: String, in place: String, at r: Reader) throws(ScenarioError) {
        guard total <= maxRows else { throw r.fail("more than \(maxRows) \(what) in the \(place); that is the limit") }
    }
}
