/// The keys of a view's content nodes (Docs/scenario-format.md#content, which says them in a
/// table of its own, a row a node): read by the decoder and the schema from here. Edit here, then
/// run `swift run mockgen-schema`.
extension ScenarioKeys {
    /// contentNode: the keys every content node takes, besides its kind's.
    package static let contentNode = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "padding", schema: .refOrNull("sizeInsets"),
                description: "Space to the container's edges (constraint constants), each >= 0.",
                doc: .none),
            ScenarioKey(
                name: "width", schema: .size,
                description: "A fixed width constraint.",
                doc: .none),
            ScenarioKey(
                name: "height", schema: .size,
                description: "A fixed height constraint.",
                doc: .none),
            ScenarioKey(
                name: "color", schema: .ref("colorOrNull"),
                description: "Text colour of a label, background of any other node.",
                doc: .none),
            ScenarioKey(
                name: "spacingAfter", schema: .size,
                description: "In a stack: UIStackView.setCustomSpacing(_:after:) for this child.",
                doc: .none),
            ScenarioKey(
                name: "maxWidth",
                schema: .json(
                    #"{"anyOf": [{"type": "number", "minimum": 0, "maximum": 1000000}, {"type": "string", "pattern": "^(100(\\.0+)?|[1-9]?[0-9](\\.[0-9]+)?)%$", "not": {"pattern": "^0(\\.0+)?%$"}}, {"type": "null"}]}"#
                ),
                description:
                    #"A required width <= constraint: points, or a percentage of the container's width such as "70%" (a chat bubble at most 70 % of its row)."#,
                doc: .none),
        ])

    /// labelNode: `{ "label": text }`, a UILabel; its kind key first.
    package static let labelNode = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "label", schema: .json(#"{"type": "string"}"#),
                description: "The text.",
                doc: .none),
            ScenarioKey(
                name: "style",
                schema: .choice([
                    "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
                    "caption1", "caption2",
                ]),
                description: "UIFont.TextStyle, scaled by the content size (Dynamic Type). Default body.",
                doc: .none),
            ScenarioKey(
                name: "font",
                schema: .json(
                    #"{"type": ["object", "null"], "required": ["size"], "additionalProperties": false, "properties": {"size": {"description": "Point size, 1 to 1000.", "type": "number", "minimum": 1, "maximum": 1000}, "weight": {"description": "UIFont.Weight. Default regular.", "enum": ["regular", "medium", "semibold", "bold", null]}}}"#
                ),
                description: "A fixed font instead of a text style: UIFont.systemFont(ofSize:weight:).",
                doc: .none),
            ScenarioKey(
                name: "lines", schema: .json(#"{"type": ["integer", "null"], "minimum": 0, "maximum": 10000}"#),
                description:
                    "UILabel.numberOfLines (SwiftUI's lineLimit, Compose's and Flutter's maxLines): 1 = one line, the default in UIKit lists; 0 = as many as needed, the default in SwiftUI, Compose and Flutter lists, whose Text has no limit; otherwise the last line ends in an ellipsis.",
                doc: .none),
            ScenarioKey(
                name: "huggingPriority",
                schema: .json(
                    #"{"anyOf": [{"type": "number", "minimum": 0, "maximum": 1000}, {"enum": ["defaultLow", "defaultHigh", "required"]}, {"type": "null"}]}"#
                ),
                description:
                    "UIKit content only: the label's horizontal content hugging priority (UILayoutPriority), 0 to 1000 or defaultLow (250), defaultHigh (750), required (1000). Default 250, a label made in code. In a horizontal stack with room left, the view with the lowest priority stretches; on a tie, the first.",
                doc: .none),
            ScenarioKey(
                name: "backgroundColor", schema: .ref("colorOrNull"),
                description:
                    "The label's backgroundColor (its color is the text's): its frame filled behind the text, rounded by cornerRadius as a label with masksToBounds draws it. Drawing only: it moves nothing, and a label has no padding (wrap it in a stack with a color for that).",
                doc: .none),
            ScenarioKey(name: "cornerRadius", schema: .ref("cornerRadius"), doc: .none),
        ])

    /// imageNode: `{ "image": name }`, a UIImageView; its kind key first.
    package static let imageNode = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "image", schema: .json(#"{"type": "string"}"#),
                description: "The image's name (drawn as a placeholder).",
                doc: .none),
            ScenarioKey(
                name: "aspectRatio",
                schema: .json(
                    #"{"anyOf": [{"type": "number", "exclusiveMinimum": 0, "maximum": 1000}, {"type": "string", "pattern": "^([0-9]*[1-9][0-9]*(\\.[0-9]*)?|[0-9]*\\.[0-9]*[1-9][0-9]*)/([0-9]*[1-9][0-9]*(\\.[0-9]*)?|[0-9]*\\.[0-9]*[1-9][0-9]*)$", "not": {"pattern": "\n"}}, {"type": "null"}]}"#
                ),
                description:
                    #"height / width, more than 0 and at most 1000: a number, or "a/b" for a ratio a decimal cannot write exactly ("2/3" for a 3:2 thumbnail)."#,
                doc: .none),
            ScenarioKey(name: "cornerRadius", schema: .ref("cornerRadius"), doc: .none),
            ScenarioKey(
                name: "contentMode",
                schema: .choice([
                    "scaleToFill", "scaleAspectFit", "scaleAspectFill", "center", "top", "bottom", "left", "right", "topLeft",
                    "topRight", "bottomLeft", "bottomRight",
                ]),
                description:
                    "UIView.ContentMode: how the picture (`imageSize`) is placed in the image's frame, drawn clipped to it.",
                doc: .none),
            ScenarioKey(
                name: "imageSize",
                schema: .json(
                    ##"{"type": ["object", "null"], "required": ["width", "height"], "additionalProperties": false, "properties": {"width": {"$ref": "#/$defs/size"}, "height": {"$ref": "#/$defs/size"}}}"##
                ),
                description: "The picture's own size in points (UIImage.size); without it, the frame's.",
                doc: .none),
        ])

    /// boxNode: `{ "box": true }`, a plain UIView; its kind key first.
    package static let boxNode = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(name: "box", schema: .json(#"{"const": true}"#), doc: .none),
            ScenarioKey(name: "cornerRadius", schema: .ref("cornerRadius"), doc: .none),
        ])

    /// stackNode: `{ "stack": axis }`, a UIStackView; its kind key first.
    package static let stackNode = KeyTable(
        docHeader: [],
        keys: [
            ScenarioKey(
                name: "stack", schema: .json(#"{"enum": ["vertical", "horizontal"]}"#),
                description: "UIStackView.axis.",
                doc: .none),
            ScenarioKey(
                name: "spacing", schema: .size,
                description: "UIStackView.spacing between arranged views. Default 0.",
                doc: .none),
            ScenarioKey(
                name: "alignment",
                schema: .choice(["fill", "leading", "center", "trailing", "top", "bottom", "firstBaseline", "lastBaseline"]),
                description:
                    "UIStackView.alignment across the axis. Default fill. Horizontal stacks also take top (= leading), bottom (= trailing), firstBaseline and lastBaseline.",
                doc: .none),
            ScenarioKey(
                name: "distribution",
                schema: .choice(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]),
                description:
                    "UIStackView.distribution along the axis. Default fill (sizes by hugging and compression resistance); fillEqually (equal sizes filling the stack); fillProportionally (sizes in proportion to intrinsic sizes); equalSpacing (intrinsic sizes, equal gaps); equalCentering (intrinsic sizes, equal centre-to-centre distances).",
                doc: .none),
            ScenarioKey(name: "cornerRadius", schema: .ref("cornerRadius"), doc: .none),
            ScenarioKey(
                name: "children", schema: .json(##"{"type": "array", "items": {"$ref": "#/$defs/node"}}"##),
                description: "The arranged subviews, in order.",
                doc: .none),
        ])

    /// uikitOnlyLabel: the label keys only a UIKit list takes (`UIView.setContentHuggingPriority`):
    /// the stacks of SwiftUI, Compose and Flutter do not stretch a view to fill, so the decoder
    /// refuses them there with that reason (`ContentDecoder`) and the schema with `false`
    /// (`noHuggingPriority`).
    package static let uikitOnlyLabel = KeyTable(docHeader: [], keys: [labelNode["huggingPriority"]])
}
