#if canImport(Glibc)
    import Glibc
#endif

/// An ICC colour profile of sRGB (ICC.1:2001-04, version 2.1, a display profile), for the one
/// format that can say what its colours are only with a profile: WebP (the ICCP chunk). The frames
/// are drawn in sRGB (CSS and SVG colours are sRGB and cairo draws them unconverted), so a viewer
/// that manages colour shows them as drawn (Docs/command-line.md, "Colour").
///
/// Made here from sRGB's definition (IEC 61966-2-1): the BT.709 primaries and D65 white point,
/// adapted to the profile connection space's D50 with the Bradford transform the ICC
/// specification recommends (ICC.1, annex E), and the sRGB tone curve as a 1,024-entry table.
/// Built once, byte for byte the same every run.
enum SRGBProfile {
    static let bytes: [UInt8] = make()

    private static func make() -> [UInt8] {
        let d50 = (x: 0.9642, y: 1.0, z: 0.8249)
        let columns = adaptedPrimaries()
        var tags: [(signature: String, data: [UInt8])] = [
            ("desc", description("sRGB IEC61966-2.1 (mockgen)")),
            ("cprt", text("No copyright, use freely")),
            ("wtpt", xyz(d50.x, d50.y, d50.z)),
            ("rXYZ", xyz(columns[0].0, columns[0].1, columns[0].2)),
            ("gXYZ", xyz(columns[1].0, columns[1].1, columns[1].2)),
            ("bXYZ", xyz(columns[2].0, columns[2].1, columns[2].2)),
        ]
        let curve = toneCurve()
        tags += [("rTRC", curve), ("gTRC", curve), ("bTRC", curve)]
        // Header (128 bytes), tag table, then each tag's data at a 4-byte boundary.
        let tableSize = 4 + 12 * tags.count
        var offsets: [Int] = []
        var data: [UInt8] = []
        for (k, tag) in tags.enumerated() {
            // The three channels share one curve: its data is held once, as tags may share.
            if let same = tags[..<k].firstIndex(where: { $0.data == tag.data }) {
                offsets.append(offsets[same])
                continue
            }
            offsets.append(128 + tableSize + data.count)
            data += tag.data
            while data.count % 4 != 0 { data.append(0) }
        }
        let size = 128 + tableSize + data.count
        var out: [UInt8] = []
        out += be32(UInt32(size))
        out += [0, 0, 0, 0]  // preferred CMM: none
        out += [0x02, 0x10, 0, 0]  // version 2.1.0
        out += ascii("mntr") + ascii("RGB ") + ascii("XYZ ")
        out += [2026, 1, 1, 0, 0, 0].flatMap { be16(UInt16($0)) }  // a fixed date: deterministic output
        out += ascii("acsp")
        out += [UInt8](repeating: 0, count: 4 + 4 + 4 + 4 + 8)  // platform, flags, maker, model, attributes
        out += be32(0)  // perceptual
        out += xyzNumbers(d50.x, d50.y, d50.z)
        out += [UInt8](repeating: 0, count: 4 + 16 + 28)  // creator, profile ID (none in v2), reserved
        out += be32(UInt32(tags.count))
        for (tag, offset) in zip(tags, offsets) {
            out += ascii(tag.signature) + be32(UInt32(offset)) + be32(UInt32(tag.data.count))
        }
        out += data
        return out
    }

    /// The XYZ (D50) of sRGB's red, green and blue at full intensity: the BT.709 primaries with
    /// D65 white, each column of the RGB-to-XYZ matrix, adapted to D50 by Bradford.
    private static func adaptedPrimaries() -> [(Double, Double, Double)] {
        let xy = [(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)]
        let white = (x: 0.3127, y: 0.3290)
        func toXYZ(_ p: (Double, Double)) -> [Double] { [p.0 / p.1, 1, (1 - p.0 - p.1) / p.1] }
        let primaries = xy.map(toXYZ)
        let w = toXYZ((white.x, white.y))
        // Scale each primary so that they add up to the white point.
        let m = (0..<3).map { r in (0..<3).map { c in primaries[c][r] } }
        let s = solve(m, w)
        let scaled = (0..<3).map { c in primaries[c].map { $0 * s[c] } }
        let bradford = [[0.8951, 0.2664, -0.1614], [-0.7502, 1.7135, 0.0367], [0.0389, -0.0685, 1.0296]]
        func times(_ a: [[Double]], _ v: [Double]) -> [Double] { a.map { row in zip(row, v).reduce(0) { $0 + $1.0 * $1.1 } } }
        let source = times(bradford, w)
        let target = times(bradford, [0.9642, 1.0, 0.8249])
        let inverse = invert(bradford)
        return scaled.map { column in
            let cone = times(bradford, column)
            let adapted = (0..<3).map { cone[$0] * target[$0] / source[$0] }
            let v = times(inverse, adapted)
            return (v[0], v[1], v[2])
        }
    }

    /// sRGB's transfer: linear below 0.04045, else ((v + 0.055) / 1.055)^2.4.
    private static func toneCurve() -> [UInt8] {
        let count = 1024
        var out = ascii("curv") + be32(0) + be32(UInt32(count))
        for k in 0..<count {
            let v = Double(k) / Double(count - 1)
            let linear = v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
            out += be16(UInt16((linear * 65535).rounded()))
        }
        return out
    }

    private static func description(_ name: String) -> [UInt8] {
        var out = ascii("desc") + be32(0) + be32(UInt32(name.utf8.count + 1)) + ascii(name) + [0]
        out += be32(0) + be32(0)  // no Unicode description
        out += be16(0) + [0] + [UInt8](repeating: 0, count: 67)  // no ScriptCode description
        return out
    }

    private static func text(_ value: String) -> [UInt8] { ascii("text") + be32(0) + ascii(value) + [0] }
    private static func xyz(_ x: Double, _ y: Double, _ z: Double) -> [UInt8] { ascii("XYZ ") + be32(0) + xyzNumbers(x, y, z) }
    private static func xyzNumbers(_ values: Double...) -> [UInt8] {
        values.flatMap { be32(UInt32(bitPattern: Int32(($0 * 65536).rounded()))) }
    }

    private static func ascii(_ s: String) -> [UInt8] { Array(s.utf8) }
    private static func be32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)]
    }
    private static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xff)] }

    /// x with a x = b, by Cramer's rule (3 x 3).
    private static func solve(_ a: [[Double]], _ b: [Double]) -> [Double] {
        let d = det(a)
        return (0..<3).map { c in
            det(a.enumerated().map { r, row in row.enumerated().map { $0.offset == c ? b[r] : $0.element } }) / d
        }
    }

    private static func det(_ m: [[Double]]) -> Double {
        m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    }

    private static func invert(_ m: [[Double]]) -> [[Double]] {
        let d = det(m)
        func minor(_ r: Int, _ c: Int) -> Double {
            let rows = (0..<3).filter { $0 != r }
            let cols = (0..<3).filter { $0 != c }
            return m[rows[0]][cols[0]] * m[rows[1]][cols[1]] - m[rows[0]][cols[1]] * m[rows[1]][cols[0]]
        }
        return (0..<3).map { r in (0..<3).map { c in ((r + c) % 2 == 0 ? 1 : -1) * minor(c, r) / d } }
    }
}
