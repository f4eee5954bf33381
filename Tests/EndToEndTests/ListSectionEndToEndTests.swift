import Foundation
import Testing

/// One section as a list (rule 6.10, Docs/uikit-rules.md) through the binary: an App Store style
/// screen, a carousel of cards over an insetGrouped list section, on the iPhone 15 Pro (393 x 852),
/// full screen with `.never`, so window y = content y - contentOffset.y.
@Suite struct ListSectionEndToEndTests {
    /// Section 0: contentInsets.top 8, one orthogonal row of 220 pt cards, contentInsets.bottom 8
    /// (rule 6.8): 8 + 220 + 8 = 236; section 1 starts there (interSectionSpacing 0).
    static let carouselHeight = 8.0 + 220 + 8

    static let cards = """
        { "group": { "layoutSize": { "widthDimension": { "fractionalWidth": 0.9 }, "heightDimension": { "absolute": 220 } },
                     "subitem": { "layoutSize": { "widthDimension": { "fractionalWidth": 1 }, "heightDimension": { "fractionalHeight": 1 } } } },
          "interGroupSpacing": 10, "contentInsets": { "top": 8, "leading": 16, "bottom": 8, "trailing": 16 },
          "orthogonalScrollingBehavior": "groupPaging", "items": { "count": 4, "color": "systemBlue" } }
        """
    /// The rows of the list section: a titled header and 30 title-only items, enough for the list alone to scroll.
    static let rows = #""header": { "title": "Top Free Apps" }, "items": [ { "count": 30, "title": "App" } ]"#
    static let configuration = #"{ "appearance": "insetGrouped", "headerMode": "supplementary" }"#

    static func scenario(_ name: String, list: String) throws -> URL {
        let text = """
            { "name": "\(name)", "device": "iphone-15-pro",
              "list": { "kind": "compositional", "contentInsetAdjustmentBehavior": "never", \(list) },
              "scroll": { "path": [0, 300] } }
            """
        let url = try Binary.scratchDirectory().appendingPathComponent("\(name).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// The App Store screen: the carousel, then a section with its own `list`.
    static func appStore() throws -> URL {
        try scenario("appstore", list: #""sections": [ \#(cards), { "list": \#(configuration), \#(rows) } ]"#)
    }

    static func frames(_ file: URL, offsets: String) throws -> [[String: Any]] {
        let run = try Binary.run([file.path, "--format", "json", "--offsets", offsets])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any])
        return try #require(root["frames"] as? [[String: Any]])
    }

    static func element(_ id: String, _ frame: [String: Any]) -> [String: Double]? {
        SettingsAndProfileBuiltInTests.element(id, in: frame)
    }

    /// The rule: a section built by `NSCollectionLayoutSection.list(using:layoutEnvironment:)` is the
    /// section `UICollectionViewCompositionalLayout.list(using:)` builds from the same configuration.
    /// So the list section's header and rows are the layout-wide list's, moved down by the height
    /// of the sections above it (236), at every offset: offset o in the App Store screen shows what
    /// offset o - 236 shows in the list alone.
    @Test func theListSectionLaysOutAsTheLayoutWideListDoes() throws {
        let alone = try Self.scenario(
            "alone", list: #""listConfiguration": \#(Self.configuration), "sections": [ { \#(Self.rows) } ]"#)
        let offsets = [236.0, 300, 500, 700]
        let screen = try Self.frames(try Self.appStore(), offsets: "0," + offsets.map { "\(Int($0))" }.joined(separator: ","))
        let list = try Self.frames(alone, offsets: offsets.map { "\(Int($0 - Self.carouselHeight))" }.joined(separator: ","))
        #expect(screen.count == 5 && list.count == 4)
        // At offset 236 the header is at the top of the screen in both.
        #expect(Self.element("header.1", screen[1])?["y"] == 0)
        for (a, b) in zip(screen.dropFirst(), list) {
            #expect(Self.element("header.1", a) == Self.element("header.0", b))
            for i in 0..<30 { #expect(Self.element("item.1.\(i)", a) == Self.element("item.0.\(i)", b), "item \(i)") }
        }
        // And by the numbers, at offset 0: insetGrouped insets the rows by the layout margins
        // (16 on a 393 pt phone, rule 3.4): x 16, width 393 - 2 x 16 = 361; each row the list
        // cell's estimate, 44 (rule 6.9), under the header (no top padding in grouped appearances,
        // rule 6.2; no grouped default inset above a section that has a header).
        let rest = screen[0]
        let header = try #require(Self.element("header.1", rest))
        #expect(header["y"] == Self.carouselHeight)
        #expect(
            Self.element("item.1.0", rest)
                == ["x": 16, "y": Self.carouselHeight + header["height"]!, "width": 361, "height": 44])
        #expect(Self.element("item.1.1", rest)?["y"] == Self.carouselHeight + header["height"]! + 44)
        // The cards keep their group (rule 6.5): 0.9 of the 361 pt column, from the leading inset.
        // (The layout JSON writes 3 decimals: 0.9 x 361 = 324.9.)
        #expect(Self.element("item.0.0", rest) == ["x": 16, "y": 8, "width": 324.9, "height": 220])
        // The list section's own background spans the section across the content width.
        let contentHeight = try #require(SettingsAndProfileBuiltInTests.number(rest, "contentSize", "height"))
        #expect(
            Self.element("decoration.1", rest)
                == ["x": 0, "y": Self.carouselHeight, "width": 393, "height": contentHeight - Self.carouselHeight])
        #expect(Self.element("decoration.0", rest) == nil)
    }

    /// The SVG draws the list section on the grouped background and its rows on the grouped
    /// cell background (rule 6.10), while the carousel has none.
    @Test func theListSectionIsDrawnOnTheGroupedBackground() throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.run([try Self.appStore().path, "--format", "svg", "--out", dir.path, "--offsets", "0"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let svg = try String(contentsOf: dir.appendingPathComponent("appstore-000.svg"), encoding: .utf8)
        #expect(svg.contains(#"id="decoration.1""#))
        #expect(!svg.contains(#"id="decoration.0""#))
    }

    @Test func aSectionListBesideTheLayoutWideOneIsRefusedWithNoOutput() throws {
        let file = try Self.scenario(
            "both", list: #""listConfiguration": {}, "sections": [ { "list": \#(Self.configuration), \#(Self.rows) } ]"#)
        let dir = try Binary.scratchDirectory()
        let run = try Binary.run([file.path, "--format", "svg", "--out", dir.path])
        #expect(run.exitCode == 65)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(
            lines.first?.hasSuffix(
                #": list.sections[0].list: a section's own "list" is for a layout of sections; this layout's listConfiguration already lays every section out as a list"#
            ) == true)
        #expect(run.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}
