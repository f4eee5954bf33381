import MockgenFormat
import MockgenLayout

/// The keys of a custom device (Docs/scenario-format.md#device): read by the decoder and the
/// schema from here. Edit here, then run `swift run mockgen-schema`.
extension ScenarioKeys {
    /// customDevice: a screen in points, with its window's safe area.
    package static let customDevice = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "width", schema: .json(#"{"type": "number", "minimum": 1, "maximum": 4096}"#),
                description: "Screen width, 1 to 4096 pt.",
                doc: .none),
            ScenarioKey(
                name: "height", schema: .json(#"{"type": "number", "minimum": 1, "maximum": 4096}"#),
                description: "Screen height, 1 to 4096 pt.",
                doc: .none),
            ScenarioKey(
                name: "safeArea",
                schema: .json(#"{"type": ["object", "null"], "additionalProperties": false, "properties": "$keys safeArea"}"#),
                description:
                    "UIView.safeAreaInsets of the window: status bar / notch at the top, home indicator at the bottom. They must leave room on the screen.",
                doc: .none),
        ])

    /// safeArea: the window's `safeAreaInsets` a custom device gives, top and bottom.
    package static let safeArea = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "top", schema: .size, doc: .none),
            ScenarioKey(name: "bottom", schema: .size, doc: .none),
        ])

    /// The device presets' names, in the decoder's order (`Device.presets`): `device` takes one.
    package static let devicePresets = Device.presets.map(\.name)

    /// What the schema says of each preset besides its numbers: the iPhone Air's safe-area top
    /// has two sources (Docs/uikit-rules.md#todays-iphones).
    static let presetNotes = ["iphone-air": "one source gives 64"]

    /// What Docs/scenario-format.md's preset table says of a preset besides its numbers, with the
    /// page's links (the group a preset heads, where neighbours share its numbers, takes its note).
    static let presetDocNotes = [
        "iphone-air": "one source gives 64, [today's iPhones](uikit-rules.md#todays-iphones)", "iphone-16e": "a notch",
    ]

    /// Docs/scenario-format.md's preset table, from `Device.presets`: one row for each run of
    /// neighbours of one size and safe area, the default named so.
    package static var devicePresetTable: [String] {
        var rows: [(names: [String], device: Device)] = []
        for device in Device.presets {
            if let last = rows.last?.device, last.width == device.width, last.height == device.height,
                last.safeArea == device.safeArea, presetDocNotes[device.name] == nil,
                device.name != Device.iPhone15Pro.name, rows.last?.names.contains(Device.iPhone15Pro.name) == false
            {
                rows[rows.count - 1].names.append(device.name)
            } else {
                rows.append(([device.name], device))
            }
        }
        return ["| preset | size | safe area top / bottom |", "|---|---|---|"]
            + rows.map { row in
                let names = row.names.map { $0 == Device.iPhone15Pro.name ? "`\($0)` (default)" : "`\($0)`" }
                let note = presetDocNotes[row.names[0]].map { " (" + $0 + ")" } ?? ""
                return "| " + names.joined(separator: ", ") + " | " + formatNumber(row.device.width) + " × "
                    + formatNumber(row.device.height) + " | " + formatNumber(row.device.safeArea.top) + " / "
                    + formatNumber(row.device.safeArea.bottom) + note + " |"
            }
    }

    /// The schema's description of the presets: each one's size and safe area, from `Device.presets`.
    package static var devicePresetsDescription: String {
        func entry(_ device: Device, first: Bool) -> String {
            let safe = (first ? "safe " : "") + formatNumber(device.safeArea.top) + "/" + formatNumber(device.safeArea.bottom)
            let note = presetNotes[device.name].map { "; " + $0 } ?? ""
            return "\(device.name) \(formatNumber(device.width))x\(formatNumber(device.height)) (\(safe)\(note))"
        }
        let android = Set(Device.androidPresets.map(\.name))
        let ios = Device.presets.filter { !android.contains($0.name) }
        return "A preset: " + ios.enumerated().map { entry($1, first: $0 == 0) }.joined(separator: ", ")
            + "; Android, in dp (Compose): " + Device.androidPresets.map { entry($0, first: false) }.joined(separator: ", ") + "."
    }
}
