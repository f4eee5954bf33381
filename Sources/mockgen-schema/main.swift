import Foundation
import MockgenSchema

// `swift run mockgen-schema`: writes Templates/schemas/scenario.schema.json and the key tables of
// Docs/scenario-format.md from the decoder's key tables (ScenarioSchema says how). Run from the
// package root, or give it as the one argument.
let root = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : FileManager.default.currentDirectoryPath

func path(_ relative: String) -> String { root + "/" + relative }

do {
    let skeleton = try String(contentsOfFile: path(ScenarioSchema.skeletonPath), encoding: .utf8)
    try ScenarioSchema.schema(skeleton: skeleton).write(
        toFile: path(ScenarioSchema.schemaPath), atomically: true, encoding: .utf8)
    let page = try String(contentsOfFile: path(ScenarioSchema.formatPagePath), encoding: .utf8)
    try ScenarioSchema.formatPage(page).write(toFile: path(ScenarioSchema.formatPagePath), atomically: true, encoding: .utf8)
    print("wrote \(ScenarioSchema.schemaPath) and the key tables of \(ScenarioSchema.formatPagePath)")
} catch {
    FileHandle.standardError.write(Data("mockgen-schema: \(error)\n".utf8))
    exit(1)
}
