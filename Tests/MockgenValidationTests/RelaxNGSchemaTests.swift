import MockgenValidation
import Testing

@Suite struct RelaxNGSchemaTests {
    /// A tiny SVG subset: an svg of rects and texts, a few attributes each.
    static let schemaText = """
        <grammar xmlns="http://relaxng.org/ns/structure/1.0"
                 datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes"
                 ns="http://www.w3.org/2000/svg">
          <start>
            <element name="svg">
              <attribute name="width"><data type="decimal"/></attribute>
              <attribute name="height"><data type="decimal"/></attribute>
              <zeroOrMore>
                <choice><ref name="rect"/><ref name="text"/></choice>
              </zeroOrMore>
            </element>
          </start>
          <define name="rect">
            <element name="rect">
              <attribute name="x"><data type="decimal"/></attribute>
              <attribute name="y"><data type="decimal"/></attribute>
              <attribute name="width"><data type="decimal"/></attribute>
              <attribute name="height"><data type="decimal"/></attribute>
              <optional><attribute name="fill"/></optional>
              <empty/>
            </element>
          </define>
          <define name="text">
            <element name="text">
              <attribute name="x"><data type="decimal"/></attribute>
              <attribute name="y"><data type="decimal"/></attribute>
              <text/>
            </element>
          </define>
        </grammar>
        """

    static let schema: RelaxNGSchema = {
        do {
            return try RelaxNGSchema(text: schemaText, name: "svg-subset.rng")
        } catch {
            fatalError("the test schema does not compile: \(error)")
        }
    }()

    static let frame = """
        <svg xmlns="http://www.w3.org/2000/svg" width="390" height="844">
          <rect x="0" y="0" width="390" height="44" fill="#f2f2f7"/>
          <text x="16" y="30">Section 1</text>
          <rect x="0" y="44" width="390" height="44"/>
          <text x="16" y="74">Row 1</text>
        </svg>
        """

    /// `frame` with one line's text replaced.
    static func frame(replacing old: String, with new: String) -> String {
        precondition(frame.contains(old))
        return frame.replacing(old, with: new)
    }

    @Test func acceptsAValidFrame() throws {
        try Self.schema.validate(Self.frame, document: "ably-000.svg")
    }

    struct Invalid: Sendable, CustomTestStringConvertible {
        var name: String
        var xml: String
        var offendingLine: String
        var message: String
        var testDescription: String { name }
    }

