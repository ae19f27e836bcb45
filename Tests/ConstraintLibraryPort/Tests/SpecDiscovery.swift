// Not part of the ported library (PORTING.md, "The shim"): Linux XCTest runs only the `test`
// methods it finds declared in this module, not one inherited from QuickSpec in the shim's module,
// so each spec class gets one here. It declares the spec's examples and runs each of them
// (QuickSpec.runSpec); a failing example is recorded at its expectation's line, with its name.
// The main actor: XCTest on Linux cannot run a main-actor test class, so the spec classes stay
// nonisolated and each test is a `@MainActor` async method.

import QuickShim

extension AlignSpec { @MainActor func testSpec() async { runSpec() } }
extension ConstraintGroupSpec { @MainActor func testSpec() async { runSpec() } }
extension DimensionSpec { @MainActor func testSpec() async { runSpec() } }
extension DistributeSpec { @MainActor func testSpec() async { runSpec() } }
extension EdgeSpec { @MainActor func testSpec() async { runSpec() } }
extension EdgesSpec { @MainActor func testSpec() async { runSpec() } }
extension LayoutGuideSpec { @MainActor func testSpec() async { runSpec() } }
extension LayoutSupportSpec { @MainActor func testSpec() async { runSpec() } }
extension MemoryLeakSpec { @MainActor func testSpec() async { runSpec() } }
extension PointSpec { @MainActor func testSpec() async { runSpec() } }
extension PrioritySpec { @MainActor func testSpec() async { runSpec() } }
extension SafeAreaLayoutGuideSpec { @MainActor func testSpec() async { runSpec() } }
extension SizeSpec { @MainActor func testSpec() async { runSpec() } }
extension ViewHierarchySpec { @MainActor func testSpec() async { runSpec() } }
extension ViewLayoutGuideSpec { @MainActor func testSpec() async { runSpec() } }
extension ViewProxyTestsSpec { @MainActor func testSpec() async { runSpec() } }
