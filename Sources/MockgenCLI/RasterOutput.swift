import MockgenLayout
import MockgenRaster
import MockgenRender
import MockgenValidation

/// `--format png | gif | apng | webp | mp4` (issue 19): the SVG frames, validated as for
/// `--format svg`, drawn to pixels in process, encoded, read back and checked, then written.
enum RasterOutput {
    /// `outlined` (from `mockgen diff`) names, for each frame, the elements to outline on every side.
    static func run(_ layoutRun: LayoutRun, options: Options, outlined: [[String]]? = nil) throws(CLIError) -> FileContents? {
        let progress = Progress(total: images(layoutRun))
        defer { progress.finish() }
        let overlays = options.overlays ?? []
        let svgs = layoutRun.variants.map { variant in
            variant.frames.enumerated().map { k, frame in
                guard let outlined, k < outlined.count else { return renderSVGFrame(frame, variant: variant, overlays: overlays) }
                return renderSVGFrame(frame, variant: variant, overlays: overlays, outlined: outlined[k])
            }
        }
        try Mockgen.validateFrames(svgs, of: layoutRun)
        let scale = options.rasterScale
        let directory = options.outDirectory

        switch options.format {
        case .png:
            // Each picture becomes its PNG as soon as it is drawn: only the files stay in memory.
            var files: [(name: String, contents: FileContents)] = []
            try raster { () throws(RasterError) in
                try rasterFrames(layoutRun, frameSVGs: svgs, scale: scale) { (k, image) throws(RasterError) in
                    progress.frameDone()
                    let index = layoutRun.variants.first?.frames[k].index ?? k
                    let name = rasterFrameFileName(layoutRun, index: index, ext: "png")
                    files.append((name, .bytes(try encodeCheckedPNG(image, name: name, comparePixels: k == 0))))
                }
            }
            let sheetName = rasterFileName(layoutRun, suffix: "-contact", ext: "png")
            let sheet = try raster { () throws(RasterError) in
                try contactSheetPNG(renderContactSheetSVG(layoutRun), scale: options.rasterScale, name: sheetName).png
            }
            files.append((sheetName, .bytes(sheet)))
            try OutputWriter.write(files, into: directory ?? "Output", frames: ([rasterFrameFileStem(layoutRun)], "png"))
            return nil
        case .gif, .apng, .webp, .mp4:
            let pixels = animationPixelBytes(layoutRun, scale: scale)
            guard pixels <= animationPixelBudget else {
                throw CLIError.usage(
                    "--format \(options.format.rawValue): \(images(layoutRun)) pictures at --scale \(scale) hold "
                        + "\(pixels >> 20) MB of pixels, more than the \(animationPixelBudget >> 20) MB an animation may; "
                        + "use fewer --frames or a smaller --scale")
            }
            if options.format == .gif {
                try raster { () throws(RasterError) in try warnIfLarge(layoutRun, svgs: svgs, scale: scale) }
            }
            let images = try raster { () throws(RasterError) in
                try rasterImages(layoutRun, frameSVGs: svgs, scale: scale) { progress.frameDone() }
            }
            progress.begin("encoded")
            let format = AnimationFormat(rawValue: options.format.rawValue)!
            let name = rasterFileName(layoutRun, ext: format.rawValue == "apng" ? "png" : format.rawValue)
            let frames = layoutRun.variants.first?.frames ?? []
            let events = (0..<images.count).map { k in
                layoutRun.variants.contains { k < $0.frames.count && !$0.frames[k].events.isEmpty }
            }
            let timing = FrameTiming(duration: options.duration ?? FrameTiming.defaultDuration, evenTime: options.evenTime)
            let file = try raster { () throws(RasterError) in
                try encodeAnimation(
                    images, timing: timing, offsets: frames.map(\.contentOffset), events: events,
                    format: format, name: name, encoded: { progress.frameDone() })
            }
            guard let directory else { return .bytes(file) }
            try OutputWriter.write([(name, FileContents.bytes(file))], into: directory)
            return nil
        case .html, .svg, .json:
            preconditionFailure("not a raster format")
        }
    }

    static func images(_ layoutRun: LayoutRun) -> Int { layoutRun.variants.map(\.frames.count).max() ?? 0 }

    /// The most frames an animation of one 393 x 852 pt screen (the default device) holds at
    /// `scale`: the pixel budget over one picture, the phone with its gap and a four-line
    /// caption strip (RasterComposition), for `--help`.
    static func frameLimit(scale: Int) -> Int {
        let width = (393 + 2 * RasterComposition.gap) * Double(scale)
        let height = (852 + RasterComposition.gap + CaptionStrip.height(lineCount: 4)) * Double(scale)
        return min(Options.maxFrames, animationPixelBudget / (Int(width) * Int(height) * 3))
    }

    /// Megabytes to one decimal: "10.4".
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// GitHub's limit for an attached image (Docs/command-line.md, "Where each format previews").
    static let largeFile = 10 << 20

    /// Before drawing a GIF that could pass `largeFile`: its first two pictures drawn and encoded,
    /// the rest taken to cost what the second did (frames of a steady scroll change alike), and a
    /// line on stderr when the estimate passes, naming what shrinks it. Runs that cannot come
    /// near the limit (at most a fifth of a byte a pixel a frame, more than any built-in's) draw
    /// nothing more for it.
    static func warnIfLarge(_ layoutRun: LayoutRun, svgs: [[String]], scale: Int) throws(RasterError) {
        let count = images(layoutRun)
        let layout = RasterComposition(layoutRun, scale: scale)
        guard count > 2, layout.width * layout.height * count / 5 > largeFile else { return }
        let probe = svgs.map { Array($0.prefix(2)) }
        let estimate = try estimateGIFBytes(layoutRun, frameSVGs: probe, scale: scale, frames: count)
        guard estimate > largeFile else { return }
        FileSystem.writeAll(
            "mockgen: warning: this GIF will be about \(megabytes(estimate)) MB, over the 10 MB GitHub takes for an image; "
                + "fewer --frames, a smaller --scale (1 is the GIF's default), or --offsets over a shorter path make it smaller\n",
            to: 2)
    }

    /// A raster failure is mockgen's own (a library missing or refusing): exit 70.
    static func raster<T>(_ body: () throws(RasterError) -> T) throws(CLIError) -> T {
        do { return try body() } catch {
            throw CLIError(
                exitCode: error.cannotWrite ? ExitCode.cantCreate : ExitCode.software, source: error.source,
                message: error.message)
        }
    }
}
