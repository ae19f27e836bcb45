/// Another name for ``Expression``, for files that also import Foundation, whose `Expression`
/// (a predicate expression) makes the short name ambiguous there.
public typealias LinearExpression = Expression

/// One product `coefficient * variable` of an ``Expression``.
public struct Term: Sendable {
    /// The unknown.
    public var variable: Variable
    /// The factor it is multiplied by.
    public var coefficient: Double

    /// Makes the term `coefficient * variable`.
    /// - Parameters:
    ///   - variable: The unknown.
    ///   - coefficient: Its factor; 1 when omitted.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// Makes the term `coefficient * variable`.
    public init(variable: Variable, coefficient: Double) {
        self.init(variable, coefficient: coefficient)
    }
}

/// A linear expression `sum(coefficient_i * variable_i) + constant`.
///
/// A constraint is an expression compared with zero (``Relation``): UIKit's
/// `item1.attribute1 = multiplier * item2.attribute2 + constant` is the expression
/// `item1.attribute1 - multiplier * item2.attribute2 - constant` with ``Relation/equal``.
/// A variable may appear in more than one term; its coefficients add up.
///
/// The operators `+`, `-` and `*` build expressions from variables, terms and numbers:
/// `x1 - x0 - 8` is an expression.
public struct Expression: Sendable {
    /// The products, in the order they were written.
    public var terms: [Term]
    /// The constant added to the products.
    public var constant: Double

    /// Makes `sum(terms) + constant`.
    /// - Parameters:
    ///   - terms: The products.
    ///   - constant: The constant; 0 when omitted.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Makes the expression `constant`.
    public init(_ constant: Double) { self.init(terms: [], constant: constant) }

    /// Makes the expression `1 * variable`.
    public init(_ variable: Variable) { self.init(terms: [Term(variable)], constant: 0) }

    /// Makes the expression that is the single term `term`.
    public init(_ term: Term) { self.init(terms: [term], constant: 0) }
}

extension Variable {
    /// `lhs + rhs` as an expression.
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    /// `lhs - rhs` as an expression.
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    /// `lhs + rhs` as an expression.
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    /// `lhs - rhs` as an expression.
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    /// The term `lhs * rhs`.
    public static func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, coefficient: lhs) }
    /// The term `lhs * rhs`.
    public static func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, coefficient: rhs) }
    /// The term `-1 * operand`.
    public static prefix func - (operand: Variable) -> Term { Term(operand, coefficient: -1) }
}

extension Expression {
    /// The sum of two expressions.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    /// The difference of two expressions.
    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + (-rhs) }
    /// The expression with every coefficient and the constant negated.
    public static prefix func - (operand: Expression) -> Expression { operand * -1 }
    /// The expression with every coefficient and the constant multiplied by `rhs`.
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(
            terms: lhs.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) },
            constant: lhs.constant * rhs)
    }
    /// The expression with every coefficient and the constant multiplied by `lhs`.
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
    /// The expression plus a number.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(terms: lhs.terms, constant: lhs.constant + rhs)
    }
    /// The expression minus a number.
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
    /// The expression plus a variable.
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    /// The expression minus a variable.
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    /// The expression plus a term.
    public static func + (lhs: Expression, rhs: Term) -> Expression { lhs + Expression(rhs) }
    /// The expression minus a term.
    public static func - (lhs: Expression, rhs: Term) -> Expression { lhs - Expression(rhs) }
}

extension Term {
    /// The sum of two terms as an expression.
    public static func + (lhs: Term, rhs: Term) -> Expression { Expression(lhs) + Expression(rhs) }
    /// The difference of two terms as an expression.
    public static func - (lhs: Term, rhs: Term) -> Expression { Expression(lhs) - Expression(rhs) }
    /// The term plus a variable.
    public static func + (lhs: Term, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    /// The term minus a variable.
    public static func - (lhs: Term, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    /// The term plus a number.
    public static func + (lhs: Term, rhs: Double) -> Expression { Expression(lhs) + rhs }
    /// The term minus a number.
    public static func - (lhs: Term, rhs: Double) -> Expression { Expression(lhs) - rhs }
}
