/// The portrait screens of shipped iPhones: size in points and the window's safe-area insets,
/// each row with the source that gives its numbers (Docs/uikit-rules.md, rule 7, and
/// its device table). Presets and custom `WxH` sizes both read this table.
///
/// Sources, cited by repository and path:
/// - R7: the project's rule 7 table (Docs/uikit-rules.md, rule 7: useyourloaf, GKNavigationBar, ...).
/// - GK: QuintGao/GKNavigationBarSwift, Sources/GKNavigationBarConfigure.swift, the per-model
///   portrait insets of `safeAreaInsertsForDeviceWithNotch` (iPhone 11, 11 Pro Max, 12, 13 ...).
/// - QMUI: Tencent/QMUI_iOS, QMUIKit/QMUICore/QMUIHelper.m, the same per-model table, with the
///   iPhone 16 family (iPhone17,1 to 17,4).
/// - DF: aloisdeniel/flutter_device_preview, device_frame/lib/src/devices/ios/<model>/device.dart,
///   `screenSize` and `safeAreas` of each device.
///
/// - UL: useyourloaf.com, "iPhone 17 screen sizes" (points, scale and portrait safe areas of the
///   iPhone 17 family, the Air and the 16e and 17e), with Apple's technical specifications pages
///   for the sizes; the iPhone 18 Pro and Pro Max as a spec review of September 2026 lists them.
public struct PhoneScreen: Sendable, Equatable {
    /// The phones of this row, as Apple names them.
    public var phones: String
    public var width: Double
    public var height: Double
    public var top: Double
    public var bottom: Double
    /// The year the newest phone of the row came out: the tie-break between rows of one size.
    public var year: Int
    public var source: String
    /// The newest phone's cutout, status bar time and home indicator (DeviceChrome.swift has the
    /// sources: BZ, DF, Apple).
    public var hardware: Hardware
    /// UIScreen.scale of the row's phones: 2 for the iPhone 8 / SE and the XR / 11 (750 x 1334 and
    /// 828 x 1792 pixels), 3 for the others (Apple's iOS Device Compatibility Reference, "Displays").
    public var scale: Double = 3

    public static let all: [PhoneScreen] = [
        PhoneScreen(
            phones: "iPhone 8, SE (2nd and 3rd generation)", width: 375, height: 667, top: 20, bottom: 0, year: 2022,
            source: "R7", hardware: .homeButton, scale: 2),
        PhoneScreen(
            phones: "iPhone X, XS, 11 Pro", width: 375, height: 812, top: 44, bottom: 34, year: 2019, source: "R7",
            hardware: .iPhoneX),
        PhoneScreen(
            phones: "iPhone 13 mini", width: 375, height: 812, top: 50, bottom: 34, year: 2021, source: "R7, GK",
            hardware: .iPhone13Mini),
        PhoneScreen(
            phones: "iPhone XS Max, 11 Pro Max", width: 414, height: 896, top: 44, bottom: 34, year: 2019, source: "GK, DF",
            hardware: .iPhone11ProMax),
        PhoneScreen(
            phones: "iPhone XR, 11", width: 414, height: 896, top: 48, bottom: 34, year: 2019, source: "GK", hardware: .iPhone11,
            scale: 2),
        PhoneScreen(
            phones: "iPhone 12, 13, 14", width: 390, height: 844, top: 47, bottom: 34, year: 2022, source: "R7, GK",
            hardware: .iPhone14),
        PhoneScreen(
            phones: "iPhone 12 Pro Max, 13 Pro Max, 14 Plus", width: 428, height: 926, top: 47, bottom: 34, year: 2022,
            source: "GK, DF", hardware: .iPhone14Plus),
        PhoneScreen(
            phones: "iPhone 14 Pro, 15 Pro, 16", width: 393, height: 852, top: 59, bottom: 34, year: 2024, source: "R7, QMUI, DF",
            hardware: .dynamicIsland),
        PhoneScreen(
            phones: "iPhone 14 Pro Max, 15 Pro Max, 16 Plus", width: 430, height: 932, top: 59, bottom: 34, year: 2024,
            source: "R7, QMUI, DF", hardware: .dynamicIsland),
        PhoneScreen(
            phones: "iPhone 16 Pro", width: 402, height: 874, top: 62, bottom: 34, year: 2024, source: "QMUI, DF",
            hardware: .dynamicIsland),
        PhoneScreen(
            phones: "iPhone 16 Pro Max, 17 Pro Max", width: 440, height: 956, top: 62, bottom: 34, year: 2025, source: "QMUI, DF",
            hardware: .dynamicIsland),
        PhoneScreen(
            phones: "iPhone Air", width: 420, height: 912, top: 68, bottom: 34, year: 2025, source: "DF, UL",
            hardware: .dynamicIsland),
        PhoneScreen(
            phones: "iPhone 16e, 17e", width: 390, height: 844, top: 47, bottom: 34, year: 2026, source: "UL",
            hardware: .iPhone14),
        PhoneScreen(
            phones: "iPhone 17, 17 Pro", width: 402, height: 874, top: 62, bottom: 34, year: 2025, source: "UL",
            hardware: .dynamicIsland),
    ]

    /// The row a custom screen of `width` x `height` takes its safe area from, or nil.
    ///
    /// Where phones of one size have different insets (375x812: iPhone X 44, 13 mini 50;
    /// 414x896: 11 Pro Max 44, 11 48), the newest row wins, and within one year the row listed
    /// last (the base model, here the iPhone 11): a custom size most likely stands for the phone
    /// still in people's hands. An assumption, written in Docs/uikit-rules.md, Assumptions.
    public static func matching(width: Double, height: Double) -> PhoneScreen? {
        var best: PhoneScreen?
        for row in all where row.width == width && row.height == height {
            if best == nil || row.year >= best!.year { best = row }
        }
        return best
    }

    /// The newest phone of the row (rows list them oldest first), for the legend.
    public var newestPhone: String {
        // "iPhone XR, 11" -> "iPhone 11": the last name of the list, with the family prefix.
        let names = phones.split(separator: ",").map { $0.trimmingCharacters() }
        guard let last = names.last else { return phones }
        return last.hasPrefix("iPhone") ? last : "iPhone " + last
    }

    /// A custom screen at least this wide in portrait is iPad-sized: 744 pt is the iPad mini's
    /// width, the narrowest iPad, and far beyond the widest iPhone (440 pt). mockgen does not model
    /// iPads (Docs/decisions.md), so such a screen gets a note, not an iPad's bars and insets.
    public static let smallestIPadWidth = 744.0
}

extension Substring {
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
