import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// "mockgen: 12 of 30 frames drawn" (then "encoded") on stderr, kept on one line, while a raster
/// run draws and encodes (Docs/command-line.md, "Progress"): only when stderr is a terminal, and
/// only once the run has taken more than a second since the progress began (before the SVG frames
/// are made), so a quick run and every script or CI log see nothing. The line is cleared when the
/// work is done. Frames may be reported from several threads.
final class Progress: Sendable {
    private struct State {
        var done = 0
        var phase = "drawn"
        var shown = false
        var lastShown = 0.0
    }

    private let total: Int
    private let start: Double
    private let enabled: Bool
    private let state = Mutex(State())

    /// Seconds before the first line (MOCKGEN_PROGRESS_AFTER sets it, for the tests), and
    /// between two lines.
    static let delay = getenv("MOCKGEN_PROGRESS_AFTER").flatMap { Double(String(cString: $0)) } ?? 1.0
    static let interval = 0.1

    init(total: Int, enabled: Bool = isatty(2) != 0) {
        self.total = total
        self.enabled = enabled && total > 1
        start = Self.now()
    }

    /// One more frame drawn.
    func frameDone() {
        guard enabled else { return }
        let line: String? = state.withLock { state in
            state.done += 1
            let time = Self.now()
            guard time - start >= Self.delay, state.done == total || time - state.lastShown >= Self.interval else {
                return nil
            }
            state.shown = true
            state.lastShown = time
            return "\rmockgen: \(state.done) of \(total) frames \(state.phase)\u{1B}[K"
        }
        if let line { FileSystem.writeAll(line, to: 2) }
    }

    /// The frames are counted again, as `phase` ("encoded").
    func begin(_ phase: String) {
        guard enabled else { return }
        state.withLock {
            $0.done = 0
            $0.phase = phase
        }
    }

    /// Clears the line, if one was shown.
    func finish() {
        guard enabled, state.withLock({ $0.shown }) else { return }
        FileSystem.writeAll("\r\u{1B}[K", to: 2)
    }

    private static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
