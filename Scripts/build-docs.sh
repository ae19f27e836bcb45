#!/usr/bin/env bash
# Builds the DocC documentation of ContainerKit and ContainerKitTesting with the toolchain's own
# `docc` (no package plugin), treating every warning as an error. Needs only the Swift toolchain.
#
#   Scripts/build-docs.sh
#
# Steps:
#   1. `swift build --build-tests` builds the package in .build (shared with `swift test`), and
#      `swift package dump-symbol-graph` extracts the public symbol graphs of its modules;
#   2. `docc convert` turns each module's catalog (Sources/<Module>/<Module>.docc) and its symbol
#      graphs into .build/<Module>.doccarchive. ContainerKit is converted first, and
#      ContainerKitTesting against its archive (`--dependency`, which needs external link support
#      on both), so that the testing documentation can link to ContainerKit with absolute links
#      such as ``/ContainerKit/View``.
#
# It fails on any warning: a broken ``symbol`` or <doc:...> link, a parameter documented
# under the wrong name, an article that cannot be found. `bash Scripts/preview-docs.sh` builds
# them this way and shows them in a browser.
set -euo pipefail
cd "$(dirname "$0")/.."

# The default build folder: the symbol graphs come from the same debug build that `swift test`
# uses, so that CI, which runs both, compiles the package once for the two.
scratch=.build

# The toolchain's docc: $DOCC, else on PATH, else next to `swift`, else (macOS) through xcrun.
docc="$(bash Scripts/find-docc.sh)"

echo "== symbol graphs =="
# dump-symbol-graph extracts a graph for every module of the package, the test modules included,
# and fails when one of them is not built yet: build them all first.
swift build --scratch-path "$scratch" --build-tests
swift package --scratch-path "$scratch" dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols
extracted="$(dirname "$(swift build --scratch-path "$scratch" --show-bin-path)")/symbolgraph"

graphs="$scratch/symbol-graphs"
rm -rf "$graphs"
shopt -s nullglob
for module in ContainerKit ContainerKitTesting; do
  mkdir -p "$graphs/$module"
  # The module's own graph and its extensions of other modules (ContainerKit@Swift.symbols.json).
  files=("$extracted/$module.symbols.json" "$extracted/$module"@*.symbols.json)
  if [ ! -f "${files[0]}" ]; then
    echo "build-docs: no symbol graph for $module in $extracted" >&2
    exit 1
  fi
  cp "${files[@]}" "$graphs/$module/"
done

convert() {
  local module="$1"; shift
  echo "== docc convert $module =="
  rm -rf "$scratch/$module.doccarchive"
  "$docc" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "$module" \
    --output-path "$scratch/$module.doccarchive" \
    --warnings-as-errors \
    "$@"
}

convert ContainerKit --enable-experimental-external-link-support
convert ContainerKitTesting --enable-experimental-external-link-support --dependency "$scratch/ContainerKit.doccarchive"

echo "build-docs: $scratch/ContainerKit.doccarchive and $scratch/ContainerKitTesting.doccarchive built without warnings."
