#!/usr/bin/env bash
# Fuzzes the scenario decoder (and the layout of what it accepts) with libFuzzer through the
# Swift toolchain's -sanitize=fuzzer, with AddressSanitizer.
#
#   Fuzz/run.sh [SECONDS] [libFuzzer options...]     default 60 seconds
#
# MockgenLayout and MockgenScenario are compiled as one module from a temporary copy with their
# `import MockgenLayout` lines removed; ScenarioLibrary.swift is left out because it needs the
# build plugin's generated templates, which the decoder does not use. Seeds: the built-in
# scenarios. Findings land in .build/fuzz/ (crash-*, timeout-*); the script exits non-zero on one.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true

work=.build/fuzz
rm -rf "$work/src"
mkdir -p "$work/src" "$work/corpus" "$work/findings"
for file in $(find Sources/MockgenLayout Sources/MockgenScenario -name '*.swift' ! -name ScenarioLibrary.swift | sort); do
  sed '/^import MockgenLayout$/d' "$file" > "$work/src/$(echo "$file" | tr / _)"
done

swiftc -O -g -sanitize=fuzzer,address -parse-as-library -module-name MockgenFuzz \
  "$work"/src/*.swift Fuzz/FuzzScenario.swift -lm -o "$work/scenario-fuzzer"

cp Templates/scenarios/*.json "$work/corpus/"
# libFuzzer reports a crash itself; Swift's backtracer would only hang on the fuzzer's memory.
export SWIFT_BACKTRACE=enable=no
"$work/scenario-fuzzer" "$work/corpus" \
  -dict=Fuzz/scenario.dict -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
  -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$work/findings/" "$@"
