import Testing

@testable import MockgenLayout

/// contentInsetAdjustmentBehavior and the scroll range (rules 1.2-1.4, Docs/uikit-rules.md), iPhone 15 Pro (59 / 34).
@Suite struct ScrollViewTests {
    let inset = Insets(top: 10, bottom: 5)

    func adjusted(
        _ behavior: ContentInsetAdjustmentBehavior, rows: Int, bar: NavigationBarSpec? = nil,
        alwaysBounce: Bool? = nil
    ) -> Insets {
        var s = plainTable(sections: 1, rows: rows, behavior: behavior, bar: bar)
        s.list.contentInset = inset
        s.list.alwaysBounceVertical = alwaysBounce
        return frames(s, offsets: [0])[0].adjustedContentInset
    }

    @Test func never_usesContentInsetOnly() {
        #expect(adjusted(.never, rows: 100) == inset)
    }

    @Test func always_addsTheSafeArea() {
        #expect(adjusted(.always, rows: 1, alwaysBounce: false) == Insets(top: 10 + 59, bottom: 5 + 34))
    }

    @Test func scrollableAxes_addsTheSafeAreaOnlyWhenScrollable() {
        // 100 rows x 44 > 852: scrollable. 1 row with alwaysBounceVertical off: not.
        #expect(adjusted(.scrollableAxes, rows: 100) == Insets(top: 69, bottom: 39))
        #expect(adjusted(.scrollableAxes, rows: 1, alwaysBounce: false) == inset)
        // UITableView bounces vertically by default, so even a short table counts as scrollable.
        #expect(adjusted(.scrollableAxes, rows: 1) == Insets(top: 69, bottom: 39))
    }

    @Test func automatic_alwaysAdjustsInANavigationController() {
        // Apple: vertical content is always adjusted under a navigation controller's bar;
        // the system bar (44 pt, rule 7.1 of Docs/uikit-rules.md, from the 54 pt status bar, rule 7.4) is part of the
        // safe area then.
        let bar = NavigationBarSpec(kind: .system, height: 44)
        #expect(adjusted(.automatic, rows: 1, bar: bar, alwaysBounce: false) == Insets(top: 10 + 54 + 44, bottom: 5 + 34))
        // Elsewhere it behaves like .scrollableAxes.
        #expect(adjusted(.automatic, rows: 1, alwaysBounce: false) == inset)
        #expect(adjusted(.automatic, rows: 100) == Insets(top: 69, bottom: 39))
    }

    @Test func automatic_overlayBarDoesNotChangeTheSafeArea() {
        let bar = NavigationBarSpec(kind: .overlay, height: 50)
        #expect(adjusted(.automatic, rows: 100, bar: bar) == Insets(top: 69, bottom: 39))
    }

    @Test func rule1_3_rangeRunsFromMinusTopInsetToContentEnd() throws {
        // 100 rows + 40 pt header = 4440; .always: adj = 69 / 39; max = 4440 - 852 + 39.
        var s = plainTable(sections: 1, rows: 100, behavior: .always)
        s.list.contentInset = inset
        let sim = try Simulation(s)
        #expect(sim.restRange == -69...(4440 - 852 + 39))
    }

    @Test func rule1_4_rubberBandMatchesTheCitedValue() {
        // Rule 1.4 (Docs/uikit-rules.md): d = 960, x = 100 -> (1 - 1 / (100 x 0.55 / 960 + 1)) x 960 = 52.02...
        let b = ScrollView.rubberBand(100, dimension: 960)
        #expect(abs(b - (1 - 1 / (100 * 0.55 / 960 + 1)) * 960) < 1e-12)
        #expect((b * 10).rounded() / 10 == 52.0)
        #expect(abs(ScrollView.fingerDistance(forRubberBand: b, dimension: 960) - 100) < 1e-9)
    }

    @Test func listFrameBelowTheBarHasNoSafeAreaOnTop() {
        var s = plainTable(
            sections: 1, rows: 100, behavior: .always,
            bar: NavigationBarSpec(kind: .overlay, height: 50))
        s.list.frameTop = .belowBar
        let f = frames(s, offsets: [0])[0]
        #expect(f.listFrame == Rect(x: 0, y: 59 + 50, width: 393, height: 852 - 109))
        #expect(f.adjustedContentInset == Insets(top: 0, bottom: 34))
    }
}
