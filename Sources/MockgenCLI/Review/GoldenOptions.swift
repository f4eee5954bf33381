import MockgenFormat
import MockgenJSON
import MockgenLayout

/// The options that shape a golden's layout (Docs/layout-json.md, "Goldens"): the frames or
/// offsets, `--even`, and the overrides of the device, iOS release, appearance and content size. A golden
/// records them beside `rulesVersion`, so that a check without them lays out what was recorded;
/// an option given on the command line wins over the recorded one.
struct GoldenOptions: Equatable {
    var frames: Int?
    var offsets: [Double]?
    var even = false
    var device: String?
    var ios: Int?
    var appearance: String?
    var contentSize: String?

    /// What a run lays out by: its frames (the default included) or offsets, and its overrides.
    init(of options: Options) {
        if let offsets = options.offsets { self.offsets = offsets } else { frames = options.frames }
        even = options.even
        device = options.device
        ios = options.iosVersion?.rawValue
        appearance = options.appearance?.rawValue
        contentSize = options.contentSize
    }

    /// The golden's `options` object, read back by the same parser as the command line, so a
    /// value the command line refuses is refused here too.
    init(golden object: JSONObject) throws(GoldenOptionsError) {
        var arguments: [String] = []
        for member in object.members {
            let value = member.node.value
            func text() throws(GoldenOptionsError) -> String {
                switch value {
                case .string(let s): return s
                case .number(let n): return formatNumber(n)
                default:
                    throw GoldenOptionsError(key: member.key, message: "expected a string or a number, got \(value.typeName)")
                }
            }
            switch member.key {
            case "frames": arguments += ["--frames", try text()]
            case "device": arguments += ["--device", try text()]
            case "ios": arguments += ["--ios", try text()]
            case "appearance": arguments += ["--appearance", try text()]
            case "contentSize": arguments += ["--content-size", try text()]
            case "even":
                guard let flag = value.bool else { throw GoldenOptionsError(key: "even", message: "expected true or false") }
                if flag { arguments.append("--even") }
            case "offsets":
                guard let items = value.array, !items.isEmpty else {
                    throw GoldenOptionsError(key: "offsets", message: "expected a non-empty array of numbers")
                }
                var parts: [String] = []
                for item in items {
                    guard let y = item.value.number else {
                        throw GoldenOptionsError(key: "offsets", message: "expected numbers, got \(item.value.typeName)")
                    }
                    parts.append(formatNumber(y))
                }
                arguments += ["--offsets", parts.joined(separator: ",")]
            default:
                throw GoldenOptionsError(key: member.key, message: "not an option a golden keeps")
            }
        }
        let parsed: Options
        do { parsed = try Options(parsing: arguments) } catch {
            throw GoldenOptionsError(key: nil, message: error.message)
        }
        self.init(of: parsed)
        if parsed.offsets == nil && !parsed.framesGiven { frames = nil }
    }

    /// The options a check lays out by: each one the command line gave, else the golden's.
    static func merged(commandLine: Options, golden: GoldenOptions?) -> Options {
        guard let golden else { return commandLine }
        var out = commandLine
        if !commandLine.framesGiven && commandLine.offsets == nil {
            if let offsets = golden.offsets {
                out.offsets = offsets
            } else if let frames = golden.frames {
                out.frames = frames
                out.framesGiven = true
            }
            if !commandLine.even { out.even = golden.even }
        }
        if commandLine.device == nil { out.device = golden.device }
        if commandLine.iosVersion == nil, let n = golden.ios { out.iosVersion = IOSVersion(rawValue: n) }
        if commandLine.appearance == nil, let a = golden.appearance { out.appearance = Appearance(rawValue: a) }
        if commandLine.contentSize == nil { out.contentSize = golden.contentSize }
        return out
    }

    /// `"options": { "frames": 30 }`: one line, keys in a fixed order, so goldens diff cleanly.
    var json: String {
        var fields: [String] = []
        if let frames { fields.append("\"frames\": \(frames)") }
        if let offsets { fields.append("\"offsets\": [" + offsets.map(formatNumber).joined(separator: ", ") + "]") }
        if even { fields.append("\"even\": true") }
        if let device { fields.append("\"device\": \(jsonString(device))") }
        if let ios { fields.append("\"ios\": \(ios)") }
        if let appearance { fields.append("\"appearance\": \(jsonString(appearance))") }
        if let contentSize { fields.append("\"contentSize\": \(jsonString(contentSize))") }
        return "\"options\": { " + fields.joined(separator: ", ") + " }"
    }

    /// The same options as command-line words, for messages: `--frames 10 --device iphone-se`.
    var arguments: String {
        var words: [String] = []
        if let frames { words += ["--frames", "\(frames)"] }
        if let offsets { words += ["--offsets", offsets.map(formatNumber).joined(separator: ",")] }
        if even { words.append("--even") }
        if let device { words += ["--device", CheckCommand.shellQuoted(device)] }
        if let ios { words += ["--ios", "\(ios)"] }
        if let appearance { words += ["--appearance", appearance] }
        if let contentSize { words += ["--content-size", contentSize] }
        return words.joined(separator: " ")
    }
}

struct GoldenOptionsError: Error {
    var key: String?
    var message: String
}
