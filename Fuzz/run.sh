#!/usr/bin/env bash
# Fuzzes the scenario decoder (and the layout of what it accepts) with libFuzzer through the
# Swift toolchain's -sanitize=fuzzer, with AddressSanitizer.
#
#   Fuzz/run.sh [SECONDS] [libFuzzer options...]     default 60 seconds
#
# The package's own modules are compiled as they are, one Swift module each in dependency order
# (MockgenText, MockgenFormat, MockgenJSON, MockgenLayout, MockgenDecoding), instrumented for
# libFuzzer and AddressSanitizer; SwiftPM cannot add -sanitize=fuzzer to only this build without
# unsafe flags. TextShim (the C shim over FreeType, HarfBuzz and ICU, and the embedded fonts) is compiled with
# clang and reached through a module map. ScenarioLibrary.swift is left out because it needs the
# build plugin's generated templates, which the decoder does not use. Seeds: the built-in
# scenarios. Findings land in .build/fuzz/findings/ (crash-*, timeout-*); the script exits
# non-zero on one.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true

work=.build/fuzz
rm -rf "$work/modules" "$work/TextShim"
mkdir -p "$work/modules" "$work/TextShim" "$work/corpus" "$work/findings"

# The shim needs no library header and links none: it opens them with dlopen.
clang -c -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/TextShim/include \
  Sources/TextShim/TextShim.c -o "$work/TextShim/TextShim.o"
# The fonts compiled into the binary (Fonts/): plain data, nothing to instrument.
clang -c -I Sources/TextShim/include Sources/TextShim/EmbeddedFonts.c -o "$work/TextShim/EmbeddedFonts.o"
cat > "$work/TextShim/module.modulemap" <<MAP
module TextShim {
  header "$PWD/Sources/TextShim/include/TextShim.h"
  export *
}
MAP

# -package-name: the decoder reads the JSON tape through `package` declarations, visible only to
# modules built with the same package name (SwiftPM passes the package's).
for module in MockgenText MockgenFormat MockgenJSON MockgenLayout MockgenDecoding; do
  swiftc -O -g -sanitize=fuzzer,address -parse-as-library -wmo -package-name mockgen -module-name "$module" \
    -I "$work/TextShim" -I "$work/modules" -emit-module -emit-module-path "$work/modules/$module.swiftmodule" \
    -c -o "$work/modules/$module.o" \
    $(find "Sources/$module" -name '*.swift' ! -name ScenarioLibrary.swift | sort)
done

swiftc -O -g -sanitize=fuzzer,address -parse-as-library -module-name MockgenFuzz -I "$work/TextShim" -I "$work/modules" \
  Fuzz/FuzzScenario.swift "$work"/modules/*.o "$work/TextShim/TextShim.o" "$work/TextShim/EmbeddedFonts.o" \
  -ldl -lm -o "$work/scenario-fuzzer"

cp Templates/scenarios/*.json "$work/corpus/"
# libFuzzer reports a crash itself; Swift's backtracer would only hang on the fuzzer's memory.
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp"
"$work/scenario-fuzzer" "$work/corpus" \
  -dict=Fuzz/scenario.dict -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
  -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$work/findings/" "$@"
