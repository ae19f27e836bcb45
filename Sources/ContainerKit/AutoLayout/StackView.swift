/// A row or a column of views laid out with constraints: UIKit's `UIStackView` (`LAYOUT-9`).
///
/// The stack view lays out its ``arrangedSubviews`` along its ``axis``, with ``spacing`` between
/// them, sized by ``distribution`` and placed across by ``alignment``, by activating constraints,
/// as UIKit does: its own frame is yours (or its constraints'), and the arranged views get theirs
/// from the solver (each has `translatesAutoresizingMaskIntoConstraints` set to `false` when it
/// is arranged). A hidden arranged subview (``View/isHidden``) collapses: it takes no room and no
/// spacing, at the stack's top-left corner with a zero size.
///
/// Sizes come from the arranged views' own constraints and intrinsic content sizes
/// (`LAYOUT-6`). With ``Distribution/fill``, when they do not fill the stack the view with the
/// lowest content hugging priority grows, and when they overflow the one with the lowest
/// compression resistance shrinks; give the views different priorities where the choice
/// matters. The baseline alignments align the bottom edges: ContainerKit draws no text.
///
/// The constraints are rebuilt whenever the arrangement or a property changes: O(*k*) in the
/// arranged views.
open class StackView: View {
    /// How the arranged views share the stack's length: UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        /// The views fill the stack; hugging and compression resistance decide who gives.
        case fill = 0
        /// All views have the same length.
        case fillEqually
        /// Lengths proportional to the views' intrinsic lengths.
        case fillProportionally
        /// Intrinsic lengths, the gaps between views equal (at least ``StackView/spacing``).
        case equalSpacing
        /// Intrinsic lengths, the distances between the views' centres equal.
        case equalCentering
    }

    /// How the arranged views are placed across the stack: UIKit's `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        /// The views fill the stack across.
        case fill = 0
        /// Against the leading edge (a vertical stack) or the top (a horizontal one).
        case leading = 1
        /// The bottom edges aligned (ContainerKit draws no text: the baseline is the bottom).
        case firstBaseline = 2
        /// Centred across.
        case center = 3
        /// Against the trailing edge (a vertical stack) or the bottom (a horizontal one).
        case trailing = 4
        /// The bottom edges aligned (ContainerKit draws no text: the baseline is the bottom).
        case lastBaseline = 5

        /// Against the top, in a horizontal stack: ``leading``, as in UIKit.
        public static var top: Alignment { .leading }
        /// Against the bottom, in a horizontal stack: ``trailing``, as in UIKit.
        public static var bottom: Alignment { .trailing }
    }

    /// The views the stack lays out, in order; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []

    /// The direction of the row: ``LayoutConstraint/Axis/horizontal`` (the default) or
    /// ``LayoutConstraint/Axis/vertical``.
    public var axis: LayoutConstraint.Axis = .horizontal { didSet { if axis != oldValue { rebuild() } } }
    /// How the views share the length; ``Distribution/fill`` by default.
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { rebuild() } } }
    /// How the views are placed across; ``Alignment/fill`` by default.
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { rebuild() } } }
    /// The distance between neighbouring views (the least distance for the equal distributions);
    /// 0 by default; ``spacingUseSystem`` asks for the system spacing (8 points).
    public var spacing: Double = 0 { didSet { if spacing != oldValue { rebuild() } } }

    /// Whether the arranged views are laid out inside the stack's ``View/layoutMargins`` rather
    /// than its bounds, as UIKit's `isLayoutMarginsRelativeArrangement`; `false` by default. The
    /// margins are the view's (8 on each side by default, plus the safe area, `LAYOUT-7`); a
    /// change of the margins moves the arrangement at the next layout.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { rebuild() } }
    }

    /// The value of ``customSpacing(after:)`` for a view with no custom spacing: the stack's
    /// ``spacing`` applies (UIKit's `UIStackView.spacingUseDefault`).
    public nonisolated static let spacingUseDefault = Double.greatestFiniteMagnitude
    /// A custom spacing that asks for the system spacing, 8 points in ContainerKit (UIKit's
    /// `UIStackView.spacingUseSystem`).
    public nonisolated static let spacingUseSystem = Double.leastNonzeroMagnitude

    /// The custom spacings after arranged views, by the view's identity.
    private var customSpacings: [ObjectIdentifier: Double] = [:]
    private var stackConstraints: [LayoutConstraint] = []
    private var spacers: [LayoutGuide] = []

    /// Creates a stack view of these views, as `UIStackView(arrangedSubviews:)`.
    ///
    /// - Parameter arrangedSubviews: The views to arrange, in order.
    public convenience init(arrangedSubviews: [View]) {
        self.init(name: nil)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Creates an empty stack view.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
    }

    /// Creates an empty stack view with a frame, as `UIStackView(frame:)`.
    ///
    /// - Parameter frame: The frame, in the superview's coordinates.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Adds a view to the end of the arrangement (and as the last subview, if it is not one).
    ///
    /// - Parameter view: The view.
    public final func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at an index (and as a subview, if it is not one), as
    /// UIKit's `insertArrangedSubview(_:at:)`. An index past the end is refused
    /// (``Misuse/invalidArgument``); a view already arranged moves to the index.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - stackIndex: Its position in ``arrangedSubviews``.
    public final func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        var arranged = arrangedSubviews
        if let existing = arranged.firstIndex(ofIdentical: view) { arranged.remove(at: existing) }
        guard stackIndex >= 0, stackIndex <= arranged.count, view !== self else {
            Diagnostics.refuse(
                MisuseError(
                    .arrangedIndexOutOfRange(view: view.name, stack: name, index: stackIndex, count: arranged.count)),
                touching: Touched(self, view))
            return
        }
        if view.superview !== self {
            addSubview(view)
            guard view.superview === self else { return }  // refused (MIS-7...): nothing arranged
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        arranged.insert(view, at: stackIndex)
        arrangedSubviews = arranged
        rebuild()
    }

    /// Takes a view out of the arrangement; it stays a subview, as UIKit's
    /// `removeArrangedSubview(_:)` (call `removeFromSuperview()` to remove it).
    ///
    /// - Parameter view: The view.
    public final func removeArrangedSubview(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(ofIdentical: view) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        rebuild()
    }

    /// Sets the spacing after one arranged view, in place of ``spacing``, as UIKit's
    /// `setCustomSpacing(_:after:)`: ``spacingUseDefault`` goes back to ``spacing``,
    /// ``spacingUseSystem`` asks for the system spacing (8 points). A view that is not arranged is
    /// ignored, and a view's custom spacing goes when it leaves the arrangement, as in UIKit. After
    /// the last visible view the spacing has no effect; with a hidden view, the spacing after the
    /// visible view before it applies.
    ///
    /// - Parameters:
    ///   - spacing: The distance after the view.
    ///   - arrangedSubview: The arranged view the spacing follows.
    /// - Complexity: O(*k*) in the arranged views (the stack's constraints are made again).
    public final func setCustomSpacing(_ spacing: Double, after arrangedSubview: View) {
        guard arrangedSubviews.containsIdentical(arrangedSubview) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: Double? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        rebuild()
    }

    /// The spacing set after an arranged view with ``setCustomSpacing(_:after:)``, as UIKit's
    /// `customSpacing(after:)`; ``spacingUseDefault`` when none is set.
    ///
    /// - Parameter arrangedSubview: The arranged view.
    /// - Returns: The custom spacing, or ``spacingUseDefault``.
    public final func customSpacing(after arrangedSubview: View) -> Double {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The distance after an arranged view: its custom spacing, else ``spacing``.
    private func spacing(after view: View) -> Double {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? LayoutXAxisAnchor.systemSpacing : value
    }

    /// An arranged subview was hidden or shown.
    final func arrangedSubviewVisibilityChanged(_ view: View) {
        if arrangedSubviews.containsIdentical(view) { rebuild() }
    }

    /// An arranged subview left the stack: it leaves the arrangement too, as in UIKit.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        if let index = arrangedSubviews.firstIndex(ofIdentical: subview) {
            arrangedSubviews.remove(at: index)
            customSpacings[ObjectIdentifier(subview)] = nil
            rebuild()
        }
    }

    /// Replaces the stack's constraints with those of the current arrangement.
    private func rebuild() {
        LayoutConstraint.deactivate(stackConstraints)
        for spacer in spacers { removeLayoutGuide(spacer) }
        spacers.removeAll()
        stackConstraints = makeConstraints()
        LayoutConstraint.activate(stackConstraints)
    }

    private func makeConstraints() -> [LayoutConstraint] {
        let horizontal = axis == .horizontal
        typealias Attribute = LayoutConstraint.Attribute
        let start: Attribute = horizontal ? .leading : .top
        let end: Attribute = horizontal ? .trailing : .bottom
        let length: Attribute = horizontal ? .width : .height
        let crossStart: Attribute = horizontal ? .top : .leading
        let crossEnd: Attribute = horizontal ? .bottom : .trailing
        let crossCenter: Attribute = horizontal ? .centerY : .centerX
        let crossLength: Attribute = horizontal ? .height : .width
        // The stack's own edges: its margins when the arrangement is relative to them.
        let margins = isLayoutMarginsRelativeArrangement
        let ownStart: Attribute = margins ? (horizontal ? .leadingMargin : .topMargin) : start
        let ownEnd: Attribute = margins ? (horizontal ? .trailingMargin : .bottomMargin) : end
        let ownCrossStart: Attribute = margins ? (horizontal ? .topMargin : .leadingMargin) : crossStart
        let ownCrossEnd: Attribute = margins ? (horizontal ? .bottomMargin : .trailingMargin) : crossEnd
        let ownCrossCenter: Attribute =
            margins ? (horizontal ? .centerYWithinMargins : .centerXWithinMargins) : crossCenter
        func make(
            _ a: AnyObject, _ aa: Attribute, _ b: AnyObject?, _ ba: Attribute,
            relation: LayoutConstraint.Relation = .equal, multiplier: Double = 1, constant: Double = 0,
            priority: LayoutPriority = .required
        ) -> LayoutConstraint {
            let constraint = LayoutConstraint(
                a, aa, relation, b, ba, multiplier: multiplier, constant: constant, priority: priority)
            constraint.identifier = "UISV-\(aa)"
            return constraint
        }
        var result: [LayoutConstraint] = []
        let visible = arrangedSubviews.filter { !$0.isHidden }
        for hidden in arrangedSubviews where hidden.isHidden {
            result += [
                make(hidden, .leading, self, .leading), make(hidden, .top, self, .top),
                make(hidden, .width, nil, .notAnAttribute), make(hidden, .height, nil, .notAnAttribute),
            ]
        }
        guard let first = visible.first, let last = visible.last else { return result }
        result.append(make(first, start, self, ownStart))
        result.append(make(last, end, self, ownEnd))
        for (index, view) in visible.enumerated() where index > 0 {
            let previous = visible[index - 1]
            let gap = spacing(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                result.append(make(view, start, previous, end, constant: gap))
            case .equalSpacing, .equalCentering:
                result.append(make(view, start, previous, end, relation: .greaterThanOrEqual, constant: gap))
                let spacer = LayoutGuide(kind: .app, identifier: "UISV-distributing")
                addLayoutGuide(spacer)
                spacers.append(spacer)
                let (from, to): (Attribute, Attribute) =
                    distribution == .equalSpacing
                    ? (end, start) : (horizontal ? (.centerX, .centerX) : (.centerY, .centerY))
                result += [
                    make(spacer, start, previous, from), make(spacer, end, view, to),
                    make(spacer, crossStart, self, crossStart), make(spacer, crossLength, nil, .notAnAttribute),
                ]
                if spacers.count > 1 { result.append(make(spacer, length, spacers[0], length)) }
            }
            if distribution == .fillEqually { result.append(make(view, length, first, length)) }
            if distribution == .fillProportionally {
                let mine = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                let theirs = horizontal ? first.intrinsicContentSize.width : first.intrinsicContentSize.height
                if mine > 0, theirs > 0 {
                    result.append(make(view, length, first, length, multiplier: mine / theirs))
                }
            }
        }
        for view in visible {
            switch alignment {
            case .fill:
                result += [make(view, crossStart, self, ownCrossStart), make(view, crossEnd, self, ownCrossEnd)]
            case .leading:
                result += [
                    make(view, crossStart, self, ownCrossStart),
                    make(view, crossEnd, self, ownCrossEnd, relation: .lessThanOrEqual),
                ]
            case .trailing, .firstBaseline, .lastBaseline:
                result += [
                    make(view, crossEnd, self, ownCrossEnd),
                    make(view, crossStart, self, ownCrossStart, relation: .greaterThanOrEqual),
                ]
            case .center:
                result += [
                    make(view, crossCenter, self, ownCrossCenter),
                    make(view, crossStart, self, ownCrossStart, relation: .greaterThanOrEqual),
                ]
            }
        }
        if alignment != .fill {
            // The stack hugs its tallest view across when nothing else sizes it (UIKit's canvas fit).
            result.append(make(self, crossLength, nil, .notAnAttribute, priority: LayoutPriority(49)))
        }
        return result
    }
}
