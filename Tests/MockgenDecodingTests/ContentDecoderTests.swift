import MockgenDecoding
import MockgenLayout
import MockgenText
import Testing

/// `content` on views (Docs/decisions.md, "Content of a view"): the nodes decode to the model, and
/// mistakes are reported with the key path.
@Suite struct ContentDecoderTests {
    func scenario(content: String, rowHeight: String = "\"automatic\"") -> String {
        """
        { "name": "t", "list": { "rowHeight": \(rowHeight), "sections": [ { "rows": [ { "content": \(content) } ] } ] } }
        """
    }

    func decode(_ text: String) throws(ScenarioError) -> Scenario {
        try ScenarioDecoder.decode(Array(text.utf8), source: "t.json").base
    }

    func error(_ content: String) -> ScenarioError? {
        do {
            _ = try decode(scenario(content: content))
            return nil
        } catch { return error }
    }

    @Test func aStackOfEveryKindDecodes() throws {
        let s = try decode(
            scenario(
                content: """
                    { "stack": "vertical", "spacing": 8, "alignment": "center", "padding": { "left": 20, "bottom": 24 },
                      "children": [
                        { "image": "thumb", "aspectRatio": "2/3", "spacingAfter": 24 },
                        { "label": "제목", "style": "title3", "lines": 2, "color": "secondaryLabel" },
                        { "label": "fixed", "font": { "size": 13, "weight": "semibold" } },
                        { "box": true, "height": 64 }
                      ] }
                    """))
        let content = try #require(s.list.sections[0].rows[0].view.content)
        guard case .stack(let stack) = content.kind else {
            Issue.record("not a stack")
            return
        }
        #expect(stack.axis == .vertical && stack.spacing == 8 && stack.alignment == .center)
        #expect(content.padding == Insets(left: 20, bottom: 24))
        #expect(stack.children[0].kind == .image(name: "thumb", aspectRatio: 2.0 / 3.0))
        #expect(stack.children[0].spacingAfter == 24)
        #expect(stack.children[1].kind == .label(Label(text: "제목", font: .style(.title3), lines: 2)))
        #expect(stack.children[1].color == .semantic("secondaryLabel"))
        #expect(stack.children[2].kind == .label(Label(text: "fixed", font: .fixed(FontSpec(size: 13, weight: .semibold)))))
        #expect(stack.children[3].kind == .box && stack.children[3].height == 64)
    }

