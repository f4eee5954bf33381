import MockgenDecoding
import Testing

@testable import MockgenLayout

/// The SwiftUI kind laid out (Docs/platform-rules.md): a List is its table counterpart except
/// where a source says otherwise; a LazyVStack's children stack `spacing` apart and pin, through the
/// one sticky rule, under a safeAreaInset bar. iPhone 15 Pro: 393 x 852, safe area 59 / 34.
@Suite struct SwiftUILayoutTests {
    /// Three sections of a 40 pt header, ten 44 pt rows and a 30 pt footer.
    static let sections = (0..<3).map { s in
        SectionSpec(
            header: ViewSpec(height: .points(40), title: "H\(s)"), footer: ViewSpec(height: .points(30), title: "F\(s)"),
            rows: [ViewRun(count: 10, view: ViewSpec(height: .points(44)))])
    }

    /// A SwiftUI list is laid out with SwiftUI's insets: always the safe area, bouncing when short
    /// (what the decoder sets); the table it is compared with gets the same.
    static func scenario(_ kind: ListKind, sections: [SectionSpec] = sections, bar: NavigationBarSpec? = nil) -> Scenario {
        Scenario(
            name: "s", navigationBar: bar,
            list: ListSpec(kind: kind, contentInsetAdjustmentBehavior: .always, alwaysBounceVertical: true, sections: sections),
            // The bars these tests assert are rule 7.4's (iOS 17 and 18).
            iosVersion: .iOS18)
    }

    static let offsets: [Double] = [-59, 0, 250, 700, 1100]

    /// Grouped, insetGrouped and sidebar Lists lay out as the grouped and insetGrouped tables
    /// (SwiftUIList.swift: the table geometry is reused) without the table's blank top (rule 3.3,
    /// 35 pt): a List has been a collection-view list since iOS 16 (SU2, SU6), which has no table
    /// header view to leave it for. So the List at offset o shows what the table shows at o + 35.
    @Test(arguments: [(SwiftUIListStyle.grouped, TableStyle.grouped), (.insetGrouped, .insetGrouped), (.sidebar, .insetGrouped)])
    func groupedListsMatchTheirTable(_ style: SwiftUIListStyle, _ table: TableStyle) {
        let list = frames(Self.scenario(.swiftUI(SwiftUISpec(container: .list(style)))), offsets: Self.offsets)
        let tableFrames = frames(Self.scenario(.table(TableSpec(style: table))), offsets: Self.offsets.map { $0 + 35 })
        for (l, t) in zip(list, tableFrames) {
            #expect(l.contentSize.height == t.contentSize.height - 35)
            #expect(l.elements == t.elements, "offset \(l.contentOffset)")
        }
    }

    /// The first section of an inset-grouped List without a header starts 18 pt below the bar, as
    /// a compositional `listConfiguration: insetGrouped` does (rule 6.9 with the 18 pt of a
    /// header-less grouped section, TableMetrics.groupedDefaultSupplementaryHeight), not 35 + 18 =
    /// 53 pt as a UITableView would (rule 3.3). Sources that a List is a collection-view list since
    /// iOS 16: SU2 (siteline/swiftui-introspect, element-hq/element-ios 7492, the backing view by
    /// version) and SU6 (wxxsw/SwiftUI-WeChat 27: `UITableView.appearance().sectionHeaderTopPadding`
    /// stopped reaching a List built with Xcode 14 for iOS 16).
    @Test func anInsetGroupedListStartsWhereAListConfigurationDoes() throws {
        let json =
            #"{ "name": "s", "list": { "kind": "swiftui", "listStyle": "insetGrouped", "sections": [ { "rows": { "count": 3 } } ] } }"#
        let list = try ScenarioDecoder.decode(Array(json.utf8), source: "s.json").base
        let compositional = compositionalScenario(
            #""listConfiguration": { "appearance": "insetGrouped" }, "sections": [ { "items": { "count": 3 } } ]"#,
            behavior: "always")
        let listTop = frames(list, offsets: [-59])[0].elements.first { $0.kind == .cell }?.frame.minY
        let configurationTop = frames(compositional, offsets: [-59])[0].elements.first { $0.id == "item.0.0" }?.frame.minY
        // At rest (offset -59, the safe area's top, no bar): the first row's top, 59 + 18.
        let top: Double = 59 + 18
        #expect(listTop.map { abs($0 - top) < 1e-9 } == true, "\(listTop ?? .nan)")
        #expect(configurationTop.map { abs($0 - top) < 1e-9 } == true, "\(configurationTop ?? .nan)")
    }

