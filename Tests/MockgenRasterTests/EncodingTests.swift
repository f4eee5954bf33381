import MockgenLayout
import MockgenText
import RasterShim
import Testing

@testable import MockgenRaster

/// The pieces under the encoders: the GIF palette, APNG's chunk framing, cairo's surface limit,
/// the pinned fonts.
@Suite struct EncodingTests {
    /// A picture of `colors` colours, each on `run` pixels.
    static func stripes(_ colors: Int, run: Int = 1) -> RasterImage {
        var rgb: [UInt8] = []
        for k in 0..<colors { for _ in 0..<run { rgb += [UInt8(k % 256), UInt8((k / 256) % 256), UInt8(k % 7 * 30)] } }
        return RasterImage(width: colors * run, height: 1, rgb: rgb)
    }

    @Test func fewColoursAreKeptExactly() {
        let image = Self.stripes(200)
        let indexed = quantize(image)
        #expect(indexed.colorCount == 200)
        let back = indexed.indices.flatMap { indexed.palette[3 * Int($0)..<3 * Int($0) + 3] }
        #expect(back == image.rgb)
    }

    @Test func manyColoursGetTwoHundredFiftySixAndTheFrequentOnesStayExact() {
        // 1,000 colours; the first 10 cover 100 pixels each, the rest one pixel.
        var image = Self.stripes(1000)
        var rgb: [UInt8] = []
        for k in 0..<10 { for _ in 0..<100 { rgb += [200, UInt8(k * 20), 50] } }
        image = RasterImage(width: image.width + 1000, height: 1, rgb: image.rgb + rgb)
        let indexed = quantize(image)
        #expect(indexed.colorCount == 256)
        for k in 0..<10 {
            let i = 1000 + 100 * k
            let entry = Int(indexed.indices[i])
            #expect(Array(indexed.palette[3 * entry..<3 * entry + 3]) == [200, UInt8(k * 20), 50])
        }
    }

    @Test func quantisingIsDeterministic() {
        let image = Self.stripes(3000)
        #expect(quantize(image).palette == quantize(image).palette)
    }

    /// PNG's CRC-32 of the IEND chunk type (no data) is AE 42 60 82, the four bytes every PNG
    /// file ends with (PNG specification, 5.3 and 11.2.5).
    @Test func crcOfIEND() {
        #expect(APNG.crc32(Array("IEND".utf8)) == 0xae42_6082)
    }

    @Test func identicalFramesFoldAsWebPAnimEncoderFoldsThem() {
        let a = Self.stripes(2)
        let b = Self.stripes(3)
        let folded = foldRepeats([a, a, b, b, a], delays: [10, 20, 30, 40, 50])
        #expect(folded.count == 3)
        #expect(folded.delays == [30, 70, 50])
    }

    /// cairo's image surfaces stop at 32,767 px a side (cairo's MAX_IMAGE_SIZE): a sheet 20,000 pt
    /// tall at 3x is drawn at 32,767 / 20,000 px a point.
    @Test(.enabled(if: fontsInstalled)) func contactSheetsScaleDownToCairosLimit() throws {
        let svg =
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="20000" viewBox="0 0 100 20000"><rect width="100" height="20000" fill="#ff0000"/></svg>"##
        let sheet = try contactSheetPNG(svg, scale: 3, name: "tall")
        #expect(sheet.scale == 32_767.0 / 20_000)
        let image = try decodePNG(sheet.png, name: "tall")
        #expect(image.height == 32_767)
        #expect(image.width == Int((100 * 32_767.0 / 20_000).rounded(.down)))
        #expect(image.pixel(x: 10, y: 10) == (255, 0, 0))
    }

    /// Every family the frames name resolves, in the configuration librsvg draws with, to the
    /// file the text was measured with (Fonts.swift).
    @Test(.enabled(if: fontsInstalled)) func framesDrawWithThePinnedFiles() throws {
        try Renderer.prepare()
        let fonts = try FontSet.load()
        #expect(fonts.face(0, .regular).path.hasSuffix("/Inter-Regular.otf"))
    }

    /// A frame after the first is only the rectangle that changed, its unchanged pixels
    /// transparent (GIF89a sections 20 and 23): drawn over the frame before, it gives the frame.
    @Test func laterGIFFramesHoldOnlyWhatChanged() {
        let white = RasterImage(width: 40, height: 30, rgb: [UInt8](repeating: 255, count: 40 * 30 * 3))
        var changed = white
        // Two red pixels at (5, 7) and (20, 12): the rectangle spans both, and the white between stays clear.
        for (x, y) in [(5, 7), (20, 12)] {
            changed.rgb.replaceSubrange((3 * (y * 40 + x))..<(3 * (y * 40 + x) + 3), with: [255, 0, 0])
        }
        let frames = gifFrames([white, changed, changed])
        #expect(frames[0].width == 40 && frames[0].height == 30 && frames[0].transparent == -1)
        let second = frames[1]
        #expect((second.left, second.top, second.width, second.height) == (5, 7, 16, 6))
        #expect(second.indexed.colorCount == 1 && second.transparent == 1)
        #expect(second.indexed.indices.filter { $0 == 0 }.count == 2)
        // The composite: white where transparent, the palette's red elsewhere.
        var composite = white
        for y in 0..<second.height {
            for x in 0..<second.width where Int(second.indexed.indices[y * second.width + x]) != second.transparent {
                let i = 3 * ((second.top + y) * 40 + second.left + x)
                composite.rgb.replaceSubrange(i..<i + 3, with: second.indexed.palette[0..<3])
            }
        }
        #expect(composite == changed)
        // An unchanged frame keeps its time as one transparent pixel.
        #expect(frames[2].width == 1 && frames[2].height == 1 && frames[2].indexed.indices == [UInt8(frames[2].transparent)])
    }

