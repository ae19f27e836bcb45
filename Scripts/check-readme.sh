#!/usr/bin/env bash
# Compiles and runs every ```swift block of README.md against the package, as a user's test target would
# (`import ContainerKit`, `import ContainerKitTesting`, no @testable), so a sample cannot rot.
# Each block becomes one file of a scratch package that depends on this one by path; blocks hold
# declarations only (types, functions, test classes). Run from the repository root.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build-readme"
rm -rf "$work/pkg"
mkdir -p "$work/pkg/Tests/ReadmeSamples"
cat > "$work/pkg/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "ReadmeSamples",
    dependencies: [.package(path: "$root")],
    targets: [.testTarget(name: "ReadmeSamples", dependencies: [
        .product(name: "ContainerKit", package: "main"),
        .product(name: "ContainerKitTesting", package: "main"),
    ])],
    swiftLanguageModes: [.v6]
)
SWIFT
# The dependency's identity is its folder name.
name="$(basename "$root")"
sed -i "s/package: \"main\"/package: \"$name\"/" "$work/pkg/Package.swift"
awk -v dir="$work/pkg/Tests/ReadmeSamples" '
  /^```swift$/ { n++; file = sprintf("%s/Sample%02d.swift", dir, n);
                 print "import ContainerKit\nimport ContainerKitTesting\nimport Testing\nimport XCTest\n" > file; inside = 1; next }
  /^```$/ && inside { inside = 0; close(file); next }
  inside { print >> file }
  END { print n " Swift samples" > "/dev/stderr" }
' "$root/README.md"
cd "$work/pkg"
if ! swift test --scratch-path "$work/build" > "$work/build.log" 2>&1; then
  grep -E "error:" "$work/build.log" | sort -u
  grep -E "error:|failed" "$work/build.log" | head -20
  echo "README samples do not compile or their tests fail (full log: $work/build.log)." >&2
  exit 1
fi
grep -E "Executed .* tests|Test run with" "$work/build.log" | tail -2
echo "README samples compile and pass."
