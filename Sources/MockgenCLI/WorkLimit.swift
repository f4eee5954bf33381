import MockgenDecoding
import MockgenFormat
import MockgenLayout

#if canImport(Glibc)
    import Glibc
#endif

/// Work bounded before it starts (Docs/errors.md, "Limits"), as `DrawingLimit` bounds the number
/// of drawings: checked from the scenario once it is decoded, before any layout, so that a
/// 221-byte scenario of a billion 0.001 pt items is one line, not 34 GB asked of the allocator.
///
/// The bound is on what a frame can show at once: the screen's height over the smallest pitch
/// (a row's or item line's height plus the spacing after it) gives the lines a frame can hold,
/// times the items of a line; no frame can show more views than its list has. It is an upper
/// bound, summed over the runs of rows and items but never more than the densest run could fill
/// the screen with, so a list that fits is never refused.
enum WorkLimit {
    /// Views one frame may show. The densest built-in shows fewer than 100; a phone screen of
    /// 44 pt rows holds 20, a grid of 8 pt squares 2,000 (`profile` has 3 a line).
    static let maxElementsPerFrame = 10_000
    /// Items one line of a flow layout may hold: more than a phone's width in points, so any item
    /// of a point or more fits.
    static let maxItemsPerLine = 1_000
    /// Views all the frames of a run may show together (frames × variants × views a frame): the
    /// layout JSON and the raster formats hold a run's frames whole, about 1.5 KB a view in
    /// memory, so 500,000 keep a run under 1 GB.
    static let maxElementsPerRun = 500_000

    /// The address space (`ulimit -v`, KiB) the raster formats need: within the limits a run fits
    /// in 1 GB, and below it GLib cannot make Pango's threads (SIGTRAP under 200 MB) or malloc
    /// fails inside the libraries, which no check after the fact can turn into a message.
    static let rasterAddressSpace = 1_000_000

    static func check(_ document: ScenarioDocument, _ options: Options, source: String) throws(CLIError) {
        try checkAddressSpace(options)
        let scenarios = [(nil, document.base)] + (document.variants?.map { ($0.name, $0.scenario) } ?? [])
        var total = 0
        let frames = options.offsets?.count ?? options.frames
        for (name, scenario) in scenarios where document.variants == nil || name != nil {
            let elements = try elementsPerFrame(scenario, variant: name, source: source)
            total += elements * frames
        }
        guard total > maxElementsPerRun else { return }
        let flag = options.offsets != nil ? "--offsets" : "--frames"
        let per = max(1, total / max(frames, 1))
        let fewest = maxElementsPerRun / per
        throw .usage(
            "\(flag): \(frames) frames of up to \(per) views each is \(total) views, more than the limit of"
                + " \(maxElementsPerRun) in a run; give \(flag == "--frames" ? "--frames \(max(fewest, 1))" : "at most \(max(fewest, 1)) offsets") or fewer"
        )
    }

    /// Exit 71 before any work when `ulimit -v` leaves a raster format less than it needs.
    static func checkAddressSpace(_ options: Options) throws(CLIError) {
        guard options.format.isRaster else { return }
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,
            limit.rlim_cur / 1024 < rlim_t(rasterAddressSpace)
        else { return }
        throw CLIError(
            exitCode: ExitCode.osError, source: "arguments",
            message: "--format \(options.format.rawValue) needs an address space of \(rasterAddressSpace) KiB"
                + " (ulimit -v \(rasterAddressSpace)), and the limit is \(limit.rlim_cur / 1024) KiB;"
                + " raise it, or give --format svg")
    }

    /// An upper bound on the views one frame of `scenario` shows, from its kind's densities
    /// (`ViewDensity`): each run shows at most its count and what it could fill the screen with,
    /// and together no more than the densest could fill it with alone. Throws over the limits.
    static func elementsPerFrame(_ scenario: Scenario, variant: String?, source: String) throws(CLIError) -> Int {
        let screen = scenario.device.height
        var sum = 0
        var densest = 0
        var densestPath = "list"
        for density in scenario.viewDensities {
            let perLine = min(density.perLine, max(density.count, 1))
            guard perLine <= maxItemsPerLine else {
                throw fail(
                    "\(perLine) items a line, more than the limit of \(maxItemsPerLine); give the items a larger width",
                    at: density.keyPath, variant: variant, source: source)
            }
            let fill = density.fill(screen: screen)
            if fill > densest, density.count > 0 {
                densest = fill
                densestPath = density.keyPath
            }
            sum = sum.addingClamped(min(density.count, fill))
        }
        let elements = min(sum, densest)
        guard elements <= maxElementsPerFrame else {
            throw fail(
                "a frame would show up to \(elements) views, more than the limit of \(maxElementsPerFrame);"
                    + " give the rows or items a larger height",
                at: densestPath, variant: variant, source: source)
        }
        return max(elements, 1)
    }

    static func fail(_ message: String, at keyPath: String, variant: String?, source: String) -> CLIError {
        CLIError(
            exitCode: ExitCode.dataError, source: source, keyPath: keyPath,
            message: (variant.map { "in variant \"\($0)\": " } ?? "") + message)
    }
}
