import MockgenCLI

