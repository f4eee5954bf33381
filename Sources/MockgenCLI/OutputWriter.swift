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
        do { try FileSystem.createDirectories(directory) } catch {
            throw CLIError(
                exitCode: ExitCode.cantCreate, source: directory, message: "cannot create the output folder: \(error.message)")
        }
        var temporaries: [(temp: String, final: String)] = []
        defer { for t in temporaries { FileSystem.remove(t.temp) } }
        let tag = "\(getpid())"
        for file in files {
            let final = FileSystem.join(directory, file.name)
            let temp = FileSystem.join(directory, ".\(file.name).\(tag).tmp")
            // Recorded first, so that a temporary half written is removed too.
            temporaries.append((temp, final))
            do { try FileSystem.createFile(temp, contents: file.contents) } catch {
                throw CLIError(exitCode: ExitCode.cantCreate, source: final, message: "cannot write the file: \(error.message)")
            }
        }
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
