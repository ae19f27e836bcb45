/// Pages: one child on screen, turned by your code (``setViewControllers(_:direction:animated:completion:fileID:filePath:line:column:)``)
/// or by a swipe that a test drives (``simulateSwipe(_:fileID:filePath:line:column:)``), as UIKit's
/// `UIPageViewController` (`COMP-18`).
///
/// ``ViewController/children`` equals ``viewControllers`` whenever no turn runs (`COMP-12`): the
/// page on screen is the one child; a turn adds the next page and removes the previous one. A
/// turn's appearance order is the one logged on devices for its ``transitionStyle-swift.property``
/// (in a visible window, from page `A` to page `B`):
///
/// - ``TransitionStyle-swift.enum/scroll``: `P.transition(from: A, to: B)`,
///   `A.willMove(toParent: nil)`, `B.willMove(toParent: P)`, `B.loadView`, `B.viewDidLoad`,
///   `B.viewWillAppear`, `A.viewWillDisappear`, `B.viewDidAppear`, `A.viewDidDisappear`,
///   `A.didMove(toParent: nil)`, `B.didMove(toParent: P)`, `P.transitionDidEnd(from: A, to: B)`;
/// - ``TransitionStyle-swift.enum/pageCurl``: the same, except that `A.viewDidDisappear` comes
///   before `B.viewDidAppear`.
///
/// A swipe is driven by the container's ``CompositionController/animator``: with a
/// ``ManualAnimator`` the test holds the turn and completes or cancels it. A swipe can be
/// cancelled, so the leaving page's `willMove(toParent: nil)` comes only when the turn commits;
/// a cancelled turn leaves the page where it was, with the orders of ``TransitionStyle-swift.enum``.
/// A turn your code asks for cannot be cancelled.
///
/// **Policy:** the containment hooks (which UIKit does not document for page containers) follow
/// UIKit's `transition(from:to:)` as the other containers do (`COMP-13`). One page at a time: a
/// spine in the middle (two pages) is not modelled, and ``setViewControllers(_:direction:animated:completion:fileID:filePath:line:column:)``
/// refuses any other number of pages, where UIKit raises an exception, except the back of the
/// turned page that a double-sided page-curl container takes (``isDoubleSided``).
@MainActor
open class PageViewController: CompositionController {
    /// How a page turn looks, as UIKit's `UIPageViewController.TransitionStyle`; it decides the
    /// appearance order of a turn (`COMP-18`).
    public enum TransitionStyle: Sendable, Hashable {
        /// Pages scroll: `B.viewWillAppear`, `A.viewWillDisappear`, `B.viewDidAppear`,
        /// `A.viewDidDisappear`. Cancelled: `B.viewWillAppear`, `A.viewWillDisappear`,
        /// `A.viewWillAppear`, `A.viewDidAppear`, `B.viewWillDisappear`, `B.viewDidDisappear`.
        case scroll
        /// Pages curl like a book's: `B.viewWillAppear`, `A.viewWillDisappear`,
        /// `A.viewDidDisappear`, `B.viewDidAppear`. Cancelled: `B.viewWillAppear`,
        /// `A.viewWillDisappear`, `B.viewWillDisappear`, `A.viewWillAppear`,
        /// `B.viewDidDisappear`, `A.viewDidAppear`.
        case pageCurl
    }

    /// The direction pages are laid out in, as UIKit's `UIPageViewController.NavigationOrientation`.
    /// ContainerKit draws nothing: it is kept for your code to read.
    public enum NavigationOrientation: Sendable, Hashable {
        /// Pages side by side.
        case horizontal
        /// Pages one above the other.
        case vertical
    }

