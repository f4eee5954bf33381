import MockgenDecoding
import MockgenLayout
import Testing

@testable import MockgenText

/// UIStackView.Distribution (Apple's documentation of each case), with fixed-size boxes so that
/// every number follows by hand. The stack is 300 wide; the boxes are 50, 60 and 70 wide (180 in
/// all) with 10 pt spacing (20 in all).
@Suite struct StackDistributionTests {
    let fonts = try! FontSet.load()
    var layout: ContentLayout { ContentLayout(fonts: fonts, contentSize: "large") }

    func node(_ json: String) throws -> ContentNode {
        let text =
            #"{ "name": "t", "list": { "sections": [ { "rows": [ { "height": "automatic", "content": "# + json + " } ] } ] } }"
        return try #require(
            try ScenarioDecoder.decode(Array(text.utf8), source: "t.json").base.list.sections[0].rows[0].view.content)
    }

    func row(_ distribution: String, widths: [Int] = [50, 60, 70], spacing: Double = 10) throws -> [Rect] {
        let boxes = widths.map { #"{ "box": true, "width": \#($0), "height": 20 }"# }.joined(separator: ", ")
        let json =
            #"{ "stack": "horizontal", "spacing": \#(spacing), "distribution": "\#(distribution)", "children": [ \#(boxes) ] }"#
        return layout.place(try node(json), width: 300).children.map(\.frame)
    }

    func close(_ a: [Double], _ b: [Double]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 } }

    /// fill: required widths kept, packed from the leading edge: 0, 50 + 10, 60 + 60 + 10.
    @Test func fillKeepsTheWidthsAndPacks() throws {
        let f = try row("fill")
        #expect(close(f.map(\.x), [0, 60, 130]))
        #expect(close(f.map(\.width), [50, 60, 70]))
    }

    /// fillEqually: (300 - 20) / 3 = 93.333 each, at 0, 103.333, 206.667; the last ends at 300.
    /// (Boxes without a width: a fixed width would be a required constraint against the equal
    /// widths, which Auto Layout cannot satisfy.)
    @Test func fillEquallySharesTheWidth() throws {
        let json =
            #"{ "stack": "horizontal", "spacing": 10, "distribution": "fillEqually", "children": [ { "box": true }, { "box": true }, { "label": "a much longer label" } ] }"#
        let f = layout.place(try node(json), width: 300).children.map(\.frame)
        let each: Double = 280.0 / 3
        let xs: [Double] = [0, each + 10, 2 * each + 20]
        #expect(close(f.map(\.width), [each, each, each]))
        #expect(close(f.map(\.x), xs))
        #expect(abs(f[2].maxX - 300) < 1e-9)
    }

    /// fillProportionally: each label's intrinsic width (its unwrapped text, rounded up to a 3x
    /// pixel: Docs/uikit-rules.md, Assumptions, "Fonts") scaled by (300 - 20) / their sum.
    @Test func fillProportionallyScalesTheIntrinsicWidths() throws {
        let texts = ["Posts", "Reels and more", "Tagged"]
        let labels = texts.map { #"{ "label": "\#($0)" }"# }.joined(separator: ", ")
        let json = #"{ "stack": "horizontal", "spacing": 10, "distribution": "fillProportionally", "children": [ \#(labels) ] }"#
        let f = layout.place(try node(json), width: 300).children.map(\.frame)
        let natural: [Double] = texts.map {
            ((fonts.layout($0, font: FontSpec(size: 17), width: .infinity, lines: 1).width * 3 - 1e-9).rounded(.up)) / 3
        }
        let scale: Double = 280 / natural.reduce(0, +)
        let widths: [Double] = natural.map { $0 * scale }
        let xs: [Double] = [0, widths[0] + 10, widths[0] + widths[1] + 20]
        #expect(close(f.map(\.width), widths))
        #expect(close(f.map(\.x), xs))
    }

    /// equalSpacing: widths kept, (300 - 180) / 2 = 60 between neighbours: 0, 110, 230.
    @Test func equalSpacingSharesTheRoomBetweenViews() throws {
        let f = try row("equalSpacing")
        #expect(close(f.map(\.width), [50, 60, 70]))
        #expect(close(f.map(\.x), [0, 110, 230]))
    }

    /// equalCentering: centres 25 and 300 - 35 = 265 at the ends, 145 between; x = 145 - 30 = 115.
    @Test func equalCenteringSpacesTheCentres() throws {
        let f = try row("equalCentering")
        let centres: [Double] = f.map { $0.x + $0.width / 2 }
        #expect(close(f.map(\.width), [50, 60, 70]))
        #expect(close(f.map(\.x), [0, 115, 230]))
        #expect(close(centres, [25, 145, 265]))
    }

    /// Views that do not fit at equal gaps (3 x 100 + 2 x 10 = 320 > 300) are laid out as fill,
    /// which shrinks the last view first by the index tie-break: 100, 100, 80 (Apple: "the stack
    /// view shrinks the views according to their compression resistance ... based on their index").
    @Test func equalSpacingThatDoesNotFitShrinksAsFill() throws {
        let f = try row("equalSpacing", widths: [100, 100, 100])
        #expect(close(f.map(\.x), [0, 110, 220]))
    }

    /// The tab strip of `profile` (Docs/seed-screens.md#profile): three labels share the width equally whatever their text:
    /// 393 / 3 = 131 each.
    @Test func aTabStripOfLabelsIsThreeEqualThirds() throws {
        let strip = try node(
            #"{ "stack": "horizontal", "distribution": "fillEqually", "children": [ { "label": "Posts" }, { "label": "Reels" }, { "label": "Tagged" } ] }"#
        )
        let f = layout.place(strip, width: 393).children.map(\.frame)
        #expect(close(f.map(\.width), [131, 131, 131]))
        #expect(close(f.map(\.x), [0, 131, 262]))
    }

    /// A vertical fillEqually stack that sizes itself: each view as tall as the tallest (30), so
    /// the stack is 3 x 30 + 2 x 5 = 100 and the views start at 0, 35, 70.
    @Test func verticalFillEquallyMakesEveryViewTheTallest() throws {
        let stack = try node(
            #"{ "stack": "vertical", "spacing": 5, "distribution": "fillEqually", "children": [ { "box": true, "height": 10 }, { "box": true }, { "box": true, "height": 30 } ] }"#
        )
        let p = layout.place(stack, width: 100)
        #expect(p.frame.height == 100)
        let ys: [Double] = p.children.map(\.frame.y)
        #expect(close(ys, [0, 35, 70]))
        #expect(p.children[1].frame.height == 30)
    }

    /// A vertical equalSpacing stack 100 tall with views 10 and 20 tall: one gap of 70.
    @Test func verticalEqualSpacingInAFixedHeight() throws {
        let stack = try node(
            #"{ "stack": "vertical", "height": 100, "distribution": "equalSpacing", "children": [ { "box": true, "height": 10 }, { "box": true, "height": 20 } ] }"#
        )
        let p = layout.place(stack, width: 100)
        let ys: [Double] = p.children.map(\.frame.y)
        #expect(close(ys, [0, 80]))
    }
}
