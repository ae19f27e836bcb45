/// The states a ``WindowContainer`` moves between, after UIContainer's `WindowContainerType`
/// (`COMP-11`).
///
/// ```swift
/// enum AppWindow: WindowContainerProvider {
///     case main
///     static func launcher(in container: WindowContainer<AppWindow>) -> ViewController {
///         LauncherController(name: "launcher")
///     }
///     func rootViewController(in container: WindowContainer<AppWindow>) -> ViewController {
///         switch self {
///         case .main: MainController.shared.instance   // a SharedInstance, as ViewSharedContext
///         }
///     }
/// }
/// ```
@MainActor
public protocol WindowContainerProvider: Hashable {
    /// The controller shown before the first transition.
    ///
    /// - Parameter container: The window container asking.
    /// - Returns: A new controller, not yet in any tree.
    static func launcher(in container: WindowContainer<Self>) -> ViewController

    /// The root controller of this state; called for each transition to it.
    ///
    /// - Parameter container: The window container asking.
    /// - Returns: A controller not in any tree.
    func rootViewController(in container: WindowContainer<Self>) -> ViewController
}

/// The root controller of a window: a launcher first, then transitions between the states of a
/// provider type (`COMP-11`), after UIContainer's `WindowContainer`.
///
/// Each transition replaces the one child: the old root is removed completely (`VC-3`) and
/// released unless held elsewhere. Animated transitions use ``fadeStyle`` (the seed's fade,
/// ``TransitionStyle/cross``), others ``TransitionStyle/none``; the traces are those of
/// ``TransitionStyle``, with `K.transition(from: launcher, to: main)` and its end.
///
/// ```swift
/// let (window, container) = WindowContainer<AppWindow>.makeWindow()
/// window.makeKeyAndVisible()
/// container.transition(to: .main)
/// ```
@MainActor
open class WindowContainer<Provider: WindowContainerProvider>: CompositionController {
    /// The current state: the state of ``currentRoot``; `nil` while the launcher shows
    /// (`COMP-12`: a mark on the child, valid only while it is this container's child).
    public final var provider: Provider? { currentRoot?.compositionValue(by: self) }
    /// The child on screen: the launcher, then the root of ``provider``; the last of
    /// ``ViewController/children``, read from the tree (`COMP-12`).
    public final var currentRoot: ViewController? { lastCommittedChild }
    /// The style of animated transitions (default ``TransitionStyle/cross``, a fade).
    public final var fadeStyle: TransitionStyle = .cross

    /// Creates a container showing the provider's launcher (containment only; the launcher's view
    /// is placed when the container's view loads).
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
        let launcher = Provider.launcher(in: self)
        if let refusal = Composition.refusalToAdopt(launcher, by: self) {
            Composition.report(self, refusal)
            return
        }
        Composition.addChildQuietly(launcher, to: self)
    }

    /// A hidden window whose root controller is a new container (the seed's `UIWindow.container`).
    ///
    /// - Parameters:
    ///   - name: The window's name; `nil` uses the type's name.
    ///   - containerName: The container's name, from its creation on (its launcher is added then);
    ///     `nil` uses the type's name.
    ///   - frame: The window's frame.
    /// - Returns: The window and its container.
    public static func makeWindow(name: String? = nil, containerName: String? = nil, frame: Rect = .zero) -> (
        window: Window, container: WindowContainer
    ) {
        let window = Window(name: name)
        window.frame = frame
        let container = self.init(name: containerName)
        window.rootViewController = container  // a new window and a new container: accepted
        return (window, container)
    }

    /// Moves the window to a state (`COMP-11`).
    ///
    /// Waits for any running transition; the state already shown completes with `true` and
    /// changes nothing.
    ///
    /// - Parameters:
    ///   - provider: The state to show.
    ///   - animated: Whether to animate (``fadeStyle``, with ``CompositionController/animator``).
    ///   - completion: Called after every did-hook, `false` when cancelled.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Complexity: O(1) plus the hooks of both roots' subtrees.
    public final func transition(
        to provider: Provider, animated: Bool = true, completion: ((Bool) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        request({ [unowned self] in "move \"\(name)\" to \(provider)" }) { [unowned self] in
            if let current = self.provider, current == provider { return endOperation(completion, finished: true) }
            if let current = currentRoot, let refusal = Composition.refusalToRelease(current, by: self) {
                Composition.report(self, refusal)
                return endRefusedOperation(completion)
            }
            let incoming = provider.rootViewController(in: self)
            if let current = currentRoot, incoming === current {
                // The state maps to the root already shown: it now shows this state (COMP-12).
                current.setCompositionValue(provider, by: self)
                return endOperation(completion, finished: true)
            }
            if let refusal = Composition.refusalToAdopt(incoming, by: self) {
                Composition.report(self, refusal)
                return endRefusedOperation(completion)
            }
            if Composition.mustWaitToAdopt(incoming) { return queue.restartWhenFree() }
            var plan = plan(from: currentRoot, to: incoming, style: animated ? fadeStyle : .none, animated: animated)
            plan.incomingJoins = true
            plan.outgoingLeaves = currentRoot != nil
            plan.incomingNote = provider
            run(plan, completion: completion)
        }
    }

    override var visibleChild: ViewController? { currentRoot }

    override func compositionDumpNote(naming name: (ViewController) -> String) -> String {
        "window state " + (provider.map { "\($0)" } ?? "launcher")
    }
}
