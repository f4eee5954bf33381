import MockgenDecoding
import MockgenLayout
import MockgenText
import Testing

@testable import MockgenText

/// Content stacks as UIStackView and UILabel lay them out (Docs/uikit-rules.md). Geometry is
/// derived from the rules with fixed-size boxes; where a label's height matters it is taken from
/// the text layout's own answer at the width the rule gives, never written as a number.
@Suite struct StackLayoutTests {
    let fonts = try! FontSet.load()
    var layout: ContentLayout { ContentLayout(fonts: fonts, contentSize: "large") }
    let body = FontSpec(size: 17)
    let long = "A chat message long enough to need several lines on any phone, whatever its width, as people write them"

    func node(_ json: String) throws -> ContentNode {
        let text =
            #"{ "name": "t", "list": { "sections": [ { "rows": [ { "height": "automatic", "content": "# + json + " } ] } ] } }"
        return try #require(
            try ScenarioDecoder.decode(Array(text.utf8), source: "t.json").base.list.sections[0].rows[0].view.content)
    }

    // MARK: - Widths in a horizontal stack

    /// Fill distribution: the box's width is required, the stack's width too, so the label's
    /// compression resistance (750) loses and it gets 393 - 8 - 40 = 345, where it wraps.
    @Test func aLabelFirstWrapsInTheRoomLeft() throws {
        let p = layout.place(
            try node(
                #"{ "stack": "horizontal", "spacing": 8, "alignment": "top", "children": [ { "label": "\#(long)", "lines": 0 }, { "box": true, "width": 40, "height": 40 } ] }"#
            ), width: 393)
        #expect(p.children[0].frame == Rect(x: 0, y: 0, width: 345, height: fonts.layout(long, font: body, width: 345).height))
        #expect(p.children[0].text?.lines == fonts.layout(long, font: body, width: 345).lines)
        #expect((p.children[0].text?.lines.count ?? 0) >= 2)
        #expect(p.children[1].frame.x == 345 + 8 && p.children[1].frame.maxX == 393)
    }

    @Test func aLabelAfterAFixedBoxWrapsAlike() throws {
        let p = layout.place(
            try node(
                #"{ "stack": "horizontal", "spacing": 8, "alignment": "top", "children": [ { "box": true, "width": 40, "height": 40 }, { "label": "\#(long)", "lines": 0 } ] }"#
            ), width: 393)
        #expect(p.children[1].frame.x == 48 && p.children[1].frame.width == 345)
        #expect(p.children[1].text?.lines == fonts.layout(long, font: body, width: 345).lines)
    }

    /// Since iOS 15 a multi-line label has no share of its own (useyourloaf, "Stack View Changes
    /// In iOS 15"): beside a time label, the row is short of room, and the label, which wraps,
    /// gives way before the time label, which would truncate. The time keeps its text's width t
    /// (rounded up to the pixel); the label wraps in 393 - t, hugs its widest line, and, first
    /// among the equal hugging priorities (250), stretches back to 393 - t.
    @Test func aMultiLineLabelGivesWayToASingleLineOne() throws {
        let p = layout.place(
            try node(
                #"{ "stack": "horizontal", "alignment": "top", "children": [ { "label": "\#(long)", "lines": 0 }, { "label": "12:30" } ] }"#
            ), width: 393)
        let t = hugged(fonts.layout("12:30", font: body, width: .infinity, lines: 1).width)
        #expect(p.children[1].frame.width == t && p.children[1].frame.maxX == 393)
        #expect(p.children[0].frame.width == 393 - t)
        #expect(p.children[0].text?.lines == fonts.layout(long, font: body, width: 393 - t).lines)
    }

    /// The chat row of a KakaoTalk-like room, [message, time, spacer] in 393 - 24: the message
    /// fits, so it keeps one line and its own width (no 1/3 share since iOS 15), and the time
    /// follows it 4 pt later; the spacer takes the rest.
    @Test func aShortMessageBesideItsTimeKeepsOneLine() throws {
        let message = "그럼 토요일에 봐!"
        let p = layout.place(
            try node(
                #"{ "stack": "horizontal", "spacing": 4, "alignment": "bottom", "padding": { "left": 12, "right": 12 }, "children": [ { "label": "\#(message)", "lines": 0 }, { "label": "오후 3:12", "style": "caption2" }, { "box": true } ] }"#
            ), width: 393)
        let w = hugged(fonts.layout(message, font: body, width: .infinity, lines: 1).width)
        #expect(p.children[0].text?.lines.count == 1)
        #expect(p.children[0].frame.width == w)
        #expect(p.children[1].frame.x == w + 4)
    }

    /// numberOfLines 1 (the default): compressed to 393 - 40 = 353, one line ending in an ellipsis.
    @Test func aSingleLineLabelTruncatesInsteadOfWrapping() throws {
        let p = layout.place(
            try node(
                #"{ "stack": "horizontal", "alignment": "top", "children": [ { "label": "\#(long)" }, { "box": true, "width": 40 } ] }"#
            ), width: 393)
        #expect(p.children[0].frame.width == 353)
        #expect(p.children[0].text?.lines.count == 1)
        #expect(p.children[0].text?.lines == fonts.layout(long, font: body, width: 353, lines: 1).lines)
    }

    /// The menu row: a fixed 80 pt thumbnail, 12 pt spacing, a column of labels, 16 pt margins:
    /// the column is 393 - 16 - 16 - 80 - 12 = 269 wide, the title two lines with an ellipsis.
    @Test func aMenuRowsTextColumnTakesTheRemainingWidth() throws {
        let p = layout.place(try node(ContentFixtures.menuRow), width: 393)
        let row = p.children[0]
        #expect(p.frame.x == 16 && p.frame.width == 361)
        #expect(row.frame == Rect(x: 0, y: 0, width: 80, height: 80))
        let column = p.children[1]
        #expect(column.frame.x == 92 && column.frame.width == 269)
        let title = column.children[0]
        #expect(title.frame.width == 269)
        #expect(
            title.text?.lines
                == fonts.layout(ContentFixtures.menuTitle, font: FontSpec(size: 17, weight: .semibold), width: 269, lines: 2)
                .lines)
        #expect(title.text?.lines.count == 2)
        #expect(row.frame.maxX + p.frame.x <= 393)
    }

    // MARK: - maxWidth and chat bubbles

    /// A right-hand bubble: a trailing-aligned column holds a bubble capped at 70 % of the row,
    /// 0.7 x 393 = 275.1; its label (12 pt either side) wraps at 275.1 - 24 = 251.1. Auto
    /// Layout's second pass then gives the label its widest line w (rounded up to the pixel) as
    /// its width, so the bubble is w + 24 wide, ending at the row's right edge.
    @Test func aLongBubbleIsCappedAtSeventyPercentOnTheRight() throws {
        let p = layout.place(try node(ContentFixtures.bubble(ContentFixtures.longMessage, side: "trailing")), width: 393)
        let wrapped = fonts.layout(ContentFixtures.longMessage, font: body, width: 0.7 * 393 - 24)
        let w = hugged(wrapped.width)
        let bubble = p.children[0]
        #expect(w < 0.7 * 393 - 24)
        #expect(bubble.frame.width == w + 24)
        #expect(abs(bubble.frame.maxX - 393) < 1e-9)
        let label = bubble.children[0]
        #expect(label.frame.width == w)
        #expect(label.text?.lines == wrapped.lines)
        #expect(
            layout.fittingHeight(try node(ContentFixtures.bubble(ContentFixtures.longMessage, side: "trailing")), width: 393)
                == 4 + 8 + wrapped.height + 8 + 4)
    }

    /// A bubble wider than its text was the defect: [bubble (at most 70 %), time, spacer] in a
    /// 369 pt row. The message wraps at 0.7 x 369 - 24 (its last word pushed out to keep the
    /// last line from standing alone), the bubble hugs the widest line w, and the time follows
    /// the bubble 4 pt later.
    @Test func aWrappedBubbleHugsItsWidestLine() throws {
        let message = "혹시 어제 말한 그 치킨집 이름 뭐였지?"
        let p = layout.place(
            try node(
                #"{ "stack": "horizontal", "spacing": 4, "alignment": "bottom", "children": [ { "stack": "horizontal", "maxWidth": "70%", "children": [ { "label": "\#(message)", "lines": 0, "padding": { "left": 12, "right": 12 } } ] }, { "label": "오후 3:13", "style": "caption2" }, { "box": true } ] }"#
            ), width: 369)
        let wrapped = fonts.layout(message, font: body, width: 0.7 * 369 - 24)
        let w = hugged(wrapped.width)
        #expect(wrapped.lines.count == 2)
        #expect(p.children[0].frame.width == w + 24)
        #expect(p.children[0].children[0].text?.lines == wrapped.lines)
        #expect(p.children[1].frame.x == w + 24 + 4)
    }

    /// A received message: [avatar 36, column (name, bubble at most 70 % of the column), spacer]
    /// with 8 pt between, in a 333 pt row. The column first gets 333 - 36 - 16 = 281, so the
    /// message wraps at 0.7 x 281 - 24 and the bubble hugs its widest line w. The column then
    /// hugs the bubble, but `maxWidth` is a required `bubble <= 0.7 x column`, so the column
    /// stays at least (w + 24) / 0.7 wide and the message keeps the lines it wrapped to (the
    /// column narrowing to the bubble made it wrap again, twice as many lines).
    @Test func aBubbleCappedByItsColumnKeepsItsLines() throws {
        let message = "오늘 저녁 7시에 강남역 어때? 같이 밥 먹자"
        let p = layout.place(
            try node(
                #"{ "stack": "horizontal", "alignment": "top", "spacing": 8, "children": [ { "image": "profile", "width": 36, "height": 36 }, { "stack": "vertical", "spacing": 4, "alignment": "leading", "children": [ { "label": "민지", "style": "caption1" }, { "stack": "horizontal", "maxWidth": "70%", "children": [ { "label": "\#(message)", "lines": 0, "padding": { "left": 12, "right": 12 } } ] } ] }, { "box": true } ] }"#
            ), width: 333)
        let wrapped = fonts.layout(message, font: body, width: 0.7 * 281 - 24)
        let w = hugged(wrapped.width)
        #expect(wrapped.lines.count == 2)
        let column = p.children[1]
        #expect(column.frame.width >= (w + 24) / 0.7 - 1e-9)
        #expect(column.frame.width < 281)
        #expect(column.children[1].frame.width == w + 24)
        #expect(column.children[1].children[0].text?.lines == wrapped.lines)
    }

    /// A label's width rounded up to a whole pixel at 3x, as UILabel's intrinsic size is.
    func hugged(_ width: Double) -> Double { (width * 3 - 1e-9).rounded(.up) / 3 }

    /// A short bubble hugs its text (intrinsic width rounded up to the pixel, plus 24) and sits
    /// at the left edge of a leading-aligned column.
    @Test func aShortBubbleHugsItsTextOnTheLeft() throws {
        let p = layout.place(try node(ContentFixtures.bubble("Hi!", side: "leading")), width: 393)
        let text = fonts.layout("Hi!", font: body, width: .infinity, lines: 1).width
        let hugged = (text * 3 - 1e-9).rounded(.up) / 3
        #expect(p.children[0].frame.x == 0)
        #expect(p.children[0].frame.width == hugged + 24)
    }

    /// On every preset: a row with 16 pt margins holds bubbles at most 0.7 x (W - 32) wide, the
    /// right one ending at W - 16, the left one starting at 16, both on screen.
    @Test(arguments: Device.presets.map(\.width))
    func bubblesStayInsideTheRowOnEveryPreset(width: Double) throws {
        for (side, text) in [
            ("leading", ContentFixtures.longMessage), ("trailing", ContentFixtures.longMessage), ("trailing", "Hi!"),
        ] {
            let json = ContentFixtures.bubble(text, side: side).replacingOccurrences(
                of: #""padding": { "top": 4, "bottom": 4 }"#,
                with: #""padding": { "top": 4, "left": 16, "bottom": 4, "right": 16 }"#)
            let p = layout.place(try node(json), width: width)
            let bubble = p.children[0]
            let left = p.frame.x + bubble.frame.x
            let right = left + bubble.frame.width
            #expect(bubble.frame.width <= 0.7 * (width - 32) + 1e-9)
            if side == "trailing" { #expect(abs(right - (width - 16)) < 1e-9) } else { #expect(left == 16) }
            #expect(left >= 16 && right <= width - 16 + 1e-9)
        }
    }

    @Test func maxWidthInPointsCapsAFilledView() throws {
        let p = layout.place(
            try node(#"{ "stack": "vertical", "children": [ { "box": true, "height": 10, "maxWidth": 100 } ] }"#), width: 393)
        #expect(p.children[0].frame.width == 100)
    }

    // MARK: - Heights across the axis

    /// UILabel centres its text in its bounds: at AX5 one body line is taller than a 48 pt strip,
    /// so the text starts (48 - h) / 2 above the strip and ends as far below it.
    @Test func aLabelTallerThanItsStripIsCentredOnIt() throws {
        let ax5 = ContentLayout(fonts: fonts, contentSize: "accessibilityExtraExtraExtraLarge")
        let font = FontSpec(size: try #require(TextStyle.body.pointSize("accessibilityExtraExtraExtraLarge")))
        let block = fonts.layout("Settings", font: font, width: 393, lines: 1)
        #expect(block.height > 48)
        let label = ax5.place(try node(#"{ "label": "Settings", "padding": { "left": 16 } }"#), width: 393, height: 48)
        #expect(label.frame.height == 48)
        #expect(label.text?.lines[0].top == block.lines[0].top + (48 - block.height) / 2)
        // In a 48 pt horizontal stack, centre alignment: the label's frame is centred too.
        let stack = ax5.place(
            try node(#"{ "stack": "horizontal", "height": 48, "alignment": "center", "children": [ { "label": "Settings" } ] }"#),
            width: 393)
        #expect(stack.frame.height == 48)
        #expect(stack.children[0].frame.y == (48 - block.height) / 2)
    }

    /// `top` = leading and `bottom` = trailing (Apple's UIStackView.Alignment): a 20 pt box in a
    /// 60 pt row sits at y 0 and y 40.
    @Test func topAndBottomAreLeadingAndTrailing() throws {
        for (alignment, y) in [("top", 0.0), ("leading", 0), ("bottom", 40), ("trailing", 40), ("center", 20)] {
            let p = layout.place(
                try node(
                    #"{ "stack": "horizontal", "alignment": "\#(alignment)", "children": [ { "box": true, "width": 60, "height": 60 }, { "box": true, "width": 20, "height": 20 } ] }"#
                ), width: 393)
            #expect(p.children[1].frame.y == y, "\(alignment)")
            #expect(p.frame.height == 60)
        }
    }

    /// First baselines line up; a box has its baseline at its bottom edge (UIView
    /// forBaselineLayout). The row is as tall as the lowest bottom below the shared baseline.
    @Test func firstBaselinesLineUp() throws {
        let big = FontSpec(size: 34, weight: .bold)
        let small = FontSpec(size: 12)
        let p = layout.place(
            try node(
                #"{ "stack": "horizontal", "alignment": "firstBaseline", "spacing": 4, "children": [ { "label": "Big", "font": { "size": 34, "weight": "bold" } }, { "label": "small", "font": { "size": 12 } }, { "box": true, "width": 10, "height": 10 } ] }"#
            ), width: 393)
        let bBig = try #require(fonts.layout("Big", font: big, width: 393).lines.first?.baseline)
        let bSmall = try #require(fonts.layout("small", font: small, width: 393).lines.first?.baseline)
        let shared = max(bBig, bSmall, 10)
        #expect(p.children[0].frame.y == shared - bBig)
        #expect(p.children[1].frame.y == shared - bSmall)
        #expect(p.children[2].frame.y == shared - 10)
        for child in p.children[0...1] {
            #expect(abs(child.frame.y + (child.text?.lines.first?.baseline ?? 0) - shared) < 1e-9)
        }
        let bottom = [
            shared - bBig + fonts.layout("Big", font: big, width: 393).height,
            shared - bSmall + fonts.layout("small", font: small, width: 393).height, shared,
        ]
        #expect(p.frame.height == bottom.max())
    }

    /// Last baselines: a two-line label's second line lines up with a one-line label's line.
    @Test func lastBaselinesLineUp() throws {
        let p = layout.place(
            try node(
                #"{ "stack": "horizontal", "alignment": "lastBaseline", "children": [ { "label": "one\ntwo", "lines": 0, "width": 100 }, { "label": "x", "font": { "size": 28 } } ] }"#
            ), width: 393)
        let two = fonts.layout("one\ntwo", font: body, width: 100)
        #expect(two.lines.count == 2)
        let bTwo = two.lines[1].baseline
        let bX = try #require(fonts.layout("x", font: FontSpec(size: 28), width: 293).lines.first?.baseline)
        let shared = max(bTwo, bX)
        #expect(p.children[0].frame.y == shared - bTwo)
        #expect(p.children[1].frame.y == shared - bX)
    }

    /// An image sized by its aspect ratio takes the row's height: a fixed 60 pt row gives a
    /// 60 x 60 square (ratio 1); without a fixed height, the label's height.
    @Test func anAspectRatioImageIsDrawnInAHorizontalStack() throws {
        let fixed = layout.place(
            try node(
                #"{ "stack": "horizontal", "height": 60, "children": [ { "image": "avatar", "aspectRatio": 1 }, { "label": "Name" } ] }"#
            ), width: 393)
        #expect(fixed.children[0].frame == Rect(x: 0, y: 0, width: 60, height: 60))
        #expect(fixed.children[1].frame.x == 60)
        let hugging = layout.place(
            try node(
                #"{ "stack": "horizontal", "alignment": "top", "children": [ { "image": "avatar", "aspectRatio": "1/2" }, { "label": "Name" } ] }"#
            ), width: 393)
        let h = fonts.layout("Name", font: body, width: 393, lines: 1).height
        // height = width x 1/2 and height = the row's height h, so width = 2h.
        #expect(hugging.children[0].frame.width == 2 * h)
        #expect(hugging.children[0].frame.height == h)
        // In a leading-aligned column the row reports the image's width too, so the label keeps
        // its own: row width = 2h + 8 + the label's width rounded up to the pixel.
        let column = layout.place(
            try node(
                #"{ "stack": "vertical", "alignment": "leading", "children": [ { "stack": "horizontal", "spacing": 8, "alignment": "top", "children": [ { "image": "avatar", "aspectRatio": "1/2" }, { "label": "Name" } ] } ] }"#
            ), width: 393)
        let name = fonts.layout("Name", font: body, width: .infinity, lines: 1).width
        let nameWidth = (name * 3 - 1e-9).rounded(.up) / 3
        #expect(column.children[0].frame.width == 2 * h + 8 + nameWidth)
        #expect(column.children[0].children[1].frame.width == nameWidth)
    }
}

/// Screens written for these tests: a chat bubble, a menu row, a collapsing header.
enum ContentFixtures {
    static let longMessage =
        "Are we still on for dinner tonight? I booked the place near the station for seven, the one with the long wooden tables."
    static let menuTitle = "Spicy pork rice bowl with a soft-boiled egg, pickled radish and spring onions"

    /// A row's content: a column aligned to `side`, holding a rounded bubble at most 70 % wide.
    static func bubble(_ text: String, side: String) -> String {
        #"{ "stack": "vertical", "alignment": "\#(side)", "padding": { "top": 4, "bottom": 4 }, "children": [ { "stack": "horizontal", "maxWidth": "70%", "cornerRadius": 18, "color": "\#(side == "trailing" ? "systemBlue" : "systemGray5")", "children": [ { "label": "\#(text)", "lines": 0, "color": "\#(side == "trailing" ? "#FFFFFF" : "label")", "padding": { "top": 8, "left": 12, "bottom": 8, "right": 12 } } ] } ] }"#
    }

    static let menuRow =
        #"{ "stack": "horizontal", "spacing": 12, "alignment": "center", "padding": { "top": 12, "left": 16, "bottom": 12, "right": 16 }, "children": [ { "image": "dish", "width": 80, "height": 80, "color": "systemGray4" }, { "stack": "vertical", "spacing": 4, "children": [ { "label": "\#(menuTitle)", "lines": 2, "font": { "size": 17, "weight": "semibold" } }, { "label": "9,500원", "style": "subheadline", "color": "secondaryLabel" } ] } ] }"#
}
