// Not part of the ported library (PORTING.md, T2): LayoutSupportSpec prints the controller's top
// layout guide before each of its examples, which would read as noise in a user's `swift test`.
// This module-level `print` shadows the standard one inside this test module only, as the
// coordinator port's does, so the spec files stay as they were; nothing they assert depends on
// the output. The shim's own lines (examples ran and passed) are printed from its module.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {}
