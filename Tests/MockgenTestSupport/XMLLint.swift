import Foundation

/// xmllint (libxml2-utils) when it is installed; tests that need it are skipped otherwise.
public enum XMLLint {
    public static let path: String? = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    public static var isAvailable: Bool { path != nil }

    /// Runs xmllint on `document`, against the RELAX NG `schema` text when given; returns nil when
    /// it accepts it (or when xmllint is missing), else its messages.
    public static func check(_ document: String, extension ext: String = "xml", schema: String? = nil) throws -> String? {
        guard path != nil else { return nil }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-xmllint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var schemaFile: URL?
        if let schema {
            schemaFile = dir.appendingPathComponent("schema.rng")
            try Data(schema.utf8).write(to: schemaFile!)
        }
        return try check(document, in: dir, extension: ext, schemaFile: schemaFile)
    }

    /// Runs xmllint on `document` against the RELAX NG schema in `schemaFile`; nil when it
    /// accepts it (or when xmllint is missing), else its messages.
    public static func check(_ document: String, schemaFile: URL) throws -> String? {
        guard path != nil else { return nil }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-xmllint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        return try check(document, in: dir, extension: "xml", schemaFile: schemaFile)
    }

    private static func check(_ document: String, in dir: URL, extension ext: String, schemaFile: URL?) throws -> String? {
        guard let path else { return nil }
        let file = dir.appendingPathComponent("doc.\(ext)")
        try Data(document.utf8).write(to: file)
        var arguments = ["--noout", "--nonet"]
        if let schemaFile { arguments += ["--relaxng", schemaFile.path] }
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
}
