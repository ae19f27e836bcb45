// swift-format-ignore-file
// Ported from XCoordinator fc4fd2d (MIT License, Tests/CoordinatorPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  CoordinatorPreviewingDelegateObject.swift
//  XCoordinator
//
//  Created by Stefan Kofler on 19.07.18.
//  Copyright © 2018 QuickBird Studios. All rights reserved.
//

import ContainerKit
import Foundation

#if canImport(UIKit) // PORT: no 3D Touch previewing (PORTING.md, G3)

internal class CoordinatorPreviewingDelegateObject<TransitionType: TransitionProtocol>:
NSObject, UIViewControllerPreviewingDelegate {

    // MARK: Stored properties

    internal var context: UIViewControllerPreviewing?

    private weak var viewController: ViewController?

    private let transition: () -> TransitionType
    private let rootViewController: TransitionType.RootViewController
    private let completion: PresentationHandler?

    // MARK: Initialization

    internal init(transition: @escaping () -> TransitionType,
                  rootViewController: TransitionType.RootViewController,
                  completion: PresentationHandler?) {
        self.transition = transition
        self.rootViewController = rootViewController
        self.completion = completion
    }

    // MARK: Methods

    internal func previewingContext(_ previewingContext: UIViewControllerPreviewing,
                                    viewControllerForLocation location: Point) -> ViewController? {

        if let viewController = viewController {
            return viewController
        }

        let presentable = transition().presentables.last
        presentable?.presented(from: nil)
        viewController = presentable?.viewController
        return viewController
    }

    internal func previewingContext(_ previewingContext: UIViewControllerPreviewing,
                                    commit viewControllerToCommit: ViewController) {
        transition().perform(on: rootViewController, with: .default, completion: completion)
    }
}

#endif // PORT
