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
