import MockgenDecoding
import MockgenLayout
import MockgenValidation
import Testing

@testable import MockgenRender

/// Docs/layout-json.md#elements: every element of the layout is drawn inside
/// `<g data-id="ID">` with the layout JSON's id, in SVG frames and in the flipbook's frames alike,
/// and what a group holds is drawn inside that element's frame.
@Suite struct ElementLayerTests {
    static let names = ScenarioLibrary.builtins.map(\.name)

    /// The `data-id` of every layer of a frame's markup, in document order.
    static func layerIDs(_ svg: String) -> [String] {
        svg.components(separatedBy: "<g data-id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    /// Each layer's markup by id (ids are unique within a frame).
    static func layers(_ svg: String) -> [String: Substring] {
        var result: [String: Substring] = [:]
        for piece in svg.components(separatedBy: "<g data-id=\"").dropFirst() {
            let id = String(piece.prefix { $0 != "\"" })
            result[id] = piece.components(separatedBy: "</g>")[0][...]
        }
        return result
    }

    /// The numeric attributes of every `<tag ...>` in `markup`.
    static func tags(_ tag: String, in markup: Substring) -> [[String: Double]] {
        markup.components(separatedBy: "<\(tag) ").dropFirst().map { piece in
            let head = piece.prefix { $0 != ">" }
            var attributes: [String: Double] = [:]
            for pair in head.components(separatedBy: "\" ") {
                let parts = pair.components(separatedBy: "=\"")
                if parts.count == 2, let value = Double(parts[1].prefix { $0 != "\"" }) {
                    attributes[parts[0].trimmingCharacters(in: .whitespaces)] = value
                }
            }
            return attributes
        }
    }

    /// Every element, and the bar, in its layer, in the layout's drawing order: the same ids the
    /// JSON lists (`Element.id` writes both), in the frame files and in the page's frames.
    @Test(arguments: names)
    func everyElementHasItsLayer(name: String) throws {
        let board = try ContentOutputTests.layoutRun(name)
        let page = renderFlipbookFrames(board)
        for (v, variant) in board.variants.enumerated() {
            for (f, frame) in variant.frames.enumerated() {
                // A bar's search bar is a layer of its own after the bar (SVGFrameRenderer), as in `settings`;
                // iOS 26's edge effects are layers of their own before their bars (rule 9.2), as in `today`.
                let expected =
                    frame.elements.map(\.id)
                    + (frame.navigationBar?.scrollEdgeEffect == nil ? [] : ["scrollEdgeEffect.top"])
                    + (frame.navigationBar == nil ? [] : ["navigationBar"])
                    + (frame.navigationBar?.searchBar == nil ? [] : ["searchBar"])
                    + (frame.bottomBar?.scrollEdgeEffect == nil ? [] : ["scrollEdgeEffect.bottom"])
                    + (frame.bottomBar.map { [$0.spec.id] } ?? [])
                #expect(Self.layerIDs(renderSVGFrame(frame, variant: variant)) == expected, "\(name) \(v) \(f)")
                #expect(Self.layerIDs(renderSVGFrame(frame, variant: variant, overlays: Overlay.allCases)) == expected)
                #expect(Self.layerIDs(page[v][f]) == expected, "\(name) page \(v) \(f)")
            }
        }
    }

    /// What a layer draws lies in its element's frame: its rectangles inside it, its text starting
    /// inside it (the text's extent is checked in Chromium, Tests/Browser/run.py). A shared shape
    /// is a `<use>` at the element's origin.
    @Test(arguments: names)
    func layersDrawInsideTheirElement(name: String) throws {
        let board = try ContentOutputTests.layoutRun(name)
        let page = renderFlipbookFrames(board)
        let epsilon = 0.001  // numbers are written to 3 decimals
        for (v, variant) in board.variants.enumerated() {
            for (f, frame) in variant.frames.enumerated() {
                let layers = Self.layers(renderSVGFrame(frame, variant: variant))
                let pageLayers = Self.layers(page[v][f])
                for element in frame.elements {
                    let box = element.frame
                    let layer = try #require(layers[element.id])
                    for rect in Self.tags("rect", in: layer) {
                        let x = rect["x"]!
                        let y = rect["y"]!
                        let w = rect["width"]!
                        let h = rect["height"]!
                        #expect(
                            x >= box.x - epsilon && y >= box.y - epsilon && x + w <= box.maxX + epsilon
                                && y + h <= box.maxY + epsilon, "\(name) \(f) \(element.id) rect \(rect)")
                    }
                    for text in Self.tags("text", in: layer) {
                        let x = text["x"]!
                        let y = text["y"]!
                        #expect(
                            x >= box.x - epsilon && x <= box.maxX + epsilon && y >= box.y - epsilon
                                && y <= box.maxY + epsilon, "\(name) \(f) \(element.id) text \(text)")
                    }
                    // In the page: the same drawing inline, or one <use> placed at the element's origin.
                    let pageLayer = try #require(pageLayers[element.id])
                    let uses = Self.tags("use", in: pageLayer)
                    if !uses.isEmpty {
                        #expect(uses.count == 1 && !pageLayer.contains("<rect") && !pageLayer.contains("<text"))
                        #expect(abs((uses[0]["x"] ?? 0) - box.x) <= epsilon && abs((uses[0]["y"] ?? 0) - box.y) <= epsilon)
                    } else {
                        #expect(pageLayer == layer, "\(name) \(f) \(element.id)")
                    }
                }
            }
        }
    }

    /// A layer's id is an NCName (what `Element.id` makes: letters, digits and dots); the schema
    /// rejects one that is not, and a layer anywhere but at the frame's top or in the list's clip.
    @Test func schemaKnowsLayers() throws {
        let schema = try RelaxNGSchema.embedded("schemas/svg-frame.rng")
        let frame = Fixtures.ablyFrame()
        let svg = renderSVGFrame(frame, variant: Fixtures.ablyVariant(frames: [frame]))
        #expect(throws: Never.self) { try schema.validate(svg, document: "ably") }
        let broken = [
            svg.replacingOccurrences(of: "data-id=\"cell.1.0\"", with: "data-id=\"cell 1 0\""),
            svg.replacingOccurrences(of: "data-id=\"header.1\"", with: "data-id=\"1header\""),
            svg.replacingOccurrences(of: "<g data-id=\"cell.1.1\">", with: "<g data-id=\"cell.1.1\"><g data-id=\"x\"></g>"),
        ]
        for document in broken {
            #expect(document != svg)
            #expect(throws: ValidationFailure.self) { try schema.validate(document, document: "broken") }
        }
    }
}
