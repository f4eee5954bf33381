import MockgenValidation
import Testing

@Suite struct LargeDocumentTests {
    /// An SVG of `rows` rows, one element a line after the opening tag.
    static func frame(rows: Int, misspellingRow misspelt: Int? = nil) -> String {
        var xml = #"<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844">"# + "\n"
        xml.reserveCapacity(rows * 64)
        for row in 0..<rows {
            let name = row == misspelt ? "rectt" : "rect"
            xml +=
                #"  <\#(name) x="0" y="\#(row * 44)" width="390" height="44" fill="white"/>"# + "\n"
        }
        return xml + "</svg>\n"
    }

    static let rows = 90_000

    @Test func aFiveMegabyteDocumentIsWellFormed() throws {
        let xml = Self.frame(rows: Self.rows)
        #expect(xml.utf8.count > 5_000_000)
        try XMLCheck.wellFormed(xml, document: "flipbook")
    }

    @Test func aFiveMegabyteDocumentIsValid() throws {
        let xml = Self.frame(rows: Self.rows)
        try RelaxNGSchemaTests.schema.validate(xml, document: "big.svg")
    }

    @Test func validityErrorsPastLine65535KeepTheirLine() {
        // libxml2 keeps an element's line in 16 bits; the shim remembers the rest.
        let row = 80_000
        let xml = Self.frame(rows: Self.rows, misspellingRow: row)
        let failure = #expect(throws: ValidationFailure.self) {
            try RelaxNGSchemaTests.schema.validate(xml, document: "big.svg")
        }
        // Line 1 opens the svg, so row r is on line r + 2.
        #expect(failure?.line == row + 2)
        #expect(failure?.message == "Did not expect element rectt there")
    }

    @Test func wellFormednessErrorsPastLine65535KeepTheirLine() {
        let row = 70_000
        var lines = Self.frame(rows: Self.rows).split(
            separator: "\n", omittingEmptySubsequences: false)
        lines[row + 1] = #"  <rect x="0" y="0" width="390" height="44" fill="white">"#
        let xml = lines.joined(separator: "\n")
        let failure = #expect(throws: ValidationFailure.self) {
            try XMLCheck.wellFormed(xml, document: "flipbook")
        }
        // The unclosed rect is noticed at the next closing tag: </svg>, on the last line.
        #expect(failure?.line == lineNumber(of: "</svg>", in: xml))
        #expect(failure?.message == "Opening and ending tag mismatch: rect line \(row + 2) and svg")
    }

    @Test func aLongTextNodeIsAccepted() throws {
        // Without XML_PARSE_HUGE, libxml2 2.9.14 limits attribute values and CDATA sections to
        // 10 MB, but not text: an inline stylesheet with a large font in it still passes.
        let css = String(repeating: "A", count: 12_000_000)
        try XMLCheck.wellFormed(
            "<style>@font-face { src: url(data:font/woff2;base64,\(css)); }</style>",
            document: "flipbook")
    }

    @Test func anEntityExpansionBombFailsAtOnce() {
        // "Billion laughs": 10^9 "lol"s if expanded. libxml2's guard stops it because the shim
        // does not pass XML_PARSE_HUGE (which turns that guard off).
        var xml = "<!DOCTYPE lolz [\n<!ENTITY lol0 \"lol\">\n"
        for level in 1...9 {
            let reference = "&lol\(level - 1);"
            xml += "<!ENTITY lol\(level) \"\(String(repeating: reference, count: 10))\">\n"
        }
        xml += "]>\n<lolz a=\"&lol9;\">&lol9;</lolz>\n"
        let failure = #expect(throws: ValidationFailure.self) {
            try XMLCheck.wellFormed(xml, document: "lol.xml")
        }
        #expect(failure?.message == "Detected an entity reference loop")
    }

    @Test func manyReferencesToALargeEntityAreQuick() throws {
        // 100,000 references to an entity of 10,000 elements. Had the shim's tree-less parse not
        // brought the tree back at the entity declaration, libxml2 would parse the entity at each
        // reference: 10^9 elements, a minute or more.
        let entity = String(repeating: "<b/>", count: 10_000)
        let references = String(repeating: "&e;", count: 100_000)
        let xml = "<!DOCTYPE a [<!ENTITY e \"\(entity)\">]>\n<a>\(references)</a>\n"
        let elapsed = try ContinuousClock().measure {
            try XMLCheck.wellFormed(xml, document: "entities.xml")
        }
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }

    @Test func mistakesInsideAnEntityAreFound() {
        let xml = "<!DOCTYPE a [<!ENTITY e \"<b>\">]>\n<a>&e;</a>\n"
        let failure = #expect(throws: ValidationFailure.self) {
            try XMLCheck.wellFormed(xml, document: "entities.xml")
        }
        // libxml2 gives the line and column within the entity's text, not the document's.
        #expect(failure?.message == "Premature end of data in tag b line 1")
    }
}
