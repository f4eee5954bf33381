import MockgenValidation
import Testing

/// The flipbook is checked while it is written (Docs/performance.md#big-flipbooks): libxml2's push parser, fed in
/// pieces, says what `XMLCheck.wellFormed` says of the whole.
@Suite struct WellFormedStreamTests {
    static func check(_ pieces: [String]) -> ValidationFailure? {
        guard let stream = WellFormedStream(document: "page") else {
            return ValidationFailure(document: "page", message: "no parser")
        }
        for piece in pieces {
            var piece = piece
            piece.withUTF8 { _ = stream.feed(UnsafeRawBufferPointer($0)) }
        }
        do { try stream.finish() } catch { return error }
        return nil
    }

    @Test func piecesSplitAnywhereAreOneDocument() {
        let page = #"<html xmlns="http://www.w3.org/1999/xhtml"><body><p class="a">Caf&#233; · 1</p></body></html>"#
        let bytes = Array(page.utf8)
        for cut in [1, 7, 30, 60, bytes.count - 1] {
            let pieces = [String(decoding: bytes[..<cut], as: UTF8.self), String(decoding: bytes[cut...], as: UTF8.self)]
            #expect(Self.check(pieces) == nil, "cut at \(cut)")
        }
    }

    /// A mismatched tag on line 3 is reported on line 3, whichever piece it came in.
    @Test func errorsKeepTheirLine() {
        let failure = Self.check(["<r>\n<a>\n", "</b>\n</r>\n"])
        #expect(failure?.line == 3)
        #expect(failure?.message.contains("mismatch") == true)
        #expect(xmlCheckFailureLine("<r>\n<a>\n</b>\n</r>\n") == 3)
    }

    /// A document ending early is not well-formed.
    @Test func anUnfinishedDocumentFails() {
        #expect(Self.check(["<r><a>"]) != nil)
    }

    /// One piece of more than 10 MB (a page's legend of 200,000 events comes as one string):
    /// libxml2's push parser refuses a lookup that long ("Huge input lookup") unless fed in
    /// smaller pieces, which the shim does.
    @Test func aPieceOfMoreThanTenMegabytes() {
        let big = "<r>" + String(repeating: "<e>x</e>\n", count: 1_200_000) + "</r>"
        #expect(big.utf8.count > 10 << 20)
        #expect(Self.check([big]) == nil)
    }
}

private func xmlCheckFailureLine(_ xml: String) -> Int? {
    do { try XMLCheck.wellFormed(xml, document: "page") } catch { return error.line }
    return nil
}
