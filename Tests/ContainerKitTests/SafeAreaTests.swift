import ContainerKit
import ContainerKitTesting
import XCTest

// LAYOUT-3: safe-area insets flow from the window down through controllers and views, and the
// seed "Generic UIViewControllers" (003): a root view that pins its image view against the safe
// area, headlessly.

// MARK: - The seed's profile screen

/// The seed's `ProfileView`: an image view 100 points square, centred, 20 points below the top of
/// the safe area. As in the seed, the constraints are set up when the view becomes a controller's
/// root view (`setupAutoLayoutContraints(_:)`, LOAD-4), and applied in `layoutSubviews()`.
@MainActor
private final class SeedProfileView: View {
    let profileImageView = View(name: "profileImage")
    private(set) var topSpacing: Double?
    private(set) var setUpBy: ViewController?

    override func prepare() {
        super.prepare()
        addSubview(profileImageView)
    }

    override func didBecomeRootView(of controller: ViewController) {
        super.didBecomeRootView(of: controller)
        setUpBy = controller
        topSpacing = 20  // profileImageView.top == safeAreaLayoutGuide.top + 20
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let topSpacing else { return }
        profileImageView.frame = Rect(
            x: (bounds.width - 100) / 2, y: safeAreaInsets.top + topSpacing, width: 100, height: 100)
    }
}

@MainActor
private final class SeedProfileController: TypedViewController<SeedProfileView> {}

/// A view and a controller that count their safe-area hooks and run an optional closure.
@MainActor
private final class SafeAreaProbeView: View {
    var onChange: ((SafeAreaProbeView) -> Void)?
    private(set) var seen: [EdgeInsets] = []
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        seen.append(safeAreaInsets)
        onChange?(self)
    }
}

/// A phone-sized window (375 x 812) with a notch and a home indicator: top 44, bottom 34.
@MainActor
private func makePhoneWindow() -> Window {
    let w = Window(name: "W")
    w.frame = Rect(x: 0, y: 0, width: 375, height: 812)
    w.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    return w
}

