import MockgenText
import RasterShim

#if canImport(Glibc)
    import Glibc
#endif

/// A failure of the raster stage: always exit 70 for the command line (a missing library, a frame
/// librsvg cannot draw, an encoded file that does not decode back).
public struct RasterError: Error, Sendable, Equatable {
    /// What failed: a library, a font, or the file being made.
    public var source: String
    public var message: String
    /// A temporary file or folder could not be written (a full or read-only `$TMPDIR`): the
    /// machine's state, not mockgen's fault, so exit 73 rather than 70.
    public var cannotWrite: Bool
    public init(source: String, message: String, cannotWrite: Bool = false) {
        self.source = source
        self.message = message
        self.cannotWrite = cannotWrite
    }
}

/// An opaque picture, 3 bytes (R, G, B) a pixel, row after row.
public struct RasterImage: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var rgb: [UInt8]

    public init(width: Int, height: Int, rgb: [UInt8]) {
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let i = 3 * (y * width + x)
        return (rgb[i], rgb[i + 1], rgb[i + 2])
    }
}

/// Sets librsvg and the pinned fonts up beside whatever the caller does next (`Renderer.prepareInBackground`).
/// Call from one thread, with `awaitRasterSetUp` after it.
public func prepareRasterInBackground() { Renderer.prepareInBackground() }

/// Waits for a set-up `prepareRasterInBackground` started, so that a run that ends before drawing
/// does not exit while the fonts are being placed (a temporary folder half written); does
/// nothing if none was started.
public func awaitRasterSetUp() { Renderer.awaitBackground() }

/// librsvg and cairo with the pinned fonts, set up once per process on first use.
enum Renderer {
    /// The faces a frame may be drawn with, beyond the text faces of `FontSet`: the caption pill
    /// and strip name DejaVu Sans Mono, and the frames' font list names DejaVu Sans after Inter
    /// and Noto (both cut from Debian 12's fonts-dejavu-core, and compiled in like the text faces).
    static let dejaVu: [(family: String, weight: Int32, file: String)] = [
        ("DejaVu Sans Mono", 80, "DejaVuSansMono.ttf"), ("DejaVu Sans Mono", 200, "DejaVuSansMono-Bold.ttf"),
        ("DejaVu Sans", 80, "DejaVuSans.ttf"), ("DejaVu Sans", 200, "DejaVuSans-Bold.ttf"),
    ]

    static let ready: Result<Void, RasterError> = Result { () throws(RasterError) in try setUp() }

    static func prepare() throws(RasterError) { try ready.get() }

    /// Starts `ready` on another thread: loading librsvg and handing fontconfig the pinned faces
    /// take as long as laying out and validating a short run's frames, which need neither
    /// (Docs/performance.md#the-renderer-set-up-beside-the-layout). The first picture waits for it, and its
    /// failure is thrown there, as before.
    static func prepareInBackground() {
        // A thread of its own, not a Dispatch worker: libdispatch watches its workers' load
        // through /proc, and stops the process where /proc is missing (a container without it,
        // Docs/command-line.md, "Signals leave nothing behind") once a worker runs this long.
        var thread = pthread_t()
        guard
            pthread_create(
                &thread, nil,
                { _ in
                    _ = Renderer.ready
                    return nil
                }, nil) == 0
        else { return }
        pthread_detach(thread)
        startedInBackground = true
    }

    /// Set and read by the caller's thread only.
    nonisolated(unsafe) private static var startedInBackground = false

    /// `ready` waits for a set-up in progress on another thread (swift_once).
    static func awaitBackground() {
        if startedInBackground { _ = ready }
    }

    private static func setUp() throws(RasterError) {
        var message = [CChar](repeating: 0, count: Int(RASTERSHIM_MESSAGE_CAPACITY))
        guard rr_load_renderer(&message, message.count) == 0 else {
            throw RasterError(source: "librsvg", message: string(message))
        }
        // Every file of the text faces, then DejaVu's, then Roboto's (an Android device's frames
        // name it first): what the measurements used, and nothing else.
        var expected: [(family: String, weight: Int32, file: String)] = []
        func add(_ families: some Sequence<PinnedFamily>) {
            for pinned in families {
                for (weight, lookup, file) in pinned.files where weight == lookup {
                    expected.append((pinned.family, fontconfigWeight(weight), file))
                }
            }
        }
        add(FontSet.families)
        expected += dejaVu
        add(FontSet.androidFamilies.filter { android in !FontSet.families.contains { $0.family == android.family } })
        var files: [String] = []
        for entry in expected where !files.contains(entry.file) { files.append(entry.file) }
        removeAbandonedFontFolders()
        let paths = try placeFonts(files)
        let status = withCStrings(paths) { rr_use_fonts($0, Int32(paths.count), &message, message.count) }
        guard status == 0 else { throw RasterError(source: "fonts", message: string(message)) }
        // librsvg ignores @font-face data: URLs, and Pango picks faces through fontconfig: each
        // family the frames name must resolve to its pinned file, or the pixels would show text
        // in a face other than the one it was measured with.
        for entry in expected {
            var path = [CChar](repeating: 0, count: 4096)
            var index: Int32 = 0
            let found = rr_pinned_font_file(entry.family, entry.weight, &path, path.count, &index) == 0 ? string(path) : ""
            guard let k = files.firstIndex(of: entry.file), found == paths[k] else {
                throw RasterError(
                    source: "fonts",
                    message: "\"\(entry.family)\" weight \(entry.weight) would be drawn with "
                        + "\(found.isEmpty ? "no face" : found), not the pinned \(entry.file)")
            }
        }
    }

