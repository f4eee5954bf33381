/// The lines of one flow-layout section (rules 5.3, 5.4, Docs/uikit-rules.md), kept compact: a run of equal-size
/// items fills whole lines that are described once (`LineBlock.uniform`), so a 10,000,000-item
/// section costs a few values, and only lines mixing sizes or ending the section are listed.
enum LineBlock: Sendable {
    /// `lines` full lines of `perLine` items of one size, starting at item `firstItem`.
    case uniform(Uniform)
    /// One line listed item by item.
    case line(Line)

    struct Uniform: Sendable {
        var firstItem: Int
        var lines: Int
        var perLine: Int
        var size: Size
        /// x of the first item and distance between item origins (rule 5.4 of Docs/uikit-rules.md justification).
        var firstX: Double
        var step: Double
        var top: Double
        var lineSpacing: Double
        /// The items' run in their section's `rows`: the view is looked up there when drawn.
        var run: Int
        /// The lines as a run of rows, `lineSpacing` apart; line 0 is the block's first.
        var rows: RowRun { RowRun(first: 0, count: lines, top: top, height: size.height, pitch: size.height + lineSpacing) }
        var bottom: Double { top + Double(lines) * size.height + Double(max(0, lines - 1)) * lineSpacing }
    }

    struct Line: Sendable {
        var top: Double
        var height: Double
        /// Content coordinates of each item, in item order.
        /// `run`: the item's place in its section's `rows`, where its view is looked up when drawn.
        var items: [(item: Int, frame: Rect, run: Int)]
        var bottom: Double { top + height }
    }

    var top: Double {
        switch self {
        case .uniform(let u): return u.top
        case .line(let l): return l.top
        }
    }

    var bottom: Double {
        switch self {
        case .uniform(let u): return u.bottom
        case .line(let l): return l.bottom
        }
    }
}

/// Fills lines from the runs of each section in turn, left to right, top to bottom, into one
/// array of blocks for the whole list: a section's blocks are a range of it, so laying out
/// 100,000 sections does not allocate an array for each (Docs/performance.md#many-sections).
struct FlowLineBuilder {
    /// x of the item area: sectionInset.left.
    let left: Double
    /// Rule 5.3 (Docs/uikit-rules.md): W, the width items are laid out in.
    let available: Double
    let lineSpacing: Double
    let interitemSpacing: Double

    /// Top of the open section's first line: its header's bottom plus sectionInset.top.
    private(set) var top = 0.0
    /// Every section's blocks, in order.
    private(set) var blocks: [LineBlock] = []
    /// Where the open section's blocks start in `blocks`.
    private(set) var sectionStart = 0
    /// The open line: items added but not yet placed.
    private var pending: [(item: Int, size: Size, run: Int)] = []
    private var pendingWidth = 0.0
    /// The size every item of the section has so far, nil before the first item; `uniform` turns
    /// false at the first item of another size, heights included (rule 5.4 of Docs/uikit-rules.md: only a section of
    /// one size keeps its columns on the last line).
    private var sectionItemSize: Size?
    private var uniform = true

    init(left: Double, available: Double, lineSpacing: Double, interitemSpacing: Double) {
        self.left = left
        self.available = available
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
    }

    /// Opens a section whose first line is at `top`; the one before must be finished.
    mutating func startSection(top: Double) {
        self.top = top
        sectionStart = blocks.count
        sectionItemSize = nil
        uniform = true
    }

    /// The open section's blocks in `blocks`.
    var sectionBlocks: Range<Int> { sectionStart..<blocks.count }

    /// Bottom of the open section's last line, or its start when it has none.
    var bottom: Double { blocks.count > sectionStart ? blocks[blocks.count - 1].bottom : top }

    /// How far past W a line may reach and still count as fitting (rule 5.3, Docs/uikit-rules.md). `{ "columns": 3 }`
    /// with spacing 1 on a 393 pt screen makes items of (393 - 2) / 3 pt; in Double the items
    /// after the first come to (393 - w) / (w + 1) = 1.9999999999999996 of them, and summing a
    /// line of 6 columns overshoots W by 6e-14: compared exactly, the last column wraps (the
    /// two-a-line grid under rule 5.3). Each addition errs by at most half an ulp of the sum, under
    /// 5e-13 pt for anything up to 4,096 pt (the widest custom device), so even a line of a
    /// thousand items stays under 1e-9 pt of error. 1e-6 pt is a thousand times that, and a
    /// three-hundred-thousandth of a device pixel (1/3 pt at 3x): no item that overflows by
    /// anything drawable is let onto the line. Widths print at 3 decimals, so the slack never shows.
    static let fitTolerance = 1e-6

    /// Rule 5.3 (Docs/uikit-rules.md): how many items of width `w` fit on one line (at least one: a too-wide item sits alone).
    func perLine(_ w: Double) -> Int {
        let room = available + Self.fitTolerance
        guard w + interitemSpacing > 0, w <= room else { return 1 }
        let extra = (room - w) / (w + interitemSpacing)
        return 1 + Int(min(extra, Double(Int32.max)).rounded(.down))
    }

    /// Rule 5.3 (Docs/uikit-rules.md): an item joins the open line while `used + spacing + w <= W` (within `fitTolerance`).
    private func fits(_ w: Double) -> Bool {
        pending.isEmpty || pendingWidth + interitemSpacing + w <= available + Self.fitTolerance
    }

