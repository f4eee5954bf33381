#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file operations the command needs, on the C library directly. The command line was
/// mockgen's only user of Foundation, and linking Foundation (with its ICU data) into the binary
/// cost every run about 4 ms of start-up, relocating and mapping code it never called (Docs/performance.md).
enum FileSystem {
    /// True if `path` names a folder (following symbolic links).
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The size of a regular file, or nil (no such file, or a pipe or device whose size is
    /// known only once read).
    static func size(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// The whole file; on failure the errno of the open or read that failed.
    static func contents(of path: String) throws(SystemError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw SystemError(code: errno) }
        defer { close(fd) }
        return try readAll(fd)
    }

    /// Everything `fd` gives until end of file (a file, or a pipe on standard input).
    static func readAll(_ fd: Int32) throws(SystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        // Room for the whole file at once: growing by doubling would hold up to twice its size.
        var info = stat()
        if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG { bytes.reserveCapacity(Int(info.st_size) + 1) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n == 0 { return bytes }
            if n < 0 {
                if errno == EINTR { continue }
                throw SystemError(code: errno)
            }
            bytes.append(contentsOf: chunk[0..<n])
        }
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

    /// Creates `path` with `contents`, replacing a file already there.
    static func createFile(_ path: String, contents: FileContents) throws(SystemError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw SystemError(code: errno) }
        let written: Bool
        switch contents {
        case .text(let text): written = writeAll(text, to: fd)
        case .bytes(let data): written = writeAll(data, to: fd)
        case .file(let file): written = file.copy(to: fd)
        }
        let writeError = errno
        guard close(fd) == 0 else { throw SystemError(code: errno) }
        guard written else { throw SystemError(code: writeError) }
    }

    /// `mkdir -p`: the folder and any missing parents. A file where a folder should be is ENOTDIR,
    /// as the kernel says for a file in the middle of a path.
    static func createDirectories(_ path: String) throws(SystemError) {
        if isDirectory(path) { return }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            if mkdir(prefix, 0o777) != 0 {
                let code = errno
                guard code == EEXIST else { throw SystemError(code: code) }
                guard isDirectory(prefix) else { throw SystemError(code: ENOTDIR) }
            }
            prefix += "/"
        }
        guard isDirectory(path) else { throw SystemError(code: ENOTDIR) }
    }

    static func remove(_ path: String) { unlink(path) }

    /// `name` inside `directory`.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

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
