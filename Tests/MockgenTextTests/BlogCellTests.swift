import MockgenDecoding
import MockgenLayout
import MockgenText
import Testing

@testable import MockgenText

/// Seed 003's PostCell constraint chain summed by hand: container inset 20 left/right, bottom
/// -24; thumbnail full container width, height = width x 2/3; title 24 below it, inset 24; date 8
/// below the title; tag row 24 below the date, 64 tall, 24 above the container's bottom.
@Suite struct BlogCellTests {
    /// Rounds up to a whole pixel of a screen of `scale` pixels a point.
    func ceilPixel(_ x: Double, _ scale: Double) -> Double { (x * scale - 1e-9).rounded(.up) / scale }

    let fonts = try! FontSet.load()

    func blog(device: String = "iphone-15-pro", contentSize: String = "large") throws -> Simulation {
        let builtin = try #require(ScenarioLibrary.builtin(named: "blog"))
        var scenario = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "blog.json").base
        scenario.device = try #require(Device.preset(named: device))
        scenario.contentSize = contentSize
        return try Simulation(scenario, fonts: fonts)
    }

    func rowHeights(_ sim: Simulation) -> [Double] {
        sim.scenario.list.sections[0].rows.map { run in
            if case .points(let h)? = run.view.height { return h }
            return -1
        }
    }

    /// The iPhone 15 Pro is 393 pt wide at 3x; the iPhone SE 375 pt at 2x, where labels round to half points.
    @Test(arguments: [("iphone-15-pro", 393.0, 3.0, 47.0 / 3), ("iphone-se", 375.0, 2.0, 32.0 / 2)])
    func postCellsAreTheChainSummed(device: String, screen: Double, scale: Double, date: Double) throws {
        let sim = try blog(device: device)
        let container = screen - 20 - 20
        let labelWidth = container - 24 - 24
        let title3 = 20.0  // Dynamic Type at Large
        // Lines are the system font's lineHeight, (1950 + 494) / 2048 x size, Korean or not
        // (Docs/decisions.md, Text): 23.8671875 at 20 pt; 15.513671875 at 13 pt (the footnote date),
        // 46.54 pixels at 3x (47) and 31.03 at 2x (32).
        let titleLine = 23.8671875
        let titles = [
            "[TIL / 25.02.10] 헤더를 이용한 테이블뷰 구성, 셀과 헤더 높이 자동 계산",
            "Why automaticDimension needs an unbroken chain of constraints from the top of the content view to its bottom",
        ]
        for (row, title) in zip([0, 3], titles) {
            let lines = fonts.layout(title, font: FontSpec(size: title3), width: labelWidth).lines.count
            #expect(lines >= 2, "a title long enough to wrap")
            let expected = container * 2 / 3 + 24 + ceilPixel(Double(lines) * titleLine, scale) + 8 + date + 24 + 64 + 24 + 24
            #expect(abs(rowHeights(sim)[row] - expected) < 1e-9, "\(device) row \(row)")
        }
    }

    @Test func heightsChangeWithWidthAndContentSize() throws {
        let large = rowHeights(try blog())
        let se = rowHeights(try blog(device: "iphone-se"))
        let ax = rowHeights(try blog(contentSize: "accessibilityExtraLarge"))
        #expect(zip(large, se).allSatisfy { $0 != $1 })
        #expect(zip(large, ax).allSatisfy { $0 < $1 })
        // Titles of differing lengths wrap differently: the five cells are not all one height.
        #expect(Set(large).count > 1)
    }

    /// Seed 001's header: a 100 pt image beside a stack of body, body, largeTitle with spacing 10,
    /// at least 5 pt from the top and bottom; the address and min/max lines are Korean.
    @Test func weatherHeaderIsTheStackPlusItsMargins() throws {
        let builtin = try #require(ScenarioLibrary.builtin(named: "weather"))
        let sim = try Simulation(try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "weather.json").base, fonts: fonts)
        // Body 17 pt: 20.287109375 pt = 60.86 pixels, 61 at 3x. Large title 34 pt: 40.57421875 pt
        // = 121.72 pixels, 122. The Korean lines are no taller than the Latin one.
        let body = 61.0 / 3
        let largeTitle = 122.0 / 3
        let stack = body + 10 + body + 10 + largeTitle  // 101.333...
        guard case .points(let h)? = sim.scenario.list.sections[0].header?.height else {
            Issue.record("not measured")
            return
        }
        #expect(abs(h - (5 + stack + 5)) < 1e-9)  // 111.333..., more than the 100 pt image
    }
}
