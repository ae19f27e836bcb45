#!/usr/bin/env bash
# The test suites under the address sanitizer, in a build that also measures code coverage, then
# the line coverage of Sources/ContainerKit. Needs only the Swift toolchain; fails when a test fails
# or the sanitizer finds a memory error. About 10 minutes of both cores on a 2-core machine (build
# 178 s, tests 312 s beside another build, in CI run 6 of 2026-11-28): `.ci/run` no longer runs it
# (with it, CI had taken 911 s before its last three steps, about 400 s more; its limit is 900), so
# run it before a release and after a change to the engine's lifetimes (the release queue, deferred
# changes, `deinit` paths).
#
#   bash Scripts/sanitize.sh
#
# Memory errors (use after free, overflows) fail the run. Leak detection is off: LeakSanitizer
# reports XCTest's own objects and Swift weak-reference side tables as leaked even when every
# tracked node was released (checked by a probe: LifetimeTracker saw nothing alive, LSan reported
# 15 allocations from XCTest and swift_weakAssign). Leaks are checked by LifetimeTracker (LIFE-1).
# Coverage is measured in the same instrumented run: it counts which lines ran, which the sanitizer
# does not change (95.86% both ways at be7bb18), and it saves a whole build and test run.
# The depth tests build chains of 2,000 here (CONTAINERKIT_CHAIN_DEPTH, CONTAINERKIT_DEFERRED_CHAIN):
# the sanitizer looks for memory errors, which a short chain shows as well as a long one; `.ci/run`
# builds the million-level chains in release. A release build under the sanitizer was tried instead:
# its solver differential test took 1,205 s for 100,000 systems (44 s without the sanitizer), and
# its model check 223 s for 200,000 operations.
set -euo pipefail
cd "$(dirname "$0")/.."
CONTAINERKIT_TEST_SWITCHES=1 swift build --build-tests --sanitize=address --enable-code-coverage --scratch-path .build-asan
ASAN_OPTIONS=detect_leaks=0 CONTAINERKIT_RANDOM_OPERATIONS=20000 CONTAINERKIT_TEST_SWITCHES=1 \
  CONTAINERKIT_CHAIN_DEPTH=2000 CONTAINERKIT_DEFERRED_CHAIN=2000 \
  swift test --skip-build --sanitize=address --enable-code-coverage --scratch-path .build-asan
bash .ci/coverage.sh .build-asan
