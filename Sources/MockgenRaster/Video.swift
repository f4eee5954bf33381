#if canImport(Glibc)
    import Glibc
#endif

/// MP4 through an `ffmpeg` executable (Debian's ffmpeg package), run as a separate program: its
/// libx264 is GPL, and mockgen's binary stays free of it. The frames go to ffmpeg as PNG files
/// with a concat list (beside them: the demuxer reads names relative to it) giving each its time (variable frame rate), and the result is read back
/// with ffprobe and ffmpeg before it is returned.
func encodeMP4(_ frames: [RasterImage], delays: [Int], name: String, first: RasterImage) throws(RasterError) -> [UInt8] {
    guard let ffmpeg = executable("ffmpeg"), let ffprobe = executable("ffprobe") else {
        throw RasterError(
            source: "ffmpeg",
            message: "no ffmpeg executable on PATH; install the Debian package ffmpeg "
                + "(mockgen runs it as a separate program, so its GPL code stays out of mockgen)")
    }
    var template = Array("\(temporaryRoot())/mockgen-mp4-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
        throw RasterError(
            source: name, message: "cannot make a temporary folder: \(String(cString: strerror(errno)))", cannotWrite: true)
    }
    let folder = String(cString: made)
    TemporaryPaths.add(folder, folder: true)
    var created: [String] = []
    defer {
        for file in created {
            unlink(folder + "/" + file)
            TemporaryPaths.remove(folder + "/" + file)
        }
        rmdir(folder)
        TemporaryPaths.remove(folder)
    }
    func save(_ file: String, _ bytes: [UInt8]) throws(RasterError) {
        created.append(file)
        TemporaryPaths.add(folder + "/" + file)
        guard let handle = fopen(folder + "/" + file, "wb") else {
            throw RasterError(
                source: name, message: "cannot write \(folder)/\(file): \(String(cString: strerror(errno)))",
                cannotWrite: true)
        }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, handle) }
        guard fclose(handle) == 0, written == bytes.count else {
            throw RasterError(
                source: name, message: "cannot write \(folder)/\(file): \(String(cString: strerror(errno)))",
                cannotWrite: true)
        }
    }
    // The concat demuxer's list: each frame and its time; the last file is named again, as the
    // demuxer keeps the time of every entry but the last (ffmpeg-formats, "concat"). Each file is
    // read at a framerate of 1000: a PNG's demuxer (image2pipe) otherwise reads at 25, its time
    // base 1/25 s, which rounds every time to 40 ms, and frames shorter than that then share a
    // time and are dropped (a 30 fps fling lost 16 of 108 frames). The `option` directive needs
    // the demuxer's unsafe mode; the list names only its own files.
    var list = "ffconcat version 1.0\n"
    for (k, frame) in frames.enumerated() {
        let file = "frame-\(k).png"
        try save(file, try encodePNG(frame, name: name))
        list += "file \(file)\noption framerate 1000\nduration \(Double(delays[k]) / 1000)\n"
    }
    list += "file frame-\(frames.count - 1).png\noption framerate 1000\n"
    try save("frames.txt", Array(list.utf8))
    created += ["out.mp4", "first.rgb", "log.txt"]
    for file in ["out.mp4", "first.rgb", "log.txt"] { TemporaryPaths.add(folder + "/" + file) }
    // yuv420p, the pixel format players accept, needs even sides: pad by one pixel of the
    // picture's background where a side is odd.
    try run(
        ffmpeg,
        [
            "-nostdin", "-hide_banner", "-loglevel", "error", "-f", "concat", "-safe", "0", "-i", folder + "/frames.txt",
            "-fps_mode", "vfr",
            // BT.709 (HD video's matrix and primaries) in the limited range, converted so and
            // tagged so: untagged, a player guesses, and Chromium played systemRed #FF3B30 as
            // (255, 78, 48) (Docs/command-line.md, "Colour").
            "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:0xf2f2f7,scale=out_color_matrix=bt709:out_range=tv",
            "-c:v", "libx264", "-pix_fmt", "yuv420p", "-colorspace", "bt709", "-color_primaries", "bt709",
            "-color_trc", "bt709", "-color_range", "tv",
            "-crf", "18", "-preset", "medium", "-movflags", "+faststart", "-y", folder + "/out.mp4",
        ],
        in: folder, name: name)
    let probe = try run(
        ffprobe,
        [
            "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
            "stream=nb_read_frames,width,height", "-of", "csv=p=0", folder + "/out.mp4",
        ], in: folder, name: name)
    let fields = probe.split(whereSeparator: { $0 == "," || $0 == "\n" }).map(String.init)
    let evenWidth = (first.width + 1) / 2 * 2
    let evenHeight = (first.height + 1) / 2 * 2
    guard fields.count >= 3, Int(fields[0]) == evenWidth, Int(fields[1]) == evenHeight else {
        throw RasterError(
            source: name,
            message: "the MP4 reads back as \(probe.split(separator: "\n").first ?? ""), "
                + "not \(evenWidth)x\(evenHeight)")
    }
    // The last frame's repeat in the list may become a frame of its own.
    guard let count = Int(fields[2]), count == frames.count || count == frames.count + 1 else {
        throw RasterError(source: name, message: "the MP4 reads back with \(fields[2]) frames, not \(frames.count)")
    }
    // Each frame starts when the times before it add up to, to a millisecond.
    let times = try run(
        ffprobe,
        ["-v", "error", "-select_streams", "v:0", "-show_entries", "packet=pts_time", "-of", "csv=p=0", folder + "/out.mp4"],
        in: folder, name: name
    ).split(whereSeparator: { $0 == "\n" || $0 == "," }).compactMap { Double($0) }.sorted()
    var start = 0
    for (k, delay) in delays.enumerated() {
        guard k < times.count, abs(times[k] * 1000 - Double(start)) <= 1 else {
            throw RasterError(source: name, message: "the MP4 reads back with other frame times (frame \(k))")
        }
        start += delay
    }
    try run(
        ffmpeg,
        [
            "-nostdin", "-hide_banner", "-loglevel", "error", "-i", folder + "/out.mp4", "-frames:v", "1",
            "-vf", "scale=in_color_matrix=bt709:in_range=tv,format=rgb24,crop=\(first.width):\(first.height):0:0",
            "-f", "rawvideo", "-pix_fmt", "rgb24", "-y",
            folder + "/first.rgb",
        ],
        in: folder, name: name)
    let decoded = contents(folder + "/first.rgb")
    guard decoded.count == first.width * first.height * 3 else {
        throw RasterError(source: name, message: "the MP4's first frame reads back at another size")
    }
    // H.264 at 4:2:0 halves colour resolution: text edges move most, flat fills hardly.
    try checkPixels(
        RasterImage(width: first.width, height: first.height, rgb: decoded), against: first, name: name,
        tolerance: 48, share: 0.02)
    return contents(folder + "/out.mp4")
}

