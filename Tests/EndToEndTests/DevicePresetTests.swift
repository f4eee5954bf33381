import Foundation
import Testing

/// Today's iPhones (Docs/uikit-rules.md#todays-iphones): every preset's points and safe-area insets against the
/// source PhoneScreens.swift cites for it, custom sizes that take a known phone's safe area, and
/// the note for an iPad-sized screen (Docs/command-line.md#notes-and-warnings).
@Suite struct DevicePresetTests {
    /// A plain list over the whole screen, `contentInsetAdjustmentBehavior: always`: with no bar,
    /// its adjustedContentInset is the window's safe area (rule 1.2, Docs/uikit-rules.md), so the layout JSON shows it.
    static let probe = """
        { "name": "probe", "list": { "contentInsetAdjustmentBehavior": "always", "sections": [ { "rows": { "count": 40, "height": 44 } } ] } }
        """

    struct Screen: Sendable, CustomTestStringConvertible {
        var device: String
        var width: Int, height: Int, top: Int, bottom: Int
        var testDescription: String { device }
    }

    /// Sources (PhoneScreens.swift): QMUI = Tencent/QMUI_iOS QMUIKit/QMUICore/QMUIHelper.m
    /// (iPhone17,1 to 17,4 portrait insets); DF = aloisdeniel/flutter_device_preview
    /// device_frame/lib/src/devices/ios/<model>/device.dart (`screenSize`, `safeAreas`).
    static let presets: [Screen] = [
        Screen(device: "iphone-16", width: 393, height: 852, top: 59, bottom: 34),  // DF iphone_16, QMUI iPhone17,3
        Screen(device: "iphone-16-plus", width: 430, height: 932, top: 59, bottom: 34),  // DF iphone_16_plus, QMUI iPhone17,4
        Screen(device: "iphone-16-pro", width: 402, height: 874, top: 62, bottom: 34),  // DF iphone_16_pro, QMUI iPhone17,1
        // DF iphone_16_pro_max, QMUI iPhone17,2
        Screen(device: "iphone-16-pro-max", width: 440, height: 956, top: 62, bottom: 34),
        Screen(device: "iphone-17-pro-max", width: 440, height: 956, top: 62, bottom: 34),  // DF iphone_17_pro_max
        Screen(device: "iphone-air", width: 420, height: 912, top: 68, bottom: 34),  // DF iphone_air
        // UL = useyourloaf, "iPhone 17 screen sizes", with Apple's technical specifications.
        Screen(device: "iphone-17", width: 402, height: 874, top: 62, bottom: 34),  // UL
        Screen(device: "iphone-17-pro", width: 402, height: 874, top: 62, bottom: 34),  // UL
        Screen(device: "iphone-18-pro", width: 402, height: 874, top: 62, bottom: 34),  // UL's spec review
        Screen(device: "iphone-18-pro-max", width: 440, height: 956, top: 62, bottom: 34),  // UL's spec review
        Screen(device: "iphone-16e", width: 390, height: 844, top: 47, bottom: 34),  // UL (a notch)
        Screen(device: "iphone-17e", width: 390, height: 844, top: 47, bottom: 34),  // UL (a notch)
        // The default stays the iPhone 15 Pro (Docs/decisions.md, rule 7 of Docs/uikit-rules.md table).
        Screen(device: "iphone-15-pro", width: 393, height: 852, top: 59, bottom: 34),
    ]

