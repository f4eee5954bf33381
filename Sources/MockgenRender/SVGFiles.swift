import MockgenLayout

/// One file that `--format svg` writes: its name inside the output folder and its text.
public struct RenderedFile: Sendable, Equatable {
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// Every file of `--format svg` (Docs/decisions.md, Output identity): `<scenario>-<index>.svg`,
/// with variants `<scenario>-<variant>-<index>.svg`, then `<scenario>-contact.svg`. Every index of
/// a run has the same number of digits, max(3, digits of the largest index), so the names sort
/// in frame order (`chat-0999.svg` before `chat-1000.svg`). Names are single path components: a `/` in a scenario or variant
/// name cannot leave the folder.
/// `overlays` are drawn on every frame file (`--overlays`); the contact sheet stays plain.
///
/// A frame's file and its thumbnail on the contact sheet are drawn one after the other, frame
/// after frame, so that content is laid out once for both and once for the frames that follow
/// while it stays on screen (`ContentPlacements`).
public func renderSVGFiles(_ layoutRun: LayoutRun, overlays: [Overlay] = []) -> [RenderedFile] {
    let scenario = fileNameComponent(layoutRun.scenarioName)
    let digits = svgFrameNumberDigits(layoutRun)
    let stems = layoutRun.variants.map { variant in
        layoutRun.hasVariants ? scenario + "-" + fileNameComponent(variant.name ?? "") : scenario
    }
    let placements = layoutRun.variants.map { variant in variant.fonts.map { ContentPlacements(variant.scenario, fonts: $0) } }
    var files = Array(repeating: [RenderedFile](), count: layoutRun.variants.count)
    var sheet = ContactSheet(layoutRun, scale: 0.3)
    for index in 0..<sheet.count {
        for (position, variant) in layoutRun.variants.enumerated() where index < variant.frames.count {
            let frame = variant.frames[index]
            let svg =
                FrameSVG(frame: frame, variant: variant, placements: placements[position])
                .markup(clipID: "list", overlays: overlays) + "\n"
            files[position].append(
                RenderedFile(
                    name: "\(stems[position])-\(svgFrameNumber(frame.index, digits: digits)).svg",
                    contents: svg))
        }
        sheet.addFrames(at: index, placements: placements)
    }
    return files.flatMap { $0 } + [RenderedFile(name: "\(scenario)-contact.svg", contents: sheet.finish())]
}

/// The width of every frame number in a run's file names: max(3, digits of the largest index).
public func svgFrameNumberDigits(_ layoutRun: LayoutRun) -> Int {
    let largest = layoutRun.variants.map { $0.frames.map(\.index).max() ?? 0 }.max() ?? 0
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
        case _
        where scalar.value > 0x7f && scalar.properties.generalCategory != .control
            && !scalar.properties.isWhitespace:
            out.unicodeScalars.append(scalar)
        default: out += "-"
        }
    }
    if out.isEmpty || out.allSatisfy({ $0 == "." }) { out = "_" + out }
    return out
}
