import Foundation
import Testing

/// Issue 16: a scenario file above 64 MiB (64 x 1024 x 1024 = 67,108,864 bytes) is refused with
/// a one-line error and exit 65 before it is read; the size comes from the file system, so a
/// sparse file tests it without writing 64 MB.
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
        try sparseFile(named: "big.json", size: 67_108_865, in: dir)
        let run = try Binary.run(["big.json"], in: dir)
        #expect(run.exitCode == 65)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "mockgen: big.json: the file is 67108865 bytes, more than the limit of 67108864 bytes (64 MiB) for a scenario\n")
    }

    /// At the limit the file is read and parsed: 64 MiB of NUL bytes fail as JSON, not for size.
    @Test func aFileAtTheLimitIsRead() throws {
        let dir = try Binary.scratchDirectory()
        try sparseFile(named: "at-limit.json", size: 67_108_864, in: dir)
        let run = try Binary.run(["at-limit.json"], in: dir)
        #expect(run.exitCode == 65)
        #expect(run.stderr == "mockgen: at-limit.json:1:1: expected a value, got U+0000\n")
    }
}
