// LayoutSolver: the linear-constraint solver under ContainerKit's Auto Layout.
//
// # Algorithm
//
// Incremental Cassowary (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint
// Solving Algorithm", ACM TOCHI 8(4), 2001), written for this package.
//
// Every constraint `expression REL 0` becomes one row of a simplex tableau in solved form,
// `basic = constant + sum(coefficient * parametric)`, with extra symbols:
// - an inequality gets a slack symbol (>= 0): `expression + slack = 0` for `<=`, `expression -
//   slack = 0` for `>=`;
// - a required equality gets a dummy symbol (always 0) that marks its row, so that it can be removed
//   and its constant changed later;
// - an optional constraint gets error symbols (>= 0) that measure how far it is from holding
//   (`error+` and `error-` for an equality, one error for an inequality); the objective minimizes
//   them, weighted by priority.
// A variable (`external` symbol) that is basic has the value of its row's constant; a parametric
// one is 0. Adding a row substitutes the basic symbols it mentions, chooses a subject (a variable
// if it has one, else a slack or error whose coefficient is negative, else it enters with an
// artificial variable minimized to zero), substitutes the subject into the rows that mention it,
// then optimizes the objective with the primal simplex. Removing a constraint pivots its marker
// symbol into the basis and drops that row. Changing a constant shifts the constants of the rows
// that mention the constraint's marker and restores feasibility with the dual simplex, without
// re-adding anything (Cassowary's edit/resolve).
//
// Each pivot visits only the rows that mention the entering symbol, found through `columns`
// (symbol -> basic symbols of the rows that mention it); nothing scans all rows.
//
// # Links: the linear-time case
//
// A required equality that reads `v = root + offset` or `v = offset` once its other variables
// are replaced by what they stand for, where `v` is fresh (nothing else uses it yet), never
// enters the tableau: `v` becomes a leaf linked to `root` (see "Links" below). In a tableau, a
// chain of views each pinned to the previous one gives rows that carry every dummy before them
// (quadratic); as links it is a star of leaves around the first view, built in linear time.
// Removing a link, or changing its constant, detaches the constraints that were built on its
// leaf and places them again (the work is proportional to what moves).
//
// # Priorities (LAYOUT-6)
//
// The objective is lexicographic, as Cassowary's symbolic weights: one objective row per distinct
// optional priority (`Objective`), compared from the highest. Any error at priority p outweighs
// any errors at all lower priorities together, however many: there are no numeric weights that
// many small errors could add up past. Required (1000) constraints are hard.
//
// # Conflicts (MIS-22): the policy
//
// When a required constraint cannot hold together with the required constraints already present,
// `add` returns `.unsatisfiable(handle, conflicting:)` and leaves the new constraint out of the
// solution ("broken"); the constraints already present are never disturbed. UIKit breaks one of
// the conflicting constraints of its choosing; here it is always the one being added, so the same
// sequence of calls breaks the same constraint. `conflicting` is read off the tableau: the new
// row, reduced by substitution (or, after its artificial variable could not reach zero, the
// artificial row) is a linear combination of the original constraints in which a constraint's
// marker symbol appears exactly when the constraint takes part; those constraints, with the new
// one and the links their variables were resolved through, cannot all hold. (The set is
// sufficient, not necessarily minimal.) A broken constraint stays broken (its constant and priority may still be
// changed, and are kept) until it is removed. A constant change that makes the required
// constraints unsatisfiable breaks the changed constraint the same way (`setConstant` returns
// `.unsatisfiable`).
//
// # Determinism
//
// Every choice (subject, entering and leaving symbols, the order rows are visited) takes the
// lowest symbol id among the candidates (Bland's rule, which also rules out cycling); symbol ids
// are handed out in call order. Dictionaries and sets are only looked up, or iterated where each
// element is updated on its own (row arithmetic) or after sorting. The same sequence of calls
// gives the same results, bit for bit, in every process.
//
// # Invariants of the tableau (checked by `_checkInvariants()`)
//
// See the properties of `Solver` below.

