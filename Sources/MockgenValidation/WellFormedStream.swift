import XMLShim

/// A well-formedness check fed a document in pieces, in order, as it is written: the flipbook is
/// checked while it streams to its file, never held whole (Docs/performance.md#big-flipbooks). The same checks as
/// `XMLCheck.wellFormed`, by libxml2's push parser.
public final class WellFormedStream {
    private var stream: OpaquePointer?
    private let document: String

    /// Nil when libxml2 cannot allocate its parser.
    public init?(document: String) {
        guard let stream = xmlshim_stream_create() else { return nil }
        self.stream = stream
        self.document = document
    }

    deinit { finishQuietly() }

    /// The next bytes of the document. Returns false once the document is broken; `finish` says how.
    @discardableResult
    public func feed(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let stream, !bytes.isEmpty else { return true }
        return xmlshim_stream_feed(stream, bytes.baseAddress!.assumingMemoryBound(to: CChar.self), bytes.count) == 0
    }

    /// Ends the document; throws the first error libxml2 found in it.
    public func finish() throws(ValidationFailure) {
        guard let stream else { return }
        self.stream = nil
        var error = xmlshim_error()
        if xmlshim_stream_finish(stream, &error) != 0 { throw ValidationFailure(document: document, error) }
    }

    private func finishQuietly() {
        guard let stream else { return }
        self.stream = nil
        var error = xmlshim_error()
        _ = xmlshim_stream_finish(stream, &error)
    }
}
