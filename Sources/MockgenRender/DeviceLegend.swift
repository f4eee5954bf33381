import MockgenFormat
import MockgenLayout

/// The flipbook legend's line about the screen each variant is drawn on, so a reviewer knows
/// which phone's safe area a custom size took (PhoneScreens.swift: a shared size takes the
/// newest phone's insets).
func deviceSentences(_ layoutRun: LayoutRun) -> String {
    var out = ""
    for variant in layoutRun.variants {
        let name = layoutRun.hasVariants ? "<b>\(escapeXML(variant.name ?? ""))</b>: " : ""
        let sentence = deviceSentence(variant.scenario.device) + versionSentence(variant.scenario)
        out += "<p class=\"device\">\(name)\(escapeXML(sentence))</p>\n"
    }
    return out
}

/// "Device: iPhone 16 Pro, 402 x 874 pt, safe area 62 / 34." or, for a custom size that matched
/// a phone, "Device: 375 x 812 pt, safe area 50 / 34 as on the iPhone 13 mini."
func deviceSentence(_ device: Device) -> String {
    // The Android presets are in dp (Device.androidPresets), the rest in points.
    let unit = Device.androidPresets.contains { $0.name == device.name } ? "dp" : "pt"
    let size = "\(formatNumber(device.width)) x \(formatNumber(device.height)) \(unit)"
    let safe = "\(formatNumber(device.safeArea.top)) / \(formatNumber(device.safeArea.bottom))"
    switch (device.phone, Device.preset(named: device.name) != nil) {
    case (let phone?, true): return "Device: \(phone), \(size), safe area \(safe)."
    case (let phone?, false): return "Device: \(size), safe area \(safe) as on the \(phone)."
    default: return "Device: \(size), safe area \(safe)."
    }
}

/// " iOS 27." for a UIKit or SwiftUI screen, or what the kind says in its place
/// (`ListKindRules.releaseSentence`: a Compose screen, or Flutter on Android, names no iOS).
func versionSentence(_ scenario: Scenario) -> String {
    scenario.list.kind.rules.releaseSentence(scenario.iosVersion, on: scenario.device)
}

/// The variants' heading on the page: its name, and its iOS release when the variants do not all
/// share one (a page of one release names it in the legend alone).
func variantHeading(_ variant: VariantLayout, in layoutRun: LayoutRun) -> String {
    let name = variant.name ?? ""
    let versions = Set(layoutRun.variants.filter { !versionSentence($0.scenario).isEmpty }.map(\.scenario.iosVersion))
    guard versions.count > 1, !versionSentence(variant.scenario).isEmpty else { return name }
    return name + " · " + variant.scenario.iosVersion.displayName
}