/// $TMPDIR, else /tmp: where the MP4 frames and the fonts for fontconfig are written.
func temporaryRoot() -> String {
    guard let dir = getenv("TMPDIR"), dir.pointee != 0 else { return "/tmp" }
    return String(cString: dir)
}

/// The first `name` on PATH that can be run; MOCKGEN_RASTER_HIDE=ffmpeg hides it for the tests.
private func executable(_ name: String) -> String? {
    if let hide = getenv("MOCKGEN_RASTER_HIDE"), String(cString: hide).contains("ffmpeg") { return nil }
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") where access("\(dir)/\(name)", X_OK) == 0 { return "\(dir)/\(name)" }
    return nil
}

private func contents(_ path: String) -> [UInt8] {
    guard let handle = fopen(path, "rb") else { return [] }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = chunk.withUnsafeMutableBufferPointer { fread($0.baseAddress, 1, $0.count, handle) }
        if n == 0 { return bytes }
        bytes += chunk[0..<n]
    }
}

/// Runs `program` with `arguments`, its output and errors into log.txt; returns the
/// log, or throws its first line when the program fails.
@discardableResult
private func run(_ program: String, _ arguments: [String], in folder: String, name: String) throws(RasterError) -> String {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let log = folder + "/log.txt"
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    // mockgen ignores SIGPIPE (TemporaryPaths.installSignalHandlers); ffmpeg gets it back.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let status = posix_spawn(&pid, program, &actions, &attributes, argv, environ)
    guard status == 0 else {
        throw RasterError(source: "ffmpeg", message: "cannot run \(program): \(String(cString: strerror(status)))")
    }
    var exit: Int32 = 0
    while waitpid(pid, &exit, 0) < 0 && errno == EINTR {}
    let output = String(decoding: contents(log), as: UTF8.self)
    // WIFEXITED and WEXITSTATUS, which Swift does not import.
    guard exit & 0x7f == 0, (exit >> 8) & 0xff == 0 else {
        let line = output.split(separator: "\n").first.map(String.init) ?? "exit status \(exit)"
        throw RasterError(source: name, message: "\(program.split(separator: "/").last ?? "") failed: \(line)")
    }
    return output
}
