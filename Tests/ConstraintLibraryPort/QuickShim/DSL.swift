// The declarations a Quick spec writes inside `spec()` (PORTING.md, "The shim"). No code is taken
// from Quick.

import XCTest

/// Declares a group of examples; `beforeEach` and `afterEach` blocks inside it run around each of
/// its examples.
///
/// - Parameters:
///   - description: What the group describes; it prefixes its examples' descriptions.
///   - file: The caller's file.
///   - line: The caller's line.
///   - closure: Declares the group's examples and blocks, at once.
@MainActor public func describe(
    _ description: String, file: StaticString = #filePath, line: UInt = #line, closure: @MainActor () -> Void
) {
    guard let builder = SpecBuilder.builder("describe", file: file, line: line) else { return }
    builder.stack.append(SpecBuilder.Group(description))
    closure()
    builder.stack.removeLast()
}

/// Declares a group of examples, as ``describe(_:file:line:closure:)``.
///
/// - Parameters:
///   - description: The situation the group's examples share.
///   - file: The caller's file.
///   - line: The caller's line.
///   - closure: Declares the group's examples and blocks, at once.
@MainActor public func context(
    _ description: String, file: StaticString = #filePath, line: UInt = #line, closure: @MainActor () -> Void
) {
    describe(description, file: file, line: line, closure: closure)
}

/// Declares an example: it runs after every enclosing `beforeEach` (outermost first) and before
/// every enclosing `afterEach` (innermost first).
///
/// - Parameters:
///   - description: What the example shows; failures name it.
///   - file: The caller's file.
///   - line: The caller's line.
///   - closure: The example.
@MainActor public func it(
    _ description: String, file: StaticString = #filePath, line: UInt = #line,
    closure: @escaping @MainActor () -> Void
) {
    guard let builder = SpecBuilder.builder("it", file: file, line: line) else { return }
    builder.examples.append(SpecBuilder.Example(groups: builder.stack, description: description, closure: closure))
}

/// Declares an example that does not run; it is counted as pending.
///
/// - Parameters:
///   - description: What the example would show.
///   - file: The caller's file.
///   - line: The caller's line.
///   - closure: The example, never run.
@MainActor public func pending(
    _ description: String, file: StaticString = #filePath, line: UInt = #line,
    closure: @escaping @MainActor () -> Void
) {
    guard let builder = SpecBuilder.builder("pending", file: file, line: line) else { return }
    let groups = builder.stack.map(\.description).filter { !$0.isEmpty }
    builder.pending.append((groups + [description]).joined(separator: ", "))
}

/// Declares a block that runs before each example of the enclosing group.
///
/// - Parameters:
///   - file: The caller's file.
///   - line: The caller's line.
///   - closure: The block.
@MainActor public func beforeEach(
    file: StaticString = #filePath, line: UInt = #line, _ closure: @escaping @MainActor () -> Void
) {
    guard let builder = SpecBuilder.builder("beforeEach", file: file, line: line) else { return }
    builder.stack[builder.stack.count - 1].beforeEach.append(closure)
}

/// Declares a block that runs after each example of the enclosing group.
///
/// - Parameters:
///   - file: The caller's file.
///   - line: The caller's line.
///   - closure: The block.
@MainActor public func afterEach(
    file: StaticString = #filePath, line: UInt = #line, _ closure: @escaping @MainActor () -> Void
) {
    guard let builder = SpecBuilder.builder("afterEach", file: file, line: line) else { return }
    builder.stack[builder.stack.count - 1].afterEach.append(closure)
}
