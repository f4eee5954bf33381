import MockgenRaster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations the command needs, on the C library directly. The command line was
/// mockgen's only user of Foundation, and linking Foundation (with its ICU data) into the binary
/// cost every run about 4 ms of start-up, relocating and mapping code it never called (Docs/performance.md).
enum FileSystem {
    /// `path` as the bytes it stands for (`CommandLineText`: a name that is not UTF-8 is kept
    /// byte for byte), for a system call.
    static func withPath<T>(_ path: String, _ body: (UnsafePointer<CChar>) -> T) -> T {
        CommandLineText.systemBytes(path).withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// True if something is at `path` (following symbolic links).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return withPath(path) { stat($0, &info) } == 0
    }

    /// True if `path` names a folder (following symbolic links).
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return withPath(path) { stat($0, &info) } == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The size of a regular file, or nil (no such file, or a pipe or device whose size is
    /// known only once read).
    static func size(of path: String) -> Int? {
        var info = stat()
        guard withPath(path, { stat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// The file's bytes, at most `limit` + 1 of them: one byte past the limit is enough to refuse
    /// the input, whatever it is (a pipe, a FIFO, `/dev/zero`), so memory never holds more than
    /// the limit (Docs/errors.md, "Limits"). On failure the errno of the open or read that failed.
    static func contents(of path: String, limit: Int = Int.max - 1) throws(SystemError) -> [UInt8] {
        let fd = withPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { throw SystemError(code: errno) }
        defer { close(fd) }
        return try readAll(fd, limit: limit)
    }

    /// What `fd` gives until end of file or until it has given `limit` + 1 bytes, whichever comes
    /// first (a file, or a pipe on standard input).
    static func readAll(_ fd: Int32, limit: Int = Int.max - 1) throws(SystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        let most = limit + 1
        // Room for the whole file at once: growing by doubling would hold up to twice its size.
        var info = stat()
        if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG {
            bytes.reserveCapacity(min(Int(info.st_size) + 1, most))
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < most {
            let want = min(chunk.count, most - bytes.count)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, want) }
            if n == 0 { return bytes }
            if n < 0 {
                if errno == EINTR { continue }
                throw SystemError(code: errno)
            }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }

    /// Writes all of `text`'s UTF-8 bytes to `fd`, through short writes and interruptions.
    @discardableResult
    static func writeAll(_ text: String, to fd: Int32) -> Bool {
        var text = text
        return text.withUTF8 { writeAll($0, to: fd) }
    }

    /// Writes all of `data` to `fd` (a picture on stdout).
    @discardableResult
    static func writeAll(_ data: [UInt8], to fd: Int32) -> Bool {
        data.withUnsafeBufferPointer { writeAll($0, to: fd) }
    }

    static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Bool {
        var done = 0
        while done < bytes.count {
            let n = write(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            done += n
        }
        return true
    }

    /// `mkdir -p`: the folder and any missing parents. A file where a folder should be is ENOTDIR,
    /// as the kernel says for a file in the middle of a path.
    static func createDirectories(_ path: String) throws(SystemError) {
        if isDirectory(path) { return }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            if withPath(prefix, { mkdir($0, 0o777) }) != 0 {
                let code = errno
                guard code == EEXIST else { throw SystemError(code: code) }
                guard isDirectory(prefix) else { throw SystemError(code: ENOTDIR) }
            }
            prefix += "/"
        }
        guard isDirectory(path) else { throw SystemError(code: ENOTDIR) }
    }

    static func remove(_ path: String) { _ = withPath(path) { unlink($0) } }

    /// rename(2) of two paths; false with errno set when it failed.
    static func rename(_ from: String, _ to: String) -> Bool {
        withPath(from) { a in withPath(to) { b in renamePath(a, b) } } == 0
    }

    /// A descriptor of the folder itself (for flock), or -1.
    static func openFolder(_ path: String) -> Int32 { withPath(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) } }

    /// The names in a folder (without `.` and `..`); empty when it cannot be read.
    static func names(in directory: String) -> [String] {
        guard let dir = withPath(directory, { opendir($0) }) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = CommandLineText.decode(directoryEntryName(entry))
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// `name` inside `directory`.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

/// rename(2), out of `FileSystem`, whose own `rename` hides the C library's there.
private func renamePath(_ from: UnsafePointer<CChar>, _ to: UnsafePointer<CChar>) -> Int32 { rename(from, to) }

/// What a file holds: text (the markup formats), bytes (the pictures), or a temporary file that
/// a streamed page was written to.
enum FileContents {
    case text(String)
    case bytes([UInt8])
    case file(TemporaryFile)
}

/// A failed system call: its errno, and the C library's words for it ("Permission denied").
struct SystemError: Error {
    var code: Int32
    var message: String { String(cString: strerror(code)) }
    /// Nothing at the path (or a file where a folder of the path should be).
    var isNotFound: Bool { code == ENOENT || code == ENOTDIR }
}
