// swift-format-ignore-file
// Ported from XCoordinator fc4fd2d (MIT License, Tests/CoordinatorPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  InterruptibleTransitionAnimation.swift
//  XCoordinator
//
//  Created by Paul Kraft on 24.12.18.
//

import ContainerKit
import Foundation

#if canImport(UIKit) // PORT: no property animators (PORTING.md, G4)

///
/// Use InterruptibleTransitionAnimation to define interactive transitions based on the
/// [UIViewPropertyAnimator](https://developer.apple.com/documentation/uikit/UIViewPropertyAnimator)
/// APIs introduced in iOS 10.
///
@available(iOS 10.0, tvOS 10.0, *)
open class InterruptibleTransitionAnimation: InteractiveTransitionAnimation {

    // MARK: Stored properties

    private let _generateInterruptibleAnimator: (ViewControllerContextTransitioning) -> UIViewImplicitlyAnimating

    private var _interruptibleAnimator: UIViewImplicitlyAnimating?

    // MARK: Initialization

    ///
    /// Creates an interruptible transition animation based on duration, an animator generator closure
    /// and an interaction controller generator closure.
    ///
    /// - Parameters:
    ///     - duration: The total duration of the animation.
    ///     - generateAnimator: A generator closure to create a `UIViewPropertyAnimator` dynamically.
    ///     - generateInteractionController:
    ///         A generator closure to create an interaction controller which handles animation progress changes.
    ///
    public init(duration: TimeInterval,
                generateAnimator: @escaping (ViewControllerContextTransitioning) -> UIViewImplicitlyAnimating,
                generateInteractionController: @escaping () -> PercentDrivenInteractionController?) {
        self._generateInterruptibleAnimator = generateAnimator
        super.init(
            duration: duration,
            transition: { _ in },
            generateInteractionController: generateInteractionController
        )
    }

    ///
    /// Creates an interruptible transition animation based on duration and an animator generator closure.
    ///
    /// A `PercentDrivenInteractiveTransition` is used as interaction controller.
    ///
    /// - Parameters:
    ///     - duration: The total duration of the animation.
    ///     - generateAnimator: A generator closure to create a `UIViewPropertyAnimator` dynamically.
    ///
    public convenience init(duration: TimeInterval,
                            generateAnimator: @escaping (ViewControllerContextTransitioning) -> UIViewImplicitlyAnimating) {
        self.init(
            duration: duration,
            generateAnimator: generateAnimator,
            generateInteractionController: InteractiveTransitionAnimation.generateDefaultInteractionController
        )
    }

    // MARK: Methods

    ///
    /// Generates an interruptible animator based on the transitionContext.
    /// It further adds a completion block to the animator to ensure it is deallocated once
    /// the transition is finished.
    ///
    /// This code is called once per transition to generate the interruptible animator
    /// which is reused in subsequent calls of `interruptibeAnimator(using:)`.
    ///
    /// - Parameter transitionContext:
    ///     The context in which the transition is performed.
    ///
    open func generateInterruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        let animator = _generateInterruptibleAnimator(transitionContext)
        animator.addCompletion? { [weak self] position in
            switch position {
            case .start, .end:
                self?._interruptibleAnimator = nil
            case .current:
                break
            @unknown default:
                break
            }
        }
        _interruptibleAnimator = animator
        return animator
    }

    // MARK: TransitionAnimation

    ///
    /// See [ViewControllerAnimatedTransitioning](https://developer.apple.com/documentation/uikit/ViewControllerAnimatedTransitioning)
    /// for further information.
    ///
    /// This method simply calls `startAnimation()` on the interruptible animator.
    ///
    /// - Parameter transitionContext:
    ///     The context in which the transition is performed.
    ///
    open override func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    ///
    /// See [ViewControllerAnimatedTransitioning](https://developer.apple.com/documentation/uikit/ViewControllerAnimatedTransitioning)
    /// for further information.
    ///
    /// This method returns an already generated interruptible animator, if present.
    /// Otherwise it generates a new one using `generateInterruptibleAnimator(using:)`.
    ///
    /// - Parameter transitionContext:
    ///     The context in which the transition is performed.
    ///
    open func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning
        ) -> UIViewImplicitlyAnimating {
        _interruptibleAnimator ?? generateInterruptibleAnimator(using: transitionContext)
    }
}

#endif // PORT