/// A linear-constraint solver for headless Auto Layout: incremental Cassowary with strictly
/// ordered priorities.
///
/// Make variables with ``makeVariable()``, add constraints `expression REL 0` with
/// ``add(_:_:priority:)``, then read ``value(of:)``, or only the variables that moved with
/// ``takeChangedVariables()``. Values are exact `Double`s (the layout rounds frames to pixels).
///
/// Priorities are strictly ordered (LAYOUT-6): the solution minimizes the errors of the optional
/// constraints lexicographically, the highest priority first; any error at a priority outweighs
/// any amount of error at all lower priorities together. ``Priority/required`` constraints always
/// hold. A required constraint that cannot hold with the required ones already added is broken
/// (left out) and reported by ``add(_:_:priority:)`` with the constraints it conflicts with
/// (MIS-22); the policy is to break the constraint being added, so the same calls always break
/// the same constraint.
///
/// The solver is a plain class, not bound to an actor; use it from one thread at a time.
/// Results never depend on hashing seeds or addresses: the same calls give the same values, bit
/// for bit, in every process.
public final class Solver {
    /// Coefficients and constants within this of zero count as zero.
    static let epsilon = 1e-8

    enum SymbolKind: UInt8 {
        /// A ``Variable``: unrestricted.
        case external
        /// An inequality's slack, or the artificial variable: restricted to `>= 0`.
        case slack
        /// An optional constraint's error: restricted to `>= 0`, weighted in the objective.
        case error
        /// A required equality's marker: always 0, never chosen to enter the basis by the simplex.
        case dummy
    }

    enum ConstraintState: Equatable {
        case active
        case broken
        case removed
    }

    /// A constraint's record: 48 bytes (see "Ids in 32 bits" below).
    struct ConstraintRecord {
        /// The expression's constant; its terms are the pool entries below (combined per
        /// variable), so that a record holds no array of its own.
        var constant: Double
        /// The constraint's ``ConstraintHandle/serial``.
        var serial = 0
        var priority: Priority
        var relation: Relation
        var state: ConstraintState
        private var storedMarker: Int32 = -1
        private var storedOther: Int32 = -1
        private var storedCoefficientStart: Int32 = 0
        private var storedCoefficientCount: Int32 = 0
        private var storedLinkLeaf: Int32 = -1

        init(constant: Double, relation: Relation, priority: Priority, state: ConstraintState) {
            self.constant = constant
            self.relation = relation
            self.priority = priority
            self.state = state
        }

        /// The symbol that marks the constraint's row: the slack, the dummy or `error+`.
        var marker: Int {
            @inline(__always) get { Int(storedMarker) }
            @inline(__always) set { storedMarker = Int32(truncatingIfNeeded: newValue) }
        }
        /// `error-` of an optional equality, the error of an optional inequality, or -1.
        var other: Int {
            @inline(__always) get { Int(storedOther) }
            @inline(__always) set { storedOther = Int32(truncatingIfNeeded: newValue) }
        }
        /// The expression's coefficients per distinct live variable, in id order, without zeros:
        /// the entries `coefficientStart ..< coefficientStart + coefficientCount` of the pool
        /// (`pool`).
        var coefficientStart: Int {
            @inline(__always) get { Int(storedCoefficientStart) }
            @inline(__always) set { storedCoefficientStart = Int32(truncatingIfNeeded: newValue) }
        }
        var coefficientCount: Int {
            @inline(__always) get { Int(storedCoefficientCount) }
            @inline(__always) set { storedCoefficientCount = Int32(truncatingIfNeeded: newValue) }
        }
        /// For a constraint taken as a link (see "Links"), the variable it links; otherwise -1.
        var linkLeaf: Int {
            @inline(__always) get { Int(storedLinkLeaf) }
            @inline(__always) set { storedLinkLeaf = Int32(truncatingIfNeeded: newValue) }
        }

        /// The coefficients of `marker` and `other` in the row as it is made, before any sign
        /// change: a change `d` of the constant is the change `d / markerCoefficient` of the marker.
        /// Derived from the relation and whether the constraint is required (neither changes while
        /// it is present), rather than stored.
        var markerCoefficient: Double {
            switch relation {
            case .lessThanOrEqual: 1
            case .greaterThanOrEqual: -1
            case .equal: priority.isRequired ? 1 : -1
            }
        }
        var otherCoefficient: Double {
            relation == .equal ? 1 : -markerCoefficient
        }
    }

