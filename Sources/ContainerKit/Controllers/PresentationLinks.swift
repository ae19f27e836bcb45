/// The presentation relation of one controller: who presents it, whom it presents, and whether a
/// presentation of it is under way (`COMP-10`, `APP-8`).
///
/// Core data, as UIKit's `presentingViewController` and `presentedViewController` are part of
/// every controller: the engine reads it (the busy check, the teardown, the invariants, the
/// appearance target) without knowing how a presentation runs. What only the presentation
/// pipeline knows (the style, the delegates, the presentation controller) lives in the subclass
/// the pipeline makes (the only one), and reaches the core through the overridable members below.
///
/// Invariants: `presenting?.presentationLinks?.presented === owner` for a presented controller;
/// a presenter holds what it presents strongly and is held back strongly too while the
/// presentation lasts (see ``presenting``); `phase` is set only while the presentation or the
/// dismissal of this controller runs.
@MainActor
class PresentationLinks {
    enum Phase: Equatable { case beingPresented, beingDismissed }

    /// The presenter, held strongly while the presentation lasts, as UIKit's presentation holds
    /// it: a presenter that the app drops (a window that takes another root) stays alive, and
    /// `dismiss` still works. The two links form a cycle by design; it is broken when the
    /// presentation ends: a dismissal or a rollback (``unlink(_:from:)``), a teardown
    /// (`Engine.didRetire`), or the window going away with the presented or the presenting
    /// view (``windowDidGo(_:)``, ``windowDidGo(presenting:)``).
    var presenting: ViewController?
    /// The presented controller, held strongly (see ``presenting``).
    var presented: ViewController? {
        didSet {
            guard oldValue !== presented else { return }
            if let oldValue, oldValue.presentationLinks?.removesPresenter == true {
                PresentationLinks.coveringCount = max(0, PresentationLinks.coveringCount - 1)
            }
            if let presented, presented.presentationLinks?.removesPresenter == true {
                PresentationLinks.coveringCount += 1
            }
        }
    }
    var phase: Phase?

    /// Cache: how many presentations in place remove their presenter (`.fullScreen`,
    /// `.currentContext`), counted as ``presented`` links are set and cleared (a presented
    /// controller's ``removesPresenter`` does not change while it is linked). While it is zero
    /// nothing is covered, and the appearance paths skip the walks that look for a covering
    /// presenter (``ViewController/isCoveredInPlace``). A count left too high (links dropped
    /// without being cleared) costs those walks, never a wrong answer.
    @exclusivity(unchecked) static var coveringCount = 0

    /// Whether this controller's presentation, as it was started, takes its presenter off screen
    /// (`COMP-10`, `COMP-15`). The presentation pipeline answers; `false` here.
    var removesPresenter: Bool { false }

    /// The controller that the owner of these links presented went (retired, or gone with its
    /// window; the links are already cleared). The presentation pipeline settles the presenter's
    /// appearance; nothing here.
    func presentedDidGo(from presenter: ViewController) {}

    /// Ends the presentation link between `presenter` and `controller`, unless a hook already
    /// ended it: a teardown from a hook of the removal unlinks them, and the presentation queued
    /// behind may then link `presenter` to its next controller, which stays (`COMP-12`).
    static func unlink(_ controller: ViewController, from presenter: ViewController) {
        if presenter.presentationLinks?.presented === controller { presenter.presentationLinks?.presented = nil }
        if controller.presentationLinks?.presenting === presenter { controller.presentationLinks?.presenting = nil }
    }

    /// `presenter`'s presented controller went: unless `presenter` is torn down, its pipeline
    /// settles it (``presentedDidGo(from:)``).
    static func presentedDidGo(from presenter: ViewController) {
        if !presenter.isTornDown { presenter.presentationLinks?.presentedDidGo(from: presenter) }
    }

    /// A window went away with these subviews (`LIFE-3`, `COMP-12`): each presentation whose
    /// presented controller's view was one of them is over, as if dismissed without hooks (they
    /// disappeared with the window): both links are cleared, the presented controller is released
    /// unless someone else keeps it, and a presenter that survives elsewhere is no longer covered.
    /// Calls no hook itself.
    ///
    /// - Complexity: O(*n*) in the subviews.
    static func windowDidGo(_ subviews: [View]) {
        for subview in subviews {
            guard let controller = subview.storedController else { continue }
            if let presenter = controller.presentationLinks?.presenting {
                unlink(controller, from: presenter)
                presentedDidGo(from: presenter)
            }
            // A presentation whose presented view the app had taken out of the window ends with
            // the presenter's window too (the links hold each other). A presenter whose view a
            // hook has moved into another window since is uncovered there, and settles (model
            // checker forest 5014595371433986731).
            if let presented = controller.presentationLinks?.presented {
                unlink(presented, from: controller)
                presentedDidGo(from: controller)
            }
        }
    }

    /// A window went away in which these controllers were presented (`COMP-12`, `LIFE-1`): each
    /// presentation still in place whose presented view is in no other window is over, as if
    /// dismissed without hooks, wherever the app had moved its views. Ends the cycle of the
    /// presentation's links, so that both controllers are released unless someone else keeps
    /// them. Calls no hook itself.
    ///
    /// A presentation whose presented view the app moved into another window is that window's
    /// now: it ends when that window goes (without the hand-over, the two controllers outlive
    /// both windows when this one goes first, model checker forest 12410797086712119458).
    ///
    /// - Complexity: O(*n*) in the controllers.
    static func windowDidGo(presenting controllers: [ViewController]) {
        for controller in controllers {
            guard let presenter = controller.presentationLinks?.presenting else { continue }
            if let window = controller.viewIfLoaded?.window {
                window.presentedHere.append(Window.WeakController(controller: controller))
                continue
            }
            unlink(controller, from: presenter)
            presentedDidGo(from: presenter)
        }
    }
}

extension ViewController {
    /// Whether this controller presents another one in a style that removes it (full screen, or
    /// current context): then it stays disappeared, even when its window is shown again, until
    /// the dismissal (`COMP-10`, `COMP-15`).
    final var isCoveredByFullScreenPresentation: Bool {
        guard let presented = presentationLinks?.presented else { return false }
        return presented.presentationLinks?.removesPresenter == true
    }
}
