#!/usr/bin/env bash
# Compiles and runs the code that the documentation asks a user to type, as a user's package
# would (`import ContainerKit`, `import ContainerKitTesting`, no @testable import of ContainerKit),
# so that no sample can rot. Run from anywhere; needs only the Swift toolchain.
#
#   1. README.md: every ```swift block becomes one file of a test target of a scratch package
#      (.build-readme/ReadmeSamples); blocks hold declarations only (types, functions, tests).
#   2. The Getting Started article (Sources/ContainerKit/ContainerKit.docc/GettingStarted.md):
#      its ```swift blocks are the files of the package it builds, each block naming its file on
#      its first line (`// swift-tools-version:...` for Package.swift, `// Sources/...` or
#      `// Tests/...` for the others). The package is written to .build-readme/MyScreens, next to
#      a link .build-readme/ContainerKit to this checkout, so that its `.package(path:
#      "../ContainerKit")` is used as printed; the files must pass `swift format lint --strict`
#      with the project's .swift-format; then `swift test` runs, as the article says, and must
#      run its XCTest and its Swift Testing tests.
#   3. The Porting article (Sources/ContainerKit/ContainerKit.docc/Porting.md), "Porting an older
#      library": its ```swift blocks that name a file on their first line (as in step 2; the
#      article's other blocks are fragments and are skipped) are a package with main-actor default
#      isolation (swift-tools-version 6.2), written to .build-readme/LegacyBadges; it must pass
#      `swift format lint --strict`, build, and run its XCTest and its Swift Testing tests; and
#      without its `defaultIsolation` setting it must fail to build with isolation errors.
#   4. The Testing Flows article (Sources/ContainerKit/ContainerKit.docc/TestingFlows.md): its
#      package (.build-readme/MyFlows), extracted, linted and tested as the Porting article's.
#   5. Not from a document: .build-readme/LocatedFailures, a user's package whose tests make each
#      kind of misuse that no call site locates (a property set, a view loaded by its getter,
#      layoutIfNeeded(), a release, the end of a test) under XCTest and Swift Testing. Its tests
#      are meant to fail: each failure must be reported at the test file's line marked for it
#      (`// fails here`), and none inside ContainerKitTesting.
#
# All packages depend on this checkout through the same link and build in one scratch folder, so
# ContainerKit is compiled once for both.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build-readme"
build="$work/build"
mkdir -p "$work"
rm -rf "$work/ReadmeSamples" "$work/MyScreens" "$work/LegacyBadges" "$work/MyFlows" "$work/LocatedFailures"
ln -sfn "$root" "$work/ContainerKit"  # a link, replaced in place: never remove it with a trailing /

# Runs `swift test` in a scratch package; on failure prints the errors and the log's path.
run_tests() {
  local package="$1" log="$2" what="$3"
  if ! (cd "$package" && swift test --scratch-path "$build" > "$log" 2>&1); then
    grep -E "error:" "$log" | sort -u | head -20 || true
    grep -E "failed" "$log" | head -20 || true
    echo "$what: does not compile or its tests fail (full log: $log)." >&2
    exit 1
  fi
}

echo "== README.md =="
mkdir -p "$work/ReadmeSamples/Tests/ReadmeSamples"
cat > "$work/ReadmeSamples/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "ReadmeSamples",
    dependencies: [.package(path: "../ContainerKit")],
    targets: [.testTarget(name: "ReadmeSamples", dependencies: [
        .product(name: "ContainerKit", package: "ContainerKit"),
        .product(name: "ContainerKitTesting", package: "ContainerKit"),
    ])],
    swiftLanguageModes: [.v6]
)
SWIFT
awk -v dir="$work/ReadmeSamples/Tests/ReadmeSamples" '
  /^```swift$/ { n++; file = sprintf("%s/Sample%02d.swift", dir, n);
                 print "import ContainerKit\nimport ContainerKitTesting\nimport Testing\nimport XCTest\n" > file; inside = 1; next }
  /^```$/ && inside { inside = 0; close(file); next }
  inside { print >> file }
  END { print n " Swift samples" > "/dev/stderr" }
' "$root/README.md"
run_tests "$work/ReadmeSamples" "$work/readme.log" "README samples"
grep -E "Executed .* tests?|Test run with" "$work/readme.log" | tail -2
echo "README samples compile and pass."

