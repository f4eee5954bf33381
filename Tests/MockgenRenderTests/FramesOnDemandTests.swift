import MockgenDecoding
import MockgenLayout
import MockgenTestSupport
import MockgenText
import Testing

@testable import MockgenRender

/// A run that keeps only frame summaries and lays the frames out again when they are read
/// (`FrameDetail.summaries`, `FrameReplay`) reads exactly what a run keeping every frame reads, and
/// through the same type (`VariantFrames`, Docs/architecture.md, The stages). The walk is
/// deterministic, so replaying it must give the very frames it gave the first time, events
/// included; the page and the SVG files are then the same bytes.
@Suite struct FramesOnDemandTests {
    static func layoutRuns(_ name: String, frames: Int) throws -> (full: LayoutRun, summaries: LayoutRun) {
        let builtin = try #require(ScenarioLibrary.builtin(named: name))
        let doc = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: "\(name).json")
        let scenarios = [doc.base] + (doc.variants?.map(\.scenario) ?? [])
        let fonts = scenarios.contains(where: \.hasContent) ? try FontSet.load() : nil
        func run(_ detail: FrameDetail) throws -> LayoutRun {
            try LayoutRun.layOut(
                base: doc.base, variants: doc.variants, selection: .spread(count: frames, snapToEvents: true),
                fonts: fonts, keeping: detail)
        }
        return (try run(.full), try run(.summaries))
    }

    @Test(arguments: ScenarioLibrary.builtins.map(\.name))
    func replayedFramesAreTheFramesLaidOutFirst(name: String) throws {
        let (full, summaries) = try Self.layoutRuns(name, frames: 40)
        for (kept, replayed) in zip(full.variants, summaries.variants) {
            let frames = try #require(kept.frames.kept)
            #expect(replayed.frames.kept == nil)
            #expect(Array(replayed.frames) == frames, "\(name) \(kept.name ?? "")")
            // The summaries are what the page reads of every frame: the whole frames, summarised.
            #expect(replayed.frames.count == frames.count)
            #expect(replayed.frames.summaries == frames.summaries())
            #expect(replayed.events == kept.events && replayed.path == kept.path)
        }
    }

    /// What the summary run used to give as its frame list, an empty array, is given by no
    /// reader: each reads the whole frames, laid out again, and as many as the walk took.
    @Test func aSummaryRunHandsOutEveryFrameWhole() throws {
        let (full, summaries) = try Self.layoutRuns("ably-platforms", frames: 30)
        for (kept, replayed) in zip(full.variants, summaries.variants) {
            #expect(replayed.frames.count == 30 && !replayed.frames.isEmpty)
            #expect(replayed.frames.map(\.index) == Array(0..<30))
            #expect(replayed.frames.first == kept.frames.first)
            #expect(replayed.frames.allSatisfy { !$0.elements.isEmpty })
            // Read twice, the replay starts again from the first frame.
            #expect(Array(replayed.frames) == Array(replayed.frames))
        }
    }

    /// `keeping` (an animation that drops frames) keeps the same frames of either kind of run.
    @Test func keepingSomeFramesKeepsTheSameOfEitherRun() throws {
        let (full, summaries) = try Self.layoutRuns("alarm-kinds", frames: 20)
        let indices = [0, 3, 4, 11, 19]
        let kept = full.keeping(indices)
        let replayed = summaries.keeping(indices)
        for (a, b) in zip(kept.variants, replayed.variants) {
            #expect(b.frames.count == indices.count && b.frames.map(\.index) == indices)
            #expect(Array(b.frames) == a.frameArray && b.frames.summaries == a.frames.summaries)
        }
        // Kept again: positions among the frames already kept.
        let twice = replayed.keeping([1, 4])
        #expect(twice.variants.allSatisfy { $0.frames.map(\.index) == [3, 19] })
        #expect(twice.variants.allSatisfy { $0.frames.summaries.map(\.index) == [3, 19] })
    }

    /// The built-ins with a walk that turns (direction-aware bars), variants, content and a
    /// collapsing header: the page and every SVG file, byte for byte.
    @Test(arguments: ["ably-platforms", "alarm-kinds", "mypage", "blog"])
    func theStreamedPageAndFilesAreTheSameBytes(name: String) throws {
        let (full, summaries) = try Self.layoutRuns(name, frames: 25)
        #expect(renderFlipbook(summaries) == renderFlipbook(full))
        #expect(renderSVGFiles(summaries) == renderSVGFiles(full))
    }

    /// A summary keeps each header's section, place and pinned state, and of the rest what the
    /// legend, captions and curves read.
    @Test func aSummaryKeepsWhatThePageReads() throws {
        let (full, _) = try Self.layoutRuns("ably", frames: 10)
        let frames = try #require(full.variants.first?.frames)
        let frame = try #require(frames.first { frame in frame.elements.contains { $0.pinned } })
        let summary = FrameSummary(frame)
        let headers = frame.elements.filter { $0.kind == .header }
        #expect(summary.headers.map(\.id) == headers.map(\.id))
        #expect(summary.headers.map(\.y) == headers.map(\.frame.y))
        #expect(summary.headers.map(\.pinned) == headers.map(\.pinned))
        #expect(summary.contentOffset == frame.contentOffset && summary.pinLineY == frame.pinLineY)
        #expect(summary.listTop == frame.listFrame.y && summary.clampedFrom == frame.clampedFrom)
        #expect(summary.events == frame.events && summary.behaviorStates == frame.behaviorStates)
        #expect(summary.behaviorThresholds == frame.behaviorThresholds)
        #expect(summary.bars.navigationOpacity == frame.navigationBar?.shownOpacity)
    }
}

