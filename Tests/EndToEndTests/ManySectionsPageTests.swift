import Foundation
import MockgenTestSupport
import Testing

/// One scale and many headers (Docs/command-line.md#the-flipbook) end to end, on the fixture the browser suite also opens:
/// 50 floating date headers, an iPhone SE and an iPhone 15 Pro Max side by side.
@Suite struct ManySectionsPageTests {
    static let fixture = Repository.file("Tests/Browser/fixtures/many-sections.json").path

    static func page() throws -> String {
        let run = try Binary.run([fixture, "--frames", "30"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        return run.stdoutText
    }

    /// Each variant carries its own width in user units (`--w`), the same number as its frame's
    /// viewBox, so the page's one `--ppu` draws both at one scale: the SE (375 pt) narrower than the
    /// Pro Max (430 pt, Docs/decisions.md's device table).
    @Test func variantsAreDrawnAtOneScale() throws {
        // The frames; the live view after them draws its variants at one scale too (LiveView.swift).
        let html = try Self.page().components(separatedBy: "<figure class=\"live-view\"")[0]
        let variants = html.components(separatedBy: "<div class=\"variant\" style=\"--w: ").dropFirst()
        #expect(variants.count == 60)
        var widths: [String: Double] = [:]
        for variant in variants {
            let w = Double(variant.prefix { $0 != ";" })
            let box = variant.components(separatedBy: " viewBox=\"0 0 ").dropFirst().first?.split(separator: " ").first
            #expect(w != nil && w == box.flatMap { Double($0) })
            // Its screen, which the phone's outline encloses: the frame without the overlays' 172 pt
            // gutter (Docs/command-line.md#the-phones-outline).
            let screen = variant.components(separatedBy: "; --screen: ").dropFirst().first
                .flatMap { Double($0.prefix { $0 != "\"" }) }
            #expect(screen.map { w.map { $0 - 172 } == $0 } == true)
            let name = variant.components(separatedBy: "data-variant=\"").dropFirst().first?.prefix { $0 != "\"" }
            widths[String(name ?? "")] = w
        }
        #expect((widths["SE"] ?? 0) < (widths["pro-max"] ?? 0))
        #expect(count("<div class=\"variants\" style=\"--ppu: min(1px, (100vw - 48px) / ", in: html) == 30)
    }

    /// Fifty headers: the "why" paragraphs say what pins once, without naming each header (the
    /// first wave wrote a sentence a header), the headers that pin are a list, the rest behind a
    /// toggle, and the curves' legend counts what it cannot list. 600 characters is this test's
    /// budget for a paragraph (an assumption: about five lines of the 760 px explanation column).
    @Test func manyHeadersAreSummarised() throws {
        let html = try Self.page()
        let whys = html.components(separatedBy: "<p class=\"why\">").dropFirst().map { $0.components(separatedBy: "</p>")[0] }
        #expect(whys.count == 3)
        for why in whys { #expect(why.count < 600, "\(why.count) characters") }
        #expect(!whys.joined().contains("header.1</b>"))
        #expect(count("<ul class=\"headers\">", in: html) == 2)
        #expect(count("<details class=\"headers\"><summary>", in: html) == 2)
        #expect(count(" more headers</text>", in: html) == 2)
    }
}
