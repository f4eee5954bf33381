import Foundation

/// Writes output files so that a failure or a kill never leaves a half-written file: every file
/// goes to a temporary name in the target folder first, and is renamed into place only when all
/// of them were written.
enum OutputWriter {
    static func write(_ files: [(name: String, contents: String)], into directory: String) throws(CLIError) {
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CLIError(exitCode: ExitCode.cantCreate, source: directory, message: "cannot create the output folder")
        }
        var temporaries: [(temp: String, final: String)] = []
        defer { for t in temporaries { try? fm.removeItem(atPath: t.temp) } }
        let tag = "\(ProcessInfo.processInfo.processIdentifier)"
        for file in files {
            let final = (directory as NSString).appendingPathComponent(file.name)
            let temp = (directory as NSString).appendingPathComponent(".\(file.name).\(tag).tmp")
            guard fm.createFile(atPath: temp, contents: Data(file.contents.utf8)) else {
                throw CLIError(exitCode: ExitCode.cantCreate, source: final, message: "cannot write the file")
            }
            temporaries.append((temp, final))
        }
        // Refuse before the first rename, so a set of files is replaced whole or not at all
        // (rename(2) cannot put a file over a folder).
        for t in temporaries {
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: t.final, isDirectory: &isDirectory), isDirectory.boolValue {
                throw CLIError(exitCode: ExitCode.cantCreate, source: t.final, message: "a folder is in the way of the output file")
            }
        }
        for t in temporaries {
            // rename(2) replaces the target atomically.
            guard rename(t.temp, t.final) == 0 else {
                throw CLIError(exitCode: ExitCode.cantCreate, source: t.final, message: "cannot move the file into place")
            }
        }
        temporaries.removeAll()
    }
}
