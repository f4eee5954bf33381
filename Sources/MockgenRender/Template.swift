/// Replaces each `{{name}}` in `template` with `values[name]`, in one pass over the template, so a
/// value that itself contains `{{...}}` (a hostile title, say) is never expanded. A placeholder
/// without a value is a template mistake and stops the program.
func fillTemplate(_ template: String, _ values: [String: String]) -> String {
    var out = DocumentText(capacity: template.utf8.count)
    fillTemplate(template, into: &out) { name, out in
        guard let value = values[name] else { return false }
        out.append(value)
        return true
    }
    return out.finish()
}

/// `fillTemplate`, writing each placeholder's value straight into `out`: `write` writes the value
/// of the placeholder it is given and says whether it knows it. Read as UTF-8 bytes (the
/// character-wise `String` search cost more than the page's own markup).
func fillTemplate(
    _ template: String, into out: inout DocumentText,
    _ write: (_ name: String, _ out: inout DocumentText) -> Bool
) {
    let bytes = Array(template.utf8)
    var rest = 0
    while let open = find("{{", in: bytes, from: rest) {
        out.markup.append(bytes[rest..<open])
        guard let close = find("}}", in: bytes, from: open + 2) else { fatalError("unclosed {{ in template") }
        let name = String(decoding: bytes[(open + 2)..<close], as: UTF8.self)
        guard write(name, &out) else { fatalError("template placeholder {{\(name)}} has no value") }
        rest = close + 2
    }
    out.markup.append(bytes[rest...])
}

/// Where a two-byte marker (`{{` or `}}`) first starts at or after `start`.
private func find(_ marker: StaticString, in bytes: [UInt8], from start: Int) -> Int? {
    let (first, second) = marker.withUTF8Buffer { ($0[0], $0[1]) }
    var k = start
    while k + 1 < bytes.count {
        if bytes[k] == first && bytes[k + 1] == second { return k }
        k += 1
    }
    return nil
}
