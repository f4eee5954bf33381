#if canImport(Glibc)
    import Glibc
#endif

/// A picture as palette indices, for GIF: at most 256 colours a frame.
struct IndexedImage {
    var indices: [UInt8]
    /// RGB triples.
    var palette: [UInt8]
    var colorCount: Int { palette.count / 3 }
}

/// mockgen's frames hold few colours (flat fills from a small semantic palette) plus the ramps
/// antialiased text and rounded corners make between them. A frame of at most 256 colours keeps
/// them all exactly. Otherwise the most frequent colours (the fills, which cover nearly every
/// pixel) keep exact entries, and median cut (Heckbert 1982), weighted by pixel count, shares the
/// rest of the palette among the edge colours. No dithering: it would add noise to flat fills and
/// make the file larger. (libimagequant, the common quantiser, is GPL-3: Docs/decisions.md, "Encoders, and why".)
///
/// With `unchanged` (a flag a pixel), the flagged pixels are left out of the palette and take the
/// index after it, which the GIF makes transparent (the frame before shows through); the palette
/// then has at most 255 colours, so that index exists.
func quantize(_ image: RasterImage, exactEntries: Int = 96, unchanged: [Bool]? = nil) -> IndexedImage {
    let pixels = image.width * image.height
    let maxColors = unchanged == nil ? 256 : 255
    var counts = ColorTable()
    // With no flags, a buffer of `false` stands in, so both loops below read flags alike.
    let flags = unchanged ?? [Bool](repeating: false, count: pixels)
    image.rgb.withUnsafeBufferPointer { rgbBuffer in
        flags.withUnsafeBufferPointer { flagBuffer in
            let rgb = rgbBuffer.baseAddress!
            let skip = flagBuffer.baseAddress!
            // Flat fills repeat a colour along a row: a run is counted with one lookup.
            var run = UInt32.max
            var length = 0
            var i = 0
            while i < pixels {
                if skip[i] {
                    i = nextUnflagged(skip, from: i + 1, count: pixels)
                    continue
                }
                let color = UInt32(rgb[3 * i]) << 16 | UInt32(rgb[3 * i + 1]) << 8 | UInt32(rgb[3 * i + 2])
                i += 1
                if color == run {
                    length += 1
                    continue
                }
                if length > 0 { counts.add(run, length) }
                run = color
                length = 1
            }
            if length > 0 { counts.add(run, length) }
        }
    }
    // Sorted by count, then by colour: the same picture always gives the same palette.
    let colors = counts.entries.sorted { $0.count != $1.count ? $0.count > $1.count : $0.color < $1.color }
    var palette: [UInt32]
    if colors.count <= maxColors {
        palette = colors.map(\.color)
    } else {
        palette = colors.prefix(exactEntries).map(\.color)
        palette += medianCut(Array(colors.dropFirst(exactEntries)), boxes: maxColors - exactEntries)
    }
    // Each colour's entry: its own where the palette has it, else the nearest.
    var index = ColorTable()
    for (k, color) in palette.enumerated() where index.value(color) == nil { index.set(color, k) }
    for (color, _) in colors where index.value(color) == nil { index.set(color, Int(nearest(color, in: palette))) }
    let transparent = UInt8(clamping: palette.count)
    let indices = [UInt8](unsafeUninitializedCapacity: pixels) { out, initialized in
        image.rgb.withUnsafeBufferPointer { rgbBuffer in
            flags.withUnsafeBufferPointer { flagBuffer in
                let rgb = rgbBuffer.baseAddress!
                let skip = flagBuffer.baseAddress!
                let o = out.baseAddress!
                var last = UInt32.max
                var entry: UInt8 = 0
                var i = 0
                while i < pixels {
                    if skip[i] {
                        let end = nextUnflagged(skip, from: i + 1, count: pixels)
                        (o + i).initialize(repeating: transparent, count: end - i)
                        i = end
                        continue
                    }
                    let color = UInt32(rgb[3 * i]) << 16 | UInt32(rgb[3 * i + 1]) << 8 | UInt32(rgb[3 * i + 2])
                    if color != last {
                        last = color
                        entry = UInt8(index.value(color)!)
                    }
                    o[i] = entry
                    i += 1
                }
            }
        }
        initialized = pixels
    }
    return IndexedImage(
        indices: indices, palette: palette.flatMap { [UInt8($0 >> 16), UInt8(($0 >> 8) & 0xff), UInt8($0 & 0xff)] })
}

/// The first pixel at or after `from` that is not flagged, or `count`: flags come in long runs (the
/// unchanged background of a scroll), which `memchr` passes a word at a time.
private func nextUnflagged(_ flags: UnsafePointer<Bool>, from: Int, count: Int) -> Int {
    guard from < count else { return count }
    let start = UnsafeRawPointer(flags + from)
    // A Bool is one byte, 0 for false.
    guard let found = memchr(start, 0, count - from) else { return count }
    return from + (UnsafeRawPointer(found) - start)
}

private func channel(_ color: UInt32, _ c: Int) -> Int { Int((color >> UInt32(16 - 8 * c)) & 0xff) }

