import Foundation
import PackagePlugin

/// Writes `BuildInfo.commit`, the commit `--version` names (Docs/portability.md, "Versions"), into
/// the small MockgenBuildInfo target: read from the files git keeps HEAD in, which are this
/// command's inputs, so a new commit rebuilds only that target and the command line.
@main
struct EmbedCommit: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let git = Self.gitFiles(context.package.directoryURL)
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildCommit.swift")
        return [
            .buildCommand(
                displayName: "Embedding the commit",
                executable: try context.tool(named: "EmbedTemplatesTool").url,
                arguments: ["--commit", output.path(), git.dir?.path() ?? "", git.common?.path() ?? ""],
                inputFiles: git.watched,
                outputFiles: [output]
            )
        ]
    }

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
}
