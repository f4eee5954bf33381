import Foundation
import MockgenDecoding

/// Docs/performance.md#big-flipbooks: memory bounded by one frame plus what frames share. Peak RSS (GNU time's
/// `%M`) of the release binary at 30 and at 2,000 frames, for the jobs the streaming work was
/// measured on, and the ratio: 1x would be memory flat in the frames.
@MainActor func memoryFigures(mockgen: String, scratch: URL) {
    print("\n## Memory as frames grow: peak RSS, 30 vs 2,000 frames\n")
    let chat = chatScenario()
    let chatPath = scratch.appendingPathComponent("\(chat.name)-memory.json").path
    try? chat.json.write(toFile: chatPath, atomically: true, encoding: .utf8)
    let variantsPath = scratch.appendingPathComponent("ably-10-variants-memory.json").path
    var ably = ScenarioLibrary.builtin(named: "ably")!.text
    // ably.json ends with its closing brace: the variants go in before it.
    ably =
        String(ably[..<ably.lastIndex(of: "}")!])
        + #", "variants": [ \#((0..<10).map { #"{ "name": "v\#($0)" }"# }.joined(separator: ", ")) ] }"#
    try? ably.write(toFile: variantsPath, atomically: true, encoding: .utf8)
    let svgOut = scratch.appendingPathComponent("memory-svg").path
    let jobs: [(label: String, arguments: [String])] = [
        ("weather (html)", ["weather"]),
        ("ably, 10 variants (html)", [variantsPath]),
        ("chat of 5,000 messages (html)", [chatPath]),
        ("chat of 5,000 messages (svg files)", [chatPath, "--format", "svg", "--out", svgOut]),
    ]
    print("| job | 30 frames | 2,000 frames | ratio |")
    print("|---|---|---|---|")
    for job in jobs {
        let out = scratch.appendingPathComponent("memory.out").path
        let small = peakRSS(mockgen, job.arguments + ["--frames", "30"], stdout: out)
        let large = peakRSS(mockgen, job.arguments + ["--frames", "2000"], stdout: out)
        guard let small, let large, small > 0 else {
            print("| \(job.label) | - | - | - |")
            continue
        }
        print(
            "| \(job.label) | \(bytes(Double(small))) | \(bytes(Double(large))) | "
                + "\(String(format: "%.2f", Double(large) / Double(small)))x |")
    }
    print("\n- target: about flat (1x). Frames are laid out, drawn and written one at a time; what still")
    print("  grows is what the page holds of every frame: a summary of a few numbers (captions, legend,")
    print("  curves), a few bytes a part to place the shared shapes, the shapes themselves, and the curves.")
}