    // MARK: Symbols (indexed by symbol id; ids are dense, handed out in call order)
    //
    // Every stored property is `@exclusivity(unchecked)`: the solver is used from one thread at a
    // time and never accesses one of its tables while another access to it is open (no table is
    // passed `inout` to code that reads it), so the dynamic exclusivity checks, about a tenth of
    // an Auto Layout build's time in a profile (BENCHMARKS.md), guard nothing.

    // (A symbol's kind and owner are fields of `symbolState`, below.)

    // MARK: The tableau
    //
    // Invariants (checked by `_checkInvariants()`):
    // 1. Solved form: a symbol that has a row (is basic) appears in no row's cells and in no
    //    objective level.
    // 2. `columns[s]` is exactly the set of basic symbols whose rows have a cell for `s`.
    // 3. No cell holds a coefficient within `epsilon` of zero.
    // 4. Feasibility: between public calls, every restricted basic symbol (slack, error, dummy)
    //    has a constant >= -epsilon; a dummy's row has constant 0 within epsilon and mentions
    //    only dummies (so no pivot can move it).
    // 5. Optimality: between public calls, no symbol other than a dummy has a lexicographically
    //    negative reduced cost in the objective (and no variable a non-zero one).
    // 6. Every active constraint's marker is basic or appears in some row; removed and broken
    //    constraints' symbols appear nowhere.
    // 12. `rows`, `columns` and `children` (`SymbolTable`s) hold no more entries than there are
    //     symbols; a symbol past a table's end reads as empty there (no row, no column, no child).

    /// `rows[s]` is the row of which `s` is the basic symbol, or nil for a parametric symbol.
    @exclusivity(unchecked) var rows = SymbolTable<Row?>(empty: nil)
    /// `columns[s]`: the basic symbols of the rows that mention `s` (the index that lets a pivot
    /// visit only those rows).
    @exclusivity(unchecked) var columns = SymbolTable<Set<Int>>(empty: [])
    /// The lexicographic objective over the optional priorities.
    @exclusivity(unchecked) var objective = Objective()
    /// Symbols whose cost in the objective changed since it was last found optimal, in no order
    /// (`SymbolState.isCandidate` marks them): the primal simplex looks for an entering symbol only among
    /// them, so a change costs what it touches, not the size of the objective. Every symbol that
    /// is not listed has a cost that is not negative.
    @exclusivity(unchecked) var candidates: [Int] = []
    /// The artificial objective while a row without a subject is being added.
    @exclusivity(unchecked) var artificial: Row?
    /// Restricted basic symbols whose constants went negative, for the dual simplex.
    @exclusivity(unchecked) var infeasible: [Int] = []

    // MARK: Variables (indexed by symbol id; meaningful for external symbols only)
    //
    // The per-variable fields, and the links' below, are one array of `SymbolState` rather than
    // an array per field: making a symbol appends once to it (the appends to fifteen tables were
    // a tenth of an Auto Layout build, BENCHMARKS.md), and a variable's fields are read together.

    /// The state of a symbol: its kind, owner and candidacy, then its fields as a variable (those
    /// are meaningful for external symbols only). One array for all of them: making a symbol
    /// appends to this table alone (`rows`, `columns` and `children` grow when a symbol is first
    /// written there, `SymbolTable`) instead of seven.
    ///
    /// 48 bytes: the ids and counts are stored in 32 bits (see "Ids in 32 bits" below).
    struct SymbolState {
        /// The value last returned by ``Solver/takeChangedVariables()`` (0 for a new variable).
        var reported: Double = 0
        /// For a leaf, its value minus its root's value.
        var linkOffset: Double = 0
        /// The kind of the symbol.
        var kind: SymbolKind
        /// Whether the symbol is in `candidates`.
        var isCandidate = false
        /// Whether the symbol is in `dirty`.
        var isDirty = false
        /// Whether ``Solver/releaseVariable(_:)`` released the variable.
        var released = false
        private var storedOwner: Int32
        private var storedMentionHead: Int32 = -1
        private var storedActiveMentions: Int32 = 0
        private var storedLinkRoot: Int32 = -1
        private var storedLinkConstraint: Int32 = -1
        private var storedChildIndex: Int32 = -1

        init(kind: SymbolKind, owner: Int) {
            self.kind = kind
            self.storedOwner = Int32(truncatingIfNeeded: owner)
        }

