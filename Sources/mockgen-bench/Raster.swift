import Foundation
import MockgenDecoding

// MARK: - A GIF in process vs the Chromium screenshot peer (Docs/performance.md, "Fast and small")

/// `mockgen --format gif --frames 30` (the whole run: layout, validation, librsvg on every core,
/// changed regions, palettes, giflib, read-back check) against the peer a team would script with
/// Playwright: one warm Chromium over the DevTools pipe taking 30 `Page.captureScreenshot`s of a
/// plain list page (`screenshot_baseline.py` with `bench30.json`, in the shared bench folder,
/// `--peer DIR`). Wall clock, best of `runs` on both sides, measured in turns in one run, so a
/// busy machine slows both. Then each built-in's default GIF, whose size must stay under 2 MB.
func rasterFigures(runs: Int, peer: String) {
    print("\n## A 30-frame GIF vs the Chromium screenshot peer\n")
    let gifPath = scratch.appendingPathComponent("ably.gif").path
    let gifRun = { Spawn.run(mockgen, ["--format", "gif", "--frames", "30"], stdout: gifPath) }
    guard gifRun().status == 0 else {
        print("(mockgen --format gif failed: not measured; is librsvg2-2 installed?)")
        return
    }
    let script = URL(fileURLWithPath: peer).appendingPathComponent("screenshot_baseline.py").path
    let input = URL(fileURLWithPath: peer).appendingPathComponent("bench30.json").path
    let python = Spawn.which("python3")
    let havePeer =
        python != nil && FileManager.default.fileExists(atPath: script) && FileManager.default.fileExists(atPath: input)
        && (Spawn.which("chromium") ?? Spawn.which("chromium-browser")) != nil
    let shots = scratch.appendingPathComponent("peer-shots").path
    let peerRun = { Spawn.run(python!, [script, input, "--frames", "30", "--out", shots]) }
    var gif: [ProcessRun] = []
    var screenshots: [ProcessRun] = []
    if havePeer { _ = peerRun() }  // warm-up (disk caches), discarded
    for _ in 0..<runs {
        settleAfterChromium()
        gif.append(gifRun())
        if havePeer { screenshots.append(peerRun()) }
    }
    let g = Sample(values: gif.map(\.wall))
    let size = (try? FileManager.default.attributesOfItem(atPath: gifPath)[.size] as? Int) ?? 0
    print("| job | best wall | median wall | CPU (median) |")
    print("|---|---|---|---|")
    print(
        "| mockgen --format gif --frames 30 (one process, \(bytes(Double(size)))) | \(duration(g.min)) | \(duration(g.median)) "
            + "| \(duration(Sample(values: gif.map(\.cpu)).median)) |")
    if havePeer, screenshots.allSatisfy({ $0.status == 0 }) {
        let c = Sample(values: screenshots.map(\.wall))
        print(
            "| screenshot_baseline.py bench30.json --frames 30 (one Chromium, DevTools pipe) | \(duration(c.min)) "
                + "| \(duration(c.median)) | \(duration(Sample(values: screenshots.map(\.cpu)).median)) |")
        print(
            "\n- GIF ratio: \(String(format: "%.1f", c.min / g.min))x faster, best of \(runs) wall clock on both sides "
                + "(median \(String(format: "%.1f", c.median / g.median))x; target: at least 20x)")
    } else {
        print("\n(no peer: python3, chromium or \(script) missing, or it failed; --peer DIR names its folder)")
    }

    print("\n| built-in | default GIF |\n|---|---|")
    var largest = 0
    for name in ScenarioLibrary.builtins.map(\.name) {
        let path = scratch.appendingPathComponent("\(name).gif").path
        guard Spawn.run(mockgen, [name, "--format", "gif"], stdout: path).status == 0 else {
            print("| \(name) | failed |")
            continue
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        largest = max(largest, size)
        print("| \(name) | \(bytes(Double(size))) |")
    }
    print("\n- largest default GIF: \(bytes(Double(largest))) (limit: 2 MB, what Slack previews on mobile)")
}

/// Waits (at most 10 s) until no Chromium process is left: the peer's browser goes on exiting for
/// a second or more after its script returns, on the same two cores, and a run timed then would
/// count the peer's teardown as mockgen's time (Docs/performance.md, "GIF: changed regions on
/// every core, against the screenshot peer").
func settleAfterChromium() {
    guard let pgrep = Spawn.which("pgrep") else { return }
    for _ in 0..<100 {
        guard Spawn.run(pgrep, ["-x", "chromium"]).status == 0 else { return }
        usleep(100_000)
    }
}