/// `boxes` colours for `colors`: the box whose widest channel spans most (times its pixels) is
/// split at its weighted median until there are enough boxes; each box gives its weighted mean.
private func medianCut(_ colors: [(color: UInt32, count: Int)], boxes: Int) -> [UInt32] {
    var parts = [colors[...]]
    func widest(_ box: ArraySlice<(color: UInt32, count: Int)>) -> (channel: Int, span: Int) {
        var low = [255, 255, 255]
        var high = [0, 0, 0]
        for entry in box {
            for c in 0..<3 {
                let v = channel(entry.color, c)
                low[c] = min(low[c], v)
                high[c] = max(high[c], v)
            }
        }
        var best = (channel: 0, span: -1)
        for c in 0..<3 where high[c] - low[c] > best.span { best = (c, high[c] - low[c]) }
        return best
    }
    // Each box's widest channel and score, found once when the box is made (not again at every
    // split: that was most of a GIF's time for frames of many colours).
    func measure(_ part: ArraySlice<(color: UInt32, count: Int)>) -> (channel: Int, score: Int) {
        guard part.count > 1 else { return (0, -1) }
        let w = widest(part)
        return w.span > 0 ? (w.channel, w.span * part.reduce(0) { $0 + $1.count }) : (0, -1)
    }
    var measures = [measure(parts[0])]
    while parts.count < boxes {
        var choice: (part: Int, channel: Int, score: Int)? = nil
        for (k, m) in measures.enumerated() where m.score >= 0 {
            if m.score > choice?.score ?? -1 { choice = (k, m.channel, m.score) }
        }
        guard let choice else { break }
        let sorted = parts[choice.part].sorted {
            channel($0.color, choice.channel) != channel($1.color, choice.channel)
                ? channel($0.color, choice.channel) < channel($1.color, choice.channel) : $0.color < $1.color
        }
        let half = sorted.reduce(0) { $0 + $1.count } / 2
        var seen = 0
        var cut = 1
        for (k, entry) in sorted.enumerated() {
            seen += entry.count
            if seen >= half {
                cut = min(max(k + 1, 1), sorted.count - 1)
                break
            }
        }
        parts[choice.part] = sorted[..<cut]
        parts.append(sorted[cut...])
        measures[choice.part] = measure(parts[choice.part])
        measures.append(measure(parts[parts.count - 1]))
    }
    return parts.map { box in
        let total = box.reduce(0) { $0 + $1.count }
        let mean = (0..<3).map { c in (box.reduce(0) { $0 + channel($1.color, c) * $1.count } + total / 2) / total }
        return UInt32(mean[0]) << 16 | UInt32(mean[1]) << 8 | UInt32(mean[2])
    }
}

/// The palette entry closest to `color` (squared distance, the lowest index on a tie).
private func nearest(_ color: UInt32, in palette: [UInt32]) -> UInt8 {
    var best = 0
    var bestDistance = Int.max
    for (k, entry) in palette.enumerated() {
        var d = 0
        for c in 0..<3 {
            let delta = channel(color, c) - channel(entry, c)
            d += delta * delta
        }
        if d < bestDistance {
            best = k
            bestDistance = d
        }
    }
    return UInt8(best)
}

/// A hash table from 24-bit colours to numbers, open addressing with linear probing: a frame's
/// few thousand colours are looked up hundreds of thousands of times, and Swift's Dictionary
/// (with its per-process random seed) spent most of a GIF's time hashing.
struct ColorTable {
    /// No colour is 0xFFFFFFFF (24 bits), so it marks an empty slot.
    private static let empty = UInt32.max
    private var keys = [UInt32](repeating: ColorTable.empty, count: 1024)
    private var values = [Int](repeating: 0, count: 1024)
    private(set) var count = 0

    private func slot(_ color: UInt32) -> Int {
        let mask = keys.count - 1
        var i = Int(truncatingIfNeeded: (color &* 0x9E37_79B1) >> 8) & mask
        while keys[i] != Self.empty && keys[i] != color { i = (i + 1) & mask }
        return i
    }

    func value(_ color: UInt32) -> Int? {
        let i = slot(color)
        return keys[i] == color ? values[i] : nil
    }

    mutating func set(_ color: UInt32, _ value: Int) {
        let i = slot(color)
        if keys[i] != color { insert(color, value, at: i) } else { values[i] = value }
    }

    mutating func add(_ color: UInt32, _ amount: Int) {
        let i = slot(color)
        if keys[i] != color { insert(color, amount, at: i) } else { values[i] += amount }
    }

    private mutating func insert(_ color: UInt32, _ value: Int, at i: Int) {
        keys[i] = color
        values[i] = value
        count += 1
        // At most half full, so probes stay short.
        if 2 * count > keys.count { grow() }
    }

    private mutating func grow() {
        let old = zip(keys, values).filter { $0.0 != Self.empty }
        keys = [UInt32](repeating: Self.empty, count: keys.count * 2)
        values = [Int](repeating: 0, count: keys.count)
        for (key, value) in old {
            let i = slot(key)
            keys[i] = key
            values[i] = value
        }
    }

    var entries: [(color: UInt32, count: Int)] {
        zip(keys, values).compactMap { $0.0 == Self.empty ? nil : (color: $0.0, count: $0.1) }
    }
}
