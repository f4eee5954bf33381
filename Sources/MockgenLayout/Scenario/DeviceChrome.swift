/// The hardware a phone's screen shows around an app: its cutout (notch or Dynamic Island), the
/// status bar's time, and the home indicator. Sources, by repository and path (Docs/uikit-rules.md):
/// - BZ: apparata/Bezeler, `Sources/Bezeler/MockDeviceType.swift` and `MockDevice.swift`, a mock
///   device frame with per-phone measurements: notch 209 x 30 (X, XS, 11 Pro, 11 Pro Max), 230 x 33
///   (XR, 11), 226 x 34 (12 mini), 210 x 32 (12, 12 Pro, 12 Pro Max), bottom corner radius 22 (24
///   for the 12 mini, 25 for the 11); home indicator 134 / 139 / 148 / 153 x 5 pt on 375 / 390 /
///   414 / 428 pt wide screens, 8 pt above the screen's bottom; "9:41" centred at (46.5, 23) in 15 pt
///   on the 375 pt phones, (52, 25) in 16 pt on the 12, (51.5, 25) 16 pt on the 11, (57, 23) 16 pt
///   on the 11 Pro Max, (63, 24.5) 17 pt on the 12 Pro Max; cellular bars 17 x 10.67, battery
///   24.33 x 11.33.
/// - DF: aloisdeniel/flutter_device_preview, `device_frame/lib/src/devices/ios/iphone_15_pro/screen.g.dart`,
///   the screen's outline with its Dynamic Island: 795.5 units for 393 pt, the island from x 310 to
///   563 and y 56.7 to 130.9 with the screen's top at 33.7, i.e. 125 x 36.67 pt, 11.33 pt below
///   the screen's top, centred.
/// - Apple (iPhone 13 announcement, reported by 9to5mac and wccftech): the 13's notch is 20 %
///   smaller than the 12's and a little taller.
/// Assumptions (no source): the 13 and 14 notches are 80 % of the 12's width at its height; every
/// Dynamic Island phone has the 15 Pro's island; a phone without a measured home indicator gets
/// 134 x 5 scaled by its width / 375 (BZ's four widths all keep this ratio to 0.3 %); the time sits
/// in the middle of the left ear (the screen left of the cutout) and the cellular, Wi-Fi and
/// battery icons in the middle of the right ear, on the cutout's centre line; a home-button phone
/// shows the time centred in its 20 pt status bar at 12 pt.
public struct Hardware: Sendable, Equatable, Hashable {
    public enum Cutout: Sendable, Equatable, Hashable {
        case none
        /// Centred at the top edge; its lower corners rounded.
        case notch(width: Double, height: Double, bottomRadius: Double)
        /// A capsule centred horizontally, `top` below the screen's top.
        case dynamicIsland(width: Double, height: Double, top: Double)
    }

    /// Where "9:41" is centred, and its size (semibold), when a source measured it.
    public struct Time: Sendable, Equatable, Hashable {
        public var x: Double
        public var y: Double
        public var size: Double
    }

    public var cutout: Cutout
    public var time: Time?
    /// The home indicator's width when measured; nil on a phone with one derives it (see above).
    public var homeIndicatorWidth: Double?
    /// False for the home-button phones.
    public var hasHomeIndicator: Bool

    public static let homeButton = Hardware(cutout: .none, time: nil, homeIndicatorWidth: nil, hasHomeIndicator: false)
    public static let iPhoneX = Hardware(
        cutout: .notch(width: 209, height: 30, bottomRadius: 22),
        time: Time(x: 46.5, y: 23, size: 15), homeIndicatorWidth: 134, hasHomeIndicator: true)
    public static let iPhone11ProMax = Hardware(
        cutout: .notch(width: 209, height: 30, bottomRadius: 22),
        time: Time(x: 57, y: 23, size: 16), homeIndicatorWidth: 148, hasHomeIndicator: true)
    public static let iPhone11 = Hardware(
        cutout: .notch(width: 230, height: 33, bottomRadius: 25),
        time: Time(x: 51.5, y: 25, size: 16), homeIndicatorWidth: 148, hasHomeIndicator: true)
    /// The 13 mini: the 12 mini's notch (226 x 34) at 80 % of its width.
    public static let iPhone13Mini = Hardware(
        cutout: .notch(width: 226 * 0.8, height: 34, bottomRadius: 24),
        time: nil, homeIndicatorWidth: 134, hasHomeIndicator: true)
    /// The 13 and 14: the 12's notch (210 x 32) at 80 % of its width.
    public static let iPhone14 = Hardware(
        cutout: .notch(width: 210 * 0.8, height: 32, bottomRadius: 22),
        time: nil, homeIndicatorWidth: 139, hasHomeIndicator: true)
    public static let iPhone14Plus = Hardware(
        cutout: .notch(width: 210 * 0.8, height: 32, bottomRadius: 22),
        time: nil, homeIndicatorWidth: 153, hasHomeIndicator: true)
    public static let dynamicIsland = Hardware(
        cutout: .dynamicIsland(width: 125, height: 110.0 / 3, top: 34.0 / 3),
        time: nil, homeIndicatorWidth: nil, hasHomeIndicator: true)
    /// The iPhone 18 Pro and Pro Max: a narrower island, about 95 pt wide (the spec review quoted
    /// in Docs/uikit-rules.md, "Today's iPhones"); its height and top are the 15 Pro's, an
    /// assumption. Drawing only: the safe area is the 17 Pro's 62 / 34.
    public static let smallDynamicIsland = Hardware(
        cutout: .dynamicIsland(width: 95, height: 110.0 / 3, top: 34.0 / 3),
        time: nil, homeIndicatorWidth: nil, hasHomeIndicator: true)
    /// A screen nothing is known about: no cutout, a home indicator when there is a bottom inset.
    public static func plain(bottomInset: Double) -> Hardware {
        Hardware(cutout: .none, time: nil, homeIndicatorWidth: nil, hasHomeIndicator: bottomInset > 0)
    }
}

