#if canImport(Glibc)
    import Glibc
#endif

/// The name of the directory entry `readdir` returned, read up to its NUL only. The system makes
/// each record as long as its name needs, so the 256 bytes `dirent.d_name` declares can run past
/// the end of the buffer `readdir` reads into: copying the field whole read beyond it, and in a
/// `$TMPDIR` of thousands of entries it crashed a run.
package func directoryEntryName(_ entry: UnsafeMutablePointer<dirent>) -> UnsafePointer<CChar> {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    return UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self)
}
