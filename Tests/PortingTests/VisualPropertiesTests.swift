import ContainerKit
import ContainerKitTesting
import Testing

// A screen's visual properties as UIKit code sets them (profiled, item 4): stored as plain values
// a test can assert, drawing nothing, running no hook and recording no trace line.

/// A badge configured as UIKit code configures one.
private final class Badge: View {
    required init(name: String? = nil) {
        super.init(name: name)
        backgroundColor = .systemRed
        layer.cornerRadius = 8
        layer.borderWidth = 1
        layer.borderColor = Color.white.cgColor
        clipsToBounds = true
        alpha = 0.5
    }
}

@MainActor
@Suite struct VisualPropertiesTests {
    @Test func aViewKeepsWhatUIKitCodeSets() {
        let badge = Badge(name: "badge")
        #expect(badge.backgroundColor == .systemRed)
        #expect(badge.layer.cornerRadius == 8)
        #expect(badge.layer.borderWidth == 1)
        #expect(badge.layer.borderColor == .white)
        #expect(badge.layer.masksToBounds)
        #expect(badge.clipsToBounds)
        #expect(badge.alpha == 0.5)
    }

    @Test func defaultsAreUIKits() {
        let view = View(name: "v")
        #expect(view.backgroundColor == nil)
        #expect(view.transform == .identity)
        #expect(view.transform.isIdentity)
        #expect(view.clipsToBounds == false)
        #expect(view.tintColor == .systemBlue)
        #expect(view.layer.cornerRadius == 0)
        #expect(view.layer.shadowOpacity == 0)
        #expect(view.layer.borderColor == .black)
        #expect(view.isHidden == false)
    }

    @Test func tintColorIsInheritedUntilSet() {
        let parent = View(name: "p"), child = View(name: "c")
        parent.addSubview(child)
        parent.tintColor = .orange
        #expect(child.tintColor == .orange)
        child.tintColor = .purple
        #expect(child.tintColor == .purple)
        child.tintColor = nil
        #expect(child.tintColor == .orange)
    }

    @Test func colorsAreValues() {
        #expect(Color(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        #expect(Color(red: 2, green: -1, blue: 0.5) == Color(red: 1, green: 0, blue: 0.5), "clamped to 0...1")
        #expect(Color.red.withAlphaComponent(0.3).alpha == 0.3)
        #expect(Color(white: 0.5) == .gray)
        #expect(Color.clear.alpha == 0)
    }

    @Test func transformsComposeAsCoreGraphics() {
        let view = View(frame: Rect(x: 10, y: 10, width: 100, height: 50))
        view.transform = AffineTransform(scaleX: 2, y: 3)
        #expect(view.transform == AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(view.frame == Rect(x: 10, y: 10, width: 100, height: 50), "the frame is unchanged")
        let moved = AffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 2)
        #expect(moved.apply(to: Point(x: 1, y: 1)) == Point(x: 7, y: 9))
        let quarter = AffineTransform(rotationAngle: .pi / 2)
        let turned = quarter.apply(to: Point(x: 1, y: 0))
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
        #expect(AffineTransform.identity.rotated(by: 0) == .identity)
    }

    // TRACE-1: setting them records nothing.
    @Test func settingThemRecordsNothing() {
        let view = View(name: "v")
        let recorder = TraceRecorder()
        view.attach(recorder)
        view.backgroundColor = .blue
        view.layer.shadowOpacity = 2
        view.transform = AffineTransform(rotationAngle: 1)
        #expect(recorder.lines.isEmpty)
        #expect(view.layer.shadowOpacity == 1, "clamped")
    }
}
