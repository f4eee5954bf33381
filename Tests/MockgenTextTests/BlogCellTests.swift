import Testing
import MockgenLayout
import MockgenScenario
@testable import MockgenText

/// Seed 003's PostCell constraint chain summed by hand: container inset 20 left/right, bottom
/// -24; thumbnail full container width, height = width x 2/3; title 24 below it, inset 24; date 8
/// below the title; tag row 24 below the date, 64 tall, 24 above the container's bottom.
@Suite struct BlogCellTests {
    let fonts = try! FontSet.shared.get()

    func blog(device: String = "iphone-15-pro", contentSize: String = "large") throws -> Simulation {
        let builtin = try #require(ScenarioLibrary.builtin(named: "blog"))
        var scenario = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "blog.json").base
        scenario.device = try #require(Device.preset(named: device))
        scenario.contentSize = contentSize
        return Simulation(scenario)
    }

    func rowHeights(_ sim: Simulation) -> [Double] {
        sim.scenario.list.sections[0].rows.map { run in
            if case let .points(h)? = run.view.height { return h }
            return -1
        }
    }

    @Test func postCellsAreTheChainSummed() throws {
        let inter = try FontTables(path: fonts.face(0, .regular).path)
        let noto = try FontTables(path: fonts.face(1, .regular).path, index: fonts.face(1, .regular).index)
        let sim = try blog()
        let container = 393.0 - 20 - 20
        let labelWidth = container - 24 - 24
        let title3 = 20.0, footnote = 13.0  // Dynamic Type at Large
        // Every line of a Korean title holds Hangul: the taller of the two fonts sets it.
        let hangulLine = max(inter.ascent(title3), noto.ascent(title3)) + max(inter.descent(title3), noto.descent(title3))
        let titles = [
            ("[TIL / 25.02.10] 헤더를 이용한 테이블뷰 구성, 셀과 헤더 높이 자동 계산", hangulLine),
            ("Why automaticDimension needs an unbroken chain of constraints from the top of the content view to its bottom",
             inter.lineHeight(title3)),
        ]
        for (row, (title, lineHeight)) in zip([0, 3], titles) {
            let lines = fonts.layout(title, font: FontSpec(size: title3), width: labelWidth).lines.count
            #expect(lines >= 2, "a title long enough to wrap")
            let expected = container * 2 / 3 + 24 + ceilPixel(Double(lines) * lineHeight) + 8
                + ceilPixel(inter.lineHeight(footnote)) + 24 + 64 + 24 + 24
            #expect(abs(rowHeights(sim)[row] - expected) < 1e-9, "row \(row)")
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
        let sim = Simulation(try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "weather.json").base)
        let inter = try FontTables(path: fonts.face(0, .regular).path)
        let noto = try FontTables(path: fonts.face(1, .regular).path, index: fonts.face(1, .regular).index)
        let body = ceilPixel(max(inter.ascent(17), noto.ascent(17)) + max(inter.descent(17), noto.descent(17)))
        let largeTitle = ceilPixel(inter.lineHeight(34))
        let stack = body + 10 + body + 10 + largeTitle
        guard case let .points(h)? = sim.scenario.list.sections[0].header?.height else { Issue.record("not measured"); return }
        #expect(abs(h - max(100, 5 + stack + 5)) < 1e-9)
    }
}