    /// The direction of a turn, as UIKit's `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Sendable, Hashable {
        /// To the next page (the data source's `viewControllerAfter`).
        case forward
        /// To the previous page (the data source's `viewControllerBefore`).
        case reverse
    }

    /// The keys of the options of ``init(transitionStyle:navigationOrientation:options:name:)``,
    /// as UIKit's `UIPageViewController.OptionsKey`. ContainerKit draws nothing: the options are
    /// kept in ``options`` for your code to read.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String

        /// Creates a key.
        ///
        /// - Parameter rawValue: The key's name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The spine location of a page-curl container.
        public static let spineLocation = OptionsKey(rawValue: "spineLocation")
        /// The space between pages of a scrolling container.
        public static let interPageSpacing = OptionsKey(rawValue: "interPageSpacing")
    }

    /// How a turn looks; it decides the order of the appearance hooks.
    public final let transitionStyle: TransitionStyle
    /// The direction pages are laid out in.
    public final let navigationOrientation: NavigationOrientation
    /// The options given at creation.
    public final let options: [OptionsKey: any Sendable]

    /// Gives the pages before and after the current one to a swipe; `nil` turns swiping off, as
    /// Apple documents. Held weakly, as in UIKit.
    public final weak var dataSource: (any PageViewControllerDataSource)?

    /// Whether content appears on the back of pages, as UIKit's `isDoubleSided`; `false` by default.
    ///
    /// A double-sided page-curl container takes two controllers in
    /// ``setViewControllers(_:direction:animated:completion:fileID:filePath:line:column:)``, as
    /// Apple documents for a spine at the edge: the front of the page to show, and the back of the
    /// page it turns, which "is used for the page turning animation". **Policy:** ContainerKit
    /// draws no animation, so the back is not shown: it does not become a child and gets no hook;
    /// the front is the one page (`COMP-18`). A scrolling container has no back of pages and takes
    /// one controller either way.
    public final var isDoubleSided = false

    /// Told about swipes (never about ``setViewControllers(_:direction:animated:completion:fileID:filePath:line:column:)``,
    /// as Apple documents: its methods are called for gesture-driven turns). Held weakly.
    public final weak var delegate: (any PageViewControllerDelegate)?

    /// Creates a page container with UIKit's defaults for `UIPageViewController()`: page curl,
    /// horizontal.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        options = [:]
        super.init(name: name)
    }

    /// Creates a page container with no page.
    ///
    /// - Parameters:
    ///   - transitionStyle: How turns look (their appearance order).
    ///   - navigationOrientation: The direction pages are laid out in.
    ///   - options: Kept in ``options``; ContainerKit draws nothing.
    ///   - name: The name used in traces and dumps; `nil` uses the type's name.
    public init(
        transitionStyle: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: any Sendable]? = nil, name: String? = nil
    ) {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        self.options = options ?? [:]
        super.init(name: name)
    }

    /// The page on screen, in an array as UIKit has it: the children (`COMP-12`), without the page
    /// a running turn adds until it commits; `nil` never.
    ///
    /// - Complexity: O(*n*) in the children.
    public final var viewControllers: [ViewController]? { committedChildren }

    /// Shows a page (`COMP-18`), as UIKit's `setViewControllers(_:direction:animated:completion:)`.
    ///
    /// The new page joins, the old one leaves, in the turn order of ``transitionStyle-swift.property``;
    /// not animated, everything happens inside the call. The delegate is not told (Apple: its
    /// methods are called for gesture-driven turns). After the turn, a scrolling container asks the
    /// data source for ``PageViewControllerDataSource/presentationCount(for:)`` and
    /// ``PageViewControllerDataSource/presentationIndex(for:)``, as Apple documents. The request
    /// waits for a running turn (`REENT-1`).
    ///
    /// - Parameters:
    ///   - viewControllers: One controller (the page), or in a double-sided page-curl container
    ///     (``isDoubleSided``) the page and the back of the turned page, which is not shown; any
    ///     other number, a controller that takes part in a presentation, a window's root or another
    ///     refusal of `addChild` is reported and changes nothing.
    ///   - direction: The turn's direction (kept for the trace's reader; no hook depends on it).
    ///   - animated: Whether the turn is animated (by ``CompositionController/animator``, which
    ///     cannot cancel it).
    ///   - completion: Called after every did-hook; `false` when the page already was on screen.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Complexity: O(*n*) in the children, plus the hooks of the two pages' subtrees.
    public final func setViewControllers(
        _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        let pages = viewControllers ?? []
        request({ [unowned self] in "set the page of \"\(name)\"" }) { [unowned self] in
            // COMP-18: a double-sided page curl takes the back of the turned page too (not shown).
            let accepted = transitionStyle == .pageCurl && isDoubleSided ? 1...2 : 1...1
            guard accepted.contains(pages.count), let page = pages.first else {
                Composition.report(
                    self,
                    MisuseError(.onePageAtATime(pageController: name, pages: pages.map(\.name))))
                return queue.operationDidEnd()
            }
            turn(to: page, animated: animated, byGesture: false, completion: completion)
        }
    }

    /// Runs a turn to `page` as the running operation of the queue: checks it, then starts it.
    /// `byGesture` turns are cancellable (the animator decides), the others are not.
    final func turn(
        to page: ViewController, animated: Bool, byGesture: Bool, completion: ((Bool) -> Void)?
    ) {
        let current = lastCommittedChild
        if page === current { return endOperation(completion, finished: false) }
        if let refusal = Composition.refusalToAdopt(page, by: self) {
            Composition.report(self, refusal)
            return queue.operationDidEnd()
        }
        // Every other child leaves with the turn (one page at a time), so none may be a container
        // view's content (`CONT-5`).
        if let refusal = Composition.refusalToRelease(leaving: children, keeping: [page], by: self) {
            Composition.report(self, refusal)
            return queue.operationDidEnd()
        }
        if Composition.mustWaitToAdopt(page) { return queue.restartWhenFree() }
        var plan = plan(from: current, to: page, style: .over, animated: animated && current != nil)
        plan.incomingWillFirst = true
        plan.appearanceOrder = transitionStyle == .scroll ? .pageScroll : .pageCurl
        plan.incomingJoins = true
        plan.outgoingLeaves = current != nil
        // Any other child (one added with `addChild`) leaves with the turn: one page at a time.
        plan.quietlyLeaving = children.filter { $0 !== current && $0 !== page }
        plan.containmentOrder = .uikit  // COMP-13: UIKit's containers keep UIKit's order
        plan.finalOrder = [page]
        let chosen = animator
        let driver: TransitionAnimator =
            byGesture && plan.quietlyLeaving.isEmpty || !chosen.supportsCancellation ? chosen : NonCancellable(chosen)
        isSwipeTurn = byGesture
        run(plan, animator: driver) { [weak self] committed in
            self?.isSwipeTurn = false
            completion?(committed)
        }
    }

    /// After a turn your code asked for, a scrolling container reads its page indicator from the
    /// data source (Apple: "called when `setViewControllers(_:direction:animated:completion:)` is
    /// called"); ContainerKit draws no indicator and only asks.
    override func transitionDidCommit(_ plan: ChildTransition.Plan) {
        super.transitionDidCommit(plan)
        guard transitionStyle == .scroll, !isSwipeTurn, let dataSource else { return }
        _ = dataSource.presentationCount(for: self)
        _ = dataSource.presentationIndex(for: self)
    }

    /// Whether the running turn is a swipe (``simulateSwipe(_:fileID:filePath:line:column:)``),
    /// from its start to its completion.
    final var isSwipeTurn = false

    override var visibleChild: ViewController? { lastCommittedChild }

    override func compositionDumpNote(naming name: (ViewController) -> String) -> String {
        "pages [" + committedChildren.map { name($0) }.joined(separator: ", ") + "]"
    }
}
