import MockgenDecoding

/// The most drawings (variants × frames) one run makes (Docs/command-line.md#drawing-limit). A browser has to open
/// the page, and we measured how long that takes in headless Chromium on the 2-core machine
/// (Docs/uikit-rules.md, Assumptions). `ably` with 10 variants × 2,000 frames is 20,000 drawings and a
/// 33 MB page. It took 18 to 24 s to show its first frame before frames were kept inert, and 6 s
/// after (under other builds' load). The heaviest run measured was 5x that, 50 × 2,000, at a 151 MB page
/// that took 1.5 GB to make. At the limit mockgen peaks at 203 MiB (release). The check runs once
/// the scenario is decoded, before any layout.
enum DrawingLimit {
    static let maxDrawings = 20_000

    /// Exit 64 when the command line's `--frames` or `--offsets` asked for more frames than the
    /// scenario's variants allow (fewer frames would do); exit 65 when the scenario alone is over:
    /// its variants at the default frame count, or so many variants that even one frame each is.
    static func check(_ document: ScenarioDocument, _ options: Options, source: String) throws(CLIError) {
        let variants = max(document.variants?.count ?? 1, 1)
        let frames = options.offsets?.count ?? options.frames
        guard variants * frames > maxDrawings else { return }
        let drawings =
            "\(variants) variant\(variants == 1 ? "" : "s") × \(frames) frames is \(variants * frames) drawings,"
            + " more than the limit of \(maxDrawings)"
        let fewest = maxDrawings / variants
        let commandLine = options.framesGiven || options.offsets != nil
        if commandLine && fewest >= 1 {
            let flag = options.offsets != nil ? "--offsets" : "--frames"
            throw .usage("\(flag): \(drawings); at most \(fewest) frames for this scenario")
        }
        let advice =
            fewest >= 1
            ? "give --frames \(fewest) or fewer, or split the variants into several files"
            : "split the variants into several files"
        throw CLIError(exitCode: ExitCode.dataError, source: source, keyPath: "variants", message: "\(drawings); \(advice)")
    }
}
