import Foundation

/// Vertical metrics read straight from a font file's `head` and `hhea` tables (OpenType spec,
/// "hhea — Horizontal Header Table": ascender at byte 4, descender 6, lineGap 8; "head":
/// unitsPerEm at byte 18), independently of FreeType, so tests can check what mockgen reports.
struct FontTables {
    var unitsPerEm: Double
    var ascender: Double
    var descender: Double
    var lineGap: Double

    init(path: String, index: Int = 0) throws {
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func u16(_ o: Int) -> Int { Int(data[o]) << 8 | Int(data[o + 1]) }
        func i16(_ o: Int) -> Double { Double(Int16(bitPattern: UInt16(u16(o)))) }
        func u32(_ o: Int) -> Int { u16(o) << 16 | u16(o + 2) }
        // A collection ('ttcf') lists the offset of each font's table directory.
        let font = data[0..<4] == [0x74, 0x74, 0x63, 0x66] ? u32(12 + 4 * index) : 0
        var tables: [String: Int] = [:]
        for t in 0..<u16(font + 4) {
            let record = font + 12 + 16 * t
            tables[String(decoding: data[record..<record + 4], as: UTF8.self)] = u32(record + 8)
        }
        let head = tables["head"]!
        let hhea = tables["hhea"]!
        unitsPerEm = Double(u16(head + 18))
        ascender = i16(hhea + 4)
        descender = i16(hhea + 6)
        lineGap = i16(hhea + 8)
    }
}