    /// A plain List matches the plain table (22 pt header top padding, 44 pt rows, headers
    /// sticking at T = off + adj.top, rule 2.2) except its footers, which do not float: a List is a
    /// UICollectionView list since iOS 16 and its plain appearance pins headers only (rule 6.2),
    /// where a plain table floats footers at B = off + h - adj.bottom (rule 2.3).
    @Test func plainListMatchesThePlainTableButItsFootersScroll() throws {
        let list = frames(Self.scenario(.swiftUI(SwiftUISpec(container: .list(.plain)))), offsets: [0])[0]
        let table = frames(Self.scenario(.table(TableSpec(style: .plain))), offsets: [0])[0]
        #expect(list.elements.filter { $0.kind != .footer } == table.elements.filter { $0.kind != .footer })
        // Section 0: padding 22, header 22..62, rows 62..502, footer 502..532; section 1 starts at 532:
        // header 554..594, rows 594..1034, footer 1034..1064.
        // Offset 0, B = 0 + 852 - 34 = 818: the table floats footer 1 at 818 - 30, above its natural 1034.
        let floating = try #require(table.element("footer.1"))
        #expect(floating.frame.y == 818 - 30.0 && floating.pinned)
        // The List leaves it at 1034, below the screen: it is not drawn.
        #expect(list.element("footer.1") == nil)
        #expect(list.element("footer.0")?.frame.y == 502 && list.element("footer.0")?.pinned == false)
        // Headers stick as the table's: at offset 250, T = 250 + 59 = 309 is past header 0's 22,
        // within its section (ends 532, so at most 532 - 40): window y 309 - 250 = 59.
        let scrolled = frames(Self.scenario(.swiftUI(SwiftUISpec(container: .list(.plain)))), offsets: [250])[0]
        #expect(scrolled.element("header.0")?.frame.y == 59 && scrolled.element("header.0")?.pinned == true)
    }

    /// A lazy stack 10 pt apart: each section 40 + 3 x 50 + 20 tall with 4 gaps inside and one gap
    /// before the next, a pitch of 210 + 40 + 10 = 260. Section 0: header 0..40, rows at 50, 110,
    /// 170, footer 230..250; section 1 from 260; six sections, content 6 x 260 - 10 = 1550.
    static let stackSections = (0..<6).map { s in
        SectionSpec(
            header: ViewSpec(height: .points(40)), footer: ViewSpec(height: .points(20)),
            rows: [ViewRun(count: 3, view: ViewSpec(height: .points(50)))])
    }

    static func stack(_ pinned: PinnedScrollableViews, inset: Double? = 50, bar: NavigationBarSpec? = nil) -> Scenario {
        scenario(
            .swiftUI(
                SwiftUISpec(
                    container: .lazyVStack(spacing: 10, pinnedViews: pinned),
                    safeAreaInsetTop: inset.map { ViewSpec(height: .points($0), title: "Filters") })),
            sections: stackSections, bar: bar)
    }

    @Test func lazyStackChildrenAreSpacingApart() throws {
        let frame = frames(Self.stack(PinnedScrollableViews(), inset: nil), offsets: [-59])[0]
        #expect(frame.contentSize.height == 6 * 260 - 10)
        // At the start, offset -59 (adj.top is the safe area's 59): window y = content y + 59 (rule 8.2).
        #expect(frame.element("header.1")?.frame.y == 260 + 59.0)
        #expect(frame.element("cell.0.1")?.frame.y == 110 + 59.0)
        #expect(frame.element("footer.0")?.frame.y == 230 + 59.0)
    }

