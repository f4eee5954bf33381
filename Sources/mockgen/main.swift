import Foundation
import MockgenCLI

exit(Mockgen.main(arguments: Array(CommandLine.arguments.dropFirst())))
