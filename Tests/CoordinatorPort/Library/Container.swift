// swift-format-ignore-file
// Ported from XCoordinator fc4fd2d (MIT License, Tests/CoordinatorPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  Container.swift
//  XCoordinator
//
//  Created by Stefan Kofler on 30.04.18.
//  Copyright © 2018 QuickBird Studios. All rights reserved.
//

import ContainerKit
import Foundation

///
/// Container abstracts away from the difference of `View` and `ViewController`
///
/// With the Container protocol, `View` and `ViewController` objects can be used interchangeably,
/// e.g. when embedding containers into containers.
///
public protocol Container {

    ///
    /// The view of the Container.
    ///
    /// - Note:
    ///     It might not exist for a `ViewController`.
    ///
    var view: View! { get }

    ///
    /// The viewController of the Container.
    ///
    /// - Note:
    ///     It might not exist for a `View`.
    ///
    var viewController: ViewController! { get }
}

// MARK: - Extensions

extension ViewController: Container {
    public var viewController: ViewController! { self }
}

extension View: Container {
    public var viewController: ViewController! {
        viewController(for: self)
    }

    public var view: View! { self }
}

extension View {
    private func viewController(for responder: Responder) -> ViewController? {
        if let viewController = responder as? ViewController {
            return viewController
        }

        if let nextResponser = responder.next {
            return viewController(for: nextResponser)
        }

        return nil
    }
}
