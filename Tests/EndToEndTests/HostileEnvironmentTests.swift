import Foundation
import Testing

/// Hostile inputs and environments (Docs/errors.md, "Limits", "Temporary files", "Signals"):
/// endless inputs, planted links, signals, a missing /proc, a full $TMPDIR. The heavy runs are
/// under `ulimit -v` and `timeout`, so a regression fails fast instead of taking the machine.
@Suite struct HostileEnvironmentTests {
    static let limit = "the input is more than the limit of 50331648 bytes (48 MiB) for a scenario; reading stopped there"

    /// A device that never ends is read to the limit plus one byte, then refused.
    @Test func anEndlessDeviceIsRefusedAtTheLimit() throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.shell(#"ulimit -v 1000000; exec timeout 30 "$MOCKGEN" /dev/zero"#, in: dir)
        #expect(run.exitCode == 65)
        #expect(run.stderr == "mockgen: /dev/zero: \(Self.limit)\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func anEndlessPipeIsRefusedAtTheLimit() throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.shell(#"ulimit -v 1000000; exec timeout 30 "$MOCKGEN" - < /dev/zero"#, in: dir)
        #expect(run.exitCode == 65)
        #expect(run.stderr == "mockgen: <stdin>: \(Self.limit)\n")
    }

    /// A FIFO has no size to check first: its writer may go on for ever.
    @Test func aFIFOIsRefusedAtTheLimit() throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.shell(
            #"mkfifo big.json; (cat /dev/zero > big.json 2>/dev/null &); ulimit -v 1000000; exec timeout 30 "$MOCKGEN" big.json"#,
            in: dir)
        #expect(run.exitCode == 65)
        #expect(run.stderr == "mockgen: big.json: \(Self.limit)\n")
    }

    /// A link planted at the name mockgen 0.1 gave its temporaries, and at the final names:
    /// nothing is written through either.
    @Test func plantedLinksAreNeverWrittenThrough() throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.shell(
            #"""
            mkdir out; echo kept > victim
            for name in ably-000.svg ably-001.svg ably-contact.svg index.html; do
              ln -s "$PWD/victim" "out/.$name.$$.tmp"
            done
            ln -s "$PWD/victim" out/ably-000.svg
            exec "$MOCKGEN" --format svg --frames 2 --out out
            """#, in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("victim"), encoding: .utf8) == "kept\n")
        // The final name's link was replaced by the file, not followed.
        let attributes = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("out/ably-000.svg").path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        let flipbook = try Binary.shell(
            #"ln -s "$PWD/victim" "out/.index.html.$$.tmp"; ln -s "$PWD/victim" out/index.html; exec "$MOCKGEN" --frames 2 --out out"#,
            in: dir)
        #expect(flipbook.exitCode == 0, "\(flipbook.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("victim"), encoding: .utf8) == "kept\n")
    }

    /// Goldens are written the same way.
    @Test func plantedLinksAmongGoldensAreNeverWrittenThrough() throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.shell(
            #"""
            mkdir goldens; echo kept > victim
            ln -s "$PWD/victim" "goldens/.ably.json.$$.tmp"
            exec "$MOCKGEN" check ably --goldens goldens --record --frames 2
            """#, in: dir)
        #expect(run.exitCode == 1, "\(run.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("victim"), encoding: .utf8) == "kept\n")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("goldens/ably.json").path))
    }

    /// Without /proc, Swift's CommandLine is empty; the arguments still arrive.
    @Test(.enabled(if: getuid() == 0, "needs root for a mount namespace"))
    func argumentsArriveWithoutProc() throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.shell(#"exec unshare -m sh -c 'umount -l /proc && exec "$MOCKGEN" --bogus'"#, in: dir)
        #expect(run.exitCode == 64)
        #expect(run.stderr.hasPrefix("mockgen: arguments: unknown option --bogus"))
        #expect(run.stdout.isEmpty)
    }

    /// A closed pipe is exit 74 with its one line, not death by SIGPIPE (141).
    @Test func aClosedPipeIsExit74() throws {
        let dir = try Binary.scratchDirectory()
        let pipe = try Binary.shell(
            #"mkdir -p t; export TMPDIR="$PWD/t"; { "$MOCKGEN" --frames 300 2>err.txt; echo $? > rc.txt; } | head -c 100 > /dev/null; cat rc.txt err.txt"#,
            in: dir)
        #expect(pipe.stdoutText == "74\nmockgen: stdout: cannot write the output\n")
        let gif = try Binary.shell(
            #"mkdir -p t; export TMPDIR="$PWD/t"; { "$MOCKGEN" --format gif 2>err.txt; echo $? > rc.txt; } | head -c 100 > /dev/null; cat rc.txt err.txt; ls -A t"#,
            in: dir)
        // ...and the fonts written for fontconfig are gone with it.
        #expect(gif.stdoutText == "74\nmockgen: stdout: cannot write the output\n")
    }

    /// SIGINT, SIGTERM and SIGHUP in the middle of a raster run leave nothing in $TMPDIR, and in
    /// the middle of a streamed run nothing in the output folder (the temporaries).
    @Test(arguments: ["INT", "TERM", "HUP"])
    func aSignalLeavesNothingBehind(_ signal: String) throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.shell(
            """
            mkdir t out; export TMPDIR="$PWD/t"
            # until the run holds its fonts (or $1 holds something), then the signal
            stop() {
              for i in $(seq 1 300); do
                if [ "$1" = fonts ]; then ls -l /proc/$pid/fd 2>/dev/null | grep -q memfd && break
                elif [ -n "$(ls -A "$1")" ]; then break; fi
                sleep 0.05
              done
              kill -\(signal) $pid; wait $pid; echo "exit $?"
            }
            "$MOCKGEN" --format png --frames 300 --out out 2>/dev/null & pid=$!; stop fonts
            "$MOCKGEN" --format svg --frames 2000 --out out 2>/dev/null & pid=$!; stop out
            ls -A t out
            """, in: dir)
        let expected = ["INT": 130, "TERM": 143, "HUP": 129][signal]!
        #expect(run.stdoutText == "exit \(expected)\nexit \(expected)\nout:\n\nt:\n", "\(run.stderr)")
    }

    /// The raster fonts are memory files (Docs/errors.md, "Signals"): even SIGKILL, which no
    /// handler sees, leaves nothing in $TMPDIR.
    @Test func aKilledRasterRunLeavesNoFonts() throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.shell(
            """
            mkdir t; export TMPDIR="$PWD/t"
            "$MOCKGEN" --format gif --frames 300 > /dev/null 2>&1 & pid=$!
            for i in $(seq 1 300); do ls -l /proc/$pid/fd 2>/dev/null | grep -q memfd && break; sleep 0.05; done
            kill -KILL $pid; wait $pid; echo "exit $?"; ls -A t
            """, in: dir)
        #expect(run.stdoutText == "exit 137\n", "\(run.stderr)")
    }

    /// Without /proc the fonts are files in a locked folder of $TMPDIR: a run killed by SIGKILL
    /// leaves it, and the next raster run removes it, while a live run's folder stays.
    @Test(.enabled(if: getuid() == 0, "needs root to unmount /proc in a namespace"))
    func theNextRunRemovesTheFontsOfAKilledOne() throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.shell(
            #"""
            mkdir t; exec unshare -m sh -c 'umount -l /proc || exit 9; export TMPDIR="$PWD/t"
            until_fonts() { for i in $(seq 1 300); do [ "$(find t -type f | wc -l)" -ge $1 ] && break; sleep 0.05; done; }
            "$MOCKGEN" --format gif --frames 300 > /dev/null 2>&1 & live=$!; until_fonts 14
            "$MOCKGEN" --format gif --frames 300 > /dev/null 2>&1 & killed=$!; until_fonts 28
            kill -KILL $killed; wait $killed; echo "killed $?"; ls t | wc -l
            "$MOCKGEN" --format gif --frames 2 > /dev/null; echo "next $?"; ls t | wc -l
            kill -TERM $live; wait $live; ls -A t'
            """#, in: dir)
        #expect(run.stdoutText == "killed 137\n2\nnext 0\n1\n", "\(run.stderr)")
    }

    /// A full $TMPDIR is the machine's state: exit 73, as for a full output folder. The fonts go
    /// there only without /proc.
    @Test(.enabled(if: getuid() == 0, "needs root to mount a small tmpfs"))
    func aFullTemporaryFolderIsExit73() throws {
        let dir = try Binary.scratchDirectory()
        let run = try Binary.shell(
            #"mkdir t; exec unshare -m sh -c 'umount -l /proc && mount -t tmpfs -o size=64k none t && TMPDIR="$PWD/t" "$MOCKGEN" --format gif --frames 2 > /dev/null'"#,
            in: dir)
        #expect(run.exitCode == 73)
        #expect(run.stderr.hasPrefix("mockgen: fonts: cannot write "), "\(run.stderr)")
        #expect(run.stderr.hasSuffix(": No space left on device\n"))
    }
}

/// One `--out`, one run (Docs/command-line.md, "One folder, one run").
@Suite struct OneFolderOneRunTests {
    func names(_ dir: URL, _ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(folder).path).sorted()
    }

    /// A 5-frame run after a 30-frame one leaves the 5 frames and its sheet; another scenario's
    /// files and other files in the folder stay.
    @Test(arguments: ["svg", "png"])
    func aShorterRunRemovesTheFramesItDidNotWrite(_ format: String) throws {
        let dir = try Binary.scratchDirectory()
        let frames = format == "png" ? "12" : "30"
        #expect(try Binary.run(["ably", "--format", format, "--frames", frames, "--out", "out"], in: dir).exitCode == 0)
        #expect(try Binary.run(["alarm", "--format", format, "--frames", "2", "--out", "out"], in: dir).exitCode == 0)
        try Data("mine".utf8).write(to: dir.appendingPathComponent("out/ably-notes.\(format)"))
        let run = try Binary.run(["ably", "--format", format, "--frames", "5", "--out", "out"], in: dir)
        #expect(run.exitCode == 0, "\(run.stderr)")
        // alarm has three variants: a file each in svg, side by side in one picture in png.
        let alarm = format == "png" ? ["alarm"] : ["alarm-flow", "alarm-grouped", "alarm-plain"]
        let expected =
            (0..<5).map { "ably-00\($0).\(format)" } + ["ably-contact.\(format)", "ably-notes.\(format)"]
            + alarm.flatMap { ["\($0)-000.\(format)", "\($0)-001.\(format)"] } + ["alarm-contact.\(format)"]
        #expect(try names(dir, "out") == expected.sorted())
    }

    /// Concurrent runs into one folder with different devices: the folder holds one run's frames,
    /// whole (every frame file of the same device as the last sheet).
    @Test func concurrentRunsLeaveOneRunsFiles() throws {
        let dir = try Binary.scratchDirectory()
        let devices = ["iphone-se", "iphone-17-pro-max", "iphone-14"]
        DispatchQueue.concurrentPerform(iterations: devices.count) { k in
            _ = try? Binary.run(["ably", "--format", "svg", "--frames", "40", "--device", devices[k], "--out", "out"], in: dir)
        }
        let widths = try names(dir, "out").filter { $0.hasPrefix("ably-0") }.map { name in
            let svg = try String(contentsOf: dir.appendingPathComponent("out/" + name), encoding: .utf8)
            return svg.split(separator: "\"", maxSplits: 4)[3]
        }
        #expect(Set(widths).count == 1, "\(widths)")
        #expect(try names(dir, "out").count == 41)
    }
}
