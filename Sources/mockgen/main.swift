import ArgumentsShim
import MockgenCLI
import MockgenRaster

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

TemporaryPaths.installSignalHandlers()
// The arguments main was given, not CommandLine's copy: that one comes from /proc/self/cmdline,
// and without /proc it is empty, so every option would be silently ignored (Docs/command-line.md,
// "Arguments").
let argc = Int(mockgen_argc())
guard argc > 0, let argv = mockgen_argv() else {
    let line = "mockgen: arguments: cannot read the command line (the program was started without argc and argv)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(ExitCode.software)
}
exit(Mockgen.main(arguments: (1..<argc).map { CommandLineText.decode(argv[$0]!) }))
