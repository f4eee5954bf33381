// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "mockgen",
    products: [
        .executable(name: "mockgen", targets: ["mockgen"]),
    ],
    targets: [
        // MARK: - libxml2, behind a C shim
        // The shim's public header does not include libxml2's headers: a Swift file that imports
        // Foundation and libxml2's module fails with "'UErrorCode' has different definitions".
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(name: "XMLShim", dependencies: ["CLibXML2"]),
        .target(name: "MockgenValidation", dependencies: ["XMLShim", "MockgenTemplates"]),

        // MARK: - Templates and built-in scenarios, compiled into the binary
        .executableTarget(name: "EmbedTemplatesTool"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["EmbedTemplatesTool"]),
        .target(name: "MockgenTemplates", plugins: ["EmbedTemplates"]),

        // MARK: - Engine, scenarios, renderers, command line
        // Pure Swift without Foundation; rounding needs libm on Linux.
        .target(name: "MockgenLayout", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "MockgenScenario", dependencies: ["MockgenLayout", "MockgenTemplates"]),
        .target(name: "MockgenRender", dependencies: ["MockgenLayout", "MockgenTemplates"]),
        .target(name: "MockgenCLI", dependencies: [
            "MockgenLayout", "MockgenScenario", "MockgenRender", "MockgenValidation",
        ]),
        .executableTarget(name: "mockgen", dependencies: ["MockgenCLI"]),

        // MARK: - Benchmark (issue 8): `swift run -c release mockgen-bench`
        // Depends on `mockgen` so that the binary it times is built with it.
        .executableTarget(name: "mockgen-bench", dependencies: [
            "mockgen", "MockgenLayout", "MockgenScenario", "MockgenRender", "MockgenValidation",
        ]),

        // MARK: - Tests
        .testTarget(name: "MockgenLayoutTests", dependencies: ["MockgenLayout", "MockgenScenario"]),
        .testTarget(name: "MockgenScenarioTests", dependencies: ["MockgenScenario", "MockgenLayout"]),
        .testTarget(name: "MockgenRenderTests", dependencies: ["MockgenRender", "MockgenScenario", "MockgenValidation"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "MockgenValidationTests", dependencies: ["MockgenValidation"]),
        .testTarget(name: "EndToEndTests", dependencies: ["mockgen"]),
    ]
)