echo "== GettingStarted.md =="
article="$root/Sources/ContainerKit/ContainerKit.docc/GettingStarted.md"
mkdir -p "$work/MyScreens"
awk -v dir="$work/MyScreens" '
  /^```swift$/ { block = 1; next }
  block == 1 {
    block = 0; inside = 1
    if ($0 ~ /^\/\/ swift-tools-version:/) { path = "Package.swift" }
    else if ($0 ~ /^\/\/ (Sources|Tests)\/[A-Za-z0-9_\/]+\.swift$/) { path = substr($0, 4) }
    else { print "GettingStarted.md: a ```swift block whose first line names no file: " $0 > "/dev/stderr"; bad = 1 }
    file = dir "/" path; files++
    folder = path; if (sub(/\/[^\/]*$/, "", folder)) system("mkdir -p \"" dir "/" folder "\"")
    print > file; next
  }
  /^```$/ && inside { inside = 0; close(file); next }
  inside { print >> file }
  END { print files " files" > "/dev/stderr"; exit bad }
' "$article"
for required in Package.swift Sources Tests; do
  if [ ! -e "$work/MyScreens/$required" ]; then
    echo "GettingStarted.md: the article builds no $required." >&2
    exit 1
  fi
done
# The article's code follows the project's style, as the repository's own code does.
swift format lint --strict --configuration "$root/.swift-format" -r \
  "$work/MyScreens/Package.swift" "$work/MyScreens/Sources" "$work/MyScreens/Tests"
run_tests "$work/MyScreens" "$work/getting-started.log" "The Getting Started package"
# Both kinds of test must have run and passed (a target with no test of one kind passes too).
if ! grep -qE "Executed [1-9][0-9]* tests?, with 0 failures" "$work/getting-started.log" \
  || ! grep -qE "Test run with [1-9][0-9]* tests? .*passed" "$work/getting-started.log"; then
  echo "The Getting Started package ran no XCTest or no Swift Testing test (log: $work/getting-started.log)." >&2
  exit 1
fi
grep -E "Executed .* tests?|Test run with" "$work/getting-started.log" | tail -2
echo "The Getting Started article's package builds and its tests pass."

# Builds the package an article describes: its ```swift blocks that name a file on their first line
# (`// swift-tools-version:...` for Package.swift, `// Sources/...` or `// Tests/...` for the
# others; the article's other blocks are fragments and are skipped) are written to $work/<name>,
# must pass `swift format lint --strict`, build, and run both an XCTest and a Swift Testing test.
#   article_package ARTICLE NAME WHAT
article_package() {
  local article="$1" name="$2" what="$3"
  mkdir -p "$work/$name"
  awk -v dir="$work/$name" '
    /^```swift$/ { block = 1; next }
    block == 1 {
      block = 0
      if ($0 ~ /^\/\/ swift-tools-version:/) { path = "Package.swift" }
      else if ($0 ~ /^\/\/ (Sources|Tests)\/[A-Za-z0-9_\/]+\.swift$/) { path = substr($0, 4) }
      else { next }  # a fragment, not a file of the package
      inside = 1
      file = dir "/" path; files++
      folder = path; if (sub(/\/[^\/]*$/, "", folder)) system("mkdir -p \"" dir "/" folder "\"")
      print > file; next
    }
    /^```$/ && inside { inside = 0; close(file); next }
    inside { print >> file }
    END { print files " files" > "/dev/stderr" }
  ' "$article"
  for required in Package.swift Sources Tests; do
    if [ ! -e "$work/$name/$required" ]; then
      echo "$what: the package has no $required." >&2
      exit 1
    fi
  done
  swift format lint --strict --configuration "$root/.swift-format" -r \
    "$work/$name/Package.swift" "$work/$name/Sources" "$work/$name/Tests"
  run_tests "$work/$name" "$work/$name.log" "$what"
  if ! grep -qE "Executed [1-9][0-9]* tests?, with 0 failures" "$work/$name.log" \
    || ! grep -qE "Test run with [1-9][0-9]* tests? .*passed" "$work/$name.log"; then
    echo "$what ran no XCTest or no Swift Testing test (log: $work/$name.log)." >&2
    exit 1
  fi
  grep -E "Executed .* tests?|Test run with" "$work/$name.log" | tail -2
}

echo "== Porting.md (an older library) =="
# A package with main-actor default isolation (swift-tools-version 6.2); without its
# `defaultIsolation` setting it must fail to build with isolation errors.
article_package "$root/Sources/ContainerKit/ContainerKit.docc/Porting.md" LegacyBadges \
  "The older library's package (Porting.md)"
# The article's claim: without the setting, the same library has isolation errors.
sed -i.bak 's/swiftSettings: \[\.defaultIsolation(MainActor\.self)\]//' "$work/LegacyBadges/Package.swift"
if (cd "$work/LegacyBadges" && swift build --scratch-path "$build" > "$work/legacy-badges-nonisolated.log" 2>&1) \
  || ! grep -q "nonisolated context" "$work/legacy-badges-nonisolated.log"; then
  echo "Porting.md: without defaultIsolation(MainActor.self) the older library should not compile (log: $work/legacy-badges-nonisolated.log)." >&2
  exit 1
