/// Escapes scenario text for XML and polyglot HTML: element content and attribute values alike.
///
/// All five specials are replaced (`'` as `&#39;`, which HTML knows and `&apos;` is not in HTML 4),
/// and characters that XML 1.0 forbids (C0 controls other than tab, line feed and carriage return,
/// U+FFFE, U+FFFF) become U+FFFD, so no title can make a document ill-formed. The work is
/// `MarkupBuffer.appendEscaped`, which the drawing calls without this `String` in between.
func escapeXML(_ text: String) -> String {
    // Fast path: most titles need nothing.
    if text.utf8.allSatisfy(MarkupBuffer.isPlainByte) { return text }
    var out = MarkupBuffer(capacity: text.utf8.count + 16)
    out.appendEscaped(text)
    return out.text
}