    /// `source`: the run's place in its section's `rows`.
    mutating func add(run count: Int, firstItem: Int, size: Size, source: Int) {
        if let known = sectionItemSize, known != size { uniform = false }
        if sectionItemSize == nil { sectionItemSize = size }
        var item = firstItem
        var remaining = count
        // Top up the open line one item at a time (at most one line's worth).
        while remaining > 0, !pending.isEmpty {
            if fits(size.width) {
                append(item, size, source)
                item += 1
                remaining -= 1
            } else {
                closeLine(isLast: false)
            }
        }
        guard remaining > 0 else { return }
        // The open line is empty: whole lines of this size follow, described once. The last
        // line stays open, since a smaller item of the next run may still join it.
        let n = perLine(size.width)
        let (full, rest) = remaining.quotientAndRemainder(dividingBy: n)
        let uniformLines = rest == 0 ? full - 1 : full
        if uniformLines > 0 {
            let (firstX, step) = justified(count: n, width: size.width)
            let u = LineBlock.Uniform(
                firstItem: item, lines: uniformLines, perLine: n, size: size, firstX: firstX,
                step: step, top: nextLineTop, lineSpacing: lineSpacing, run: source)
            blocks.append(.uniform(u))
            item += uniformLines * n
            remaining -= uniformLines * n
        }
        for _ in 0..<remaining {
            append(item, size, source)
            item += 1
        }
    }

    /// Closes the section: the open line is its last line.
    mutating func finish() {
        if !pending.isEmpty { closeLine(isLast: true) }
    }

    private mutating func append(_ item: Int, _ size: Size, _ source: Int) {
        pendingWidth += (pending.isEmpty ? 0 : interitemSpacing) + size.width
        pending.append((item, size, source))
    }

    private var nextLineTop: Double { blocks.count == sectionStart ? top : bottom + lineSpacing }

    /// Rule 5.4 (Docs/uikit-rules.md): a full line is justified (`gap = s + leftover / (n - 1)`); a one-item full line
    /// is centred (S6, Docs/uikit-rules.md).
    private func justified(count n: Int, width w: Double) -> (firstX: Double, step: Double) {
        guard n > 1 else { return (left + (available - w) / 2, 0) }
        let leftover = available - Double(n) * w - Double(n - 1) * interitemSpacing
        return (left, w + interitemSpacing + leftover / Double(n - 1))
    }

    /// The last line follows rule 5.4 (Docs/uikit-rules.md). PSTCollectionView
    /// (S4, Docs/uikit-rules.md) lays every last line out as part of a full line of its items' size. Radar 20825965
    /// (openradar-mirror #1301, filed in 2015 by PSTCollectionView's author, on UIKit itself)
    /// reports that UIKit does so only while every item of the section has the same size, heights
    /// included, and otherwise leaves the last line left-aligned, which UIKit's private
    /// `UIFlowLayoutLastRowHorizontalAlignmentKey` controls. The radar is the later source and
    /// observes UIKit rather than reimplementing it, so it decides; PST's rule is UIKit's
    /// fixed-size path.
    private mutating func closeLine(isLast: Bool) {
        let lineTop = nextLineTop
        var height = pending[0].size.height
        for p in pending.dropFirst() { height = max(height, p.size.height) }
        // Each item's x is `x` stepped by its width and `gap`, or, on a uniform section's last
        // line, a column of a full line; worked out as the items are placed, with no arrays.
        var x = left
        var gap = interitemSpacing
        var columns: (firstX: Double, step: Double)?
        if !isLast {
            // A full line (the next item did not fit), justified or, alone, centred (rule 5.4, Docs/uikit-rules.md).
            let leftover = available - pendingWidth
            gap = pending.count > 1 ? interitemSpacing + leftover / Double(pending.count - 1) : 0
            x = pending.count > 1 ? left : left + leftover / 2
        } else if blocks.count == sectionStart, pending.count == 1 {
            // Rule 5.4 (Docs/uikit-rules.md; IGListKit #520, S6): the one item of a one-item section is centred.
            x = left + (available - pending[0].size.width) / 2
        } else if uniform {
            // Rule 5.4 (Docs/uikit-rules.md; openradar 1301, S5; PSTCollectionView's fixed-size path, S4): while every
            // item of the section has one size, the last line takes the columns of a full line.
            columns = justified(count: perLine(pending[0].size.width), width: pending[0].size.width)
        }
        // Otherwise (rule 5.4, Docs/uikit-rules.md; openradar 1301, S5): once any item of the section differs in
        // width or height, the last line sits at the left, items at the minimum spacing.
        var items: [(item: Int, frame: Rect, run: Int)] = []
        items.reserveCapacity(pending.count)
        for (i, p) in pending.enumerated() {
            let itemX = columns.map { $0.firstX + Double(i) * $0.step } ?? x
            // Rule 5.3 (Docs/uikit-rules.md): items are centred vertically in their line.
            items.append(
                (
                    item: p.item,
                    frame: Rect(
                        x: itemX, y: lineTop + (height - p.size.height) / 2,
                        width: p.size.width, height: p.size.height),
                    run: p.run
                ))
            x += p.size.width + gap
        }
        blocks.append(.line(LineBlock.Line(top: lineTop, height: height, items: items)))
        // Kept for the next line and section: one buffer for the whole list.
        pending.removeAll(keepingCapacity: true)
        pendingWidth = 0
    }
}
