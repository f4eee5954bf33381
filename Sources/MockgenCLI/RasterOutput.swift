import MockgenFormat
import MockgenLayout
import MockgenRaster
import MockgenRender
import MockgenValidation

/// `--format png | gif | apng | webp | mp4` (issue 19): the SVG frames, validated as for
/// `--format svg`, drawn to pixels in process, encoded, read back and checked, then written.
enum RasterOutput {
    static func run(_ layoutRun: LayoutRun, options: Options, notes: inout [String]) throws(CLIError) -> FileContents? {
        var layoutRun = layoutRun
        var thinning: AnimationThinning?
        if options.isAnimation, options.thinsFrames, let plan = AnimationThinning(layoutRun, scale: options.rasterScale) {
            var plan = plan
            if options.format == .gif { plan.dropUnmoved() }
            while animationPixelBytes(layoutRun, scale: options.rasterScale) / layoutRun.frameCountMax * plan.kept.count
                > animationPixelBudget, plan.halve()
            {
                plan.halved = true
            }
            layoutRun = layoutRun.keeping(plan.kept)
            thinning = plan
        }
        let overlays = options.overlays ?? []
        let svgs = layoutRun.variants.map { variant in
            variant.frames.map { renderSVGFrame($0, variant: variant, overlays: overlays) }
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
            try OutputWriter.write(files, into: directory ?? "Output")
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
            let events = FrameTimes.eventFrames(layoutRun)
            let moments = options.motionInForce == .fling ? layoutRun.motionTimes : nil
            func encode(_ keep: [Int]) throws(CLIError) -> [UInt8] {
                try raster { () throws(RasterError) in
                    try encodeAnimation(
                        keep.map { images[$0] }, timing: options.timing, offsets: keep.map { frames[$0].contentOffset },
                        events: keep.map { events[$0] }, format: format, name: name,
                        moments: moments.map { m in keep.map { m[$0] } })
                }
            }
            var kept = Array(images.indices)
            var file = try encode(kept)
            var halved = false
            // A GIF of the default frames keeps under the size Slack previews: every other frame
            // that is not a node's or an event's is dropped until it fits.
            if format == .gif, var plan = thinning.map({ _ in AnimationThinning(layoutRun) }) ?? nil {
                while file.count >= AnimationThinning.gifSizeLimit, plan.halve() {
                    halved = true
                    kept = plan.kept
                    file = try encode(kept)
                }
            }
            if let thinning, halved || thinning.halved {
                notes.append(
                    "mockgen: note: --format \(format.rawValue): \(kept.count) of the fling's \(thinning.planned) frames at "
                        + "\(formatNumber(options.framesPerSecond)) fps are drawn, to stay under "
                        + (halved ? "2 MB" : "the memory an animation may take")
                        + "; --fps or --frames draws every frame asked for")
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
            throw CLIError(exitCode: ExitCode.software, source: error.source, message: error.message)
        }
    }
}

/// Which frames of a fling an animation of the default frames draws (Docs/command-line.md, Motion):
/// every frame that stands on a node or an event, the first and the last; of the others, a GIF
/// drops those that move less than one of its pixels from the frame before, and any animation
/// drops every other one while it is over its memory or (GIF) its size.
struct AnimationThinning {
    /// GIFs up to this many bytes preview on Slack's mobile app (Docs/command-line.md, "Where each format previews").
    static let gifSizeLimit = 2_000_000

    var kept: [Int]
    var mustKeep: [Bool]
    /// Offsets of every variant at every frame, `[frame][variant]`.
    var offsets: [[Double]]
    var scale: Double
    /// How many frames the fling had before any was dropped.
    var planned: Int
    /// Whether frames that moved were dropped (`halve`), which the run says.
    var halved = false

    init?(_ run: LayoutRun, scale: Int = 1) {
        guard let nodes = run.motionNodes else { return nil }
        let count = run.frameCountMax
        let events = FrameTimes.eventFrames(run)
        mustKeep = (0..<count).map { k in k == 0 || k == count - 1 || nodes[k] || events[k] }
        offsets = (0..<count).map { k in run.variants.map { k < $0.frames.count ? $0.frames[k].contentOffset : 0 } }
        kept = Array(0..<count)
        self.scale = Double(scale)
        planned = count
    }

    /// Drops frames whose every variant stands within a pixel of the last frame kept.
    mutating func dropUnmoved() {
        var result: [Int] = []
        for k in kept {
            if let last = result.last, !mustKeep[k],
                zip(offsets[k], offsets[last]).allSatisfy({ abs($0 - $1) * scale < 1 })
            {
                continue
            }
            result.append(k)
        }
        kept = result
    }

    /// Drops every other free frame between two that must stay; false when none is left to drop.
    mutating func halve() -> Bool {
        var result: [Int] = []
        var run = 0
        for k in kept {
            if mustKeep[k] {
                run = 0
                result.append(k)
                continue
            }
            run += 1
            if run % 2 == 1 { result.append(k) }
        }
        guard result.count < kept.count else { return false }
        kept = result
        return true
    }
}

extension LayoutRun {
    var frameCountMax: Int { max(variants.map(\.frameCount).max() ?? 0, 1) }
}
