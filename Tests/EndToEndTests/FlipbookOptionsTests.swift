import Foundation
import Testing

/// The command line (Docs/command-line.md): `--overlays`, `--device WxH@T/B`, and device and appearance as
/// variants drawn side by side.
@Suite struct FlipbookOptionsTests {
    @Test func customDeviceSizeAndSafeArea() throws {
        let run = try Binary.run(["--device", "390x844@47/34", "--offsets", "0", "--format", "json"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdoutText.contains(#""viewport": { "width": 390, "height": 844 }"#))
        // The overlay bar covers safe top 47 + 50.
        #expect(run.stdoutText.contains(#""navigationBar": { "frame": { "x": 0, "y": 0, "width": 390, "height": 97 }"#))
        // Without @: a screen 800 pt or taller gets 59 / 34.
        let tall = try Binary.run(["--device", "400x900", "--offsets", "0", "--format", "json"])
        #expect(tall.exitCode == 0)
        #expect(tall.stdoutText.contains(#""height": 109 }"#))
        let html = try Binary.run(["--device", "390x844@47/34", "--frames", "3"])
        // The page's frames carry the overlays, so each is 172 pt wider for their labels' gutter.
        #expect(html.stdoutText.contains(#"viewBox="0 0 \#(390 + 172) 844""#))
    }

    @Test(arguments: [
        ["--device", "390x"], ["--device", "0x844"], ["--device", "390x844@47"],
        ["--device", "390x844@500/500"], ["--overlays", "pin,glow"], ["--overlays"],
    ])
    func badValuesAreUsageErrors(_ arguments: [String]) throws {
        let run = try Binary.run(arguments)
        #expect(run.exitCode == 64, "\(arguments)")
        #expect(run.stdout.isEmpty)
    }

    @Test func overlaysOption() throws {
        let all = try Binary.run(["--overlays", "all", "--frames", "3"]).stdoutText
        #expect(
            all.contains(
                #"<main id="stage" class="show-pin show-insets show-safe-area show-sections show-thresholds show-pinned show-badge""#
            ))
        let none = try Binary.run(["--overlays", "none", "--frames", "3"]).stdoutText
        #expect(none.contains(#"<main id="stage" class="""#))
        #expect(count(#"<g class="overlay overlay-pin">"#, in: none) == 3)
        // SVG files: plain by default, overlays drawn when asked.
        let dir = try Binary.scratchDirectory()
        #expect(try Binary.run(["--format", "svg", "--frames", "2", "--out", "plain"], in: dir).exitCode == 0)
        #expect(
            try Binary.run(["--format", "svg", "--frames", "2", "--out", "drawn", "--overlays", "pin,pinned"], in: dir).exitCode
                == 0)
        let plain = try String(contentsOf: dir.appendingPathComponent("plain/ably-001.svg"), encoding: .utf8)
        let drawn = try String(contentsOf: dir.appendingPathComponent("drawn/ably-001.svg"), encoding: .utf8)
        #expect(!plain.contains("overlay"))
        // Plain: the screen alone, no badge and no gutter; with overlays, a 172 pt gutter.
        #expect(!plain.contains("#1 y=") && plain.contains(#"viewBox="0 0 393 852""#))
        #expect(drawn.contains(#"viewBox="0 0 \#(393 + 172) 852""#))
        #expect(drawn.contains(#"<g class="overlay overlay-pin">"#) && !drawn.contains("overlay-sections"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("drawn/ably-contact.svg").path))
    }

    /// Device presets, a custom size and the dark appearance side by side as variants.
    @Test func deviceAndAppearanceVariants() throws {
        let dir = try Binary.scratchDirectory()
        let scenario = """
            {
              "name": "devices",
              "navigationBar": { "kind": "overlay", "height": 50, "title": "Bar", "fade": { "from": 0, "to": 91 } },
              "list": { "kind": "table", "style": "plain", "contentInsetAdjustmentBehavior": "never", "rowHeight": 200,
                        "sectionHeaderTopPadding": 0,
                        "sections": [ { "rows": [ { "title": "Hero" } ] },
                                      { "header": { "height": 50, "title": "Tabs", "color": "systemRed" }, "rows": { "count": 4 } } ] },
              "behaviors": [ { "type": "pinUnderNavigationBar", "section": 1 } ],
              "variants": [
                { "name": "pro" },
                { "name": "se-dark", "device": "iphone-se", "appearance": "dark" },
                { "name": "custom", "device": { "width": 320, "height": 700, "safeArea": { "top": 30, "bottom": 10 } } }
              ]
            }
            """
        try scenario.write(to: dir.appendingPathComponent("devices.json"), atomically: true, encoding: .utf8)
        let run = try Binary.run(["devices.json", "--frames", "4"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let html = run.stdoutText
        #expect(count(#" data-variant="pro""#, in: html) == 4)
        #expect(count(#" data-variant="se-dark""#, in: html) == 4)
        #expect(count(#" data-variant="custom""#, in: html) == 4)
        // Each device's width plus the 172 pt gutter of the overlays' labels.
        #expect(
            html.contains(#"viewBox="0 0 \#(393 + 172) 852""#) && html.contains(#"viewBox="0 0 \#(375 + 172) 667""#)
                && html.contains(#"viewBox="0 0 \#(320 + 172) 700""#))
        // Dark: systemBackground is black in the SE variant's frames only.
        #expect(html.contains(##"<rect x="0" y="0" width="375" height="667" fill="#000000"/>"##))
        #expect(html.contains(##"<rect x="0" y="0" width="393" height="852" fill="#ffffff"/>"##))
        #expect(html.contains(#"style="--variants: 3""#))
        // One curves chart per variant; each threshold at its own device's bar bottom.
        #expect(count(#" class="chart""#, in: html) == 3)
        #expect(html.contains("safe area top 30") && html.contains("safe area top 20"))
        // The SE's bar bottom is 20 + 50 = 70, so its threshold is 200 - 70 = 130.
        #expect(html.contains(">switches at offset 130</text>"))
    }
}
