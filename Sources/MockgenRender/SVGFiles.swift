import MockgenLayout

/// One file that `--format svg` writes: its name inside the output folder and its text.
public struct RenderedFile: Sendable, Equatable {
    public var name: String
    public var contents: String

    public init(name: String, contents: String) { self.name = name; self.contents = contents }
}

/// Every file of `--format svg` (Docs/decisions.md, Output identity): `<scenario>-<index>.svg`,
/// with variants `<scenario>-<variant>-<index>.svg`, then `<scenario>-contact.svg`. Every index of
/// a run has the same number of digits, max(3, digits of the largest index), so the names sort
/// in frame order (`chat-0999.svg` before `chat-1000.svg`). Names are single path components: a `/` in a scenario or variant
/// name cannot leave the folder.
/// `overlays` are drawn on every frame file (`--overlays`); the contact sheet stays plain.
public func renderSVGFiles(_ storyboard: Storyboard, overlays: [Overlay] = []) -> [RenderedFile] {
    let scenario = fileNameComponent(storyboard.scenarioName)
    var files: [RenderedFile] = []
    let digits = svgFrameNumberDigits(storyboard)
    for variant in storyboard.variants {
        var stem = scenario
        if storyboard.hasVariants { stem += "-" + fileNameComponent(variant.name ?? "") }
        for frame in variant.frames {
            let index = svgFrameNumber(frame.index, digits: digits)
            files.append(RenderedFile(name: "\(stem)-\(index).svg", contents: renderSVGFrame(frame, variant: variant, overlays: overlays)))
        }
    }
    files.append(RenderedFile(name: "\(scenario)-contact.svg", contents: renderContactSheetSVG(storyboard)))
    return files
}

/// The width of every frame number in a run's file names: max(3, digits of the largest index).
public func svgFrameNumberDigits(_ storyboard: Storyboard) -> Int {
    let largest = storyboard.variants.map { $0.frames.map(\.index).max() ?? 0 }.max() ?? 0
    return max(3, String(largest).count)
}

/// `index` with leading zeros to `digits` digits.
public func svgFrameNumber(_ index: Int, digits: Int) -> String {
    let text = String(index)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
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
