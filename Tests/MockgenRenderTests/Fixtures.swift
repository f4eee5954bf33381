import MockgenLayout

/// Hand-built frames: the layout engine is written elsewhere, so every number here follows from
/// the seed's rules, with the arithmetic in the comments.
enum Fixtures {
    // MARK: ably (seed 004)

    /// iPhone 15 Pro: 393 x 852, safe area 59 / 34. The overlay bar covers 0 ..< 59 + 50 = 109.
    static let barBottom = 59.0 + 50

    static func ablyScenario(
        title: String? = "Ably product detail", barTitle: String = "상품 상세",
        appearance: Appearance = .light
    ) -> Scenario {
        Scenario(
            name: "ably", title: title, device: .iPhone15Pro,
            navigationBar: NavigationBarSpec(kind: .overlay, height: 50, title: barTitle, fade: .init(from: 0, to: 91)),
            list: ListSpec(
                kind: .table(TableSpec(style: .plain, rowHeight: .points(200), sectionHeaderTopPadding: 0)),
                contentInsetAdjustmentBehavior: .never,
                sections: [
                    SectionSpec(rows: [ViewRun(count: 1, view: ViewSpec(title: "상품 이미지", color: .semantic("systemGray5")))]),
                    SectionSpec(
                        header: ViewSpec(height: .points(50), title: "Section1 헤더 뷰", color: .semantic("systemRed")),
                        rows: [ViewRun(count: 4, view: ViewSpec(title: "Row"))]),
                ]),
            behaviors: [.pinUnderNavigationBar(section: 1)],
            appearance: appearance, iosVersion: .iOS18)
    }

    /// ably at contentOffset 150. Content: cell.0.0 0..200, header.1 200..250, cell.1.I at 250 + 200 I.
    /// 150 > threshold 200 - 109 = 91, so contentInset.top = 109 and header.1 pins at
    /// max(200 - 150, 0 + 109) = 109 (pin line = list y 0 + inset 109).
    static func ablyFrame(
        index: Int = 7, offset: Double = 150, rowTitle: String = "Row",
        barAlpha: Double = 0.5, titleVisible: Bool = false,
        clampedFrom: Double? = nil
    ) -> FrameLayout {
        let scenario = ablyScenario()
        let separator = Decoration(separator: .init(left: 16, right: 0))
        func cell(_ section: Int, _ item: Int, contentY: Double, title: String, color: ColorSpec? = nil) -> Element {
            Element(
                kind: .cell, section: section, item: item,
                frame: Rect(x: 0, y: contentY - offset, width: 393, height: 200),
                view: ViewSpec(height: .points(200), title: title, color: color), decoration: separator)
        }
        return FrameLayout(
            index: index, contentOffset: offset, clampedFrom: clampedFrom,
            contentInset: Insets(top: barBottom), adjustedContentInset: Insets(top: barBottom),
            contentSize: Size(width: 393, height: 200 + 50 + 4 * 200),
            listFrame: Rect(x: 0, y: 0, width: 393, height: 852),
            navigationBar: NavigationBarState(
                frame: Rect(x: 0, y: 0, width: 393, height: barBottom),
                alpha: barAlpha, titleVisible: titleVisible,
                spec: scenario.navigationBar!),
            elements: [
                cell(0, 0, contentY: 0, title: "상품 이미지", color: .semantic("systemGray5")),
                cell(1, 0, contentY: 250, title: "\(rowTitle) 0"),
                cell(1, 1, contentY: 450, title: "\(rowTitle) 1"),
                cell(1, 2, contentY: 650, title: "\(rowTitle) 2"),
                cell(1, 3, contentY: 850, title: "\(rowTitle) 3"),
                Element(
                    kind: .header, section: 1, frame: Rect(x: 0, y: 109, width: 393, height: 50), pinned: true,
                    view: ViewSpec(height: .points(50), title: "Section1 헤더 뷰", color: .semantic("systemRed"))),
            ],
            events: ["header.1 pins"],
            behaviorStates: [BehaviorStateLabel(name: "pinUnderNavigationBar", state: "active")])
    }

    static func ablyVariant(frames: [FrameLayout], name: String? = nil, scenario: Scenario = ablyScenario()) -> VariantLayout {
        VariantLayout(name: name, scenario: scenario, frames: frames)
    }

    // MARK: An insetGrouped screen in dark appearance

    /// iPhone 14 (390 x 844, safe 47 / 34), system bar 44 tall (bottom 91), list below the bar
    /// (frame y 91 ..< 844). insetGrouped rows are inset by the 16 pt margins: x 16, width 390 - 32 = 358.
    /// At contentOffset 0 with adjusted inset 0 (the list starts below the bar), section 0's
    /// header (38 tall) is at 91, rows of 44 follow at 129, 173, 217; the footer (30) at 261.
    static func settingsVariant() -> VariantLayout {
        let device = Device.preset(named: "iphone-14")!
        let scenario = Scenario(
            name: "settings", title: "Settings <dark>", device: device,
            navigationBar: NavigationBarSpec(kind: .system, height: 44, title: "Settings"),
            list: ListSpec(
                kind: .table(TableSpec(style: .insetGrouped, rowHeight: .points(44))),
                frameTop: .belowBar, sections: []),
            appearance: .dark, iosVersion: .iOS18)
        let rowDecoration = { (top: Double, bottom: Double, separated: Bool) in
            Decoration(
                separator: separated ? .init(left: 16, right: 0) : nil, topCornerRadius: top, bottomCornerRadius: bottom,
                defaultFill: .semantic("secondarySystemGroupedBackground"))
        }
        let clear = Decoration(defaultFill: .semantic("clear"))
        let frame = FrameLayout(
            index: 2, contentOffset: 0, clampedFrom: -40,
            contentInset: .zero, adjustedContentInset: .zero,
            contentSize: Size(width: 390, height: 291),
            listFrame: Rect(x: 0, y: 91, width: 390, height: 844 - 91),
            navigationBar: NavigationBarState(
                frame: Rect(x: 0, y: 0, width: 390, height: 91), alpha: 1,
                titleVisible: true, spec: scenario.navigationBar!),
            elements: [
                Element(
                    kind: .header, section: 0, frame: Rect(x: 16, y: 91, width: 358, height: 38),
                    view: ViewSpec(title: "GENERAL"), decoration: clear),
                Element(
                    kind: .cell, section: 0, item: 0, frame: Rect(x: 16, y: 129, width: 358, height: 44),
                    view: ViewSpec(title: "Wi-Fi"), decoration: rowDecoration(10, 0, true)),
                Element(
                    kind: .cell, section: 0, item: 1, frame: Rect(x: 16, y: 173, width: 358, height: 44),
                    view: ViewSpec(title: "Bluetooth & <Devices>"), decoration: rowDecoration(0, 0, true)),
                Element(
                    kind: .cell, section: 0, item: 2, frame: Rect(x: 16, y: 217, width: 358, height: 44),
                    view: ViewSpec(title: "Cellular", color: .rgba(0x30, 0x60, 0xC0, 0x80)),
                    decoration: rowDecoration(0, 10, false)),
                Element(
                    kind: .footer, section: 0, frame: Rect(x: 16, y: 261, width: 358, height: 30),
                    view: ViewSpec(title: "Footer text"), decoration: clear),
            ],
            events: ["navigationBar opaque"])
        return VariantLayout(name: "inset \"grouped\"", scenario: scenario, frames: [frame])
    }

    /// The hostile string every escaping test feeds in.
    static let hostile = "</svg><script>alert(1)</script> & \"quoted\" 'single' \u{1}"
}
