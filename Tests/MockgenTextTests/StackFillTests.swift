import MockgenDecoding
import MockgenLayout
import MockgenText
import Testing

/// UIStackView `.fill` stretching a view to the stack's trailing edge (Apple,
/// UIStackView.Distribution.fill: views that do not fill the stack stretch by their hugging
/// priority, ties go by the index in `arrangedSubviews`; Apple's "Start Developing iOS Apps"
/// lesson: with equal priorities the first view expands). Labels made in code hug at 250
/// (Stack Overflow, "What are the default Auto Layout content hugging and content compression
/// resistance priority values?"); a stack has no intrinsic size, so what resists its growing is
/// inside it (kean.blog, "Let's Build UIStackView"). Widths of labels are measured: a label's
/// intrinsic width is its unwrapped text rounded up to the screen's pixels (Docs/text.md).
@Suite struct StackFillTests {
    let fonts = try! FontSet.load()
    let body = FontSpec(size: 17)

    /// The content of the first row of a scenario whose list is `list` (a table when nil).
    func decode(_ content: String, device: String = "iphone-se", kind: String? = nil) throws -> (
        node: ContentNode, device: Device
    ) {
        let kindKey = kind.map { #""kind": "\#($0)", "# } ?? ""
        let text =
            #"{ "name": "t", "device": "\#(device)", "list": { \#(kindKey)"sections": [ { "rows": [ { "height": "automatic", "content": "#
            + content + " } ] } ] } }"
        let scenario = try ScenarioDecoder.decode(Array(text.utf8), source: "t.json").base
        return (try #require(scenario.list.sections[0].rows[0].view.content), scenario.device)
    }

    /// The unwrapped width of one line of body text on a 2x screen (UILabel's intrinsic width).
    func intrinsic(_ text: String, font: FontSpec? = nil, scale: Double = 2) -> Double {
        ceilToPixel(fonts.layout(text, font: font ?? body, width: .infinity, lines: 1).width, scale: scale)
    }

    /// A bank transaction row: a 40 pt avatar, a column of title and date, the amount. Pinned to
    /// the cell's layout margins, as the row's padding.
    static func transactionRow(margin: Double, amountHugging: String = "") -> String {
        #"""
        { "stack": "horizontal", "spacing": 12, "alignment": "center",
          "padding": { "top": 11, "left": \#(margin), "bottom": 11, "right": \#(margin) },
          "children": [
            { "image": "avatar", "width": 40, "height": 40, "cornerRadius": 20 },
            { "stack": "vertical", "spacing": 2, "children": [
                { "label": "Coffee Corner", "style": "body" },
                { "label": "Today, 9:41", "style": "footnote", "color": "secondaryLabel" } ] },
            { "label": "-4.50 EUR", "style": "body"\#(amountHugging) } ] }
        """#
    }

    /// In a 375 pt cell (iPhone SE: layout margin 16, Device.layoutMargin) the stack is 375 - 2 x 16
    /// = 343 wide. The avatar's width is required; the column and the amount both hug at 250, so
    /// the first of them, the column, stretches (ties go by index): the amount keeps its
    /// intrinsic width and ends at the stack's trailing edge, 16 + 343 = 359 = 375 - 16 in the
    /// cell. The column is 343 - 40 - 12 - 12 - amount wide.
    @Test func aTransactionRowsAmountEndsAtTheTrailingLayoutMargin() throws {
        let (row, device) = try decode(Self.transactionRow(margin: 16))
        #expect(device.width == 375 && device.layoutMargin == 16)
        let placed = ContentLayout(fonts: fonts, contentSize: "large", scale: device.scale).place(row, width: 375)
        #expect(placed.frame.x == 16 && placed.frame.width == 343)
        let avatar = placed.children[0]
        let column = placed.children[1]
        let amount = placed.children[2]
        let amountWidth = intrinsic("-4.50 EUR")
        #expect(avatar.frame.x == 0 && avatar.frame.width == 40)
        #expect(column.frame.x == 40 + 12)
        #expect(abs(column.frame.width - (343 - 40 - 12 - 12 - amountWidth)) < 1e-9)
        #expect(abs(amount.frame.width - amountWidth) < 1e-9)
        #expect(abs(amount.frame.maxX - 343) < 1e-9)
        #expect(abs(placed.frame.x + amount.frame.maxX - (375 - 16)) < 1e-9)
        // The column's labels take its width (alignment fill), their text at its leading edge.
        #expect(column.children.allSatisfy { abs($0.frame.width - column.frame.width) < 1e-9 })
    }

    /// The amount given a lower hugging priority (249) stretches instead: the column keeps the
    /// width of its wider label, the title, and the amount fills the rest to the margin.
    @Test func aLowerHuggingPriorityPicksTheViewThatStretches() throws {
        let (row, device) = try decode(Self.transactionRow(margin: 16, amountHugging: #", "huggingPriority": 249"#))
        let placed = ContentLayout(fonts: fonts, contentSize: "large", scale: device.scale).place(row, width: 375)
        let column = placed.children[1]
        let amount = placed.children[2]
        let title = intrinsic("Coffee Corner")
        let date = intrinsic("Today, 9:41", font: FontSpec(size: 13))
        #expect(abs(column.frame.width - max(title, date)) < 1e-9)
        #expect(abs(amount.frame.x - (52 + max(title, date) + 12)) < 1e-9)
        #expect(abs(amount.frame.maxX - 343) < 1e-9)
    }

    /// Two labels of equal priority in a 300 pt stack: the first stretches (Apple's lesson), so
    /// the second ends at 300.
    @Test func onATieTheFirstViewStretches() throws {
        let (row, _) = try decode(
            #"{ "stack": "horizontal", "spacing": 8, "children": [ { "label": "Title" }, { "label": "Value" } ] }"#)
        let placed = ContentLayout(fonts: fonts, contentSize: "large", scale: 2).place(row, width: 300)
        let value = intrinsic("Value")
        #expect(abs(placed.children[0].frame.width - (300 - 8 - value)) < 1e-9)
        #expect(abs(placed.children[1].frame.maxX - 300) < 1e-9)
    }

    /// A vertical stack aligned `leading` widens only its spanning guide, held at priority 51
    /// (kean.blog): it stretches before a 250 label even when it comes second.
    @Test func aLeadingAlignedColumnStretchesBeforeALabel() throws {
        let (row, _) = try decode(
            #"{ "stack": "horizontal", "children": [ { "label": "Title" }, { "stack": "vertical", "alignment": "leading", "children": [ { "label": "Value" } ] } ] }"#
        )
        let placed = ContentLayout(fonts: fonts, contentSize: "large", scale: 2).place(row, width: 300)
        let title = intrinsic("Title")
        #expect(abs(placed.children[0].frame.width - title) < 1e-9)
        #expect(abs(placed.children[1].frame.x - title) < 1e-9 && abs(placed.children[1].frame.maxX - 300) < 1e-9)
        #expect(abs(placed.children[1].children[0].frame.width - intrinsic("Value")) < 1e-9)
    }

    /// A label capped by `maxWidth` stretches to its cap, the next view in line takes the rest:
    /// 120 + (300 - 120 - value) for the second label.
    @Test func aCappedViewHandsTheRestToTheNext() throws {
        let (row, _) = try decode(
            #"{ "stack": "horizontal", "children": [ { "label": "Title", "maxWidth": 120 }, { "label": "Value" } ] }"#)
        let placed = ContentLayout(fonts: fonts, contentSize: "large", scale: 2).place(row, width: 300)
        #expect(placed.children[0].frame.width == 120)
        #expect(abs(placed.children[1].frame.x - 120) < 1e-9 && abs(placed.children[1].frame.maxX - 300) < 1e-9)
    }

    /// A trailing spacer (a plain view: no intrinsic width, so nothing hugs it) keeps a row of
    /// chips at their own widths, as in UIKit.
    @Test func aSpacerViewKeepsChipsAtTheirWidths() throws {
        let (row, _) = try decode(
            ##"{ "stack": "horizontal", "spacing": 8, "children": [ { "label": "#TIL" }, { "label": "#Swift" }, { "box": true } ] }"##
        )
        let placed = ContentLayout(fonts: fonts, contentSize: "large", scale: 2).place(row, width: 300)
        let til = intrinsic("#TIL")
        let swift = intrinsic("#Swift")
        #expect(abs(placed.children[0].frame.width - til) < 1e-9)
        #expect(abs(placed.children[1].frame.width - swift) < 1e-9)
        #expect(abs(placed.children[2].frame.width - (300 - til - swift - 16)) < 1e-9)
    }

    /// A SwiftUI row keeps its old layout: an HStack without a Spacer leaves the room after its
    /// last view (Docs/platform-rules.md), so the amount sits right after the column's natural
    /// width, 52 + max(title, date) + 12.
    @Test func aSwiftUIRowKeepsTheRoomAfterItsLastView() throws {
        let (row, device) = try decode(Self.transactionRow(margin: 16), kind: "swiftui")
        let placed = ContentLayout(fonts: fonts, contentSize: "large", scale: device.scale).place(row, width: 375)
        let column = placed.children[1]
        let title = intrinsic("Coffee Corner")
        let date = intrinsic("Today, 9:41", font: FontSpec(size: 13))
        #expect(abs(column.frame.width - max(title, date)) < 1e-9)
        #expect(abs(placed.children[2].frame.x - (52 + max(title, date) + 12)) < 1e-9)
        #expect(placed.children[2].frame.maxX < 343)
    }

    /// Compose and Flutter stacks are decoded as not stretching (a Row without weights).
    @Test func composeStacksDoNotStretch() throws {
        let text =
            #"{ "name": "t", "device": "pixel-8", "list": { "kind": "compose", "content": [ { "item": { "height": 72, "content": "#
            + Self.transactionRow(margin: 16) + " } } ] } }"
        let node = try #require(
            try ScenarioDecoder.decode(Array(text.utf8), source: "t.json").base.list.sections[0].rows[0].view.content)
        guard case .stack(let stack) = node.kind else {
            Issue.record("not a stack")
            return
        }
        #expect(!stack.stretchesToFill)
    }

    // MARK: - Along a vertical axis

    /// A column pinned to a 200 pt view: a label over a 120 pt box. The box's height is required,
    /// the label hugs at 250, so the label stretches to 200 - 120 = 80 and its text is centred in
    /// it (UILabel draws its text centred vertically); the box ends at 200.
    @Test func aColumnInAFixedHeightStretchesItsLabel() throws {
        let (column, _) = try decode(
            #"{ "stack": "vertical", "children": [ { "label": "Title" }, { "box": true, "height": 120 } ] }"#)
        let placed = ContentLayout(fonts: fonts, contentSize: "large", scale: 2).place(column, width: 300, height: 200)
        let label = placed.children[0]
        #expect(label.frame.height == 80)
        #expect(placed.children[1].frame.y == 80 && placed.children[1].frame.maxY == 200)
        let block = fonts.layout("Title", font: body, width: 300, lines: 1, scale: 2)
        #expect(abs((label.text?.lines.first?.top ?? 0) - (80 - block.height) / 2) < 1e-9)
    }

    /// A plain view without a height has no intrinsic height, so it takes the room before any
    /// label grows: 200 - the label's height.
    @Test func aSpacerTakesAColumnsRoomFirst() throws {
        let (column, _) = try decode(
            #"{ "stack": "vertical", "children": [ { "label": "Title" }, { "box": true } ] }"#)
        let placed = ContentLayout(fonts: fonts, contentSize: "large", scale: 2).place(column, width: 300, height: 200)
        let height = fonts.layout("Title", font: body, width: 300, lines: 1, scale: 2).height
        #expect(abs(placed.children[0].frame.height - height) < 1e-9)
        #expect(abs(placed.children[1].frame.height - (200 - height)) < 1e-9)
    }

    /// A SwiftUI VStack keeps the room after its last view.
    @Test func aSwiftUIColumnKeepsTheRoomBelow() throws {
        let (column, _) = try decode(
            #"{ "stack": "vertical", "children": [ { "label": "Title" }, { "box": true, "height": 120 } ] }"#,
            kind: "swiftui")
        let placed = ContentLayout(fonts: fonts, contentSize: "large", scale: 2).place(column, width: 300, height: 200)
        let height = fonts.layout("Title", font: body, width: 300, lines: 1, scale: 2).height
        #expect(abs(placed.children[0].frame.height - height) < 1e-9)
        #expect(abs(placed.children[1].frame.y - height) < 1e-9)
    }
}
