// swift-format-ignore-file
// Ported from XCoordinator fc4fd2d (MIT License, Tests/CoordinatorPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  NavigationController+Transition.swift
//  XCoordinator
//
//  Created by Paul Kraft on 27.07.18.
//  Copyright © 2018 QuickBird Studios. All rights reserved.
//

import ContainerKit
import Foundation

extension NavigationController {
    
    func push(_ viewController: ViewController,
              with options: TransitionOptions,
              animation: Animation?,
              completion: PresentationHandler?) {

        if let animation = animation {
            viewController.transitioningDelegate = animation
        }
        assert(animation == nil || animationDelegate != nil, """
        Animations do not work, if the navigation controller's delegate is not a NavigationAnimationDelegate.
        This assertion might fail, if the rootViewController specified in the NavigationCoordinator's
        initializer already had a delegate when initializing the NavigationCoordinator.
        To set another delegate of a rootViewController in a NavigationCoordinator, have a look at `NavigationCoordinator.delegate`.
        """)

        Transaction.begin()
        Transaction.setCompletionBlock(completion)

        autoreleasepool {
            pushViewController(viewController, animated: options.animated)
        }

        Transaction.commit()
    }

    func pop(toRoot: Bool, with options: TransitionOptions, animation: Animation?, completion: PresentationHandler?) {

        if let animation = animation {
            topViewController?.transitioningDelegate = animation
        }
        assert(animation == nil || animationDelegate != nil, """
        Animations do not work, if the navigation controller's delegate is not a NavigationAnimationDelegate.
        This assertion might fail, if the rootViewController specified in the NavigationCoordinator's
        initializer already had a delegate when initializing the NavigationCoordinator.
        To set another delegate of a rootViewController in a NavigationCoordinator, have a look at `NavigationCoordinator.delegate`.
        """)

        Transaction.begin()
        Transaction.setCompletionBlock(completion)

        autoreleasepool {
            if toRoot {
                popToRootViewController(animated: options.animated)
            } else {
                popViewController(animated: options.animated)
            }
        }

        Transaction.commit()
    }

    func set(_ viewControllers: [ViewController],
             with options: TransitionOptions,
             animation: Animation?,
             completion: PresentationHandler?) {

        if let animation = animation {
            viewControllers.last?.transitioningDelegate = animation
        }
        assert(animation == nil || animationDelegate != nil, """
        Animations do not work, if the navigation controller's delegate is not a NavigationAnimationDelegate.
        This assertion might fail, if the rootViewController specified in the NavigationCoordinator's
        initializer already had a delegate when initializing the NavigationCoordinator.
        To set another delegate of a rootViewController in a NavigationCoordinator, have a look at `NavigationCoordinator.delegate`.
        """)

        Transaction.begin()
        Transaction.setCompletionBlock {
            if let animation = animation {
                viewControllers.forEach { $0.transitioningDelegate = animation }
            }
            completion?()
        }

        autoreleasepool {
            setViewControllers(viewControllers, animated: options.animated)
        }

        Transaction.commit()
    }

    func pop(to viewController: ViewController,
             options: TransitionOptions,
             animation: Animation?,
             completion: PresentationHandler?) {

        if let animation = animation {
            topViewController?.transitioningDelegate = animation
            viewController.transitioningDelegate = animation
        }

        assert(animation == nil || animationDelegate != nil, """
        Animations do not work, if the navigation controller's delegate is not a NavigationAnimationDelegate.
        This assertion might fail, if the rootViewController specified in the NavigationCoordinator's
        initializer already had a delegate when initializing the NavigationCoordinator.
        To set another delegate of a rootViewController in a NavigationCoordinator, have a look at `NavigationCoordinator.delegate`.
        """)

        Transaction.begin()
        Transaction.setCompletionBlock(completion)

        autoreleasepool {
            _ = popToViewController(viewController, animated: options.animated)
        }

        Transaction.commit()
    }
    
}
