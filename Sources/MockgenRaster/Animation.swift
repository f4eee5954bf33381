import MockgenLayout
import RasterShim

#if canImport(Glibc)
    import Glibc
#endif

/// The animated formats (Docs/command-line.md#raster-formats).
public enum AnimationFormat: String, Sendable, CaseIterable {
    case gif, apng, webp, mp4

    /// The resolution of each format's frame times in ms: GIF counts hundredths of a second.
    var timeUnit: Int { self == .gif ? 10 : 1 }
}

/// The frames as one animated file, decoded again and checked before it is returned
/// (Docs/command-line.md#raster-checks): the frame count, the size, the delays, and the first frame's pixels against the
/// rendered one. `name` is the file's name in messages.
public func encodeAnimation(
    _ frames: [RasterImage], timing: FrameTiming, offsets: [Double], events: [Bool],
    format: AnimationFormat, name: String, moments: [Double]? = nil, encoded: @Sendable () -> Void = {}
) throws(RasterError) -> [UInt8] {
    guard let first = frames.first else { throw RasterError(source: name, message: "no frames to animate") }
    let delays = timing.delays(offsets: offsets, events: events, unit: format.timeUnit, moments: moments)
    switch format {
    case .gif: return try encodeGIF(frames, delays: delays, name: name, encoded: encoded)
    case .apng: return try encodeAPNG(frames, delays: delays, name: name, encoded: encoded)
    case .webp: return try encodeWebP(frames, delays: delays, name: name)
    case .mp4: return try encodeMP4(frames, delays: delays, name: name, first: first)
    }
}

/// About how many bytes a GIF of `frames` pictures will take, from the run's first two pictures
/// (`frameSVGs` holds at least those): the first whole, every later one as the second's changes.
public func estimateGIFBytes(_ layoutRun: LayoutRun, frameSVGs: [[String]], scale: Int, frames: Int) throws(RasterError)
    -> Int
{
    var loading = message()
    guard rr_load_gif(&loading, loading.count) == 0 else { throw RasterError(source: "giflib", message: string(loading)) }
    let pictures = try rasterImages(layoutRun, frameSVGs: frameSVGs, scale: scale)
    guard pictures.count >= 2 else { return 0 }
    let encoded = gifFrames(Array(pictures.prefix(2)))
    let images = try gifImages(encoded, width: pictures[0].width, height: pictures[0].height, name: layoutRun.scenarioName)
    return images[0].count + (frames - 1) * (images[1].count + 8)
}

private func message() -> [CChar] { [CChar](repeating: 0, count: Int(RASTERSHIM_MESSAGE_CAPACITY)) }

/// Each frame encoded by giflib on its own, on every core: frames are independent until they are
/// put together (`GIFFile`).
private func gifImages(_ encoded: [GIFFrame], width: Int, height: Int, name: String) throws(RasterError) -> [[UInt8]] {
    let images = parallelMap(encoded.count) { k -> Result<[UInt8], RasterError> in
        let frame = encoded[k]
        var error = message()
        var bytes = rr_bytes()
        let rect = [Int32(frame.left), Int32(frame.top), Int32(frame.width), Int32(frame.height)]
        guard
            rr_gif_encode_image(
                Int32(width), Int32(height), rect, frame.indexed.indices, frame.indexed.palette,
                Int32(frame.indexed.colorCount), Int32(frame.transparent), &bytes, &error, error.count) == 0
        else { return .failure(RasterError(source: name, message: string(error))) }
        return .success(take(&bytes))
    }
    return try images.map { result throws(RasterError) in try result.get() }
}

