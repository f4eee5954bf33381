#!/usr/bin/env bash
# A package that depends on mockgen's library product builds and runs (Docs/testing.md#ci).
# SwiftPM refuses unsafeFlags in a dependency it resolves by version, but lets a
# dependency given by path (or branch) use them, so the consumer here takes a clone of the
# committed HEAD (or of REV, the first argument) tagged 1.0.0, by version: what keeps
# Package.swift free of unsafeFlags.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
rev="${1:-HEAD}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git clone -q --no-checkout "$root" "$work/mockgen"
git -C "$work/mockgen" -c advice.detachedHead=false checkout -q "$(git -C "$root" rev-parse "$rev")"
git -C "$work/mockgen" tag 1.0.0
mkdir -p "$work/consumer/Sources/Consumer"
cat > "$work/consumer/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(url: "file://$work/mockgen", exact: "1.0.0")],
    targets: [
        .executableTarget(name: "Consumer", dependencies: [.product(name: "Mockgen", package: "mockgen")]),
    ]
)
SWIFT
cat > "$work/consumer/Sources/Consumer/main.swift" <<'SWIFT'
import MockgenDecoding

// Decodes the default built-in through the library, as a dependent tool would.
if let builtin = ScenarioLibrary.builtin(named: ScenarioLibrary.defaultName) {
    let document = try ScenarioDecoder.decode(Array(builtin.text.utf8), source: builtin.name)
    print("decoded \(builtin.name): \(document.base.list.sections.count) sections")
}
SWIFT
cd "$work/consumer"
swift build 2>&1 | tail -3
swift run --skip-build Consumer
