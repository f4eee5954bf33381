#!/usr/bin/env bash
# Builds the release tarball (Docs/portability.md, "The release"):
#   Scripts/release.sh [OUT]   -> OUT/mockgen-X.Y.Z-x86_64-linux.tar.gz and its .sha256 (OUT: .build/dist)
# The binary links the Swift runtime and Foundation statically; of the C libraries it links only
# glibc's, libstdc++, libgcc_s and libxml2, and opens the rest by soname on first use. The tarball
# holds the binary, the man page, the completion scripts, the licences of what the binary carries,
# and a README; it is reproducible: the same commit gives the same bytes.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/dist}

version=$(sed -n 's/^ *public static let version = "\([0-9.]*\)"$/\1/p' Sources/MockgenCLI/Mockgen.swift)
commit=$(git rev-parse --short=7 HEAD)
[ -n "$version" ] || { echo "release.sh: no version in Sources/MockgenCLI/Mockgen.swift" >&2; exit 1; }
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  echo "release.sh: the work tree has changes; a release is built from a commit" >&2
  exit 1
fi

swift build -c release --static-swift-stdlib --product mockgen
binary=.build/release/mockgen

# The version line names this commit.
expected="mockgen $version ($commit)"
actual=$("$binary" --version)
[ "$actual" = "$expected" ] || { echo "release.sh: --version says '$actual', expected '$expected'" >&2; exit 1; }

# What the binary links: the sonames every supported system has, nothing of Swift's.
allowed=" libc.so.6 libm.so.6 libdl.so.2 libpthread.so.0 librt.so.1 libutil.so.1 libstdc++.so.6 libgcc_s.so.1 libxml2.so.2 ld-linux-x86-64.so.2 "
for needed in $(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
  case "$allowed" in
    *" $needed "*) ;;
    *) echo "release.sh: the binary links $needed, which a release must not" >&2; exit 1 ;;
  esac
done

name=mockgen-$version-x86_64-linux
stage=$out/$name
rm -rf "$stage" "$out/$name.tar.gz" "$out/$name.tar.gz.sha256"
mkdir -p "$stage/bin" "$stage/share/man/man1" "$stage/share/completions" "$stage/share/licenses/fonts" "$stage/share/licenses/icu"
# Symbols out: 43 MB of debug data is no use to a user (the build machine keeps the unstripped one).
strip --strip-all -o "$stage/bin/mockgen" "$binary"
chmod 755 "$stage/bin/mockgen"
"$binary" --generate-manual > "$stage/share/man/man1/mockgen.1"
for shell in bash zsh fish; do "$binary" --generate-completion-script "$shell" > "$stage/share/completions/mockgen.$shell"; done
cp "$(dirname "$(readlink -f "$(command -v swift)")")/../share/swift/LICENSE.txt" "$stage/share/licenses/swift-LICENSE.txt"
cp Fonts/licenses/* "$stage/share/licenses/fonts/"
cp ICU/icu72.copyright "$stage/share/licenses/icu/"
cat > "$stage/README.txt" <<TEXT
mockgen $version ($commit) for x86-64 Linux: Debian 12 and 13 (tested), Ubuntu 24.04 (checked
from its package list, not run).

Install: copy bin/mockgen into your PATH; man -l share/man/man1/mockgen.1; completions are in
share/completions. Run-time packages (Debian 13 names; Debian 12: libicu72, libglib2.0-0;
Ubuntu 24.04: libicu74, libglib2.0-0t64):
$(grep -v '^#' .ci/runtime-packages | paste -sd' ' -)
ffmpeg only for --format mp4. The fonts are inside the binary.

Licences: share/licenses (the Swift runtime and Foundation, linked in: swift-LICENSE.txt; ICU's
line-break table and Foundation's ICU: icu/; the fonts compiled in: fonts/).
TEXT

# Reproducible: names sorted, owners and times fixed to the commit's, gzip without a timestamp.
stamp=$(git log -1 --format=%ct)
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$stamp" -C "$out" -cf - "$name" | gzip -n -9 > "$out/$name.tar.gz"
(cd "$out" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
echo "$out/$name.tar.gz"
cat "$out/$name.tar.gz.sha256"
