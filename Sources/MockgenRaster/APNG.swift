/// Animated PNG (APNG 1.0, the Mozilla specification adopted in PNG's third edition). Debian's
/// libpng has no APNG support (dropped in 1.6.37-4, Debian bug #1005850), and none is needed:
/// cairo writes each frame as a PNG, and an APNG is the first frame's file with acTL before its
/// IDAT, an fcTL before each frame's data, and the later frames' IDAT payloads renamed fdAT with
/// a sequence number. So only the chunk framing (length, type, data, CRC-32) is written here.
enum APNG {
    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

    /// The chunks of a PNG file, or nil when it is not one.
    static func chunks(_ bytes: [UInt8]) -> [Chunk]? {
        guard bytes.starts(with: signature) else { return nil }
        var chunks: [Chunk] = []
        var at = signature.count
        while at + 12 <= bytes.count {
            let length = Int(be32(bytes, at))
            guard length >= 0, at + 12 + length <= bytes.count else { return nil }
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            chunks.append(Chunk(type: type, data: Array(bytes[at + 8..<at + 8 + length])))
            at += 12 + length
        }
        return at == bytes.count ? chunks : nil
    }

    /// One APNG from each frame's own PNG (all the same size and pixel format), looping forever;
    /// frame k shows `delays[k]` ms.
    static func assemble(_ frames: [[UInt8]], delays: [Int]) -> [UInt8]? {
        guard let first = frames.first.flatMap(chunks), let header = first.first, header.type == "IHDR" else { return nil }
        let width = be32(header.data, 0)
        let height = be32(header.data, 4)
        var out = signature
        write(header, into: &out)
        for chunk in colorSpace { write(chunk, into: &out) }
        write(Chunk(type: "acTL", data: be(UInt32(frames.count)) + be(0)), into: &out)
        var sequence: UInt32 = 0
        for (k, frame) in frames.enumerated() {
            guard let parts = chunks(frame), parts.first?.data == header.data else { return nil }
            // fcTL: the whole canvas, delay as milliseconds over 1000, no disposal, no blending.
            let control =
                be(sequence) + be(width) + be(height) + be(0) + be(0)
                + be16(UInt16(clamping: delays[k])) + be16(1000) + [0, 0]
            write(Chunk(type: "fcTL", data: control), into: &out)
            sequence += 1
            for part in parts where part.type == "IDAT" {
                if k == 0 {
                    write(part, into: &out)
                } else {
                    write(Chunk(type: "fdAT", data: be(sequence) + part.data), into: &out)
                    sequence += 1
                }
            }
        }
        write(Chunk(type: "IEND", data: []), into: &out)
        return out
    }

    /// The chunks that say the pixels are sRGB (PNG, third edition, 11.3.2.5 and 12.2): `sRGB`
    /// with the perceptual rendering intent, and for decoders that do not read it the `gAMA`
    /// and `cHRM` values the specification gives for sRGB (gamma 1/2.2 as 45455; the BT.709
    /// primaries and D65 white point, times 100,000). Frames are drawn in sRGB (CSS and SVG colours
    /// are sRGB, and cairo draws them unconverted), so a viewer that manages colour shows them
    /// as drawn.
    static let colorSpace: [Chunk] = [
        Chunk(type: "sRGB", data: [0]),
        Chunk(type: "gAMA", data: be(45455)),
        Chunk(
            type: "cHRM",
            data: [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000].flatMap { be(UInt32($0)) }),
    ]

    /// A PNG file with `colorSpace` after its header; unchanged when it already names one.
    static func taggingSRGB(_ png: [UInt8]) -> [UInt8] {
        guard let parts = chunks(png), let header = parts.first, header.type == "IHDR",
            !parts.contains(where: { $0.type == "sRGB" || $0.type == "iCCP" })
        else { return png }
        var out = signature
        write(header, into: &out)
        for chunk in colorSpace { write(chunk, into: &out) }
        // The rest as cairo wrote it, byte for byte.
        out += png[(signature.count + 12 + header.data.count)...]
        return out
    }

    /// Frame count (acTL), canvas size (IHDR) and delays in ms (each fcTL), read back.
    static func read(_ bytes: [UInt8]) -> (frames: Int, fcTL: Int, width: Int, height: Int, delays: [Int])? {
        guard let parts = chunks(bytes), let header = parts.first, header.type == "IHDR",
            let control = parts.first(where: { $0.type == "acTL" }), control.data.count == 8
        else { return nil }
        var delays: [Int] = []
        for part in parts where part.type == "fcTL" && part.data.count == 26 {
            let numerator = Int(be16(part.data, 20))
            let denominator = Int(be16(part.data, 22))
            delays.append(numerator * 1000 / (denominator == 0 ? 100 : denominator))
        }
        return (Int(be32(control.data, 0)), delays.count, Int(be32(header.data, 0)), Int(be32(header.data, 4)), delays)
    }

    private static func write(_ chunk: Chunk, into out: inout [UInt8]) {
        out += be(UInt32(chunk.data.count))
        let typed = Array(chunk.type.utf8) + chunk.data
        out += typed
        out += be(crc32(typed))
    }

    private static func be(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xff), UInt8((v >> 8) & 0xff), UInt8(v & 0xff)]
    }
    private static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xff)] }
    private static func be32(_ b: [UInt8], _ at: Int) -> UInt32 {
        UInt32(b[at]) << 24 | UInt32(b[at + 1]) << 16 | UInt32(b[at + 2]) << 8 | UInt32(b[at + 3])
    }
    private static func be16(_ b: [UInt8], _ at: Int) -> UInt16 { UInt16(b[at]) << 8 | UInt16(b[at + 1]) }

    /// PNG's CRC-32 (ISO 3309, polynomial 0xEDB88320 reflected) over the chunk type and data.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xff)] ^ (crc >> 8) }
        return crc ^ 0xffff_ffff
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xedb8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
