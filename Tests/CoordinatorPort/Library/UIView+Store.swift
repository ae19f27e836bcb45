// swift-format-ignore-file
// Ported from XCoordinator fc4fd2d (MIT License, Tests/CoordinatorPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  View+Store.swift
//  XCoordinator
//
//  Created by Stefan Kofler on 19.07.18.
//  Copyright © 2018 QuickBird Studios. All rights reserved.
//

import ContainerKit
import Foundation

#if canImport(UIKit) // PORT: no Objective-C associated objects, no previewing (PORTING.md, G3)

private var associatedObjectHandle: UInt8 = 0

extension View {

    var strongReferences: [Any] {
        get {
            objc_getAssociatedObject(self, &associatedObjectHandle) as? [Any] ?? []
        }
        set {
            objc_setAssociatedObject(self, &associatedObjectHandle, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}

extension View {

    @discardableResult
    func removePreviewingContext<TransitionType: TransitionProtocol>(for _: TransitionType.Type)
        -> UIViewControllerPreviewing? {
        guard let existingContextIndex = strongReferences
            .firstIndex(where: { $0 is CoordinatorPreviewingDelegateObject<TransitionType> }),
            let contextDelegate = strongReferences
                .remove(at: existingContextIndex) as? CoordinatorPreviewingDelegateObject<TransitionType>,
            let context = contextDelegate.context else {
                return nil
        }
        return context
    }

}

#endif // PORT