    /// UILayoutPriority's names (Apple, UILayoutPriority: defaultLow 250, defaultHigh 750,
    /// required 1000); a label without one gets nil, laid out at 250 (a label made in code).
    @Test func huggingPriorityTakesNumbersAndUIKitsNames() throws {
        let s = try decode(
            scenario(
                content: #"""
                    { "stack": "horizontal", "children": [ { "label": "a", "huggingPriority": 249.5 },
                      { "label": "b", "huggingPriority": "defaultLow" }, { "label": "c", "huggingPriority": "defaultHigh" },
                      { "label": "d", "huggingPriority": "required" }, { "label": "e" } ] }
                    """#))
        let content = try #require(s.list.sections[0].rows[0].view.content)
        guard case .stack(let stack) = content.kind else {
            Issue.record("not a stack")
            return
        }
        #expect(stack.children.map(\.huggingPriority) == [249.5, 250, 750, 1000, nil])
        #expect(stack.stretchesToFill)
    }

    @Test func huggingPriorityIsALabelsAndUIKits() throws {
        let onStack = try #require(error(#"{ "stack": "vertical", "huggingPriority": 251, "children": [] }"#))
        #expect(onStack.keyPath == "list.sections[0].rows[0].content.huggingPriority")
        #expect(onStack.message.contains("no intrinsic width"))
        let uikitName = try #require(error(#"{ "label": "a", "contentHuggingPriority": 251 }"#))
        #expect(uikitName.message.contains("\"huggingPriority\" here"))
        let above = try #require(error(#"{ "label": "a", "huggingPriority": 1001 }"#))
        #expect(above.message.contains("from 0 to 1000"))
        let swiftUI = #"""
            { "name": "t", "list": { "kind": "swiftui", "sections": [ { "rows": [ { "content": { "label": "a", "huggingPriority": 251 } } ] } ] } }
            """#
        #expect(throws: ScenarioError.self) { try decode(swiftUI) }
        do {
            _ = try decode(swiftUI)
        } catch {
            #expect(error.message.contains("UIKit's") && error.message.contains("SwiftUI"))
        }
    }

    @Test func mistakesNameTheKeyPath() {
        let cases: [(String, String, String)] = [
            (#"{ "label": "a", "box": true }"#, "list.sections[0].rows[0].content", "exactly one of"),
            (#"{ "padding": { "top": 1 } }"#, "list.sections[0].rows[0].content", "found none"),
            (#"{ "label": "a", "style": "huge" }"#, "list.sections[0].rows[0].content.style", "expected one of"),
            (#"{ "label": "a", "style": "bdy" }"#, "list.sections[0].rows[0].content.style", "did you mean \"body\""),
            (#"{ "label": "a", "style": "body", "font": { "size": 12 } }"#, "list.sections[0].rows[0].content.style", "not both"),
            (#"{ "label": "a", "aspectRatio": 1 }"#, "list.sections[0].rows[0].content.aspectRatio", "unknown key"),
            (#"{ "image": "a", "aspectRatio": "2:3" }"#, "list.sections[0].rows[0].content.aspectRatio", "\"2/3\""),
            (#"{ "image": "a", "aspectRatio": 0 }"#, "list.sections[0].rows[0].content.aspectRatio", "number > 0"),
            (#"{ "box": false }"#, "list.sections[0].rows[0].content.box", "expected true"),
            (#"{ "stack": "diagonal", "children": [] }"#, "list.sections[0].rows[0].content.stack", "expected one of"),
            (
                #"{ "stack": "vertical", "children": [ { "label": 1 } ] }"#, "list.sections[0].rows[0].content.children[0].label",
                "expected a string"
            ),
            (#"{ "label": "a", "font": { "size": 0 } }"#, "list.sections[0].rows[0].content.font.size", "1 to 1000"),
            (
                #"{ "label": "a", "font": { "size": 12, "weight": "heavy" } }"#, "list.sections[0].rows[0].content.font.weight",
                "expected one of"
            ),
            (#"{ "box": true, "padding": { "left": -1 } }"#, "list.sections[0].rows[0].content.padding.left", ">= 0"),
            (#"{ "box": true, "maxWidth": "101%" }"#, "list.sections[0].rows[0].content.maxWidth", "at most 100 such as \"70%\""),
            (#"{ "box": true, "maxWidth": "0%" }"#, "list.sections[0].rows[0].content.maxWidth", "more than 0"),
            (#"{ "box": true, "maxWidth": "wide" }"#, "list.sections[0].rows[0].content.maxWidth", "got \"wide\""),
            (#"{ "box": true, "maxWidth": true }"#, "list.sections[0].rows[0].content.maxWidth", "got true"),
            (#"{ "box": true, "maxWidth": -3 }"#, "list.sections[0].rows[0].content.maxWidth", ">= 0"),
            (#"{ "box": true, "cornerRadius": -3 }"#, "list.sections[0].rows[0].content.cornerRadius", ">= 0"),
            (#"{ "label": "a", "cornerRadius": -3 }"#, "list.sections[0].rows[0].content.cornerRadius", ">= 0"),
            (
                #"{ "stack": "vertical", "alignment": "firstBaseline", "children": [] }"#,
                "list.sections[0].rows[0].content.alignment",
                "\"firstBaseline\" is an alignment of horizontal stacks"
            ),
            (
                #"{ "stack": "vertical", "alignment": "top", "children": [] }"#, "list.sections[0].rows[0].content.alignment",
                "(use \"leading\")"
            ),
            (
                #"{ "stack": "vertical", "alignment": "bottom", "children": [] }"#, "list.sections[0].rows[0].content.alignment",
                "(use \"trailing\")"
            ),
            (
                #"{ "stack": "horizontal", "alignment": "firstBaseLine", "children": [] }"#,
                "list.sections[0].rows[0].content.alignment",
                "did you mean \"firstBaseline\""
            ),
        ]
        for (content, path, message) in cases {
            let e = error(content)
            #expect(e?.keyPath == path, "\(content)")
            #expect(e?.message.contains(message) == true, "\(content): \(e?.message ?? "no error")")
        }
    }

    @Test func newKeysDecode() throws {
        let s = try decode(
            scenario(
                content: """
                    { "stack": "horizontal", "alignment": "top", "maxWidth": "70%", "cornerRadius": 18, "children": [
                        { "stack": "horizontal", "alignment": "bottom", "children": [] },
                        { "stack": "horizontal", "alignment": "firstBaseline", "children": [] },
                        { "stack": "horizontal", "alignment": "lastBaseline", "children": [] },
                        { "box": true, "maxWidth": 120, "cornerRadius": 4 },
                        { "label": "one line" }, { "label": "unlimited", "lines": 0 } ] }
                    """))
        let content = try #require(s.list.sections[0].rows[0].view.content)
        guard case .stack(let stack) = content.kind else {
            Issue.record("not a stack")
            return
        }
        // Apple: top is leading and bottom is trailing for a horizontal stack (UIStackView.Alignment).
        #expect(stack.alignment == .leading)
        #expect(content.maxWidth == .fraction(0.7) && content.cornerRadius == 18)
        let alignments = stack.children[0...2].map { child -> Stack.Alignment? in
            if case .stack(let s) = child.kind { return s.alignment } else { return nil }
        }
        #expect(alignments == [.trailing, .firstBaseline, .lastBaseline])
        #expect(stack.children[3].maxWidth == .points(120) && stack.children[3].cornerRadius == 4)
        // UILabel.numberOfLines defaults to 1 (Apple's documentation); 0 is unlimited.
        #expect(stack.children[4].kind == .label(Label(text: "one line", lines: 1)))
        #expect(stack.children[5].kind == .label(Label(text: "unlimited", lines: 0)))
    }

    /// A round avatar: an image's placeholder takes `cornerRadius` (its layer's, as a UIImageView
    /// with `clipsToBounds` draws it), half of 40 making a circle.
    @Test func anImageTakesACornerRadius() throws {
        let s = try decode(scenario(content: #"{ "image": "avatar", "width": 40, "height": 40, "cornerRadius": 20 }"#))
        #expect(s.list.sections[0].rows[0].view.content?.cornerRadius == 20)
    }

    /// UIStackView.Distribution's five cases (Apple's documentation); `fill` when left out or null.
    @Test func stackDistributionsDecode() throws {
        for d in Stack.Distribution.allCases {
            let s = try decode(scenario(content: #"{ "stack": "horizontal", "distribution": "\#(d.rawValue)", "children": [] }"#))
            guard case .stack(let stack)? = s.list.sections[0].rows[0].view.content?.kind else {
                Issue.record("not a stack")
                return
            }
            #expect(stack.distribution == d)
        }
        let s = try decode(scenario(content: #"{ "stack": "vertical", "distribution": null, "children": [] }"#))
        guard case .stack(let stack)? = s.list.sections[0].rows[0].view.content?.kind else {
            Issue.record("not a stack")
            return
        }
        #expect(stack.distribution == .fill)
    }

    @Test func aWrongDistributionNamesTheKeyPath() {
        let e = error(#"{ "stack": "horizontal", "distribution": "fillEqualy", "children": [] }"#)
        #expect(e?.keyPath == "list.sections[0].rows[0].content.distribution")
        #expect(e?.message.contains("did you mean \"fillEqually\"") == true, "\(e?.message ?? "no error")")
        let onLabel = error(#"{ "label": "a", "distribution": "fill" }"#)
        #expect(onLabel?.keyPath == "list.sections[0].rows[0].content.distribution")
        #expect(onLabel?.message.contains("unknown key") == true)
    }

    /// UITableViewCell.accessoryType's four values, `none`, and a UISwitch as accessoryView; the
    /// UIListContentConfiguration names that fit each kind of view.
    @Test func accessoriesAndConfigurationsDecode() throws {
        let s = try decode(
            """
            { "name": "t", "list": { "style": "insetGrouped", "sections": [ {
              "header": { "title": "H", "configuration": "prominentInsetGroupedHeader" },
              "footer": { "title": "F", "configuration": "groupedFooter" },
              "rows": [ { "title": "a", "accessoryType": "disclosureIndicator", "configuration": "valueCell", "secondaryText": "v" },
                        { "accessoryType": "checkmark" }, { "accessoryType": "detailButton" },
                        { "accessoryType": "detailDisclosureButton" }, { "accessoryType": "none" },
                        { "accessoryView": { "switch": true } }, { "count": 2, "accessoryView": { "switch": false } }, {} ] } ] } }
            """)
        let section = s.list.sections[0]
        #expect(section.header?.configuration == .prominentInsetGroupedHeader)
        #expect(section.footer?.configuration == .groupedFooter)
        let rows = section.rows.map(\.view)
        #expect(
            rows.map(\.accessory) == [
                .disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton, nil,
                .toggle(isOn: true), .toggle(isOn: false), nil,
            ])
        #expect(rows[0].configuration == .valueCell && rows[0].secondaryText == "v")
        #expect(rows[1].configuration == nil)
        #expect(section.rows[6].count == 2)
    }

    @Test func accessoryAndConfigurationMistakes() {
        func failure(_ json: String) -> ScenarioError? {
            do {
                _ = try decode(json)
                return nil
            } catch { return error }
        }
        func rows(_ rows: String) -> String { #"{ "name": "t", "list": { "sections": [ { "rows": [ \#(rows) ] } ] } }"# }
        let cases: [(String, String, String)] = [
            (rows(#"{ "accessoryType": "checkmarks" }"#), "list.sections[0].rows[0].accessoryType", "did you mean \"checkmark\""),
            (
                rows(#"{ "accessoryType": "checkmark", "accessoryView": { "switch": true } }"#),
                "list.sections[0].rows[0].accessoryType",
                "not both"
            ),
            (
                rows(#"{ "accessoryView": { "switch": 1 } }"#), "list.sections[0].rows[0].accessoryView.switch",
                "expected true or false"
            ),
            (rows(#"{ "accessoryView": { "slider": true } }"#), "list.sections[0].rows[0].accessoryView.slider", "unknown key"),
            (
                rows(#"{ "configuration": "groupedHeader" }"#), "list.sections[0].rows[0].configuration",
                "\"groupedHeader\" is not a configuration for a row, which takes \"cell\", \"subtitleCell\", \"valueCell\""
            ),
            (rows(#"{ "configuration": "valuecell" }"#), "list.sections[0].rows[0].configuration", "did you mean \"valueCell\""),
            (
                #"{ "name": "t", "list": { "sections": [ { "header": { "configuration": "cell" } } ] } }"#,
                "list.sections[0].header.configuration", "not a configuration for a header"
            ),
            (
                #"{ "name": "t", "list": { "sections": [ { "footer": { "configuration": "groupedHeader" } } ] } }"#,
                "list.sections[0].footer.configuration", "not a configuration for a footer"
            ),
            (
                #"{ "name": "t", "list": { "kind": "collection", "sections": [ { "items": [ { "accessoryType": "checkmark" } ] } ] } }"#,
                "list.sections[0].items[0].accessoryType", "unknown key"
            ),
            (
                #"{ "name": "t", "list": { "sections": [ { "header": { "secondaryText": "x" } } ] } }"#,
                "list.sections[0].header.secondaryText", "unknown key"
            ),
        ]
        for (json, path, message) in cases {
            let e = failure(json)
            #expect(e?.keyPath == path, "\(json)")
            #expect(e?.message.contains(message) == true, "\(json): \(e?.message ?? "no error")")
        }
    }

    @Test func compactContentIsASectionHeaderKey() throws {
        let text = """
            { "name": "t", "list": { "sections": [ { "header": { "height": 200, "content": { "label": "Large" },
              "compactContent": { "label": "Small" } } } ] } }
            """
        let header = try decode(text).list.sections[0].header
        #expect(header?.compactContent?.kind == .label(Label(text: "Small")))
        for (json, path) in [
            (
                #"{ "name": "t", "list": { "sections": [ { "footer": { "compactContent": { "box": true } } } ] } }"#,
                "list.sections[0].footer.compactContent"
            ),
            (
                #"{ "name": "t", "list": { "sections": [ { "rows": [ { "compactContent": { "box": true } } ] } ] } }"#,
                "list.sections[0].rows[0].compactContent"
            ),
            (
                #"{ "name": "t", "list": { "tableHeaderView": { "compactContent": { "box": true } }, "sections": [{}] } }"#,
                "list.tableHeaderView.compactContent"
            ),
        ] {
            do {
                _ = try decode(json)
                Issue.record("accepted \(json)")
            } catch {
                #expect(error.keyPath == path && error.message.contains("unknown key \"compactContent\""), "\(error.message)")
            }
        }
        do {
            _ = try decode(#"{ "name": "t", "list": { "sections": [ { "header": { "compactContent": { "label": 1 } } } ] } }"#)
        } catch {
            #expect(
                error.keyPath == "list.sections[0].header.compactContent.label" && error.message.contains("expected a string"))
        }
    }

    @Test func contentSizeIsAVariantKey() throws {
        let text = """
            { "name": "t", "list": { "sections": [ { "rows": { "count": 3, "content": { "label": "x" } } } ] },
              "variants": [ { "name": "default" }, { "name": "ax", "contentSize": "accessibilityLarge" } ] }
            """
        let doc = try ScenarioDecoder.decode(Array(text.utf8), source: "t.json")
        #expect(doc.variants?.map(\.scenario.contentSize) == ["large", "accessibilityLarge"])
        #expect(doc.base.list.sections[0].rows[0].view.content?.kind == .label(Label(text: "x")))
    }
}
