import MockgenLayout
import Testing

@testable import MockgenRender

@Suite struct LayoutJSONTests {
    /// ably at contentOffset 150 (Fixtures.ablyFrame): rows at content y 0 and 250 + 200 I, shown
    /// at y - 150; header.1 pinned at the bar's bottom 59 + 50 = 109; inset top 109 because
    /// 150 > 200 - 109.
    @Test func ablyFrameShape() {
        let frame = Fixtures.ablyFrame()
        let layoutRun = LayoutRun(
            scenarioName: "ably", hasVariants: false,
            variants: [Fixtures.ablyVariant(frames: [frame])])
        let expected = """
            {
              "scenario": "ably",
              "viewport": { "width": 393, "height": 852 },
              "frames": [
                {
                  "index": 7,
                  "contentOffset": 150,
                  "contentInset": { "top": 109, "left": 0, "bottom": 0, "right": 0 },
                  "adjustedContentInset": { "top": 109, "left": 0, "bottom": 0, "right": 0 },
                  "contentSize": { "width": 393, "height": 1050 },
                  "navigationBar": { "frame": { "x": 0, "y": 0, "width": 393, "height": 109 }, "alpha": 0.5 },
                  "elements": [
                    { "id": "cell.0.0", "kind": "cell", "section": 0, "item": 0, "frame": { "x": 0, "y": -150, "width": 393, "height": 200 }, "pinned": false },
                    { "id": "cell.1.0", "kind": "cell", "section": 1, "item": 0, "frame": { "x": 0, "y": 100, "width": 393, "height": 200 }, "pinned": false },
                    { "id": "cell.1.1", "kind": "cell", "section": 1, "item": 1, "frame": { "x": 0, "y": 300, "width": 393, "height": 200 }, "pinned": false },
                    { "id": "cell.1.2", "kind": "cell", "section": 1, "item": 2, "frame": { "x": 0, "y": 500, "width": 393, "height": 200 }, "pinned": false },
                    { "id": "cell.1.3", "kind": "cell", "section": 1, "item": 3, "frame": { "x": 0, "y": 700, "width": 393, "height": 200 }, "pinned": false },
                    { "id": "header.1", "kind": "header", "section": 1, "frame": { "x": 0, "y": 109, "width": 393, "height": 50 }, "pinned": true }
                  ],
                  "events": ["header.1 pins"],
                  "behaviors": { "pinUnderNavigationBar": "active" }
                }
              ]
            }

            """
        #expect(renderLayoutJSON(layoutRun) == expected)
    }

    /// No bar (null), a clamped offset, table header / footer without a section key, numbers that
    /// need rounding (0.1 + 0.2 -> 0.3, 2/3 -> 0.667, -0.0004 -> 0, never -0), and the variants form.
    @Test func variantsFormAndNumbers() {
        let scenario = Scenario(
            name: "plain", device: Device.preset(named: "iphone-se")!,
            list: ListSpec(kind: .table(TableSpec()), sections: []))
        let frame = FrameLayout(
            index: 0, contentOffset: -0.0004, clampedFrom: -12.5, contentInset: .zero,
            adjustedContentInset: Insets(top: 20), contentSize: Size(width: 375, height: 0.1 + 0.2),
            listFrame: Rect(x: 0, y: 0, width: 375, height: 667), navigationBar: nil,
            elements: [
                Element(kind: .tableHeader, frame: Rect(x: 0, y: 20, width: 375, height: 2.0 / 3), view: ViewSpec()),
                Element(
                    kind: .tableFooter, section: 3, frame: Rect(x: -0.0001, y: 20.667, width: 375, height: 44),
                    view: ViewSpec()),
            ])
        let layoutRun = LayoutRun(
            scenarioName: "plain", hasVariants: true,
            variants: [VariantLayout(name: "one", scenario: scenario, frames: [frame])])
        let expected = """
            {
              "scenario": "plain",
              "variants": [
                {
                  "name": "one",
                  "viewport": { "width": 375, "height": 667 },
                  "frames": [
                    {
                      "index": 0,
                      "contentOffset": 0,
                      "clampedFrom": -12.5,
                      "contentInset": { "top": 0, "left": 0, "bottom": 0, "right": 0 },
                      "adjustedContentInset": { "top": 20, "left": 0, "bottom": 0, "right": 0 },
                      "contentSize": { "width": 375, "height": 0.3 },
                      "navigationBar": null,
                      "elements": [
                        { "id": "tableHeader", "kind": "tableHeader", "frame": { "x": 0, "y": 20, "width": 375, "height": 0.667 }, "pinned": false },
                        { "id": "tableFooter", "kind": "tableFooter", "frame": { "x": 0, "y": 20.667, "width": 375, "height": 44 }, "pinned": false }
                      ]
                    }
                  ]
                }
              ]
            }

            """
        let json = renderLayoutJSON(layoutRun)
        #expect(json == expected)
        #expect(!json.contains("-0,") && !json.contains("-0 "))
    }

    @Test func emptyElementsStayOnOneLine() {
        var frame = Fixtures.ablyFrame()
        frame.elements = []
        frame.events = []
        frame.behaviorStates = []
        let json = renderLayoutJSON(
            LayoutRun(
                scenarioName: "ably", hasVariants: false,
                variants: [Fixtures.ablyVariant(frames: [frame])]))
        #expect(json.contains("\n      \"elements\": []\n    }"))
        #expect(!json.contains("events") && !json.contains("behaviors"))
    }

    @Test func hostileStringsAreEscaped() {
        var frame = Fixtures.ablyFrame()
        frame.events = [Fixtures.hostile]
        frame.behaviorStates = [BehaviorStateLabel(name: "a\\b", state: "line\nbreak\t")]
        let json = renderLayoutJSON(
            LayoutRun(
                scenarioName: "x\"y", hasVariants: true,
                variants: [Fixtures.ablyVariant(frames: [frame], name: "</script>")]))
        #expect(json.contains(#""scenario": "x\"y""#))
        #expect(json.contains(#""name": "</script>""#))
        #expect(json.contains(#""events": ["</svg><script>alert(1)</script> & \"quoted\" 'single' \u0001"]"#))
        #expect(json.contains(#""behaviors": { "a\\b": "line\nbreak\t" }"#))
    }

    @Test func outputIsDeterministic() {
        let layoutRun = LayoutRun(
            scenarioName: "ably", hasVariants: false,
            variants: [Fixtures.ablyVariant(frames: [Fixtures.ablyFrame(), Fixtures.ablyFrame(index: 8)])])
        #expect(renderLayoutJSON(layoutRun) == renderLayoutJSON(layoutRun))
    }
}
