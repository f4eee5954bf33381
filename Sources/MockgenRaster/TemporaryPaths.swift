import RasterShim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every file and folder a run made that is not yet in place (temporaries in the output folder,
/// the fonts written for fontconfig, the MP4 frames), so that SIGINT, SIGTERM and SIGHUP leave
/// none of them behind (Docs/command-line.md, "Signals leave nothing behind"). `atexit` and `deinit` do not run when a
/// signal ends the process; the handler installed by `installSignalHandlers` removes what is
/// listed here, then lets the signal end the process as it would have.
///
/// The list and the handler are the raster shim's C (`rr_temporary_add`): the handler may run on
/// any thread at any moment, and Swift code there could allocate (a type's metadata made on first
/// use) while the interrupted thread holds malloc's lock, and never return.
public enum TemporaryPaths {
    /// Lists `path`, a file (or with `folder`, an empty folder removed after the files).
    public static func add(_ path: String, folder: Bool = false) {
        path.withCString { add(cString: $0, folder: folder) }
    }

    /// `add` for a path given as the system's bytes (a file name that is not UTF-8). Out of
    /// memory, the path is not listed: a signal would then leave it behind, as before it was made.
    public static func add(cString path: UnsafePointer<CChar>, folder: Bool = false) {
        withSignalsBlocked { _ = rr_temporary_add(path, folder ? 1 : 0) }
    }

    /// Takes `path` off the list: it was moved into place or removed.
    public static func remove(_ path: String) {
        path.withCString { remove(cString: $0) }
    }

    /// `remove` for a path given as the system's bytes.
    public static func remove(cString path: UnsafePointer<CChar>) {
        withSignalsBlocked { rr_temporary_remove(path) }
    }

    /// SIGINT, SIGTERM and SIGHUP remove the listed paths, then end the process by the same signal
    /// (so a shell sees 130 for ^C, as it would without the handler). SIGPIPE is ignored: a write to
    /// a closed pipe then fails with EPIPE, and the run ends with exit 74 and its one line.
    public static func installSignalHandlers() { rr_install_signal_handlers() }

    /// `body` with the handled signals held back on this thread, so the handler never sees the
    /// list half changed by it.
    private static func withSignalsBlocked(_ body: () -> Void) {
        var set = sigset_t()
        var old = sigset_t()
        sigemptyset(&set)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, number) }
        pthread_sigmask(SIG_BLOCK, &set, &old)
        body()
        pthread_sigmask(SIG_SETMASK, &old, nil)
    }
}
