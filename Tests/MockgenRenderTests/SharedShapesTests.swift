import MockgenFormat
import MockgenLayout
import MockgenValidation
import Testing

@testable import MockgenRender

/// Issue 8: the flipbook draws a repeated list element once and places it with `<use>`.
@Suite struct SharedShapesTests {
    static let frames = renderFlipbookFrames(EngineOutputTests.layoutRun)

    static func ids(_ svg: String, attribute: String) -> [String] {
        svg.components(separatedBy: " \(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func everyUseFindsItsDefinitionInTheFirstFrame() {
        let all = Self.frames.joined()
        let defined = Set(Self.ids(Self.frames[0][0], attribute: "id").filter { $0.hasPrefix("d") })
        #expect(!defined.isEmpty)
        let used = all.flatMap { Self.ids($0, attribute: "href") }
        #expect(used.allSatisfy { $0.hasPrefix("#") && defined.contains(String($0.dropFirst())) })
        // Each definition is used at least twice (else it would be inline), and is defined once.
        for id in defined { #expect(used.filter { $0 == "#\(id)" }.count >= 2, "\(id)") }
        #expect(all.dropFirst().allSatisfy { !$0.contains("<defs>") })
    }

    @Test func framesOfThePageValidate() throws {
        let schema = try RelaxNGSchema.embedded("schemas/svg-frame.rng")
        for (index, svg) in Self.frames[0].enumerated() {
            #expect(throws: Never.self, "frame \(index)") { try schema.validate(svg, document: "frame \(index)") }
        }
    }

    /// The same cells as the frame's own file, minus what the definitions now hold.
    @Test func usesPlaceCellsWhereTheFrameFileDrawsThem() throws {
        let variant = EngineOutputTests.layoutRun.variants[0]
        let frame = variant.frames[20]
        let page = Self.frames[0][20]
        for element in frame.elements where element.kind == .cell {
            #expect(page.contains("y=\"\(formatNumber(element.frame.y))\"/>"), "\(element.id)")
        }
        // The page's frame also carries every overlay group (Overlays.swift), shared like the rest
        // when drawn alike in other frames; without them it is less than half the frame's own file.
        let overlays = try #require(page.range(of: "<g class=\"overlay "))
        #expect(page.hasSuffix("</g>\n</svg>"))
        #expect(page[..<overlays.lowerBound].utf8.count < renderSVGFrame(frame, variant: variant).utf8.count / 2)
    }

    /// Row 3 and row 9,999,990 of a feed look alike: one shape, whatever the list's length.
    @Test func rowsFarApartShareOneShape() throws {
        let row = ViewSpec(title: "Row")
        let scenario = Scenario(
            name: "feed", device: .iPhone15Pro,
            list: ListSpec(
                kind: .table(TableSpec(rowHeight: .points(44))),
                sections: [SectionSpec(rows: [ViewRun(count: 10_000_000, view: row)])]))
        let layoutRun = try LayoutRun.layOut(base: scenario, selection: .spread(count: 10, snapToEvents: true))
        let frames = renderFlipbookFrames(layoutRun)[0]
        // One definition holds the row, whatever the list's length (the others are the bar-less
        // screen's background and overlay groups drawn alike in several frames).
        let definitions = frames[0].components(separatedBy: "<g id=\"d").dropFirst()
        #expect(definitions.filter { $0.components(separatedBy: "</g>")[0].contains(">Row<") }.count == 1)
        for svg in frames.dropFirst() { #expect(FlipbookTests.count("<use ", in: svg) >= 19) }
    }
}
