/// A phone in portrait: screen size and safe-area insets in points.
/// Presets: rule 7 (Docs/uikit-rules.md) and the sourced table of PhoneScreens.swift; the first
/// six names are fixed by Docs/decisions.md.
public struct Device: Sendable, Equatable, Hashable {
    public var name: String
    public var width: Double
    public var height: Double
    public var safeArea: Insets
    /// The phone whose numbers these are ("iPhone 16 Pro"), for the flipbook's legend; nil for a
    /// screen whose safe area the user gave.
    public var phone: String?
    /// Its cutout, status bar time and home indicator (DeviceChrome.swift, sourced).
    public var hardware: Hardware

    /// UIScreen.scale, pixels a point: 2 on the iPhone SE (2nd and 3rd generation, 750 x 1334
    /// pixels), 3 on the Face ID phones of the presets (Apple's iOS Device Compatibility
    /// Reference, "Displays"). Label heights round up to this pixel.
    public var scale: Double

    public init(
        name: String, width: Double, height: Double, safeArea: Insets, phone: String? = nil,
        hardware: Hardware? = nil, scale: Double = 3
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.phone = phone
        self.hardware = hardware ?? .plain(bottomInset: safeArea.bottom)
        self.scale = scale
    }

    public static let presets: [Device] =
        [
            Device(
                name: "iphone-se", width: 375, height: 667, safeArea: Insets(top: 20, bottom: 0), phone: "iPhone SE",
                hardware: .homeButton, scale: 2),
            Device(
                name: "iphone-x", width: 375, height: 812, safeArea: Insets(top: 44, bottom: 34), phone: "iPhone X",
                hardware: .iPhoneX),
            Device(
                name: "iphone-13-mini", width: 375, height: 812, safeArea: Insets(top: 50, bottom: 34), phone: "iPhone 13 mini",
                hardware: .iPhone13Mini),
            Device(
                name: "iphone-14", width: 390, height: 844, safeArea: Insets(top: 47, bottom: 34), phone: "iPhone 14",
                hardware: .iPhone14),
            Device(
                name: "iphone-15-pro", width: 393, height: 852, safeArea: Insets(top: 59, bottom: 34), phone: "iPhone 15 Pro",
                hardware: .dynamicIsland),
            Device(
                name: "iphone-15-pro-max", width: 430, height: 932, safeArea: Insets(top: 59, bottom: 34),
                phone: "iPhone 15 Pro Max",
                hardware: .dynamicIsland),
            // Docs/uikit-rules.md#todays-iphones; sources in PhoneScreens.swift (QMUI and DF agree on the 16 family).
            Device(
                name: "iphone-16", width: 393, height: 852, safeArea: Insets(top: 59, bottom: 34), phone: "iPhone 16",
                hardware: .dynamicIsland),
            Device(
                name: "iphone-16-plus", width: 430, height: 932, safeArea: Insets(top: 59, bottom: 34), phone: "iPhone 16 Plus",
                hardware: .dynamicIsland),
            Device(
                name: "iphone-16-pro", width: 402, height: 874, safeArea: Insets(top: 62, bottom: 34), phone: "iPhone 16 Pro",
                hardware: .dynamicIsland),
            Device(
                name: "iphone-16-pro-max", width: 440, height: 956, safeArea: Insets(top: 62, bottom: 34),
                phone: "iPhone 16 Pro Max",
                hardware: .dynamicIsland),
            Device(
                name: "iphone-17-pro-max", width: 440, height: 956, safeArea: Insets(top: 62, bottom: 34),
                phone: "iPhone 17 Pro Max",
                hardware: .dynamicIsland),
            Device(
                name: "iphone-air", width: 420, height: 912, safeArea: Insets(top: 68, bottom: 34), phone: "iPhone Air",
                hardware: .dynamicIsland),
            // Today's phones (Docs/uikit-rules.md, "Today's iPhones": useyourloaf's iPhone 17 screen
            // sizes and Apple's technical specifications; sources in PhoneScreens.swift, UL).
            Device(
                name: "iphone-17", width: 402, height: 874, safeArea: Insets(top: 62, bottom: 34), phone: "iPhone 17",
                hardware: .dynamicIsland),
            Device(
                name: "iphone-17-pro", width: 402, height: 874, safeArea: Insets(top: 62, bottom: 34), phone: "iPhone 17 Pro",
                hardware: .dynamicIsland),
            Device(
                name: "iphone-18-pro", width: 402, height: 874, safeArea: Insets(top: 62, bottom: 34), phone: "iPhone 18 Pro",
                hardware: .smallDynamicIsland),
            Device(
                name: "iphone-18-pro-max", width: 440, height: 956, safeArea: Insets(top: 62, bottom: 34),
                phone: "iPhone 18 Pro Max", hardware: .smallDynamicIsland),
            Device(
                name: "iphone-16e", width: 390, height: 844, safeArea: Insets(top: 47, bottom: 34), phone: "iPhone 16e",
                hardware: .iPhone14),
            Device(
                name: "iphone-17e", width: 390, height: 844, safeArea: Insets(top: 47, bottom: 34), phone: "iPhone 17e",
                hardware: .iPhone14),
        ] + androidPresets

