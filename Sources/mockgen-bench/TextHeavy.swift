import Foundation
import MockgenDecoding
import MockgenLayout
import MockgenRender
import MockgenText
import MockgenValidation

/// Docs/performance.md#text-heavy-frames: text-heavy frames cost about what plain frames cost. The chat of
/// `chatScenario()` and `ably` at 2,000 frames as SVG files, through the real binary (in turns,
/// like the end-to-end table), then the chat's run in process stage by stage, so the table says
/// where its time goes.
@MainActor func textHeavyFigures(mockgen: String, scratch: URL, runs: Int, frames: Int = 2_000) {
    print("\n## Text-heavy frames: SVG files, \(frames.formatted()) frames\n")
    let chat = chatScenario()
    let chatPath = scratch.appendingPathComponent("\(chat.name).json").path
    try? chat.json.write(toFile: chatPath, atomically: true, encoding: .utf8)
    let jobs: [(label: String, scenario: String)] = [
        ("ably", "ably"),
        ("\(chat.name): a chat of 5,000 messages (`mockgen-bench --write-chat FILE`)", chatPath),
    ]
    func arguments(_ k: Int) -> [String] {
        [jobs[k].scenario, "--frames", "\(frames)", "--format", "svg", "--out", scratch.appendingPathComponent("svg-\(k)").path]
    }
    for k in jobs.indices { _ = Spawn.run(mockgen, arguments(k)) }
    var measured = Array(repeating: [ProcessRun](), count: jobs.count)
    for _ in 0..<runs {
        for k in jobs.indices { measured[k].append(Spawn.run(mockgen, arguments(k))) }
    }
    print("\(runs) runs each, in turns, after a discarded warm-up\n")
    print("| job | wall | CPU (user+sys) | CPU a frame | peak RSS | files | output |")
    print("|---|---|---|---|---|---|---|")
    var cpu: [Double] = []
    var wall: [Double] = []
    for k in jobs.indices {
        let w = Sample(values: measured[k].map(\.wall))
        let c = Sample(values: measured[k].map(\.cpu))
        wall.append(w.median)
        cpu.append(c.median)
        let rss = peakRSS(mockgen, arguments(k), stdout: "/dev/null").map { bytes(Double($0)) } ?? "-"
        let (files, size) = folderSize(scratch.appendingPathComponent("svg-\(k)"))
        let failed = measured[k].first { $0.status != 0 }.map { " (exit \($0.status))" } ?? ""
        print(
            "| \(jobs[k].label)\(failed) | \(w.text) | \(c.text) | \(duration(c.median / Double(frames))) | \(rss) "
                + "| \(files) | \(bytes(Double(size))) |")
    }
    print(
        "\n- chat vs ably, SVG at \(frames.formatted()) frames: \(String(format: "%.2f", cpu[1] / cpu[0]))x CPU, "
            + "\(String(format: "%.2f", wall[1] / wall[0]))x wall (target: within 3x)")

    // Where the chat's time goes, in process, stage by stage (one pass; the binary's figures
    // above are the ones to compare).
    guard let document = try? ScenarioDecoder.decode(Array(chat.json.utf8), source: "\(chat.name).json"),
        let schema = try? RelaxNGSchema.embedded("schemas/svg-frame.rng")
    else {
        print("- (the chat did not decode in process)")
        return
    }
    var stages: [(String, Double)] = []
    var start = now()
    func lap(_ name: String) {
        let t = now()
        stages.append((name, t - start))
        start = t
    }
    guard let fonts = try? FontSet.load(),
        let board = try? LayoutRun.layOut(
            base: document.base, variants: document.variants,
            selection: FrameSelection.spread(count: frames, snapToEvents: true), fonts: fonts)
    else {
        print("- (the chat could not be laid out in process: fonts missing)")
        return
    }
    lap("layout (LayoutRun.layOut: measuring 5,000 messages and laying out every frame)")
    let files = renderSVGFiles(board)
    lap("drawing (renderSVGFiles)")
    for file in files { try? schema.validate(file.contents, document: file.name) }
    lap("validation (libxml2, every file)")
    let total = stages.reduce(0) { $0 + $1.1 }
    print(
        "- the chat in process, one pass: "
            + stages.map { "\($0.0) \(duration($0.1)) (\(Int(($0.1 / total * 100).rounded()))%)" }
            .joined(separator: "; "))
}

/// Files in `folder` and their total size.
private func folderSize(_ folder: URL) -> (files: Int, bytes: Int) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let sizes = names.map {
        (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent($0).path)[.size] as? Int) ?? 0
    }
    return (names.count, sizes.reduce(0, +))
}
