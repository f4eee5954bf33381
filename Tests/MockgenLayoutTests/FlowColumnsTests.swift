import Testing

@testable import MockgenLayout

/// `"width": { "columns": n }` (Docs/decisions.md: n a line with the interitem spacing between them)
/// on every device preset: the n items fill the line exactly, and float rounding never pushes
/// the last column onto the next line (rule 5.3 of Docs/uikit-rules.md: the 2-a-line grid once drawn on 393 and 390 pt).
@Suite struct FlowColumnsTests {
    static let spacings = [0, 0.5, 1, 2, 10]
    /// The line's slack: the builder's own (its comment says why it is safe).
    let tolerance = FlowLineBuilder.fitTolerance

    /// Four lines of `n` columns, 50 pt tall, full screen with `.never`: window = content coordinates.
    func grid(_ device: Device, columns n: Int, spacing s: Double, inset: Insets, itemByItem: Bool) -> FrameLayout {
        let flow = FlowSpec(minimumLineSpacing: 10, minimumInteritemSpacing: s, sectionInset: inset)
        let view = ViewSpec(height: .points(50), width: .columns(n))
        // One run goes through the whole-lines arithmetic; one run an item through the
        // item-by-item "does it still fit" test.
        let rows =
            itemByItem
            ? Array(repeating: ViewRun(count: 1, view: view), count: 4 * n)
            : [ViewRun(count: 4 * n, view: view)]
        let scenario = Scenario(
            name: "grid", device: device,
            list: ListSpec(
                kind: .collection(flow), contentInsetAdjustmentBehavior: .never,
                sections: [SectionSpec(rows: rows)]))
        return frames(scenario, offsets: [0])[0]
    }

    @Test(arguments: Device.presets.map(\.name), 2...6)
    func everyLineHoldsExactlyNColumnsThatFillIt(device name: String, columns n: Int) throws {
        let device = try #require(Device.preset(named: name))
        for s in Self.spacings {
            for inset in [Insets.zero, Insets(top: 0, left: 4, bottom: 0, right: 8)] {
                for itemByItem in [false, true] {
                    let f = grid(device, columns: n, spacing: s, inset: inset, itemByItem: itemByItem)
                    // W = content width - insets; n columns and n - 1 gaps fill it: w = (W - (n - 1) s) / n.
                    let available = device.width - inset.left - inset.right
                    let w = (available - Double(n - 1) * s) / Double(n)
                    for line in 0..<4 {
                        for k in 0..<n {
                            let frame = try #require(cell(f, 0, line * n + k), "\(name) n=\(n) s=\(s) item \(line * n + k)")
                            #expect(
                                frame.y == Double(line) * (50 + 10), "\(name) n=\(n) s=\(s): item \(line * n + k) on line \(line)"
                            )
                            #expect(
                                abs(frame.x - (inset.left + Double(k) * (w + s))) <= tolerance,
                                "\(name) n=\(n) s=\(s) item \(line * n + k): x \(frame.x)")
                            #expect(abs(frame.width - w) <= tolerance)
                        }
                        // The last column ends at the section inset on the right.
                        let last = try #require(cell(f, 0, line * n + n - 1))
                        #expect(
                            abs(last.maxX - (device.width - inset.right)) <= tolerance,
                            "\(name) n=\(n) s=\(s): line \(line) ends at \(last.maxX)")
                    }
                    #expect(f.contentSize.height == 4 * 50 + 3 * 10)
                }
            }
        }
    }

    /// The case rule 5.3 settles: 3 columns, spacing 1, on 393 and 390 pt were drawn at x 0 and
    /// 262.667 only. w = (393 - 2) / 3 = 130.333; x = 0, w + 1, 2 (w + 1).
    @Test(arguments: [393.0, 390.0])
    func threeColumnsWithOnePointGaps(width: Double) throws {
        let device = Device(name: "w", width: width, height: 852, safeArea: Insets(top: 59, bottom: 34))
        let f = grid(device, columns: 3, spacing: 1, inset: .zero, itemByItem: false)
        let w = (width - 2) / 3
        for k in 0..<3 {
            #expect(abs(try #require(cell(f, 0, k)).x - Double(k) * (w + 1)) <= tolerance)
            #expect(cell(f, 0, k)?.y == 0)
        }
        #expect(cell(f, 0, 3)?.y == 50.0 + 10)
    }

    /// The slack lets in rounding, not overflow one can see: three items of 131.001 pt with no
    /// spacing need 393.003 pt, a thousandth of a point past 393, and the third wraps.
    @Test func anItemAThousandthOfAPointTooWideStillWraps() {
        let flow = FlowSpec(minimumLineSpacing: 10, minimumInteritemSpacing: 0)
        let f = frames(
            flowScenario(
                flow,
                sections: [
                    SectionSpec(rows: [
                        ViewRun(count: 3, view: ViewSpec(height: .points(50), width: .points(131.001)))
                    ])
                ]), offsets: [0])[0]
        #expect(cell(f, 0, 1)?.y == 0)
        #expect(cell(f, 0, 2)?.y == 50.0 + 10)
    }

    @Test func theToleranceIsFarBelowAPixelAndFarAboveDoubleRounding() {
        // A pixel at 3x is 1/3 pt. A line of a thousand items on the widest custom device (4,096 pt)
        // errs by at most 1000 half-ulps of 4,096 (an ulp there is 2^-40 pt).
        #expect(tolerance * 1000 < 1.0 / 3)
        #expect(tolerance >= 1000 * (1000 * 4096.0.ulp / 2))
    }
}
