// swift-format-ignore-file
// Ported from XCoordinator fc4fd2d (MIT License, Tests/CoordinatorPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  TabBarController+Transition.swift
//  XCoordinator
//
//  Created by Paul Kraft on 27.07.18.
//  Copyright © 2018 QuickBird Studios. All rights reserved.
//

import ContainerKit
import Foundation

extension TabBarController {
    
    func set(_ viewControllers: [ViewController],
             with options: TransitionOptions,
             animation: Animation?,
             completion: PresentationHandler?) {

        if let animation = animation {
            viewControllers.first?.transitioningDelegate = animation
        }
        assert(animation == nil || animationDelegate != nil, """
        Animations do not work, if the navigation controller's delegate is not a NavigationAnimationDelegate.
        This assertion might fail, if the rootViewController specified in the TabBarCoordinator's
        initializer already had a delegate when initializing the TabBarCoordinator.
        To set another delegate of a rootViewController in a TabBarCoordinator, have a look at `TabBarCoordinator.delegate`.
        """)

        Transaction.begin()
        Transaction.setCompletionBlock(completion)

        autoreleasepool {
            setViewControllers(viewControllers, animated: options.animated)
        }

        Transaction.commit()
    }

    func select(_ viewController: ViewController,
                with options: TransitionOptions,
                animation: Animation?,
                completion: PresentationHandler?) {

        if let animation = animation {
            viewController.transitioningDelegate = animation
        }
        assert(animation == nil || animationDelegate != nil, """
        Animations do not work, if the navigation controller's delegate is not a NavigationAnimationDelegate.
        This assertion might fail, if the rootViewController specified in the TabBarCoordinator's
        initializer already had a delegate when initializing the TabBarCoordinator.
        To set another delegate of a rootViewController in a TabBarCoordinator, have a look at `TabBarCoordinator.delegate`.
        """)

        Transaction.begin()
        Transaction.setCompletionBlock(completion)

        autoreleasepool {
            selectedViewController = viewController
        }

        Transaction.commit()
    }

    func select(index: Int, with options: TransitionOptions, animation: Animation?, completion: PresentationHandler?) {

        if let animation = animation {
            viewControllers?[index].transitioningDelegate = animation
        }
        assert(animation == nil || animationDelegate != nil, """
        Animations do not work, if the navigation controller's delegate is not a NavigationAnimationDelegate.
        This assertion might fail, if the rootViewController specified in the TabBarCoordinator's
        initializer already had a delegate when initializing the TabBarCoordinator.
        To set another delegate of a rootViewController in a TabBarCoordinator, have a look at `TabBarCoordinator.delegate`.
        """)

        Transaction.begin()
        Transaction.setCompletionBlock(completion)

        autoreleasepool {
            selectedIndex = index
        }

        Transaction.commit()
    }
    
}
