/// The keys of a variant (Docs/scenario-format.md#variants): its own, which the decoder reads from
/// here, and the keys of the scenario it may change, which only the schema checks (the decoder
/// decodes the patched scenario whole). Edit here, then run `swift run mockgen-schema`.
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

    /// variantPatch: the scenario keys a variant may change, as merge-patch values (any may be null);
    /// those a variant takes as the scenario does are the top level's rows.
    package static let variantPatch = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "$schema", schema: .nullable("string"), doc: .none),
            ScenarioKey(
                name: "title", schema: .nullable("string"), doc: .none),
            ScenarioKey(
                name: "description", schema: .nullable("string"), doc: .none),
            topLevel["iosVersion"],
            ScenarioKey(
                name: "device",
                schema: .json(
                    #"{"anyOf": [{"enum": ["iphone-se", "iphone-x", "iphone-13-mini", "iphone-14", "iphone-15-pro", "iphone-15-pro-max", "iphone-16", "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max", "iphone-17-pro-max", "iphone-air", "iphone-17", "iphone-17-pro", "iphone-18-pro", "iphone-18-pro-max", "iphone-16e", "iphone-17e", "pixel-8", "pixel-8-pro", "pixel-9", "pixel-9-pro-xl", "galaxy-s8", null]}, {"type": "object", "additionalProperties": false, "properties": "$keys customDevicePatch"}]}"#
                ),
                description: "A preset, or a custom screen (merged into a custom base device).", doc: .none),
            ScenarioKey(
                name: "navigationBar",
                schema: .json(
                    #"{"type": ["object", "null"], "additionalProperties": false, "properties": "$keys navigationBarPatch"}"#),
                description: "Changes to the navigation bar; null removes it.", doc: .none),
            ScenarioKey(
                name: "list",
                schema: .json(##"{"anyOf": [{"$ref": "#/$defs/composeListPatch"}, {"$ref": "#/$defs/uikitListPatch"}]}"##),
                doc: .none),
            topLevel["behaviors"],
            topLevel["appearance"],
            topLevel["contentSize"],
        ])

    /// navigationBarPatch: the navigation bar keys a variant may change.
    package static let navigationBarPatch = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "kind", schema: .json(##"{"$ref": "#/$defs/navigationBar/properties/kind"}"##), doc: .none),
            ScenarioKey(
                name: "height", schema: .json(##"{"$ref": "#/$defs/navigationBar/properties/height"}"##), doc: .none),
            ScenarioKey(
                name: "title", schema: .json(##"{"$ref": "#/$defs/navigationBar/properties/title"}"##), doc: .none),
            ScenarioKey(
                name: "color", schema: .json(##"{"$ref": "#/$defs/navigationBar/properties/color"}"##), doc: .none),
            ScenarioKey(
                name: "fade",
                schema: .json(#"{"type": ["object", "null"], "additionalProperties": false, "properties": "$keys fadePatch"}"#),
                doc: .none),
        ])

    /// fadePatch: a variant's change to the bar's fade.
    package static let fadePatch = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "from",
                schema: .json(#"{"type": ["number", "null"], "minimum": -1000000000000000.0, "maximum": 1000000000000000.0}"#),
                doc: .none),
            ScenarioKey(
                name: "to",
                schema: .json(#"{"type": ["number", "null"], "minimum": -1000000000000000.0, "maximum": 1000000000000000.0}"#),
                doc: .none),
        ])

    /// customDevicePatch: a variant's change to a custom device.
    package static let customDevicePatch = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "width", schema: .json(#"{"type": ["number", "null"], "minimum": 1, "maximum": 4096}"#), doc: .none),
            ScenarioKey(
                name: "height", schema: .json(#"{"type": ["number", "null"], "minimum": 1, "maximum": 4096}"#), doc: .none),
            ScenarioKey(
                name: "safeArea", schema: .json(##"{"$ref": "#/$defs/device/anyOf/1/properties/safeArea"}"##), doc: .none),
        ])
}