    /// The GIF read-back (Docs/command-line.md#raster-checks) reads every record: a later image
    /// whose data is cut short, or that lies outside the screen, fails the check, though only
    /// the first image's codes are decoded.
    @Test func gifReadBackReadsEveryRecord() throws {
        let white = RasterImage(width: 40, height: 30, rgb: [UInt8](repeating: 255, count: 40 * 30 * 3))
        var changed = white
        changed.rgb.replaceSubrange(0..<3, with: [255, 0, 0])
        var moved = changed
        moved.rgb.replaceSubrange(3 * (29 * 40 + 39)..<3 * 40 * 30, with: [0, 0, 255])
        let file = try encodeAnimation(
            [white, changed, moved], timing: FrameTiming(duration: 1), offsets: [0, 10, 20], events: [false, false, false],
            format: .gif, name: "test")
        func read(_ bytes: [UInt8]) -> (status: Int32, frames: Int32) {
            var error = [CChar](repeating: 0, count: Int(RASTERSHIM_MESSAGE_CAPACITY))
            var w: Int32 = 0
            var h: Int32 = 0
            var frames: Int32 = 0
            var delays = [Int32](repeating: 0, count: 3)
            let status = rr_gif_decode(bytes, bytes.count, &w, &h, &frames, &delays, 3, nil, 0, &error, error.count)
            return (status, frames)
        }
        #expect(read(file) == (0, 3))
        // The last image's data without its last bytes (the terminator block and the trailer kept).
        #expect(read(Array(file[..<(file.count - 4)]) + [0, 0x3B]).status != 0)
        // The third image's descriptor (after the third graphic control extension) moved right by 40.
        var starts: [Int] = []
        for i in 0..<(file.count - 2) where file[i] == 0x21 && file[i + 1] == 0xF9 && file[i + 2] == 4 { starts.append(i) }
        try #require(starts.count == 3 && file[starts[2] + 8] == 0x2C)
        var outside = file
        outside[starts[2] + 9] &+= 40
        #expect(read(outside).status != 0)
    }

    /// The LZW coder that writes each GIF image (Docs/command-line.md#gif-lzw) writes the bytes
    /// giflib's encoder writes for the same image: palettes of 1 to 256 colours (codes of 2 to
    /// 8 bits), with and without the transparent index, flat runs, noise that fills the 4,095-code
    /// table many times over, and a single pixel.
    @Test func gifImagesAreGiflibsBytes() throws {
        var error = [CChar](repeating: 0, count: Int(RASTERSHIM_MESSAGE_CAPACITY))
        try #require(rr_load_gif(&error, error.count) == 0)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ n: Int) -> UInt8 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(Int(seed >> 33) % n)
        }
        var cases: [(w: Int, h: Int, colors: Int, transparent: Bool, flat: Bool)] = [(1, 1, 1, false, false)]
        for colors in [1, 2, 3, 4, 7, 16, 100, 255, 256] {
            for transparent in [false, true] where !(transparent && colors == 256) {
                cases.append((97, 61, colors, transparent, false))
                cases.append((200, 150, colors, transparent, true))
            }
        }
        for c in cases {
            let count = c.colors + (c.transparent ? 1 : 0)
            var indices = [UInt8](repeating: 0, count: c.w * c.h)
            for i in indices.indices { indices[i] = c.flat ? UInt8((i / 37) % count) : random(count) }
            let palette = (0..<(3 * c.colors)).map { UInt8($0 % 256) }
            let rect: [Int32] = [3, 5, Int32(c.w), Int32(c.h)]
            let t = Int32(c.transparent ? c.colors : -1)
            var ours = rr_bytes()
            var theirs = rr_bytes()
            let a = rr_gif_encode_image(400, 300, rect, indices, palette, Int32(c.colors), t, &ours, &error, error.count)
            let b = rr_gif_encode_image_giflib(
                400, 300, rect, indices, palette, Int32(c.colors), t, &theirs, &error, error.count)
            #expect(a == 0 && b == 0)
            #expect(take(&ours) == take(&theirs), "\(c)")
        }
    }

    static var fontsInstalled: Bool { (try? FontSet.load()) != nil }
}
