#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MockgenCLI

exit(Mockgen.main(arguments: Array(CommandLine.arguments.dropFirst())))
