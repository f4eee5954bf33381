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

    /// The caption lines of frame `index` under each variant.
    public func captions(_ layoutRun: LayoutRun, index: Int) -> [[String]] {
        zip(layoutRun.variants, columns).map { variant, column in
            guard index < variant.frames.count else { return [] }
            return CaptionStrip.lines(
                variant.frames[index], variantName: layoutRun.hasVariants ? variant.name ?? "" : nil,
                width: column.width)
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
    let count = layoutRun.variants.map(\.frames.count).max() ?? 0
    let s = Double(scale)
    for index in 0..<count {
        guard let canvas = Canvas(width: layout.width, height: layout.height, background: RasterComposition.background) else {
            throw RasterError(
                source: layoutRun.scenarioName, message: "cairo cannot make a \(layout.width)x\(layout.height) picture")
        }
        let captions = layout.captions(layoutRun, index: index)
        for (v, column) in layout.columns.enumerated() where index < frameSVGs[v].count {
            let name = "\(layoutRun.scenarioName) frame \(index)"
            try canvas.draw(
                snappingTextBaselines(frameSVGs[v][index], scale: s), x: column.x * s, y: RasterComposition.gap * s,
                width: column.width * s, height: column.height * s, name: name)
            let strip = CaptionStrip.svg(lines: captions[v], width: column.width)
            try canvas.draw(
                strip, x: column.x * s, y: (RasterComposition.gap + layout.phoneHeight) * s,
                width: column.width * s, height: CaptionStrip.height(lineCount: captions[v].count) * s,
                name: name + " caption")
        }
        try take(index, canvas.image)
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
    let count = layoutRun.variants.map(\.frames.count).max() ?? 0
    let captions = (0..<count).map { layout.captions(layoutRun, index: $0) }
    let name = layoutRun.scenarioName
    let results = parallelMap(count) { index -> Result<RasterImage, RasterError> in
        defer { drawn() }
        return Result { () throws(RasterError) in
            try picture(index, layout: layout, frameSVGs: frameSVGs, captions: captions[index], scale: scale, name: name)
        }
    }
    return try results.map { result throws(RasterError) in try result.get() }
}

/// Picture `index`: every variant's frame and its caption strip on the run's background.
private func picture(
    _ index: Int, layout: RasterComposition, frameSVGs: [[String]], captions: [[String]], scale: Int, name scenario: String
) throws(RasterError) -> RasterImage {
    guard let canvas = Canvas(width: layout.width, height: layout.height, background: RasterComposition.background) else {
        throw RasterError(source: scenario, message: "cairo cannot make a \(layout.width)x\(layout.height) picture")
    }
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

/// One picture as a PNG file.
public func encodePNG(_ image: RasterImage, name: String) throws(RasterError) -> [UInt8] {
    guard let canvas = Canvas(image) else {
        throw RasterError(source: name, message: "cairo cannot make a \(image.width)x\(image.height) picture")
    }
    return try canvas.png(name: name)
}

/// The contact sheet SVG drawn as one PNG, at `scale` or less: cairo's surfaces stop at 32,767 px
/// a side, and the picture is held to `maxPixels` (4 bytes a pixel while drawing).
public func contactSheetPNG(
    _ svg: String, scale: Int, name: String,
    maxPixels: Double = 64_000_000
) throws(RasterError) -> (png: [UInt8], scale: Double) {
    try Renderer.prepare()
    let (width, height) = try svgSize(svg, name: name)
    let limit = 32_767.0
    let factor = min(Double(scale), limit / width, limit / height, (maxPixels / (width * height)).squareRoot())
    let w = max(1, Int((width * factor).rounded(.down)))
    let h = max(1, Int((height * factor).rounded(.down)))
    guard let canvas = Canvas(width: w, height: h, background: 0xffffff) else {
        throw RasterError(source: name, message: "cairo cannot make a \(w)x\(h) picture")
    }
    // The exact scaled size, not the whole pixels: a viewport of another shape would centre the
    // sheet in it, leaving a strip of background at the top.
    try canvas.draw(svg, x: 0, y: 0, width: width * factor, height: height * factor, name: name)
    return (try canvas.png(name: name), factor)
}

/// `image` as a PNG, read back with cairo and checked: the size always, the pixels exactly when
/// `comparePixels` (the first frame of a run).
public func encodeCheckedPNG(_ image: RasterImage, name: String, comparePixels: Bool) throws(RasterError) -> [UInt8] {
    let png = try encodePNG(image, name: name)
    let back = try decodePNG(png, name: name)
    guard back.width == image.width, back.height == image.height else {
        throw RasterError(source: name, message: "reads back at \(back.width)x\(back.height), not \(image.width)x\(image.height)")
    }
    if comparePixels { try checkPixels(back, against: image, name: name, tolerance: 0, share: 0) }
    return png
}
