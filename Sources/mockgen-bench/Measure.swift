import Foundation

// MARK: - Statistics

/// Repeated measurements of one thing: the median and the spread, a warm-up already discarded.
struct Sample {
    var values: [Double]

    var sorted: [Double] { values.sorted() }
    var median: Double {
        let s = sorted
        guard !s.isEmpty else { return .nan }
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
    var min: Double { values.min() ?? .nan }
    var max: Double { values.max() ?? .nan }
    /// Half the distance between the 25th and 75th percentiles, as a share of the median:
    /// robust to the odd run that another build on the machine slowed down.
    var spread: Double {
        let s = sorted
        guard s.count > 1, median > 0 else { return 0 }
        func at(_ q: Double) -> Double {
            let x = q * Double(s.count - 1)
            let i = Int(x)
            let f = x - Double(i)
            return i + 1 < s.count ? s[i] * (1 - f) + s[i + 1] * f : s[i]
        }
        return (at(0.75) - at(0.25)) / 2 / median
    }

    /// "12.3 ms ±4%", with the unit scaled to the value.
    var text: String { "\(duration(median)) ±\(Int((spread * 100).rounded()))%" }
}

func duration(_ seconds: Double) -> String {
    if seconds.isNaN { return "-" }
    if seconds >= 1 { return String(format: "%.2f s", seconds) }
    if seconds >= 1e-3 { return String(format: "%.2f ms", seconds * 1e3) }
    return String(format: "%.1f µs", seconds * 1e6)
}

func bytes(_ n: Double) -> String {
    if n >= 1_048_576 { return String(format: "%.1f MiB", n / 1_048_576) }
    if n >= 10_240 { return String(format: "%.1f KiB", n / 1024) }
    return String(format: "%.0f B", n)
}

/// Monotonic seconds.
func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// Runs `body` once to warm up (discarded), then `runs` times; returns the seconds of each run.
func timed(runs: Int, _ body: () throws -> Void) rethrows -> Sample {
    try body()
    var values: [Double] = []
    for _ in 0..<runs {
        let start = now()
        try body()
        values.append(now() - start)
    }
    return Sample(values: values)
}

// MARK: - Child processes

/// One run of a program as a user would start it: wall time, CPU time (user + system) and peak
/// resident memory (getrusage's ru_maxrss of the child), stdout to /dev/null or a file.
struct ProcessRun {
    var wall: Double
    var cpu: Double
    var maxRSS: Int  // bytes
    var status: Int32
}

enum Spawn {
    /// Starts `path` with `arguments`, waits for it, and reports what it cost.
    static func run(_ path: String, _ arguments: [String], stdout: String = "/dev/null") -> ProcessRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = now()
        guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else {
            return ProcessRun(wall: .nan, cpu: .nan, maxRSS: 0, status: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = now() - start
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        let exited = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ProcessRun(
            wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime),
            maxRSS: Int(usage.ru_maxrss) * 1024, status: exited)
    }

    /// Runs a command and returns its stdout (for `mockgen --list`, `swiftc`, `valgrind`).
    static func output(_ path: String, _ arguments: [String], stderrToStdout: Bool = false) -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = stderrToStdout ? pipe : FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The first executable named `name` on PATH.
    static func which(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
