import Foundation
import Testing

/// Docs/errors.md#limits: a scenario file above 48 MiB (48 x 1024 x 1024 = 50,331,648 bytes) is refused with
/// a one-line error and exit 65 before it is read; the size comes from the file system, so a
/// sparse file tests it without writing 48 MB.
@Suite struct InputSizeLimitTests {
    func sparseFile(named name: String, size: UInt64, in dir: URL) throws {
        let url = dir.appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: size)
        try handle.close()
    }

    @Test func aFileAboveTheLimitIsRefused() throws {
        let dir = try Binary.scratchDirectory()
        try sparseFile(named: "big.json", size: 50_331_649, in: dir)
        let run = try Binary.run(["big.json"], in: dir)
        #expect(run.exitCode == 65)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "mockgen: big.json: the file is 50331649 bytes, more than the limit of 50331648 bytes (48 MiB) for a scenario\n"
        )
    }

    /// At the limit the file is read and parsed: 48 MiB of NUL bytes fail as JSON, not for size.
    @Test func aFileAtTheLimitIsRead() throws {
        let dir = try Binary.scratchDirectory()
        try sparseFile(named: "at-limit.json", size: 50_331_648, in: dir)
        let run = try Binary.run(["at-limit.json"], in: dir)
        #expect(run.exitCode == 65)
        #expect(run.stderr == "mockgen: at-limit.json:1:1: expected a value, got U+0000\n")
    }
}
