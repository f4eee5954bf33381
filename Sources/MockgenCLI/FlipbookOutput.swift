import MockgenLayout
import MockgenRender
import MockgenValidation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--format html`, streamed (Docs/performance.md#big-flipbooks): each frame is drawn, validated and written to a
/// temporary file, so memory holds one frame and what frames share, however many frames there
/// are. The page is then put together in a second temporary file (its head can only be written
/// once the frames are known: it embeds the fonts they draw with) while libxml2 checks it is
/// well-formed, piece by piece. Only a page that passed every check leaves it: renamed to
/// `DIR/index.html` with `--out`, else copied to stdout, so a failure still writes nothing
/// (Docs/command-line.md#output-safety).
enum FlipbookOutput {
    /// `outlined` and `comparison` are `renderFlipbook`'s: `mockgen diff` hands over the elements to
    /// outline in each frame, and the page's title and summary.
    static func run(
        _ layoutRun: LayoutRun, options: Options, outlined: [[String]]? = nil,
        comparison: FlipbookComparison? = nil
    ) throws(CLIError) -> FileContents? {
        let schema = try Mockgen.svgSchema()
        let directory = options.outDirectory
        let place = directory ?? TemporaryFile.directory
        if let directory {
            do { try FileSystem.createDirectories(directory) } catch {
                throw CLIError(
                    exitCode: ExitCode.cantCreate, source: directory, message: "cannot create the output folder: \(error.message)"
                )
            }
        }
        func cannotWrite(_ error: SystemError) -> CLIError {
            CLIError(exitCode: ExitCode.cantCreate, source: place, message: "cannot write a temporary file: \(error.message)")
        }

        let frames: TemporaryFile
        do { frames = try TemporaryFile.unnamed(in: place) } catch { throw cannotWrite(error) }
        var writer = FlipbookWriter(
            layoutRun, overlays: options.overlays ?? Overlay.flipbookDefault,
            outlined: outlined, comparison: comparison)
        try writer.writeFrames(
            check: { (svg, name) throws(CLIError) in
                try Mockgen.check { () throws(ValidationFailure) in try schema.validate(svg, document: name) }
            },
            write: { (bytes) throws(CLIError) in
                do throws(SystemError) { try frames.write(bytes) } catch { throw cannotWrite(error) }
            })

        if let pictures = writer.colorGlyphsSVG {
            try Mockgen.check { () throws(ValidationFailure) in
                try schema.validate(pictures, document: layoutRun.scenarioName + "-color-glyphs.svg")
            }
        }
        let page: TemporaryFile
        do {
            if let directory {
                page = try TemporaryFile.beside(FileSystem.join(directory, "index.html"))
            } else {
                page = try TemporaryFile.unnamed(in: place)
            }
        } catch { throw cannotWrite(error) }
        guard let check = WellFormedStream(document: "flipbook") else {
            throw CLIError(
                exitCode: ExitCode.software, source: "flipbook", message: "libxml2 could not start a parser: out of memory")
        }
        func append(_ bytes: UnsafeRawBufferPointer) throws(CLIError) {
            check.feed(bytes)
            do { try page.write(bytes) } catch { throw cannotWrite(error) }
        }
        try writer.writeHead(append)
        if let error = try frames.readAll(append) { throw cannotWrite(error) }
        try writer.writeTail(append)
        try Mockgen.check { () throws(ValidationFailure) in try check.finish() }

        guard let directory else { return .file(page) }
        let final = FileSystem.join(directory, "index.html")
        if FileSystem.isDirectory(final) {
            throw CLIError(exitCode: ExitCode.cantCreate, source: final, message: "a folder is in the way of the output file")
        }
        do { try page.moveInto(final) } catch {
            throw CLIError(
                exitCode: ExitCode.cantCreate, source: final, message: "cannot move the file into place: \(error.message)")
        }
        return nil
    }
}
