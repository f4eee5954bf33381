import MockgenRaster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes output files so that a failure or a kill never leaves a half-written file: every file
/// goes to a temporary name in the target folder first, and is renamed into place only when all
/// of them were written.
enum OutputWriter {
    static func write(_ files: [(name: String, contents: String)], into directory: String) throws(CLIError) {
        try write(files.map { ($0.name, FileContents.text($0.contents)) }, into: directory)
    }

    /// With `frames`, the frame files of an earlier run of the same scenario that this run did
    /// not write are removed (`OutputFolder.removeStaleFrames`).
    static func write(
        _ files: [(name: String, contents: FileContents)], into directory: String,
        frames: (stems: [String], ext: String)? = nil
    ) throws(CLIError) {
        let folder = try OutputFolder(directory)
        for file in files { try folder.add(file.name, file.contents) }
        try folder.commit()
        if let frames { folder.removeStaleFrames(stems: frames.stems, ext: frames.ext) }
    }
}

/// A set of files written into a folder as they are made (Docs/command-line.md#output-safety: `--format svg` hands
/// each frame's file over as soon as it is validated, and keeps none): each waits under a
/// temporary name beside its target, and `commit` renames them all into place. Until then, and
/// if it never comes, the temporaries are removed.
final class OutputFolder {
    let directory: String
    private var temporaries: [(temp: String, final: String)] = []
    /// Every name `commit` put in place.
    private var written: Set<String> = []
    /// The folder, open and locked (flock) while this run writes into it: a second run into the
    /// same folder waits for this one to end, so the folder holds one run's set of files.
    private let lock: Int32

    init(_ directory: String) throws(CLIError) {
        do { try FileSystem.createDirectories(directory) } catch {
            throw CLIError(
                exitCode: ExitCode.cantCreate, source: directory, message: "cannot create the output folder: \(error.message)")
        }
        self.directory = directory
        lock = FileSystem.openFolder(directory)
        guard lock >= 0 else {
            throw CLIError(
                exitCode: ExitCode.cantCreate, source: directory,
                message: "cannot open the output folder: \(SystemError(code: errno).message)")
        }
        while flock(lock, LOCK_EX) != 0 && errno == EINTR {}
    }

    deinit {
        for t in temporaries {
            FileSystem.remove(t.temp)
            FileSystem.withPath(t.temp) { TemporaryPaths.remove(cString: $0) }
        }
        close(lock)
    }

    /// Removes the frame files `<stem>-<digits>.<ext>` of an earlier run that this run did not
    /// write: a 5-frame run after a 30-frame one leaves 5 frames, not 30 of two runs
    /// (Docs/command-line.md, "One folder, one run"). Only this run's stems are looked at, so
    /// another scenario's files in the folder stay.
    func removeStaleFrames(stems: [String], ext: String) {
        let suffix = "." + ext
        for name in FileSystem.names(in: directory) where !written.contains(name) && name.hasSuffix(suffix) {
            let base = name.dropLast(suffix.count)
            guard let dash = base.lastIndex(of: "-") else { continue }
            let number = base[base.index(after: dash)...]
            guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { continue }
            guard stems.contains(String(base[..<dash])) else { continue }
            FileSystem.remove(FileSystem.join(directory, name))
        }
    }

    /// Writes `name` under its temporary name, whole, and closes it.
    func add(_ name: String, _ contents: FileContents) throws(CLIError) {
        let file = try open(name)
        let final = temporaries[temporaries.count - 1].final
        let written: Bool
        switch contents {
        case .text(let text): written = FileSystem.writeAll(text, to: file.descriptor)
        case .bytes(let data): written = FileSystem.writeAll(data, to: file.descriptor)
        case .file(let source): written = source.copy(to: file.descriptor)
        }
        guard written else {
            let reason = SystemError(code: errno).message
            throw CLIError(exitCode: ExitCode.cantCreate, source: final, message: "cannot write the file: \(reason)")
        }
    }

    /// `name`'s temporary file, open for writing in pieces; renamed with the others by `commit`.
    /// Its name cannot be guessed and it is made new (O_EXCL | O_NOFOLLOW): a file or link planted
    /// in the folder is never written through (Docs/errors.md, "Temporary files").
    func open(_ name: String) throws(CLIError) -> TemporaryFile {
        let final = FileSystem.join(directory, name)
        let temp = TemporaryFile.temporaryName(for: final)
        do {
            let fd = try TemporaryFile.createExclusive(temp)
            // Recorded at once, so that a temporary half written is removed too.
            temporaries.append((temp, final))
            return TemporaryFile.adopting(fd)
        } catch {
            throw CLIError(exitCode: ExitCode.cantCreate, source: final, message: "cannot write the file: \(error.message)")
        }
    }

    func commit() throws(CLIError) {
        // Refuse before the first rename, so a set of files is replaced whole or not at all
        // (rename(2) cannot put a file over a folder).
        for t in temporaries {
            if FileSystem.isDirectory(t.final) {
                throw CLIError(
                    exitCode: ExitCode.cantCreate, source: t.final, message: "a folder is in the way of the output file")
            }
        }
        for t in temporaries {
            // rename(2) replaces the target atomically.
            guard FileSystem.rename(t.temp, t.final) else {
                let reason = SystemError(code: errno).message
                throw CLIError(
                    exitCode: ExitCode.cantCreate, source: t.final, message: "cannot move the file into place: \(reason)")
            }
            FileSystem.withPath(t.temp) { TemporaryPaths.remove(cString: $0) }
            written.insert(String(t.final.dropFirst(FileSystem.join(directory, "").count)))
        }
        temporaries.removeAll()
    }
}
