/// The system chrome an Android preset (Device.androidPresets) shows around an app: the status
/// bar's clock at the left and its Wi-Fi, cellular and battery icons at the right, the front
/// camera's punch hole, and the gesture navigation handle. In window coordinates (dp), drawn over
/// every frame unless `--chrome none`. Sources, by repository and path (Docs/platform-rules.md):
/// - SUI: AOSP SystemUI `packages/SystemUI/res/values/dimens.xml` (Android 15, as mirrored in
///   muhomorr/platform_frameworks_base-15): the clock is 14 sp (`status_bar_clock_size`); the
///   status bar's content starts 4 dp in from each side (`status_bar_padding_start` / `_end`) past
///   the device's rounded-corner padding (`rounded_corner_content_padding`, added by
///   `StatusBarContentInsetsProvider`); the Wi-Fi and cellular icons are 15 sp views
///   (`status_bar_wifi_signal_size`, `status_bar_mobile_signal_size`), 2.5 sp apart
///   (`status_bar_wifi_signal_spacer_width`); the battery is 7.8 x 13 sp
///   (`status_bar_battery_icon_width` / `_height`); the gesture handle is 108 dp wide
///   (`navigation_home_handle_width`), twice its 2 dp radius tall (`navigation_handle_radius`;
///   `NavigationHandle` draws a rounded bar of height 2 x radius) with its lower edge 10 dp above
///   the bar's bottom (`navigation_handle_bottom`). The content is centred vertically in the
///   status bar (`status_bar_bottom_aligned_margin_rotation_0` is -1).
/// - SUI styles: `TextAppearance.StatusBar.Clock` takes the medium headline family.
/// - PX: GrapheneOS/device_google_shusky (`shiba`, `husky`) and device_google_caimito (`tokay`,
///   `komodo`), `overlay/frameworks/base/core/res/res/values/config.xml`,
///   `config_mainBuiltInDisplayCutout`: each Pixel's punch hole as a circle in panel pixels, and
///   the status bar made twice the hole's centre tall so its content is centred on the hole.
/// - Pixel 5 (GrapheneOS/device_google_redfin, SystemUI overlay `dimens.xml`): its rounded-corner
///   padding is meant as 20 dp.
/// Assumptions (no source): the Pixel 8 and 9 keep the Pixel 5's 20 dp rounded-corner padding; the
/// Galaxy S8 (One UI, not AOSP's SystemUI) has 8 dp; a gap of 4 dp before the battery; the icons'
/// glyphs are Material's signal icons drawn in their 15 dp box.
public struct AndroidChrome: Sendable, Equatable {
    /// A punch hole: centre and radius.
    public struct Hole: Sendable, Equatable {
        public var centre: Point
        public var radius: Double
    }

    public var hole: Hole?
    /// Left edge, vertical centre and size of the clock ("9:41"), drawn in the medium weight.
    public var clockX: Double
    public var lineY: Double
    public var clockSize: Double
    /// The three icons left to right, each a box its glyph is drawn in.
    public var wifi: Rect
    public var cellular: Rect
    public var battery: Rect
    public var handle: Rect?

    public static let clockSize = 14.0
    public static let statusBarPadding = 4.0
    public static let signalBox = 15.0
    public static let signalGap = 2.5
    public static let batteryGap = 4.0
    public static let batterySize = Size(width: 7.8, height: 13)
    public static let handleWidth = 108.0
    public static let handleHeight = 2 * 2.0
    public static let handleBottom = 10.0

    /// Per preset: the punch hole in panel pixels (PX) and the rounded-corner padding in dp.
    private static let panels: [String: (hole: (x: Double, y: Double, r: Double)?, cornerPadding: Double)] = [
        "pixel-8": ((x: 539.75, y: 65.75, r: 36.25), 20),
        "pixel-8-pro": ((x: 672, y: 75, r: 43.25), 20),
        "pixel-9": ((x: 539.5, y: 86.5, r: 42), 20),
        "pixel-9-pro-xl": ((x: 672, y: 99.5, r: 47), 20),
        "galaxy-s8": (nil, 8),
    ]

    /// Nil for a device that is not one of the Android presets.
    public init?(_ device: Device) {
        guard device.isAndroid, let panel = Self.panels[device.name] else { return nil }
        let w = device.width
        hole = panel.hole.map { Hole(centre: Point(x: $0.x / device.scale, y: $0.y / device.scale), radius: $0.r / device.scale) }
        // On a Pixel the status bar is twice the hole's centre tall, so its content sits on the
        // hole's centre line; without a hole, in the middle of the status bar.
        lineY = hole?.centre.y ?? device.safeArea.top / 2
        let side = panel.cornerPadding + Self.statusBarPadding
        clockX = side
        clockSize = Self.clockSize
        let y = lineY
        func box(right: Double, _ size: Size) -> Rect {
            Rect(x: right - size.width, y: y - size.height / 2, width: size.width, height: size.height)
        }
        battery = box(right: w - side, Self.batterySize)
        let signal = Size(width: Self.signalBox, height: Self.signalBox)
        cellular = box(right: battery.x - Self.batteryGap, signal)
        wifi = box(right: cellular.x - Self.signalGap, signal)
        if device.safeArea.bottom > 0 {
            handle = Rect(
                x: (w - Self.handleWidth) / 2, y: device.height - Self.handleBottom - Self.handleHeight,
                width: Self.handleWidth, height: Self.handleHeight)
        } else {
            // Three-button navigation outside the app's window: nothing of it shows in the frame.
            handle = nil
        }
    }
}
