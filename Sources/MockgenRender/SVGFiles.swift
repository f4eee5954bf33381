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
    var files = Array(repeating: [RenderedFile](), count: layoutRun.variants.count)
    var sheet = MarkupBuffer(capacity: 1 << 16)
    let name = writeSVGFiles(
        layoutRun, overlays: overlays,
        file: { files[$0].append(RenderedFile(name: $1, contents: $2)) },
        sheet: { piece in sheet.append(unescaped: piece.markup) })
    return files.flatMap { $0 } + [RenderedFile(name: name, contents: sheet.text)]
}

/// A piece of the contact sheet as `writeSVGFiles` hands it over: its markup, and `document`,
/// the piece as a sheet of its own (the sheet's opening, the piece, its end), which svg-frame.rng
/// validates as it would the whole sheet: the sheet is a sequence of independent captions and
/// frames, so it is valid when every piece is. nil for the opening and the end themselves.
public struct ContactSheetPiece {
    public var markup: String
    public var document: String?
}

/// `renderSVGFiles` a frame index at a time, holding one frame (Docs/performance.md#big-flipbooks): `file` takes
/// each frame's file (its variant's position, name, SVG) as it is drawn, frame by frame and within a frame variant by
/// variant; `sheet` takes the contact sheet in order, its opening, one piece a frame index, its
/// end. Returns the contact sheet's file name (`svgContactSheetName`).
@discardableResult
public func writeSVGFiles<E: Error>(
    _ layoutRun: LayoutRun, overlays: [Overlay] = [],
    file: (_ variant: Int, _ name: String, _ svg: String) throws(E) -> Void,
    sheet: (ContactSheetPiece) throws(E) -> Void
) throws(E) -> String {
    let digits = svgFrameNumberDigits(layoutRun)
    let stems = svgFrameFileStems(layoutRun)
    let placements = layoutRun.variants.map { variant in variant.fonts.map { ContentPlacements(variant.scenario, fonts: $0) } }
    var contact = ContactSheet(layoutRun, scale: 0.3)
    let opening = contact.take()
    try sheet(ContactSheetPiece(markup: opening, document: nil))
    // Each variant's frames laid out one at a time when the run keeps summaries (FrameDetail).
    var sources = layoutRun.variants.map { $0.frames.makeIterator() }
    for index in 0..<contact.count {
        var whole: [FrameLayout?] = []
        for (position, variant) in layoutRun.variants.enumerated() {
            guard index < variant.frames.count, let frame = sources[position].next() else {
                whole.append(nil)
                continue
            }
            whole.append(frame)
            let svg =
                FrameSVG(frame: frame, variant: variant, placements: placements[position])
                .markup(clipID: "list", overlays: overlays) + "\n"
            try file(position, "\(stems[position])-\(svgFrameNumber(frame.index, digits: digits)).svg", svg)
        }
        contact.addFrames(at: index, placements: placements, whole: whole)
        let piece = contact.take()
        try sheet(ContactSheetPiece(markup: piece, document: opening + piece + ContactSheet.end))
    }
    try sheet(ContactSheetPiece(markup: contact.ending(), document: nil))
    return svgContactSheetName(layoutRun)
}

/// What each variant's frame files start with, before `-<index>.svg`: `<scenario>`, or with
/// variants `<scenario>-<variant>`.
public func svgFrameFileStems(_ layoutRun: LayoutRun) -> [String] {
    let scenario = fileNameComponent(layoutRun.scenarioName)
    return layoutRun.variants.map { variant in
        layoutRun.hasVariants ? scenario + "-" + fileNameComponent(variant.name ?? "") : scenario
    }
}

/// `<scenario>-contact.svg`.
public func svgContactSheetName(_ layoutRun: LayoutRun) -> String {
    fileNameComponent(layoutRun.scenarioName) + "-contact.svg"
}

/// The width of every frame number in a run's file names: max(3, digits of the largest index).
public func svgFrameNumberDigits(_ layoutRun: LayoutRun) -> Int {
    let largest = layoutRun.variants.map { $0.frames.count - 1 }.max() ?? 0
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