    static let invalid: [Invalid] = [
        Invalid(
            name: "misspelt element",
            xml: frame(replacing: #"<rect x="0" y="44""#, with: #"<rectt x="0" y="44""#),
            offendingLine: "<rectt", message: "Did not expect element rectt there"
        ),
        Invalid(
            // libxml2 2.9.14 does not name the attribute when a required one goes missing.
            name: "misspelt required attribute",
            xml: frame(
                replacing: #"width="390" height="44"/>"#, with: #"widht="390" height="44"/>"#),
            offendingLine: "widht=", message: "Element rect failed to validate attributes"
        ),
        Invalid(
            name: "misspelt optional attribute",
            xml: frame(replacing: ##"fill="#f2f2f7""##, with: ##"fil="#f2f2f7""##),
            offendingLine: "fil=", message: "Invalid attribute fil for element rect"
        ),
        Invalid(
            name: "value of the wrong type",
            xml: frame(replacing: #"<text x="16" y="74">"#, with: #"<text x="16" y="bottom">"#),
            offendingLine: #"y="bottom""#, message: "Type decimal doesn't allow value 'bottom'"
        ),
        Invalid(
            name: "element inside text",
            xml: frame(
                replacing: "Section 1", with: #"Section <rect x="0" y="0" width="1" height="1"/>"#),
            offendingLine: "Section <rect", message: "Did not expect element rect there"
        ),
        Invalid(
            name: "no SVG namespace",
            xml: frame(replacing: #" xmlns="http://www.w3.org/2000/svg""#, with: ""),
            offendingLine: "<svg", message: "Expecting a namespace for element svg"
        ),
    ]

    @Test(arguments: invalid)
    func rejectsWithTheLineOfTheOffendingElement(_ input: Invalid) {
        let failure = #expect(throws: ValidationFailure.self) {
            try Self.schema.validate(input.xml, document: "ably-007.svg")
        }
        #expect(failure?.document == "ably-007.svg")
        #expect(failure?.line == lineNumber(of: input.offendingLine, in: input.xml))
        #expect(failure?.column == 0, "libxml2 keeps no column for validity errors")
        #expect(failure?.message == input.message)
    }

    @Test func reportsWellFormednessErrorsFirst() {
        let xml = Self.frame(replacing: "Row 1", with: "Row&nbsp;1")
        let failure = #expect(throws: ValidationFailure.self) {
            try Self.schema.validate(xml, document: "ably-007.svg")
        }
        #expect(failure?.line == lineNumber(of: "&nbsp;", in: xml))
        #expect((failure?.column ?? 0) > 0)
        #expect(failure?.message == "Entity 'nbsp' not defined")
    }

    @Test func staysUsableAfterAFailure() throws {
        for index in 0..<30 {
            let name = "ably-\(index).svg"
            if index.isMultiple(of: 3) {
                let xml = Self.frame(
                    replacing: "<rect x=\"0\" y=\"44\"", with: "<rectt x=\"0\" y=\"44\"")
                #expect(throws: ValidationFailure.self) {
                    try Self.schema.validate(xml, document: name)
                }
            } else {
                try Self.schema.validate(
                    Self.frame(replacing: "Row 1", with: "Row \(index)"), document: name)
            }
        }
    }

    @Test func validatesFromManyTasksAtOnce() async {
        let misspelt = Self.frame(
            replacing: "<rect x=\"0\" y=\"44\"", with: "<rectt x=\"0\" y=\"44\"")
        let expectedLine = lineNumber(of: "<rectt", in: misspelt)
        let results = await withTaskGroup(of: [ValidationFailure?].self) { group in
            for task in 0..<8 {
                group.addTask {
                    (0..<50).map { index -> ValidationFailure? in
                        let xml = (task + index).isMultiple(of: 2) ? Self.frame : misspelt
                        do throws(ValidationFailure) {
                            try Self.schema.validate(xml, document: "\(task)-\(index).svg")
                            return nil
                        } catch {
                            return error
                        }
                    }
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(results.count == 8 * 50)
        #expect(results.filter { $0 == nil }.count == 8 * 50 / 2)
        for failure in results.compactMap({ $0 }) {
            #expect(failure.line == expectedLine)
            #expect(failure.message == "Did not expect element rectt there")
        }
    }

    @Test func validatesThirtySmallFramesQuickly() throws {
        let frames = (0..<30).map { Self.frame(replacing: "Row 1", with: "Row \($0)") }
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            for (index, frame) in frames.enumerated() {
                try Self.schema.validate(frame, document: "ably-\(index).svg")
            }
        }
        // A few milliseconds in release; the bound only catches something pathological, such as
        // compiling the schema again for every document.
        #expect(elapsed < .milliseconds(500), "\(elapsed)")
    }

    // MARK: - Schemas that are not

    @Test func rejectsASchemaWithAnUnknownPattern() {
        let text = """
            <grammar xmlns="http://relaxng.org/ns/structure/1.0">
              <start>
                <elment name="svg"><empty/></elment>
              </start>
            </grammar>
            """
        let failure = #expect(throws: ValidationFailure.self) {
            try RelaxNGSchema(text: text, name: "broken.rng")
        }
        #expect(failure?.document == "broken.rng")
        #expect(failure?.line == lineNumber(of: "<elment", in: text))
        #expect(failure?.message == "Attribute name is not allowed on elment")
    }

    @Test func rejectsASchemaThatIsNotWellFormed() {
        let text =
            "<grammar xmlns=\"http://relaxng.org/ns/structure/1.0\">\n  <start>\n</grammar>\n"
        let failure = #expect(throws: ValidationFailure.self) {
            try RelaxNGSchema(text: text, name: "broken.rng")
        }
        #expect(failure?.line == lineNumber(of: "</grammar>", in: text))
        #expect(failure?.message == "Opening and ending tag mismatch: start line 2 and grammar")
    }

    @Test func rejectsAGrammarWithoutStart() {
        let failure = #expect(throws: ValidationFailure.self) {
            try RelaxNGSchema(
                text: #"<grammar xmlns="http://relaxng.org/ns/structure/1.0"/>"#, name: "empty.rng")
        }
        #expect(failure?.message.isEmpty == false)
    }

    @Test func rejectsANonSchemaDocument() {
        let failure = #expect(throws: ValidationFailure.self) {
            try RelaxNGSchema(text: Self.frame, name: "frame-as-schema.rng")
        }
        #expect(failure?.message.isEmpty == false)
    }

    @Test func anEmbeddedSchemaThatIsMissingIsAnError() {
        let failure = #expect(throws: ValidationFailure.self) {
            try RelaxNGSchema.embedded("schemas/no-such-schema.rng")
        }
        #expect(failure?.document == "schemas/no-such-schema.rng")
        #expect(
            failure?.message == "no such embedded template: Templates/schemas/no-such-schema.rng")
    }
}