final class SafeAreaTests: XCTestCase {
    @MainActor func testLAYOUT3_TheSeedsProfileScreenPinsItsImageBelowTheSafeArea() async throws {
        let w = makePhoneWindow()
        let recorder = TraceRecorder()
        w.attach(recorder)
        let profile = SeedProfileController(name: "profile")

        w.rootViewController = profile
        w.makeKeyAndVisible()
        w.layoutIfNeeded()

        let image = profile.rootView.profileImageView
        XCTAssertTrue(profile.rootView.setUpBy === profile, "set up against its controller (LOAD-4)")
        XCTAssertEqual(profile.view.frame, Rect(x: 0, y: 0, width: 375, height: 812), "the root view fills the window")
        XCTAssertEqual(profile.view.safeAreaInsets, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(image.frame, Rect(x: 137.5, y: 64, width: 100, height: 100))
        XCTAssertEqual(image.safeAreaInsets, .zero, "64 points down, below the 44-point inset")
        XCTAssertTrace(
            recorder,
            equals: [
                "profile.loadView",
                "profileImage.willMove(toSuperview: profile.view)",
                "profileImage.didMoveToSuperview",
                "profile.view.didAddSubview(profileImage)",
                "profile.viewDidLoad",
                "profile.view.willMove(toWindow: W)",
                "profileImage.willMove(toWindow: W)",
                "profile.view.willMove(toSuperview: W)",
                "profile.view.safeAreaInsetsDidChange",
                "profile.viewSafeAreaInsetsDidChange",
                "profileImage.safeAreaInsetsDidChange",
                "profileImage.didMoveToWindow",
                "profile.view.didMoveToWindow",
                "profile.view.didMoveToSuperview",
                "W.didAddSubview(profile.view)",
                "profile.viewWillAppear",
                "profile.viewIsAppearing",
                "profile.viewWillLayoutSubviews",
                "profile.view.layoutSubviews",
                "profileImage.safeAreaInsetsDidChange",
                "profile.viewDidLayoutSubviews",
                "profileImage.layoutSubviews",
                "profile.viewDidAppear",
                "W.layoutSubviews",
            ])
        XCTAssertValidTrace(recorder)

        // The status bar shrinks: the image follows, through safeAreaInsetsDidChange and layout.
        recorder.removeAll()
        w.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        XCTAssertTrue(profile.view.needsLayout)
        XCTAssertEqual(image.frame.y, 64, "nothing moves before the layout pass")
        w.layoutIfNeeded()
        XCTAssertEqual(image.frame, Rect(x: 137.5, y: 40, width: 100, height: 100))
        XCTAssertTrace(
            recorder,
            equals: [
                "W.safeAreaInsetsDidChange",
                "profile.view.safeAreaInsetsDidChange",
                "profile.viewSafeAreaInsetsDidChange",
                "W.layoutSubviews",
                "profile.viewWillLayoutSubviews",
                "profile.view.layoutSubviews",
                "profile.viewDidLayoutSubviews",
            ])
    }

    @MainActor func testLAYOUT3_AViewsInsetsAreItsSuperviewsReducedByItsPosition() async throws {
        let w = Window(name: "W")
        w.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        w.safeAreaInsets = EdgeInsets(top: 44, left: 10, bottom: 34, right: 10)
        let p = ViewController(name: "P")
        w.rootViewController = p
        let header = View(name: "header"), body = View(name: "body"), footer = View(name: "footer"),
            badge = View(name: "badge")
        header.frame = Rect(x: 0, y: 20, width: 320, height: 100)
        body.frame = Rect(x: 0, y: 50, width: 320, height: 300)
        footer.frame = Rect(x: 0, y: 460, width: 320, height: 20)
        badge.frame = Rect(x: 5, y: 10, width: 50, height: 50)
        p.view.addSubview(header)
        p.view.addSubview(body)
        p.view.addSubview(footer)
        header.addSubview(badge)

        XCTAssertEqual(w.safeAreaInsets, EdgeInsets(top: 44, left: 10, bottom: 34, right: 10))
        XCTAssertEqual(p.view.safeAreaInsets, EdgeInsets(top: 44, left: 10, bottom: 34, right: 10))
        XCTAssertEqual(
            header.safeAreaInsets, EdgeInsets(top: 24, left: 10, bottom: 0, right: 10), "20 points below the top")
        XCTAssertEqual(body.safeAreaInsets, EdgeInsets(top: 0, left: 10, bottom: 0, right: 10), "clamped at zero")
        XCTAssertEqual(footer.safeAreaInsets, EdgeInsets(top: 0, left: 10, bottom: 34, right: 10))
        XCTAssertEqual(
            badge.safeAreaInsets, EdgeInsets(top: 14, left: 5, bottom: 0, right: 0),
            "from header's insets, not the window's")
        XCTAssertEqual(View(name: "loose").safeAreaInsets, .zero, "outside any window")

        // Insets follow frames and moves.
        header.frame.origin(y: 0)
        XCTAssertEqual(header.safeAreaInsets.top, 44)
        XCTAssertEqual(badge.safeAreaInsets.top, 34)
        footer.addSubview(badge)
        XCTAssertEqual(
            badge.safeAreaInsets, EdgeInsets(top: 0, left: 5, bottom: 74, right: 0),
            "it overflows the 20-point footer by 40 points, all of them below the safe area")
        badge.removeFromSuperview()
        XCTAssertEqual(badge.safeAreaInsets, .zero)
    }

    @MainActor func testLAYOUT3_AdditionalInsetsAddToTheRootViewAndItsSubtree() async throws {
        let w = makePhoneWindow()
        let c = ViewController(name: "C")
        w.rootViewController = c
        let bar = SafeAreaProbeView(name: "bar"), child = ViewController(name: "child")
        bar.frame = Rect(x: 0, y: 20, width: 375, height: 200)
        c.view.addSubview(bar)
        c.addChild(child, into: bar)
        let recorder = TraceRecorder()
        w.attach(recorder)

        c.additionalSafeAreaInsets = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(c.view.safeAreaInsets.top, 74)
        XCTAssertEqual(bar.safeAreaInsets.top, 54)
        XCTAssertEqual(child.view.safeAreaInsets.top, 54, "a nested root view inherits them too")
        XCTAssertTrace(
            recorder,
            equals: [
                "C.view.safeAreaInsetsDidChange",
                "C.viewSafeAreaInsetsDidChange",
                "bar.safeAreaInsetsDidChange",
                "child.view.safeAreaInsetsDidChange",
                "child.viewSafeAreaInsetsDidChange",
            ], "pre-order; a controller right after its root view")

        recorder.removeAll()
        child.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 12, right: 0)
        XCTAssertEqual(child.view.safeAreaInsets, EdgeInsets(top: 54, left: 0, bottom: 12, right: 0))
        XCTAssertTrace(recorder, equals: ["child.view.safeAreaInsetsDidChange", "child.viewSafeAreaInsetsDidChange"])

        recorder.removeAll()
        c.additionalSafeAreaInsets = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        let detached = ViewController(name: "detached")
        detached.additionalSafeAreaInsets = EdgeInsets(all: 5)
        XCTAssertEqual(
            detached.view.safeAreaInsets, EdgeInsets(all: 5), "outside a window only additional insets apply")
        XCTAssertTrace(recorder, equals: [], "the same value again changes nothing")
    }

