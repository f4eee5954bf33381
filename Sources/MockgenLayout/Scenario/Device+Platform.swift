import MockgenText

extension Device {
    /// One of the Android presets (Device.androidPresets): its text is Roboto's (Docs/text.md#text-on-other-platforms).
    public var isAndroid: Bool { Self.androidPresets.contains { $0.name == name } }
}

extension FontSet {
    /// The set `scenario`'s device draws with (`forDevice(android:)`).
    public func forScenario(_ scenario: Scenario) -> FontSet { forDevice(android: scenario.device.isAndroid) }
}