private func encodeGIF(_ frames: [RasterImage], delays: [Int], name: String, encoded done: @Sendable () -> Void)
    throws(RasterError) -> [UInt8]
{
    var loading = message()
    guard rr_load_gif(&loading, loading.count) == 0 else { throw RasterError(source: "giflib", message: string(loading)) }
    let width = frames[0].width
    let height = frames[0].height
    // Each frame after the first as what changed (ChangedRegions.swift), on every core.
    let encoded = gifFrames(frames, done: done)
    let images = try gifImages(encoded, width: width, height: height, name: name)
    var file = GIFFile.header(width: width, height: height)
    for (k, bytes) in images.enumerated() {
        GIFFile.appendFrame(bytes, delay: delays[k] / 10, transparent: encoded[k].transparent, into: &file)
    }
    file.append(0x3B)

    // Read back with giflib's decoder.
    var error = message()
    var w: Int32 = 0
    var h: Int32 = 0
    var count: Int32 = 0
    var readDelays = [Int32](repeating: 0, count: frames.count)
    var rgb = [UInt8](repeating: 0, count: width * height * 3)
    guard
        rr_gif_decode(
            file, file.count, &w, &h, &count, &readDelays, Int32(readDelays.count), &rgb, rgb.count,
            &error, error.count) == 0
    else {
        throw RasterError(source: name, message: "the GIF written does not read back: \(string(error))")
    }
    try checkReadBack(
        name: name, count: Int(count), expected: frames.count, width: Int(w), height: Int(h), of: frames[0],
        delays: readDelays.map { Int($0) * 10 }, expectedDelays: delays)
    // Exactly the palette picture, and that close to the rendered one.
    guard rgb.count == 3 * encoded[0].indexed.indices.count, showsPaletteColours(rgb, of: encoded[0].indexed) else {
        throw RasterError(source: name, message: "the GIF's first frame reads back with other colours")
    }
    try checkPixels(
        RasterImage(width: width, height: height, rgb: rgb), against: frames[0], name: name, tolerance: 16, share: 0.01)
    return file
}

private func encodeAPNG(_ frames: [RasterImage], delays: [Int], name: String, encoded: @Sendable () -> Void)
    throws(RasterError) -> [UInt8]
{
    var pngs: [[UInt8]] = []
    for (k, frame) in frames.enumerated() {
        pngs.append(try encodePNG(frame, name: "\(name) frame \(k)"))
        encoded()
    }
    guard let file = APNG.assemble(pngs, delays: delays) else {
        throw RasterError(source: name, message: "cairo's PNG frames differ in size or format")
    }
    guard let read = APNG.read(file) else { throw RasterError(source: name, message: "the APNG written does not read back") }
    try checkReadBack(
        name: name, count: read.frames, expected: frames.count, width: read.width, height: read.height,
        of: frames[0], delays: read.delays, expectedDelays: delays)
    guard read.fcTL == read.frames else {
        throw RasterError(source: name, message: "the APNG has \(read.fcTL) frame controls for \(read.frames) frames")
    }
    // The first frame is the file's default image: any PNG reader shows it.
    let first = try decodePNG(file, name: name)
    try checkPixels(first, against: frames[0], name: name, tolerance: 0, share: 0)
    return file
}

private func encodeWebP(_ frames: [RasterImage], delays: [Int], name: String) throws(RasterError) -> [UInt8] {
    var error = message()
    guard rr_load_webp(&error, error.count) == 0 else { throw RasterError(source: "libwebp", message: string(error)) }
    let width = frames[0].width
    let height = frames[0].height
    var rgb: [UInt8] = []
    rgb.reserveCapacity(width * height * 3 * frames.count)
    for frame in frames { rgb += frame.rgb }
    var bytes = rr_bytes()
    guard
        rr_webp_encode(
            Int32(width), Int32(height), Int32(frames.count), rgb, delays.map { Int32($0) }, SRGBProfile.bytes,
            SRGBProfile.bytes.count, &bytes, &error, error.count) == 0
    else {
        throw RasterError(source: name, message: string(error))
    }
    let file = take(&bytes)
    var w: Int32 = 0
    var h: Int32 = 0
    var count: Int32 = 0
    var readDelays = [Int32](repeating: 0, count: frames.count)
    var first = [UInt8](repeating: 0, count: width * height * 3)
    guard
        rr_webp_decode(
            file, file.count, &w, &h, &count, &readDelays, Int32(readDelays.count), &first, first.count,
            &error, error.count) == 0
    else {
        throw RasterError(source: name, message: "the WebP written does not read back: \(string(error))")
    }
    // WebPAnimEncoder folds a frame identical to the one before into it, adding its time.
    let (runs, runDelays) = foldRepeats(frames, delays: delays)
    try checkReadBack(
        name: name, count: Int(count), expected: runs, width: Int(w), height: Int(h), of: frames[0],
        delays: readDelays.prefix(Int(count)).map { Int($0) }, expectedDelays: runDelays)
    try checkPixels(RasterImage(width: width, height: height, rgb: first), against: frames[0], name: name, tolerance: 0, share: 0)
    return file
}

