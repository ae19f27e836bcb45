// swift-format-ignore-file
// Ported from XCoordinator fc4fd2d (MIT License, Tests/CoordinatorPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  SplitViewController+Transition.swift
//  XCoordinator
//
//  Created by Paul Kraft on 10.01.19.
//  Copyright © 2018 QuickBird Studios. All rights reserved.
//

import ContainerKit
import Foundation

///
/// SplitTransition offers different transitions common to a `SplitViewController` rootViewController.
///
public typealias SplitTransition = Transition<SplitViewController>

extension Transition where RootViewController: SplitViewController {

    public static func set(_ presentables: [Presentable]) -> Transition {
        Transition(presentables: presentables, animationInUse: nil) { rootViewController, _, completion in
            Transaction.begin()
            Transaction.setCompletionBlock {
                presentables.forEach { $0.presented(from: rootViewController) }
                completion?()
            }
            autoreleasepool {
                rootViewController.viewControllers = presentables.map { $0.viewController }
            }
            Transaction.commit()
        }
    }

}
