import MockgenLayout
import MockgenRender
import MockgenValidation

/// `--format svg`, streamed (Docs/performance.md#big-flipbooks): each frame's file is validated and written under
/// its temporary name as soon as it is drawn, and the contact sheet grows in its own temporary
/// file a frame at a time, validated piece by piece (`ContactSheetPiece`). Memory holds one frame
/// however many there are; the files are renamed into place only once all are written.
enum SVGOutput {
    static func run(_ layoutRun: LayoutRun, options: Options) throws(CLIError) -> FileContents? {
        let schema = try Mockgen.svgSchema()
        let folder = try OutputFolder(options.outDirectory ?? "Output")
        let sheetName = svgContactSheetName(layoutRun)
        let sheet = try folder.open(sheetName)
        // Lines of the sheet written so far and in its opening, so that an error in a piece names
        // its line in the whole file.
        var linesWritten = 0
        var openingLines = 0
        try writeSVGFiles(
            layoutRun, overlays: options.overlays ?? [],
            file: { (_, name, svg) throws(CLIError) in
                try Mockgen.check { () throws(ValidationFailure) in try schema.validate(svg, document: name) }
                try folder.add(name, .text(svg))
            },
            sheet: { (piece) throws(CLIError) in
                let lines = piece.markup.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
                if let document = piece.document {
                    let before = linesWritten
                    try Mockgen.check { () throws(ValidationFailure) in
                        do throws(ValidationFailure) { try schema.validate(document, document: sheetName) } catch {
                            var error = error
                            if error.line > openingLines { error.line += before - openingLines }
                            throw error
                        }
                    }
                } else if linesWritten == 0 {
                    openingLines = lines
                }
                linesWritten += lines
                do throws(SystemError) { try sheet.write(piece.markup) } catch {
                    throw CLIError(
                        exitCode: ExitCode.cantCreate, source: FileSystem.join(folder.directory, sheetName),
                        message: "cannot write the file: \(error.message)")
                }
            })
        try folder.commit()
        folder.removeStaleFrames(stems: svgFrameFileStems(layoutRun), ext: "svg")
        return nil
    }
}
