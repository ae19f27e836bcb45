#!/usr/bin/env bash
# Checks that every rule ID the repository uses is defined exactly once in its documentation.
# Needs only bash and the usual text tools (grep, sed, sort, comm).
#
#   Scripts/check-rule-ids.sh
#
# A rule ID is a prefix and a number: VIEW-2, MIS-7, TRACE-6. The prefixes are those of the
# contract: VIEW LOAD VC APP CONT PARENT CELL COMP LAYOUT TRAIT REENT LIFE MIS TRACE.
#
# A rule is DEFINED by a level-3 heading in an article of a DocC catalog (Sources/*/*.docc),
# the ID first, then a colon and the rule's title:
#
#   ### VIEW-2: Adding a subtree to a superview in a window
#
# A rule is USED wherever its ID appears in Sources/ (the catalogs included), Tests/, Examples/ or
# README.md. The check fails (exit 1) and lists the IDs, with where they are used or defined, when
# an ID is used but defined nowhere, or defined more than once. It prints how many rules are
# defined and used when it passes.
set -euo pipefail
cd "$(dirname "$0")/.."

prefixes='VIEW|LOAD|VC|APP|CONT|PARENT|CELL|COMP|LAYOUT|TRAIT|REENT|LIFE|MIS|TRACE'
id_pattern="($prefixes)-[0-9]+"

catalogs=()
while IFS= read -r catalog; do catalogs+=("$catalog"); done < <(find Sources -type d -name '*.docc' | sort)
if [ ${#catalogs[@]} -eq 0 ]; then
  echo "check-rule-ids: no DocC catalog (Sources/*/*.docc) found." >&2
  exit 1
fi

# file:line:ID for every definition.
definitions="$(grep -rnoE --include='*.md' "^### $id_pattern:" "${catalogs[@]}" | sed -E 's/### //; s/:$//' || true)"
defined_ids="$(cut -d: -f3 <<<"$definitions" | sed '/^$/d' | sort)"

# file:line:ID for every use (-w: whole words only, so XVIEW-2 or VIEW-2a are not IDs).
uses="$(grep -rnowE "$id_pattern" Sources Tests Examples README.md || true)"
used_ids="$(cut -d: -f3 <<<"$uses" | sed '/^$/d' | sort -u)"

status=0

duplicates="$(uniq -d <<<"$defined_ids" | sed '/^$/d')"
if [ -n "$duplicates" ]; then
  status=1
  echo "Rule IDs defined more than once:"
  while IFS= read -r id; do
    echo "  $id"
    grep -E ":$id\$" <<<"$definitions" | cut -d: -f1,2 | sed 's/^/      /'
  done <<<"$duplicates"
fi

undefined="$(comm -23 <(printf '%s\n' "$used_ids") <(uniq <<<"$defined_ids") | sed '/^$/d')"
if [ -n "$undefined" ]; then
  status=1
  echo "Rule IDs used but not defined in any catalog (define each with a line '### ID: title'):"
  while IFS= read -r id; do
    count="$(grep -cE ":$id\$" <<<"$uses")"
    first="$(grep -m1 -E ":$id\$" <<<"$uses" | cut -d: -f1,2)"
    echo "  $id  (uses: $count; first at $first)"
  done <<<"$undefined"
fi

if [ "$status" -eq 0 ]; then
  defined_count="$(uniq <<<"$defined_ids" | sed '/^$/d' | wc -l | tr -d ' ')"
  outside="$(grep -rhowE --exclude-dir='*.docc' "$id_pattern" Sources Tests Examples README.md | sort -u | wc -l | tr -d ' ' || true)"
  echo "check-rule-ids: $defined_count rules, each defined once (${catalogs[*]});" \
    "every rule ID used is defined ($outside distinct IDs used outside the catalogs)."
fi
exit "$status"
