// Not part of the ported library (PORTING.md, edit T2): the library's tests print a line per
// animation and per transition, which would read as noise in a user's `swift test`. This
// module-level `print` shadows the standard one inside this test module only, so the ported test
// files stay as they were; nothing they assert depends on the output.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {}
