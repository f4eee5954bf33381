import MockgenValidation
import Testing

@Suite struct WellFormedTests {
    /// The shape of the flipbook: polyglot HTML5, so also XML.
    static let page = """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
        <head><meta charset="utf-8"/><title>ably</title>
        <style>svg { display: block; } .row > text { fill: #000; }</style>
        <script>//<![CDATA[
        if (1 < 2 && 3 > 2) { location.hash = "#frame=0"; }
        //]]></script></head>
        <body>
        <p>Rows &amp; sections&#160;&#x2014; 한국어</p>
        <svg xmlns="http://www.w3.org/2000/svg" data-frame="0" data-offset="0" width="390" height="844">
          <rect x="0" y="0" width="390" height="44"/>
        </svg>
        </body>
        </html>
        """

    @Test func acceptsAWellFormedPage() throws {
        try XMLCheck.wellFormed(Self.page, document: "flipbook")
    }

    /// A broken document, the text on the line where libxml2 notices, and words of its message.
    struct Broken: Sendable, CustomTestStringConvertible {
        var name: String
        var xml: String
        var noticedAt: String
        var says: String
        var testDescription: String { name }
    }

    static let broken: [Broken] = [
        Broken(
            name: "unclosed tag",
            xml:
                "<html xmlns=\"http://www.w3.org/1999/xhtml\">\n<body>\n<p>Row 1\n</body>\n</html>\n",
            // <p> opens on line 3; libxml2 notices at </body>, and names line 3 in the message.
            noticedAt: "</body>", says: "Opening and ending tag mismatch: p line 3 and body"
        ),
        Broken(
            name: "mismatched tag",
            xml: "<html>\n<body>\n<p>Row <b>1</i></p>\n</body>\n</html>\n",
            noticedAt: "</i>", says: "Opening and ending tag mismatch: b line 3 and i"
        ),
        Broken(
            name: "&nbsp; (an HTML entity, undefined in XML)",
            xml: "<html>\n<body>\n<p>Row&nbsp;1</p>\n</body>\n</html>\n",
            noticedAt: "&nbsp;", says: "Entity 'nbsp' not defined"
        ),
        Broken(
            name: "stray < in text",
            xml: "<html>\n<body>\n<p>1 < 2</p>\n</body>\n</html>\n",
            noticedAt: "1 < 2", says: "StartTag: invalid element name"
        ),
        Broken(
            name: "bare ampersand",
            xml: "<html>\n<body>\n<p>AT&T</p>\n</body>\n</html>\n",
            noticedAt: "AT&T", says: "EntityRef: expecting ';'"
        ),
        Broken(
            name: "attribute given twice",
            xml: "<svg>\n<rect x=\"0\"\n  x=\"1\"/>\n</svg>\n",
            noticedAt: "x=\"1\"", says: "Attribute x redefined"
        ),
        Broken(
            name: "undeclared namespace prefix",
            xml: "<svg>\n<rect/>\n<xlink:a/>\n</svg>\n",
            noticedAt: "<xlink:a/>", says: "Namespace prefix xlink on a is not defined"
        ),
    ]

    @Test(arguments: broken)
    func rejectsWithTheLineOfTheMistake(_ input: Broken) {
        let failure = #expect(throws: ValidationFailure.self) {
            try XMLCheck.wellFormed(input.xml, document: "broken.xhtml")
        }
        #expect(failure?.document == "broken.xhtml")
        #expect(failure?.line == lineNumber(of: input.noticedAt, in: input.xml))
        #expect((failure?.column ?? 0) > 0)
        #expect(failure?.message.contains(input.says) == true, "\(failure?.message ?? "")")
        // libxml2's message ends in a newline; ours is trimmed and on one line.
        #expect(failure?.message.contains("\n") == false)
        #expect(failure?.message.last?.isWhitespace == false)
    }

    @Test func unclosedAtTheEndIsNoticedWhereTheInputEnds() {
        let xml = "<svg>\n<g>\n<rect/>\n"
        let failure = #expect(throws: ValidationFailure.self) {
            try XMLCheck.wellFormed(xml, document: "frame.svg")
        }
        // Three lines and a final newline: the input ends at the start of line 4.
        #expect(failure?.line == 3 + 1)
        #expect(failure?.message == "Premature end of data in tag g line 2")
    }

    @Test func rejectsAnEmptyDocument() {
        let failure = #expect(throws: ValidationFailure.self) {
            try XMLCheck.wellFormed("", document: "empty.svg")
        }
        #expect(failure?.message == "Document is empty")
    }

    @Test func describesItselfAsSourceLineColumnMessage() {
        let message = "Entity 'nbsp' not defined"
        #expect(
            ValidationFailure(document: "ably-007.svg", line: 3, column: 11, message: message)
                .description == "ably-007.svg:3:11: Entity 'nbsp' not defined"
        )
        #expect(
            ValidationFailure(document: "ably-007.svg", line: 3, message: message).description
                == "ably-007.svg:3: Entity 'nbsp' not defined"
        )
        #expect(
            ValidationFailure(document: "flipbook", message: message).description
                == "flipbook: Entity 'nbsp' not defined"
        )
    }
}
