import Synchronization

/// Paragraphs shaped so far, shared by every copy of one loaded `FontSet`: a self-sized list's
/// labels are shaped when their heights are measured before the first frame and again when a
/// frame draws them (Docs/performance.md#text-heavy-frames); with this they are shaped once a run.
///
/// Bounded: once the paragraphs kept hold `capacity` characters, later ones are shaped each time
/// as before, so memory stays within what the bound allows whatever the list's length. The
/// bound is an assumption: 2,000,000 characters, about 22 bytes a character in `Shaped` (a
/// scalar, its face, its cluster end and an advance), about 45 MB, which holds a 5,000-message
/// chat (about a million characters) whole.
final class ShapeCache: Sendable {
    static let capacity = 2_000_000

    private struct Key: Hashable {
        var text: String
        var font: FontSpec
        var strategy: LineBreakStrategy
    }

    private struct Store {
        var paragraphs: [Key: ShapedParagraph] = [:]
        var characters = 0
    }

    private let store = Mutex(Store())

    /// The paragraph shaped before, or `shape()` kept for next time while there is room.
    func paragraph(
        _ text: String, font: FontSpec, strategy: LineBreakStrategy,
        shape: () -> ShapedParagraph
    ) -> ShapedParagraph {
        let key = Key(text: text, font: font, strategy: strategy)
        if let found = store.withLock({ $0.paragraphs[key] }) { return found }
        let paragraph = shape()
        let size = paragraph.shaped?.count ?? 0
        store.withLock { store in
            guard store.characters + size <= Self.capacity else { return }
            store.paragraphs[key] = paragraph
            store.characters += size
        }
        return paragraph
    }
}
