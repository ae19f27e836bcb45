#!/usr/bin/env bash
# Builds the DocC documentation of ContainerKit and ContainerKitTesting with the toolchain's own
# `docc` (no package plugin), treating every warning as an error. Needs only the Swift toolchain.
#
#   Scripts/build-docs.sh
#
# Steps:
#   1. `swift build --build-tests` builds the package in .build (shared with `swift test`), and
#      `swift symbolgraph-extract` extracts the public symbol graphs of the two documented modules
#      from that build (`swift package dump-symbol-graph` extracts every module, the test modules
#      included, and took about 130 of the step's 270 seconds in CI on a fresh clone);
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
# The tests are built too, so that the `swift test` that CI runs next finds everything built.
swift build --scratch-path "$scratch" --build-tests
modules="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
triple="$(swift -print-target-info | sed -n 's/.*"triple": *"\([^"]*\)".*/\1/p' | head -1)"

graphs="$scratch/symbol-graphs"
rm -rf "$graphs"
if [ "$(uname)" = Darwin ]; then
  # On macOS the extractor also needs the SDK and XCTest's framework path; SwiftPM knows them.
  swift package --scratch-path "$scratch" dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols
  extracted="$(dirname "$(swift build --scratch-path "$scratch" --show-bin-path)")/symbolgraph"
fi
for module in ContainerKit ContainerKitTesting; do
  mkdir -p "$graphs/$module"
  # The module's own graph and its extensions of other modules (ContainerKit@Swift.symbols.json).
  if [ "$(uname)" = Darwin ]; then
    cp "$extracted/$module".symbols.json "$extracted/$module"@*.symbols.json "$graphs/$module/" 2> /dev/null || true
  else
    swift symbolgraph-extract -module-name "$module" -I "$modules" -target "$triple" \
      -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs/$module"
  fi
  if [ ! -f "$graphs/$module/$module.symbols.json" ]; then
    echo "build-docs: no symbol graph for $module in $graphs/$module" >&2
    exit 1
  fi
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
