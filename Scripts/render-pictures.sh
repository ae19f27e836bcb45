#!/usr/bin/env bash
# Renders the pictures of the README and the DocC catalog from the examples' own output:
#   - the tree of the NestedParents example (its `== graphviz ==` section) as an SVG, with
#     Graphviz `dot` (installed from Debian's packages when missing);
#   - the sequence diagram of the TypedRootView example (its `== diagram ==` section), printed as
#     Mermaid source for the README's ```mermaid block (GitHub draws it).
# ExamplesTests checks that the README's Mermaid block is the example's current diagram.
#   bash Scripts/render-pictures.sh [build folder, default .build]
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=(--scratch-path "${1:-.build}")
if ! command -v dot > /dev/null; then
  apt-get update -qq && apt-get install -y -qq --no-install-recommends graphviz
fi
swift build "${scratch[@]}" --product NestedParents
swift build "${scratch[@]}" --product TypedRootView
bin="$(swift build "${scratch[@]}" --show-bin-path)"
section() { sed -n "/^== $1 ==\$/,/^== /p" | sed '1d;/^== /d'; }
out=Sources/ContainerKit/ContainerKit.docc/Resources/nested-parents-tree.svg
"$bin/NestedParents" | section graphviz | dot -Tsvg > "$out"
echo "wrote $out"
echo "The README's sequence diagram (TypedRootView, the inset change):"
"$bin/TypedRootView" | section diagram
