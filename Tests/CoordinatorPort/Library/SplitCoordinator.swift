// swift-format-ignore-file
// Ported from XCoordinator fc4fd2d (MIT License, Tests/CoordinatorPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  SplitCoordinator.swift
//  XCoordinator
//
//  Created by Paul Kraft on 30.07.18.
//  Copyright © 2018 QuickBird Studios. All rights reserved.
//

import ContainerKit // PORT: the file names UIKit's classes without importing UIKit (PORTING.md, E1)

///
/// SplitCoordinator can be used as a basis for a coordinator with a rootViewController of type
/// `SplitViewController`.
///
/// You can use all `SplitTransitions` and get an initializer to set a master and
/// (optional) detail presentable.
///
open class SplitCoordinator<RouteType: Route>: BaseCoordinator<RouteType, SplitTransition> {

    // MARK: Initialization

    public override init(rootViewController: RootViewController = .init(), initialRoute: RouteType?) {
        super.init(rootViewController: rootViewController, initialRoute: initialRoute)
    }

    ///
    /// Creates a SplitCoordinator and sets the specified presentables as the rootViewController's
    /// viewControllers.
    ///
    /// - Parameters:
    ///     - master:
    ///         The presentable to be shown as master in the `SplitViewController`.
    ///     - detail:
    ///         The presentable to be shown as detail in the `SplitViewController`. This is optional due to
    ///         the fact that it might not be useful to have a detail page right away on a small-screen device.
    ///
    public init(rootViewController: RootViewController = .init(), master: Presentable, detail: Presentable?) {
        super.init(rootViewController: rootViewController,
                   initialTransition: .set([master, detail].compactMap { $0 }))
    }
}
