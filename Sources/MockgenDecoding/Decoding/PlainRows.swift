import MockgenJSON
import MockgenLayout

extension ScenarioDecoder {
    /// A row or item written as `{"height": <number>, "title": <string>}`, either key absent or
    /// both, read straight off the tape: the shape of a long list written row by row, which the
    /// general path costs several readers and key checks a row to decode (Docs/performance.md#a-big-file). Anything
    /// else, a value out of range included, is nil and goes to the general path, which decodes
    /// the same shape to the same run and says what is wrong with any other.
    static func plainRun(_ node: JSONNode) -> ViewRun? {
        guard let (tape, index) = node.parsed else { return nil }
        let object = tape.entries[index]
        guard object.kind == .object, object.count <= 2 else { return nil }
        var view = ViewSpec()
        var key = index + 1
        for _ in 0..<object.count {
            let value = tape.entries[key + 1]
            if tape.string(at: key, equals: "height") {
                // decodeDimension's number case: finite, >= 0 and at most Reader.maxLength.
                guard value.kind == .number else { return nil }
                let x = Double(bitPattern: value.payload)
                guard x.isFinite, x >= 0, x <= Reader.maxLength else { return nil }
                view.height = .points(x)
            } else if tape.string(at: key, equals: "title") {
                guard value.kind == .string else { return nil }
                view.title = tape.string(at: key + 1)
            } else {
                return nil
            }
            key += 2  // a number or a string: one entry
        }
        return ViewRun(count: 1, view: view)
    }
}
