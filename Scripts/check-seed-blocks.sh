#!/usr/bin/env bash
# The porting measure (Tests/SeedBlocks/README.md): type-checks each of the seeds' Swift blocks,
# taken literally, against the ContainerKit library, one block at a time (with the context files
# listed for it), and checks the outcome recorded in Tests/SeedBlocks/expected.txt: a block marked
# `compiles` must compile without an error; any other block must fail, and the compiler's output
# must contain the recorded text (the message that names ContainerKit's spelling; several texts
# are separated by " && "; a text written `!text` must not appear at all). The `probe-`
# rows are not seed blocks: names users bring (Tests/SeedBlocks/Probes), checked the same way.
# Run from anywhere; builds the library first. Prints one line per block and a summary.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
blocks="$root/Tests/SeedBlocks"
cd "$root"
# CONTAINERKIT_MODULES measures against another build of the library (e.g. an older commit's
# .build/debug/Modules); by default this checkout's library is built and used.
if [ -n "${CONTAINERKIT_MODULES:-}" ]; then
  modules="$CONTAINERKIT_MODULES"
else
  swift build --target ContainerKit > /dev/null
  bin="$(swift build --show-bin-path)"
  modules="$bin/Modules"
  [ -d "$modules" ] || modules="$bin"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

total=0; compiled=0; failures=0; messaged=0; probes=0
while IFS='|' read -r id outcome context expected; do
  case "$id" in ''|'#'*) continue ;; esac
  trim() { sed 's/^ *//; s/ *$//' <<< "$1"; }
  id="$(trim "$id")"; outcome="$(trim "$outcome")"; context="$(trim "$context")"; expected="$(trim "$expected")"
  case "$id" in probe-*) probes=$((probes + 1)) ;; *) total=$((total + 1)) ;; esac
  file="$(ls "$blocks"/*/"$id".swift "$blocks"/{NotCompiling,Probes}/"$id".swift.txt 2> /dev/null | head -1 || true)"
  if [ -z "$file" ]; then echo "FAIL $id: no block file"; failures=$((failures + 1)); continue; fi
  # swiftc reads only .swift files: a block that does not compile is stored as .swift.txt.
  cp "$file" "$work/$id.swift"
  files=("$work/$id.swift")
  if [ "$context" != "-" ]; then
    IFS=',' read -ra extra <<< "$context"
    for f in "${extra[@]}"; do files+=("$blocks/$(trim "$f")"); done
  fi
  set +e
  output="$(swiftc -typecheck -parse-as-library -swift-version 6 -module-name SeedBlock -I "$modules" "${files[@]}" 2>&1)"
  status=$?
  set -e
  if [ "$outcome" = "compiles" ]; then
    if [ $status -eq 0 ] && ! grep -q "error:" <<< "$output"; then
      compiled=$((compiled + 1)); echo "ok   $id: compiles"
    else
      failures=$((failures + 1)); echo "FAIL $id: expected to compile"; grep "error:" <<< "$output" | head -5
    fi
  else
    missing=""
    # Several texts are separated by " && "; each must appear.
    # A text that starts with `!` must not appear anywhere in the output (e.g. `!Never`).
    while IFS= read -r text; do
      case "$text" in
        '') ;;
        '!'*) grep -qF -- "${text#!}" <<< "$output" && missing="$missing(not) ${text#!}; " ;;
        *) grep -qF -- "$text" <<< "$output" || missing="$missing$text; " ;;
      esac
    done < <(sed 's/ && /\n/g' <<< "$expected")
    if [ $status -ne 0 ] && [ -z "$missing" ]; then
      [ "$outcome" = "message" ] && [ "${id#probe-}" = "$id" ] && messaged=$((messaged + 1))
      echo "ok   $id: $outcome, says: $expected"
    else
      failures=$((failures + 1)); echo "FAIL $id: expected \"${missing:-$expected}\"; the compiler said:"
      grep "error:" <<< "$output" | grep -v '^ *|' | sort -u | head -8
    fi
  fi
done < "$blocks/expected.txt"

echo "$compiled of $total seed blocks compile; $messaged more get a message naming ContainerKit's spelling ($probes diagnostic probes checked)."
if [ $failures -ne 0 ]; then
  echo "$failures blocks differ from Tests/SeedBlocks/expected.txt." >&2
  exit 1
fi
