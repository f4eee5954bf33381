import Foundation
import MockgenTestSupport

/// Runs the built `mockgen` binary, as a user would, from a scratch folder.
struct Run {
    var exitCode: Int32
    var stdout: Data
    var stderr: String
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
}

enum Binary {
    /// `swift test` builds the `mockgen` product next to the test bundle.
    static let url: URL = {
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent(),
            Bundle.main.bundleURL,
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ]
        for dir in candidates {
            let url = dir.appendingPathComponent("mockgen")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return Repository.file(".build/debug/mockgen")
    }()

    /// `environment` is added to this process's own; `input`, when given, is its standard input.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        input: Data? = nil
    ) throws -> Run {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let dir = try directory ?? scratchDirectory()
        process.currentDirectoryURL = dir
        let out = Pipe()
        // stderr goes to a file, so reading stdout to the end cannot block on a full stderr pipe.
        let errFile = dir.appendingPathComponent(".stderr-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: errFile.path, contents: nil)
        let errHandle = try FileHandle(forWritingTo: errFile)
        process.standardOutput = out
        process.standardError = errHandle
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        try process.run()
        if let input {
            // Small inputs only: they fit the pipe's buffer, so this cannot wait on the reader. A
            // run that exits without reading closes the pipe: the write then fails, not the test.
            signal(SIGPIPE, SIG_IGN)
            try? stdin.fileHandleForWriting.write(contentsOf: input)
            try stdin.fileHandleForWriting.close()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errHandle.close()
        let stderr = try Data(contentsOf: errFile)
        try FileManager.default.removeItem(at: errFile)
        return Run(exitCode: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func scratchDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }
}

func count(_ needle: String, in haystack: String) -> Int {
    haystack.components(separatedBy: needle).count - 1
}

extension Binary {
    /// `script` under `/bin/sh` in `directory`, with the binary as `$MOCKGEN`: for runs that need
    /// a shell's plumbing (`ulimit -v`, `timeout`, a pipe closed early, a signal, no /proc).
    static func shell(_ script: String, in directory: URL) throws -> Run {
        try run(script: script, in: directory)
    }

    private static func run(script: String, in directory: URL) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = ProcessInfo.processInfo.environment.merging(["MOCKGEN": url.path]) { $1 }
        process.currentDirectoryURL = directory
        let out = Pipe()
        let errFile = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: errFile.path, contents: nil)
        let errHandle = try FileHandle(forWritingTo: errFile)
        process.standardOutput = out
        process.standardError = errHandle
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errHandle.close()
        let stderr = try Data(contentsOf: errFile)
        try FileManager.default.removeItem(at: errFile)
        return Run(exitCode: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }
}
