import Testing

@testable import MockgenRaster

/// Text baselines on whole device pixels in the raster output, as Chromium (Skia's baseline snap)
/// draws them (pixel agreement with Chromium: Docs/testing.md#pixel-agreement).
@Suite struct BaselineSnapTests {
    @Test func aBaselineMovesToTheNearestDevicePixel() {
        let svg =
            ##"<svg><text x="16" y="54.904" fill="#000000">3<tspan font-family="'Noto Sans CJK KR'">시간</tspan></text></svg>"##
        // 54.904 pt × 2 = 109.808 px, nearest pixel 110 = 55 pt.
        #expect(
            snappingTextBaselines(svg, scale: 2)
                == ##"<svg><text x="16" y="55" fill="#000000">3<tspan font-family="'Noto Sans CJK KR'">시간</tspan></text></svg>"##)
        // At 3x: 164.712 px, nearest 165 = 55 pt again; 35.617 × 3 = 106.851, nearest 107 = 35.666... pt.
        let snapped = snappingTextBaselines(#"<text x="67" y="35.617" font-weight="600">Title</text>"#, scale: 3)
        #expect(snapped == #"<text x="67" y="\#(107.0 / 3)" font-weight="600">Title</text>"#)
    }

    @Test func onlyTextBaselinesMove() {
        // Rectangles and x positions keep their fractions; a negative baseline (a row above the top) snaps too.
        let svg = #"<rect x="0.5" y="10.25" width="3" height="4"/><text x="16.25" y="-5.096">a</text>"#
        #expect(
            snappingTextBaselines(svg, scale: 2)
                == #"<rect x="0.5" y="10.25" width="3" height="4"/><text x="16.25" y="-5">a</text>"#)
        #expect(snappingTextBaselines("<svg/>", scale: 2) == "<svg/>")
    }
}
