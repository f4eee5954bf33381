/// libFuzzer entry: scenario bytes through the decoder and, when they decode, the layout of a few
/// frames, so a value the decoder lets through that the engine cannot take is found too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? ScenarioDecoder.decode(bytes, source: "fuzz.json") else { return 0 }
    _ = Storyboard.layOut(base: document.base, variants: document.variants, selection: .spread(count: 4, snapToEvents: true))
    return 0
}
