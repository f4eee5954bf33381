extension String {
    /// The text with `find`, which must occur exactly once, replaced: an edit of a scenario that
    /// cannot land in the wrong place, or silently nowhere.
    public func replacingOnce(_ find: String, with replacement: String) -> String {
        let found = ranges(of: find)
        precondition(found.count == 1, "\(find) must occur once")
        var text = self
        text.replaceSubrange(found[0], with: replacement)
        return text
    }
}
