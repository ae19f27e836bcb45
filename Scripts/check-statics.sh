#!/usr/bin/env bash
# Checks two rules of Sources/ContainerKit's architecture (the Architecture article). Needs only
# bash, grep, sed and awk.
#
#   Scripts/check-statics.sh
#
# 1. **Engine state in one place.** Every stored `static var` (mutable static state) of the module
#    is one of:
#    - in a state file: Engine/EngineState.swift (the engine's state) or
#      Composition/CompositionState.swift (the composition layer's part, which the core may not
#      name);
#    - scratch or a cache: its declaration is preceded by a `/// Scratch:` or `/// Cache:` comment
#      saying why it is safe (the comment block right above it, or above a run of declarations
#      with no blank line between them);
#    - a test switch: in Internal/TestSwitches.swift (compiled only for this package's tests).
#    Computed properties (`static var x: T { ... }`), protocol requirements and `@TaskLocal`
#    declarations (a get-only view of a task-local binding) are not stored state and are skipped.
#
# 2. **The core names no composition type.** The composition types are the top-level types
#    declared in the composition folders (Composition, Transitions, Containers, Cells); no file of
#    the core folders (Nodes, Controllers, Engine, Appearance, Resolution, Layout, Traits, Tracing,
#    Diagnostics, Internal) may name one outside comments. What only composition knows reaches the
#    core through a member the core declares and composition overrides (the Architecture article).
#
# Fails (exit 1) listing each offending line; prints a summary when it passes.
set -euo pipefail
cd "$(dirname "$0")/../Sources/ContainerKit"

status=0

# ---- 1. Mutable statics ----------------------------------------------------------------------

state_files=(Engine/EngineState.swift Composition/CompositionState.swift)
switch_file=Internal/TestSwitches.swift

# Prints "kind<TAB>file:line" for each stored static var of the given files; kind is "scratch",
# "cache" or "other".
classify() {
  awk '
    FNR == 1 { tag = "" }
    {
      line = $0
      if (line ~ /^[ \t]*\/\/\/[ \t]*Scratch:/) { tag = "scratch"; next }
      if (line ~ /^[ \t]*\/\/\/[ \t]*Cache:/) { tag = "cache"; next }
      if (line ~ /^[ \t]*\/\//) { next }                  # comments keep the block going
      if (line ~ /^[ \t]*$/) { tag = ""; next }            # a blank line ends it
      if (line ~ /(^|[ \t])static[ \t]+var[ \t]/) {
        if (line ~ /@TaskLocal/) { next }
        decl = line
        sub(/\/\/.*$/, "", decl)
        brace = index(decl, "{"); equals = index(decl, "=")
        if (brace > 0 && (equals == 0 || brace < equals)) { tag = ""; next }   # computed
        print (tag == "" ? "other" : tag) "\t" FILENAME ":" FNR
        next                                               # a run of declarations keeps the tag
      }
      if (line ~ /^[ \t]*@[A-Za-z]/ && line !~ /(var|let|func|class|struct|enum|init)[ \t(]/) { next }
      tag = ""
    }
  ' "$@"
}

all_files=$(find . -name '*.swift' | sed 's|^\./||' | sort)
others=()
for file in $all_files; do
  case " ${state_files[*]} $switch_file " in *" $file "*) continue ;; esac
  others+=("$file")
done

count_stored() { classify "$@" | wc -l | tr -d ' '; }
# The fields of the state structs (what used to be statics of their own), without the fields
# that hold a nested group.
count_fields() {
  local file groups
  groups=$(sed -nE 's/^[ ]*struct ([A-Za-z]+).*/\1/p' "$1" | paste -sd '|' -)
  grep -E '^[ ]+var [A-Za-z]' "$1" | grep -cvE "= (${groups})\(\)$" || true
}
fields=0
for file in "${state_files[@]}"; do fields=$((fields + $(count_fields "$file"))); done
in_state=$(count_stored "${state_files[@]}")
in_switches=$(count_stored "$switch_file")
classified=$(classify "${others[@]}")
scratch=$(printf '%s\n' "$classified" | grep -c '^scratch' || true)
caches=$(printf '%s\n' "$classified" | grep -c '^cache' || true)
unclassified=$(printf '%s\n' "$classified" | grep '^other' | cut -f2 || true)

if [ -n "$unclassified" ]; then
  status=1
  echo "A mutable static outside the state files, neither scratch nor a cache nor a test switch:"
  while IFS= read -r where; do
    echo "  Sources/ContainerKit/$where: $(sed -n "${where##*:}p" "${where%%:*}" | sed 's/^[ \t]*//')"
  done <<< "$unclassified"
  echo "Move it into Engine/EngineState.swift (with its invariant, reached through its owner's API),"
  echo "or say why it is safe in a '/// Scratch:' or '/// Cache:' comment right above it."
fi

# ---- 2. The core names no composition type ---------------------------------------------------

composition_dirs=(Composition Transitions Containers Cells)
core_dirs=(Nodes Controllers Engine Appearance Resolution Layout Traits Tracing Diagnostics Internal)

declaration='^((public|open|package|internal|fileprivate|private|final|indirect|nonisolated)[ ]+)*(class|struct|enum|protocol|actor|typealias)[ ]+'
composition_types=$(
  for dir in "${composition_dirs[@]}"; do cat "$dir"/*.swift; done \
    | sed -E 's/^(@[A-Za-z]+(\([^)]*\))?[ ]+)+//' \
    | grep -E "${declaration}[A-Za-z_][A-Za-z0-9_]*" \
    | sed -E "s/${declaration}([A-Za-z_][A-Za-z0-9_]*).*/\4/" | sort -u
)
pattern=$(printf '%s\n' "$composition_types" | paste -sd '|' -)

found=""
for dir in "${core_dirs[@]}"; do
  for file in "$dir"/*.swift; do
    names=$(sed -E 's#//.*$##' "$file" | grep -owE "$pattern" | sort -u || true)
    for name in $names; do found+="$file $name"$'\n'; done
  done
done
if [ -n "$found" ]; then
  status=1
  echo "A core file names a composition type (declare a hook in the core, which composition overrides):"
  while read -r file name; do
    [ -n "$file" ] || continue
    sed -E 's#//.*$##' "$file" | grep -nwE "$name" | sed "s|^|  Sources/ContainerKit/$file:|" | sed "s|\$|   ($name)|"
  done <<< "$found"
fi

if [ "$status" -eq 0 ]; then
  echo "Mutable statics: ${in_state} in the state files (holding ${fields} fields), ${scratch} scratch," \
    "${caches} caches, ${in_switches} test switches, none else."
  echo "Composition types: $(printf '%s\n' "$composition_types" | wc -l | tr -d ' '); no core file names one."
fi
exit "$status"
