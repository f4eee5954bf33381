import Foundation

/// The checkout's files, for the tests that read them: found from this file's own path
/// (`Tests/MockgenTestSupport/` is two folders under the root).
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `path` under the root, e.g. `Templates/schemas/scenario.schema.json`.
    public static func file(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// A scenario of `Tests/Fixtures/`, e.g. `ably-compose-variant.json`.
    public static func fixture(_ name: String) -> URL { file("Tests/Fixtures/" + name) }
}
