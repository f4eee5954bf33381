import MockgenFormat
import MockgenLayout
import MockgenTestSupport
import MockgenValidation
import Testing

@testable import MockgenRender

/// Docs/performance.md#why-it-costs-what-it-costs: the flipbook draws a repeated list element once and places it with `<use>`.
@Suite struct SharedShapesTests {
    static let frames = renderFlipbookFrames(EngineOutputTests.layoutRun)
    static let shared = renderFlipbookSharedShapes(EngineOutputTests.layoutRun) ?? ""

    static func ids(_ svg: String, attribute: String) -> [String] {
        svg.components(separatedBy: " \(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    /// Docs/performance.md#big-flipbooks: the definitions live in one top-level `<svg>` of the page, not in a frame.
    @Test func everyUseFindsItsDefinitionInTheSharedSVG() {
        let all = Self.frames.joined()
        let defined = Set(Self.ids(Self.shared, attribute: "id").filter { $0.hasPrefix("d") })
        #expect(!defined.isEmpty)
        let used = all.flatMap { Self.ids($0, attribute: "href") }
        #expect(used.allSatisfy { $0.hasPrefix("#") && defined.contains(String($0.dropFirst())) })
        // Each definition is used at least twice (else it would be inline), and is defined once.
        for id in defined { #expect(used.filter { $0 == "#\(id)" }.count >= 2, "\(id)") }
        #expect(all.allSatisfy { !$0.contains("<defs>") })
        #expect(Self.shared.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"shared-shapes\""))
    }

    /// The page holds the shared `<svg>` once, before the first frame: live, the definitions the
    /// first frame places; then, inert, the others (Docs/command-line.md#the-flipbook), which the page's script
    /// moves into it before it shows another frame. Together they are the whole, each once.
    @Test func thePageHoldsTheSharedSVGBeforeTheFirstFrame() throws {
        let html = renderFlipbook(EngineOutputTests.layoutRun)
        let shapes = SharedShapes(EngineOutputTests.layoutRun)
        var pieces: [String] = []
        shapes.forEachPiece { page, _ in pieces.append(page) }
        let live = try #require(pieces.first)
        let first = try #require(html.range(of: Self.frames[0][0]))
        #expect(try #require(html.range(of: pieces.joined(separator: "\n"))).upperBound <= first.lowerBound)
        #expect(FlipbookTests.count("<defs>", in: html) == 1)
        // Every shape frame 0 places is live.
        let liveIDs = Set(Self.ids(live, attribute: "id"))
        #expect(Set(Self.ids(Self.frames[0][0], attribute: "href").map { String($0.dropFirst()) }).isSubset(of: liveIDs))
        // Live and inert definitions, each once, are the whole.
        let restIDs = Self.ids(pieces.dropFirst().joined(), attribute: "id")
        #expect(
            (Array(liveIDs) + restIDs).sorted() == Self.ids(Self.shared, attribute: "id").filter { $0.hasPrefix("d") }.sorted())
    }

    @Test func framesOfThePageValidate() throws {
        let schema = try RelaxNGSchema.embedded("schemas/svg-frame.rng")
        #expect(throws: Never.self) { try schema.validate(Self.shared, document: "shared shapes") }
        for (index, svg) in Self.frames[0].enumerated() {
            #expect(throws: Never.self, "frame \(index)") { try schema.validate(svg, document: "frame \(index)") }
        }
    }

    /// The same cells as the frame's own file, minus what the definitions now hold.
    @Test func usesPlaceCellsWhereTheFrameFileDrawsThem() throws {
        let variant = EngineOutputTests.layoutRun.variants[0]
        let frame = variant.frameArray[20]
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
        let definitions = (renderFlipbookSharedShapes(layoutRun) ?? "").components(separatedBy: "<g id=\"d").dropFirst()
        #expect(definitions.filter { $0.components(separatedBy: "</g>")[0].contains(">Row<") }.count == 1)
        for svg in frames { #expect(FlipbookTests.count("<use ", in: svg) >= 19) }
    }
}