    /// Android phones in dp (Docs/platform-rules.md#android-devices), for the Compose kind; the safe area is the status bar
    /// (top) and the gesture navigation bar (bottom), the insets `WindowInsets.safeDrawing` gives.
    /// `scale` is the density (dpi / 160). Sources:
    /// - DF: aloisdeniel/flutter_device_preview, device_frame/lib/src/devices/android/<model>/device.dart
    ///   (`screenSize`, `pixelRatio`, `safeAreas`): the Pixel 9, the Pixel 9 Pro XL, the Galaxy S8.
    /// - Pixel 8 and 8 Pro panels, 1080 x 2400 and 1344 x 2992 px (Android Authority's report, as
    ///   carried by apkrig.com and basoga.com, "Pixel 8 screen specs"); their densities, 420 and
    ///   480 dpi (Google Play's device catalog as listed in premex-ab/android-compose-preview-ext,
    ///   docs/devices/Google.md: `shiba`, `husky`). So 411.429 x 914.286 and 448 x 997.333 dp.
    /// - No source gives the Pixel 8's insets: we take those of the phone of the same panel and
    ///   density from DF (Pixel 9 for the Pixel 8, Pixel 9 Pro XL for the 8 Pro), an assumption
    ///   (Docs/platform-rules.md). The 24 dp bottom is the gesture navigation bar in both.
    public static let androidPresets: [Device] = [
        Device(
            name: "pixel-8", width: 1080 / 2.625, height: 2400 / 2.625, safeArea: Insets(top: 54.1, bottom: 24), phone: "Pixel 8",
            scale: 2.625),
        Device(
            name: "pixel-8-pro", width: 1344 / 3.0, height: 2992 / 3.0, safeArea: Insets(top: 53, bottom: 24),
            phone: "Pixel 8 Pro",
            scale: 3),
        Device(
            name: "pixel-9", width: 1080 / 2.625, height: 2424 / 2.625, safeArea: Insets(top: 54.1, bottom: 24), phone: "Pixel 9",
            scale: 2.625),
        Device(
            name: "pixel-9-pro-xl", width: 1344 / 3.0, height: 2992 / 3.0, safeArea: Insets(top: 53, bottom: 24),
            phone: "Pixel 9 Pro XL", scale: 3),
        // A small phone: 360 dp wide, the narrowest common Android width; three-button navigation
        // outside the app's window, hence no bottom inset in DF.
        Device(name: "galaxy-s8", width: 360, height: 740, safeArea: Insets(top: 24, bottom: 0), phone: "Galaxy S8", scale: 4),
    ]

    /// The default device of every scenario (Docs/decisions.md).
    public static let iPhone15Pro = preset(named: "iphone-15-pro")!

    public static func preset(named name: String) -> Device? {
        presets.first { $0.name == name }
    }

    /// `--device WxH[@TOP/BOTTOM]`, points, e.g. `390x844@47/34`. `@TOP/BOTTOM` always wins.
    /// Without it, a size of a phone in PhoneScreens takes that phone's safe area (414x896: the
    /// iPhone 11's 48 / 34); any other size 20 / 0 under 800 pt tall (home-button iPhones), 59 / 34
    /// otherwise (the default device's).
    /// A known phone's size takes its scale too; any other screen is 3x, as every iPhone since the
    /// XS is (an assumption: the flag names no scale).
    public static func custom(_ text: String) -> Device? {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, let w = Double(size[0]), let h = Double(size[1]),
            w >= 1, w <= 4096, h >= 1, h <= 4096
        else { return nil }
        var safe = h < 800 ? Insets(top: 20, bottom: 0) : Insets(top: 59, bottom: 34)
        var phone: String?
        var hardware: Hardware?
        var scale = 3.0
        if let known = PhoneScreen.matching(width: w, height: h) {
            safe = Insets(top: known.top, bottom: known.bottom)
            phone = known.newestPhone
            hardware = known.hardware
            scale = known.scale
        }
        if parts.count == 2 {
            let insets = parts[1].split(separator: "/", omittingEmptySubsequences: false)
            guard insets.count == 2, let t = Double(insets[0]), let b = Double(insets[1]),
                t >= 0, b >= 0, t + b < h
            else { return nil }
            safe = Insets(top: t, bottom: b)
            phone = nil
            hardware = nil
        }
        return Device(name: text, width: w, height: h, safeArea: safe, phone: phone, hardware: hardware, scale: scale)
    }

    /// True for a screen as wide as an iPad in portrait (PhoneScreen.smallestIPadWidth).
    public var isIPadSized: Bool { min(width, height) >= PhoneScreen.smallestIPadWidth }

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// Root view layout margin on iPhone in portrait: 16 pt, 20 pt on the 414 pt and wider
    /// phones (rule 3.4 of Docs/uikit-rules.md, S16). Which of the two the 430 pt Pro Max uses is an open question;
    /// we follow the size-class rule of thumb.
    public var layoutMargin: Double { width >= 414 ? 20 : 16 }
}
