import Foundation
import PackagePlugin

/// Compiles every file under the package's `Templates/` folder into the target as Swift string
/// constants, so the built `mockgen` binary needs no resource bundle and works after being copied.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let files = try Self.files(under: templates)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        let tool = try context.tool(named: "EmbedTemplatesTool").url
        // The commit `--version` names (Docs/portability.md, "Versions"): read from the files git
        // keeps it in, which are this command's inputs, so a new commit rebuilds it.
        let git = Self.gitFiles(context.package.directoryURL)
        let commit = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) template files",
                executable: tool,
                arguments: [templates.path(), output.path()] + files.map { $0.path() },
                inputFiles: files,
                outputFiles: [output]
            ),
            .buildCommand(
                displayName: "Embedding the commit",
                executable: tool,
                arguments: ["--commit", commit.path(), git.dir?.path() ?? "", git.common?.path() ?? ""],
                inputFiles: git.watched,
                outputFiles: [commit]
            ),
        ]
    }

    /// The repository's git folder, the folder its refs live in (a worktree's common folder), and
    /// the files that change when HEAD moves: HEAD, the branch's ref, packed-refs.
    private static func gitFiles(_ package: URL) -> (dir: URL?, common: URL?, watched: [URL]) {
        let dotGit = package.appending(path: ".git")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path(), isDirectory: &isDirectory) else { return (nil, nil, []) }
        var dir = dotGit
        if !isDirectory.boolValue {
            guard let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir: ") else {
                return (nil, nil, [])
            }
            let path = text.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
            dir = path.hasPrefix("/") ? URL(fileURLWithPath: path) : package.appending(path: path)
        }
        var common = dir
        if let text = try? String(contentsOf: dir.appending(path: "commondir"), encoding: .utf8) {
            let path = text.trimmingCharacters(in: .whitespacesAndNewlines)
            common = path.hasPrefix("/") ? URL(fileURLWithPath: path) : dir.appending(path: path)
        }
        var watched = [dir.appending(path: "HEAD")]
        if let head = try? String(contentsOf: watched[0], encoding: .utf8), head.hasPrefix("ref: ") {
            let ref = head.dropFirst("ref: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
            for folder in [dir, common] where FileManager.default.fileExists(atPath: folder.appending(path: ref).path()) {
                watched.append(folder.appending(path: ref))
            }
        }
        let packed = common.appending(path: "packed-refs")
        if FileManager.default.fileExists(atPath: packed.path()) { watched.append(packed) }
        return (dir, common, watched.filter { FileManager.default.fileExists(atPath: $0.path()) })
    }

    private static func files(under root: URL) throws -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey]
            )
        else { return [] }
        var found: [URL] = []
        for case let url as URL in walker {
            let values = try url.resourceValues(forKeys: [.isRegularFileKey])
            if values.isRegularFile == true, !url.lastPathComponent.hasPrefix(".") { found.append(url) }
        }
        return found.sorted { $0.path() < $1.path() }
    }
}
