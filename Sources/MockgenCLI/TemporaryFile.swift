import MockgenRaster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file that output is streamed into before it is known to be good (Docs/command-line.md#output-safety): either
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
        if let path {
            FileSystem.remove(path)
            FileSystem.withPath(path) { TemporaryPaths.remove(cString: $0) }
        }
    }

    /// A file with no name in `directory`: on Linux made without one (O_TMPFILE), so nothing is
    /// left however the process ends, even by SIGKILL; elsewhere made with a unique name and
    /// unlinked at once.
    static func unnamed(in directory: String) throws(SystemError) -> TemporaryFile {
        #if os(Linux)
            // O_TMPFILE, which Glibc's module leaves out (it is _GNU_SOURCE): __O_TMPFILE | O_DIRECTORY.
            let made = FileSystem.withPath(directory) { open($0, O_RDWR | 0o20000000 | O_DIRECTORY | O_CLOEXEC, 0o600) }
            if made >= 0 { return TemporaryFile(descriptor: made, path: nil) }
            // A file system without O_TMPFILE says EOPNOTSUPP (or EISDIR on an old kernel).
            guard errno == EOPNOTSUPP || errno == EISDIR || errno == EINVAL else { throw SystemError(code: errno) }
        #endif
        var template = CommandLineText.systemBytes(FileSystem.join(directory, ".mockgen-XXXXXX"))
        let fd = template.withUnsafeMutableBufferPointer { name in
            let fd = mkstemp(name.baseAddress!)
            if fd >= 0 { unlink(name.baseAddress!) }
            return fd
        }
        guard fd >= 0 else { throw SystemError(code: errno) }
        return TemporaryFile(descriptor: fd, path: nil)
    }

    /// A new file beside `final`, under a name nobody can guess
    /// (`.<name>.<random>.tmp`), made with O_EXCL | O_NOFOLLOW: a file or a symbolic link planted
    /// at that name fails the run (EEXIST) rather than being written through (Docs/errors.md,
    /// "Temporary files"). Removed again unless `moveInto` puts it in place.
    static func beside(_ final: String) throws(SystemError) -> TemporaryFile {
        let path = temporaryName(for: final)
        let fd = try createExclusive(path)
        return TemporaryFile(descriptor: fd, path: path)
    }

    /// A descriptor whose file the caller removes or renames (`OutputFolder`).
    static func adopting(_ descriptor: Int32) -> TemporaryFile { TemporaryFile(descriptor: descriptor, path: nil) }

    /// `DIR/.<name>.<random>.tmp` for `DIR/<name>`: 64 bits from the system's random source.
    static func temporaryName(for final: String) -> String {
        var random = SystemRandomNumberGenerator()
        let tag = String(random.next(), radix: 36)
        guard let slash = final.lastIndex(of: "/") else { return ".\(final).\(tag).tmp" }
        return String(final[...slash]) + ".\(final[final.index(after: slash)...]).\(tag).tmp"
    }

    /// Opens a new file at `path` for reading and writing, listed in `TemporaryPaths` so that a
    /// signal removes it; never opens a file already there, nor follows a link there.
    static func createExclusive(_ path: String) throws(SystemError) -> Int32 {
        FileSystem.withPath(path) { TemporaryPaths.add(cString: $0) }
        let fd = FileSystem.withPath(path) { open($0, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666) }
        guard fd >= 0 else {
            let code = errno
            FileSystem.withPath(path) { TemporaryPaths.remove(cString: $0) }
            throw SystemError(code: code)
        }
        return fd
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
        guard FileSystem.rename(path, final) else { throw SystemError(code: errno) }
        FileSystem.withPath(path) { TemporaryPaths.remove(cString: $0) }
        self.path = nil
    }
}
