import Testing

@testable import MockgenLayout

/// The device chrome against its sources (DeviceChrome.swift): BZ = apparata/Bezeler's per-phone
/// measurements, DF = flutter_device_preview's iPhone 15 Pro screen outline.
@Suite struct DeviceChromeTests {
    func chrome(_ name: String) throws -> DeviceChrome { DeviceChrome(try #require(Device.preset(named: name))) }

    /// BZ, iPhone X / 11 Pro: the notch 209 x 30 centred at the top ((375 - 209) / 2 = 83), lower
    /// corners 22; the time centred at (46.5, 23) in 15 pt; the home indicator 134 x 5, 8 above the
    /// bottom: y 812 - 8 - 5 = 799, x (375 - 134) / 2 = 120.5.
    @Test func theIPhoneXHasBezelersNotchAndIndicator() throws {
        let c = try chrome("iphone-x")
        #expect(c.cutout == .notch(Rect(x: 83, y: 0, width: 209, height: 30), bottomRadius: 22))
        #expect(c.timeCentre == Point(x: 46.5, y: 23) && c.timeSize == 15)
        #expect(c.homeIndicator == Rect(x: 120.5, y: 799, width: 134, height: 5))
    }

    /// DF: the iPhone 15 Pro's island is 125 x 36.67, 11.33 below the top, centred:
    /// x (393 - 125) / 2 = 134. The time sits in the middle of the left ear (134 / 2 = 67) on the
    /// island's centre line (11.33 + 18.33 = 29.67); the home indicator is 134 x 393 / 375 wide.
    @Test func theIPhone15ProHasTheDynamicIsland() throws {
        let c = try chrome("iphone-15-pro")
        guard case .island(let box)? = c.cutout else {
            Issue.record("no island")
            return
        }
        #expect(box.x == 134 && box.width == 125)
        #expect(abs(box.y - 34.0 / 3) < 1e-9 && abs(box.height - 110.0 / 3) < 1e-9)
        #expect(c.timeCentre.x == 67 && abs(c.timeCentre.y - (34.0 / 3 + 55.0 / 3)) < 1e-9)
        let indicator = try #require(c.homeIndicator)
        #expect(abs(indicator.width - 134 * 393 / 375) < 1e-9 && indicator.maxY == 852 - 8)
    }

    /// Apple: the iPhone 13's notch is 20 % smaller than the 12's (210 x 32, BZ): 168 wide here,
    /// (390 - 168) / 2 = 111 from the left; BZ's 390 pt home indicator is 139 wide.
    @Test func theIPhone14NotchIsTheTwelvesNarrowed() throws {
        let c = try chrome("iphone-14")
        #expect(c.cutout == .notch(Rect(x: 111, y: 0, width: 168, height: 32), bottomRadius: 22))
        #expect(c.homeIndicator?.width == 139)
    }

    /// A home-button phone: no cutout, no home indicator, the time centred in its 20 pt bar.
    @Test func theIPhoneSEHasAHomeButton() throws {
        let c = try chrome("iphone-se")
        #expect(c.cutout == nil && c.homeIndicator == nil)
        #expect(c.timeCentre == Point(x: 187.5, y: 10) && c.timeSize == 12)
    }

    /// BZ's icons: bars 17 x 10.67 and battery 24.33 x 11.33, on the time's line, 5 apart, the
    /// group mirrored about the screen's middle from the time (375 - 46.5 = 328.5 on the X).
    @Test func theStatusIconsMirrorTheTime() throws {
        let c = try chrome("iphone-x")
        #expect(c.signal.width == 17 && abs(c.battery.width - 73.0 / 3) < 1e-9)
        let left = c.signal.x
        let right = c.battery.maxX
        #expect(abs((left + right) / 2 - 328.5) < 1e-9)
        #expect(abs(c.wifi.x - (c.signal.maxX + 5)) < 1e-9 && abs(c.battery.x - (c.wifi.maxX + 5)) < 1e-9)
        #expect(abs(c.battery.y + c.battery.height / 2 - 23) < 1e-9)
    }

    /// Every preset names its hardware; custom sizes of a known phone take that phone's, and a
    /// custom safe area (@T/B) a plain screen: a home indicator only with a bottom inset.
    @Test func presetsAndCustomSizesCarryTheirHardware() throws {
        // 8, and the iPhone 17 and 17 Pro (the 18 Pros have the smaller island).
        #expect(Device.presets.filter { $0.hardware == .dynamicIsland }.count == 10)
        #expect(Device.presets.filter { $0.hardware == .smallDynamicIsland }.count == 2)
        #expect(Device.custom("414x896")?.hardware == .iPhone11)
        #expect(Device.custom("375x812@44/34")?.hardware == .plain(bottomInset: 34))
        #expect(Device.custom("320x480")?.hardware.hasHomeIndicator == false)
    }
}
