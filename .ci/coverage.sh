#!/usr/bin/env bash
# Prints the line coverage of Sources/ContainerKit from a coverage-instrumented test run.
# Usage: .ci/coverage.sh SCRATCH   (after `swift test --enable-code-coverage --scratch-path SCRATCH`)
set -euo pipefail
scratch="$1"
codecov="$(dirname "$(swift test --scratch-path "$scratch" --show-codecov-path)")"
binary="$(find "$scratch" -path '*/debug/ContainerKitPackageTests.xctest' -type f | head -n 1)"
# The toolchain's llvm-cov reads the toolchain's profile format (a system llvm-cov may not).
llvm_cov="$(dirname "$(command -v swift)")/llvm-cov"
"$llvm_cov" report "$binary" -instr-profile "$codecov/default.profdata" \
  -ignore-filename-regex='\.build|/Tests/|ContainerKitTesting|Examples' "$(pwd)/Sources/ContainerKit" > "$scratch/coverage.txt"
awk '/^TOTAL/ { print "line coverage of Sources/ContainerKit: " $(NF-3) " (" $(NF-5) " lines, " $(NF-4) " not run; llvm-cov report)" }' "$scratch/coverage.txt"
