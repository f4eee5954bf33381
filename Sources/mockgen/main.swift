import MockgenCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(Mockgen.main(arguments: Array(CommandLine.arguments.dropFirst())))