    /// Custom `WxH` without `@T/B`: a phone's size takes its safe area; a shared size with
    /// different insets takes the newest phone's (the base model's within one year).
    static let customSizes: [Screen] = [
        // iPhone 11 / XR (GK iPhone12,1), not the 11 Pro Max's 44
        Screen(device: "414x896", width: 414, height: 896, top: 48, bottom: 34),
        // 13 mini (2021, rule 7) over the X / 11 Pro (44)
        Screen(device: "375x812", width: 375, height: 812, top: 50, bottom: 34),
        // 12 / 13 Pro Max, 14 Plus (GK, DF iphone_13_pro_max)
        Screen(device: "428x926", width: 428, height: 926, top: 47, bottom: 34),
        Screen(device: "402x874", width: 402, height: 874, top: 62, bottom: 34),  // 16 Pro (QMUI, DF), 17 Pro (UL)
        Screen(device: "420x912", width: 420, height: 912, top: 68, bottom: 34),  // Air (DF)
        // @T/B always wins over the table.
        Screen(device: "414x896@10/5", width: 414, height: 896, top: 10, bottom: 5),
        // No phone of this size: the fallback, 59 / 34 from 800 pt tall, 20 / 0 below.
        Screen(device: "400x820", width: 400, height: 820, top: 59, bottom: 34),
        Screen(device: "320x700", width: 320, height: 700, top: 20, bottom: 0),
    ]

    static func layout(device: String) throws -> (run: Run, json: [String: Any]) {
        let run = try Binary.run(["-", "--device", device, "--format", "json", "--offsets", "0"], input: Data(probe.utf8))
        let json = try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any] ?? [:]
        return (run, json)
    }

    @Test(arguments: presets + customSizes)
    func screenSizeAndSafeArea(_ screen: Screen) throws {
        let (run, json) = try Self.layout(device: screen.device)
        #expect(run.exitCode == 0, "\(run.stderr)")
        // The probe's 0 is below the top of a list inset by the safe area (rule 1.3): the one
        // line on stderr says where the top is, the safe area's top of the table above.
        #expect(
            run.stderr.trimmingCharacters(in: .newlines)
                == "mockgen: warning: offset 0 is not the top of the list: it rests at contentOffset.y -\(screen.top) "
                + "(-adjustedContentInset.top), so 0 is \(screen.top) pt down; -\(screen.top) is the top (\"start\" in a scenario's scroll path)"
        )
        let viewport = json["viewport"] as? [String: Int]
        #expect(viewport == ["width": screen.width, "height": screen.height])
        let frame = (json["frames"] as? [[String: Any]])?.first
        let inset = frame?["adjustedContentInset"] as? [String: Int]
        #expect(inset == ["top": screen.top, "left": 0, "bottom": screen.bottom, "right": 0])
    }

    /// The legend names the phone whose numbers a screen uses.
    @Test func theLegendNamesThePhone() throws {
        let preset = try Binary.run(["--device", "iphone-16-pro", "--frames", "2"]).stdoutText
        #expect(preset.contains("<p class=\"device\">Device: iPhone 16 Pro, 402 x 874 pt, safe area 62 / 34. iOS 18.</p>"))
        let shared = try Binary.run(["--device", "375x812", "--frames", "2"]).stdoutText
        #expect(
            shared.contains("<p class=\"device\">Device: 375 x 812 pt, safe area 50 / 34 as on the iPhone 13 mini. iOS 18.</p>"))
        let given = try Binary.run(["--device", "375x812@44/34", "--frames", "2"]).stdoutText
        #expect(given.contains("<p class=\"device\">Device: 375 x 812 pt, safe area 44 / 34. iOS 18.</p>"))
    }

    /// mockgen models iPhones (Docs/decisions.md): an iPad-sized screen renders, and says so once
    /// on stderr after the output. 820 x 1180 is an iPad Air's portrait size in points.
    @Test func anIPadSizedScreenGetsANote() throws {
        let run = try Binary.run(["--device", "820x1180", "--frames", "2"])
        #expect(run.exitCode == 0)
        // The note, then a warning that is true there too: ably's 1050 pt of content fits the
        // 1180 pt screen, so it cannot scroll.
        #expect(
            run.stderr.hasPrefix(
                "mockgen: note: 820x1180 pt is iPad-sized, and mockgen models iPhones only: bars and margins are an"
                    + " iPhone's, and the safe area is 59/34 (give an iPad's with WxH@TOP/BOTTOM)\n"
                    + "mockgen: warning: the list cannot scroll: its content is 1050 pt"))
        #expect(count("data-frame=\"", in: run.stdoutText) == 2)
        // A phone-sized screen gets no note.
        #expect(try Binary.run(["--device", "440x956", "--frames", "2"]).stderr.isEmpty)
    }
}
