/// Reading sections in place.
///
/// Reading `sections[s].header` through an array's subscript copied the whole section out (about
/// 400 bytes, each string and box retained and released), once per section per layout: at
/// 100,000 sections that was most of a layout's set-up (Docs/performance.md#many-sections). `forEachInPlace` hands out each
/// section's address: optional chains written on it (`section.pointee.header?.height`) load only
/// the number asked for, where a getter on the view would take a copy of it first.
extension Optional where Wrapped == ViewSpec {
    /// Content or a compact state's content, tested for presence, never copied out.
    var carriesContent: Bool { (self?.hasContentNode ?? false) || (self?.compactContent.isPresent ?? false) }
}

extension Optional {
    /// `!= nil` without handing the wrapped value to a generic function.
    var isPresent: Bool { if case .none = self { false } else { true } }
}

extension Array where Element == SectionSpec {
    /// Runs `body` with each section borrowed in place, in order: `for in` and `self[s]` copy.
    func forEachInPlace(_ body: (Int, UnsafePointer<SectionSpec>) throws -> Void) rethrows {
        try withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for s in 0..<buffer.count { try body(s, base + s) }
        }
    }
}

/// A list's answer to "does some section carry content?", kept with the list so that each
/// layout and drawing of a 100,000-section list does not walk every section again to ask
/// (Docs/performance.md#many-sections). Not part of the list's value: two lists with the same sections are equal whether
/// or not either has looked.
struct SectionContentMemo: Sendable, Equatable {
    var carriesContent: Bool?
    static func == (_: SectionContentMemo, _: SectionContentMemo) -> Bool { true }
}

extension ListSpec {
    /// Looks once whether some section carries content, for `Scenario.hasContent` to answer
    /// without a pass over the sections. The decoder calls it on each scenario it makes.
    public mutating func rememberSectionContent() {
        contentMemo.carriesContent = sectionsCarryContent
    }

    /// Content or a compact state's content in some header, footer or run: from the memo when
    /// it is set, else by one pass over the sections in place.
    var sectionsCarryContent: Bool {
        if let known = contentMemo.carriesContent { return known }
        // Sections and runs borrowed in place: `for in`, `contains` and `sections[s]` copy each
        // section or run out of the array, retaining every string and box in it.
        var found = false
        sections.forEachInPlace { _, section in
            guard !found else { return }
            if section.pointee.header.carriesContent || section.pointee.footer.carriesContent {
                found = true
                return
            }
            section.pointee.rows.withUnsafeBufferPointer { rows in
                found = rows.contains { $0.view.hasContentNode }
            }
        }
        return found
    }
}
