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

/// A machine with no fonts at all (Docs/text.md#fonts): fontconfig pointed at a configuration with
/// no font folder. Text is measured, and pictures drawn, with the faces compiled into the binary
/// (Docs/text.md, Fonts), so every byte is a normal run's.
@Suite struct NoInstalledFontsTests {
    static func withoutFonts<R>(_ body: ([String: String], URL) throws -> R) throws -> R {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-fc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("fonts.conf")
        try """
        <?xml version="1.0"?><fontconfig><cachedir>\(dir.path)/cache</cachedir></fontconfig>
        """.write(to: config, atomically: true, encoding: .utf8)
        let environment = [
            "FONTCONFIG_FILE": config.path, "HOME": dir.path, "XDG_DATA_HOME": dir.path,
            "XDG_CONFIG_HOME": dir.path,
        ]
        // fontconfig's own lister, where installed, shows the configuration offers no font.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/fc-list") {
            let list = Process()
            list.executableURL = URL(fileURLWithPath: "/usr/bin/fc-list")
            list.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            let out = Pipe()
            list.standardOutput = out
            try list.run()
            let listed = out.fileHandleForReading.readDataToEndOfFile()
            list.waitUntilExit()
            #expect(listed.isEmpty, "fontconfig still lists fonts: \(String(decoding: listed, as: UTF8.self))")
        }
        return try body(environment, dir)
    }

    @Test(arguments: ["weather", "blog"])
    func aTextScreenIsByteForByteTheSame(_ scenario: String) throws {
        for format in ["html", "json"] {
            let normal = try Binary.run([scenario, "--format", format])
            let bare = try Self.withoutFonts { environment, _ in
                try Binary.run([scenario, "--format", format], environment: environment)
            }
            #expect(normal.exitCode == 0 && bare.exitCode == 0, "\(bare.stderr)")
            #expect(bare.stdout == normal.stdout, "\(scenario) --format \(format)")
        }
    }

    /// An Android screen (Docs/text.md#text-on-other-platforms) draws in Roboto, which the binary carries too: the page,
    /// the layout and the pictures come out the same without any installed font.
    @Test func anAndroidTextScreenIsTheSameToo() throws {
        let scenario = """
            { "name": "android", "device": "pixel-8", "list": { "kind": "compose", "topBar": { "title": "Inbox" },
              "content": [{ "items": { "count": 8, "height": "automatic", "content": { "stack": "vertical", "children": [
                { "label": "Hello from Roboto", "style": "headline" }, { "label": "안녕하세요 and a longer second line that wraps 👋" } ] } } }] } }
            """
        try Self.withoutFonts { environment, dir in
            try scenario.write(to: dir.appendingPathComponent("android.json"), atomically: true, encoding: .utf8)
            for format in ["html", "json"] {
                let normal = try Binary.run(["android.json", "--format", format], in: dir)
                let bare = try Binary.run(["android.json", "--format", format], in: dir, environment: environment)
                #expect(normal.exitCode == 0 && bare.exitCode == 0, "\(normal.stderr)\(bare.stderr)")
                #expect(bare.stdout == normal.stdout, "android --format \(format)")
            }
            let arguments = ["android.json", "--format", "png", "--frames", "1", "--out"]
            let normal = try Binary.run(arguments + ["normal"], in: dir)
            let bare = try Binary.run(arguments + ["bare"], in: dir, environment: environment)
            #expect(normal.exitCode == 0 && bare.exitCode == 0, "\(normal.stderr)\(bare.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("bare").path).sorted()
            #expect(!names.isEmpty)
            for name in names {
                let ours = try Data(contentsOf: dir.appendingPathComponent("bare/\(name)"))
                #expect(ours == (try Data(contentsOf: dir.appendingPathComponent("normal/\(name)"))), "\(name)")
            }
        }
    }

    @Test func picturesAreTheSameToo() throws {
        let arguments = ["weather", "--format", "png", "--frames", "2", "--out"]
        try Self.withoutFonts { environment, dir in
            let normal = try Binary.run(arguments + ["normal"], in: dir)
            let bare = try Binary.run(arguments + ["bare"], in: dir, environment: environment)
            #expect(normal.exitCode == 0 && bare.exitCode == 0, "\(normal.stderr)\(bare.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("bare").path).sorted()
            #expect(names.count == 3)  // two frames and the contact sheet
            for name in names {
                let ours = try Data(contentsOf: dir.appendingPathComponent("bare/\(name)"))
                #expect(ours == (try Data(contentsOf: dir.appendingPathComponent("normal/\(name)"))), "\(name)")
            }
        }
    }
}

/// The text libraries (FreeType, HarfBuzz, ICU and what they pull in) are
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
        for soname in ["libharfbuzz.so.0", "libharfbuzz-subset.so.0", "libfreetype.so.6", "libicuuc.so.72"] {
            #expect(loaded.contains(soname), "\(soname) not loaded by blog")
        }
        // The faces are compiled in: measuring text asks fontconfig nothing.
        #expect(!loaded.contains("libfontconfig.so.1"), "libfontconfig.so.1 loaded by blog")
    }
}
