import Foundation

// MARK: - A GIF in process vs screenshots in Chromium (issue 19, item 8)

/// The default screen's 30 frames as one GIF (`mockgen --format gif --motion steady`, the whole run: layout,
/// validation, librsvg, palette, giflib, read-back check) against 30 headless-Chromium
/// screenshots of the same frames' SVG files, one `chromium --headless --screenshot` process a
/// frame as a script would take them. Measured in turns in one run, so a busy machine slows both.
func rasterFigures(runs: Int) {
    print("\n## A 30-frame GIF vs 30 Chromium screenshots (issue 19)\n")
    guard let chromium = Spawn.which("chromium") ?? Spawn.which("chromium-browser") else {
        print("(no chromium on PATH: not measured)")
        return
    }
    let frames = scratch.appendingPathComponent("svg-frames").path
    guard Spawn.run(mockgen, ["--format", "svg", "--frames", "30", "--out", frames]).status == 0 else {
        print("(mockgen --format svg failed: not measured)")
        return
    }
    let svgs = ((try? FileManager.default.contentsOfDirectory(atPath: frames)) ?? [])
        .filter { $0.hasSuffix(".svg") && !$0.contains("-contact") }.sorted()
    let gifPath = scratch.appendingPathComponent("ably.gif").path
    // The 30 frames of --motion steady: the default fling draws another number of frames.
    let gifRun = { Spawn.run(mockgen, ["--format", "gif", "--motion", "steady"], stdout: gifPath) }
    guard gifRun().status == 0 else {
        print("(mockgen --format gif failed: not measured; is librsvg2-2 installed?)")
        return
    }
    let profile = scratch.appendingPathComponent("chromium-profile").path
    /// Wall and CPU (user + system, the processes and the children they waited for) seconds.
    func screenshots() -> (wall: Double, cpu: Double) {
        let start = now()
        var cpu = 0.0
        for (k, svg) in svgs.enumerated() {
            // 393 x 852: the iphone-15-pro preset ably uses (Device.swift).
            cpu +=
                Spawn.run(
                    chromium,
                    [
                        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--user-data-dir=\(profile)", "--window-size=393,852",
                        "--screenshot=\(scratch.appendingPathComponent("shot-\(k).png").path)",
                        URL(fileURLWithPath: frames).appendingPathComponent(svg).absoluteString,
                    ]
                ).cpu
        }
        return (now() - start, cpu)
    }
    _ = screenshots()  // warm-up, discarded
    var gif: [ProcessRun] = []
    var shots: [(wall: Double, cpu: Double)] = []
    for _ in 0..<runs {
        gif.append(gifRun())
        shots.append(screenshots())
    }
    let g = Sample(values: gif.map(\.wall))
    let gc = Sample(values: gif.map(\.cpu))
    let c = Sample(values: shots.map(\.wall))
    let cc = Sample(values: shots.map(\.cpu))
    let size = (try? FileManager.default.attributesOfItem(atPath: gifPath)[.size] as? Int) ?? 0
    let count = Double(max(svgs.count, 1))
    print("| job | wall | wall a frame | CPU | CPU a frame |")
    print("|---|---|---|---|---|")
    print(
        "| mockgen --format gif (30 frames, one process, \(bytes(Double(size)))) | \(g.text) | \(duration(g.median / 30)) "
            + "| \(gc.text) | \(duration(gc.median / 30)) |")
    print(
        "| chromium --headless --screenshot, \(svgs.count) processes, one SVG frame each | \(c.text) | \(duration(c.median / count)) "
            + "| \(cc.text) | \(duration(cc.median / count)) |")
    // On a loaded machine wall time favours Chromium, whose several processes get more of the
    // cores than one; CPU time is the steadier figure there.
    print(
        "\n- GIF vs screenshots: \(String(format: "%.1f", c.median / g.median))x faster in wall time, "
            + "\(String(format: "%.1f", cc.median / gc.median))x in CPU time (target: at least 20x)")
}
