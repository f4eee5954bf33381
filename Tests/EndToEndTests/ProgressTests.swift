import Foundation
import Testing

/// Progress on stderr (Docs/command-line.md, "Progress"): "N of M frames drawn" while a raster
/// run works, only when stderr is a terminal; nothing in a pipe or a file (the other raster
/// tests expect an empty stderr). The terminal is `script`'s pseudo-terminal (util-linux), and
/// MOCKGEN_PROGRESS_AFTER=0 shows the line without waiting the second a quick run would take.
@Suite struct ProgressTests {
    static let script = ["/usr/bin/script", "/bin/script"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: script != nil, "util-linux's script is not installed"))
    func aTerminalSeesFramesDoneOfHowMany() throws {
        let command = "MOCKGEN_PROGRESS_AFTER=0 '\(Binary.url.path)' --format gif --frames 12 > /dev/null"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.script!)
        process.arguments = ["-qc", command, "/dev/null"]
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains("mockgen: 12 of 12 frames drawn"), "\(text)")
        #expect(text.contains("of 12 frames encoded"), "\(text)")
        // The line is cleared at the end: nothing of it stays on the screen.
        #expect(text.hasSuffix("\r\u{1B}[K"), "\(text.suffix(40).debugDescription)")
    }

    @Test func aPipeSeesNothing() throws {
        let run = try Binary.run(["--format", "gif", "--frames", "12"], environment: ["MOCKGEN_PROGRESS_AFTER": "0"])
        #expect(run.exitCode == 0)
        #expect(run.stderr.isEmpty)
    }
}
