import MockgenLayout

/// One sentence a variant: which pinning rule its list kind follows, with the source, so a page
/// that sets kinds or platforms side by side says where and why they differ
/// (Docs/platform-rules.md#where-the-frameworks-differ). Said only when the variants do not all
/// share one kind: a page of one kind
/// explains itself through its pin line and events alone.
func platformRuleSentences(_ layoutRun: LayoutRun) -> String {
    let kinds = layoutRun.variants.map { kindName($0.scenario.list.kind) }
    guard Set(kinds).count > 1 else { return "" }
    var out =
        "<p class=\"why\">The variants follow different platforms' rules for what pins and what ends a pin:</p>\n<ul class=\"platforms\">\n"
    for variant in layoutRun.variants {
        out += "<li><b>\(escapeXML(variant.name ?? ""))</b>: \(platformRule(variant.scenario))</li>\n"
    }
    return out + "</ul>\n"
}

private func kindName(_ kind: ListKind) -> String {
    switch kind {
    case .table: "table"
    case .collection: "collection"
    case .swiftUI: "swiftui"
    case .compositional: "compositional"
    case .compose: "compose"
    case .flutter: "flutter"
    }
}

/// The rule in words; the numbers are in Docs/uikit-rules.md and Docs/platform-rules.md.
private func platformRule(_ scenario: Scenario) -> String {
    switch scenario.list.kind {
    case .table(let table):
        switch table.style {
        case .plain:
            return
                "UIKit plain UITableView: a section header floats at the pin line until the end of its own section pushes it up (rule 2.2)."
        case .grouped, .insetGrouped:
            return "UIKit grouped UITableView: headers and footers scroll with their sections; nothing pins (rule 3.1)."
        }
    case .collection(let flow):
        return flow.sectionHeadersPinToVisibleBounds || flow.sectionFootersPinToVisibleBounds
            ? "UICollectionViewFlowLayout with sectionHeadersPinToVisibleBounds: a header pins at the pin line, held inside its section (rule 5.5)."
            : "UICollectionViewFlowLayout: headers scroll away; a flow layout pins only when asked to (rule 5.5)."
    case .compositional:
        return
            "UICollectionViewCompositionalLayout: a boundary item pins only with pinToVisibleBounds, while any part of its section is visible, and the end of the section pushes it off (rule 6.1); list configurations pin headers only in plain and sidebarPlain with headerMode supplementary (rule 6.2)."
    case .swiftUI(let ui):
        switch ui.container {
        case .list:
            return
                "SwiftUI List: a plain list's section headers stick like a plain list configuration's; other styles scroll them away (an assumption: Apple documents no rule)."
        case .lazyVStack:
            return
                "SwiftUI LazyVStack(pinnedViews:): pinned section headers and footers stay at the scroll view's visible top and bottom, below any safeAreaInset bar, inside their section."
        }
    case .compose(let compose):
        var text =
            "Jetpack Compose LazyColumn: a stickyHeader pins at the viewport's edge, ignoring the top contentPadding, and the next stickyHeader replaces it (LazyListHeaders.kt)."
        if let bar = compose.topBar {
            switch bar.scrollBehavior {
            case .pinned: text += " The top app bar stays (pinnedScrollBehavior)."
            case .enterAlways:
                text +=
                    " The top app bar leaves as the content scrolls up and comes back on any scroll the other way, so the same offset shows it or not by the direction of travel (enterAlwaysScrollBehavior)."
            case .exitUntilCollapsed:
                text +=
                    " The top app bar collapses to its small row and expands again only at the top (exitUntilCollapsedScrollBehavior)."
            }
        }
        return text
    case .flutter(let flutter):
        var text =
            "Flutter CustomScrollView: pinned SliverPersistentHeaders stack under those pinned before them instead of pushing each other off; inside a SliverMainAxisGroup a header stays until its group ends (rendering/sliver_persistent_header.dart, sliver_group.dart)."
        for sliver in flutter.slivers {
            guard case .appBar(let bar) = sliver else { continue }
            if bar.floating {
                text +=
                    " The floating SliverAppBar comes back on any reverse scroll, by the direction of travel (material/app_bar.dart)."
            } else if bar.pinned {
                text += " The pinned SliverAppBar collapses to its toolbar and stays."
            }
            break
        }
        if !scenario.device.isAndroid {
            // Docs/platform-rules.md, Flutter 20: Flutter draws its own bars on an iPhone.
            text +=
                " Flutter draws its own bars on an iPhone: Cupertino's stay 44 / 52 pt (cupertino/nav_bar.dart); Flutter has no Liquid Glass."
        }
        return text
    }
}
