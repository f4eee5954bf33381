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

    static func write(_ files: [(name: String, contents: FileContents)], into directory: String) throws(CLIError) {
        let folder = try OutputFolder(directory)
        for file in files { try folder.add(file.name, file.contents) }
        try folder.commit()
    }
}

/// A set of files written into a folder as they are made (issue 16, item 4: `--format svg` hands
/// each frame's file over as soon as it is validated, and keeps none): each waits under a
/// temporary name beside its target, and `commit` renames them all into place. Until then, and
/// if it never comes, the temporaries are removed.
final class OutputFolder {
    let directory: String
    private var temporaries: [(temp: String, final: String)] = []
    private let tag = "\(getpid())"

    init(_ directory: String) throws(CLIError) {
        do { try FileSystem.createDirectories(directory) } catch {
            throw CLIError(
                exitCode: ExitCode.cantCreate, source: directory, message: "cannot create the output folder: \(error.message)")
        }
        self.directory = directory
    }

    deinit { for t in temporaries { FileSystem.remove(t.temp) } }

    /// Writes `name` under its temporary name, whole, and closes it.
    func add(_ name: String, _ contents: FileContents) throws(CLIError) {
        let (temp, final) = reserve(name)
        do { try FileSystem.createFile(temp, contents: contents) } catch {
            throw CLIError(exitCode: ExitCode.cantCreate, source: final, message: "cannot write the file: \(error.message)")
        }
    }

    /// `name`'s temporary file, open for writing in pieces; renamed with the others by `commit`.
    func open(_ name: String) throws(CLIError) -> TemporaryFile {
        let (temp, final) = reserve(name)
        do { return try TemporaryFile.named(temp, owned: false) } catch {
            throw CLIError(exitCode: ExitCode.cantCreate, source: final, message: "cannot write the file: \(error.message)")
        }
    }

    private func reserve(_ name: String) -> (temp: String, final: String) {
        let final = FileSystem.join(directory, name)
        let temp = FileSystem.join(directory, ".\(name).\(tag).tmp")
        // Recorded first, so that a temporary half written is removed too.
        temporaries.append((temp, final))
        return (temp, final)
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
            guard rename(t.temp, t.final) == 0 else {
                let reason = SystemError(code: errno).message
                throw CLIError(
                    exitCode: ExitCode.cantCreate, source: t.final, message: "cannot move the file into place: \(reason)")
            }
        }
        temporaries.removeAll()
    }
}
