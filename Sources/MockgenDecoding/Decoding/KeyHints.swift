/// What to say about a key that is not allowed where it stands (Docs/errors.md#key-hints). In order:
/// a UIKit name or a name of the other list kind (`numberOfLines` -> `lines`), then a key that is
/// valid at another level of the scenario (`sections` at the top -> under `list`), then the
/// nearest allowed key by edit distance.
import MockgenJSON
import MockgenLayout

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

    /// A list kind named by its framework's type: `LazyColumn` is the `compose` kind.
    static func listKind(forTypeName name: String) -> (kind: String, framework: String)? {
        switch name {
        case "UITableView", "UITableViewController", "tableView": ("table", "UIKit")
        case "UICollectionView", "UICollectionViewController", "UICollectionViewFlowLayout", "collectionView", "flow":
            ("collection", "UIKit")
        case "UICollectionViewCompositionalLayout", "NSCollectionLayoutSection", "UICollectionLayoutListConfiguration":
            ("compositional", "UIKit")
        case "List", "LazyVStack", "ScrollView", "Form", "SwiftUI", "swiftUI", "SwiftUIList": ("swiftui", "SwiftUI")
        case "LazyColumn", "LazyVerticalGrid", "Column", "Scaffold", "Compose", "jetpackCompose": ("compose", "Jetpack Compose")
        case "CustomScrollView", "ListView", "SliverList", "NestedScrollView", "Flutter": ("flutter", "Flutter")
        default: nil
        }
    }

    /// A UIKit colour as written in Swift (`UIColor.systemRed`, `.systemRed`, `UIColor.red`,
    /// `red`): the name this format takes, or nil.
    static func colour(forSwiftSpelling text: String) -> String? {
        var name = Substring(text)
        for prefix in ["UIColor.", "Color.", "."] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
        if name.hasSuffix("()") { name = name.dropLast(2) }
        if name.hasSuffix("Color") { name = name.dropLast(5) }
        let names = SemanticColors.names
        if names.contains(String(name)) { return String(name) }
        // UIColor.red and friends are fixed sRGB values; the system colours adapt to dark mode.
        let fixed: [String: String] = [
            "red": "#FF0000", "green": "#00FF00", "blue": "#0000FF", "black": "#000000", "white": "#FFFFFF",
            "yellow": "#FFFF00", "orange": "#FF8000", "purple": "#800080", "brown": "#996633", "cyan": "#00FFFF",
            "magenta": "#FF00FF", "gray": "#808080", "darkGray": "#555555", "lightGray": "#AAAAAA", "clear": "#00000000",
        ]
        guard let hex = fixed[String(name)] else { return nil }
        let system = "system" + name.prefix(1).uppercased() + name.dropFirst()
        return names.contains(system)
            ? "\"\(system)\" (adapts to dark mode) or \"\(hex)\" (UIColor.\(name))" : "\"\(hex)\" (UIColor.\(name))"
    }

    /// Names from UIKit or from the other list kind, with what this format calls them.
    static func synonym(_ key: String, at level: Level?, allowed: [String]) -> String? {
        switch key {
        case "listSectionSpacing":
            return "SwiftUI's listSectionSpacing has no key here: its .default and .compact spacings are unpublished; "
                + "the space between sections comes from their headers and footers (and \"interSectionSpacing\" in a compositional layout)"
        // A `where` guards only the pattern it follows: each name carries its own.
        case "rightBarButtonItems" where allowed.contains("rightItems"),
            "rightBarButtonItem" where allowed.contains("rightItems"):
            return "UINavigationItem's rightBarButtonItems are \"rightItems\" here"
        case "leftBarButtonItems" where allowed.contains("leftItems"),
            "leftBarButtonItem" where allowed.contains("leftItems"):
            return "UINavigationItem's leftBarButtonItems are \"leftItems\" here"
        case "rightBarButtonItems", "rightBarButtonItem", "leftBarButtonItems", "leftBarButtonItem":
            return "bar button items go in a system \"navigationBar\" as \"leftItems\" and \"rightItems\""
        case "largeTitle" where allowed.contains("prefersLargeTitles"),
            "largeTitles" where allowed.contains("prefersLargeTitles"),
            "prefersLargeTitle" where allowed.contains("prefersLargeTitles"):
            return "a large title is UINavigationBar's \"prefersLargeTitles\": true, with the \"title\" it shows"
        case "platform" where allowed.contains("slivers"), "targetPlatform" where allowed.contains("slivers"):
            return "Flutter's TargetPlatform follows the \"device\": an Android preset (pixel-9, galaxy-s8) draws it on Android, "
                + "an iPhone preset on iOS"
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
        case "backgroundColor" where level == .content:
            // Only a label takes it, its `color` being the text's; any other node's fill is `color`.
            return
                "a box's, stack's or image's fill is \"color\" (\"backgroundColor\" is a label's, whose \"color\" is its text's)"
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
