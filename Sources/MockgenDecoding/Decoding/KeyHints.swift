/// What to say about a key that is not allowed where it stands (issue 14, item 3). In order:
/// a UIKit name or a name of the other list kind (`numberOfLines` -> `lines`), then a key that is
/// valid at another level of the scenario (`sections` at the top -> under `list`), then the
/// nearest allowed key by edit distance.
import MockgenJSON

enum KeyHints {
    /// The levels of a scenario a misplaced key is most often meant for, with the words that say
    /// where they are. Keys that several levels share (`height`, `color`, `title`) are left out:
    /// for them "did you mean" says more than a guess at the level.
    enum Level {
        case top, list, section, content, scroll

        var home: String {
            switch self {
            case .top: "belongs at the top level of the scenario"
            case .list: "belongs under \"list\""
            case .section: "belongs in a section of \"list.sections\""
            case .content: "belongs in a view's \"content\""
            case .scroll: "belongs under \"scroll\""
            }
        }

        var keys: Set<String> {
            switch self {
            case .top: ["device", "navigationBar", "tabBar", "toolbar", "behaviors", "variants", "appearance", "contentSize"]
            case .list:
                Set(
                    ScenarioDecoder.commonListKeys + ScenarioDecoder.tableKeys + ScenarioDecoder.flowKeys
                        + ScenarioDecoder.compositionalListKeys + ScenarioDecoder.swiftUIKeys
                )
                .subtracting(["kind", "frame"])
            case .section: ["header", "footer", "rows", "items"]
            case .content:
                Set(
                    ContentDecoder.kinds + [
                        "style", "font", "lines", "aspectRatio", "spacing", "alignment", "distribution",
                        "children", "padding", "spacingAfter", "huggingPriority",
                    ])
            case .scroll: ["path"]
            }
        }

        /// The level of the object at `path`, when it is one of the above.
        init?(_ path: JSONPath) {
            let keys = path.components.compactMap { c -> String? in if case .key(let k) = c { return k } else { return nil } }
            if keys.contains("content") {
                self = .content
                return
            }
            switch (path.components.dropLast().last, path.components.last) {
            case (nil, nil), (.key("variants")?, .index?): self = .top
            case (_, .key("list")?) where path.components.count == 1 || keys.first == "variants": self = .list
            case (.key("sections")?, .index?): self = .section
            case (_, .key("scroll")?) where path.components.count == 1: self = .scroll
            default: return nil
            }
        }
    }

    /// Names from UIKit or from the other list kind, with what this format calls them.
    static func synonym(_ key: String, at level: Level?, allowed: [String]) -> String? {
        switch key {
        case "numberOfLines": return "UILabel's numberOfLines is \"lines\" here"
        case "lineLimit": return "SwiftUI's lineLimit is \"lines\" here"
        case "maxLines": return "Compose's and Flutter's maxLines is \"lines\" here"
        case "contentHuggingPriority", "horizontalHuggingPriority",
            "hugging" where level == .content:
            return "a label's horizontal content hugging priority is \"huggingPriority\" here"
        case "numberOfRows", "numberOfRowsInSection", "numberOfItems", "numberOfItemsInSection":
            return "a number of rows goes in \"count\": { \"count\": 12 }"
        case "items" where level == .section && allowed.contains("rows"):
            return "a table's sections hold \"rows\" (\"items\" is for a collection view)"
        case "rows" where level == .section && allowed.contains("items"):
            return "a collection view's sections hold \"items\" (\"rows\" is for a table)"
        case "left" where allowed.contains("leading"), "right" where allowed.contains("leading"):
            return "NSDirectionalEdgeInsets names its sides \"top\", \"leading\", \"bottom\" and \"trailing\""
        case "text" where level == .content:
            return "a label's text is the value of \"label\": { \"label\": \"Hello\" }"
        case "accessoryType", "accessoryView", "configuration",
            "secondaryText" where allowed.contains("width"):
            return "\"\(key)\" is a key of table rows; a collection view's items do not take it"
        case "secondaryText" where !allowed.contains("secondaryText"):
            return "\"secondaryText\" is drawn in table rows only"
        case "detailText", "detailTextLabel",
            "subtitle" where allowed.contains("secondaryText"):
            return "UITableViewCell's detail text is UIListContentConfiguration's \"secondaryText\" here"
        default: return nil
        }
    }

    static func message(forUnknown key: String, at path: JSONPath, allowed: [String]) -> String {
        var message = "unknown key \"\(key)\""
        let level = Level(path)
        if let hint = synonym(key, at: level, allowed: allowed) { return message + "; " + hint }
        // A view's stray key is most likely content (`style`, `lines`); elsewhere a list key.
        let order: [Level] =
            level == nil ? [.content, .section, .list, .top, .scroll] : [.list, .top, .section, .content, .scroll]
        if let home = order.first(where: { $0 != level && $0.keys.contains(key) }) {
            return message + "; it " + home.home
        }
        if let near = nearestKey(to: key, among: allowed) { message += "; did you mean \"\(near)\"?" }
        return message
    }
}
