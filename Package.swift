// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "mockgen",
    products: [
        .executable(name: "mockgen", targets: ["mockgen"]),
        // The engine for other packages: decode a scenario, walk it, lay out and render frames.
        .library(
            name: "Mockgen",
            targets: [
                "MockgenFormat", "MockgenJSON", "MockgenLayout", "MockgenText", "MockgenDecoding", "MockgenRender",
                "MockgenValidation",
            ]),
    ],
    targets: [
        // MARK: - libxml2, behind a C shim
        // The shim's public header does not include libxml2's headers: a Swift file that imports
        // Foundation and libxml2's module fails with "'UErrorCode' has different definitions".
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "XMLShim", dependencies: ["CLibXML2"]),
        .target(name: "MockgenValidation", dependencies: ["XMLShim", "MockgenTemplates"]),

        // MARK: - Text: FreeType, HarfBuzz, fontconfig, ICU's line breaker, behind a C shim
        // Same reason as libxml2: TextShim.h includes none of their headers. The shim opens the
        // libraries with dlopen when text is first measured (TextShim.c says why), so nothing here
        // links them, and it needs none of their headers either: TextLibraries.h declares the few
        // types and functions it calls. No include path, no unsafeFlags: another package can
        // depend on this one, and the build needs no -dev package for text.
        .target(name: "TextShim", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "MockgenText", dependencies: ["TextShim"]),

        // MARK: - Pixels: librsvg, cairo, giflib, libwebp, behind a C shim (Docs/command-line.md#raster-formats)
        // Opened with dlopen on first use like the text libraries (RasterShim.c), so HTML and SVG
        // runs never load them. No include flags: fontconfig's, giflib's and libwebp's headers sit
        // in /usr/include, and the shim declares the few cairo and librsvg calls itself.
        .target(name: "RasterShim", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "MockgenRaster", dependencies: ["RasterShim", "MockgenRender", "MockgenLayout", "MockgenText"]),

        // MARK: - Templates and built-in scenarios, compiled into the binary
        .executableTarget(name: "EmbedTemplatesTool"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["EmbedTemplatesTool"]),
        .target(name: "MockgenTemplates", plugins: ["EmbedTemplates"]),
        // The commit `--version` names, alone in a target: a new commit recompiles only it.
        .plugin(name: "EmbedCommit", capability: .buildTool(), dependencies: ["EmbedTemplatesTool"]),
        .target(name: "MockgenBuildInfo", plugins: ["EmbedCommit"]),

        // MARK: - Engine, scenarios, renderers, command line
        // Pure Swift without Foundation; rounding needs libm on Linux.
        // Number form (3 decimals, shortest, never -0) shared by every writer: no dependencies.
        .target(name: "MockgenFormat", linkerSettings: [.linkedLibrary("m")]),
        // The JSON reader (tape, positions), merge patch and writer, for the decoder and the renderers.
        .target(name: "MockgenJSON", dependencies: ["MockgenFormat"]),
        .target(name: "MockgenLayout", dependencies: ["MockgenText", "MockgenFormat"], linkerSettings: [.linkedLibrary("m")]),
        .target(
            name: "MockgenDecoding",
            dependencies: ["MockgenJSON", "MockgenFormat", "MockgenLayout", "MockgenText", "MockgenTemplates"]),
        .target(
            name: "MockgenRender",
            dependencies: ["MockgenJSON", "MockgenFormat", "MockgenLayout", "MockgenText", "MockgenTemplates"]),
        .target(
            name: "MockgenCLI",
            dependencies: [
                "MockgenFormat", "MockgenJSON", "MockgenLayout", "MockgenText", "MockgenDecoding", "MockgenRender",
                "MockgenValidation", "MockgenRaster", "MockgenBuildInfo",
            ]),
        // The schema and the format page's key tables, written from the decoder's key tables:
        // `swift run mockgen-schema` (Sources/MockgenSchema/ScenarioSchema.swift).
        .target(
            name: "MockgenSchema", dependencies: ["MockgenDecoding", "MockgenJSON", "MockgenFormat"],
            exclude: ["scenario.schema.skeleton.json"]),
        .executableTarget(name: "mockgen-schema", dependencies: ["MockgenSchema"]),
        .target(name: "ArgumentsShim"),
        .executableTarget(name: "mockgen", dependencies: ["MockgenCLI", "ArgumentsShim"]),

        // MARK: - Benchmark (Docs/performance.md#method): `swift run -c release mockgen-bench`
        // Depends on `mockgen` so that the binary it times is built with it.
        .executableTarget(
            name: "mockgen-bench",
            dependencies: [
                "mockgen", "MockgenFormat", "MockgenLayout", "MockgenText", "MockgenDecoding", "MockgenRender",
                "MockgenValidation",
            ]),

        // MARK: - Tests
        // Helpers the test targets share (as swift-argument-parser shares its test helpers): no copies.
        .target(name: "MockgenTestSupport", dependencies: ["MockgenLayout"], path: "Tests/MockgenTestSupport"),
        .testTarget(name: "MockgenFormatTests", dependencies: ["MockgenFormat", "MockgenTestSupport"]),
        .testTarget(name: "MockgenJSONTests", dependencies: ["MockgenJSON", "MockgenFormat", "MockgenTestSupport"]),
        .testTarget(
            name: "MockgenLayoutTests", dependencies: ["MockgenLayout", "MockgenDecoding", "MockgenFormat", "MockgenTestSupport"]),
        .testTarget(
            name: "MockgenDecodingTests",
            dependencies: [
                "MockgenDecoding", "MockgenJSON", "MockgenFormat", "MockgenLayout", "MockgenSchema", "MockgenTestSupport",
            ]),
        .testTarget(
            name: "MockgenRenderTests",
            dependencies: [
                "MockgenRender", "MockgenDecoding", "MockgenFormat", "MockgenValidation", "MockgenText", "MockgenTestSupport",
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "MockgenValidationTests", dependencies: ["MockgenValidation"]),
        .testTarget(name: "MockgenTextTests", dependencies: ["MockgenText", "MockgenLayout", "MockgenDecoding"]),
        .testTarget(
            name: "MockgenRasterTests",
            dependencies: [
                "MockgenRaster", "MockgenRender", "MockgenDecoding", "MockgenLayout", "MockgenText", "MockgenFormat",
                "MockgenTestSupport",
            ]),
        .testTarget(name: "EndToEndTests", dependencies: ["mockgen", "MockgenCLI", "MockgenTestSupport"]),
    ]
)
