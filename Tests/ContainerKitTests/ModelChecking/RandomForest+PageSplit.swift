@testable import ContainerKit

/// Page and split containers in the forest (`COMP-18`, `COMP-19`, `COMP-12`, `LIFE-4`): the first
/// page or split operation makes a page container `PG` (its pages made by the forest, its turns
/// held by the forest's manual animator, so the animator operations complete or cancel them) or a
/// split `SP` (primary and secondary made by the forest) and adds it as a tab of `T`; later ones
/// swipe, set a page, flip the split's size class (collapse, expand), show or hide its columns
/// and show a detail.
extension RandomForest {
    /// The forest's page container, if made and not torn down.
    var pageContainer: ReenteringPages? {
        controllers.lazy.compactMap { $0 as? ReenteringPages }.first { !$0.isTornDown }
    }

    /// The forest's split container, if made and not torn down.
    var splitContainer: ReenteringSplit? {
        controllers.lazy.compactMap { $0 as? ReenteringSplit }.first { !$0.isTornDown }
    }

    /// The call of a page operation: 0, 1 swipe forward or back; 2 sets a new page (animated when
    /// `action` is odd past 4); 3 selects the page container's tab.
    func resolvePageTurn(action: Int) -> (() -> Void)? {
        guard let pages = pageContainer ?? makePageContainer(curl: action % 2 == 1) else { return nil }
        switch action % 4 {
        case 0, 1:
            // Made before the call: a refused swipe must leave the forest as it was.
            let page = makeComposed("pg")
            destinedToContainers.insert(ObjectIdentifier(page))
            pages.upcoming = page
            return { pages.simulateSwipe(action % 4 == 0 ? .forward : .reverse) }
        case 2:
            let page = makeComposed("pg")
            destinedToContainers.insert(ObjectIdentifier(page))
            return { pages.setViewControllers([page], direction: .forward, animated: action % 8 > 4) }
        default:
            // By index, as the other tab operations: a request that waits may find its tab gone.
            guard let tabs, !tabs.isTornDown, let index = tabs.viewControllers?.firstIndex(where: { $0 === pages })
            else { return nil }
            return { tabs.selectTab(at: index) }
        }
    }

    /// The call of a split operation: 0 collapses (compact), 1 expands (regular), 2 shows or 3
    /// hides a column, 4 shows a new detail, 5 selects the split's tab.
    func resolveSplitChange(action: Int) -> (() -> Void)? {
        guard let split = splitContainer ?? makeSplitContainer() else { return nil }
        let columns: [SplitViewController.Column] = [.primary, .secondary]
        switch action % 6 {
        case 0: return { split.traitOverrides = TraitCollection(horizontalSizeClass: .compact) }
        case 1: return { split.traitOverrides = TraitCollection(horizontalSizeClass: .regular) }
        case 2: return { split.show(columns[(action / 6) % 2]) }
        case 3: return { split.hide(columns[(action / 6) % 2]) }
        case 4:
            let detail = makeComposed("sd")
            destinedToContainers.insert(ObjectIdentifier(detail))
            return { split.showDetailViewController(detail) }
        default:
            // By index, as the other tab operations: a request that waits may find its tab gone.
            guard let tabs, !tabs.isTornDown, let index = tabs.viewControllers?.firstIndex(where: { $0 === split })
            else { return nil }
            return { tabs.selectTab(at: index) }
        }
    }

    private func makePageContainer(curl: Bool) -> ReenteringPages? {
        guard let tabs, !tabs.isTornDown else { return nil }
        let pages = ReenteringPages(
            transitionStyle: curl ? .pageCurl : .scroll, navigationOrientation: .horizontal, name: "PG")
        pages.animator = animator
        pages.dataSource = pages
        adopt(pages)
        pages.setViewControllers([makeComposed("pg")], direction: .forward, animated: false)
        // A hook of the page's joining may have made `pages` a tab already (a re-entrant
        // addChild): the list names each controller once.
        tabs.setViewControllers((tabs.viewControllers ?? []).filter { $0 !== pages } + [pages])
        return nil  // made now; the next operation uses it
    }

    private func makeSplitContainer() -> ReenteringSplit? {
        guard let tabs, !tabs.isTornDown else { return nil }
        let split = ReenteringSplit(style: .doubleColumn, name: "SP")
        split.animator = animator
        adopt(split)
        split.setViewController(makeComposed("sp"), for: .primary)
        split.setViewController(makeComposed("sd"), for: .secondary)
        tabs.setViewControllers((tabs.viewControllers ?? []).filter { $0 !== split } + [split])
        return nil  // made now; the next operation uses it
    }
}

/// A page container whose hooks may change the tree; its own data source, answering the page the
/// forest made for the swipe (once), so that a data source rarely returns a page with a parent
/// (a hook may have placed it meanwhile: then the swipe is refused, as documented).
final class ReenteringPages: PageViewController, PageViewControllerDataSource {
    weak var upcoming: ViewController?

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController? { take() }

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController? { take() }

    private func take() -> ViewController? {
        defer { upcoming = nil }
        return upcoming
    }

    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        Reentry.fire(self)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Reentry.fire(self)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        Reentry.fire(self)
    }
}

/// A split container whose hooks may change the tree.
final class ReenteringSplit: SplitViewController {
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        Reentry.fire(self)
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        Reentry.fire(self)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        Reentry.fire(self)
    }
}

extension CompositionOperation {
    /// A random page or split operation, from its own stream (``ForestOperation/sequence(count:seed:using:)``).
    static func randomPageOrSplit(using random: inout SplitMix64) -> CompositionOperation {
        let action = Int(random.next() % 1_000)
        return random.next() % 2 == 0 ? .pageTurn(action: action) : .splitChange(action: action)
    }
}
