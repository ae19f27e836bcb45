#if canImport(Runtime)
import Runtime
#endif

/// The line of the user's code that is running when ContainerKit reports a misuse that carries
/// no ``/ContainerKit/MisuseError/location``: a property set (`window.rootViewController = p`,
/// `_ = vc.view`), `layoutIfNeeded()`, a hook called by the user's code, a release at the end of a
/// test. Found on the call stack: the innermost frame whose source file is not one of
/// ContainerKit's own (the test function, or the user's override that ContainerKit called).
///
/// Only this test-support module looks at the stack, and only when a report fails a test: the
/// capture and its symbolication (the toolchain's `Runtime` module, which reads the test binary's
/// debug information) take milliseconds, which a failing test can afford and the library's hot
/// paths could not. Without that module, or without debug information (a release build), there
/// is no frame and the caller falls back to the running test (Swift Testing) or to this module's
/// line (XCTest).
struct CallerFrame: Equatable {
    /// The frame's source file, as the debug information spells it (a full path).
    var path: String
    /// The frame's line.
    var line: Int
    /// The frame's column; 1 when the debug information has none.
    var column: Int

    /// The folder that holds ContainerKit's modules' sources (`.../Sources/`): frames in it are
    /// the library's, never the user's.
    private static let librarySources: String = {
        let here = "\(#filePath)"
        let suffix = "ContainerKitTesting/CallerFrame.swift"
        return here.hasSuffix(suffix) ? String(here.dropLast(suffix.count)) : here
    }()

    /// The innermost frame of the current call stack that is the user's code, or `nil`.
    ///
    /// - Complexity: O(*d*) in the depth of the stack, plus the symbolication of its frames
    ///   (reading debug information: milliseconds).
    static func current() -> CallerFrame? {
        #if canImport(Runtime)
        guard let backtrace = try? Backtrace.capture(), let symbolicated = backtrace.symbolicated() else {
            return nil
        }
        for frame in symbolicated.frames {
            guard let location = frame.symbol?.sourceLocation, isUsers(location.path), location.line > 0 else {
                continue
            }
            return CallerFrame(path: location.path, line: location.line, column: max(1, location.column))
        }
        #endif
        return nil
    }

    /// Whether a frame's file is the user's: a Swift file outside ContainerKit's sources (not
    /// `<compiler-generated>`, not the library).
    static func isUsers(_ path: String) -> Bool {
        path.hasSuffix(".swift") && path.hasPrefix("/") && !path.hasPrefix(librarySources)
    }

    /// The file ID (`Module/File.swift`) that the compiler would give this file in a SwiftPM
    /// target: SwiftPM names a target after its folder.
    var fileID: String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).suffix(2)
        return parts.count == 2 ? parts.joined(separator: "/") : "Unknown/" + (parts.last.map(String.init) ?? "file")
    }

    /// The path as a `StaticString`, for `XCTFail(_:file:line:)`, which takes no other kind.
    ///
    /// `StaticString` is a frozen type of the standard library (its layout is part of its ABI: a
    /// pointer, a byte count and flags), so a string held for the life of the process can be
    /// viewed as one. The bytes are allocated once per failure and never freed; a failing test
    /// can afford that.
    var staticPath: StaticString {
        let bytes = Array(path.utf8)
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + 1)
        storage.initialize(from: bytes, count: bytes.count)
        storage[bytes.count] = 0
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        let raw = StaticStringLayout(
            start: UInt(bitPattern: storage), count: UInt(bytes.count), flags: isASCII ? 0b10 : 0)
        guard MemoryLayout<StaticStringLayout>.size == MemoryLayout<StaticString>.size else { return #filePath }
        return unsafeBitCast(raw, to: StaticString.self)
    }
}

/// The stored properties of `StaticString`, in order: the start of its UTF-8 bytes, their count,
/// and its flags (bit 0 clear: a pointer representation; bit 1: ASCII only).
private struct StaticStringLayout {
    var start: UInt
    var count: UInt
    var flags: UInt8
}