    @MainActor func testLAYOUT3_HooksComeOnlyOnARealChange() async throws {
        let w = makePhoneWindow()
        let a = SafeAreaProbeView(name: "a")
        a.frame = Rect(x: 0, y: 100, width: 375, height: 100)
        w.addSubview(a)
        let recorder = TraceRecorder()
        w.attach(recorder)

        w.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        w.safeAreaInsets = EdgeInsets(top: 60, left: 0, bottom: 34, right: 0)  // a is still clear of it
        a.frame = Rect(x: 0, y: 120, width: 375, height: 100)
        XCTAssertTrace(recorder, equals: ["W.safeAreaInsetsDidChange"])
        XCTAssertEqual(a.seen, [])

        a.frame = Rect(x: 0, y: 40, width: 375, height: 100)
        XCTAssertEqual(a.seen, [EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)])
        XCTAssertTrue(a.needsLayout, "a view whose insets changed is marked")
    }

    @MainActor func testLAYOUT3_AViewJoiningAWindowGetsItsInsetsBeforeItsDidHooks() async throws {
        let w = makePhoneWindow()
        let recorder = TraceRecorder()
        w.attach(recorder)
        let v = SafeAreaProbeView(name: "v"), inner = SafeAreaProbeView(name: "inner")
        v.frame = Rect(x: 0, y: 0, width: 375, height: 100)
        inner.frame = Rect(x: 0, y: 30, width: 375, height: 20)
        v.addSubview(inner)
        var seenInDidMove: EdgeInsets?
        inner.onChange = { _ in seenInDidMove = v.safeAreaInsets }

        w.addSubview(v)
        XCTAssertEqual(
            seenInDidMove, EdgeInsets(top: 44, left: 0, bottom: 0, right: 0),
            "every new value is stored before the first hook")
        XCTAssertTrace(
            recorder,
            equals: [
                "v.willMove(toWindow: W)",
                "inner.willMove(toWindow: W)",
                "v.willMove(toSuperview: W)",
                "v.safeAreaInsetsDidChange",
                "inner.safeAreaInsetsDidChange",
                "inner.didMoveToWindow",
                "v.didMoveToWindow",
                "v.didMoveToSuperview",
                "W.didAddSubview(v)",
            ])
        XCTAssertEqual(inner.seen, [EdgeInsets(top: 14, left: 0, bottom: 0, right: 0)])
        XCTAssertValidTrace(recorder)
    }

    @MainActor func testLAYOUT3_AContainerAndItsContentHearOnceWhenTheContainerIsResized() async throws {
        let w = makePhoneWindow()
        let k = ContainerView<SafeAreaProbeView>(name: "K")
        k.prepare(in: nil) { SafeAreaProbeView(name: "content") }
        k.frame = Rect(x: 0, y: 100, width: 375, height: 100)
        w.addSubview(k)
        let content = try XCTUnwrap(k.content)
        let recorder = TraceRecorder()
        w.attach(recorder)

        k.frame = Rect(x: 0, y: 10, width: 375, height: 200)
        XCTAssertEqual(k.safeAreaInsets.top, 34)
        XCTAssertEqual(content.frame, Rect(x: 0, y: 0, width: 375, height: 200))
        XCTAssertEqual(content.seen, [EdgeInsets(top: 34, left: 0, bottom: 0, right: 0)], "once, with the final frames")
        XCTAssertTrace(recorder, equals: ["K.safeAreaInsetsDidChange", "content.safeAreaInsetsDidChange"])
    }

    // REENT-1: a tree change requested from safeAreaInsetsDidChange waits for the operation.
    @MainActor func testREENT1_ATreeChangeFromSafeAreaInsetsDidChangeIsAppliedAfterTheUpdate() async throws {
        let w = makePhoneWindow()
        let v = SafeAreaProbeView(name: "v"), late = View(name: "late")
        v.frame = Rect(x: 0, y: 0, width: 375, height: 100)
        w.addSubview(v)
        let recorder = TraceRecorder()
        w.attach(recorder)
        v.onChange = { view in
            view.onChange = nil
            view.addSubview(late)
            XCTAssertNil(late.superview, "deferred")
        }
        w.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        XCTAssertTrace(
            recorder,
            equals: [
                "W.safeAreaInsetsDidChange",
                "v.safeAreaInsetsDidChange",
                "late.willMove(toWindow: W)",
                "late.willMove(toSuperview: v)",
                "late.safeAreaInsetsDidChange",
                "late.didMoveToWindow",
                "late.didMoveToSuperview",
                "v.didAddSubview(late)",
            ])
        XCTAssertEqual(late.safeAreaInsets.top, 20)
    }

    @MainActor func testMIS11_SafeAreaHooksWithoutSuperAreReported() async throws {
        final class Forgetful: ViewController {
            override func viewSafeAreaInsetsDidChange() {}
        }
        let w = makePhoneWindow()
        let log = DiagnosticsLog()
        w.attach(log)
        let report = XCTAssertMisuse(.missingSuperCall) { w.rootViewController = Forgetful(name: "F") }
        XCTAssertEqual(
            report?.description,
            """
            MIS-11 (missingSuperCall): Forgetful "F" overrides viewSafeAreaInsetsDidChange() without calling super, \
            so ContainerKit could not record it. Fix: call super.viewSafeAreaInsetsDidChange() in the override.
            """)
        XCTAssertEqual(log.reports.map(\.misuse), [.missingSuperCall])
    }
}

extension Rect {
    /// Moves the rectangle's top edge (test shorthand).
    fileprivate mutating func origin(y: Double) { self.y = y }
}