    /// The names fontconfig opens the embedded `files` by. fontconfig adds fonts by file name only
    /// (FcConfigAppFontAddFile), and Pango opens the file its pattern names: in memory where the
    /// system names memory files (/proc/self/fd), so no signal, not even SIGKILL, can leave them
    /// behind; else written into a private temporary folder (Docs/command-line.md, "Signals leave nothing behind").
    private static func placeFonts(_ files: [String]) throws(RasterError) -> [String] {
        var paths: [String] = []
        var descriptors: [Int32] = []
        for name in files {
            guard let file = EmbeddedFonts.file(named: name) else {
                throw RasterError(source: "fonts", message: "no font \(name) is compiled in")
            }
            var path = [CChar](repeating: 0, count: 64)
            let bytes = file.bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
            let fd = rr_font_in_memory(bytes, file.bytes.count, name, &path, path.count)
            guard fd >= 0 else {
                for fd in descriptors { rr_close_font(fd) }
                let folder = try writeFonts(files)
                return files.map { folder + "/" + $0 }
            }
            descriptors.append(fd)
            paths.append(string(path))
        }
        return paths
    }

    /// The folder holding the embedded font files while this process runs.
    nonisolated(unsafe) private static var fontFolder: String?
    nonisolated(unsafe) private static var fontFiles: [String] = []

    /// Writes the embedded `files` into a private temporary folder, removed when the process
    /// exits or a handled signal ends it. The folder is locked while the run lasts (flock, which
    /// the system drops when the process ends, however it ends), so that a later run can tell
    /// the folder of a killed one and remove it (`removeAbandonedFontFolders`).
    private static func writeFonts(_ files: [String]) throws(RasterError) -> String {
        var template = Array("\(temporaryRoot())/\(fontFolderPrefix)XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw RasterError(
                source: "fonts", message: "cannot make a temporary folder: \(String(cString: strerror(errno)))",
                cannotWrite: true)
        }
        let folder = String(cString: made)
        fontFolder = folder
        // Removed at exit, and by a signal's handler (TemporaryPaths) when a signal ends the run.
        TemporaryPaths.add(folder, folder: true)
        atexit {
            guard let folder = Renderer.fontFolder else { return }
            for file in Renderer.fontFiles { unlink(folder + "/" + file) }
            rmdir(folder)
        }
        // Locked before the first file is written, and held (never closed) until the process ends.
        let lock = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard lock >= 0, flock(lock, LOCK_EX | LOCK_NB) == 0 else {
            throw RasterError(
                source: "fonts", message: "cannot lock \(folder): \(String(cString: strerror(errno)))",
                cannotWrite: true)
        }
        for name in files {
            guard let file = EmbeddedFonts.file(named: name) else {
                throw RasterError(source: "fonts", message: "no font \(name) is compiled in")
            }
            fontFiles.append(name)
            TemporaryPaths.add(folder + "/" + name)
            let fd = open(folder + "/" + name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            var written = 0
            while fd >= 0, written < file.bytes.count {
                let n = write(fd, file.bytes.baseAddress! + written, file.bytes.count - written)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { break }
                written += n
            }
            let failure = errno
            let whole = fd >= 0 && written == file.bytes.count
            guard whole, close(fd) == 0 else {
                let reason = String(cString: strerror(whole ? errno : failure))
                throw RasterError(source: "fonts", message: "cannot write \(folder)/\(name): \(reason)", cannotWrite: true)
            }
        }
        return folder
    }

    static let fontFolderPrefix = "mockgen-fonts-"

