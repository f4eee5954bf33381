#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file that output is streamed into before it is known to be good (issue 16, item 4): either
/// the atomic file beside the target, renamed into place at the end, or a file with no name at
/// all (unlinked as soon as it is made), which the system removes however the process ends.
final class TemporaryFile {
    let descriptor: Int32
    /// The file's name while it waits to be renamed; nil once unlinked or moved.
    private var path: String?

    private init(descriptor: Int32, path: String?) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        close(descriptor)
        if let path { unlink(path) }
    }

    /// A file with no name in `directory`: made with a unique name and unlinked at once.
    static func unnamed(in directory: String) throws(SystemError) -> TemporaryFile {
        var template = Array(FileSystem.join(directory, ".mockgen-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { name in
            let fd = mkstemp(name.baseAddress!)
            if fd >= 0 { unlink(name.baseAddress!) }
            return fd
        }
        guard fd >= 0 else { throw SystemError(code: errno) }
        return TemporaryFile(descriptor: fd, path: nil)
    }

    /// `path`, created empty (replacing a stale temporary of the same name), removed again unless
    /// `moveInto` puts it in place; with `owned` false the caller removes or renames it.
    static func named(_ path: String, owned: Bool = true) throws(SystemError) -> TemporaryFile {
        let fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw SystemError(code: errno) }
        return TemporaryFile(descriptor: fd, path: owned ? path : nil)
    }

    /// Where unnamed temporaries go when there is no output folder: `$TMPDIR`, else /tmp.
    static var directory: String {
        if let dir = getenv("TMPDIR"), dir.pointee != 0 { return String(cString: dir) }
        return "/tmp"
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
        guard !bytes.isEmpty else { return }
        guard FileSystem.writeAll(bytes.assumingMemoryBound(to: UInt8.self), to: descriptor) else {
            throw SystemError(code: errno)
        }
    }

    func write(_ text: String) throws(SystemError) {
        var text = text
        guard text.withUTF8({ FileSystem.writeAll($0, to: descriptor) }) else { throw SystemError(code: errno) }
    }

    /// Reads the whole file from its start, in pieces of 1 MiB, handing each to `body`.
    func readAll<E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) -> SystemError? {
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { return SystemError(code: errno) }
        let size = 1 << 20
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        defer { chunk.deallocate() }
        while true {
            let n = read(descriptor, chunk.baseAddress, size)
            if n == 0 { return nil }
            if n < 0 {
                if errno == EINTR { continue }
                return SystemError(code: errno)
            }
            try body(UnsafeRawBufferPointer(rebasing: chunk[0..<n]))
        }
    }

    /// Copies the whole file to `fd` (stdout); false when `fd` would not take it all.
    func copy(to fd: Int32) -> Bool {
        var written = true
        let failed = readAll { bytes in
            if written { written = FileSystem.writeAll(bytes.assumingMemoryBound(to: UInt8.self), to: fd) }
        }
        return written && failed == nil
    }

    /// Renames the file to `final` (rename(2) replaces a file there atomically).
    func moveInto(_ final: String) throws(SystemError) {
        guard let path else { return }
        guard rename(path, final) == 0 else { throw SystemError(code: errno) }
        self.path = nil
    }
}
