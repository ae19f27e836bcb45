import ContainerKit

// The Auto Layout workloads (LAYOUT-10), through ContainerKit's public API, shared by the
// benchmark rows (`autolayout.*`, ContainerKitBenchmarks/AutoLayoutBenchmarks.swift) and the
// ratio check (`LayoutRatios`), so that both measure the same code.

/// Builds `count` views with 4 constraints each (width 100, height 44, top 20 below the root's
/// top; leading at `index * 108` from the root's leading edge side by side, or 8 points after the
/// previous view's trailing edge in one long row) under `root`, then lays the root out: the
/// constraint pass, the solver and the frames.
@MainActor
public func buildConstrainedViews(count: Int, row: Bool, in root: View) {
    var previous: View?
    for index in 0..<count {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let leading =
            if row, let previous {
                view.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8)
            } else {
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Double(index * 108))
            }
        LayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 44),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            leading,
        ])
        previous = view
    }
    root.layoutIfNeeded()
    let last = root.subviews[count - 1].frame
    precondition(last == Rect(x: Double((count - 1) * 108), y: 20, width: 100, height: 44), "\(last)")
}

/// The frame-only twin of ``buildConstrainedViews(count:row:in:)``: the same views at the same
/// frames, set by the root's `layoutSubviews` (no constraint anywhere).
@MainActor
public final class FrameRootView: View {
    public override func layoutSubviews() {
        super.layoutSubviews()
        for (index, subview) in subviews.enumerated() {
            subview.frame = Rect(x: Double(index * 108), y: 20, width: 100, height: 44)
        }
    }
}

/// Builds `count` plain views under a ``FrameRootView`` and lays it out.
@MainActor
public func buildFramedViews(count: Int, in root: FrameRootView) {
    for _ in 0..<count { root.addSubview(View()) }
    root.layoutIfNeeded()
    let last = root.subviews[count - 1].frame
    precondition(last == Rect(x: Double((count - 1) * 108), y: 20, width: 100, height: 44), "\(last)")
}

/// A window for the single-change rows: a host view pinned to the window's edges holds a fixed
/// group of `count` constrained views (pinned to the host's top-left corner: a change of the
/// window's width does not move them) and a moving group of 10 views pinned to the host's
/// trailing edge.
@MainActor
public final class AutoLayoutWindowFixture {
    public let window: Window
    public let host = View(name: "host")
    public let fixedGroup = View(name: "fixed")
    public let movingGroup = View(name: "moving")
    /// The fixed group's middle view; its width constraint's constant is the one the constant
    /// row changes.
    public let probe: View
    public let probeWidth: LayoutConstraint
    /// An optional constraint on the probe (at least 60 high, at 500): the row activates it and
    /// deactivates it.
    public let extra: LayoutConstraint
    private var flip = false

    public init(count: Int) {
        window = Window()
        window.frame = Rect(x: 0, y: 0, width: 1_000, height: 800)
        window.makeKeyAndVisible()
        host.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(host)
        LayoutConstraint.activate([
            host.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            host.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            host.topAnchor.constraint(equalTo: window.topAnchor),
            host.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        for (group, constraints) in [
            (
                fixedGroup,
                [
                    fixedGroup.leadingAnchor.constraint(equalTo: host.leadingAnchor),
                    fixedGroup.topAnchor.constraint(equalTo: host.topAnchor, constant: 100),
                    fixedGroup.widthAnchor.constraint(equalToConstant: 500),
                    fixedGroup.heightAnchor.constraint(equalToConstant: 500),
                ]
            ),
            (
                movingGroup,
                [
                    movingGroup.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -10),
                    movingGroup.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
                    movingGroup.widthAnchor.constraint(equalToConstant: 200),
                    movingGroup.heightAnchor.constraint(equalToConstant: 50),
                ]
            ),
        ] {
            group.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(group)
            LayoutConstraint.activate(constraints)
        }
        buildConstrainedViews(count: count, row: false, in: fixedGroup)
        buildConstrainedViews(count: 10, row: false, in: movingGroup)
        probe = fixedGroup.subviews[count / 2]
        // Installed on the probe itself: the one constraint with no second item, its width.
        probeWidth = probe.constraints.first { $0.firstAttribute == .width }.unsafelyUnwrapped
        extra = probe.heightAnchor.constraint(greaterThanOrEqualToConstant: 60)
        extra.priority = LayoutPriority(500)
        window.layoutIfNeeded()
    }

    /// Activates and deactivates ``extra``.
    public func activateAndDeactivate() {
        extra.isActive = true
        extra.isActive = false
    }

    /// Moves the probe's width between 100 and 120.
    public func changeConstant() {
        flip.toggle()
        probeWidth.constant = flip ? 120 : 100
    }

    /// Resizes the window (1,000 or 1,100 points wide) and lays it out: the host and the moving
    /// group follow; the fixed group does not move.
    public func resize() {
        flip.toggle()
        window.frame = Rect(x: 0, y: 0, width: flip ? 1_100 : 1_000, height: 800)
        window.layoutIfNeeded()
        precondition(movingGroup.frame.x == (flip ? 890 : 790), "\(movingGroup.frame)")
    }

    /// Lays the window out with nothing changed.
    public func layOutUnchanged() {
        window.layoutIfNeeded()
    }
}