/// The chrome of one device, in window coordinates, drawn over every frame unless `--chrome none`.
public struct DeviceChrome: Sendable, Equatable {
    public enum Cutout: Sendable, Equatable {
        case notch(Rect, bottomRadius: Double)
        case island(Rect)
    }

    public var cutout: Cutout?
    /// Centre and size of "9:41".
    public var timeCentre: Point
    public var timeSize: Double
    /// Cellular bars, Wi-Fi and battery, left to right.
    public var signal: Rect
    public var wifi: Rect
    public var battery: Rect
    public var homeIndicator: Rect?

    /// Icon sizes: BZ's bars and battery; the Wi-Fi fan (15.33 x 11) and the gaps of 5 are ours.
    public static let signalSize = Size(width: 17, height: 32.0 / 3)
    public static let wifiSize = Size(width: 46.0 / 3, height: 11)
    public static let batterySize = Size(width: 73.0 / 3, height: 34.0 / 3)
    public static let iconGap = 5.0
    public static let homeIndicatorHeight = 5.0
    public static let homeIndicatorBottom = 8.0

    public init(_ device: Device) {
        let w = device.width
        let hw = device.hardware
        var earWidth = w / 2
        var lineY = device.safeArea.top / 2
        switch hw.cutout {
        case .none:
            cutout = nil
        case .notch(let width, let height, let radius):
            cutout = .notch(Rect(x: (w - width) / 2, y: 0, width: width, height: height), bottomRadius: radius)
            earWidth = (w - width) / 2
            lineY = height / 2 + 8
        case .dynamicIsland(let width, let height, let top):
            cutout = .island(Rect(x: (w - width) / 2, y: top, width: width, height: height))
            earWidth = (w - width) / 2
            lineY = top + height / 2
        }
        if hw.cutout == .none, !hw.hasHomeIndicator {
            // A home-button phone: the time in the middle of its 20 pt bar.
            timeCentre = Point(x: w / 2, y: device.safeArea.top / 2)
            timeSize = 12
        } else if let time = hw.time {
            timeCentre = Point(x: time.x, y: time.y)
            timeSize = time.size
            lineY = time.y
        } else {
            timeCentre = Point(x: earWidth / 2, y: lineY)
            timeSize = 17
        }
        // The icons as one group, centred in the right ear on the time's line (on a home-button
        // phone, at the right edge less the time's distance from the left of its group).
        let groupWidth = Self.signalSize.width + Self.wifiSize.width + Self.batterySize.width + 2 * Self.iconGap
        let groupCentre = hw.cutout == .none && !hw.hasHomeIndicator ? w - 6 - groupWidth / 2 : w - timeCentre.x
        let y = timeCentre.y
        var x = groupCentre - groupWidth / 2
        func place(_ s: Size) -> Rect {
            defer { x += s.width + Self.iconGap }
            return Rect(x: x, y: y - s.height / 2, width: s.width, height: s.height)
        }
        signal = place(Self.signalSize)
        wifi = place(Self.wifiSize)
        battery = place(Self.batterySize)
        if hw.hasHomeIndicator {
            let width = hw.homeIndicatorWidth ?? 134 * w / 375
            homeIndicator = Rect(
                x: (w - width) / 2, y: device.height - Self.homeIndicatorBottom - Self.homeIndicatorHeight,
                width: width, height: Self.homeIndicatorHeight)
        } else {
            homeIndicator = nil
        }
    }
}
