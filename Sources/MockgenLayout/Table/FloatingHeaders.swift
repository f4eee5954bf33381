/// Where a plain table's floating section header and footer sit. These two functions are the
/// whole sticky rule; flow layouts with `sectionHeadersPinToVisibleBounds` reuse them (rule 5.5).

/// Rule 2.2: `y_h = min(max(natY, T), nextTop - H)`. `pinLine` is T = contentOffset.y +
/// adjustedContentInset.top (b2cloud S1: headers stick at the end of contentInset.top);
/// `sectionEnd` is rectForSection(s).maxY, own footer included (decisions.md; IGListKit S3).
/// Pulled down past the top (T < natY) the header simply moves with the content.
public func floatingHeaderY(naturalY: Double, height: Double, pinLine: Double, sectionEnd: Double) -> Double {
    min(max(naturalY, pinLine), sectionEnd - height)
}

/// Rule 2.3 (mirror of 2.2): `y_f = max(min(natY, B - F), sectionStart)` with
/// B = contentOffset.y + bounds.height - adjustedContentInset.bottom; a floating footer stops at
/// the start of its own section (decisions.md).
public func floatingFooterY(naturalY: Double, height: Double, bottomLine: Double, sectionStart: Double) -> Double {
    max(min(naturalY, bottomLine - height), sectionStart)
}
