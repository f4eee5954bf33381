import Foundation
import Testing

/// `--content-size` (Dynamic Type) on the self-sizing `blog`: larger text, taller content.
@Suite struct ContentSizeTests {
    func contentHeight(_ arguments: [String]) throws -> Double {
        let run = try Binary.run(["blog", "--format", "json", "--frames", "1"] + arguments)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: run.stdout) as! [String: Any]
        let frame = (json["frames"] as! [[String: Any]])[0]
        return (frame["contentSize"] as! [String: Any])["height"] as! Double
    }

    @Test func largerCategoriesMakeTallerContent() throws {
        let small = try contentHeight(["--content-size", "extraSmall"])
        let large = try contentHeight([])
        let ax = try contentHeight(["--content-size", "accessibilityExtraExtraExtraLarge"])
        #expect(small < large && large < ax)
        #expect(try contentHeight(["--content-size", "large"]) == large)
    }
}

/// A machine without the pinned fonts: content cannot be measured, so mockgen stops and names the
/// package, rather than measure with another font (Docs/text.md).
@Suite struct MissingFontTests {
    @Test func contentWithoutItsFontsIsAnError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-fc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // A fontconfig that knows only DejaVu.
        let config = dir.appendingPathComponent("fonts.conf")
        try """
            <?xml version="1.0"?><fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir>\
            <cachedir>\(dir.path)/cache</cachedir></fontconfig>
            """.write(to: config, atomically: true, encoding: .utf8)
        func run(_ arguments: [String]) throws -> Run {
            try Binary.run(arguments, environment: ["FONTCONFIG_FILE": config.path])
        }
        let blog = try run(["blog"])
        #expect(blog.exitCode == 70)
        #expect(blog.stdout.isEmpty)
        #expect(blog.stderr.hasPrefix("mockgen: fonts: font \"Inter\""))
        #expect(blog.stderr.contains("install the Debian package fonts-inter"))
        // A screen without content does not measure text and still renders.
        #expect(try run(["ably", "--frames", "2"]).exitCode == 0)
    }
}

/// The text libraries (FreeType, HarfBuzz, fontconfig and what they pull in) are
/// opened on first use (TextShim.c): loaded at start-up they cost every run about 3 ms, more than
/// the default job's layout (Docs/performance.md). The dynamic loader lists what it opens under LD_DEBUG=files.
@Suite struct TextLibraryLoadingTests {
    func loadedLibraries(_ scenario: String) throws -> String {
        let run = try Binary.run([scenario, "--frames", "2"], environment: ["LD_DEBUG": "files"])
        #expect(run.exitCode == 0)
        return run.stderr
    }

    @Test func aScreenWithoutTextContentLoadsNoTextLibrary() throws {
        let loaded = try loadedLibraries("ably")
        // ICU (libicuuc.so.72), the line breaker, is left out: libxml2 links it, so it is loaded anyway.
        for soname in ["libharfbuzz.so.0", "libharfbuzz-subset.so.0", "libfreetype.so.6", "libfontconfig.so.1"] {
            #expect(!loaded.contains(soname), "\(soname) loaded by ably")
        }
        #expect(loaded.contains("libxml2.so.2"), "LD_DEBUG=files lists what the loader opens")
    }

    @Test func measuredContentLoadsThemAll() throws {
        let loaded = try loadedLibraries("blog")
        for soname in ["libharfbuzz.so.0", "libharfbuzz-subset.so.0", "libfreetype.so.6", "libfontconfig.so.1", "libicuuc.so.72"] {
            #expect(loaded.contains(soname), "\(soname) not loaded by blog")
        }
    }
}
