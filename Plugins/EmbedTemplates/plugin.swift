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
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) template files",
                executable: try context.tool(named: "EmbedTemplatesTool").url,
                arguments: [templates.path(), output.path()] + files.map { $0.path() },
                inputFiles: files,
                outputFiles: [output]
            )
        ]
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
