import MockgenDecoding
import MockgenFormat
import MockgenLayout
import MockgenRender

/// The command line of Docs/command-line.md, parsed.
public struct Options: Equatable, Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case html, svg, json, png, gif, apng, webp, mp4

        /// Drawn to pixels (Docs/command-line.md#raster-formats): the raster stage runs.
        public var isRaster: Bool { ![.html, .svg, .json].contains(self) }
    }

    public var scenario: String?
    /// Every scenario named, in order (`mockgen check` takes several, `mockgen diff` two).
    public var scenarios: [String] = []
    public var frames: Int = 30
    public var framesGiven = false
    public var offsets: [Double]?
    public var even = false
    public var format: Format = .html
    public var outDirectory: String?
    public var device: String?
    /// `--ios N`: the iOS release of every variant (Docs/command-line.md).
    public var iosVersion: IOSVersion?
    public var appearance: Appearance?
    /// `--overlays`: nil means each format's default (flipbook: `Overlay.flipbookDefault`, svg: none).
    public var overlays: [Overlay]?
    /// UIContentSizeCategory name for every variant (Dynamic Type).
    public var contentSize: String?
    /// `--chrome none`: frames without the status bar, cutout and home indicator.
    public var chrome = true
    public var help = false
    public var version = false
    public var list = false
    /// `--print-scenario NAME`: a built-in's JSON on stdout, to start a scenario from.
    public var printScenario: String?
    /// `--print-schema`: the scenario JSON Schema on stdout.
    public var printSchema = false
    /// `--generate-completion-script SHELL`: bash, zsh or fish.
    public var completionShell: String?
    /// `--generate-manual`: the man page on stdout.
    public var manual = false

    /// `--scale`: pixels per point of the raster formats; nil means the format's default.
    public var scale: Int?
    /// `--duration`: seconds of scrolling in an animation (holds come on top).
    public var duration: Double?
    /// `--even-time`: every animation frame shows for the same time.
    public var evenTime = false
    /// `--motion`, as given: nil means each format's default (`motionInForce`).
    public var motion: Motion?
    /// `--fps`, as given: nil means the format's default (`framesPerSecond`).
    public var fps: Double?

    /// `--fps`'s default (Docs/command-line.md, Motion).
    public static let defaultFPS = 30.0
    /// A GIF's: its frame times count hundredths, so 25 a second shows every frame for exactly 4 of
    /// them (30 would alternate 30 and 40 ms), and it keeps the built-ins' GIFs under 2 MB.
    public static let gifDefaultFPS = 25.0
    /// The most a GIF can show: browsers hold a frame of 10 ms or less for 100 ms, so none is
    /// shorter than 20 ms (`FrameTiming.shortest`).
    public static let gifMaxFPS = 50.0
    public static let maxFPS = 60.0

    /// An animation that plays in time (gif, apng, webp, mp4).
    public var isAnimation: Bool { format.isRaster && format != .png }

    /// The motion the frames are placed and timed by: `--motion`, else a fling for the animation
    /// formats (steady when `--duration` or `--even-time`, which only steady reads, is given), else
    /// none: the flipbook, SVG files and layout JSON keep the frames' placement by distance.
    public var motionInForce: Motion? {
        if let motion { return motion }
        guard isAnimation else { return nil }
        return duration != nil || evenTime ? .steady : .fling
    }

    /// The frame rate in force: `--fps` or the format's default, at most a GIF's 50.
    public var framesPerSecond: Double {
        let asked = fps ?? (format == .gif ? Self.gifDefaultFPS : Self.defaultFPS)
        return format == .gif ? min(asked, Self.gifMaxFPS) : asked
    }

    /// GIF is drawn at 1x so the 30-frame default run stays under 2 MB, the size up to which Slack
    /// previews images on mobile (Docs/command-line.md, "Where each format previews"); the others keep a phone's 2x.
    public var rasterScale: Int { scale ?? (format == .gif ? 1 : 2) }

    /// More frames than this make a flipbook no browser scrubs smoothly.
    public static let maxFrames = 2_000

    public init() {}

    /// `maxScenarios`: how many scenarios the command takes (rendering: one).
    public init(parsing arguments: [String], maxScenarios: Int = 1) throws(CLIError) {
        var rest = arguments[...]
        func value(for flag: String) throws(CLIError) -> String {
            guard let v = rest.popFirst() else { throw .usage("\(flag) needs a value") }
            return v
        }
        // `--` ends the options: every word after it is a scenario, even one that starts with `-`.
        var optionsEnded = false
        var seen: Set<String> = []
        while let arg = rest.popFirst() {
            if optionsEnded || arg == "--" {
                if optionsEnded { try addScenario(arg, maxScenarios: maxScenarios) }
                optionsEnded = true
                continue
            }
            // --flag=value is the same as --flag value.
            var flag = arg
            if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
                flag = String(arg[..<eq])
                rest.insert(String(arg[arg.index(after: eq)...]), at: rest.startIndex)
            }
            // An option given twice is a mistake the command cannot settle (which one wins?).
            if flag.hasPrefix("-") && flag != "-" && !seen.insert(flag == "-h" ? "--help" : flag).inserted {
                throw .usage("\(flag) is given more than once; give each option once")
            }
            switch flag {
            case "-h", "--help": help = true
            case "--version": version = true
            case "--list": list = true
            case "--print-scenario": printScenario = try value(for: flag)
            case "--print-schema": printSchema = true
            case "--generate-manual": manual = true
            case "--generate-completion-script":
                let text = try value(for: flag)
                guard CommandLineSpec.shells.contains(text) else {
                    throw .usage("--generate-completion-script: expected bash, zsh or fish, got \"\(text)\"")
                }
                completionShell = text
            case "--even": even = true
            case "--even-time": evenTime = true
            case "--scale":
                let text = try value(for: flag)
                guard let n = Int(text), (1...3).contains(n) else { throw .usage("--scale: expected 1, 2 or 3, got \"\(text)\"") }
                scale = n
            case "--duration":
                let text = try value(for: flag)
                guard let d = Self.decimal(text), d > 0, d <= 600 else {
                    throw .usage("--duration: expected seconds above 0, at most 600, got \"\(text)\"")
                }
                duration = d
            case "--motion":
                let text = try value(for: flag)
                guard let m = Motion(rawValue: text) else { throw .usage("--motion: expected fling or steady, got \"\(text)\"") }
                motion = m
            case "--fps":
                let text = try value(for: flag)
                guard let f = Self.decimal(text), f >= 1, f <= Self.maxFPS else {
                    throw .usage("--fps: expected frames a second from 1 to \(formatNumber(Self.maxFPS)), got \"\(text)\"")
                }
                fps = f
            case "--frames":
                let text = try value(for: flag)
                guard let n = Int(text), n >= 1 else { throw .usage("--frames: expected a whole number >= 1, got \"\(text)\"") }
                guard n <= Self.maxFrames else {
                    throw .usage("--frames: \(n) is more than the limit of \(Self.maxFrames) frames")
                }
                frames = n
                framesGiven = true
            case "--offsets":
                let text = try value(for: flag)
                var values: [Double] = []
                for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                    let trimmed = part.trimmingSpaces
                    guard let y = Self.decimal(trimmed) else {
                        // `start` and `end` are a scroll path's words; here the top is a number.
                        let names =
                            trimmed == "start" || trimmed == "end"
                            ? " (\"start\" and \"end\" are for a scenario's scroll path; the layout JSON's first frame "
                                + "gives the top's contentOffset.y)" : ""
                        throw .usage("--offsets: expected comma-separated decimal numbers, got \"\(trimmed)\"" + names)
                    }
                    values.append(y)
                }
                guard values.count <= Self.maxFrames else {
                    throw .usage("--offsets: \(values.count) offsets is more than the limit of \(Self.maxFrames) frames")
                }
                offsets = values
            case "--format":
                let text = try value(for: flag)
                // Names in any case: `--format SVG` is the same request.
                guard let f = Format(rawValue: text.lowercased()) else {
                    var message = "--format: expected html, svg, json, png, gif, apng, webp or mp4, got \"\(text)\""
                    if let near = nearestKey(to: text, among: Format.allCases.map(\.rawValue)) {
                        message += "; did you mean \"\(near)\"?"
                    }
                    throw .usage(message)
                }
                format = f
            case "--out":
                outDirectory = try value(for: flag)
            case "--device":
                device = try value(for: flag)
            case "--ios":
                let text = try value(for: flag)
                guard let n = Int(text), let v = IOSVersion(rawValue: n) else {
                    throw .usage("--ios: expected \(IOSVersion.namesForMessages), got \"\(text)\"")
                }
                iosVersion = v
            case "--overlays":
                let text = try value(for: flag)
                guard let list = Overlay.parseList(text) else {
                    let names = Overlay.allCases.map(\.rawValue).joined(separator: ", ")
                    throw .usage("--overlays: expected all, none or a comma-separated list of \(names), got \"\(text)\"")
                }
                overlays = list
            case "--chrome":
                let text = try value(for: flag)
                switch text {
                case "all": chrome = true
                case "none": chrome = false
                default: throw .usage("--chrome: expected all or none, got \"\(text)\"")
                }
            case "--appearance":
                let text = try value(for: flag)
                guard let a = Appearance(rawValue: text) else {
                    throw .usage("--appearance: expected light or dark, got \"\(text)\"")
                }
                appearance = a
            case "--content-size":
                let text = try value(for: flag)
                guard ScenarioDecoder.contentSizeCategories.contains(text) else {
                    let names = ScenarioDecoder.contentSizeCategories.joined(separator: ", ")
                    throw .usage("--content-size: expected one of \(names), got \"\(text)\"")
                }
                contentSize = text
            default:
                if arg.hasPrefix("-") && arg != "-" { throw CommandLineSpec.unknownOption(arg) }
                try addScenario(arg, maxScenarios: maxScenarios)
            }
        }
        if framesGiven && offsets != nil { throw .usage("--frames and --offsets exclude each other") }
        if scale != nil && !format.isRaster { throw .usage("--scale applies to the formats png, gif, apng, webp and mp4") }
        if (duration != nil || evenTime) && (!format.isRaster || format == .png) && motion != .steady {
            throw .usage("\(duration != nil ? "--duration" : "--even-time") applies to the formats gif, apng, webp and mp4")
        }
        if motion == .fling, duration != nil || evenTime {
            throw .usage(
                "\(duration != nil ? "--duration" : "--even-time") applies to --motion steady: a fling takes the time its physics does"
            )
        }
        if fps != nil, motionInForce == nil {
            throw .usage("--fps applies to the animation formats gif, apng, webp and mp4, or with --motion")
        }
        if fps != nil, offsets != nil {
            throw .usage("--fps and --offsets exclude each other: the offsets are the frames")
        }
    }

    /// The note a GIF asked for more than 50 frames a second gets.
    public var fpsNote: String? {
        guard format == .gif, let fps, fps > Self.gifMaxFPS else { return nil }
        return "mockgen: note: a GIF shows no frame shorter than 20 ms: --fps \(formatNumber(fps)) is drawn at "
            + "\(formatNumber(Self.gifMaxFPS)) (apng, webp or mp4 play 60)"
    }

    private mutating func addScenario(_ arg: String, maxScenarios: Int) throws(CLIError) {
        guard scenarios.count < maxScenarios else {
            if maxScenarios == 1 { throw .usage("more than one scenario given: \(scenario!) and \(arg)") }
            throw .usage("more than \(maxScenarios) scenarios given: \((scenarios + [arg]).joined(separator: ", "))")
        }
        if scenario == nil { scenario = arg }
        scenarios.append(arg)
    }

    /// A decimal number as a person types it (`-12`, `0.5`, `1e3`), finite; nil for what Double's
    /// own reader also takes but no one means as an offset: hexadecimal (`0x10` read as 16),
    /// `inf`, `nan`.
    static func decimal(_ text: String) -> Double? {
        var digits = false
        var previous: UInt8?
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits = true
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): break
            // A sign only first or after the exponent's e.
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard previous == nil || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return nil }
            default: return nil
            }
            previous = byte
        }
        guard digits, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    public var selection: FrameSelection {
        switch motionInForce {
        case .fling?:
            return .fling(
                FlingFrames(
                    count: framesGiven ? frames : nil, fps: framesPerSecond, snapToEvents: !even, maxCount: Self.maxFrames,
                    offsets: offsets))
        case .steady?:
            if let offsets { return .offsets(offsets) }
            // --fps under a steady motion: a frame every 1 / fps of --duration, both ends included.
            if let fps, !framesGiven {
                let seconds = duration ?? FrameTiming.defaultDuration
                return .spread(count: min(Int((seconds * fps).rounded()) + 1, Self.maxFrames), snapToEvents: !even)
            }
            return .spread(count: frames, snapToEvents: !even)
        case nil:
            if let offsets { return .offsets(offsets) }
            return .spread(count: frames, snapToEvents: !even)
        }
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
