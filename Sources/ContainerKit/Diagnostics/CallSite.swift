/// Where a caller's call into ContainerKit was made: the place a misuse report points at.
///
/// Every public ContainerKit call that can report a misuse takes the caller's source location as
/// defaulted trailing parameters (`fileID`, `filePath`, `line`, `column`, filled in by the compiler
/// with `#fileID`, `#filePath`, `#line`, `#column`); you never pass them. While such a call is in
/// progress, every report it causes carries its ``CallSite`` in ``MisuseError/location``, including
/// the reports of hooks it runs, of overrides ContainerKit calls, and of the changes it defers
/// (`REENT-1`): the location is that of the *outermost* call in progress, the line of your code
/// that started the operation. Under `ContainerKitTesting` an unexpected report fails the test at
/// that line.
///
/// A call that ContainerKit makes on itself (a container adding its child through the public
/// `addChild(_:)`) never replaces the caller's location.
///
/// The facts are plain values: building one allocates nothing, and ``function`` is the name of the
/// ContainerKit call as the compiler spells it (`#function` inside the library).
public struct CallSite: Sendable, CustomStringConvertible {
    /// The ContainerKit call, as `#function` spells it inside the library, such as
    /// `addSubview(_:fileID:filePath:line:column:)`; ``callName`` drops the location labels.
    public let function: StaticString
    /// The caller's file as `#fileID` spells it: `Module/File.swift`.
    public let fileID: StaticString
    /// The caller's file as `#filePath` spells it: the full path, for `XCTFail(file:line:)`.
    public let filePath: StaticString
    /// The caller's line.
    public let line: UInt
    /// The caller's column.
    public let column: UInt

    /// Creates a call site.
    ///
    /// - Parameters:
    ///   - function: The ContainerKit call, as `#function` spells it inside the library.
    ///   - fileID: The caller's `#fileID`.
    ///   - filePath: The caller's `#filePath`.
    ///   - line: The caller's `#line`.
    ///   - column: The caller's `#column`.
    public init(function: StaticString, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.function = function
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The ContainerKit call as a user spells it: ``function`` without the location labels, such
    /// as `addSubview(_:)`.
    public var callName: String {
        let name = function.description
        let labels = "fileID:filePath:line:column:)"
        guard name.hasSuffix(labels) else { return name }
        return name.dropLast(labels.count) + ")"
    }

    /// `File.swift:12:5`-style text: the `#fileID`, the line and the column.
    public var description: String { "\(fileID):\(line):\(column)" }

    /// Whether the call was made by ContainerKit itself (its `#fileID` starts with
    /// `ContainerKit/`): such a call never replaces the caller's location.
    ///
    /// - Complexity: O(1); reads at most 13 bytes and allocates nothing.
    var isInsideContainerKit: Bool {
        let prefix: StaticString = "ContainerKit/"
        guard fileID.hasPointerRepresentation, fileID.utf8CodeUnitCount > prefix.utf8CodeUnitCount else {
            return false
        }
        let start = fileID.utf8Start
        let expected = prefix.utf8Start
        for offset in 0..<prefix.utf8CodeUnitCount where start[offset] != expected[offset] { return false }
        return true
    }
}
