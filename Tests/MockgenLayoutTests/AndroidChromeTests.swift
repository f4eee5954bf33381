import Testing

@testable import MockgenLayout

/// The Android presets' system chrome against its sources (AndroidChrome.swift): PX = the Pixel
/// device trees' `config_mainBuiltInDisplayCutout` (a circle in panel pixels), SUI = AOSP
/// SystemUI's dimens (Android 15), plus the assumed 20 dp rounded-corner padding of the Pixels
/// (the Pixel 5's) and 8 dp of the Galaxy S8.
@Suite struct AndroidChromeTests {
    func chrome(_ name: String) throws -> AndroidChrome {
        let device = try #require(Device.preset(named: name))
        return try #require(AndroidChrome(device))
    }

    /// PX `tokay`: the hole is centred at (539.5, 86.5) px with radius 42 px; at 420 dpi
    /// (2.625 px a dp) that is (205.524, 32.952) dp, radius 16 dp. The clock and icons sit on the
    /// hole's centre line (the device's status bar is twice that tall).
    @Test func thePixel9HasItsPunchHole() throws {
        let c = try chrome("pixel-9")
        let hole = try #require(c.hole)
        #expect(abs(hole.centre.x - 539.5 / 2.625) < 1e-9 && abs(hole.centre.y - 86.5 / 2.625) < 1e-9)
        #expect(abs(hole.radius - 16) < 1e-9)
        #expect(c.lineY == hole.centre.y)
    }

    /// PX `komodo`: (672, 99.5) px, radius 47 px at 3 px a dp: centred on the 448 dp screen.
    @Test func thePixel9ProXLHoleIsCentred() throws {
        let c = try chrome("pixel-9-pro-xl")
        let hole = try #require(c.hole)
        #expect(hole.centre.x == 224 && abs(hole.centre.y - 99.5 / 3) < 1e-9 && abs(hole.radius - 47.0 / 3) < 1e-9)
    }

    /// SUI: the clock is 14 sp; its left edge is the 4 dp `status_bar_padding_start` past the
    /// 20 dp rounded-corner padding: 24. The icons end as far from the right edge (4 dp
    /// `status_bar_padding_end`): 411.429 - 24; the battery 7.8 x 13 sp, 4 dp (assumed) after the
    /// 15 sp cellular box, itself 2.5 sp after the 15 sp Wi-Fi box.
    @Test func thePixel9ClockAndIconsFollowSystemUI() throws {
        let c = try chrome("pixel-9")
        let width = 1080 / 2.625
        #expect(c.clockX == 20 + 4 && c.clockSize == 14)
        #expect(abs(c.battery.maxX - (width - 24)) < 1e-9)
        #expect(c.battery.width == 7.8 && c.battery.height == 13)
        #expect(c.cellular.width == 15 && abs(c.cellular.maxX - (c.battery.x - 4)) < 1e-9)
        #expect(c.wifi.width == 15 && abs(c.wifi.maxX - (c.cellular.x - 2.5)) < 1e-9)
        for icon in [c.wifi, c.cellular, c.battery] { #expect(abs((icon.y + icon.height / 2) - c.lineY) < 1e-9) }
    }

    /// SUI: the handle is 108 dp wide, 2 x 2 dp tall, its lower edge 10 dp above the bottom, so
    /// it sits in the middle of the 24 dp gesture bar: y 923.429 - 10 - 4, x (411.429 - 108) / 2.
    @Test func thePixel9HandleIsCentredInTheGestureBar() throws {
        let c = try chrome("pixel-9")
        let handle = try #require(c.handle)
        let (width, height) = (1080 / 2.625, 2424 / 2.625)
        #expect(handle.width == 108 && handle.height == 4)
        #expect(abs(handle.y - (height - 14)) < 1e-9 && abs(handle.x - (width - 108) / 2) < 1e-9)
        #expect(abs((handle.y + handle.height / 2) - (height - 24 / 2)) < 1e-9)
    }

    /// The Galaxy S8: no punch hole (its camera is in the bezel above the screen), no gesture bar
    /// in the window (DF: bottom inset 0), the content in the middle of its 24 dp status bar and
    /// 8 + 4 dp in from each side.
    @Test func theGalaxyS8HasNoHoleAndNoHandle() throws {
        let c = try chrome("galaxy-s8")
        #expect(c.hole == nil && c.handle == nil)
        #expect(c.lineY == 12 && c.clockX == 12 && c.battery.maxX == 360 - 12)
    }

    /// Every Android preset has its chrome; no iPhone has (their DeviceChrome is untouched).
    @Test func onlyTheAndroidPresetsHaveAndroidChrome() {
        for device in Device.presets {
            #expect((AndroidChrome(device) != nil) == Device.androidPresets.contains(device), "\(device.name)")
        }
    }
}
