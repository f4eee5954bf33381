extension FlowGeometry {
    /// The visible sections, header through footer (sectionInset included), in window
    /// coordinates: the section-bounds overlay of the flipbook.
    public func sectionBounds(in viewport: Viewport) -> [SectionBound] {
        var result: [SectionBound] = []
        var s = firstIndex(in: sections.count) { sections[$0].bottom > viewport.visibleMinY }
        while s < sections.count, sections[s].top < viewport.visibleMaxY {
            let section = sections[s]
            let frame = Rect(x: originX, y: section.top, width: width, height: section.bottom - section.top)
            if frame.height > 0 { result.append(SectionBound(section: s, frame: viewport.toWindow(frame))) }
            s += 1
        }
        return result
    }
}
