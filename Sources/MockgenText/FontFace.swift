import TextShim

/// One opened font face (a file, or one compiled into the binary, and a face index inside a
/// collection), shaped with HarfBuzz.
/// Immutable after opening, so one face serves every thread.
public final class FontFace: @unchecked Sendable {
    let handle: OpaquePointer
    /// Where it came from, for Docs/text.md and error messages: a file's path, or `Fonts/<name>`
    /// for a face compiled into the binary.
    public let path: String
    public let index: Int
    public let unitsPerEm: Double
    /// Font units: ascender above the baseline (positive), descender below it (positive), line gap.
    public let ascender: Double
    public let descender: Double
    public let lineGap: Double
    /// The font's own version string (name ID 5).
    public let version: String

    public convenience init(path: String, index: Int) throws(FontError) {
        var message = [CChar](repeating: 0, count: Int(TEXTSHIM_MESSAGE_CAPACITY))
        guard let face = ts_face_open(path, Int32(index), &message, message.count) else {
            throw FontError(message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        self.init(face, path: path, index: index)
    }

    /// Face 0 of the embedded file `name` (`EmbeddedFonts`).
    convenience init(embedded name: String) throws(FontError) {
        guard let file = EmbeddedFonts.file(named: name) else { throw FontError(message: "no font \(name) is compiled in") }
        var message = [CChar](repeating: 0, count: Int(TEXTSHIM_MESSAGE_CAPACITY))
        let bytes = file.bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        guard let face = ts_face_open_memory(bytes, file.bytes.count, 0, name, &message, message.count) else {
            throw FontError(message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        self.init(face, path: "Fonts/" + name, index: 0)
    }

    private init(_ face: OpaquePointer, path: String, index: Int) {
        handle = face
        self.path = path
        self.index = index
        var m = ts_metrics()
        ts_face_metrics(face, &m)
        unitsPerEm = Double(m.units_per_em)
        ascender = Double(m.ascender)
        descender = Double(-m.descender)
        lineGap = Double(m.line_gap)
        var text = [CChar](repeating: 0, count: 128)
        ts_face_version(face, &text, text.count)
        version = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit { ts_face_close(handle) }

    public func hasGlyph(_ scalar: Unicode.Scalar) -> Bool { ts_face_has_glyph(handle, scalar.value) != 0 }

    /// Advance of each character of text[range] in font units, shaped in the paragraph's context
    /// (kerning and ligatures applied); a cluster's advance goes to its first character.
    func advances(_ text: [UInt32], _ range: Range<Int>) -> [Double] {
        var capacity = range.count + 8
        while true {
            var glyphs = [UInt32](repeating: 0, count: capacity)
            var clusters = [UInt32](repeating: 0, count: capacity)
            var advances = [Int32](repeating: 0, count: capacity)
            let count = ts_shape(
                handle, text, text.count, range.lowerBound, range.count,
                &glyphs, &clusters, &advances, capacity)
            if count > capacity {
                capacity = count
                continue
            }
            var result = [Double](repeating: 0, count: range.count)
            for g in 0..<count {
                result[Int(clusters[g]) - range.lowerBound] += Double(advances[g])
            }
            return result
        }
    }

    /// The glyphs HarfBuzz shapes `text` into, each with its pen position from the start of the
    /// text, in font units (a ZWJ sequence, a flag or a keycap that the font has as a ligature is
    /// one glyph).
    func glyphs(_ text: [UInt32]) -> [(glyph: UInt32, x: Double)] {
        var capacity = text.count + 8
        while true {
            var glyphs = [UInt32](repeating: 0, count: capacity)
            var clusters = [UInt32](repeating: 0, count: capacity)
            var advances = [Int32](repeating: 0, count: capacity)
            let count = ts_shape(handle, text, text.count, 0, text.count, &glyphs, &clusters, &advances, capacity)
            if count > capacity {
                capacity = count
                continue
            }
            var pen = 0.0
            return (0..<count).map { g in
                defer { pen += Double(advances[g]) }
                return (glyphs[g], pen)
            }
        }
    }

    /// The colour bitmap of `glyph` (a PNG of the face's CBDT strike), nil when it has none.
    func colorBitmap(_ glyph: UInt32) -> ColorBitmap? {
        var length = 0
        var box = [Int32](repeating: 0, count: 4)
        guard let bytes = ts_glyph_png(handle, glyph, &length, &box) else { return nil }
        defer { ts_free(bytes) }
        let png = Array(UnsafeBufferPointer(start: bytes, count: length))
        // The PNG's own size (IHDR, big-endian width and height at bytes 16 and 20).
        guard png.count > 24 else { return nil }
        func be32(_ i: Int) -> Int { png[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return ColorBitmap(
            glyph: glyph, png: png, pixelWidth: be32(16), pixelHeight: be32(20),
            left: Double(box[0]) / unitsPerEm, top: Double(box[1]) / unitsPerEm,
            width: Double(box[2]) / unitsPerEm, height: Double(box[3]) / unitsPerEm)
    }

    /// This face cut down to `scalars`, as an OpenType file (HarfBuzz's subsetter).
    public func subset(_ scalars: [Unicode.Scalar]) -> [UInt8]? {
        let values = scalars.map(\.value)
        var length = 0
        guard let bytes = ts_subset(handle, values, values.count, &length) else { return nil }
        defer { ts_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: length))
    }

    /// This face cut down to the characters of `ranges`, as the files of `EmbeddedFonts` are cut
    /// from Debian's (`ts_subset_for_embedding` says how that differs from `subset`).
    public func subsetForEmbedding(_ ranges: [ClosedRange<UInt32>]) -> [UInt8]? {
        let pairs = ranges.flatMap { [$0.lowerBound, $0.upperBound] }
        var length = 0
        guard let bytes = ts_subset_for_embedding(handle, pairs, ranges.count, &length) else { return nil }
        defer { ts_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: length))
    }
}

/// A font that cannot be found or opened: mockgen stops rather than measure with another font.
public struct FontError: Error, Sendable, Equatable {
    public var message: String
    public init(message: String) { self.message = message }

    /// A library caller laid out content without fonts.
    public static let notGiven = FontError(
        message: "the scenario has content, and no fonts were given to measure it "
            + "(load them with FontSet.load())")
}