fi
mv "$work/LegacyBadges/Package.swift.bak" "$work/LegacyBadges/Package.swift"
echo "The Porting article's older library builds with main-actor default isolation (and not without it); its tests pass."

echo "== TestingFlows.md =="
article_package "$root/Sources/ContainerKit/ContainerKit.docc/TestingFlows.md" MyFlows \
  "The Testing Flows article's package"
echo "The Testing Flows article's package builds and its tests pass."

echo "== Failures located at the user's line =="
mkdir -p "$work/LocatedFailures/Tests/LocatedFailuresTests"
cat > "$work/LocatedFailures/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "LocatedFailures",
    dependencies: [.package(path: "../ContainerKit")],
    targets: [.testTarget(name: "LocatedFailuresTests", dependencies: [
        .product(name: "ContainerKit", package: "ContainerKit"),
        .product(name: "ContainerKitTesting", package: "ContainerKit"),
    ])],
    swiftLanguageModes: [.v6]
)
SWIFT
cat > "$work/LocatedFailures/Tests/LocatedFailuresTests/Triggers.swift" <<'SWIFT'
import ContainerKit
import ContainerKitTesting
import Testing
import XCTest

final class ForgetfulLoad: ViewController {
    override func viewDidLoad() {}  // no super.viewDidLoad(): MIS-11
}

final class ForgetfulLayout: View {
    override func layoutSubviews() {}  // no super.layoutSubviews(): MIS-11
}

final class Keeper: @unchecked Sendable {
    var kept: [ViewController] = []
}

let keeper = Keeper()

final class XCTestTriggers: XCTestCase {
    func testASetter() {
        MainActor.assumeIsolated {
            let window = Window(name: "W")
            window.rootViewController = ForgetfulLoad(name: "P")  // fails here
        }
    }

    func testAGetter() {
        MainActor.assumeIsolated {
            _ = ForgetfulLoad(name: "C").view  // fails here
        }
    }

    func testLayoutIfNeeded() {
        MainActor.assumeIsolated {
            let forgetful = ForgetfulLayout(name: "F")
            forgetful.setNeedsLayout()
            forgetful.layoutIfNeeded()  // fails here
        }
    }

    func testARelease() {
        MainActor.assumeIsolated {
            let parent = ViewController(name: "P"), child = ViewController(name: "C")
            parent.addChild(child)  // fails here
            parent.view.addSubview(child.view)
        }
    }

    func testTheEndOfATest() {
        MainActor.assumeIsolated {
            let parent = ViewController(name: "P"), child = ViewController(name: "C")
            keeper.kept.append(parent)
            parent.addChild(child)  // fails here
            parent.view.addSubview(child.view)
        }
    }
}

@MainActor
@Suite struct SwiftTestingTriggers {
    @Test func aSetter() {
        let window = Window(name: "W")
        window.rootViewController = ForgetfulLoad(name: "P")  // fails here
    }

    @Test func aRelease() {
        let parent = ViewController(name: "P"), child = ViewController(name: "C")
        parent.addChild(child)  // fails here
        parent.view.addSubview(child.view)
    }
}

@MainActor
@Suite(.containerKit) struct SwiftTestingTraitTriggers {
    @Test func theEndOfATest() {
        let parent = ViewController(name: "P"), child = ViewController(name: "C")
        keeper.kept.append(parent)
        parent.addChild(child)  // fails here
        parent.view.addSubview(child.view)
    }
}
SWIFT
log="$work/located-failures.log"
(cd "$work/LocatedFailures" && swift test --scratch-path "$build" > "$log" 2>&1) || true
source="$work/LocatedFailures/Tests/LocatedFailuresTests/Triggers.swift"
missing=0; expected=0
while IFS=: read -r line _; do
  expected=$((expected + 1))
  # XCTest prints `<path>:<line>: error:`; Swift Testing `recorded an issue at Triggers.swift:<line>:<column>`.
  if ! grep -qE "Triggers\.swift:$line(: error|:[0-9]+: )" "$log"; then
    echo "LocatedFailures: no failure reported at Triggers.swift:$line: $(sed -n "${line}p" "$source" | sed 's/^ *//')" >&2
    missing=$((missing + 1))
  fi
done < <(grep -n "// fails here" "$source")
if grep -q "TestReporting.swift" "$log"; then
  echo "LocatedFailures: a failure was reported inside ContainerKitTesting (log: $log)." >&2
  missing=$((missing + 1))
fi
if [ $missing -ne 0 ] || [ $expected -eq 0 ]; then
  echo "Failures are not all located at the user's line (log: $log)." >&2
  exit 1
fi
echo "Each of the $expected misuses without a call site fails its test at the user's line."
