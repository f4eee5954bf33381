import MockgenLayout

/// The legend's list of pinning rules: one sentence a variant, which rule its list kind follows
/// with the source (the kind's `pinRuleSentence`, in its folder in MockgenLayout), so a page that
/// sets kinds or platforms side by side says where and why they differ. Said only when the
/// variants do not all share one kind: a page of one kind explains itself through its pin line
/// and events alone.
func pinRuleSentences(_ layoutRun: LayoutRun) -> String {
    let kinds = layoutRun.variants.map { $0.scenario.list.kind.rules.kindName }
    guard Set(kinds).count > 1 else { return "" }
    var out =
        "<p class=\"why\">The variants follow different platforms' rules for what pins and what ends a pin:</p>\n<ul class=\"platforms\">\n"
    for variant in layoutRun.variants {
        let rule = variant.scenario.list.kind.rules.pinRuleSentence(on: variant.scenario.device)
        out += "<li><b>\(escapeXML(variant.name ?? ""))</b>: \(rule)</li>\n"
    }
    return out + "</ul>\n"
}
