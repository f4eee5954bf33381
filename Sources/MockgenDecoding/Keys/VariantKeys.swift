/// The keys of a variant (Docs/scenario-format.md#variants): its own and the keys of the scenario
/// it may change, which the decoder reads from here; their values, patches of the base's, only
/// the schema checks (the decoder decodes the patched scenario whole with the base's tables).
/// Edit here, then run `swift run mockgen-schema`.
extension ScenarioKeys {
    /// variant: a variant's own keys, beside the scenario keys it changes.
    package static let variant = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "name", schema: .ref("identifier"),
                description: "The variant's id (names its files).", doc: .none),
            ScenarioKey(
                name: "patch", schema: .json(##"{"type": ["array", "null"], "items": {"$ref": "#/$defs/jsonPatchOperation"}}"##),
                description:
                    "An RFC 6902 JSON Patch applied to the scenario after the variant's merge patch: operations in order, each at a JSON Pointer (RFC 6901) into the scenario without `variants` and `scroll`, such as `/list/sections/1/header/height`. The first that fails is reported with its op and pointer.",
                doc: .none),
        ])

    /// variantPatch: the scenario keys a variant may change (all but `name`, `variants` and
    /// `scroll`), as merge-patch values: the decoder takes a variant's keys from here and
    /// `variant`, and decodes the merged scenario with the base's tables. A value that is merged
    /// into the base's has its own patch table; any other replaces the base's, as the top level's
    /// key says it.
    package static let variantPatch = KeyTable(
        docHeader: [],
        keys: topLevel.keys.compactMap { key in
            switch key.name {
            case "name", "variants", "scroll": nil
            case "device":
                ScenarioKey(
                    name: "device",
                    schema: .json(
                        #"{"anyOf": [{"enum": "$names devicePresetsOrNull"}, {"type": "object", "additionalProperties": false, "properties": "$keys customDevicePatch"}]}"#
                    ),
                    description: "A preset, or a custom screen (merged into a custom base device).", doc: .none)
            case "navigationBar":
                .mergedObject(
                    "navigationBar", table: "navigationBarPatch", description: "Changes to the navigation bar; null removes it.")
            case "list":
                ScenarioKey(
                    name: "list",
                    schema: .json(##"{"anyOf": [{"$ref": "#/$defs/composeListPatch"}, {"$ref": "#/$defs/uikitListPatch"}]}"##),
                    doc: .none)
            default: key
            }
        })

    /// navigationBarPatch: the navigation bar keys a variant may change: all of the bar's.
    package static let navigationBarPatch = navigationBar.patch(
        at: "navigationBar", own: [.mergedObject("fade", table: "fadePatch")])

    /// fadePatch: a variant's change to the bar's fade.
    package static let fadePatch = fade.patch(at: "navigationBar/properties/fade")

    /// customDevicePatch: a variant's change to a custom device.
    package static let customDevicePatch = customDevice.patch(at: "device/anyOf/1")
}
