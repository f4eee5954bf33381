import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// One frame of a GIF as it is encoded: the rectangle of the screen it redraws and its pixels
/// there as palette indices, with the index that leaves a pixel as the frame before drew it.
struct GIFFrame: Sendable {
    var left = 0, top = 0, width: Int, height: Int
    var indexed: IndexedImage
    /// -1 when every pixel of the rectangle is drawn.
    var transparent: Int
}

/// The frames of an animation as a GIF encodes them (Docs/command-line.md, "Fast and small"):
/// the first whole; each later one only where it differs from the frame before, the smallest
/// rectangle holding every changed pixel (GIF89a section 20, the image descriptor's position and
/// size), drawn over the one before (disposal 1), and inside it each unchanged pixel transparent
/// (section 23), so that LZW codes long runs of one index. A scroll changes the list's rows but
/// not the bars, the background between the rows or the caption strip's unchanged lines; what a
/// frame costs then follows what moved, for any number of frames. A pixel is unchanged when its
/// drawn colour is the frame before's, so the picture a viewer composes is each frame's own
/// palette picture wherever that frame changed something.
func gifFrames(_ frames: [RasterImage], done: @Sendable () -> Void = {}) -> [GIFFrame] {
    parallelMap(frames.count) { k in
        defer { done() }
        let frame = frames[k]
        guard k > 0 else { return GIFFrame(width: frame.width, height: frame.height, indexed: quantize(frame), transparent: -1) }
        return changedRegion(frame, since: frames[k - 1])
    }
}

private func changedRegion(_ frame: RasterImage, since before: RasterImage) -> GIFFrame {
    let width = frame.width
    var top = frame.height
    var bottom = -1
    var left = width
    var right = -1
    // Raw pointers: these loops touch every pixel of every frame, and an array's bounds and
    // uniqueness checks a byte were most of their time.
    frame.rgb.withUnsafeBufferPointer { aBuffer in
        before.rgb.withUnsafeBufferPointer { bBuffer in
            let a = aBuffer.baseAddress!
            let b = bBuffer.baseAddress!
            for y in 0..<frame.height {
                let row = 3 * y * width
                // Rows compared as bytes first: most rows of a scroll are either the same or not.
                guard memcmp(a + row, b + row, 3 * width) != 0 else { continue }
                top = min(top, y)
                bottom = y
                var x = 0
                while x < left, samePixel(a + row + 3 * x, b + row + 3 * x) { x += 1 }
                left = min(left, x)
                var r = width - 1
                while r > right, samePixel(a + row + 3 * r, b + row + 3 * r) { r -= 1 }
                right = max(right, r)
            }
        }
    }
    // Nothing changed: one transparent pixel keeps the frame (and its time).
    guard bottom >= 0 else {
        let clear = IndexedImage(indices: [0], palette: [0, 0, 0])
        return GIFFrame(width: 1, height: 1, indexed: clear, transparent: 0)
    }
    let w = right - left + 1
    let h = bottom - top + 1
    var unchanged = [Bool](repeating: false, count: w * h)
    let rgb = [UInt8](unsafeUninitializedCapacity: 3 * w * h) { out, initialized in
        unchanged.withUnsafeMutableBufferPointer { flags in
            frame.rgb.withUnsafeBufferPointer { aBuffer in
                before.rgb.withUnsafeBufferPointer { bBuffer in
                    let a = aBuffer.baseAddress!
                    let b = bBuffer.baseAddress!
                    let o = out.baseAddress!
                    let f = flags.baseAddress!
                    for y in 0..<h {
                        let i = 3 * ((top + y) * width + left)
                        // The rectangle's row is copied whole; then each pixel is flagged, eight
                        // at a time where all eight are the frame before's (most of a scroll's
                        // background is).
                        memcpy(o + 3 * y * w, a + i, 3 * w)
                        let flagRow = f + y * w
                        var x = 0
                        while x < w {
                            if x + 8 <= w, memcmp(a + i + 3 * x, b + i + 3 * x, 24) == 0 {
                                (flagRow + x).initialize(repeating: true, count: 8)
                                x += 8
                                continue
                            }
                            flagRow[x] = samePixel(a + i + 3 * x, b + i + 3 * x)
                            x += 1
                        }
                    }
                }
            }
        }
        initialized = 3 * w * h
    }
    let indexed = quantize(RasterImage(width: w, height: h, rgb: rgb), unchanged: unchanged)
    return GIFFrame(left: left, top: top, width: w, height: h, indexed: indexed, transparent: indexed.colorCount)
}

/// The three bytes at `a` and at `b` are the same.
@inline(__always)
private func samePixel(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>) -> Bool {
    a[0] == b[0] && a[1] == b[1] && a[2] == b[2]
}

/// The blocks around the images of an animated GIF89a (GIF89a sections 17 to 27): header, logical
/// screen, the NETSCAPE2.0 loop extension, and before each image its graphic control extension.
/// The images come from giflib, one file each (`rr_gif_encode_image`).
enum GIFFile {
    /// "GIF89a", the logical screen without a global colour table (every image has its own),
    /// and NETSCAPE2.0 with loop count 0: repeat forever.
    static func header(width: Int, height: Int) -> [UInt8] {
        var out = Array("GIF89a".utf8)
        out += le16(width) + le16(height) + [0x70, 0, 0]
        out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        return out
    }

    /// A one-image file from giflib, its image (from byte 13 to before the trailer) after a
    /// graphic control extension: disposal 1 ("do not dispose": the next frame is drawn over this
    /// one), the transparent index if any, the delay in hundredths of a second.
    static func appendFrame(_ image: [UInt8], delay: Int, transparent: Int, into out: inout [UInt8]) {
        out += [0x21, 0xF9, 4, UInt8(0x04 | (transparent >= 0 ? 1 : 0))]
        out += le16(delay) + [UInt8(clamping: max(transparent, 0)), 0]
        out += image[13..<(image.count - 1)]
    }

    private static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF)] }
}
