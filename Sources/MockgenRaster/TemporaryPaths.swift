#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every file and folder a run made that is not yet in place (temporaries in the output folder,
/// the fonts written for fontconfig, the MP4 frames), so that SIGINT, SIGTERM and SIGHUP leave
/// none of them behind (Docs/errors.md, "Signals"). `atexit` and `deinit` do not run when a
/// signal ends the process; the handler installed by `installSignalHandlers` removes what is
/// listed here, then lets the signal end the process as it would have.
///
/// The handler may run on any thread at any moment, so it only reads: the list is a C array of
/// C strings that only grows (a new array is filled before it is published, and old arrays and
/// strings are never freed during the run), and removing an entry only clears its slot.
public enum TemporaryPaths {
    private struct Table {
        var slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
        var isFolder: UnsafeMutablePointer<Bool>
        var capacity: Int
    }

    nonisolated(unsafe) private static var table: UnsafeMutablePointer<Table>?
    nonisolated(unsafe) private static var used = 0

    /// Lists `path`, a file (or with `folder`, an empty folder removed after the files).
    public static func add(_ path: String, folder: Bool = false) {
        path.withCString { add(cString: $0, folder: folder) }
    }

    /// `add` for a path given as the system's bytes (a file name that is not UTF-8).
    public static func add(cString path: UnsafePointer<CChar>, folder: Bool = false) {
        withSignalsBlocked {
            if table == nil || used == table!.pointee.capacity {
                let capacity = max(64, (table?.pointee.capacity ?? 0) * 2)
                let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
                slots.initialize(repeating: nil, count: capacity)
                let isFolder = UnsafeMutablePointer<Bool>.allocate(capacity: capacity)
                isFolder.initialize(repeating: false, count: capacity)
                if let old = table {
                    slots.update(from: old.pointee.slots, count: used)
                    isFolder.update(from: old.pointee.isFolder, count: used)
                }
                let next = UnsafeMutablePointer<Table>.allocate(capacity: 1)
                next.initialize(to: Table(slots: slots, isFolder: isFolder, capacity: capacity))
                table = next
            }
            table!.pointee.isFolder[used] = folder
            table!.pointee.slots[used] = strdup(path)
            used += 1
        }
    }

    /// Takes `path` off the list: it was moved into place or removed.
    public static func remove(_ path: String) {
        path.withCString { remove(cString: $0) }
    }

    /// `remove` for a path given as the system's bytes.
    public static func remove(cString path: UnsafePointer<CChar>) {
        withSignalsBlocked {
            guard let table else { return }
            for k in stride(from: used - 1, through: 0, by: -1) {
                guard let slot = table.pointee.slots[k], strcmp(slot, path) == 0 else { continue }
                table.pointee.slots[k] = nil
                if k == used - 1 { used -= 1 }
                return
            }
        }
    }

    /// Removes every listed path: files first, then folders, newest first. Async-signal-safe.
    static func removeAll() {
        guard let table else { return }
        let count = used
        for pass in [false, true] {
            for k in stride(from: count - 1, through: 0, by: -1) where table.pointee.isFolder[k] == pass {
                guard let slot = table.pointee.slots[k] else { continue }
                if pass { rmdir(slot) } else { unlink(slot) }
            }
        }
    }

    /// SIGINT, SIGTERM and SIGHUP remove the listed paths, then end the process by the same signal
    /// (so a shell sees 130 for ^C, as it would without the handler). SIGPIPE is ignored: a write to
    /// a closed pipe then fails with EPIPE, and the run ends with exit 74 and its one line.
    public static func installSignalHandlers() {
        signal(SIGPIPE, SIG_IGN)
        for number in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = { number in
                    TemporaryPaths.removeAll()
                    signal(number, SIG_DFL)
                    raise(number)
                }
            #else
                action.__sigaction_u.__sa_handler = { number in
                    TemporaryPaths.removeAll()
                    signal(number, SIG_DFL)
                    raise(number)
                }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(number, &action, nil)
        }
        // A parent may hand the process these signals blocked (a mask is inherited across exec):
        // unblocked here, so that a ^C or a kill still ends the run and cleans up.
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&handled, number) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        // Touch the list once now, so that the handler never runs a lazy initialiser.
        withSignalsBlocked { _ = (table, used) }
    }

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
