import MockgenLayout
import MockgenRaster
import MockgenRender
import MockgenValidation

/// `--format png | gif | apng | webp | mp4` (issue 19): the SVG frames, validated as for
/// `--format svg`, drawn to pixels in process, encoded, read back and checked, then written.
enum RasterOutput {
    /// `outlined` (from `mockgen diff`) names, for each frame, the elements to outline on every side.
    static func run(_ layoutRun: LayoutRun, options: Options, outlined: [[String]]? = nil) throws(CLIError) -> FileContents? {
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
            var images: [RasterImage] = []
            try raster { () throws(RasterError) in
                try rasterFrames(layoutRun, frameSVGs: svgs, scale: scale) { (_, image) throws(RasterError) in
                    images.append(image)
                }
            }
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
                    format: format, name: name)
            }
            guard let directory else { return .bytes(file) }
            try OutputWriter.write([(name, FileContents.bytes(file))], into: directory)
            return nil
        case .html, .svg, .json:
            preconditionFailure("not a raster format")
        }
    }

    static func images(_ layoutRun: LayoutRun) -> Int { layoutRun.variants.map(\.frames.count).max() ?? 0 }

    /// A raster failure is mockgen's own (a library missing or refusing): exit 70.
    static func raster<T>(_ body: () throws(RasterError) -> T) throws(CLIError) -> T {
        do { return try body() } catch {
            throw CLIError(
                exitCode: error.cannotWrite ? ExitCode.cantCreate : ExitCode.software, source: error.source,
                message: error.message)
        }
    }
}
