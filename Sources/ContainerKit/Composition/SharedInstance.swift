/// A weak shared instance: hands out the live instance while one exists, and makes a new one
/// when none does (`COMP-11`; UIContainer's `ViewSharedContext`).
///
/// The helper never keeps the instance alive: once the window container (or whoever) releases
/// it, the next ``instance`` is a new one.
///
/// ```swift
/// final class MainController: ViewController {
///     static let shared = SharedInstance { MainController(name: "main") }
/// }
/// MainController.shared.instance.doSomething()
/// ```
@MainActor
public final class SharedInstance<Object: AnyObject> {
    /// Invariant: the last instance handed out, while something else holds it.
    private weak var live: Object?
    private let make: @MainActor () -> Object

    /// Creates the helper.
    ///
    /// - Parameter make: Makes a new instance when none is alive.
    public init(_ make: @escaping @MainActor () -> Object) {
        self.make = make
    }

    /// The live instance, or a new one (which the helper does not keep alive).
    ///
    /// - Returns: The instance.
    /// - Complexity: O(1) plus `make` when a new one is needed.
    public var instance: Object {
        if let live { return live }
        let created = make()
        live = created
        return created
    }

    /// The live instance, if one exists; never makes one.
    public var liveInstance: Object? { live }
}
