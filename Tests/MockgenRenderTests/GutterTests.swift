import Foundation
import MockgenDecoding
import MockgenFormat
import MockgenLayout
import Testing

@testable import MockgenRender

/// Docs/command-line.md#overlays: overlays never hide the mock. Labels go into a gutter right of the screen, the
/// pin line only where a header can pin, "pinned" only where the element can be seen, and the
/// `#N y=…` badge is an overlay.
@Suite struct GutterTests {
    /// A chip of 25 characters of 10 pt DejaVu Sans Mono (advance 1233 / 2048 em = 0.602:
    /// 150.5, up to 151, + 3 pt each side = 157) after a 12 pt leader, 3 pt from the edge.
    static let gutter = 12.0 + 157 + 3

    /// Every overlay label's chip (`rx="3"`), as (x, y, width, height).
    static func chips(_ svg: String) -> [(x: Double, y: Double, width: Double, height: Double)] {
        ElementLayerTests.tags("rect", in: svg[...]).filter { $0["rx"] == 3 }.map {
            ($0["x"]!, $0["y"]!, $0["width"]!, $0["height"]!)
        }
    }

    @Test func anyOverlayWidensTheFrameByTheGutter() {
        let frame = Fixtures.ablyFrame()
        let variant = Fixtures.ablyVariant(frames: [frame])
        let plain = renderSVGFrame(frame, variant: variant)
        #expect(plain.contains(#"width="393" height="852" viewBox="0 0 393 852""#))
        let drawn = renderSVGFrame(frame, variant: variant, overlays: [.pin])
        #expect(
            drawn.contains(
                #"width="\#(formatNumber(393 + Self.gutter))" height="852" viewBox="0 0 \#(formatNumber(393 + Self.gutter)) 852""#
            ))
        // The gutter's panel (systemGray5, light), and the list clipped to the screen beside it.
        #expect(drawn.contains(##"<rect x="393" y="0" width="172" height="852" fill="#e5e5ea"/>"##))
        #expect(drawn.contains(##"<clipPath id="list"><rect x="0" y="0" width="393" height="852" fill="#000000"/></clipPath>"##))
        #expect(OverlaySVG.maxCharacters == 25)
    }

    /// The fixture at offset 150: the pin line at 109 (2-line label, 2 x 12 + 2 x 1.5 = 27 tall)
    /// and header.1 pinned at 109 ..< 159 under a half-transparent bar (1 line, 15 tall).
    @Test func labelsStackBesideTheirTargets() throws {
        let frame = Fixtures.ablyFrame()
        let svg = renderSVGFrame(frame, variant: Fixtures.ablyVariant(frames: [frame]), overlays: [.pin, .pinned])
        let chips = Self.chips(svg)
        try #require(chips.count == 2)
        // Centred on their targets when there is room: 109 - 27 / 2 and (109 + 159) / 2 - 15 / 2.
        #expect(chips[0].y == 109 - 27.0 / 2 && chips[0].height == 27)
        #expect(chips[1].y == (109 + 159) / 2 - 15.0 / 2 && chips[1].height == 15)
        // Chips start after the leader; "pin line y=109" is the widest line: 14 x 6.02 = 84.28, up to 85, + 6.
        #expect(chips.allSatisfy { $0.x == 393 + 12 })
        #expect(chips[0].width == 85 + 6)
        // Leaders from the screen's edge at the target to the chip's middle.
        #expect(svg.contains(##"<line x1="393" y1="109" x2="405" y2="109" stroke="#ff2d55" stroke-width="1"/>"##))
        #expect(svg.contains(##"<line x1="393" y1="134" x2="405" y2="134" stroke="#ffcc00" stroke-width="1"/>"##))
    }

    /// Past the threshold in `ably`: the pin line and the threshold both at window y 109, header.1
    /// pinned at 109 ..< 159. Sorted by wanted top (then by overlay), each chip goes below the one
    /// before, 3 pt apart: 95.5, 95.5 + 27 + 3 = 125.5, then 125.5 + 27 + 3 = 155.5.
    @Test func labelsAtTheSameYStackDownwards() throws {
        let frame = try #require(OverlayTests.frames.first { $0.contentOffset > 91 })
        let svg = renderSVGFrame(frame, variant: OverlayTests.variant, overlays: [.pin, .thresholds, .pinned])
        #expect(Self.chips(svg).map(\.y) == [95.5, 125.5, 155.5])
    }

    /// No label over the screen, none over another, in every frame of every built-in with every
    /// overlay on (the browser suite checks the same against the drawn text).
    @Test(arguments: ElementLayerTests.names)
    func labelsStayInTheGutterApart(name: String) throws {
        let board = try ContentOutputTests.layoutRun(name)
        for variant in board.variants {
            let width = variant.scenario.device.width
            let height = variant.scenario.device.height
            for frame in variant.frames {
                let svg = renderSVGFrame(frame, variant: variant, overlays: Overlay.allCases)
                let chips = Self.chips(svg).sorted { $0.y < $1.y }
                #expect(!chips.isEmpty)
                for chip in chips {
                    #expect(chip.x >= width && chip.x + chip.width <= width + Self.gutter, "\(name) \(frame.index)")
                    #expect(chip.y >= 0 && chip.y + chip.height <= height)
                }
                for (a, b) in zip(chips, chips.dropFirst()) { #expect(a.y + a.height <= b.y, "\(name) \(frame.index)") }
            }
        }
    }

    /// A label longer than the gutter holds is cut with an ellipsis, never drawn past it.
    @Test func longLabelsAreCut() {
        var frame = Fixtures.ablyFrame()
        frame.behaviorThresholds = [
            BehaviorThreshold(
                name: String(repeating: "x", count: 40), offset: 91, windowY: 109,
                explanation: "")
        ]
        let svg = renderSVGFrame(frame, variant: Fixtures.ablyVariant(frames: [frame]), overlays: [.thresholds])
        #expect(svg.contains(">" + String(repeating: "x", count: 24) + "…</text>"))
    }

    /// WCAG 2.x relative luminance and contrast ratio, written out: every label's colour on its
    /// chip reaches AA's 4.5:1 for normal text (the labels are 10 pt).
    @Test func labelsReadOnTheirChip() {
        func luminance(_ c: RGBA) -> Double {
            func channel(_ v: UInt8) -> Double {
                let s = Double(v) / 255
                return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
        }
        let chip = luminance(OverlaySVG.chipColor)
        for overlay in Overlay.allCases {
            let text = luminance(overlay.color)
            let ratio = (max(text, chip) + 0.05) / (min(text, chip) + 0.05)
            #expect(ratio >= 4.5, "\(overlay): \(ratio)")
        }
    }

    // MARK: The pin line

    /// Rules 2.2, 3.1 and 5.5 (Docs/uikit-rules.md): plain tables float their headers, grouped
    /// styles never do, a flow layout pins them only with sectionHeadersPinToVisibleBounds.
    @Test func pinLineOnlyWhereAHeaderCanPin() {
        let header = ViewSpec(height: .points(40), title: "H")
        func scenario(_ kind: ListKind, header: ViewSpec? = header, behaviors: [BehaviorSpec] = []) -> Scenario {
            Scenario(
                name: "s",
                list: ListSpec(kind: kind, sections: [SectionSpec(header: header, rows: [ViewRun(count: 3, view: ViewSpec())])]),
                behaviors: behaviors)
        }
        #expect(scenario(.table(TableSpec(style: .plain))).headersCanPin)
        #expect(!scenario(.table(TableSpec(style: .plain)), header: nil).headersCanPin)
        #expect(!scenario(.table(TableSpec(style: .grouped))).headersCanPin)
        #expect(!scenario(.table(TableSpec(style: .insetGrouped))).headersCanPin)
        #expect(scenario(.table(TableSpec(style: .grouped)), behaviors: [.pinUnderNavigationBar(section: 0)]).headersCanPin)
        #expect(!scenario(.table(TableSpec(style: .grouped)), behaviors: [.bouncesAbove(offset: 0)]).headersCanPin)
        #expect(!scenario(.collection(FlowSpec())).headersCanPin)
        #expect(scenario(.collection(FlowSpec(sectionHeadersPinToVisibleBounds: true))).headersCanPin)
        #expect(
            scenario(
                .collection(
                    FlowSpec(
                        headerReferenceSize: Size(width: 0, height: 30),
                        sectionHeadersPinToVisibleBounds: true)), header: nil
            ).headersCanPin)
        #expect(!scenario(.collection(FlowSpec(sectionHeadersPinToVisibleBounds: true)), header: nil).headersCanPin)
    }

    /// `weather`'s grouped variants draw no pin line; its plain variant does.
    @Test func groupedWeatherHasNoPinLine() throws {
        let board = try ContentOutputTests.layoutRun("weather")
        for variant in board.variants {
            let plain = variant.name == "plain"
            for frame in variant.frames {
                let svg = renderSVGFrame(frame, variant: variant, overlays: Overlay.allCases)
                #expect(svg.contains("overlay-pin\"") == plain, "\(variant.name ?? "") \(frame.index)")
            }
        }
    }

    // MARK: Pinned

    /// The bar covers 0 ..< 109. A pinned header wholly under it is outlined only while the bar
    /// lets it show (alpha below 1); one partly under it is outlined where it shows.
    @Test func pinnedOutlinedOnlyWhereItCanBeSeen() {
        func svg(headerY: Double, barAlpha: Double) -> String {
            var frame = Fixtures.ablyFrame(barAlpha: barAlpha)
            frame.elements[5].frame.y = headerY
            return renderSVGFrame(frame, variant: Fixtures.ablyVariant(frames: [frame]), overlays: [.pinned])
        }
        #expect(!svg(headerY: 50, barAlpha: 1).contains("overlay-pinned"))
        // Seen through a half-transparent bar: its whole frame 50 ..< 100, inset 1.5 for the 3 pt stroke.
        #expect(
            svg(headerY: 50, barAlpha: 0.5).contains(
                ##"<rect x="1.5" y="51.5" width="390" height="47" fill="none" stroke="#ffcc00" stroke-width="3"/>"##))
        // 80 ..< 130 under an opaque bar: 109 ..< 130 shows, 21 tall, 18 inside the stroke.
        let partly = svg(headerY: 80, barAlpha: 1)
        #expect(
            partly.contains(##"<rect x="1.5" y="110.5" width="390" height="18" fill="none" stroke="#ffcc00" stroke-width="3"/>"##)
        )
        #expect(partly.contains(">header.1 pinned</text>"))
    }
}