/// The shared shapes' `<svg>` is validated in pieces (SharedShapes.forEachPiece), each a whole
/// shared-shapes document: together they hold every definition once, in order, so validating the
/// pieces checks the whole, while libxml2 never builds the tree of megabytes of definitions. The
/// page holds each piece after the first as an inert block of the same definitions.
@Suite struct SharedShapesPiecesTests {
    @Test(.enabled(if: XMLLint.isAvailable, "xmllint (libxml2-utils) is not installed"))
    func thePiecesHoldTheWholeInOrder() throws {
        let (_, run) = try FramesOnDemandTests.layoutRuns("mypage", frames: 300)
        let shapes = SharedShapes(run)
        let whole = try #require(shapes.sharedSVG)
        var pieces: [String] = []
        var blocks: [String] = []
        shapes.forEachPiece { page, document in
            pieces.append(document)
            blocks.append(page)
        }
        #expect(pieces.count > 1, "mypage at 300 frames shares more than \(SharedShapes.pieceSize) bytes of shapes")
        let open = "<defs>\n"
        let close = "</defs>\n</svg>"
        func definitions(_ svg: String) throws -> Substring {
            let start = try #require(svg.range(of: open)).upperBound
            let end = try #require(svg.range(of: close, options: .backwards)).lowerBound
            return svg[start..<end]
        }
        #expect(try pieces.map(definitions).joined() == definitions(whole))
        #expect(blocks.first == pieces.first)
        for (block, piece) in zip(blocks, pieces).dropFirst() {
            #expect(
                try block == #"<script type="image/svg+xml" class="shared-shapes-rest"><![CDATA["# + definitions(piece)
                    + "]]></script>")
        }
        #expect(try pieces.allSatisfy { try whole.hasPrefix($0[..<definitions($0).startIndex]) })
        for piece in pieces {
            // A piece ends at the first definition that takes it to the size or past it.
            #expect(try definitions(piece).utf8.count < 2 * SharedShapes.pieceSize)
            #expect(try XMLLint.check(piece, extension: "svg", schema: XMLLint.frameSchema) == nil)
        }
    }
}