/// Whether `rgb` is `image`'s indices looked up in its palette, pixel for pixel. The read-back
/// waits for this check alone, so it compares in place rather than building the expected picture.
private func showsPaletteColours(_ rgb: [UInt8], of image: IndexedImage) -> Bool {
    rgb.withUnsafeBufferPointer { rgb in
        image.indices.withUnsafeBufferPointer { indices in
            image.palette.withUnsafeBufferPointer { palette in
                for (k, index) in indices.enumerated() {
                    let p = 3 * Int(index)
                    guard p + 2 < palette.count, rgb[3 * k] == palette[p], rgb[3 * k + 1] == palette[p + 1],
                        rgb[3 * k + 2] == palette[p + 2]
                    else { return false }
                }
                return true
            }
        }
    }
}

/// Runs of identical consecutive frames, and each run's total time.
func foldRepeats(_ frames: [RasterImage], delays: [Int]) -> (count: Int, delays: [Int]) {
    var folded: [Int] = []
    for k in frames.indices {
        if k > 0, frames[k] == frames[k - 1] { folded[folded.count - 1] += delays[k] } else { folded.append(delays[k]) }
    }
    return (folded.count, folded)
}

func decodePNG(_ file: [UInt8], name: String) throws(RasterError) -> RasterImage {
    var error = message()
    var w: Int32 = 0
    var h: Int32 = 0
    guard rr_png_decode(file, file.count, &w, &h, nil, 0, &error, error.count) == 0 else {
        throw RasterError(source: name, message: "the PNG written does not read back: \(string(error))")
    }
    var rgb = [UInt8](repeating: 0, count: Int(w) * Int(h) * 3)
    guard rr_png_decode(file, file.count, &w, &h, &rgb, rgb.count, &error, error.count) == 0 else {
        throw RasterError(source: name, message: "the PNG written does not read back: \(string(error))")
    }
    return RasterImage(width: Int(w), height: Int(h), rgb: rgb)
}

private func checkReadBack(
    name: String, count: Int, expected: Int, width: Int, height: Int, of frame: RasterImage,
    delays: [Int], expectedDelays: [Int]
) throws(RasterError) {
    guard count == expected else {
        throw RasterError(source: name, message: "reads back with \(count) frames, not \(expected)")
    }
    guard width == frame.width, height == frame.height else {
        throw RasterError(source: name, message: "reads back at \(width)x\(height), not \(frame.width)x\(frame.height)")
    }
    guard delays == expectedDelays else { throw RasterError(source: name, message: "reads back with other frame times") }
}

/// At most `share` of the pixels may differ from `reference` by more than `tolerance` levels in a channel.
func checkPixels(_ image: RasterImage, against reference: RasterImage, name: String, tolerance: Int, share: Double)
    throws(RasterError)
{
    guard image.width == reference.width, image.height == reference.height else {
        throw RasterError(source: name, message: "the first frame reads back at another size")
    }
    let differing = differingPixels(image, reference, tolerance: tolerance)
    let pixels = image.width * image.height
    guard Double(differing) <= share * Double(pixels) else {
        throw RasterError(
            source: name,
            message: "the first frame reads back with \(differing) of \(pixels) pixels "
                + "more than \(tolerance) levels from the drawing")
    }
}

/// Pixels of `a` and `b` (the same size) that differ by more than `tolerance` in some channel.
public func differingPixels(_ a: RasterImage, _ b: RasterImage, tolerance: Int) -> Int {
    var count = 0
    let pixels = a.width * a.height
    a.rgb.withUnsafeBufferPointer { x in
        b.rgb.withUnsafeBufferPointer { y in
            var i = 0
            while i < pixels {
                // Most pixels of a read-back are the drawing's own: eight equal pixels are passed
                // with one comparison.
                if i + 8 <= pixels, memcmp(x.baseAddress! + 3 * i, y.baseAddress! + 3 * i, 24) == 0 {
                    i += 8
                    continue
                }
                for k in stride(from: 3 * i, to: 3 * min(i + 8, pixels), by: 3)
                where abs(Int(x[k]) - Int(y[k])) > tolerance || abs(Int(x[k + 1]) - Int(y[k + 1])) > tolerance
                    || abs(Int(x[k + 2]) - Int(y[k + 2])) > tolerance
                {
                    count += 1
                }
                i += 8
            }
        }
    }
    return count
}
