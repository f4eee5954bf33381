import Testing

@testable import MockgenLayout
@testable import MockgenRender

/// Docs/performance.md#big-flipbooks: the flipbook's explanation lists at most `listedEventMoments` places with events a
/// variant and counts the rest. A plain table of 1,200 sections (a 248 pt section: a 28 pt header
/// and five 44 pt rows) at 300 frames: past the walk's pin-threshold limit, each of the 298 free
/// frames stands on an event (one every 248 pt, frames about 990 pt apart), so there are more
/// places with events than the list shows.
@Suite struct EventListBoundTests {
    @Test func longEventListsAreCounted() throws {
        let s = Scenario(
            name: "dense", device: .iPhone15Pro,
            list: ListSpec(
                kind: .table(TableSpec(style: .plain, rowHeight: .points(44), sectionHeaderTopPadding: 0)),
                contentInsetAdjustmentBehavior: .never,
                sections: (0..<1_200).map { s in
                    SectionSpec(
                        header: ViewSpec(height: .points(28), title: "S\(s)"),
                        rows: [ViewRun(count: 5, view: ViewSpec())])
                }))
        let board = try LayoutRun.layOut(base: s, selection: .spread(count: 300, snapToEvents: true))
        let variant = board.variants[0]
        let moments = eventMoments(variant)
        #expect(moments.count > listedEventMoments)
        let html = eventList(variant)
        #expect(html.components(separatedBy: "class=\"jump\"").count - 1 == listedEventMoments)
        #expect(
            html.hasSuffix(
                "<span class=\"note\">and \(moments.count - listedEventMoments) more places with events, not listed here</span>"))
    }
}
