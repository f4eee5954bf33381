import Foundation
import MockgenValidation
import Testing

/// Nothing a document or schema names is ever loaded: not from the network, not from a file.
@Suite struct ExternalEntityTests {
    /// Not a DTD, not balanced XML.
    static let broken = "<!ELEMENT broken </r> <"

    /// A file whose contents would break the document if libxml2 ever read it.
    static func brokenFile(named name: String, contents: String = broken) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("mockgen-validation-\(getpid())-\(name)")
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// The first line of /etc/passwd ("root:x:0:0:..."), which must never appear in any output.
    static let passwd: String = {
        let text = (try? String(contentsOfFile: "/etc/passwd", encoding: .utf8)) ?? ""
        return String(text.prefix { $0 != "\n" })
    }()

    @Test func anExternalDTDOverHTTPIsNotFetched() throws {
        // Observed: accepted without any attempt being reported; XML_PARSE_DTDLOAD is off, so
        // the external subset is only noted, and XML_PARSE_NONET would refuse the fetch anyway.
        let xml = """
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://127.0.0.1:9/svg11.dtd">
            <svg xmlns="http://www.w3.org/2000/svg"/>
            """
        try XMLCheck.wellFormed(xml, document: "frame.svg")
    }

    @Test func anExternalDTDFileIsNotRead() throws {
        let dtd = try Self.brokenFile(named: "subset.dtd")
        defer { try? FileManager.default.removeItem(at: dtd) }
        // Accepted: had the file been read, its syntax errors would have been reported.
        try XMLCheck.wellFormed(
            "<!DOCTYPE svg SYSTEM \"\(dtd.absoluteString)\">\n<svg/>", document: "frame.svg"
        )
    }

    @Test func anExternalEntityIsLeftUnexpanded() throws {
        let file = try Self.brokenFile(named: "entity.xml", contents: "</r><oops>")
        defer { try? FileManager.default.removeItem(at: file) }
        // Accepted: the reference stays a reference (no XML_PARSE_NOENT), and the file, whose
        // contents are not balanced, is never parsed.
        for url in ["file:///etc/passwd", file.absoluteString, "http://127.0.0.1:9/x.xml"] {
            let xml = "<!DOCTYPE r [\n<!ENTITY xxe SYSTEM \"\(url)\">\n]>\n<r>&xxe;</r>\n"
            try XMLCheck.wellFormed(xml, document: "xxe.xml")
        }
    }

    @Test func anExternalParameterEntityIsNotRead() throws {
        let file = try Self.brokenFile(named: "parameter.dtd")
        defer { try? FileManager.default.removeItem(at: file) }
        // Accepted: libxml2 2.9.14 skips external parameter entities when it neither validates
        // nor loads DTDs, so the broken file is never parsed.
        for url in ["file:///etc/passwd", file.absoluteString] {
            let xml = "<!DOCTYPE r [\n<!ENTITY % p SYSTEM \"\(url)\">\n%p;\n]>\n<r/>\n"
            try XMLCheck.wellFormed(xml, document: "xxe.xml")
        }
    }

    @Test func anExternalEntityInAnAttributeIsRejectedWithoutBeingRead() {
        let xml =
            "<!DOCTYPE r [\n<!ENTITY xxe SYSTEM \"file:///etc/passwd\">\n]>\n<r a=\"&xxe;\"/>\n"
        let failure = #expect(throws: ValidationFailure.self) {
            try XMLCheck.wellFormed(xml, document: "xxe.xml")
        }
        #expect(failure?.line == 4)
        #expect(failure?.message == "Attribute references external entity 'xxe'")
        #expect(!Self.passwd.isEmpty && failure?.description.contains(Self.passwd) == false)
    }

    @Test func aSchemaNeverSeesTheFilesContents() throws {
        // If /etc/passwd were expanded into <r>, the datatype error would quote it:
        // "Type decimal doesn't allow value 'root:x:0:0:...'".
        let schema = try RelaxNGSchema(
            text: """
                <element name="r" xmlns="http://relaxng.org/ns/structure/1.0"
                         datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">
                  <data type="decimal"/>
                </element>
                """, name: "decimal.rng")
        let xml = "<!DOCTYPE r [\n<!ENTITY xxe SYSTEM \"file:///etc/passwd\">\n]>\n<r>&xxe;</r>\n"
        let failure = #expect(throws: ValidationFailure.self) {
            try schema.validate(xml, document: "xxe.xml")
        }
        // Observed in libxml2 2.9.14: the validator sees an unexpanded reference as no text at
        // all. That holds for internal entities too ("<!ENTITY x 'abc'>" gives the same ''), so
        // a schema cannot vouch for what entity references stand for.
        #expect(failure?.line == 4)
        #expect(failure?.message == "Type decimal doesn't allow value ''")
        #expect(!Self.passwd.isEmpty && failure?.description.contains(Self.passwd) == false)
    }

    @Test func aSchemaIncludeIsNotRead() throws {
        for href in ["file:///etc/passwd", "http://127.0.0.1:9/base.rng"] {
            let failure = #expect(throws: ValidationFailure.self) {
                try RelaxNGSchema(
                    text: """
                        <grammar xmlns="http://relaxng.org/ns/structure/1.0">
                          <include href="\(href)"/>
                          <start><element name="r"><empty/></element></start>
                        </grammar>
                        """, name: "include.rng")
            }
            #expect(failure?.document == "include.rng")
            #expect(failure?.line == 2)
            #expect(failure?.message == "xmlRelaxNG: could not load \(href)")
            #expect(failure?.description.contains(Self.passwd) == false)
        }
    }

    @Test func evenAGoodSchemaFileIsNotRead() throws {
        // The shim's external entity loader refuses every load, however harmless.
        let file = try Self.brokenFile(
            named: "good.rng",
            contents:
                #"<element name="r" xmlns="http://relaxng.org/ns/structure/1.0"><empty/></element>"#
        )
        defer { try? FileManager.default.removeItem(at: file) }
        let failure = #expect(throws: ValidationFailure.self) {
            try RelaxNGSchema(
                text: """
                    <grammar xmlns="http://relaxng.org/ns/structure/1.0">
                      <start><externalRef href="\(file.absoluteString)"/></start>
                    </grammar>
                    """, name: "external.rng")
        }
        #expect(failure?.message.contains(file.absoluteString) == true, "\(failure?.message ?? "")")
    }
}
