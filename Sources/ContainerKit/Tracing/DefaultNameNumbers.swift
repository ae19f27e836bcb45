/// The numbers that tell apart unnamed nodes of the same type in one output (`TRACE-9`): a
/// recorder's trace, a tree dump, a Graphviz graph.
///
/// An unnamed node is written by its type's name. The first node of a type that an output meets
/// keeps that name; the second is written `Type#2`, the third `Type#3`, in the order the output
/// first meets them. A root view named after its unnamed controller takes the controller's number
/// (`P#2.view`). Types whose names read the same (two `Badge`s of different modules) share one
/// count, so the names an output prints never collide.
///
/// The numbers depend only on the output's own content, in its own order: never on how many
/// nodes the process made before (other tests), a hash seed or an address. A node keeps its
/// number for the output's whole life; a recorder's ``TraceRecorder/removeAll()`` starts a new
/// trace, numbered anew (and keeps the storage, so a recorder emptied after each use stops
/// allocating once it has seen its largest trace).
///
/// Invariants: `ordinals` maps the serial number of every node numbered so far to its number;
/// `counts[counterOfType[t]]` is how many nodes of the type `t`, and of the types named like it,
/// were numbered; every counter index in `counterOfType` and `counterOfName` is below
/// `counts.count`. The dictionaries are only looked up, never walked.
struct DefaultNameNumbers {
    private var ordinals: [UInt64: UInt32] = [:]
    private var counterOfType: [ObjectIdentifier: Int] = [:]
    private var counterOfName: [String: Int] = [:]
    private var counts: [UInt32] = []

    /// The number of the unnamed node with serial number `serial` and type `type`: the one it got
    /// when first met, or the next of its type's name.
    ///
    /// - Returns: 1 for the first node of a type's name, 2 for the second, and so on.
    /// - Complexity: O(1) on average; the first node of a type spells out the type's name.
    mutating func number(of serial: UInt64, type: Responder.Type) -> UInt32 {
        if let known = ordinals[serial] { return known }
        let counter = self.counter(of: type)
        counts[counter] += 1
        ordinals[serial] = counts[counter]
        return counts[counter]
    }

    private mutating func counter(of type: Responder.Type) -> Int {
        let id = ObjectIdentifier(type)
        if let known = counterOfType[id] { return known }
        let name = String(describing: type)
        let counter: Int
        if let named = counterOfName[name] {
            counter = named
        } else {
            counter = counts.count
            counts.append(0)
            counterOfName[name] = counter
        }
        counterOfType[id] = counter
        return counter
    }

    /// Forgets every number, keeping the storage and which types share a count: the next trace
    /// of the same nodes spells no type's name again and allocates nothing.
    mutating func removeAll() {
        ordinals.removeAll(keepingCapacity: true)
        for counter in counts.indices { counts[counter] = 0 }
    }

    /// The name of an unnamed node as an output writes it: the type's name, with `#n` from the
    /// second node of that name on.
    static func spelled(_ typeName: String, number: UInt32) -> String {
        number > 1 ? typeName + "#\(number)" : typeName
    }
}

extension Responder {
    /// This node's name as an output that numbers unnamed nodes with `numbers` writes it
    /// (`TRACE-9`): the explicit name; for a root view named after its controller, the
    /// controller's name so written, then `.view`; otherwise the type's name, numbered.
    ///
    /// - Parameter numbers: The output's numbers; meeting a node for the first time numbers it.
    /// - Returns: The name.
    func outputName(_ numbers: inout DefaultNameNumbers) -> String {
        if let explicit = extras?.name { return explicit }
        if let view = self as? View, let controller = view.controllerNamingIt {
            return controller.outputName(&numbers) + ".view"
        }
        let type = Swift.type(of: self)
        return DefaultNameNumbers.spelled(defaultName, number: numbers.number(of: serialNumber, type: type))
    }
}
