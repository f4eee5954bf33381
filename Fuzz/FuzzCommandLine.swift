import MockgenDecoding
import MockgenLayout
import MockgenText

/// libFuzzer entry for the command line (Docs/testing.md, "Fuzzing"): the input is argv, its
/// arguments split at NUL bytes and kept as bytes (`CommandLineText`, so a name that is not UTF-8
/// is fuzzed too). Whatever parses is applied as `mockgen` applies it: the overrides on a small
/// built-in, the drawing and work limits, then the layout of the frames asked for. A crash, a
/// trap, or a layout over the work limit's bound is a finding; a thrown `CLIError` is the
/// expected answer to bad input.
private let fonts = try! FontSet.load()
private let builtin = Array(ScenarioLibrary.builtin(named: "alarm")!.text.utf8)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map { piece in
        piece.withUnsafeBufferPointer { CommandLineText.decode($0) }
    }
    guard let options = try? Options(parsing: arguments) else { return 0 }
    // Every message is one line.
    for argument in arguments {
        precondition(!CommandLineText.escaped(argument).contains { $0.isNewline }, "an escaped argument has a line break")
    }
    var document = try! ScenarioDecoder.decode(builtin, source: "alarm.json")
    if let device = options.device {
        guard let preset = Device.preset(named: device) ?? Device.custom(device) else { return 0 }
        document.mapScenarios { $0.device = preset }
    }
    if let appearance = options.appearance { document.mapScenarios { $0.appearance = appearance } }
    if let size = options.contentSize { document.mapScenarios { $0.contentSize = size } }
    if !options.chrome { document.mapScenarios { $0.showsDeviceChrome = false } }
    do {
        try DrawingLimit.check(document, options, source: "alarm.json")
        try WorkLimit.check(document, options, source: "alarm.json")
    } catch { return 0 }
    // Few frames a run: the fuzzer looks for inputs that break, not for slow ones the limits allow.
    var selection = options.selection
    if case .spread(let count, let snap) = selection { selection = .spread(count: min(count, 8), snapToEvents: snap) }
    if case .offsets(let values) = selection { selection = .offsets(Array(values.prefix(8))) }
    let layoutRun = try! LayoutRun.layOut(
        base: document.base, variants: document.variants, selection: selection, fonts: fonts)
    for variant in layoutRun.variants {
        for frame in variant.frames {
            precondition(frame.contentOffset.isFinite, "a frame's offset is not finite")
            precondition(frame.elements.count <= WorkLimit.maxElementsPerFrame, "a frame shows more views than the limit")
        }
    }
    return 0
}
