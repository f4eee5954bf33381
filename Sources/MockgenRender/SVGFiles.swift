import MockgenLayout

/// One file that `--format svg` writes: its name inside the output folder and its text.
public struct RenderedFile: Sendable, Equatable {
    public var name: String
    public var contents: String

    public init(name: String, contents: String) { self.name = name; self.contents = contents }
}

/// Every file of `--format svg` (decisions.md, Output identity): `<scenario>-<index>.svg`, with
/// variants `<scenario>-<variant>-<index>.svg` (index in at least 3 digits), then
/// `<scenario>-contact.svg`. Names are single path components: a `/` in a scenario or variant
/// name cannot leave the folder.
/// `overlays` are drawn on every frame file (`--overlays`); the contact sheet stays plain.
public func renderSVGFiles(_ storyboard: Storyboard, overlays: [Overlay] = []) -> [RenderedFile] {
    let scenario = fileNameComponent(storyboard.scenarioName)
    var files: [RenderedFile] = []
    for variant in storyboard.variants {
        var stem = scenario
        if storyboard.hasVariants { stem += "-" + fileNameComponent(variant.name ?? "") }
        for frame in variant.frames {
            let digits = String(frame.index)
            let index = String(repeating: "0", count: max(0, 3 - digits.count)) + digits
            files.append(RenderedFile(name: "\(stem)-\(index).svg", contents: renderSVGFrame(frame, variant: variant, overlays: overlays)))
        }
    }
    files.append(RenderedFile(name: "\(scenario)-contact.svg", contents: renderContactSheetSVG(storyboard)))
    return files
}

/// Keeps letters, digits, `-`, `_` and `.` (and any non-ASCII character, so Hangul names stay
/// readable); everything else, path separators and controls included, becomes `-`.
func fileNameComponent(_ name: String) -> String {
    var out = ""
    for scalar in name.unicodeScalars {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": out.unicodeScalars.append(scalar)
        case _ where scalar.value > 0x7f && scalar.properties.generalCategory != .control
            && !scalar.properties.isWhitespace: out.unicodeScalars.append(scalar)
        default: out += "-"
        }
    }
    if out.isEmpty || out.allSatisfy({ $0 == "." }) { out = "_" + out }
    return out
}
