import MockgenFormat
import MockgenLayout
import MockgenRaster
import MockgenRender
import MockgenValidation

/// `--format png | gif | apng | webp | mp4` (Docs/command-line.md#raster-formats): the SVG frames, validated as for
/// `--format svg`, drawn to pixels in process, encoded, read back and checked, then written.
enum RasterOutput {
    /// `outlined` (from `mockgen diff`) names, for each frame, the elements to outline on every side.
    static func run(
        _ layoutRun: LayoutRun, options: Options, notes: inout [String], outlined: [[String]]? = nil
    ) throws(CLIError) -> FileContents? {
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
        let progress = Progress(total: images(layoutRun))
        defer { progress.finish() }
        let overlays = options.overlays ?? []
        let svgs = layoutRun.variants.map { variant in
            variant.frames.enumerated().map { k, frame in
                guard let outlined, k < outlined.count else {
                    return renderSVGFrame(frame, variant: variant, overlays: overlays, forPixels: true)
                }
                return renderSVGFrame(frame, variant: variant, overlays: overlays, outlined: outlined[k], forPixels: true)
            }
        }
        try Mockgen.validateFrames(svgs, of: layoutRun)
        let scale = options.rasterScale
        let directory = options.outDirectory

        switch options.format {
        case .png:
            // Each picture becomes its PNG as soon as it is drawn: only the files stay in memory.
            var files: [(name: String, contents: FileContents)] = []
            let first = layoutRun.variants.first?.frames.summaries ?? []
            try raster { () throws(RasterError) in
                try rasterFrames(layoutRun, frameSVGs: svgs, scale: scale) { (k, image) throws(RasterError) in
                    progress.frameDone()
                    let index = k < first.count ? first[k].index : k
                    let name = rasterFrameFileName(layoutRun, index: index, ext: "png")
                    files.append((name, .bytes(try encodeCheckedPNG(image, name: name, comparePixels: k == 0))))
                }
            }
            let sheetName = rasterFileName(layoutRun, suffix: "-contact", ext: "png")
            let sheet = try raster { () throws(RasterError) in
                try contactSheetPNG(
                    renderContactSheetSVG(layoutRun, forPixels: true), scale: options.rasterScale, name: sheetName
                ).png
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
            let frames = layoutRun.variants.first?.frames.summaries ?? []
            let events = FrameTimes.eventFrames(layoutRun)
            let moments = options.motionInForce == .fling ? layoutRun.motionTimes : nil
            func encode(_ keep: [Int]) throws(CLIError) -> [UInt8] {
                try raster { () throws(RasterError) in
                    try encodeAnimation(
                        keep.map { images[$0] }, timing: options.timing, offsets: keep.map { frames[$0].contentOffset },
                        events: keep.map { events[$0] }, format: format, name: name,
                        moments: moments.map { m in keep.map { m[$0] } }, encoded: { progress.frameDone() })
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
        let summaries = run.variants.map(\.frames.summaries)
        offsets = (0..<count).map { k in summaries.map { k < $0.count ? $0[k].contentOffset : 0 } }
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
    var frameCountMax: Int { max(variants.map(\.frames.count).max() ?? 0, 1) }
}
