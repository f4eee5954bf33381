/// How much of each frame a `LayoutRun` keeps (Docs/architecture.md, The stages).
public enum FrameDetail: Sendable {
    /// Every frame whole, in memory, as the walk laid it out.
    case full
    /// Each frame's summary (`FrameSummary`) and a `FrameReplay` that lays the frames out again,
    /// one at a time, as they are read: the memory then holds one frame of each variant and what
    /// the flipbook reads of every frame, however many frames there are.
    case summaries
}

/// A variant's frames, the one way to read them whatever the run keeps (`FrameDetail`): as a
/// sequence, in order, whole, laid out again by the replay when the run keeps summaries; their
/// `count` and `summaries` either way. Only a run that keeps its frames hands out an array
/// (`kept`), so a reader cannot take the frames of a summary run for an empty list.
public struct VariantFrames: Sendable, Equatable, Sequence {
    enum Source: Sendable, Equatable {
        case kept([FrameLayout])
        /// `shown`: the replay's frame indices read, in order (`keeping`); nil for all of them.
        case replayed(FrameReplay, summaries: [FrameSummary], shown: [Int]?)
    }
    let source: Source

    /// Frames kept whole.
    public init(kept frames: [FrameLayout]) { source = .kept(frames) }

    /// Frames the replay lays out again, with the summaries the first walk kept of them.
    init(replay: FrameReplay, summaries: [FrameSummary]) {
        source = .replayed(replay, summaries: summaries, shown: nil)
    }

    /// The frames as an array, which only a run that keeps them has (random access); nil when they
    /// are laid out again as they are read, which a reader then iterates.
    public var kept: [FrameLayout]? {
        guard case .kept(let frames) = source else { return nil }
        return frames
    }

    /// How many frames the variant has, however the run keeps them.
    public var count: Int {
        switch source {
        case .kept(let frames): frames.count
        case .replayed(_, let summaries, _): summaries.count
        }
    }

    public var isEmpty: Bool { count == 0 }

    public var underestimatedCount: Int { count }

    /// Every frame's summary, in order, however the run keeps the frames.
    public var summaries: [FrameSummary] {
        switch source {
        case .kept(let frames): frames.summaries()
        case .replayed(_, let summaries, _): summaries
        }
    }

    /// The first frame; a replay lays out only that one.
    public var first: FrameLayout? {
        var frames = makeIterator()
        return frames.next()
    }

    /// Only the frames at `indices` (ascending positions among these frames).
    func keeping(_ indices: [Int]) -> VariantFrames {
        switch source {
        case .kept(let frames):
            return VariantFrames(kept: indices.filter { $0 < frames.count }.map { frames[$0] })
        case .replayed(let replay, let summaries, let shown):
            let kept = indices.filter { $0 < summaries.count }
            return VariantFrames(
                source: .replayed(
                    replay, summaries: kept.map { summaries[$0] }, shown: kept.map { shown?[$0] ?? $0 }))
        }
    }

    private init(source: Source) { self.source = source }

    public func makeIterator() -> Iterator {
        switch source {
        case .kept(let frames): Iterator(source: .kept(frames.makeIterator()))
        case .replayed(let replay, _, let shown): Iterator(source: .replayed(replay.makeIterator(), shown: shown, next: 0))
        }
    }

    /// The frames in order, from the array or from the replay.
    public struct Iterator: IteratorProtocol {
        enum Source {
            case kept(IndexingIterator<[FrameLayout]>)
            /// `next`: the position in `shown` of the next frame to hand out.
            case replayed(FrameReplay.Iterator, shown: [Int]?, next: Int)
        }
        var source: Source

        public mutating func next() -> FrameLayout? {
            switch source {
            case .kept(var frames):
                defer { source = .kept(frames) }
                return frames.next()
            case .replayed(var frames, let shown, var next):
                // The enum lets go of the walk first, so that stepping it copies none of its arrays.
                source = .kept([].makeIterator())
                defer { source = .replayed(frames, shown: shown, next: next) }
                guard let shown else { return frames.next() }
                guard next < shown.count else { return nil }
                // The walk is continuous: the frames between two shown ones are laid out and let go.
                while let frame = frames.next() {
                    if frame.index == shown[next] {
                        next += 1
                        return frame
                    }
                }
                return nil
            }
        }
    }
}
