import Foundation
import MockgenLayout
import MockgenRender
import Testing

@testable import MockgenCLI

/// Docs/command-line.md#output-safety: the flipbook is streamed through temporary files, frame by frame. Correctness
/// first: the streamed page, on stdout and with `--out`, is byte for byte the page put together in
/// memory by `renderFlipbook` from the same layout, for every built-in.
@Suite struct StreamedFlipbookTests {
    static let builtins: [String] = {
        let list = (try? Binary.run(["--list"]).stdoutText) ?? ""
        return list.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }()

    /// The page as `renderFlipbook` returns it, for the scenario and options the command line gives.
    static func inMemory(_ arguments: [String]) throws -> String {
        let options = try Options(parsing: arguments)
        let (document, fonts) = try Mockgen.load(options)
        let layoutRun = try LayoutRun.layOut(
            base: document.base, variants: document.variants,
            selection: options.selection, fonts: fonts)
        return renderFlipbook(layoutRun, overlays: options.overlays ?? Overlay.flipbookDefault)
    }

    @Test func everyBuiltInIsListed() { #expect(Self.builtins.count >= 7) }

    /// 60 frames: more than the default 30, so every page writes several pieces of frames (a piece
    /// is about 64 KB, a frame with its overlays 4 to 10 KB).
    @Test(arguments: ["ably", "alarm", "weather", "mypage", "blog", "profile", "settings"])
    func theStreamedPageIsThePageMadeInMemory(name: String) throws {
        let arguments = [name, "--frames", "60"]
        let expected = try Self.inMemory(arguments)
        #expect(expected.utf8.count > 2 * 65_536)
        let run = try Binary.run(arguments)
        #expect(run.exitCode == 0)
        #expect(run.stdout == Data(expected.utf8), "stdout")
        let dir = try Binary.scratchDirectory()
        let out = try Binary.run(arguments + ["--out", "page"], in: dir)
        #expect(out.exitCode == 0 && out.stdout.isEmpty)
        #expect(try Data(contentsOf: dir.appendingPathComponent("page/index.html")) == Data(expected.utf8), "--out")
        // Only the page is left: the temporary files are gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("page").path) == ["index.html"])
    }

    /// The page's own options reach the streamed page as they reach the page made in memory.
    @Test func optionsAndVariants() throws {
        let arguments = ["weather", "--frames", "12", "--overlays", "none", "--appearance", "dark"]
        let run = try Binary.run(arguments)
        #expect(run.exitCode == 0)
        #expect(run.stdoutText == (try Self.inMemory(arguments)))
    }

    /// No temporary file is left in `$TMPDIR` by a page written to stdout: it never had a name.
    @Test func stdoutLeavesNoTemporaryFile() throws {
        let tmp = try Binary.scratchDirectory()
        let run = try Binary.run(["ably", "--frames", "40"], environment: ["TMPDIR": tmp.path])
        #expect(run.exitCode == 0 && !run.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path).filter { !$0.hasPrefix(".stderr-") }.isEmpty)
    }

    /// A temporary folder that cannot take the frames: one line, exit 73 (EX_CANTCREAT), stdout empty.
    @Test func anUnwritableTemporaryFolderIsOneLineAndNothingOnStdout() throws {
        let run = try Binary.run(["ably", "--frames", "5"], environment: ["TMPDIR": "/nonexistent-mockgen-tmp"])
        #expect(run.exitCode == 73)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("mockgen: /nonexistent-mockgen-tmp: cannot write a temporary file: "))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }
}
