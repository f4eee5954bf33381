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
/// make the file larger. (libimagequant, the common quantiser, is GPL-3: Docs/incoming/raster.md.)
func quantize(_ image: RasterImage, exactEntries: Int = 96) -> IndexedImage {
    let pixels = image.width * image.height
    var counts: [UInt32: Int] = [:]
    image.rgb.withUnsafeBufferPointer { rgb in
        for i in 0..<pixels { counts[UInt32(rgb[3 * i]) << 16 | UInt32(rgb[3 * i + 1]) << 8 | UInt32(rgb[3 * i + 2]), default: 0] += 1 }
    }
    // Sorted by count, then by colour: the same picture always gives the same palette (a
    // dictionary's order changes from run to run).
    let colors = counts.map { (color: $0.key, count: $0.value) }
        .sorted { $0.count != $1.count ? $0.count > $1.count : $0.color < $1.color }
    var palette: [UInt32]
    if colors.count <= 256 {
        palette = colors.map(\.color)
    } else {
        palette = colors.prefix(exactEntries).map(\.color)
        palette += medianCut(Array(colors.dropFirst(exactEntries)), boxes: 256 - exactEntries)
    }
    var index: [UInt32: UInt8] = [:]
    index.reserveCapacity(colors.count)
    for (k, color) in palette.enumerated() where index[color] == nil { index[color] = UInt8(k) }
    for (color, _) in colors where index[color] == nil { index[color] = nearest(color, in: palette) }
    var indices = [UInt8](repeating: 0, count: pixels)
    image.rgb.withUnsafeBufferPointer { rgb in
        for i in 0..<pixels {
            indices[i] = index[UInt32(rgb[3 * i]) << 16 | UInt32(rgb[3 * i + 1]) << 8 | UInt32(rgb[3 * i + 2])]!
        }
    }
    return IndexedImage(indices: indices, palette: palette.flatMap { [UInt8($0 >> 16), UInt8(($0 >> 8) & 0xff), UInt8($0 & 0xff)] })
}

private func channel(_ color: UInt32, _ c: Int) -> Int { Int((color >> UInt32(16 - 8 * c)) & 0xff) }

/// `boxes` colours for `colors`: the box whose widest channel spans most (times its pixels) is
/// split at its weighted median until there are enough boxes; each box gives its weighted mean.
private func medianCut(_ colors: [(color: UInt32, count: Int)], boxes: Int) -> [UInt32] {
    var parts = [colors[...]]
    func widest(_ box: ArraySlice<(color: UInt32, count: Int)>) -> (channel: Int, span: Int) {
        var best = (channel: 0, span: -1)
        for c in 0..<3 {
            let values = box.map { channel($0.color, c) }
            let span = values.max()! - values.min()!
            if span > best.span { best = (c, span) }
        }
        return best
    }
    while parts.count < boxes {
        var choice: (part: Int, channel: Int, score: Int)? = nil
        for (k, part) in parts.enumerated() where part.count > 1 {
            let w = widest(part)
            let score = w.span * part.reduce(0) { $0 + $1.count }
            if w.span > 0, score > choice?.score ?? -1 { choice = (k, w.channel, score) }
        }
        guard let choice else { break }
        let sorted = parts[choice.part].sorted {
            channel($0.color, choice.channel) != channel($1.color, choice.channel)
                ? channel($0.color, choice.channel) < channel($1.color, choice.channel) : $0.color < $1.color
        }
        let half = sorted.reduce(0) { $0 + $1.count } / 2
        var seen = 0, cut = 1
        for (k, entry) in sorted.enumerated() {
            seen += entry.count
            if seen >= half { cut = min(max(k + 1, 1), sorted.count - 1); break }
        }
        parts[choice.part] = sorted[..<cut]
        parts.append(sorted[cut...])
    }
    return parts.map { box in
        let total = box.reduce(0) { $0 + $1.count }
        let mean = (0..<3).map { c in (box.reduce(0) { $0 + channel($1.color, c) * $1.count } + total / 2) / total }
        return UInt32(mean[0]) << 16 | UInt32(mean[1]) << 8 | UInt32(mean[2])
    }
}

/// The palette entry closest to `color` (squared distance, the lowest index on a tie).
private func nearest(_ color: UInt32, in palette: [UInt32]) -> UInt8 {
    var best = 0, bestDistance = Int.max
    for (k, entry) in palette.enumerated() {
        var d = 0
        for c in 0..<3 { let delta = channel(color, c) - channel(entry, c); d += delta * delta }
        if d < bestDistance { best = k; bestDistance = d }
    }
    return UInt8(best)
}
