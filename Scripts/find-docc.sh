#!/usr/bin/env bash
# Prints the path of the Swift toolchain's `docc`: $DOCC when set, else `docc` on PATH, else the
# one next to `swift`, else (macOS) the one `xcrun` finds. Fails with a message when there is none.
# Used by build-docs.sh and preview-docs.sh.
set -euo pipefail
docc="${DOCC:-}"
if [ -z "$docc" ]; then docc="$(command -v docc || true)"; fi
if [ -z "$docc" ]; then
  swift_path="$(command -v swift)"
  candidate="$(dirname "$(readlink -f "$swift_path" 2>/dev/null || echo "$swift_path")")/docc"
  if [ -x "$candidate" ]; then docc="$candidate"; fi
fi
if [ -z "$docc" ] && command -v xcrun >/dev/null; then docc="$(xcrun --find docc)"; fi
if [ -z "$docc" ]; then
  echo "no docc found; install a Swift toolchain that ships it, or set DOCC." >&2
  exit 1
fi
echo "$docc"
