import MockgenTemplates
import MockgenTestSupport

extension XMLLint {
    /// The RELAX NG schema every SVG frame is checked against (`Templates/schemas/svg-frame.rng`).
    static var frameSchema: String { Templates.text("schemas/svg-frame.rng") }
}
