import MockgenDecoding
import MockgenLayout
import MockgenText

/// libFuzzer entry: scenario bytes through the decoder and, when they decode, the layout of a few
/// frames, so a value the decoder lets through that the engine cannot take is found too. Besides
/// crashes, a non-finite number in a frame is a finding: it would reach the JSON as `Infinity`.
/// Loaded once for every input, as the command line loads them once per run; the fuzzer needs the
/// pinned fonts installed, as the tests do.
private let fonts = try! FontSet.load()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? ScenarioDecoder.decode(bytes, source: "fuzz.json") else { return 0 }
    let layoutRun = try! LayoutRun.layOut(
        base: document.base, variants: document.variants,
        selection: .spread(count: 4, snapToEvents: true), fonts: fonts)
    for variant in layoutRun.variants {
        for frame in variant.frames {
            var numbers = [frame.contentOffset, frame.contentSize.width, frame.contentSize.height]
            numbers += [frame.adjustedContentInset.top, frame.adjustedContentInset.bottom]
            if let bar = frame.navigationBar { numbers += [bar.frame.y, bar.frame.height, bar.alpha] }
            for element in frame.elements {
                numbers += [element.frame.x, element.frame.y, element.frame.width, element.frame.height]
            }
            precondition(numbers.allSatisfy(\.isFinite), "a frame holds a non-finite number")
        }
    }
    return 0
}