        /// For a slack, error or dummy symbol, the id of the constraint it belongs to; otherwise -1.
        var owner: Int {
            @inline(__always) get { Int(storedOwner) }
            @inline(__always) set { storedOwner = Int32(truncatingIfNeeded: newValue) }
        }
        /// The first entry of the list of pool entries (see "Constraints") that mention the
        /// variable, or -1: the constraints whose expressions mention it (active or broken),
        /// newest first.
        var mentionHead: Int {
            @inline(__always) get { Int(storedMentionHead) }
            @inline(__always) set { storedMentionHead = Int32(truncatingIfNeeded: newValue) }
        }
        /// How many active constraints mention the variable.
        var activeMentions: Int {
            @inline(__always) get { Int(storedActiveMentions) }
            @inline(__always) set { storedActiveMentions = Int32(truncatingIfNeeded: newValue) }
        }
        /// Links (below): -1 for a root; otherwise the root the variable is linked to
        /// (`Solver.one` for a constant).
        var linkRoot: Int {
            @inline(__always) get { Int(storedLinkRoot) }
            @inline(__always) set { storedLinkRoot = Int32(truncatingIfNeeded: newValue) }
        }
        /// For a leaf, the id of the constraint that linked it; otherwise -1.
        var linkConstraint: Int {
            @inline(__always) get { Int(storedLinkConstraint) }
            @inline(__always) set { storedLinkConstraint = Int32(truncatingIfNeeded: newValue) }
        }
        /// For a leaf linked to a root variable, its index in that root's `children`.
        var childIndex: Int {
            @inline(__always) get { Int(storedChildIndex) }
            @inline(__always) set { storedChildIndex = Int32(truncatingIfNeeded: newValue) }
        }
    }

    /// Each symbol's ``SymbolState`` (a `FlatArray`, as `records` and `pool`: the three tables that
    /// grow with every variable and constraint grow in place where they can, and a write checks no
    /// uniqueness).
    @exclusivity(unchecked) var symbolState = FlatArray<SymbolState>()
    /// Variables whose rows changed since the last ``takeChangedVariables()``, in no order.
    @exclusivity(unchecked) var dirty = FlatArray<Int>()

    // MARK: Links (indexed by symbol id; meaningful for external symbols only)
    //
    // A required equality that, once its other variables are replaced by their roots, reads
    // `v = root + offset` or `v = offset` for a variable `v` that nothing else uses yet (fresh)
    // does not enter the tableau: `v` becomes a leaf linked to `root` (a variable that is not
    // itself linked) or to the constant root `Solver.one`. A chain of views each pinned to the
    // previous one is then a star of leaves around the first, built in linear time, instead of
    // rows that grow with the chain. Leaves never appear in the tableau: a constraint that
    // mentions a leaf is built with `root + offset` in its place.
    //
    // Invariants (checked by `_checkInvariants()`):
    // 7. `symbolState[v].linkRoot` is -1 (v is a root), `Solver.one`, or a root variable; a leaf has no
    //    children, no row and appears in no row.
    // 8. `children[r]` lists exactly the leaves whose root is `r` (`childIndex` is each one's
    //    position); the constant root keeps no list.
    // 9. Every active required constraint holds at the current values (within 1e-6).

    // (`linkRoot`, `linkOffset`, `linkConstraint` and `childIndex` are fields of `symbolState`.)
    /// For a root variable, the leaves linked to it, in no order.
    @exclusivity(unchecked) var children = SymbolTable<[Int]>(empty: [])

    // MARK: Constraints

    /// The constraints added and not yet freed, indexed by handle id.
    ///
    /// Invariant (11, checked by `_checkInvariants()`): the last record is not removed, and the
    /// pool ends with its entries. Removing a constraint frees its record at once when it is the
    /// last one (with every removed record before it, and their pool entries); a removed record
    /// with a live one after it keeps its slot, without its expression, until it is last. So the
    /// records of a set of constraints that is added and then removed are all freed, whatever the
    /// order of the removals; ids are reused only above every live id, so the ids of the
    /// constraints present still order as they were added.
    @exclusivity(unchecked) var records = FlatArray<ConstraintRecord>()
    /// For a broken constraint, what it conflicted with when it broke, by record id (kept apart
    /// from `records` so that a record holds no reference: appending, copying and freeing one is
    /// then plain memory, a tenth of an Auto Layout build's `add`, BENCHMARKS.md). Invariant (11):
    /// no removed record has an entry.
    @exclusivity(unchecked) var conflicts: [Int: [ConstraintHandle]] = [:]
    /// The serial of the next constraint added: how many were added before it.
    @exclusivity(unchecked) var nextSerial = 0

