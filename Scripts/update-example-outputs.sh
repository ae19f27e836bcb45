#!/usr/bin/env bash
# Rewrites Tests/ExamplesTests/Expected/<example>.txt from what each example prints now.
# For humans after an intended change: review `git diff Tests/ExamplesTests/Expected` before
# committing. CI never runs this; ExamplesTests only compares.
#   bash Scripts/update-example-outputs.sh [build folder, default .build]
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=(--scratch-path "${1:-.build}")
swift build "${scratch[@]}"
bin="$(swift build "${scratch[@]}" --show-bin-path)"
mkdir -p Tests/ExamplesTests/Expected
for dir in Examples/*/; do
  name="$(basename "$dir")"
  [ "$name" = "ExampleSupport" ] && continue
  "$bin/$name" > "Tests/ExamplesTests/Expected/$name.txt"
  echo "updated Tests/ExamplesTests/Expected/$name.txt ($(wc -l < "Tests/ExamplesTests/Expected/$name.txt") lines)"
done