    /// Removes the font folders that runs of this user ended by SIGKILL (or a crash) left in
    /// `$TMPDIR`. A folder is abandoned when nobody holds its lock and it has files: a live run
    /// locks its folder before it writes a file into it. Only folders of this user, private to it
    /// (mode 0700, as mkdtemp makes them), are touched, through descriptors that follow no link.
    static func removeAbandonedFontFolders() {
        let root = temporaryRoot()
        let rootFD = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard rootFD >= 0, let listing = fdopendir(rootFD) else {
            if rootFD >= 0 { close(rootFD) }
            return
        }
        defer { closedir(listing) }
        var abandoned: [String] = []
        while let entry = readdir(listing) {
            let name = String(cString: directoryEntryName(entry))
            guard name.hasPrefix(fontFolderPrefix), name.utf8.count == fontFolderPrefix.utf8.count + 6 else { continue }
            abandoned.append(name)
        }
        for name in abandoned {
            let fd = openat(rootFD, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var info = stat()
            guard fstat(fd, &info) == 0, info.st_uid == geteuid(), info.st_mode & 0o077 == 0,
                flock(fd, LOCK_EX | LOCK_NB) == 0
            else { continue }
            guard let inside = fdopendir(dup(fd)) else { continue }
            var files: [String] = []
            while let entry = readdir(inside) {
                let file = String(cString: directoryEntryName(entry))
                if file != ".", file != ".." { files.append(file) }
            }
            closedir(inside)
            // Empty: a run between making its folder and locking it, or one killed there.
            guard !files.isEmpty else { continue }
            for file in files { unlinkat(fd, file, 0) }
            unlinkat(rootFD, name, AT_REMOVEDIR)
        }
    }

    static func fontconfigWeight(_ weight: FontWeight) -> Int32 {
        switch weight {
        case .regular: 80
        case .medium: 100
        case .semibold: 180
        case .bold: 200
        }
    }
}

/// A cairo surface to draw SVG documents into.
final class Canvas {
    let width: Int
    let height: Int
    private let handle: OpaquePointer

    /// nil when cairo cannot make a surface that large (32,767 px a side at most).
    init?(width: Int, height: Int, background: UInt32) {
        guard width > 0, height > 0, let handle = rr_canvas_create(Int32(width), Int32(height), background) else { return nil }
        self.width = width
        self.height = height
        self.handle = handle
    }

    /// A canvas holding `image`.
    convenience init?(_ image: RasterImage) {
        self.init(width: image.width, height: image.height, background: 0)
        image.rgb.withUnsafeBufferPointer { rr_canvas_set_rgb(handle, $0.baseAddress) }
    }

    deinit { rr_canvas_destroy(handle) }

    /// Draws `svg` into the pixel rectangle x, y, width, height.
    func draw(_ svg: String, x: Double, y: Double, width: Double, height: Double, name: String) throws(RasterError) {
        var message = [CChar](repeating: 0, count: Int(RASTERSHIM_MESSAGE_CAPACITY))
        var text = svg
        let status = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                rr_canvas_draw_svg(handle, $0.baseAddress, $0.count, x, y, width, height, &message, message.count)
            }
        }
        guard status == 0 else { throw RasterError(source: name, message: string(message)) }
    }

    /// Paints every pixel `background` (0xRRGGBB), as a new canvas starts.
    func paint(_ background: UInt32) { rr_canvas_paint(handle, background) }

    var image: RasterImage {
        // Every byte is written by rr_canvas_rgb: no zeros first.
        let rgb = [UInt8](unsafeUninitializedCapacity: width * height * 3) { out, initialized in
            rr_canvas_rgb(handle, out.baseAddress)
            initialized = width * height * 3
        }
        return RasterImage(width: width, height: height, rgb: rgb)
    }

    func png(name: String) throws(RasterError) -> [UInt8] {
        var message = [CChar](repeating: 0, count: Int(RASTERSHIM_MESSAGE_CAPACITY))
        var bytes = rr_bytes()
        guard rr_canvas_png(handle, &bytes, &message, message.count) == 0 else {
            throw RasterError(source: name, message: string(message))
        }
        return APNG.taggingSRGB(take(&bytes))
    }
}

/// The width and height `svg` declares, in pixels.
func svgSize(_ svg: String, name: String) throws(RasterError) -> (width: Double, height: Double) {
    var message = [CChar](repeating: 0, count: Int(RASTERSHIM_MESSAGE_CAPACITY))
    var width = 0.0
    var height = 0.0
    var text = svg
    let status = text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) {
            rr_svg_size($0.baseAddress, $0.count, &width, &height, &message, message.count)
        }
    }
    guard status == 0 else { throw RasterError(source: name, message: string(message)) }
    return (width, height)
}

/// The bytes of `bytes`, which is then freed.
func take(_ bytes: inout rr_bytes) -> [UInt8] {
    defer { rr_free(&bytes) }
    guard let base = bytes.bytes else { return [] }
    return Array(UnsafeBufferPointer(start: base, count: bytes.count))
}

func string(_ chars: [CChar]) -> String {
    String(decoding: chars.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// `body` with a C array of C strings for `strings`, valid for the call.
func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    let pointers = copies.map { UnsafePointer($0) }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
