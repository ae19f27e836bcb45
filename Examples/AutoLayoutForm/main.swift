// AutoLayoutForm: a sign-in form laid out with Auto Layout (LAYOUT-4 to LAYOUT-9) inside a
// navigation controller: a stack view of fields pinned to the safe area's layout margins, a button
// under it, and the frames the solver gives them, before and after the window turns to landscape.
//
//     swift run AutoLayoutForm

import ContainerKit
import ExampleSupport

/// A text field, headlessly: a view whose intrinsic height is that of a one-line field.
final class Field: View {
    override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 44) }
}

/// A button: its title's size is its intrinsic size (nothing measures text headlessly).
final class Button: View {
    override var intrinsicContentSize: Size { Size(width: 120, height: 44) }
}

/// The form: fields in a vertical stack view pinned to the layout margins under the safe area, a
/// button centred under it; the constraints are made once, in updateViewConstraints() (LAYOUT-5).
final class SignInController: ViewController {
    let stack = StackView(name: "fields")
    let email = Field(name: "email")
    let password = Field(name: "password")
    let code = Field(name: "code")
    let button = Button(name: "button")
    private var madeConstraints = false

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        for field in [email, password, code] { stack.addArrangedSubview(field) }
        code.isHidden = true  // shown only for two-factor sign-in: it collapses (LAYOUT-9)
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        view.addSubview(button)
        view.setNeedsUpdateConstraints()
    }

    override func updateViewConstraints() {
        if !madeConstraints {
            madeConstraints = true
            let margins = view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                button.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 24),
                button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            ])
        }
        super.updateViewConstraints()
    }
}

@MainActor
func frames(of form: SignInController) -> String {
    [form.stack, form.email, form.password, form.code, form.button]
        .map { "\($0.name): \($0.frame)" }.joined(separator: "\n")
}

@MainActor
func runExample() {
    let window = Window(name: "W")
    window.frame = Rect(x: 0, y: 0, width: 390, height: 844)
    window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    window.systemTraits = TraitCollection(displayScale: 3)
    let form = SignInController(name: "signIn")
    let navigation = NavigationController(rootViewController: form, name: "N")
    navigation.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)  // a bar
    window.rootViewController = navigation
    let recorder = TraceRecorder()
    window.attach(recorder)
    // APP-12: showing the window lays out its root before viewDidAppear; the window's own pass
    // then lays out the window itself.
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    ExampleOutput.section("portrait", frames(of: form))
    ExampleOutput.trace(recorder, title: "shown, then the first window pass")

    form.code.isHidden = false
    window.frame = Rect(x: 0, y: 0, width: 844, height: 390)
    window.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
    window.layoutIfNeeded()
    ExampleOutput.section("landscape, with the code field", frames(of: form))
}

MainActor.assumeIsolated { runExample() }
