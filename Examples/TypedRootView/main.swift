// TypedRootView: the "Generic UIViewControllers" story. A controller whose root view has its own
// type (TypedViewController<ProfileView>), set up against its controller when it becomes the
// root view (LOAD-4), pins an image 20 points below the top of the safe area (LAYOUT-3). The
// window has a notch (top inset 44); when the status bar shrinks (top inset 20) the image follows
// at the next layout pass (LAYOUT-1, LAYOUT-2).
//
//     swift run TypedRootView

import ContainerKit
import ExampleSupport

/// The seed's ProfileView: an image 100 points square, centred, 20 points below the safe area.
final class ProfileView: View {
    let profileImageView = View(name: "profileImage")
    private(set) var topSpacing: Double?

    override func prepare() {
        super.prepare()
        addSubview(profileImageView)
    }

    /// The seed's `setupAutoLayoutContraints(_:)`: called once the view is its controller's root.
    override func didBecomeRootView(of controller: ViewController) {
        super.didBecomeRootView(of: controller)
        topSpacing = 20  // profileImageView.top == safeAreaLayoutGuide.top + 20
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let topSpacing else { return }
        profileImageView.frame = Rect(
            x: (bounds.width - 100) / 2, y: safeAreaInsets.top + topSpacing, width: 100, height: 100)
    }
}

/// The seed's GenericViewController<V>: `rootView` is typed, no casts.
class GenericViewController<V: View>: TypedViewController<V> {}

final class ProfileViewController: GenericViewController<ProfileView> {}

@MainActor
func runExample() {
    let window = Window(name: "window")
    window.frame = Rect(x: 0, y: 0, width: 375, height: 812)
    window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let recorder = TraceRecorder()
    window.attach(recorder)

    let profile = ProfileViewController(name: "profile")
    window.rootViewController = profile
    window.makeKeyAndVisible()
    window.layoutIfNeeded()  // the display step: no run loop, so layout happens here
    let image = profile.rootView.profileImageView
    ExampleOutput.section(
        "with a top inset of 44",
        """
        profile.view.frame: \(profile.view.frame)
        profile.view.safeAreaInsets: \(profile.view.safeAreaInsets)
        profileImage.frame: \(image.frame)
        """)
    ExampleOutput.trace(recorder)

    recorder.removeAll()
    window.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
    window.layoutIfNeeded()
    ExampleOutput.section("with a top inset of 20", "profileImage.frame: \(image.frame)")
    ExampleOutput.trace(recorder, title: "trace of the inset change")
    ExampleOutput.tree(window)
    ExampleOutput.diagram(recorder)
}

MainActor.assumeIsolated { runExample() }
