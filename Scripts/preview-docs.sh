#!/usr/bin/env bash
# Shows the documentation of ContainerKit and ContainerKitTesting in a browser, on Linux or macOS.
# Needs only the Swift toolchain (its `docc`) and python3.
#
#   bash Scripts/preview-docs.sh                # build, then serve both modules at http://localhost:8000
#   PORT=9000 bash Scripts/preview-docs.sh      # another port
#   bash Scripts/preview-docs.sh --live         # ContainerKit's catalog, converted again on every save
#   bash Scripts/preview-docs.sh --live ContainerKitTesting
#
# Default mode: `Scripts/build-docs.sh` builds both archives exactly as CI does (warnings are
# errors), `docc merge` combines them into .build/Documentation.doccarchive (so the links
# from ContainerKitTesting to ContainerKit work), and `python3 -m http.server` serves that folder:
# open http://localhost:8000/documentation/containerkit. Stop it with Ctrl-C.
#
# Live mode: `docc preview` on one catalog, with the symbol graphs of the last build
# (.build/symbol-graphs, made by build-docs.sh when they are missing). It converts again
# whenever a file of the catalog changes, so it is for writing articles; a changed `///` comment
# in the Swift sources shows only after `bash Scripts/build-docs.sh` extracts the graphs again.
#
# On a remote machine, forward the port (`ssh -L 8000:localhost:8000 <host>`) and open the same
# address locally.
set -euo pipefail
cd "$(dirname "$0")/.."

port="${PORT:-8000}"
scratch=.build

# The toolchain's docc, found as build-docs.sh finds it.
docc="$(bash Scripts/find-docc.sh)"

if [ "${1:-}" = "--live" ]; then
  module="${2:-ContainerKit}"
  case "$module" in
    ContainerKit | ContainerKitTesting) ;;
    *) echo "preview-docs: --live takes ContainerKit or ContainerKitTesting, not '$module'." >&2; exit 1 ;;
  esac
  if [ ! -d "$scratch/symbol-graphs/$module" ] || [ ! -d "$scratch/ContainerKit.doccarchive" ]; then
    DOCC="$docc" bash Scripts/build-docs.sh
  fi
  extra=()
  if [ "$module" = ContainerKitTesting ]; then
    extra=(--enable-experimental-external-link-support --dependency "$scratch/ContainerKit.doccarchive")
  fi
  echo "preview-docs: http://localhost:$port/documentation/$(tr '[:upper:]' '[:lower:]' <<<"$module") (Ctrl-C stops)"
  exec "$docc" preview "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$scratch/symbol-graphs/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "$module" \
    --port "$port" \
    --output-dir "$scratch/preview-$module" \
    "${extra[@]}"
fi

if [ $# -gt 0 ]; then
  echo "preview-docs: unknown argument '$1' (see the comment at the top of this script)." >&2
  exit 1
fi

DOCC="$docc" bash Scripts/build-docs.sh
combined="$scratch/Documentation.doccarchive"
rm -rf "$combined"
"$docc" merge "$scratch/ContainerKit.doccarchive" "$scratch/ContainerKitTesting.doccarchive" \
  --synthesized-landing-page-name ContainerKit --output-path "$combined"
echo "preview-docs: http://localhost:$port/documentation/containerkit" \
  "and http://localhost:$port/documentation/containerkittesting (Ctrl-C stops)"
cd "$combined"
exec python3 -m http.server "$port" --bind 127.0.0.1
