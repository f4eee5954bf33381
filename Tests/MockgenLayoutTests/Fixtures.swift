import MockgenLayout
import MockgenTestSupport
import MockgenText

/// The `ably` screen of seed 004 built by hand (Docs/seed-screens.md): plain table, full screen,
/// `.never`, rowHeight 200, sectionHeaderTopPadding 0; an overlay bar 59 + 50 tall.
func ablyScenario(rows: Int = 4) -> Scenario {
    Scenario(
        name: "ably",
        device: .iPhone15Pro,
        navigationBar: NavigationBarSpec(
            kind: .overlay, height: 50, title: "상품 상세",
            color: .semantic("systemBackground"), fade: .init(from: 0, to: 91)),
        list: ListSpec(
            kind: .table(TableSpec(style: .plain, rowHeight: .points(200), sectionHeaderTopPadding: 0)),
            contentInsetAdjustmentBehavior: .never,
            sections: [
                SectionSpec(rows: [ViewRun(count: 1, view: ViewSpec(title: "상품 이미지"))]),
                SectionSpec(
                    header: ViewSpec(height: .points(50), title: "Section1 헤더 뷰", color: .semantic("systemRed")),
                    rows: [ViewRun(count: rows, view: ViewSpec())]),
            ]),
        behaviors: [.pinUnderNavigationBar(section: 1)]
    )
}

/// A plain table with `sections` sections of `rows` 44 pt rows under `header` pt headers.
func plainTable(
    sections: Int, rows: Int, header: Double = 40, footer: Double? = nil,
    padding: Double = 0, behavior: ContentInsetAdjustmentBehavior = .never,
    device: Device = .iPhone15Pro, bar: NavigationBarSpec? = nil
) -> Scenario {
    Scenario(
        name: "plain",
        device: device,
        navigationBar: bar,
        list: ListSpec(
            kind: .table(TableSpec(style: .plain, rowHeight: .points(44), sectionHeaderTopPadding: padding)),
            contentInsetAdjustmentBehavior: behavior,
            sections: (0..<sections).map { s in
                SectionSpec(
                    header: ViewSpec(height: .points(header), title: "S\(s)"),
                    footer: footer.map { ViewSpec(height: .points($0), title: "F\(s)") },
                    rows: [ViewRun(count: rows, view: ViewSpec())])
            }),
        // The numbers these tests assert are rules 1 to 8's (iOS 17 and 18).
        iosVersion: .iOS18)
}

extension FrameLayout {
    func element(_ id: String) -> Element? { elements.first { $0.id == id } }
}

func frames(_ scenario: Scenario, offsets: [Double]) -> [FrameLayout] {
    try! LayoutRun.layOut(base: scenario, selection: .offsets(offsets), fonts: fonts(for: scenario)).variants[0].frameArray
}

/// The pinned fonts when the scenario has content to measure (self-sized rows), else none: the
/// layout of a screen without content never opens them.
func fonts(for scenario: Scenario) -> FontSet? {
    scenario.hasContent ? try! FontSet.load() : nil
}
