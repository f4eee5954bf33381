#!/usr/bin/env bash
# A package that depends on mockgen by path builds and runs (issue 15, "Portable package"): SwiftPM
# refuses a dependency whose targets use unsafeFlags, so this is what keeps Package.swift free of
# them. The package lives in a temporary directory and uses the `Mockgen` library product.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/Consumer"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(path: "$root")],
    targets: [
        .executableTarget(name: "Consumer", dependencies: [.product(name: "Mockgen", package: "$(basename "$root" | tr A-Z a-z)")]),
    ]
)
SWIFT
cat > "$work/Sources/Consumer/main.swift" <<'SWIFT'
import MockgenScenario

// Decodes the default built-in through the library, as a dependent tool would.
if let builtin = ScenarioLibrary.builtin(named: ScenarioLibrary.defaultName) {
    let document = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: builtin.name)
    print("decoded \(builtin.name): \(document.base.list.sections.count) sections")
}
SWIFT
cd "$work"
swift build 2>&1 | tail -3
swift run --skip-build Consumer
