import Foundation
import MockgenTemplates

/// xmllint (libxml2-utils) when it is installed; tests that need it are skipped otherwise.
enum XMLLint {
    static let path: String? = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static var isAvailable: Bool { path != nil }

    /// Runs xmllint on `document`; returns nil when it accepts it, else its messages.
    static func check(_ document: String, extension ext: String = "xml", schema: String? = nil) throws -> String? {
        guard let path else { return nil }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("doc.\(ext)")
        try Data(document.utf8).write(to: file)
        var arguments = ["--noout", "--nonet"]
        if let schema {
            let schemaFile = dir.appendingPathComponent("schema.rng")
            try Data(schema.utf8).write(to: schemaFile)
            arguments += ["--relaxng", schemaFile.path]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments + [file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: output, as: UTF8.self)
    }

    static var frameSchema: String { Templates.text("schemas/svg-frame.rng") }
}
