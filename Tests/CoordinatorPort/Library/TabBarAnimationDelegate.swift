// swift-format-ignore-file
// Ported from XCoordinator fc4fd2d (MIT License, Tests/CoordinatorPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  TabBarAnimationDelegate.swift
//  XCoordinator
//
//  Created by Paul Kraft on 24.10.18.
//  Copyright © 2018 QuickBird Studios. All rights reserved.
//

import ContainerKit
import Foundation

///
/// TabBarAnimationDelegate is used as the delegate of a TabBarCoordinator's rootViewController
/// to allow for transitions to specify transition animations.
///
/// TabBarAnimationDelegate conforms to the `TabBarControllerDelegate` protocol
/// and is intended for use as the delegate of one tabbar controller only.
///
/// - Note:
///     Do not override the delegate of a TabBarCoordinator's rootViewController-delegate.
///     Instead use the delegate property of the TabBarCoordinator itself.
///
open class TabBarAnimationDelegate: NSObject {

    // MARK: Stored properties

    internal weak var delegate: TabBarControllerDelegate?
}

// MARK: - TabBarControllerDelegate

extension TabBarAnimationDelegate: TabBarControllerDelegate {

    ///
    /// See [TabBarControllerDelegate](https://developer.apple.com/documentation/uikit/TabBarControllerDelegate)
    /// for further reference.
    ///
    /// - Parameters
    ///     - tabBarController: The delegate owner.
    ///     - animationController: The animationController to return the interactionController for.
    ///
    /// - Returns:
    ///     If the animationController is a `TransitionAnimation`, it returns its interactionController.
    ///     Otherwise it requests an interactionController from the TabBarCoordinator's delegate.
    ///
    open func tabBarController(_ tabBarController: TabBarController,
                               interactionControllerFor animationController: ViewControllerAnimatedTransitioning
        ) -> ViewControllerInteractiveTransitioning? {
        (animationController as? TransitionAnimation)?.interactionController
            ?? delegate?.tabBarController(tabBarController, interactionControllerFor: animationController) // PORT: E2
    }

    ///
    /// See [TabBarControllerDelegate](https://developer.apple.com/documentation/uikit/TabBarControllerDelegate)
    /// for further reference.
    ///
    /// - Parameters:
    ///     - tabBarController: The delegate owner.
    ///     - fromVC: The source view controller of the transition.
    ///     - toVC: The destination view controller of the transition.
    ///
    /// - Returns:
    ///     The presentation animation controller from the toVC's transitioningDelegate.
    ///     If not present, it uses the TabBarCoordinator's delegate as fallback.
    ///
    open func tabBarController(_ tabBarController: TabBarController,
                               animationControllerForTransitionFrom fromVC: ViewController,
                               to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        toVC.transitioningDelegate?.animationController(forPresented: toVC, presenting: tabBarController, source: fromVC) // PORT: E2
            ?? delegate?.tabBarController(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC) // PORT: E2
    }

    ///
    /// See [TabBarControllerDelegate](https://developer.apple.com/documentation/uikit/TabBarControllerDelegate)
    /// for further reference.
    ///
    /// This method delegates to the TabBarCoordinator's delegate.
    ///
    /// - Parameters:
    ///     - tabBarController: The delegate owner.
    ///     - viewController: The destination viewController.
    ///
    open func tabBarController(_ tabBarController: TabBarController,
                               didSelect viewController: ViewController) {
        delegate?.tabBarController(tabBarController, didSelect: viewController) // PORT: E2
    }

    ///
    /// See [TabBarControllerDelegate](https://developer.apple.com/documentation/uikit/TabBarControllerDelegate)
    /// for further reference.
    ///
    /// This method delegates to the TabBarCoordinator's delegate.
    ///
    /// - Parameters:
    ///     - tabBarController: The delegate owner.
    ///     - viewController: The destination viewController.
    ///
    /// - Returns:
    ///     The result of the TabBarCooordinator's delegate. If not specified, it returns true.
    ///
    open func tabBarController(_ tabBarController: TabBarController,
                               shouldSelect viewController: ViewController) -> Bool {
        delegate?.tabBarController(tabBarController, shouldSelect: viewController) ?? true // PORT: E2
    }

    #if !os(tvOS) && canImport(UIKit) // PORT: no tab customizing (PORTING.md, G2)

    ///
    /// See [TabBarControllerDelegate](https://developer.apple.com/documentation/uikit/TabBarControllerDelegate)
    /// for further reference.
    ///
    /// This method delegates to the TabBarCoordinator's delegate.
    ///
    /// - Parameters:
    ///     - tabBarController: The delegate owner.
    ///     - viewControllers: The source viewControllers.
    ///
    open func tabBarController(_ tabBarController: TabBarController,
                               willBeginCustomizing viewControllers: [ViewController]) {
        delegate?.tabBarController(tabBarController, willBeginCustomizing: viewControllers) // PORT: E2
    }

    ///
    /// See [TabBarControllerDelegate](https://developer.apple.com/documentation/uikit/TabBarControllerDelegate)
    /// for further reference.
    ///
    /// This method delegates to the TabBarCoordinator's delegate.
    ///
    /// - Parameters:
    ///     - tabBarController: The delegate owner.
    ///     - viewControllers: The source viewControllers.
    ///
    open func tabBarController(_ tabBarController: TabBarController,
                               didEndCustomizing viewControllers: [ViewController], changed: Bool) {
        delegate?.tabBarController(tabBarController, didEndCustomizing: viewControllers, changed: changed) // PORT: E2
    }

    ///
    /// See [TabBarControllerDelegate](https://developer.apple.com/documentation/uikit/TabBarControllerDelegate)
    /// for further reference.
    ///
    /// This method delegates to the TabBarCoordinator's delegate.
    ///
    /// - Parameters:
    ///     - tabBarController: The delegate owner.
    ///     - viewControllers: The source viewControllers.
    ///
    open func tabBarController(_ tabBarController: TabBarController,
                               willEndCustomizing viewControllers: [ViewController], changed: Bool) {
        delegate?.tabBarController(tabBarController, willEndCustomizing: viewControllers, changed: changed) // PORT: E2
    }

    #endif

}

extension TabBarController {
    internal var animationDelegate: TabBarAnimationDelegate? {
        delegate as? TabBarAnimationDelegate
    }
}
