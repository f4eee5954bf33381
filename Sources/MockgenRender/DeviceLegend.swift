import MockgenFormat
import MockgenLayout

/// The flipbook legend's line about the screen each variant is drawn on, so a reviewer knows
/// which phone's safe area a custom size took (PhoneScreens.swift: a shared size takes the
/// newest phone's insets).
func deviceSentences(_ layoutRun: LayoutRun) -> String {
    var out = ""
    for variant in layoutRun.variants {
        let name = layoutRun.hasVariants ? "<b>\(escapeXML(variant.name ?? ""))</b>: " : ""
        out += "<p class=\"device\">\(name)\(escapeXML(deviceSentence(variant.scenario.device)))</p>\n"
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
