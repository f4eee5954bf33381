import MockgenLayout
import MockgenText

/// `@font-face` rules that carry the fonts the frames' text is drawn with, each cut down to the
/// characters used (HarfBuzz's subsetter) and inlined as a data: URL, so Chromium draws the
/// glyphs mockgen measured instead of whatever the reviewer's machine has (decisions.md, Text).
/// Empty when no view has content (nothing was measured) or the fonts are not installed.
func embeddedFontFaces(_ storyboard: Storyboard, markup: String) -> String {
    guard storyboard.variants.contains(where: { $0.scenario.hasContent }), case let .success(fonts) = FontSet.shared else {
        return ""
    }
    // The flipbook's own controls use Inter too: printable ASCII keeps them in the same face.
    var used: [FaceKey: Set<UInt32>] = [:]
    for (text, weight) in svgTexts(markup) {
        for scalar in text.unicodeScalars {
            used[FaceKey(family: fonts.faceIndex(for: scalar.value), weight: weight), default: []].insert(scalar.value)
        }
    }
    for weight in Set(used.keys.map(\.weight)) { used[FaceKey(family: 0, weight: weight), default: []].formUnion(0x20...0x7E) }
    var css = ""
    for key in used.keys.sorted(by: { ($0.family, $0.weight.cssWeight) < ($1.family, $1.weight.cssWeight) }) {
        let face = fonts.face(key.family, key.weight)
        let scalars = used[key]!.sorted().compactMap(Unicode.Scalar.init)
        guard let bytes = face.subset(scalars) else { continue }
        css += "@font-face { font-family: \"\(FontSet.families[key.family].family)\"; font-weight: \(key.weight.cssWeight); "
        css += "src: url(data:font/otf;base64,\(base64(bytes))) format(\"opentype\"); }\n"
    }
    return css
}

private struct FaceKey: Hashable { var family: Int; var weight: FontWeight }

/// Text and weight of every `<text>` drawn in the frames' default family (the caption pill names
/// its own monospaced family and is left out).
private func svgTexts(_ markup: String) -> [(String, FontWeight)] {
    var result: [(String, FontWeight)] = []
    var rest = markup[...]
    while let open = rest.firstRange(of: "<text") {
        guard let tagEnd = rest[open.upperBound...].firstIndex(of: ">"),
              let close = rest[tagEnd...].firstRange(of: "</text>") else { break }
        let attributes = rest[open.upperBound..<tagEnd]
        if !attributes.contains("font-family") {
            let weight = FontWeight.allCases.first { attributes.contains("font-weight=\"\($0.cssWeight)\"") } ?? .regular
            result.append((unescapeXML(String(rest[rest.index(after: tagEnd)..<close.lowerBound])), weight))
        }
        rest = rest[close.upperBound...]
    }
    return result
}

/// The entities `escapeXML` writes, undone.
private func unescapeXML(_ s: String) -> String {
    guard s.contains("&") else { return s }
    return s.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"")
        .replacing("&#39;", with: "'").replacing("&amp;", with: "&")
}
