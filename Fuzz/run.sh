#!/usr/bin/env bash
# Fuzzes the scenario decoder (and the layout of what it accepts), then the command line (its
# options and values, applied to a built-in and laid out), with libFuzzer through the Swift
# toolchain's -sanitize=fuzzer, with AddressSanitizer. The time is shared: two thirds for the
# scenario, one third for the command line.
#
#   Fuzz/run.sh [SECONDS] [libFuzzer options...]     default 60 seconds
#
# The package's own modules are compiled as they are, one Swift module each in dependency order
# (MockgenText, MockgenFormat, MockgenJSON, MockgenLayout, MockgenDecoding), instrumented for
# libFuzzer and AddressSanitizer; SwiftPM cannot add -sanitize=fuzzer to only this build without
# unsafe flags. TextShim (the C shim over FreeType, HarfBuzz and ICU, and the embedded fonts) is compiled with
# clang and reached through a module map. The templates are embedded as the build plugin embeds
# them (Sources/EmbedTemplatesTool). The command-line fuzzer is its own module of the command
# line's parsing files (Options, CLIError, CommandLineText, CommandLineSpec and the limits), with MockgenRender for
# the overlay names. Seeds: the built-in scenarios; for the command line, Fuzz/command-lines/
# (one argv a file, arguments split at NUL bytes). Findings land in .build/fuzz/findings/
# (crash-*, timeout-*); the script exits non-zero on one.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true

work=.build/fuzz
# The module cache is this build's own: the shared one (~/.cache) is written by every other
# Swift build on the machine at the same time.
rm -rf "$work/modules" "$work/TextShim" "$work/templates" "$work/module-cache"
mkdir -p "$work/modules" "$work/TextShim" "$work/templates" "$work/corpus" "$work/cli-corpus" "$work/findings"

# The templates as Swift constants, as the EmbedTemplates plugin makes them for SwiftPM.
swiftc -O Sources/EmbedTemplatesTool/main.swift -o "$work/templates/embed"
"$work/templates/embed" Templates "$work/templates/EmbeddedTemplates.swift" $(find Templates -type f | sort)

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
for module in MockgenTemplates MockgenText MockgenFormat MockgenJSON MockgenLayout MockgenDecoding MockgenRender; do
  sources=$(find "Sources/$module" -name '*.swift' | sort)
  [ "$module" = MockgenTemplates ] && sources="$sources $work/templates/EmbeddedTemplates.swift"
  swiftc -O -g -sanitize=fuzzer,address -parse-as-library -wmo -package-name mockgen -module-name "$module" \
    -module-cache-path "$work/module-cache" \
    -I "$work/TextShim" -I "$work/modules" -emit-module -emit-module-path "$work/modules/$module.swiftmodule" \
    -c -o "$work/modules/$module.o" $sources
done

swiftc -O -g -sanitize=fuzzer,address -parse-as-library -module-name MockgenFuzz -I "$work/TextShim" -I "$work/modules" \
  -module-cache-path "$work/module-cache" \
  Fuzz/FuzzScenario.swift "$work"/modules/*.o "$work/TextShim/TextShim.o" "$work/TextShim/EmbeddedFonts.o" \
  -ldl -lm -o "$work/scenario-fuzzer"
# The command line's files and the fuzzer's entry in one module: the limits are internal to it.
swiftc -O -g -sanitize=fuzzer,address -parse-as-library -package-name mockgen -module-name MockgenCLI \
  -module-cache-path "$work/module-cache" \
  -I "$work/TextShim" -I "$work/modules" Fuzz/FuzzCommandLine.swift \
  Sources/MockgenCLI/{Options,CLIError,CommandLineText,CommandLineSpec,DrawingLimit,WorkLimit}.swift \
  "$work"/modules/*.o "$work/TextShim/TextShim.o" "$work/TextShim/EmbeddedFonts.o" \
  -ldl -lm -o "$work/command-line-fuzzer"

cp Templates/scenarios/*.json "$work/corpus/"
cp Fuzz/command-lines/* "$work/cli-corpus/"
# libFuzzer reports a crash itself; Swift's backtracer would only hang on the fuzzer's memory.
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp"
"$work/scenario-fuzzer" "$work/corpus" \
  -dict=Fuzz/scenario.dict -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
  -max_total_time="$((seconds * 2 / 3))" -print_final_stats=1 -artifact_prefix="$work/findings/" "$@"
"$work/command-line-fuzzer" "$work/cli-corpus" \
  -dict=Fuzz/command-line.dict -max_len=512 -timeout=10 -rss_limit_mb=2048 \
  -max_total_time="$((seconds - seconds * 2 / 3))" -print_final_stats=1 -artifact_prefix="$work/findings/" "$@"