    /// The issue's check: `LazyVStack(pinnedViews: [.sectionHeaders])` pins under a safeAreaInset
    /// bar. The 50 pt bar adds to the 59 pt safe area: adj.top = 109, T = off + 109, and the bar
    /// spans window y 59..109.
    @Test func pinnedHeadersPinUnderTheSafeAreaInsetBar() throws {
        let f = frames(Self.stack(PinnedScrollableViews(sectionHeaders: true)), offsets: [-109, 0, 200])
        #expect(f[0].adjustedContentInset.top == 59 + 50.0)
        let bar = try #require(f[1].element("safeAreaInset"))
        #expect(bar.frame == Rect(x: 0, y: 59, width: 393, height: 50))
        // At rest (offset -109) header 0 is at its natural place, right under the bar.
        #expect(f[0].element("header.0")?.frame.y == 109 && f[0].element("header.0")?.pinned == false)
        // Offset 0: T = 109 is past header 0's natural 0; the section ends at 250, so it stays
        // at min(109, 250 - 40) = 109, window 109: under the bar.
        #expect(f[1].element("header.0")?.frame.y == 109 && f[1].element("header.0")?.pinned == true)
        // Offset 200: T = 309. Header 0 is pushed off by its section's end, 250 - 40 = 210, window
        // 10; header 1 (natural 260) pins at 309, window 109.
        #expect(f[2].element("header.0")?.frame.y == 210 - 200.0)
        #expect(f[2].element("header.1")?.frame.y == 109 && f[2].element("header.1")?.pinned == true)
        // The bar draws over the pinned header it covers: it is the last element.
        #expect(f[2].elements.last?.id == "safeAreaInset")
        // Header 1 starts to pin where T reaches 260: offset 260 - 109 = 151.
        let g = SwiftUIGeometry(
            spec: SwiftUISpec(container: .lazyVStack(spacing: 10, pinnedViews: PinnedScrollableViews(sectionHeaders: true))),
            sections: Self.stackSections, width: 393, layoutMargin: 16)
        #expect(
            g.pinThresholds(adjustedInset: Insets(top: 109, bottom: 34), boundsHeight: 852, offsets: 100...200) == [260 - 109.0])
    }

    /// `safeAreaInset(edge: .top, spacing: 8)`: the visible top moves by the view and the spacing,
    /// 59 + 50 + 8 = 117; the view sits 8 above that line, at 59.
    @Test func safeAreaInsetSpacingMovesTheVisibleTopToo() throws {
        var spec = SwiftUISpec(
            container: .lazyVStack(spacing: 10, pinnedViews: PinnedScrollableViews(sectionHeaders: true)),
            safeAreaInsetTop: ViewSpec(height: .points(50)))
        spec.safeAreaInsetTopSpacing = 8
        let f = frames(Self.scenario(.swiftUI(spec), sections: Self.stackSections), offsets: [100])[0]
        #expect(f.adjustedContentInset.top == 59 + 50 + 8.0)
        #expect(f.element("safeAreaInset")?.frame.y == 59)
        // Offset 100: T = 217 is past header 0's 0 and short of its section's end less 40, 210:
        // header 0 stops at 210, window 110; it is pushed off already.
        #expect(f.element("header.0")?.frame.y == 210 - 100.0)
    }

    /// Pinned footers keep to the visible bottom, B = off + 852 - 34, inside their section: at the
    /// start (offset -109, B = 709) footer 2 (natural 750..770, section from 520) sits at 709 - 20,
    /// window 689 + 109 = 798 = 852 - 34 - 20; footers 0 and 1 end above B and stay.
    @Test func pinnedFootersKeepAboveTheBottomSafeArea() throws {
        let f = frames(Self.stack(PinnedScrollableViews(sectionFooters: true)), offsets: [-109])[0]
        #expect(f.element("footer.2")?.frame.y == 852 - 34 - 20.0 && f.element("footer.2")?.pinned == true)
        #expect(f.element("footer.1")?.frame.y == 490 + 109.0 && f.element("footer.1")?.pinned == false)
        // Headers are not pinned in this stack: header 0 scrolls away.
        let scrolled = frames(Self.stack(PinnedScrollableViews(sectionFooters: true)), offsets: [100])[0]
        #expect(scrolled.element("header.0") == nil)
    }

    /// navigationTitle with a large title (rule 7.4): the bar ends at 150 at rest on a 15 Pro, so
    /// with the 50 pt inset bar adj.top = 200; once the 52 pt title area has collapsed (offset
    /// -200 + 52 and beyond) the bar ends at 98 and headers pin at 98 + 50 = 148: at offset 200,
    /// T = 200 + 148 = 348 is past header 1's natural 260, window 348 - 200 = 148.
    @Test func pinnedHeadersFollowTheCollapsingLargeTitle() throws {
        let bar = SwiftUISpec(container: .list(.plain), navigationTitle: "Alarms", titleDisplayMode: .large).navigationBar
        let f = frames(Self.stack(PinnedScrollableViews(sectionHeaders: true), bar: bar), offsets: [-200, 200])
        #expect(f[0].navigationBar?.frame.height == 150)
        #expect(f[0].element("safeAreaInset")?.frame.y == 150)
        #expect(f[0].element("header.0")?.frame.y == 200)
        #expect(f[1].navigationBar?.frame.height == 98)
        #expect(f[1].element("safeAreaInset")?.frame.y == 98)
        #expect(f[1].element("header.1")?.frame.y == 148 && f[1].element("header.1")?.pinned == true)
        // Inline: the bar is 98 from the start.
        let inline = SwiftUISpec(container: .list(.plain), navigationTitle: "Alarms", titleDisplayMode: .inline).navigationBar
        let g = frames(Self.stack(PinnedScrollableViews(sectionHeaders: true), bar: inline), offsets: [-148])
        #expect(g[0].navigationBar?.frame.height == 98 && g[0].adjustedContentInset.top == 148)
    }
}
