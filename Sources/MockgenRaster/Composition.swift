import MockgenLayout
import MockgenRender

/// Where each variant's phone and caption strip sit in a raster picture: side by side as in the
/// flipbook, every variant at the same pixels per point (`scale`), phones top-aligned, the
/// strips under the tallest phone.
public struct RasterComposition: Sendable {
    public let scale: Int
    /// Points between two variants and around the whole picture.
    public static let gap = 8.0
    /// The picture's background, between the phones: systemGroupedBackground (light).
    public static let background: UInt32 = 0xf2f2f7

    public let columns: [(x: Double, width: Double, height: Double)]
    public let phoneHeight: Double
    public let captionLineCount: Int
    public let width: Int
    public let height: Int

    public init(_ layoutRun: LayoutRun, scale: Int) {
        self.scale = scale
        var x = Self.gap
        var columns: [(x: Double, width: Double, height: Double)] = []
        for variant in layoutRun.variants {
            columns.append((x, variant.viewport.width, variant.viewport.height))
            x += variant.viewport.width + Self.gap
        }
        self.columns = columns
        phoneHeight = columns.map(\.height).max() ?? 0
        captionLineCount = (layoutRun.hasVariants ? 3 : 2) + CaptionStrip.eventLines
        let s = Double(scale)
        width = Int((x * s).rounded(.up))
        height = Int(((Self.gap + phoneHeight + CaptionStrip.height(lineCount: captionLineCount)) * s).rounded(.up))
    }

    /// The caption lines under each variant of every frame, `[frame][variant]`: the frames are
    /// read once, in order (`VariantFrames`).
    public func captions(_ layoutRun: LayoutRun) -> [[[String]]] {
        var sources = layoutRun.variants.map { $0.frames.makeIterator() }
        let count = layoutRun.variants.map(\.frames.count).max() ?? 0
        return (0..<count).map { _ in
            zip(layoutRun.variants, columns).enumerated().map { v, pair in
                guard let frame = sources[v].next() else { return [] }
                return CaptionStrip.lines(
                    frame, variantName: layoutRun.hasVariants ? pair.0.name ?? "" : nil, width: pair.1.width)
            }
        }
    }
}

/// Draws the raster pictures of a run in turn and hands each to `take`: frame `k` is every
/// variant's SVG frame `k` (`frameSVGs`, `[variant][frame]`, already validated) with its caption
/// strip. Only one picture is alive at a time unless `take` keeps them.
public func rasterFrames(
    _ layoutRun: LayoutRun, frameSVGs: [[String]], scale: Int,
    _ take: (Int, RasterImage) throws(RasterError) -> Void
) throws(RasterError) {
    try Renderer.prepare()
    let layout = RasterComposition(layoutRun, scale: scale)
    let canvas = try pictureCanvas(layout, name: layoutRun.scenarioName)
    for (index, captions) in layout.captions(layoutRun).enumerated() {
        try take(
            index,
            try picture(
                index, on: canvas, layout: layout, frameSVGs: frameSVGs, captions: captions, scale: scale,
                name: layoutRun.scenarioName))
    }
}

/// Every picture of a run, drawn on every core (frames are independent until they are encoded),
/// in order: what `rasterFrames` draws, for an animation, which holds them all anyway.
/// `drawn` is called as each picture is done, from any of the threads.
public func rasterImages(
    _ layoutRun: LayoutRun, frameSVGs: [[String]], scale: Int, drawn: @Sendable () -> Void = {}
) throws(RasterError) -> [RasterImage] {
    try Renderer.prepare()
    let layout = RasterComposition(layoutRun, scale: scale)
    let captions = layout.captions(layoutRun)
    let name = layoutRun.scenarioName
    // One canvas a worker, painted over for each of its pictures: a new surface a picture was
    // an allocation and a page fault a page of it.
    let canvases = try (0..<min(workerCount, captions.count)).map { _ throws(RasterError) in
        WorkerCanvas(try pictureCanvas(layout, name: name))
    }
    let results = parallelMap(captions.count) { index, worker -> Result<RasterImage, RasterError> in
        defer { drawn() }
        return Result { () throws(RasterError) in
            try picture(
                index, on: canvases[worker].canvas, layout: layout, frameSVGs: frameSVGs, captions: captions[index],
                scale: scale, name: name)
        }
    }
    return try results.map { result throws(RasterError) in try result.get() }
}

/// A canvas that one worker of `parallelMap` draws on, and no other thread.
private final class WorkerCanvas: @unchecked Sendable {
    let canvas: Canvas
    init(_ canvas: Canvas) { self.canvas = canvas }
}

private func pictureCanvas(_ layout: RasterComposition, name scenario: String) throws(RasterError) -> Canvas {
    guard let canvas = Canvas(width: layout.width, height: layout.height, background: RasterComposition.background) else {
        throw RasterError(source: scenario, message: "cairo cannot make a \(layout.width)x\(layout.height) picture")
    }
    return canvas
}

/// Picture `index`: every variant's frame and its caption strip on the run's background, drawn
/// on `canvas` (the picture's size), which is painted with the background first.
private func picture(
    _ index: Int, on canvas: Canvas, layout: RasterComposition, frameSVGs: [[String]], captions: [[String]], scale: Int,
    name scenario: String
) throws(RasterError) -> RasterImage {
    canvas.paint(RasterComposition.background)
    let s = Double(scale)
    for (v, column) in layout.columns.enumerated() where index < frameSVGs[v].count {
        let name = "\(scenario) frame \(index)"
        try canvas.draw(
            snappingTextBaselines(frameSVGs[v][index], scale: s), x: column.x * s, y: RasterComposition.gap * s,
            width: column.width * s, height: column.height * s, name: name)
        let strip = CaptionStrip.svg(lines: captions[v], width: column.width)
        try canvas.draw(
            strip, x: column.x * s, y: (RasterComposition.gap + layout.phoneHeight) * s,
            width: column.width * s, height: CaptionStrip.height(lineCount: captions[v].count) * s,
            name: name + " caption")
    }
    return canvas.image
}

/// An animation holds every picture at once while it is encoded: more than this many bytes of
/// pixels is refused before drawing (an assumption: a quarter of a small 4 GB machine).
public let animationPixelBudget = 1 << 30

/// The bytes of pixels `frames` pictures of `layoutRun` at `scale` take.
public func animationPixelBytes(_ layoutRun: LayoutRun, scale: Int) -> Int {
    let layout = RasterComposition(layoutRun, scale: scale)
    return layout.width * layout.height * 3 * (layoutRun.variants.map(\.frames.count).max() ?? 0)
}
