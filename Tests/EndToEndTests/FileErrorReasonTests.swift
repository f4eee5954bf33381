import Foundation
import Testing

/// Files that cannot be read or written say why: the reason the kernel gives, with the exit
/// code (sysexits, Docs/decisions.md "Errors").
@Suite struct FileErrorReasonTests {
    /// A sysctl file that is write-only (mode 0200): reading it is EACCES even for root, as
    /// procfs checks the mode bits itself.
    @Test func anUnreadableFileSaysPermissionDenied() throws {
        let path = "/proc/sys/vm/compact_memory"
        try #require(FileManager.default.fileExists(atPath: path))
        let run = try Binary.run([path])
        #expect(run.stderr == "mockgen: \(path): cannot read the file: Permission denied\n")
        #expect(run.exitCode == 66)
        #expect(run.stdout.isEmpty)
    }

    /// Reading a process's memory from offset 0 reads an unmapped page: EIO.
    @Test func aFileThatFailsToReadSaysInputOutputError() throws {
        let run = try Binary.run(["/proc/self/mem"])
        #expect(run.stderr == "mockgen: /proc/self/mem: cannot read the file: Input/output error\n")
        #expect(run.exitCode == 66)
    }

    /// A file where the output folder, or a folder on its path, should be: ENOTDIR.
    @Test func anOutputFolderThatIsAFileSaysNotADirectory() throws {
        let dir = try Binary.scratchDirectory()
        try Data("x".utf8).write(to: dir.appendingPathComponent("taken"))
        for out in ["taken", "taken/sub"] {
            let run = try Binary.run(["--format", "json", "--frames", "2", "--out", out], in: dir)
            #expect(run.stderr == "mockgen: \(out): cannot create the output folder: Not a directory\n")
            #expect(run.exitCode == 73)
            #expect(run.stdout.isEmpty)
        }
    }

    /// A folder mockgen may not write into: the reason is the one the kernel gives for creating
    /// a file there (sysfs refuses new files: EACCES, or EROFS where it is mounted read-only).
    @Test func anUnwritableOutputFileSaysWhy() throws {
        let folder = "/sys/kernel"
        try #require(FileManager.default.fileExists(atPath: folder))
        let probe = open(folder + "/.mockgen-probe", O_WRONLY | O_CREAT, 0o666)
        let reason = String(cString: strerror(errno))
        try #require(probe < 0)
        let run = try Binary.run(["--format", "json", "--frames", "2", "--out", folder])
        #expect(run.stderr == "mockgen: \(folder)/layout.json: cannot write the file: \(reason)\n")
        #expect(run.exitCode == 73)
    }
}
