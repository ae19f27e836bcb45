/// A relation between two layout attributes: UIKit's `NSLayoutConstraint` (`LAYOUT-4`).
///
/// `firstItem.firstAttribute` *relation* `multiplier × secondItem.secondAttribute + constant`,
/// where each item is a ``View`` or a ``LayoutGuide``. Make one with an anchor
/// (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)`) or with
/// ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``, then activate it
/// (``isActive`` or ``activate(_:)``). An active constraint is installed on the closest common
/// ancestor of its items (``View/constraints``) and takes part in the layout of its tree, solved
/// by the next ``View/layoutIfNeeded()``.
///
/// **References.** As in UIKit, a constraint refers to its items weakly; the view it is installed
/// on holds it. A view removed from its superview takes with it the constraints among the views of
/// its subtree; the constraints between its subtree and the rest of the tree are deactivated, as
/// UIKit's `removeFromSuperview()` does.
///
/// **Direction.** ContainerKit lays out left to right only: `leading` is `left` and `trailing` is
/// `right`.
///
/// **Misuse.** Activating a constraint whose items have no common ancestor, or whose attributes
/// mix axes, is refused (``Misuse/invalidConstraint``, `MIS-21`); a required constraint that
/// cannot hold with the others is reported and broken (``Misuse/unsatisfiableConstraints``,
/// `MIS-22`); changing ``priority`` between required and optional while active is refused
/// (``Misuse/requiredPriorityChange``, `MIS-23`).
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
    /// The part of an item a constraint relates: UIKit's `NSLayoutConstraint.Attribute`.
    ///
    /// Leading and trailing are left and right (ContainerKit lays out left to right). The
    /// baselines are the bottom edge: ContainerKit draws no text (see the Auto Layout article).
    /// The margin attributes are the edges of the view's ``View/layoutMargins``.
    public enum Attribute: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (the left edge, left to right).
        case leading
        /// The trailing edge (the right edge, left to right).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The last baseline (the bottom edge: ContainerKit draws no text).
        case lastBaseline
        /// The first baseline (the bottom edge: ContainerKit draws no text).
        case firstBaseline
        /// The left edge of the layout margins.
        case leftMargin
        /// The right edge of the layout margins.
        case rightMargin
        /// The top edge of the layout margins.
        case topMargin
        /// The bottom edge of the layout margins.
        case bottomMargin
        /// The leading edge of the layout margins.
        case leadingMargin
        /// The trailing edge of the layout margins.
        case trailingMargin
        /// The horizontal centre between the left and right margins.
        case centerXWithinMargins
        /// The vertical centre between the top and bottom margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0

        /// The axis: `nil` for ``notAnAttribute``.
        var axis: AttributeAxis? {
            switch self {
            case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins:
                .horizontalPosition
            case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
                .centerYWithinMargins:
                .verticalPosition
            case .width: .width
            case .height: .height
            case .notAnAttribute: nil
            }
        }

        /// The name UIKit prints in a constraint's description.
        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the two sides compare: UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable, CustomStringConvertible {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1

        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// What made the constraint: the app, or ContainerKit on a view's behalf (UIKit's private
    /// subclasses, named as UIKit names them in its logs).
    enum Kind {
        /// Made by the app.
        case app
        /// A frame turned into constraints (`translatesAutoresizingMaskIntoConstraints`), or the
        /// frame of a tree's root.
        case autoresizing
        /// An intrinsic content size's hugging or compression resistance.
        case contentSize
        /// A guide that follows its view (safe area, layout margins).
        case guide
    }

    /// The first item: a ``View`` or a ``LayoutGuide``; `nil` once it is gone (weak, as UIKit's).
    public var firstItem: AnyObject? { firstTether?.object }
    // The items are held through their tethers, not `weak` references: a `weak` reference gives
    // the view a side table, after which every retain and release of it takes the runtime's slow
    // path, a third of an Auto Layout build (`Internal/Tether.swift`, BENCHMARKS.md). A tether
    // reads `nil` once its item is gone, as a `weak` reference would.
    let firstTether: Tether?
    let secondTether: Tether?
    /// The second item, or `nil` for a constraint to a constant; `nil` once it is gone (weak, as
    /// UIKit's).
    public var secondItem: AnyObject? { secondTether?.object }
    /// The factor applied to the second attribute.
    public let multiplier: Double

    /// The order of activation, for a deterministic order whenever constraints are added again.
    @exclusivity(unchecked) var sequence: UInt64 = 0
    /// Where the constraint takes part while active: its tree's engine and its handle there.
    @exclusivity(unchecked) var handle: LayoutSolverHandle?
    // The small fields follow the handle (33 bytes), in the room its last word leaves, then the
    // priority and the three 32-bit slots: a constraint is 136 bytes, 144 of the allocator
    // instead of 160 (four per constrained view, BENCHMARKS.md).
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// How the sides compare.
    public let relation: Relation
    /// The second item's attribute (``Attribute/notAnAttribute`` without a second item).
    public let secondAttribute: Attribute
    /// Whether the constraint was made with items that were neither views nor layout guides (the
    /// `item:` form takes `Any`); such a constraint is refused when activated (`MIS-21`).
    let hasForeignItem: Bool
    let kind: Kind
    /// Whether the solver left it out (`MIS-22`).
    @exclusivity(unchecked) public private(set) var isBroken = false
    /// The storage of ``priority``.
    @exclusivity(unchecked) private var storedPriority: LayoutPriority
    /// Its index in ``installedOn``'s installed constraints, and in its first and second items'
    /// nodes' lists (``ItemNode/entries``), or -1: removal without hashing.
    var installedSlot: Int {
        get { Int(storedSlots.installed) }
        set { storedSlots.installed = Int32(truncatingIfNeeded: newValue) }
    }
    var firstSlot: Int {
        get { Int(storedSlots.first) }
        set { storedSlots.first = Int32(truncatingIfNeeded: newValue) }
    }
    var secondSlot: Int {
        get { Int(storedSlots.second) }
        set { storedSlots.second = Int32(truncatingIfNeeded: newValue) }
    }
    /// The storage of the slots, in 32 bits each. Invariant: a slot is below 2^31 (a view, guide
    /// or installing view with two billion constraints would need 300 GB); a slot that did not
    /// fit would only make its removal find no entry (each removal checks the entry at the slot).
    @exclusivity(unchecked) private var storedSlots: (installed: Int32, first: Int32, second: Int32) = (-1, -1, -1)
    /// The view it is installed on while active (the closest common ancestor of its items); `nil`
    /// once that view is gone (through its tether, as the items).
    var installedOn: View? {
        get { installedOnTether?.target(as: View.self) }
        set { installedOnTether = newValue?.tether }
    }
    @exclusivity(unchecked) private var installedOnTether: Tether?

    /// The distance added to the second side.
    ///
    /// Changing it on an active constraint updates the layout incrementally, at a cost that does
    /// not depend on the size of the tree (`LAYOUT-10`); the frames change at the next
    /// ``View/layoutIfNeeded()``.
    ///
    /// Its storage skips the dynamic exclusivity checks, as every field the engine reads when it
    /// adds a constraint (main-actor state, only loaded and stored; the checks were 2% of a build).
    @exclusivity(unchecked) public var constant: Double {
        didSet {
            guard constant != oldValue, let handle else { return }
            handle.engine.constantChanged(of: self, handle: handle)
        }
    }

    /// How strongly the constraint holds (`LAYOUT-6`); ``LayoutPriority/required`` by default.
    ///
    /// An active constraint may change between optional priorities, but not from required to
    /// optional or back: that is refused (``Misuse/requiredPriorityChange``, `MIS-23`), as UIKit
    /// throws; deactivate it first.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            if let handle {
                guard newValue.isRequired == storedPriority.isRequired else {
                    Diagnostics.refuse(
                        MisuseError(
                            .requiredPriorityChange(
                                constraint: "\(self)", from: "\(storedPriority)", to: "\(newValue)", items: itemNames)),
                        touching: Touched(firstItemOwner))
                    return
                }
                storedPriority = newValue
                handle.engine.priorityChanged(of: self, handle: handle)
            } else {
                storedPriority = newValue
            }
        }
    }

    /// A name for the constraint, printed in its description and in reports.
    public var identifier: String?

    /// Makes a constraint, as UIKit's `NSLayoutConstraint(item:attribute:relatedBy:toItem:
    /// attribute:multiplier:constant:)`. It starts inactive.
    ///
    /// The items are typed `Any?` as in UIKit; each must be a ``View`` or a ``LayoutGuide``. What
    /// UIKit throws on is checked when the constraint is activated and refused then (`MIS-21`):
    /// an item that is neither, a missing first item or attribute, attributes of different axes,
    /// a position attribute without a second item.
    ///
    /// - Parameters:
    ///   - item: The first item.
    ///   - attribute: The first item's attribute.
    ///   - relatedBy: How the sides compare.
    ///   - toItem: The second item, or `nil` for a constraint to a constant.
    ///   - secondAttribute: The second item's attribute (``Attribute/notAnAttribute`` without one).
    ///   - multiplier: The factor applied to the second attribute.
    ///   - constant: The distance added to the second side.
    public convenience init(
        item: Any, attribute: Attribute, relatedBy: Relation, toItem: Any?, attribute secondAttribute: Attribute,
        multiplier: Double, constant: Double
    ) {
        let first = LayoutConstraint.layoutItem(item)
        let second = toItem.flatMap { LayoutConstraint.layoutItem($0) }
        let foreign = first == nil || (toItem != nil && second == nil)
        self.init(
            first, attribute, relatedBy, second, secondAttribute, multiplier: multiplier, constant: constant,
            foreign: foreign)
    }

    convenience init(
        _ firstItem: AnyObject?, _ firstAttribute: Attribute, _ relation: Relation, _ secondItem: AnyObject?,
        _ secondAttribute: Attribute, multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required, kind: Kind = .app, foreign: Bool = false
    ) {
        self.init(
            tethers: LayoutConstraint.tether(of: firstItem), firstAttribute, relation,
            LayoutConstraint.tether(of: secondItem), secondAttribute, multiplier: multiplier, constant: constant,
            priority: priority, kind: kind, foreign: foreign)
    }

    init(
        tethers firstTether: Tether?, _ firstAttribute: Attribute, _ relation: Relation, _ secondTether: Tether?,
        _ secondAttribute: Attribute, multiplier: Double, constant: Double, priority: LayoutPriority, kind: Kind,
        foreign: Bool
    ) {
        self.firstTether = firstTether
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondTether = secondTether
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.storedPriority = priority
        self.kind = kind
        self.hasForeignItem = foreign
    }

    /// A constraint made by an anchor (``LayoutAnchor``): an app constraint, required, whose items
    /// are the anchors' (a gone item makes it foreign, refused when activated, `MIS-21`).
    @usableFromInline
    static func anchored(
        _ firstTether: Tether, _ firstAttribute: Attribute, _ relation: Relation, _ secondTether: Tether?,
        _ secondAttribute: Attribute, constant: Double, multiplier: Double
    ) -> LayoutConstraint {
        LayoutConstraint(
            tethers: firstTether, firstAttribute, relation, secondTether, secondAttribute, multiplier: multiplier,
            constant: constant, priority: .required, kind: .app,
            foreign: firstTether.object == nil || (secondTether != nil && secondTether?.object == nil))
    }

    /// The tether of a view or guide (`nil` for anything else).
    static func tether(of item: AnyObject?) -> Tether? {
        if let view = item as? View { return view.tether }
        return (item as? LayoutGuide)?.tether
    }

    private static func layoutItem(_ item: Any) -> AnyObject? {
        if let view = item as? View { return view }
        if let guide = item as? LayoutGuide { return guide }
        return nil
    }

    /// Whether the constraint takes part in the layout. Setting it activates or deactivates the
    /// constraint, as ``activate(_:)`` and ``deactivate(_:)`` do for one.
    public var isActive: Bool {
        get { handle != nil }
        set {
            if newValue { LayoutConstraint.activate([self]) } else { LayoutConstraint.deactivate([self]) }
        }
    }

    func markBroken(_ broken: Bool) { isBroken = broken }
    func setPriorityWithoutChecks(_ priority: LayoutPriority) { storedPriority = priority }

    /// The names of the items, for reports.
    var itemNames: [String] {
        [firstItem, secondItem].compactMap { $0.map(LayoutConstraint.name(of:)) }
    }

    /// The view that owns the first item, for the report's scope.
    var firstItemOwner: Responder? { firstTether?.owningView }

    static func name(of item: AnyObject) -> String {
        if let view = item as? View { return view.name }
        if let guide = item as? LayoutGuide { return guide.displayName }
        return "\(type(of: item))"
    }

    /// UIKit's description, with names instead of addresses:
    /// `<LayoutConstraint 'id' A.leading == B.leading + 20   (active)>`.
    public var description: String {
        var text = "<"
        switch kind {
        case .app: text += "LayoutConstraint"
        case .autoresizing: text += "AutoresizingMaskLayoutConstraint"
        case .contentSize: text += "ContentSizeLayoutConstraint"
        case .guide: text += "LayoutGuideConstraint"
        }
        if let identifier { text += " '\(identifier)'" }
        text += " " + equationText
        if !storedPriority.isRequired { text += " @\(storedPriority)" }
        text += handle == nil ? "   (inactive)>" : "   (active)>"
        return text
    }

    /// `A.leading == B.leading + 20`, as UIKit writes it.
    var equationText: String {
        let first = firstItem.map { "\(LayoutConstraint.name(of: $0)).\(firstAttribute)" } ?? "nil.\(firstAttribute)"
        var text = "\(first) \(relation) "
        if let secondItem, secondAttribute != .notAnAttribute {
            if multiplier != 1 { text += "\(LayoutConstraint.number(multiplier))*" }
            text += "\(LayoutConstraint.name(of: secondItem)).\(secondAttribute)"
            if constant > 0 { text += " + \(LayoutConstraint.number(constant))" }
            if constant < 0 { text += " - \(LayoutConstraint.number(-constant))" }
        } else {
            text += LayoutConstraint.number(constant)
        }
        return text
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
