import Foundation
import Testing

/// Compares `actual` with `__Snapshots__/<test file>/<name>` beside this file.
/// `MOCKGEN_RECORD=1 swift test --filter MockgenRenderTests` rewrites the golden and fails, so a
/// recording run never passes by accident: look at the new file, then run again without it.
func expectGolden(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let testFile = URL(fileURLWithPath: filePath)
    let url = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        .appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["MOCKGEN_RECORD"] == "1" {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(actual.utf8).write(to: url)
        Issue.record(
            "Recorded \(url.path). Look at it, then run again without MOCKGEN_RECORD.",
            sourceLocation: sourceLocation)
        return
    }
    guard let data = try? Data(contentsOf: url) else {
        Issue.record(
            "No golden at \(url.path). Run with MOCKGEN_RECORD=1 to record it, then look at it.",
            sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != actual {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
        Issue.record(
            """
            \(name) differs from its golden at line \(line + 1):
              golden: \(line < e.count ? String(e[line]) : "<end>")
              actual: \(line < a.count ? String(a[line]) : "<end>")
            If the change is intended, re-record with MOCKGEN_RECORD=1 and look at the result.
            """, sourceLocation: sourceLocation)
    }
}