    // MARK: The pool of combined coefficients (indexed by entry; shrinks with `records`)
    //
    // Each constraint's coefficients per distinct variable are consecutive entries of one pool
    // instead of an array per constraint, and each entry is also a link in its variable's list of
    // mentions (doubly linked through `next`/`previous`, headed by `mentionHead`): adding a
    // constraint allocates nothing of its own once the pool has grown. One array of entries rather
    // than one per field: an entry is appended, and read, at once (a fifth of the array upkeep of
    // an Auto Layout build, BENCHMARKS.md).
    //
    // Invariant (10, checked by `_checkInvariants()`): an entry of a constraint that is not
    // removed is in its variable's list exactly once; an entry of a removed constraint is in none.

    /// One entry of the pool: 24 bytes (see "Ids in 32 bits" below).
    struct PoolEntry {
        /// Its combined coefficient in the constraint.
        var coefficient: Double
        private var storedVariable: Int32
        private var storedConstraint: Int32
        private var storedNext: Int32
        private var storedPrevious: Int32

        init(variable: Int, coefficient: Double, constraint: Int, next: Int, previous: Int) {
            self.coefficient = coefficient
            storedVariable = Int32(truncatingIfNeeded: variable)
            storedConstraint = Int32(truncatingIfNeeded: constraint)
            storedNext = Int32(truncatingIfNeeded: next)
            storedPrevious = Int32(truncatingIfNeeded: previous)
        }

        /// The variable.
        var variable: Int {
            @inline(__always) get { Int(storedVariable) }
            @inline(__always) set { storedVariable = Int32(truncatingIfNeeded: newValue) }
        }
        /// The constraint the entry belongs to.
        var constraint: Int {
            @inline(__always) get { Int(storedConstraint) }
            @inline(__always) set { storedConstraint = Int32(truncatingIfNeeded: newValue) }
        }
        /// The next and previous entries in the variable's list of mentions, or -1.
        var next: Int {
            @inline(__always) get { Int(storedNext) }
            @inline(__always) set { storedNext = Int32(truncatingIfNeeded: newValue) }
        }
        var previous: Int {
            @inline(__always) get { Int(storedPrevious) }
            @inline(__always) set { storedPrevious = Int32(truncatingIfNeeded: newValue) }
        }
    }

    /// The entries, constraint after constraint.
    @exclusivity(unchecked) var pool = FlatArray<PoolEntry>()

    // MARK: Ids in 32 bits
    //
    // `SymbolState`, `ConstraintRecord` and `PoolEntry` store their symbol ids, record ids, pool
    // indices and counts in 32 bits, behind `Int` accessors (a load widens for free, a store
    // truncates): 48, 48 and 24 bytes instead of 72, 72 and 40. A 10k Auto Layout build touches
    // 40k symbols, 40k records and 60k entries, more than the caches hold, so their bytes are
    // time (BENCHMARKS.md, branch `alperf-7`).
    //
    // Invariant (13, checked by `_checkInvariants()`, kept by `FlatArray`, which refuses to grow
    // past `FlatArray.maximumCount`, 2^30): at most 2^30 symbols, records and pool entries, so that
    // every stored id, index and count is exact in 32 bits (such a solver would need about 100 GB
    // first). A constraint's serial stays 64-bit.

    // MARK: Operation counts (for the scaling tests)

    /// Counts of the tableau's work since the solver was made: the scaling tests assert on them.
    package struct Statistics: Sendable, Equatable {
        /// Pivots (primal, dual and those of removal).
        package var pivots = 0
        /// Rows updated by substitutions (each row a pivot or an added row visits, once).
        package var rowsTouched = 0
        /// Cells added, changed or removed in rows of the tableau by substitutions.
        package var cellsTouched = 0
        /// Constraints placed as links instead of rows.
        package var links = 0
        /// Symbols the primal simplex examined when looking for an entering symbol.
        package var candidatesScanned = 0
    }

    /// Counts of the work done so far.
    @exclusivity(unchecked) package var statistics = Statistics()

    /// The constant root of links: a leaf linked to it has the value of its offset.
    static let one = -2

    /// Makes an empty solver.
    public init() {}
}
